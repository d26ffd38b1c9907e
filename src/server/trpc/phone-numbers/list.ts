import { z } from 'zod';
import { phoneNumberSchema } from '../../../shared/phone-number.ts';
import { listPhoneNumbers } from '../../phone-numbers/list-phone-numbers.ts';
import { authedProcedure } from '../trpc.ts';

export const list = authedProcedure
  .output(z.array(phoneNumberSchema))
  .query(({ ctx }) => listPhoneNumbers({ db: ctx.deps.db, userId: ctx.user.userId }));
