// The call script as a table: state and a caller's words in, effects out. No socket, no database.
import { beforeAll, describe, expect, it } from 'vitest';
import { WARM_TIMEOUT_MS, warmClassifiers } from './understand/warm-classifiers.ts';
import { initialState, step, type CallFacts, type Effect, type ScriptState } from './call-script.ts';
import type { Intent, ReminderRequest, Understanding } from './understand/intents.ts';
import { understand } from './understand/understand.ts';
import { expecting } from './call-script.ts';
import { PHRASES, say } from './phrases.ts';

const now = new Date('2026-11-23T15:00:00Z'); // 10:00 in New York

function facts(overrides: Partial<CallFacts> = {}): CallFacts {
  return {
    language: 'en',
    direction: 'inbound',
    type: 'regular',
    known: true,
    name: 'Margaret',
    familyName: 'Anne',
    helpLines: { emergency: '9 1 1', crisis: '9 8 8' },
    timeZone: 'America/New_York',
    reminders: [],
    notes: [],
    reminderCallText: null,
    ...overrides,
  };
}

/** A call in Spanish, in Spain. */
const spanish = (overrides: Partial<CallFacts> = {}) =>
  facts({
    language: 'es',
    timeZone: 'Europe/Madrid',
    helpLines: { emergency: '1 1 2', crisis: '0 2 4' },
    ...overrides,
  });

/** A call in French, in France. */
const french = (overrides: Partial<CallFacts> = {}) =>
  facts({
    language: 'fr',
    timeZone: 'Europe/Paris',
    helpLines: { emergency: '1 1 2', crisis: '3 1 1 4' },
    ...overrides,
  });

function hear(state: ScriptState, text: string, f: CallFacts) {
  const understanding = understand(text, f.language, {
    expecting: expecting(state),
    timeZone: f.timeZone,
    now,
    firstTurnOutbound: state.firstTurn,
  });
  return step(state, { type: 'heard', text, understanding, elapsedMs: 1000, now }, f);
}

/** A call past the recording question, on the scripted companion. */
const talking = (f: CallFacts) =>
  initialState(f, { consentKnown: true, engine: 'scripted', callsStopped: false });

/** An outbound call that has asked "Is this a good time?" and waits for the answer. */
const askingTime = (f: CallFacts): ScriptState => ({ ...talking(f), stage: 'good_time', firstTurn: false });

/** Each "not now" is asked about ("Before I go, is everything all right?"), no call back booked yet. */
function askedBeforeRingingOff(cases: readonly (readonly [CallFacts, string])[]) {
  for (const [f, text] of cases) {
    const out = hear(askingTime(f), text, f);
    expect(kinds(out.effects), text).not.toContain('reschedule');
    expect(out.state.putOffAsked, text).toBe(true);
  }
}

/** A call waiting for the answer to "Are you hurt?" or "Are you thinking about ending your life?". */
const checking = (
  f: CallFacts,
  kind: 'emergency' | 'self_harm',
  said: string,
  resume: 'conversation' | 'good_time' = 'conversation',
  /** Asked on the classifier's guess alone. */
  guess = false,
): ScriptState => ({
  ...talking(f),
  stage: 'safety_check',
  safetyCheck: { kind, said, resume, ...(guess && { guess }) },
});

const kinds = (effects: Effect[]) => effects.map((e) => e.type);

/** A call waiting for the answer to "Just to be sure: would you like me to stop calling every day?". */
const stopAsked = (f: CallFacts): ScriptState => ({
  ...talking(f),
  stage: 'confirm',
  confirm: { action: 'stop_calls', resume: 'conversation' },
});

/** A call waiting for the answer to "Just to be sure: shall I cancel the reminder to …?". */
const cancelAsked = (f: CallFacts, reminderId: string, reminderText: string): ScriptState => ({
  ...talking(f),
  stage: 'confirm',
  confirm: { action: 'cancel_reminder', reminderIds: [reminderId], reminderText, resume: 'conversation' },
});

type SetReminder = Extract<Effect, { type: 'set_reminder' }>;
/** The reminder a turn set, and the call's facts once it is stored as the session stores it. */
function storing(f: CallFacts, effects: Effect[]): { first: SetReminder; facts: CallFacts } {
  const first = effects.find((e): e is SetReminder => e.type === 'set_reminder')!;
  const stored = { id: 'r1', text: first.text, localTime: first.time, repeat: first.repeat };
  return { first, facts: { ...f, reminders: [{ ...stored, localDate: first.localDate, thisCall: true }] } };
}
/** "Just to be sure: would you like me to set a reminder for that?", asked of `reminder`. */
function askedToSet(f: CallFacts, reminder: ReminderRequest): ScriptState {
  const confirm = { action: 'set_reminder' as const, reminder, resume: 'conversation' as const };
  return { ...talking(f), notesPassed: true, turns: 2, stage: 'confirm', confirm };
}
/** A reminder asked for on one turn, then the next turn heard with it stored (`then` may shape the state). */
function setThen(f: CallFacts, ask: string, next: string, then = (state: ScriptState) => state) {
  const first = hear(talking(f), ask, f);
  return hear(then(first.state), next, storing(f, first.effects).facts);
}
const said = (effects: Effect[]) => effects.flatMap((e) => (e.type === 'say' ? [e.text] : [])).join(' ');

beforeAll(() => warmClassifiers(), WARM_TIMEOUT_MS);
describe('call script', () => {
  const f = facts();
  const asking = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
  const chatting = talking(f);

  it.each([
    ["Yes, that's all right with me", true],
    ['Sí, está bien, no me importa', true],
    ["No, I'd rather you didn't record", false],
  ])('reads "%s" as consent %s, never as goodbye', (text, given) => {
    const lang = text.startsWith('Sí') ? 'es' : 'en';
    const ff = facts({ language: lang });
    const out = hear(
      initialState(ff, { consentKnown: false, engine: 'scripted', callsStopped: false }),
      text,
      ff,
    );
    expect(out.effects).toContainEqual({ type: 'consent', given });
    expect(kinds(out.effects)).not.toContain('end');
  });

  it.each([
    "I've fallen in the kitchen and I can't get up",
    'My chest feels so tight and the pain is going down my left arm',
    'There is smoke pouring out of the bedroom',
  ])('acts on an emergency at once: "%s"', (text) => {
    const out = hear(chatting, text, f);
    expect(kinds(out.effects)).toEqual(['alert', 'referral', 'say', 'end']);
    expect(said(out.effects)).toContain('dial 9 1 1');
  });

  it('on talk of ending their life gives the crisis line, alerts the family, and stays on the line', () => {
    const out = hear(chatting, "Honestly I don't want to live anymore", f);
    expect(kinds(out.effects)).toEqual(['alert', 'referral', 'say']);
    expect(said(out.effects)).toContain('9 8 8');
    expect(out.state.stage).toBe('conversation');
  });

  it('after talk of self-harm, no small talk for the rest of the call, and the goodbye gives the line again', () => {
    const told = hear(chatting, "Honestly I don't want to live anymore", f);
    expect(told.state.supportive).toBe(true);
    const next = hear(told.state, 'My daughter lives up in Leeds now', f);
    expect(said(next.effects)).not.toMatch(/something nice to eat|looking forward|reminder for you/);
    expect(said(next.effects)).toMatch(/\?$/);
    const bye = hear(next.state, 'No', f);
    expect(said(bye.effects)).toContain('you can call 9 8 8 any time');
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
  });

  it('asks kindly when unsure, and a no to self-harm still tells the family', () => {
    const asked = hear(chatting, "What's the point of anything", f);
    expect(said(asked.effects)).toBe(
      'I want to make sure I understand you. Are you thinking about ending your life?',
    );
    // The family is told once the answer is in, with it (or when the call ends first).
    expect(kinds(asked.effects)).toEqual(['say']);
    const answered = hear(asked.state, 'No, no, nothing like that', f);
    expect(said(answered.effects)).toContain('you can call 9 8 8');
    expect(answered.effects).toContainEqual({
      type: 'alert',
      kind: 'self_harm',
      said: "What's the point of anything",
      answer: 'No, no, nothing like that',
    });
    expect(answered.effects).toContainEqual({ type: 'referral', kind: 'self_harm', via: 'question' });
    expect(answered.state.stage).toBe('conversation');
    // "Say that again" leaves the question open, and tells nobody yet.
    const again = hear(asked.state, 'Sorry, say that again?', f);
    expect(kinds(again.effects)).toEqual(['say']);
    expect(again.state.stage).toBe('safety_check');
    // A yes: one alert, with the answer, and the crisis script.
    const yes = hear(asked.state, 'Yes, I have been', f);
    expect(yes.effects.filter((e) => e.type === 'alert')).toEqual([
      { type: 'alert', kind: 'self_harm', said: "What's the point of anything", answer: 'Yes, I have been' },
    ]);
    expect(said(yes.effects)).toContain("I'm really sorry you're feeling this way");
  });

  it('"don\'t worry, I\'ve got it all planned" to "Are you thinking about ending your life?" is no no', () => {
    const check = (ff: CallFacts) => ({
      ...talking(ff),
      stage: 'safety_check' as const,
      safetyCheck: { kind: 'self_harm' as const, said: '…', resume: 'conversation' as const },
    });
    for (const [language, text] of [
      ['en', "Don't you worry about me, love, I've made up my mind and I'm quite calm"],
      ['fr', "Ne vous inquiétez pas, c'est décidé, je suis tranquille"],
      ['es', 'No se preocupe, que ya lo tengo decidido y estoy bien'],
    ] as const) {
      const ff = facts({ language });
      const out = hear(check(ff), text, ff);
      expect(out.effects, text).toContainEqual(
        expect.objectContaining({ type: 'referral', kind: 'self_harm' }),
      );
      expect(out.state.supportive, text).toBe(true);
      expect(said(out.effects), text).not.toMatch(
        /Thank you for telling me\. If those thoughts|Merci de me l'avoir dit\. Si|Gracias por contármelo\. Si esos/,
      );
    }
    // "Don't worry, I'm fine" is still a no.
    const ok = hear(check(f), "No, don't worry, I'm fine, honestly", f);
    expect(said(ok.effects)).toContain('Thank you for telling me. If those thoughts ever come');
  });

  it('a safety question left unanswered when the call ends still reaches the family', () => {
    const asked = hear(chatting, "What's the point of anything", f);
    const gone = step(asked.state, { type: 'hung_up' }, f);
    expect(gone.effects).toEqual([
      { type: 'alert', kind: 'self_harm', said: "What's the point of anything", answer: null },
    ]);
    // Hanging up with no question open tells nobody.
    expect(step(chatting, { type: 'hung_up' }, f).effects).toEqual([]);
  });

  it('"Are you thinking about ending your life?" answered with another danger tells the family of that danger', () => {
    const u = (intents: Understanding['intents']): Understanding => ({ language: 'en', intents });
    const asked = step(
      { ...chatting, notesPassed: true, turns: 2 },
      {
        type: 'heard',
        text: "Well I've been better, if I'm honest",
        understanding: u([{ intent: 'self_harm', confidence: 0.6, layer: 'classifier' }]),
        elapsedMs: 1000,
        now,
      },
      f,
    );
    expect(said(asked.effects)).toBe(
      'I want to make sure I understand you. Are you thinking about ending your life?',
    );
    const fall = step(
      asked.state,
      {
        type: 'heard',
        text: "I had a tumble in the night and I can't get my legs under me",
        understanding: u([{ intent: 'emergency', confidence: 0.9, layer: 'rules' }]),
        elapsedMs: 2000,
        now,
      },
      f,
    );
    const alerts = (effects: typeof fall.effects) =>
      effects.flatMap((e) => (e.type === 'alert' ? [e.kind] : []));
    expect(alerts(fall.effects)).toEqual(['emergency']);
    // A yes with it, or talk of self-harm in it, is told as both.
    const both = step(
      asked.state,
      {
        type: 'heard',
        text: "Yes, and I've fallen and can't get up",
        understanding: u([
          { intent: 'emergency', confidence: 0.9, layer: 'rules' },
          { intent: 'confirm_yes', confidence: 0.9, layer: 'rules' },
        ]),
        elapsedMs: 2000,
        now,
      },
      f,
    );
    expect(alerts(both.effects).sort()).toEqual(['emergency', 'self_harm']);
  });

  it('"Are you hurt?" answered with a plain request is answered, not taken for a yes', () => {
    const u = (intents: Understanding['intents'], extra: Partial<Understanding> = {}): Understanding => ({
      language: 'en',
      intents,
      ...extra,
    });
    const asked = step(
      { ...chatting, notesPassed: true, turns: 2 },
      {
        type: 'heard',
        text: 'Oh, not so bad',
        understanding: u([{ intent: 'emergency', confidence: 0.6, layer: 'classifier' }]),
        elapsedMs: 1000,
        now,
      },
      f,
    );
    expect(said(asked.effects)).toBe('Are you hurt? Do you need help right now?');
    const again = hear(asked.state, 'Sorry, what was that?', f);
    expect(said(again.effects)).toBe('Are you hurt? Do you need help right now?');
    expect(again.state.stage).toBe('safety_check');
    const request = hear(asked.state, 'Could you remind me to water the geraniums at 6 pm every day', f);
    expect(kinds(request.effects)).not.toContain('alert');
    expect(said(request.effects)).toMatch(/^I'm glad you're all right\. All right, I'll call to remind you/);
    expect(request.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '18:00' }));
    const unclear = hear(asked.state, 'Well I do not know really', f);
    expect(kinds(unclear.effects)).toContain('alert');
    // However little the layers heard in it: "I don't know" is no all-clear.
    const unsure = step(
      asked.state,
      {
        type: 'heard',
        text: "Well I don't know, I don't know really",
        understanding: u([]),
        elapsedMs: 2000,
        now,
      },
      f,
    );
    expect(kinds(unsure.effects)).toContain('alert');
    // A whole sentence about something else, neither low nor in danger: the question again,
    // plainly, once (it may be the emergency told on); the second such answer is all right.
    const elsewhere = hear(asked.state, 'My granddaughter is coming for lunch on Sunday', f);
    expect(kinds(elsewhere.effects)).not.toContain('alert');
    expect(said(elsewhere.effects)).toBe(
      "I want to be sure you're safe. Do you need help right now? Please say yes or no.",
    );
    const still = hear(elsewhere.state, 'She is bringing the little one with her too', f);
    expect(kinds(still.effects)).not.toContain('alert');
    expect(said(still.effects)).toMatch(/^I'm glad you're all right\./);
    // Told on rather than answered: it is still happening, so it acts.
    const goingOn = hear(elsewhere.state, 'It has been going a good while and it is not stopping', f);
    expect(kinds(goingOn.effects)).toContain('alert');
    // One that sounds low still acts.
    const low = hear(asked.state, 'I feel awful and I am all on my own', f);
    expect(kinds(low.effects)).toContain('alert');
  });

  it.each([
    ['en', "No, I'm not hurt, but I'm frightened, somebody is moving about downstairs", 'alert'],
    ['en', "No no, I'm all right, I just wanted to hear a voice", 'no alert'],
    ['en', 'Yes please, send somebody, I need help', 'alert'],
    ['en', "I'm freezing and I don't know where I am, none of the houses look right", 'alert'],
    ['fr', "Non je suis pas blessée mais j'ai tellement peur, il y a quelqu'un dans le jardin", 'alert'],
    ['fr', 'Non non ça va, je vais bien, merci', 'no alert'],
    ['es', 'Sí, ayúdeme por favor, no hay nadie más en casa', 'alert'],
    ['es', 'No, no estoy herida, pero tengo miedo, oigo a alguien en la cocina', 'alert'],
    ['es', 'No, no, estoy bien, no tengo miedo', 'no alert'],
  ] as const)('[%s] "%s" to "Are you hurt?": %s', (language, text, outcome) => {
    const ff = facts({ language });
    const asked = hear(
      talking(ff),
      language === 'en' ? 'I feel strange' : language === 'fr' ? 'Je me sens bizarre' : 'Me siento rara',
      ff,
    );
    const check = {
      ...asked.state,
      stage: 'safety_check' as const,
      safetyCheck: { kind: 'emergency' as const, said: '…', resume: 'conversation' as const },
    };
    const out = hear(check, text, ff);
    if (outcome === 'alert') expect(kinds(out.effects)).toContain('alert');
    else expect(kinds(out.effects)).not.toContain('alert');
  });

  it.each([
    ['en', "I'm fine, honestly, I'm just a bit tired today"],
    ['en', "Oh I'm all right, it's only my knees playing up"],
    ['fr', 'Non, je vais bien, je suis juste fatiguée'],
    ['es', 'No, estoy bien, solo un poco cansada'],
  ] as const)('[%s] "%s" to "Are you thinking about ending your life?" is a no', (language, text) => {
    const ff = facts({ language });
    const check = {
      ...talking(ff),
      stage: 'safety_check' as const,
      safetyCheck: { kind: 'self_harm' as const, said: '…', resume: 'conversation' as const },
    };
    const out = hear(check, text, ff);
    // A no: the crisis line is still given and counted, and the family told once, with the
    // answer; no crisis script.
    expect(out.effects).toContainEqual({ type: 'referral', kind: 'self_harm', via: 'question' });
    expect(out.effects.filter((e) => e.type === 'alert')).toEqual([
      { type: 'alert', kind: 'self_harm', said: '…', answer: text },
    ]);
    expect(said(out.effects)).not.toContain("I'm really sorry you're feeling this way");
    expect(out.state.stage).toBe('conversation');
  });

  it('"No, don\'t record me, and don\'t ring me any more" stores the no and stops the calls', () => {
    const es = facts({ language: 'es' });
    const asking = initialState(es, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const out = hear(asking, 'No, no quiero que me graben, ni que me llamen más, gracias', es);
    expect(out.effects).toContainEqual({ type: 'consent', given: false });
    expect(kinds(out.effects)).toContain('opt_out');
  });

  it('figures of speech trigger nothing', () => {
    for (const text of ["I'm dying to see the grandchildren", 'We watched a film about a fire']) {
      const out = hear({ ...chatting, notesPassed: true, turns: 2 }, text, f);
      expect(kinds(out.effects)).not.toContain('alert');
    }
  });

  it('stops the calls on a polite indirect request, and a goodbye is not a stop', () => {
    // The daily calls stop; this call stays open for what comes next ("…oh, and I had a fall").
    const stop = hear(chatting, "I'd rather you didn't ring me every day any more", f);
    expect(kinds(stop.effects)).toEqual(['opt_out', 'say']);
    expect(said(stop.effects)).toContain('Is there anything else on your mind today?');
    const fall = hear(
      stop.state,
      'oh and I meant to say, I had a fall in the night and I still cannot stand up',
      f,
    );
    expect(fall.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    for (const closing of [
      "Yes, that's what I want",
      "No, that's all, bye now",
      'Yes, thank you, you have been very kind, but no more calls please',
    ])
      expect(hear(stop.state, closing, f).effects, closing).toContainEqual({
        type: 'end',
        reason: 'goodbye',
      });
    const stopAndBye = hear(chatting, 'Please stop ringing me every day. Goodbye.', f);
    expect(stopAndBye.effects).toContainEqual({ type: 'end', reason: 'opt_out' });
    const bye = hear(chatting, "Well, I'd better let you go, dear. Cheerio!", f);
    expect(kinds(bye.effects)).toEqual(['say', 'end']);
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
  });

  it('restarts stopped calls by voice', () => {
    const stopped = { ...chatting, callsStopped: true };
    const out = hear(stopped, 'Could you start calling me every day again please', f);
    expect(kinds(out.effects)).toContain('resume_calls');
  });

  it('sets a reminder from natural phrasing, in French too', () => {
    const en = hear({ ...chatting, notesPassed: true }, 'Remind me to take my pills at 8 pm', f);
    expect(en.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        text: 'take your pills',
        time: '20:00',
        repeat: 'once',
      }),
    );
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const frState = talking(fr);
    const out = hear(
      { ...frState, notesPassed: true },
      'Rappelez-moi demain à 9 heures d’appeler le plombier',
      fr,
    );
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '09:00', localDate: '2026-11-24' }),
    );
    // Said as French says it: "de" or "d'" before an errand, nothing before a thing.
    expect(said(out.effects)).toContain("pour vous rappeler d'appeler le plombier, demain à");
    const pills = hear(
      { ...frState, notesPassed: true },
      'Rappelez-moi de prendre mon cachet ce soir à 20 heures',
      fr,
    );
    expect(said(pills.effects)).toContain('pour vous rappeler de prendre votre cachet, ');
    const thing = hear(
      { ...frState, notesPassed: true },
      'Rappelez-moi mon rendez-vous chez le médecin jeudi à 10 heures',
      fr,
    );
    expect(said(thing.effects)).toContain('pour vous rappeler votre rendez-vous chez le médecin, ');
  });

  it('moves the reminder just set when the next turn is only a time, and only then', () => {
    const set = hear({ ...chatting, notesPassed: true }, 'Remind me tomorrow morning to call my sister', f);
    const first = set.effects.find((e) => e.type === 'set_reminder');
    expect(first).toMatchObject({ text: 'call your sister', repeat: 'once', localDate: '2026-11-24' });
    // The session records it; the script's facts see the same list.
    const withIt = facts({
      reminders: [
        {
          id: 'r1',
          text: 'call your sister',
          localTime: (first as { time: string }).time,
          repeat: 'once',
          localDate: '2026-11-24',
        },
      ],
    });
    const moved = hear(set.state, 'No, make it half past ten please', withIt);
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        text: 'call your sister',
        time: '10:30',
        localDate: '2026-11-24',
      }),
    );
    expect(said(moved.effects)).toContain('to call your sister tomorrow at 10:30 AM.');
    // Only the next turn: later, a bare time is not taken as moving it.
    const later = hear(hear(set.state, 'Lovely, thank you', withIt).state, 'at eleven', withIt);
    expect(kinds(later.effects)).not.toContain('cancel_reminder');
    // A time with a new errand is a reminder of its own.
    const other = hear(set.state, 'and at eleven to ring the chemist', withIt);
    expect(kinds(other.effects)).not.toContain('cancel_reminder');
    expect(other.effects).toContainEqual(
      // On the first one's day (tomorrow), though eleven has not yet come today.
      expect.objectContaining({
        type: 'set_reminder',
        text: 'ring the chemist',
        time: '11:00',
        localDate: '2026-11-24',
      }),
    );
    const esF = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const esState = talking(esF);
    const esSet = hear({ ...esState, notesPassed: true }, 'Recuérdame mañana a las diez ir al médico', esF);
    const esOther = hear(esSet.state, 'y también a las once llamar a la farmacia', esF);
    expect(esOther.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', text: 'llamar a la farmacia', time: '11:00' }),
    );
    // In French: "plutôt à dix heures".
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const frState = talking(fr);
    const frSet = hear(
      { ...frState, notesPassed: true },
      "Rappelez-moi demain d'appeler le plombier à 9 heures",
      fr,
    );
    const frFacts = facts({
      language: 'fr',
      timeZone: 'Europe/Paris',
      reminders: [
        {
          id: 'r2',
          text: 'appeler le plombier',
          localTime: '09:00',
          repeat: 'once',
          localDate: '2026-11-24',
        },
      ],
    });
    const frMoved = hear(frSet.state, 'non, plutôt à dix heures', frFacts);
    expect(frMoved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(said(frMoved.effects)).toContain("pour vous rappeler d'appeler le plombier, demain à 10:00");
  });

  it('moves the reminder just set earlier when asked again "so I have time", in French and Spanish', () => {
    /** A reminder set for tomorrow, then the next turn: what that turn does, seen by the script. */
    const setThen = (language: 'fr' | 'es', timeZone: string, request: string, next: string) => {
      const f = facts({ language, timeZone });
      const set = hear({ ...talking(f), notesPassed: true }, request, f);
      const first = set.effects.find((e) => e.type === 'set_reminder') as { time: string; text: string };
      const withIt = facts({
        language,
        timeZone,
        reminders: [
          { id: 'r3', text: first.text, localTime: first.time, repeat: 'once', localDate: '2026-11-24' },
        ],
      });
      return hear(set.state, next, withIt).effects;
    };
    const frSet = 'Rappelez-moi demain à dix heures, le kiné passe';
    const frMoved = setThen(
      'fr',
      'Europe/Paris',
      frSet,
      'alors rappelez-moi demain à neuf heures et demie, comme ça j’ai le temps',
    );
    expect(frMoved).toContainEqual({ type: 'cancel_reminder', reminderId: 'r3' });
    expect(frMoved).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '09:30' }));
    // A later hour said with "so I have time" is when something happens, not the reminder moved.
    const frLater = setThen(
      'fr',
      'Europe/Paris',
      frSet,
      'la dame vient me chercher à onze heures, comme ça j’ai le temps',
    );
    expect(kinds(frLater)).not.toContain('cancel_reminder');
    const esMoved = setThen(
      'es',
      'Europe/Madrid',
      'Recuérdame mañana a las once, que viene el fontanero',
      'pues avísame mañana a las diez y media, así me da tiempo a vestirme',
    );
    expect(esMoved).toContainEqual({ type: 'cancel_reminder', reminderId: 'r3' });
    expect(esMoved).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '10:30' }));
  });

  it('takes "cancel that" right after a reminder for that reminder, never for the calls, and does not read it back as one of today\'s', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const esState = talking(es);
    const set = hear({ ...esState, notesPassed: true }, 'Recuérdame mañana a las once llamar a mi hija', es);
    const withIt = facts({
      language: 'es',
      timeZone: 'Europe/Madrid',
      reminders: [
        {
          id: 'r3',
          text: 'llamar a su hija',
          localTime: '11:00',
          repeat: 'once',
          localDate: '2026-11-24',
          thisCall: true,
        },
      ],
    });
    const undo = hear(set.state, 'ay no, cancela eso', withIt);
    expect(undo.state.confirm).toMatchObject({ action: 'cancel_reminder', reminderIds: ['r3'] });
    expect(said(undo.effects)).toBe('Para estar seguro: ¿cancelo el recordatorio de llamar a su hija?');
    // Set on the first turn, it is not read out again on the next as one of today's reminders.
    const daily = facts({
      reminders: [
        {
          id: 'r4',
          text: 'take your tablets',
          localTime: '20:00',
          repeat: 'daily',
          localDate: null,
          thisCall: true,
        },
      ],
    });
    const first = hear(chatting, 'Remind me to take my tablets at 8 every night', f);
    const next = hear(first.state, "that's lovely dear, thank you", daily);
    expect(said(next.effects)).not.toContain('A reminder for you');
  });

  it('answers "are you a real person?" plainly, then asks again what was open', () => {
    const atConsent = hear(asking, 'Hang on, are you a real person?', f);
    expect(said(atConsent.effects)).toBe(
      "No, I'm not a person. I'm Porchlight, a computer program your family set up to keep you company and check on you. May I record this call for your family?",
    );
    expect(atConsent.state.stage).toBe('consent');
    expect(hear(atConsent.state, 'yes that is fine', f).effects).toContainEqual({
      type: 'consent',
      given: true,
    });
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const esChat = talking(es);
    const asked = hear({ ...esChat, notesPassed: true }, '¿Usted es una persona de verdad?', es);
    expect(said(asked.effects)).toMatch(/^No, no soy una persona\. Soy Porchlight, un programa informático/);
    // Even with a model, the answer is the script's own.
    const withModel = hear({ ...chatting, engine: 'llm', notesPassed: true }, 'am I talking to a robot?', f);
    expect(kinds(withModel.effects)).not.toContain('reply');
    expect(said(withModel.effects)).toContain("No, I'm not a person.");
    // "Are you recording this?" is about the recording.
    expect(said(hear(asking, 'Are you recording this?', f).effects)).not.toContain('not a person');
  });

  it('books a call later today when asked to ring back, at any point of the call', () => {
    const later = hear(
      { ...chatting, notesPassed: true },
      'Could you ring me back in an hour, the nurse has just come',
      f,
    );
    expect(later.effects).toEqual([{ type: 'reschedule', inMinutes: 60 }]);
    // Without a delay said, the provider's default.
    expect(hear({ ...chatting, notesPassed: true }, 'call me back later please', f).effects).toEqual([
      { type: 'reschedule' },
    ]);
    // The provider's answer decides what is said: a call later, or a kind goodbye outside the window.
    expect(step(later.state, { type: 'rescheduled', ok: true }, f).effects).toContainEqual({
      type: 'end',
      reason: 'call_later',
    });
    // Asked on an inbound call, for a part of the day.
    const inbound = hear(
      talking(f),
      'The meter man has just come, would you ring me back this afternoon?',
      f,
    );
    expect(kinds(inbound.effects)).toContain('reschedule');
    // Not for an unknown caller, who has no calls to move.
    const stranger = facts({ known: false });
    const unknown = talking(stranger);
    expect(kinds(hear(unknown, 'call me back later please', stranger).effects)).not.toContain('reschedule');
  });

  it('answers an unknown caller’s questions (what it is, what it costs, for whom) and ends when they have none', () => {
    const stranger = facts({ known: false, type: 'commercial' });
    let state = talking(stranger);
    const turn = (text: string) => {
      const out = hear(state, text, stranger);
      state = out.state;
      return out;
    };
    expect(said(turn('Hello, what is this service exactly?').effects)).toContain('A family member signs up');
    expect(said(turn('And how much does it cost?').effects)).toContain('free trial with 30 minutes');
    // Told about a parent, not asked: what it would do for her.
    expect(said(turn('It would be for my dad, he lives on his own since mum died').effects)).toContain(
      'rings your loved one once a day',
    );
    // Told more, not asked: heard, and the call goes on.
    const told = turn("he'd never ask for it himself, mind, he's too proud");
    expect(kinds(told.effects)).not.toContain('end');
    expect(said(told.effects)).toContain('anything else you would like to know');
    const done = turn("No, that's everything, thank you");
    expect(said(done.effects)).toBe('Thank you for calling Porchlight. Goodbye!');
    expect(kinds(done.effects)).toContain('end');
    // In French, the price asked of "ce truc" is no emergency.
    const fr = facts({ known: false, type: 'commercial', language: 'fr' });
    const asked = hear(
      hear(talking(fr), "c'est quoi votre service", fr).state,
      'et ça coûte combien ce truc',
      fr,
    );
    expect(kinds(asked.effects)).not.toContain('alert');
    expect(said(asked.effects)).toContain('essai gratuit avec 30 minutes');
  });

  it('cancels a reminder named just after the day’s reminders were read out, asking first', () => {
    const withOne = facts({
      reminders: [{ id: 'r9', text: 'walk the dog', localTime: '16:00', repeat: 'daily', localDate: null }],
    });
    const opened = hear(talking(withOne), 'Not too bad, thank you', withOne);
    expect(said(opened.effects)).toContain('A reminder for you: walk the dog');
    // Said plainly: cancelled.
    const plain = hear(
      opened.state,
      "You can stop reminding me about the dog, he's gone to my son's",
      withOne,
    );
    expect(plain.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r9' });
    // Named as said ("walking the dog" for "walk the dog"), with another reminder beside it.
    const withTwo = facts({
      reminders: [
        {
          id: 'r8',
          text: 'take your blood pressure tablets',
          localTime: '20:00',
          repeat: 'daily',
          localDate: null,
        },
        { id: 'r9', text: 'walk the dog', localTime: '16:00', repeat: 'daily', localDate: null },
      ],
    });
    const two = hear(talking(withTwo), 'Not too bad, thank you', withTwo);
    const named = hear(
      two.state,
      "Honey you can quit reminding me about walking the dog, Buster's passed",
      withTwo,
    );
    expect(named.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r9' });
    // With no word for a reminder, just after it was read out: asked first.
    const loose = hear(
      opened.state,
      'Could you get rid of the dog one, I walk him with my neighbour now',
      withOne,
    );
    expect(said(loose.effects)).toBe('Just to be sure: shall I cancel the reminder to walk the dog?');
  });

  it("says a day beyond tomorrow as a day, in the caller's language, never as digits", () => {
    const en = hear({ ...chatting, notesPassed: true }, 'Remind me on Saturday at 11 to phone my brother', f);
    expect(said(en.effects)).toContain('to phone your brother on Saturday, November 28 at 11:00 AM.');
    const about = hear(
      { ...chatting, notesPassed: true },
      'Could you remind me about the chiropodist on Friday at 2',
      f,
    );
    expect(said(about.effects)).toContain(
      'to remind you about the chiropodist on Friday, November 27 at 2:00 PM.',
    );
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const esState = talking(es);
    const out = hear(
      { ...esState, notesPassed: true },
      'Recuérdame el sábado a las once llamar a mi hermano',
      es,
    );
    expect(said(out.effects)).toContain('el sábado, 28 de noviembre a las 11:00');
  });

  it('a model cannot stop the calls on its own: the person confirms first', () => {
    const u = understand('Bye for now, talk tomorrow', 'en', { expecting: null, timeZone: f.timeZone, now });
    const out = step(
      { ...chatting, engine: 'llm' },
      { type: 'tool_request', action: 'stop_calls', understanding: u },
      f,
    );
    expect(out.effects).toEqual([
      {
        type: 'tool_result',
        outcome: { done: false, ask: 'Just to be sure: would you like me to stop calling every day?' },
      },
    ]);
    const yes = hear(out.state, 'Yes please', f);
    expect(kinds(yes.effects)).toContain('opt_out');
  });

  it('an outbound call answered by a screener says who is calling and for whom, then waits', () => {
    const out = facts({ direction: 'outbound' });
    const state = talking(out);
    const screened = hear(state, 'Please say your name and why you are calling', out);
    expect(said(screened.effects)).toBe(
      'This is Porchlight, the companion service Anne set up, calling for Margaret.',
    );
    expect(kinds(screened.effects)).toEqual(['say']);
  });

  it('repeats the AI disclosure after three hours', () => {
    const u = understand('I like my garden', 'en', { expecting: null, timeZone: f.timeZone, now });
    const out = step(
      { ...chatting, notesPassed: true },
      { type: 'heard', text: 'I like my garden', understanding: u, elapsedMs: 3 * 3600_000 + 1, now },
      f,
    );
    expect(said(out.effects)).toContain("I'm Porchlight, a computer program, not a person");
  });

  describe('a request heard only as a guess (the request classifier, at ASK)', () => {
    const guess = (intent: Intent, extra: Partial<Understanding> = {}): Understanding => ({
      language: 'en',
      intents: [{ intent, confidence: 0.6, layer: 'classifier' }],
      ...extra,
    });
    const withReminders = facts({
      reminders: [
        { id: 'r1', text: 'water the tomatoes', localTime: '18:00', repeat: 'daily', localDate: null },
      ],
    });
    const talking = { ...chatting, notesPassed: true, turns: 2, lastSaid: 'How was the market?' };
    const turn = (state: ScriptState, understanding: Understanding, ff = f) =>
      step(state, { type: 'heard', text: 'mm', understanding, elapsedMs: 1000, now }, ff);

    it('sets no reminder before the person says yes', () => {
      const reminder = { text: 'ring the plumber', time: '17:00', repeat: 'once' as const, date: null };
      const asked = turn(talking, guess('set_reminder', { reminder }));
      expect(said(asked.effects)).toBe('Just to be sure: would you like me to set a reminder for that?');
      expect(kinds(asked.effects)).not.toContain('set_reminder');
      const yes = hear(asked.state, 'Yes please', f);
      expect(yes.effects).toContainEqual(
        expect.objectContaining({ type: 'set_reminder', text: 'ring the plumber', time: '17:00' }),
      );
      const no = hear(asked.state, 'No thank you', f);
      expect(kinds(no.effects)).toEqual(['say']);
      expect(said(no.effects)).toBe('Is there anything else on your mind today?');
      const done = hear(asked.state, "No, that's all, thank you", f);
      expect(done.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    });

    it('keeps the question open when asked to slow down, so the yes that follows still counts', () => {
      const reminder = { text: 'ring the plumber', time: '17:00', repeat: 'once' as const, date: null };
      const asked = turn(talking, guess('set_reminder', { reminder }));
      const slower = hear(asked.state, 'Could you say that a bit slower please', f);
      expect(said(slower.effects)).toContain('would you like me to set a reminder for that?');
      expect(slower.state.stage).toBe('confirm');
      const yes = hear(slower.state, 'Yes please', f);
      expect(yes.effects).toContainEqual(
        expect.objectContaining({ type: 'set_reminder', text: 'ring the plumber' }),
      );
    });

    it('cancels a reminder only after the person confirms it', () => {
      const asked = turn(talking, guess('cancel_reminder'), withReminders);
      expect(said(asked.effects)).toBe('Just to be sure: shall I cancel the reminder to water the tomatoes?');
      expect(kinds(asked.effects)).not.toContain('cancel_reminder');
      const yes = hear(asked.state, 'Yes please', withReminders);
      expect(yes.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    });

    it('asks before restarting stopped calls, and says nothing of it when the calls are on', () => {
      const asked = turn({ ...talking, callsStopped: true }, guess('resume_calls'));
      expect(said(asked.effects)).toBe(
        'Just to be sure: would you like me to start calling you every day again?',
      );
      const on = turn(talking, guess('resume_calls'));
      expect(said(on.effects)).not.toContain('already on');
    });

    it('answers a harmless request at once when scripted, and leaves it to a model when there is one', () => {
      expect(said(turn(talking, guess('repeat')).effects)).toBe('How was the market?');
      expect(kinds(turn(talking, guess('weather')).effects)).toEqual(['weather']);
      expect(kinds(turn({ ...talking, engine: 'llm' }, guess('repeat')).effects)).toEqual(['reply']);
    });
  });

  it('answers a request about existing reminders, never asking for a new one', () => {
    const ff = facts({
      reminders: [
        { id: 'r1', text: 'take your eye drops', localTime: '09:00', repeat: 'daily', localDate: null },
      ],
    });
    const talking = { ...chatting, notesPassed: true, turns: 2 };
    const cancel = hear(talking, 'Could you get rid of my eye drops reminder, the bottle is finished', ff);
    expect(cancel.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    const list = hear(talking, 'Have I still got a reminder on for tomorrow', ff);
    expect(said(list.effects)).toContain('Your reminders: take your eye drops');
  });

  it('right after reading the reminders out, "get rid of the tablets one" asks to cancel that one', () => {
    const ff = facts({
      reminders: [
        { id: 'r1', text: 'take your tablets', localTime: '09:00', repeat: 'daily', localDate: null },
        { id: 'r2', text: 'ring the garage', localTime: '15:00', repeat: 'daily', localDate: null },
      ],
    });
    const listed = hear({ ...chatting, notesPassed: true, turns: 2 }, 'What reminders have I got?', ff);
    const asked = hear(listed.state, 'Can you get rid of the tablets one, the doctor stopped them', ff);
    expect(said(asked.effects)).toBe('Just to be sure: shall I cancel the reminder to take your tablets?');
    const yes = hear(asked.state, 'Yes please', ff);
    expect(yes.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });

  it('"Buenas noches" opening the conversation is a hello, not a goodbye; later it ends the call', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const state = talking(es);
    const hello = hear(state, 'Buenas noches', es);
    expect(said(hello.effects)).toBe('¡Hola, Margaret! ¿Cómo está hoy?');
    expect(kinds(hello.effects)).toEqual(['say']);
    const chat = hear(hello.state, 'Bien, gracias, aquí viendo la tele', es);
    const bye = hear(chat.state, 'Bueno, buenas noches', es);
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    // As the answer to the recording question, too.
    const first = initialState(es, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const answered = hear(first, 'Buenas noches', es);
    expect(kinds(answered.effects)).not.toContain('end');
    expect(answered.state.stage).toBe('consent');
  });

  it('an outbound call answered "¿Diga?" asks again whether it is a good time, so "call me later" is heard', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid', direction: 'outbound' });
    const greeting = 'Hola Margaret, soy Porchlight. ¿Es un buen momento para hablar?';
    const state = {
      ...talking(es),
      lastSaid: greeting,
    };
    const hello = hear(state, '¿Diga?', es);
    expect(said(hello.effects)).toBe(greeting);
    expect(hello.state.stage).toBe('good_time');
    const later = hear(hello.state, 'Ahora no puedo, estoy en el médico, llámame más tarde', es);
    expect(kinds(later.effects)).toEqual(['reschedule']);
  });

  it('a no to a small-talk question does not end the call; a no to "anything else?" does', () => {
    const talking = {
      ...chatting,
      notesPassed: true,
      turns: 3,
      lastSaid: 'I see. Have you had something nice to eat today?',
    };
    const no = hear(talking, "No, honestly I'm fine", f);
    expect(kinds(no.effects)).toEqual(['say']);
    expect(said(no.effects)).toBe('All right. Is there anything else on your mind today?');
    const bye = hear(no.state, 'No', f);
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
  });

  it('"that\'s all right" in the middle of a chat does not end the call', () => {
    const out = hear(
      { ...chatting, notesPassed: true, turns: 2 },
      "That's all right, the kettle's only just boiled",
      f,
    );
    expect(kinds(out.effects)).not.toContain('end');
  });

  it('"Sorry, who is this?" before answering hears the greeting again, and the question stays open', () => {
    const greeting = 'Hello Margaret, this is Porchlight. May I record this call for your family?';
    const out = hear({ ...asking, lastSaid: greeting }, "Sorry, who's this?", f);
    expect(said(out.effects)).toBe(greeting);
    expect(out.state.stage).toBe('consent');
    expect(kinds(out.effects)).not.toContain('consent');
    const hello = hear({ ...asking, lastSaid: greeting }, 'Hello?', f);
    expect(said(hello.effects)).toBe(greeting);
  });

  it('answers what was said as it sounded: sorry for a bad night, glad of a visit, never "That sounds nice." to pain', () => {
    const talking = { ...chatting, notesPassed: true, turns: 3 };
    const low = hear(talking, 'My knees have been aching with this damp weather', f);
    expect(said(low.effects)).not.toContain('nice');
    expect(said(low.effects)).toMatch(/sorry|doesn't sound easy|sounds hard/);
    const good = hear(talking, 'My grandson came round with his new puppy, it was lovely', f);
    expect(said(good.effects)).toMatch(/nice|lovely|glad/);
    const first = hear(chatting, 'Oh, a bit lonely to be honest', f);
    expect(said(first.effects)).toMatch(/^I'm sorry to hear that\./);
  });

  it('"Are you hurt?" answered with talk of ending it gives the crisis line, not the emergency number', () => {
    const asked = hear(chatting, "I've had a funny turn, I'm all dizzy", f);
    expect(said(asked.effects)).toBe('Are you hurt? Do you need help right now?');
    const answer = hear(asked.state, 'I stopped my heart tablets on purpose, I want it to be over', f);
    expect(answer.effects).toContainEqual(expect.objectContaining({ type: 'referral', kind: 'self_harm' }));
    expect(said(answer.effects)).toContain('9 8 8');
    expect(said(answer.effects)).not.toContain('This sounds like an emergency');
  });

  it('"Are you hurt?" answered calmly with a call back asked for books it, with no alarm', () => {
    const asked = hear(chatting, "I've had a funny turn, I'm all dizzy", f);
    const later = hear(
      asked.state,
      "oh that's the doorbell, it's the podiatrist, could you ring me back in an hour",
      f,
    );
    expect(later.effects).toEqual([{ type: 'reschedule', inMinutes: 60 }]);
    expect(later.state.stage).toBe('conversation');
  });

  it('a lost caller who is getting cold still needs help, and "I don\'t know" is no all-clear', () => {
    const asked = hear(chatting, "I've had a funny turn, I'm all dizzy", f);
    const cold = hear(asked.state, "no, I'm not hurt, but it's getting dark and I'm getting ever so cold", f);
    expect(kinds(cold.effects)).toContain('alert');
    expect(cold.effects).toContainEqual(expect.objectContaining({ type: 'referral', kind: 'emergency' }));
  });

  it('"Just to be sure…?" answered by asking for the same thing again is a yes', () => {
    const asked = step(
      { ...chatting, notesPassed: true, turns: 2 },
      {
        type: 'heard',
        text: 'mm',
        understanding: {
          language: 'en',
          intents: [{ intent: 'stop_calls', confidence: 0.6, layer: 'classifier' }],
        },
        elapsedMs: 1000,
        now,
      },
      f,
    );
    expect(said(asked.effects)).toBe('Just to be sure: would you like me to stop calling every day?');
    const again = hear(asked.state, "that's right, please don't ring me every day any more", f);
    expect(kinds(again.effects)).toContain('opt_out');
  });

  it('passes a worry on to the family once, answers it kindly, and leaves it to a model when there is one', () => {
    const told = hear(talking(f), "I had a bit of a fall on Tuesday, I'm all right now", f);
    expect(told.effects).toContainEqual({
      type: 'concern',
      kind: 'fall',
      said: "I had a bit of a fall on Tuesday, I'm all right now",
    });
    expect(said(told.effects)).toContain('your family will want to know');
    // The same worry again in the same call is not a second alert.
    const again = hear(told.state, 'I slipped on the rug on Tuesday, that was the fall', f);
    expect(kinds(again.effects)).not.toContain('concern');
    // A worry said with a request: the request is answered and the worry still passed on.
    const withRequest = hear(
      talking(f),
      "I've run out of my tablets, remind me to ring the chemist at 3 pm",
      f,
    );
    expect(kinds(withRequest.effects)).toEqual(expect.arrayContaining(['concern', 'set_reminder']));
    // With a model, the model flags worries itself.
    const llm = initialState(f, { consentKnown: true, engine: 'llm', callsStopped: false });
    expect(kinds(hear(llm, "I had a bit of a fall on Tuesday, I'm all right now", f).effects)).not.toContain(
      'concern',
    );
    // A worry first asked about as an emergency is passed on whatever the answer.
    const asked = hear(talking(f), "the boiler's been broken since Friday and it's freezing in here", f);
    expect(said(asked.effects)).toBe('Are you hurt? Do you need help right now?');
    expect(asked.effects).toContainEqual(expect.objectContaining({ type: 'concern', kind: 'cold' }));
    // An unknown caller has no family to tell.
    const stranger = facts({ known: false });
    expect(kinds(hear(talking(stranger), 'I had a fall on Tuesday', stranger).effects)).not.toContain(
      'concern',
    );
  });

  it("sets a reminder at nine at night, the window's last minute, and offers the window's nearer end for one outside it", () => {
    const nine = hear(talking(f), 'Could you remind me every night at nine to put my eye drops in', f);
    expect(nine.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00', repeat: 'daily' }),
    );
    const asked = hear(talking(f), 'Could you remind me every night at ten to put my eye drops in', f);
    expect(said(asked.effects)).toContain('Shall I call at 9:00 PM instead?');
    expect(kinds(asked.effects)).not.toContain('set_reminder');
    const yes = hear(asked.state, "yes, that's fine", f);
    expect(yes.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00', repeat: 'daily' }),
    );
    // Another time said instead is that time, in the evening offered; a no asks for one.
    expect(hear(asked.state, 'make it a quarter to nine', f).effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '20:45' }),
    );
    const no = hear(asked.state, 'no', f);
    expect(kinds(no.effects)).not.toContain('set_reminder');
    // Too early: eight in the morning offered.
    const early = hear(
      talking(f),
      'Remind me tomorrow at half past six in the morning to take the water tablet',
      f,
    );
    expect(said(early.effects)).toContain('Shall I call at 8:00 AM instead?');
    expect(hear(early.state, 'go on then', f).effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '08:00', repeat: 'once' }),
    );
    // In French and Spanish too.
    const fr = facts({ language: 'fr' });
    const frNine = hear(talking(fr), 'Rappelez-moi tous les soirs à neuf heures de mettre mes gouttes', fr);
    expect(frNine.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '21:00' }));
    const frAsked = hear(
      talking(fr),
      'Rappelez-moi tous les soirs à dix heures du soir de mettre mes gouttes',
      fr,
    );
    expect(said(frAsked.effects)).toContain('plutôt à 21:00');
    expect(hear(frAsked.state, "oui, d'accord", fr).effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00' }),
    );
    const es = facts({ language: 'es' });
    const esAsked = hear(
      talking(es),
      'Recuérdeme todas las noches a las diez de la noche ponerme las gotas',
      es,
    );
    expect(said(esAsked.effects)).toContain('¿Le llamo mejor a las 21:00?');
  });

  it('a request made instead of answering "Are you thinking about ending your life?" is answered, with the crisis line said once', () => {
    const check = (said: string) =>
      ({
        ...chatting,
        stage: 'safety_check',
        safetyCheck: { kind: 'self_harm', said, resume: 'conversation' },
      }) as const;
    const request = hear(
      check('I just feel like that'),
      'What will the weather be like this afternoon, dear?',
      f,
    );
    expect(said(request.effects)).toMatch(/^All right\. If those thoughts ever come, you can call 9 8 8/);
    expect(request.effects).toContainEqual({ type: 'referral', kind: 'self_harm', via: 'question' });
    expect(kinds(request.effects)).toContain('weather');
    expect(request.state.stage).toBe('conversation');
    expect(request.state.supportive).toBe(true);
    // Asking for the calls to stop, a yes, or a low voice are no change of subject.
    for (const answer of [
      'Just stop ringing me every day',
      'Yes, could you tell my son',
      'I feel so low, can you remind me who to ring',
    ]) {
      const out = hear(check('I just feel like that'), answer, f);
      expect(kinds(out.effects)).toContain('referral');
      expect(said(out.effects)).toContain("I'm really sorry you're feeling this way");
    }
  });

  it('another reminder asked for in full while one waits for its time is set, and the first one asked about by name', () => {
    const asked = hear(talking(f), 'Could you remind me every night at ten to put my eye drops in', f);
    const other = hear(
      asked.state,
      "Oh and on Friday at eleven I've got the optician, remind me of that as well",
      f,
    );
    expect(other.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '11:00', repeat: 'once' }),
    );
    expect(said(other.effects)).toContain(
      'And to remind you to put your eye drops in: what time would suit you?',
    );
    const time = hear(other.state, 'half past eight then', f);
    expect(time.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        text: 'put your eye drops in',
        time: '20:30',
        repeat: 'daily',
      }),
    );
    // Said back as what they have: "que vous avez", "que tiene".
    const fr = facts({ language: 'fr' });
    const frAsked = hear(
      talking(fr),
      'Rappelez-moi tous les soirs à dix heures du soir de prendre mon sirop',
      fr,
    );
    const frOther = hear(frAsked.state, "Et jeudi à dix heures j'ai le dentiste, rappelez-le-moi aussi", fr);
    expect(said(frOther.effects)).toContain('pour vous rappeler que vous avez le dentiste');
    expect(said(frOther.effects)).toContain('Et pour vous rappeler de prendre votre sirop');
  });

  it('"Just to be sure: stop the calls?" is answered by a yes that opens or closes the turn, not by a yes-word inside talk of something else', () => {
    const es = facts({ language: 'es', helpLines: { emergency: '1 1 2', crisis: '0 2 4' } });
    for (const [g, text] of [
      [f, "oh I'm in a terrible way these days, I do be sitting up half the night with the radio on"],
      [es, 'pues le llamo porque ya que mis hijos no vienen nunca, alguien me tiene que escuchar'],
    ] as const) {
      const out = hear(stopAsked(g), text, g);
      expect(kinds(out.effects), text).not.toContain('opt_out');
      expect(out.state.stage, text).toBe('conversation');
    }
    expect(kinds(hear(stopAsked(f), 'yes, that is what I said, please stop them', f).effects)).toContain(
      'opt_out',
    );
    expect(kinds(hear(stopAsked(f), 'I do', f).effects)).toContain('opt_out');
  });

  it('talk of self-harm told by a carer is thanked and the family told; a stop asked about before it is dropped', () => {
    const es = facts({ language: 'es', helpLines: { emergency: '1 1 2', crisis: '0 2 4' } });
    const asking = stopAsked(es);
    const told = hear(
      asking,
      'soy la que le cuida; mi padre me ha dicho esta mañana que ya no quiere vivir',
      es,
    );
    expect(told.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(said(told.effects)).toContain('quédese con esa persona');
    expect(said(told.effects)).toContain('0 2 4');
    expect(told.state.confirm).toBeUndefined();
    expect(told.state.stage).toBe('conversation');
    expect(kinds(hear(told.state, 'sí, sí, yo se lo digo a su hijo', es).effects)).not.toContain('opt_out');
  });

  it("a question about ending one's life asked on a guess, answered with an emergency, asks about the emergency and tells no talk of suicide", () => {
    const guessed: ScriptState = {
      ...checking(f, 'self_harm', 'I rang about my husband, he has not been well'),
      safetyCheck: {
        kind: 'self_harm',
        said: 'I rang about my husband',
        resume: 'conversation',
        guess: true,
      },
    };
    const out = hear(
      guessed,
      "my tummy's blown up like a balloon and it hurts something terrible, I'm all sweaty",
      f,
    );
    expect(said(out.effects)).toBe('Are you hurt? Do you need help right now?');
    expect(out.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(out.state.safetyCheck?.kind).toBe('emergency');
    // Asked on what the rules heard, the question stands: the family hears of it with the answer.
    const ruled = hear(
      checking(f, 'self_harm', "I've been saving my tablets"),
      "my tummy's blown up like a balloon and it hurts something terrible, I'm all sweaty",
      f,
    );
    expect(ruled.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
  });

  it('a yes to "Is this a good time?" with how bad they feel goes on to hear it', () => {
    const out = facts({ direction: 'outbound' });
    const asked: ScriptState = { ...talking(out), stage: 'good_time' };
    for (const answer of [
      "yes, go on. I'm in a right state this morning, to be honest",
      "oh yes, it's fine, dear. Well, I'm not all right today, if I'm honest",
    ]) {
      const heard = hear(asked, answer, out);
      expect(kinds(heard.effects), answer).not.toContain('end');
      expect(kinds(heard.effects), answer).not.toContain('reschedule');
      expect(said(heard.effects), answer).toBe("I'm sorry you're not feeling your best. What's the matter?");
    }
    expect(said(hear(asked, 'yes, that suits me fine', out).effects)).toBe('Wonderful. How are you today?');
    expect(kinds(hear(asked, 'no, it is not all right now, I am just off out', out).effects)).toContain(
      'end',
    );
  });

  it('the hour asked for a waiting reminder, with why that hour, is its time and no other reminder', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const waiting: ScriptState = {
      ...talking(es),
      stage: 'reminder',
      pendingReminder: {
        text: 'tiene cita con el cardiólogo',
        time: null,
        repeat: 'once',
        date: '2026-11-24',
      },
    };
    const out = hear(
      waiting,
      'la cita es a las diez, pero hágame acordar a las ocho, para salir temprano',
      es,
    );
    const set = out.effects.filter((e) => e.type === 'set_reminder');
    expect(set).toEqual([
      expect.objectContaining({
        text: 'tiene cita con el cardiólogo',
        time: '08:00',
        localDate: '2026-11-24',
      }),
    ]);
  });

  it('asks for the recording consent again when the answer is unclear', () => {
    const out = hear(asking, 'Hmm well', f);
    expect(said(out.effects)).toContain('May I record this call');
  });
  it('"dígame no más" and "cómo no" are a yes to a good time, however "no" they sound', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid', direction: 'outbound' });
    for (const answer of ['si si, dígame no más', 'sí señorita, cómo no, aquí almorzando con mi señora']) {
      const out = hear(talking(es), answer, es);
      expect(kinds(out.effects), answer).not.toContain('end');
      expect(out.state.stage, answer).toBe('conversation');
    }
    const busy = hear(talking(es), 'como no tengo tiempo ahora, llámeme luego', es);
    expect(kinds(busy.effects)).toContain('reschedule');
  });

  it('after talk of self-harm at the start of a call, a time said is the plan, not "call me later"', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid', direction: 'outbound' });
    const check = checking(es, 'self_harm', 'ya he dejado todo ordenado', 'good_time');
    const planned = hear(check, 'no te asustes, cariño, lo tengo muy pensado, es lo que quiero', es);
    expect(planned.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(planned.state.stage).toBe('conversation');
    const tonight = hear(
      planned.state,
      'esta noche, cuando se haga oscuro, tranquila que no me va a doler',
      es,
    );
    expect(kinds(tonight.effects)).not.toContain('end');
    expect(kinds(tonight.effects)).not.toContain('reschedule');
  });

  it('after talk of self-harm, a guess of the classifier alone is not asked about as an emergency; the rules still are', () => {
    const supportive = { ...chatting, supportive: true };
    const guess = (layer: 'rules' | 'classifier'): Understanding => ({
      language: 'en',
      intents: [{ intent: 'emergency', confidence: 0.6, layer }],
    });
    const text = "I don't know, I've not slept for two days, I keep pacing round the house";
    const byClassifier = step(
      supportive,
      { type: 'heard', text, understanding: guess('classifier'), elapsedMs: 1000, now },
      f,
    );
    expect(byClassifier.state.stage).toBe('conversation');
    expect(said(byClassifier.effects)).not.toMatch(/Are you hurt/);
    const byRules = step(
      supportive,
      { type: 'heard', text, understanding: guess('rules'), elapsedMs: 1000, now },
      f,
    );
    expect(byRules.state.stage).toBe('safety_check');
    // Before any talk of self-harm, the classifier's guess is asked about.
    const before = step(
      chatting,
      { type: 'heard', text, understanding: guess('classifier'), elapsedMs: 1000, now },
      f,
    );
    expect(before.state.stage).toBe('safety_check');
  });

  it('"Are you hurt?" answered calmly with a harmless cause named is an all-clear at once', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const check = checking(fr, 'emergency', 'un truc qui bipe au plafond');
    const battery = hear(
      check,
      "c'est le détecteur de fumée, mon gendre dit que c'est la pile qui est morte, il passe ce soir la changer",
      fr,
    );
    expect(kinds(battery.effects)).not.toContain('alert');
    expect(battery.state.stage).toBe('conversation');
    // Smoke with it is no harmless cause.
    const smoke = hear(check, "c'est le détecteur de fumée, et ça sent le brûlé partout dans le couloir", fr);
    expect(kinds(smoke.effects).includes('alert') || smoke.state.stage === 'safety_check').toBe(true);
  });
  it('"Are you thinking about ending your life?" answered with a stroke told, and no yes said, tells the family of the emergency only', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const check = checking(fr, 'self_harm', 'je sais pas trop comment je vais');
    const alerts = (effects: Effect[]) => effects.flatMap((e) => (e.type === 'alert' ? [e.kind] : []));
    const stroke = hear(
      check,
      "c'est drôle, j'arrive plus à tenir ma tasse, le bras gauche est tout mou et dans la glace j'ai la bouche qui pend",
      fr,
    );
    expect(alerts(stroke.effects)).toEqual(['emergency']);
    const yes = hear(check, "oui, et j'arrive plus à tenir ma tasse, le bras gauche est tout mou", fr);
    expect(alerts(yes.effects).sort()).toEqual(['emergency', 'self_harm']);
  });
  it('"Are you hurt?" answered with help that failed and a "no" inside a sentence is no all-clear; "sí, como no" is a yes', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const check = checking(es, 'emergency', 'no me entra el aire');
    const worse = hear(
      check,
      'el inhalador ya me lo eché dos veces y nada, estoy sentada que no puedo ni caminar',
      es,
    );
    expect(worse.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    const fine = hear(check, 'no, no, ya estoy mejor, se me ha pasado', es);
    expect(kinds(fine.effects)).not.toContain('alert');
    const out = facts({ language: 'es', timeZone: 'Europe/Madrid', direction: 'outbound' });
    const yes = hear(talking(out), 'sí, sí, cómo no, estoy aquí', out);
    expect(kinds(yes.effects)).not.toContain('end');
  });
  it('"dans la glace" (in the mirror) answering "Are you hurt?" is no cry of cold; "je suis glacée" is', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const check = checking(fr, 'emergency', "j'ai la tête qui tourne");
    const mirror = hear(check, "non non, je me suis regardée dans la glace, j'ai bonne mine, ça va", fr);
    expect(kinds(mirror.effects)).not.toContain('alert');
    const cold = hear(check, 'je suis glacée, je suis dehors depuis une heure', fr);
    expect(cold.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
  });

  it('a yes that answers "Is this a good time?" stands over a "no" inside the turn; a no said as an answer still ends it', () => {
    for (const [language, answer] of [
      ['en', "aye, it's fine, I'm no daein anything"],
      ['es', 'sí, dígame, sí, ahora puedo, no estaba haciendo nada'],
      ['es', 'ai hola... si si, es buen momento... espera que no llego bien al teléfono'],
      ['fr', 'oui, allez-y, je faisais rien de spécial'],
    ] as const) {
      const ff = facts({ language, direction: 'outbound' });
      const out = hear(talking(ff), answer, ff);
      expect(kinds(out.effects), answer).not.toContain('end');
      expect(out.state.stage, answer).toBe('conversation');
    }
    const outbound = facts({ direction: 'outbound' });
    expect(
      kinds(hear(talking(outbound), "no, not today thank you, I'm off out", outbound).effects),
    ).toContain('end');
    expect(kinds(hear(talking(outbound), "it isn't a good time, love", outbound).effects)).toContain(
      'reschedule',
    );
  });

  it('calls already stopped are not stopped again: the call goes on, and asking for them back restarts them', () => {
    const stopped = { ...chatting, callsStopped: true };
    const told = hear(
      stopped,
      "I don't know if you remember me, I had you stop calling me back in October",
      f,
    );
    expect(kinds(told.effects)).toEqual(['say']);
    const plain = hear(stopped, 'stop calling me', f);
    expect(kinds(plain.effects)).toEqual(['say']);
    expect(said(plain.effects)).toContain('already stopped');
    expect(plain.state.stage).toBe('conversation');
    const back = hear(plain.state, 'could you start phoning me again every morning, like before', f);
    expect(kinds(back.effects)).toContain('resume_calls');
  });

  it('a reminder waiting for its time: a goodbye ends the call, and a long turn about something else leaves it', () => {
    const waiting = hear(chatting, 'can you remind me to ring the chemist', f);
    expect(waiting.state.stage).toBe('reminder');
    const bye = hear(waiting.state, 'oh never mind, bye now', f);
    expect(kinds(bye.effects)).toContain('end');
    expect(kinds(bye.effects)).not.toContain('set_reminder');
    const moved = hear(
      waiting.state,
      'my granddaughter wants to be carnival queen and I am sewing her dress with sequins, my back is aching',
      f,
    );
    expect(kinds(moved.effects)).not.toContain('set_reminder');
    expect(moved.state.stage).toBe('conversation');
    expect(moved.state.pendingReminder).toBeUndefined();
    // A time is still taken.
    const timed = hear(waiting.state, 'at three o’clock this afternoon please', f);
    expect(timed.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '15:00' }));
  });

  it('the reminder just set, said back, sets no second one', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const set = hear(
      talking(fr),
      'le spray, faut que je le prenne tous les soirs à huit heures, vous pourriez me le rappeler ?',
      fr,
    );
    const { first, facts: withIt } = storing(fr, set.effects);
    expect(first).toMatchObject({ time: '20:00', repeat: 'daily' });
    const back = hear(set.state, "oui tous les soirs, à vingt heures, c'est ça", withIt);
    expect(kinds(back.effects)).toEqual(['say']);
    expect(back.state.stage).toBe('conversation');
  });

  it('a reminder set for once and then asked for every day becomes one daily reminder', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const set = hear(talking(es), 'si me podés avisar vos, mejor. A las 8 y cuarto de la mañana', es);
    const { first, facts: withIt } = storing(es, set.effects);
    expect(first).toMatchObject({ time: '08:15', repeat: 'once' });
    const daily = hear(set.state, 'todos los días, sí, cada mañana', withIt);
    expect(daily.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(daily.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '08:15', repeat: 'daily', localDate: null, text: first.text }),
    ]);
  });

  it('"Are you hurt?" answered "I\'m alright" with being sick, seeing double or not knowing the day, or "no estoy bien, la verdad", is a yes', () => {
    for (const [language, answer] of [
      ['en', "I'm alright I reckon... I been kinda swimmy-headed since, and I throwed up twice"],
      ['es', 'no, no estoy bien, mija, la verdad. Estoy solo'],
      ['fr', "ça va... mais j'ai vomi deux fois et je vois double"],
    ] as const) {
      const ff = facts({ language });
      const check = checking(ff, 'emergency', 'I hit my head on the cupboard door');
      const out = hear(check, answer, ff);
      expect(out.effects, answer).toContainEqual(
        expect.objectContaining({ type: 'alert', kind: 'emergency' }),
      );
    }
    const es = facts({ language: 'es' });
    const fine = hear(checking(es, 'emergency', 'me di un golpe'), 'No, no, estoy bien, no tengo miedo', es);
    expect(kinds(fine.effects)).not.toContain('alert');
  });

  it('"remind me of something" asks what, then when', () => {
    const out = hear(chatting, "mornin, I need y'all to remind me of somethin", f);
    expect(said(out.effects)).toContain('What would you like');
    expect(out.state.pendingReminder?.text ?? null).toBeNull();
  });

  it('sets two reminders asked for in one breath, also in answer to "What would you like me to remind you about?"', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const both = hear(
      talking(fr),
      'rappelez-moi demain à quatorze heures le coiffeur, et tous les jours à huit heures la tension',
      fr,
    );
    expect(both.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({
        text: 'le coiffeur',
        time: '14:00',
        repeat: 'once',
        localDate: '2026-11-24',
      }),
      expect.objectContaining({ text: 'la tension', time: '08:00', repeat: 'daily', localDate: null }),
    ]);
    const what = hear(talking(fr), "j'aurais besoin que vous me rappeliez des choses", fr);
    expect(what.state.stage).toBe('reminder');
    const answer = hear(
      what.state,
      'oui, les deux. demain à quatorze heures le coiffeur, et tous les jours à huit heures la tension',
      fr,
    );
    expect(answer.effects.filter((e) => e.type === 'set_reminder')).toHaveLength(2);
    expect(answer.state.stage).toBe('conversation');
  });

  it('"oui, tous les soirs" after a reminder set for every evening at eight moves nothing', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const set = hear(
      talking(fr),
      'vous pourriez me faire penser à prendre mes cachets tous les soirs à huit heures',
      fr,
    );
    const { facts: withIt } = storing(fr, set.effects);
    const again = hear(set.state, 'oui tous les soirs', withIt);
    expect(kinds(again.effects)).not.toContain('cancel_reminder');
    expect(kinds(again.effects)).not.toContain('set_reminder');
  });

  it('someone else answering the loved one’s phone is no "not a good time", and "ah oui, le compagnon" is no yes to "Are you hurt?"', () => {
    for (const [language, answer] of [
      ['es', '¿sí? ¿dígame? no, soy Conchi, la hija de Ginés, mi padre está en la cama todavía'],
      ['fr', "allô oui? non c'est pas Madame Roux, c'est Nadia, l'auxiliaire de vie. Je vous la passe?"],
      ['en', "no, this is her daughter, Mum's just coming"],
    ] as const) {
      const ff = facts({ language, direction: 'outbound' });
      const out = hear(talking(ff), answer, ff);
      expect(kinds(out.effects), answer).not.toContain('end');
    }
    const fr = facts({ language: 'fr' });
    const check = checking(fr, 'emergency', "je sais plus pourquoi j'ai fait ce numéro");
    const known = hear(check, 'ah oui le compagnon. Ma fille Sandrine elle me l’a mis', fr);
    expect(kinds(known.effects)).not.toContain('alert');
  });

  it('a goodbye said "proper" as a call opens is asked about, and someone gone down in the garden too', () => {
    const proper = hear(
      chatting,
      "I'm alright. I just wanted to say cheerio proper like. you been good to me",
      f,
    );
    expect(said(proper.effects)).toContain('ending your life');
    expect(kinds(proper.effects)).not.toContain('end');
    const outbound = facts({ direction: 'outbound' });
    const down = hear(
      talking(outbound),
      "no, not really a good time sorry, Barry's gone down in the garden, I was just heading out to him",
      outbound,
    );
    expect(said(down.effects)).toContain('Are you hurt?');
    expect(kinds(down.effects)).not.toContain('reschedule');
  });

  it('"Are you hurt?": a yes counts where an answer says it, and "I\'m ringing them now" is one', () => {
    const check = checking(f, 'emergency', "who's this now? I was trying to get Marg");
    const known = hear(check, "oh the porch light, yes b'y, Tina put ye on the phone for me. I forgets", f);
    expect(kinds(known.effects)).not.toContain('alert');
    const choking = checking(f, 'emergency', "she's holding her throat and she can't get a word out");
    for (const answer of [
      "I've the landline, I'm ringing them now, Nora hold on love",
      "I'm giving her a thump on the back. 112 right",
    ])
      expect(hear(choking, answer, f).effects, answer).toContainEqual(
        expect.objectContaining({ type: 'alert', kind: 'emergency' }),
      );
  });

  it('hard calls and reminders: "¿me puede acordar?", a time given while quoting "¿que repita?", a goodbye while what is awaited', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid' });
    const asked = hear(
      talking(es),
      'mañana tengo que llamar al banco por lo de la pensión, y todo se me olvida, ¿usted me puede acordar?',
      es,
    );
    expect(asked.state.stage).toBe('reminder');
    const time = hear(
      asked.state,
      '¿a qué hora? pues a las 9 de la mañana... ¿cómo? ¿que repita? a las nueve',
      es,
    );
    expect(time.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '09:00' }));
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const what = hear(
      talking(fr),
      "j'ai besoin que vous me rappeliez des choses parce que ma tête c'est une passoire",
      fr,
    );
    expect(said(what.effects)).toContain('De quoi voulez-vous');
    const noon = hear(talking(fr), 'vous me faites penser tous les jours à midi', fr);
    expect(noon.state.stage).toBe('reminder');
    // A goodbye before saying what for: the call ends, and the hour given is kept for "what you
    // asked me" rather than dropped (the caller believes it is set).
    const bye = hear(noon.state, 'bon merci ma belle, allez je vous laisse, au revoir', fr);
    expect(kinds(bye.effects)).toContain('end');
    expect(bye.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        time: '12:00',
        repeat: 'daily',
        text: "ce que vous m'avez demandé",
      }),
    );
  });

  it('"speak up… yes, now is fine" answers whether it is a good time, said louder from then on', () => {
    const out = facts({ direction: 'outbound' });
    const greeting = 'Hello Margaret, this is Porchlight. Is this a good time to talk?';
    const answered = hear(
      { ...talking(out), lastSaid: greeting },
      'you’ll have to speak up dear, but yes, now is fine',
      out,
    );
    expect(answered.state.stage).toBe('conversation');
    expect(said(answered.effects)).not.toContain(greeting);
    expect(said(answered.effects)).toContain('How are you today?');
    expect(kinds(answered.effects)).not.toContain('end');
  });

  it('someone else answering for a loved one who cannot come to the phone is heard out, not rung back', () => {
    const es = facts({ language: 'es', timeZone: 'Europe/Madrid', direction: 'outbound' });
    const state = {
      ...talking(es),
      lastSaid: 'Hola Margaret, soy Porchlight. ¿Es un buen momento para hablar?',
    };
    const out = hear(state, 'sí, dígame, soy Rosa la vecina de Ginés, él ahora no puede ponerse', es);
    expect(kinds(out.effects)).not.toContain('reschedule');
    expect(kinds(out.effects)).not.toContain('end');
  });

  it('a reminder to take away, named with words that also ask about the reminders, is taken away', () => {
    const es = facts({
      language: 'es',
      timeZone: 'Europe/Madrid',
      reminders: [
        { id: 'pod', text: 'ir al podólogo', localTime: '11:00', repeat: 'once', localDate: '2026-11-26' },
        {
          id: 'pill',
          text: 'tomar la pastilla del azúcar',
          localTime: '09:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const out = hear(
      { ...talking(es), notesPassed: true, turns: 2 },
      'lo del podólogo del jueves ya no va, que lo han cambiado, así que bórreme ese recordatorio',
      es,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'pod' });
  });

  it('"no, no, leave the pills… just the chiropodist" to "shall I cancel the chiropodist?" cancels it', () => {
    const fr = facts({
      language: 'fr',
      timeZone: 'Europe/Paris',
      reminders: [
        {
          id: 'ped',
          text: 'rendez-vous chez la pédicure',
          localTime: '10:00',
          repeat: 'once',
          localDate: '2026-11-26',
        },
        {
          id: 'bp',
          text: 'prendre les cachets pour la tension',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const asked: ScriptState = {
      ...talking(fr),
      stage: 'confirm',
      confirm: {
        action: 'cancel_reminder',
        reminderIds: ['ped'],
        reminderText: 'rendez-vous chez la pédicure',
        resume: 'conversation',
      },
    };
    const out = hear(
      asked,
      'non non, la tension vous la gardez, ça c’est tous les matins. seulement la pédicure',
      fr,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'ped' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'bp' });
    const kept = hear(asked, 'non non, surtout pas, je veux garder la pédicure', fr);
    expect(kinds(kept.effects)).not.toContain('cancel_reminder');
  });

  it('a reminder named to be kept is never the one cancelled, even when it is the only one left', () => {
    const ff = facts({
      reminders: [
        { id: 'eve', text: 'take the evening pills', localTime: '19:00', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(
      { ...talking(ff), notesPassed: true, turns: 3 },
      'The evening pills I still take, keep that one. Just the water pill, you can get rid of it',
      ff,
    );
    expect(kinds(out.effects)).not.toContain('cancel_reminder');
    expect(out.state.confirm?.reminderIds).toBeUndefined();
  });

  it('the i sets: "yes, I\'ve been rather busy" is a yes, a carer for whom he "can\'t come to the phone" is no machine, "not a bad time" is no "later"', () => {
    const out = facts({ direction: 'outbound' });
    const greeting = 'Hello Margaret, this is Porchlight. Is this a good time to talk?';
    const start = { ...talking(out), lastSaid: greeting };
    const busy = hear(start, "yes, that's fine, I've been keeping busy with the garden", out);
    expect(kinds(busy.effects)).not.toContain('reschedule');
    expect(busy.state.stage).toBe('conversation');
    const carer = hear(
      start,
      "this is Maureen, I'm her carer, she can't come to the phone, she's in the bath",
      out,
    );
    expect(kinds(carer.effects)).not.toContain('end');
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris', direction: 'outbound' });
    const notBad = hear(
      { ...talking(fr), lastSaid: greeting },
      "oui, c'est pas un mauvais moment, je lisais le journal",
      fr,
    );
    expect(kinds(notBad.effects)).not.toContain('reschedule');
    expect(notBad.state.stage).toBe('conversation');
  });

  it("talk of ending one's life with a complaint that sounds like an emergency in it gets the crisis line, not the emergency", () => {
    const fr = french();
    const yes = hear(
      checking(fr, 'self_harm', "je mange plus depuis dimanche, c'est décidé"),
      "ben oui, que tout s'arrête, de toute façon mes jambes me portent plus",
      fr,
    );
    expect(yes.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(yes.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    const told = hear(
      { ...talking(fr), notesPassed: true, turns: 2 },
      "je veux plus être soignée, je veux que ça s'arrête, et si le cœur lâche, eh ben tant pis",
      fr,
    );
    expect(told.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(told.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
  });

  it('"no, nothing more, thank you very much" to "anything else?" ends the call; "no, thank God, nobody was hurt" does not', () => {
    const asked = {
      ...chatting,
      notesPassed: true,
      turns: 3,
      lastSaid: 'All right. Is there anything else on your mind today?',
    };
    const done = hear(asked, 'No, nothing more today, thank you very much', f);
    expect(done.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    const story = hear(asked, 'No, thank God, nobody was hurt in the end', f);
    expect(kinds(story.effects)).not.toContain('end');
  });

  it('"I\'d like a reminder set up" then "every night at eight, my water pill": one daily reminder for the pill', () => {
    const asked = hear({ ...chatting, notesPassed: true, turns: 2 }, "I'd like a reminder set up please", f);
    expect(asked.state.stage).toBe('reminder');
    const set = hear(asked.state, 'every night at eight, to take my water pill', f);
    expect(set.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        time: '20:00',
        repeat: 'daily',
        text: 'take your water pill',
      }),
    );
  });
});

describe('what is asked beside a crisis (the k and n sets)', () => {
  const f = facts();
  const pills = {
    id: 'p',
    text: 'take the heart pills',
    localTime: '08:00',
    repeat: 'daily',
    localDate: null,
  };
  const drops = {
    id: 'd',
    text: 'put the eye drops in',
    localTime: '20:00',
    repeat: 'daily',
    localDate: null,
  };
  const withTwo = facts({ reminders: [pills, drops] });
  const chatting = { ...talking(f), notesPassed: true, turns: 2 };

  it('stops the calls asked to stop in the same breath as talk of ending it, and says so after the crisis line', () => {
    const out = hear(
      chatting,
      "You can stop calling me now, dear. I won't be here much longer, I've made up my mind",
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(out.effects).toContainEqual({ type: 'opt_out' });
    expect(said(out.effects)).toMatch(/9 8 8[\s\S]*stopped the daily calls/);
    expect(out.state.callsStopped).toBe(true);
  });

  it('does not stop the calls when their end is only told of ("you won\'t need to ring after Sunday")', () => {
    const out = hear(chatting, "You won't need to ring me after Sunday, love. I'll be gone by then", f);
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(kinds(out.effects)).not.toContain('opt_out');
  });

  it('sets the reminder asked for beside an emergency, its words cut where the new subject starts', () => {
    const es = spanish({});
    const out = hear(
      { ...talking(es), notesPassed: true, turns: 1 },
      'llámeme mañana a las diez para la cita del dentista, y oiga, tengo una presión en el pecho que me baja por el brazo izquierdo',
      es,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '10:00', text: 'la cita del dentista' }),
    );
    expect(out.effects.at(-1)).toEqual({ type: 'end', reason: 'emergency' });
  });

  it('cancels every reminder when asked for all of them, and only the one named otherwise', () => {
    const all = hear(
      { ...talking(withTwo), notesPassed: true, turns: 2 },
      'Please cancel all my reminders',
      withTwo,
    );
    expect(all.effects.filter((e) => e.type === 'cancel_reminder')).toHaveLength(2);
    const one = hear(
      { ...talking(withTwo), notesPassed: true, turns: 2 },
      "Cancel the reminder for the eye drops, that's all",
      withTwo,
    );
    expect(one.effects.filter((e) => e.type === 'cancel_reminder')).toEqual([
      { type: 'cancel_reminder', reminderId: 'd' },
    ]);
    const daily = hear(
      { ...talking(withTwo), notesPassed: true, turns: 2 },
      'cancel the eye drops reminder, the nurse does them every night now',
      withTwo,
    );
    expect(daily.effects.filter((e) => e.type === 'cancel_reminder')).toHaveLength(1);
  });

  it('cancels the reminders just read out when talk of ending it comes with "get rid of them all"', () => {
    const listed = hear(
      { ...talking(withTwo), notesPassed: true, turns: 1 },
      'what reminders have I got',
      withTwo,
    );
    expect(said(listed.effects)).toContain('heart pills');
    const out = hear(
      listed.state,
      "get rid of them all, I won't be needing them, I'm going to end it all tonight",
      withTwo,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(out.effects.filter((e) => e.type === 'cancel_reminder')).toHaveLength(2);
  });

  it('carries a stop asked in the turn that raised the question about ending it through to the answer', () => {
    const asking = "Stop calling me every day, I don't want the calls any more";
    const understanding = understand(asking, 'en', { expecting: null, timeZone: f.timeZone, now });
    const state: ScriptState = {
      ...checking(f, 'self_harm', asking),
      safetyCheck: {
        kind: 'self_harm',
        said: asking,
        resume: 'conversation',
        beside: { text: asking, understanding },
      },
    };
    const yes = hear(state, "Yes. I've thought about it a lot, I've got it all planned", f);
    expect(yes.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(yes.effects).toContainEqual({ type: 'opt_out' });
    const no = hear(state, "No, nothing like that, I'm moving in with my daughter", f);
    expect(no.effects).toContainEqual({ type: 'opt_out' });
  });

  it('ends the call on a goodbye said with "no, I\'m not hurt", and books the call back asked with it', () => {
    const check = checking(f, 'emergency', "I'm still in bed, I can't get up this morning");
    const bye = hear(
      check,
      "No no, I'm not hurt, I'm just lazy today, I'll have a little nap. Bye now, see you tomorrow",
      f,
    );
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    expect(kinds(bye.effects)).not.toContain('alert');
    const later = hear(
      check,
      "No, I'm not hurt at all, but I can't talk now, ring me back in an hour, will you?",
      f,
    );
    expect(later.effects).toContainEqual({ type: 'reschedule', inMinutes: 60 });
    expect(kinds(later.effects)).not.toContain('alert');
  });
});

describe('the o sets: a call back asked with a no, and a goodbye to a guessed question', () => {
  const f = facts({ direction: 'outbound' });

  it('books the call back asked for in a "not really" to "Is this a good time?"', () => {
    const asking = { ...talking(f), stage: 'good_time' as const, firstTurn: false };
    const out = hear(
      asking,
      'ooh not really, no, the nurse is here doing my dressing, can you ring us back in two hours',
      f,
    );
    expect(out.effects).toEqual([{ type: 'reschedule', inMinutes: 120 }]);
  });

  it('takes "you can take that off, yes, but leave the other" as a yes to cancelling the reminder asked about', () => {
    const fr = facts({
      language: 'fr',
      timeZone: 'Europe/Paris',
      reminders: [
        { id: 'k', text: 'aller chez le kiné', localTime: '10:00', repeat: 'once', localDate: '2026-11-24' },
        { id: 's', text: 'prendre le Sintrom', localTime: '18:00', repeat: 'daily', localDate: null },
      ],
    });
    const asked: ScriptState = {
      ...talking(fr),
      stage: 'confirm',
      confirm: {
        action: 'cancel_reminder',
        reminderIds: ['k'],
        reminderText: 'aller chez le kiné',
        resume: 'conversation',
      },
    };
    const out = hear(
      asked,
      'vous pouvez enlever ça, oui. mais le Sintrom du soir, vous le laissez, hein',
      fr,
    );
    expect(out.effects.filter((e) => e.type === 'cancel_reminder')).toEqual([
      { type: 'cancel_reminder', reminderId: 'k' },
    ]);
    const no = hear(asked, "non, ne l'enlevez pas, finalement j'y vais", fr);
    expect(kinds(no.effects)).not.toContain('cancel_reminder');
  });

  it('takes a calm goodbye to "Are you hurt?" asked on the classifier\'s guess alone as an all-clear', () => {
    const guessed: ScriptState = {
      ...talking(f),
      stage: 'safety_check',
      safetyCheck: {
        kind: 'emergency',
        said: 'what happens if I do not answer',
        resume: 'conversation',
        guess: true,
      },
    };
    const bye = hear(
      guessed,
      "oh my nephew sees to all that, I'll ask him on Sunday. thanks very much, bye now",
      f,
    );
    expect(kinds(bye.effects)).not.toContain('alert');
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    // Asked because a rule heard danger, the same goodbye is asked about again.
    const heard = hear(
      { ...guessed, safetyCheck: { ...guessed.safetyCheck!, guess: undefined } },
      "oh my nephew sees to all that, I'll ask him on Sunday. thanks very much, bye now",
      f,
    );
    expect(kinds(heard.effects)).not.toContain('end');
  });
});

describe('the p sets: turns as the phone hears them', () => {
  it('does not end the call on a "no" to "Is this a good time?" cut off mid-sentence, and hears what follows', () => {
    const f = facts({ direction: 'outbound' });
    const asking = { ...talking(f), stage: 'good_time' as const, firstTurn: false };
    const cut = hear(asking, "er yes it's a good time, well, no, not really, because", f);
    expect(kinds(cut.effects)).not.toContain('end');
    expect(said(cut.effects)).toBe("Take your time, I'm listening.");
    const told = hear(cut.state, "I slipped getting out of the shower and I can't get up off the floor", f);
    expect(told.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    // Said whole, the same no ends the call.
    const whole = hear(asking, "no, not really, I'm just going out to the shops.", f);
    expect(whole.effects).toContainEqual({ type: 'end', reason: 'not_a_good_time' });
  });

  it('takes "bórrelo, bórrelo" right after the reminders were read as taking one away, not talk of taking a life', () => {
    const es = spanish({
      reminders: [
        { id: 'p', text: 'ir a la piscina', localTime: '10:00', repeat: 'daily', localDate: null },
        {
          id: 'c',
          text: 'tomar la pastilla del colesterol',
          localTime: '21:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const turn = 'bórrelo, bórrelo, que ya no voy a ir más, me lleva mi hija';
    const guessed = understand(turn, 'es', { expecting: null, timeZone: es.timeZone, now });
    // The classifier alone hears talk of ending it in these words.
    expect(guessed.intents).toContainEqual(
      expect.objectContaining({ intent: 'self_harm', layer: 'classifier' }),
    );
    const listed = hear({ ...talking(es), notesPassed: true, turns: 1 }, '¿qué recordatorios tengo?', es);
    expect(said(listed.effects)).toContain('piscina');
    const out = hear(listed.state, turn, es);
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.state.stage).not.toBe('safety_check');
    expect(said(out.effects)).toContain('¿Qué recordatorio quiere cancelar?');
    // Said out of the blue, the same words are asked about.
    const blue = hear({ ...talking(es), notesPassed: true, turns: 1 }, turn, es);
    expect(blue.state.stage).toBe('safety_check');
  });

  it('takes the answer to "Which reminder would you like me to cancel?": the one named, or the other of two when one is kept', () => {
    const two = facts({
      reminders: [
        { id: 'g', text: 'go to the lunch club', localTime: '11:00', repeat: 'daily', localDate: null },
        { id: 'w', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
      ],
    });
    const listed = hear({ ...talking(two), notesPassed: true, turns: 1 }, 'read me my reminders', two);
    const which = hear(listed.state, 'take that off, would you', two);
    expect(said(which.effects)).toContain('Which reminder would you like me to cancel?');
    const named = hear(which.state, 'the lunch club one', two);
    expect(named.effects.filter((e) => e.type === 'cancel_reminder')).toEqual([
      { type: 'cancel_reminder', reminderId: 'g' },
    ]);
    const other = hear(which.state, 'not the water tablet, leave that one', two);
    expect(other.effects.filter((e) => e.type === 'cancel_reminder')).toEqual([
      { type: 'cancel_reminder', reminderId: 'g' },
    ]);
    const dropped = hear(which.state, 'oh never mind, forget it', two);
    expect(kinds(dropped.effects)).not.toContain('cancel_reminder');
    expect(said(dropped.effects)).not.toContain('Which reminder');
  });

  it('hears no stop of the calls in "quíteme eso" said of a reminder just read out', () => {
    const es = spanish({
      reminders: [
        { id: 'p', text: 'ir a la piscina', localTime: '10:00', repeat: 'daily', localDate: null },
        { id: 'c', text: 'tomar la pastilla', localTime: '21:00', repeat: 'daily', localDate: null },
      ],
    });
    const listed = hear({ ...talking(es), notesPassed: true, turns: 1 }, 'léame mis recordatorios', es);
    const out = hear(listed.state, 'quíteme eso de la piscina, que ya no voy', es);
    expect(kinds(out.effects)).not.toContain('opt_out');
    // Asked first, as a removal right after the reading is: about that reminder, not the calls.
    expect(out.state.confirm).toMatchObject({ action: 'cancel_reminder', reminderIds: ['p'] });
  });

  it('drops a guess of the classifier in talk of the reminders just after one was cancelled', () => {
    const two = facts({
      reminders: [
        { id: 'i', text: 'take the iron tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        { id: 't', text: 'take the teatime tablets', localTime: '17:00', repeat: 'daily', localDate: null },
      ],
    });
    const cancelled = hear(
      { ...talking(two), notesPassed: true, turns: 1 },
      "the doctor's took me off the iron tablets, so I don't need that reminder no more, the iron one",
      two,
    );
    expect(cancelled.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'i' });
    const text = 'only the iron. leave the teatime one, I still want that';
    const understanding = understand(text, 'en', { expecting: null, timeZone: two.timeZone, now });
    // As if the classifier had guessed talk of ending it in these words.
    const guessed = {
      ...understanding,
      intents: [
        ...understanding.intents,
        { intent: 'self_harm' as const, confidence: 0.6, layer: 'classifier' as const },
      ],
    };
    const out = step(
      cancelled.state,
      { type: 'heard', text, understanding: guessed, elapsedMs: 1000, now },
      two,
    );
    expect(out.state.stage).not.toBe('safety_check');
    expect(kinds(out.effects)).not.toContain('alert');
    // The same guess out of the blue is asked about.
    const blue = step(
      { ...talking(two), notesPassed: true, turns: 1 },
      { type: 'heard', text, understanding: guessed, elapsedMs: 1000, now },
      two,
    );
    expect(blue.state.stage).toBe('safety_check');
  });

  it('moves the reminder just set when the hour is taken back with a reason ("ah non, à six heures je soupe")', () => {
    const fr = french();
    const set = hear(
      { ...talking(fr), notesPassed: true, turns: 1 },
      'vous pouvez me rappeler demain à six heures du soir de prendre mes gouttes',
      fr,
    );
    const { first, facts: withIt } = storing(fr, set.effects);
    expect(first.time).toBe('18:00');
    const moved = hear(
      set.state,
      'ah non, à six heures je mange justement. mettez-la à sept heures plutôt',
      withIt,
    );
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '19:00' }));
  });

  it('moves the reminder just set when a ring is asked for earlier that day, and why ("so I can…")', () => {
    const set = hear(
      { ...talking(facts()), notesPassed: true, turns: 1 },
      'remind me the optician is on Thursday at eleven',
      facts(),
    );
    const { first, facts: withIt } = storing(facts(), set.effects);
    expect(first).toMatchObject({ time: '11:00', localDate: '2026-11-26' });
    const moved = hear(
      set.state,
      "ring me thursday morning at ten, would you, so i've time to get the bus",
      withIt,
    );
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        text: first.text,
        time: '10:00',
        localDate: '2026-11-26',
      }),
    );
    // Another errand is another reminder.
    const other = hear(set.state, 'ring me on thursday at nine to put the bins out', withIt);
    expect(other.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(other.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', text: 'put the bins out', time: '09:00' }),
    );
  });

  it('stores the answer to the recording question given in the same breath as an emergency', () => {
    const f = french();
    const asking = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const out = hear(
      asking,
      'oui oui, enregistrez si vous voulez, mais écoutez, je suis tombée, je peux pas me relever',
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(out.effects).toContainEqual({ type: 'consent', given: true });
  });
});

/** Talking, the companion having asked what time (or what) a reminder is for. */
function waitingForReminder(facts: CallFacts, pendingReminder: ScriptState['pendingReminder']): ScriptState {
  return { ...talking(facts), notesPassed: true, turns: 2, stage: 'reminder', pendingReminder };
}

describe('the s sets: reminders and answers on a low day', () => {
  const confirming = (f: CallFacts, reminder: { text: string | null; time: string | null }): ScriptState => ({
    ...talking(f),
    notesPassed: true,
    turns: 2,
    stage: 'confirm',
    confirm: {
      action: 'set_reminder',
      reminder: { ...reminder, repeat: 'daily', date: null },
      resume: 'conversation',
    },
  });

  it('sets the reminder and ends the call when the yes to "shall I set it?" takes leave too', () => {
    const f = facts();
    const out = hear(
      confirming(f, { text: 'take your pills', time: '08:00' }),
      "that's right. eight o'clock every day. well I appreciate it. alright then, bye",
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '08:00' }));
    expect(out.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    // Without a goodbye, the call goes on.
    const goesOn = hear(confirming(f, { text: 'take your pills', time: '08:00' }), "that's right", f);
    expect(kinds(goesOn.effects)).toContain('set_reminder');
    expect(kinds(goesOn.effects)).not.toContain('end');
  });

  it('takes what a reminder is for from the yes that says it', () => {
    const es = spanish();
    const out = hear(confirming(es, { text: null, time: '10:00' }), 'sí, eso, para ir al cementerio', es);
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '10:00', text: 'ir al cementerio' }),
    );
  });

  it('sets what it is for, said among the goodbyes, when the companion asked what to remind of', () => {
    const es = spanish();
    const waiting = waitingForReminder(es, { text: null, time: '10:00', repeat: 'once', date: '2026-11-24' });
    const out = hear(
      waiting,
      'sí, mañana martes a las diez, para ir al cementerio. ay, gracias. chau, chau querida',
      es,
    );
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '10:00', text: 'ir al cementerio' }),
    );
    expect(out.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
  });

  it('asks before setting a reminder told, with a yes or without one, in answer to "anything to remind you about?"', () => {
    const fr = french();
    const asked: ScriptState = {
      ...talking(fr),
      notesPassed: true,
      turns: 2,
      lastSaid: PHRASES.fr.askRememberOrRemind,
    };
    const offered = hear(asked, 'oui, tous les matins à huit heures. pour mes pilules de la tension', fr);
    expect(offered.state.stage).toBe('confirm');
    expect(kinds(offered.effects)).not.toContain('set_reminder');
    const done = hear(offered.state, 'ah ben voilà, merci hein, allez, au revoir', fr);
    expect(done.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        time: '08:00',
        repeat: 'daily',
        text: 'vos pilules de la tension',
      }),
    );
    expect(done.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    // Without a yes, a time and what it is for in its own phrase are asked about too; a time
    // with nothing it is for is no reminder asked for.
    const unsaid = hear(asked, 'ce soir, à sept heures, pour sortir la poubelle jaune', fr);
    expect(unsaid.state.stage).toBe('confirm');
    expect(kinds(unsaid.effects)).not.toContain('set_reminder');
    expect(hear(asked, 'mon fils vient dimanche à deux heures', fr).state.stage).toBe('conversation');
  });

  it('sets a reminder asked for on a daily round once, on the one day named in answer to "what time?"', () => {
    const es = spanish();
    const waiting = waitingForReminder(es, {
      text: 'sacar el cubo del vidrio',
      time: null,
      repeat: 'daily',
      date: null,
    });
    const once = hear(waiting, 'el jueves a las ocho de la tarde, solo ese día', es);
    expect(once.effects).toContainEqual(
      expect.objectContaining({
        type: 'set_reminder',
        time: '20:00',
        repeat: 'once',
        localDate: '2026-11-26',
      }),
    );
    const daily = hear(waiting, 'a las ocho de la tarde', es);
    expect(daily.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '20:00', repeat: 'daily' }),
    );
  });

  it('goes on kindly when a guessed "Are you hurt?" is answered with grief and no body, and still acts on a body in danger', () => {
    const es = spanish();
    const guessed = checking(es, 'emergency', 'ay, por fin alguien coge el teléfono', 'conversation', true);
    const grief = hear(
      guessed,
      'es que desde que murió mi hermana no duermo nada, me paso las noches sola mirando la tele sin verla',
      es,
    );
    expect(kinds(grief.effects)).not.toContain('alert');
    expect(grief.state.stage).toBe('conversation');
    const body = hear(
      guessed,
      'es que desde que murió mi hermana no duermo, y esta noche me dio un dolor en el pecho que no se me quita',
      es,
    );
    expect(body.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    const fr = french();
    const askedFr = checking(fr, 'emergency', 'je sais plus à qui parler', 'conversation', true);
    const robbed = hear(
      askedFr,
      "ma nièce, quand j'étais à l'hôpital je lui ai laissé ma carte, elle a tout vidé, toutes mes économies, et elle répond plus au téléphone",
      fr,
    );
    // No emergency told to the family: the conversation goes on, or, if what was said sounds like
    // talk of ending it, that is what is asked.
    expect(kinds(robbed.effects)).not.toContain('alert');
    expect(robbed.state.safetyCheck?.kind ?? 'none').not.toBe('emergency');
  });

  it('asks "Are you hurt?" when a guessed question about suicide is answered with a body going cold and the day lost', () => {
    const es = spanish();
    const state: ScriptState = {
      ...checking(es, 'self_harm', 'ya me da igual todo desde que se fue Ángel'),
      safetyCheck: { kind: 'self_harm', said: 'ya me da igual todo', resume: 'conversation', guess: true },
    };
    const out = hear(
      state,
      'no siento los pies, ni las manos casi. tiemblo mucho y no paro. y me lío, no sé si hoy es martes o qué es. intenté levantarme y me fui al suelo',
      es,
    );
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.state.safetyCheck?.kind).toBe('emergency');
  });
});

describe('the t sets: taken for the bank, a stop taken back', () => {
  it('says it is not the bank and asks again, rather than end the call on a no meant for the bank', () => {
    const es = spanish({ direction: 'outbound' });
    const asking: ScriptState = { ...talking(es), stage: 'good_time', firstTurn: false };
    const out = hear(
      asking,
      '¿quién? ¿del banco? no, no, yo no quiero ná del banco, que ya tengo la cartilla',
      es,
    );
    expect(kinds(out.effects)).not.toContain('end');
    expect(said(out.effects)).toContain(PHRASES.es.notSelling);
    expect(out.state.stage).toBe('good_time');
    // A plain no is still a no: the call back is booked (after one "¿está todo bien?").
    const no = hear(asking, 'no, ahora no puedo', es);
    expect(said(no.effects)).not.toContain(PHRASES.es.notSelling);
    expect(said(no.effects)).toContain(PHRASES.es.putOffCheck);
    expect(kinds(hear(no.state, 'sí, sí, todo bien', es).effects)).toContain('reschedule');
  });

  it('puts the calls back when a stop is taken back, and ends the call when that comes with a goodbye', () => {
    const es = spanish();
    const stopped = hear(
      { ...talking(es), notesPassed: true, turns: 1 },
      'ya no me llame más, me tiene aburrida',
      es,
    );
    expect(kinds(stopped.effects)).toContain('opt_out');
    const back = hear(stopped.state, 'no, espérese. no, mejor no. siga llamando nomás', es);
    expect(kinds(back.effects)).toContain('resume_calls');
    const bye = hear(back.state, 'sí, sí, siga llamando. ya po, hasta mañana mijita', es);
    expect(bye.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
    expect(kinds(bye.effects)).not.toContain('resume_calls');
  });

  it('does what else is asked when "keep calling" comes with it while the calls are on', () => {
    const f = facts({
      reminders: [
        { id: 'p', text: 'take the pink pill', localTime: '09:00', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(
      { ...talking(f), notesPassed: true, turns: 1 },
      'keep calling me every day, but cancel the reminder for the pink pill',
      f,
    );
    expect(said(out.effects)).not.toContain(PHRASES.en.alreadyOn);
    expect(out.state.stage === 'confirm' || kinds(out.effects).includes('cancel_reminder')).toBe(true);
  });
});

describe('the t sets: a reminder taken back with a goodbye', () => {
  it('cancels the reminder and ends the call when the goodbye comes with it', () => {
    const es = spanish();
    const set = hear(
      { ...talking(es), notesPassed: true, turns: 1 },
      '¿me puede avisar esta tarde a las cinco para la misa de mi marido?',
      es,
    );
    const { facts: withIt } = storing(es, set.effects);
    const out = hear(
      set.state,
      'ay no, mira, déjalo, no me avises, que viene la toñi a buscarme. gracias de todas formas hija. hala, adiós',
      withIt,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(out.effects).toContainEqual({ type: 'end', reason: 'goodbye' });
  });
});

describe('the v sets: a weather question with "tonight" in it', () => {
  it('gives the weather asked in answer to "Is this a good time?", booking no call back', () => {
    const es = spanish({ direction: 'outbound' });
    const asking: ScriptState = { ...talking(es), stage: 'good_time', firstTurn: false };
    const out = hear(
      asking,
      'oye, ya que llamas, ¿sabes si va a helar esta noche? que tengo que dejar el grifo goteando',
      es,
    );
    expect(kinds(out.effects)).toContain('weather');
    expect(kinds(out.effects)).not.toContain('reschedule');
  });
});

describe('an hour taken back right after a reminder was set', () => {
  /** Sets a reminder with `asked`, then hears `taken` on the next turn: what was set the second time. */
  function movedBy(f: CallFacts, asked: string, taken: string) {
    const set = hear({ ...talking(f), notesPassed: true, turns: 1 }, asked, f);
    const { first, facts: withIt } = storing(f, set.effects);
    const moved = hear(set.state, taken, withIt);
    const again = moved.effects.filter((e): e is SetReminder => e.type === 'set_reminder');
    return { first, moved, again };
  }

  it('moves it to the hour said after "no, wait", whatever reason is told beside it', () => {
    const { first, moved, again } = movedBy(
      facts(),
      'could you remind me about my water tablet at night',
      "yes, eight o'clock. oh no, hang on, no, half past seven, I'm in bed by eight most nights",
    );
    expect(first.time).toBe('20:00');
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(again).toEqual([expect.objectContaining({ text: first.text, time: '19:30' })]);
  });

  it.each([
    [
      'passes over an hour told as the reason, and keeps the day and the errand',
      facts(),
      'remind me about my hearing test tomorrow at two',
      "remind me at, um, ten? no, nine, because the taxi comes at half past ten. nine o'clock tomorrow morning",
      { time: '09:00' },
    ],
    [
      'reads a bare "make it eight" in the half of the day of the reminder it moves (nine at night)',
      facts(),
      'remind me every evening at nine to lock the back door',
      "nine? no, I'm often asleep by then. make it eight",
      { time: '20:00', repeat: 'daily' },
    ],
    [
      'hears "dix-neuf heures quarante-cinq" and "c\'est trop tard" in French',
      french(),
      'appelez-moi tous les soirs pour mes gouttes',
      "à huit heures du soir… non, attendez, dix-neuf heures quarante-cinq, parce qu'on dîne à huit heures, huit heures c'est trop tard",
      { time: '19:45', repeat: 'daily' },
    ],
    [
      'moves it on "mettez-moi ça à huit heures", the hour of the thing itself told beside',
      french(),
      'rappelez-moi jeudi à dix heures le rendez-vous chez le notaire',
      "mettez-moi ça jeudi à huit heures, le notaire c'est à dix heures mais vous m'appelez à huit heures",
      { time: '08:00' },
    ],
    [
      'hears "no, espera" and a reason with "porque" in Spanish',
      spanish(),
      'recuérdame la pastilla del corazón a las ocho de la noche',
      'a las ocho… no, espera, a las ocho y media, porque a las ocho estoy cenando',
      { time: '20:30' },
    ],
  ] as const)('%s', (_title, f, asked, taken, expected) => {
    const { first, again } = movedBy(f, asked, taken);
    // The same errand, on the same day, at the hour taken back to.
    expect(again).toEqual([
      expect.objectContaining({ text: first.text, localDate: first.localDate, ...expected }),
    ]);
  });
});

describe('"Are you hurt?" asked on a guess as the greeting was answered', () => {
  const f = facts();
  const guessed = (said: string): ScriptState => ({
    ...checking(f, 'emergency', said, 'good_time'),
    safetyCheck: { kind: 'emergency', said, resume: 'good_time', guess: true },
  });

  it('takes "aye, give us a ring back in an hour… ta, bye" as a call back, not a yes to being hurt', () => {
    const out = hear(
      guessed("no, not just now, the solicitor's sat here with me going through the papers"),
      "aye, give us a ring back in an hour, he'll be gone by then. ta, bye",
      f,
    );
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'reschedule', inMinutes: 60 }));
  });

  it('asks again, plainly, after a calm answer, instead of alerting the family', () => {
    const out = hear(
      guessed("yes it's a good time, I'm up to my ears in boxes here"),
      "we're moving to a flat near my daughter's, so I'm packing up the whole house and giving the furniture away",
      f,
    );
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.state.stage).toBe('safety_check');
    expect(said(out.effects)).toContain('Do you need help right now?');
  });

  it('still acts on a yes', () => {
    const out = hear(
      guessed("yes it's a good time, I'm up to my ears in boxes here"),
      'yes, I fell over one',
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
  });
});

describe('"Would you like me to stop calling every day?" answered with how they are', () => {
  const fr = french();
  const asked: ScriptState = {
    ...talking(fr),
    notesPassed: true,
    turns: 1,
    stage: 'confirm',
    confirm: { action: 'stop_calls', resume: 'conversation' },
  };

  it('stops nothing on "ça va, ça va" followed by something else, and asks again', () => {
    const out = hear(
      asked,
      "ça va, ça va. ce matin j'ai été au marché avec ma voisine, on a acheté des poireaux et du fromage",
      fr,
    );
    expect(kinds(out.effects)).not.toContain('opt_out');
    expect(out.state.stage).toBe('confirm');
  });

  it('still stops on a plain yes', () => {
    expect(kinds(hear(asked, "oui, c'est ça, arrêtez", fr).effects)).toContain('opt_out');
  });
});

describe('"Are you hurt?" asked on a guess while a reminder’s hour was awaited', () => {
  it('takes the hour and what it is for as the answer: the reminder is set, nobody is alerted', () => {
    const f = facts();
    const said = "the boiler's making a racket, knocking away, I need to ring the engineer and I'll forget";
    const state: ScriptState = {
      ...checking(f, 'emergency', said),
      safetyCheck: { kind: 'emergency', said, resume: 'reminder', guess: true },
    };
    const out = hear(state, 'tomorrow at nine, please, remind me to ring the engineer about the boiler', f);
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder' }));
  });
});

describe('"Shall I set a reminder for that?" answered with the hour to ring', () => {
  it('rings at the hour asked for in the yes, not at the hour of the appointment told before', () => {
    const f = facts();
    const heard = understand('the hospital car comes for me tomorrow at nine for my eyes', 'en', {
      expecting: null,
      timeZone: f.timeZone,
      now,
    });
    const state: ScriptState = {
      ...talking(f),
      stage: 'confirm',
      confirm: { action: 'set_reminder', reminder: heard.reminder, resume: 'conversation' },
    };
    const out = hear(state, 'yes, ring me tomorrow at eight and remind me about the hospital car', f);
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '08:00' }));
  });
});

describe('a safety question raised as the recording question is answered', () => {
  it('stores the answer and, after a no to "Are you hurt?", goes on to "Is this a good time?"', () => {
    const f = facts({ direction: 'outbound' });
    const state: ScriptState = { ...talking(f), stage: 'consent' };
    const asked = hear(state, "yes, record away, love. I'm in a bit of bother this morning", f);
    expect(asked.effects).toContainEqual(expect.objectContaining({ type: 'consent', given: true }));
    expect(asked.state.stage).toBe('safety_check');
    expect(asked.state.safetyCheck?.resume).toBe('good_time');
  });
});

describe('talk of ending one’s life heard by the rules beside an emergency only guessed at', () => {
  it('asks about ending one’s life first', () => {
    const f = french();
    const out = hear(
      talking(f),
      'le chien il a des comprimés, du gardénal… si un homme en avale toute une boîte, qu’est-ce que ça lui fait ?',
      f,
    );
    expect(out.state.safetyCheck?.kind).toBe('self_harm');
  });
});

describe('the af sets: the doctor, the hospital and the chemist', () => {
  it('takes the hour it offered when the answer says that part of the day, at any length', () => {
    const f = facts();
    const asked = hear(
      { ...talking(f), notesPassed: true, turns: 1 },
      'could you give me a ring every night at ten to put my eye drops in',
      f,
    );
    expect(said(asked.effects)).toContain('9:00 PM instead?');
    const yes = hear(
      asked.state,
      "aye, every night, that's it. they live in the fridge door so i can't lose them at least",
      f,
    );
    expect(yes.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00', repeat: 'daily' }),
    );
    // Another part of the day is not the hour offered.
    const morning = hear(asked.state, 'no, in the morning then', f);
    expect(morning.effects).not.toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00' }),
    );
  });

  it('cancels the one named to go, not the one kept, and ends the call when the yes takes leave', () => {
    const f = spanish({
      reminders: [
        {
          id: 'r1',
          text: 'tomar la pastilla del azúcar',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
        {
          id: 'r2',
          text: 'ponerse la crema de la pierna',
          localTime: '20:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const asked = hear(
      { ...talking(f), notesPassed: true, turns: 1 },
      'el aviso de la crema me lo quitas, que ya se me curó la pierna. la pastilla del azúcar esa sí, esa me la sigues recordando',
      f,
    );
    expect(asked.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(asked.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    // Asked "shall I cancel the cream?", the one named after all else is let be is a yes, and the
    // leave taken in the same breath ends the call.
    const confirming = cancelAsked(f, 'r2', 'ponerse la crema de la pierna');
    const done = hear(confirming, 'lo de la crema na más, lo otro déjalo. venga, muchas gracias, adiós', f);
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(kinds(done.effects)).toContain('end');
  });
});

describe('the ag sets: family near and far', () => {
  it('takes "just get rid of the … one", to "shall I cancel it?", as a yes whatever it keeps', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        {
          id: 'r2',
          text: 'ring Shirley about the christening',
          localTime: '18:00',
          repeat: 'once',
          localDate: '2026-11-27',
        },
      ],
    });
    const confirming = cancelAsked(f, 'r2', 'ring Shirley about the christening');
    const done = hear(
      confirming,
      'no, the tablet one stays, i need that, just get rid of the shirley one',
      f,
    );
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });
});

describe('the ae sets again: reminders', () => {
  it('asks what to remind of when only "things" are named', () => {
    const f = spanish();
    const out = hear({ ...talking(f), notesPassed: true, turns: 1 }, '¿usted me puede recordar cosas?', f);
    expect(kinds(out.effects)).not.toContain('set_reminder');
    expect(out.state.stage).toBe('reminder');
    // What, not when: "cosas" is no errand.
    expect(out.state.pendingReminder?.text ?? null).toBeNull();
  });

  it('moves the reminder just set to an hour given with why that hour', () => {
    const f = facts();
    const set = hear(
      { ...talking(f), notesPassed: true, turns: 1 },
      'remind me every evening to give the cat her tablet',
      f,
    );
    const { first, facts: withIt } = storing(f, set.effects);
    const moved = hear(set.state, "at eight, that's when she has her supper", withIt);
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', text: first.text, time: '20:00', repeat: 'daily' }),
    );
  });
});

describe('the ai sets: asking for things', () => {
  it('keeps the calls when the answer to "stop calling?" changes its mind, or says "until tomorrow"', () => {
    const es = spanish();
    const changed = hear(
      stopAsked(es),
      'aunque bueno, pensándolo bien, no, no las quites, que me haces compañía',
      es,
    );
    expect(kinds(changed.effects)).not.toContain('opt_out');
    const tomorrow = hear(stopAsked(es), 'bueno, hasta mañana, cuídate tú también', es);
    expect(kinds(tomorrow.effects)).not.toContain('opt_out');
    expect(kinds(tomorrow.effects)).toContain('end');
    const en = facts();
    expect(
      kinds(hear(stopAsked(en), 'on second thoughts, no, keep ringing, i like it', en).effects),
    ).not.toContain('opt_out');
  });

  it('keeps the hour given when the answer to "what for?" only says the morning again', () => {
    const fr = french();
    const asked = hear(
      { ...talking(fr), notesPassed: true, turns: 1 },
      'faites-moi penser demain à neuf heures et demie',
      fr,
    );
    expect(asked.state.stage).toBe('reminder');
    const told = hear(asked.state, 'le pédicure, demain matin, juste une fois', fr);
    expect(told.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '09:30' }));
  });
});

describe('the ah sets: the daily round', () => {
  it('takes "leave the tablet one… just the other one" as a yes to cancelling the other', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        { id: 'r2', text: 'put the bins out', localTime: '19:00', repeat: 'daily', localDate: null },
      ],
    });
    const confirming = cancelAsked(f, 'r2', 'put the bins out');
    const done = hear(confirming, 'no, leave the tablet one, i need that. just the rubbish one', f);
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });
});

describe('the ah and aj sets: which reminder goes', () => {
  it('does not take the keeping word for a name ("leave the tablet one" is not "leave the door on the latch")', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        {
          id: 'r2',
          text: 'leave the door on the latch for the carer',
          localTime: '11:45',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const done = hear(
      cancelAsked(f, 'r2', 'leave the door on the latch for the carer'),
      'no, leave the tablet one, i need that. just the other one',
      f,
    );
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });

  it('cancels "that one" when the other is kept by name, and takes a removal that keeps the other as a yes', () => {
    const fr = french({
      reminders: [
        {
          id: 'r1',
          text: 'prendre le comprimé pour la tension',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
        {
          id: 'r2',
          text: 'rendez-vous chez le coiffeur',
          localTime: '14:00',
          repeat: 'once',
          localDate: '2026-11-26',
        },
      ],
    });
    const out = hear(
      { ...talking(fr), notesPassed: true, turns: 2 },
      'oui celui-là vous pouvez l’enlever mais gardez l’autre, le coiffeur, ça j’oublierais',
      fr,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    const es = spanish({
      reminders: [
        {
          id: 'r1',
          text: 'tomar la pastilla de la tensión',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
        { id: 'r2', text: 'ir al hogar del jubilado', localTime: '17:00', repeat: 'daily', localDate: null },
      ],
    });
    const done = hear(
      cancelAsked(es, 'r1', 'tomar la pastilla de la tensión'),
      'así que ese ya no me lo hagas, quítamelo, y el del hogar déjamelo, que si no se me olvida',
      es,
    );
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
  });
});

describe('the ak sets: the hospital not wanted, and a reminder’s call not wanted', () => {
  it('hears "I don’t want to go to hospital" to "Are you hurt?" as no all-clear, unless all is said to be well', () => {
    for (const [f, text] of [
      [spanish(), 'ay no sé, no quiero ir al hospital con la helada que hay'],
      [facts(), "well i don't know, i don't want to go into hospital, not at christmas"],
      [french(), 'je sais pas, je veux pas aller aux urgences avec cette neige'],
    ] as const) {
      const out = hear(checking(f, 'emergency', 'x'), text, f);
      expect(out.effects, text).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    }
    const fine = hear(
      checking(facts(), 'emergency', 'x'),
      "no, i'm fine, i don't want to go to hospital for a bump",
      facts(),
    );
    expect(kinds(fine.effects)).not.toContain('alert');
  });

  it('cancels a reminder named and taken away with its call not wanted, and keeps the daily calls', () => {
    const reminders = (plumber: string) => [
      { id: 'r1', text: plumber, localTime: '15:00', repeat: 'once' as const, localDate: '2026-11-23' },
      { id: 'r2', text: 'tablets', localTime: '09:00', repeat: 'daily' as const, localDate: null },
    ];
    for (const [f, text] of [
      [
        spanish({ reminders: reminders('esperar al fontanero') }),
        'lo del fontanero, ya ha venido esta mañana, así que eso quítalo, no hace falta que me llames',
      ],
      [
        facts({ reminders: reminders('wait in for the plumber') }),
        "the plumber came first thing, so you can scrap that one, there's no need to ring me",
      ],
      [
        french({ reminders: reminders('attendre le plombier') }),
        'le plombier est passé ce matin, vous pouvez l’effacer, pas la peine de m’appeler',
      ],
    ] as const) {
      const out = hear({ ...talking(f), notesPassed: true, turns: 2 }, text, f);
      expect(out.effects, text).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
      expect(kinds(out.effects), text).not.toContain('opt_out');
    }
    const f = spanish({ reminders: reminders('esperar al fontanero') });
    const stop = hear(
      { ...talking(f), notesPassed: true, turns: 2 },
      'bórralo todo, no hace falta que me llames todos los días',
      f,
    );
    expect(kinds(stop.effects)).toContain('opt_out');
  });
});

describe('the time granted with the recording answer', () => {
  it('goes on when the time asked again is answered with a "no" that is how they are, told at length', () => {
    for (const [f, consent, told] of [
      [
        french({ direction: 'outbound' }),
        'oui enregistrez, ça m’est égal, et oui j’ai tout le temps',
        'non ça va pas du tout, un monsieur de la banque m’a fait donner mes codes et mon compte est vide depuis jeudi',
      ],
      [
        facts({ direction: 'outbound' }),
        "record away, i don't mind, and yes i've got plenty of time",
        "no i'm not good at all, a man from the bank got my card details and my account has been emptied since thursday",
      ],
      [
        spanish({ direction: 'outbound' }),
        'sí, grabe, me da igual, y sí, tengo todo el tiempo del mundo',
        'no, no estoy nada bien, uno que dijo ser del banco me sacó las claves y me han vaciado la cuenta desde el jueves',
      ],
    ] as const) {
      const asking = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
      const consented = hear(asking, consent, f);
      expect(consented.state.stage, consent).toBe('good_time');
      const after = hear(consented.state, told, f);
      expect(kinds(after.effects), told).not.toContain('end');
      expect(after.state.stage, told).not.toBe('ending');
    }
  });

  it('still ends the call, or books it later, on a short "no" to the time', () => {
    const f = facts({ direction: 'outbound' });
    const asking = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const consented = hear(asking, "yes that's fine, i've got a minute", f);
    const after = hear(consented.state, "no, sorry, it isn't a good time", f);
    expect(kinds(after.effects).some((k) => k === 'end' || k === 'reschedule')).toBe(true);
  });
});

describe('the ap sets: getting about', () => {
  it('books the call back when "not now" is said with a reason only the classifier took for danger', () => {
    for (const [f, text] of [
      [spanish({ direction: 'outbound' }), 'ahora no puedo, estoy en el colectivo y hay un ruido terrible'],
      [facts({ direction: 'outbound' }), "not now love, i'm on the bus and it's making a terrible racket"],
      [french({ direction: 'outbound' }), 'pas maintenant je suis dans le bus ça fait un bruit terrible'],
    ] as const) {
      const out = hear({ ...talking(f), stage: 'good_time', firstTurn: false }, text, f);
      expect(out.state.stage, text).not.toBe('safety_check');
      expect(kinds(out.effects), text).not.toContain('alert');
      expect(kinds(out.effects), text).toContain('reschedule');
    }
  });

  it('still asks about danger the rules hear in a "not now"', () => {
    const f = facts({ direction: 'outbound' });
    const out = hear(askingTime(f), "not now, i've had a fall getting off the bus and i can't get up", f);
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
  });

  it('hears "I\'m okay I think" and an emergency, to a question about ending one\'s life asked on a guess, as the emergency alone', () => {
    const f = facts();
    const out = hear(
      checking(
        f,
        'self_harm',
        'just standing at the stop for the number nine, it is bitter today',
        'conversation',
        true,
      ),
      "I'm okay I think, just a tightness right across my chest and it's gone down my arm",
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(out.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
  });

  it('takes "keep the … one though", to "shall I cancel it?", as a yes for the other one', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        {
          id: 'r2',
          text: 'book the taxi for the clinic',
          localTime: '17:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const done = hear(
      cancelAsked(f, 'r2', 'book the taxi for the clinic'),
      'you can keep the water tablet one though',
      f,
    );
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    // Keeping the one asked about is no yes.
    const kept = hear(cancelAsked(f, 'r2', 'book the taxi for the clinic'), 'keep the taxi one though', f);
    expect(kinds(kept.effects)).not.toContain('cancel_reminder');
  });
});

describe('the aq sets: Christmas coming', () => {
  it('asks nothing about stopping the calls on a classifier guess right after talk of ending one’s life', () => {
    const es = spanish();
    const after: ScriptState = { ...talking(es), notesPassed: true, turns: 3, supportive: true };
    const out = hear(after, 'no me dé ningún número, que yo no voy a llamar a nadie', es);
    expect(out.state.stage).not.toBe('confirm');
    expect(kinds(out.effects)).not.toContain('opt_out');
    // Before any such talk, the same guess is asked about.
    const before = hear(
      { ...talking(es), notesPassed: true, turns: 3 },
      'no me dé ningún número, que yo no voy a llamar a nadie',
      es,
    );
    expect(before.state.stage).toBe('confirm');
  });

  it('stops nothing on "maybe, I don’t know" to "would you like me to stop calling every day?"', () => {
    for (const [f, text] of [
      [spanish(), 'pues… a lo mejor sí, no sé'],
      [facts(), "maybe, I don't know really"],
    ] as const) {
      const asked: ScriptState = {
        ...talking(f),
        notesPassed: true,
        turns: 2,
        stage: 'confirm',
        confirm: { action: 'stop_calls', resume: 'conversation' },
      };
      expect(kinds(hear(asked, text, f).effects), text).not.toContain('opt_out');
    }
  });
});

describe('the ar sets: pets and animals', () => {
  it('takes "keep the one for my water pill, I still need that", to "shall I cancel it?", as a yes for the other', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water pill', localTime: '09:00', repeat: 'daily', localDate: null },
        {
          id: 'r2',
          text: 'give the dog his joint tablet',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const done = hear(
      cancelAsked(f, 'r2', 'give the dog his joint tablet'),
      'keep the one for my water, I still need that',
      f,
    );
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    // "No, keep the water one": the "no" goes straight on to keep the other one, by name; two rounds'
    // writers (bt, bx), apart, meant the one asked about to go. A "no" with nothing kept after it
    // cancels nothing.
    const no = hear(
      cancelAsked(f, 'r2', 'give the dog his joint tablet'),
      'no, keep the one for my water',
      f,
    );
    expect(no.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(no.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    const plain = hear(cancelAsked(f, 'r2', 'give the dog his joint tablet'), 'no, I still need that one', f);
    expect(kinds(plain.effects)).not.toContain('cancel_reminder');
  });
});

describe('the as sets: the kitchen', () => {
  it('sets no second reminder when the one just set is asked for again, the same hour and day, "just the once"', () => {
    const f = facts();
    const set = hear(
      { ...talking(f), notesPassed: true, turns: 1 },
      'remind me on Wednesday at eight in the morning to take the butter out for the pastry',
      f,
    );
    const { facts: withIt } = storing(f, set.effects);
    const again = hear(
      set.state,
      'then remind me on Wednesday at eight in the morning, just the once',
      withIt,
    );
    expect(kinds(again.effects)).not.toContain('set_reminder');
  });
});

describe('the at sets: a hesitant "not now"', () => {
  it('asks once "is everything all right?" before ringing off, and hears the danger told in answer', () => {
    for (const [f, first, danger] of [
      [
        facts({ direction: 'outbound' }),
        "well, it's not the best time, to be honest",
        "I've slipped in the bath and I can't get myself out, the water's gone cold",
      ],
      [
        french({ direction: 'outbound' }),
        'euh c’est pas trop le moment là',
        'je suis tombée dans la salle de bain et j’arrive pas à me relever',
      ],
      [
        spanish({ direction: 'outbound' }),
        'bueno, ahorita no puedo hablar mucho',
        'me caí en la ducha y no me puedo levantar',
      ],
    ] as const) {
      const out = hear(askingTime(f), first, f);
      expect(kinds(out.effects), first).not.toContain('reschedule');
      expect(out.state.putOffAsked, first).toBe(true);
      const told = hear(out.state, danger, f);
      expect(told.effects, danger).toContainEqual(
        expect.objectContaining({ type: 'alert', kind: 'emergency' }),
      );
    }
  });

  it('books the call back on an all-clear, or on a hang-up, after the question', () => {
    const f = facts({ direction: 'outbound' });
    const out = hear(askingTime(f), "well, it's not the best time, to be honest", f);
    expect(kinds(hear(out.state, 'yes, yes, all fine, you ring me later', f).effects)).toContain(
      'reschedule',
    );
    const gone = step(out.state, { type: 'hung_up' }, f);
    expect(kinds(gone.effects)).toContain('reschedule');
  });

  it('books the call back at once when one is asked for, or a reason is given', () => {
    const f = facts({ direction: 'outbound' });
    for (const text of [
      'not now love, can you ring me back this afternoon',
      'not now, the district nurse has just arrived',
      "not now, I'm at the hairdresser's",
    ]) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).toContain('reschedule');
      expect(said(out.effects), text).not.toContain(PHRASES.en.putOffCheck);
    }
  });
});

describe('the av sets: hobbies and the shed', () => {
  it('right after reading the reminders out, "take it off… leave the other one" cancels the one left at once', () => {
    const es = facts({
      language: 'es',
      timeZone: 'Europe/Madrid',
      reminders: [
        { id: 'r1', text: 'ir al coro', localTime: '18:00', repeat: 'daily', localDate: null },
        { id: 'r2', text: 'tomar las gotas', localTime: '09:00', repeat: 'daily', localDate: null },
      ],
    });
    const listed = hear(
      { ...talking(es), notesPassed: true, turns: 2 },
      '¿Qué avisos me tienes puestos?',
      es,
    );
    const done = hear(listed.state, 'pues bórramelo, que ya no hay ensayos. lo de las gotas déjalo, eh', es);
    expect(done.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(done.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
  });
});

describe('the aw sets: moving house', () => {
  it('sets the window’s hour offered and ends the call when it is taken with a goodbye', () => {
    const f = facts();
    const asked = hear(
      { ...talking(f), notesPassed: true, turns: 2 },
      'could you ring me on wednesday at half past six in the morning to take my tablets',
      f,
    );
    expect(said(asked.effects)).toContain('I can only call between 8 in the morning and 9 at night');
    const done = hear(asked.state, 'that will do nicely, ta-ra', f);
    expect(done.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '08:00' }));
    expect(kinds(done.effects)).toContain('end');
  });
});

describe('the bi sets: keeping active', () => {
  it('a reminder set for the evening, then given its hour and what it comes after, is moved to that hour', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const asked = hear(talking(fr), 'vous pourriez me faire un rappel pour mes exercices de la kiné', fr);
    expect(asked.state.stage).toBe('reminder');
    const set = hear(asked.state, 'tous les jours, le matin je suis raide alors plutôt le soir', fr);
    const { first, facts: withIt } = storing(fr, set.effects);
    expect(first).toMatchObject({ time: '19:00', repeat: 'daily' });
    const moved = hear(
      set.state,
      'à sept heures moins le quart, juste après le feuilleton, ça m’irait bien',
      withIt,
    );
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects.find((e) => e.type === 'set_reminder')).toMatchObject({
      time: '18:45',
      repeat: 'daily',
    });
  });

  it('"give me a ring back this afternoon", put off, books the call back and sets no reminder', () => {
    const f = facts();
    const out = hear(
      talking(f),
      "oh you've caught me on the exercise bike, love, could you give me a ring back this afternoon",
      f,
    );
    expect(kinds(out.effects)).not.toContain('set_reminder');
    expect(kinds(out.effects)).toContain('reschedule');
  });

  it('"no, he has stopped coughing, he can\'t talk" to "Are you hurt?" after choking is acted on', () => {
    const es = spanish();
    const out = hear(
      checking(es, 'emergency', 'mi marido se atoró con un trozo de pan, tose y tose'),
      'no, ya no tose, no puede hablar, se está poniendo morado',
      es,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
  });
});

describe('the bk sets: friends', () => {
  it('a guessed question about ending one’s life, answered with gas smelt "no sé si…", tells the family of the gas only', () => {
    const es = spanish();
    const out = hear(
      checking(es, 'self_harm', 'ya estoy vestida, esperando, que siempre llega tarde', 'conversation', true),
      'oye, huele muchísimo a gas en la cocina, no sé si dejé el fuego abierto, me estoy mareando',
      es,
    );
    const alerts = out.effects.flatMap((e) => (e.type === 'alert' ? [e.kind] : []));
    expect(alerts).toEqual(['emergency']);
  });

  it('a reminder set for every evening, then asked for in full at its hour, is moved, not doubled', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const asked = hear(talking(fr), 'dites, vous pouvez me faire un rappel, ma fille dit que vous savez', fr);
    const set = hear(asked.state, 'c’est pour appeler mon amie Jeannette tous les soirs, sinon j’oublie', fr);
    const { first, facts: withIt } = storing(fr, set.effects);
    expect(first).toMatchObject({ time: '19:00', repeat: 'daily' });
    const moved = hear(
      set.state,
      'alors rappelez-moi tous les jours à six heures et demie, que je pense à l’appeler',
      withIt,
    );
    expect(moved.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(moved.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '18:30', repeat: 'daily' }),
    ]);
  });
});

describe('the bp and bq sets: the doctor’s, and errands', () => {
  it('an hour offered inside the calling window, taken with "that’s great" and a goodbye, is set', () => {
    const en = facts();
    const asked = hear(
      talking(en),
      'could you give me a ring on friday at half six in the morning about the hospital car, just the once',
      en,
    );
    const out = hear(asked.state, "oh that's great, thank you love, ta-ra now", en);
    expect(out.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '08:00', repeat: 'once' }),
    ]);
  });
});

describe('the br sets: a farewell that tells of the calls’ end', () => {
  it('"après ce soir vous aurez plus besoin de m’appeler", beside talk of ending one’s life, stops nothing', () => {
    const fr = facts({ language: 'fr', timeZone: 'Europe/Paris' });
    const out = hear(
      talking(fr),
      "j'ai laissé mon testament et une lettre pour mon fils sur la table, merci pour tout, après ce soir vous aurez plus besoin de m'appeler",
      fr,
    );
    expect(out.effects.map((e) => e.type)).toContain('alert');
    expect(out.effects.map((e) => e.type)).not.toContain('opt_out');
  });
});

describe('the bt sets: the kitchen', () => {
  it('a yes taken back in the same breath is asked "is everything all right?", and a cut told then is heard', () => {
    const f = french({ direction: 'outbound' });
    const out = hear(askingTime(f), 'oui allez-y, enfin non, pas le moment, je suis au jardin', f);
    expect(kinds(out.effects)).not.toContain('reschedule');
    expect(out.state.putOffAsked).toBe(true);
    const told = hear(
      out.state,
      "je me suis entaillé le pouce avec le sécateur, c'est rien, mais ça saigne beaucoup",
      f,
    );
    expect(kinds(told.effects)).not.toContain('reschedule');
    expect(told.state.stage === 'safety_check' || kinds(told.effects).includes('alert')).toBe(true);
  });

  it('"no no, leave the tablet one", to "shall I cancel the lunch one?", cancels the lunch one only', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'take the water tablet', localTime: '08:00', repeat: 'daily', localDate: null },
        { id: 'r2', text: 'have your soup', localTime: '12:30', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(cancelAsked(f, 'r2', 'have your soup'), 'no no, leave the tablet one in the morning', f);
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    // A plain "no" still cancels nothing.
    expect(kinds(hear(cancelAsked(f, 'r2', 'have your soup'), 'no, leave it be', f).effects)).not.toContain(
      'cancel_reminder',
    );
  });

  it('the time granted with the recording answer ("y sí, buen momento") keeps the call when the next answer opens with "no"', () => {
    const es = spanish({ direction: 'outbound' });
    const start = initialState(es, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const consent = hear(start, 'sí, grabe, no me importa, y sí, buen momento, estaba fregando', es);
    expect(consent.state.timeGranted).toBe(true);
    const next = hear(
      consent.state,
      'mire, no me hago a cocinar para mí sola, toda la vida cocinando para cinco y ahora me sobra de todo',
      es,
    );
    expect(kinds(next.effects)).not.toContain('end');
  });

  it('"just the once, I don’t need it every day", after a reminder is set, cancels nothing', () => {
    const f = facts();
    const set = hear(talking(f), 'remind me on thursday at ten to ring the gas man', f);
    const { facts: withIt } = storing(f, set.effects);
    const out = hear(set.state, "just the once, i don't need it every day", withIt);
    expect(said(out.effects)).not.toContain('cancel');
    expect(kinds(out.effects)).not.toContain('cancel_reminder');
  });
});

describe('the bw sets: the cold', () => {
  it('"el de la tensión me lo deja", to "shall I cancel the heater one?", cancels that one only', () => {
    const f = spanish({
      reminders: [
        { id: 'r1', text: 'medirse la tensión', localTime: '09:00', repeat: 'daily', localDate: null },
        { id: 'r2', text: 'encender la estufa', localTime: '18:00', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(
      cancelAsked(f, 'r2', 'encender la estufa'),
      'el de la tensión me lo deja, que si no se me olvida',
      f,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });
});

describe('the bx sets: grandchildren', () => {
  it('"that’s the one, ta", to "shall I cancel…?", is a yes', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'fetch Alfie from school', localTime: '15:00', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(cancelAsked(f, 'r1', 'fetch Alfie from school'), "that's the one, ta", f);
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
  });

  it('"okay, I’m calling 911 right now", after "Are you hurt?" went unanswered, tells the family and stops nothing', () => {
    const f = facts();
    const out = hear(
      checking(f, 'emergency', "the battery's gone out of the remote and he's drooling"),
      "okay, okay, i'm calling 911 right now, i'm hanging up",
      f,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(kinds(out.effects)).not.toContain('opt_out');
  });
});

describe('the bz sets: neighbours', () => {
  it('"merci pour tout, au revoir", to "would you like me to stop calling every day?", stops the calls', () => {
    const f = french();
    const asked = stopAsked(f);
    const out = hear(asked, 'bon, merci pour tout, vraiment, au revoir', f);
    expect(kinds(out.effects)).toContain('opt_out');
  });
});

describe('the cb to ce sets: summer, old jobs, moving house, and caring for a spouse', () => {
  it('"vous savez mettre un rappel ?" with only the evening said asks the hour, and the hour then sets it', () => {
    const f = french();
    const out = hear(
      talking(f),
      "dites, vous pouvez mettre un rappel ? c'est pour rentrer mes géraniums le soir, sinon j'oublie",
      f,
    );
    expect(kinds(out.effects)).not.toContain('set_reminder');
    expect(said(out.effects)).toContain('À quelle heure');
    const then = hear(out.state, 'tous les soirs à huit heures et quart', f);
    expect(then.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '20:15', repeat: 'daily' }),
    );
  });

  it('"Are you hurt?", asked on a guess, answered with a carer’s worry for the one cared for, tells the family of no emergency', () => {
    const f = french();
    const out = hear(
      checking(
        f,
        'emergency',
        'oui allez-y, je suis dans le salon, lui il dort dans son fauteuil',
        'good_time',
        true,
      ),
      "je me tracasse, vous savez, si je meurs avant lui, qui va s'occuper de lui, il sait même plus faire un café",
      f,
    );
    expect(out.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(out.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
  });

  it('a goodbye that sounds like a farewell for good is met with "is everything all right?" once; a plain goodbye ends the call', () => {
    for (const [f, text] of [
      [facts(), "well i only rang to say thanks for all your calls, you've been grand company, bye bye"],
      [
        french(),
        'je voulais juste vous dire merci pour tous vos appels, vous m’avez bien tenu compagnie, au revoir',
      ],
      [
        spanish(),
        'solo llamaba para darle las gracias por todas sus llamadas, me ha hecho mucha compañía, adiós',
      ],
    ] as const) {
      const out = hear(talking(f), text, f);
      expect(kinds(out.effects), text).not.toContain('end');
      expect(said(out.effects), text).toContain(say(f.language, 'farewellCheck'));
      const then = hear(
        out.state,
        f.language === 'en'
          ? 'oh yes, all fine, bye now'
          : f.language === 'fr'
            ? 'oui oui, au revoir'
            : 'sí, sí, adiós',
        f,
      );
      expect(kinds(then.effects), text).toContain('end');
    }
    const plain = hear(talking(facts()), 'right, thanks love, bye now', facts());
    expect(kinds(plain.effects)).toContain('end');
  });

  it('"he says he’s fine, but he isn’t", to "Are you hurt?", is no all-clear', () => {
    const f = spanish();
    const out = hear(
      checking(f, 'emergency', 'mi marido respira con un silbido y tiene los labios moraditos'),
      'él me dice que no es nada, pero no está bien, no le lleva el aire',
      f,
    );
    expect(said(out.effects)).not.toContain(PHRASES.es.safetyNoHurt);
  });
});

describe('the cf and cg sets: family rows, and memory', () => {
  it('"my son rings me every morning now", to "would you like me to stop calling every day?", stops the calls', () => {
    const f = spanish();
    const asked = stopAsked(f);
    const out = hear(asked, 'es que mi hijo ya me llama todas las mañanas desde que nos arreglamos', f);
    expect(kinds(out.effects)).toContain('opt_out');
  });

  it('one set for "le soir", then "tous les soirs à neuf heures", is made daily at nine', () => {
    const f = french();
    const set = hear(talking(f), 'rappelez-moi ce soir de rentrer le chat', f);
    const { facts: withIt } = storing(f, set.effects);
    const out = hear(set.state, 'non, tous les soirs à neuf heures, pas seulement ce soir', withIt);
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '21:00', repeat: 'daily' }),
    );
  });
});

describe('the cz and da sets: which reminder, said around "vous" and "the reminder"', () => {
  it('does not take "vous" for the "vous" of "rendez-vous": the appointment is cancelled and the drops kept', () => {
    const fr = french({
      reminders: [
        {
          id: 'r1',
          text: 'rendez-vous chez le dentiste',
          localTime: '10:30',
          repeat: 'once',
          localDate: null,
        },
        {
          id: 'r2',
          text: 'mettre les gouttes pour les yeux',
          localTime: '21:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const out = hear(
      { ...talking(fr), notesPassed: true, turns: 2 },
      'le dentiste est en congé, il a tout décalé, vous pouvez retirer le rappel, mais celui des gouttes vous me le laissez, hein',
      fr,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
  });

  it('takes the reminder named before "the reminder" when the words after it name none', () => {
    const f = facts({
      reminders: [
        { id: 'r1', text: 'see the chiropodist', localTime: '11:00', repeat: 'once', localDate: null },
        { id: 'r2', text: 'take the evening pills', localTime: '19:00', repeat: 'daily', localDate: null },
      ],
    });
    const out = hear(
      { ...talking(f), notesPassed: true, turns: 2 },
      'the chiropodist rang to put me off till january, so the reminder you can get rid of it',
      f,
    );
    expect(out.effects).toContainEqual({ type: 'cancel_reminder', reminderId: 'r1' });
    expect(out.effects).not.toContainEqual({ type: 'cancel_reminder', reminderId: 'r2' });
  });

  it('hears how often, said right after a reminder is set, as about that reminder, whatever else is said', () => {
    for (const [language, request, often] of [
      [
        'en',
        'remind me thursday at three, I have the solicitor about my sister’s will, I shall never remember',
        'yes just the once, not every day, heaven help me',
      ],
      [
        'fr',
        'jeudi j’ai le notaire à trois heures pour la maison de ma sœur, rappelez-le moi jeudi à trois heures',
        'une seule fois, pas tous les jours, que le ciel m’en préserve',
      ],
    ] as const) {
      const f = facts({ language });
      const set = hear(talking(f), request, f);
      const { facts: withIt } = storing(f, set.effects);
      const out = hear(set.state, often, withIt);
      expect(out.state.stage).toBe('conversation');
      expect(kinds(out.effects)).not.toContain('alert');
    }
  });
});

describe('the cz and da sets: answers to a safety question', () => {
  it('"Are you hurt?" asked again and answered with drowsiness is no all-clear', () => {
    for (const [language, raised, answer] of [
      [
        'en',
        'the heating’s been off since yesterday and I’m frozen stiff',
        'I’m awfully sleepy, I might have a little nap here',
      ],
      [
        'fr',
        'le chauffage marche plus depuis hier et je suis gelée',
        'j’ai tellement sommeil, les yeux qui se ferment',
      ],
      [
        'es',
        'la calefacción no va desde ayer y estoy helada',
        'me está entrando mucho sueño, se me cierran los ojos',
      ],
    ] as const) {
      const f = facts({ language });
      const out = hear(
        {
          ...checking(f, 'emergency', raised),
          safetyCheck: { kind: 'emergency', said: raised, resume: 'conversation', askedAgain: true },
        },
        answer,
        f,
      );
      expect(kinds(out.effects), answer).toContain('alert');
      expect(out.state.stage, answer).not.toBe('conversation');
    }
  });

  it('a guessed question about ending one’s life, answered that it is thought through, is the crisis line, not "are you hurt?"', () => {
    const fr = french();
    const out = hear(
      checking(
        fr,
        'self_harm',
        'je lui ai demandé s’il pouvait pas m’aider, il a pas voulu',
        'conversation',
        true,
      ),
      'faites pas d’histoires, je suis lucide, j’ai tout réfléchi',
      fr,
    );
    expect(out.effects).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'self_harm' }));
    expect(out.effects).not.toContainEqual(expect.objectContaining({ type: 'alert', kind: 'emergency' }));
    expect(out.state.safetyCheck).toBeUndefined();
  });
});

describe('the cz and da sets: the recording question answered with a call back asked for', () => {
  it('stores the answer and books the call back, without asking whether it is a good time', () => {
    for (const [language, text] of [
      [
        'es',
        'no, no me grabe, por favor. y ahorita no puedo, estoy con la vecina, ¿me vuelve a marcar en una horita?',
      ],
      [
        'en',
        'oh go on then, record away. but i can’t talk now, the nurse is here, can you ring me back in half an hour?',
      ],
    ] as const) {
      const f = facts({ language, direction: 'outbound' });
      const out = hear(
        initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false }),
        text,
        f,
      );
      expect(out.effects, text).toContainEqual({ type: 'consent', given: language === 'en' });
      expect(out.effects, text).toContainEqual(expect.objectContaining({ type: 'reschedule' }));
    }
  });
});

describe('the cz set: "no more trouble" to "shall I stop calling?"', () => {
  it('is a yes, in the three languages', () => {
    for (const [language, answer] of [
      ['es', 'pues no te molestes más en llamar, que yo me apaño con mis cosas'],
      ['fr', 'non mais ne vous embêtez plus avec moi, j’ai mes voisins'],
      ['en', 'no, don’t you bother any more, love, I’ve got the neighbours'],
    ] as const) {
      const f = facts({ language });
      const out = hear(stopAsked(f), answer, f);
      expect(kinds(out.effects), answer).toContain('opt_out');
    }
  });
});

describe('the dj and dk sets: a "not now" whose reason is trouble', () => {
  it('asks "is everything all right?" before ringing off when something smashed or a stranger is in', () => {
    for (const [f, text, allClear] of [
      [
        facts({ direction: 'outbound' }),
        'not now pet, a mirror fell off the wall and smashed all over the hall',
        'oh yes, all fine, ring me later',
      ],
      [
        french({ direction: 'outbound' }),
        'c’est pas le moment, y a un type soi-disant du gaz qui veut regarder mon compteur',
        'oui oui ça va, rappelez plus tard',
      ],
      [
        spanish({ direction: 'outbound' }),
        'ahora no puedo, hay un señor que dice que es de la compañía de la luz y quiere ver los papeles',
        'sí, todo bien, llámame luego',
      ],
    ] as const) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).not.toContain('reschedule');
      expect(out.state.putOffAsked, text).toBe(true);
      expect(kinds(hear(out.state, allClear, f).effects), text).toContain('reschedule');
    }
  });
});

describe('the ds set: a "not now" with the gas man in the house', () => {
  it('asks "is everything all right?" before ringing off', () => {
    const f = spanish({ direction: 'outbound' });
    const out = hear(
      askingTime(f),
      'ahora no, cariño, que tengo aquí a un señor del agua que dice que viene a mirar el contador',
      f,
    );
    expect(kinds(out.effects)).not.toContain('reschedule');
    expect(out.state.putOffAsked).toBe(true);
  });
});

describe('the ds set: the hour said again without its part of the day', () => {
  it('keeps the evening asked for when the answer to "what for?" says the hour alone', () => {
    const f = spanish();
    const asked = hear(talking(f), '¿me puedes avisar todas las noches a las nueve menos cuarto?', f);
    const set = hear(asked.state, 'sí, a las nueve menos cuarto, las gotas de los ojos', f);
    expect(set.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '20:45' }));
  });
});

describe('the dt and du sets: a "not now" whose reason is trouble at home', () => {
  it('asks "is everything all right?" when someone at home is unwell, and then does as the put-off said', () => {
    for (const [f, text, allClear, then] of [
      [
        facts({ direction: 'outbound' }),
        'no, it’s not a good time, my husband is poorly today',
        'no no, he’s just got a cold, ring later',
        'reschedule',
      ],
      [facts({ direction: 'outbound' }), 'no, sorry, my wife’s not well', 'oh it’s only a cold, bye', 'end'],
      [
        french({ direction: 'outbound' }),
        'non, c’est pas trop le moment, mon mari a passé une mauvaise nuit',
        'non ça va, il a juste mal dormi',
        'reschedule',
      ],
      [
        spanish({ direction: 'outbound' }),
        'no, ahora no es buen momento, es que mi marido está malito',
        'no, no, es un resfriado nada más',
        'reschedule',
      ],
    ] as const) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).toEqual(['say']);
      expect(out.state.putOffAsked, text).toBe(true);
      const after = hear(out.state, allClear, f);
      if (then === 'end') {
        expect(after.effects, allClear).toContainEqual({ type: 'end', reason: 'not_a_good_time' });
        expect(kinds(after.effects), allClear).not.toContain('reschedule');
      } else expect(kinds(after.effects), allClear).toContain('reschedule');
    }
  });

  it('asks before ringing off when danger is heard in the reason too faintly to ask about', () => {
    const f = facts({ direction: 'outbound' });
    for (const text of [
      // The classifier's, below the sureness it needs over an answer.
      'not really love, the tub’s got me, the water’s cold now and me knees won’t do it',
      // The rules', weakened by the past.
      'not a good time, the house is like ice, the heating went off days ago and she’s in bed shaking',
    ]) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).toEqual(['say']);
      expect(out.state.putOffAsked, text).toBe(true);
    }
  });
});

describe('the dv to dy sets: answers to "is this a good time?", and two reminders said back', () => {
  it('“cómo no, ahorita…” and “no estoy muy católica” after a yes are a yes; “como no es buen momento” is not', () => {
    const f = spanish({ direction: 'outbound' });
    for (const text of [
      'cómo no, ahorita sí, estoy pelando papas',
      'sí, dígame, aunque hoy no estoy muy allá',
    ])
      expect(kinds(hear(askingTime(f), text, f).effects), text).not.toContain('end');
    expect(kinds(hear(askingTime(f), 'como no es buen momento, llámame luego', f).effects)).toContain(
      'reschedule',
    );
  });
  it('a story of someone else “in the middle of” a dance is no “not now”', () => {
    const f = facts({ direction: 'outbound' });
    const out = hear(
      askingTime(f),
      'my grandson fell over right in the middle of it at the school concert, bless him',
      f,
    );
    expect(kinds(out.effects)).not.toContain('end');
    expect(kinds(out.effects)).not.toContain('reschedule');
  });
  it('asks "is everything all right?" when the reason for "not now" is a gentleman in the house', () => {
    const f = spanish({ direction: 'outbound' });
    const out = hear(askingTime(f), 'ahora no es buen momento, tengo un caballero aquí en casa', f);
    expect(out.state.putOffAsked).toBe(true);
  });
  it('keeps a reminder just set for its day when both are said back with "every evening" for the other', () => {
    const f = french();
    const set = hear(
      talking(f),
      'tous les soirs à neuf heures faut que je prenne mon sirop, vous pouvez me le rappeler ? et vendredi à trois heures de l’après-midi c’est la messe du souvenir, je voudrais pas la manquer',
      f,
    );
    const back = hear(
      set.state,
      'oui c’est bien ça, le sirop tous les soirs à vingt et une heures, et vendredi quinze heures pour la messe',
      {
        ...f,
        reminders: set.effects.flatMap((e) =>
          e.type === 'set_reminder'
            ? [{ id: e.text, text: e.text, localTime: e.time, repeat: e.repeat, localDate: e.localDate }]
            : [],
        ),
      },
    );
    expect(kinds(back.effects)).not.toContain('cancel_reminder');
    expect(kinds(back.effects)).not.toContain('set_reminder');
  });
});

describe('the dz and ea sets: a time not bad, a sleepless yes, nerves in a "not now"', () => {
  it('“not a bad time”, “c’est pas un mauvais moment” and “sí… no duermo mucho” are a yes', () => {
    for (const [f, text] of [
      [facts({ direction: 'outbound' }), 'oh it’s not a bad time at all, go ahead'],
      [french({ direction: 'outbound' }), 'non ça va pas fort, mais restez, c’est pas un mauvais moment'],
      [
        spanish({ direction: 'outbound' }),
        'sí, puedo hablar, no duermo nada estos días y estoy levantada desde las seis',
      ],
      [spanish({ direction: 'outbound' }), 'no es mal momento, cuénteme'],
    ] as const) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).not.toContain('end');
      expect(kinds(out.effects), text).not.toContain('reschedule');
      expect(out.state.stage, text).toBe('conversation');
    }
  });
  it('a “not now” said with one’s nerves on edge does not end the call', () => {
    const f = spanish({ direction: 'outbound' });
    const out = hear(
      askingTime(f),
      'no, la verdad no es muy buen momento, me siento con los nervios de punta',
      f,
    );
    expect(kinds(out.effects)).not.toContain('end');
  });
});

describe('the ed to eg sets: a "not now" because of a fall or a burn, reminders said back, and cancelled', () => {
  it('a "not now" whose reason is an injury, or someone at home not themselves, is asked about', () => {
    for (const [f, text] of [
      [facts({ direction: 'outbound' }), 'no, not now dear, I’ve just scalded my wrist on the kettle'],
      [facts({ direction: 'outbound' }), 'not really, it’s her neighbour here, Dot’s not herself today'],
      [french({ direction: 'outbound' }), 'non pas maintenant, j’ai raté la première marche en descendant'],
      [spanish({ direction: 'outbound' }), 'ahora no, que me he quemado con la sartén'],
    ] as const) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).not.toContain('reschedule');
      expect(kinds(out.effects), text).not.toContain('end');
      expect(out.state.putOffAsked, text).toBe(true);
    }
  });
  it('a reminder to cancel, given when what to remind of was asked, is cancelled and none set', () => {
    const f = french({
      reminders: [{ id: 'r5', text: 'mettre les bas', localTime: '08:00', repeat: 'daily', localDate: null }],
    });
    const out = hear(
      waitingForReminder(f, { text: null, time: null, repeat: 'once', date: null }),
      'le kiné dit que c’est fini pour les bas, alors le rappel du matin pour les bas, vous pouvez le retirer',
      f,
    );
    expect(kinds(out.effects)).not.toContain('set_reminder');
    expect(out.state.pendingReminder).toBeUndefined();
    const cancelled = out.effects.some((e) => e.type === 'cancel_reminder');
    const asked = out.state.stage === 'confirm' && out.state.confirm?.action === 'cancel_reminder';
    expect(cancelled || asked).toBe(true);
  });
  it('two reminders set on this call, said back with a yes, are neither moved nor set again', () => {
    const f = spanish();
    const once = {
      id: 'r1',
      text: 'abrir el portal',
      localTime: '11:15',
      repeat: 'once',
      localDate: '2026-11-26',
    };
    const daily = { id: 'r2', text: 'subir las gotas', localTime: '21:00', repeat: 'daily', localDate: null };
    const both = {
      ...f,
      reminders: [
        { ...daily, thisCall: true },
        { ...once, thisCall: true },
      ],
    };
    const state: ScriptState = {
      ...talking(both),
      notesPassed: true,
      turns: 3,
      justSet: { text: once.text, time: once.localTime, repeat: 'once', localDate: once.localDate },
    };
    const out = hear(
      state,
      'sí, eso, recuérdame las dos, las nueve todos los días y el jueves a las once y cuarto',
      both,
    );
    expect(kinds(out.effects)).not.toContain('cancel_reminder');
    expect(kinds(out.effects)).not.toContain('set_reminder');
  });
  it('"and this afternoon at three" after a reminder for Thursday is for today', () => {
    const f = facts();
    const first = hear(talking(f), 'remind me on Thursday at ten to put the bins out', f);
    const { facts: stored } = storing(f, first.effects);
    const out = hear(
      first.state,
      'and this afternoon at three, to ring the chemist about my tablets',
      stored,
    );
    const set = out.effects.filter((e) => e.type === 'set_reminder');
    expect(set).toEqual([expect.objectContaining({ time: '15:00', localDate: '2026-11-23' })]);
  });
});

describe('the eg to ei sets: despair going on after the crisis line, and a "not now" for the hospital', () => {
  it('after talk of ending it, legs that will not carry them beside more of it is the crisis line again', () => {
    const f = french();
    const state: ScriptState = { ...talking(f), supportive: true };
    const out = hear(state, 'oui je veux partir, j’ai assez vécu, mes jambes me portent plus', f);
    expect(out.effects.filter((e) => e.type === 'alert')).not.toContainEqual(
      expect.objectContaining({ kind: 'emergency' }),
    );
  });
  it('a "not now" because they are off to the hospital is asked about before ringing off', () => {
    askedBeforeRingingOff([
      [facts({ direction: 'outbound' }), 'sorry, not now, I’m just off to the hospital with my husband'],
      [spanish({ direction: 'outbound' }), 'ahora no puedo, que nos vamos a urgencias con mi mujer'],
    ]);
  });
});

describe('the ej set: a "not now" with men from the water company in the house', () => {
  it('asks "is everything all right?" before ringing off', () => {
    askedBeforeRingingOff([
      [
        facts({ direction: 'outbound' }),
        'not really, love, there are two men from the water board checking my pipes',
      ],
      [
        french({ direction: 'outbound' }),
        'pas maintenant, j’ai deux techniciens de la compagnie des eaux dans la cuisine',
      ],
      [
        spanish({ direction: 'outbound' }),
        'ahora no, que tengo dos señores de la compañía del agua mirando las tuberías',
      ],
    ]);
  });
});

describe('the el and em sets: a carer answering for someone unwell, a fire lit', () => {
  it('a "not now" because he is here but not well, or a fire just lit, is asked about', () => {
    askedBeforeRingingOff([
      [
        spanish({ direction: 'outbound' }),
        'no, soy Pilar, la que cuida a doña Carmen, ella está en la cama pero no se encuentra bien',
      ],
      [french({ direction: 'outbound' }), 'c’est pas le moment, je viens d’allumer un feu dans la cheminée'],
    ]);
  });
});

describe('the eo set: a "not now" because the carer never came', () => {
  it('asks "is everything all right?" before ringing off', () => {
    askedBeforeRingingOff([
      [
        facts({ direction: 'outbound' }),
        'not really, the carer was meant to be here at eight and she hasn’t turned up',
      ],
      [
        french({ direction: 'outbound' }),
        'c’est pas le moment, l’aide soignante devait venir ce matin et elle est pas venue',
      ],
      [spanish({ direction: 'outbound' }), 'ahora no, que la cuidadora no ha venido y estoy aquí sola'],
    ]);
  });
});

describe('the en set: "and yeah, good time" given with the recording answer', () => {
  it('keeps the call when the next answer opens with "nah"', () => {
    const f = facts({ direction: 'outbound' });
    const start = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const consent = hear(
      start,
      'yeah go on, record it if you like, and yeah, good time, I was only dozing',
      f,
    );
    expect(consent.state.timeGranted).toBe(true);
    const next = hear(
      consent.state,
      'nah, nothing much new here, the grandkids are all coming for christmas so I have the beds to make up',
      f,
    );
    expect(kinds(next.effects)).not.toContain('end');
  });
});

describe('the ep and eq sets: a vague "not now", someone else on the phone, a ladder that tipped, movers', () => {
  it('a "not now" busy with something unsaid, a ladder that went over, or movers who will not unload is asked about', () => {
    askedBeforeRingingOff([
      [facts({ direction: 'outbound' }), 'oh hold on, I’m right in the middle of something out the front'],
      [french({ direction: 'outbound' }), 'pas maintenant, je suis en train de faire un truc dehors'],
      [spanish({ direction: 'outbound' }), 'ahora no, hija, que ando muy liada'],
      [
        french({ direction: 'outbound' }),
        'c’est pas le moment, je suis au garage, l’échelle a glissé contre le mur',
      ],
      [
        facts({ direction: 'outbound' }),
        'not a good time pet, the removals firm are refusing to bring my bed up the stairs, they’re wanting another three hundred pounds in cash',
      ],
    ]);
  });
  it('someone else answering that they cannot come to the phone is asked about, whatever reason they give', () => {
    askedBeforeRingingOff([
      [
        spanish({ direction: 'outbound' }),
        'buenas, soy Rosa, la que cuida a don Emilio, él ahorita no puede ponerse, está en la ducha que venía de pasear al perro',
      ],
      [
        facts({ direction: 'outbound' }),
        'hello, I’m Mrs Price’s carer, she can’t come to the phone right now, not a good time, we’re doing her hair',
      ],
    ]);
  });
  it('busy with something named is still a call back', () => {
    const f = facts({ direction: 'outbound' });
    const out = hear(askingTime(f), 'not now love, I’m in the middle of making the Christmas cake', f);
    expect(kinds(out.effects)).toContain('reschedule');
  });
});

describe('the er and et sets: calls started again, time already granted, a man on the other phone', () => {
  it('"could you switch them back on" to "would you like me to start calling you every day again?" restarts them', () => {
    const f = facts();
    const asked: ScriptState = {
      ...talking(f),
      callsStopped: true,
      stage: 'confirm',
      confirm: { action: 'resume_calls', resume: 'conversation' },
    };
    const out = hear(
      asked,
      'well, the evenings are drawing in and I miss a chat over breakfast, could you switch them back on',
      f,
    );
    expect(kinds(out.effects)).toContain('resume_calls');
  });
  it('with ten minutes granted in the recording answer, an afternoon told of is no call back', () => {
    const f = facts({ direction: 'outbound' });
    const start = initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false });
    const consent = hear(start, 'aye go on, record away, I’ve got ten minutes for you', f);
    expect(consent.state.timeGranted).toBe(true);
    const next = hear(
      consent.state,
      'we’re taking the grandchildren to see Father Christmas at the garden centre this afternoon, they’re ever so excited',
      f,
    );
    expect(kinds(next.effects)).not.toContain('reschedule');
  });
  it('a man on the other phone is asked about; card details given him are a worry, not a call back', () => {
    const f = facts({ direction: 'outbound' });
    const first = hear(
      askingTime(f),
      'ooh, not really, there’s a gentleman on my other line from the bank',
      f,
    );
    expect(first.state.putOffAsked).toBe(true);
    const second = hear(
      first.state,
      'he says my account’s been hacked, so I read out the long number on my card and now he wants me to move my savings',
      f,
    );
    expect(kinds(second.effects)).not.toContain('reschedule');
    expect(second.effects).toContainEqual(expect.objectContaining({ type: 'concern', kind: 'money' }));
  });
});

describe('the eu set: the nurse coming to take out the staples', () => {
  it('sets the new reminder and asks to cancel none, after one set on the call', () => {
    const f = spanish();
    const first = hear(
      talking(f),
      'recuérdame todos los días a las nueve de la noche la pastilla del corazón',
      f,
    );
    const { facts: stored } = storing(f, first.effects);
    const next = hear(
      first.state,
      'vale. y el martes viene el enfermero a quitarme los puntos, avísame el martes a las nueve',
      stored,
    );
    expect(next.state.stage).not.toBe('confirm');
    expect(next.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '09:00' }));
  });
});

describe('the ex set: "saque el pollo del congelador"', () => {
  it('sets the new reminder and cancels none, after one set on the call', () => {
    const f = spanish();
    const first = hear(talking(f), 'recuérdeme cada día a las ocho de la noche la pastilla del azúcar', f);
    const { facts: stored } = storing(f, first.effects);
    const next = hear(
      first.state,
      'eso. y el viernes a las seis de la tarde me avisa que saque el cordero del congelador',
      stored,
    );
    expect(next.state.stage).not.toBe('confirm');
    expect(next.effects).toContainEqual(expect.objectContaining({ type: 'set_reminder', time: '18:00' }));
  });
});

describe('the fc and fd sets: a fright at night told as a story', () => {
  it('"Are you hurt?" answered with the harmless cause, however sheepishly, is an all-clear', () => {
    const f = spanish();
    const asked = checking(
      f,
      'emergency',
      'oigo un ruido abajo y como pasos, bajo con la escoba',
      'conversation',
      true,
    );
    const out = hear(
      asked,
      'y era la Linda, la perra de mi hija, que se había metido en la despensa, qué vergüenza, menos mal que no llamé a nadie',
      f,
    );
    expect(kinds(out.effects)).not.toContain('alert');
    expect(out.state.stage).toBe('conversation');
  });
});

describe('the fg and fh sets: a power cut, going shopping', () => {
  it('asks before ringing off when "not now" comes with being out of breath, dizzy or shaken', () => {
    askedBeforeRingingOff([
      [
        facts({ direction: 'outbound' }),
        "not now love, i'm in the queue at the post office and i'm that puffed",
      ],
      [
        facts({ direction: 'outbound' }),
        "it's not a good time, i'm a bit shaken up, a lad snatched my bag outside the chemist",
      ],
      [
        french({ direction: 'outbound' }),
        'pas maintenant, je suis dans la queue à la pharmacie, je suis toute essoufflée',
      ],
      [
        spanish({ direction: 'outbound' }),
        'ahora no, que estoy un poco alterada, acabo de llegar del súper y me han querido timar con el cambio',
      ],
    ]);
  });

  it('goes on with the call when the answer to "is everything all right?" tells of a card and PIN handed over', () => {
    const f = facts({ direction: 'outbound' });
    const out = hear(
      { ...askingTime(f), putOffAsked: true },
      'a woman said she was from the bank, so i let her have my card and the pin, and now i feel such a fool',
      f,
    );
    expect(kinds(out.effects)).not.toContain('reschedule');
    expect(kinds(out.effects)).toContain('concern');
  });

  it('a no to stopping the calls that asks for a reminder in the same breath sets it', () => {
    const f = french();
    const out = hear(
      stopAsked(f),
      'mais non, au contraire, et rappelez-moi tous les jours à huit heures du soir de prendre mon sirop',
      f,
    );
    expect(kinds(out.effects)).not.toContain('opt_out');
    expect(out.effects).toContainEqual(
      expect.objectContaining({ type: 'set_reminder', time: '20:00', repeat: 'daily' }),
    );
  });

  it('"now’s good" with the recording answer grants the time', () => {
    const f = facts({ direction: 'outbound' });
    const consenting: ScriptState = {
      ...initialState(f, { consentKnown: false, engine: 'scripted', callsStopped: false }),
      firstTurn: false,
    };
    const out = hear(
      consenting,
      "aye that's fine, record it, and now's fine too, i'm only waiting on the bus",
      f,
    );
    expect(out.state.timeGranted).toBe(true);
  });
});

describe('the fi and fj sets: the small hours, birthdays', () => {
  it('asks before ringing off when "not now" comes with blood all over, and not otherwise in talk of it', () => {
    askedBeforeRingingOff([
      [
        facts({ direction: 'outbound' }),
        "no, not now, i'm in the kitchen, the bread knife went into my finger and there's blood all over the worktop",
      ],
      [
        french({ direction: 'outbound' }),
        'non c’est pas le moment, je suis à la cuisine, le couteau a ripé, y a du sang sur le carrelage',
      ],
      [
        spanish({ direction: 'outbound' }),
        'ahora no puedo, estoy en la cocina, que se me fue el cuchillo y hay sangre por toda la encimera',
      ],
    ]);
    const f = spanish();
    const out = hear(
      talking(f),
      'ayer hicimos la matanza, había sangre por todo el corral, como todos los años',
      f,
    );
    expect(out.state.stage).not.toBe('safety_check');
  });
});

describe('the fk and fl sets: getting about, the radio and the paper', () => {
  it('a reminder named in answer to "which reminder?" is cancelled, and the daily calls go on', () => {
    const f = french({
      reminders: [
        { id: 'r1', text: 'promener le chien', localTime: '17:00', repeat: 'daily', localDate: null },
        {
          id: 'r2',
          text: 'prendre le cachet pour la tension',
          localTime: '08:00',
          repeat: 'daily',
          localDate: null,
        },
      ],
    });
    const asked = hear(talking(f), 'bonjour, j’ai un rappel à enlever', f);
    const out = hear(
      asked.state,
      'vous m’appelez tous les jours à cinq heures pour promener le chien, mais ma voisine le sort maintenant, alors c’est plus la peine',
      f,
    );
    expect(kinds(out.effects)).not.toContain('opt_out');
    expect(kinds(out.effects)).toContain('cancel_reminder');
  });
});

describe('the fm and fn sets: the eyes and ears, the post', () => {
  it('asks before ringing off when a salesman has come into the house', () => {
    askedBeforeRingingOff([
      [
        french({ direction: 'outbound' }),
        'oui, enfin non, y a un vendeur à la maison, il est entré pour me montrer des fenêtres',
      ],
    ]);
  });
});

describe('the fo and fp sets: one reminder at several hours, a yes with another reminder after it', () => {
  const setAt = (effects: Effect[]) =>
    effects.flatMap((e) => (e.type === 'set_reminder' ? [`${e.text} ${e.time} ${e.repeat}`] : []));
  it('two hours given for a reminder awaiting its hour set it at each', () => {
    for (const [f, what, text, [first, second]] of [
      [
        facts(),
        'water the tomatoes',
        'at eight in the morning and again at six in the evening, every day',
        ['08:00', '18:00'],
      ],
      [
        french(),
        'mettre la crème',
        'à neuf heures le matin et puis à sept heures le soir, chaque jour',
        ['09:00', '19:00'],
      ],
      [
        spanish(),
        'la insulina',
        'a las nueve de la mañana y a las siete de la tarde, todos los días',
        ['09:00', '19:00'],
      ],
    ] as const) {
      const out = hear(
        waitingForReminder(f, { text: what, time: null, repeat: 'once', date: null }),
        text,
        f,
      );
      expect(setAt(out.effects), text).toEqual([`${what} ${first} daily`, `${what} ${second} daily`]);
    }
  });
  it('two hours said right after a reminder was set for a part of the day replace it', () => {
    for (const [f, ask, hours, times] of [
      [
        french(),
        'rappelez-moi tous les soirs de mettre la crème sur ma jambe',
        'le matin à huit heures et quart, et le soir à huit heures et quart, tous les jours',
        ['08:15', '20:15'],
      ],
      [
        facts(),
        'could you remind me every evening to do my knee exercises',
        'in the morning at quarter past eight, and in the evening at quarter past eight, every day',
        ['08:15', '20:15'],
      ],
    ] as const) {
      const first = hear(talking(f), ask, f);
      expect(setAt(first.effects), ask).toHaveLength(1);
      const { facts: stored } = storing(f, first.effects);
      const out = hear(first.state, hours, stored);
      expect(
        out.effects.filter((e) => e.type === 'cancel_reminder'),
        hours,
      ).toHaveLength(1);
      expect(
        out.effects.flatMap((e) => (e.type === 'set_reminder' ? [`${e.time} ${e.repeat}`] : [])),
        hours,
      ).toEqual(times.map((t) => `${t} daily`));
    }
  });
  it('"and the other one", after two things were asked for, is a reminder of its own', () => {
    const out = setThen(
      spanish(),
      'necesito que me recuerde dos cosas, el martes a las diez que viene el afinador del piano',
      'y lo otro, cada noche a las nueve menos cuarto la pastilla del colesterol',
      (state) => ({ ...state, justSet: undefined }),
    );
    expect(out.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '20:45', repeat: 'daily' }),
    ]);
  });
  it('two reminders asked for at once, the first outside the calling window: the second waits for it', () => {
    for (const [f, ask, yes] of [
      [
        facts(),
        'remind me at seven in the morning to take the cake out of the freezer, and at two to ring the hairdresser',
        'yes, eight is fine',
      ],
      [
        french(),
        'rappelez-moi à sept heures du matin de sortir le gigot du congélateur, et à quatorze heures d’appeler la coiffeuse',
        'oui, huit heures ça ira',
      ],
    ] as const) {
      const first = hear(talking(f), ask, f);
      expect(first.state.stage, ask).toBe('reminder');
      expect(kinds(first.effects), ask).not.toContain('set_reminder');
      const out = hear(first.state, yes, f);
      expect(
        out.effects.flatMap((e) => (e.type === 'set_reminder' ? [e.time] : [])),
        ask,
      ).toEqual(['08:00', '14:00']);
    }
  });
  it('a yes with its hour, then another reminder, sets both at their own hours', () => {
    const f = facts();
    const out = hear(
      askedToSet(f, { text: 'feed the birds', time: '16:10', repeat: 'daily', date: null }),
      "yes please, ten past four every day. and there's another one, on friday at eleven the chimney sweep is due, remind me to move the chair",
      f,
    );
    const set = out.effects.filter((e) => e.type === 'set_reminder');
    expect(set).toEqual([
      expect.objectContaining({ text: 'feed the birds', time: '16:10', repeat: 'daily' }),
      expect.objectContaining({ time: '11:00', repeat: 'once', localDate: '2026-11-27' }),
    ]);
  });
});

describe('the fq and fr sets: clothes, food and appetite', () => {
  it('"not now", someone gone sideways at the table: the emergency is acted on, no call booked', () => {
    for (const [f, text] of [
      [
        facts({ direction: 'outbound' }),
        'no, no, not now, Ron’s just, he was having his tea and he went sideways at the table',
      ],
      [
        french({ direction: 'outbound' }),
        'non pas maintenant, mon mari, il mangeait et il est parti sur le côté',
      ],
    ] as const) {
      const out = hear(askingTime(f), text, f);
      expect(kinds(out.effects), text).toContain('alert');
      expect(kinds(out.effects), text).not.toContain('reschedule');
    }
  });
});

describe('the fs and ft sets: the seasons turning, the day centre', () => {
  it('"y la otra," or "y otra," after one was set is one more, on its own day (fq, fr, fs sets)', () => {
    for (const [ask, next, time, localDate] of [
      [
        'recuérdame todos los días a las ocho de la tarde la pastilla de la tensión',
        'eso es. y la otra, que el jueves me llevan al oculista a las once, llámame a las nueve y media',
        '09:30',
        '2026-11-26',
      ],
      [
        'recuérdame todas las noches a las nueve la pastilla del colesterol',
        'sí, eso. y otra, hoy a las cinco, que recoja la ropa del tendedero que va a helar',
        '17:00',
        '2026-11-23',
      ],
    ] as const) {
      const out = setThen(spanish(), ask, next);
      expect(
        out.effects.filter((e) => e.type === 'set_reminder'),
        next,
      ).toEqual([expect.objectContaining({ time, repeat: 'once', localDate })]);
    }
  });
  it('a yes to "shall I set a reminder?", then "et puis tous les soirs…, de…": both are set', () => {
    const f = french();
    const out = hear(
      askedToSet(f, { text: 'ouvrir au ramoneur', time: '10:00', repeat: 'once', date: '2026-11-24' }),
      'oui c’est bien ça, demain à dix heures. et puis tous les soirs à neuf heures, de fermer les volets',
      f,
    );
    expect(out.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '10:00', repeat: 'once' }),
      expect.objectContaining({ time: '21:00', repeat: 'daily' }),
    ]);
  });
});

describe('the fu and fv sets: the library, clearing out', () => {
  it('"recuérdemelo ese día a las diez, pa tener todo listo" moves the one just set, on its day', () => {
    const out = setThen(
      spanish(),
      'recuérdame el jueves a las once que vienen a buscar el sofá',
      'recuérdemelo ese día a las diez, pa tener todo listo',
    );
    expect(kinds(out.effects)).toContain('cancel_reminder');
    expect(out.effects.filter((e) => e.type === 'set_reminder')).toEqual([
      expect.objectContaining({ time: '10:00', localDate: '2026-11-26' }),
    ]);
  });
});
