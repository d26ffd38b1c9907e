// The single-page app: every page path serves index.html with the public configuration, while
// API, tRPC, voice and dev paths and missing files never fall back to HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

function injectedConfig(html: string): unknown {
  const json = /<script>window\.__PORCHLIGHT_CONFIG__=(.*?)<\/script>/.exec(html)?.[1];
  expect(json, 'config script in index.html').toBeDefined();
  return JSON.parse(json!);
}

describe('page routes', () => {
  it.each([
    '/',
    '/login',
    '/dashboard',
    '/dashboard/abc',
    '/dashboard/loved-ones/7d5c8f0e-3b1a-4c2d-9e8f-0a1b2c3d4e5f?call=1',
    '/onboarding',
    '/privacy',
    '/terms',
    '/cookies',
    '/safety',
    '/about',
    '/contact',
    '/admin',
    '/local-pay/checkout/cs_local_1',
    '/local-pay/portal',
    '/dev/phone',
    '/login?email=a%40b.com',
    '/login/',
  ])('GET %s serves index.html with the public config, never cached', async (path) => {
    const res = await app.client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('<!--app-config-->');
    expect(injectedConfig(res.text)).toEqual({
      supportPhone: '+1 (215) 555-0142',
      servicePhone: '+1 (215) 555-0142',
      supportEmail: 'support@porchlight.test',
      analyticsMeasurementId: null,
      devTools: true,
      localPhone: true,
      payments: { provider: 'local', displayName: 'Porchlight test payments' },
      sentry: null,
    });
  });

  it('answers HEAD for pages too', async () => {
    const res = await app.client().request('HEAD', '/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('addresses the app has no page for', () => {
  it.each(['/some/unknown/page', '/dashboard/abc/def', '/loginx', '/privacy/old', '/local-pay'])(
    'GET %s answers 404, with the app (which shows its not-found page)',
    async (path) => {
      const res = await app.client().get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
      expect(injectedConfig(res.text)).toMatchObject({ supportEmail: 'support@porchlight.test' });
    },
  );

  it('answers HEAD with 404 too', async () => {
    expect((await app.client().request('HEAD', '/nowhere')).status).toBe(404);
  });
});

describe('paths that must never get the HTML', () => {
  it.each(['/api/x', '/api', '/api/user/nothing', '/trpc/x', '/voice/x', '/voice', '/dev/x', '/dev/outbox'])(
    'GET %s is a 404 JSON error',
    async (path) => {
      const res = await app.client().get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.text).not.toContain('<html');
    },
  );

  it('answers unknown /api paths in the API error shape', async () => {
    expect((await app.client().get('/api/x')).body).toEqual({ success: false, error: 'Not found' });
  });

  it('answers unknown tRPC procedures in the tRPC error shape', async () => {
    const res = await app.client().get<{ error: { json: { data: { code: string } } } }>('/trpc/x');
    expect(res.body.error.json.data.code).toBe('NOT_FOUND');
  });

  it.each(['/assets/nope.js', '/assets/index-abc123.css', '/favicon.ico', '/robots.txt'])(
    'a missing file %s is a 404, not the app',
    async (path) => {
      const res = await app.client().get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<html');
      expect(res.text).not.toContain('__PORCHLIGHT_CONFIG__');
    },
  );

  it('POST to a page path is a 404, not the HTML', async () => {
    const res = await app.client().post('/dashboard', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found' });
  });
});

describe('public configuration', () => {
  it('carries the analytics id and Sentry DSN, and escapes "<" so no value can close the script tag', async () => {
    const other = await startTestApp({
      env: {
        NODE_ENV: 'production',
        ANALYTICS_MEASUREMENT_ID: 'G-TEST123',
        SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2',
        SUPPORT_EMAIL: 'help</script><script>alert(1)</script>@porchlight.test',
      },
    });
    try {
      const res = await other.client().get('/');
      expect(res.text).not.toContain('</script><script>alert(1)');
      expect(injectedConfig(res.text)).toEqual({
        supportPhone: '+1 (215) 555-0142',
        servicePhone: '+1 (215) 555-0142',
        supportEmail: 'help</script><script>alert(1)</script>@porchlight.test',
        analyticsMeasurementId: 'G-TEST123',
        devTools: false,
        localPhone: false,
        payments: { provider: 'local', displayName: 'Porchlight test payments' },
        sentry: { dsn: 'https://public@o1.ingest.sentry.io/2', environment: 'production' },
      });
    } finally {
      await other.stop();
    }
  });

  it('never exposes secrets from the server configuration', async () => {
    const res = await app.client().get('/');
    expect(res.text).not.toContain(app.databaseUrl);
    expect(res.text).not.toContain('smtp://');
  });
});
