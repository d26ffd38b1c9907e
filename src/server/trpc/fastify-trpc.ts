// tRPC on Fastify, answering with one whole body. tRPC's own Fastify adapter hands Fastify the
// WHATWG Response, whose web stream Fastify then pipes into the socket as a chunked body; the SPA's
// client (httpBatchLink) reads whole answers and nothing here streams (no streaming link, no
// subscriptions), so the body is read once and sent with its length, as every other route is.
// The request side is tRPC's own: its Node request conversion and `resolveResponse`.
import type { IncomingMessage } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';

/**
 * The same options as tRPC's `fastifyTRPCPlugin` (its `useWSS` aside), so a context made for one
 * serves the other.
 */
export type TrpcPluginOptions<TRouter extends AnyRouter> = Omit<FastifyTRPCPluginOptions<TRouter>, 'useWSS'>;

/** Registered with `prefix`, so its route is under it. */
export function fastifyTrpc<TRouter extends AnyRouter>(
  app: FastifyInstance,
  { trpcOptions }: TrpcPluginOptions<TRouter>,
  done: (error?: Error) => void,
): void {
  // As tRPC's adapter does: tRPC reads and parses the body itself, from the text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const incoming = request.raw as IncomingMessage & { body?: unknown };
    if ('body' in request) incoming.body = request.body;
    const response = await resolveResponse({
      ...trpcOptions,
      req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
      path: request.params.path,
      error: null,
      createContext: (inner) =>
        Promise.resolve(trpcOptions.createContext?.({ req: request, res: reply, ...inner }) as never),
      onError: (o) => trpcOptions.onError?.({ ...o, req: request }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(body);
  });
  done();
}
