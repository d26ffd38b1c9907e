import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { WorkerHandle } from '../worker/start-worker.ts';

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

/** /healthz: 200 when the database answers and jobs are being picked up, else 503. */
export function registerHealth(app: FastifyInstance, options: { db: Db; worker: WorkerHandle | null }) {
  app.get('/healthz', async (_request, reply) => {
    let database: 'ok' | 'error' = 'ok';
    let queue: QueueStats | null = null;
    try {
      await options.db.$queryRaw`SELECT 1`;
      queue = await queueStats(options.db);
    } catch {
      database = 'error';
    }
    const inProcess = options.worker !== null;
    // A worker that runs but leaves due jobs waiting is as bad as one that has stopped.
    const stopped = inProcess && options.worker?.running !== true;
    const lagging = (queue?.lagSeconds ?? 0) >= 120;
    const workerOk = !stopped && !lagging;
    const ok = database === 'ok' && workerOk;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      database,
      worker: {
        mode: inProcess ? 'in-process' : 'separate',
        status: stopped ? 'stopped' : lagging ? 'lagging' : 'ok',
        queueLagSeconds: queue?.lagSeconds ?? null,
        dueJobs: queue?.due ?? null,
        failedJobs: queue?.failed ?? null,
      },
    });
  });
}
