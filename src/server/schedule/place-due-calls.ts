// The one path every scheduled call takes (check-ins, reminder calls, "call me later" and every
// retry): claim a batch of due rows with the checks made in SQL, dial it concurrently at the
// carrier's pace, and go again until nothing is due. Several placers (jobs, on any number of
// workers) run this at once; SKIP LOCKED splits the queue between them.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../worker/enqueue.ts';
import { slotGapMs } from './carrier-pacing.ts';
import { claimDueCalls } from './claim-due-calls.ts';
import { dialClaimed } from './dial-claimed.ts';

/** Rows per claim: larger batches cost fewer round trips; each is one short transaction. */
const BATCH_SIZE = 1000;
/**
 * A placer hands its worker slot back after this long (other jobs, a family's alert among them,
 * get their turn) and queues its successor when calls are still due: a long backlog at a low
 * carrier limit goes on without waiting for the next minute's tick.
 */
const BUDGET_MS = 50_000;

export async function placeDueCalls(options: {
  deps: AppDeps;
  /** A fixed schedule clock (tests); otherwise the time of each batch. */
  now?: Date;
  /** The worker is stopping: finish the batch in hand, claim no more. */
  signal?: AbortSignal;
  budgetMs?: number;
  batchSize?: number;
}): Promise<{ placed: number; failed: number; settled: number }> {
  const { deps, signal } = options;
  const started = performance.now();
  const budgetMs = options.budgetMs ?? BUDGET_MS;
  const totals = { placed: 0, failed: 0, settled: 0 };
  while (!signal?.aborted) {
    const left = budgetMs - (performance.now() - started);
    if (left <= 0) {
      await enqueueJob(deps.db, 'calls__place_due', {}, { maxAttempts: 5 });
      break;
    }
    const now = options.now ?? new Date();
    const batch = await claimDueCalls({ deps, now, limit: options.batchSize ?? BATCH_SIZE });
    totals.settled += batch.settled;
    if (batch.waitMs > 0) {
      // The carrier budget is booked ahead by other placers: wait for it to come closer.
      await sleep(Math.min(batch.waitMs, left), undefined, { signal }).catch(() => undefined);
      continue;
    }
    if (!batch.claimed.length) {
      if (batch.settled) continue;
      break;
    }
    const cps = deps.config.TWILIO_CPS;
    const dialed = await dialClaimed({ deps, calls: batch.claimed, gapMs: cps ? slotGapMs(cps) : 0, now });
    totals.placed += dialed.placed;
    totals.failed += dialed.failed;
  }
  return totals;
}
