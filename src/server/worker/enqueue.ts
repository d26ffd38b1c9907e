// Enqueues a graphile-worker job with plain SQL, so it can run inside the same Prisma
// transaction as the write it follows: either both happen or neither does.
import type { Db } from '../db/client.ts';

type Tx = Pick<Db, '$executeRaw'>;

export async function enqueueJob(
  tx: Tx,
  task: string,
  payload: Record<string, unknown>,
  options: { jobKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? 25}::int,
    job_key => ${options.jobKey ?? null}::text
  )`;
}
