import { describe, expect, it } from 'vitest';
import { loginInputSchema, verifyInputSchema } from '../../shared/auth.ts';
import { contactInputSchema } from '../../shared/contact.ts';
import { AppError } from '../errors.ts';
import { parseInput } from './parse.ts';

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('parseInput', () => {
  it('returns the parsed, normalised value', () => {
    expect(parseInput(loginInputSchema, { email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
  });

  it("turns the first problem into a 400 with the schema's own message", () => {
    const error = errorOf(() => parseInput(contactInputSchema, { email: 'x' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Name is required');
    expect(errorOf(() => parseInput(verifyInputSchema, { email: 'a@b.co', code: '1' })).message).toBe(
      'Please enter the 6-digit code from your email',
    );
  });

  it('treats a missing body as an empty object', () => {
    expect(errorOf(() => parseInput(loginInputSchema, undefined)).message).toBe('Email is required');
    expect(errorOf(() => parseInput(loginInputSchema, null)).message).toBe('Email is required');
  });

  it.each([[['a@b.co']], ['a@b.co'], [7], [true]])('asks for a JSON object when the body is %j', (body) => {
    expect(errorOf(() => parseInput(loginInputSchema, body)).message).toBe(
      'The request body must be a JSON object',
    );
  });
});
