import { z } from 'zod';
import { dispatchDigests } from '../src/server/alerts/digest.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Every minute: enqueue the daily digests due now in each loved one's zone. */
export default defineJob({
  name: 'alerts__dispatch_digests',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const enqueued = await dispatchDigests({ deps });
    if (enqueued) helpers.logger.info(`${enqueued} daily digest(s) due`);
  },
});
