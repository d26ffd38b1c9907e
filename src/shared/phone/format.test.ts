import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, formatPhoneInput, PHONE_INPUT_MAX } from './index.ts';

describe('formatPhoneInput', () => {
  it.each([
    ['+12155550142', '+1 (215) 555-0142'],
    ['+1 215 555 0142', '+1 (215) 555-0142'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+34612345678', '+34 612 345 678'],
    ['2155550142', '(215) 555-0142'],
    ['215-555-0142', '(215) 555-0142'],
    ['12155550142', '1 (215) 555-0142'],
    ['0612345678', '06 12 34 56 78'],
    ['+44 20 7946', '+44207946'],
    ['', ''],
    ['+', '+'],
    ['abc', ''],
  ])('%j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it.each([
    ['+12155550142999', '+1 (215) 555-0142'],
    ['+33612345678999', '+33 6 12 34 56 78'],
    ['+34612345678999', '+34 612 345 678'],
    ['2155550142999', '(215) 555-0142'],
    ['121555501429', '1 (215) 555-0142'],
    ['0612345678999', '06 12 34 56 78'],
  ])('drops digits past the length: %j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it('never returns more than 20 characters', () => {
    expect(formatPhoneInput('+4412345678901234567890123')).toHaveLength(PHONE_INPUT_MAX);
    for (const n of ['+12155550142', '+33612345678', '+34612345678', '12155550142']) {
      expect(formatPhoneInput(`${n}0000000000`).length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    }
  });

  it('formats progressively as each digit is typed', () => {
    const typed = (number: string) => {
      const seen: string[] = [];
      let value = '';
      for (const ch of number) {
        value = formatPhoneInput(value + ch);
        seen.push(value);
      }
      return seen;
    };
    expect(typed('2155550142')).toEqual([
      '(2',
      '(21',
      '(215',
      '(215) 5',
      '(215) 55',
      '(215) 555',
      '(215) 555-0',
      '(215) 555-01',
      '(215) 555-014',
      '(215) 555-0142',
    ]);
    expect(typed('+12155550142').slice(1, 5)).toEqual(['+1', '+1 (2', '+1 (21', '+1 (215']);
    expect(typed('+33612345678')).toEqual([
      '+',
      '+3',
      '+33',
      '+33 6',
      '+33 6 1',
      '+33 6 12',
      '+33 6 12 3',
      '+33 6 12 34',
      '+33 6 12 34 5',
      '+33 6 12 34 56',
      '+33 6 12 34 56 7',
      '+33 6 12 34 56 78',
    ]);
    expect(typed('+34612345678').at(-1)).toBe('+34 612 345 678');
  });

  it('is idempotent, and deleting the last character always removes a digit', () => {
    for (const n of [
      '+12155550142',
      '+33612345678',
      '+34612345678',
      '2155550142',
      '12155550142',
      '0612345678',
    ]) {
      let value = formatPhoneInput(n);
      expect(formatPhoneInput(value)).toBe(value);
      let digits = value.replace(/\D/g, '').length;
      while (value) {
        value = formatPhoneInput(value.slice(0, -1));
        const now = value.replace(/\D/g, '').length;
        expect(now).toBeLessThanOrEqual(digits);
        digits = now;
      }
    }
  });
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['+12155550142', '+1 (215) 555-0142'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+34612345678', '+34 612 345 678'],
    ['+4420794609', '+4420794609'],
    ['not a number', 'not a number'],
  ])('%j → %j', (input, out) => {
    expect(formatPhoneDisplay(input)).toBe(out);
  });
});
