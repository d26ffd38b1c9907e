import { phoneNumberInputSchema, phoneNumberSchema } from '../../../shared/phone-number.ts';
import { savePhoneNumber } from '../../phone-numbers/save-phone-number.ts';
import { authedProcedure } from '../trpc.ts';

export const create = authedProcedure
  .input(phoneNumberInputSchema)
  .output(phoneNumberSchema)
  .mutation(({ ctx, input }) => savePhoneNumber({ db: ctx.deps.db, userId: ctx.user.userId, input }));
