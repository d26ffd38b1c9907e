// Every family route names a loved one by number; this finds it on the signed-in account, and
// another family's number (or one that is not a number at all) is simply not found.
import { NUMBER_NOT_FOUND } from '../../shared/phone-number.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { normalizeNumberParam } from '../phone-numbers/save-phone-number.ts';

export interface LovedOneRef {
  id: string;
  number: string;
  name: string;
  timezone: string;
}

export async function findLovedOne(db: Db, userId: string, rawNumber: string): Promise<LovedOneRef> {
  const number = normalizeNumberParam(rawNumber);
  const row = await db.phoneNumber.findUnique({
    where: { userId_number: { userId, number } },
    select: { id: true, number: true, name: true, timezone: true },
  });
  if (!row) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
  return row;
}
