// Security headers (helmet) on pages and API responses: a Content-Security-Policy that admits
// the inline config script by its hash and nothing inline besides styles, no framing, no MIME
// sniffing, a referrer policy, and HSTS only for a production site served over https.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The policy as directive name → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Headers) {
  const policy = csp(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  // Mantine's runtime styles may be inline; scripts never.
  expect(policy.get('style-src')).toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return policy;
}

/** The SHA-256 source of the page's inline script, computed from the page as served. */
function inlineScriptHash(html: string): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'inline config script').not.toBeNull();
  return `'sha256-${createHash('sha256').update(match![1]!, 'utf8').digest('base64')}'`;
}

describe('in development (plain http, local payments, no analytics)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('sends the headers with a page, admitting its inline config script by hash', async () => {
    const res = await app.client().get('/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = expectCommonHeaders(res.headers);
    expect(policy.get('script-src')).toEqual(["'self'", inlineScriptHash(res.text)]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them with API answers too, errors included', async () => {
    const plans = await app.client().get('/api/subscription-plans');
    expect(plans.status).toBe(200);
    expectCommonHeaders(plans.headers);
    const unauthorised = await app.client().get('/api/user/me');
    expect(unauthorised.status).toBe(401);
    expectCommonHeaders(unauthorised.headers);
    const trpc = await app.client().get('/trpc/subscription.plans');
    expect(trpc.status).toBe(200);
    expectCommonHeaders(trpc.headers);
    const missing = await app.client().get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing.headers);
    expect(plans.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('in production over https, with analytics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://porchlight.example',
        ANALYTICS_MEASUREMENT_ID: 'G-TEST123',
        ALLOW_LOCAL_PROVIDERS: 'true',
        ADMIN_PASSWORD: 'a-long-enough-admin-password',
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('adds HSTS, upgrades insecure requests and admits the analytics hosts', async () => {
    for (const path of ['/', '/api/subscription-plans']) {
      const res = await app.client().get(path);
      expect(res.status, path).toBe(200);
      const policy = expectCommonHeaders(res.headers);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      expect(policy.has('upgrade-insecure-requests'), path).toBe(true);
      expect(policy.get('script-src'), path).toContain('https://*.googletagmanager.com');
      expect(policy.get('connect-src'), path).toContain('https://*.google-analytics.com');
      expect(policy.get('img-src'), path).toContain('https://*.google-analytics.com');
    }
    const page = await app.client().get('/');
    expect(csp(page.headers).get('script-src')).toContain(inlineScriptHash(page.text));
  });
});

describe('in production over plain http', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://porchlight.internal:3000',
        ALLOW_LOCAL_PROVIDERS: 'true',
        ADMIN_PASSWORD: 'a-long-enough-admin-password',
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('sends no HSTS (it would pin a host that has no https)', async () => {
    const res = await app.client().get('/api/subscription-plans');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(csp(res.headers).has('upgrade-insecure-requests')).toBe(false);
    expect(csp(res.headers).get('script-src')!.join(' ')).not.toContain('googletagmanager');
  });
});
