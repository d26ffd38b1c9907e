// How the job queue is doing, read from graphile-worker's tables: /healthz and the admin
// panel's system health both judge the worker by it.
import type { Db } from '../db/client.ts';

export interface QueueStats {
  /** Seconds the oldest due, unlocked job has waited. */
  lagSeconds: number;
  due: number;
  failed: number;
}

export async function queueStats(db: Db): Promise<QueueStats> {
  const rows = await db.$queryRaw<{ lag: number | null; due: bigint; failed: bigint }[]>`
    SELECT
      EXTRACT(EPOCH FROM now() - min(run_at) FILTER (WHERE locked_at IS NULL AND run_at <= now() AND attempts < max_attempts))::float8 AS lag,
      count(*) FILTER (WHERE locked_at IS NULL AND run_at <= now() AND attempts < max_attempts) AS due,
      count(*) FILTER (WHERE attempts >= max_attempts) AS failed
    FROM graphile_worker.jobs`;
  const row = rows[0];
  return {
    lagSeconds: Math.max(0, Math.round(row?.lag ?? 0)),
    due: Number(row?.due ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}
