// /voice/relay: the ConversationRelay WebSocket. Twilio signs the handshake (X-Twilio-Signature
// over the wss:// URL); the local phone has no signature, so only the per-call relay token in
// `setup` admits it, and only while the local telephony provider is in use.
import { setTimeout as sleep } from 'node:timers/promises';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { createLlmCompanion } from '../companion/llm.ts';
import { RelaySession } from '../companion/relay-session.ts';
import { warmClassifiers } from '../companion/understand/classifier.ts';
import type { AppDeps } from '../deps.ts';
import { RELAY_MAX_FRAME_BYTES } from '../../shared/relay-protocol.ts';

export const RELAY_PATH = '/voice/relay';

/** How long a closing server waits for a call's peer to answer the WebSocket close. */
const CLOSE_ANSWER_MS = 3_000;

export function relayUrl(publicUrl: string): string {
  return `${publicUrl.replace(/^http/, 'ws')}${RELAY_PATH}`;
}

/** The calls connected to this process, for a shutdown that lets them finish. */
export interface LiveCalls {
  readonly count: number;
  /** Resolves when no call is left (true), or at the deadline or on `hurry` (false). */
  waitUntilNone: (ms: number, hurry?: AbortSignal) => Promise<boolean>;
  /** Every call still open says a short goodbye and ends; resolves when they have all closed. */
  sayGoodbye: (ms: number) => Promise<boolean>;
}

export async function registerVoiceRelay(
  app: FastifyInstance,
  deps: AppDeps,
  options: {
    hangupDelayMs?: (text: string) => number;
    onTurnLatency?: (ms: number) => void;
    clock?: () => Date;
  } = {},
): Promise<LiveCalls> {
  // The intent classifiers train once per process (a fraction of a second), before any call.
  warmClassifiers();
  await app.register(websocket, { options: { maxPayload: RELAY_MAX_FRAME_BYTES } });
  // Closing the server ends every call still connected, and each one then finishes (transcript
  // flush, billing) once its socket has closed. Both are waited for, so nothing is cut off
  // half-written and nothing writes after the database is closed: a socket whose peer does not
  // answer the close within a few seconds is cut.
  const live = new Map<RelaySession, WebSocket>();
  const finishing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    const deadline = Date.now() + 10_000;
    for (const socket of live.values()) socket.close(1001, 'server closing');
    const cutAt = Date.now() + CLOSE_ANSWER_MS;
    while ((live.size || finishing.size) && Date.now() < deadline) {
      if (Date.now() >= cutAt) for (const socket of live.values()) socket.terminate();
      await Promise.race([...finishing, sleep(50)]);
    }
  });
  const onChange = new Set<() => void>();
  const waitUntilNone = (ms: number, hurry?: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        onChange.delete(check);
        hurry?.removeEventListener('abort', finish);
        resolve(live.size === 0);
      };
      const check = () => {
        if (live.size === 0) finish();
      };
      const timer = setTimeout(finish, ms);
      hurry?.addEventListener('abort', finish);
      onChange.add(check);
      if (hurry?.aborted) finish();
      else check();
    });

  app.get(
    RELAY_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (deps.telephony.kind !== 'twilio') return;
        const signature = request.headers['x-twilio-signature'];
        const ok = deps.telephony.validateSignature(
          typeof signature === 'string' ? signature : undefined,
          relayUrl(deps.config.publicUrl),
          {},
        );
        if (!ok) {
          deps.log.warn('relay: handshake with a bad or missing Twilio signature refused');
          // The refused handshake's socket is no longer the HTTP server's to close (see lifecycle.ts).
          reply.raw.once('finish', () => request.raw.socket.end());
          await reply.code(403).send({ success: false, error: 'Invalid signature' });
        }
      },
    },
    (socket) => {
      const session = new RelaySession({
        deps,
        engine: deps.llm ? createLlmCompanion(deps.llm, deps.llmSafety ?? deps.llm) : null,
        send: (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        close: () => socket.close(1008, 'refused'),
        hangupDelayMs: options.hangupDelayMs,
        onTurnLatency: options.onTurnLatency,
        now: options.clock,
      });
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        // Never let one frame take the process down: a bad session closes only its own socket.
        try {
          if (isBinary) return deps.log.warn('relay: a binary frame refused');
          session.receive(data.toString('utf8'));
        } catch (error) {
          deps.log.error({ err: error }, 'relay: a frame failed');
          socket.close(1011, 'error');
        }
      });
      live.set(session, socket);
      socket.on('error', (error) => deps.log.warn({ err: error }, 'relay: socket error'));
      socket.on('close', () => {
        live.delete(session);
        for (const check of [...onChange]) check();
        const done = session
          .closed()
          .catch((error: unknown) => deps.log.error({ err: error }, 'relay: closing failed'))
          .finally(() => finishing.delete(done));
        finishing.add(done);
      });
    },
  );

  return {
    get count() {
      return live.size;
    },
    waitUntilNone,
    sayGoodbye: (ms) => {
      for (const session of live.keys()) session.sayGoodbyeAndEnd();
      return waitUntilNone(ms);
    },
  };
}
