// The built web app goes out compressed: a hashed asset is sent from its brotli twin to a browser
// that accepts br, from its gzip twin to one that accepts only gzip, and as it is otherwise, always
// with Vary: Accept-Encoding, a year's immutable caching and the security headers. index.html is
// never cached, and only the landing page preloads the robot illustrations.
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const JS = `export const greeting = ${JSON.stringify('Hello from the porch. '.repeat(200))};\n`;
const ASSET = '/assets/landing-3f2a1b9c.js';
const INDEX = `<!doctype html><html><head>
<!--landing-only--><link rel="preload" as="image" href="/robot-hero.svg" type="image/svg+xml" /><!--/landing-only-->
<!--app-config--></head><body><div id="root"></div></body></html>`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    clientFiles: {
      'index.html': INDEX,
      [ASSET.slice(1)]: JS,
      [`${ASSET.slice(1)}.br`]: brotliCompressSync(JS),
      [`${ASSET.slice(1)}.gz`]: gzipSync(JS),
    },
  });
});
afterAll(async () => {
  await app?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, app.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function expectAssetHeaders(res: RawResponse) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('a hashed asset', () => {
  it('is sent from its brotli twin to a browser that accepts br', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expectAssetHeaders(res);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
  });

  it('is sent gzipped to a client that accepts only gzip', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(ASSET, { 'accept-encoding': accept });
      expectAssetHeaders(res);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(JS);
    }
  });

  it('is sent as it is to a client that accepts no compression', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const res = await get(ASSET, headers);
      expectAssetHeaders(res);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(JS);
    }
  });

  it('has its compressed twins served in its place only, never by their own names', async () => {
    for (const twin of [`${ASSET}.br`, `${ASSET}.gz`]) {
      const res = await get(twin, { 'accept-encoding': 'gzip, br' });
      expect(res.status, twin).toBe(404);
    }
  });
});

describe('index.html', () => {
  it('is never cached, carries the security headers, and is sent compressed when accepted', async () => {
    const sent = {
      br: await get('/about', { 'accept-encoding': 'gzip, br' }),
      gzip: await get('/about', { 'accept-encoding': 'gzip' }),
      identity: await get('/about'),
    };
    for (const [encoding, res] of Object.entries(sent)) {
      expect(res.status, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase(), encoding).toContain('accept-encoding');
      expect(res.headers['content-security-policy'], encoding).toContain("script-src 'self' 'sha256-");
    }
    expect(sent.br.headers['content-encoding']).toBe('br');
    expect(sent.gzip.headers['content-encoding']).toBe('gzip');
    expect(sent.identity.headers['content-encoding']).toBeUndefined();
    const html = sent.identity.body.toString();
    expect(html).toContain('__PORCHLIGHT_CONFIG__');
    expect(brotliDecompressSync(sent.br.body).toString()).toBe(html);
    expect(gunzipSync(sent.gzip.body).toString()).toBe(html);
  });

  it('preloads the robot illustrations on the landing page and on no other page', async () => {
    const preload = '<link rel="preload" as="image" href="/robot-hero.svg"';
    expect((await get('/')).body.toString()).toContain(preload);
    for (const path of ['/about', '/login', '/dashboard', '/no-such-page']) {
      const html = (await get(path)).body.toString();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(preload);
      expect(html, path).not.toContain('landing-only');
    }
  });
});
