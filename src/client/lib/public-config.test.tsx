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
});
