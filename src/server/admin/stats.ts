// The admin Overview's figures, all counted in the database from real rows.
import type { AdminStats, SystemHealth } from '../../shared/admin.ts';
import { PLANS } from '../../shared/plans.ts';
import type { AppDeps } from '../deps.ts';
import { Prisma } from '../db/client.ts';
import { periodStartSql } from '../db/service-time.ts';
import { callLateness } from '../schedule/call-lateness.ts';
import { queueStats } from '../worker/queue-stats.ts';

/** A call still open this long after it started is a leftover (a lost status callback), not live. */
const LIVE_CALL_MAX_HOURS = 4;
const AVERAGE_OVER_DAYS = 30;

const paidPrices = PLANS.filter((p) => p.id !== 'starter');

/**
 * One family alert is one row per channel; this names the event the rows are about, so an event
 * sent by SMS and e-mail counts once. raiseAlert stamps every row of one event with the same key;
 * rows written before it did have none, and those of one event share everything but the channel.
 */
const ALERT_EVENT = Prisma.sql`coalesce(event_key, concat_ws('|', kind, user_id::text, call_id::text, message))`;

export async function getAdminStats(options: { deps: AppDeps }): Promise<AdminStats> {
  const { db, config } = options.deps;
  const tz = config.SERVICE_TIME_ZONE;
  const priceCase = Prisma.join(
    paidPrices.map((p) => Prisma.sql`WHEN ${p.id} THEN ${p.price}::numeric`),
    ' ',
  );
  const [row] = await db.$queryRaw<
    {
      total_users: bigint;
      active_subscriptions: bigint;
      monthly_revenue: Prisma.Decimal | null;
      calls_today: bigint;
      active_connections: bigint;
      average_call_duration: number | null;
      missed_call_alerts: bigint;
      crisis_referrals_month: bigint;
      crisis_referrals_year: bigint;
    }[]
  >`
    SELECT
      (SELECT count(*) FROM users) AS total_users,
      s.active_subscriptions,
      s.monthly_revenue,
      (SELECT count(*) FROM calls WHERE started_at >= ${periodStartSql('day', tz)}) AS calls_today,
      (SELECT count(*) FROM calls
        WHERE status = 'in-progress' AND ended_at IS NULL
          AND started_at > now() AT TIME ZONE 'UTC' - make_interval(hours => ${LIVE_CALL_MAX_HOURS})) AS active_connections,
      (SELECT avg(duration_seconds)::float8 FROM calls
        WHERE duration_seconds > 0
          AND started_at > now() AT TIME ZONE 'UTC' - make_interval(days => ${AVERAGE_OVER_DAYS})) AS average_call_duration,
      (SELECT count(DISTINCT ${ALERT_EVENT}) FROM alerts
        WHERE kind = 'missed_calls' AND created_at >= ${periodStartSql('month', tz)}) AS missed_call_alerts,
      c.crisis_referrals_month,
      c.crisis_referrals_year
    FROM (
      -- Paid plans that are running: active, or past_due while the provider retries the payment.
      SELECT count(*) AS active_subscriptions, sum(CASE plan ${priceCase} ELSE 0 END) AS monthly_revenue
      FROM subscriptions
      WHERE plan <> 'starter' AND status IN ('active', 'past_due')
    ) s, (
      -- Crisis referrals: each time the companion gave the emergency number or a crisis line, on
      -- any call (unknown callers too), which the AI-companion laws require to be counted.
      SELECT
        count(*) FILTER (WHERE created_at >= ${periodStartSql('month', tz)}) AS crisis_referrals_month,
        count(*) AS crisis_referrals_year
      FROM crisis_referrals
      WHERE created_at >= ${periodStartSql('year', tz)}
    ) c`;
  const health = await getSystemHealth(options);
  return {
    totalUsers: Number(row?.total_users ?? 0),
    activeSubscriptions: Number(row?.active_subscriptions ?? 0),
    callsToday: Number(row?.calls_today ?? 0),
    activeConnections: Number(row?.active_connections ?? 0),
    monthlyRevenue: Number(row?.monthly_revenue ?? 0),
    averageCallDuration: Math.round(row?.average_call_duration ?? 0),
    missedCallAlerts: Number(row?.missed_call_alerts ?? 0),
    crisisReferralsMonth: Number(row?.crisis_referrals_month ?? 0),
    crisisReferralsYear: Number(row?.crisis_referrals_year ?? 0),
    systemHealth: health.status,
    healthNotes: health.notes,
  };
}

/** companion.md: each daily call placed within 60 s of its scheduled minute. */
const LATE_AFTER_SECONDS = 60;

function latenessNote(lateSeconds: number, carrierLimited: boolean, cps: number | null): string {
  const late = `Calls are running ${Math.max(1, Math.round(lateSeconds / 60))} min late`;
  if (carrierLimited && cps !== null)
    return `${late}: the carrier limit is ${cps} call${cps === 1 ? '' : 's'} a second (TWILIO_CPS).`;
  return `${late}: the job workers are not keeping up.`;
}

/** The every-minute schedule: when it stops running, nothing is called. */
const HEARTBEAT_CRON_ID = 'calls_dispatch_due';

/**
 * healthy: the database answers, the worker's every-minute schedule ran lately, due jobs are
 * picked up, nothing failed for good and every family message went out. warning: a job failed
 * for good, a message failed, the worker is slow, or scheduled calls run more than a minute late
 * (saying how late, and whether the carrier limit is why). critical: the database or the worker is
 * down, or the queue has stalled.
 */
export async function getSystemHealth(options: {
  deps: AppDeps;
}): Promise<{ status: SystemHealth; notes: string[] }> {
  const { db } = options.deps;
  const warnings: string[] = [];
  const critical: string[] = [];
  try {
    const queue = await queueStats(db);
    // A worker that has just started counts from when it registered the schedule.
    const [beat] = await db.$queryRaw<{ idle_seconds: number | null }[]>`
      SELECT EXTRACT(EPOCH FROM now() - max(coalesce(last_execution, known_since)))::float8 AS idle_seconds
      FROM graphile_worker._private_known_crontabs WHERE identifier = ${HEARTBEAT_CRON_ID}`;
    const [alerts] = await db.$queryRaw<{ failed: bigint }[]>`
      SELECT count(*) AS failed FROM alerts
      WHERE status = 'failed' AND created_at > now() AT TIME ZONE 'UTC' - interval '24 hours'`;

    const idle = beat?.idle_seconds ?? null;
    if (idle === null) warnings.push('The job worker has never run on this database.');
    else if (idle >= 600) critical.push(`The job worker has not run for ${Math.round(idle / 60)} minutes.`);
    else if (idle >= 180) warnings.push(`The job worker last ran ${Math.round(idle / 60)} minutes ago.`);

    if (queue.lagSeconds >= 600)
      critical.push(`${queue.due} jobs have waited ${Math.round(queue.lagSeconds / 60)} minutes.`);
    else if (queue.lagSeconds >= 120)
      warnings.push(`${queue.due} jobs have waited ${queue.lagSeconds} seconds.`);

    if (queue.failed > 0) warnings.push(`${queue.failed} jobs failed for good.`);
    const lateness = await callLateness(options);
    if (lateness.lateSeconds >= LATE_AFTER_SECONDS)
      warnings.push(
        latenessNote(lateness.lateSeconds, lateness.carrierLimited, options.deps.config.TWILIO_CPS),
      );
    const failedAlerts = Number(alerts?.failed ?? 0);
    if (failedAlerts > 0)
      warnings.push(`${failedAlerts} family alerts could not be sent in the last 24 hours.`);
  } catch (error) {
    options.deps.log.error({ err: error }, 'admin health check failed');
    critical.push('The database did not answer.');
  }
  const status: SystemHealth = critical.length > 0 ? 'critical' : warnings.length > 0 ? 'warning' : 'healthy';
  return { status, notes: [...critical, ...warnings] };
}
