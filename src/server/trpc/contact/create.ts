import { z } from 'zod';
import { contactInputSchema } from '../../../shared/contact.ts';
import { createContactMessage } from '../../contact/create-contact-message.ts';
import { publicProcedure } from '../trpc.ts';

export const create = publicProcedure
  .input(contactInputSchema)
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    const auth = await ctx.auth();
    await createContactMessage({ deps: ctx.deps, input, ip: ctx.ip, userId: auth?.userId ?? null });
    return { success: true as const };
  });
