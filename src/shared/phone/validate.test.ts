import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES as M, toE164, unknownAreaCodeMessage, validatePhone } from './index.ts';

describe('validatePhone: the spec messages', () => {
  it.each([
    // required and characters
    ['', M.required],
    ['   ', M.required],
    ['215.555.0142', M.invalidCharacters],
    ['215-555-O142', M.invalidCharacters],
    ['call 2155550142', M.invalidCharacters],
    ['215 555 0142 ☎', M.invalidCharacters],
    ['+1 215 555 0142 ext 2', M.invalidCharacters],
    // +1
    ['+1', M.usTooShort],
    ['+1 (215) 555-014', M.usTooShort],
    ['+1 (215) 555-01422', M.usTooLong],
    ['+1 1 (215) 555-0142', M.usTooLong],
    ['+1 (123) 555-0142', unknownAreaCodeMessage('123')],
    ['+1 (800) 555-0142', unknownAreaCodeMessage('800')],
    ['+1 (416) 555-0142', unknownAreaCodeMessage('416')],
    // +33
    ['+33 6 12 34 56 7', M.frTooShort],
    ['+33', M.frTooShort],
    ['+33 6 12 34 56 789', M.frTooLong],
    ['+33 8 12 34 56 78', M.frFirstDigit],
    ['+33 0 12 34 56 78', M.frFirstDigit],
    ['+33 9 12 34 56 78', M.frFirstDigit],
    // +34
    ['+34 612 345 67', M.esTooShort],
    ['+34 612 345 6789', M.esTooLong],
    // other prefixes
    ['+44 20 7946 0958', M.unsupported],
    ['+49 30 123456', M.unsupported],
    ['+', M.unsupported],
    ['+3', M.unsupported],
    ['+1 215 +555 0142', M.invalidFormat],
    // without a plus
    ['215555014', M.tooShort],
    ['(215) 555', M.tooShort],
    ['21555501420', M.elevenNeedsOne],
    ['121555501420', M.tooLong],
    ['(123) 555-0142', M.invalidFormat],
    ['(800) 555-0142', M.invalidFormat],
    ['1 (123) 555-0142', M.invalidFormat],
  ])('%j → %s', (input, message) => {
    expect(validatePhone(input)).toBe(message);
  });

  it('starts the unknown area code message with the spec words', () => {
    expect(unknownAreaCodeMessage('123')).toMatch(/^valid area code: 123/);
  });

  it.each([
    '+1 (215) 555-0142',
    '+12155550142',
    '  +1 215-555-0142 ',
    '+33 6 12 34 56 78',
    '+33 1 23 45 67 89',
    '+33 7 12 34 56 78',
    '+34 612 345 678',
    '+34 912 345 678',
    '(215) 555-0142',
    '215 555 0142',
    '2155550142',
    '1 (215) 555-0142',
    '12155550142',
    '06 12 34 56 78',
    '0612345678',
    '(787) 555-0100',
    '+1 671 555 0100',
  ])('%j is valid', (input) => {
    expect(validatePhone(input)).toBeNull();
  });
});

describe('toE164', () => {
  it.each([
    ['+1 (215) 555-0142', '+12155550142'],
    ['(215) 555-0142', '+12155550142'],
    ['1 (215) 555-0142', '+12155550142'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['06 12 34 56 78', '+33612345678'],
    ['+34 612 345 678', '+34612345678'],
    ['+1 (123) 555-0142', null],
    ['555-0142', null],
    ['', null],
  ])('%j → %j', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });
});
