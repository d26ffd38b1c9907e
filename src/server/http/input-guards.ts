// Checks every request gets before any route sees it, so no route can forget them:
// - tRPC takes JSON only. tRPC itself would also accept multipart/form-data, which a plain HTML
//   form on any site can send, and its input-less mutations (user.delete) need nothing more.
// - No control characters in a body, query string or path parameter (see control-characters.ts).
//   tRPC input is checked by a middleware in trpc.ts, on the input tRPC has parsed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { controlCharacterMessage, findControlCharacter } from './control-characters.ts';

export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type; send JSON';

/**
 * Twilio's webhooks are signed by Twilio and carry what people typed or said: a text with a stray
 * control character must still reach its handler (which keeps only letters of it).
 */
const CONTROL_CHARACTER_EXEMPT_PREFIXES = ['/api/twilio/', '/trpc/'];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request);
    const trpc = path === '/trpc' || path.startsWith('/trpc/');
    if (request.method === 'POST' && trpc && mediaType(request) !== 'application/json') {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_CONTENT_TYPE));
      return;
    }
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const path = pathOf(request);
    if (!CONTROL_CHARACTER_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      for (const part of [request.params, request.query, request.body]) {
        const found = findControlCharacter(part);
        if (found) {
          done(new AppError('BAD_REQUEST', controlCharacterMessage(found)));
          return;
        }
      }
    }
    done();
  });
}
