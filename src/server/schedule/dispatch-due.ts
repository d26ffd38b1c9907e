// The minute fan-out (crontab, every minute): plans, in one INSERT … SELECT each, the check-ins
// and reminder calls due in each loved one's own time zone from the grace window behind until a
// little past the next minute, so the placers start on the minute itself rather than when the
// next tick gets round to it. PostgreSQL's AT TIME ZONE does the DST and half-hour arithmetic.
// The unique key of scheduled_calls makes running this twice, or on two workers, plan each once;
// the placer re-checks everything before dialing.
import { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { DUE_GRACE_MINUTES } from './daily-time.ts';
import { enqueuePlacers, wakePlacers } from './scheduled-call.ts';

/** How far ahead calls are planned: past the next tick, which may start a few seconds late. */
export const PLAN_AHEAD_MS = 90_000;

export async function dispatchDue(options: {
  deps: AppDeps;
  now?: Date;
}): Promise<{ checkins: number; reminders: number }> {
  const { db } = options.deps;
  const now = options.now ?? new Date();
  // Due at most DUE_GRACE_MINUTES ago (a worker restart, a slow tick) or within the plan-ahead.
  const from = new Date(now.getTime() - DUE_GRACE_MINUTES * 60_000);
  const to = new Date(now.getTime() + PLAN_AHEAD_MS);
  // The local dates the window touches in the loved one's zone (one, or two around midnight),
  // each with the instant its local time falls on.
  const dueOn = (localTime: Prisma.Sql) => Prisma.sql`CROSS JOIN LATERAL (
        SELECT to_char(day, 'YYYY-MM-DD') AS local_date, (day + ${localTime}::time) AT TIME ZONE p.timezone AS due_at
          FROM (SELECT (${from}::timestamptz AT TIME ZONE p.timezone)::date AS day
                UNION SELECT (${to}::timestamptz AT TIME ZONE p.timezone)::date) days
      ) d`;
  const checkins = await db.$executeRaw`
    INSERT INTO scheduled_calls (id, phone_number_id, kind, subject_id, local_date, attempt, due_at)
    SELECT gen_random_uuid(), p.id, 'checkin', p.id, d.local_date, 1, d.due_at
      FROM phone_numbers p
      JOIN subscriptions s ON s.user_id = p.user_id
      ${dueOn(Prisma.raw('p.daily_call_time'))}
     WHERE p.daily_call_time IS NOT NULL AND p.calls_stopped_at IS NULL
       AND s.minutes_left > 0 AND s.status IN ('active', 'past_due')
       AND d.due_at > ${from}::timestamptz AND d.due_at <= ${to}::timestamptz
    ON CONFLICT (phone_number_id, kind, subject_id, local_date, attempt) DO NOTHING`;
  const reminders = await db.$executeRaw`
    INSERT INTO scheduled_calls (id, phone_number_id, kind, subject_id, local_date, attempt, due_at)
    SELECT gen_random_uuid(), p.id, 'reminder', r.id, d.local_date, 1, d.due_at
      FROM reminders r
      JOIN phone_numbers p ON p.id = r.phone_number_id
      ${dueOn(Prisma.raw('r.local_time'))}
     WHERE r.cancelled_at IS NULL AND p.calls_stopped_at IS NULL
       AND (r.repeat = 'daily' OR r.local_date = d.local_date)
       AND d.due_at > ${from}::timestamptz AND d.due_at <= ${to}::timestamptz
    ON CONFLICT (phone_number_id, kind, subject_id, local_date, attempt) DO NOTHING`;

  // Placers on each second something is planned for, and now for whatever is already due.
  const waiting = await db.$queryRaw<{ at: Date; due_now: boolean; rows: bigint }[]>`
    SELECT date_trunc('second', greatest(w.at, ${now}::timestamptz)) AS at, w.at <= ${now}::timestamptz AS due_now,
           count(*) AS rows
      FROM scheduled_calls s CROSS JOIN LATERAL (SELECT greatest(s.due_at, s.not_before) AS at) w
     WHERE s.state = 'due' AND w.at <= ${to}::timestamptz
     GROUP BY 1, 2`;
  for (const group of waiting) {
    if (group.due_now) await wakePlacers(db, { dueRows: Number(group.rows) });
    else await enqueuePlacers(db, { at: group.at, rows: Number(group.rows) });
  }
  return { checkins, reminders };
}
