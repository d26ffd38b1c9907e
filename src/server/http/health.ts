import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { queueStats, type QueueStats } from '../worker/queue-stats.ts';
import type { WorkerHandle } from '../worker/start-worker.ts';

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
