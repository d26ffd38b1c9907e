import { z } from 'zod';
import { placeCall } from '../src/server/calls/place-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Places one outbound call (a rescheduled check-in, a reminder call); placeCall checks the rest. */
export default defineJob({
  name: 'calls__place',
  payload: z.object({ phoneNumberId: z.uuid(), type: z.enum(['outbound', 'appointment']) }),
  async run({ deps, payload, helpers }) {
    const result = await placeCall({ deps, phoneNumberId: payload.phoneNumberId, type: payload.type });
    helpers.logger.info(result.placed ? `placed call ${result.callId}` : `not placed: ${result.reason}`);
  },
});
