// Refuses state-changing requests a browser sent from another site (Fetch Metadata first,
// Origin as the fallback). Webhooks are exempt: they prove themselves by signature.
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);
const EXEMPT_PREFIXES = ['/api/twilio/'];

export function registerCsrfGuard(app: FastifyInstance, options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (EXEMPT_PATHS.has(path) || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return reply.code(403).send({ success: false, error: 'Cross-site request refused' });
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const ownOrigin = requestOrigin(request);
      if (origin !== publicOrigin && origin !== ownOrigin) {
        return reply.code(403).send({ success: false, error: 'Cross-site request refused' });
      }
    }
  });
}
