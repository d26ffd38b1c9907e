import { z } from 'zod';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Stripe retries an event for 3 days; its id is kept 90 days to refuse replays, then dropped. */
export default defineJob({
  name: 'billing__purge_events',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const { count } = await deps.db.processedBillingEvent.deleteMany({
      where: { processedAt: { lt: new Date(Date.now() - 90 * 86_400_000) } },
    });
    helpers.logger.info(`purged ${count} processed billing event id(s)`);
  },
});
