// Transcript writes through a database outage: PostgreSQL is reached through a proxy the test
// cuts, and the rows are read back over a direct connection.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTurnWriter } from '../../src/server/companion/turn-writer.ts';
import { closeDb, createDb, type Db } from '../../src/server/db/client.ts';
import { startPgProxy, type PgProxy } from '../support/pg-proxy.ts';
import { createTestDatabase } from '../support/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: PgProxy;
let db: Db; // through the proxy, as the app would be
let direct: Db; // what the test reads with

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startPgProxy(database.url);
  db = createDb(proxy.url, { max: 2 });
  direct = createDb(database.url, { max: 2 });
});

afterEach(() => proxy.restore());

afterAll(async () => {
  await (db && closeDb(db));
  await (direct && closeDb(direct));
  await proxy?.stop();
  await database?.drop();
});

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

async function newCall(): Promise<string> {
  const call = await direct.call.create({ data: { direction: 'inbound', type: 'commercial' } });
  return call.id;
}

function storedTurns(callId: string) {
  return direct.transcriptTurn.findMany({
    where: { callId },
    orderBy: { seq: 'asc' },
    select: { seq: true, speaker: true, text: true, interrupted: true },
  });
}

describe('turn writer', () => {
  it('keeps all 19 turns of a call through a 3.3 s database outage', async () => {
    const callId = await newCall();
    const log = fakeLog();
    const writer = createTurnWriter({ db, log, callId });
    const turns = Array.from({ length: 19 }, (_, seq) => ({
      seq,
      speaker: seq % 2 === 0 ? ('assistant' as const) : ('user' as const),
      text: `Turn ${seq}: ${seq % 2 === 0 ? 'How did you sleep, Rosa?' : 'Not bad, dear — the café was lovely.'}`,
    }));
    // A turn every 210 ms (about 4 s); the database is gone from 400 ms to 3.7 s.
    const events = [
      ...turns.map((turn) => ({ at: turn.seq * 210, turn })),
      { at: 400, outage: 'cut' as const },
      { at: 3_700, outage: 'restore' as const },
    ].sort((a, b) => a.at - b.at);

    const start = performance.now();
    const inserts: { ms: number; returned: unknown; queued: number }[] = [];
    const thrown: unknown[] = [];
    let pendingBeforeRestore = 0;
    for (const event of events) {
      const wait = start + event.at - performance.now();
      if (wait > 0) await sleep(wait);
      if ('turn' in event) {
        const pendingBefore = writer.pending;
        const before = performance.now();
        let returned: unknown;
        try {
          returned = writer.insert(event.turn);
        } catch (error) {
          thrown.push(error);
        }
        inserts.push({ ms: performance.now() - before, returned, queued: writer.pending - pendingBefore });
      } else if (event.outage === 'cut') {
        proxy.cut();
      } else {
        pendingBeforeRestore = writer.pending;
        proxy.restore();
      }
    }

    expect(thrown).toEqual([]);
    // Each insert queued its turn and returned at once, with nothing to await.
    expect(inserts.map(({ returned, queued }) => ({ returned, queued }))).toEqual(
      turns.map(() => ({ returned: undefined, queued: 1 })),
    );
    // Waiting for the database would take seconds here. An insert costs well under 1 ms; the
    // bound leaves room for a busy machine's scheduling hiccups (5 ms flaked about 1 run in 10).
    expect(Math.max(...inserts.map(({ ms }) => ms))).toBeLessThan(20);
    // The turns spoken during the outage were really waiting, not written through.
    expect(pendingBeforeRestore).toBeGreaterThanOrEqual(15);
    expect(await writer.flush()).toEqual({ pending: 0 });
    expect(await storedTurns(callId)).toEqual(turns.map((turn) => ({ ...turn, interrupted: false })));
    // One warning for the outage, not one per failed attempt; one line when it is over.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('trims an interrupted turn after its insert, both queued during an outage', async () => {
    const callId = await newCall();
    const writer = createTurnWriter({ db, log: fakeLog(), callId });
    proxy.cut();
    writer.insert({
      seq: 0,
      speaker: 'assistant',
      text: 'Good morning! I wanted to ask about your garden and',
    });
    writer.insert({ seq: 1, speaker: 'user', text: 'Sorry, who is this?' });
    writer.update(0, { text: 'Good morning! I wanted to ask', interrupted: true });
    await sleep(300);
    expect(writer.pending).toBe(3);
    proxy.restore();

    expect(await writer.flush()).toEqual({ pending: 0 });
    expect(await storedTurns(callId)).toEqual([
      { seq: 0, speaker: 'assistant', text: 'Good morning! I wanted to ask', interrupted: true },
      { seq: 1, speaker: 'user', text: 'Sorry, who is this?', interrupted: false },
    ]);
  });

  it('reports what is unwritten when a flush times out, and writes it once the database is back', async () => {
    const callId = await newCall();
    const writer = createTurnWriter({ db, log: fakeLog(), callId });
    proxy.cut();
    writer.insert({ seq: 0, speaker: 'assistant', text: 'Goodbye, Rosa. Talk tomorrow.' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Bye now.' });

    const started = performance.now();
    expect(await writer.flush(300)).toEqual({ pending: 2 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await storedTurns(callId)).toEqual([]);

    proxy.restore();
    expect(await writer.flush()).toEqual({ pending: 0 });
    expect((await storedTurns(callId)).map((turn) => turn.text)).toEqual([
      'Goodbye, Rosa. Talk tomorrow.',
      'Bye now.',
    ]);
  });

  it('is not wedged by a turn that landed although its answer was lost', async () => {
    const callId = await newCall();
    const log = fakeLog();
    const writer = createTurnWriter({ db, log, callId });
    // The first attempt's INSERT committed, then the connection died before the reply.
    await direct.transcriptTurn.create({
      data: { callId, seq: 0, speaker: 'assistant', text: 'Hello, this is Porchlight.' },
    });
    writer.insert({ seq: 0, speaker: 'assistant', text: 'Hello, this is Porchlight.' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Oh hello.' });

    expect(await writer.flush(5_000)).toEqual({ pending: 0 });
    expect(await storedTurns(callId)).toEqual([
      { seq: 0, speaker: 'assistant', text: 'Hello, this is Porchlight.', interrupted: false },
      { seq: 1, speaker: 'user', text: 'Oh hello.', interrupted: false },
    ]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('drops only a turn the database refuses, and keeps the rest of its batch', async () => {
    const callId = await newCall();
    const log = fakeLog();
    const writer = createTurnWriter({ db, log, callId });
    writer.insert({ seq: 0, speaker: 'assistant', text: 'How are you today?' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Fine\u0000' }); // PostgreSQL refuses NUL in text
    writer.insert({ seq: 2, speaker: 'assistant', text: 'Glad to hear it.' });

    expect(await writer.flush(5_000)).toEqual({ pending: 0 });
    expect((await storedTurns(callId)).map((turn) => turn.seq)).toEqual([0, 2]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ callId, seq: 1 });
  });
});
