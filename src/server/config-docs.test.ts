import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';
import { ENV_EXAMPLE_FILE, envExample, envTableMarkdown, replaceEnvTable } from './config-docs.ts';

describe('README environment table', () => {
  it('matches the config schema (run `npm run docs:env` after changing config.ts)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(replaceEnvTable(readme, envTableMarkdown())).toBe(readme);
  });

  it('matches .env.example (run `npm run docs:env` after changing config.ts)', () => {
    expect(readFileSync(ENV_EXAMPLE_FILE, 'utf8')).toBe(envExample());
  });

  it('lists every variable in .env.example, commented out, under its description', () => {
    const text = envExample();
    for (const [name, schema] of Object.entries(configSchema.shape)) {
      expect(text, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
      const firstWords = (schema.description ?? '').split(/\s+/).slice(0, 3).join(' ');
      expect(text, name).toContain(`# ${firstWords}`);
    }
    // Nothing is set by copying the file as it is.
    expect(text.split('\n').filter((line) => line.trim() && !line.startsWith('#'))).toEqual([]);
  });

  it('describes every variable', () => {
    for (const [name, schema] of Object.entries(configSchema.shape)) {
      expect(schema.description, name).toBeTruthy();
    }
  });
});
