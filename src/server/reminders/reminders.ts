// The family's view of reminders: the active ones of their own loved ones, and deleting one
// (a deleted reminder is cancelled, so no reminder call is placed for it any more).
import type { Reminder } from '../../shared/reminder.ts';
import { localParts } from '../schedule/local-time.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type ReminderRow = Omit<Reminder, 'repeat'> & { repeat: string; timezone: string };

export async function listReminders(options: { db: Db; userId: string; now?: Date }): Promise<Reminder[]> {
  // One query with the loved one's time zone joined in (Prisma's include would take a second).
  const rows = await options.db.$queryRaw<ReminderRow[]>`
    SELECT r.id, r.phone_number_id AS "phoneNumberId", r.text, r.local_time AS "localTime", r.repeat,
           r.local_date AS "localDate", p.timezone
    FROM reminders r JOIN phone_numbers p ON p.id = r.phone_number_id
    WHERE p.user_id = ${options.userId}::uuid AND r.cancelled_at IS NULL
    ORDER BY r.local_time, r.created_at`;
  return remindersDue(rows, options.now);
}

/** The reminders still to come (one-time ones dated before today, in the loved one's zone, are done). */
export function remindersDue(rows: ReminderRow[], now = new Date()): Reminder[] {
  const today = (tz: string) => localParts(now, tz).date;
  return rows
    .filter((r) => r.repeat === 'daily' || !r.localDate || r.localDate >= today(r.timezone))
    .map((r) => ({
      id: r.id,
      phoneNumberId: r.phoneNumberId,
      text: r.text,
      localTime: r.localTime,
      repeat: r.repeat === 'daily' ? 'daily' : 'once',
      localDate: r.localDate,
    }));
}

export async function deleteReminder(options: { db: Db; userId: string; id: string }): Promise<void> {
  const { count } = await options.db.reminder.updateMany({
    where: { id: options.id, cancelledAt: null, phoneNumber: { userId: options.userId } },
    data: { cancelledAt: new Date() },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'That reminder was not found.');
}
