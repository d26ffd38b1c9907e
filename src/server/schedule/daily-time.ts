// When the daily check-in happens (companion.md): learned from the loved one's first inbound
// call — its local time, rounded to 5 minutes, clamped into the calling window — and due each
// local day at that time in their IANA zone (Intl does the DST and half-hour arithmetic).
import { CALLING_WINDOW } from './calling-window.ts';
import { localParts } from './local-time.ts';

/** The latest daily time: its two retries, 10 minutes apart, still end before 21:00. */
export const LATEST_DAILY = 20 * 60 + 40;
/** A due call is still dispatched this long after its minute (a worker restart, a slow tick). */
export const DUE_GRACE_MINUTES = 10;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The daily time a first inbound call at `at` teaches. */
export function learnedDailyTime(at: Date, timeZone: string): string {
  const local = localParts(at, timeZone).minutes;
  const rounded = Math.round(local / 5) * 5;
  return hhmm(Math.min(LATEST_DAILY, Math.max(CALLING_WINDOW.startMinutes, rounded)));
}

/** Whether a number's daily check-in is due now, and for which local date. */
export function dueCheckin(
  now: Date,
  timeZone: string,
  dailyCallTime: string,
): { due: boolean; localDate: string } {
  const local = localParts(now, timeZone);
  const start = minutesOf(dailyCallTime);
  return { due: local.minutes >= start && local.minutes < start + DUE_GRACE_MINUTES, localDate: local.date };
}

export function checkinJobKey(phoneNumberId: string, localDate: string): string {
  return `checkin:${phoneNumberId}:${localDate}`;
}
