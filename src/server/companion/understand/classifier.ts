// The statistical layer: a naive Bayes safety classifier per language (wink-naive-bayes-text-
// classifier) over words, word pairs and four-letter pieces of words, so that "fallen", "falled"
// and "tombée" share evidence with what it was taught and speech-to-text spellings still count.
// It learns three classes, emergency, self-harm and everything else, from the corpus's training
// split in well under a second per language, once per process. Near-misses, small talk and the
// other intents are all "none", so "a film about a fire" teaches it as much as "the kitchen is
// full of smoke". Three classes, not fourteen, also make it ten times faster per turn.
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { normalizeSpeech, type Language } from '../language.ts';
import { corpusSplit, type Example } from './corpus.ts';

export type SafetyClass = 'emergency' | 'self_harm';

export interface Classification {
  intent: SafetyClass | 'none';
  /** The class's probability, 0..1. */
  score: number;
}

export interface IntentClassifier {
  classify(text: string): Classification[];
}

const SAFETY = new Set<string>(['emergency', 'self_harm'] satisfies SafetyClass[]);

/** Words, adjacent word pairs, and the four-letter pieces of each word (with its edges marked). */
export function features(text: string): string[] {
  const words = normalizeSpeech(text).trim().split(' ').filter(Boolean);
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

export function trainClassifier(examples: Example[]): IntentClassifier {
  const model = naiveBayes();
  // The library prepares the input once per class: features are computed once, beforehand.
  model.definePrepTasks([(input) => (Array.isArray(input) ? input : features(input))]);
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const { text, label } of examples) {
    model.learn(text, SAFETY.has(label) ? label : 'none');
  }
  model.consolidate();
  return {
    classify(text) {
      if (!text.trim()) return [];
      const odds = model.computeOdds(features(text));
      // computeOdds gives log-odds per class, best first: softmax them into probabilities.
      const top = odds[0]?.[1] ?? 0;
      const weights = odds.map(([, o]) => Math.exp(o - top));
      const sum = weights.reduce((a, b) => a + b, 0);
      return odds.map(([label], i) => ({
        intent: SAFETY.has(label) ? (label as SafetyClass) : 'none',
        score: (weights[i] ?? 0) / sum,
      }));
    },
  };
}

const trained = new Map<Language, IntentClassifier>();

/** The process's classifier for a language, trained on the corpus's training split once. */
export function classifierFor(language: Language): IntentClassifier {
  let classifier = trained.get(language);
  if (!classifier) {
    classifier = trainClassifier(corpusSplit(language).train);
    trained.set(language, classifier);
  }
  return classifier;
}

/** Trains every language now, so the first call of the day does not wait for it. */
export function warmClassifiers(): void {
  for (const language of ['en', 'fr', 'es'] as const) classifierFor(language);
}
