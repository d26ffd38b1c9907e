import { z } from 'zod';
import { purgeRecordings } from '../src/server/calls/purge-recordings.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Hourly: call audio older than 24 hours is deleted at the provider; transcripts stay. */
export default defineJob({
  name: 'calls__purge_recordings',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const deleted = await purgeRecordings({ deps });
    if (deleted) helpers.logger.info(`deleted ${deleted} recording(s)`);
  },
});
