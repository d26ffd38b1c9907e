import { z } from 'zod';
import { USER_NAME_FIELD_KEY } from './brand.ts';
import { validatePhone } from './phone/index.ts';
import { INVALID_EMAIL } from './auth.ts';

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

export const completeOnboardingSchema = z.object({
  [USER_NAME_FIELD_KEY]: z
    .string()
    .max(100, 'Name must be at most 100 characters')
    .nullish()
    .transform(emptyToNull),
  alert_contact: alertContactField,
  alert_contact_email: alertContactEmailField,
  profileSkipped: z.boolean().optional().default(false),
});

export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;

export const AT_LEAST_ONE_CONTACT =
  'Provide at least one contact method (phone or email) to receive notifications.';

export const updateProfileSchema = z
  .object({ alert_contact: alertContactField, alert_contact_email: alertContactEmailField })
  .refine((v) => v.alert_contact !== null || v.alert_contact_email !== null, {
    message: AT_LEAST_ONE_CONTACT,
  });

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const dashboardStatsSchema = z.object({
  totalCallsMonth: z.number().int(),
  dailyUsage: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
