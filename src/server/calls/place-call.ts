// An outbound call placed by hand (the local phone's "call me now", `npm run schedule:now`):
// only inside the calling window, only with a valid plan and minutes, never after the loved one
// asked us to stop. Scheduled calls (check-ins, reminders, "call me later", retries) take the
// batch path instead (schedule/place-due-calls.ts) with the same checks in SQL. The provider
// rings the number; once answered, the call's TwiML connects it to the relay like an inbound call.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isSubscriptionValid } from '../billing/get-subscription.ts';
import { firstNameOf } from '../companion/call-context.ts';
import { languageOf } from '../companion/language.ts';
import { insideCallingWindow } from '../schedule/calling-window.ts';
import { localParts } from '../schedule/local-time.ts';
import { reserveSlots } from '../schedule/carrier-pacing.ts';
import type { AppDeps } from '../deps.ts';
import { dialRequest, recordDialed } from './dial.ts';
import { finishCall } from './finish-call.ts';
import { welcomeGreeting } from './greeting.ts';

export type PlaceCallResult =
  | { placed: true; callId: string }
  | {
      placed: false;
      reason: 'not_found' | 'calls_stopped' | 'no_minutes' | 'outside_window' | 'provider_failed';
      callId?: string;
    };

export async function placeCall(options: {
  deps: AppDeps;
  phoneNumberId: string;
  type: 'outbound' | 'appointment';
  now?: Date;
  /** The local phone's "call me now" button only: outside the calling window too. */
  ignoreCallingWindow?: boolean;
}): Promise<PlaceCallResult> {
  const { deps } = options;
  const now = options.now ?? new Date();
  const phone = await deps.db.phoneNumber.findUnique({
    where: { id: options.phoneNumberId },
    include: { user: { include: { subscription: true } } },
  });
  if (!phone) return { placed: false, reason: 'not_found' };
  if (phone.callsStoppedAt) return { placed: false, reason: 'calls_stopped' };
  const sub = phone.user.subscription;
  if (!sub || !isSubscriptionValid(sub, now) || sub.minutesLeft <= 0)
    return { placed: false, reason: 'no_minutes' };
  const local = localParts(now, phone.timezone);
  if (!insideCallingWindow(local.minutes) && !options.ignoreCallingWindow) {
    return { placed: false, reason: 'outside_window' };
  }

  const relayToken = randomBytes(24).toString('base64url');
  const call = await deps.db.call.create({
    data: {
      userId: phone.userId,
      phoneNumberId: phone.id,
      direction: 'outbound',
      type: options.type,
      status: 'queued',
      fromNumber: deps.telephony.servicePhone,
      toNumber: phone.number,
      relayToken,
      turns: {
        create: {
          seq: 0,
          speaker: 'assistant',
          text: welcomeGreeting({
            language: languageOf(phone),
            type: options.type,
            firstName: firstNameOf(phone.name),
            recordingConsent: phone.recordingConsent,
            direction: 'outbound',
          }),
        },
      },
    },
  });
  // The carrier's calls-per-second budget is shared with the scheduled calls.
  const cps = deps.config.TWILIO_CPS;
  if (cps !== null) {
    const { firstDelayMs } = await reserveSlots(deps.db, { count: 1, cps });
    if (firstDelayMs > 0) await sleep(firstDelayMs);
  }
  try {
    const { sid } = await deps.telephony.placeCall(
      dialRequest(deps, { callId: call.id, toNumber: phone.number, record: phone.recordingConsent === true }),
    );
    await recordDialed(deps.db, [{ callId: call.id, sid, at: new Date() }]);
    return { placed: true, callId: call.id };
  } catch (error) {
    deps.log.error({ err: error, callId: call.id }, 'placing a call failed');
    // A failed placement is a missed attempt like any other (counted).
    await finishCall({ deps, callId: call.id, status: 'failed', endedAt: now });
    return { placed: false, reason: 'provider_failed', callId: call.id };
  }
}
