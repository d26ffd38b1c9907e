// What a finished call means for the schedule (companion.md): a conversation resets the missed
// streak; an outbound check-in or reminder that reached nobody (no answer, busy, failed, or a
// machine) is retried twice, 10 minutes apart, and only after the third miss counts as one missed
// check-in, which tells the family once per streak when it reaches the number's threshold.
import { raiseAlert } from '../alerts/raise-alert.ts';
import { checkNightCall } from '../alerts/unusual-activity.ts';
import { localParts, spokenTime } from '../schedule/local-time.ts';
import type { Prisma } from '../db/client.ts';
import { scheduleCall } from '../schedule/scheduled-call.ts';

export const MAX_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 10 * 60_000;

export type Outcome = 'answered' | 'voicemail' | 'no_answer' | 'busy' | 'failed';

export function classifyOutcome(call: {
  status: string;
  answeredBy: string | null;
  conversation: boolean;
  answeredAt: Date | null;
}): Outcome {
  if (call.answeredBy && (call.answeredBy.startsWith('machine') || call.answeredBy === 'fax'))
    return 'voicemail';
  if (call.conversation) return 'answered';
  if (call.status === 'busy') return 'busy';
  if (call.status === 'failed' || call.status === 'canceled') return 'failed';
  if (call.answeredAt && call.status === 'completed') return 'answered';
  return 'no_answer';
}

export async function recordOutcome(
  tx: Prisma.TransactionClient,
  options: { callId: string; endedAt: Date; status: string },
): Promise<void> {
  const call = await tx.call.findUnique({
    where: { id: options.callId },
    include: { phoneNumber: { include: { user: { select: { id: true } } } } },
  });
  if (!call?.phoneNumber) return;
  const phone = call.phoneNumber;
  const conversation = (await tx.transcriptTurn.count({ where: { callId: call.id, speaker: 'user' } })) > 0;
  if (conversation) {
    await tx.phoneNumber.update({
      where: { id: phone.id },
      data: { missedStreak: 0, missedStreakAlerted: false, lastConversationAt: options.endedAt },
    });
    if (call.direction === 'inbound') await checkNightCall(tx, call);
  }
  if (call.direction !== 'outbound') return;
  const outcome = classifyOutcome({
    status: options.status,
    answeredBy: call.answeredBy,
    conversation,
    answeredAt: call.answeredAt,
  });
  await tx.call.update({ where: { id: call.id }, data: { outcome } });
  if (outcome === 'answered' || !call.localDate || (call.type !== 'outbound' && call.type !== 'appointment'))
    return;

  if (call.attempt < MAX_ATTEMPTS) {
    // Through the same batch placer and carrier budget as the first try.
    const reminder = call.type === 'appointment';
    if (reminder && !call.reminderId) return;
    await scheduleCall({
      tx,
      kind: reminder ? 'reminder' : 'checkin',
      phoneNumberId: phone.id,
      subjectId: (reminder ? call.reminderId : null) ?? phone.id,
      localDate: call.localDate,
      attempt: call.attempt + 1,
      dueAt: new Date(options.endedAt.getTime() + RETRY_AFTER_MS),
    });
    return;
  }

  // The third miss: one missed check-in.
  const updated = await tx.phoneNumber.update({
    where: { id: phone.id },
    data: { missedStreak: { increment: 1 } },
  });
  const threshold = updated.missedCallAlertThreshold ?? 0;
  if (threshold > 0 && updated.missedStreak >= threshold && !updated.missedStreakAlerted) {
    await tx.phoneNumber.update({ where: { id: phone.id }, data: { missedStreakAlerted: true } });
    const local = localParts(options.endedAt, phone.timezone);
    // Worded by what happened: this day's tries as counted, never a fixed "three times each".
    const tries = await tx.call.count({
      where: {
        phoneNumberId: phone.id,
        direction: 'outbound',
        type: call.type,
        localDate: call.localDate,
        ...(call.reminderId ? { reminderId: call.reminderId } : {}),
      },
    });
    const what = call.type === 'appointment' ? 'reminder call' : 'check-in call';
    const when = `${tries <= 1 ? 'we called once, at' : `we called ${tries === 2 ? 'twice' : `${tries} times`}; the last try was at`} ${spokenTime(local.time)} their time`;
    const streak = updated.missedStreak;
    await raiseAlert({
      tx,
      userId: phone.user.id,
      phoneNumberId: phone.id,
      callId: call.id,
      kind: 'missed_calls',
      subject:
        streak === 1 ? `${phone.name} missed a ${what}` : `${phone.name} missed ${streak} calls in a row`,
      message:
        streak === 1
          ? `${phone.name} did not answer today's ${what} (${when}). You may want to check on them.`
          : `${phone.name} has not answered ${streak} daily calls in a row. Today ${when}. You may want to check on them.`,
    });
  }
}
