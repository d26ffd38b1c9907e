// The rule tables per language, for the rules layer and for the classifier's reading of a turn.
import type { Language } from '../language.ts';
import type { LanguageRules } from './rule-engine.ts';
import { en } from './rules-en.ts';
import { es } from './rules-es.ts';
import { fr } from './rules-fr.ts';

export const RULES: Record<Language, LanguageRules> = { en, fr, es };
