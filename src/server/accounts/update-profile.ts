import type { z } from 'zod';
import type { updateProfileSchema } from '../../shared/account.ts';
import { toE164 } from '../../shared/phone/index.ts';
import type { CurrentUser } from '../../shared/user.ts';
import type { Db } from '../db/client.ts';
import { currentUserSelect, toCurrentUser } from './current-user.ts';

/**
 * Updates the alert contacts and first name given (only filled fields are sent). A new alert phone
 * starts opted in.
 */
export async function updateProfile(options: {
  db: Db;
  userId: string;
  input: z.output<typeof updateProfileSchema>;
}): Promise<CurrentUser> {
  const { input, db, userId } = options;
  const phone = input.alert_contact ? toE164(input.alert_contact) : null;
  const current = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { alertContact: true } });
  const user = await db.user.update({
    where: { id: userId },
    data: {
      ...(phone ? { alertContact: phone } : {}),
      ...(phone && phone !== current.alertContact ? { alertContactRcsDisabled: false } : {}),
      ...(input.alert_contact_email ? { alertContactEmail: input.alert_contact_email } : {}),
      ...(input.first_name ? { firstName: input.first_name } : {}),
    },
    select: currentUserSelect,
  });
  return toCurrentUser(user);
}
