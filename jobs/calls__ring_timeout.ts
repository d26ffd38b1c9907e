import { z } from 'zod';
import { finishCall } from '../src/server/calls/finish-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';

/**
 * A placed call still ringing two minutes on: it was not answered. Queued per call before the
 * minute sweep (end-unanswered-calls.ts) took this over; kept for jobs still in the queue.
 */
export default defineJob({
  name: 'calls__ring_timeout',
  payload: z.object({ callId: z.uuid() }),
  async run({ deps, payload }) {
    const call = await deps.db.call.findUnique({ where: { id: payload.callId } });
    if (!call || call.endedAt || call.answeredAt) return;
    await finishCall({ deps, callId: call.id, status: 'no-answer', reason: 'no_answer' });
  },
});
