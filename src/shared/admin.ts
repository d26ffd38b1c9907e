// The admin panel's data, as both the server sends it and the browser shows it (spec sections
// 2, 3 and 7), and the rules the panel and the server share.
import { z } from 'zod';

export const ADMIN_SESSION_HOURS = 4;
export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;
export const ADMIN_AUTO_REFRESH_MS = 10_000;
export const ADMIN_RECENT_CALLS = 5;
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const PLAYBACK_SPEEDS = [1, 1.25, 1.5, 2] as const;

export const ADMIN_MESSAGES = {
  passwordRequired: 'Password is required',
  invalidPassword: 'Invalid password. Please try again.',
  disabled: 'The admin panel is turned off on this server. Set ADMIN_PASSWORD to turn it on.',
  signIn: 'Please sign in to the admin panel.',
  audioComingSoon: 'Coming Soon — Audio recording functionality is currently being developed.',
  audioDefault: 'No recording is available for this call.',
  noTranscript: 'No transcript available for this call.',
} as const;

/** The Overview's figures; also the tRPC output schema, so nothing else leaves the server. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeSubscriptions: z.number(),
  callsToday: z.number(),
  activeConnections: z.number(),
  /** Dollars a month: the sum of the monthly prices of active paid plans. */
  monthlyRevenue: z.number(),
  /** Seconds, over answered calls of the last 30 days. */
  averageCallDuration: z.number(),
  /** Missed check-in alerts this month (service time zone), one per event. */
  missedCallAlerts: z.number(),
  /** Emergency and self-harm events this month (service time zone), one per event. */
  crisisReferralsMonth: z.number(),
  /** The same, this calendar year. */
  crisisReferralsYear: z.number(),
  systemHealth: z.enum(['healthy', 'warning', 'critical']),
  /** Why the health is not 'healthy' (empty when it is). */
  healthNotes: z.array(z.string()),
});

export type SystemHealth = z.infer<typeof adminStatsSchema>['systemHealth'];
export type AdminStats = z.infer<typeof adminStatsSchema>;

export type AdminCallType = 'regular' | 'outbound' | 'appointment' | 'commercial';

export interface AdminCallItem {
  id: string;
  phoneNumber: string;
  phoneName?: string;
  callType: string;
  /** Seconds. */
  duration: number;
  status: string;
  /** ISO date-time the call started. */
  timestamp: string;
  userId: string | null;
}

export interface AdminUserItem {
  id: string;
  name: string;
  email: string;
  phoneNumbers: string[];
  /** active | trial | past_due | expired | none */
  subscriptionStatus: string;
  /** Minutes of calls charged to the account over its life. */
  totalMinutes: number;
  /** ISO date-time: the latest of sign-in, call or sign-up. */
  lastActivity: string;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CallAudioInfo {
  available: boolean;
  audioUrl: string | null;
  duration: number | null;
  format: string | null;
  message: string | null;
}

export interface CallTranscript {
  transcript: string;
  phoneNumber: string;
  callDuration: number;
  createdAt: string;
  callType: string;
}

export const adminAuthInput = z.object({
  password: z
    .string({ error: ADMIN_MESSAGES.passwordRequired })
    .max(1000, ADMIN_MESSAGES.invalidPassword)
    .refine((v) => v.trim() !== '', ADMIN_MESSAGES.passwordRequired),
});

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE);

export const adminCallsInput = z.object({
  userId: z.uuid('userId must be a user id').optional(),
  page,
  pageSize,
});

export const adminUsersInput = z.object({
  search: z.string().trim().max(200, 'search is too long').default(''),
  page,
  pageSize,
});

export const adminCallIdInput = z.object({ callId: z.uuid('That is not a call id.') });

/** Badge colour of a call type: commercial purple, appointment blue, outbound amber, else green. */
export function callTypeColor(type: string): string {
  switch (type) {
    case 'commercial':
      return 'grape';
    case 'appointment':
      return 'blue';
    case 'outbound':
      return 'orange';
    default:
      return 'green';
  }
}

/** A blank type shows 'regular'. */
export function callTypeLabel(type: string | null | undefined): string {
  return type?.trim() ? type : 'regular';
}

/** completed green, failed red, busy yellow, no-answer orange; anything else grey. */
export function callStatusColor(status: string): string {
  return (
    { completed: 'green', failed: 'red', busy: 'yellow', 'no-answer': 'orange' }[status] ??
    (status === 'in-progress' ? 'blue' : 'gray')
  );
}

/** active green, trial yellow, otherwise red. */
export function subscriptionColor(status: string): string {
  return status === 'active' ? 'green' : status === 'trial' ? 'yellow' : 'red';
}

export function healthColor(health: string): string {
  return health === 'healthy' ? 'green' : health === 'warning' ? 'yellow' : 'red';
}

/** Seconds as m:ss (e.g. 0:07, 12:30, 75:00). */
export function formatDuration(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.round(seconds ?? 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface TranscriptLine {
  speaker: string;
  message: string;
  assistant: boolean;
}

export const ASSISTANT_SPEAKER = 'Assistant';

/**
 * Reads a 'Speaker: message' transcript. A line without a colon, or with nothing before it, is
 * not a line of conversation and is left out; the message is everything after the first colon.
 */
export function parseTranscript(text: string | null | undefined): TranscriptLine[] {
  if (!text) return [];
  const lines: TranscriptLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const colon = raw.indexOf(':');
    if (colon < 0) continue;
    const speaker = raw.slice(0, colon).trim();
    if (!speaker) continue;
    const message = raw.slice(colon + 1).trim();
    const lower = speaker.toLowerCase();
    lines.push({ speaker, message, assistant: lower === 'assistant' || lower === 'ai' });
  }
  return lines;
}

/** Writes one transcript line; a message's own line breaks become spaces so it stays one line. */
export function transcriptLine(speaker: string, message: string): string {
  return `${speaker.replace(/[:\r\n]+/g, ' ').trim()}: ${message.replace(/\s*[\r\n]+\s*/g, ' ').trim()}`;
}

/** The download's file name: call-audio-{callId}.{format, default wav}. */
export function audioFileName(callId: string, format: string | null | undefined): string {
  return `call-audio-${callId}.${format?.trim() ? format : 'wav'}`;
}

export interface AdminSessionState {
  enabled: boolean;
  authenticated: boolean;
  expiresAt: string | null;
}
