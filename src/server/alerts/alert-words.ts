// Small pieces of wording shared by the e-mail and the text of an alert: times in the loved
// one's zone (plain ASCII, so a text stays GSM-7), minutes, moods, links, who to call.
import { MOOD_WORDS } from '../../shared/family.ts';
import { countryOfE164 } from '../../shared/phone/normalize.ts';
import { spokenTime } from '../../shared/spoken-time.ts';
import { localParts } from '../schedule/local-time.ts';
import { callPath, lovedOnePath, PLANS_PATH, shortCallPath, shortLovedOnePath } from '../messages/links.ts';
import type { AlertFacts, CallFacts } from './alert-facts.ts';

/**
 * How a crisis is named, in the subject, the e-mail's title and the text: an emergency, talk of
 * self-harm heard, or talk the companion asked about first ("Are you thinking about ending your
 * life?"), which the family is told of with the answer, whatever it was.
 */
export function crisisHeadline(kind: string, name: string, asked: boolean): string {
  if (kind === 'emergency') return `${name} may be having an emergency`;
  return asked ? `${name} ${ASKED_SELF_HARM}` : `${name} spoke about harming themselves`;
}

const ASKED_SELF_HARM = 'may have spoken about ending their life';

/** Whether an alert's subject says the companion asked first (see crisisHeadline). */
export function askedFirst(subject: string): boolean {
  return subject.includes(ASKED_SELF_HARM);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "3:05 PM" and "Monday, November 23" where they live. */
export function localMoment(at: Date, timeZone: string): { time: string; day: string } {
  let days = dayFormatters.get(timeZone);
  if (!days) {
    days = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
    dayFormatters.set(timeZone, days);
  }
  return {
    time: spokenTime(localParts(at, timeZone).time),
    day: days.format(at).replace(/\s/g, ' '),
  };
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Minutes as billed: rounded up, at least one for a conversation. */
export function callMinutes(call: Pick<CallFacts, 'durationSeconds'>): number {
  return Math.max(1, Math.ceil((call.durationSeconds ?? 0) / 60));
}

/** "Good (4 of 5)", or null when there is no mood or the call was a crisis. */
export function moodWords(call: Pick<CallFacts, 'mood' | 'crisis'>): string | null {
  if (call.crisis || call.mood === null) return null;
  return `${MOOD_WORDS[call.mood] ?? call.mood} (${call.mood} of 5)`;
}

export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** The emergency number and crisis line where the loved one lives. */
export function helpNumbers(e164: string): { emergency: string; crisis: string } {
  const country = countryOfE164(e164);
  if (country === '33') return { emergency: '112', crisis: '3114' };
  if (country === '34') return { emergency: '112', crisis: '024' };
  return { emergency: '911', crisis: '988' };
}

/** Full dashboard links for e-mail, short ones for texts. */
export function alertLinks(facts: AlertFacts): { page: string; short: string; plans: string } {
  const base = facts.publicUrl;
  const plans = `${base}${PLANS_PATH}`;
  if (facts.kind === 'no_minutes') return { page: plans, short: plans, plans };
  const phoneId = facts.lovedOne?.id;
  const callId = facts.call?.id;
  if (phoneId && callId)
    return { page: `${base}${callPath(phoneId, callId)}`, short: `${base}${shortCallPath(callId)}`, plans };
  if (phoneId)
    return { page: `${base}${lovedOnePath(phoneId)}`, short: `${base}${shortLovedOnePath(phoneId)}`, plans };
  return { page: `${base}/dashboard`, short: `${base}/dashboard`, plans };
}

/** The subject without the "Porchlight: " some subjects start with (a text says it once). */
export function bareSubject(subject: string): string {
  return subject.replace(/^Porchlight:\s*/i, '');
}
