import { describe, expect, it } from 'vitest';
import { isEmptyMigration } from './schema-engine.ts';

describe('isEmptyMigration', () => {
  it.each([
    ['an empty string', ''],
    ['blank lines', '\n  \n\t\n'],
    ['only comments', '-- This is an empty migration.\n\n-- nothing to do\n'],
    ['indented comments', '   -- indented\n'],
  ])('is true for %s', (_label, sql) => {
    expect(isEmptyMigration(sql)).toBe(true);
  });

  it.each([
    ['a statement', 'ALTER TABLE "users" ADD COLUMN "x" TEXT;'],
    ['a statement after a comment', '-- AlterTable\nALTER TABLE "users" ADD COLUMN "x" TEXT;\n'],
    ['an indented statement', '\n    DROP INDEX "users_email_key";'],
  ])('is false for %s', (_label, sql) => {
    expect(isEmptyMigration(sql)).toBe(false);
  });
});
