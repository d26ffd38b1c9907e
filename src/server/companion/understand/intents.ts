// What `understand` can hear in a caller's turn. Safety intents come first in every list.
import type { Language } from '../language.ts';
import type { ConcernKind } from './concerns.ts';

/** Intents the statistical classifier is trained on (the corpus holds utterances for each). */
export const CLASSIFIED_INTENTS = [
  'emergency',
  'self_harm',
  'stop_calls',
  'resume_calls',
  'goodbye',
  'set_reminder',
  'list_reminders',
  'cancel_reminder',
  'remember',
  'weather',
  'repeat',
  'slower',
  'louder',
] as const;

export type ClassifiedIntent = (typeof CLASSIFIED_INTENTS)[number];
export type AnswerIntent =
  | 'consent_yes'
  | 'consent_no'
  | 'good_time_yes'
  | 'good_time_no'
  | 'good_time_later'
  | 'confirm_yes'
  | 'confirm_no';
/**
 * `ask_human`: "are you a real person?", answered plainly whatever else is going on.
 * `call_later`: "could you ring me back in an hour?", at any point of a call.
 */
export type Intent = ClassifiedIntent | AnswerIntent | 'screening' | 'voicemail' | 'ask_human' | 'call_later';

export type EmergencyKind = 'medical' | 'fire' | 'intruder' | 'harm_from_others' | 'help';

export type Layer = 'rules' | 'classifier' | 'model';

export interface Heard {
  intent: Intent;
  /** 0..1: at or above ACT the companion acts; from ASK it asks first (safety and lasting changes). */
  confidence: number;
  layer: Layer;
  /** Which emergency, when the rules could tell. */
  kind?: EmergencyKind;
  /** Talk of self-harm told by someone else, as the loved one said it ("he keeps saying he…"). */
  reported?: true;
}

export interface ReminderRequest {
  /** What to remind them of, in their words (second person where the language allows). */
  text: string | null;
  /** Local 24-hour HH:MM, or null when no time was said. */
  time: string | null;
  repeat: 'once' | 'daily';
  /** Local YYYY-MM-DD for a one-time reminder on a named day ("tomorrow"); null for the next such time. */
  date: string | null;
  /** The time is a part of the day's usual hour ("tous les soirs", "in the morning"), no hour said. */
  approximate?: boolean;
  /**
   * The hour was taken back and another given in the same breath ("seven… no, wait, half seven"),
   * or said with words that move a reminder ("make it eight", "plutôt dix heures").
   */
  corrected?: boolean;
  /** A morning hour read from a bare number ("make it eight"), with no "a.m." or morning said. */
  ampmUnsaid?: boolean;
  /** Asked whether reminders can be set ("vous savez mettre un rappel ?"), no hour said: it is asked. */
  onlyAsked?: boolean;
}

export interface Understanding {
  language: Language;
  /** Most confident first; at most one entry per intent. */
  intents: Heard[];
  reminder?: ReminderRequest;
  /** Two or more reminders asked for in one breath, each with what and when. */
  reminders?: ReminderRequest[];
  /** Two or more hours said in one breath, what for unsaid ("at eight, and again at six"). */
  hours?: ReminderRequest[];
  /** Another reminder asked for after "and another thing": the time said before it, if any. */
  beforeAnother?: ReminderRequest;
  /** "Remember that …": the fact. */
  fact?: string;
  /** "Cancel the reminder about …": the words naming it. */
  reminderRef?: string;
  /** How the caller sounds (pain, a bad night, grief; or a nice day), for the scripted answer. */
  feeling?: 'low' | 'good';
  /** The turn is only a greeting ("Hello?", "Buenas noches"). */
  greeting?: true;
  /**
   * The caller takes the companion for the bank, a seller or a survey ("¿del banco? no, no, yo no
   * quiero ná del banco", "je croyais que c'était encore la réclame pour les fenêtres").
   */
  mistakenFor?: true;
  /** A question ("what is it exactly?", "¿cuánto cuesta?"), said with a question mark or its words. */
  question?: true;
  /** What the service costs is asked ("how much is it?", "ça coûte combien ?"). */
  asksPrice?: true;
  /** The turn asks to take something away ("get rid of the tablets one"). */
  removal?: true;
  /**
   * It asks so as it opens ("non, laissez tomber…", "vous pouvez les supprimer tous…"), not in
   * passing ("a headache that won't go away" after a reminder was set).
   */
  removalOpens?: true;
  /** "Ring me back in an hour": how long from now, in minutes (10 to 240). */
  laterInMinutes?: number;
  /**
   * Answering the safety question, they speak of a plan ("lo tengo todo pensado", "I've made up
   * my mind"): to "Are you thinking about ending your life?" that is a yes, however calm.
   */
  planned?: true;
  /**
   * Answering "Are you hurt?", they name a harmless cause of what worried ("c'est le détecteur de
   * fumée, c'est la pile", "it's only the toast"), or who it was ("era mi nieto, que tiene llave"):
   * said calmly, that is an all-clear.
   */
  explained?: true;
  /** The turn stops mid-sentence ("well no, not really, I"): more is coming after the pause. */
  unfinished?: true;
  /** A worry for the family that is no emergency (a fall last week, tablets run out). */
  concern?: ConcernKind;
  /**
   * Asked whether it is a good time, they put the call off for a reason that holds danger heard
   * too faintly to ask about: the safety classifier's emergency below the sureness it needs over an answer
   * ("no es buen rato, que estoy metía en la bañera y no hay manera de salir"), or the rules'
   * weakened by the past. Asked about before any call back is booked.
   */
  troubled?: true;
}

/** What the companion expects to hear next, so an answer is read as an answer. */
export type Expecting = 'consent' | 'good_time' | 'confirm' | 'safety_check' | 'reminder' | null;

export interface UnderstandContext {
  expecting: Expecting;
  /** The loved one's IANA zone and the moment, for reminder times ("tomorrow", "tonight"). */
  timeZone: string;
  now: Date;
  /** Outbound calls listen for screeners and voicemail greetings on the first turn. */
  firstTurnOutbound?: boolean;
}

export const ACT = 0.8;
export const ASK = 0.45;

export function confidenceOf(understanding: Understanding, intent: Intent): number {
  return understanding.intents.find((h) => h.intent === intent)?.confidence ?? 0;
}
