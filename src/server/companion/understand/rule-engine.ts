// The lexical layer's machinery: patterns over normalised speech, each with a confidence, and
// the context that weakens a match (a figure of speech, a negation just before it, a film or the
// news, something long past or somebody else's past). The tables of patterns are per language.
import type { EmergencyKind, Intent } from './intents.ts';

export interface Rule {
  re: RegExp;
  confidence: number;
  kind?: EmergencyKind;
  /**
   * A fire that has spread to something that should not burn (a curtain, the sofa): no candle,
   * log burner or birthday said beside it makes it the harmless fire (LanguageRules.harmlessFire).
   */
  spreads?: true;
  /**
   * The rule's own words carry a "no" ("no reacciona", "no se despierta"): a "no" just before it
   * ("no, no reacciona, la sacudo y nada") repeats it, and is no denial (LanguageRules.negation).
   */
  saysNo?: true;
  /**
   * The exceptions it looks for before its words may have been said at the end of the turn before
   * ("ma visite d'hier chez ma sœur, à la maison de retraite", then "elle me reconnaît plus du
   * tout"): it is read with the turn before's last words in front (TurnBefore.tail).
   */
  acrossTurns?: true;
}

export interface LanguageRules {
  /** Speech-to-text and spelling variants folded to one form (contractions, "cant" → "cant"). */
  rewrites: [RegExp, string][];
  /**
   * Dialects read as the common words after the rewrites, each only where its own words are heard
   * (language.ts `fromJamaican`).
   */
  dialects?: ((said: string) => string)[];
  /** Figures of speech removed before safety matching ("dying to see", "à mourir"). */
  figurative: RegExp[];
  /** A negation in the few words before a safety match ("I didn't fall"). */
  negation: RegExp;
  /**
   * A match that opens a clause of its own ("I'm", "j'ai"): a negation before it denied something
   * else ("No, I'm not hurt, I'm just so cold, my feet have gone blue").
   */
  newClause?: RegExp;
  /** A film, the news, a book: what happens there is not happening here. */
  media: RegExp;
  /**
   * The weather as the radio or the television forecast it ("moins vingt qu'y disaient à la
   * radio"): a fact about the day outside, not a story, so it makes nothing said beside it a film's.
   */
  forecast: RegExp;
  /**
   * A dream ("I was dreaming the house was on fire"): weakens an emergency told in it as a film
   * does, but never talk of ending one's life ("I dream of going to sleep and not waking").
   */
  dream: RegExp;
  /**
   * The speaker turning from a film or a book back to their own life ("and then I…", "pero bueno
   * mi marido…", "et puis je…"): what is said from there on is not weakened by the film.
   */
  turnToSelf: RegExp;
  /**
   * A turn that carries on a story told the turn before ("and then the hacienda burned down",
   * "y luego se incendió la hacienda", "et puis il est tombé"): read as the story, not as life.
   */
  storyGoesOn: RegExp;
  /** Over and done with ("last year", "fine now"). */
  resolved: RegExp;
  /**
   * A fright told ("j'ai eu une de ces frousses", "qué susto me he pegado anoche", "it gave me
   * such a fright"): an episode the speaker lived through and is telling, most often over. Danger
   * told in it, or in the turn after it, is asked about rather than acted on, unless something
   * says it is happening now.
   */
  fright: RegExp;
  /** Someone else's past ("my neighbour had a stroke"). */
  othersPast: RegExp;
  /**
   * Talk of ending one's life played down in the same breath ("je dis ça comme ça, c'est une
   * façon de parler", "I'm only saying"): a plain statement of it is still asked about.
   */
  minimised: RegExp;
  /**
   * Asides about someone long dead ("her sister, who died years ago", "que en paz descanse"): they
   * date that person, not what is happening, and are left out when the turn's time is read.
   */
  asides: RegExp;
  /**
   * The speaker's own intent or wish ("I'm going to", "je vais", "voy a"): somebody else's past
   * in the same turn ("like my grandmother did") does not weaken talk of self-harm then.
   */
  ownIntent: RegExp;
  /** Dark thoughts said to be over ("that's behind me now"): the one past that weakens self-harm talk. */
  recovered: RegExp;
  /**
   * The speaker speaking of themselves ("my arm", "je me", "me puse"): talk of self-harm in such
   * words is the speaker's own, whatever somebody else's past the same turn tells ("went to the
   * market with my neighbour, got some peaches… I held the iron against my arm").
   */
  firstPerson: RegExp;
  /** Now-words that keep a match whole despite the above ("again", "right now"). */
  urgent: RegExp;
  /**
   * Whatever was told, still there now ("it's still there a bit now", "ça passe toujours pas",
   * "todavía lo tengo"): urgent like the above, and a turn saying it is read with the turn before
   * (understand.ts), whose danger told as past ("I woke at five with a band round my chest") is now.
   */
  stillNow: RegExp;
  /**
   * What a request to stop the calls is about: the calls, the service, being contacted, or
   * leaving it. The classifier asks "stop calling?" only about a turn that mentions one of them.
   */
  callsTopic: RegExp;
  /** Harmless fire and smoke (the fireplace, the toast). */
  harmlessFire: RegExp;
  intents: Partial<Record<Intent, Rule[]>>;
  /**
   * Thanks for ringing, with no "but" after it ("you're very kind to call"): a warm goodbye, never
   * a request to stop. The classifier, which has learnt stops that open with thanks, is not heard
   * over it.
   */
  thanksForCalling: RegExp;
  /** Turns that look like an intent but are not it ("stop calling me dear", the charity's calls). */
  exclusions?: Partial<Record<Intent, RegExp>>;
  /**
   * A stop said the other way round ("don't cancel the calls", "n'arrêtez rien", "no me dejen de
   * llamar"): one of the stop's exclusions, and no stop for the classifier to guess at either.
   */
  negatedStop: RegExp;
  /**
   * One's own death spoken of as a future event in the ordering of one's affairs ("when I'm gone
   * the house goes to Susan", "quand je serai plus là", "cuando yo falte"): not in itself a low
   * voice (understand.ts leaves it out of the feeling). The rules hear what else the turn says.
   */
  naturalEnd: RegExp;
  /**
   * A message received and told ("j'ai reçu un message : coucou maman… j'ai une urgence… au
   * secours"): its words are somebody's writing, read out, weakened as a film is; what makes a turn
   * urgent counts only before the message, or once the speaker turns back to themselves.
   */
  message: RegExp;
}

export interface RuleHit {
  intent: Intent;
  confidence: number;
  kind?: EmergencyKind;
}

const SAFETY: ReadonlySet<Intent> = new Set(['emergency', 'self_harm']);

const everywhere = new WeakMap<RegExp, RegExp>();

/** The same pattern, matching anywhere in a text again and again. */
export function globally(re: RegExp): RegExp {
  let all = everywhere.get(re);
  if (!all) {
    all = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
    everywhere.set(re, all);
  }
  all.lastIndex = 0;
  return all;
}

const figures = new WeakMap<LanguageRules, RegExp[]>();

/** Figures of speech can occur more than once in a turn: each is removed wherever it stands. */
function globalFigures(rules: LanguageRules): RegExp[] {
  let list = figures.get(rules);
  if (!list) {
    list = rules.figurative.map(globally);
    figures.set(rules, list);
  }
  return list;
}

/** How a turn reads for safety (see `safetyView`). */
export interface SafetyView {
  /** The turn as normalised speech. */
  normalized: string;
  /** The same with the language's spelling variants folded. */
  said: string;
  /** `said` with figures of speech taken out. */
  safetyText: string;
  /**
   * What the classifier reads: `safetyText`, but with a dialect as it was said. The classifier
   * learned the dialect's own words from its corpus; the dialects are read for the rules.
   */
  classifierText: string;
  urgent: boolean;
  /** 1: happening now; less: a film, the past, somebody else's past. */
  contextFactor: number;
  /**
   * The same for talk of not wanting to live, where only a film or somebody else's past weakens
   * it: "he died in April and I want to die" is not over and done with, and neither is "I took
   * the tablets last month hoping not to wake up".
   */
  selfHarmFactor: number;
  /** `selfHarmFactor` comes from somebody else's past alone. */
  selfHarmByOthers: boolean;
  /**
   * Where, in `safetyText`, the speaker turns from a film or a book back to their own life, or
   * null. What is said from there on has the factors below: a film earlier in the turn does not
   * weaken it ("I watched a cookery programme, and then I sat wondering how many of my heart
   * pills it would take").
   */
  ownFrom: number | null;
  /** The factors of the speaker's own part, from `ownFrom` on. */
  own: ContextFactors;
  /**
   * The turn tells of a film, a programme or a book (or carries on such a story from the turn
   * before) and does not turn back to the speaker's own life: a turn after it that carries the
   * story on is read as the story.
   */
  story: boolean;
  /** The turn tells of a fright the speaker had (LanguageRules.fright). */
  fright: boolean;
  /** What the turn before said that changed how this one reads. */
  before: TurnBefore;
}

/** How much a film, the news or a book weakens what happens in it. */
export const MEDIA_FACTOR = 0.3;
/**
 * How much the past, somebody else's past, or a story carried over from the turn before weakens
 * what it tells (understand.ts lets an all but certain classifier ask over it).
 */
export const PAST_FACTOR = 0.4;
/** How much a fright told weakens the danger in it: from acting on it to asking about it. */
export const FRIGHT_FACTOR = 0.7;

/** What the turn before said that changes how this one reads. */
export interface TurnBefore {
  /** It told a story (its `story`): a turn carrying it on is read as the story. */
  story?: boolean;
  /** It told of a fright (its `fright`): this turn may be the fright's story. */
  fright?: boolean;
  /** Its last words, as read for safety, for the rules that look across turns (Rule.acrossTurns). */
  tail?: string;
}

/** How many of the turn before's last words a rule that looks across turns sees. */
const TAIL_WORDS = 12;

/** The last words of a turn read for safety, as TurnBefore.tail. */
export const tailOf = (view: SafetyView): string =>
  ` ${view.safetyText.trim().split(' ').slice(-TAIL_WORDS).join(' ')}`;

const acrossTurnsSearch = new WeakMap<RegExp, RegExp>();

/** The first match of `re` in `text` whose exceptions are not met by the words of `tail` before it. */
function matchAcrossTurns(re: RegExp, text: string, tail: string): { index: number; 0: string } | null {
  let search = acrossTurnsSearch.get(re);
  if (!search)
    acrossTurnsSearch.set(re, (search = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}g`)));
  search.lastIndex = tail.length;
  const found = search.exec(tail + text);
  return found ? { index: found.index - tail.length, 0: found[0] } : null;
}

interface ContextFactors {
  context: number;
  selfHarm: number;
  /** Talk of self-harm is weakened by somebody else's past alone (see LanguageRules.firstPerson). */
  selfHarmByOthers: boolean;
}

/** How much a text's context weakens a match in it (see SafetyView's factors). */
function contextFactors(
  rules: LanguageRules,
  text: string,
  urgent: boolean,
  media: boolean,
  frightBefore = false,
  dreamt = false,
): ContextFactors {
  const othersPast = !urgent && !media && rules.othersPast.test(text);
  const ownIntent = rules.ownIntent.test(text);
  const byOthers = othersPast && !ownIntent;
  const recovered = !urgent && rules.recovered.test(text);
  const fright = frightBefore || rules.fright.test(text);
  return {
    context: urgent
      ? 1
      : media || dreamt
        ? MEDIA_FACTOR
        : othersPast || rules.resolved.test(text)
          ? PAST_FACTOR
          : fright
            ? FRIGHT_FACTOR
            : 1,
    // A film or the news weakens talk of ending one's life only when the speaker states no intent
    // of their own ("I watched a programme and then I thought I'd like to close my eyes for good").
    selfHarm: media && !ownIntent ? MEDIA_FACTOR : byOthers || recovered ? PAST_FACTOR : 1,
    selfHarmByOthers: byOthers && !recovered,
  };
}

/** Where the speaker turns back to themselves from `start` on, or null. */
function turnToSelfFrom(rules: LanguageRules, text: string, start: number): number | null {
  const turn = globally(rules.turnToSelf);
  turn.lastIndex = start;
  const found = turn.exec(text);
  return found ? found.index : null;
}

/** Where the speaker turns back to themselves after the last mention of a film or a book (or a dream). */
function turnAfterMedia(rules: LanguageRules, text: string, re: RegExp = rules.media): number | null {
  let end = -1;
  for (const m of text.matchAll(globally(re))) end = m.index + m[0].length;
  return end < 0 ? null : turnToSelfFrom(rules, text, end);
}

/** Told as still there now, and not said to be over ("ya pasó… solo el olor, que no se va"). */
export const saysStillNow = (rules: LanguageRules, said: string) =>
  rules.stillNow.test(said) && !rules.resolved.test(said);

/**
 * How a turn reads for safety: its text with figures of speech taken out, and how much its
 * context weakens what it says. Computed once per turn, for the rules and the classifier.
 */
export function safetyView(rules: LanguageRules, normalized: string, before: TurnBefore = {}): SafetyView {
  const storyBefore = !!before.story;
  let said = normalized;
  for (const [re, to] of rules.rewrites) said = said.replace(re, to);
  const asSaid = said;
  for (const read of rules.dialects ?? []) said = read(said);
  const withoutFigures = (text: string) =>
    globalFigures(rules).reduce((left, re) => left.replace(re, ' ~ '), text);
  const safetyText = withoutFigures(said);
  const classifierText = said === asSaid ? safetyText : withoutFigures(asSaid);
  const quoted = rules.message.exec(said);
  const turnedBack = quoted ? turnToSelfFrom(rules, said, quoted.index + quoted[0].length) : null;
  const spoken = quoted
    ? said.slice(0, quoted.index) + (turnedBack === null ? '' : said.slice(turnedBack))
    : said;
  const urgent = rules.urgent.test(spoken) || saysStillNow(rules, spoken);
  const unforecast = said.replace(globally(rules.forecast), ' ');
  const media = !urgent && (!!quoted || rules.media.test(unforecast));
  const dreamt = !urgent && !media && rules.dream.test(said);
  const carried = storyBefore && !urgent && !media && !dreamt && rules.storyGoesOn.test(said);
  // "No sabe ni dónde está, me llama por el nombre de su hermana, que murió hace años": the aside
  // dates the sister, not the fever.
  const dated = said.replace(globally(rules.asides), '').replace(/ {2,}/g, ' ');
  let whole = contextFactors(rules, dated, urgent, media, !!before.fright, dreamt);
  if (carried) {
    // Like the past: what the story tells is weakened, unless the speaker states an intent of
    // their own, and a classifier all but certain still asks (understand.ts).
    const ownIntent = rules.ownIntent.test(said);
    whole = {
      context: Math.min(whole.context, PAST_FACTOR),
      selfHarm: ownIntent ? whole.selfHarm : Math.min(whole.selfHarm, PAST_FACTOR),
      // Weakened by the story, or not at all when an intent is stated: never by others alone.
      selfHarmByOthers: false,
    };
  }
  const ownFrom = media
    ? turnAfterMedia(rules, safetyText, rules.media.test(unforecast) ? rules.media : rules.message)
    : dreamt
      ? turnAfterMedia(rules, safetyText, rules.dream)
      : carried
        ? turnToSelfFrom(rules, safetyText, 0)
        : null;
  // The speaker's own part, read on its own: the film's part is often told in the past ("there
  // was a film on last night"), which says nothing of what follows.
  const own = ownFrom === null ? whole : contextFactors(rules, safetyText.slice(ownFrom), false, false);
  return {
    normalized,
    said,
    safetyText,
    classifierText,
    urgent,
    contextFactor: whole.context,
    selfHarmFactor: whole.selfHarm,
    selfHarmByOthers: whole.selfHarmByOthers,
    ownFrom,
    own,
    story: (media || carried) && ownFrom === null,
    fright: rules.fright.test(said),
    before,
  };
}

/** The best confidence per intent the patterns give for one normalised turn. */
export function applyRules(rules: LanguageRules, view: SafetyView): RuleHit[] {
  const { said, safetyText, urgent } = view;

  const hits = new Map<Intent, RuleHit>();
  for (const [intent, list] of Object.entries(rules.intents) as [Intent, Rule[]][]) {
    const safety = SAFETY.has(intent);
    const text = safety ? safetyText : said;
    if (rules.exclusions?.[intent]?.test(text)) continue;
    for (const rule of list) {
      const tail = rule.acrossTurns ? view.before.tail : undefined;
      const match = tail ? matchAcrossTurns(rule.re, text, tail) : rule.re.exec(text);
      if (!match) continue;
      let confidence = rule.confidence;
      if (safety) {
        const before = text.slice(Math.max(0, match.index - 40), match.index);
        if (!rule.saysNo && rules.negation.test(before) && !rules.newClause?.test(match[0])) continue;
        const own = view.ownFrom !== null && match.index >= view.ownFrom;
        const factors = own
          ? view.own
          : {
              context: view.contextFactor,
              selfHarm: view.selfHarmFactor,
              selfHarmByOthers: view.selfHarmByOthers,
            };
        // Talk of self-harm in the speaker's own words is theirs, whatever somebody else's past.
        const theirOwn =
          intent === 'self_harm' && factors.selfHarmByOthers && rules.firstPerson.test(match[0]);
        if (!theirOwn) confidence *= intent === 'self_harm' ? factors.selfHarm : factors.context;
        if (intent === 'self_harm' && rule.confidence >= PLAIN_SELF_HARM && rules.minimised.test(said))
          confidence = Math.max(confidence, MINIMISED_SELF_HARM);
        if (rule.kind === 'fire' && !rule.spreads && rules.harmlessFire.test(said) && !urgent)
          confidence *= 0.3;
      }
      const best = hits.get(intent);
      if (!best || best.confidence < confidence) hits.set(intent, { intent, confidence, kind: rule.kind });
    }
  }
  return [...hits.values()];
}

/** A rule this sure of talk of ending one's life is still asked about when it is played down. */
const PLAIN_SELF_HARM = 0.85;
/** How sure talk of ending one's life played down in the same breath is: enough to ask. */
const MINIMISED_SELF_HARM = 0.6;

/** Builds a word-boundary regex from a pattern written with spaces between words. */
export function w(source: string): RegExp {
  return new RegExp(`(?<=^| )(?:${source})(?= |$)`);
}

/** Up to n words in between. */
export const gap = (n: number) => `(?: \\S+){0,${n}} `;

/**
 * Up to n words in between, where a figure of speech may have been taken out: its " ~ " leaves two
 * spaces, which `gap` does not cross ("mes cheveux blancs là  ~  je vais les teindre").
 */
export const gapAcrossFigures = (n: number) => `(?:\\s+\\S+){0,${n}}\\s+`;

/** Two things said together, in either order, up to n words apart. */
export const eitherOrder = (a: string, b: string, n: number) => `${a}${gap(n)}${b}|${b}${gap(n)}${a}`;
