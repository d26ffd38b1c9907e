// The local phone: with no TWILIO_* set, /dev/phone plays the loved one's phone. Texts to the
// family land in the dev outbox (as mail to the number), calls ring the /dev/phone page, and the
// page's microphone recordings are kept under DATA_DIR/recordings.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { createLocalRecordings } from './local-recordings.ts';
import type { TelephonyProvider } from './telephony.ts';

export function createLocalTelephony(options: {
  db: Db;
  servicePhone: string;
  /** Where the local phone's recordings are kept (DATA_DIR/recordings). */
  recordingsDir: string;
}): TelephonyProvider {
  const recordings = createLocalRecordings(options.recordingsDir);
  return {
    kind: 'local',
    servicePhone: options.servicePhone,
    accountSid: null,
    // Nothing outside signs local requests; the relay checks each call's own token instead.
    validateSignature: () => false,
    placeCall() {
      // The /dev/phone page picks up calls left ringing for its number.
      return Promise.resolve({ sid: `local-${randomBytes(10).toString('hex')}` });
    },
    async sendSms({ to, body }) {
      const row = await options.db.outboxMail.create({
        data: { to, subject: `Text message to ${to}`, text: body },
      });
      return { sid: `local-sms-${row.id}` };
    },
    startRecording: () => Promise.resolve(),
    sayAndHangUp: () => Promise.resolve(),
    hangUp: () => Promise.resolve(),
    deleteRecording: (sid) => recordings.remove(sid),
    openRecording: (recording, range) => recordings.open(recording, range),
  };
}
