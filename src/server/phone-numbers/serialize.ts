import type { PhoneNumber } from '../../shared/phone-number.ts';

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
}

export function toPhoneNumber(row: Row): PhoneNumber {
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
  };
}
