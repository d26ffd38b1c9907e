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

export interface JobSpec {
  task: string;
  payload: Record<string, unknown>;
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Many jobs in one statement (graphile_worker.add_jobs). A job key already queued keeps its run
 * time, so a fan-out that runs twice enqueues nothing new.
 */
export async function enqueueJobs(tx: Tx, jobs: JobSpec[]): Promise<void> {
  if (!jobs.length) return;
  const specs = JSON.stringify(
    jobs.map((j) => ({
      identifier: j.task,
      payload: j.payload,
      run_at: j.runAt?.toISOString() ?? null,
      max_attempts: j.maxAttempts ?? 25,
      job_key: j.jobKey ?? null,
    })),
  );
  await tx.$executeRaw`SELECT count(*) FROM graphile_worker.add_jobs(
    ARRAY(SELECT json_populate_record(null::graphile_worker.job_spec, x) FROM json_array_elements(${specs}::json) x),
    true
  )`;
}
