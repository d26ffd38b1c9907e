// Creating and updating a loved one's number share one path: the server re-checks the input,
// normalises the number to E.164, derives the time zone, and applies the spec's 409 rule
// under a lock on the number, so two accounts cannot claim it at the same moment.
import {
  NUMBER_ALREADY_YOURS,
  NUMBER_IN_USE,
  NUMBER_NOT_FOUND,
  type PhoneNumber,
  type PhoneNumberData,
} from '../../shared/phone-number.ts';
import { timeZoneFor, toE164 } from '../../shared/phone/index.ts';
import { validSubscriptionWhere } from '../billing/get-subscription.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { phoneNumberSelect, toPhoneNumber } from './serialize.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** True when another account holds this number with a valid subscription (spec: 409). */
export async function isActiveOnAnotherAccount(tx: Tx, options: { number: string; userId: string }) {
  const other = await tx.phoneNumber.findFirst({
    where: {
      number: options.number,
      userId: { not: options.userId },
      user: { subscription: validSubscriptionWhere() },
    },
    select: { id: true },
  });
  return other !== null;
}

export function normalizeNumberParam(raw: string): string {
  const e164 = toE164(decodeURIComponent(raw));
  if (!e164) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
  return e164;
}

export async function savePhoneNumber(options: {
  db: Db;
  userId: string;
  input: PhoneNumberData;
  /** The number being updated (E.164); absent when creating. */
  existingNumber?: string;
}): Promise<PhoneNumber> {
  const { db, userId, input } = options;
  const number = toE164(input.number);
  if (!number)
    throw new AppError(
      'BAD_REQUEST',
      'Invalid phone number format. Please check your phone number and try again.',
    );
  const timezone = timeZoneFor({ region: input.state, number });
  const data = {
    number,
    name: input.name,
    relationship: input.relationship,
    state: input.state,
    timezone,
    missedCallAlertThreshold: input.missed_call_alert_threshold,
    unusualActivityAlert: input.unusual_activity_alert,
    generalUpdates: input.general_updates,
  };

  const row = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`phone:${number}`}))`;
    const existing = options.existingNumber
      ? await tx.phoneNumber.findUnique({
          where: { userId_number: { userId, number: options.existingNumber } },
          select: { id: true },
        })
      : null;
    if (options.existingNumber && !existing) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
    if (number !== options.existingNumber) {
      const mine = await tx.phoneNumber.findUnique({
        where: { userId_number: { userId, number } },
        select: { id: true },
      });
      if (mine) throw new AppError('BAD_REQUEST', NUMBER_ALREADY_YOURS);
      if (await isActiveOnAnotherAccount(tx, { number, userId }))
        throw new AppError('CONFLICT', NUMBER_IN_USE);
    }
    return existing
      ? tx.phoneNumber.update({ where: { id: existing.id }, data, select: phoneNumberSelect })
      : tx.phoneNumber.create({ data: { ...data, userId }, select: phoneNumberSelect });
  });
  return toPhoneNumber(row);
}
