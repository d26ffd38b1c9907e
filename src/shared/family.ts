// The family's window on the calls (issue: timeline, chart, notes, memories, call time): the
// inputs the server checks and the shapes it answers with, shared by REST, tRPC and the browser.
import { z } from 'zod';
import { spokenTime } from './spoken-time.ts';

/** The daily call may be set from 8:00 to 20:40: its two retries, 10 minutes apart, end by 21:00. */
export const DAILY_CALL_EARLIEST = '08:00';
export const DAILY_CALL_LATEST = '20:40';
export const DAILY_CALL_TIME_ERROR = `Choose a time between ${spokenTime(DAILY_CALL_EARLIEST)} and ${spokenTime(DAILY_CALL_LATEST)}: Porchlight only calls between 8 AM and 9 PM in their own time.`;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (message: string) => z.string({ error: message }).trim().regex(HHMM, message);

export const UPDATE_MODES = ['each_call', 'daily_digest'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

/** What PUT /api/phone-numbers/{number} accepts besides the phone dialog's fields. */
export const lovedOneSettingsSchema = z.object({
  daily_call_time: timeOfDay('Daily call time must be a time like 09:30')
    .refine((t) => t >= DAILY_CALL_EARLIEST && t <= DAILY_CALL_LATEST, DAILY_CALL_TIME_ERROR)
    // null, as the phone object carries it before the first call, leaves it unchanged.
    .nullish(),
  update_mode: z
    .enum(UPDATE_MODES, {
      error: 'Updates can be after each call (each_call) or a daily digest (daily_digest)',
    })
    .optional(),
  digest_time: timeOfDay('Digest time must be a time like 18:00').nullish(),
});
export type LovedOneSettings = z.infer<typeof lovedOneSettingsSchema>;

export const NOTE_MAX = 500;
export const noteInputSchema = z.object({
  text: z
    .string({ error: 'Please write the note' })
    .trim()
    .min(1, 'Please write the note')
    .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`),
});

export const MEMORY_MAX = 300;
export const memoryInputSchema = z.object({
  text: z
    .string({ error: 'Please write what Porchlight should remember' })
    .trim()
    .min(1, 'Please write what Porchlight should remember')
    .max(MEMORY_MAX, `A memory can be at most ${MEMORY_MAX} characters`),
});

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be a whole number from 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 50' })
    .int('pageSize must be a whole number from 1 to 50')
    .min(1, 'pageSize must be a whole number from 1 to 50')
    .max(50, 'pageSize must be a whole number from 1 to 50')
    .default(10),
});

export const activityQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 90' })
    .int('days must be a whole number from 1 to 90')
    .min(1, 'days must be a whole number from 1 to 90')
    .max(90, 'days must be a whole number from 1 to 90')
    .default(30),
});

export const NOTE_ALREADY_PASSED = 'This note was already passed on, so it can no longer be deleted.';
export const NOTE_NOT_FOUND = 'Note not found';
export const MEMORY_NOT_FOUND = 'Memory not found';
export const CALL_NOT_FOUND = 'Call not found';

export const callAlertSchema = z.object({
  kind: z.string(),
  channel: z.string(),
  to: z.string(),
  status: z.string(),
});
export type CallAlert = z.infer<typeof callAlertSchema>;

export const CALL_OUTCOMES = [
  'talked',
  'no_answer',
  'declined',
  'voicemail',
  'missed',
  'in_progress',
  'failed',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const timelineCallSchema = z.object({
  id: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  type: z.string(),
  status: z.string(),
  outcome: z.enum(CALL_OUTCOMES),
  started_at: z.string(),
  /** Seconds, once the call has ended. */
  duration: z.number().nullable(),
  summary: z.string().nullable(),
  mood: z.number().nullable(),
  topics: z.array(z.string()),
  /** An emergency or talk of self-harm was heard on this call. */
  crisis: z.enum(['emergency', 'self_harm']).nullable(),
  /** The loved one agreed to recording; when false the family sees only the notes. */
  transcript_available: z.boolean(),
  reminders: z.array(z.object({ text: z.string(), local_time: z.string(), repeat: z.string() })),
  memories: z.array(z.string()),
  notes_passed: z.array(z.string()),
  alerts: z.array(callAlertSchema),
});
export type TimelineCall = z.infer<typeof timelineCallSchema>;

export const callPageSchema = z.object({ calls: z.array(timelineCallSchema), total: z.number() });
export type CallPage = z.infer<typeof callPageSchema>;

export const activityDaySchema = z.object({
  /** Local YYYY-MM-DD in the loved one's zone. */
  date: z.string(),
  calls: z.number(),
  minutes: z.number(),
  /** Average mood 1–5 of the day's conversations, or null. */
  mood: z.number().nullable(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const familyNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type FamilyNoteItem = z.infer<typeof familyNoteSchema>;

export const memoryItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** 'call' when the companion noted it, 'family' when the family added it. */
  source: z.enum(['call', 'family']),
});
export type MemoryItem = z.infer<typeof memoryItemSchema>;

export const familyTranscriptSchema = z.object({
  available: z.boolean(),
  /** Why there is no transcript, when there is none. */
  message: z.string().nullable(),
  transcript: z.string(),
  phoneNumber: z.string(),
  callDuration: z.number(),
  createdAt: z.string(),
  callType: z.string(),
});
export type FamilyTranscript = z.infer<typeof familyTranscriptSchema>;

/** "😊"-free mood words: the face is drawn by the browser from the number. */
export const MOOD_WORDS: Record<number, string> = {
  1: 'Very low',
  2: 'Low',
  3: 'Steady',
  4: 'Good',
  5: 'Bright',
};
