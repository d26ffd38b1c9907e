// Dials a claimed batch: each call at its carrier slot, several at once (the provider's API
// answers in a few hundred milliseconds, which one at a time would turn into the limit), and
// what the provider said is written in small batches a few milliseconds later, so a status
// callback soon finds its call by the provider's id without one write per call.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { dialRequest, recordDialed, type Dialed } from '../calls/dial.ts';
import { finishCall } from '../calls/finish-call.ts';
import type { AppDeps } from '../deps.ts';
import type { ClaimedCall } from './claim-due-calls.ts';

/** Provider requests in flight at once, per batch. */
const DIAL_CONCURRENCY = 32;
const FLUSH_ROWS = 250;
const FLUSH_AFTER_MS = 25;

function createDialWriter(deps: AppDeps) {
  let pending: Dialed[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let failure: Error | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = pending;
    pending = [];
    if (!rows.length) return;
    chain = chain.then(() =>
      recordDialed(deps.db, rows).catch((error: unknown) => {
        // The calls rang; a lost write leaves them queued, and the minute sweep ends them as
        // failed attempts (retried) rather than leaving them open forever.
        deps.log.error({ err: error, calls: rows.length }, 'recording dialed calls failed');
        failure ??= error instanceof Error ? error : new Error(String(error));
      }),
    );
  };
  return {
    add(dialed: Dialed) {
      pending.push(dialed);
      if (pending.length >= FLUSH_ROWS) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    async close() {
      flush();
      await chain;
      if (failure) throw failure;
    },
  };
}

/**
 * This process's dials, one after another at least a slot apart. The database hands out slots
 * 1/cps apart, but a timer that fires late (a busy event loop) would bunch a dial up against
 * the next one on time; chaining them here keeps the spacing the carrier sees. The next slot is
 * measured from when the request has been handed over, not from when handing it over began: a
 * pause in between (a collection, the process losing its core for a few milliseconds) would
 * otherwise narrow the gap the provider sees by as much.
 */
let turns: Promise<void> = Promise.resolve();
let lastDial = -Infinity;

function dialInTurn<T>(dialAt: number, gapMs: number, dial: () => Promise<T>): Promise<T> {
  const turn = turns.then(async () => {
    let wait: number;
    while ((wait = Math.max(dialAt, lastDial + gapMs) - performance.now()) > 0) await sleep(wait);
    // Started here, not awaited: the next turn waits for the slot, not for the provider's answer.
    const placed = dial();
    lastDial = performance.now();
    return { placed };
  });
  turns = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn.then(({ placed }) => placed);
}

export async function dialClaimed(options: {
  deps: AppDeps;
  calls: ClaimedCall[];
  /** 1/cps in milliseconds; 0 without a carrier limit. */
  gapMs: number;
  /** The schedule's clock: a refused call ends (a missed attempt, retried) at this time. */
  now: Date;
}): Promise<{ placed: number; failed: number }> {
  const { deps, calls } = options;
  const writer = createDialWriter(deps);
  const refused: ClaimedCall[] = [];
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const call = calls[next++]!;
      const request = dialRequest(deps, call);
      // Placed when handed to the provider: lateness counts to here, not the API's answer. The
      // request starts before the first await, so in the same tick as its turn.
      const place = async () => {
        const at = new Date();
        const { sid } = await deps.telephony.placeCall(request);
        return { sid, at };
      };
      try {
        const { sid, at } = await (options.gapMs > 0
          ? dialInTurn(call.dialAt, options.gapMs, place)
          : place());
        writer.add({ callId: call.callId, sid, at });
      } catch (error) {
        deps.log.error({ err: error, callId: call.callId }, 'placing a call failed');
        refused.push(call);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DIAL_CONCURRENCY, calls.length) }, lane));
  await writer.close();
  // A refused call is a missed attempt like any other (retried, counted).
  for (const call of refused) {
    await finishCall({ deps, callId: call.callId, status: 'failed', endedAt: options.now });
  }
  return { placed: calls.length - refused.length, failed: refused.length };
}
