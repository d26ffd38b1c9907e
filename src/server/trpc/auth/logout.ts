import { z } from 'zod';
import { invalidateSession } from '../../auth/sessions.ts';
import { publicProcedure } from '../trpc.ts';

export const logout = publicProcedure
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx }) => {
    if (ctx.cookies.token)
      await invalidateSession({ db: ctx.deps.db, token: ctx.cookies.token, cache: ctx.deps.sessions });
    ctx.cookies.clear();
    return { success: true as const };
  });
