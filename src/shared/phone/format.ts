// As-you-type formatting: '+1 (215) 555-0142', '+33 6 12 34 56 78', '+34 612 345 678', and for a
// number typed without '+' the national US shapes '(215) 555-0142' and '1 (215) 555-0142' (or the
// French national '06 12 34 56 78' for one starting with 0). Anything but digits and a leading '+'
// is dropped (the validator, not the formatter, reports invalid characters), digits past a
// country's length are dropped, and nothing longer than 20 characters comes out.
//
// A separator is only ever written between two digits, never after the last one: so formatting
// a formatted value changes nothing, and deleting the last character of a value always removes a
// digit (deleting into '(215) ' gives '(215', never a ')' that grows back).
import { readPhone } from './normalize.ts';

export const PHONE_INPUT_MAX = 20;

/** (215) 555-0142, progressively: (2, (21, (215, (215) 5, (215) 555-0. */
function usGroups(n: string): string {
  if (n.length <= 3) return `(${n}`;
  if (n.length <= 6) return `(${n.slice(0, 3)}) ${n.slice(3)}`;
  return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}

/** 6 12 34 56 78: the first digit, then pairs. */
function frenchGroups(n: string): string {
  return [n.slice(0, 1), ...(n.slice(1).match(/\d{1,2}/g) ?? [])].join(' ');
}

/** 612 345 678. */
function spanishGroups(n: string): string {
  return (n.match(/\d{1,3}/g) ?? []).join(' ');
}

/** 06 12 34 56 78. */
function pairs(n: string): string {
  return (n.match(/\d{1,2}/g) ?? []).join(' ');
}

/** A prefix, then a space and the grouped digits once there are any. */
function prefixed(prefix: string, national: string, group: (n: string) => string): string {
  return national ? `${prefix} ${group(national)}` : prefix;
}

export function formatPhoneInput(input: string): string {
  const { international, digits, country, national } = readPhone(input);
  let out: string;
  if (international) {
    if (country === '1') out = prefixed('+1', national.slice(0, 10), usGroups);
    else if (country === '33') out = prefixed('+33', national.slice(0, 9), frenchGroups);
    else if (country === '34') out = prefixed('+34', national.slice(0, 9), spanishGroups);
    else out = `+${digits}`; // '+', '+3' on the way to +33/+34, or an unsupported prefix
  } else if (digits.startsWith('0')) {
    out = pairs(digits.slice(0, 10));
  } else if (digits.startsWith('1')) {
    out = prefixed('1', digits.slice(1, 11), usGroups);
  } else {
    out = digits ? usGroups(digits.slice(0, 10)) : '';
  }
  return out.slice(0, PHONE_INPUT_MAX);
}

/**
 * A stored E.164 number as lists show it, in the same shapes as formatPhoneInput:
 * '+1 (215) 555-0142', '+33 6 12 34 56 78', '+34 612 345 678'. Anything else comes back unchanged.
 */
export function formatPhoneDisplay(e164: string): string {
  if (/^\+1\d{10}$/.test(e164) || /^\+3[34]\d{9}$/.test(e164)) return formatPhoneInput(e164);
  return e164;
}
