import { z } from 'zod';
import { sendDigest } from '../src/server/alerts/digest.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** One loved one's daily digest for one local date; sent at most once (alert event key). */
export default defineJob({
  name: 'alerts__send_digest',
  payload: z.object({ phoneNumberId: z.uuid(), localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  async run({ deps, payload, helpers }) {
    const result = await sendDigest({ deps, ...payload });
    helpers.logger.info(`digest ${payload.phoneNumberId} ${payload.localDate}: ${result}`);
  },
});
