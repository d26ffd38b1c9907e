import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Parses a REST body or query with a shared zod schema; the first problem becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    // The shared schemas carry the message the user reads ("Name is required", ...), the same
    // one tRPC and the forms show; only a body that is not an object at all needs its own.
    const message =
      issue && issue.path.length === 0 && issue.code === 'invalid_type'
        ? 'The request body must be a JSON object'
        : (issue?.message ?? 'Invalid request');
    throw new AppError('BAD_REQUEST', message);
  }
  return result.data;
}
