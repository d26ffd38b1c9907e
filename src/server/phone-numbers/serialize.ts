import { UPDATE_MODES, type UpdateMode } from '../../shared/family.ts';
import type { PhoneNumber } from '../../shared/phone-number.ts';
import { timeZoneChoices, timeZoneFor } from '../../shared/phone/index.ts';
import { localParts, zonedInstant } from '../schedule/local-time.ts';
import { minutesOf } from '../schedule/daily-time.ts';

export const phoneNumberSelect = {
  id: true,
  number: true,
  name: true,
  relationship: true,
  state: true,
  timezone: true,
  missedCallAlertThreshold: true,
  unusualActivityAlert: true,
  generalUpdates: true,
  createdAt: true,
  dailyCallTime: true,
  callsStoppedAt: true,
  updateMode: true,
  digestTime: true,
} as const;

interface Row {
  id: string;
  number: string;
  name: string;
  relationship: string | null;
  state: string | null;
  timezone: string;
  missedCallAlertThreshold: number | null;
  unusualActivityAlert: boolean;
  generalUpdates: boolean;
  createdAt: Date;
  dailyCallTime: string | null;
  callsStoppedAt: Date | null;
  updateMode: string;
  digestTime: string;
}

/** The next daily check-in: today at the daily time if it is still ahead there, else tomorrow. */
export function nextCallAt(
  row: Pick<Row, 'dailyCallTime' | 'callsStoppedAt' | 'timezone'>,
  now = new Date(),
): Date | null {
  if (!row.dailyCallTime || row.callsStoppedAt) return null;
  const local = localParts(now, row.timezone);
  const date =
    minutesOf(row.dailyCallTime) > local.minutes
      ? local.date
      : localParts(new Date(now.getTime() + 86_400_000), row.timezone).date;
  return zonedInstant(date, row.dailyCallTime, row.timezone);
}

/** The zones a family may pick: the region's own (and its second one), and the one derived now. */
export function zoneChoicesFor(row: { state: string | null; number: string; timezone?: string }): string[] {
  return [
    ...new Set([timeZoneFor({ region: row.state, number: row.number }), ...timeZoneChoices(row.state)]),
  ];
}

export function toPhoneNumber(row: Row, now = new Date()): PhoneNumber {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    relationship: row.relationship,
    state: row.state,
    timezone: row.timezone,
    missed_call_alert_threshold: row.missedCallAlertThreshold,
    unusual_activity_alert: row.unusualActivityAlert,
    general_updates: row.generalUpdates,
    created_at: row.createdAt,
    daily_call_time: row.dailyCallTime,
    next_call_at: nextCallAt(row, now)?.toISOString() ?? null,
    calls_paused: row.callsStoppedAt !== null,
    calls_paused_at: row.callsStoppedAt?.toISOString() ?? null,
    update_mode: (UPDATE_MODES as readonly string[]).includes(row.updateMode)
      ? (row.updateMode as UpdateMode)
      : 'each_call',
    digest_time: row.digestTime,
    timezone_choices: zoneChoicesFor(row),
  };
}
