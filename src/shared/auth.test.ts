import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL,
  loginEmailSchema,
  loginInputSchema,
  sanitizeCode,
  verifyInputSchema,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loginEmailSchema', () => {
  it('trims and lower-cases, so one person has one account', () => {
    expect(loginEmailSchema.parse('  Ada.Lovelace@Example.COM \n')).toBe('ada.lovelace@example.com');
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', INVALID_EMAIL],
    ['ada@', INVALID_EMAIL],
    ['@example.com', INVALID_EMAIL],
    ['ada @example.com', INVALID_EMAIL],
    [`${'a'.repeat(250)}@example.com`, INVALID_EMAIL],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(loginEmailSchema.safeParse(input))).toBe(message);
  });

  it('refuses non-strings with "Email is required"', () => {
    expect(firstMessage(loginEmailSchema.safeParse(undefined))).toBe('Email is required');
    expect(firstMessage(loginEmailSchema.safeParse(42))).toBe('Email is required');
  });

  it('accepts plus-addressing and subdomains', () => {
    expect(loginInputSchema.parse({ email: 'Ada+porch@mail.Example.co.uk' })).toEqual({
      email: 'ada+porch@mail.example.co.uk',
    });
  });
});

describe('verifyInputSchema', () => {
  it('accepts six digits, trimmed', () => {
    expect(verifyInputSchema.parse({ email: 'A@B.CO', code: ' 012345 ' })).toEqual({
      email: 'a@b.co',
      code: '012345',
    });
  });

  it.each(['12345', '1234567', '12 345', 'abcdef', '١٢٣٤٥٦'])('refuses code %j', (code) => {
    expect(firstMessage(verifyInputSchema.safeParse({ email: 'a@b.co', code }))).toBe(
      'Please enter the 6-digit code from your email',
    );
  });

  it('asks for the code when it is missing', () => {
    expect(firstMessage(verifyInputSchema.safeParse({ email: 'a@b.co' }))).toBe('Code is required');
  });
});

describe('sanitizeCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    ['1234567890', '123456'],
    ['code: 042917.', '042917'],
    ['abc', ''],
    ['', ''],
  ])('%j becomes %j', (input, output) => {
    expect(sanitizeCode(input)).toBe(output);
  });
});
