import { completeOnboardingSchema } from '../../../shared/account.ts';
import { currentUserSchema } from '../../../shared/user.ts';
import { completeOnboarding as complete } from '../../accounts/complete-onboarding.ts';
import { authedProcedure } from '../trpc.ts';

export const completeOnboarding = authedProcedure
  .input(completeOnboardingSchema)
  .output(currentUserSchema)
  .mutation(({ ctx, input }) => complete({ db: ctx.deps.db, userId: ctx.user.userId, input }));
