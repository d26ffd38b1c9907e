import { z } from 'zod';
import { adoptLegacyJob } from '../src/server/schedule/adopt-legacy-job.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** A "call me later" job queued before the batch placer: now a scheduled call like the rest. */
export default defineJob({
  name: 'calls__place',
  payload: z.object({ phoneNumberId: z.uuid(), type: z.enum(['outbound', 'appointment']) }),
  async run({ deps, payload }) {
    await adoptLegacyJob({ deps, job: { kind: 'later', phoneNumberId: payload.phoneNumberId } });
  },
});
