// As-you-type formatting: +1 (XXX) XXX-XXXX, +33 X XX XX XX XX, +34 XXX XXX XXX, and
// (XXX) XXX-XXXX for a US number typed without a '+'. Digits past a country's length are
// dropped, and nothing longer than 20 characters comes out. Separators only follow typed
// digits, so deleting the last digit always works and formatting twice changes nothing.
import { countryOf, digitsOf } from './parse.ts';

export const PHONE_INPUT_MAX = 20;

function usNational(n: string): string {
  if (n.length === 0) return '';
  if (n.length <= 3) return `(${n}`;
  if (n.length <= 6) return `(${n.slice(0, 3)}) ${n.slice(3)}`;
  return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 10)}`;
}

function pairs(n: string): string {
  return (n.match(/.{1,2}/g) ?? []).join(' ');
}

function triples(n: string): string {
  return (n.match(/.{1,3}/g) ?? []).join(' ');
}

function withRest(prefix: string, rest: string): string {
  return rest ? `${prefix} ${rest}` : prefix;
}

export function formatPhoneInput(input: string): string {
  const trimmed = input.trimStart();
  const digits = digitsOf(trimmed);
  let out: string;
  if (trimmed.startsWith('+')) {
    const country = countryOf(digits);
    if (country === '1') out = withRest('+1', usNational(digits.slice(1, 11)));
    else if (country === '33') {
      const n = digits.slice(2, 11);
      out = withRest('+33', n ? `${n.slice(0, 1)}${n.length > 1 ? ` ${pairs(n.slice(1))}` : ''}` : '');
    } else if (country === '34') out = withRest('+34', triples(digits.slice(2, 11)));
    else out = `+${digits}`;
  } else if (digits.startsWith('0')) {
    out = pairs(digits.slice(0, 10)); // French national: 06 12 34 56 78
  } else if (digits.startsWith('1')) {
    out = withRest('1', usNational(digits.slice(1, 11)));
  } else {
    out = usNational(digits.slice(0, 10));
  }
  return out.slice(0, PHONE_INPUT_MAX);
}

/** A stored E.164 number as people read it; anything unexpected is returned unchanged. */
export function formatPhoneDisplay(e164: string): string {
  if (!/^\+\d+$/.test(e164)) return e164;
  const country = countryOf(e164.slice(1));
  const length = e164.length - 1;
  if ((country === '1' && length === 11) || ((country === '33' || country === '34') && length === 11)) {
    return formatPhoneInput(e164);
  }
  return e164;
}
