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

/** Jamaican Creole words that stand for a common one, whatever comes around them. */
const JAMAICAN_WORDS: readonly (readonly [said: string, common: string])[] = [
  ['di', 'the'],
  ['dis', 'this'],
  ['dat', 'that'],
  ['dem', 'them'],
  ['wid', 'with'],
  ['pon', 'on'],
  ['inna', 'in'],
  ['fi', 'to'],
  ['haffi', 'have to'],
  ['cyaan|cyan|kyaan|caan', 'cant'],
  ['nuh', 'dont'],
  ['tink', 'think'],
  ['ting', 'thing'],
  ['everyting', 'everything'],
  ['someting', 'something'],
  ['anyting', 'anything'],
  ['nutten|nuttin|nutting|notting', 'nothing'],
  ['tek', 'take'],
  ['mek', 'make'],
  ['mawnin|maanin', 'morning'],
  ['bruk', 'broke'],
  ['fraid|fraidy', 'afraid'],
  ['pickney|pickneys', 'children'],
  ['yuh|unuh|unnu', 'you'],
  ['likkle', 'little'],
  ['tief', 'thief'],
  ['bwoy', 'boy'],
  ['smaddy|sumaddy', 'somebody'],
];
/** What a "mi" before it belongs to ("mi head", "mi tablet"): "mi" is then "my". */
const MINE =
  'own|head|heart|chest|arm|arms|hand|hands|foot|feet|leg|legs|knee|knees|hip|hips|back|belly|tummy|stomach|throat|mouth|lip|lips|face|eye|eyes|ear|ears|nose|neck|tongue|skin|body|breath|breathing|blood|pressure|sugar|tablet|tablets|pill|pills|medicine|pump|inhaler|glasses|phone|bag|purse|money|card|pension|house|yard|room|bed|bedroom|kitchen|bathroom|door|gate|window|church|bible|husband|wife|son|sons|daughter|daughters|children|grandson|granddaughter|grandchildren|sister|brother|nephew|niece|mother|mumma|father|friend|friends|neighbour|neighbor|doctor|dinner|food|life|shoes|clothes|name|number|mind|spirit|soul|garden|greenhouse|car|dog|cat|family|bones|words|speech|chair|flat|stairs|key|keys|heater|fire|cooker|stove';
/** Verbs and words after which "mi" is the one it is done to ("remind mi", "him box mi", "fi mi"). */
const TO_ME =
  'remind|call|ring|phone|tell|help|give|take|carry|hit|box|push|lick|wake|ask|leave|let|make|see|beat|rob|thief|kill|hurt|fling|grab|hold|choke|tump|punch|kick|for|to|with|on|at|bout|about|like|know|hear|frighten|vex';
/**
 * A verb after "a", which is "is …ing" in Creole ("it a bleed", "him a cuss"): only verbs that are
 * no noun after "a" in English, since "give it a go" and "have a look" are said by everyone.
 */
const GOING_ON = 'bleed|hurt|swell|burn|pound|cuss|faint';
const GOING_ON_E = 'chok|com|tak';
/** Words only Creole uses this way: a turn with none of them is not read as Creole at all. */
const CREOLE = /\b(?:mi|di|cyaan|cyan|kyaan|nuh|pon|inna|wid|dem|haffi|pickney|unuh|tek)\b/i;

const FROM_JAMAICAN: readonly (readonly [RegExp, string])[] = [
  // The plural after the thing: "mi pressure tablet dem", "di pickney dem".
  [
    /\b(mi|di|him|her|yuh|the|my|your|his|all|two|three|four|five)((?: [a-z]+)?) ([a-z]+?) dem\b/gi,
    '$1$2 $3s',
  ],
  [
    new RegExp(
      `\\b((?:mi|it|him|she|dem|head|lip|lips|arm|hand|foot|leg|nose|knee|chest|heart|belly|eye|eyes|throat|house|kitchen|smoke|fire|blood|man|smaddy)(?: dem)?) a (?:(${GOING_ON})|(${GOING_ON_E})e)\\b`,
      'gi',
    ),
    '$1 is $2$3ing',
  ],
  ...JAMAICAN_WORDS.map(([said, common]): [RegExp, string] => [
    new RegExp(`\\b(?:${said})\\b`, 'gi'),
    common,
  ]),
  [new RegExp(`\\bmi\\b(?= (?:${MINE})\\b)`, 'gi'), 'my'],
  [new RegExp(`(?<=\\b(?:${TO_ME}) )mi\\b`, 'gi'), 'me'],
  [/\bmi\b/gi, 'i'],
];

/**
 * Jamaican Creole read as the common words, as many of the Windrush generation speak ("mi
 * cyaan catch mi breath", "mi head a pound", "remind mi fi tek mi tablet"): by the English rules
 * (rule-engine.ts `dialects`) and by the reminder parser alike. Only a turn with a word that only
 * Creole uses ("mi", "di", "cyaan", "pon") is read so; "mi" is then "my" before what is one's own,
 * "me" after what is done to one, and "I" otherwise; "a" before a verb after its subject is going
 * on now ("it a bleed": it is bleeding); "dem" after a thing makes it more than one.
 */
export function fromJamaican(text: string): string {
  return CREOLE.test(text) ? FROM_JAMAICAN.reduce((read, [re, to]) => read.replace(re, to), text) : text;
}

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

/** How many words a turn has, as said. */
export const wordCount = (text: string) => text.trim().split(/\s+/).length;

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
