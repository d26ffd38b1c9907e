import type { CurrentUser } from '../../shared/user.ts';

export const currentUserSelect = {
  id: true,
  name: true,
  firstName: true,
  email: true,
  onboardingStep: true,
  alertContact: true,
  alertContactEmail: true,
  alertContactRcsDisabled: true,
} as const;

export type SelectedUser = {
  id: string;
  name: string | null;
  firstName: string | null;
  email: string;
  onboardingStep: string;
  alertContact: string | null;
  alertContactEmail: string | null;
  alertContactRcsDisabled: boolean;
};

export function toCurrentUser(user: SelectedUser): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    first_name: user.firstName,
    email: user.email,
    onboarding_step: user.onboardingStep,
    alert_contact: user.alertContact,
    alert_contact_email: user.alertContactEmail,
    alert_contact_rcs_disabled: user.alertContactRcsDisabled,
  };
}
