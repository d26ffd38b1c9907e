// The carrier's calls-per-second limit (TWILIO_CPS) as one budget for every worker: a single
// carrier_pacing row holds the next free slot, and each placement reserves the next one,
// greatest(now, next slot), in one atomic UPDATE. Slots are handed back as delays measured by the
// database's clock, so workers whose clocks disagree still keep the spacing.
import type { Db } from '../db/client.ts';

type Tx = Pick<Db, '$queryRaw'>;

/** The one budget row. */
export const PACING_ROW = 'calls';

/**
 * How far ahead a placer books slots. Claiming only this much work at a time keeps the queue in
 * the database, where calls that become due meanwhile (earlier, or first attempts ahead of
 * retries) can still take their turn.
 */
export const PACING_HORIZON_MS = 2_000;

export function slotGapMs(cps: number): number {
  return 1000 / cps;
}

/**
 * Locks the budget for the rest of the transaction (so placers book slots in the order they
 * claim calls) and says how many milliseconds ahead of now it is already booked.
 */
export async function lockPacing(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRaw<{ ahead_ms: number }[]>`
    INSERT INTO carrier_pacing (id, next_slot_at) VALUES (${PACING_ROW}, statement_timestamp())
    ON CONFLICT (id) DO UPDATE SET next_slot_at = carrier_pacing.next_slot_at
    RETURNING (EXTRACT(EPOCH FROM next_slot_at - statement_timestamp()) * 1000)::float8 AS ahead_ms`;
  return Math.max(0, row?.ahead_ms ?? 0);
}

/**
 * Reserves `count` consecutive slots; the first is `firstDelayMs` from now, the others follow
 * every 1/cps seconds.
 */
export async function reserveSlots(
  tx: Tx,
  options: { count: number; cps: number },
): Promise<{ firstSlot: Date; firstDelayMs: number; gapMs: number }> {
  const gapMs = slotGapMs(options.cps);
  const spanMs = options.count * gapMs;
  const [row] = await tx.$queryRaw<{ first_slot: Date; first_delay_ms: number }[]>`
    INSERT INTO carrier_pacing (id, next_slot_at)
    VALUES (${PACING_ROW}, statement_timestamp() + ${spanMs}::float8 * interval '1 millisecond')
    ON CONFLICT (id) DO UPDATE
      SET next_slot_at = greatest(statement_timestamp(), carrier_pacing.next_slot_at)
                         + ${spanMs}::float8 * interval '1 millisecond'
    RETURNING next_slot_at - ${spanMs}::float8 * interval '1 millisecond' AS first_slot,
              (EXTRACT(EPOCH FROM next_slot_at - statement_timestamp()) * 1000 - ${spanMs}::float8)::float8
              AS first_delay_ms`;
  return {
    firstSlot: row?.first_slot ?? new Date(),
    firstDelayMs: Math.max(0, row?.first_delay_ms ?? 0),
    gapMs,
  };
}

/** Whether the budget is booked past now: calls are waiting on the carrier limit. */
export async function pacingBookedAheadMs(db: Tx): Promise<number> {
  const [row] = await db.$queryRaw<{ ahead_ms: number | null }[]>`
    SELECT (EXTRACT(EPOCH FROM next_slot_at - statement_timestamp()) * 1000)::float8 AS ahead_ms
      FROM carrier_pacing WHERE id = ${PACING_ROW}`;
  return Math.max(0, row?.ahead_ms ?? 0);
}
