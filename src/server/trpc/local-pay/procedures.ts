import { z } from 'zod';
import {
  completeLocalCheckout,
  getLocalCheckout,
  getLocalPortal,
  LOCAL_PLAN_IDS,
  localPortalAction,
} from '../../billing/local-payments.ts';
import { authedProcedure } from '../trpc.ts';

const id = z.object({ id: z.string().trim().min(1).max(100) });

export const checkout = authedProcedure
  .input(id)
  .query(({ ctx, input }) => getLocalCheckout({ deps: ctx.deps, userId: ctx.user.userId, id: input.id }));

export const completeCheckout = authedProcedure
  .input(id)
  .mutation(({ ctx, input }) =>
    completeLocalCheckout({ deps: ctx.deps, userId: ctx.user.userId, id: input.id }),
  );

export const portal = authedProcedure.query(({ ctx }) =>
  getLocalPortal({ deps: ctx.deps, userId: ctx.user.userId }),
);

export const portalAction = authedProcedure
  .input(
    z.discriminatedUnion('action', [
      z.object({ action: z.literal('change_plan'), planId: z.enum(LOCAL_PLAN_IDS) }),
      z.object({ action: z.literal('cancel') }),
      z.object({ action: z.literal('resume') }),
      z.object({ action: z.literal('renew') }),
      z.object({ action: z.literal('fail_payment') }),
      z.object({ action: z.literal('pay') }),
    ]),
  )
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await localPortalAction({ deps: ctx.deps, userId: ctx.user.userId, command: input });
    return { success: true as const };
  });
