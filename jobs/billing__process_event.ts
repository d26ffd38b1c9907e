import { z } from 'zod';
import { processBillingEvent } from '../src/server/billing/process-billing-event.ts';
import { BILLING_EVENT_TYPES } from '../src/server/providers/payments/payments.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** A verified Stripe webhook event, applied once (re-reading the subscription from Stripe). */
export default defineJob({
  name: 'billing__process_event',
  payload: z.object({
    id: z.string().min(1),
    type: z.enum(BILLING_EVENT_TYPES),
    subscriptionId: z.string().nullable(),
    customerId: z.string().nullable(),
    userId: z.string().nullable(),
  }),
  async run({ deps, payload, helpers }) {
    const result = await processBillingEvent({ deps, event: payload });
    helpers.logger.info(`${payload.type} ${payload.id}: ${result}`);
  },
});
