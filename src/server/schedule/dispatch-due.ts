// The minute fan-out (crontab, every minute): which loved ones' daily check-ins and which
// reminders are due now in their own time zones. One job per call, keyed by the number (or the
// reminder) and the local date, so running this twice, or on two workers, enqueues each once;
// the job itself re-checks everything before dialing.
import { localParts } from './local-time.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJobs, type JobSpec } from '../worker/enqueue.ts';
import { checkinJobKey, DUE_GRACE_MINUTES, dueCheckin, minutesOf } from './daily-time.ts';

export async function dispatchDue(options: {
  deps: AppDeps;
  now?: Date;
}): Promise<{ checkins: number; reminders: number }> {
  const { db } = options.deps;
  const now = options.now ?? new Date();
  const jobs: JobSpec[] = [];

  const numbers = await db.$queryRaw<{ id: string; timezone: string; daily_call_time: string }[]>`
    SELECT p.id, p.timezone, p.daily_call_time
      FROM phone_numbers p JOIN subscriptions s ON s.user_id = p.user_id
     WHERE p.daily_call_time IS NOT NULL AND p.calls_stopped_at IS NULL
       AND s.minutes_left > 0 AND s.status IN ('active', 'past_due')`;
  for (const n of numbers) {
    const { due, localDate } = dueCheckin(now, n.timezone, n.daily_call_time);
    if (!due) continue;
    jobs.push({
      task: 'calls__daily_checkin',
      payload: { phoneNumberId: n.id, localDate, attempt: 1 },
      jobKey: checkinJobKey(n.id, localDate),
      maxAttempts: 5,
    });
  }
  const checkins = jobs.length;

  const reminders = await db.$queryRaw<
    {
      id: string;
      timezone: string;
      local_time: string;
      repeat: string;
      local_date: string | null;
      last_called_on: string | null;
    }[]
  >`
    SELECT r.id, p.timezone, r.local_time, r.repeat, r.local_date, r.last_called_on
      FROM reminders r JOIN phone_numbers p ON p.id = r.phone_number_id
     WHERE r.cancelled_at IS NULL AND p.calls_stopped_at IS NULL`;
  for (const r of reminders) {
    const local = localParts(now, r.timezone);
    if (r.repeat === 'once' && r.local_date !== local.date) continue;
    if (r.last_called_on === local.date) continue;
    const start = minutesOf(r.local_time);
    if (local.minutes < start || local.minutes >= start + DUE_GRACE_MINUTES) continue;
    jobs.push({
      task: 'calls__reminder',
      payload: { reminderId: r.id, localDate: local.date, attempt: 1 },
      jobKey: `reminder:${r.id}:${local.date}`,
      maxAttempts: 5,
    });
  }
  await enqueueJobs(db, jobs);
  return { checkins, reminders: jobs.length - checkins };
}
