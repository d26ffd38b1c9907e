import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, formatPhoneInput, PHONE_INPUT_MAX, validatePhone } from './index.ts';

/** What the field shows after each key press when `keys` are typed one by one. */
function typed(keys: string): string[] {
  const seen: string[] = [];
  let value = '';
  for (const key of keys) {
    value = formatPhoneInput(value + key);
    seen.push(value);
  }
  return seen;
}

describe('formatPhoneInput: complete numbers', () => {
  it.each([
    // +1
    ['+12155550142', '+1 (215) 555-0142'],
    ['+1 215 555 0142', '+1 (215) 555-0142'],
    ['+1-215-555-0142', '+1 (215) 555-0142'],
    ['+1 (215) 555-0142', '+1 (215) 555-0142'],
    [' +1 (215)555-0142 ', '+1 (215) 555-0142'],
    ['+1.215.555.0142', '+1 (215) 555-0142'],
    // +33
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+33-6-12-34-56-78', '+33 6 12 34 56 78'],
    ['+33 612 345 678', '+33 6 12 34 56 78'],
    // +34
    ['+34612345678', '+34 612 345 678'],
    ['+34 61 23 45 67 8', '+34 612 345 678'],
    ['+34-912-345-678', '+34 912 345 678'],
    // national US
    ['2155550142', '(215) 555-0142'],
    ['215-555-0142', '(215) 555-0142'],
    ['215.555.0142', '(215) 555-0142'],
    ['215 555 0142', '(215) 555-0142'],
    ['(215)5550142', '(215) 555-0142'],
    ['12155550142', '1 (215) 555-0142'],
    ['1-215-555-0142', '1 (215) 555-0142'],
    ['1 (215) 555-0142', '1 (215) 555-0142'],
    // French national
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    // other prefixes: the digits after '+', ungrouped
    ['+44 20 7946', '+44207946'],
    ['+49 (30) 123-456', '+4930123456'],
  ])('%j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['()- ', ''],
    ['📞', ''],
    ['+', '+'],
    [' + ', '+'],
    ['+3', '+3'],
    ['+1', '+1'],
    ['+33', '+33'],
    ['+34', '+34'],
    ['1', '1'],
    ['0', '0'],
    ['2', '(2'],
  ])('short input %j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it.each([
    ['call me on 215 555 0142', '(215) 555-0142'],
    ['215-555-O142', '(215) 555-142'], // the letter O is dropped: the validator reports it on raw input
    ['tel: +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['☎ +34 612 345 678', '+34 612 345 678'],
    ['2+15', '(215'], // a '+' after the first digit is dropped
    ['++1 215', '+1 (215'],
  ])('drops everything but digits and a leading plus: %j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });
});

describe('formatPhoneInput: length', () => {
  it.each([
    ['+12155550142999', '+1 (215) 555-0142'],
    ['+1 (215) 555-01429', '+1 (215) 555-0142'],
    ['+33612345678999', '+33 6 12 34 56 78'],
    ['+33 6 12 34 56 789', '+33 6 12 34 56 78'],
    ['+34612345678999', '+34 612 345 678'],
    ['+34 612 345 6789', '+34 612 345 678'],
    ['2155550142999', '(215) 555-0142'],
    ['(215) 555-01429', '(215) 555-0142'],
    ['121555501429', '1 (215) 555-0142'],
    ['0612345678999', '06 12 34 56 78'],
  ])('drops the digits past the country length: %j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it('never returns more than 20 characters', () => {
    expect(PHONE_INPUT_MAX).toBe(20);
    expect(formatPhoneInput('+4412345678901234567890123')).toBe('+4412345678901234567');
    expect(formatPhoneInput('+4412345678901234567890123')).toHaveLength(20);
    for (const prefix of ['+1', '+33', '+34', '+44', '+', '1', '0', '2', '']) {
      const value = formatPhoneInput(`${prefix}${'9'.repeat(40)}`);
      expect(value.length, prefix).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    }
  });

  it('fits every complete supported shape in the field', () => {
    for (const shape of ['+1 (215) 555-0142', '+33 6 12 34 56 78', '+34 612 345 678', '1 (215) 555-0142']) {
      expect(shape.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
      expect(formatPhoneInput(shape)).toBe(shape);
    }
  });
});

describe('formatPhoneInput: typing digit by digit', () => {
  it('+1', () => {
    expect(typed('+12155550142')).toEqual([
      '+',
      '+1',
      '+1 (2',
      '+1 (21',
      '+1 (215',
      '+1 (215) 5',
      '+1 (215) 55',
      '+1 (215) 555',
      '+1 (215) 555-0',
      '+1 (215) 555-01',
      '+1 (215) 555-014',
      '+1 (215) 555-0142',
    ]);
  });

  it('+33', () => {
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
  });

  it('+34', () => {
    expect(typed('+34612345678')).toEqual([
      '+',
      '+3',
      '+34',
      '+34 6',
      '+34 61',
      '+34 612',
      '+34 612 3',
      '+34 612 34',
      '+34 612 345',
      '+34 612 345 6',
      '+34 612 345 67',
      '+34 612 345 678',
    ]);
  });

  it('national US', () => {
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
  });

  it('national US with the leading 1', () => {
    expect(typed('12155550142')).toEqual([
      '1',
      '1 (2',
      '1 (21',
      '1 (215',
      '1 (215) 5',
      '1 (215) 55',
      '1 (215) 555',
      '1 (215) 555-0',
      '1 (215) 555-01',
      '1 (215) 555-014',
      '1 (215) 555-0142',
    ]);
  });

  it('French national', () => {
    expect(typed('0612345678')).toEqual([
      '0',
      '06',
      '06 1',
      '06 12',
      '06 12 3',
      '06 12 34',
      '06 12 34 5',
      '06 12 34 56',
      '06 12 34 56 7',
      '06 12 34 56 78',
    ]);
  });

  it('typing separators by hand changes nothing', () => {
    expect(typed('(215) 555-0142').at(-1)).toBe('(215) 555-0142');
    expect(typed('+1 (215) 555-0142').at(-1)).toBe('+1 (215) 555-0142');
    expect(typed('+33 6 12 34 56 78').at(-1)).toBe('+33 6 12 34 56 78');
    expect(typed('+34 612 345 678').at(-1)).toBe('+34 612 345 678');
  });

  it('stops growing once the number is complete', () => {
    expect(typed('+121555501429999').slice(-4)).toEqual(Array(4).fill('+1 (215) 555-0142'));
    expect(typed('21555501429').at(-1)).toBe('(215) 555-0142');
  });
});

const COMPLETE = [
  '+12155550142',
  '+33612345678',
  '+34612345678',
  '2155550142',
  '12155550142',
  '0612345678',
  '+4420794609',
];

describe('formatPhoneInput: never fights the user', () => {
  it('is idempotent on every prefix of every number', () => {
    for (const number of COMPLETE) {
      for (const value of typed(number)) expect(formatPhoneInput(value), value).toBe(value);
    }
  });

  it('never ends a value with a separator', () => {
    for (const number of COMPLETE) {
      for (const value of typed(number)) expect(value, value).not.toMatch(/[\s()-]$/);
    }
  });

  it('removing the last character removes the last digit, back to an empty field', () => {
    for (const number of COMPLETE) {
      const steps = typed(number);
      let value = steps.at(-1) ?? '';
      for (let i = steps.length - 2; i >= 0; i--) {
        value = formatPhoneInput(value.slice(0, -1));
        expect(value, number).toBe(steps[i]);
      }
      expect(formatPhoneInput(value.slice(0, -1))).toBe('');
    }
  });

  it.each([
    ['(215) ', '(215'], // the digit after ') ' was deleted
    ['(215) 555-', '(215) 555'], // the digit after '-' was deleted
    ['(215', '(215'],
    ['(215)', '(215'], // a ')' typed by hand after the area code
    ['+1 (', '+1'],
    ['+1 ', '+1'],
    ['+33 6 ', '+33 6'],
    ['+34 612 ', '+34 612'],
    ['1 (', '1'],
    ['06 ', '06'],
  ])('a value ending in a separator: %j → %j', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out);
  });

  it('keeps a formatted, valid number valid', () => {
    for (const number of ['+12155550142', '+33612345678', '+34612345678', '2155550142', '12155550142']) {
      expect(validatePhone(formatPhoneInput(number)), number).toBeNull();
    }
  });
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['+12155550142', '+1 (215) 555-0142'],
    ['+17875550100', '+1 (787) 555-0100'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+33123456789', '+33 1 23 45 67 89'],
    ['+34612345678', '+34 612 345 678'],
    ['+34912345678', '+34 912 345 678'],
  ])('%j → %j', (input, out) => {
    expect(formatPhoneDisplay(input)).toBe(out);
  });

  it.each([
    '+4420794609', // another country
    '+442079460958',
    '+1215555014', // too short
    '+121555501422', // too long
    '+3361234567',
    '+346123456789',
    '2155550142', // not E.164
    '+1 (215) 555-0142', // already formatted
    'not a number',
    '',
  ])('%j comes back unchanged', (input) => {
    expect(formatPhoneDisplay(input)).toBe(input);
  });

  it('shows the same shape the field would', () => {
    for (const e164 of ['+12155550142', '+33612345678', '+34612345678']) {
      expect(formatPhoneDisplay(e164)).toBe(formatPhoneInput(e164));
    }
  });
});
