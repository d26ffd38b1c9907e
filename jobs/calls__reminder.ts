import { z } from 'zod';
import { runReminderCall } from '../src/server/schedule/run-scheduled-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** One reminder call (or its retry), placed at most once per reminder, date and attempt. */
export default defineJob({
  name: 'calls__reminder',
  payload: z.object({
    reminderId: z.uuid(),
    localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    attempt: z.number().int().min(1).max(3),
  }),
  async run({ deps, payload, helpers }) {
    const result = await runReminderCall({ deps, ...payload });
    helpers.logger.info(
      result.placed ? `reminder call placed: ${result.callId}` : `reminder call not placed: ${result.reason}`,
    );
  },
});
