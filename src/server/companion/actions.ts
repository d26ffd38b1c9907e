// What the companion can do during a call. The model reaches these through AI SDK tools, the
// scripted companion and the safety layer call them directly: one implementation for all.
import { z } from 'zod';
import { countryOfE164 } from '../../shared/phone/normalize.ts';
import { raiseAlert } from '../alerts/raise-alert.ts';
import { crisisHeadline } from '../alerts/alert-words.ts';
import type { AppDeps } from '../deps.ts';
import type { CallContext } from './call-context.ts';
import { localParts, nextLocalDate, spokenTime, zonedInstant } from '../schedule/local-time.ts';
import { scheduleCall } from '../schedule/scheduled-call.ts';
import { TWILIO_PATHS } from '../providers/telephony/twilio-paths.ts';
import { insideCallingWindow } from '../schedule/calling-window.ts';

export interface ActionScope {
  deps: AppDeps;
  ctx: CallContext;
  now?: () => Date;
}

const clock = (scope: ActionScope) => (scope.now ? scope.now() : new Date());

export const reminderInput = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('What to remind them of, e.g. "take your blood pressure pill"'),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour)')
    .describe('Local time, 24-hour HH:MM'),
  repeat: z.enum(['once', 'daily']).describe('once, or every day'),
});

function requirePhone(scope: ActionScope) {
  if (!scope.ctx.phone || !scope.ctx.userId) throw new Error('This call has no registered loved one');
  return { phone: scope.ctx.phone, userId: scope.ctx.userId };
}

/** Saves a fact for later calls; false when there was nothing to keep. */
export async function remember(scope: ActionScope, text: string): Promise<boolean> {
  const { phone } = requirePhone(scope);
  const clean = text.trim().slice(0, 500);
  if (!clean) return false;
  await scope.deps.db.memory.create({
    data: { phoneNumberId: phone.id, text: clean, callId: scope.ctx.callId },
  });
  scope.ctx.memories.push(clean);
  return true;
}

export async function setReminder(
  scope: ActionScope,
  input: z.infer<typeof reminderInput> & { localDate?: string | null },
): Promise<{ localDate: string | null }> {
  const { phone } = requirePhone(scope);
  const localDate =
    input.repeat === 'once'
      ? (input.localDate ?? nextLocalDate(clock(scope), phone.timezone, input.time))
      : null;
  const reminder = await scope.deps.db.reminder.create({
    data: {
      phoneNumberId: phone.id,
      text: input.text,
      localTime: input.time,
      repeat: input.repeat,
      localDate,
      callId: scope.ctx.callId,
    },
  });
  scope.ctx.reminders.push({
    id: reminder.id,
    text: input.text,
    localTime: input.time,
    repeat: input.repeat,
    localDate,
    thisCall: true,
  });
  return { localDate };
}

/** Cancels one of this loved one's reminders by id (the call script chose it). */
export async function cancelReminder(scope: ActionScope, reminderId: string): Promise<boolean> {
  const { phone } = requirePhone(scope);
  const match = scope.ctx.reminders.find((r) => r.id === reminderId);
  if (!match) return false;
  await scope.deps.db.reminder.updateMany({
    where: { id: match.id, phoneNumberId: phone.id },
    data: { cancelledAt: clock(scope) },
  });
  // In place: the call script's facts hold this same list.
  scope.ctx.reminders.splice(scope.ctx.reminders.indexOf(match), 1);
  return true;
}

/** Stops the daily calls and tells the family; false when they were stopped already. */
export async function stopDailyCalls(scope: ActionScope): Promise<boolean> {
  const { phone, userId } = requirePhone(scope);
  if (phone.callsStopped) return false;
  await scope.deps.db.$transaction(async (tx) => {
    await tx.phoneNumber.update({ where: { id: phone.id }, data: { callsStoppedAt: clock(scope) } });
    await raiseAlert({
      tx,
      userId,
      phoneNumberId: phone.id,
      callId: scope.ctx.callId,
      kind: 'opt_out',
      subject: `${phone.name} asked Porchlight to stop the daily calls`,
      message: `${phone.name} asked us to stop calling. Daily check-in calls are stopped. They can still call Porchlight, and asking on a call starts the daily calls again.`,
    });
  });
  phone.callsStopped = true;
  return true;
}

export async function resumeDailyCalls(scope: ActionScope): Promise<void> {
  const { phone, userId } = requirePhone(scope);
  await scope.deps.db.$transaction(async (tx) => {
    await tx.phoneNumber.update({ where: { id: phone.id }, data: { callsStoppedAt: null } });
    await raiseAlert({
      tx,
      userId,
      phoneNumberId: phone.id,
      callId: scope.ctx.callId,
      kind: 'opt_in',
      subject: `${phone.name} asked Porchlight to start the daily calls again`,
      message: `${phone.name} asked us to start calling again. Daily check-in calls are back on from tomorrow, at the usual time.`,
    });
  });
  phone.callsStopped = false;
}

/** Tells the family of a worry when they asked for activity alerts; whether they were told. */
export async function flagConcern(scope: ActionScope, reason: string): Promise<boolean> {
  const { phone, userId } = requirePhone(scope);
  const settings = await scope.deps.db.phoneNumber.findUnique({
    where: { id: phone.id },
    select: { unusualActivityAlert: true },
  });
  if (!settings?.unusualActivityAlert) return false;
  await scope.deps.db.$transaction((tx) =>
    raiseAlert({
      tx,
      userId,
      phoneNumberId: phone.id,
      callId: scope.ctx.callId,
      kind: 'concern',
      subject: `A concern from ${phone.name}'s call`,
      message: `During today's call with ${phone.name}: ${reason.trim().slice(0, 300)}`,
    }),
  );
  return true;
}

/** The emergency and self-harm alerts: immediate, every channel, whatever the toggles say. */
export async function alertCrisis(
  scope: ActionScope,
  kind: 'emergency' | 'self_harm',
  said: string,
  /** When the companion asked first: their answer, or null when the call ended before it. */
  answer?: string | null,
): Promise<void> {
  if (!scope.ctx.phone || !scope.ctx.userId) return;
  const phone = scope.ctx.phone;
  const userId = scope.ctx.userId;
  const local = localParts(clock(scope), phone.timezone);
  const asked = answer !== undefined;
  const what = crisisHeadline(kind, phone.name, asked);
  // Asked about first: what was asked, and what they answered, so the family can judge.
  const question =
    kind === 'emergency'
      ? 'whether they were hurt and needed help'
      : 'whether they were thinking about ending their life';
  const exchange = !asked
    ? ''
    : answer === null
      ? ` We asked them ${question}, and the call ended before they answered.`
      : ` We asked them ${question}, and they answered: "${answer.slice(0, 200)}".`;
  const advice =
    answer === null
      ? ''
      : kind === 'emergency'
        ? ' We asked them to dial emergency services.'
        : asked
          ? ' We gave them the number of a crisis line.'
          : ' We asked them to dial a crisis line.';
  await scope.deps.db.$transaction((tx) =>
    raiseAlert({
      tx,
      userId,
      phoneNumberId: phone.id,
      callId: scope.ctx.callId,
      kind,
      subject: `URGENT: ${what}`,
      message: `${what}. At ${spokenTime(local.time)} (their time) they said: "${said.slice(0, 200)}".${exchange}${advice} Please check on them now.`,
    }),
  );
}

/** The weather report where the loved one lives, or null when it cannot be had. */
/** One crisis referral, counted for the AI-companion laws (no words, no number: just the fact). */
export async function recordReferral(
  scope: ActionScope,
  kind: 'emergency' | 'self_harm',
  via: string,
): Promise<void> {
  await scope.deps.db.crisisReferral.create({
    data: { kind, callId: scope.ctx.callId, language: scope.ctx.language, layer: via },
  });
}

export async function getWeather(scope: ActionScope): Promise<string | null> {
  const phone = scope.ctx.phone;
  if (!phone) return null;
  const row = await scope.deps.db.phoneNumber.findUnique({
    where: { id: phone.id },
    select: { state: true },
  });
  const report = await scope.deps.weather.report({
    state: row?.state ?? null,
    fahrenheit: countryOfE164(phone.number) === '1',
    language: scope.ctx.language,
  });
  return report ?? null;
}

/**
 * Calls again later today: at a local time, or in a while (two hours by default), inside the
 * calling window; once per day (a second request moves the same call, until it has rung).
 */
export type RescheduleResult =
  { ok: true; localTime: string } | { ok: false; reason: 'outside_window' | 'already_rescheduled' };

export async function rescheduleToday(
  scope: ActionScope,
  input: { time?: string; inMinutes?: number },
): Promise<RescheduleResult> {
  const { phone } = requirePhone(scope);
  const now = clock(scope);
  const local = localParts(now, phone.timezone);
  let at: Date;
  if (input.time) {
    at = zonedInstant(local.date, input.time, phone.timezone);
  } else {
    at = new Date(now.getTime() + (input.inMinutes ?? 120) * 60_000);
  }
  const atLocal = localParts(at, phone.timezone);
  if (at <= now || atLocal.date !== local.date || !insideCallingWindow(atLocal.minutes)) {
    return { ok: false, reason: 'outside_window' };
  }
  // Placed by the same batch placer, under the same carrier budget, as the daily check-ins.
  const scheduled = await scheduleCall({
    tx: scope.deps.db,
    kind: 'later',
    phoneNumberId: phone.id,
    subjectId: phone.id,
    localDate: local.date,
    attempt: 1,
    dueAt: at,
    move: true,
  });
  if (!scheduled) return { ok: false, reason: 'already_rescheduled' };
  return { ok: true, localTime: atLocal.time };
}

/** Recording consent for this call, remembered for the loved one's later calls. */
export async function recordConsent(scope: ActionScope, consent: boolean): Promise<void> {
  const { deps, ctx } = scope;
  const call = await deps.db.call.update({ where: { id: ctx.callId }, data: { recordingConsent: consent } });
  if (consent && call.providerCallSid && deps.telephony.kind === 'twilio') {
    await deps.telephony
      .startRecording(call.providerCallSid, `${deps.config.publicUrl}${TWILIO_PATHS.recording}`)
      .catch((error: unknown) =>
        deps.log.error({ err: error, callId: ctx.callId }, 'starting the recording failed'),
      );
  }
  if (ctx.phone) {
    await deps.db.phoneNumber.update({ where: { id: ctx.phone.id }, data: { recordingConsent: consent } });
    ctx.phone.recordingConsent = consent;
  }
}

/** The family's notes were read out on this call. */
export async function markNotesPassed(scope: ActionScope, ids: string[]): Promise<void> {
  if (!ids.length || !scope.ctx.phone) return;
  await scope.deps.db.familyNote.updateMany({
    where: { id: { in: ids }, phoneNumberId: scope.ctx.phone.id, deliveredAt: null },
    data: { deliveredAt: clock(scope), deliveredCallId: scope.ctx.callId },
  });
  scope.ctx.notes = scope.ctx.notes.filter((n) => !ids.includes(n.id));
}
