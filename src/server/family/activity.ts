// The 30-day chart: per local day in the loved one's zone, how many calls, how many minutes of
// conversation (rounded up per call, as minutes are counted), and the average mood. Days without
// calls are present with zeros, so the chart has no gaps. started_at is a UTC timestamp without
// a zone (Prisma), hence the double AT TIME ZONE.
import type { ActivityDay } from '../../shared/family.ts';
import type { Db } from '../db/client.ts';
import { localParts } from '../schedule/local-time.ts';
import type { LovedOneRef } from './loved-one.ts';

export async function activity(
  db: Db,
  lovedOne: LovedOneRef,
  days: number,
  now = new Date(),
): Promise<ActivityDay[]> {
  // Calendar days back from today's local date: stepping back 24 hours at a time would skip or
  // repeat a day across a clock change.
  const [year, month, day] = localParts(now, lovedOne.timezone).date.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--)
    dates.push(new Date(Date.UTC(year, month - 1, day - i)).toISOString().slice(0, 10));
  const since = new Date(now.getTime() - (days + 1) * 86_400_000);
  const rows = await db.$queryRaw<{ day: string; calls: bigint; minutes: bigint; mood: number | null }[]>`
    SELECT to_char((started_at AT TIME ZONE 'UTC') AT TIME ZONE ${lovedOne.timezone}, 'YYYY-MM-DD') AS day,
           count(*) AS calls,
           coalesce(sum(ceil(coalesce(duration_seconds, 0) / 60.0)), 0)::bigint AS minutes,
           avg(mood)::float8 AS mood
      FROM calls
     WHERE phone_number_id = ${lovedOne.id}::uuid AND started_at >= ${since}
     GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return dates.map((date) => {
    const row = byDay.get(date);
    return {
      date,
      calls: Number(row?.calls ?? 0),
      minutes: Number(row?.minutes ?? 0),
      mood: row?.mood == null ? null : Math.round(row.mood * 10) / 10,
    };
  });
}
