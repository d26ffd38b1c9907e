import { z } from 'zod';
import { checkoutInputSchema, checkoutSessionIdSchema } from '../../../shared/billing.ts';
import { subscriptionSchema } from '../../../shared/plans.ts';
import {
  confirmCheckout as confirm,
  createCheckout,
  createCustomerSession,
  createPortal,
} from '../../billing/checkout.ts';
import { authedProcedure } from '../trpc.ts';

export const createCheckoutSession = authedProcedure
  .input(checkoutInputSchema)
  .output(z.object({ url: z.string(), sessionId: z.string() }))
  .mutation(({ ctx, input }) =>
    createCheckout({ deps: ctx.deps, userId: ctx.user.userId, requestOrigin: ctx.origin, ...input }),
  );

export const createPortalSession = authedProcedure
  .output(z.object({ url: z.string() }))
  .mutation(({ ctx }) => createPortal({ deps: ctx.deps, userId: ctx.user.userId }));

export const customerSession = authedProcedure
  .output(z.object({ client_secret: z.string().nullable() }))
  .query(({ ctx }) => createCustomerSession({ deps: ctx.deps, userId: ctx.user.userId }));

export const confirmCheckout = authedProcedure
  .input(z.object({ sessionId: checkoutSessionIdSchema }))
  .output(z.object({ complete: z.boolean(), subscription: subscriptionSchema }))
  .mutation(({ ctx, input }) =>
    confirm({ deps: ctx.deps, userId: ctx.user.userId, sessionId: input.sessionId }),
  );
