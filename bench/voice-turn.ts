// Server overhead of one conversation turn: a ConversationRelay `prompt` in, the first `text`
// token out, with an instant language model (the model's own time excluded), at 1, 50 and 200
// simultaneous calls. The baseline, measured in the same run at the same concurrency, is a bare
// `ws` echo server: what the WebSocket and the event loop cost by themselves. Each simulated
// caller talks like a person: a turn, then a pause of 0.5 to 2 s, as on a real call.
//
// Target (companion.md): p99 under 10 ms at 200 simultaneous calls on a 2-core machine.
import type { AddressInfo } from 'node:net';
import { parseRelayOutbound, relayFrame } from '../src/shared/relay-protocol.ts';
import { MockLanguageModelV4 } from 'ai/test';
import WebSocket, { WebSocketServer } from 'ws';
import { createServer } from '../src/server/app.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { startInboundCall } from '../src/server/calls/start-inbound-call.ts';
import { createLog } from '../src/server/log.ts';
import { createWeatherProvider } from '../src/server/providers/weather/weather.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine, summary } from './machine.ts';

const LEVELS = (process.env.BENCH_CALLS ?? '1,50,200').split(',').map(Number);
const TURNS = Number(process.env.BENCH_TURNS ?? 6);
const TARGET_P99_MS = 10;

/** A model that answers at once: a few tokens, no network. */
function instantModel() {
  return new MockLanguageModelV4({
    doStream: () =>
      Promise.resolve({
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: 't' });
            for (const delta of ['That ', 'sounds ', 'lovely. ', 'Tell ', 'me ', 'more.']) {
              controller.enqueue({ type: 'text-delta', id: 't', delta });
            }
            controller.enqueue({ type: 'text-end', id: 't' });
            controller.enqueue({
              type: 'finish',
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: {
                inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
                outputTokens: { total: 6, text: 6, reasoning: 0 },
              },
            });
            controller.close();
          },
        }),
      } as never),
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => pause(500 + Math.random() * 1500);

interface Conversation {
  prompt: (text: string) => Promise<number>;
  close: () => void;
}

/** A caller on the relay: each prompt resolves with ms until the first token of the reply. */
async function relayCaller(url: string, callId: string, relayToken: string): Promise<Conversation> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let waiting: { started: number; resolve: (ms: number) => void; first: boolean } | null = null;
  let done: (() => void) | null = null;
  socket.on('message', (data: Buffer) => {
    const parsed = parseRelayOutbound(data.toString('utf8'));
    if (!parsed.ok || parsed.message.type !== 'text' || !waiting) return;
    const message = parsed.message;
    if (waiting.first && message.token) {
      waiting.first = false;
      waiting.resolve(performance.now() - waiting.started);
    }
    if (message.last) done?.();
  });
  socket.send(relayFrame.setup(callId, relayToken, { callSid: callId }));
  const prompt = (text: string) =>
    new Promise<number>((resolve) => {
      const finished = new Promise<void>((r) => (done = r));
      waiting = { started: performance.now(), resolve, first: true };
      socket.send(relayFrame.prompt(text));
      void finished.then(() => (waiting = null));
    });
  return { prompt, close: () => socket.close() };
}

async function echoBaseline(calls: number): Promise<number[]> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { voicePrompt?: string };
      socket.send(JSON.stringify({ type: 'text', token: message.voicePrompt ?? '', last: true }));
    });
  });
  await new Promise((r) => server.once('listening', r));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: calls }, async () => {
      const socket = new WebSocket(url);
      await new Promise((resolve) => socket.once('open', resolve));
      for (let t = 0; t < TURNS; t++) {
        await think();
        const started = performance.now();
        await new Promise<void>((resolve) => {
          socket.once('message', () => resolve());
          socket.send(relayFrame.prompt('hello'));
        });
        samples.push(performance.now() - started);
      }
      socket.close();
    }),
  );
  await new Promise((r) => server.close(r));
  return samples;
}

async function main() {
  const { config, database, close } = await benchDatabase('bench', { PORT: '0', HOST: '127.0.0.1' });
  const log = createLog('silent');
  const db = database.db;
  const deps = createDeps({
    config,
    db,
    log,
    overrides: { llm: instantModel(), weather: createWeatherProvider({ WEATHER_API_BASE: 'off' }) },
  });
  const serverSide: number[] = [];
  const server = await createServer({ deps, worker: null, onTurnLatency: (ms) => serverSide.push(ms) });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const relay = `${address.replace('http', 'ws')}/voice/relay`;

  console.log('voice-turn: prompt in → first text token out (instant model), vs a bare ws echo');
  console.log(machineLine());
  const max = Math.max(...LEVELS);
  // One account with `max` loved ones, minutes to spare.
  const user = await db.user.create({
    data: { email: `bench-${Date.now()}@example.com`, name: 'Bench', onboardingStep: 'completed' },
  });
  await db.subscription.create({
    data: { userId: user.id, plan: 'premium', status: 'active', minutesLeft: 1_000_000 },
  });
  await db.phoneNumber.createMany({
    data: Array.from({ length: max }, (_, i) => ({
      userId: user.id,
      number: `+1215${String(5000000 + i).padStart(7, '0')}`,
      name: `Caller ${i}`,
      timezone: 'America/New_York',
      recordingConsent: true,
    })),
  });

  let failed = false;
  for (const calls of LEVELS) {
    const conversations = await Promise.all(
      Array.from({ length: calls }, async (_, i) => {
        const decision = await startInboundCall({
          deps,
          from: `+1215${String(5000000 + i).padStart(7, '0')}`,
          to: '+12155550100',
          providerCallSid: `bench-${calls}-${i}-${Date.now()}`,
        });
        if (decision.kind !== 'connect') throw new Error('no minutes?');
        return relayCaller(relay, decision.callId, decision.relayToken);
      }),
    );
    // One unmeasured turn each first: the consent question (and a warm JIT, as in a running server).
    await Promise.all(conversations.map((c) => c.prompt('Yes, that is fine')));
    await pause(300);
    const samples: number[] = [];
    serverSide.length = 0;
    await Promise.all(
      conversations.map(async (c) => {
        for (let t = 0; t < TURNS; t++) {
          await think();
          samples.push(await c.prompt('I had a nice walk in the park this morning and saw the ducks'));
        }
      }),
    );
    conversations.forEach((c) => c.close());
    const baseline = await echoBaseline(calls);
    const server = summary(serverSide);
    const s = summary(samples);
    const b = summary(baseline);
    const ok = server.p99 < TARGET_P99_MS;
    failed ||= calls === 200 && !ok;
    console.log(
      `${String(calls).padStart(3)} calls, ${server.n} turns | server overhead (prompt received → first token sent) p50 ${server.p50.toFixed(2)} ms, p95 ${server.p95.toFixed(2)}, p99 ${server.p99.toFixed(2)}, max ${server.max.toFixed(2)} | target p99 < ${TARGET_P99_MS} ms: ${ok ? 'met' : 'NOT met'}`,
    );
    console.log(
      `    round trip seen by the callers p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} | bare ws echo round trip p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} | round-trip p99 above the echo ${(s.p99 - b.p99).toFixed(2)} ms`,
    );
    await pause(500);
  }
  await server.stop();
  await close();
  if (failed) process.exitCode = 1;
}

await main();
