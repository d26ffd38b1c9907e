import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { Logger, parseCrontab, run, type Runner, type TaskList } from 'graphile-worker';
import { jobs } from '../../../jobs/index.ts';
import type { Job } from './define-job.ts';
import type { AppDeps } from '../deps.ts';
import { projectRoot } from '../db/schema-engine.ts';
import { reportError } from '../error-reporting.ts';

export interface WorkerHandle {
  readonly running: boolean;
  stop: () => Promise<void>;
}

/** PostgreSQL's "terminating connection due to administrator command": expected while stopping. */
export function isServerShutdown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57P01';
}

export function buildTaskList(deps: AppDeps, overrides: Job[] = []): TaskList {
  const list: TaskList = {};
  for (const job of [...jobs, ...overrides]) {
    list[job.name] = (raw, helpers) => job.execute(raw, { deps, helpers });
  }
  return list;
}

export function readCrontab(): string {
  return readFileSync(join(projectRoot, 'jobs', 'crontab'), 'utf8');
}

export async function startWorker(options: {
  deps: AppDeps;
  databaseUrl: string;
  concurrency?: number;
  /** Tests turn the crontab off to run only what they enqueue. */
  crontab?: boolean;
  pollInterval?: number;
  /** Jobs replacing those of the same name (the scheduling benchmark's clock-free check-in). */
  jobOverrides?: Job[];
}): Promise<WorkerHandle> {
  const { deps } = options;
  const logger = new Logger((scope) => (level, message, meta) => {
    const log = deps.log.child({
      worker: scope.label ?? 'worker',
      task: scope.taskIdentifier,
      jobId: scope.jobId,
    });
    const method = isServerShutdown(meta?.error)
      ? 'debug'
      : (({ error: 'error', warning: 'warn', debug: 'debug' } as const)[String(level)] ?? 'info');
    log[method](meta ?? {}, message);
  });
  // Our own pool, so a connection the server drops (restart, shutdown) is logged, not fatal.
  const pgPool = new pg.Pool({ connectionString: options.databaseUrl, max: (options.concurrency ?? 4) + 2 });
  const onPgError = (error: Error) => {
    if (isServerShutdown(error)) deps.log.debug({ err: error }, 'database shut down');
    else deps.log.warn({ err: error }, 'worker database connection error');
  };
  pgPool.on('error', onPgError);
  pgPool.on('connect', (client) => client.on('error', onPgError));
  const runner: Runner = await run({
    pgPool,
    concurrency: options.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: options.pollInterval ?? 1000,
    taskList: buildTaskList(deps, options.jobOverrides),
    parsedCronItems: options.crontab === false ? [] : parseCrontab(readCrontab()),
    logger,
    // Unbatched, a job's completion is written without being awaited, so a job that finishes
    // during a shutdown would stay locked once the pool closes; batched (with no delay), the
    // runner writes every pending completion before it stops.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  });
  // A job that has used its last attempt will not run again by itself: a person must look.
  runner.events.on('job:failed', ({ job, error }) => {
    reportError(error, {
      source: 'job',
      tags: { task: job.task_identifier },
      details: { jobId: job.id, attempts: job.attempts, maxAttempts: job.max_attempts },
    });
  });
  let running = true;
  let stopping: Promise<void> | null = null;
  runner.promise.then(
    () => {
      running = false;
    },
    (error: unknown) => {
      running = false;
      deps.log.error({ err: error }, 'worker stopped with an error');
    },
  );
  return {
    get running() {
      return running && !stopping;
    },
    // Takes no new job and waits for the running ones to finish (graphile-worker's graceful
    // shutdown); their abort signal fires after 5 s for a job that can stop early.
    stop: () => {
      if (!running) return Promise.resolve();
      stopping ??= (async () => {
        await runner.stop();
        await pgPool.end();
        running = false;
      })();
      return stopping;
    },
  };
}
