// The loved one's phone number as the API and the forms speak it (spec section 3 PhoneNumber).
import { z } from 'zod';
import { lovedOneSettingsSchema, UPDATE_MODES } from './family.ts';
import { regionByCode, validatePhone } from './phone/index.ts';

export const RELATIONSHIPS = [
  { value: 'mother', label: 'Mother' },
  { value: 'father', label: 'Father' },
  { value: 'grandmother', label: 'Grandmother' },
  { value: 'grandfather', label: 'Grandfather' },
  { value: 'aunt', label: 'Aunt' },
  { value: 'uncle', label: 'Uncle' },
  { value: 'great_aunt', label: 'Great-aunt' },
  { value: 'great_uncle', label: 'Great-uncle' },
  { value: 'friend', label: 'Friend' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'yourself', label: 'Yourself' },
  { value: 'other', label: 'Other' },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]['value'];
const relationshipValues = RELATIONSHIPS.map((r) => r.value) as [Relationship, ...Relationship[]];

/** Spec section 9: 0 (never), 1, 2, 3, 5, 10 missed calls; 3 by default. */
export const MISSED_CALL_THRESHOLDS = [0, 1, 2, 3, 5, 10] as const;
export const DEFAULT_MISSED_CALL_THRESHOLD = 3;

export function thresholdLabel(n: number): string {
  return n === 0 ? 'Never' : `After ${n} missed call${n === 1 ? '' : 's'}`;
}

export const phoneNumberField = z.string({ error: 'Phone number is required' }).superRefine((value, ctx) => {
  const message = validatePhone(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const phoneNumberInputSchema = z.object({
  number: phoneNumberField,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  relationship: z
    .string({ error: 'Please choose a relationship from the list' })
    .max(40, 'Please choose a relationship from the list')
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (relationshipValues as string[]).includes(v), {
      message: 'Please choose a relationship from the list',
    }),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .min(1, 'State is required')
    .refine((code) => regionByCode(code) !== null, 'Please choose a state or country from the list'),
  /**
   * Optional: the server derives the zone from the state and number; a family may choose the
   * other zone of a state that spans two (or the Canary Islands), and that choice is kept.
   */
  timezone: z.string({ error: 'Please choose a time zone from the list' }).max(64).nullish(),
  missed_call_alert_threshold: z
    .number({ error: 'Missed-call alerts can be after 1, 2, 3, 5 or 10 missed calls, or never' })
    .refine((n) => (MISSED_CALL_THRESHOLDS as readonly number[]).includes(n), {
      message: 'Missed-call alerts can be after 1, 2, 3, 5 or 10 missed calls, or never',
    })
    .nullable()
    .default(DEFAULT_MISSED_CALL_THRESHOLD),
  unusual_activity_alert: z.boolean({ error: 'unusual_activity_alert must be true or false' }).default(true),
  general_updates: z.boolean({ error: 'general_updates must be true or false' }).default(true),
  ...lovedOneSettingsSchema.shape,
});

export type PhoneNumberInput = z.input<typeof phoneNumberInputSchema>;
export type PhoneNumberData = z.output<typeof phoneNumberInputSchema>;

export const phoneNumberSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  relationship: z.string().nullable(),
  state: z.string().nullable(),
  timezone: z.string(),
  missed_call_alert_threshold: z.number().nullable(),
  unusual_activity_alert: z.boolean(),
  general_updates: z.boolean(),
  created_at: z.date(),
  /** Local "HH:MM" of the daily check-in, or null until the loved one first calls. */
  daily_call_time: z.string().nullable(),
  /** When the next daily check-in rings (ISO), or null when none is scheduled. */
  next_call_at: z.string().nullable(),
  /** The loved one asked Porchlight to stop calling. */
  calls_paused: z.boolean(),
  calls_paused_at: z.string().nullable(),
  update_mode: z.enum(UPDATE_MODES),
  digest_time: z.string(),
  /** The zones the family may choose from for this loved one. */
  timezone_choices: z.array(z.string()),
});

export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const NUMBER_IN_USE =
  'This phone number is already active on another account with a valid subscription. Please use a different phone number.';
export const NUMBER_ALREADY_YOURS = 'This phone number is already on your account.';
export const NUMBER_NOT_FOUND = 'Phone number not found';
