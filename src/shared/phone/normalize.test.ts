import { describe, expect, it } from 'vitest';
import { checkPhone, detectRegion, toE164, usAreaCode, validatePhone } from './index.ts';
import { countryOf, readPhone } from './normalize.ts';

describe('toE164', () => {
  it.each([
    // +1
    ['+1 (215) 555-0142', '+12155550142'],
    ['+12155550142', '+12155550142'],
    ['  +1 215-555-0142 ', '+12155550142'],
    ['+1 (787) 555-0100', '+17875550100'],
    ['+1 671 555 0100', '+16715550100'],
    // national US: 10 digits gain +1, 11 starting with 1 become +1…
    ['(215) 555-0142', '+12155550142'],
    ['215-555-0142', '+12155550142'],
    ['2155550142', '+12155550142'],
    ['1 (215) 555-0142', '+12155550142'],
    ['12155550142', '+12155550142'],
    ['(939) 555-0100', '+19395550100'],
    // +33 and 0X XX XX XX XX
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['01 23 45 67 89', '+33123456789'],
    // +34
    ['+34 612 345 678', '+34612345678'],
    ['+34-912-345-678', '+34912345678'],
  ])('%j → %j', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    '',
    '   ',
    '555-0142',
    '(123) 555-0142',
    '+1 (123) 555-0142',
    '+1 (416) 555-0142',
    '+1 (215) 555-014',
    '+33 8 12 34 56 78',
    '+33 6 12 34 56 789',
    '+34 612 345 67',
    '+44 20 7946 0958',
    '+',
    '+3',
    '21555501420',
    '121555501420',
    '215.555.0142',
    '1+215 555 0142',
    'abc',
  ])('%j → null (not valid)', (input) => {
    expect(toE164(input)).toBeNull();
  });

  it('is null exactly when validatePhone reports a problem, and stable on its own output', () => {
    const inputs = ['+1 (215) 555-0142', '0612345678', '+34 612 345 678', '(123) 555-0142', '+3', ''];
    for (const input of inputs) {
      const e164 = toE164(input);
      expect(e164 === null, input).toBe(validatePhone(input) !== null);
      if (e164 !== null) expect(toE164(e164)).toBe(e164);
    }
  });
});

describe('checkPhone', () => {
  it('names the problem, and the area code when it is unknown', () => {
    expect(checkPhone('+1 (123) 555-0142')).toEqual({
      valid: false,
      problem: 'usUnknownAreaCode',
      areaCode: '123',
    });
    expect(checkPhone('')).toEqual({ valid: false, problem: 'required' });
    expect(checkPhone('(215) 555-0142')).toEqual({ valid: true, e164: '+12155550142' });
  });
});

describe('countryOf', () => {
  it.each([
    ['', null],
    ['3', null], // half-way to 33 or 34: not yet a supported country code
    ['1', '1'],
    ['12155550142', '1'],
    ['33', '33'],
    ['336', '33'],
    ['34', '34'],
    ['35', null],
    ['44', null],
    ['0', null],
  ])('%j → %j', (digits, country) => {
    expect(countryOf(digits)).toBe(country);
  });
});

describe('readPhone', () => {
  it.each([
    ['', { international: false, digits: '', country: null, national: '' }],
    ['+', { international: true, digits: '', country: null, national: '' }],
    ['+1 (215) 55', { international: true, digits: '121555', country: '1', national: '21555' }],
    [' +33 6 12', { international: true, digits: '33612', country: '33', national: '612' }],
    ['+44 20', { international: true, digits: '4420', country: null, national: '4420' }],
    ['(215) 555-0142', { international: false, digits: '2155550142', country: null, national: '2155550142' }],
    ['2+1', { international: false, digits: '21', country: null, national: '21' }],
    ['a+34 6', { international: true, digits: '346', country: '34', national: '6' }],
  ])('%j', (input, reading) => {
    expect(readPhone(input)).toEqual(reading);
  });
});

describe('usAreaCode', () => {
  it.each([
    ['+1 (215) 555-0142', '215'],
    ['+1 (215', '215'],
    ['+1 (21', null],
    ['(512) 5', '512'],
    ['512', '512'],
    ['51', null],
    ['1 (907) 555', '907'],
    ['1907', '907'],
    ['19', null],
    ['123', null], // a leading 1 is the country code: two digits of the area code so far
    ['(123) 555-0142', '235'], // read as 1 (235) 555-014…, since no area code starts with 1
    ['+33 6 12 34 56 78', null],
    ['+34 612 345 678', null],
    ['+44 207 946 0958', null],
    ['0612345678', null],
    ['', null],
  ])('%j → %j', (input, area) => {
    expect(usAreaCode(input)).toBe(area);
  });
});

describe('detectRegion', () => {
  it.each([
    // by area code, formatted or not, complete or being typed
    ['+1 (215) 555-0142', 'PA'],
    ['+12155550142', 'PA'],
    ['(215) 555-0142', 'PA'],
    ['1 (215) 555-0142', 'PA'],
    ['(512) 5', 'TX'],
    ['915', 'TX'],
    ['1 (907) 555', 'AK'],
    ['+1 (208)', 'ID'],
    ['(802) 555-0100', 'VT'],
    ['(202) 555-0100', 'DC'],
    ['+1 (787) 555-0100', 'PR'],
    ['(939) 555-0100', 'PR'],
    ['+1 (340) 555-0100', 'VI'],
    ['+1 (671) 555-0100', 'GU'],
    ['+1 (670) 555-0100', 'MP'],
    ['+1 (684) 555-0100', 'AS'],
    // by country prefix
    ['+33 6 12 34 56 78', 'FR'],
    ['+33', 'FR'],
    ['+33612345678', 'FR'],
    ['06 12 34 56 78', 'FR'],
    ['+34 612 345 678', 'ES'],
    ['+34', 'ES'],
    // nothing to tell yet, or not a US region
    ['', null],
    ['+', null],
    ['+3', null],
    ['+1', null],
    ['+1 (21', null],
    ['21', null],
    ['+44 20 7946 0958', null],
    ['+1 (416) 555-0142', null], // Toronto
    ['(604) 555-0142', null], // Vancouver
    ['+1 (876) 555-0142', null], // Jamaica
    ['(800) 555-0142', null],
    ['(555) 555-0142', null],
    ['(911) 555-0142', null],
  ])('%j → %j', (input, region) => {
    expect(detectRegion(input)).toBe(region);
  });
});
