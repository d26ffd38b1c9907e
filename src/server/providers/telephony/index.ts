import type { Config } from '../../config.ts';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { createLocalTelephony } from './local.ts';
import type { TelephonyProvider } from './telephony.ts';
import { createTwilioTelephony } from './twilio.ts';

export type { TelephonyProvider } from './telephony.ts';
export { RecipientOptedOutError, RecordingGoneError } from './telephony.ts';

/** The local phone's recordings folder. */
export function localRecordingsDir(config: Pick<Config, 'DATA_DIR'>): string {
  return join(config.DATA_DIR, 'recordings');
}

export function createTelephonyProvider(options: { config: Config; db: Db }): TelephonyProvider {
  const { config } = options;
  const set = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_PHONE_NUMBER].filter(
    Boolean,
  );
  if (set.length === 0) {
    return createLocalTelephony({
      db: options.db,
      servicePhone: config.SUPPORT_PHONE,
      recordingsDir: localRecordingsDir(config),
    });
  }
  if (set.length < 3) {
    throw new Error(
      'Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER, or none of them',
    );
  }
  return createTwilioTelephony(config);
}
