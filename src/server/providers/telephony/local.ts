// The local phone: with no TWILIO_* set, /dev/phone plays the loved one's phone. Texts to the
// family land in the dev outbox (as mail to the number), calls ring the /dev/phone page.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { TelephonyProvider } from './telephony.ts';

export function createLocalTelephony(options: { db: Db; servicePhone: string }): TelephonyProvider {
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
    deleteRecording: () => Promise.resolve(),
  };
}
