import { z } from 'zod';
import { purgeExpiredAuth } from '../src/server/auth/purge-expired.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Hourly: deletes expired sessions, login codes and rate-limit windows. */
export default defineJob({
  name: 'auth__purge_expired',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const removed = await purgeExpiredAuth({ db: deps.db });
    helpers.logger.info(`purged ${JSON.stringify(removed)}`);
  },
});
