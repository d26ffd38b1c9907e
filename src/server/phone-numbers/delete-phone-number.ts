import { NUMBER_NOT_FOUND } from '../../shared/phone-number.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

/** Removes one of the account's numbers; another account's number is simply not found. */
export async function deletePhoneNumber(options: { db: Db; userId: string; number: string }): Promise<void> {
  const { count } = await options.db.phoneNumber.deleteMany({
    where: { userId: options.userId, number: options.number },
  });
  if (count === 0) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
}
