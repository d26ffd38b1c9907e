// The loved one's local date and time, in their IANA zone (correct across DST by Intl).

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalParts = Readonly<{ date: string; time: string; weekday: string; minutes: number }>;

/**
 * Recent answers by zone and minute. `formatToParts` costs microseconds, and a page of loved
 * ones, a dispatch batch or a next-call time asks for the same zone and minute many times. Every
 * zone in use is a whole number of minutes off UTC, so the answer holds for the whole minute.
 */
const recent = new Map<string, LocalParts>();
const RECENT_MAX = 4096;

export function localParts(now: Date, timeZone: string): LocalParts {
  const key = `${Math.floor(now.getTime() / 60_000)} ${timeZone}`;
  const known = recent.get(key);
  if (known) return known;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  const local = Object.freeze({
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time,
    weekday: parts.weekday ?? '',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  });
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(key, local);
  return local;
}

// "8:00 PM" from "20:00": shared with the browser (the family's reminder list).
export { spokenTime } from '../../shared/spoken-time.ts';

/** The next local date (today, or tomorrow when the time has passed) for a one-time reminder. */
export function nextLocalDate(now: Date, timeZone: string, hhmm: string): string {
  const local = localParts(now, timeZone);
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  if (h * 60 + m > local.minutes) return local.date;
  return localParts(new Date(now.getTime() + 86_400_000), timeZone).date;
}

/** When the local date next changes in a zone: the coming midnight there (DST-safe). */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const [y, m, d] = localParts(now, timeZone).date.split('-').map(Number) as [number, number, number];
  // The calendar's next day (not 24 hours on: a day may have 23 or 25).
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedInstant(tomorrow, '00:00', timeZone);
}

/** The instant a local wall-clock time falls on, on the given local date, in a zone (DST-safe). */
export function zonedInstant(localDate: string, hhmm: string, timeZone: string): Date {
  const [y, mo, d] = localDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at the guess, then once more at the corrected instant (around DST changes).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const local = localParts(new Date(instant), timeZone);
    const [ly, lmo, ld] = local.date.split('-').map(Number) as [number, number, number];
    const shown = Date.UTC(ly, lmo - 1, ld, Math.floor(local.minutes / 60), local.minutes % 60);
    instant += guess - shown;
  }
  return new Date(instant);
}
