// The loved one's language (companion.md: English by default; French for +33 and Spanish for +34
// numbers unless set otherwise) and Twilio's voice settings for it.
import { countryOfE164 } from '../../shared/phone/normalize.ts';

export type Language = 'en' | 'fr' | 'es';

export function languageOf(phone: { number: string; language?: string | null } | null): Language {
  if (phone?.language === 'en' || phone?.language === 'fr' || phone?.language === 'es') return phone.language;
  const country = phone ? countryOfE164(phone.number) : '1';
  if (country === '33') return 'fr';
  if (country === '34') return 'es';
  return 'en';
}

/** ConversationRelay language codes and a warm, clear voice per language. */
export const VOICE: Record<Language, { code: string; voice: string }> = {
  en: { code: 'en-US', voice: 'en-US-Journey-O' },
  fr: { code: 'fr-FR', voice: 'fr-FR-Neural2-A' },
  es: { code: 'es-ES', voice: 'es-ES-Neural2-A' },
};

/**
 * English words whose g a speech-to-text engine drops without an apostrophe, as it hears a Southern
 * or a Scots voice ("thinkin about endin it", "you keep on callin"): the common ones, by name, so
 * that no word that ends in "in" ("begin", "cousin", "jardin", "sin") is touched.
 */
const DROPPED_G = new RegExp(
  `\\b(${[
    'think end go do sitt feel try talk call com gett look mak tak say keep bleed hurt kill dy burn',
    'breath fall ly lay fix ring phon liv miss want wait wonder hav runn walk stand eat drink sleep',
    'start stopp los us hold shak ach throbb spinn smok smell cry pray plann sav giv leav morn even',
    'noth someth anyth everyth fight hid bang knock scream yell shout help wak lett putt',
  ]
    .join(' ')
    .replace(/ /g, '|')})in(?=\\s|$|[,.!?;:])`,
  'gi',
);

/**
 * Letters dropped in speech and written with an apostrophe, put back: "evenin'", "phonin'" (the
 * g), "ever' mornin'" and "ever morning" as a Southern voice says it (every), "eight o'clock'd suit
 * me" (would); and the old "a-" before a verb ("I keep a-forgettin'").
 */
export function withDroppedLetters(text: string): string {
  return text
    .replace(/(?<=[a-z]{2})in['’](?=\s|$|[,.!?;:])/gi, 'ing')
    .replace(DROPPED_G, '$1ing')
    .replace(/\bever['’](?=\s|$)/gi, 'every')
    .replace(
      /\bever(?=\s+(?:day|morning|night|evening|afternoon|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other day|single day)\b)/gi,
      'every',
    )
    .replace(/\ba-(?=[a-z]+ing\b)/gi, '')
    .replace(/\bo['’]clock['’]d\b/gi, "o'clock would");
}

/**
 * Scots words and the common ones they stand for ("I dinna want tae be recorded", "could ye gie me
 * a ring… tae remind me aboot the bank"): folded by the English rules (rules-en.ts `rewrites`) and
 * by the reminder parser alike.
 */
export const SCOTS_WORDS: readonly (readonly [said: string, common: string])[] = [
  ['tae', 'to'],
  ['gie', 'give'],
  ['ye', 'you'],
  ['wi', 'with'],
  ['heid', 'head'],
  ['oot', 'out'],
  ['doon', 'down'],
  ['aboot', 'about'],
];

/** Lower case, no accents, no punctuation, single spaces: what phrase matching compares. */
export function normalizeSpeech(text: string): string {
  // "Cœur", "sœur", "œuf": the joined letters are written out ("coeur"), as the rules spell them;
  // they have no decomposition, and had been dropped ("c ur").
  return ` ${withDroppedLetters(text)
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/**
 * A turn without the yes it opens with ("Sí, mis hijos viven lejos"): the yes answers a question
 * the classifier does not see, so it carries no meaning of its own there. Written as the caller
 * said it, before accents go: "sí," is yes, "si" is if.
 */
export function withoutLeadingYes(text: string): string {
  return text.replace(/^\s*(?:(?:yes|yeah|yep|aye|oui|ouais|sí|si(?=\s*[,.!]))(?=[\s,.!]|$)[\s,.!]*)+/i, '');
}

export function includesPhrase(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => normalized.includes(` ${p} `));
}
