import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, unknownAreaCodeMessage, validatePhone } from './index.ts';

// The spec's words, written out again here so that a typo in PHONE_MESSAGES fails a test.
const SPEC = {
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

describe('PHONE_MESSAGES', () => {
  it('holds the spec messages word for word', () => {
    expect(PHONE_MESSAGES).toEqual(SPEC);
  });

  it('words an unknown area code as the spec begins it', () => {
    expect(unknownAreaCodeMessage('123')).toBe('valid area code: 123 is not a known US area code');
    expect(unknownAreaCodeMessage('123')).toMatch(/^valid area code: 123/);
  });
});

const cases: Record<string, [message: string, inputs: string[]]> = {
  required: [SPEC.required, ['', ' ', '   ', '\t', ' \n ']],
  invalidCharacters: [
    SPEC.invalidCharacters,
    [
      '215.555.0142', // dots
      '+1.215.555.0142',
      '06.12.34.56.78',
      '215-555-O142', // a letter O for a zero
      'call 2155550142',
      'abc',
      '215 555 0142 ☎',
      '📞 2155550142',
      '+1 215 555 0142 ext 2',
      '+1 215 555 0142 x2',
      '(215) 555-0142#',
      '215/555/0142',
      '215_555_0142',
      '[215] 555-0142',
      '+1 (215) 555-0142,',
      '２１５５５５０１４２', // full-width digits
    ],
  ],
  usTooShort: [
    SPEC.usTooShort,
    ['+1', '+1 ', '+1 (', '+1 (215', '+1 (215) 555', '+1 (215) 555-014', '+1-215-555-014', '+1 123'],
  ],
  usTooLong: [
    SPEC.usTooLong,
    ['+1 (215) 555-01422', '+1 1 (215) 555-0142', '+12155550142 0', '+1 215 555 0142 99', '+1-215-555-01420'],
  ],
  frTooShort: [
    SPEC.frTooShort,
    ['+33', '+33 ', '+33 6', '+33 6 12 34 56 7', '+33-6-12-34-56-7', '+33 (6) 12'],
  ],
  frTooLong: [
    SPEC.frTooLong,
    [
      '+33 6 12 34 56 789',
      '+33 (0) 6 12 34 56 78',
      '+33 06 12 34 56 78',
      '+3361234567890',
      '+33 1 23 45 67 890',
    ],
  ],
  frFirstDigit: [
    SPEC.frFirstDigit,
    ['+33 8 12 34 56 78', '+33 9 12 34 56 78', '+33 0 12 34 56 78', '+33812345678', '+33 (9) 12-34-56-78'],
  ],
  esTooShort: [SPEC.esTooShort, ['+34', '+34 6', '+34 612 345 67', '+34-612-345', '+34 (91) 234 56']],
  esTooLong: [
    SPEC.esTooLong,
    ['+34 612 345 6789', '+34 612 345 678 9', '+34-6123456780', '+34 0 612 345 678'],
  ],
  unsupported: [
    SPEC.unsupported,
    [
      '+', // a lone '+': no country code yet
      '+ ',
      '+3', // half-way to +33/+34: not (yet) a supported prefix
      '+35',
      '+32 2 555 12 34',
      '+44 20 7946 0958',
      '+49 30 123456',
      '+39 06 1234 5678',
      '+31 20 123 4567',
      '+52 55 1234 5678',
      '+2 555 0142',
      '+0 215 555 0142',
      '+61 2 1234 5678',
    ],
  ],
  tooShort: [
    SPEC.tooShort,
    ['1', '215', '(215) 555', '215-555-014', '555-0142', '5550142', '061234567', '()', '-', '1 (215) 555-01'],
  ],
  elevenNeedsOne: [
    SPEC.elevenNeedsOne,
    ['21555501420', '(215) 555-01420', '22155550142', '06123456789', '0 (215) 555-0142', '9 215 555 0142'],
  ],
  tooLong: [
    SPEC.tooLong,
    ['121555501420', '1 (215) 555-01420', '0033612345678', '2155550142 2155550142', '1-215-555-0142-99'],
  ],
  invalidFormat: [
    SPEC.invalidFormat,
    [
      '(123) 555-0142', // 10 digits, unknown area code
      '123-555-0142',
      '(800) 555-0142', // toll-free, not geographic
      '(888) 555-0142',
      '(900) 555-0142',
      '(416) 555-0142', // Toronto: Canadian
      '(876) 555-0142', // Jamaica
      '(911) 555-0142', // N11
      '1 (123) 555-0142', // 11 digits, unknown area code
      '1 (800) 555-0142',
      '1 (604) 555-0142', // Vancouver
      '1215555014', // 10 digits starting with 1: area code 121
      '1+215 555 0142', // a '+' anywhere but in front
      '215+555+0142',
      '++1 215 555 0142',
      '+1 215 +555 0142',
      '+33 6 +12 34 56 78',
    ],
  ],
};

describe('validatePhone: every spec message', () => {
  for (const [name, [message, inputs]] of Object.entries(cases)) {
    it.each(inputs)(`%j → ${name}`, (input) => {
      expect(validatePhone(input)).toBe(message);
    });
  }

  it.each([
    ['+1 (123) 555-0142', '123'],
    ['+11235550142', '123'],
    ['+1 800 555 0142', '800'],
    ['+1 (888) 555-0142', '888'],
    ['+1 (416) 555-0142', '416'], // Toronto
    ['+1 604 555 0142', '604'], // Vancouver
    ['+1 (876) 555-0142', '876'], // Jamaica
    ['+1 (246) 555-0142', '246'], // Barbados
    ['+1 (555) 555-0142', '555'],
    ['+1 (911) 555-0142', '911'],
    ['  +1 (565) 555-0142  ', '565'], // assigned to Georgia, not yet in service
  ])('%j → the unknown area code message for %s', (input, code) => {
    expect(validatePhone(input)).toBe(`valid area code: ${code} is not a known US area code`);
  });

  it('checks the length before the area code', () => {
    expect(validatePhone('+1 (123) 555')).toBe(SPEC.usTooShort);
    expect(validatePhone('+1 (123) 555-01420')).toBe(SPEC.usTooLong);
    expect(validatePhone('+33 8 12 34')).toBe(SPEC.frTooShort);
  });

  it('reports invalid characters before anything else, but after an empty value', () => {
    expect(validatePhone('+44 20.7946')).toBe(SPEC.invalidCharacters);
    expect(validatePhone('1.2')).toBe(SPEC.invalidCharacters);
    expect(validatePhone('  ')).toBe(SPEC.required);
  });
});

describe('validatePhone: valid numbers', () => {
  it.each([
    // +1, typed or pasted in every usual shape
    '+1 (215) 555-0142',
    '+12155550142',
    '+1 215 555 0142',
    '+1-215-555-0142',
    '+1 (215)555-0142',
    '  +1 215-555-0142 ',
    '+1\u00a0215\u00a0555\u00a00142', // non-breaking spaces from a pasted number
    '+1 (907) 555-0100', // Anchorage
    '+1 (808) 555-0100', // Honolulu
    '+1 (787) 555-0100', // San Juan
    '+1 671 555 0100', // Guam
    '+1 (340) 555-0100', // U.S. Virgin Islands
    '+1 (670) 555-0100', // Saipan
    '+1 (684) 555-0100', // American Samoa
    '+1 (621) 555-0100', // Houston, 2025
    '+1 (483) 555-0100', // Montgomery, 2026
    // +33
    '+33 6 12 34 56 78',
    '+33612345678',
    '+33 1 23 45 67 89',
    '+33 7 12 34 56 78',
    '+33-6-12-34-56-78',
    '+33 (6) 12 34 56 78',
    // +34
    '+34 612 345 678',
    '+34612345678',
    '+34 912 345 678',
    '+34 812 345 678',
    '+34-612-345-678',
    // without '+': national US, 10 digits or 11 starting with 1
    '(215) 555-0142',
    '215 555 0142',
    '215-555-0142',
    '2155550142',
    '(212)555-0100',
    '1 (215) 555-0142',
    '1-215-555-0142',
    '12155550142',
    '(787) 555-0100',
    '(939) 555-0100',
    // 10 digits starting with 0: a French national number
    '06 12 34 56 78',
    '0612345678',
    '01 23 45 67 89',
    '06-12-34-56-78',
    '(06) 12 34 56 78',
  ])('%j is valid', (input) => {
    expect(validatePhone(input)).toBeNull();
  });

  it('accepts every 10-digit number starting with 0, as the spec says (even 08/09, unlike +33 8/9)', () => {
    expect(validatePhone('0812345678')).toBeNull();
    expect(validatePhone('0912345678')).toBeNull();
    expect(validatePhone('0012345678')).toBeNull();
  });
});
