import { z } from 'zod';
import { reminderSchema } from '../../../shared/reminder.ts';
import { deleteReminder, listReminders } from '../../reminders/reminders.ts';
import { authedProcedure } from '../trpc.ts';

export const list = authedProcedure
  .output(z.array(reminderSchema))
  .query(({ ctx }) => listReminders({ db: ctx.deps.db, userId: ctx.user.userId }));

export const remove = authedProcedure
  .input(z.object({ id: z.uuid('That reminder was not found.') }))
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteReminder({ db: ctx.deps.db, userId: ctx.user.userId, id: input.id });
    return { success: true as const };
  });
