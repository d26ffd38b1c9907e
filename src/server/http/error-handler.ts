import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { reportError } from '../error-reporting.ts';

/** Every /api error answers `{ success: false, error }` with a status; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) void reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.status).send({ success: false, error: error.message });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type; send JSON'
              : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
                ? 'The request body is too large'
                : error.message;
      return reply.code(status).send({ success: false, error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    reportError(error, {
      source: 'request',
      tags: { method: request.method, route: request.routeOptions.url ?? 'unknown' },
    });
    return reply
      .code(500)
      .send({ success: false, error: 'Something went wrong on our side. Please try again.' });
  });
}
