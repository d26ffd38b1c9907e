// The spec's phone messages (section 5 'Phone number'), word for word. The forms show them as the
// person types and the server answers with them; browser tests look for the same text.
import { checkPhone, type PhoneProblem } from './normalize.ts';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalidCharacters: 'Phone number contains invalid characters',
  invalidFormat: 'Invalid phone number format',
  usTooShort: 'US/Canada numbers need 10 digits after +1',
  usTooLong: 'US/Canada numbers should have exactly 10 digits after +1',
  frTooShort: 'French numbers need 9 digits after +33',
  frTooLong: 'French numbers should have exactly 9 digits after +33',
  frFirstDigit: 'French numbers should start with 1-7 after country code',
  esTooShort: 'Spanish numbers need 9 digits after +34',
  esTooLong: 'Spanish numbers should have exactly 9 digits after +34',
  unsupported: 'Only +1 (US/Canada), +33 (France), and +34 (Spain) are supported',
  tooShort: 'Phone number must have at least 10 digits',
  elevenNeedsOne: '11-digit numbers must start with 1 (US country code)',
  tooLong: 'US numbers should not exceed 11 digits',
} as const satisfies Record<Exclude<PhoneProblem, 'usUnknownAreaCode'>, string>;

/** The spec's message "begins 'valid area code: {code}'". */
export function unknownAreaCodeMessage(code: string): string {
  return `valid area code: ${code} is not a known US area code`;
}

/** Null when the number is valid, else the message to show. */
export function validatePhone(input: string): string | null {
  const check = checkPhone(input);
  if (check.valid) return null;
  if (check.problem === 'usUnknownAreaCode') return unknownAreaCodeMessage(check.areaCode);
  return PHONE_MESSAGES[check.problem];
}
