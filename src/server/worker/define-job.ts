import type { JobHelpers } from 'graphile-worker';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';

export interface Job {
  /** `<domain>__<action>`, the task identifier in graphile-worker and the crontab. */
  name: string;
  execute: (raw: unknown, context: { deps: AppDeps; helpers: JobHelpers }) => Promise<void>;
}

/** A typed job: its payload is parsed from `unknown` with zod before `run` sees it. */
export function defineJob<S extends z.ZodType>(job: {
  name: string;
  payload: S;
  run: (options: { deps: AppDeps; payload: z.output<S>; helpers: JobHelpers }) => Promise<void>;
}): Job {
  return {
    name: job.name,
    execute: (raw, { deps, helpers }) => job.run({ deps, payload: job.payload.parse(raw), helpers }),
  };
}
