// A scheduled call's job: the last checks before dialing (stopped, calling window, plan and
// minutes, a conversation already today, the call already placed), then placeCall, which places
// each (number, date, attempt) at most once.
import { localParts } from './local-time.ts';
import { placeCall, type PlaceCallResult } from '../calls/place-call.ts';
import type { AppDeps } from '../deps.ts';

/** A call with this loved one is ringing or going on (one still open after 4 hours is a leftover). */
async function onACall(deps: AppDeps, phoneNumberId: string, now: Date): Promise<boolean> {
  const live = await deps.db.call.count({
    where: {
      phoneNumberId,
      status: { in: ['ringing', 'in-progress'] },
      endedAt: null,
      startedAt: { gt: new Date(now.getTime() - 4 * 3_600_000) },
    },
  });
  return live > 0;
}

export async function runDailyCheckin(options: {
  deps: AppDeps;
  phoneNumberId: string;
  localDate: string;
  attempt: number;
  now?: Date;
  /** Benchmarks only: place the call whatever the hour. */
  ignoreCallingWindow?: boolean;
}): Promise<PlaceCallResult | { placed: false; reason: 'talked_today' | 'on_a_call' | 'stale' }> {
  const { deps } = options;
  const now = options.now ?? new Date();
  const phone = await deps.db.phoneNumber.findUnique({ where: { id: options.phoneNumberId } });
  if (!phone) return { placed: false, reason: 'not_found' };
  // A job that waited past its day (a long outage) is dropped rather than calling tomorrow.
  if (localParts(now, phone.timezone).date !== options.localDate) return { placed: false, reason: 'stale' };
  if (
    phone.lastConversationAt &&
    localParts(phone.lastConversationAt, phone.timezone).date === options.localDate
  ) {
    return { placed: false, reason: 'talked_today' };
  }
  // On the line with us right now (e.g. the first inbound call, which set today's time): that
  // conversation is today's check-in; ringing them during it would be a second call at once.
  if (await onACall(deps, phone.id, now)) return { placed: false, reason: 'on_a_call' };
  return placeCall({
    deps,
    phoneNumberId: phone.id,
    type: 'outbound',
    now,
    ignoreCallingWindow: options.ignoreCallingWindow,
    schedule: { localDate: options.localDate, attempt: options.attempt },
  });
}

export async function runReminderCall(options: {
  deps: AppDeps;
  reminderId: string;
  localDate: string;
  attempt: number;
  now?: Date;
}): Promise<PlaceCallResult | { placed: false; reason: 'cancelled' | 'stale' }> {
  const { deps } = options;
  const now = options.now ?? new Date();
  const reminder = await deps.db.reminder.findUnique({
    where: { id: options.reminderId },
    include: { phoneNumber: true },
  });
  if (!reminder) return { placed: false, reason: 'not_found' };
  if (reminder.cancelledAt) return { placed: false, reason: 'cancelled' };
  if (localParts(now, reminder.phoneNumber.timezone).date !== options.localDate)
    return { placed: false, reason: 'stale' };
  const result = await placeCall({
    deps,
    phoneNumberId: reminder.phoneNumberId,
    type: 'appointment',
    now,
    schedule: { localDate: options.localDate, attempt: options.attempt, reminderId: reminder.id },
  });
  if (options.attempt === 1) {
    await deps.db.reminder.update({ where: { id: reminder.id }, data: { lastCalledOn: options.localDate } });
  }
  return result;
}
