// The spec's phone rules (section 5 'Phone number'), word for word. Used by the forms as the
// person types and by the server on every request.
import { AREA_CODES } from './area-codes.ts';
import { countryOf, digitsOf } from './parse.ts';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalidCharacters: 'Phone number contains invalid characters',
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
  invalidFormat: 'Invalid phone number format',
} as const;

/** The spec's message begins 'valid area code: {code}'. */
export function unknownAreaCodeMessage(code: string): string {
  return `valid area code: ${code} is not a known US area code`;
}

const ALLOWED = /^[\d\s()+-]+$/;

/** null when the number is valid, else the message to show. */
export function validatePhone(input: string): string | null {
  const value = input.trim();
  if (!value) return PHONE_MESSAGES.required;
  if (!ALLOWED.test(value)) return PHONE_MESSAGES.invalidCharacters;
  const digits = digitsOf(value);

  if (value.startsWith('+')) {
    // A '+' belongs only in front. ('+' alone, or '+3' while typing, is not yet a supported prefix.)
    if (value.indexOf('+', 1) !== -1) return PHONE_MESSAGES.invalidFormat;
    const country = countryOf(digits);
    if (country === '1') {
      const rest = digits.slice(1);
      if (rest.length < 10) return PHONE_MESSAGES.usTooShort;
      if (rest.length > 10) return PHONE_MESSAGES.usTooLong;
      const area = rest.slice(0, 3);
      return AREA_CODES[area] ? null : unknownAreaCodeMessage(area);
    }
    if (country === '33') {
      const rest = digits.slice(2);
      if (rest.length < 9) return PHONE_MESSAGES.frTooShort;
      if (rest.length > 9) return PHONE_MESSAGES.frTooLong;
      return /^[1-7]/.test(rest) ? null : PHONE_MESSAGES.frFirstDigit;
    }
    if (country === '34') {
      const rest = digits.slice(2);
      if (rest.length < 9) return PHONE_MESSAGES.esTooShort;
      if (rest.length > 9) return PHONE_MESSAGES.esTooLong;
      return null;
    }
    return PHONE_MESSAGES.unsupported;
  }

  if (digits.length === 10 && digits.startsWith('0')) return null;
  if (digits.length < 10) return PHONE_MESSAGES.tooShort;
  if (digits.length === 10) return AREA_CODES[digits.slice(0, 3)] ? null : PHONE_MESSAGES.invalidFormat;
  if (digits.length === 11) {
    if (!digits.startsWith('1')) return PHONE_MESSAGES.elevenNeedsOne;
    return AREA_CODES[digits.slice(1, 4)] ? null : PHONE_MESSAGES.invalidFormat;
  }
  return PHONE_MESSAGES.tooLong;
}

/** The number in E.164 (+12155550142), or null when it is not valid. */
export function toE164(input: string): string | null {
  if (validatePhone(input) !== null) return null;
  const value = input.trim();
  const digits = digitsOf(value);
  if (value.startsWith('+')) return `+${digits}`;
  if (digits.length === 10 && digits.startsWith('0')) return `+33${digits.slice(1)}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}
