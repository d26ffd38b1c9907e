// How late scheduled calls are running, for the admin's system health: the lateness of the call
// placed last (due → handed to the provider, its Call's started_at), or of the oldest call still waiting, whichever is
// worse; and whether the carrier budget (TWILIO_CPS) is what holds them back. A call put off
// while the loved one talks with us is not late.
import type { AppDeps } from '../deps.ts';
import { pacingBookedAheadMs } from './carrier-pacing.ts';

/** Calls placed longer ago than this no longer describe how the schedule is running now. */
const RECENT = '2 minutes';

export interface CallLateness {
  lateSeconds: number;
  /** The carrier budget is booked ahead: calls are waiting their turn under TWILIO_CPS. */
  carrierLimited: boolean;
}

export async function callLateness(options: { deps: AppDeps }): Promise<CallLateness> {
  const { db, config } = options.deps;
  const [row] = await db.$queryRaw<{ placed_late: number | null; waiting_late: number | null }[]>`
    SELECT
      (SELECT EXTRACT(EPOCH FROM (c.started_at AT TIME ZONE 'UTC') - s.due_at)::float8
         FROM calls c JOIN scheduled_calls s ON s.id = c.scheduled_call_id
        WHERE c.started_at > (now() - ${RECENT}::interval) AT TIME ZONE 'UTC' AND c.provider_call_sid IS NOT NULL
        ORDER BY c.started_at DESC LIMIT 1) AS placed_late,
      (SELECT EXTRACT(EPOCH FROM now() - min(due_at))::float8 FROM scheduled_calls
        WHERE state = 'due' AND due_at <= now() AND (not_before IS NULL OR not_before <= now())) AS waiting_late`;
  const lateSeconds = Math.max(0, row?.placed_late ?? 0, row?.waiting_late ?? 0);
  const carrierLimited = config.TWILIO_CPS !== null && (await pacingBookedAheadMs(db)) > 0;
  return { lateSeconds, carrierLimited };
}
