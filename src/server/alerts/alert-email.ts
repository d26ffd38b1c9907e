// The e-mail of each kind of alert, in the one layout (messages/email-layout.ts). An emergency
// carries the loved one's number to tap, the time where they live and a link to the call; an
// update after a crisis call shows no mood; the no-minutes e-mail links to the plans.
import { formatPhoneDisplay } from '../../shared/phone/format.ts';
import { spokenTime } from '../../shared/spoken-time.ts';
import type { EmailBlock, EmailContent, Inline } from '../messages/email-layout.ts';
import type { AlertFacts, CallFacts, DigestFacts, LovedOneFacts } from './alert-facts.ts';
import {
  alertLinks,
  askedFirst,
  bareSubject,
  callMinutes,
  crisisHeadline,
  helpNumbers,
  localMoment,
  moodWords,
  plural,
  possessive,
} from './alert-words.ts';

/** Alerts where calling the loved one yourself is the next thing to do. */
const CALL_THEM: ReadonlySet<string> = new Set([
  'emergency',
  'self_harm',
  'missed_calls',
  'unusual_activity',
  'concern',
  'opt_out',
]);

function footerFor(facts: AlertFacts): Inline[] {
  const dashboard = { text: 'your dashboard', href: `${facts.publicUrl}/dashboard` };
  if (!facts.lovedOne) return ['Choose which messages you get on ', dashboard, '.'];
  return [
    `You get this because you set up Porchlight for ${facts.lovedOne.name}. Choose which messages you get on `,
    dashboard,
    '.',
  ];
}

function callButton(phone: LovedOneFacts, tone: 'urgent' | 'primary' | 'quiet'): EmailBlock {
  return {
    type: 'button',
    label: `Call ${phone.name}`,
    detail: formatPhoneDisplay(phone.number),
    href: `tel:${phone.number}`,
    tone,
  };
}

function whenFact(at: Date, phone: LovedOneFacts): { label: string; value: string } {
  const { time, day } = localMoment(at, phone.timezone);
  return { label: 'When', value: `${time}, ${day} (${possessive(phone.name)} time)` };
}

/**
 * What one call brought: an urgent alert first, then the summary, the mood (never after a crisis),
 * topics, reminders and notes. A digest names the time in its heading, so it leaves `When` out.
 */
function callBlocks(call: CallFacts, phone: LovedOneFacts, options: { when: boolean }): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  if (call.crisis) {
    const what = call.crisis === 'emergency' ? 'a possible emergency' : 'talk of self-harm';
    blocks.push({
      type: 'text',
      content: `This call raised an urgent alert (${what}), which we sent you at once.`,
      strong: true,
    });
  }
  if (call.summary) blocks.push({ type: 'text', content: call.summary });
  const rows: { label: string; value: string }[] = options.when ? [whenFact(call.startedAt, phone)] : [];
  const mood = moodWords(call);
  if (mood) rows.push({ label: 'Mood', value: mood });
  if (call.topics.length) rows.push({ label: 'Topics', value: call.topics.join(', ') });
  if (call.reminders.length)
    rows.push({
      label: 'Reminders set',
      value: call.reminders
        .map((r) => `${r.text} at ${spokenTime(r.localTime)}${r.repeat === 'daily' ? ' every day' : ''}`)
        .join('\n'),
    });
  if (call.notesPassed.length)
    rows.push({ label: 'Your notes passed on', value: call.notesPassed.join('\n') });
  if (rows.length) blocks.push({ type: 'facts', rows });
  return blocks;
}

function crisisEmail(facts: AlertFacts, phone: LovedOneFacts): EmailContent {
  const links = alertLinks(facts);
  const help = helpNumbers(phone.number);
  const title = crisisHeadline(facts.kind, phone.name, askedFirst(facts.subject));
  const advice =
    facts.kind === 'emergency'
      ? `If you cannot reach ${phone.name} and think they are in danger, call ${help.emergency} (the emergency number where they live).`
      : `If you think ${phone.name} is in danger right now, call ${help.emergency}. The crisis line ${help.crisis} can also advise you on how to help.`;
  return {
    subject: facts.subject,
    preheader: `Call ${phone.name} now: ${formatPhoneDisplay(phone.number)}`,
    banner: 'Urgent',
    title,
    blocks: [
      { type: 'text', content: facts.message },
      callButton(phone, 'urgent'),
      {
        type: 'facts',
        rows: [
          whenFact(facts.raisedAt, phone),
          {
            label: `${possessive(phone.name)} number`,
            value: { text: formatPhoneDisplay(phone.number), href: `tel:${phone.number}` },
          },
        ],
      },
      { type: 'button', label: 'See the call on Porchlight', href: links.page, tone: 'quiet' },
      { type: 'text', content: advice, muted: true },
    ],
    footer: footerFor(facts),
  };
}

function updateEmail(facts: AlertFacts, phone: LovedOneFacts, call: CallFacts): EmailContent {
  const links = alertLinks(facts);
  const minutes = callMinutes(call);
  return {
    subject: facts.subject,
    preheader: call.summary ?? undefined,
    title: `${possessive(phone.name)} call with Porchlight`,
    blocks: [
      {
        type: 'text',
        content: `${phone.name} talked with Porchlight for ${plural(minutes, 'minute')}.`,
        strong: true,
      },
      ...callBlocks(call, phone, { when: true }),
      { type: 'button', label: 'See the call', href: links.page },
    ],
    footer: [
      `You get a summary after each call with ${phone.name}. To get one daily digest instead, or none, open ${phone.name} on `,
      { text: 'your dashboard', href: `${facts.publicUrl}/dashboard` },
      '.',
    ],
  };
}

function digestEmail(facts: AlertFacts, phone: LovedOneFacts, digest: DigestFacts): EmailContent {
  const links = alertLinks(facts);
  const talked = digest.calls.filter((c) => c.talked);
  const unanswered = digest.calls.length - talked.length;
  const minutes = talked.reduce((sum, c) => sum + callMinutes(c), 0);
  const since = localMoment(digest.since, phone.timezone);
  const overview = talked.length
    ? `${plural(talked.length, 'conversation')}, ${plural(minutes, 'minute')} in all.`
    : 'No conversation.';
  const blocks: EmailBlock[] = [
    {
      type: 'text',
      content: `${overview}${unanswered ? ` ${plural(unanswered, 'call')} went unanswered.` : ''}`,
      strong: true,
    },
    {
      type: 'text',
      content: `Since ${since.time} on ${since.day} (${possessive(phone.name)} time).`,
      muted: true,
    },
  ];
  for (const call of digest.calls) {
    const { time, day } = localMoment(call.startedAt, phone.timezone);
    const when = `${day.split(',')[0]} ${time}`;
    const who = call.direction === 'inbound' ? `${phone.name} called` : 'We called';
    if (!call.talked) {
      blocks.push({ type: 'heading', text: `${when}: we called, no answer` });
      continue;
    }
    blocks.push({ type: 'heading', text: `${when}: ${who}, talked ${plural(callMinutes(call), 'minute')}` });
    blocks.push(...callBlocks(call, phone, { when: false }));
  }
  blocks.push({ type: 'button', label: `See all of ${possessive(phone.name)} calls`, href: links.page });
  return {
    subject: facts.subject,
    preheader: overview,
    title: `${possessive(phone.name)} day`,
    blocks,
    footer: [
      `You chose one daily digest at ${spokenTime(phone.digestTime)} for ${phone.name}; urgent alerts still come at once. Change it on `,
      { text: 'your dashboard', href: `${facts.publicUrl}/dashboard` },
      '.',
    ],
  };
}

function noMinutesEmail(facts: AlertFacts): EmailContent {
  const links = alertLinks(facts);
  return {
    subject: facts.subject,
    title: bareSubject(facts.subject),
    blocks: [
      { type: 'text', content: facts.message },
      { type: 'button', label: 'Choose a plan', href: links.plans },
      {
        type: 'text',
        content: 'Daily calls and reminder calls start again as soon as the plan is active.',
        muted: true,
      },
    ],
    footer: footerFor(facts),
  };
}

function genericEmail(facts: AlertFacts): EmailContent {
  const links = alertLinks(facts);
  const phone = facts.lovedOne;
  const blocks: EmailBlock[] = [{ type: 'text', content: facts.message }];
  if (phone && CALL_THEM.has(facts.kind)) blocks.push(callButton(phone, 'primary'));
  if (phone)
    blocks.push({
      type: 'button',
      label: facts.call ? 'See the call' : `See ${possessive(phone.name)} calls`,
      href: links.page,
      tone: CALL_THEM.has(facts.kind) ? 'quiet' : 'primary',
    });
  blocks.push({ type: 'text', content: 'The Porchlight team', muted: true });
  return {
    subject: facts.subject,
    title: bareSubject(facts.subject),
    blocks,
    footer: footerFor(facts),
  };
}

export function alertEmail(facts: AlertFacts): EmailContent {
  const phone = facts.lovedOne;
  if ((facts.kind === 'emergency' || facts.kind === 'self_harm') && phone) return crisisEmail(facts, phone);
  if (facts.kind === 'general_update' && phone && facts.call) return updateEmail(facts, phone, facts.call);
  if (facts.kind === 'daily_digest' && phone && facts.digest) return digestEmail(facts, phone, facts.digest);
  if (facts.kind === 'no_minutes') return noMinutesEmail(facts);
  return genericEmail(facts);
}
