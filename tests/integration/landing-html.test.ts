// The landing page's HTML is rendered on the server when it starts, from the server-side build
// beside the web app (dist/prerender/prerender.js), with this server's public configuration, and
// sent inside #root for `/` only. A build that fails to render costs the page its head start,
// never the server. (The real build, hydrated in Chromium, is in the browser tests.)
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const INDEX = '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>';

/** A server-side build that renders what the page's modules would read: the public configuration. */
const RENDERS = `
export async function renderLanding(origin) {
  const config = globalThis.__PORCHLIGHT_CONFIG__;
  return '<main><h1>A warm voice</h1><p>' + config.supportEmail + '</p><p>' + origin + '</p></main>';
}`;
const THROWS = `export async function renderLanding() { throw new Error('no document here'); }`;

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

async function appWith(prerender: string | null) {
  const app = await startTestApp({
    clientFiles: { 'index.html': INDEX, ...(prerender ? { '../prerender/prerender.js': prerender } : {}) },
  });
  apps.push(app);
  return app;
}

const page = async (app: TestApp, path: string) => {
  const res = await fetch(new URL(path, app.url));
  return { status: res.status, html: await res.text() };
};

describe('the landing page rendered on the server', () => {
  it('is inside #root on / with this server’s configuration, and on no other page', async () => {
    const app = await appWith(RENDERS);
    const landing = await page(app, '/');
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(
      `<div id="root"><main><h1>A warm voice</h1><p>support@porchlight.test</p><p>${app.config.publicUrl}</p></main></div>`,
    );
    for (const path of ['/about', '/login', '/no-such-page']) {
      const other = await page(app, path);
      expect(other.html, path).toContain('<div id="root"></div>');
      expect(other.html, path).not.toContain('A warm voice');
    }
  });

  it('is left out when the build cannot render it, and the server still serves the page', async () => {
    const app = await appWith(THROWS);
    const landing = await page(app, '/');
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('<div id="root"></div>');
    expect((await fetch(new URL('/livez', app.url))).status).toBe(200);
  });
});
