// Real graphile workers, several at once, whose batch placer runs at the test's clock: the
// exactly-once tests run the fan-out against them and wait for the calls to be placed.
import { z } from 'zod';
import { placeDueCalls } from '../../src/server/schedule/place-due-calls.ts';
import { defineJob } from '../../src/server/worker/define-job.ts';
import { startWorker } from '../../src/server/worker/start-worker.ts';
import type { TestApp } from './test-app.ts';

/** Starts `count` workers, runs `body` while they work, and stops them whatever happens. */
export async function withPlacingWorkers<T>(
  app: TestApp,
  options: { count: number; now: Date; batchSize?: number },
  body: () => Promise<T>,
): Promise<T> {
  const placer = defineJob({
    name: 'calls__place_due',
    payload: z.object({}).loose(),
    run: async ({ deps, helpers }) => {
      await placeDueCalls({
        deps,
        now: options.now,
        signal: helpers.abortSignal,
        batchSize: options.batchSize,
      });
    },
  });
  const workers = await Promise.all(
    Array.from({ length: options.count }, () =>
      startWorker({
        deps: app.deps,
        databaseUrl: app.databaseUrl,
        crontab: false,
        concurrency: 3,
        pollInterval: 100,
        jobOverrides: [placer],
      }),
    ),
  );
  try {
    return await body();
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}
