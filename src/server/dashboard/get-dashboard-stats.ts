import type { DashboardStats } from '../../shared/account.ts';
import type { Db } from '../db/client.ts';
import { periodStartSql } from '../db/service-time.ts';

/**
 * Calls this month and minutes used today, counted in the service's time zone. Minutes are
 * rounded up per call, as they are billed.
 */
export async function getDashboardStats(options: {
  db: Db;
  userId: string;
  timeZone: string;
}): Promise<DashboardStats> {
  const rows = await options.db.$queryRaw<{ calls_month: bigint; minutes_today: bigint | null }[]>`
    WITH bounds AS (
      SELECT
        ${periodStartSql('month', options.timeZone)} AS month_start,
        ${periodStartSql('day', options.timeZone)} AS day_start
    )
    SELECT
      count(*) FILTER (WHERE c.started_at >= b.month_start) AS calls_month,
      sum(ceil(coalesce(c.duration_seconds, 0) / 60.0)) FILTER (WHERE c.started_at >= b.day_start) AS minutes_today
    FROM bounds b
    LEFT JOIN calls c ON c.user_id = ${options.userId}::uuid AND c.started_at >= b.month_start
  `;
  const row = rows[0];
  return { totalCallsMonth: Number(row?.calls_month ?? 0), dailyUsage: Number(row?.minutes_today ?? 0) };
}
