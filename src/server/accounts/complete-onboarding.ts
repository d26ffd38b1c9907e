import { ONBOARDING_COMPLETED, type CurrentUser } from '../../shared/user.ts';
import type { completeOnboardingSchema } from '../../shared/account.ts';
import { USER_NAME_FIELD_KEY } from '../../shared/brand.ts';
import { toE164 } from '../../shared/phone/index.ts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { currentUserSelect, toCurrentUser } from './current-user.ts';

/**
 * Marks onboarding finished, keeping what the wizard collected: the loved one's name (the spec's
 * `{product}_user_name`), the account holder's own first name, and the alert contacts.
 */
export async function completeOnboarding(options: {
  db: Db;
  userId: string;
  input: z.output<typeof completeOnboardingSchema>;
}): Promise<CurrentUser> {
  const { input } = options;
  const name = input[USER_NAME_FIELD_KEY];
  const user = await options.db.user.update({
    where: { id: options.userId },
    data: {
      onboardingStep: ONBOARDING_COMPLETED,
      ...(name ? { name } : {}),
      ...(input.first_name ? { firstName: input.first_name } : {}),
      ...(input.alert_contact
        ? { alertContact: toE164(input.alert_contact), alertContactRcsDisabled: false }
        : {}),
      ...(input.alert_contact_email ? { alertContactEmail: input.alert_contact_email } : {}),
    },
    select: currentUserSelect,
  });
  return toCurrentUser(user);
}
