import { z } from 'zod';
import { deletePhoneNumber } from '../../phone-numbers/delete-phone-number.ts';
import { normalizeNumberParam } from '../../phone-numbers/save-phone-number.ts';
import { authedProcedure } from '../trpc.ts';

export const remove = authedProcedure
  .input(z.object({ number: z.string().min(1) }))
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deletePhoneNumber({
      db: ctx.deps.db,
      userId: ctx.user.userId,
      number: normalizeNumberParam(input.number),
    });
    return { success: true as const };
  });
