import { z } from 'zod';
import { placeDueCalls } from '../src/server/schedule/place-due-calls.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Places due scheduled calls in batches (check-ins, reminders, "call me later", retries). */
export default defineJob({
  name: 'calls__place_due',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const { placed, failed, settled } = await placeDueCalls({ deps, signal: helpers.abortSignal });
    if (placed || failed || settled)
      helpers.logger.info(
        `placed ${placed} call(s), ${failed} refused, ${settled} not placed after the checks`,
      );
  },
});
