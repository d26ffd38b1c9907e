import { z } from 'zod';
import { listPlans } from '../../billing/list-plans.ts';
import { publicProcedure } from '../trpc.ts';

const planSchema = z.object({
  id: z.enum(['starter', 'basic', 'standard', 'premium']),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  discountPercentage: z.number().optional(),
  priceId: z.string(),
  nMinutes: z.number().int(),
});

export const plans = publicProcedure
  .output(z.object({ plans: z.array(planSchema) }))
  .query(({ ctx }) => ({ plans: listPlans({ config: ctx.deps.config }) }));
