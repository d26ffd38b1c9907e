import { z } from 'zod';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Cancels a deleted account's subscription at the payment provider; retried until it is. */
export default defineJob({
  name: 'billing__cancel_subscription',
  payload: z.object({ subscriptionId: z.string().min(1) }),
  async run({ deps, payload, helpers }) {
    await deps.payments.cancelSubscription(payload.subscriptionId);
    helpers.logger.info(`cancelled subscription ${payload.subscriptionId}`);
  },
});
