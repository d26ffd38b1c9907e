// When the daily check-in happens (companion.md): learned from the loved one's first inbound
// call — its local time, rounded to 5 minutes, clamped into the calling window — and due each
// local day at that time in their IANA zone (dispatch-due.ts plans it, DST included, in SQL).
import { CALLING_WINDOW } from './calling-window.ts';
import { localParts } from './local-time.ts';

/** The latest daily time: its two retries, 10 minutes apart, still end before 21:00. */
export const LATEST_DAILY = 20 * 60 + 40;
/** A due call is still dispatched this long after its minute (a worker restart, a slow tick). */
export const DUE_GRACE_MINUTES = 10;

/** Minutes after midnight as HH:MM. */
export const hhmm = (minutes: number) =>
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
