// One call's transcript writes, kept in order and retried through a database outage, so a
// few seconds without PostgreSQL cost the transcript nothing and the caller no silence. With
// many calls live, their new rows share one INSERT per tick (`createTurnInserts`).
import type { Db } from '../db/client.ts';
import type { Log } from '../log.ts';

export interface TurnInsert {
  seq: number;
  speaker: 'assistant' | 'user';
  text: string;
  interrupted?: boolean;
}

export interface TurnPatch {
  text: string;
  interrupted: boolean;
}

export interface TurnWriter {
  /** Queues the row and returns at once; it never throws. */
  insert(turn: TurnInsert): void;
  /** Queues a change to a stored turn; it lands after every write queued before it. */
  update(seq: number, patch: TurnPatch): void;
  /**
   * Resolves once everything queued before the call is written, or when the timeout passes;
   * `pending` is what is still unwritten then (the writer keeps retrying it).
   */
  flush(timeoutMs?: number): Promise<{ pending: number }>;
  /** Writes queued and not yet written. */
  readonly pending: number;
}

type Write =
  | { kind: 'insert'; seq: number; speaker: 'assistant' | 'user'; text: string; interrupted: boolean }
  | { kind: 'update'; seq: number; text: string; interrupted: boolean };
type Insert = Extract<Write, { kind: 'insert' }>;

/** Rows per INSERT: a backlog after an outage drains in a few round trips, none of them huge. */
const MAX_BATCH = 100;
const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 2_000;
const FLUSH_TIMEOUT_MS = 30_000;

/** Rows of one statement shared by many calls: a backlog of a few hundred calls, not more. */
const MAX_SHARED_ROWS = 1_000;

export interface TurnInserts {
  /**
   * Inserts (upserts) one call's rows together with the rows other calls queue in the same tick;
   * settles with that call's own answer: a row the database refuses fails only its own call.
   */
  insert(callId: string, rows: readonly Required<TurnInsert>[]): Promise<void>;
}

interface SharedInsert {
  callId: string;
  rows: readonly Required<TurnInsert>[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One INSERT per tick for the rows every call's writer has ready: one round trip, not hundreds. */
export function createTurnInserts(
  db: Pick<Db, '$executeRaw'>,
  /** When the rows queued so far go out: after this turn of the event loop (tests: a microtask). */
  later: (run: () => void) => void = setImmediate,
): TurnInserts {
  let pending: SharedInsert[] = [];

  async function insert(group: SharedInsert[]): Promise<void> {
    const rows = group.flatMap((g) => g.rows.map((row) => ({ callId: g.callId, ...row })));
    // Column for column the statement a single call's writer sends (an upsert, so a retry of a
    // write that landed succeeds), for many calls.
    await db.$executeRaw`
      INSERT INTO transcript_turns (id, call_id, seq, speaker, text, interrupted)
      SELECT gen_random_uuid(), t.call_id, t.seq, t.speaker, t.text, t.interrupted
      FROM unnest(
        ${rows.map((r) => r.callId)}::uuid[],
        ${rows.map((r) => r.seq)}::int[],
        ${rows.map((r) => r.speaker)}::text[],
        ${rows.map((r) => r.text)}::text[],
        ${rows.map((r) => r.interrupted)}::boolean[]
      ) AS t(call_id, seq, speaker, text, interrupted)
      ON CONFLICT (call_id, seq) DO UPDATE
      SET speaker = EXCLUDED.speaker, text = EXCLUDED.text, interrupted = EXCLUDED.interrupted`;
  }

  async function send(group: SharedInsert[]): Promise<void> {
    try {
      await insert(group);
      for (const g of group) g.resolve();
    } catch (error) {
      if (group.length === 1 || !refusedForGood(error)) {
        for (const g of group) g.reject(error);
        return;
      }
      // One call's row spoiled the statement: each call again on its own, for its own answer.
      await Promise.all(group.map((g) => send([g])));
    }
  }

  function flush(): void {
    const batch = pending;
    pending = [];
    let group: SharedInsert[] = [];
    let rows = 0;
    const calls = new Set<string>();
    for (const entry of batch) {
      // One statement upserts a row once: a call's second batch waits for the next statement.
      if (group.length && (rows + entry.rows.length > MAX_SHARED_ROWS || calls.has(entry.callId))) {
        void send(group);
        group = [];
        rows = 0;
        calls.clear();
      }
      group.push(entry);
      rows += entry.rows.length;
      calls.add(entry.callId);
    }
    if (group.length) void send(group);
  }

  return {
    insert(callId, rows) {
      return new Promise((resolve, reject) => {
        if (!pending.length) later(flush);
        pending.push({ callId, rows, resolve, reject });
      });
    },
  };
}

const shared = new WeakMap<object, TurnInserts>();

/** The process's shared INSERTs for `db`: every relay session on it uses the same one. */
export function sharedTurnInserts(db: Pick<Db, '$executeRaw'>): TurnInserts {
  let inserts = shared.get(db);
  if (!inserts) shared.set(db, (inserts = createTurnInserts(db)));
  return inserts;
}

export function createTurnWriter(options: {
  db: Pick<Db, '$executeRaw'>;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
  callId: string;
  /** Shares each INSERT with the other live calls; without it, the writer sends its own. */
  inserts?: TurnInserts;
  /** The first retry's delay; each failure doubles it up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}): TurnWriter {
  const { db, log, callId } = options;
  const firstDelay = options.retryDelayMs ?? FIRST_RETRY_DELAY_MS;
  const maxDelay = Math.max(firstDelay, options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS);

  const queue: Write[] = [];
  let queued = 0; // writes ever queued
  let settled = 0; // writes ever written (or refused by the database for good)
  let draining = false;
  /** After the database refuses a batch, this many writes go one at a time to find the bad one. */
  let singly = 0;
  let failures = 0;
  let outageStartedAt = 0;
  let wakeRetry: (() => void) | null = null;
  const waiters = new Set<{ target: number; done: () => void }>();

  function enqueue(write: Write): void {
    queue.push(write);
    queued += 1;
    if (draining) return;
    draining = true;
    // Turns queued in the same tick go out together.
    queueMicrotask(() => {
      drain().catch((error: unknown) => {
        draining = false;
        log.error({ err: error, callId }, 'transcript: writer stopped unexpectedly');
      });
    });
  }

  function settle(count: number): void {
    queue.splice(0, count);
    settled += count;
    for (const waiter of waiters) if (settled >= waiter.target) waiter.done();
  }

  function nextBatch(): Write[] {
    const first = queue[0];
    if (!first || first.kind === 'update' || singly > 0) return first ? [first] : [];
    const batch: Insert[] = [first];
    const seqs = new Set([first.seq]);
    for (let i = 1; i < queue.length && batch.length < MAX_BATCH; i++) {
      const write = queue[i]!;
      // One statement cannot upsert the same row twice; a repeated seq starts the next batch.
      if (write.kind !== 'insert' || seqs.has(write.seq)) break;
      batch.push(write);
      seqs.add(write.seq);
    }
    return batch;
  }

  async function write(batch: Write[]): Promise<void> {
    const first = batch[0]!;
    if (first.kind === 'update') {
      const updated = await db.$executeRaw`
        UPDATE transcript_turns SET text = ${first.text}, interrupted = ${first.interrupted}
        WHERE call_id = ${callId}::uuid AND seq = ${first.seq}`;
      if (updated === 0) log.warn({ callId, seq: first.seq }, 'transcript: no stored turn to update');
      return;
    }
    const rows = batch as Insert[];
    if (options.inserts) return options.inserts.insert(callId, rows);
    // An upsert, so a retry of a write that landed (its answer lost with the connection)
    // succeeds instead of failing on (call_id, seq) forever.
    await db.$executeRaw`
      INSERT INTO transcript_turns (id, call_id, seq, speaker, text, interrupted)
      SELECT gen_random_uuid(), ${callId}::uuid, t.seq, t.speaker, t.text, t.interrupted
      FROM unnest(
        ${rows.map((r) => r.seq)}::int[],
        ${rows.map((r) => r.speaker)}::text[],
        ${rows.map((r) => r.text)}::text[],
        ${rows.map((r) => r.interrupted)}::boolean[]
      ) AS t(seq, speaker, text, interrupted)
      ON CONFLICT (call_id, seq) DO UPDATE
      SET speaker = EXCLUDED.speaker, text = EXCLUDED.text, interrupted = EXCLUDED.interrupted`;
  }

  async function drain(): Promise<void> {
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      try {
        await write(batch);
        if (failures > 0) {
          log.info(
            {
              callId,
              failedAttempts: failures,
              outageMs: Date.now() - outageStartedAt,
              pending: queue.length,
            },
            'transcript: writes resumed',
          );
          failures = 0;
        }
        if (singly > 0) singly -= 1;
        settle(batch.length);
      } catch (error) {
        if (refusedForGood(error)) {
          if (batch.length > 1) {
            singly = batch.length;
            continue;
          }
          if (singly > 0) singly -= 1;
          log.error({ err: error, callId, seq: batch[0]!.seq }, 'transcript: the database refused a turn');
          settle(1);
          continue;
        }
        if (failures === 0) {
          outageStartedAt = Date.now();
          log.warn(
            { err: error, callId, pending: queue.length },
            'transcript: write failed; keeping turns and retrying',
          );
        }
        failures += 1;
        await sleep(Math.min(firstDelay * 2 ** (failures - 1), maxDelay));
      }
    }
    draining = false;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakeRetry = null;
        resolve();
      };
      // A retry alone never keeps the process alive; a caller waiting in flush() does.
      const timer = setTimeout(wake, ms).unref();
      wakeRetry = wake;
    });
  }

  return {
    insert(turn) {
      enqueue({
        kind: 'insert',
        seq: turn.seq,
        speaker: turn.speaker,
        text: turn.text,
        interrupted: turn.interrupted ?? false,
      });
    },
    update(seq, patch) {
      enqueue({ kind: 'update', seq, text: patch.text, interrupted: patch.interrupted });
    },
    flush(timeoutMs = FLUSH_TIMEOUT_MS) {
      const target = queued;
      if (settled >= target) return Promise.resolve({ pending: queue.length });
      // The call is ending: try now rather than wait out the backoff.
      wakeRetry?.();
      return new Promise((resolve) => {
        const waiter = {
          target,
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve({ pending: queue.length });
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          log.warn({ callId, pending: queue.length }, 'transcript: flush timed out; still retrying');
          resolve({ pending: queue.length });
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    get pending() {
      return queue.length;
    },
  };
}

/**
 * The database answered, and will answer the same again: bad data (class 22, e.g. a NUL in
 * the text) or a broken constraint (class 23, e.g. the call was deleted). Anything else, a
 * lost connection above all, is worth another try.
 */
function refusedForGood(error: unknown): boolean {
  const code = field(field(field(field(error, 'meta'), 'driverAdapterError'), 'cause'), 'originalCode');
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
