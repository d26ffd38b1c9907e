import { subscriptionSchema } from '../../../shared/plans.ts';
import { getSubscription } from '../../billing/get-subscription.ts';
import { authedProcedure } from '../trpc.ts';

export const get = authedProcedure
  .output(subscriptionSchema)
  .query(({ ctx }) => getSubscription({ db: ctx.deps.db, userId: ctx.user.userId }));
