import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { assertProductionProviders } from './local-providers.ts';

const allLocal = { mail: { kind: 'outbox' }, payments: { kind: 'local' } };
const localPayments = { mail: { kind: 'smtp' }, payments: { kind: 'local' } };
const real = { mail: { kind: 'smtp' }, payments: { kind: 'stripe' } };

describe('local providers in production', () => {
  it('refuses the outbox mail and local payments providers in production, naming each', () => {
    expect(() => assertProductionProviders(parseConfig({ NODE_ENV: 'production' }), allLocal)).toThrow(
      'Refusing to start in production with local providers: mail (set SMTP_URL), payments (set STRIPE_SECRET_KEY).',
    );
  });

  it('refuses local payments even when mail is real', () => {
    expect(() => assertProductionProviders(parseConfig({ NODE_ENV: 'production' }), localPayments)).toThrow(
      /local providers: payments \(set STRIPE_SECRET_KEY\)\./,
    );
  });

  it('allows them when ALLOW_LOCAL_PROVIDERS=true', () => {
    expect(() =>
      assertProductionProviders(
        parseConfig({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: 'true' }),
        allLocal,
      ),
    ).not.toThrow();
  });

  it('allows real providers in production and local ones in development', () => {
    expect(() => assertProductionProviders(parseConfig({ NODE_ENV: 'production' }), real)).not.toThrow();
    expect(() => assertProductionProviders(parseConfig({}), allLocal)).not.toThrow();
  });
});
