// A call's end, from whichever side notices first (the relay closing, Twilio's status callback):
// in one transaction under the call's row lock, completed once, minutes deducted once (the
// charge is keyed by the call), the post-call summary enqueued once, and what the call means for
// the schedule recorded (call-outcome.ts).
import type { CallStatus, EndReason } from '../../shared/call.ts';
import { chargeCallMinutes } from '../billing/record-call-minutes.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../worker/enqueue.ts';
import { recordOutcome } from './call-outcome.ts';

export async function finishCall(options: {
  deps: AppDeps;
  callId: string;
  endedAt?: Date;
  status?: CallStatus;
  reason?: EndReason;
}): Promise<void> {
  const { deps, callId } = options;
  const endedAt = options.endedAt ?? new Date();
  await deps.db.$transaction(async (tx) => {
    const [call] = await tx.$queryRaw<
      { user_id: string | null; answered_at: Date | null; ended_at: Date | null; type: string }[]
    >`SELECT user_id, answered_at, ended_at, type FROM calls WHERE id = ${callId}::uuid FOR UPDATE`;
    if (!call || call.ended_at) return;
    const seconds = call.answered_at
      ? Math.max(0, Math.ceil((endedAt.getTime() - call.answered_at.getTime()) / 1000))
      : 0;
    await tx.call.update({
      where: { id: callId },
      data: {
        status: options.status ?? 'completed',
        endedAt,
        durationSeconds: seconds,
        ...(options.reason ? { endReason: options.reason } : {}),
      },
    });
    if (seconds > 0 && call.user_id) {
      await chargeCallMinutes({ tx, userId: call.user_id, callId, seconds });
    }
    if (seconds > 0) {
      await enqueueJob(
        tx,
        'calls__summarize',
        { callId },
        { jobKey: `summarize:${callId}`, runAt: new Date(Date.now() + 2000) },
      );
    }
    await recordOutcome(tx, { callId, endedAt, status: options.status ?? 'completed' });
  });
}
