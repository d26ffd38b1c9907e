import { updateProfileSchema } from '../../../shared/account.ts';
import { currentUserSchema } from '../../../shared/user.ts';
import { updateProfile as update } from '../../accounts/update-profile.ts';
import { authedProcedure } from '../trpc.ts';

export const updateProfile = authedProcedure
  .input(updateProfileSchema)
  .output(currentUserSchema)
  .mutation(({ ctx, input }) => update({ db: ctx.deps.db, userId: ctx.user.userId, input }));
