// The loved one's call settings the family steers: the daily call time (inside the calling
// window, and only once daily calls have started with the loved one's first call), the time zone
// (the other zone of a state that spans two, or the Canary Islands), and how the family hears
// about ordinary calls (after each call, or one daily digest at a time they pick). One rule for
// the phone dialog's PUT and the loved-one view's settings form.
import type { LovedOneSettings } from '../../shared/family.ts';
import { NUMBER_NOT_FOUND, type PhoneNumber } from '../../shared/phone-number.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { phoneNumberSelect, toPhoneNumber, zoneChoicesFor } from './serialize.ts';

export type SettingsInput = LovedOneSettings & { timezone?: string | null };

export const ZONE_NOT_ALLOWED = 'Please choose one of the time zones offered for this state or country.';

/** What to write for the settings given, checked against the loved one as it will be saved. */
export function settingsData(
  lovedOne: {
    name: string;
    number: string;
    state: string | null;
    dailyCallTime: string | null;
    timezone: string;
  },
  input: SettingsInput,
): { timezone?: string; dailyCallTime?: string; updateMode?: string; digestTime?: string } {
  const data: { timezone?: string; dailyCallTime?: string; updateMode?: string; digestTime?: string } = {};
  if (input.timezone) {
    if (!zoneChoicesFor(lovedOne).includes(input.timezone))
      throw new AppError('BAD_REQUEST', ZONE_NOT_ALLOWED);
    data.timezone = input.timezone;
  }
  if (input.daily_call_time && input.daily_call_time !== lovedOne.dailyCallTime) {
    // Calls begin only after the loved one's first call (companion.md), which sets the time.
    if (!lovedOne.dailyCallTime)
      throw new AppError(
        'BAD_REQUEST',
        `Daily calls start after ${lovedOne.name} first calls Porchlight. You can change the time after that.`,
      );
    data.dailyCallTime = input.daily_call_time;
  }
  if (input.update_mode) data.updateMode = input.update_mode;
  if (input.digest_time) data.digestTime = input.digest_time;
  return data;
}

export async function updateLovedOneSettings(options: {
  db: Db;
  userId: string;
  /** E.164, as normalizeNumberParam gives it. */
  number: string;
  input: SettingsInput;
}): Promise<PhoneNumber> {
  const { number } = options;
  const row = await options.db.phoneNumber.findUnique({
    where: { userId_number: { userId: options.userId, number } },
    select: phoneNumberSelect,
  });
  if (!row) throw new AppError('NOT_FOUND', NUMBER_NOT_FOUND);
  const data = settingsData(row, options.input);
  const saved = await options.db.phoneNumber.update({
    where: { id: row.id },
    data,
    select: phoneNumberSelect,
  });
  return toPhoneNumber(saved);
}
