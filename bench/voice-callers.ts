// The simulated callers of bench/voice-turn.ts, in a process of their own (forked by it), so the
// server's event loop carries the server alone. Over IPC: `open` connects the callers (ramped up,
// each sending `setup` when it has a relay token, then one unmeasured consent turn), `run` has
// each take a number of turns at the given pace and answers with the round trips (prompt sent →
// first token of the reply received, in ms), `close` hangs them all up.
import WebSocket from 'ws';
import { relayFrame } from '../src/shared/relay-protocol.ts';

export interface CallerSpec {
  callId?: string;
  relayToken?: string;
}

export type ToCallers =
  | { type: 'open'; url: string; callers: CallerSpec[]; rampPerTick: number; rampTickMs: number }
  | { type: 'run'; turns: number; pauseMs: [number, number] }
  | { type: 'close' };

export type FromCallers =
  | { type: 'opened'; callers: number; failed: number; ms: number; why: Record<string, number> }
  | { type: 'ran'; samples: number[]; failed: number }
  | { type: 'closed' };

const CONSENT = 'Yes, that is fine';
const SAID = 'I had a nice walk in the park this morning and saw the ducks';
/** A turn with no answer after this long counts as failed (the caller moves on). */
const TURN_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Caller {
  private waiting: { started: number; first: boolean; resolve: (ms: number | null) => void } | null = null;
  private firstTokenMs: number | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      // The caller's side reads the frame without the zod schema: its CPU is not the server's,
      // but on two cores it is still shared, so it does as little as it can.
      const message = JSON.parse(data.toString('utf8')) as { type?: string; token?: string; last?: boolean };
      const waiting = this.waiting;
      if (message.type !== 'text' || !waiting) return;
      if (waiting.first && message.token) {
        waiting.first = false;
        this.firstTokenMs = performance.now() - waiting.started;
      }
      if (message.last) {
        this.waiting = null;
        waiting.resolve(this.firstTokenMs);
      }
    });
  }

  static async open(url: string, spec: CallerSpec): Promise<Caller> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('error', () => undefined);
    const caller = new Caller(socket);
    if (spec.callId && spec.relayToken) {
      socket.send(relayFrame.setup(spec.callId, spec.relayToken, { callSid: spec.callId }));
    }
    return caller;
  }

  /** One turn: the round trip to the reply's first token, or null when no reply came. */
  turn(text: string): Promise<number | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve(null);
      }, TURN_TIMEOUT_MS);
      this.firstTokenMs = null;
      this.waiting = {
        started: performance.now(),
        first: true,
        resolve: (ms) => {
          clearTimeout(timer);
          resolve(ms);
        },
      };
      this.socket.send(relayFrame.prompt(text));
    });
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

let callers: Caller[] = [];

async function open(message: Extract<ToCallers, { type: 'open' }>): Promise<FromCallers> {
  const started = performance.now();
  const opening: Promise<Caller | null>[] = [];
  /** Why callers failed to get going: the socket's error code, or an unanswered consent turn. */
  const why: Record<string, number> = {};
  const failed = (reason: string) => {
    why[reason] = (why[reason] ?? 0) + 1;
    return null;
  };
  for (let i = 0; i < message.callers.length; i += message.rampPerTick) {
    for (const spec of message.callers.slice(i, i + message.rampPerTick)) {
      opening.push(
        Caller.open(message.url, spec).then(
          async (caller) => ((await caller.turn(CONSENT)) === null ? failed('consent unanswered') : caller),
          (error: NodeJS.ErrnoException) => failed(error.code ?? error.message),
        ),
      );
    }
    await pause(message.rampTickMs);
  }
  const opened = await Promise.all(opening);
  callers = opened.filter((c): c is Caller => c !== null);
  return {
    type: 'opened',
    callers: callers.length,
    failed: opened.length - callers.length,
    ms: performance.now() - started,
    why,
  };
}

async function run(message: Extract<ToCallers, { type: 'run' }>): Promise<FromCallers> {
  const [min, max] = message.pauseMs;
  const samples: number[] = [];
  let failed = 0;
  await Promise.all(
    callers.map(async (caller) => {
      for (let t = 0; t < message.turns; t++) {
        await pause(min + Math.random() * (max - min));
        const ms = await caller.turn(SAID);
        if (ms === null) failed += 1;
        else samples.push(ms);
      }
    }),
  );
  return { type: 'ran', samples, failed };
}

async function close(): Promise<FromCallers> {
  await Promise.all(callers.map((c) => c.close()));
  callers = [];
  return { type: 'closed' };
}

process.on('message', (message: ToCallers) => {
  const answer = message.type === 'open' ? open(message) : message.type === 'run' ? run(message) : close();
  void answer.then((reply) => process.send?.(reply));
});
process.on('disconnect', () => process.exit(0));
