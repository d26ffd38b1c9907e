import { z } from 'zod';
import { summarizeCall } from '../src/server/companion/summarize-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/** After a conversation: summary, mood, topics and new memories; the family's general update. */
export default defineJob({
  name: 'calls__summarize',
  payload: z.object({ callId: z.uuid() }),
  async run({ deps, payload }) {
    await summarizeCall({ deps, callId: payload.callId });
  },
});
