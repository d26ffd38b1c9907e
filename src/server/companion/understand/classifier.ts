// The statistical layer. Safety (emergency, self-harm, stopping the calls, or none of them) is
// judged by two different learners that must agree: naive Bayes (wink-naive-bayes-text-classifier)
// over words, word pairs and four-letter pieces of words, so that "fallen", "falled" and "tombée"
// share evidence with what it was taught, and a logistic regression over TF-IDF letter pieces and
// words (softmax-regression.ts). Naive Bayes alone is sure of something on almost every turn; the
// regression's probabilities are calibrated but it misses more. Their geometric mean keeps nearly
// all of naive Bayes' recall with about a third fewer false alarms (five-fold cross-validation on
// the training split, `npm run rules:cv -- --combined`). Near-misses, small talk and the other
// intents are all "none", so "a film about a fire" teaches as much as "the kitchen is full of
// smoke". A second logistic regression learns the requests (restart the calls, reminders, the
// weather, say that again…) for the turns the rules hear nothing in. All train from the corpus's
// training split in about 1.5 s per language, once per process.
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { normalizeSpeech, withoutLeadingYes, type Language } from '../language.ts';
import { corpusSplit, type Example } from './corpus.ts';
import type { ClassifiedIntent } from './intents.ts';
import { oddsOf } from './bayes-odds.ts';
import { SoftmaxRegression } from './softmax-regression.ts';
import { safetyView } from './rule-engine.ts';
import { RULES } from './rules.ts';

export type SafetyClass = 'emergency' | 'self_harm' | 'stop_calls';

export interface Classification<C extends string = SafetyClass> {
  intent: C | 'none';
  /** The class's probability, 0..1. */
  score: number;
}

export interface IntentClassifier<C extends string = SafetyClass> {
  classify(text: string): Classification<C>[];
  /** The same, for a turn already read as the classifier reads it (saves reading it twice). */
  classifyRead(read: string): Classification<C>[];
}

const SAFETY = new Set<string>(['emergency', 'self_harm', 'stop_calls'] satisfies SafetyClass[]);

/** A turn as normalised speech, without the marks where figures of speech were taken out. */
const plainSpeech = (text: string) => normalizeSpeech(text).replace(/ ~ /g, ' ');

/** Each example read once, labelled with its class among `classes` or "none". */
function labelled(examples: Example[], read: (text: string) => string, classes: ReadonlySet<string>) {
  return examples.map((e) => ({ text: read(e.text), label: classes.has(e.label) ? e.label : 'none' }));
}

/** Words, adjacent word pairs, and the four-letter pieces of each word (with its edges marked). */
function features(text: string): string[] {
  const words = plainSpeech(text).trim().split(' ').filter(Boolean);
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(`w:${word}`);
    const next = words[i + 1];
    if (next) out.push(`b:${word}_${next}`);
    const edged = `<${word}>`;
    for (let j = 0; j + 4 <= edged.length; j++) out.push(`c:${edged.slice(j, j + 4)}`);
  });
  return out;
}

/**
 * How the classifier reads a turn, in training and in use alike: as the rules read it for
 * safety, with figures of speech taken out ("this heat is killing me", "à mourir").
 */
export function classifierReading(language: Language): (text: string) => string {
  return (text) => safetyView(RULES[language], normalizeSpeech(withoutLeadingYes(text))).classifierText;
}

/** Naive Bayes on examples already read and labelled: each class with its probability. */
function trainBayes(examples: { text: string; label: string }[]): (read: string) => Classification[] {
  const model = naiveBayes();
  // The library prepares the input once per class: features are computed once, beforehand.
  model.definePrepTasks([(input) => (Array.isArray(input) ? input : features(input))]);
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const { text, label } of examples) model.learn(text, label);
  model.consolidate();
  // wink's odds, from a table of each token's likelihoods (bayes-odds.ts): the same numbers, faster.
  const computeOdds = oddsOf(model);
  return (readText) => {
    const odds = computeOdds(features(readText));
    // computeOdds gives log-odds per class, best first: softmax them into probabilities.
    const top = odds[0]?.[1] ?? 0;
    const weights = odds.map(([, o]) => Math.exp(o - top));
    const sum = weights.reduce((a, b) => a + b, 0);
    return odds.map(([label], i) => ({
      intent: SAFETY.has(label) ? (label as SafetyClass) : 'none',
      score: (weights[i] ?? 0) / sum,
    }));
  };
}

/**
 * The score from which a safety class is heard (understand.ts asks about it): chosen by five-fold
 * cross-validation on the training split (`npm run rules:cv -- --combined`), never on the held-out
 * one.
 */
export const SAFETY_FLOOR: Readonly<Record<SafetyClass, number>> = {
  emergency: 0.5,
  self_harm: 0.5,
  stop_calls: 0.3,
};

/**
 * The least the logistic regression alone must give an emergency or talk of self-harm for the
 * pair to be heard. Naive Bayes is sure of something on almost any turn, so a high product can
 * rest on it alone ("tengo el gato en las piernas, ronroneando" as an emergency, a calibrated 0.1
 * from the regression). Chosen with SHORT_TURN_FLOOR by five-fold cross-validation on the training
 * split and the open everyday sets (`npm run rules:cv -- --combined`): about a tenth fewer false
 * alarms for a tenth of a point of recall.
 */
export const REGRESSION_FLOOR = 0.3;

/**
 * The safety classifier: naive Bayes and the logistic regression on the same reading of the turn,
 * an emergency or self-harm scored by the geometric mean of their two probabilities (a product of
 * experts: a class scores high only when both learners give it weight).
 */
export function trainSafetyClassifier(
  examples: Example[],
  read: (text: string) => string,
  /**
   * The lowest score the caller acts on, per class. Where the regression gives every class less
   * than its floor squared (or an emergency or self-harm less than REGRESSION_FLOOR), naive Bayes
   * cannot lift a class to its floor, so it is not asked (most turns): each class then scores the
   * regression's bound √p, kept under its floor.
   */
  floors: Readonly<Record<SafetyClass, number>> = SAFETY_FLOOR,
): IntentClassifier {
  // Reading a turn as the rules do is the costly part of training: once, for both learners.
  const readExamples = labelled(examples, read, SAFETY);
  const bayes = trainBayes(readExamples);
  const regression = SoftmaxRegression.train(readExamples, [...SAFETY, 'none']);
  const classifyRead = (readText: string): Classification[] => {
    if (!readText.trim()) return [];
    const byRegression = regression.predict(readText);
    // Below its floor squared, or for an emergency or self-harm below REGRESSION_FLOOR, a class
    // cannot be heard whatever naive Bayes says.
    const reachable = ({ label, probability }: { label: string; probability: number }) =>
      SAFETY.has(label) &&
      probability >= (floors[label as SafetyClass] ?? 0) ** 2 &&
      (label === 'stop_calls' || probability >= REGRESSION_FLOOR);
    const hopeless = !byRegression.some(reachable);
    const byBayes = new Map(hopeless ? [] : bayes(readText).map((c) => [c.intent, c.score] as const));
    return byRegression
      .map((scored): Classification => {
        const intent = SAFETY.has(scored.label) ? (scored.label as SafetyClass) : 'none';
        const score = Math.sqrt(scored.probability * (hopeless ? 1 : (byBayes.get(intent) ?? 0)));
        // Heard only with the regression's own weight behind it: kept just under the floor.
        const floor = intent === 'none' ? 0 : (floors[intent] ?? 0);
        return {
          intent,
          score: intent === 'none' || reachable(scored) ? score : Math.min(score, floor * 0.99),
        };
      })
      .sort((a, b) => b.score - a.score);
  };
  return { classify: (text) => classifyRead(read(text)), classifyRead };
}

/**
 * The second classifier's classes: what a caller asks the companion to do, for the turns the
 * rules hear nothing in ("could you go back to ringing me in the mornings"). Everything else,
 * safety, goodbyes and "remember this" included, is "none": a goodbye or a memory taken from a
 * guess would end a call or keep a stranger's words.
 */
export const REQUEST_CLASSES = [
  'resume_calls',
  'set_reminder',
  'cancel_reminder',
  'list_reminders',
  'weather',
  'repeat',
  'slower',
  'louder',
] as const satisfies readonly ClassifiedIntent[];
export type RequestClass = (typeof REQUEST_CLASSES)[number];

const trained = new Map<Language, IntentClassifier>();
const requestsTrained = new Map<Language, IntentClassifier<RequestClass>>();

/** Trained on the corpus's training split once per process and language. */
function once<T>(cache: Map<Language, T>, language: Language, train: () => T): T {
  let value = cache.get(language);
  if (!value) {
    value = train();
    cache.set(language, value);
  }
  return value;
}

/** The process's safety classifier for a language. */
export function classifierFor(language: Language): IntentClassifier {
  return once(trained, language, () =>
    trainSafetyClassifier(corpusSplit(language).train, classifierReading(language)),
  );
}

/**
 * The request classifier: the logistic regression over the turn as said (figures of speech kept),
 * every class that is not a request being "none".
 */
export function trainRequestClassifier(examples: Example[]): IntentClassifier<RequestClass> {
  const requests = new Set<string>(REQUEST_CLASSES);
  const regression = SoftmaxRegression.train(labelled(examples, plainSpeech, requests), [
    ...REQUEST_CLASSES,
    'none',
  ]);
  const classifyRead = (readText: string): Classification<RequestClass>[] =>
    readText.trim()
      ? regression.predict(readText).map(({ label, probability }) => ({
          intent: requests.has(label) ? (label as RequestClass) : 'none',
          score: probability,
        }))
      : [];
  return { classify: (text) => classifyRead(plainSpeech(text)), classifyRead };
}

/** The process's request classifier for a language. */
export function requestClassifierFor(language: Language): IntentClassifier<RequestClass> {
  return once(requestsTrained, language, () => trainRequestClassifier(corpusSplit(language).train));
}

/** Trains every language now, so the first call of the day does not wait for it. */
export function warmClassifiers(): void {
  for (const language of ['en', 'fr', 'es'] as const) {
    classifierFor(language);
    requestClassifierFor(language);
  }
}
