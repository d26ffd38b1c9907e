import { z } from 'zod';
import { dispatchDue } from '../src/server/schedule/dispatch-due.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Every minute: enqueue the check-ins and reminder calls due now in each loved one's zone. */
export default defineJob({
  name: 'calls__dispatch_due',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const { checkins, reminders } = await dispatchDue({ deps });
    if (checkins || reminders)
      helpers.logger.info(`due: ${checkins} check-in(s), ${reminders} reminder call(s)`);
  },
});
