// Serves the Vite build: hashed assets cached for a year, index.html never cached and carrying
// the public configuration, every other GET falling back to index.html for client routing (200
// for the app's pages, 404 for an address it has no page for).
// API, tRPC, voice and dev paths never fall through to the SPA.
//
// Files are sent compressed from the brotli and gzip twins the build writes beside them
// (vite.config.ts), whichever the browser accepts, and as they are to a client that accepts
// neither. index.html is rewritten once per process (configuration, preloads, and for `/` the
// landing page's server-rendered HTML, landing-html.ts) and compressed then, not per request.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import { PAGE_ROUTES } from '../../shared/page-routes.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import { appConfigScript } from './app-config-script.ts';
import { renderLandingHtml } from './landing-html.ts';

/** A path the browser's router has a page for (the same list and matcher as the router). */
export function isPagePath(path: string): boolean {
  return Object.values(PAGE_ROUTES).some((pattern) => matchPath(pattern, path) !== null);
}

const NON_SPA_PREFIXES = ['/api/', '/trpc/', '/voice/', '/dev/', '/healthz'];
const COMPRESSED = /\.(br|gz)$/i;
/**
 * index.html's landing-page-only part (the robot illustrations' preloads): kept for `/`, cut for
 * every other page, where the browser would fetch the images for nothing and warn that they went
 * unused.
 */
const LANDING_ONLY = /<!--landing-only-->([\s\S]*?)<!--\/landing-only-->/;
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html as sent for one kind of page, with its compressed forms (not in development). */
interface Page {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

export async function registerSpa(
  app: FastifyInstance,
  options: {
    clientDir: string;
    publicConfig: PublicConfig;
    rereadIndex: boolean;
    /** Pages under the non-SPA prefixes that are SPA pages after all (the local phone). */
    extraPages?: string[];
    /** The site's address, for the landing page's render. */
    origin: string;
    log: FastifyBaseLogger;
  },
) {
  const indexPath = join(options.clientDir, 'index.html');
  const built = existsSync(indexPath);
  const configScript = appConfigScript(options.publicConfig).html;
  // The landing page's HTML from the server-side build beside the client's (dist/prerender), put
  // inside #root for `/`; without it the page is rendered in the browser alone, as every other.
  const landing = built
    ? await renderLandingHtml({
        entry: join(options.clientDir, '..', 'prerender', 'prerender.js'),
        publicConfig: options.publicConfig,
        origin: options.origin,
      })
    : { skipped: 'not built' };
  if ('error' in landing) options.log.warn({ err: landing.error }, 'the landing page could not be rendered');
  const landingRoot = 'html' in landing ? `<div id="root">${landing.html}</div>` : EMPTY_ROOT;
  const render = (isLanding: boolean) =>
    existsSync(indexPath)
      ? readFileSync(indexPath, 'utf8')
          .replace(LANDING_ONLY, isLanding ? '$1' : '')
          .replace(EMPTY_ROOT, () => (isLanding ? landingRoot : EMPTY_ROOT))
          .replace('<!--app-config-->', () => configScript)
      : '<!doctype html><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>';
  // In development a rebuild replaces the hashed bundles, so index.html is read per request (and
  // sent as it is); otherwise each variant is made and compressed once.
  const compressed = (html: string): Page => ({
    html,
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
  });
  const cached = options.rereadIndex
    ? null
    : { landing: compressed(render(true)), other: compressed(render(false)) };
  const indexPage = (path: string): Page => {
    const landing = path === PAGE_ROUTES.landing;
    if (!cached) return { html: render(landing) };
    return landing ? cached.landing : cached.other;
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      // In development a rebuild adds new hashed files, which only a wildcard route can serve.
      wildcard: options.rereadIndex,
      // Only real files; index.html is always served by the fallback below, with the config in it.
      // The compressed twins are sent in place of their file, never asked for by name.
      allowedPath: (path) => /\.[a-z0-9]+$/i.test(path) && !COMPRESSED.test(path) && path !== '/index.html',
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: false,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const extra = options.extraPages?.includes(path) ?? false;
    if (
      !isPage ||
      (!extra && NON_SPA_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, '')))
    ) {
      return reply.code(404).send({ success: false, error: 'Not found' });
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    // Any other address still gets the app, which shows its not-found page, but with a 404.
    const page = indexPage(path);
    reply
      .code(isPagePath(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = page.br && acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : undefined;
    if (encoding === 'br' || encoding === 'gzip') {
      return reply.header('Content-Encoding', encoding).send(page[encoding]);
    }
    return reply.send(page.html);
  });
}
