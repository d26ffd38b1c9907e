// Draining for a deploy: once a shutdown begins, this process takes no new work (requests get
// 503, new calls are refused, /readyz turns 503 so the load balancer looks elsewhere) while the
// calls already on it go on. Twilio's callbacks still come through: they are about calls in
// progress here (a status, the end of a relay session), and Twilio does not send them again.
import type { FastifyInstance } from 'fastify';
import type { Log } from '../log.ts';
import type { LiveCalls } from './voice-relay.ts';

export interface Lifecycle {
  readonly draining: boolean;
  startDraining: () => void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
}

export const DRAINING_MESSAGE = 'Porchlight is restarting. Please try again in a moment.';

const STILL_SERVED = ['/livez', '/readyz', '/healthz', '/api/twilio/'];

export function registerDrainGuard(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onRequest', async (request, reply) => {
    if (!lifecycle.draining) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (STILL_SERVED.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p))) return;
    // A refused WebSocket handshake's socket is no longer the HTTP server's to close: end it
    // here, or it would hold the server open.
    if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.end());
    // `Connection: close` so a kept-alive client reconnects, through the load balancer, elsewhere.
    return reply
      .code(503)
      .header('Retry-After', '5')
      .header('Connection', 'close')
      .header('Cache-Control', 'no-store')
      .send({ success: false, error: DRAINING_MESSAGE });
  });
}

/** Time for the goodbye to be spoken (at most 15 s of speech) and the caller's line to close. */
const GOODBYE_MS = 25_000;

/**
 * A shutdown without dropping a call: stop taking work, wait for the calls in progress to end
 * (up to `graceMs`, or until `hurry` fires), have any call still open say goodbye and end, then
 * close the server.
 */
export async function drainServer(options: {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  calls: LiveCalls;
  graceMs: number;
  hurry?: AbortSignal;
  log: Log;
}): Promise<void> {
  const { calls, log } = options;
  options.lifecycle.startDraining();
  if (calls.count > 0) {
    log.info(
      `draining: ${calls.count} call(s) in progress; waiting up to ${Math.round(options.graceMs / 1000)} s for them to end`,
    );
  }
  if (!(await calls.waitUntilNone(options.graceMs, options.hurry))) {
    log.warn(`${calls.count} call(s) still open: saying goodbye and hanging up`);
    await calls.sayGoodbye(GOODBYE_MS);
  }
  await options.app.close();
}
