import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('runs with no environment at all, on documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      publicUrl: 'http://localhost:3000',
      MAIL_FROM: 'Porchlight <hello@porchlight.local>',
      SUPPORT_EMAIL: 'support@porchlight.local',
      TRUST_PROXY: false,
      ALLOW_LOCAL_PROVIDERS: false,
      LOG_LEVEL: 'info',
      SERVICE_TIME_ZONE: 'America/New_York',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ANALYTICS_MEASUREMENT_ID).toBeUndefined();
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    const config = parseConfig({ PORT: '8080' });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('strips trailing slashes from PUBLIC_URL, so links never get a double slash', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://porchlight.example/' }).publicUrl).toBe(
      'https://porchlight.example',
    );
    expect(parseConfig({ PUBLIC_URL: ' https://porchlight.example/// ' }).publicUrl).toBe(
      'https://porchlight.example',
    );
    expect(parseConfig({ PUBLIC_URL: 'https://porchlight.example/app/' }).publicUrl).toBe(
      'https://porchlight.example/app',
    );
  });

  it.each(['abc', '3000.5', '-1', '70000'])('refuses PORT=%s with a message naming the variable', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(/^Invalid environment:\n {2}PORT: /);
  });

  it('lists every invalid variable at once', () => {
    let message = '';
    try {
      parseConfig({ PORT: 'abc', NODE_ENV: 'staging', SERVICE_TIME_ZONE: 'Mars/Olympus' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/NODE_ENV: /);
    expect(message).toMatch(/SERVICE_TIME_ZONE: must be an IANA time zone such as America\/New_York/);
  });

  it('treats empty and blank values as unset (as an `.env` line like `PORT=` means)', () => {
    const config = parseConfig({
      PORT: '',
      NODE_ENV: '',
      HOST: ' ',
      PUBLIC_URL: '',
      DATABASE_URL: '  ',
      SMTP_URL: '',
      DATA_DIR: '',
      MAIL_FROM: '',
      SUPPORT_EMAIL: '',
      LOG_LEVEL: '',
      SERVICE_TIME_ZONE: '',
      TRUST_PROXY: '',
      ANALYTICS_MEASUREMENT_ID: '',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      DATA_DIR: '.data',
      MAIL_FROM: 'Porchlight <hello@porchlight.local>',
      SUPPORT_EMAIL: 'support@porchlight.local',
      LOG_LEVEL: 'info',
      SERVICE_TIME_ZONE: 'America/New_York',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ANALYTICS_MEASUREMENT_ID).toBeUndefined();
  });

  it('keeps PORT=0 (pick a free port) distinct from an empty PORT', () => {
    expect(parseConfig({ PORT: '0' }).PORT).toBe(0);
  });

  it('trims optional values', () => {
    const config = parseConfig({ DATABASE_URL: ' postgres://db/app \n', SMTP_URL: ' smtp://mail:25 ' });
    expect(config.DATABASE_URL).toBe('postgres://db/app');
    expect(config.SMTP_URL).toBe('smtp://mail:25');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it('refuses a flag it cannot read rather than guessing', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores unrelated environment variables and returns a frozen object', () => {
    const config = parseConfig({ PATH: '/usr/bin', HOME: '/root' });
    expect(config).not.toHaveProperty('PATH');
    expect(Object.isFrozen(config)).toBe(true);
  });
});
