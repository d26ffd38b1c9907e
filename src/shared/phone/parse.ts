// Reading a phone number as typed: its digits, its country, its US area code.
import { AREA_CODES } from './area-codes.ts';
import type { RegionCode } from './regions.ts';

export type Country = '1' | '33' | '34';

export function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

export function hasPlus(input: string): boolean {
  return input.trim().startsWith('+');
}

/** The country code after a '+': 1, 33 or 34; null for any other (or not yet typed) prefix. */
export function countryOf(digits: string): Country | null {
  if (digits.startsWith('1')) return '1';
  if (digits.startsWith('33')) return '33';
  if (digits.startsWith('34')) return '34';
  return null;
}

/**
 * The US area code of a number, once three of its digits are known. Without a '+', a leading 1
 * is the country code: no NANP area code starts with 0 or 1.
 */
export function usAreaCode(input: string): string | null {
  const digits = digitsOf(input);
  let national: string;
  if (hasPlus(input)) {
    if (countryOf(digits) !== '1') return null;
    national = digits.slice(1);
  } else {
    if (digits.startsWith('0')) return null;
    national = digits.startsWith('1') ? digits.slice(1) : digits;
  }
  return national.length >= 3 ? national.slice(0, 3) : null;
}

/** Where a number is from: the state of its US area code, or France / Spain by prefix. */
export function detectRegion(input: string): RegionCode | null {
  const digits = digitsOf(input);
  if (hasPlus(input)) {
    const country = countryOf(digits);
    if (country === '33') return 'FR';
    if (country === '34') return 'ES';
  } else if (digits.startsWith('0') && digits.length >= 2) {
    return 'FR'; // a French national number: 0X XX XX XX XX
  }
  const area = usAreaCode(input);
  return area ? (AREA_CODES[area] ?? null) : null;
}
