import { z } from 'zod';
import { notifySupport } from '../src/server/contact/notify-support.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** E-mails a stored contact-form message to SUPPORT_EMAIL; retried until it goes through. */
export default defineJob({
  name: 'contact__notify_support',
  payload: z.object({ messageId: z.uuid() }),
  async run({ deps, payload }) {
    await notifySupport({ deps, messageId: payload.messageId });
  },
});
