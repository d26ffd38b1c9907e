import { z } from 'zod';
import { verifyInputSchema } from '../../../shared/auth.ts';
import { verifyEmailLogin } from '../../auth/verify-email-login.ts';
import { publicProcedure } from '../trpc.ts';

export const verify = publicProcedure
  .input(verifyInputSchema)
  .output(z.object({ success: z.literal(true), redirectUrl: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const result = await verifyEmailLogin({ deps: ctx.deps, ...input, ip: ctx.ip });
    ctx.cookies.set(result.session);
    return { success: true as const, redirectUrl: result.redirectUrl };
  });
