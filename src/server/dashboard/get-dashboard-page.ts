// Everything the dashboard shows, in one round trip: the loved ones' numbers, the plan, the
// reminders and the month's figures. Each part is the same as its own read (listPhoneNumbers,
// getSubscription, listReminders, getDashboardStats) and goes through the same shaping; they are
// read together, as one named statement on the driver's pool, because a page load is the request
// families make most and five round trips through Prisma cost it most of its time (bench/api.ts).
// The statement reads the page's version with it, so that a web process may keep the page and
// serve it again while the version is unchanged (page-cache.ts).
import type { DashboardPage } from '../../shared/account.ts';
import { NO_SUBSCRIPTION } from '../../shared/plans.ts';
import {
  activeTrialEnd,
  getSubscription,
  isLapsedTrial,
  toSubscriptionInfo,
  type SubscriptionRow,
} from '../billing/get-subscription.ts';
import { driverPool, type Db } from '../db/client.ts';
import { periodStartText } from '../db/service-time.ts';
import { nextLocalMidnight } from '../schedule/local-time.ts';
import { toPhoneNumber } from '../phone-numbers/serialize.ts';
import { remindersDue, type ReminderRow } from '../reminders/reminders.ts';
import type { DashboardPageCache } from './page-cache.ts';

/** A stored instant (UTC, in a column without a zone) as milliseconds since 1970, for JSON. */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

// $1 the account, $2 the service's time zone (the month and day the figures count).
const PAGE_SQL = `
  WITH bounds AS (
    SELECT ${periodStartText('month', '$2')} AS month_start, ${periodStartText('day', '$2')} AS day_start
  )
  SELECT
    (SELECT version FROM dashboard_versions WHERE user_id = $1::uuid) AS version,
    (SELECT coalesce(json_agg(json_build_object(
        'id', p.id, 'number', p.number, 'name', p.name, 'relationship', p.relationship, 'state', p.state,
        'timezone', p.timezone, 'missedCallAlertThreshold', p.missed_call_alert_threshold,
        'unusualActivityAlert', p.unusual_activity_alert, 'generalUpdates', p.general_updates,
        'createdAt', ${ms('p.created_at')}, 'dailyCallTime', p.daily_call_time,
        'callsStoppedAt', ${ms('p.calls_stopped_at')}, 'updateMode', p.update_mode, 'digestTime', p.digest_time
      ) ORDER BY p.created_at), '[]')
     FROM phone_numbers p WHERE p.user_id = $1::uuid) AS numbers,
    (SELECT json_build_object('plan', s.plan, 'status', s.status, 'validUntil', ${ms('s.valid_until')},
                              'minutesLeft', s.minutes_left)
     FROM subscriptions s WHERE s.user_id = $1::uuid) AS subscription,
    (SELECT coalesce(json_agg(json_build_object(
        'id', r.id, 'phoneNumberId', r.phone_number_id, 'text', r.text, 'localTime', r.local_time,
        'repeat', r.repeat, 'localDate', r.local_date, 'timezone', p.timezone
      ) ORDER BY r.local_time, r.created_at), '[]')
     FROM reminders r JOIN phone_numbers p ON p.id = r.phone_number_id
     WHERE p.user_id = $1::uuid AND r.cancelled_at IS NULL) AS reminders,
    figures.calls_month, figures.minutes_today
  FROM (
    -- The month's calls in one index scan: all of them counted, today's minutes summed.
    SELECT count(*)::int AS calls_month,
           coalesce(sum(ceil(coalesce(c.duration_seconds, 0) / 60.0)) FILTER (WHERE c.started_at >= b.day_start), 0)::int
             AS minutes_today
    FROM bounds b JOIN calls c ON c.user_id = $1::uuid AND c.started_at >= b.month_start
  ) AS figures`;

type Instant = number | null;
interface PageRow {
  /** A bigint, as `pg` gives it; null for an account no change has given a version yet. */
  version: string | null;
  numbers: (Omit<Parameters<typeof toPhoneNumber>[0], 'createdAt' | 'callsStoppedAt'> & {
    createdAt: number;
    callsStoppedAt: Instant;
  })[];
  subscription: (Omit<SubscriptionRow, 'validUntil'> & { validUntil: Instant }) | null;
  reminders: ReminderRow[];
  calls_month: number;
  minutes_today: number;
}

const instant = (value: Instant) => (value === null ? null : new Date(value));

/**
 * The first moment after `now` at which the page, read again, would show something else with no
 * change to the tables: a loved one's next call comes round, a day begins where a one-time
 * reminder or the figures count it, a running trial ends.
 */
function movesAt(
  page: DashboardPage,
  row: PageRow,
  trialEnd: Date | null,
  serviceTimeZone: string,
  now: Date,
): Date {
  const moments = [nextLocalMidnight(now, serviceTimeZone).getTime()];
  for (const n of page.numbers) if (n.next_call_at) moments.push(Date.parse(n.next_call_at));
  for (const zone of new Set(row.reminders.filter((r) => r.repeat !== 'daily').map((r) => r.timezone))) {
    moments.push(nextLocalMidnight(now, zone).getTime());
  }
  if (trialEnd) moments.push(trialEnd.getTime());
  return new Date(Math.min(...moments));
}

export async function getDashboardPage(options: {
  db: Db;
  userId: string;
  timeZone: string;
  now?: Date;
  /** This web process's pages kept (the tRPC procedure's); without it the page is read anew. */
  cache?: DashboardPageCache;
}): Promise<DashboardPage> {
  const now = options.now ?? new Date();
  const { cache } = options;
  const held = cache?.get(options.userId, now);
  if (held) return held;
  const ticket = cache?.ticket();
  const { rows } = await driverPool(options.db).query<PageRow>({
    name: 'dashboard-page',
    text: PAGE_SQL,
    values: [options.userId, options.timeZone],
  });
  const row = rows[0]!;
  const stored = row.subscription && {
    ...row.subscription,
    validUntil: instant(row.subscription.validUntil),
  };
  // A trial past its end is marked expired on the way, as its own read does; that write gives
  // the page a new version, so what is read here is not kept.
  const lapsed = stored !== null && isLapsedTrial(stored, now);
  const page: DashboardPage = {
    numbers: row.numbers.map((n) =>
      toPhoneNumber(
        { ...n, createdAt: new Date(n.createdAt), callsStoppedAt: instant(n.callsStoppedAt) },
        now,
      ),
    ),
    subscription: !stored
      ? NO_SUBSCRIPTION
      : lapsed
        ? await getSubscription({ db: options.db, userId: options.userId, now })
        : toSubscriptionInfo(stored),
    reminders: remindersDue(row.reminders, now),
    stats: { totalCallsMonth: row.calls_month, dailyUsage: row.minutes_today },
  };
  if (cache && ticket && !lapsed) {
    cache.store(
      options.userId,
      {
        version: row.version,
        from: now,
        until: movesAt(page, row, stored && activeTrialEnd(stored), options.timeZone, now),
        page,
      },
      ticket,
    );
  }
  return page;
}
