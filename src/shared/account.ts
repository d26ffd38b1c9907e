import { z } from 'zod';
import { USER_NAME_FIELD_KEY } from './brand.ts';
import { validatePhone } from './phone/index.ts';
import { INVALID_EMAIL } from './auth.ts';
import { phoneNumberSchema } from './phone-number.ts';
import { subscriptionSchema } from './plans.ts';
import { reminderSchema } from './reminder.ts';

const emptyToNull = (v: string | null | undefined) => {
  const trimmed = v?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const alertContactField = z
  .string({ error: 'Alert phone must be text' })
  .max(40, 'Phone number is too long')
  .nullish()
  .transform(emptyToNull)
  .superRefine((value, ctx) => {
    const message = value === null ? null : validatePhone(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const alertContactEmailField = z
  .string({ error: 'Alert e-mail must be text' })
  .max(254, INVALID_EMAIL)
  .nullish()
  .transform(emptyToNull)
  .superRefine((value, ctx) => {
    if (value !== null && !z.email().safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: INVALID_EMAIL });
  });

export const FIRST_NAME_MAX = 50;
export const LOVED_ONE_NAME_REQUIRED = 'Name is required';

/** The account holder's own first name (optional: the dashboard greets neutrally without it). */
export const firstNameField = z
  .string({ error: 'First name must be text' })
  .max(FIRST_NAME_MAX, `First name must be at most ${FIRST_NAME_MAX} characters`)
  .nullish()
  .transform(emptyToNull);

export const completeOnboardingSchema = z
  .object({
    /** The loved one's name (the spec's `{product}_user_name`). */
    [USER_NAME_FIELD_KEY]: z
      .string()
      .max(100, 'Name must be at most 100 characters')
      .nullish()
      .transform(emptyToNull),
    first_name: firstNameField,
    alert_contact: alertContactField,
    alert_contact_email: alertContactEmailField,
    profileSkipped: z.boolean().optional().default(false),
  })
  // A completed profile names the person Porchlight will call; only a skipped one may leave it out.
  .refine((v) => v.profileSkipped || v[USER_NAME_FIELD_KEY] !== null, {
    message: LOVED_ONE_NAME_REQUIRED,
    path: [USER_NAME_FIELD_KEY],
  });

export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;

export const AT_LEAST_ONE_CONTACT =
  'Provide at least one contact method (phone or email) to receive notifications.';

/**
 * PUT /api/user/profile: the alert contacts (only filled ones), and/or the account holder's first
 * name. A request that changes neither contact must at least carry a first name.
 */
export const updateProfileSchema = z
  .object({
    alert_contact: alertContactField,
    alert_contact_email: alertContactEmailField,
    first_name: firstNameField,
  })
  .refine((v) => v.alert_contact !== null || v.alert_contact_email !== null || v.first_name !== null, {
    message: AT_LEAST_ONE_CONTACT,
  });

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const dashboardStatsSchema = z.object({
  totalCallsMonth: z.number().int(),
  dailyUsage: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The dashboard's page in one answer: the numbers, the plan, the reminders and the figures. */
export const dashboardPageSchema = z.object({
  numbers: z.array(phoneNumberSchema),
  subscription: subscriptionSchema,
  reminders: z.array(reminderSchema),
  stats: dashboardStatsSchema,
});
export type DashboardPage = z.infer<typeof dashboardPageSchema>;
