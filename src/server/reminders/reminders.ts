// The family's view of reminders: the active ones of their own loved ones, and deleting one
// (a deleted reminder is cancelled, so no reminder call is placed for it any more).
import type { Reminder } from '../../shared/reminder.ts';
import { localParts } from '../schedule/local-time.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export async function listReminders(options: { db: Db; userId: string; now?: Date }): Promise<Reminder[]> {
  const rows = await options.db.reminder.findMany({
    where: { cancelledAt: null, phoneNumber: { userId: options.userId } },
    orderBy: [{ localTime: 'asc' }, { createdAt: 'asc' }],
    include: { phoneNumber: { select: { timezone: true } } },
  });
  const now = options.now ?? new Date();
  const today = (tz: string) => localParts(now, tz).date;
  return rows
    .filter((r) => r.repeat === 'daily' || !r.localDate || r.localDate >= today(r.phoneNumber.timezone))
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
