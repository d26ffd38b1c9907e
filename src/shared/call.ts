// A call's kind, state and ending, as the database stores them (plain text columns) and every
// layer names them: one list each, so a misspelt status is a type error, not a silent miss.
export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Admin badges: a loved one calling, a daily check-in, a reminder call, an unknown caller. */
export const CALL_TYPES = ['regular', 'outbound', 'appointment', 'commercial'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const END_REASONS = [
  'goodbye',
  'hangup',
  'emergency',
  'opt_out',
  'call_later',
  'not_a_good_time',
  'voicemail',
  'machine',
  'no_minutes',
  'no_answer',
  'declined',
  'shutdown',
] as const;
export type EndReason = (typeof END_REASONS)[number];

export function isCallStatus(value: string): value is CallStatus {
  return (CALL_STATUSES as readonly string[]).includes(value);
}

export function callTypeOf(value: string): CallType {
  return (CALL_TYPES as readonly string[]).includes(value) ? (value as CallType) : 'regular';
}
