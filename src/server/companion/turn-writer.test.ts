import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTurnInserts, createTurnWriter } from './turn-writer.ts';

const callId = '6f1c2a8e-3b7d-4c1e-9a2f-0d5e8b7c6a41';

interface Attempt {
  at: number;
  /** "insert 0,1,2" or "update 2 <text> <interrupted>" */
  write: string;
  seqs: number[];
  /** The calls of a shared INSERT, one per row. */
  callIds: string[];
}

/** A database that answers each statement with `answer` (a number of rows, or a throw). */
function fakeDb(answer: (attempt: Attempt) => number | Promise<number>) {
  const attempts: Attempt[] = [];
  const db = {
    $executeRaw(strings: TemplateStringsArray, ...values: unknown[]) {
      const sql = strings.join('?');
      const seqs = sql.includes('INSERT') ? (values[1] as number[]) : [values[3] as number];
      const write = sql.includes('INSERT')
        ? `insert ${seqs.join(',')}`
        : `update ${String(values[3])} ${String(values[0])} ${String(values[1])}`;
      const callIds = Array.isArray(values[0]) ? (values[0] as string[]) : [];
      const attempt = { at: Date.now(), write, seqs, callIds };
      attempts.push(attempt);
      return answer(attempt);
    },
  };
  return { db: db as unknown as Pick<Db, '$executeRaw'>, attempts };
}

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

const connectionLost = () => Promise.reject(new Error('Connection terminated unexpectedly'));

/** The shape Prisma (adapter-pg) gives a statement PostgreSQL refused, here a foreign key. */
const refused = () =>
  Promise.reject(
    Object.assign(new Error('Raw query failed'), {
      code: 'P2010',
      meta: {
        driverAdapterError: { cause: { originalCode: '23503', kind: 'ForeignKeyConstraintViolation' } },
      },
    }),
  );

function deferred() {
  let resolve!: (rows: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets queued microtasks and any timers due within `ms` run. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['its own INSERTs', false],
  ['INSERTs shared across calls', true],
])('createTurnWriter, through %s', (_, shared) => {
  const make = (options: Parameters<typeof createTurnWriter>[0]) =>
    createTurnWriter(
      shared ? { ...options, inserts: createTurnInserts(options.db, queueMicrotask) } : options,
    );

  it('batches turns queued together, and writes later ones strictly behind them', async () => {
    const first = deferred();
    const { db, attempts } = fakeDb((attempt) =>
      attempts.length === 1 ? first.promise : attempt.seqs.length,
    );
    const writer = make({ db, log: fakeLog(), callId });

    writer.insert({ seq: 0, speaker: 'assistant', text: 'Good morning, Rosa!' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Morning.' });
    writer.insert({ seq: 2, speaker: 'assistant', text: 'Did you sleep well last night?' });
    await elapse();
    // While that write is out, the conversation goes on.
    writer.insert({ seq: 3, speaker: 'user', text: 'So-so.' });
    writer.update(2, { text: 'Did you sleep', interrupted: true });
    writer.insert({ seq: 4, speaker: 'assistant', text: 'Oh dear.' });
    expect(writer.pending).toBe(6);
    first.resolve(3);
    await elapse();

    expect(attempts.map((a) => a.write)).toEqual([
      'insert 0,1,2',
      'insert 3',
      'update 2 Did you sleep true',
      'insert 4',
    ]);
    expect(writer.pending).toBe(0);
  });

  it('never upserts one seq twice in a statement', async () => {
    const { db, attempts } = fakeDb((attempt) => attempt.seqs.length);
    const writer = make({ db, log: fakeLog(), callId });
    writer.insert({ seq: 0, speaker: 'user', text: 'Hello?' });
    writer.insert({ seq: 1, speaker: 'assistant', text: 'Hello Rosa, it is' });
    writer.insert({ seq: 1, speaker: 'assistant', text: 'Hello', interrupted: true });
    await elapse();
    expect(attempts.map((a) => a.write)).toEqual(['insert 0,1', 'insert 1']);
  });

  it('retries with a doubling backoff up to 2 s, and warns once per outage', async () => {
    let down = 8;
    const { db, attempts } = fakeDb((attempt) => (down-- > 0 ? connectionLost() : attempt.seqs.length));
    const log = fakeLog();
    const writer = make({ db, log, callId });

    writer.insert({ seq: 0, speaker: 'assistant', text: 'How is your knee today?' });
    await elapse(1_000);
    writer.insert({ seq: 1, speaker: 'user', text: 'Better, thank you.' });
    await elapse(20_000);

    const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
    expect(gaps).toEqual([100, 200, 400, 800, 1_600, 2_000, 2_000, 2_000]);
    expect(attempts.at(-1)?.write).toBe('insert 0,1');
    expect(writer.pending).toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ failedAttempts: 8 });

    // A second outage is a second warning, and its backoff starts small again.
    down = 2;
    writer.insert({ seq: 2, speaker: 'assistant', text: 'Lovely.' });
    await elapse(1_000);
    const [failed, again, landed] = attempts.slice(-3);
    expect([failed?.write, again!.at - failed!.at, landed!.at - failed!.at]).toEqual(['insert 2', 100, 300]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(writer.pending).toBe(0);
  });

  it('takes the caller’s retry delays', async () => {
    let down = 4;
    const { db, attempts } = fakeDb((attempt) => (down-- > 0 ? connectionLost() : attempt.seqs.length));
    const writer = make({ db, log: fakeLog(), callId, retryDelayMs: 10, maxRetryDelayMs: 30 });
    writer.insert({ seq: 0, speaker: 'user', text: 'Hi.' });
    await elapse(1_000);
    expect(attempts.slice(1).map((a, i) => a.at - attempts[i]!.at)).toEqual([10, 20, 30, 30]);
  });

  it('never throws at the caller, even when the client throws synchronously', async () => {
    let calls = 0;
    const { db, attempts } = fakeDb((attempt) => {
      if (calls++ === 0) throw new TypeError('client closed');
      return attempt.seqs.length;
    });
    const writer = make({ db, log: fakeLog(), callId });
    expect(() => writer.insert({ seq: 0, speaker: 'user', text: 'Hello?' })).not.toThrow();
    await elapse(100);
    expect(attempts.map((a) => a.write)).toEqual(['insert 0', 'insert 0']);
    expect(writer.pending).toBe(0);
  });

  it('flush reports what is still pending at its timeout, and retries at once when called', async () => {
    let down = true;
    const { db, attempts } = fakeDb((attempt) => (down ? connectionLost() : attempt.seqs.length));
    const log = fakeLog();
    const writer = make({ db, log, callId });
    writer.insert({ seq: 0, speaker: 'assistant', text: 'Goodbye, Rosa.' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Bye!' });

    const timedOut = writer.flush(500);
    await elapse(500);
    await expect(timedOut).resolves.toEqual({ pending: 2 });

    // Deep in the backoff (2 s between tries), the database comes back and the call ends.
    await elapse(10_000);
    down = false;
    const tries = attempts.length;
    const flushed = writer.flush();
    await elapse();
    await expect(flushed).resolves.toEqual({ pending: 0 });
    expect(attempts.length).toBe(tries + 1);
    expect(attempts.at(-1)?.write).toBe('insert 0,1');
  });

  it('flush with nothing queued resolves at once', async () => {
    const { db } = fakeDb(() => 0);
    const writer = make({ db, log: fakeLog(), callId });
    await expect(writer.flush()).resolves.toEqual({ pending: 0 });
  });

  it('drops only the write the database refuses, then batches again', async () => {
    const { db, attempts } = fakeDb((attempt) =>
      attempt.seqs.includes(1) ? refused() : attempt.seqs.length,
    );
    const log = fakeLog();
    const writer = make({ db, log, callId });
    writer.insert({ seq: 0, speaker: 'assistant', text: 'Hello!' });
    writer.insert({ seq: 1, speaker: 'user', text: 'Hi.' });
    writer.insert({ seq: 2, speaker: 'assistant', text: 'How are you?' });
    await elapse();
    writer.insert({ seq: 3, speaker: 'user', text: 'Well.' });
    writer.insert({ seq: 4, speaker: 'assistant', text: 'Good.' });
    await elapse();

    expect(attempts.map((a) => a.write)).toEqual([
      'insert 0,1,2',
      'insert 0',
      'insert 1',
      'insert 2',
      'insert 3,4',
    ]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ seq: 1 });
    expect(log.warn).not.toHaveBeenCalled();
    expect(writer.pending).toBe(0);
  });

  it('moves on from an update whose turn was never stored', async () => {
    const { db, attempts } = fakeDb((attempt) => (attempt.write.startsWith('update') ? 0 : 1));
    const log = fakeLog();
    const writer = make({ db, log, callId });
    writer.update(7, { text: 'Well', interrupted: true });
    writer.insert({ seq: 8, speaker: 'user', text: 'Pardon?' });
    await elapse();
    expect(attempts.map((a) => a.write)).toEqual(['update 7 Well true', 'insert 8']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(writer.pending).toBe(0);
  });
});

describe('createTurnInserts', () => {
  const otherCall = '0b3e5f7a-9c1d-4e2f-8a6b-7d9c0e1f2a3b';

  it('sends the rows of every call ready in the same tick as one statement', async () => {
    const { db, attempts } = fakeDb((attempt) => attempt.seqs.length);
    const inserts = createTurnInserts(db, queueMicrotask);
    const a = createTurnWriter({ db, log: fakeLog(), callId, inserts });
    const b = createTurnWriter({ db, log: fakeLog(), callId: otherCall, inserts });
    a.insert({ seq: 0, speaker: 'user', text: 'Hello?' });
    b.insert({ seq: 4, speaker: 'user', text: 'Good morning.' });
    a.insert({ seq: 1, speaker: 'assistant', text: 'Hello Rosa!' });
    await elapse();
    expect(attempts.map((x) => [x.write, x.callIds])).toEqual([
      ['insert 0,1,4', [callId, callId, otherCall]],
    ]);
    expect([a.pending, b.pending]).toEqual([0, 0]);
  });

  it('a row one call’s database refuses costs only that call’s row', async () => {
    const { db, attempts } = fakeDb((attempt) =>
      attempt.callIds.includes(otherCall) && attempt.seqs.includes(4) ? refused() : attempt.seqs.length,
    );
    const inserts = createTurnInserts(db, queueMicrotask);
    const logA = fakeLog();
    const logB = fakeLog();
    const a = createTurnWriter({ db, log: logA, callId, inserts });
    const b = createTurnWriter({ db, log: logB, callId: otherCall, inserts });
    a.insert({ seq: 0, speaker: 'user', text: 'Hello?' });
    b.insert({ seq: 4, speaker: 'user', text: 'Good\u0000 morning.' });
    await elapse();
    expect(attempts.map((x) => [x.write, x.callIds])).toEqual([
      ['insert 0,4', [callId, otherCall]],
      ['insert 0', [callId]],
      ['insert 4', [otherCall]],
    ]);
    expect(logA.error).not.toHaveBeenCalled();
    expect(logB.error).toHaveBeenCalledTimes(1);
    expect([a.pending, b.pending]).toEqual([0, 0]);
  });

  it('through an outage, every call keeps its rows and retries them', async () => {
    let down = 2;
    const { db, attempts } = fakeDb((attempt) => (down-- > 0 ? connectionLost() : attempt.seqs.length));
    const inserts = createTurnInserts(db, queueMicrotask);
    const a = createTurnWriter({ db, log: fakeLog(), callId, inserts });
    const b = createTurnWriter({ db, log: fakeLog(), callId: otherCall, inserts });
    a.insert({ seq: 0, speaker: 'user', text: 'Hello?' });
    b.insert({ seq: 4, speaker: 'user', text: 'Good morning.' });
    await elapse(1_000);
    expect(attempts[0]?.write).toBe('insert 0,4');
    expect(attempts.length).toBeGreaterThan(2);
    expect([a.pending, b.pending]).toEqual([0, 0]);
  });
});
