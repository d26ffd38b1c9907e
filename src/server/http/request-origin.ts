import type { FastifyRequest } from 'fastify';

/** The origin a request was made to, as the browser saw it (scheme and host). */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
