// A loved one's reminder as the family sees it (set by voice on a call).
import { z } from 'zod';
import { spokenTime } from './spoken-time.ts';

export const reminderSchema = z.object({
  id: z.string(),
  phoneNumberId: z.string(),
  text: z.string(),
  /** HH:MM in the loved one's time zone. */
  localTime: z.string(),
  repeat: z.enum(['once', 'daily']),
  /** YYYY-MM-DD for a one-time reminder. */
  localDate: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** "8:00 PM every day" / "8:00 PM on Nov 24". */
export function reminderWhen(r: Pick<Reminder, 'localTime' | 'repeat' | 'localDate'>): string {
  const time = spokenTime(r.localTime);
  if (r.repeat === 'daily' || !r.localDate) return `${time} every day`;
  const date = new Date(`${r.localDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `${time} on ${date}`;
}
