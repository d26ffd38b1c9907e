// Reading a phone number the way the spec does (section 5 'Phone number'): its digits, its country,
// and, once complete, whether it is valid and what it is in E.164 (+12155550142). The one function
// that decides validity, checkPhone, also builds the E.164 form, so the two can never disagree;
// validate.ts puts the spec's words on its problems.
import { AREA_CODES, isUsAreaCode } from './area-codes.ts';
import type { RegionCode } from './regions.ts';

/** The country codes the spec supports after a '+'. */
export type CountryCode = '1' | '33' | '34';

/**
 * The country code at the start of the digits typed after a '+': '1' → +1, '33' → +33,
 * '34' → +34, anything else → null. A lone '+', or '+3' half-way to +33 or +34, is null too:
 * it is not (yet) a supported prefix, so the validator answers it with the unsupported-prefix
 * message, which names the three prefixes the person can type next, and the formatter leaves it
 * as typed ('+', '+3') so typing can go on.
 */
export function countryOf(digitsAfterPlus: string): CountryCode | null {
  if (digitsAfterPlus.startsWith('1')) return '1';
  if (digitsAfterPlus.startsWith('33')) return '33';
  if (digitsAfterPlus.startsWith('34')) return '34';
  return null;
}

/** The country of a stored E.164 number (+1 → '1', +33 → '33', +34 → '34'); '1' when unknown. */
export function countryOfE164(e164: string | null | undefined): CountryCode {
  return countryOf((e164 ?? '').replace(/^\+/, '')) ?? '1';
}

/** A number as typed, read leniently (partial input is fine; stray characters are skipped). */
export interface PhoneReading {
  /** It starts with '+'. */
  international: boolean;
  /** Every digit, in order. */
  digits: string;
  /** With a '+': the supported country code it starts with, else null. Without: null. */
  country: CountryCode | null;
  /** The digits after the country code; without a '+', all the digits. */
  national: string;
}

export function readPhone(input: string): PhoneReading {
  const kept = input.replace(/[^\d+]/g, '');
  const international = kept.startsWith('+');
  const digits = kept.replace(/\+/g, '');
  const country = international ? countryOf(digits) : null;
  return { international, digits, country, national: country ? digits.slice(country.length) : digits };
}

/**
 * The US area code of a number once its three digits are typed, else null: after +1, or of a
 * number without '+' (past a leading 1, which is always the country code: no area code starts
 * with 0 or 1). A number starting with 0 is French, so it has none.
 */
export function usAreaCode(input: string): string | null {
  const { international, country, digits } = readPhone(input);
  let national: string;
  if (international) {
    if (country !== '1') return null;
    national = digits.slice(1);
  } else {
    if (digits.startsWith('0')) return null;
    national = digits.startsWith('1') ? digits.slice(1) : digits;
  }
  return national.length >= 3 ? national.slice(0, 3) : null;
}

/**
 * Where a number is from, as soon as it tells: +33 (or a national number starting with 0) is
 * France, +34 Spain, and a US number the state or territory of its area code. Null otherwise,
 * including Canadian and Caribbean area codes.
 */
export function detectRegion(input: string): RegionCode | null {
  const { international, country, digits } = readPhone(input);
  if (international && country === '33') return 'FR';
  if (international && country === '34') return 'ES';
  if (!international && digits.startsWith('0')) return 'FR';
  const area = usAreaCode(input);
  return area !== null && isUsAreaCode(area) ? (AREA_CODES[area] ?? null) : null;
}

/** What is wrong with a number; validate.ts words each one as the spec does. */
export type PhoneProblem =
  | 'required'
  | 'invalidCharacters'
  | 'invalidFormat'
  | 'usTooShort'
  | 'usTooLong'
  | 'usUnknownAreaCode'
  | 'frTooShort'
  | 'frTooLong'
  | 'frFirstDigit'
  | 'esTooShort'
  | 'esTooLong'
  | 'unsupported'
  | 'tooShort'
  | 'elevenNeedsOne'
  | 'tooLong';

export type PhoneCheck =
  | { valid: true; e164: string }
  | { valid: false; problem: 'usUnknownAreaCode'; areaCode: string }
  | { valid: false; problem: Exclude<PhoneProblem, 'usUnknownAreaCode'> };

/** Only digits, spaces, parentheses, plus and hyphen may be typed. */
const ALLOWED = /^[\d\s()+-]+$/;

const ok = (e164: string): PhoneCheck => ({ valid: true, e164 });
const fail = (problem: Exclude<PhoneProblem, 'usUnknownAreaCode'>): PhoneCheck => ({ valid: false, problem });

function checkInternational(digits: string): PhoneCheck {
  const country = countryOf(digits);
  if (country === null) return fail('unsupported');
  const national = digits.slice(country.length);
  switch (country) {
    case '1': {
      if (national.length < 10) return fail('usTooShort');
      if (national.length > 10) return fail('usTooLong');
      const area = national.slice(0, 3);
      if (!isUsAreaCode(area)) return { valid: false, problem: 'usUnknownAreaCode', areaCode: area };
      return ok(`+1${national}`);
    }
    case '33':
      if (national.length < 9) return fail('frTooShort');
      if (national.length > 9) return fail('frTooLong');
      if (!/^[1-7]/.test(national)) return fail('frFirstDigit');
      return ok(`+33${national}`);
    case '34':
      if (national.length < 9) return fail('esTooShort');
      if (national.length > 9) return fail('esTooLong');
      return ok(`+34${national}`);
  }
}

function checkNational(digits: string): PhoneCheck {
  // The spec accepts any 10 digits starting with 0 as a French national number: 0X XX XX XX XX.
  if (digits.length === 10 && digits.startsWith('0')) return ok(`+33${digits.slice(1)}`);
  if (digits.length < 10) return fail('tooShort');
  if (digits.length === 10)
    return isUsAreaCode(digits.slice(0, 3)) ? ok(`+1${digits}`) : fail('invalidFormat');
  if (digits.length === 11) {
    if (!digits.startsWith('1')) return fail('elevenNeedsOne');
    return isUsAreaCode(digits.slice(1, 4)) ? ok(`+${digits}`) : fail('invalidFormat');
  }
  return fail('tooLong');
}

/** The spec's rules, in the spec's order, on a complete number as entered. */
export function checkPhone(input: string): PhoneCheck {
  const value = input.trim();
  if (!value) return fail('required');
  if (!ALLOWED.test(value)) return fail('invalidCharacters');
  // A '+' belongs in front only ('1+215…', '++1…' and '+1 215 +555…' are not numbers).
  if (value.indexOf('+', 1) !== -1) return fail('invalidFormat');
  const digits = value.replace(/\D/g, '');
  return value.startsWith('+') ? checkInternational(digits) : checkNational(digits);
}

/**
 * The number in E.164 as it is stored: '+12155550142', '+33612345678', '+34612345678'. A national
 * US number gains +1 (10 digits) or its 1 becomes +1 (11 digits); 0XXXXXXXXX becomes +33XXXXXXXXX.
 * Null when the number is not valid.
 */
export function toE164(input: string): string | null {
  const check = checkPhone(input);
  return check.valid ? check.e164 : null;
}
