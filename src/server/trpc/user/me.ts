import { currentUserSchema } from '../../../shared/user.ts';
import { getCurrentUser } from '../../accounts/current-user.ts';
import { publicProcedure } from '../trpc.ts';

/** The signed-in user, or null: the SPA's session check. */
export const me = publicProcedure.output(currentUserSchema.nullable()).query(async ({ ctx }) => {
  const auth = await ctx.auth();
  if (!auth) return null;
  return getCurrentUser({ db: ctx.deps.db, userId: auth.userId });
});
