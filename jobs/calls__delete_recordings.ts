import { z } from 'zod';
import { deleteRecordings } from '../src/server/calls/delete-recordings.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Deletes a deleted account's call audio at the provider; retried until it is gone. */
export default defineJob({
  name: 'calls__delete_recordings',
  payload: z.object({ recordingSids: z.array(z.string().min(1)).min(1) }),
  async run({ deps, payload, helpers }) {
    await deleteRecordings({ deps, recordingSids: payload.recordingSids });
    helpers.logger.info(`deleted ${payload.recordingSids.length} recording(s)`);
  },
});
