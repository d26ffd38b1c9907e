import { z } from 'zod';
import { runDailyCheckin } from '../src/server/schedule/run-scheduled-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** One daily check-in call (or its retry), placed at most once per number, date and attempt. */
export default defineJob({
  name: 'calls__daily_checkin',
  payload: z.object({
    phoneNumberId: z.uuid(),
    localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    attempt: z.number().int().min(1).max(3),
  }),
  async run({ deps, payload, helpers }) {
    const result = await runDailyCheckin({ deps, ...payload });
    helpers.logger.info(
      result.placed ? `check-in placed: ${result.callId}` : `check-in not placed: ${result.reason}`,
    );
  },
});
