// Jobs queued before scheduled_calls existed (a retry due in ten minutes, a "call me later" due
// this evening) are still in the queue after a deploy. Their task names keep working by turning
// each into a scheduled call, which the batch placer then places like any other.
import type { AppDeps } from '../deps.ts';
import { localParts, zonedInstant } from './local-time.ts';
import { scheduleCall } from './scheduled-call.ts';

export type LegacyJob =
  | { kind: 'checkin'; phoneNumberId: string; localDate: string; attempt: number }
  | { kind: 'reminder'; reminderId: string; localDate: string; attempt: number }
  | { kind: 'later'; phoneNumberId: string };

export async function adoptLegacyJob(options: {
  deps: AppDeps;
  job: LegacyJob;
  now?: Date;
}): Promise<boolean> {
  const { deps, job } = options;
  const now = options.now ?? new Date();
  if (job.kind === 'reminder') {
    const reminder = await deps.db.reminder.findUnique({ where: { id: job.reminderId } });
    if (!reminder) return false;
    return scheduleCall({
      tx: deps.db,
      kind: 'reminder',
      phoneNumberId: reminder.phoneNumberId,
      subjectId: reminder.id,
      localDate: job.localDate,
      attempt: job.attempt,
      dueAt: now,
    });
  }
  const phone = await deps.db.phoneNumber.findUnique({ where: { id: job.phoneNumberId } });
  if (!phone) return false;
  if (job.kind === 'later') {
    return scheduleCall({
      tx: deps.db,
      kind: 'later',
      phoneNumberId: phone.id,
      subjectId: phone.id,
      localDate: localParts(now, phone.timezone).date,
      attempt: 1,
      dueAt: now,
      move: true,
    });
  }
  // A first attempt is due at the daily time itself: the placer drops one whose time has moved.
  const dueAt =
    job.attempt === 1 && phone.dailyCallTime
      ? zonedInstant(job.localDate, phone.dailyCallTime, phone.timezone)
      : now;
  return scheduleCall({
    tx: deps.db,
    kind: 'checkin',
    phoneNumberId: phone.id,
    subjectId: phone.id,
    localDate: job.localDate,
    attempt: job.attempt,
    dueAt,
  });
}
