import { z } from 'zod';
import { adoptLegacyJob } from '../src/server/schedule/adopt-legacy-job.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** A check-in (or retry) job queued before the batch placer: now a scheduled call like the rest. */
export default defineJob({
  name: 'calls__daily_checkin',
  payload: z.object({
    phoneNumberId: z.uuid(),
    localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    attempt: z.number().int().min(1).max(3),
  }),
  async run({ deps, payload }) {
    await adoptLegacyJob({ deps, job: { kind: 'checkin', ...payload } });
  },
});
