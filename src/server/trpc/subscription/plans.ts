import { z } from 'zod';
import { purchasablePlanSchema } from '../../../shared/plans.ts';
import { listPlans } from '../../billing/list-plans.ts';
import { publicProcedure } from '../trpc.ts';

export const plans = publicProcedure
  .output(z.object({ plans: z.array(purchasablePlanSchema) }))
  .query(({ ctx }) => ({ plans: listPlans({ config: ctx.deps.config }) }));
