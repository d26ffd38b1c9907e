import { z } from 'zod';

/** The spec's "Current user", as GET /api/user/me and tRPC user.me return it. */
export const currentUserSchema = z.object({
  id: z.string(),
  /** The onboarding profile's name: the loved one's (the spec's `{product}_user_name`). */
  name: z.string().nullable(),
  /** The account holder's own first name, which the dashboard greets; null when not given. */
  first_name: z.string().nullable(),
  email: z.string(),
  onboarding_step: z.string(),
  alert_contact: z.string().nullable(),
  alert_contact_email: z.string().nullable(),
  alert_contact_rcs_disabled: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const ONBOARDING_COMPLETED = 'completed';

/**
 * The dashboard's greeting: the account holder by their own first name, or a neutral hello when
 * they gave none (never the loved one's name, which `name` holds).
 */
export function dashboardGreeting(user: Pick<CurrentUser, 'first_name'>): string {
  const firstName = user.first_name?.trim();
  return firstName ? `Hello, ${firstName}` : 'Hello';
}
