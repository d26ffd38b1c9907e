import { z } from 'zod';
import { notifyPaymentFailed } from '../src/server/billing/notify-payment-failed.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** E-mails the family that a payment failed, with a link to the billing portal. */
export default defineJob({
  name: 'billing__notify_payment_failed',
  payload: z.object({ userId: z.uuid() }),
  async run({ deps, payload }) {
    await notifyPaymentFailed({ deps, userId: payload.userId });
  },
});
