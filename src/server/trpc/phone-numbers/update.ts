import { z } from 'zod';
import { phoneNumberInputSchema, phoneNumberSchema } from '../../../shared/phone-number.ts';
import { normalizeNumberParam, savePhoneNumber } from '../../phone-numbers/save-phone-number.ts';
import { authedProcedure } from '../trpc.ts';

export const update = authedProcedure
  .input(z.object({ number: z.string().min(1), data: phoneNumberInputSchema }))
  .output(phoneNumberSchema)
  .mutation(({ ctx, input }) =>
    savePhoneNumber({
      db: ctx.deps.db,
      userId: ctx.user.userId,
      input: input.data,
      existingNumber: normalizeNumberParam(input.number),
    }),
  );
