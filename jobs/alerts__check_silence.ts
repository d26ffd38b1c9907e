import { z } from 'zod';
import { checkSilences } from '../src/server/alerts/unusual-activity.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** Hourly: 48 hours without a conversation from someone who talks daily. */
export default defineJob({
  name: 'alerts__check_silence',
  payload: z.object({}).loose(),
  async run({ deps, helpers }) {
    const alerted = await checkSilences({ deps });
    if (alerted) helpers.logger.info(`${alerted} silence alert(s)`);
  },
});
