import { z } from 'zod';
import { endUnansweredCalls } from '../src/server/calls/end-unanswered-calls.ts';
import { dispatchDue } from '../src/server/schedule/dispatch-due.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Every minute: plan the check-ins and reminder calls due in each loved one's zone; end calls nobody answered. */
export default defineJob({
  name: 'calls__dispatch_due',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const { checkins, reminders } = await dispatchDue({ deps });
    if (checkins || reminders)
      helpers.logger.info(`planned: ${checkins} check-in(s), ${reminders} reminder call(s)`);
    const ended = await endUnansweredCalls({ deps });
    if (ended) helpers.logger.info(`${ended} unanswered call(s) ended`);
  },
});
