// An outbound call (the daily check-in, or a reminder): only inside the calling window, only
// with a valid plan and minutes, never after the loved one asked us to stop. The provider rings
// the number; once answered, the call's TwiML connects it to the relay like an inbound call.
import { randomBytes } from 'node:crypto';
import { isSubscriptionValid } from '../billing/get-subscription.ts';
import { firstNameOf } from '../companion/call-context.ts';
import { languageOf } from '../companion/language.ts';
import { insideCallingWindow } from '../schedule/calling-window.ts';
import { localParts } from '../schedule/local-time.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../worker/enqueue.ts';
import { TWILIO_PATHS } from '../providers/telephony/twilio-paths.ts';
import { finishCall } from './finish-call.ts';
import { welcomeGreeting } from './greeting.ts';

export type PlaceCallResult =
  | { placed: true; callId: string }
  | {
      placed: false;
      reason:
        | 'not_found'
        | 'calls_stopped'
        | 'no_minutes'
        | 'outside_window'
        | 'provider_failed'
        | 'already_placed';
      callId?: string;
    };

export async function placeCall(options: {
  deps: AppDeps;
  phoneNumberId: string;
  type: 'outbound' | 'appointment';
  now?: Date;
  /** The local phone's "call me now" button only: outside the calling window too. */
  ignoreCallingWindow?: boolean;
  /**
   * A scheduled call (check-in or reminder) for a local date and attempt: placed at most once,
   * even when two workers or a retried job get here together.
   */
  schedule?: { localDate: string; attempt: number; reminderId?: string };
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
  const schedule = options.schedule;
  const reminderText = schedule?.reminderId
    ? ((await deps.db.reminder.findUnique({ where: { id: schedule.reminderId } }))?.text ?? undefined)
    : undefined;
  const data = {
    userId: phone.userId,
    phoneNumberId: phone.id,
    direction: 'outbound',
    type: options.type,
    status: 'queued',
    fromNumber: deps.telephony.servicePhone,
    toNumber: phone.number,
    relayToken,
    ...(schedule
      ? { localDate: schedule.localDate, attempt: schedule.attempt, reminderId: schedule.reminderId ?? null }
      : {}),
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
          reminderText,
        }),
      },
    },
  };
  const call = await deps.db.$transaction(async (tx) => {
    if (schedule) {
      const key = `call:${phone.id}:${options.type}:${schedule.reminderId ?? ''}:${schedule.localDate}:${schedule.attempt}`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
      const existing = await tx.call.findFirst({
        where: {
          phoneNumberId: phone.id,
          type: options.type,
          localDate: schedule.localDate,
          attempt: schedule.attempt,
          reminderId: schedule.reminderId ?? null,
        },
        select: { id: true },
      });
      if (existing) return null;
    }
    return tx.call.create({ data });
  });
  if (!call) return { placed: false, reason: 'already_placed' };
  const base = deps.config.publicUrl;
  try {
    const { sid } = await deps.telephony.placeCall({
      to: phone.number,
      from: deps.telephony.servicePhone,
      twimlUrl: `${base}${TWILIO_PATHS.outbound}?callId=${call.id}`,
      statusCallback: `${base}${TWILIO_PATHS.status}`,
      amdCallback: `${base}${TWILIO_PATHS.amd}`,
      record: phone.recordingConsent === true,
      recordingCallback: `${base}${TWILIO_PATHS.recording}`,
    });
    await deps.db.call.update({ where: { id: call.id }, data: { providerCallSid: sid, status: 'ringing' } });
    // A call nobody answers (and no provider callback) still ends: after two minutes of ringing.
    await enqueueJob(
      deps.db,
      'calls__ring_timeout',
      { callId: call.id },
      { runAt: new Date(Date.now() + 120_000), jobKey: `ring-timeout:${call.id}` },
    );
    return { placed: true, callId: call.id };
  } catch (error) {
    deps.log.error({ err: error, callId: call.id }, 'placing a call failed');
    // A failed placement is a missed attempt like any other (retried, counted).
    await finishCall({ deps, callId: call.id, status: 'failed', endedAt: now });
    return { placed: false, reason: 'provider_failed', callId: call.id };
  }
}
