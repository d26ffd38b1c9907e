// Health endpoints.
// - /livez: the process is alive and its event loop answers (restart it when this fails).
// - /readyz: this process can do its job now (send it traffic only while this is 200): a web
//   process when the database answers and it is not draining for a shutdown, a worker when its
//   job runner is running. A web process does not judge a separate worker: queue lag is shown in
//   the admin panel's System Health instead.
// - /healthz: the whole service at a glance, as before: database, and jobs being picked up.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Log } from '../log.ts';
import { queueStats, type QueueStats } from '../worker/queue-stats.ts';
import type { WorkerHandle } from '../worker/start-worker.ts';
import type { Lifecycle } from './lifecycle.ts';

function registerLivez(app: FastifyInstance) {
  app.get('/livez', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
}

export function registerHealth(
  app: FastifyInstance,
  options: { db: Db; worker: WorkerHandle | null; lifecycle: Lifecycle },
) {
  registerLivez(app);

  app.get('/readyz', async (_request, reply) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await options.db.$queryRaw`SELECT 1`;
    } catch {
      database = 'error';
    }
    const draining = options.lifecycle.draining;
    const worker = options.worker ? (options.worker.running ? 'running' : 'stopped') : undefined;
    const ready = database === 'ok' && !draining && worker !== 'stopped';
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: ready ? 'ready' : 'unready',
        role: options.worker ? 'web+worker' : 'web',
        database,
        draining,
        ...(worker ? { worker } : {}),
      });
  });

  /** 200 when the database answers and jobs are being picked up, else 503. */
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

/**
 * The probes of a worker-only process (WORKER_HEALTH_PORT): /livez, and /readyz while the job
 * runner runs (it turns 503 as soon as a shutdown begins).
 */
export async function startWorkerHealthServer(options: {
  worker: WorkerHandle;
  port: number;
  host: string;
  log: Log;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  // Probes every few seconds: only problems are worth a log line.
  const level = options.log.levelVal > options.log.levels.values.warn! ? options.log.level : 'warn';
  const logger: FastifyBaseLogger = options.log.child({ server: 'worker-health' }, { level });
  const app = Fastify({ loggerInstance: logger });
  registerLivez(app);
  app.get('/readyz', async (_request, reply) => {
    const running = options.worker.running;
    return reply
      .code(running ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: running ? 'ready' : 'unready',
        role: 'worker',
        worker: running ? 'running' : 'stopped',
      });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, error: 'Not found' }));
  const url = await app.listen({ port: options.port, host: options.host });
  return { url, stop: () => app.close() };
}
