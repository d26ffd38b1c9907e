import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('runs with no environment at all, on documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
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
      HOST: '127.0.0.1',
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

  it('listens on loopback only in development and test, on every interface in production, unless HOST says', () => {
    expect(parseConfig({}).HOST).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
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
    ['false', false],
    ['0', false],
    ['FALSE', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.0/255.255.255.0', ['10.0.0.0/8', '192.168.1.0/255.255.255.0']],
    ['loopback,fd00::/8,::1', ['loopback', 'fd00::/8', '::1']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true, which would trust addresses the client writes, and says what to set', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: `true` is no longer accepted.*number of proxies/,
    );
  });

  it.each(['yes', '1.5', '11', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,nonsense', 'fd00::/129'])(
    'refuses TRUST_PROXY=%s rather than guessing, naming what it did not understand',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be false, a number of proxies/,
      );
    },
  );

  it('gives calls 10 minutes to end on shutdown, takes a Sentry DSN and a worker health port', () => {
    expect(parseConfig({})).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 600 });
    expect(parseConfig({}).SENTRY_DSN).toBeUndefined();
    expect(parseConfig({}).WORKER_HEALTH_PORT).toBeUndefined();
    expect(
      parseConfig({
        SHUTDOWN_GRACE_SECONDS: '0',
        SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2',
        WORKER_HEALTH_PORT: '9101',
      }),
    ).toMatchObject({
      SHUTDOWN_GRACE_SECONDS: 0,
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2',
      WORKER_HEALTH_PORT: 9101,
    });
    expect(() => parseConfig({ SHUTDOWN_GRACE_SECONDS: '-5' })).toThrow(/SHUTDOWN_GRACE_SECONDS: /);
    expect(() => parseConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN: must be a Sentry DSN URL/);
  });

  it('paces calls at 1 a second unless TWILIO_CPS says otherwise, or unlimited', () => {
    expect(parseConfig({}).TWILIO_CPS).toBe(1);
    expect(parseConfig({ TWILIO_CPS: ' ' }).TWILIO_CPS).toBe(1);
    expect(parseConfig({ TWILIO_CPS: '30' }).TWILIO_CPS).toBe(30);
    expect(parseConfig({ TWILIO_CPS: '0.5' }).TWILIO_CPS).toBe(0.5);
    expect(parseConfig({ TWILIO_CPS: 'Unlimited' }).TWILIO_CPS).toBeNull();
    expect(parseConfig({ TWILIO_CPS: '0' }).TWILIO_CPS).toBeNull();
    expect(() => parseConfig({ TWILIO_CPS: 'fast' })).toThrow(
      /TWILIO_CPS: must be a number of calls per second/,
    );
    expect(() => parseConfig({ TWILIO_CPS: '-1' })).toThrow(/TWILIO_CPS: /);
  });

  it('ignores unrelated environment variables and returns a frozen object', () => {
    const config = parseConfig({ PATH: '/usr/bin', HOME: '/root' });
    expect(config).not.toHaveProperty('PATH');
    expect(Object.isFrozen(config)).toBe(true);
  });
});
