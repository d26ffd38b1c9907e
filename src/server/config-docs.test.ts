import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';
import { envTableMarkdown, replaceEnvTable } from './config-docs.ts';

describe('README environment table', () => {
  it('matches the config schema (run `npm run docs:env` after changing config.ts)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(replaceEnvTable(readme, envTableMarkdown())).toBe(readme);
  });

  it('describes every variable', () => {
    for (const [name, schema] of Object.entries(configSchema.shape)) {
      expect(schema.description, name).toBeTruthy();
    }
  });
});
