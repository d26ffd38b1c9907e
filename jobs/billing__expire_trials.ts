import { z } from 'zod';
import { expireTrials } from '../src/server/billing/expire-trials.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Hourly: Starter trials past their 14 days become status none. */
export default defineJob({
  name: 'billing__expire_trials',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const expired = await expireTrials({ db: deps.db });
    helpers.logger.info(`expired ${expired} trial(s)`);
  },
});
