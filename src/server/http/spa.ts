// Serves the Vite build: hashed assets cached for a year, index.html never cached and carrying
// the public configuration, every other GET falling back to index.html for client routing (200
// for the app's pages, 404 for an address it has no page for).
// API, tRPC, voice and dev paths never fall through to the SPA.
//
// Files are sent compressed from the brotli and gzip twins the build writes beside them
// (vite.config.ts), whichever the browser accepts, and as they are to a client that accepts
// neither. index.html is sent as it is: it is rewritten per page (configuration, preloads), and
// at about 3 KB it fits in the connection's first round trip compressed or not.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import { PAGE_ROUTES } from '../../shared/page-routes.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import { appConfigScript } from './app-config-script.ts';

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

export async function registerSpa(
  app: FastifyInstance,
  options: {
    clientDir: string;
    publicConfig: PublicConfig;
    rereadIndex: boolean;
    /** Pages under the non-SPA prefixes that are SPA pages after all (the local phone). */
    extraPages?: string[];
  },
) {
  const indexPath = join(options.clientDir, 'index.html');
  const built = existsSync(indexPath);
  const configScript = appConfigScript(options.publicConfig).html;
  const render = (landing: boolean) =>
    existsSync(indexPath)
      ? readFileSync(indexPath, 'utf8')
          .replace(LANDING_ONLY, landing ? '$1' : '')
          .replace('<!--app-config-->', () => configScript)
      : '<!doctype html><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>';
  // In development a rebuild replaces the hashed bundles, so index.html is read per request.
  const cached = { landing: render(true), other: render(false) };
  const indexHtml = (path: string) => {
    const landing = path === PAGE_ROUTES.landing;
    if (options.rereadIndex) return render(landing);
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
    return reply
      .code(isPagePath(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml(path));
  });
}
