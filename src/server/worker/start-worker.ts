import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, parseCrontab, run, type Runner, type TaskList } from 'graphile-worker';
import { jobs } from '../../../jobs/index.ts';
import type { AppDeps } from '../deps.ts';
import { projectRoot } from '../db/schema-engine.ts';

export interface WorkerHandle {
  readonly running: boolean;
  stop: () => Promise<void>;
}

export function buildTaskList(deps: AppDeps): TaskList {
  const list: TaskList = {};
  for (const job of jobs) {
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
}): Promise<WorkerHandle> {
  const { deps } = options;
  const logger = new Logger((scope) => (level, message, meta) => {
    const log = deps.log.child({
      worker: scope.label ?? 'worker',
      task: scope.taskIdentifier,
      jobId: scope.jobId,
    });
    const method = ({ error: 'error', warning: 'warn', debug: 'debug' } as const)[String(level)] ?? 'info';
    log[method](meta ?? {}, message);
  });
  const runner: Runner = await run({
    connectionString: options.databaseUrl,
    concurrency: options.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: options.pollInterval ?? 1000,
    taskList: buildTaskList(deps),
    parsedCronItems: options.crontab === false ? [] : parseCrontab(readCrontab()),
    logger,
  });
  let running = true;
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
      return running;
    },
    stop: async () => {
      if (!running) return;
      await runner.stop();
      running = false;
    },
  };
}
