import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../shared/public-config.ts';
import { appConfigScript } from './app-config-script.ts';
import { contentSecurityPolicy, helmetHeaders } from './security-headers.ts';

const base: PublicConfig = {
  supportPhone: '+1 (215) 555-0142',
  servicePhone: '+1 (215) 555-0142',
  supportEmail: 'support@porchlight.local',
  analyticsMeasurementId: null,
  devTools: false,
  localPhone: false,
  payments: { provider: 'local', displayName: 'Porchlight test payments' },
  sentry: null,
};

describe('contentSecurityPolicy', () => {
  it('allows only this origin and the config script when nothing outside is configured', () => {
    const policy = contentSecurityPolicy({ publicConfig: base, https: false });
    expect(policy.scriptSrc).toEqual(["'self'", appConfigScript(base).cspHash]);
    expect(policy.connectSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'none'"]);
    expect(policy.frameAncestors).toEqual(["'none'"]);
    expect(policy.upgradeInsecureRequests).toBeUndefined();
  });

  it("adds Stripe's script, frames and API only when Stripe takes payments", () => {
    const policy = contentSecurityPolicy({
      publicConfig: { ...base, payments: { provider: 'stripe', displayName: 'Stripe' } },
      https: true,
    });
    expect(policy.scriptSrc).toContain('https://js.stripe.com');
    expect(policy.frameSrc).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.connectSrc).toContain('https://api.stripe.com');
    expect(policy.scriptSrc!.join(' ')).not.toContain('googletagmanager');
    expect(policy.upgradeInsecureRequests).toEqual([]);
  });

  it("adds Sentry's ingest origin to connect-src only when a DSN is set", () => {
    const policy = contentSecurityPolicy({
      publicConfig: {
        ...base,
        sentry: { dsn: 'https://abc123@o42.ingest.us.sentry.io/7', environment: 'production' },
      },
      https: true,
    });
    expect(policy.connectSrc).toEqual(["'self'", 'https://o42.ingest.us.sentry.io']);
    // The SDK is bundled: nothing is loaded from Sentry's host.
    expect(policy.scriptSrc!.join(' ')).not.toContain('sentry.io');
  });

  it('hashes exactly the script the page carries, so a changed config changes the hash', () => {
    const a = appConfigScript(base);
    const b = appConfigScript({ ...base, supportEmail: 'help@porchlight.example' });
    expect(a.html).toMatch(/^<script>window\.__PORCHLIGHT_CONFIG__=\{.*\}<\/script>$/);
    expect(a.cspHash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(a.cspHash).not.toBe(b.cspHash);
    // A "</script>" in a value cannot end the script early.
    expect(appConfigScript({ ...base, supportEmail: '</script><script>alert(1)' }).html).not.toContain(
      '</script><script>',
    );
  });
});

describe('helmetHeaders', () => {
  it('gives the headers helmet sets, once, lower-cased, with HSTS only when asked', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      frameguard: { action: 'deny' },
      hsts: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    const secure = helmetHeaders({ hsts: { maxAge: 31_536_000, includeSubDomains: false } });
    expect(secure['strict-transport-security']).toBe('max-age=31536000');
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
