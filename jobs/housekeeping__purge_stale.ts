import { z } from 'zod';
import { purgeStale } from '../src/server/housekeeping/purge-stale.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Daily: jobs failed for good a month ago, unpaid local checkouts, old dev outbox mail, old scheduled calls. */
export default defineJob({
  name: 'housekeeping__purge_stale',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    helpers.logger.info(`purged ${JSON.stringify(await purgeStale({ db: deps.db }))}`);
  },
});
