import { z } from 'zod';
import { deliverAlert } from '../src/server/alerts/deliver-alert.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/**
 * Sends one alert (SMS or e-mail) to the family; retried while the channel fails, and tried on
 * the family's other channel after the last attempt.
 */
export default defineJob({
  name: 'alerts__deliver',
  payload: z.object({ alertId: z.uuid() }),
  async run({ deps, payload, helpers }) {
    const result = await deliverAlert({
      deps,
      alertId: payload.alertId,
      // graphile-worker counts this attempt before running it.
      finalAttempt: helpers.job.attempts >= helpers.job.max_attempts,
    });
    helpers.logger.info(`alert ${payload.alertId}: ${result}`);
  },
});
