import type { PhoneNumber } from '../../shared/phone-number.ts';
import type { Db } from '../db/client.ts';
import { phoneNumberSelect, toPhoneNumber } from './serialize.ts';

export async function listPhoneNumbers(options: { db: Db; userId: string }): Promise<PhoneNumber[]> {
  const rows = await options.db.phoneNumber.findMany({
    where: { userId: options.userId },
    orderBy: { createdAt: 'asc' },
    select: phoneNumberSelect,
  });
  return rows.map((row) => toPhoneNumber(row));
}
