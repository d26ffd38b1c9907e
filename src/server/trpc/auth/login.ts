import { z } from 'zod';
import { loginInputSchema } from '../../../shared/auth.ts';
import { requestEmailLogin } from '../../auth/request-email-login.ts';
import { publicProcedure } from '../trpc.ts';

export const login = publicProcedure
  .input(loginInputSchema)
  .output(
    z.object({
      success: z.literal(true),
      firstLogin: z.boolean(),
      redirectUrl: z.string().optional(),
      message: z.string().optional(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const result = await requestEmailLogin({ deps: ctx.deps, email: input.email, ip: ctx.ip });
    if (result.firstLogin) {
      ctx.cookies.set(result.session);
      return { success: true as const, firstLogin: true, redirectUrl: result.redirectUrl };
    }
    return { success: true as const, firstLogin: false, message: result.message };
  });
