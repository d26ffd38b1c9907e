// The text message of each kind of alert: candidates from the fullest to the leanest, of which
// composeSms sends the first that fits one segment. An emergency always keeps the loved one's
// number (E.164, which phones make tappable), the time where they live and the link to the call;
// only the wording around them shrinks.
import { composeSms, firstName } from '../messages/sms.ts';
import type { AlertFacts, LovedOneFacts } from './alert-facts.ts';
import {
  alertLinks,
  askedFirst,
  bareSubject,
  crisisHeadline,
  callMinutes,
  localMoment,
  moodWords,
  plural,
} from './alert-words.ts';

function names(phone: LovedOneFacts): string[] {
  const first = firstName(phone.name);
  return first === phone.name ? [phone.name] : [phone.name, first];
}

function crisisCandidates(facts: AlertFacts, phone: LovedOneFacts): string[] {
  const { time } = localMoment(facts.raisedAt, phone.timezone);
  const link = alertLinks(facts).short;
  const asked = askedFirst(facts.subject);
  const what = (name: string) => crisisHeadline(facts.kind, name, asked);
  return names(phone).flatMap((name) => [
    `Porchlight URGENT: ${what(name)} (${time} their time).\nCall them: ${phone.number}\nSee the call: ${link}`,
    `Porchlight URGENT: ${what(name)} (${time} their time).\nCall ${phone.number}\n${link}`,
    `Porchlight URGENT: ${what(name)} at ${time}.\nCall ${phone.number}\n${link}`,
  ]);
}

function updateCandidates(facts: AlertFacts, phone: LovedOneFacts): string[] {
  const call = facts.call!;
  const link = alertLinks(facts).short;
  const minutes = plural(callMinutes(call), 'min', 'min');
  const mood = moodWords(call);
  const moodPart = mood ? ` Mood: ${mood.replace(/ \(.*\)$/, '').toLowerCase()}.` : '';
  return names(phone).flatMap((name) => [
    `Porchlight: ${name} talked with us for ${minutes}.${moodPart} ${call.crisis ? 'See our urgent alert. ' : ''}Summary: ${link}`,
    `Porchlight: ${name} talked with us for ${minutes}.${moodPart} ${link}`,
    `Porchlight: ${name} talked with us for ${minutes}. ${link}`,
  ]);
}

function digestCandidates(facts: AlertFacts, phone: LovedOneFacts): string[] {
  const digest = facts.digest!;
  const link = alertLinks(facts).short;
  const talked = digest.calls.filter((c) => c.talked);
  const minutes = talked.reduce((sum, c) => sum + callMinutes(c), 0);
  const moods = talked.map((c) => moodWords(c)).filter((m): m is string => m !== null);
  const lastMood = moods
    .at(-1)
    ?.replace(/ \(.*\)$/, '')
    .toLowerCase();
  const missed = digest.calls.length - talked.length;
  const counts = talked.length
    ? `${plural(talked.length, 'call')}, ${minutes} min`
    : `no conversation${missed ? `, ${plural(missed, 'missed call')}` : ''}`;
  return names(phone).flatMap((name) => [
    `Porchlight daily digest: ${name}: ${counts}${lastMood ? `, mood ${lastMood}` : ''}. Details: ${link}`,
    `Porchlight: ${name} today: ${counts}. ${link}`,
  ]);
}

function genericCandidates(facts: AlertFacts): string[] {
  const link = alertLinks(facts).short;
  const subject = bareSubject(facts.subject);
  const phone = facts.lovedOne;
  const callThem =
    phone && facts.kind !== 'no_minutes' && facts.kind !== 'opt_in' ? `Call them: ${phone.number}\n` : '';
  return [
    `Porchlight: ${facts.message}\n${link}`,
    `Porchlight: ${facts.message}`,
    `Porchlight: ${subject}.\n${callThem}${link}`,
    `Porchlight: ${subject}. ${link}`,
    `Porchlight: ${subject}.`,
  ];
}

function noMinutesCandidates(facts: AlertFacts): string[] {
  const plans = alertLinks(facts).plans;
  const phone = facts.lovedOne;
  const who = phone ? names(phone) : ['Your loved one'];
  return [
    ...who.map(
      (name) => `Porchlight: ${name} called, but your plan has no minutes left. Choose a plan: ${plans}`,
    ),
    `Porchlight: your plan has no minutes left. Choose a plan: ${plans}`,
  ];
}

export function alertSmsCandidates(facts: AlertFacts): string[] {
  const phone = facts.lovedOne;
  if ((facts.kind === 'emergency' || facts.kind === 'self_harm') && phone)
    return crisisCandidates(facts, phone);
  if (facts.kind === 'general_update' && phone && facts.call) return updateCandidates(facts, phone);
  if (facts.kind === 'daily_digest' && phone && facts.digest) return digestCandidates(facts, phone);
  if (facts.kind === 'no_minutes') return noMinutesCandidates(facts);
  return genericCandidates(facts);
}

/** The text to send; the first text ever sent to a number also says how to stop them. */
export function alertSms(facts: AlertFacts, options: { firstToNumber: boolean }): string {
  return composeSms(alertSmsCandidates(facts), { stopLine: options.firstToNumber });
}
