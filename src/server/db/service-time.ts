import { Prisma } from './client.ts';

/**
 * SQL for the UTC instant the current day, month or year began in a time zone. Timestamps are stored
 * as UTC without a zone, so the local boundary is turned back into UTC.
 */
export function periodStartSql(unit: 'day' | 'month' | 'year', timeZone: string): Prisma.Sql {
  return Prisma.sql`((date_trunc(${unit}, now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC')`;
}
