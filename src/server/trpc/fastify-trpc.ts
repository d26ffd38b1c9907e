// tRPC on Fastify, answering with one whole body. tRPC's own Fastify adapter hands Fastify the
// WHATWG Response, whose web stream Fastify then pipes into the socket as a chunked body; the SPA's
// client (httpBatchLink) reads whole answers and nothing here streams (no streaming link, no
// subscriptions), so the body is read once and sent with its length, as every other route is.
//
// Queries read with GET, the requests of every page load, are answered from Fastify's own request
// (`answerQueries`): tRPC's `callTRPCProcedure` runs each procedure with its middlewares, input
// parser and output validator, and tRPC's `getTRPCErrorShape`, `transformTRPCResponse` and
// `getHTTPStatusCode` shape the answer, byte for byte as `resolveResponse` would. What that skips
// is the WHATWG Request, URL, Headers and Response that `resolveResponse` builds around every
// call, most of a small query's cost (bench/api.ts). Everything else (mutations, POSTs, a path
// that is not a query, input that does not parse, a streaming client) goes through tRPC's own
// Node request conversion and `resolveResponse`.
import type { IncomingMessage } from 'node:http';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  type AnyProcedure,
  type AnyRouter,
  type AnyTRPCRootTypes,
  type TRPCErrorShape,
  type TRPCRootConfig,
} from '@trpc/server';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCode, resolveResponse } from '@trpc/server/http';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The same options as tRPC's `fastifyTRPCPlugin` (its `useWSS` aside), so a context made for one
 * serves the other.
 */
export type TrpcPluginOptions<TRouter extends AnyRouter> = Omit<
  FastifyTRPCPluginOptions<TRouter>,
  'useWSS'
> & {
  /** Every request through `resolveResponse`, queries too: the reference the tests hold the fast path to. */
  queriesViaResolveResponse?: boolean;
};

type TrpcOptions<TRouter extends AnyRouter> = TrpcPluginOptions<TRouter>['trpcOptions'];

/** Registered with `prefix`, so its route is under it. */
export function fastifyTrpc<TRouter extends AnyRouter>(
  app: FastifyInstance,
  { trpcOptions, queriesViaResolveResponse = false }: TrpcPluginOptions<TRouter>,
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
    const answered = queriesViaResolveResponse ? null : await answerQueries(trpcOptions, request, reply);
    // A Buffer, so Fastify adds no charset to tRPC's own content type.
    if (answered)
      return reply
        .code(answered.status)
        .header('content-type', 'application/json')
        .send(Buffer.from(answered.body));
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

/** tRPC's own answers vary on these request headers (a streaming client asks with them). */
const VARY = 'trpc-accept, accept';

/**
 * Answers a GET whose every path is a query procedure, or returns null for `resolveResponse` to
 * answer. Mirrors `resolveResponse`'s non-streaming JSON answer: one context, the calls in
 * parallel, each error shaped by the router's error formatter and reported to `onError`.
 */
async function answerQueries<TRouter extends AnyRouter>(
  options: TrpcOptions<TRouter>,
  request: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
): Promise<{ status: number; body: string } | null> {
  if (request.method !== 'GET' || options.responseMeta) return null;
  const accept = request.headers['trpc-accept'] ?? request.headers.accept;
  if (accept?.includes('application/jsonl')) return null;
  const query = request.query as Record<string, unknown>;
  const isBatchCall = query.batch === '1';
  const paths = isBatchCall ? request.params.path.split(',') : [request.params.path];
  if (isBatchCall && options.maxBatchSize !== undefined && paths.length > options.maxBatchSize) return null;
  const { router } = options;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const found = paths.map((path) => procedures[path]);
  if (found.some((procedure) => procedure?._def.type !== 'query')) return null;

  let inputs: unknown[];
  try {
    inputs = readInputs(router, query.input, isBatchCall, paths.length);
  } catch {
    return null;
  }
  const controller = new AbortController();
  const signal = controller.signal;
  // As tRPC's Node conversion: the calls are told when the client goes away before the answer.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const calls = paths.map((path, batchIndex) => ({
    path,
    batchIndex,
    procedure: found[batchIndex] ?? null,
    getRawInput: () => Promise.resolve(inputs[batchIndex]),
    result: () => inputs[batchIndex],
  }));
  const info: TRPCRequestInfo = {
    accept: null,
    type: 'query',
    isBatchCall,
    calls,
    connectionParams: null,
    signal,
    url: null,
  };
  // The router's own config, as the shape helpers take it (any router's types are `any`).
  const config = router._def._config as TRPCRootConfig<AnyTRPCRootTypes>;
  const shapeOf = (opts: Omit<Parameters<typeof getTRPCErrorShape>[0], 'config' | 'type'>): TRPCErrorShape =>
    getTRPCErrorShape({ ...opts, config, type: 'query' }) as TRPCErrorShape;
  let ctx: object | undefined;
  try {
    ctx = await options.createContext?.({ req: request, res: reply, info });
  } catch (cause) {
    // As resolveResponse: a context that cannot be made is one error for the whole request.
    const error = getTRPCErrorFromUnknown(cause);
    options.onError?.({
      error,
      path: undefined,
      input: undefined,
      ctx: undefined,
      type: 'query',
      req: request,
    });
    const shape = { error: shapeOf({ error, path: undefined, input: undefined, ctx: undefined }) };
    return { status: getHTTPStatusCode(shape), body: JSON.stringify(transformTRPCResponse(config, shape)) };
  }
  const answers = await Promise.all(
    calls.map(async (call) => {
      try {
        const data: unknown = await callTRPCProcedure({
          router,
          path: call.path,
          getRawInput: call.getRawInput,
          ctx,
          type: 'query',
          signal,
          batchIndex: call.batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const input = call.result();
        options.onError?.({ error, path: call.path, input, ctx, type: 'query', req: request });
        return { error: shapeOf({ error, path: call.path, input, ctx }) };
      }
    }),
  );
  reply.header('vary', VARY);
  const untransformed = isBatchCall ? answers : answers[0]!;
  return {
    status: getHTTPStatusCode(untransformed),
    body: JSON.stringify(transformTRPCResponse(config, untransformed)),
  };
}

/** The calls' inputs from the `input` query parameter, deserialised as tRPC's JSON handler does. */
function readInputs(router: AnyRouter, raw: unknown, isBatchCall: boolean, count: number): unknown[] {
  const deserialize = (value: unknown): unknown => router._def._config.transformer.input.deserialize(value);
  if (raw === undefined || raw === '') return new Array<unknown>(count).fill(undefined);
  if (typeof raw !== 'string') throw new Error('input given more than once');
  const parsed: unknown = JSON.parse(raw);
  if (!isBatchCall) return [deserialize(parsed)];
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('not an object');
  const byIndex = parsed as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) =>
    byIndex[i] === undefined ? undefined : deserialize(byIndex[i]),
  );
}
