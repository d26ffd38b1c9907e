// The calls the schedule owes live in scheduled_calls, one row per (number, kind, subject, local
// date, attempt): the unique key is what makes each exist once however often, and on however many
// workers, something asks for it. Check-ins and reminders are planned by the minute fan-out
// (dispatch-due.ts); retries and "call me later" are written here, in the transaction of the
// write they follow. Every row is placed by the same batch placer (place-due-calls.ts).
import { Prisma, type Db } from '../db/client.ts';
import { enqueueJobs } from '../worker/enqueue.ts';

export type ScheduledKind = 'checkin' | 'reminder' | 'later';

type Tx = Pick<Db, '$executeRaw' | '$queryRaw'>;

/** Rows one placer job is expected to get through quickly; more due at once start more placers. */
const ROWS_PER_PLACER = 2_000;
/**
 * At most this many placers per due second: each holds a worker slot while it runs, and the
 * worker's other jobs (a family's emergency alert) must still find one free.
 */
export const MAX_PLACERS = 2;

/**
 * Starts batch placers at `at` (at once when it has passed). Keyed by the second, so rows due
 * together share their placers however many times this is asked.
 */
export async function enqueuePlacers(tx: Tx, options: { at: Date; rows?: number }): Promise<void> {
  const count = Math.min(MAX_PLACERS, Math.max(1, Math.ceil((options.rows ?? 1) / ROWS_PER_PLACER)));
  const second = new Date(Math.floor(options.at.getTime() / 1000) * 1000);
  await enqueueJobs(
    tx,
    Array.from({ length: count }, (_, k) => ({
      task: 'calls__place_due',
      payload: {},
      runAt: second,
      jobKey: `place-due:${second.toISOString()}:${k}`,
      maxAttempts: 5,
    })),
  );
}

/**
 * Placers for calls already due (a backlog, a worker that was down): as many as the rows call
 * for, less those running or about to. A placer locked for longer than it may run belongs to
 * a worker that died, and does not count.
 */
export async function wakePlacers(tx: Tx, options: { dueRows: number }): Promise<void> {
  if (options.dueRows <= 0) return;
  const [row] = await tx.$queryRaw<{ active: bigint }[]>`
    SELECT count(*) AS active FROM graphile_worker.jobs
     WHERE task_identifier = 'calls__place_due' AND attempts < max_attempts
       AND (locked_at > now() - interval '2 minutes' OR (locked_at IS NULL AND run_at <= now()))`;
  const wanted = Math.min(MAX_PLACERS, Math.ceil(options.dueRows / ROWS_PER_PLACER));
  const missing = wanted - Number(row?.active ?? 0);
  if (missing <= 0) return;
  await enqueueJobs(
    tx,
    Array.from({ length: missing }, (_, k) => ({
      task: 'calls__place_due',
      payload: {},
      jobKey: `place-due:now:${k}`,
      maxAttempts: 5,
    })),
  );
}

/**
 * One call owed (a retry, a "call me later"). False when it exists already: a retry asked for
 * twice, or a second "call me later" once the first has rung. `move` lets a "call me later" not
 * yet placed take the new time instead.
 */
export async function scheduleCall(options: {
  tx: Tx;
  kind: ScheduledKind;
  phoneNumberId: string;
  /** The reminder of a reminder call; the loved one's number otherwise. */
  subjectId: string;
  localDate: string;
  attempt: number;
  dueAt: Date;
  move?: boolean;
}): Promise<boolean> {
  const { tx } = options;
  const onConflict = options.move
    ? Prisma.sql`DO UPDATE SET due_at = EXCLUDED.due_at, not_before = NULL WHERE scheduled_calls.state = 'due'`
    : Prisma.sql`DO NOTHING`;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO scheduled_calls (id, phone_number_id, kind, subject_id, local_date, attempt, due_at)
    VALUES (gen_random_uuid(), ${options.phoneNumberId}::uuid, ${options.kind}, ${options.subjectId}::uuid,
            ${options.localDate}, ${options.attempt}::int, ${options.dueAt}::timestamptz)
    ON CONFLICT (phone_number_id, kind, subject_id, local_date, attempt) ${onConflict}
    RETURNING id`;
  if (!rows.length) return false;
  await enqueuePlacers(tx, { at: options.dueAt });
  return true;
}
