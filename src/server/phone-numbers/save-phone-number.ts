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
import { phoneNumberSelect, toPhoneNumber, zoneChoicesFor } from './serialize.ts';
import { settingsData } from './settings.ts';

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

/**
 * The number from a path or tRPC input, as E.164; anything that is not a number we could hold is
 * simply not found. The value arrives decoded already (Fastify decodes the path): decoding it
 * again turned a literal `%` into a URIError and a 500.
 */
export function normalizeNumberParam(raw: string): string {
  const e164 = toE164(raw);
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
  const derived = timeZoneFor({ region: input.state, number });
  const fields = {
    number,
    name: input.name,
    relationship: input.relationship,
    state: input.state,
    missedCallAlertThreshold: input.missed_call_alert_threshold,
    unusualActivityAlert: input.unusual_activity_alert,
    generalUpdates: input.general_updates,
  };

  const row = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`phone:${number}`}))`;
    const existing = options.existingNumber
      ? await tx.phoneNumber.findUnique({
          where: { userId_number: { userId, number: options.existingNumber } },
          select: { id: true, timezone: true, dailyCallTime: true },
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
    // A zone the family chose stays while it still fits the state and number; else the derived one.
    const kept = existing && zoneChoicesFor({ state: input.state, number }).includes(existing.timezone);
    const data = {
      ...fields,
      timezone: kept ? existing.timezone : derived,
      ...settingsData(
        {
          name: input.name,
          number,
          state: input.state,
          dailyCallTime: existing?.dailyCallTime ?? null,
          timezone: derived,
        },
        // The spec's payload carries a zone the server derives anyway: only another zone the
        // state allows is a choice; any other is left to the derivation, as the spec says.
        {
          ...input,
          timezone:
            input.timezone &&
            input.timezone !== derived &&
            zoneChoicesFor({ state: input.state, number }).includes(input.timezone)
              ? input.timezone
              : null,
        },
      ),
    };
    return existing
      ? tx.phoneNumber.update({ where: { id: existing.id }, data, select: phoneNumberSelect })
      : tx.phoneNumber.create({ data: { ...data, userId }, select: phoneNumberSelect });
  });
  return toPhoneNumber(row);
}
