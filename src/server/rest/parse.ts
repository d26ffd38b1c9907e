import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Parses a REST body or query with a shared zod schema; the first problem becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const message =
      issue?.code === 'invalid_type' && issue.input === undefined
        ? `${String(issue.path.at(-1) ?? 'body')} is required`
        : (issue?.message ?? 'Invalid request');
    throw new AppError('BAD_REQUEST', message);
  }
  return result.data;
}
