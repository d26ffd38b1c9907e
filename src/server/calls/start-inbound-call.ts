// An inbound call arrives (Twilio's voice webhook, or the local phone): who is calling, may we
// talk (a valid plan with minutes), and the Call row the relay session will attach to.
import { randomBytes } from 'node:crypto';
import { raiseAlert } from '../alerts/raise-alert.ts';
import { isSubscriptionValid, validSubscriptionWhere } from '../billing/get-subscription.ts';
import { firstNameOf } from '../companion/call-context.ts';
import { languageOf, type Language } from '../companion/language.ts';
import { say } from '../companion/phrases.ts';
import type { AppDeps } from '../deps.ts';
import { learnedDailyTime } from '../schedule/daily-time.ts';
import { welcomeGreeting } from './greeting.ts';

export type InboundDecision =
  | {
      kind: 'connect';
      callId: string;
      relayToken: string;
      greeting: string;
      language: Language;
      type: string;
    }
  | { kind: 'no_minutes'; callId: string; message: string; language: Language };

export async function startInboundCall(options: {
  deps: AppDeps;
  from: string;
  to: string;
  providerCallSid: string;
  now?: Date;
}): Promise<InboundDecision> {
  const { deps, from } = options;
  const now = options.now ?? new Date();
  // A number is active on one account with a valid plan at a time (the 409 rule), so caller ID
  // identifies the loved one; failing that, the newest registration of the number.
  const phone =
    (await deps.db.phoneNumber.findFirst({
      where: { number: from, user: { subscription: validSubscriptionWhere(now) } },
      include: { user: { include: { subscription: true } } },
    })) ??
    (await deps.db.phoneNumber.findFirst({
      where: { number: from },
      orderBy: { createdAt: 'desc' },
      include: { user: { include: { subscription: true } } },
    }));

  const existing = await deps.db.call.findUnique({ where: { providerCallSid: options.providerCallSid } });
  const relayToken = existing?.relayToken ?? randomBytes(24).toString('base64url');
  const language = languageOf(phone);

  if (!phone) {
    const callId =
      existing?.id ?? (await createInboundCall(deps, { ...options, relayToken, type: 'commercial' }));
    const greeting = welcomeGreeting({
      language,
      type: 'commercial',
      firstName: '',
      recordingConsent: null,
      direction: 'inbound',
    });
    await storeGreeting(deps, callId, greeting);
    return { kind: 'connect', callId, relayToken, greeting, language, type: 'commercial' };
  }

  const sub = phone.user.subscription;
  if (!sub || !isSubscriptionValid(sub, now) || sub.minutesLeft <= 0) {
    const message = say(language, 'noMinutes');
    const call =
      existing ??
      (await deps.db.call.create({
        data: {
          userId: phone.userId,
          phoneNumberId: phone.id,
          direction: 'inbound',
          type: 'regular',
          status: 'completed',
          fromNumber: from,
          toNumber: options.to,
          providerCallSid: options.providerCallSid,
          endedAt: now,
          durationSeconds: 0,
          endReason: 'no_minutes',
        },
      }));
    await tellFamilyOnce(
      deps,
      phone.userId,
      phone.id,
      phone.name,
      sub?.periodStart ?? sub?.createdAt ?? null,
    );
    return { kind: 'no_minutes', callId: call.id, message, language };
  }

  // The first inbound call teaches the daily check-in time.
  if (!phone.dailyCallTime) {
    await deps.db.phoneNumber.updateMany({
      where: { id: phone.id, dailyCallTime: null },
      data: { dailyCallTime: learnedDailyTime(now, phone.timezone) },
    });
  }
  const callId =
    existing?.id ??
    (await createInboundCall(deps, {
      ...options,
      relayToken,
      type: 'regular',
      userId: phone.userId,
      phoneNumberId: phone.id,
    }));
  const greeting = welcomeGreeting({
    language,
    type: 'regular',
    firstName: firstNameOf(phone.name),
    recordingConsent: phone.recordingConsent,
    direction: 'inbound',
  });
  await storeGreeting(deps, callId, greeting);
  return { kind: 'connect', callId, relayToken, greeting, language, type: 'regular' };
}

async function createInboundCall(
  deps: AppDeps,
  call: {
    from: string;
    to: string;
    providerCallSid: string;
    relayToken: string;
    type: 'regular' | 'commercial';
    userId?: string;
    phoneNumberId?: string;
  },
): Promise<string> {
  const row = await deps.db.call.create({
    data: {
      userId: call.userId ?? null,
      phoneNumberId: call.phoneNumberId ?? null,
      direction: 'inbound',
      type: call.type,
      status: 'ringing',
      fromNumber: call.from,
      toNumber: call.to,
      providerCallSid: call.providerCallSid,
      relayToken: call.relayToken,
    },
  });
  return row.id;
}

async function storeGreeting(deps: AppDeps, callId: string, text: string) {
  await deps.db.transcriptTurn.upsert({
    where: { callId_seq: { callId, seq: 0 } },
    create: { callId, seq: 0, speaker: 'assistant', text },
    update: {},
  });
}

/** "No minutes" is told to the family once per plan period, not on every call. */
async function tellFamilyOnce(
  deps: AppDeps,
  userId: string,
  phoneNumberId: string,
  name: string,
  since: Date | null,
) {
  await deps.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`no_minutes:${userId}`}))`;
    const already = await tx.alert.findFirst({
      where: { userId, kind: 'no_minutes', ...(since ? { createdAt: { gte: since } } : {}) },
    });
    if (already) return;
    await raiseAlert({
      tx,
      userId,
      phoneNumberId,
      kind: 'no_minutes',
      subject: `${name} called Porchlight, but your plan has no minutes left`,
      message: `${name} just called Porchlight, but your plan has no minutes left (or has ended), so we could not talk. Choose a plan on your dashboard to turn the calls back on.`,
    });
  });
}
