// The corpus the intent classifier learns from (corpus/<language>.json: utterances per intent,
// written as people of 80 speak, with near-miss negatives), and its fixed held-out split: about
// one utterance in five, chosen by a hash of its text, is never trained on and only measured.
import { readFileSync } from 'node:fs';
import type { Language } from '../language.ts';
import { CLASSIFIED_INTENTS, type ClassifiedIntent } from './intents.ts';

export type CorpusLabel = ClassifiedIntent | 'near_miss' | 'smalltalk';
export interface Example {
  text: string;
  label: CorpusLabel;
}

const LABELS: readonly CorpusLabel[] = [...CLASSIFIED_INTENTS, 'near_miss', 'smalltalk'];
export const HELD_OUT_PERCENT = 20;

/** FNV-1a over the lower-cased text: the same split on every machine, run and Node version. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text.toLowerCase().trim()) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function isHeldOut(text: string): boolean {
  return textHash(text) % 100 < HELD_OUT_PERCENT;
}

const cache = new Map<string, Example[]>();

/** Labelled lines from a corpus file: `{ "<label>": ["…", …] }`, read once per process. */
function readExamples(path: string): Example[] {
  const cached = cache.get(path);
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;
  const examples: Example[] = [];
  for (const label of LABELS) {
    const list = raw[label];
    if (!Array.isArray(list)) continue;
    for (const text of list) if (typeof text === 'string' && text.trim()) examples.push({ text, label });
  }
  cache.set(path, examples);
  return examples;
}

export function loadCorpus(language: Language): Example[] {
  return readExamples(`./corpus/${language}.json`);
}

/**
 * Training-only lines (corpus/<language>.apart.json), written apart from the corpus and the rules
 * by helpers who never saw either: the open halves of two sets whose other halves (bench/apart/,
 * with a third set's sealed half, whose open half did not help when trained on) are never trained
 * on and only measured, and two whole sets written only to train on (long
 * wandering turns, and answers from the middle of a call). They are never in the held-out split.
 */
export function loadTrainingOnly(language: Language): Example[] {
  return readExamples(`./corpus/${language}.apart.json`);
}

export function corpusSplit(language: Language): { train: Example[]; heldOut: Example[] } {
  const all = loadCorpus(language);
  return {
    train: [...all.filter((e) => !isHeldOut(e.text)), ...loadTrainingOnly(language)],
    heldOut: all.filter((e) => isHeldOut(e.text)),
  };
}
