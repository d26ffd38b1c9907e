// The README's environment table and `.env.example`, both derived from the config schema so
// neither can drift from it (`npm run docs:env` writes them; config-docs.test.ts checks them).
import type { z } from 'zod';
import { configSchema } from './config.ts';

export const ENV_TABLE_START = '<!-- env-table:start -->';
export const ENV_TABLE_END = '<!-- env-table:end -->';

function rawDefaultOf(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  const value: unknown = parsed.success ? parsed.data : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function defaultOf(schema: z.ZodType): string {
  const value = rawDefaultOf(schema);
  return value === '' ? '' : `\`${value}\``;
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

export const ENV_EXAMPLE_FILE = '.env.example';

/** Words of `text` in lines of at most `width` characters, each starting with `prefix`. */
function wrap(text: string, prefix: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  // A `code span` is never broken across lines.
  for (const word of text.match(/`[^`]*`\S*|\S+/g) ?? []) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(prefix + line);
  return lines;
}

/** A value as a .env line needs it: quoted when it holds spaces or a `#` (a comment otherwise). */
function envValue(value: string): string {
  return /[\s#"']/.test(value) ? `"${value.replace(/"/g, '\\"')}"` : value;
}

/** `.env.example`: every variable, commented out at its default, under its description. */
export function envExample(): string {
  const header = [
    "Porchlight's environment variables. Copy this file to `.env` and uncomment what you need:",
    '`npm start`, `npm run dev`, `npm run start:web` and `npm run start:worker` read `.env` when',
    "it exists (Node's `--env-file-if-exists`), and a variable already set in the environment wins",
    'over it. Nothing is required to try Porchlight; each line below shows the default.',
  ].join(' ');
  const blocks = Object.entries(configSchema.shape).map(([name, schema]) =>
    [...wrap(schema.description ?? '', '# '), `# ${name}=${envValue(rawDefaultOf(schema))}`].join('\n'),
  );
  return (
    [
      [
        ...wrap(header, '# '),
        '#',
        '# Generated from src/server/config.ts by `npm run docs:env`; edit the schema, not this file.',
      ].join('\n'),
      ...blocks,
    ].join('\n\n') + '\n'
  );
}
