import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { assertProductionProviders } from './local-providers.ts';

const outbox = { mail: { kind: 'outbox' } };
const smtp = { mail: { kind: 'smtp' } };

describe('local providers in production', () => {
  it('refuses the outbox mail provider in production', () => {
    expect(() => assertProductionProviders(parseConfig({ NODE_ENV: 'production' }), outbox)).toThrow(
      /Refusing to start in production with local providers: mail \(set SMTP_URL\)/,
    );
  });

  it('allows it when ALLOW_LOCAL_PROVIDERS=true', () => {
    expect(() =>
      assertProductionProviders(
        parseConfig({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: 'true' }),
        outbox,
      ),
    ).not.toThrow();
  });

  it('allows real providers in production and local ones in development', () => {
    expect(() => assertProductionProviders(parseConfig({ NODE_ENV: 'production' }), smtp)).not.toThrow();
    expect(() => assertProductionProviders(parseConfig({}), outbox)).not.toThrow();
  });
});
