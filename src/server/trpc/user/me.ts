import { currentUserSchema } from '../../../shared/user.ts';
import { publicProcedure } from '../trpc.ts';

/** The signed-in user, or null: the SPA's session check. The account comes with the session. */
export const me = publicProcedure
  .output(currentUserSchema.nullable())
  .query(async ({ ctx }) => (await ctx.auth())?.user ?? null);
