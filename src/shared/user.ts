import { z } from 'zod';

/** The spec's "Current user", as GET /api/user/me and tRPC user.me return it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  onboarding_step: z.string(),
  alert_contact: z.string().nullable(),
  alert_contact_email: z.string().nullable(),
  alert_contact_rcs_disabled: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const ONBOARDING_COMPLETED = 'completed';
