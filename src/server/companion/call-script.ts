// The call script: one pure step function. State and an event go in; the new state and the
// effects to carry out come out (say, end, store consent, opt out, alert, set a reminder …).
// Stages: greeting and consent, good time?, conversation, safety checks and confirmations, and
// goodbye. Safety is decided here for every caller turn, whatever the stage and whoever calls,
// before any engine sees the turn. No socket, clock or database: table-tested in
// call-script.test.ts; relay-session.ts carries the effects out.
import type { CallDirection, CallType, EndReason } from '../../shared/call.ts';
import { spokenDate, spokenTime, spokenWeekday } from '../../shared/spoken-time.ts';
import { CALLING_WINDOW, insideCallingWindow } from '../schedule/calling-window.ts';
import { hhmm, minutesOf } from '../schedule/daily-time.ts';
import { localParts, nextLocalDate } from '../schedule/local-time.ts';
import { normalizeSpeech, withoutLeadingYes, wordCount, type Language } from './language.ts';
import { PHRASES, say, type PhraseKey } from './phrases.ts';
import {
  ACT,
  ASK,
  confidenceOf,
  type Expecting,
  type Intent,
  type Layer,
  type ReminderRequest,
  type Understanding,
} from './understand/intents.ts';
import type { ConcernKind } from './understand/concerns.ts';
import {
  BUSY_NOW,
  TROUBLE_IN_REASON,
  DISTRESSED,
  UNWELL_AT_HOME,
  UNWELL_OR_SHAKEN,
  ON_THE_WAY_OUT,
  BUSY_WITH_SOMETHING,
  laterOnlyToldOf,
  ANSWERED_FOR_THEM,
  TOMORROW_GOODBYE,
  readAnswer,
  saysNotKnowing,
} from './understand/answers.ts';
import { lowAtHeart, saysDrowsy } from './understand/feeling.ts';
import {
  OPENS_WITH_NO,
  parseReminderRequest,
  purposeSaid,
  saysHowOften,
  saysPartOfDay,
  saysToday,
} from './understand/reminder-request.ts';

export type Stage =
  'consent' | 'good_time' | 'conversation' | 'safety_check' | 'confirm' | 'reminder' | 'ending';
type Confirmable = 'stop_calls' | 'resume_calls' | 'cancel_reminder' | 'set_reminder';

/**
 * A reminder being set, and those asked for in the same breath after it ("at seven, and again at
 * half past nine"), set once it is: one of them asked about (an hour outside the window) loses none.
 */
export type PendingReminder = ReminderRequest & { after?: ReminderRequest[] };

export interface ScriptState {
  stage: Stage;
  engine: 'llm' | 'scripted';
  /** What the companion said last, for "say that again". */
  lastSaid: string;
  /** Caller turns heard in the conversation stage. */
  turns: number;
  /** No caller turn yet on an outbound call: a screener or voicemail may be speaking. */
  firstTurn: boolean;
  safetyCheck?: {
    kind: 'emergency' | 'self_harm';
    said: string;
    resume: Stage;
    /** The question was asked a second time, for a plain yes or no. */
    askedAgain?: boolean;
    /** Asked on the classifier's guess alone, with no rule hearing it. */
    guess?: boolean;
    /** The turn that raised the question, when it also asked for something (see `alongside`). */
    beside?: { text: string; understanding: Understanding };
  };
  confirm?: {
    action: Confirmable;
    /** The reminders a cancel asked about would cancel ("all of them": every one). */
    reminderIds?: string[];
    reminderText?: string;
    /** What was heard of a reminder to set, when the companion asks first. */
    reminder?: ReminderRequest;
    resume: Stage;
  };
  pendingReminder?: PendingReminder;
  /** Time for the call was granted with the answer to the recording question ("oui j'ai le temps"). */
  timeGranted?: boolean;
  /** A hesitant "not now" was met with "is everything all right?": the next answer books the call back. */
  putOffAsked?: boolean;
  /** …and that "not now" was a plain no, with no call back in it: all being well, the call ends. */
  putOffNo?: boolean;
  /** A goodbye that sounded like a farewell for good was met with "is everything all right?". */
  farewellAsked?: boolean;
  /** A time the companion offered for the pending reminder ("half past 8 instead?"): a yes takes it. */
  offeredTime?: string;
  /** The reminder set on the companion's last turn: "no, at ten" moves it (one turn only). */
  justSet?: {
    text: string;
    time: string;
    repeat: 'once' | 'daily';
    localDate: string | null;
    /** Its time was a part of the day ("tous les soirs"), no hour said. */
    approximate?: boolean;
  };
  /** The daily calls were stopped on the caller's last turn, and this call left open (one turn). */
  afterStop?: boolean;
  callsStopped: boolean;
  /** Call time (ms since it started) when the companion last said it is a computer program. */
  disclosedAtMs: number;
  notesPassed: boolean;
  /** An unknown caller has heard what Porchlight does for a loved one. */
  toldMore?: boolean;
  /** After talk of self-harm: gentle words for the rest of the call, no small talk. */
  supportive?: boolean;
  /** The worries already passed on to the family in this call, one alert each. */
  concerns?: ConcernKind[];
}

/** What the script knows of the call; read-only. */
export interface CallFacts {
  language: Language;
  direction: CallDirection;
  type: CallType;
  /** A registered loved one (not an unknown caller). */
  known: boolean;
  name: string;
  familyName: string;
  helpLines: { emergency: string; crisis: string };
  timeZone: string;
  /** `thisCall`: set on this call (not read out again as one of today's reminders). */
  reminders: {
    id: string;
    text: string;
    localTime: string;
    repeat: string;
    localDate: string | null;
    thisCall?: boolean;
  }[];
  notes: { id: string; text: string }[];
  /** The reminder a reminder call is about. */
  reminderCallText: string | null;
}

export type ToolOutcome = { done: true } | { done: false; ask: string };

export type Effect =
  | { type: 'say'; text: string }
  | { type: 'reply'; prefix?: string }
  | { type: 'end'; reason: EndReason }
  | { type: 'consent'; given: boolean }
  | { type: 'opt_out' }
  | { type: 'resume_calls' }
  /**
   * The family is alerted. `answer` is there when the companion asked first ("Are you thinking
   * about ending your life?"): what they answered, or null when the call ended before they did.
   */
  | { type: 'alert'; kind: 'emergency' | 'self_harm'; said: string; answer?: string | null }
  /** The emergency number or a crisis line was given (counted, as the AI-companion laws ask). */
  | { type: 'referral'; kind: 'emergency' | 'self_harm'; via: Layer | 'question' }
  | { type: 'set_reminder'; text: string; time: string; repeat: 'once' | 'daily'; localDate: string | null }
  | { type: 'cancel_reminder'; reminderId: string }
  | { type: 'remember'; fact: string }
  | { type: 'weather' }
  /** A call later today: in so many minutes when the caller said, else the provider's default. */
  | { type: 'reschedule'; inMinutes?: number }
  | { type: 'notes_passed'; ids: string[] }
  /** A worry the family should hear of (their activity alerts), heard by the scripted companion. */
  | { type: 'concern'; kind: ConcernKind; said: string }
  | { type: 'tool_result'; outcome: ToolOutcome };

export type ScriptEvent =
  | { type: 'heard'; text: string; understanding: Understanding; elapsedMs: number; now: Date }
  | { type: 'model_flag'; kind: 'emergency' | 'self_harm'; said: string }
  | { type: 'tool_request'; action: Confirmable; reminder?: string; understanding: Understanding | null }
  | { type: 'weather'; report: string | null }
  | { type: 'rescheduled'; ok: boolean }
  | { type: 'model_failed' }
  /** The caller hung up (or the line dropped). */
  | { type: 'hung_up' };

export interface Step {
  state: ScriptState;
  effects: Effect[];
}

/** The window's nearer end, offered for a reminder asked for outside it (ten at night → nine). */
const nearestInWindow = (minutes: number) =>
  hhmm(minutes < CALLING_WINDOW.startMinutes ? CALLING_WINDOW.startMinutes : CALLING_WINDOW.endMinutes);

/**
 * "Make it a quarter to nine", after an evening time was offered: the evening (20:45), as a bare
 * hour said then can only mean.
 */
function eveningIfOffered(time: string | null | undefined, offered: string | undefined): string | null {
  if (!time) return null;
  const minutes = minutesOf(time);
  if (!offered || minutesOf(offered) < 12 * 60 || minutes >= 12 * 60) return time;
  const evening = minutes + 12 * 60;
  if (!insideCallingWindow(evening)) return time;
  return hhmm(evening);
}

/** Repeat the AI disclosure after this much call time. */
export const DISCLOSURE_EVERY_MS = 3 * 60 * 60 * 1000;

/** How many questions an unknown caller has answered before the call ends kindly. */
const COMMERCIAL_ANSWERS = 4;

export function initialState(
  facts: CallFacts,
  options: { consentKnown: boolean; engine: 'llm' | 'scripted'; callsStopped: boolean },
): ScriptState {
  const asksConsent = !options.consentKnown && facts.known && facts.type !== 'commercial';
  const asksTime = facts.direction === 'outbound' && facts.type !== 'appointment';
  return {
    stage: asksConsent ? 'consent' : asksTime ? 'good_time' : 'conversation',
    engine: options.engine,
    lastSaid: '',
    turns: 0,
    firstTurn: facts.direction === 'outbound',
    callsStopped: options.callsStopped,
    disclosedAtMs: 0,
    notesPassed: false,
  };
}

/** What the next caller turn answers, for `understand`. */
export function expecting(state: ScriptState): Expecting {
  switch (state.stage) {
    case 'consent':
      return 'consent';
    case 'good_time':
      return 'good_time';
    case 'confirm':
      return 'confirm';
    case 'safety_check':
      return 'safety_check';
    case 'reminder':
      return 'reminder';
    default:
      // Right after the calls were stopped, "yes, that's what I want" answers; right after a
      // reminder is set, a bare time moves it ("no, at ten"): read it as one.
      if (state.stage === 'conversation' && state.afterStop) return 'confirm';
      return state.stage === 'conversation' && state.justSet ? 'reminder' : null;
  }
}

class Out {
  readonly effects: Effect[] = [];
  /** The state as the event found it. */
  readonly before: ScriptState;
  constructor(
    public state: ScriptState,
    private readonly facts: CallFacts,
  ) {
    this.before = state;
  }
  line(key: PhraseKey, values: Record<string, string> = {}): string {
    return say(this.facts.language, key, { name: this.facts.name, ...this.facts.helpLines, ...values });
  }
  say(...parts: string[]): this {
    const text = parts.filter(Boolean).join(' ');
    this.effects.push({ type: 'say', text });
    this.state = { ...this.state, lastSaid: text };
    return this;
  }
  end(reason: EndReason): this {
    this.effects.push({ type: 'end', reason });
    this.state = { ...this.state, stage: 'ending' };
    return this;
  }
  do(effect: Effect): this {
    this.effects.push(effect);
    return this;
  }
  set(patch: Partial<ScriptState>): this {
    this.state = { ...this.state, ...patch };
    return this;
  }
  done(): Step {
    return { state: this.state, effects: this.effects };
  }
}

export function step(state: ScriptState, event: ScriptEvent, facts: CallFacts): Step {
  const out = new Out(state, facts);
  if (state.stage === 'ending') {
    if (event.type === 'tool_request') out.do({ type: 'tool_result', outcome: { done: false, ask: '' } });
    return out.done();
  }
  switch (event.type) {
    case 'heard':
      return heard(
        out,
        { ...event, understanding: removingWhatWasRead(out, event.understanding, facts, event.text) },
        facts,
      );
    case 'model_flag':
      return crisis(out, event.kind, event.said, 'model').done();
    case 'tool_request':
      return toolRequest(out, event, facts);
    case 'weather':
      return out.say(event.report ?? out.line('noWeather')).done();
    case 'rescheduled':
      return out
        .say(out.line(event.ok ? 'goodTimeLater' : 'goodTimeNo'))
        .end(event.ok ? 'call_later' : 'not_a_good_time')
        .done();
    case 'model_failed':
      return out.set({ engine: 'scripted' }).done();
    case 'hung_up': {
      // "Are you hurt?" or "Are you thinking about ending your life?" left unanswered: the family
      // is told that it was asked, and that the call ended before an answer.
      const check = state.stage === 'safety_check' ? state.safetyCheck : undefined;
      if (check) out.do({ type: 'alert', kind: check.kind, said: check.said, answer: null });
      // Hung up after "not now" while asked "is everything all right?": the call back stands.
      if (state.stage === 'good_time' && state.putOffAsked && !state.putOffNo) out.do({ type: 'reschedule' });
      return out.set({ stage: 'ending', safetyCheck: undefined }).done();
    }
  }
}

/** Talk of self-harm heard in someone else's report of the loved one's words. */
const reportedBy = (u: Understanding) => !!u.intents.find((h) => h.intent === 'self_harm')?.reported;

/** Acts on an emergency or on talk of self-harm: the same path for rules, classifier and model. */
function crisis(
  out: Out,
  kind: 'emergency' | 'self_harm',
  said: string,
  via: Layer | 'question',
  /** Their answer, when the companion asked first. */
  answer?: string,
  /** Told by someone else, as the loved one said it: they are thanked and asked to stay with them. */
  reported = false,
  /** What was asked for beside it, carried out once the family is alerted; what to say of it. */
  also: (out: Out) => string[] = () => [],
): Out {
  // Talk of self-harm asked about has been told to the family with the answer already.
  const told = out.effects.some((e) => e.type === 'alert' && e.kind === kind);
  if (!told)
    out.do(answer === undefined ? { type: 'alert', kind, said } : { type: 'alert', kind, said, answer });
  out.do({ type: 'referral', kind, via });
  const besides = also(out);
  if (kind === 'emergency') return out.say(out.line('emergency'), ...besides).end('emergency');
  // A "Just to be sure…?" left open is dropped: the crisis comes first, and the calls go on (the
  // carer telling of "se tira por el balcón" had been asked whether to stop the calls on a guess,
  // and her next words read as the answer).
  return out.say(out.line(reported ? 'selfHarmReported' : 'selfHarm'), ...besides).set({
    stage: afterSelfHarm(out.state.safetyCheck?.resume ?? out.state.stage),
    safetyCheck: undefined,
    confirm: undefined,
    supportive: true,
  });
}

/**
 * Where a call goes on after talk of self-harm: the conversation, never back to a question of
 * consent or of a good time, which were not asked again ("esta noche, cuando se haga oscuro",
 * after "lo tengo muy pensado", had been read as "call me later tonight" and the call ended).
 */
function afterSelfHarm(resume: Stage): Stage {
  return resume === 'consent' || resume === 'good_time' || resume === 'safety_check' || resume === 'confirm'
    ? 'conversation'
    : resume;
}

/**
 * The calls' stop asked for, in so many words ("you can stop your calls", "que no me llaméis
 * más"), beside talk of ending one's life: told of instead ("you won't need to ring tomorrow",
 * "this'll be the last time we talk"), it is that talk, and no request.
 */
const STOP_ASKED: Record<Language, RegExp> = {
  en: / (?:(?:stop|quit|cease|cancel|end)(?: \S+){0,2} (?:calls|calling|ringing|phoning|service|check ins?)|(?:don t|do not|dont|no need to|there s no need to|needn t) (?:\S+ ){0,2}(?:call|ring|phone)(?! me back)|take me off|no more (?:calls|ringing)|(?:don t|do not|dont) want (?:\S+ ){0,2}(?:calls|you to (?:call|ring))) /,
  fr: / (?:(?:arretez|arreter|arrete|cessez|cesser|stoppez|annulez|annuler)(?: \S+){0,3} (?:appels|coups? de fil|coups? de telephone|m appeler|me telephoner)|(?:ne )?m appelez plus|(?:ne )?me telephonez plus|(?:plus|pas) la peine de m appeler|(?<!(?:aurez|aurait|aura|auriez|aurais) )(?:plus|pas) besoin de m appeler|je (?:ne )?veux plus (?:de )?(?:vos )?(?:appels|que vous m appeliez)) /,
  es: / (?:no me (?:llameis|llamen|llames|llame) mas|(?:dejad|dejen|deje|deja|dejes) de (?:llamar|llamarme)|ya no (?:me )?(?:llameis|llamen|llames|llame)|no hace falta que me (?:llameis|llamen|llames|llame)|no quiero (?:\S+ ){0,2}(?:llamadas|que me llam\S*)|(?:cancel|quit)\S* (?:\S+ ){0,2}(?:las )?llamadas) /,
};

/**
 * "No need to ring after Friday", "a partir del viernes ya no hace falta que me llaméis": calls
 * that are to stop from a day to come, beside talk of ending one's life, tell of a plan; they are
 * no request to stop them now.
 */
const FROM_A_DAY: Record<Language, RegExp> = {
  en: / (?:after|from|come|starting|as of|beyond|past) (?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|next week|the weekend|christmas|then) /,
  fr: / (?:apres|a partir d|a partir de|des|passe) (?:ce |cette )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|soir|nuit|aujourd hui|la semaine prochaine|noel) /,
  es: / (?:a partir del?|despues del?|desde el|pasado|a partir de|despues de) (?:este |esta )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|hoy|noche|la semana que viene|navidad) /,
};

/** Time for the call granted in so many words ("I've got time", "c'est le bon moment", "tengo un rato"). */
const TIME_GRANTED: Record<Language, RegExp> = {
  en: / (?<!(?:not|no|dont|havent|haven t|never|hardly) )(?:(?:ive|i ve|i have|i) (?:got )?(?:the |plenty of |all the )?(?:time|a minute|a moment|a few minutes|a wee minute|(?:five|ten|fifteen|twenty|a couple of|two|a few) (?:minutes|mins))|(?:its|it s|this is) a (?:good|fine|grand) time|(?<=(?:yes|yeah|aye|yep|sure|and) )(?:a )?good time|nothing but time|(?:right )?now(?:s| s| is) (?:good|fine|grand|great|perfect|ideal|as good as any)|(?:nows|now s|now is) (?:a )?(?:good|fine|grand|great) time)(?= )(?! (?:later|tomorrow|this afternoon|tonight))/,
  fr: / (?<!(?:pas|plus|n) )(?:j ai (?:le|du|tout le|bien le) temps|j ai (?:un|une) (?:petit )?(?:moment|minute|instant)|j ai (?:cinq|dix|quelques|deux|vingt) minutes|j ai un quart d heure|c est (?:le|un) bon moment|j ai que (?:ca|du temps)|(?<!(?:pas|plus|n) )(?:vous tombez|tu tombes|ca tombe) (?:bien|pile|a pic)|(?:la|maintenant) (?:ca|c est) (?:bon|bien|parfait|ideal))(?= )(?! (?:plus tard|demain|ce soir|cet apres midi))/,
  es: / (?<!(?:no|ni) )(?:tengo (?:tiempo|un rato|un ratito|un momento|un momentito|todo el tiempo|(?:cinco|diez|unos|quince|veinte) minutos)|(?<!(?:no|ni) (?:es |era )?)(?:(?:es|ahora es) )?(?:buen|un buen) momento|ahora (?:si )?(?:me )?(?:viene|va) (?:bien|de perlas|perfecto))(?= )(?! (?:luego|mas tarde|manana|esta tarde|esta noche))/,
};

/** A "no" to the time asked again, after the time was granted, told at this length, is how they are. */
const TOLD_AT_LENGTH = 12;

/**
 * What was asked for beside an emergency or talk of self-harm, carried out too: the crisis comes
 * first, but what they asked is not ignored ("stop ringing me, I'll not be here long", "cancel my
 * reminders, after tonight I won't need them", "ring me tomorrow at eight for the optician… and
 * there's a weight on my chest"). Only what was heard surely, for there is no room for a question:
 * stopping the calls, cancelling reminders, setting one with its hour and purpose. The lines that
 * say so are returned, to follow the crisis line. The answer to the recording question, given in
 * the same breath ("oui oui enregistrez, écoutez je suis par terre"), is stored.
 */
function alongside(
  out: Out,
  turns: { text: string; understanding: Understanding }[],
  facts: CallFacts,
  now: Date,
): string[] {
  const answer = turns.at(-1)?.understanding;
  if (out.before.stage === 'consent' && answer) {
    const yes = confidenceOf(answer, 'consent_yes') >= ACT;
    if (yes || confidenceOf(answer, 'consent_no') >= ACT) out.do({ type: 'consent', given: yes });
  }
  if (!facts.known) return [];
  const lines: string[] = [];
  for (const { text, understanding: u } of turns) {
    const c = (intent: Intent) => confidenceOf(u, intent);
    const said = normalizeSpeech(text);
    if (
      c('stop_calls') >= ACT &&
      c('resume_calls') < ASK &&
      !out.state.callsStopped &&
      STOP_ASKED[facts.language].test(said) &&
      !FROM_A_DAY[facts.language].test(said)
    ) {
      out.do({ type: 'opt_out' }).set({ callsStopped: true });
      lines.push(out.line('stopCallsBeside'));
    }
    // "Cancel that" right after one was set, or "get rid of them all" right after they were read.
    const justSetOne = justSetReminder(out.before.justSet, facts);
    if (
      c('cancel_reminder') >= ACT ||
      (u.removalOpens && (justSetOne || justListed(out, out.before.lastSaid)))
    ) {
      const cancelled = namedReminders(cancelWords(u, text, facts), facts, justSetOne);
      for (const r of cancelled) out.do({ type: 'cancel_reminder', reminderId: r.id });
      if (cancelled.length)
        lines.push(
          out.line('reminderCancelled', {
            text: spokenList(
              cancelled.map((r) => r.text),
              facts.language,
            ),
          }),
        );
    }
    if (c('set_reminder') >= ACT) {
      for (const r of u.reminders ?? (u.reminder ? [u.reminder] : [])) {
        if (r.text && r.time && !r.approximate && insideCallingWindow(minutesOf(r.time)))
          lines.push(setReminder(out, { ...r, text: r.text, time: r.time }, facts, now));
      }
    }
  }
  return lines;
}

function heard(out: Out, event: Extract<ScriptEvent, { type: 'heard' }>, facts: CallFacts): Step {
  const { understanding: u, text } = event;
  const c = (intent: Intent) => confidenceOf(u, intent);
  const state = out.state;
  const firstTurn = state.firstTurn;
  out.set({ firstTurn: false, justSet: undefined, afterStop: undefined });
  // What this turn asked for beside a crisis, and what the turn that raised a safety question did.
  const asked = [
    ...(state.safetyCheck?.beside ? [state.safetyCheck.beside] : []),
    { text, understanding: u },
  ];
  const also = (o: Out) => alongside(o, asked, facts, event.now);
  // Kept while a safety question is open, when the turn asked for something.
  const beside = hasRequest(u) || u.removal ? { beside: { text, understanding: u } } : {};

  // The AI disclosure again on a long call (AI-companion laws: every three hours).
  const disclosure =
    event.elapsedMs - state.disclosedAtMs >= DISCLOSURE_EVERY_MS ? out.line('disclosureAgain') : '';
  if (disclosure) out.set({ disclosedAtMs: event.elapsedMs });

  // 1. Safety, in every stage and on every call.
  if (state.stage === 'safety_check' && state.safetyCheck) {
    const check = state.safetyCheck;
    const again = c('repeat') >= ACT || c('slower') >= ACT || c('louder') >= ACT;
    // Talk of self-harm asked about is told to the family whatever the answer, with the answer
    // (they read "…and they answered: 'No, good heavens, it's a beef stew'"). Only a "say that
    // again" leaves the question open; and an answer that is an emergency with no talk of
    // self-harm in it ("I had a tumble in the night and I can't get my legs under me") is what was
    // wrong: the family hears of that emergency, not of a question about suicide it answered.
    // The yes must be said: "j'arrive plus à tenir ma tasse" answers "Are you hurt?" with a yes,
    // but not "Are you thinking about ending your life?".
    const saidYes =
      check.kind === 'self_harm'
        ? readAnswer(normalizeSpeech(text), u.language) === 'yes'
        : c('confirm_yes') >= ASK;
    // A question about ending one's life asked on the classifier's guess alone, answered with an
    // emergency told ("she is not getting the breath, she is sitting and going hhh", "my belly's
    // swelled up tight as a drum and the pain is something awful"): the guess was wrong, and the
    // emergency is what to ask about.
    // "Je sais pas… c'est tout mêlé dans ma tête" is no such answer: not knowing is no "no".
    const emergencyInstead =
      check.kind === 'self_harm' &&
      !!check.guess &&
      c('emergency') >= ASK &&
      c('self_harm') < ASK &&
      // "Faites pas d'histoires, je suis lucide, j'ai tout réfléchi": thought through, a yes.
      !u.planned &&
      // "Oh I'm okay I think, I've just got this heaviness on my chest": the "okay" of being all
      // right, which the answer to "Are you hurt?" reads as a no, is no yes to ending one's life.
      (!saidYes || readAnswer(normalizeSpeech(text), u.language, true) === 'no') &&
      !saysNotKnowing(normalizeSpeech(text), u.language);
    const otherDanger = (c('emergency') >= ACT && c('self_harm') < ASK && !saidYes) || emergencyInstead;
    if (check.kind === 'self_harm' && !again && !otherDanger)
      out.do({ type: 'alert', kind: 'self_harm', said: check.said, answer: text });
    // "Yes, that's what I want, for it to end… my legs won't carry me, stopping eating will make it
    // quicker": a yes to the question about ending one's life, with a complaint that sounds like an
    // emergency in it, is the crisis line, as is talk of ending it heard more surely than danger.
    // A sure emergency ("yes… and I've swallowed the lot") is still acted on as one.
    const selfHarmOver =
      c('self_harm') > c('emergency') ||
      (check.kind === 'self_harm' && saidYes && c('emergency') < SURE_EMERGENCY);
    if (c('emergency') >= ACT && !selfHarmOver)
      return crisis(out, 'emergency', text, layerOf(u, 'emergency'), undefined, false, also).done();
    if (emergencyInstead)
      return out
        .set({ safetyCheck: { kind: 'emergency', said: text, resume: check.resume, beside: check.beside } })
        .say(out.line('askHurt'))
        .done();
    // "Are you hurt?" answered with talk of ending it ("I stopped my heart pills on purpose"): the
    // crisis line, not the emergency number.
    if (c('self_harm') >= ACT)
      return crisis(out, 'self_harm', text, layerOf(u, 'self_harm'), undefined, reportedBy(u), also).done();
    // "No, I'm not hurt" with the danger still in what follows is no all-clear; nor is "don't
    // worry, I've got it all planned" to talk of ending one's life.
    const stillInDanger =
      (check.kind === 'emergency' && c('emergency') >= ASK) || (check.kind === 'self_harm' && !!u.planned);
    if (c('confirm_no') >= ACT && c('self_harm') < ACT && !stillInDanger) {
      out.set({
        stage: check.kind === 'self_harm' ? afterSelfHarm(check.resume) : check.resume,
        safetyCheck: undefined,
        supportive: out.state.supportive || check.kind === 'self_harm',
      });
      // Even after a no, the crisis line is given (and counted). What was asked in the turn that
      // raised the question is done now.
      if (check.kind === 'self_harm') out.do({ type: 'referral', kind: 'self_harm', via: 'question' });
      const allClear = out.line(check.kind === 'emergency' ? 'safetyNoHurt' : 'selfHarmNo');
      // "No, I'm not hurt… ring me back in an hour, will you?" or "…see you tomorrow, bye": the
      // all-clear, then what the rest of the answer asked.
      if (c('call_later') >= ACT && facts.known && !hasRequest(u))
        return out.say(allClear).do(rescheduling(u)).done();
      if (c('goodbye') >= ACT && !hasRequest(u))
        return goodbye(out.say(allClear, ...also(out)), facts).done();
      return out.say(allClear, ...also(out)).done();
    }
    // They did not catch the question: it is asked again.
    if (again) return out.say(out.line(check.kind === 'emergency' ? 'askHurt' : 'askSelfHarm')).done();
    // "Are you hurt?" answered with no yes and something else entirely: a request ("Could you
    // remind me to water the geraniums…"), or a whole sentence that sounds neither low nor in
    // danger ("My granddaughter's coming for lunch on Sunday"). They are all right, and what they
    // said is answered. A short or unclear answer, or one that sounds low, still acts below.
    // A calm sentence may also be the emergency told on ("it's been going a few minutes now"):
    // the first time, the question is asked again, plainly, for a yes or a no.
    const words = wordCount(text);
    const said = normalizeSpeech(text);
    // "Well, I don't know really" answers nothing: it is no all-clear.
    const unsure = saysNotKnowing(said, u.language);
    // "I'm just so sleepy, I'll have a little nap right here" is no calm answer: drowsiness is a sign.
    // Composed: a whole sentence, not unsure, with no danger or drowsiness in it; calm, if not low
    // either.
    const composed =
      words >= 4 && !unsure && c('emergency') < ASK && c('self_harm') < ASK && !saysDrowsy(said, u.language);
    const calm = composed && u.feeling !== 'low';
    // "Are you hurt?" asked on a guess, answered with grief or sleepless nights and nothing of the
    // body ("desde que murió el mi Pepe no duermo, me paso la noche en la cocina a oscuras"): not
    // hurt, but low. The conversation goes on, kindly, and talk of ending it that follows is heard
    // as ever (the family had been told of an emergency, and the call ended before it came).
    const grieving =
      check.kind === 'emergency' &&
      !!check.guess &&
      words >= LOW_AT_HEART_WORDS &&
      !unsure &&
      c('emergency') < ASK &&
      c('self_harm') < ACT &&
      c('confirm_yes') < ASK &&
      lowAtHeart(said, u.language);
    // A guess of talk of ending it in such an answer is asked about, as talk of ending it.
    if (grieving && c('self_harm') >= ASK)
      return out
        .set({
          safetyCheck: {
            kind: 'self_harm',
            said: text,
            resume: check.resume,
            guess: true,
            beside: check.beside,
          },
        })
        .say(out.line('askSelfHarm'))
        .done();
    if (grieving) {
      out.set({
        stage: check.resume === 'good_time' ? 'conversation' : check.resume,
        safetyCheck: undefined,
      });
      return conversation(out, event, facts, '');
    }
    // "Ah, it's the nurse for my injection, ring me back in an hour": a call back asked for is
    // no emergency, whatever the question interrupted.
    // "Aye, gie us a ring back in an hour, he'll be away by then. Ta, cheerio", to a question the
    // classifier's guess alone raised: the "aye" leads into the call back and the goodbye.
    const yesThenLeaving = !!check.guess && c('goodbye') >= ACT;
    if (
      check.kind === 'emergency' &&
      (c('confirm_yes') < ASK || yesThenLeaving) &&
      calm &&
      c('call_later') >= ACT &&
      facts.known
    ) {
      out.set({ stage: 'conversation', safetyCheck: undefined });
      return out.do(rescheduling(u)).done();
    }
    // Asked on a guess as the greeting was answered ("oui c'est un bon moment, je suis dans les
    // boîtes par-dessus la tête"), the same: the conversation then goes on.
    // Or while a reminder's hour was awaited ("la chaudière cogne, faut que j'appelle le
    // chauffagiste", then "demain à neuf heures… vous me rappelez d'appeler monsieur Le Goff").
    const resumesTalk =
      check.resume === 'conversation' ||
      ((check.resume === 'good_time' || check.resume === 'reminder') && !!check.guess);
    if (check.kind === 'emergency' && resumesTalk && c('confirm_yes') < ASK) {
      // A calm answer naming a harmless cause ("c'est le détecteur de fumée, la pile est morte")
      // needs no second asking.
      // A calm goodbye to a question the classifier's guess alone raised ("bon, merci bien, bonne
      // journée", to "Are you hurt?" after "what happens if I don't answer?") is an all-clear:
      // asked again, the call would end with the question open and the family told of it.
      const leaving = calm && !!check.guess && c('goodbye') >= ACT;
      // A harmless cause named is an all-clear however sheepishly told ("y era el gato… menos mal
      // que no llamé a nadie, qué vergüenza" had been heard as low, and the family told of an
      // emergency).
      if (hasRequest(u) || (calm && check.askedAgain) || (u.explained && composed) || leaving) {
        out.set({ stage: 'conversation', safetyCheck: undefined });
        return conversation(out, event, facts, out.line('safetyAllRight'));
      }
      if (calm)
        return out
          .set({ safetyCheck: { ...check, askedAgain: true } })
          .say(out.line('askHurtAgain'))
          .done();
    }
    // "Are you thinking about ending your life?" answered with no yes, in a voice that is not
    // low, by asking for something ("can you do them reminder things?"): a change of subject, not
    // a cry for help. The crisis line is still given (and counted), the family has been told, and
    // what they asked for is answered. Asking for the calls to stop is no such change.
    if (
      check.kind === 'self_harm' &&
      c('confirm_yes') < ASK &&
      !stillInDanger &&
      calm &&
      c('stop_calls') < ASK &&
      askedFor(u, ASK)
    ) {
      out
        .do({ type: 'referral', kind: 'self_harm', via: 'question' })
        .set({ stage: 'conversation', safetyCheck: undefined, supportive: true });
      return conversation(out, event, facts, out.line('selfHarmAside'));
    }
    // Yes, or no clear answer: act. A missed emergency is far worse than a question too many.
    if (check.kind === 'self_harm')
      return crisis(out, 'self_harm', check.said, 'question', text, false, also).done();
    // "Are you hurt?" answered, not with a yes, by what sounds like talk of ending one's life ("demain
    // j'irai sur le pont… ce sera fini"): that is asked about, not the emergency acted on.
    // A guess of the classifier's alone does not turn the question ("I'm awful sleepy, I think I'll
    // have a wee lie down", cold since the boiler broke, is the emergency still).
    if (
      c('self_harm') >= ASK &&
      layerOf(u, 'self_harm') === 'rules' &&
      c('confirm_yes') < ASK &&
      c('emergency') < ASK
    ) {
      return out
        .set({ safetyCheck: { kind: 'self_harm', said: text, resume: check.resume, beside: check.beside } })
        .say(out.line('askSelfHarm'))
        .done();
    }
    return crisis(out, 'emergency', check.said, 'question', text, false, also).done();
  }
  // Talk of ending one's life heard more surely than an emergency ("je veux que ça s'arrête… si le
  // cœur lâche, il lâche") is answered with the crisis line.
  // After talk of ending it was heard on this call, a complaint heard as surely beside more of it
  // ("c'est ça que je veux, partir… mes jambes me portent plus") is that talk going on: the crisis
  // line again, not the emergency number, unless the emergency is sure.
  const despairGoesOn =
    state.supportive && c('self_harm') >= c('emergency') && c('emergency') < SURE_EMERGENCY;
  if (c('emergency') >= ACT && !(c('self_harm') > c('emergency')) && !despairGoesOn)
    return crisis(out, 'emergency', text, layerOf(u, 'emergency'), undefined, false, also).done();
  if (c('self_harm') >= ACT)
    return crisis(out, 'self_harm', text, layerOf(u, 'self_harm'), undefined, reportedBy(u), also).done();
  // After talk of self-harm the family has been told and the crisis line given; what follows is
  // often despair told on ("j'ai pas dormi depuis deux jours, j'tourne en rond"), and a guess of
  // the classifier alone is not asked about as an emergency then. The rules still act and ask.
  const guessAfterCrisis = state.supportive && layerOf(u, 'emergency') === 'classifier';
  // "Si un homme en avale toute une boîte, qu'est-ce que ça lui fait ?": talk of ending one's life
  // heard by the rules is asked about before an emergency only the classifier guessed.
  const selfHarmFirst =
    layerOf(u, 'emergency') === 'classifier' && c('self_harm') >= ASK && layerOf(u, 'self_harm') === 'rules';
  // "Ahorita no puedo, voy en la buseta y esto hace un ruido tremendo": the greeting answered
  // with "not now" and a reason, where only the classifier guessed at danger. They are put off,
  // not in danger; the call back is booked. Danger the rules hear is still asked about.
  const putOffOnGuess =
    state.stage === 'good_time' && layerOf(u, 'emergency') === 'classifier' && c('good_time_later') >= ACT;
  if (c('emergency') >= ASK && !guessAfterCrisis && !selfHarmFirst && !putOffOnGuess) {
    // "The boiler's been broken since Friday, it's freezing": asked about, and a worry the family
    // hears of whatever the answer.
    passConcern(out, u, text, facts);
    return out
      .set({
        stage: 'safety_check',
        safetyCheck: {
          kind: 'emergency',
          said: text,
          resume: resumeAfterAsking(out, state, u, facts),
          ...(layerOf(u, 'emergency') === 'classifier' && { guess: true }),
          ...beside,
        },
      })
      .say(out.line('askHurt'))
      .done();
  }
  if (c('self_harm') >= ASK) {
    // The family is told even if the answer is no: once it is given, with the answer (or when the
    // call ends first).
    const guess = layerOf(u, 'self_harm') === 'classifier';
    return out
      .set({
        stage: 'safety_check',
        safetyCheck: {
          kind: 'self_harm',
          said: text,
          resume: resumeAfterAsking(out, state, u, facts),
          ...(guess && { guess }),
          ...beside,
        },
      })
      .say(out.line('askSelfHarm'))
      .done();
  }

  // 2. A screener or voicemail greeting answering an outbound call.
  if (firstTurn && facts.direction === 'outbound') {
    const who = { family: facts.familyName || 'your family', name: facts.name || 'you' };
    if (c('voicemail') >= ACT) return out.say(out.line('voicemail', who)).end('voicemail').done();
    if (c('screening') >= ACT) return out.say(out.line('screening', who)).set({ firstTurn: true }).done();
  }

  // "Are you a real person?" is answered plainly, whatever else is going on (the AI-companion
  // laws), and then the question that was open is asked again, or the conversation goes on.
  // "Tú no te constipas que eres una máquina, ja ja, adiós guapa": a goodbye, not a question.
  if (c('ask_human') >= ACT && c('goodbye') < ACT) {
    const reAsk =
      state.stage === 'consent'
        ? out.line('consentAskAgain')
        : state.stage === 'good_time'
          ? out.line('outboundAskTime')
          : ['confirm', 'reminder'].includes(state.stage)
            ? state.lastSaid
            : out.line('anythingElse');
    return out.say(out.line('notAPerson'), reAsk).done();
  }

  // "¿Quién? ¿Del banco? No, no, yo no quiero ná del banco": taken for the bank or a seller, the
  // companion says what it is and asks its question again, rather than take the refusal (a no to
  // the bank) as a no to the call. Danger in the turn was heard above.
  if (u.mistakenFor && facts.known && ['consent', 'good_time'].includes(state.stage) && !hasRequest(u)) {
    const reAsk = state.stage === 'consent' ? out.line('consentAskAgain') : out.line('outboundAskTime');
    return out.say(out.line('notSelling'), reAsk).done();
  }

  // After the calls were stopped and "anything else?" asked: a yes, a no, thanks or a goodbye ends
  // the call; anything more is heard (its danger above, already).
  if (state.afterStop) {
    const words = wordCount(text);
    // "Fine. Good. Hang on, something's funny, my hand…" opens with a yes and says more.
    // "Oui c'est bien ça, plus d'appels… Merci, c'est gentil" is a yes with thanks: it closes.
    const thanked = THANKS.test(text);
    const closing =
      c('goodbye') >= ACT ||
      (words <= AFTER_STOP_CLOSING_WORDS && !hasRequest(u)) ||
      ((c('confirm_yes') >= ACT || c('confirm_no') >= ACT) && thanked);
    if (closing) return goodbye(out, facts).done();
  }

  // 3. Answers to the companion's own questions. "Sorry, who's this?" or "pardon?" before the
  // answer: the question again (the greeting says who is calling).
  // The same for "slower" and "louder", and while a confirmation or a reminder's time is awaited:
  // the question stays open.
  // A time given for a waiting reminder is an answer, whatever "¿que repita?" it quotes.
  const timeGiven = state.stage === 'reminder' && !state.pendingReminder?.time && !!u.reminder?.time;
  if (['consent', 'good_time', 'confirm', 'reminder'].includes(state.stage) && !timeGiven) {
    // "Speak up, dear… yes, it suits me fine": the question was heard and answered, so the answer
    // is taken, said louder (or slower) from now on ("ya, ya, si me viene bien… habla más fuerte"
    // had been asked whether it was a good time again, and the next turn read as its answer).
    const answered = (ANSWERS_TO[state.stage] ?? []).some((intent) => c(intent) >= ACT);
    if (answered) {
      if (c('louder') >= ACT) out.say(out.line('louder'));
      else if (c('slower') >= ACT) out.say(out.line('slower'));
    } else {
      const again = sayAgain(out, u, ACT);
      if (again) return again;
    }
  }
  if (state.stage === 'confirm' && state.confirm) {
    const pending = state.confirm;
    const said = normalizeSpeech(text);
    out.set({ stage: pending.resume, confirm: undefined });
    // "Yes, that's it, don't ring me any more": the answer asks for the same thing again (its "no"
    // is part of the request), which is a yes.
    // "Vous pouvez enlever ça, oui. Mais le Sintrom, vous le laissez": asked whether to cancel a
    // reminder, an answer that opens by taking it away is a yes (what it keeps is another one).
    const takeItAway = pending.action === 'cancel_reminder' && !!u.removalOpens && c('confirm_no') < ACT;
    // "Ça va, ça va. Cette nuit je me suis réveillé avec le bras tout mort…", to "would you like me
    // to stop calling every day?": how they are, then something else. No stop on that: asked again.
    const howTheyAre =
      pending.action === 'stop_calls' &&
      c('stop_calls') < ASK &&
      WELLBEING_OPENS[facts.language].test(said) &&
      wordCount(text) >= WELLBEING_THEN_WORDS;
    if (howTheyAre)
      return out.set({ stage: 'confirm', confirm: pending }).say(out.line('confirmStop')).done();
    // "Bueno, hasta mañana, cuídate", to "would you like me to stop calling every day?": tomorrow's
    // call looked forward to is no yes. The calls go on, and the call ends as they take leave.
    if (pending.action === 'stop_calls' && c('goodbye') >= ACT && TOMORROW_GOODBYE.test(said))
      return goodbye(out.say(out.line('keepCalling')), facts).done();
    if (
      c('confirm_yes') >= ACT ||
      c(pending.action) >= ACT ||
      // "I've missed a natter in the mornings, could you start them up again", to "would you like me
      // to start calling you every day again?": "them" is the calls just asked about.
      (pending.action === 'resume_calls' && c('resume_calls') >= ASK && c('confirm_no') < ASK) ||
      onlyThatOne(text, pending.reminderText) ||
      onlyTheOtherKept(text, pending, facts, !!u.removal) ||
      takeItAway ||
      // "Merci pour tout en tout cas, au revoir", to "would you like me to stop calling every day?":
      // thanks for everything, as one takes leave of the calls, is a yes (two rounds' writers, apart).
      (pending.action === 'stop_calls' && THANKS_FOR_ALL.test(said)) ||
      // "Así que no os molestéis más, que os lo podéis ahorrar": no more trouble taken is a yes.
      (pending.action === 'stop_calls' && NO_MORE_TROUBLE[facts.language].test(said)) ||
      // "Es que mi hija se ha venido a vivir al lado y me llama ella todas las mañanas": someone
      // else rings them every day now, which is why the calls can stop (no "no" said).
      (pending.action === 'stop_calls' &&
        c('confirm_no') < ASK &&
        RUNG_BY_SOMEONE_ELSE[facts.language].test(said))
    )
      return confirmed(out, pending, facts, event.now, { text, u }).done();
    if (c('confirm_no') >= ACT) {
      // "No, that's all, thank you": a no, and a goodbye.
      if (c('goodbye') >= ACT && pending.action !== 'stop_calls') return goodbye(out, facts).done();
      const aboutCalls = pending.action === 'stop_calls' || pending.action === 'resume_calls';
      // "…alors rappelez-moi tous les jours à sept heures du soir de mettre mes gouttes", to "would
      // you like me to stop calling?": a no, and a request made in the same breath, which is heard
      // (it had been dropped).
      if (aboutCalls && askedFor(u, ACT, ['stop_calls', 'resume_calls'])) {
        out.set({ stage: 'conversation' });
        return conversation(out, event, facts, out.line('keepCalling'));
      }
      return out.say(out.line(aboutCalls ? 'keepCalling' : 'anythingElse')).done();
    }
  }
  if (state.stage === 'consent') {
    const yes = c('consent_yes') >= ACT;
    const no = c('consent_no') >= ACT;
    // "No, don't record me, and don't call me any more": both are heard.
    if (facts.known && (yes || no) && c('stop_calls') >= ACT)
      return optOut(out.do({ type: 'consent', given: yes })).done();
    if (!yes && !no) {
      if (facts.known && c('stop_calls') >= ACT) return optOut(out).done();
      if (c('goodbye') >= ACT && !u.greeting) return goodbye(out, facts).done();
      // "Allô ?" before the answer: the greeting again, which asks the question.
      if (u.greeting && state.lastSaid) return out.say(state.lastSaid).done();
      return out.say(disclosure, out.line('consentUnclear')).done();
    }
    out.do({ type: 'consent', given: yes });
    const thanks = out.line(yes ? 'consentYes' : 'consentNo');
    if (facts.type === 'appointment' && facts.reminderCallText) {
      return out
        .set({ stage: 'conversation' })
        .say(thanks, out.line('reminderCall', { text: facts.reminderCallText }))
        .done();
    }
    if (facts.direction === 'outbound') {
      // "No me grabe nada… y ahorita no puedo, ¿me llama en una horita?": the answer to the question
      // still to come is given too. The call back is booked.
      if (c('call_later') >= ACT && facts.known && !hasRequest(u))
        return out.say(thanks).do(rescheduling(u)).done();
      const granted = TIME_GRANTED[facts.language].test(normalizeSpeech(event.text));
      return out
        .set({ stage: 'good_time', ...(granted && { timeGranted: true }) })
        .say(thanks, out.line('outboundAskTime'))
        .done();
    }
    out.set({ stage: 'conversation' });
    // Whatever else they said in the same breath is answered too.
    if (hasRequest(u)) return conversation(out, event, facts, thanks);
    return out.say(thanks, out.line('inboundHowAreYou')).done();
  }
  if (state.stage === 'good_time') {
    // "…and yeah go on, I've got five minutes" with the recording answer, then to "Is this a good
    // time?" a whole sentence with only "this afternoon" in it ("I'm off to the carol concert this
    // afternoon, my great granddaughter's singing"): the time was granted; the afternoon is when
    // they go. The conversation goes on.
    if (
      state.timeGranted &&
      c('good_time_later') >= ACT &&
      c('call_later') < ACT &&
      !hasRequest(u) &&
      wordCount(text) >= TOLD_AT_LENGTH &&
      laterOnlyToldOf(normalizeSpeech(text), facts.language)
    ) {
      out.set({ stage: 'conversation' });
      return conversation(out, event, facts, '');
    }
    // "Not really, the nurse is here… can you ring us back in two hours?": a no that asks for a
    // call back is a call back.
    // "¿Sabes si va a helar esta noche?" asks the weather: "tonight" in it is no call back.
    if ((c('good_time_later') >= ACT || (c('call_later') >= ACT && facts.known)) && !hasRequest(u)) {
      // "Well… it's not the best time, to be honest", with no call back asked for and no reason
      // given: before ringing off, once, "is everything all right?" (someone on the shower floor,
      // or with a stranger in the bedroom, had been rung back later). Danger told in the answer
      // is heard like any other; anything else books the call back.
      if (!state.putOffAsked && (hesitantPutOff(text, u, facts) || troubledPutOff(text, u, facts)))
        return out.set({ putOffAsked: true }).say(out.line('putOffCheck')).done();
      return out.do(rescheduling(u)).done();
    }
    // The answer to "is everything all right?" after a hesitant "not now", with no danger in it
    // (heard above) and nothing asked: the call back is booked.
    if (state.putOffAsked) {
      // "Je me suis coupé la main… c'est rien, c'est juste que ça saigne beaucoup": danger the rules
      // heard, however weakly, is no "all is well". It is asked about before any call back.
      if (c('emergency') > 0 && layerOf(u, 'emergency') === 'rules')
        return out
          .set({
            stage: 'safety_check',
            safetyCheck: { kind: 'emergency', said: text, resume: 'conversation' },
          })
          .say(out.line('askHurt'))
          .done();
      // "He says he's from the post office… I gave him my card number, and now he says I owe more":
      // a worry told in answer (money, a fall, a cold house) is no all-clear. The family hears of it
      // and the call goes on, not booked for later.
      if (u.concern && facts.known && !hasRequest(u) && c('call_later') < ACT) {
        out.set({ stage: 'conversation' });
        return conversation(out, event, facts, '');
      }
      // "Rappelez-moi vers trois heures" there is the call back's hour, not a reminder.
      const callBackHour = c('set_reminder') >= ASK && !u.reminder?.text;
      if (state.putOffNo && !hasRequest(u) && c('call_later') < ACT && c('good_time_later') < ACT)
        return out.say(out.line('goodTimeNo')).end('not_a_good_time').done();
      if (!hasRequest(u) || callBackHour || c('call_later') >= ACT) return out.do(rescheduling(u)).done();
    }
    // "Hello?" or "¿Diga?" before the answer: the question again, so "call me later" that
    // follows is still heard as the answer.
    if (u.greeting && c('good_time_yes') < ACT) {
      return out.say(state.lastSaid || out.line('outboundAskTime')).done();
    }
    // "Yeah it's a good time, well no, not really, I…": cut off before the reason. The call is not
    // ended on half a sentence; they are asked to go on, and the question stays open.
    if (c('good_time_no') >= ACT && !hasRequest(u) && u.unfinished) return out.say(out.line('goOn')).done();
    // "Enregistrez si vous voulez… oui j'ai le temps", then to the time asked again "non ça va pas,
    // le petit-fils… mes économies": the time was granted, and the "no" is how they are, told at
    // length. The conversation goes on.
    if (
      c('good_time_no') >= ACT &&
      !hasRequest(u) &&
      state.timeGranted &&
      wordCount(text) >= TOLD_AT_LENGTH
    ) {
      out.set({ stage: 'conversation' });
      return conversation(out, event, facts, '');
    }
    if (c('good_time_no') >= ACT && !hasRequest(u)) {
      // "No es muy buen momento, es que mi viejo no pasó buena noche": asked about first, as above.
      if (!state.putOffAsked && troubledPutOff(text, u, facts))
        return out.set({ putOffAsked: true, putOffNo: true }).say(out.line('putOffCheck')).done();
      return out.say(out.line('goodTimeNo')).end('not_a_good_time').done();
    }
    out.set({ stage: 'conversation' });
    // "Yes… but I'm in a bit of a state": not "Wonderful", but what the matter is.
    if (c('good_time_yes') >= ACT && !hasRequest(u))
      return out.say(disclosure, out.line(u.feeling === 'low' ? 'goodTimeYesLow' : 'goodTimeYes')).done();
  }
  if (state.stage === 'reminder' && state.pendingReminder) {
    out.set({ stage: 'conversation', offeredTime: undefined });
    // "…le rappel du matin pour les bas, vous pouvez l'enlever", to "what would you like me to
    // remind you of?": one to cancel, not one to set. The conversation answers it.
    if (
      !state.pendingReminder.text &&
      c('cancel_reminder') >= ACT &&
      c('set_reminder') < ACT &&
      facts.reminders.some((r) => !r.thisCall)
    ) {
      out.set({ pendingReminder: undefined });
      return conversation(out, event, facts, disclosure);
    }
    // Another reminder asked for in full while one waits for its time ("and tomorrow at two I've
    // the hairdresser, remind me of that too"): that one is set, and the time of the first asked
    // for again, by name.
    const waiting = state.pendingReminder;
    const another = u.reminder;
    // "Hágame acordar a las ocho, para salir temprano": the time asked for, with why that hour.
    const why = PURPOSE[facts.language].test(normalizeSpeech(text));
    if (
      c('set_reminder') >= ACT &&
      waiting.text &&
      !waiting.time &&
      another?.text &&
      another.time &&
      another.text !== waiting.text &&
      !why
    ) {
      const link = reminderLink(waiting.text, facts.language);
      reminder(
        out,
        another,
        facts,
        event.now,
        '',
        out.line('askReminderTimeFor', { text: waiting.text, link }),
      );
      // Set, or itself waiting (out of hours): the first is asked about only once the second is done.
      if (out.state.stage === 'conversation')
        out.set({ stage: 'reminder', pendingReminder: waiting, offeredTime: state.offeredTime });
      return out.done();
    }
    // "Yes, that's fine" to the time offered takes it; a no, or another time, does not.
    // "Aye, every night, that's right" or "solo esta noche" to nine at night offered: the night
    // said is the hour offered.
    const offeredPart =
      !!u.reminder?.approximate && !!state.offeredTime && samePartOfDay(u.reminder.time, state.offeredTime);
    // "C'est ça, demain matin", the hour already given: the morning said is no new hour.
    const heardTime =
      offeredPart || (u.reminder?.approximate && state.pendingReminder.time) ? null : u.reminder?.time;
    const offerTaken =
      state.offeredTime &&
      !heardTime &&
      // "That's great, you're very good, bye bye now": a yes it opens with takes it, whatever follows.
      (wordCount(text) <= 6 ||
        withoutLeadingYes(text) !== text ||
        offeredPart ||
        readAnswer(normalizeSpeech(text), u.language, false, true) === 'yes') &&
      !/^(?:no|nope|non|nada|not)\b/i.test(text.trim());
    // The time asked for and not given: a goodbye ends the call, and a longer turn about
    // something else leaves the reminder and is answered for itself ("nos pusimos a recordar
    // los carnavales" had been asked "What time?" three times over talk of a granddaughter).
    // A goodbye while what to remind of is awaited ends the call too.
    if (!state.pendingReminder.text && state.pendingReminder.time && c('goodbye') >= ACT && !hasRequest(u)) {
      // "Oui c'est ça, sept heures moins le quart ce soir… à la prochaine": the hour said twice and
      // what it is for never put in words. It is set, for "what you asked me", not dropped.
      // "…para ir al cementerio. Ay, gracias… chau": what it is for, when said among the goodbyes.
      const said = purposeSaid(text, facts.language, { now: event.now, timeZone: facts.timeZone });
      const asked = { ...state.pendingReminder, text: said ?? out.line('reminderAsked') };
      return goodbye(reminder(out, asked, facts, event.now, '', ''), facts).done();
    }
    if (!state.pendingReminder.time && !u.reminder?.time && !offerTaken) {
      if (c('goodbye') >= ACT && !hasRequest(u)) return goodbye(out, facts).done();
      if (c('set_reminder') < ASK && wordCount(text) >= MOVED_ON_WORDS) {
        out.set({ pendingReminder: undefined });
        return conversation(out, event, facts, disclosure);
      }
    }
    // "A las ocho y media de la mañana y a las ocho de la noche, todos los días", to "what time?":
    // the reminder awaited, at each hour.
    if (waiting.text && u.hours && (!waiting.time || waiting.approximate))
      return reminders(out, atEachHour(waiting, u.hours), facts, event.now).done();
    // "What would you like me to remind you about?" answered with two, each with its time.
    if (!state.pendingReminder.text && u.reminders)
      return reminders(out, u.reminders, facts, event.now).done();
    // "A las nueve menos cuarto, la pastilla", to "what for?" after "todas las noches a las nueve
    // menos cuarto": the hour said again without its part of the day is the evening's still.
    const eveningOf =
      state.offeredTime ??
      (saysPartOfDay(text, facts.language) ? undefined : (state.pendingReminder.time ?? undefined));
    const merged: ReminderRequest = {
      ...state.pendingReminder,
      text: state.pendingReminder.text ?? u.reminder?.text ?? null,
      time:
        // "No, in the morning then": a part of the day said is that part, never turned to the evening.
        (u.reminder?.approximate ? heardTime : eveningIfOffered(heardTime, eveningOf)) ??
        (offerTaken ? (state.offeredTime ?? null) : state.pendingReminder.time),
      date: u.reminder?.date ?? state.pendingReminder.date,
      // "Every night at eight": the answer that gives the time may make it daily. "Mañana por la
      // tarde, a las ocho… solo mañana": one day named, other than today, makes it that day's
      // alone (the request had told of a bin collected "cada día").
      repeat:
        u.reminder?.repeat === 'daily'
          ? 'daily'
          : u.reminder?.date && u.reminder.date !== localParts(event.now, facts.timeZone).date
            ? 'once'
            : state.pendingReminder.repeat,
      // "Tous les soirs", no hour said: the evening's hour, which an hour said next replaces.
      ...(u.reminder?.approximate && heardTime ? { approximate: true } : {}),
    };
    if (!merged.text && !u.reminder?.time) merged.text = text.trim().slice(0, 200);
    // "That's the job. Cheers, cheerio", to the window's hour offered: set, and the call ends as
    // they take leave.
    if (offerTaken && c('goodbye') >= ACT && !hasRequest(u)) {
      reminder(out, merged, facts, event.now, '', '');
      return (out.state.stage === 'conversation' ? goodbye(out, facts) : out).done();
    }
    return reminder(out, merged, facts, event.now).done();
  }
  return conversation(out, event, facts, disclosure);
}

/**
 * From here an emergency heard in a yes to "Are you thinking about ending your life?" is acted on as
 * one ("oui, et le bras gauche est tout mou"); a complaint heard less surely ("mes jambes me portent
 * plus") leaves the yes to the crisis line.
 */
const SURE_EMERGENCY = 0.85;

/** The fewest words of an answer to a guessed "Are you hurt?" that tell of grief, not of the body. */
const LOW_AT_HEART_WORDS = 8;

/** Words from which a turn after the calls were stopped says more than "yes, thank you". */
const AFTER_STOP_CLOSING_WORDS = 8;

/** Thanks said to the companion, not "gracias a Dios" or "thank God". */
const THANKS = /\b(?:thanks|thank you|merci|gracias)\b(?! (?:a|à) dios| god| goodness| mon dieu)/i;

/** Two times in the same part of the day: the morning, the afternoon, or the evening and night. */
function samePartOfDay(a: string | null | undefined, b: string): boolean {
  if (!a) return false;
  const part = (t: string) => (minutesOf(t) < 12 * 60 ? 0 : minutesOf(t) < 17 * 60 ? 1 : 2);
  return part(a) === part(b);
}

/** The most words of a no with thanks that ends a call ("No, nada más eso, muchas gracias, que le vaya bien"). */
const THANKED_NO_WORDS = 10;

/** The answers to each stage's own question, which a "speak up" said with them does not undo. */
const ANSWERS_TO: Partial<Record<Stage, Intent[]>> = {
  consent: ['consent_yes', 'consent_no'],
  good_time: ['good_time_yes', 'good_time_no', 'good_time_later'],
  confirm: ['confirm_yes', 'confirm_no'],
};

/** An answer that opens by saying how they are ("ça va, ça va", "estoy bien, bien"), not yes or no. */
const WELLBEING_OPENS: Record<Language, RegExp> = {
  en: /^ (?:(?:oh|well) )?(?:i m|im) (?:fine|grand|all right|alright|ok|okay)(?: thanks| thank you)?(?: (?:i m|im) (?:fine|grand|all right|alright|ok|okay))* (?!(?:with|about) )/,
  fr: /^ (?:(?:oh|ben|bah|eh ben) )?(?:ca|sa) va(?: (?:ca|sa) va)*(?: (?:bien|merci))? (?!(?:comme ca|si vous|d arreter) )/,
  es: /^ (?:(?:pues|ay) )?(?:estoy bien|bien bien|ando bien)(?: gracias)? (?!(?:asi|si) )/,
};
/** From this many words, what follows a "ça va" is something else they are telling. */
const WELLBEING_THEN_WORDS = 8;

/** Words from which a turn that gives no time for a waiting reminder has moved on to something else. */
const MOVED_ON_WORDS = 10;

/** "Say that again", "slower", "louder" (from `level`): what was said last, said again. */
function sayAgain(out: Out, u: Understanding, level: number): Step | undefined {
  const lastSaid = out.state.lastSaid;
  if (confidenceOf(u, 'repeat') >= level) return out.say(lastSaid || out.line('repeatNothing')).done();
  if (confidenceOf(u, 'slower') >= level) return out.say(out.line('slower'), lastSaid).done();
  if (confidenceOf(u, 'louder') >= level) return out.say(out.line('louder'), lastSaid).done();
  return undefined;
}

function layerOf(u: Understanding, intent: Intent): Layer {
  return u.intents.find((h) => h.intent === intent)?.layer ?? 'rules';
}

function resumeStage(state: ScriptState): Stage {
  return state.stage === 'safety_check' || state.stage === 'ending' ? 'conversation' : state.stage;
}

/**
 * Where the call goes on after a safety question asked in the same breath as the answer to the
 * recording question ("yes, record away… I'm in a bit of bother, love"): the answer is stored,
 * as it is when the danger is acted on, and the call goes on past the question.
 */
function resumeAfterAsking(out: Out, state: ScriptState, u: Understanding, facts: CallFacts): Stage {
  if (state.stage !== 'consent') return resumeStage(state);
  const yes = confidenceOf(u, 'consent_yes') >= ACT;
  if (!yes && confidenceOf(u, 'consent_no') < ACT) return resumeStage(state);
  out.do({ type: 'consent', given: yes });
  if (facts.type === 'appointment' && facts.reminderCallText) return 'conversation';
  return facts.direction === 'outbound' ? 'good_time' : 'conversation';
}

/**
 * Thanks for all the calls, or for the company, said as what has been ("you've been good company",
 * "merci pour tous vos appels", "ha sido muy buena compañía"): with a goodbye, a farewell.
 */
const FAREWELL: Record<Language, RegExp> = {
  en: / (?:thank(?:s| you) for all (?:the|your|these|those|of the|of your) (?:calls|phone calls|chats|talks|company)|(?:you ve|youve|you have) been (?:such |so |very )?(?:good|great|lovely|wonderful|grand|smashing) company)(?= )/,
  fr: / (?:merci pour tous (?:les|ces|vos) (?:appels|coups de fil|coups de telephone)|vous m avez (?:bien |beaucoup |tellement )?tenu compagnie|vous avez ete (?:une )?(?:si |tres |vraiment )?(?:bonne|belle) compagnie)(?= )/,
  es: / (?:gracias por todas (?:las|estas|esas|sus|tus) llamadas|(?:me )?(?:ha|has) (?:hecho|sido) (?:tan |muy )?buena compania|(?:me )?(?:ha|has) hecho (?:tanta|mucha) compania)(?= )/,
};

/** The most words of a hesitant "not now" (see hesitantPutOff). */
const PUT_OFF_WORDS = 18;

/**
 * A "not now" said hesitantly: short, with no call back asked for ("ring me later"), no reason
 * given (busy with something, on the way out) and no goodbye. "Aye, now's not a good time love,
 * can you ring back later" is no such thing: it asks for the call back.
 */
function hesitantPutOff(text: string, u: Understanding, facts: CallFacts): boolean {
  if (!facts.known || u.laterInMinutes !== undefined || wordCount(text) > PUT_OFF_WORDS) return false;
  const said = normalizeSpeech(text);
  // "Oui oui vous tombez bien, enfin vous tombez mal, je suis à la cuisine": a yes taken back in
  // the same breath is hesitant, whatever reason follows.
  if (YES_TAKEN_BACK.test(said)) return true;
  // "Hang on hon, I'm kind of in the middle of something out back": busy with no saying with what.
  const reason = said.replace(BUSY_WITH_SOMETHING[facts.language], ' ');
  return (
    confidenceOf(u, 'call_later') < ACT &&
    confidenceOf(u, 'goodbye') < ACT &&
    !BUSY_NOW[facts.language].test(reason) &&
    !A_REASON_GIVEN.test(reason) &&
    !ON_THE_WAY_OUT[facts.language].test(reason.replace(CANT_TALK_NOW, ' '))
  );
}

/**
 * "I'm kind of in the middle of something, one of my 78s smashed all over the floor", "c'est pas
 * trop le moment, y a un monsieur soi-disant de la mairie…": a "not now" whose reason is a mishap,
 * a stranger in the house, someone unwell ("es que mi viejo no pasó buena noche"), their own nerves
 * ("estoy con los nervios de punta"), someone else answering that they cannot come to the phone,
 * or danger heard too faintly to ask about (Understanding.troubled). Asked once whether all is well before the call back is booked.
 */
function troubledPutOff(text: string, u: Understanding, facts: CallFacts): boolean {
  const said = normalizeSpeech(text);
  return (
    facts.known &&
    (!!u.troubled ||
      TROUBLE_IN_REASON[facts.language].test(said) ||
      UNWELL_AT_HOME[facts.language].test(said) ||
      UNWELL_OR_SHAKEN[facts.language].test(said) ||
      ANSWERED_FOR_THEM[facts.language].test(said) ||
      DISTRESSED[facts.language].test(said))
  );
}

/** A yes, then taken back: "oui oui… enfin vous tombez mal", "yes, well, no, not really", "sí, bueno, no". */
const YES_TAKEN_BACK =
  /^ (?:oui|ouais|yes|yeah|aye|si|sí)(?: \S+){0,5} (?:enfin|well|bueno|o sea|i mean|je veux dire)(?: non| no)?(?: \S+){0,2} (?:vous tombez mal|tu tombes mal|pas (?:le|un) (?:bon )?moment|pas maintenant|not (?:a )?(?:good|great|the best) time|not (?:really|now)|bad time|no es (?:buen )?momento|mal momento|ahora no)(?= )/;

/**
 * A reason for "not now": someone has come ("le curé vient d'arriver", "the nurse is here"), or
 * where they are ("I'm on the bus", "estoy en el colectivo", "je suis au marché").
 */
const A_REASON_GIVEN =
  / (?:(?:im|i m|i am) (?:on|at|in|out) (?:the|a|my|me)|(?:estoy|voy|ando) (?:en|por) (?:el|la|los|las|un|una|casa)|je suis (?:dans|au|a la|chez|en ville)|(?:vient|viennent) d arriver|(?:est|sont) (?:la|ici|au salon|a la maison|chez moi)|(?:has|have|s|ve) just (?:arrived|come|got here)|(?:is|are|s) here|acaba(?:n)? de llegar|(?:esta|estan) (?:aqui|aca|en casa))(?= )/;

/** Not being able to talk now, which is the putting off itself, not a reason for it. */
const CANT_TALK_NOW =
  / (?:no puedo hablar|cant talk|can t talk|cannot talk|(?:je )?(?:ne )?peux pas parler)(?: mucho| much| long| longtemps| ahora| now)?(?= )/;

/** "Call me in an hour": then; "call me later": the provider's default delay. */
function rescheduling(u: Understanding): Effect {
  return { type: 'reschedule', inMinutes: u.laterInMinutes };
}

/** What may be asked of the companion, beyond a yes or no. */
const REQUESTS: readonly Intent[] = [
  'set_reminder',
  'list_reminders',
  'cancel_reminder',
  'remember',
  'weather',
  'stop_calls',
  'resume_calls',
];

/** Something is asked of the companion, heard from `from`. */
function askedFor(u: Understanding, from: number, except: readonly Intent[] = []): boolean {
  return u.intents.some(
    (h) => REQUESTS.includes(h.intent) && !except.includes(h.intent) && h.confidence >= from,
  );
}

/** The turn surely asks for something beyond a yes or no. */
function hasRequest(u: Understanding): boolean {
  return askedFor(u, ACT);
}

/**
 * The daily calls stopped. Asked for in a turn that says no goodbye ("stop calling me every day…
 * that was my son's idea"), it is the daily calls that stop, not this call: "anything else?" is
 * asked and the next turn heard (four calls of the k sets went on to tell of a fall, a stroke or a
 * wish to die), a yes, a no, thanks or a goodbye then ending it.
 */
function optOut(out: Out, open = false): Out {
  out.do({ type: 'opt_out' }).set({ callsStopped: true });
  if (!open) return out.say(out.line('stopCalls')).end('opt_out');
  return out
    .set({ stage: 'conversation', afterStop: true })
    .say(out.line('stopCallsOpen'), out.line('anythingElse'));
}

function goodbye(out: Out, facts: CallFacts): Out {
  const line = !facts.known ? 'commercialGoodbye' : out.state.supportive ? 'goodbyeSupportive' : 'goodbye';
  return out.say(out.line(line)).end('goodbye');
}

function confirmed(
  out: Out,
  pending: NonNullable<ScriptState['confirm']>,
  facts: CallFacts,
  now: Date,
  /** The yes, when the caller said one. */
  answer?: { text: string; u: Understanding },
): Out {
  if (pending.action === 'stop_calls') return optOut(out);
  if (pending.action === 'set_reminder') {
    const asked = pending.reminder ?? { text: null, time: null, repeat: 'once' as const, date: null };
    // "Sí, eso, para ir al cementerio": what it is for, said in the yes, when it was not yet known.
    const purposed =
      asked.text || !answer
        ? asked
        : { ...asked, text: purposeSaid(answer.text, facts.language, { now, timeZone: facts.timeZone }) };
    // "Pues que me llames mañana a las ocho… y me recuerdes lo de la ambulancia", to "shall I set a
    // reminder for that?" (the ambulance comes at nine): the hour asked for in the yes is the
    // reminder's, with its day.
    // "Yes that's right, five to seven every day. And there's another one, on Wednesday at half
    // past two…": the yes says this one's hour, and the other one is set after it.
    const before = answer?.u.beforeAnother;
    const other = before ? answer.u.reminder : undefined;
    const inYes =
      before ?? (answer && confidenceOf(answer.u, 'set_reminder') >= ACT ? answer.u.reminder : undefined);
    const request =
      inYes?.time && !inYes.approximate
        ? {
            ...purposed,
            time: inYes.time,
            date: inYes.date ?? purposed.date,
            repeat: inYes.repeat === 'daily' ? ('daily' as const) : purposed.repeat,
            text: purposed.text ?? inYes.text,
          }
        : purposed;
    // "That's right… alright then, bye": set, and the call ends as they take leave.
    if (answer && confidenceOf(answer.u, 'goodbye') >= ACT && !hasRequest(answer.u)) {
      reminder(out, request, facts, now, '', '');
      return out.state.stage === 'conversation' ? goodbye(out, facts) : out;
    }
    return reminders(out, other ? [request, other] : [request], facts, now);
  }
  // "Lo de las gotas na más… venga hija, muchas gracias, adiós": done, and the call ends as they
  // take leave.
  const leaving =
    !!answer &&
    confidenceOf(answer.u, 'goodbye') >= ACT &&
    !hasRequest({ ...answer.u, intents: answer.u.intents.filter((h) => h.intent !== pending.action) });
  if (pending.action === 'resume_calls') {
    out.do({ type: 'resume_calls' }).set({ callsStopped: false });
    return leaving ? goodbye(out.say(out.line('resumed')), facts) : out.say(out.line('resumed'));
  }
  for (const reminderId of pending.reminderIds ?? []) out.do({ type: 'cancel_reminder', reminderId });
  const cancelled = out.line('reminderCancelled', { text: pending.reminderText ?? '' });
  if (leaving) return goodbye(out.say(cancelled), facts);
  return out.say(cancelled, out.line('anythingElse'));
}

function conversation(
  out: Out,
  event: Extract<ScriptEvent, { type: 'heard' }>,
  facts: CallFacts,
  prefix: string,
): Step {
  const { understanding: u, text } = event;
  const c = (intent: Intent) => confidenceOf(u, intent);
  // The reminder set on the companion's last turn, if any: "cancel that" is about it.
  const justSetOne = justSetReminder(out.before.justSet, facts);
  if (facts.known) {
    // Calls that are stopped already: said so, and how to have them back; the call goes on ("I
    // had you stop calling me back in October" opens a call that asks for them again).
    if (c('stop_calls') >= ASK && out.state.callsStopped && c('resume_calls') < ASK)
      return out.say(prefix, out.line('alreadyStopped')).done();
    // "Lo del muchacho de la caldera, ya vino… así que eso bórralo, no hace falta que me llames":
    // the call about that reminder is what is not wanted; the daily calls go on.
    // "Vous m'appelez tous les jours à cinq heures pour sortir Biscotte… c'est plus la peine", to
    // "which reminder would you like me to cancel?": the one reminder named is the answer, not the
    // daily calls (they had been stopped).
    if (
      c('stop_calls') >= ACT &&
      (reminderTakenAway(u, text, facts) ||
        (askedWhichToCancel(out, out.state.lastSaid) && namedReminders(text, facts).length === 1))
    )
      return cancelReminder(out, text, facts, prefix, true, undefined, c('goodbye') >= ACT).done();
    if (c('stop_calls') >= ACT) return optOut(out, c('goodbye') < ACT).done();
    // "Ay no, cancela eso" right after a reminder was set is about that reminder, whatever the
    // classifier guessed: never a question about stopping the calls.
    if (justSetOne && u.removal && c('stop_calls') < ACT)
      return cancelReminder(out, text, facts, prefix, false, justSetOne).done();
    // Right after talk of ending one's life, "no me des el número ese, que no voy a llamar" is about
    // the crisis line: a guess of the classifier's alone asks nothing about stopping the calls.
    const guessAfterCrisis = out.state.supportive && layerOf(u, 'stop_calls') === 'classifier';
    if (c('stop_calls') >= ASK && !guessAfterCrisis) {
      return out
        .set({ stage: 'confirm', confirm: { action: 'stop_calls', resume: 'conversation' } })
        .say(prefix, out.line('confirmStop'))
        .done();
    }
    // A restart heard only by the classifier, when the calls are on, was about something else.
    // Asked for surely, they are said to be on, unless the turn asks for something else or takes
    // leave ("keep calling me, but cancel the tablets one"; "sí, siga llamando… hasta mañana"):
    // then that is done.
    const besides = asksBeside(u);
    if (c('resume_calls') >= ACT && !out.state.callsStopped && !besides)
      return (c('goodbye') >= ACT ? goodbye(out, facts) : out.say(prefix, out.line('alreadyOn'))).done();
    if (c('resume_calls') >= ASK && out.state.callsStopped) {
      if (c('resume_calls') >= ACT) {
        confirmed(out, { action: 'resume_calls', resume: 'conversation' }, facts, event.now);
        // "Sí, siga llamando… hasta mañana": back on, and the call ends as they take leave.
        return (c('goodbye') >= ACT && !besides ? goodbye(out, facts) : out).done();
      }
      return out
        .set({ stage: 'confirm', confirm: { action: 'resume_calls', resume: 'conversation' } })
        .say(prefix, out.line('confirmResume'))
        .done();
    }
  }
  // "Could you ring me back in an hour?": a call later today, as at the start of an outbound
  // call (outside the calling window, a kind goodbye instead).
  if (facts.known && c('call_later') >= ACT && !hasRequest(u)) return out.do(rescheduling(u)).done();
  // A greeting alone as the conversation opens ("Buenas noches" is hello as well as goodbye).
  const greeting = !out.state.notesPassed && u.greeting;
  if (c('goodbye') >= ACT && !hasRequest(u) && !greeting) {
    // "I just called to say thank you for all the calls, and goodbye, you've been good company": a
    // goodbye that sounds like a farewell for good. Before ringing off, once, "is everything all
    // right?" (a farewell is one of the ways talk of ending one's life begins); what follows is
    // heard like any turn, and a goodbye then ends the call. Not once the calls are stopped (thanks
    // for them is then their natural end), nor after talk of ending one's life was answered.
    const farewell =
      facts.known &&
      !out.state.farewellAsked &&
      !out.state.callsStopped &&
      !out.state.supportive &&
      FAREWELL[facts.language].test(normalizeSpeech(text));
    if (farewell) return out.set({ farewellAsked: true }).say(out.line('farewellCheck')).done();
    return goodbye(out, facts).done();
  }
  // Harmless requests: the scripted companion answers even the classifier's guess (at ASK);
  // with a model, a guess is left to the model.
  const again = sayAgain(out, u, out.state.engine === 'llm' ? ACT : ASK);
  if (again) return again;

  if (out.state.engine === 'llm')
    return out.do(prefix ? { type: 'reply', prefix } : { type: 'reply' }).done();

  // The scripted companion: never a model, but it never ignores what was asked.
  // Someone else on the line: what Porchlight is, what it costs and how a family signs up, in
  // answer to their questions, until they have no more.
  if (!facts.known) {
    const asked = out.state.turns;
    out.set({ turns: asked + 1 });
    const done = c('goodbye') >= ACT || c('consent_no') >= ACT || c('confirm_no') >= ACT;
    if (!done && asked < COMMERCIAL_ANSWERS) {
      if (u.asksPrice) return out.say(prefix, out.line('commercialPrice')).done();
      if (asked === 0) return out.say(prefix, out.line('commercialInfo')).done();
      // Told about a parent ("it's for my mother, she lives on her own"), or asked: what it does.
      if (!out.state.toldMore)
        return out.set({ toldMore: true }).say(prefix, out.line('commercialMore')).done();
      if (u.question) return out.say(prefix, out.line('commercialInfo')).done();
      // "She'd kill me if she knew I was ringing about her… but she's lonely, you can tell": told
      // more, not asked. Heard, and asked whether there is anything else, rather than hung up on.
      return out.say(prefix, out.line('commercialHeard')).done();
    }
    return goodbye(out, facts).done();
  }
  const turns = out.state.turns + 1;
  out.set({ turns });
  // A worry for the family (a fall last week, tablets run out, money taken): passed on once per
  // call and kind, and answered kindly when nothing else was asked in the same breath.
  if (passConcern(out, u, text, facts) && !hasRequest(u) && c('remember') < ACT)
    return out.say(prefix, out.line('concernHeard')).done();
  // "Sí, eso es, las ocho y media todos los días y el miércoles a las diez y media": the reminders
  // just set, said back together with a yes. Nothing is moved or added.
  if (allSaidBack(out.before.justSet, u, text, facts))
    return out.say(prefix, out.line('anythingElse')).done();
  // "Le matin à huit heures et demie, et le soir à huit heures et demie aussi, tous les jours",
  // right after one was set for "le soir": that one, at each hour said.
  const hours = hoursOfJustSet(out.before.justSet, u, text, facts);
  if (hours) {
    if (justSetOne) out.do({ type: 'cancel_reminder', reminderId: justSetOne.id });
    return reminders(out, hours, facts, event.now, prefix).done();
  }
  // "Todos los días, sí, cada mañana" right after a reminder set for once: every day, then.
  const daily = madeDaily(out.before.justSet, u, text);
  if (daily) {
    if (justSetOne) out.do({ type: 'cancel_reminder', reminderId: justSetOne.id });
    return reminder(out, { ...daily, repeat: 'daily', date: null }, facts, event.now, prefix).done();
  }
  const moved = movedReminder(out.before.justSet, u, text, facts);
  if (moved) return moved(out, event.now, prefix).done();
  // The reminder just set, said back ("oui tous les soirs, à vingt heures, c'est ça"): no second.
  if (saidBack(out.before.justSet, u, text)) return out.say(prefix, out.line('anythingElse')).done();
  if (c('set_reminder') >= ACT && u.reminders)
    return reminders(out, u.reminders, facts, event.now, prefix).done();
  if (c('set_reminder') >= ACT && u.reminder)
    return reminder(out, u.reminder, facts, event.now, prefix).done();
  // Asked which reminder to cancel, the answer names it ("the day centre one"), or names the one
  // to keep ("not the pill one, leave that"): the other is cancelled when only one is left.
  if (askedWhichToCancel(out, out.state.lastSaid)) {
    const kept = keptReminders(text, facts);
    const open = facts.reminders.filter((r) => !kept.has(r.id));
    const onlyOther = kept.size && open.length === 1 ? open[0] : undefined;
    if (namedReminders(text, facts).length || onlyOther)
      return cancelReminder(out, text, facts, prefix, true, onlyOther).done();
    // "Oh, never mind, forget it": none named, and nothing else asked. The question is not
    // asked a second time.
    if (!u.intents.some((h) => h.intent !== 'cancel_reminder' && h.confidence >= ASK))
      return out.say(prefix, out.line('anythingElse')).done();
  }
  // "…so take that reminder off": a cancel heard as surely as a question about the reminders wins.
  if (c('list_reminders') >= ASK && c('list_reminders') > c('cancel_reminder'))
    return listReminders(out, facts, prefix).done();
  if (c('cancel_reminder') >= ASK) {
    const sure = c('cancel_reminder') >= ACT;
    // "Oh, cancel that" right after one was set: that one.
    const leaving = c('goodbye') >= ACT && !asksBeside(u, 'cancel_reminder');
    return cancelReminder(out, cancelWords(u, text, facts), facts, prefix, sure, justSetOne, leaving).done();
  }
  // A reminder heard only by the classifier: asked about before anything is set.
  if (c('set_reminder') >= ASK) {
    return out
      .set({
        stage: 'confirm',
        confirm: { action: 'set_reminder', reminder: u.reminder, resume: 'conversation' },
      })
      .say(prefix, out.line('confirmReminder'))
      .done();
  }
  // "Oui, tous les matins à huit heures, pour mes pilules de la tension", or "ce soir, à sept
  // heures du soir, pour sortir la poubelle", in answer to "Is there anything you would like me to
  // remember, or remind you about?": a time and, in its own phrase, what it is for, with no word
  // for a reminder and no no. Asked about before anything is set.
  if (
    lastAsked(out, 'askRememberOrRemind') &&
    !u.intents.some((h) => h.confidence >= ASK) &&
    readAnswer(normalizeSpeech(text.split(/[,.;:!?]/)[0] ?? ''), facts.language) !== 'no'
  ) {
    const at = { now: event.now, timeZone: facts.timeZone };
    const purpose = purposeSaid(text, facts.language, at);
    const offered = purpose ? { ...parseReminderRequest(text, facts.language, at), text: purpose } : null;
    if (offered?.time) {
      return out
        .set({
          stage: 'confirm',
          confirm: { action: 'set_reminder', reminder: offered, resume: 'conversation' },
        })
        .say(prefix, out.line('confirmReminder'))
        .done();
    }
  }
  if (c('remember') >= ACT && u.fact) {
    return out
      .do({ type: 'remember', fact: u.fact })
      .say(prefix, out.line('remembered'), out.line('anythingElse'))
      .done();
  }
  // What comes first (the AI disclosure again, "I'm glad you're all right") is said while the
  // forecast is fetched.
  if (c('weather') >= ASK) return (prefix ? out.say(prefix) : out).do({ type: 'weather' }).done();
  // Right after the reminders were read out, "get rid of the tablets one" needs no word for a
  // reminder: it is asked about first.
  // "Pues quítamelo… el de la pastilla déjalo, ese sí": with the others named to be kept, the one
  // left is plain, and it is taken off at once.
  if (justListed(out, out.state.lastSaid) && u.removal) {
    const kept = keptReminders(text, facts);
    const plain = kept.size > 0 && facts.reminders.filter((r) => !kept.has(r.id)).length === 1;
    return cancelReminder(out, text, facts, prefix, plain).done();
  }

  // (Not right after talk of self-harm: the notes and reminders wait for a calmer call.)
  if (!out.state.notesPassed && !out.state.supportive) {
    // The first turn of the conversation: today's reminders and the family's notes.
    // "I'm sorry to hear that." for a bad night, "I'm glad to hear that." for a good one.
    const phrases = PHRASES[facts.language];
    // A hello back, and how they are: the notes wait for their answer.
    if (greeting) return out.say(prefix, out.line('helloBack')).done();
    const follow =
      u.feeling === 'low'
        ? phrases.listeningLow[0]
        : u.feeling === 'good'
          ? phrases.listeningGood[2]
          : out.line('howAreYouFollow');
    const parts = [prefix, follow ?? ''];
    const today = localParts(event.now, facts.timeZone).date;
    for (const r of facts.reminders) {
      if (!r.thisCall && (r.repeat === 'daily' || r.localDate === today)) {
        parts.push(
          out.line('reminderIntro', { text: `${r.text}, ${spokenTime(r.localTime, facts.language)}` }),
        );
      }
    }
    for (const note of facts.notes) parts.push(out.line('noteIntro', { text: note.text }));
    if (facts.notes.length) out.do({ type: 'notes_passed', ids: facts.notes.map((n) => n.id) });
    out.set({ notesPassed: true });
    return out.say(...parts, out.line('askRememberOrRemind')).done();
  }
  const turnWords = wordCount(text);
  const short = turnWords <= 4;
  // "No, nada más eso, muchas gracias": a no with thanks is as short as a no.
  const thankedNo =
    /^(?:nothing|no|nope|rien|non|nada)\b/i.test(text.trim()) &&
    turnWords <= THANKED_NO_WORDS &&
    THANKS.test(text);
  const saidNo =
    thankedNo ||
    (short &&
      (c('consent_no') >= ACT ||
        c('confirm_no') >= ACT ||
        /^(?:nothing|no|nope|rien|non|nada|no nada)\b/i.test(text.trim())));
  if (saidNo) {
    // A no to "anything else?" ends the call; a no to "Have you had something nice to eat?" does not.
    const askedAnythingElse = out.state.supportive || lastAsked(out, 'anythingElse', 'askRememberOrRemind');
    if (askedAnythingElse) return goodbye(out, facts).done();
    return out.say(prefix, out.line('allRight'), out.line('anythingElse')).done();
  }
  const phrases = PHRASES[facts.language];
  if (out.state.supportive) {
    // After talk of self-harm: no small talk, one gentle question at a time.
    const ask = phrases.supportiveAsk[turns % phrases.supportiveAsk.length] ?? '';
    return out.say(prefix, phrases.supportive[turns % phrases.supportive.length] ?? '', ask).done();
  }
  const ack = acknowledgement(u, facts, turns);
  // Something sad or painful gets a gentle question, not small talk about lunch.
  if (u.feeling === 'low') {
    return out.say(prefix, ack, phrases.supportiveAsk[turns % phrases.supportiveAsk.length] ?? '').done();
  }
  const ask = phrases.question[(turns >> 1) % phrases.question.length] ?? '';
  return out.say(prefix, ack, turns % 2 === 0 ? ask : out.line('anythingElse')).done();
}

/**
 * Passes a worry the scripted companion heard on to the family, once per call and kind; whether it
 * did. With a model, the model flags worries itself (flag_concern).
 */
function passConcern(out: Out, u: Understanding, text: string, facts: CallFacts): boolean {
  const kind = u.concern;
  if (!kind || !facts.known || out.state.engine !== 'scripted' || out.state.concerns?.includes(kind))
    return false;
  out.set({ concerns: [...(out.state.concerns ?? []), kind] }).do({ type: 'concern', kind, said: text });
  return true;
}

/** What was said, acknowledged as it sounded: sorry for a bad night, glad of a visit. */
function acknowledgement(u: Understanding, facts: CallFacts, turns: number): string {
  const phrases = PHRASES[facts.language];
  const lines =
    u.feeling === 'low'
      ? phrases.listeningLow
      : u.feeling === 'good'
        ? phrases.listeningGood
        : phrases.listening;
  return lines[turns % lines.length] ?? '';
}

function reminder(
  out: Out,
  request: PendingReminder,
  facts: CallFacts,
  now: Date,
  prefix = '',
  /** What is said after it is set: by default, whether there is anything else. */
  then = out.line('anythingElse'),
): Out {
  if (!request.text) {
    return out.set({ stage: 'reminder', pendingReminder: request }).say(prefix, out.line('askReminderWhat'));
  }
  if (!request.time) {
    return out.set({ stage: 'reminder', pendingReminder: request }).say(prefix, out.line('askReminderTime'));
  }
  // Outside the window, its nearer end offered in so many words: a yes takes it.
  if (!insideCallingWindow(minutesOf(request.time))) {
    const offered = nearestInWindow(minutesOf(request.time));
    return out
      .set({ stage: 'reminder', pendingReminder: { ...request, time: null }, offeredTime: offered })
      .say(prefix, out.line('reminderOutsideWindow', { time: spokenTime(offered, facts.language) }));
  }
  const { after, ...one } = request;
  const set = setReminder(out, { ...one, text: request.text, time: request.time }, facts, now);
  return after?.length ? reminders(out.say(prefix, set), after, facts, now) : out.say(prefix, set, then);
}

/** Sets a reminder with its purpose and an hour inside the calling window; what to say of it. */
function setReminder(
  out: Out,
  request: ReminderRequest & { text: string; time: string },
  facts: CallFacts,
  now: Date,
): string {
  const localDate =
    request.repeat === 'once' ? (request.date ?? nextLocalDate(now, facts.timeZone, request.time)) : null;
  const time = spokenTime(request.time, facts.language);
  const today = localParts(now, facts.timeZone).date;
  const tomorrow = localParts(new Date(now.getTime() + 86_400_000), facts.timeZone).date;
  const day =
    localDate === today
      ? out.line('today')
      : localDate === tomorrow
        ? out.line('tomorrow')
        : localDate
          ? out.line('onDate', { date: spokenDate(localDate, facts.language) })
          : '';
  out.do({ type: 'set_reminder', text: request.text, time: request.time, repeat: request.repeat, localDate });
  out.set({
    pendingReminder: undefined,
    justSet: {
      text: request.text,
      time: request.time,
      repeat: request.repeat,
      localDate,
      ...(request.approximate && { approximate: true }),
    },
  });
  const link = reminderLink(request.text, facts.language);
  return request.repeat === 'daily'
    ? out.line('reminderSetDaily', { text: request.text, time, link })
    : out.line('reminderSetOnce', { text: request.text, time, day, link });
}

/**
 * "Quítemelo, quítemelo, que ya no voy", or "just the iron, leave the teatime one", said as the
 * companion has just read the reminders out, set or cancelled one, or asked which: talk of the
 * reminders, not of taking one's life, nor of stopping the calls. The classifier's guesses of
 * danger or a stop in it are dropped; the rules still hear either said in the same breath.
 */
function removingWhatWasRead(out: Out, u: Understanding, facts: CallFacts, text: string): Understanding {
  const lastSaid = out.state.lastSaid;
  const reminderJustSaid =
    justListed(out, lastSaid) ||
    !!justSetReminder(out.state.justSet, facts) ||
    lastSaid.includes(leadOf(out, 'reminderCancelled')) ||
    askedWhichToCancel(out, lastSaid);
  if (!reminderJustSaid) return u;
  const named = namingWords(text);
  // "Nine? No, I'm often asleep by then. Make it eight", to the one just set: its hour.
  const justSet = out.state.justSet;
  const itsHour =
    !!justSet && !!u.reminder?.time && u.reminder.time !== justSet.time && !!u.reminder.corrected;
  // "Oui, juste une fois, mercredi, pas tous les jours, Dieu m'en préserve": how often it is wanted.
  const aboutThem =
    u.removalOpens ||
    KEEP.test(text) ||
    itsHour ||
    saysHowOften(text, facts.language) ||
    facts.reminders.some((r) => shareAName(namingWords(r.text), named));
  if (!aboutThem) return u;
  return {
    ...u,
    intents: u.intents.filter(
      (h) =>
        !(
          (h.intent === 'emergency' || h.intent === 'self_harm' || h.intent === 'stop_calls') &&
          h.layer === 'classifier'
        ),
    ),
  };
}

/** A phrase's fixed opening words, as the companion says them before the reminders it names. */
const leadOf = (out: Out, key: PhraseKey) => out.line(key, { list: '', text: '' }).replace(/[.\s]+$/, '');

/** The companion's last words read out the reminders. */
function justListed(out: Out, lastSaid: string): boolean {
  return lastSaid.startsWith(leadOf(out, 'yourReminders')) || lastSaid.includes(leadOf(out, 'reminderIntro'));
}

/** The companion's last words ended with one of these lines. */
function lastAsked(out: Out, ...lines: PhraseKey[]): boolean {
  return lines.some((line) => out.state.lastSaid.trimEnd().endsWith(out.line(line)));
}

/** Requests that a restart, a cancel or a goodbye said in the same turn must not swallow. */
const BESIDE: readonly Intent[] = ['cancel_reminder', 'set_reminder', 'list_reminders', 'weather'];

/** The turn also asks about the reminders or the weather (`except` aside), at least surely enough to ask. */
function asksBeside(u: Understanding, except?: Intent): boolean {
  return BESIDE.some((intent) => intent !== except && confidenceOf(u, intent) >= ASK);
}

/** The companion's last words asked which reminder to cancel. */
function askedWhichToCancel(out: Out, lastSaid: string): boolean {
  return lastSaid.includes(leadOf(out, 'whichReminder'));
}

/**
 * Several reminders asked for at once: each set in turn, then "anything else?". One that cannot be
 * set as asked (nine at night, outside the calling window) asks about itself, and the others wait
 * for it.
 */
function reminders(out: Out, requests: ReminderRequest[], facts: CallFacts, now: Date, prefix = ''): Out {
  const [first, ...after] = requests;
  return reminder(out, after.length ? { ...first!, after } : first!, facts, now, prefix);
}

/** Words that may come with a corrected time and say nothing more ("no, make it ten, please"). */
const CORRECTION_ONLY =
  /^(?:no|non|nope|oh|ah|eh|euh|um|er|well|sorry|actually|rather|instead|make it|better|please|thanks|dear|love|plutot|plutôt|plutot vers|en fait|pardon|s'il vous plait|s'il vous plaît|merci|mejor|más bien|mas bien|perdón|perdon|por favor|gracias|hija|hijo|would suit (?:you|me)|suits? (?:you|me)(?: better| best| fine)?|(?:ça |ca )?m'arrange(?:rait)? (?:mieux|bien)?|me (?:viene|vendría|vendria) (?:mejor|bien)|[\s,.!?;:-])*$/i;

/** Why an hour was chosen, said with it: "para salir temprano", "so I'm ready", "pour être prête". */
const PURPOSE: Record<Language, RegExp> = {
  en: / (?:so (?:that |as to )?(?:i|i m|i ll|i can|im)|to (?:give me time|be ready|get ready|be early|have time))(?= )/,
  fr: / (?:pour (?:(?:que je|qu on) |etre (?:prete?|a l heure)|avoir le temps|partir (?:tot|a l heure|de bonne heure)|me preparer)|comme ca (?:j ai|j aurai|j aie) (?:le |du )?temps)/,
  es: / (?:(?:para|pa) (?:salir|estar list[ao]|tener(?:lo)? (?:todo )?(?:list[ao]|preparad[ao])|tener tiempo|llegar|prepararme|que (?:me de|no se me|me vaya|no desayune|tenga tiempo))|asi (?:me da|me de|tengo|me dara) (?:tiempo|tiempo de sobra))(?= )/,
};

/** Why that hour, said after it: "that's when I feed him", "c'est l'heure où…", "que es cuando…". */
const WHEN_REASON: Record<Language, RegExp> = {
  en: /^(?:(?:och|oh|ah|well|about|around|say|aye|yes|um|er)[\s,]+)*(?:(?:after|before) (?:my |the |me )?\S+[\s,]+)?(?:(?:that'?s|that is|because that'?s|as that'?s|it'?s) (?:when|the time|what time)|when|by then|by that time)\b/i,
  fr: /^(?:(?:oh|ah|ben|bah|euh|vers|oui)[\s,]+)*(?:(?:après|apres|avant) (?:le |la |mon |ma |l')?\S+[\s,]+)?(?:(?:c'est|c’est|parce que c'est|vu que c'est)\s+(?:l'|l’)?(?:heure|moment|quand)\b|c'est l'? où\b|quand\b|au moment où\b|(?:qu')?à cette heure(?:-là| là)?)/i,
  es: /^(?:(?:ay|bueno|pues|eh|sobre|hacia|sí|si)[\s,]+)*(?:(?:después|despues|antes) de (?:la |el |mi )?\S+[\s,]+)?(?:(?:que )?(?:es|será|sera|porque es) (?:cuando|la hora|el momento|a la hora)|cuando|(?:que )?a esa hora)\b/i,
};

/**
 * All that is left of a time said again is what it comes after or before, and that it suits
 * ("six heures et demie du soir, après les infos régionales, ça m'irait bien", "half six, after
 * the news, that'd suit me"): when it is, not another errand.
 */
const WHEN_ANCHOR: Record<Language, RegExp> = {
  en: /^(?:(?:och|oh|ah|well|so|then|aye|yes)[\s,]+)*(?:just )?(?:after|before) (?:my |the |me |his |her |our )?\S+(?: \S+)?[\s,]*(?:(?:that'?d|that would|that'?ll|that will|it'?d|it would) (?:suit|do|be (?:grand|lovely|perfect|fine|best|better))(?: me| you| us)?(?: fine| nicely| best| grand)?)?[\s,.!]*$/i,
  fr: /^(?:(?:oh|ah|ben|bah|euh|alors|oui)[\s,]+)*(?:juste )?(?:après|apres|avant) (?:les |le |la |mon |ma |mes |l'|l’)?\S+(?: \S+)?[\s,]*(?:(?:ça|ca|cela) (?:vous |m'|m’|me |nous )?(?:irait|ira|va|conviendrait|arrange(?:rait)?)(?: bien| mieux| parfaitement)?|c'est (?:parfait|bien|mieux))?[\s,.!]*$/i,
  es: /^(?:(?:ay|bueno|pues|eh|sí|si|entonces)[\s,]+)*(?:justo )?(?:después|despues|antes) de (?:la |el |los |las |mi |mis )?\S+(?: \S+)?[\s,]*(?:(?:eso |así )?(?:me|le|les|nos) (?:vendría|vendria|viene|va|iría|iria) (?:bien|mejor|de maravilla|perfecto))?[\s,.!]*$/i,
};

/** A turn that adds one more ("and…", "et aussi…", "y también…"). */
const ADDING = /^ (?:oh |ah )?(?:and|also|plus|et|aussi|y|e|tambien|ademas)(?= )/;
/** The words of adding that the reminder's own text may keep ("aussi d'appeler…"). */
const ANOTHER =
  /^(?:another(?: one)?(?: to)?|one more(?: to)?|also|aussi|également|egalement|también|tambien|además|ademas)(?:\s+(?:de\s+|d'|d’))?\s*/i;

/**
 * A bare time right after a reminder was set ("no, at ten", "plutôt à dix heures", "mejor a las
 * diez"): the same reminder, moved to that time (the one just set is cancelled). A time said
 * with anything else is a request of its own.
 */
function movedReminder(
  justSet: ScriptState['justSet'],
  u: Understanding,
  text: string,
  facts: CallFacts,
): ((out: Out, now: Date, prefix: string) => Out) | null {
  const request = u.reminder;
  const said = request?.time;
  if (!justSet || !request || !said) return null;
  const errand = request.text?.trim() ?? '';
  // "Ah non, à six heures je soupe justement. Mettez-la à sept heures": a no, and why, then the
  // hour it should be; what is left is the reason, not another errand. The same for an hour taken
  // back in the same breath ("aye, seven o'clock. Och no wait, half seven, the doctor said…") or
  // put elsewhere in words that say so ("I'm often asleep by then. Make it eight").
  const takenBack = (OPENS_WITH_NO.test(text) || !!request.corrected) && !ADDING.test(normalizeSpeech(text));
  // "Remind me at, oh, twelve? No, eleven…" right after the eye appointment was set, its purpose
  // taken from the turn before: the same reminder, at another hour.
  const same = errand === justSet.text;
  // "A las ocho de la tarde, que es cuando le echo el pienso": why that hour, not another errand.
  const whenReason = WHEN_REASON[facts.language].test(errand) || WHEN_ANCHOR[facts.language].test(errand);
  // "Ring me Wednesday morning at nine, so I've got time to get him in the basket", after the vet
  // on Wednesday at half past ten was set: the same errand, rung for earlier, and why.
  const earlierFor =
    PURPOSE[facts.language].test(normalizeSpeech(text)) &&
    !ADDING.test(normalizeSpeech(text)) &&
    justSet.repeat === 'once' &&
    (request.date ?? justSet.localDate) === justSet.localDate &&
    // Earlier, so as to be ready: "she comes for me at three, so I've time" after half past two is
    // when she comes, not a reminder moved later.
    minutesOf(said) < minutesOf(justSet.time);
  // "Tous les soirs", set at seven, then "rappelez-moi tous les jours à six heures et demie, que je
  // pense à lui téléphoner": the hour of the one just set, said in full, and nothing added.
  const itsHour =
    !!justSet.approximate &&
    !request.approximate &&
    request.repeat === justSet.repeat &&
    !ADDING.test(normalizeSpeech(text));
  if (
    errand &&
    !CORRECTION_ONLY.test(errand) &&
    !takenBack &&
    !same &&
    !earlierFor &&
    !whenReason &&
    !itsHour
  ) {
    // "And at eleven to ring the chemist": another reminder, in the same breath as the first.
    const another = errand.replace(ANOTHER, '').trim();
    if (!ADDING.test(normalizeSpeech(text)) || !another) return null;
    // Its day is the first one's, unless another is said ("tomorrow at ten, and at eleven…"), or
    // today is ("and this afternoon at three", after Thursday's).
    const today = saysToday(text, facts.language);
    return (out, now, prefix) => {
      const date =
        request.date ??
        (today ? localParts(now, facts.timeZone).date : justSet.repeat === 'once' ? justSet.localDate : null);
      return reminder(out, { ...request, text: another, time: said, date }, facts, now, prefix);
    };
  }
  // "Make it eight" after one set at nine in the evening: eight in the evening.
  const time =
    request.ampmUnsaid && minutesOf(justSet.time) >= 12 * 60
      ? `${Number(said.slice(0, 2)) + 12}${said.slice(2)}`
      : said;
  // "Oui tous les soirs" after one set at eight in the evening: no hour said, nothing moved.
  if (time === justSet.time || request.approximate) return null;
  const set = justSetReminder(justSet, facts);
  return (out, now, prefix) => {
    if (set) out.do({ type: 'cancel_reminder', reminderId: set.id });
    const date = request.date ?? (justSet.repeat === 'once' ? justSet.localDate : null);
    return reminder(out, { text: justSet.text, time, repeat: justSet.repeat, date }, facts, now, prefix);
  };
}

/**
 * The reminder just set for once, asked for every day at its own time (or no time said), or at an
 * hour now said when it was set for a part of the day.
 */
function madeDaily(justSet: ScriptState['justSet'], u: Understanding, text: string): ReminderRequest | null {
  if (!justSet || justSet.repeat !== 'once' || u.reminder?.repeat !== 'daily') return null;
  if (ADDING.test(normalizeSpeech(text)) || confidenceOf(u, 'cancel_reminder') >= ASK) return null;
  // "Les gouttes tous les soirs et jeudi à une heure et demie, c'est parfait": two reminders said
  // back, the one just set by its own day. Every day is the other one's.
  if (namesItsDay(justSet.localDate, u.language, text)) return null;
  // "Alors tous les soirs à huit heures et demie", after one set for "le soir" at seven: every day,
  // at the hour now said.
  if (justSet.approximate && u.reminder.time && !u.reminder.approximate && u.reminder.time !== justSet.time)
    return { text: justSet.text, time: u.reminder.time, repeat: 'daily', date: null };
  const sameTime =
    !u.reminder.time || u.reminder.time === justSet.time || confidenceOf(u, 'set_reminder') < ASK;
  return sameTime ? { text: justSet.text, time: justSet.time, repeat: 'daily', date: null } : null;
}

/** A reminder at each of the hours said: every day if it or they say so, else on their day. */
function atEachHour(request: ReminderRequest, hours: ReminderRequest[]): ReminderRequest[] {
  return hours.map((h) => {
    const daily = h.repeat === 'daily' || (request.repeat === 'daily' && !h.date);
    return {
      text: request.text,
      time: h.time,
      repeat: daily ? 'daily' : 'once',
      date: daily ? null : (h.date ?? request.date),
    };
  });
}

/**
 * Hours of the day said right after a reminder was set (none with a day of its own, nothing
 * added, nothing taken away, one of them new): that reminder's hours.
 */
function hoursOfJustSet(
  justSet: ScriptState['justSet'],
  u: Understanding,
  text: string,
  facts: CallFacts,
): ReminderRequest[] | null {
  if (!justSet?.text || !u.hours || ADDING.test(normalizeSpeech(text))) return null;
  // "¿A las nueve? No, no, mejor a las ocho, porque el camión pasa a las nueve": one hour put in
  // the place of another, with why (see movedReminder).
  if (OPENS_WITH_NO.test(text) || u.hours.some((h) => h.corrected) || u.reminder?.corrected) return null;
  if (confidenceOf(u, 'cancel_reminder') >= ASK || u.hours.some((h) => h.date)) return null;
  // The hours of those set on this call, said back: nothing new.
  const setNow = facts.reminders.filter((r) => r.thisCall).map((r) => r.localTime);
  if (u.hours.every((h) => h.time === justSet.time || setNow.includes(h.time!))) return null;
  return atEachHour({ text: justSet.text, time: justSet.time, repeat: justSet.repeat, date: null }, u.hours);
}

/** Whether a turn names the weekday of a reminder's date. */
function namesItsDay(localDate: string | null | undefined, language: Language, text: string): boolean {
  return !!localDate && normalizeSpeech(text).includes(normalizeSpeech(spokenWeekday(localDate, language)));
}

/** The time of the reminder just set, said again with no other errand and nothing added. */
function saidBack(justSet: ScriptState['justSet'], u: Understanding, text: string): boolean {
  if (!justSet || u.reminder?.time !== justSet.time || ADDING.test(normalizeSpeech(text))) return false;
  // "So remind me on Wednesday at eight in the morning, just the once": asked again in full, with
  // no errand and the same day, it is the one just set.
  const sameAgain =
    !u.reminder.text &&
    (!u.reminder.date || u.reminder.date === justSet.localDate) &&
    u.reminder.repeat === justSet.repeat;
  return confidenceOf(u, 'cancel_reminder') < ASK && (confidenceOf(u, 'set_reminder') < ACT || sameAgain);
}

/**
 * A yes, then the hours of reminders set on this call (two or more of them) said back, each at its
 * own hour (morning or evening unsaid), and nothing moved, cancelled or added.
 */
function allSaidBack(
  justSet: ScriptState['justSet'],
  u: Understanding,
  text: string,
  facts: CallFacts,
): boolean {
  const heard = u.reminders ?? u.hours ?? (u.reminder ? [u.reminder] : []);
  const setNow = facts.reminders.filter((r) => r.thisCall);
  const said = normalizeSpeech(text);
  if (!justSet || !heard.length || setNow.length < 2 || ADDING.test(said)) return false;
  if (heard.some((r) => r.corrected)) return false;
  if (confidenceOf(u, 'cancel_reminder') >= ASK) return false;
  if (readAnswer(said, u.language, false, true) !== 'yes') return false;
  const halfDay = (time: string) => minutesOf(time) % (12 * 60);
  return heard.every((r) => !!r.time && setNow.some((s) => halfDay(s.localTime) === halfDay(r.time!)));
}

/** The reminder the companion set on its last turn, as the session recorded it. */
function justSetReminder(
  justSet: ScriptState['justSet'],
  facts: CallFacts,
): CallFacts['reminders'][number] | undefined {
  if (!justSet) return undefined;
  return facts.reminders.findLast(
    (r) =>
      r.text === justSet.text &&
      r.localTime === justSet.time &&
      r.repeat === justSet.repeat &&
      r.localDate === justSet.localDate,
  );
}

/** French infinitives' endings; nouns that end alike are said with an article ("la lettre"). */
const FRENCH_INFINITIVE = /^(?:vous\s+)?[a-zàâäçéèêëîïôöùûüÿœ]+(?:er|ir|re|oir)$/i;
const FRENCH_NOT_VERBS = new Set([
  'votre',
  'notre',
  'autre',
  'quatre',
  'entre',
  'contre',
  'lettre',
  'livre',
  'centre',
  'ordre',
  'heure',
  'facture',
  'voiture',
  'boulanger',
  'boucher',
  'notaire',
  'maire',
  'premier',
  'dernier',
  'janvier',
  'février',
  'hiver',
  'soir',
  'espoir',
  'mouchoir',
  'trottoir',
]);

/**
 * What joins "remind you" to the reminder: "to remind you about the dentist" but "to take your
 * pills"; "vous rappeler de prendre votre cachet", "d'appeler Paul", but "vous rappeler votre
 * rendez-vous" (Spanish says "recordarle" before either).
 */
function reminderLink(text: string, language: Language): string {
  if (language === 'en')
    return /^(?:the|a|an|your|his|her|their|our|that|this)\s/i.test(text) ? 'about ' : 'to ';
  // What they have or must do, said back to them: "que vous avez le coiffeur", "que tiene el podólogo".
  if (language === 'es') return /^(?:tiene|está|esta|debe|hay|viene|va|es|son)\s/i.test(text) ? 'que ' : '';
  if (/^vous (?:avez|êtes|etes|devez|allez)\s/i.test(text)) return 'que ';
  const first = /^(?:vous\s+)?\S+/i.exec(text)?.[0] ?? '';
  if (!FRENCH_INFINITIVE.test(first) || FRENCH_NOT_VERBS.has(first.toLowerCase())) return '';
  return /^[aeiouyhàâéèêîôû]/i.test(first) ? "d'" : 'de ';
}

function reminderList(facts: CallFacts): string {
  return facts.reminders.map((r) => `${r.text}, ${spokenTime(r.localTime, facts.language)}`).join('; ');
}

function listReminders(out: Out, facts: CallFacts, prefix: string): Out {
  if (!facts.reminders.length) return out.say(prefix, out.line('noReminders'));
  return out.say(prefix, out.line('yourReminders', { list: reminderList(facts) }), out.line('anythingElse'));
}

/** Words that name no reminder in particular ("take", "the", "vous", "chez", "para"). */
const NAMES_NOTHING = new Set(
  (
    'the and for you your with that this about take have remind reminder reminders one ' +
    'les des une pour vos votre mon mes que qui avec prendre rappel rappels vous nous est pas chez ' +
    'los las una para sus mis con que del tomar recordatorio recordatorios usted por'
  ).split(' '),
);

/** A reminder's words as said: lower case, no accents, no little words. */
const namingWords = (text: string) =>
  normalizeSpeech(text)
    .trim()
    .split(' ')
    .filter((w) => w.length >= 3 && !NAMES_NOTHING.has(w));

/**
 * "Non non, les cachets vous les laissez… juste la pédicure", to "shall I cancel the reminder for
 * the chiropodist?": only the reminder asked about, named after "just" or "only", is a yes
 * whatever "no" keeps the others.
 */
function onlyThatOne(text: string, reminderText: string | undefined): boolean {
  if (!reminderText) return false;
  const asked = namingWords(reminderText);
  const said = normalizeSpeech(text);
  return [...said.matchAll(ONLY_THAT), ...said.matchAll(ONLY_THAT_AFTER)].some((m) =>
    shareAName(namingWords(m[1]!), asked),
  );
}

/** The same said after what it names: "lo de las gotas na más", "the drops only", "les gouttes seulement". */
const ONLY_THAT_AFTER =
  /((?: \S+){1,4}) (?:na mas|nada mas|nomas|no mas|solamente|only|and thats it|and that s it|seulement|uniquement|et c est tout|y ya(?: esta)?)(?= )/g;

/**
 * "No, leave the tablet one, I need that… just the dinner one", to "shall I cancel the reminder to
 * leave the door on the latch?": another reminder kept, and "just" the one named in other words.
 */
function onlyTheOtherKept(
  text: string,
  pending: NonNullable<ScriptState['confirm']>,
  facts: CallFacts,
  /** Taking away said in the answer ("ese ya no me lo hagas, quítamelo; el otro déjamelo"). */
  removal: boolean,
): boolean {
  if (pending.action !== 'cancel_reminder' || !pending.reminderIds?.length) return false;
  const kept = keptReminders(text, facts);
  if (!kept.size || pending.reminderIds.some((id) => kept.has(id))) return false;
  if (removal) return true;
  const said = normalizeSpeech(text);
  // "Keep the tablet one though", "keep the one for my water pill, I still need that": the other
  // one kept, with no "no" to open the answer, lets this one go.
  // "No no, leave the tablet one in the morning", to "shall I cancel the lunch one?": the "no" is
  // for the other one, kept by name (two rounds' writers, apart, meant the lunch one to go).
  if (KEPT_INSTEAD.test(said) || !OPENS_WITH_NO.test(text) || NO_THEN_KEPT.test(said)) return true;
  // `search` ignores the patterns' global flag and leaves their lastIndex as it was.
  return said.search(ONLY_THAT) >= 0 || said.search(ONLY_THAT_AFTER) >= 0;
}

/** A "no" that goes straight on to keep another one: "no, leave the…", "non, gardez…", "no, déjeme…". */
const NO_THEN_KEPT =
  /^ (?:no|nope|non|nan)(?: (?:no|non))*(?: (?:\S+))? (?:leave|keep|dont touch|don t touch|laissez|gardez|garde|touchez pas|deja|dejame|dejeme|deje|mantenga|manten|no toque|no toques)(?= )/;

/** Someone else now rings them every day ("she phones me every morning", "me llama ella todas las mañanas"). */
const RUNG_BY_SOMEONE_ELSE: Record<Language, RegExp> = {
  en: / (?:she|he|they|\S+) (?:rings|calls|phones|ring|call|phone) (?:me|us) (?:up )?(?:every|each) (?:single )?(?:day|morning|evening|night)(?= )/,
  fr: / (?:elle|il|ils|elles|\S+) (?:m appelle|me telephone|m appellent|me telephonent|me passe un coup de fil) (?:tous les|chaque) (?:jours|matins|soirs|jour|matin|soir)(?= )/,
  es: / me (?:llama|llaman|telefonea|habla) (?:ella |el |ellos |ellas |mi \S+ )?(?:todos los dias|todas las mananas|todas las noches|todas las tardes|cada dia|cada manana|a diario)(?= )/,
};

/** No more trouble to be taken over them: "don't bother any more", "ne vous embêtez plus", "no os molestéis más". */
const NO_MORE_TROUBLE: Record<Language, RegExp> = {
  en: / (?:dont|don t|no need to) (?:you )?(?:bother|trouble yourselves|trouble yourself)(?: \S+){0,2} (?:any ?more|no more|again)(?= )| save yourselves? the (?:trouble|bother)(?= )/,
  fr: / (?:ne )?vous (?:embetez|derangez|fatiguez|cassez) (?:plus|pas plus)(?= )| vous pouvez vous (?:en )?(?:passer|epargner)(?= )/,
  es: / no (?:os|se|te) (?:molesteis|moleste|molesten|molestes) (?:mas|en llamar)(?= )| (?:os|se) lo (?:podeis|puede|pueden) ahorrar(?= )/,
};

/** Thanks for everything: "merci pour tout", "thank you for everything", "gracias por todo". */
const THANKS_FOR_ALL =
  / (?:merci pour tout|merci de tout|thanks for everything|thank you for everything|gracias por todo)(?= )/;

/** A contrast that keeps another one instead: "though", "mind you", "par contre", "eso sí". */
const KEPT_INSTEAD =
  / (?:though|tho|mind you|mind|however|par contre|en revanche|quand meme|eso si|en cambio|eso no)(?= |$)/;

/** "Just", "only", "juste", "seulement", "solo", "nada más" and up to six words named after it ("just get rid of the karen one"). */
const ONLY_THAT = / (?:just|only|juste|seulement|uniquement|solo|solamente|nada mas|nomas)((?: \S+){1,6})/g;

/** Whether two lists of naming words share one, said either way ("tablets", "tablet"). */
const shareAName = (a: string[], b: string[]) => a.some((w) => b.some((x) => sameWord(w, x)));

/** The same word said another way: "walking" for "walk", "tablets" for "tablet". */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The daily calls named as such ("every day", "tous les jours", "todos los días", "these calls"). */
const THE_DAILY_CALLS: Record<Language, RegExp> = {
  en: / (?:every (?:day|morning|evening|afternoon)|each day|daily|any ?more|these calls|your calls|the calls|for good|at all) /,
  fr: / (?:tous les (?:jours|matins|soirs)|chaque (?:jour|matin|soir)|quotidien\S*|plus du tout|ces appels|vos appels|les appels|pour de bon|definitivement) /,
  es: / (?:todos los dias|cada (?:dia|manana|tarde)|diari\S*|ya no (?:me )?llam\S*|nunca mas|(?:llames|llame|llamen|llameis) mas|estas llamadas|las llamadas|sus llamadas|para siempre) /,
};

/**
 * A reminder named and taken away, with the call about it not wanted in the same breath ("the
 * plumber came this morning, so scrap that one, no need to ring me about it"): one reminder is
 * named by its words, and the daily calls are not.
 */
function reminderTakenAway(u: Understanding, text: string, facts: CallFacts): boolean {
  if (!u.removal || !facts.reminders.length || THE_DAILY_CALLS[facts.language].test(normalizeSpeech(text)))
    return false;
  const named = namingWords(text);
  return facts.reminders.filter((r) => shareAName(namingWords(r.text), named)).length === 1;
}

/**
 * The words that say which reminder to cancel: those after "the reminder" ("le rappel vous pouvez
 * le supprimer"), unless they name none, when the whole turn does ("le podologue a annulé pour
 * demain alors le rappel vous pouvez le supprimer").
 */
function cancelWords(u: Understanding, text: string, facts: CallFacts): string {
  const ref = u.reminderRef;
  if (!ref) return text;
  const named = namingWords(ref);
  return facts.reminders.some((r) => shareAName(namingWords(r.text), named)) ? ref : text;
}

function matchReminder(words: string, facts: CallFacts) {
  const wanted = namingWords(words);
  const scored = facts.reminders
    .map((r) => ({
      r,
      hits: namingWords(r.text).filter((w) => wanted.some((said) => sameWord(w, said))).length,
    }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  if (scored.length === 1 || (scored[0] && scored[1] && scored[0].hits > scored[1].hits))
    return scored[0]?.r ?? null;
  if (facts.reminders.length === 1) return facts.reminders[0] ?? null;
  return null;
}

/** "Keep", "still take", "laissez", "gardez", "déjelo", "no lo quite": a clause that keeps a reminder. */
const KEEP =
  /\b(?:keep|leave|still (?:take|need|want|have)|don'?t (?:touch|cancel|remove)|laissez|laisse|gardez|garde|garder|touchez pas|pas toucher|d[ée]j[ae]lo|d[ée]j[ae]la|dejalo|dejelo|d[ée]jame(?:lo|la)|d[ée]jamel[oa]s|mant[ée]n(?:ga)?lo|no (?:lo |la )?(?:quites|quite|borres|borre|toques|toque)|(?:lo|la|los|las) (?:dejas|deja|deje|dejes) (?:como|así|asi|tal)|(?:s[ií] )?me (?:lo|la|los|las) (?:deja|deje|dejas|dejes|mantiene|mantenga|guarda|guarde)|(?:esa|ese|esta|este|eso) s[ií]|(?:me )?(?:lo |la )?sig(?:ue|ues|a|as) (?:diciendo|recordando|avisando)|that one (?:yes|stays)|(?:celle|celui)[- ]l[àa] oui|continuez (?:à|a) me (?:le |la )?(?:rappeler|dire))(?![\p{L}])/iu;

/** KEEP, for every keeping word of a clause. */
const KEEP_ALL = new RegExp(KEEP.source, 'giu');

/** The reminders named in a clause that keeps them. */
function keptReminders(words: string, facts: CallFacts): Set<string> {
  const kept = new Set<string>();
  // The keeping word is no name ("leave the tablet one" names no reminder to "leave the door on the latch").
  const naming = (clause: string) => {
    const named = namingWords(clause.replace(KEEP_ALL, ' '));
    return facts.reminders.filter((r) => shareAName(namingWords(r.text), named));
  };
  let before: CallFacts['reminders'] = [];
  let otherNext = false;
  // Clauses end at a stop or at "but" ("celui-là vous pouvez l'enlever mais gardez l'autre").
  for (const clause of words.split(/[.,;!?]+|\s(?:mais|but|pero|sauf|except)\s/i)) {
    const here = naming(clause);
    // "Gardez l'autre, le coiffeur": the other one, named just after.
    if (otherNext) for (const r of here) kept.add(r.id);
    otherNext = false;
    if (KEEP.test(clause)) {
      // "Keep the other": not the one just named.
      if (!here.length && THE_OTHER.test(normalizeSpeech(clause))) otherNext = true;
      // "Not the water tablet, leave that one": a keep that names none keeps the one just named.
      else for (const r of here.length ? here : before) kept.add(r.id);
    }
    before = here;
  }
  return kept;
}

/**
 * "All of them", "les supprimer tous", "quítemelos todos", "both": every reminder, not one
 * ("tous les soirs" and "todos los días" are how often, not how many).
 */
const ALL_OF_THEM: Record<Language, RegExp> = {
  en: / (?:(?:all|both|every one)(?: of)? (?:them|em|those|these|my reminders|the reminders|reminders|my alarms)|all (?:my|the|of my|of the) (?:reminders|alarms|calls about)|both reminders|(?:cancel|delete|remove|scrap|drop|clear|stop|get rid of|take off)(?: \S+){0,2} (?:all|both|everything|the lot|every one)) (?!(?:day|night|morning|evening|week|the time)(?: |$))/,
  fr: / (?:(?:tous|toutes) (?:mes|les|vos) rappels|les deux rappels|(?:annul|supprim|enlev|retir|effac)\S*(?: \S+){0,2} (?:tous|toutes|les deux)) (?!(?:les|mes) (?:jours|soirs|matins|midis|nuits|semaines|mois|ans)(?: |$))/,
  es: / (?:(?:todos|todas) (?:mis|los|las|sus) (?:recordatorios|avisos|alarmas)|los dos (?:avisos|recordatorios)|(?:quit|borr|cancel|elimin|anul)\S*(?: \S+){0,2} (?:todos|todas|los dos|las dos|ambos|ambas)) (?!(?:los|las) (?:dias|noches|mananas|tardes|semanas|meses)(?: |$))/,
};
/** "The other one", "l'autre", "el otro". */
const OTHER_ONE = '(?:the other(?: one)?|l autre|el otro|la otra)';
const THE_OTHER = new RegExp(` ${OTHER_ONE}(?= |$)`);

/** "That one", "the other one", "celui-là", "l'autre", "ese", "el otro". */
const THAT_ONE = new RegExp(
  ` (?:that one|this one|${OTHER_ONE}|celui la|celle la|celui ci|celle ci|ese|esa|este|esta)(?= )`,
);

/** "All but the eye drops": not all of them. */
const BUT = / (?:but|except|apart from|other than|sauf|excepte|a part|menos|excepto|salvo|quitando) /;

/**
 * The reminders the words name, less those named to be kept: all of them when they say so, else
 * the one they name best, else `fallback` (the one just set).
 */
function namedReminders(words: string, facts: CallFacts, fallback?: CallFacts['reminders'][number]) {
  const kept = keptReminders(words, facts);
  const open = facts.reminders.filter((r) => !kept.has(r.id));
  const said = normalizeSpeech(words);
  if (ALL_OF_THEM[facts.language].test(said) && !BUT.test(said)) return open;
  const match =
    matchReminder(words, { ...facts, reminders: open }) ??
    (fallback && !kept.has(fallback.id) ? fallback : undefined);
  if (match) return [match];
  // "Celui-là vous pouvez l'enlever, mais gardez l'autre, le coiffeur": the others kept by name,
  // "that one" is the one left.
  if (kept.size && open.length === 1 && THAT_ONE.test(said)) return open;
  return [];
}

/** "the pills, the eye drops and the bins", in the caller's language. */
const spokenList = (items: string[], language: Language) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

/** Cancels the reminder the words name; when the request was only a guess (`sure` false), asks first. */
function cancelReminder(
  out: Out,
  words: string,
  facts: CallFacts,
  prefix: string,
  sure: boolean,
  fallback?: CallFacts['reminders'][number],
  /** They take leave in the same breath ("…no me avises. Gracias, hija. Hala, adiós"). */
  leaving = false,
): Out {
  if (!facts.reminders.length)
    return leaving ? goodbye(out, facts) : out.say(prefix, out.line('noReminders'));
  // "The evening pills I still take, keep that one": a reminder named to be kept is never the one
  // cancelled, even when it is the only one left.
  const kept = keptReminders(words, facts);
  if (facts.reminders.every((r) => kept.has(r.id))) return out.say(prefix, out.line('anythingElse'));
  const named = namedReminders(words, facts, fallback);
  if (!named.length) return out.say(prefix, out.line('whichReminder', { list: reminderList(facts) }));
  const text = spokenList(
    named.map((r) => r.text),
    facts.language,
  );
  if (!sure) {
    const confirm = {
      action: 'cancel_reminder',
      reminderIds: named.map((r) => r.id),
      reminderText: text,
    } as const;
    return out
      .set({ stage: 'confirm', confirm: { ...confirm, resume: 'conversation' } })
      .say(prefix, out.line('confirmCancel', { text }));
  }
  for (const r of named) out.do({ type: 'cancel_reminder', reminderId: r.id });
  if (leaving) return goodbye(out.say(prefix, out.line('reminderCancelled', { text })), facts);
  return out.say(prefix, out.line('reminderCancelled', { text }), out.line('anythingElse'));
}

/**
 * A model asked to stop or resume the calls, or to cancel a reminder. Lasting changes happen
 * only when `understand` heard the same intent in the turn, or after the person confirms.
 */
function toolRequest(
  out: Out,
  event: Extract<ScriptEvent, { type: 'tool_request' }>,
  facts: CallFacts,
): Step {
  if (!facts.known) return out.do({ type: 'tool_result', outcome: { done: false, ask: '' } }).done();
  const heardIt = event.understanding ? confidenceOf(event.understanding, event.action) >= ASK : false;
  if (event.action === 'cancel_reminder') {
    const match = matchReminder(event.reminder ?? '', facts);
    if (!match)
      return out
        .do({
          type: 'tool_result',
          outcome: { done: false, ask: out.line('whichReminder', { list: reminderList(facts) }) },
        })
        .done();
    if (heardIt)
      return out
        .do({ type: 'cancel_reminder', reminderId: match.id })
        .do({ type: 'tool_result', outcome: { done: true } })
        .done();
    const ask = out.line('confirmCancel', { text: match.text });
    out.set({
      stage: 'confirm',
      confirm: {
        action: 'cancel_reminder',
        reminderIds: [match.id],
        reminderText: match.text,
        resume: 'conversation',
      },
    });
    return out.do({ type: 'tool_result', outcome: { done: false, ask } }).done();
  }
  if (heardIt) {
    if (event.action === 'stop_calls') out.do({ type: 'opt_out' }).set({ callsStopped: true });
    else out.do({ type: 'resume_calls' }).set({ callsStopped: false });
    return out.do({ type: 'tool_result', outcome: { done: true } }).done();
  }
  const ask = out.line(event.action === 'stop_calls' ? 'confirmStop' : 'confirmResume');
  out.set({ stage: 'confirm', confirm: { action: event.action, resume: 'conversation' } });
  return out.do({ type: 'tool_result', outcome: { done: false, ask } }).done();
}
