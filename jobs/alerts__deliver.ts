import { z } from 'zod';
import { deliverAlert } from '../src/server/alerts/deliver-alert.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Sends one alert (SMS or e-mail) to the family; retried while the channel fails. */
export default defineJob({
  name: 'alerts__deliver',
  payload: z.object({ alertId: z.uuid() }),
  async run({ deps, payload, helpers }) {
    const result = await deliverAlert({ deps, alertId: payload.alertId });
    helpers.logger.info(`alert ${payload.alertId}: ${result}`);
  },
});
