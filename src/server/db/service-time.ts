import { Prisma } from './client.ts';

/**
 * SQL for the UTC instant the current day, month or year began in a time zone. Timestamps are stored
 * as UTC without a zone, so the local boundary is turned back into UTC.
 */
export function periodStartSql(unit: 'day' | 'month' | 'year', timeZone: string): Prisma.Sql {
  return Prisma.sql`((date_trunc(${unit}, now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC')`;
}

/** The same instant for SQL run on the driver's pool, the zone passed as the parameter `zone` ("$2"). */
export function periodStartText(unit: 'day' | 'month' | 'year', zone: string): string {
  return `((date_trunc('${unit}', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone}) AT TIME ZONE 'UTC')`;
}
