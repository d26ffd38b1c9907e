import { z } from 'zod';
import { deleteAccount } from '../../accounts/delete-account.ts';
import { authedProcedure } from '../trpc.ts';

export const deleteMe = authedProcedure
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx }) => {
    await deleteAccount({ db: ctx.deps.db, userId: ctx.user.userId });
    ctx.cookies.clear();
    return { success: true as const };
  });
