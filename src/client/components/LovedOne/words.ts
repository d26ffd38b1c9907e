// How the loved-one view says things: times in the loved one's own zone, the status of their
// daily calls, and each call's outcome, mood and alerts in plain words.
import { MOOD_WORDS, type CallAlert, type TimelineCall } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { formatPhoneDisplay, toE164 } from '../../../shared/phone/index.ts';
import { spokenTime } from '../../../shared/spoken-time.ts';

export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  hhmm: string;
  weekday: string;
  day: string;
  month: string;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = get('month');
  const day = get('day');
  return {
    date: `${get('year')}-${month}-${day.padStart(2, '0')}`,
    hhmm: `${get('hour')}:${get('minute')}`,
    weekday: get('weekday'),
    day,
    month: MONTHS[Number(month) - 1] ?? month,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day after a YYYY-MM-DD date. */
function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** "Tue 24 Nov, 9:05 AM" in the loved one's zone. */
export function callWhen(iso: string, timeZone: string): string {
  const p = localParts(new Date(iso), timeZone);
  return `${p.weekday} ${p.day} ${p.month}, ${spokenTime(p.hhmm)}`;
}

/** "Tue 9:05 AM" within the past week, else "Tue 24 Nov, 9:05 AM" (the weekday alone would be ambiguous). */
export function recentWhen(iso: string, timeZone: string, now = new Date()): string {
  const instant = new Date(iso);
  if (now.getTime() - instant.getTime() < 6 * 86_400_000) {
    const p = localParts(instant, timeZone);
    return `${p.weekday} ${spokenTime(p.hhmm)}`;
  }
  return callWhen(iso, timeZone);
}

/** "Nov 20" in the loved one's zone. */
export function monthDay(iso: string, timeZone: string): string {
  const p = localParts(new Date(iso), timeZone);
  return `${p.month} ${p.day}`;
}

/** The service number as the rest of the app writes it: +1 (215) 555-0142. */
export function displayNumber(number: string): string {
  return formatPhoneDisplay(toE164(number) ?? number);
}

export type StatusKind = 'paused' | 'no_minutes' | 'waiting' | 'next';

/**
 * Whether daily calls have started and when the next one is. A pause (the loved one's own
 * choice) is said first; then no minutes, which stops every call; then whether calls have begun.
 */
export function statusLine(options: {
  phone: Pick<
    PhoneNumber,
    'name' | 'timezone' | 'daily_call_time' | 'next_call_at' | 'calls_paused' | 'calls_paused_at'
  >;
  servicePhone: string;
  /** The account's minutes left, or null while unknown. */
  minutesLeft: number | null;
  now?: Date;
}): { kind: StatusKind; text: string } {
  const { phone, servicePhone, minutesLeft } = options;
  const now = options.now ?? new Date();
  const name = phone.name;
  if (phone.calls_paused) {
    const on = phone.calls_paused_at ? ` on ${monthDay(phone.calls_paused_at, phone.timezone)}` : '';
    return {
      kind: 'paused',
      text: `Paused: ${name} asked us to stop${on}. Only ${name} can restart them, by calling and asking`,
    };
  }
  if (minutesLeft === 0) return { kind: 'no_minutes', text: 'No minutes left' };
  if (!phone.daily_call_time) {
    const number = servicePhone ? displayNumber(servicePhone) : 'Porchlight';
    return { kind: 'waiting', text: `Daily calls start after ${name} first calls ${number}` };
  }
  const their = `${possessive(name)} time`;
  if (!phone.next_call_at) {
    return { kind: 'next', text: `Daily calls at ${spokenTime(phone.daily_call_time)}, ${their}` };
  }
  const next = localParts(new Date(phone.next_call_at), phone.timezone);
  const today = localParts(now, phone.timezone).date;
  const day =
    next.date === today
      ? 'today'
      : next.date === nextDate(today)
        ? 'tomorrow'
        : `${next.weekday} ${next.day} ${next.month}`;
  return { kind: 'next', text: `Next call: ${day} at ${spokenTime(next.hhmm)}, ${their}` };
}

/** Who rang whom. */
export function whoCalled(call: Pick<TimelineCall, 'direction' | 'type'>): string {
  if (call.type === 'appointment') return 'Reminder call';
  return call.direction === 'inbound' ? 'They called' : 'We called';
}

/** Minutes as they are counted: rounded up per call. */
export function callMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

export function outcomeWords(call: Pick<TimelineCall, 'outcome' | 'duration'>): string {
  switch (call.outcome) {
    case 'talked':
      return call.duration ? `Talked ${callMinutes(call.duration)} min` : 'Talked';
    case 'no_answer':
      return 'No answer';
    case 'declined':
      return 'Declined';
    case 'voicemail':
      return 'Voicemail';
    case 'missed':
      return 'Missed check-in';
    case 'in_progress':
      return 'In progress';
    case 'failed':
      return 'Failed';
  }
}

export function moodWord(mood: number): string {
  return MOOD_WORDS[Math.min(5, Math.max(1, Math.round(mood)))] ?? 'Steady';
}

/**
 * The mood to show for a call. On a call where an emergency or self-harm was heard, nothing
 * cheerful is shown: only a low mood, which is consistent with what happened.
 */
export function visibleMood(call: Pick<TimelineCall, 'mood' | 'crisis'>): number | null {
  if (call.mood === null) return null;
  if (call.crisis && Math.round(call.mood) > 2) return null;
  return call.mood;
}

export const CRISIS_LABEL = { emergency: 'Emergency', self_harm: 'Talk of self-harm' } as const;
/** Their labels' colours, at 4.5:1 or more on the tinted cards (Mantine's orange.9 is 3.9:1 there). */
export const CRISIS_INK = { emergency: 'var(--mantine-color-red-9)', self_harm: '#a33b0a' } as const;

const ALERT_KINDS: Record<string, string> = {
  emergency: 'Emergency alert',
  self_harm: 'Self-harm alert',
  opt_out: 'Asked to stop calls',
  opt_in: 'Asked to restart calls',
  concern: 'Concern',
  no_minutes: 'No minutes left',
  missed_calls: 'Missed calls',
  unusual_activity: 'Unusual activity',
  general_update: 'Call update',
  daily_digest: 'Daily digest',
};

export function alertKindWords(kind: string): string {
  return ALERT_KINDS[kind] ?? kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export function alertChannelWords(channel: string): string {
  return channel === 'sms' ? 'Text' : channel === 'email' ? 'E-mail' : channel;
}

/** The alert's destination: a phone number formatted, an address as it is. */
export function alertTo(alert: Pick<CallAlert, 'channel' | 'to'>): string {
  return alert.channel === 'sms' ? displayNumber(alert.to) : alert.to;
}

const ALERT_STATUSES: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  sent: { label: 'Sent', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function alertStatus(status: string): { label: string; color: string } {
  return ALERT_STATUSES[status] ?? { label: status, color: 'gray' };
}

/** A reminder set on a call: "8:00 PM every day" / "once at 8:00 PM". */
export function reminderWords(r: { local_time: string; repeat: string }): string {
  const time = spokenTime(r.local_time);
  return r.repeat === 'daily' ? `${time} every day` : `once at ${time}`;
}

/** "HH:MM" times from `from` to `to` every `step` minutes, for a time Select. */
export function timeOptions(from: string, to: string, step: number): { value: string; label: string }[] {
  const minutes = (t: string) => {
    const [h = 0, m = 0] = t.split(':').map(Number);
    return h * 60 + m;
  };
  const out: { value: string; label: string }[] = [];
  for (let m = minutes(from); m <= minutes(to); m += step) {
    const value = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    out.push({ value, label: spokenTime(value) });
  }
  return out;
}
