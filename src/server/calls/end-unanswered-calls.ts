// Calls nobody answered still end (companion.md: no answer is a missed attempt, retried): swept
// every minute, in one query, rather than one timer job per call, which at a hundred thousand
// check-ins a minute would queue as many jobs behind the family's alerts.
// - ringing two minutes with no answer and no final callback: no-answer;
// - written but never handed to the provider (the worker died before dialing, or before saving
//   the provider's id): failed. Either way a missed attempt, retried like any other.
import type { AppDeps } from '../deps.ts';
import { finishCall } from './finish-call.ts';

export const RING_TIMEOUT_MS = 120_000;
const PER_SWEEP = 1_000;

export async function endUnansweredCalls(options: { deps: AppDeps; now?: Date }): Promise<number> {
  const { deps } = options;
  const now = options.now ?? new Date();
  const stale = await deps.db.$queryRaw<{ id: string; dialed: boolean }[]>`
    SELECT id, provider_call_sid IS NOT NULL AS dialed FROM calls
     WHERE status IN ('queued', 'initiated', 'ringing') AND ended_at IS NULL AND answered_at IS NULL
       AND direction = 'outbound'
       AND started_at < (${now}::timestamptz - ${RING_TIMEOUT_MS}::float8 * interval '1 millisecond') AT TIME ZONE 'UTC'
     ORDER BY started_at
     LIMIT ${PER_SWEEP}::int`;
  for (const call of stale) {
    await finishCall(
      call.dialed
        ? { deps, callId: call.id, status: 'no-answer', reason: 'no_answer', endedAt: now }
        : { deps, callId: call.id, status: 'failed', endedAt: now },
    );
  }
  return stale.length;
}
