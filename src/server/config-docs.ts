// The README's environment table, derived from the config schema so the two cannot drift.
import type { z } from 'zod';
import { configSchema } from './config.ts';

export const ENV_TABLE_START = '<!-- env-table:start -->';
export const ENV_TABLE_END = '<!-- env-table:end -->';

function defaultOf(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  const value: unknown = parsed.success ? parsed.data : undefined;
  return typeof value === 'string' || typeof value === 'number' ? `\`${value}\`` : '';
}

export function envTableMarkdown(): string {
  const rows = Object.entries(configSchema.shape).map(([name, schema]) => {
    const description = (schema.description ?? '').replace(/\|/g, '\\|');
    return `| \`${name}\` | ${defaultOf(schema)} | ${description} |`;
  });
  return ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

export function replaceEnvTable(readme: string, table: string): string {
  const start = readme.indexOf(ENV_TABLE_START);
  const end = readme.indexOf(ENV_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no env-table markers');
  return `${readme.slice(0, start + ENV_TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
