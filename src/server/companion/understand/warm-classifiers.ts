// For tests: trains every language's classifiers up front, in a hook with room for a loaded
// machine, so the first test that reads a turn does not carry the training in its own time limit.
import type { Language } from '../language.ts';
import { classifierFor, requestClassifierFor } from './classifier.ts';

export const WARM_TIMEOUT_MS = 120_000;

export function warmClassifiers(languages: readonly Language[] = ['en', 'fr', 'es']): void {
  for (const language of languages) {
    classifierFor(language);
    requestClassifierFor(language);
  }
}
