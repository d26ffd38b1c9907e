import { describe, expect, it } from 'vitest';
import { displayPhone, readPublicConfig } from './public-config.ts';

describe('displayPhone', () => {
  it.each([
    ['+12155550142', '+1 (215) 555-0142'],
    ['215-555-0142', '+1 (215) 555-0142'],
    ['  +1 (215) 555-0142 ', '+1 (215) 555-0142'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+34612345678', '+34 612 345 678'],
    ['0800 PORCH', '0800 PORCH'], // not a number we know: shown as configured
    ['', ''],
  ])('%j → %j', (raw, shown) => {
    expect(displayPhone(raw)).toBe(shown);
  });
});

describe('readPublicConfig', () => {
  it('formats the support number the server configured', () => {
    const config = readPublicConfig({
      supportPhone: '+12155550142',
      servicePhone: '+14125550100',
      supportEmail: 'help@example.com',
      analyticsMeasurementId: null,
      devTools: false,
      localPhone: false,
      payments: { provider: 'local', displayName: 'Local' },
      sentry: null,
    });
    expect(config.supportPhone).toBe('+1 (215) 555-0142');
    expect(config.supportEmail).toBe('help@example.com');
  });

  it('falls back to empty values for an unreadable config', () => {
    expect(readPublicConfig(undefined).supportPhone).toBe('');
  });

  const valid = {
    supportPhone: '+12155550142',
    servicePhone: '+14125550100',
    supportEmail: 'help@example.com',
    analyticsMeasurementId: 'G-1',
    devTools: false,
    localPhone: true,
    payments: { provider: 'stripe', displayName: 'Stripe' },
    sentry: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production' },
  };

  it('keeps every field of a well-formed config, and nothing else', () => {
    expect(readPublicConfig({ ...valid, extra: 'x' })).toEqual({
      ...valid,
      supportPhone: '+1 (215) 555-0142',
    });
  });

  it.each([
    ['a string', 'config'],
    ['null', null],
    ['a missing support e-mail', { ...valid, supportEmail: undefined }],
    ['a numeric phone', { ...valid, servicePhone: 2155550142 }],
    ['a numeric analytics id', { ...valid, analyticsMeasurementId: 1 }],
    ['devTools as a string', { ...valid, devTools: 'true' }],
    ['no payments', { ...valid, payments: null }],
    ['an unknown payment provider', { ...valid, payments: { provider: 'paypal', displayName: 'PayPal' } }],
    ['a Sentry setting without a DSN', { ...valid, sentry: { environment: 'production' } }],
  ])('falls back for a config with %s', (_, raw) => {
    expect(readPublicConfig(raw).supportEmail).toBe('');
  });
});
