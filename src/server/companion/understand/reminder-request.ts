// "Remind me to take my pills at 8 pm", "demain à 9 heures", "todos los días a las ocho de la
// noche": what to remind and when, read with chrono-node in the caller's language and zone.
// Spoken numbers ("eight p m", "vingt heures") are turned into digits first, because speech to
// text writes them either way.
import * as chrono from 'chrono-node';
import { fromJamaican, SCOTS_WORDS, withDroppedLetters, type Language } from '../language.ts';
import { minutesOf } from '../../schedule/daily-time.ts';
import { localParts } from '../../schedule/local-time.ts';
import type { ReminderRequest } from './intents.ts';
import { globally } from './rule-engine.ts';

const NUMBERS: Record<Language, Record<string, number>> = {
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    thirty: 30,
    'forty five': 45,
    'forty-five': 45,
  },
  fr: {
    une: 1,
    un: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    'dix-sept': 17,
    'dix sept': 17,
    'dix-huit': 18,
    'dix huit': 18,
    'dix-neuf': 19,
    'dix neuf': 19,
    vingt: 20,
    'vingt et une': 21,
    'vingt-et-une': 21,
    trente: 30,
  },
  es: {
    una: 1,
    uno: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    quince: 15,
    treinta: 30,
  },
};

/** Spoken minutes after an English hour: "nine thirty", "seven o five", "six forty-five". */
const EN_MINUTES: Record<string, number> = {
  'o five': 5,
  'oh five': 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  'thirty five': 35,
  forty: 40,
  'forty five': 45,
  fifty: 50,
  'fifty five': 55,
};

/** Later in the day: a bare "8" means 8 in the evening. */
/** The evening denied: "not in the evening", "pas du soir", "no de la noche". */
const NOT_EVENING: Record<Language, RegExp> = {
  en: /\b(?:not|no) (?:in the )?(?:evening|night|p\.? ?m\.?)\b/gi,
  fr: /\bpas (?:du|le|ce) soir\b/gi,
  es: /\bno (?:de|por) la (?:noche|tarde)\b/gi,
};

const EVENING: Record<Language, RegExp> = {
  en: /\b(p\.? ?m\.?|evenings?|tonight|nights?|afternoons?|after lunch|teatime|supper ?time|dinner ?time|bedtime)\b/i,
  fr: /\b(soirs?|soirées?|soirees?|après-midi|apres-midi|après midi|apres midi|nuit|de l'après|du soir)\b/i,
  // "Para que no llegue tarde", "ya es tarde": late, not the afternoon.
  es: /(?<!\b(?:llegue|llegues|llegar|llego|lleguemos|llegamos|llega|es|era|muy|mas|más|se hace|se me hace|demasiado) )\b(tardes?|noches?|p\.? ?m\.?)\b/i,
};

const MORNING: Record<Language, RegExp> = {
  en: /\b(a\.? ?m\.?|morning)\b/i,
  fr: /\b(matin|matinée|matinee)\b/i,
  es: /\b(mañana|manana|madrugada|a\.? ?m\.?)\b(?! (?:a las|por|temprano))/i,
};

/** Said of an hour, the morning itself (not the Spanish "mañana" that means tomorrow). */
const EARLY: Record<Language, RegExp> = {
  // "a.m." with its dots, or "am" after an hour: never the verb ("no, what am I saying").
  en: /\b(?:\d{1,2}(?:[:.]\d\d)?\s?a\.? ?m\b\.?|a\.m\.?|morning)(?=\s|$|[,.!?;])/i,
  fr: /\b(matin|matinée|matinee)\b/i,
  es: /\b(?:(?:de|por) la (?:mañana|manana)|madrugada|a\.? ?m\.?)(?=\s|$|[,.!?])/i,
};

// Not every day denied ("juste mercredi, pas tous les jours hein", "not every day, just the once").
const DAILY: Record<Language, RegExp> = {
  en: /(?<!\b(?:not|never|no|don't|dont)\s)(?<!\b(?:don'?t|do not|doesn'?t|won'?t) (?:need|want|have) (?:it |one |them |that |to )?)\b(every ?day|each day|daily|every (?:morning|evening|night|afternoon)|each (?:morning|evening|night)|all the time every|of an? (?:morning|evening|night))\b/i,
  fr: /(?<!\b(?:pas|non|jamais|plus)\s)(?<!\b(?:pas|plus) besoin (?:de (?:ça|ca|le faire) |d'en avoir )?)\b(tous les jours|chaque jour|chaque (?:matin|soir|midi)|tous les (?:matins|soirs|midis)|quotidien\w*)\b/i,
  es: /(?<!\b(?:no|nunca|ni)\s)(?<!\bno (?:lo |la |me )?(?:necesito|hace falta|quiero) )\b(todos los d[ií]as|todos los mediod[ií]as|cada d[ií]a|cada (?:mañana|manana|noche|tarde|mediod[ií]a)|todas las (?:mañanas|mananas|noches|tardes)|(?:en|por) las (?:mañanas|mananas|noches|tardes)|diario|diariamente)\b/i,
};

/**
 * "Remind me tonight at eight to turn on that crime show… my sister asks me about it every
 * morning": "tonight" said for the reminder, and an "every morning" that belongs to a reason told
 * after it (someone else's habit), which is no daily reminder.
 */
const TONIGHT_THEN_A_REASON: Record<Language, RegExp> = {
  en: /\b(?:tonight|this evening|this afternoon|today|this morning)\b.*?(\b(?:because|cos|cause|as|since|and (?:my|she|he|they)|my (?:sister|brother|daughter|son|husband|wife|friend|neighbour|neighbor)|she|he|they)\b.*)$/i,
  fr: /\b(?:ce soir|cet après-midi|cet apres-midi|aujourd'hui|aujourd’hui|ce matin)\b.*?(\b(?:parce que|parce qu|car|vu que|et (?:ma|mon|elle|il)|ma (?:sœur|soeur|fille|voisine|copine)|mon (?:frère|frere|fils|mari|voisin)|elle|il)\b.*)$/i,
  es: /(?<=^|\s)(?:esta noche|esta tarde|hoy|esta mañana|esta manana)(?=\s|$|[,.?!;]).*?((?<=^|\s)(?:porque|que mi|y mi|mi (?:hermana|hermano|hija|hijo|marido|vecina|amiga)|ella|él)(?=\s|$|[,.?!;]).*)$/i,
};

/** How often, said as once only ("just the once", "une seule fois", "solo una vez"): no errand. */
const ONCE_ONLY: Record<Language, RegExp> = {
  en: /\b(?:just|only) (?:the )?once\b|\bthe once\b|\bone time only\b|\bjust the one time\b|\bnot (?:every ?day|each day|daily)\b/gi,
  fr: /\b(?:une seule fois|juste une fois|qu'une fois|qu’une fois|une fois seulement|rien qu'une fois|rien qu’une fois|pas tous les jours|pas chaque jour)\b/gi,
  es: /(?<=^|\s)(?:solo una vez|sólo una vez|una sola vez|nada m[aá]s una vez|solo por esta vez|sólo por esta vez|una vez nom[aá]s|no todos los d[ií]as|no cada d[ií]a)(?=\s|$|[,.?!;])/gi,
};

/** How often said ("every night", "tous les soirs", "no solo una vez"): words about a reminder. */
/** Today named: "this afternoon", "ce soir", "esta tarde", "today". */
export const saysToday = (text: string, language: Language) => TODAY[language].test(text);

export const saysHowOften = (text: string, language: Language) =>
  DAILY[language].test(text) || text.search(ONCE_ONLY[language]) >= 0;

/** Default hours for a part of the day said without a time ("tomorrow morning", "ce soir"). */
const PART_OF_DAY: Record<Language, [RegExp, string][]> = {
  en: [
    // "First thing", before a meal's name ("the church supper") could say evening.
    // Not a part of a day gone by ("on the mystery last night", "yesterday afternoon").
    [/\bfirst thing\b/i, '08:00'],
    // Nor the part of the hour one is awake at ("I'm up at two in the morning", see AWAKE_AT).
    [
      /(?<!\b(?:last|yesterday|this past)\s)(?<!\b(?:up|awake|woke|wake) (?:at )?\d{1,2}(?::\d\d)? in the )\bmorning\b/i,
      '09:00',
    ],
    [/\bnoon|lunch ?time\b/i, '12:00'],
    // The end of the afternoon before the afternoon itself ("late afternoon", "fin d'après-midi").
    [/(?<!\b(?:last|yesterday|this past)\s)\blate (?:in the )?afternoon\b/i, '17:00'],
    [/(?<!\b(?:last|yesterday|this past)\s)\bafternoon\b/i, '15:00'],
    [/(?<!\b(?:last|yesterday|this past)\s)\b(evening|tonight|teatime|supper)\b/i, '19:00'],
    [
      /(?<!\b(?:last|yesterday|the other)\s)(?<!\b(?:up|awake|woke|wake) (?:at )?\d{1,2}(?::\d\d)? (?:in the |at )?)\bnight\b/i,
      '20:00',
    ],
  ],
  fr: [
    [/(?<!\bhier\s)\bmatin(?:s|ée|ee|ées|ees)?\b/i, '09:00'],
    // Not the "midi" of "après-midi".
    [/(?<!apr[eè]s[- ])\bmidis?\b/i, '12:00'],
    [
      /(?:\ben )?\bfin (?:d['’]|de l['’])apr[eè]s[- ]midi\b|(?:\ben )?\bfin de (?:la )?journ[ée]e\b/i,
      '17:00',
    ],
    [/\bapr[eè]s[- ]midi\b/i, '15:00'],
    [/(?<!\bhier\s)\bsoir(?:s|ée|ee|ées|ees)?\b(?!\s+derni[eè]re?\b)/i, '19:00'],
  ],
  es: [
    [/\b(?:por la|todas las|cada) (?:mañana|manana)s?(?![\p{L}])/iu, '09:00'],
    [/\bmediod[ií]as?\b/i, '12:00'],
    [/\b(?:por la|todas las|cada) tardes?\b/i, '16:00'],
    [/\b(?:por la|esta|todas las|cada) noches?\b/i, '19:00'],
  ],
};

/**
 * A part of the day preferred over another said beside it ("le matin j'ai le dos raide, alors ce
 * serait mieux le soir", "not the morning, rather the evening"): the one the preference names.
 */
const PREFERRED: Record<Language, RegExp> = {
  en: /\b(?:better|rather|prefer(?:ably)?|instead|make it)\b/gi,
  fr: /(?<![\p{L}])(?:mieux|plut[oô]t|pr[ée]f[èe]re(?:rais)?|de pr[ée]f[ée]rence)(?![\p{L}])/giu,
  es: /(?<![\p{L}])(?:mejor|m[aá]s bien|prefiero|preferir[ií]a|de preferencia)(?![\p{L}])/giu,
};
/** How near a preference stands to the part of the day it prefers. */
const PREFERRED_CHARS = 30;

/** Whether a part of the day is said ("in the morning", "ce soir", "de la noche"). */
export function saysPartOfDay(text: string, language: Language): boolean {
  return PART_OF_DAY[language].some(([re]) => text.search(re) >= 0);
}

/** The hour of the part of the day asked for, when no hour is said (see PART_OF_DAY, PREFERRED). */
function partOfDay(spoken: string, language: Language): string | null {
  // In the list's order, so the first is the one said when no preference picks another.
  const parts = PART_OF_DAY[language].flatMap(([re, hour]) =>
    [...spoken.matchAll(globally(re))].map((m) => ({
      at: m.index,
      end: m.index + m[0].length,
      hour,
    })),
  );
  if (new Set(parts.map((p) => p.hour)).size > 1) {
    for (const preference of spoken.matchAll(PREFERRED[language])) {
      const from = preference.index;
      const to = from + preference[0].length;
      // What follows the preference is what is preferred ("rather the evening"); failing that,
      // what it follows ("the evening would be better").
      const after = parts
        .filter((p) => p.at >= to && p.at - to <= PREFERRED_CHARS)
        .sort((a, b) => a.at - b.at);
      const before = parts
        .filter((p) => p.end <= from && from - p.end <= PREFERRED_CHARS)
        .sort((a, b) => b.end - a.end);
      const preferred = after[0] ?? before[0];
      if (preferred) return preferred.hour;
    }
  }
  return parts[0]?.hour ?? null;
}

/** Today said outright ("tonight", "esta noche"): with no hour, another day said is about something else. */
/** How near an hour "this afternoon" is said to be the hour's day: "cet après-midi à deux heures". */
const TODAY_BESIDE_CHARS = 20;
const TODAY: Record<Language, RegExp> = {
  en: /\b(?:tonight|today|this (?:morning|afternoon|evening))\b/i,
  fr: /\b(?:ce soir|aujourd'?hui|aujourd’hui|cet apr[eè]s[- ]midi|ce matin|cette nuit)\b/i,
  es: /(?<![\p{L}])(?:hoy|esta (?:noche|tarde|mañana|manana))(?![\p{L}])/iu,
};

const PARSERS: Record<Language, chrono.Chrono> = {
  en: chrono.en.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
};

/** Words that ask for a reminder, removed to leave what the reminder is about. */
const REQUEST_WORDS: Record<Language, RegExp[]> = {
  en: [
    /\b(?:(?:can|could|would|will) you (?:please )?|is it possible (?:for you )?to |please |and (?=(?:can|could|would|will|please|remind|set|give|ring|call|phone|mind|nudge|put)\b)|oh |well |love |dear )+/gi,
    /\b(?:set (?:me )?(?:up )?(?:a )?reminder|give me a reminder|a reminder|(?:do (?:me |us )?)?one of (?:those|them|these|your) reminders?(?: things?| calls?)?(?: set up| booked| put in)?(?: for (?:me|us))?|(?:set|put) (?:me )?(?:an |a )?alarm(?: for me)?|give (?:me|us) a (?:wee |quick |little |short )?(?:ring|call|bell|buzz|shout|hoy|holler|yell|hurry[- ]up|nudge|heads[- ]up|prod|poke)|(?:i )?need reminding|remind me|mind me|(?:ring|call|phone) me(?:(?:\s+[\w':]+){0,6}?\s+(?:and|to) (?:tell|remind) me)?|nudge me|jog my memory|don'?t let me forget|make sure i (?:remember|don'?t forget))\b/gi,
    /\b(?:every ?day|each day|daily|every (?:morning|evening|night)|,? ?not (?:just|only)(?: (?:today|tonight|the once|once))?(?=[\s,.!?]*$)|,? ?(?:just|only)(?: for)?(?: (?:tonight|today|the once|this once|once))?(?=[\s,.!?]*$))\b/gi,
  ],
  fr: [
    /\b(?:(?:est-ce que |pourriez-vous |pouvez-vous |vous pourriez |vous pouvez |savez-vous |vous savez )|s'il vous plaît|s'il vous plait|svp|alors|bon|et(?= (?:rappel|pourriez|pouvez|vous|me |m'|est-ce)))\b/gi,
    /(?:\b(?:(?:tu|vous) me t[ée]l[ée]phone[sz]?|(?:tu|vous) m['’]appel(?:les|lez|iez|ies)|(?:tu|vous) me t[ée]l[ée]phon(?:iez|ies)|rappelez-moi|rappelez moi|rappelle-moi|rappelle moi|rappelez-le-moi|rappelez le moi|me le rappeler|me le rappelez|me rappeler|me faire penser(?: à| a)?|pour (?:ne )?pas que j['’]oublie|pour ne pas oublier|(?:que (?:vous|tu) |tu )?me (?:fassiez|fasse|fasses|ferez|feriez|feras|ferais) penser(?: à| a)?|faites-moi penser|faites moi penser|fais-moi penser|fais moi penser|un rappel|mettez un rappel|mettez-moi une alarme|me sonner|m'appeler|me t[ée]l[ée]phoner|t[ée]l[ée]phonez-moi|t[ée]l[ée]phonez moi|appelez-moi|appelez moi|passez-moi un (?:petit )?coup de fil|me passer un (?:petit )?coup de (?:fil|téléphone|telephone)|me donner un (?:petit )?coup de fil|me dire)\b|(?:j'ai besoin )?qu'on me rappelle|(?:(?:j'ai|j’ai|j'aurais|j’aurais) besoin |j'aimerais |j’aimerais |je voudrais )?que vous me rappel+(?:iez|ie|le|les|ez)|vous me faites penser(?: à| a)?|(?:tu|vous) me rappel(?:lez|ez|les|le)(?= d['’]| de | à | a )|(?:dites,? )?(?:vous )?(?:savez|pouvez|pourriez)(?:-vous)? (?:me )?(?:faire|mettre|programmer|noter|prendre|marquer|inscrire) (?:des|un) (?:rappels?|pense-b[êe]tes?|pense b[êe]tes?)(?:,? c['’]est (?:ça|ca))?)/gi,
    /\b(?:tous les jours|chaque jour|chaque (?:matin|soir)|,? ?pas (?:seulement|juste|que)(?: (?:aujourd'hui|aujourd’hui|aujourd hui|ce soir|une fois))?(?=[\s,.!?]*$))(?![\p{L}])/giu,
    // « Ça vous embête pas de me le rappeler » : la demande, pas ce qu'il faut rappeler.
    /(?:^|(?<=\s))(?:ça|ca) (?:vous )?(?:embête|embete|dérange|derange|ennuie)(?: pas| point)? (?:de |d'|d’)?/gi,
  ],
  es: [
    /\b(?:me pregunto si (?:ustedes |usted )?(?:podrían|podrian|podría|podria|pueden|puede)|no s[ée] si se pueda|si no es (?:mucha )?molestia|(?:me )?(?:podría|podria|puede|puedes|podés|podes|podrías|podrias) |por favor|oiga|pues|y(?= (?:me|usted|tú|tu|por favor|recu|avís|avis)))\b/gi,
    /(?<![\p{L}])(?:h[aá]game acordar|hazme acordar|hacerme acordar|hacer acordar|me (?:hace|haces|haga|hagas) acordar|recuérdamelo|recuerdamelo|recuérdemelo|recuerdemelo|recuérdame|recuerdame|recordámelo|recordamelo|recordame|recordáme|acordámelo|acordamelo|acordame|hac[eé]me acordar|recuérdeme|recuerdeme|recordármelo|recordarmelo|recordarme|recuérdenme|recuerdenme|un recordatorio|avíseme|aviseme|avísame|avisame|recordármelo|recordarmelo|llámeme|llameme|llámame|llamame|llamarme|hablarme|telefonearme|timbrarme|me (?:llamás|llamas|llamarás|llamaras)(?=\s+(?:mañana|manana|hoy|esta|este|ese|el|a las|todos|cada|en))|(?:pa'?|para) (?:que )?me (?:llames|llame|llamen)|que me (?:llames|llame usted|llamen)|(?:pa'?|para) (?:acordarme|no olvidarme|que me acuerde|que me acuerde yo|que no me olvide)|(?:pa'?|para) que no se me (?:olvide|pase|vaya)|me (?:avisa|avisas|avisará|avisara|avisaría|avisaria|avises|avise|recuerdes|recuerde)(?: de)?|me (?:lo |la |los |las )?(?:recordás|recordas|recordarías|recordarias)|me (?:lo |la )?(?:recuerdas|recuerda|recuerdan)(?!\s+a\s+(?!las?\s))|(?:necesito|quiero|quería|queria|es) que(?: (?:usted|esta|este|mañana|manana|noche|tarde|hoy|el|la|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)){0,3} me recuerde|acuérdeme|acuerdeme|acuérdame|acuerdame|(?:me )?(?:puede|podría|podria|puedes) acordar|no me deje olvidar|póngame una alarma|pongame una alarma|(?:me )?(?:(?:puede|puedes|podría|podria|podrías|podrias) )?poner(?:me)? (?:un aviso|una alarma|un recordatorio)|(?:que|si) me (?:lo |la |los |las )?(?:recordaran|recordaras|recordara|recuerden|recuerdes|recuerde|avisaran|avisaras|avisara|avisen|avises|avise)|(?:si|que) me (?:pudieras|pudiera|podrías|podrias|podría|podria|puedes|puede) (?:usted |tú |tu )?(?:recordar|avisar|llamar|hablar|dar un toque)(?:lo|la|los|las)?|(?:quiero|quisiera|quería|queria) que me (?:hable|hables|llame|llames|marque|marques)|pu[eé]s avisar(?:me)?|me (?:das|da|darás|daras) un toque|(?:me )?(?:apuntas|apunta|apunte|apuntás|anotas|anota|anote|anotás) un (?:recordatorio|aviso)|(?:me )?(?:puede|podría|podria|puedes|podés|podes|podrías|podrias|podéis|podeis|podríais|podriais|pueden|podrían|podrian) (?:usted |ustedes )?(?:recordar|avisar|llamar|hablar|dar un toque))(?![\p{L}])/giu,
    /(?<![\p{L}])(?:todos los d[ií]as|cada d[ií]a|cada (?:mañana|manana|noche|tarde)|,? ?no (?:solo|sólo|solamente|nada m[aá]s|nom[aá]s)(?: (?:hoy|una vez|mañana|manana))?(?=[\s,.!?]*$))(?![\p{L}])/giu,
  ],
};

// Whole words only: "d'appeler" keeps its "a", "pastilla" and "potato" their endings.
const LEAD: Record<Language, RegExp> = {
  en: /^(?:(?:say|listen|look|right|now then|so),|(?:(?:it'?s|that'?s|this is|it is) for|(?:another|one more|one other) thing|to|about|of|that|for|me|at|on|and|then|yes|yeah|both(?: of them)?|the two|first|firstly|first of all|first off|the first one?)(?=[\s,:.]|$)|[,:.\s])+/i,
  fr: /^(?:(?:(?:une )?autre chose|encore une chose|c['’]est pour|d['’]abord|premièrement|premierement|en premier|(?:la|le) premi[eè]re?|de|que|pour|à|a|et|puis|oui|les deux|tous les deux|(?:j'aimerais|j’aimerais|je voudrais|j'aurais besoin|j’aurais besoin|j'ai besoin|j’ai besoin|il faudrait|faudrait) (?:que vous|qu'on|qu’on|que tu) me rappel(?:l)?(?:iez|ie|ies|iez|le|les)|voilà|voila|bon|alors|ben)(?=[\s,:.]|$)|d'|d’|qu'|qu’|[,:.\s])+/i,
  es: /^(?:(?:otra cos(?:a|ita)|una cos(?:a|ita) m[aá]s|primero|lo primero|la primera|el primero|de|del|que|para|pa|a|y|luego|entonces|sí|si|eso es|exacto|exactamente|bonica|maja|guapa|guapo|cariño|carino|reina|corazón|corazon|tú|tu|usted|ustedes|mir[aá]|mire|oye|oiga|pues|bueno|los dos|las dos|ambos|ambas|(?:quer[ií]a|quiero|quisiera|me gustar[ií]a) que me (?:pusieras|pongas|pusiera|ponga|pusiese) (?:un|una) (?:aviso|recordatorio|alarma)(?: (?:para|de|por))?|(?:quer[ií]a|quiero|quisiera|necesito|necesitar[ií]a) que me (?:recuerdes|recuerde|recordaras|recordara|avises|avise|avisaras|avisara))(?=[\s,:.]|$)|[¿¡,:.\s])+/i,
};

/** The little words just before a date or time ("on the", "le", "el"), blanked with it. */
const INTO_DATE: Record<Language, RegExp> = {
  en: /(?:,?\s*(?<=^|\s|,)(?:that's|that is|which is|i mean)\s+)?(?:(?<=^|\s)(?:on|the|at|by|in|of|for)\s+)*$/i,
  fr: /(?:,?\s*(?<=^|\s|,)(?:c'est|c’est|c'est-à-dire|ça fait|donc)\s+)?(?:(?<=^|\s)(?:le|la|les|à|a|au|du|de|pour|vers)\s+)*$/i,
  es: /(?:,?\s*(?<=^|\s|,)(?:o sea|es decir|que es|que sería|que seria)\s+)?(?:(?<=^|\s)(?:el|la|los|las|a|de|del|para|hacia)\s+)*$/i,
};

/** What is left of a time once chrono has taken its part ("samedi à 18 | heures", "de la tarde"). */
const LEFTOVER: Record<Language, RegExp> = {
  en: /\b(?:(?:a quarter of an hour|half an hour|an hour|\w+ minutes) (?:before|beforehand|early|ahead)|in the (?:morning|afternoon|evening)|o'?clock|this arvo|of an? (?:morning|evening|night)|(?:that's|that is|which is) the \d{1,2}(?:st|nd|rd|th))\b/gi,
  fr: /\b(?:(?:un quart d'heure|un quart d’heure|une demi-heure|une demi heure|une heure|\w+ minutes) (?:avant|en avance|plus tôt|plus tot)|\d{0,2}\s?heures?|du (?:matin|soir)|de l'apr[eè]s-midi|le(?= (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b))(?=\s|$|[,.?!;])/gi,
  es: /(?<=^|\s)(?:(?:un cuarto de hora|media hora|una hora|\S+ minutos) (?:antes|de antes)|de la (?:mañana|manana|tarde|noche)|en punto|(?:el|este|el mismo|ese mismo|ese) (?=(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)(?=\s|$|[,.])))/gi,
};

/**
 * "That day", "ese día", "ce jour-là": the day named elsewhere in the turn, and with "to remind me
 * of it", "pa' recordármelo", "pour me le rappeler" (or "rappelez-le-moi aussi"), the reminder is
 * what was said with that day.
 */
const THAT_DAY: Record<Language, RegExp> = {
  en: /\b(?:too|as well|also)(?=\s*[?.!]?\s*$)|\b(?:(?:on )?(?:that|the same) (?:day|morning|afternoon)|on the day)(?: itself)?\b|\b(?:to )?remind me(?: of (?:it|that)| about (?:it|that))?(?=(?:\s+(?:too|as well|also))?\s*[?.!,]?\s*$)|\b(?:of|about) (?:it|that)(?=(?:\s+(?:too|as well|also))?\s*[?.!]?\s*$)/gi,
  fr: /(?:\b(?:aussi|également|egalement)(?=\s*[?.!]?\s*$)|\b(?:ce jour[- ]l[àa]|le jour même|le jour meme|ce matin[- ]l[àa])|(?:pour )?me le rappeler|me le rappelez)(?=\s|$|[,.?!])/gi,
  es: /(?<=^|\s)(?:(?:también|tambien)(?=\s*[?.!]?\s*$)|ese (?:mismo )?día|ese (?:mismo )?dia|el mismo día|el mismo dia|esa (?:misma )?mañana|(?:pa'?|para) (?:recordármelo|recordarmelo)|recuérdemelo|recuerdemelo|recordámelo|recordamelo)(?=\s|$|[,.?!])/gi,
};

/** How far after an hour the part of the day said with it may end ("nine | in the morning"). */
const PART_AFTER_HOUR_CHARS = 18;

/** How far after the words of a request an hour may start and still be said with it ("remind me at | twelve"). */
const WITH_REQUEST_CHARS = 8;

/** "A las diez de la mañana": the morning, not tomorrow (chrono reads the "mañana" alone). */
const OF_THE_MORNING: Partial<Record<Language, RegExp>> = { es: /(?:^|\s)(?:de|por|en) la $/i };

const TRAIL: Record<Language, RegExp> = {
  en: /(?:(?<=^|[\s,])(?:please|if you would|if you don'?t mind|if you could|if you can|to|at|about|and|then|no|nope|wait|actually|it'?s|it is|which is|is|are|sorry|make it|what am i saying|i mean)|[\s,.?!…])+$/i,
  fr: /(?:(?<=^|[\s,])(?:(?:mettez|notez|marquez)[- ]moi (?:ça|ca|le|la)|s'il vous plaît|s’il vous plaît|si vous voulez bien|si vous voulez|si ça vous dérange pas|si ça ne vous dérange pas|svp|à|a|et|je voudrais|j'aimerais|je voulais|que vous|vous pouvez|vous pourriez|pouvez-vous|pourriez-vous|vous savez|savez-vous|non|attendez|il est|elle est|c'est|pardon|plutôt|plutot|qu'est-ce que je raconte|je veux dire)|[\s,.?!…])+$/i,
  es: /(?:(?<=^|[\s,¿])(?:por favor|si no le importa|si no te importa|si puede|si puedes|a|y|tú|tu|usted|no|espere|espera|que es|es|perdón|perdon|mejor|qué digo|que digo|digo|ándele|andele|ándale|andale|órale|orale|dale|sale|vale|pues)|[\s,.?!¿…])+$/i,
};

/**
 * A clause about forgetting, not about what to do: "you keep forgetting it", "j'oublie tout le
 * temps", "que si no se me pasa"; or why the hour suits ("que a esa hora ya he cenado"). Left out
 * of what is said back, unless it is all there is.
 */
const FORGETTING: Record<Language, RegExp> = {
  en: /^\s*(?:(?:and|but|cause|'cause|because|as)\s+)?(?:(?:my|me|your)\s+(?:memory|head|brain)(?:'s|\s+is|\s+has\s+got|\s+has)?|(?:i've|ive|i have|you've|you have)\s+(?:got\s+)?(?:a\s+)?(?:memory|head)|(?:i'm|im|you're)\s+(?:that|so|getting)\s+forgetful)\b(?:\s+(?:like a sieve|gone|shot|going|terrible|awful|useless|not what it was|not what it used to be))?.*$|^\s*(?:(?:and|but|cause|'cause|because|as|or|so|else)\s+)*(?:(?:you|i|she|he|we)(?:'re|'ll|'d| are| am| will| would)?|i'm)\s+(?:(?:always|aye|keep|just|forever|sure to|bound to|never)\s+)*(?:forget|forgets|forgetting|forgot)\b.*$|^\s*(?:(?:and|but)\s+)?(?:it|that)\s+(?:always\s+)?(?:slips|goes out of)\b.*$|^\s*(?:(?:and|but|cause|because|as|so)\s+)*(?:i'm|im|i am)\s+(?:afraid|frightened|scared|worried)\s+(?:i'll|i will|ill)\s+forget\b.*$|^\s*(?:(?:and|as|because|cause)\s+)?(?:that'?s|that is)\s+(?:when|the time)\b.*$/i,
  fr: /^\s*(?:(?:parce que|parce qu'|parce qu’|car)\s+)?(?:ma|la) t[êe]te\s+(?:c'est|c’est|est)\s+une\s+(?:vraie\s+|v[ée]ritable\s+)?passoire\b.*$|^\s*(?:(?:parce que|parce qu'|parce qu’|car|et|avec)\s+)?(?:(?:j'ai|j’ai|vous avez)\s+)?(?:ma|une|la|votre)\s+t[êe]te\s+(?:de\s+linotte|en\s+l['’]air)\b.*$|^\s*(?:(?:parce que|parce qu'|parce qu’|car|et)\s*)?(?:avec\s+(?:ce|cette|ces|le|la|les|tout ce|tous ces|toutes ces|mon|ma|mes)\s+\S+\s+)?(?:j'ai|j’ai|vous avez)\s+(?:la\s+t[êe]te|(?:une|la)\s+m[ée]moire)\s+(?:comme\s+une|d'une|en)\s+passoire\b.*$|^\s*(?:(?:parce que|parce qu'|parce qu’|car|et)\s+)?(?:ma|la|votre)\s+m[ée]moire\s+(?:flanche|me\s+joue\s+des\s+tours|n'est\s+plus|n’est\s+plus|fout\s+le\s+camp)\b.*$|^\s*(?:(?:et|mais|pis|parce que|car|sinon)\s+)*(?:(?:moi|moé|moe)\s+)?(?:(?:le|la)\s+)?(?:(?:je|j'|j’|vous|on|elle|il)\s*(?:l'|l’|les\s+|le\s+|la\s+)?)(?:(?:oublie|oubliez|oublions|oublies|oubliait)\b).*$|^\s*(?:(?:et|mais|pis)\s+)?(?:ça|ca)\s+(?:me\s+)?(?:sort|échappe|echappe)\b.*$|^\s*(?:(?:et|mais|pis|parce que|car)\s+)*(?:j'|j’|je\s+|vous\s+)(?:ai|avez)\s+peur\s+d['’ ]oublier\b.*$/i,
  es: /^\s*(?:(?:y|que|pero|porque|pues)\s+)+(?:\S+\s+){0,3}se\s+me\s+olvid(?:ó|o|aron)(?=[\s,.;!?]|$).*$|^\s*(?:(?:y|que|pero|porque|pues)\s+)*(?:tengo\s+|con\s+)?(?:la\s+(?:cabeza|memoria)\s+(?:como|que\s+parece)\s+un\s+colador|(?:una\s+|la\s+)?memoria\s+de\s+pez|la\s+memoria\s+(?:me\s+falla|ya\s+no\s+es\s+lo\s+que\s+era|no\s+me\s+da))\b.*$|^\s*(?:(?:y|que|pero|porque|pues)\s+)*(?:(?:si\s+no|siempre|luego|yo|ya|todo|todas? las cosas)\s+)*(?:se\s+me\s+(?:olvida|pasa|va)|me\s+(?:olvido|despisto)|(?:lo|la|los|las)\s+olvido|(?:me\s+da|tengo)\s+miedo\s+de\s+(?:olvidarme|olvidarlo))\b.*$|^\s*(?:(?:y|que|pero|porque|pues|ya que)\s+)*(?:a\s+)?(?:esa\s+hora|esas\s+horas)\b.*$|^\s*(?:(?:y|que|pero|porque|pues|ya que)\s+)+(?:es|era)\s+(?:la\s+hora|cuando)\b.*$/i,
};

/**
 * A mind elsewhere, given as the reason for wanting a reminder ("que ando con la cabeza en otra parte
 * con tanto examen", "j'ai la tête ailleurs", "my head's all over the place"): no errand, even
 * when it is all that was said. What the reminder is for is then asked.
 */
const DISTRACTED: Record<Language, RegExp> = {
  en: /^\s*(?:(?:and|but|cause|'cause|because|as)\s+)?(?:(?:my|me|your)\s+head'?s\s+(?:all\s+over\s+the\s+place|in\s+the\s+clouds|elsewhere|not\s+with\s+it)|(?:i'm|im|i am|you're|you are)\s+(?:all\s+over\s+the\s+place|that\s+scatterbrained|so\s+scatterbrained|miles\s+away|away\s+with\s+the\s+fairies))\b.*$/i,
  fr: /^\s*(?:(?:et|mais|pis|parce que|parce qu'|car)\s+)*(?:(?:j'ai|j’ai|vous avez)\s+la\s+t[êe]te\s+ailleurs|(?:je suis|vous êtes|vous etes)\s+(?:tellement\s+|si\s+|un peu\s+|toute?\s+)?(?:distraite?|étourdie?|etourdie?|tête en l'air|tete en l'air|dans la lune))\b.*$/i,
  es: /^\s*(?:(?:y|que|pero|porque|pues|ya que)\s+)*(?:(?:ando|estoy|voy|vivo|anda|está|esta)\s+(?:con\s+la\s+cabeza\s+(?:en\s+otra\s+parte|en\s+las\s+nubes|a\s+pájaros|a\s+pajaros|que\s+no\s+sé|que\s+no\s+se)|(?:muy\s+|tan\s+|un\s+poco\s+|de\s+lo\s+más\s+)?(?:despistad[ao]|distraíd[ao]|distraid[ao]|olvidadiz[ao]|atontad[ao]))|tengo\s+la\s+cabeza\s+(?:en\s+otra\s+parte|en\s+las\s+nubes|que\s+no\s+me\s+da))(?=[\s,.;!?]|$).*$/i,
};

/** The fear of forgetting it, said after what it is ("…le kiné, et vous avez peur d'oublier"): no part of it. */
const FEAR_OF_FORGETTING: Record<Language, RegExp> = {
  en: /[\s,]+(?:and\s+)?(?:i'm|im|i am|you're|youre|you are)\s+(?:afraid|frightened|scared|worried)\s+(?:i'll|ill|i will|you'll|youll|you will)\s+forget\b.*$/i,
  fr: /[\s,]+(?:et\s+)?(?:(?:j'|j’|je\s+|vous\s+)(?:ai|avez)\s+peur\s+d['’ ]oublier|(?:je|vous)\s+(?:vais|allez)\s+(?:encore\s+|sûrement\s+|surement\s+)?(?:l'|l’|le\s+|la\s+)?oublier)\b.*$/i,
  es: /[\s,]+(?:y\s+)?(?:me|le|te)\s+da\s+miedo\s+(?:olvidarme|olvidarse|olvidarlo)\b.*$/i,
};

/** Words that open a new subject mid-sentence: "…, and listen, …", "…, et puis dites, …", "…, y oiga, …". */
const NEW_SUBJECT: Record<Language, RegExp> = {
  en: /[,;.!?]\s*(?:(?:and|oh|but)\s+)?(?:listen|by the way|another thing|anyway|mind you)(?=[\s,.!?]|$)/i,
  fr: /[,;.!?]\s*(?:(?:et|oh|mais)\s+)?(?:écoutez|ecoutez|écoute|ecoute|dites|au fait|autre chose|d'ailleurs)(?=[\s,.!?]|$)/i,
  es: /[,;.!?]\s*(?:(?:y|oh|pero)\s+)?(?:oiga|oye|mire|mira|escuche|escucha|otra cosa|por cierto|a propósito|a proposito)(?=[\s,.!?]|$)/i,
};

/** A thing asked about before it is named ("…remind me of something?", "…penser à quelque chose ?"). */
const THING_UNNAMED =
  /^(?:(?:of|about|à|a|de|d')\s?)?(?:somethin'?g?|something|a thing|quelque chose|une chose|un truc|algo|una cosa|una cosita)$/iu;

/**
 * Only the reminder itself, nothing it is for: "I'm calling about one of them reminders", "je vous
 * appelle pour une histoire de rappel", "ponerme uno de esos recordatorios".
 */
const REMINDER_ITSELF: Record<Language, RegExp> = {
  en: /^(?:.*\b(?:calling|ringing|phoning|rang|rung)\b.*\b(?:about|for|with|regarding)(?:\s+(?:a|the|my|some|another|one of (?:them|those|your|these)))?(?:\s+(?:quick|wee|little))?(?:\s+reminders?)?|(?:do\s+|set\s+|make\s+)?one of (?:them|those|these|your)\s+reminders?)\s*$/i,
  fr: /^(?:.*\b(?:appelle|appelais|t[ée]l[ée]phone)\b.*(?:\bpour|\bà propos d['’]?|\bau sujet d['’]?)\s*(?:(?:un|une|le|les|mes|vos)(?:\s+|$))?(?:(?:histoire|question|affaire|truc)\s+de\s*)?(?:rappels?)?|(?:faire\s+|mettre\s+)?un de (?:ces|vos) rappels)\s*$/i,
  es: /^(?:.*\b(?:llamo|llamaba|llamado)\b.*\b(?:para|por|sobre)(?:\s+(?:un|una|el|los|lo del?))?(?:\s+(?:asunto|cosa|tema)\s+de)?(?:\s+(?:recordatorios?|avisos?))?|(?:poner(?:me)?\s+)?uno de (?:esos|estos|los) (?:recordatorios|avisos))\s*$/i,
};

/** One of the reminders asked for, and the turn ends there ("…do me one of those reminders?"). */
const UNNAMED_AT_END: Record<Language, RegExp> = {
  en: /\bone of (?:those|them|these|your) reminders?(?: things?| calls?)?(?: for (?:me|us))?(?:,? (?:please|if you can|if you could|if you would|love|dear|pet|hen|duck))*[\s?.!]*$/i,
  fr: /\bun de (?:vos|ces|tes) (?:petits )?rappels(?: pour moi)?(?:,? (?:s'il vous plaît|s'il vous plait|svp|si vous pouvez|si vous voulez bien))*[\s?.!]*$/iu,
  es: /(?<![\p{L}])uno de (?:esos|estos|sus|tus|los) (?:recordatorios|avisos)(?: para mí| para mi)?(?:,? (?:por favor|si puede|si no es molestia))*[\s?.!¿¡]*$/iu,
};

/**
 * Only the hello and the courtesies said before the request ("hello, yes fine thank you. can you do
 * me one of those reminders", "hello love it's only me, i want you to…"): nothing it is for.
 */
const COURTESIES_ONLY: Record<Language, RegExp> = {
  en: /^(?:(?:hello|hullo|hi|hiya|hey|yes|yeah|aye|fine|good|thank you|thanks|ta|love|pet|dear|hen|duck|darling|sweetheart|it['’]?s only (?:me|you)|only (?:me|you)|(?:i|you) want you(?: to)?|please|if you can|if you could|oh|well|now|morning|good morning)(?:[\s,.!?]+|$))+$/i,
  fr: /^(?:(?:bonjour|allô|allo|salut|oui|ça va|ca va|merci|bien|c['’]est (?:moi|vous)|s'il vous plaît|s'il vous plait|si vous pouvez|dites|bon|ben)(?:[\s,.!?]+|$))+$/iu,
  es: /^(?:(?:hola|buenas|buenos días|buenos dias|sí|si|bien|gracias|soy (?:yo|usted)|por favor|si puede|oiga|mire|pues|bueno)(?:[\s,.!?¿¡]+|$))+$/iu,
};

/** Something not yet named ("remind me of somethin", "quelque chose", "una cosa"). */
const VAGUE: Record<Language, RegExp> = {
  en: /^(?:(?:of|about) )?(?:somethin'?g?|something|summat|a thing|a thing or two|one or two things|a few things|some things|a couple of things|things|set up|sorted|done|put in|set)(?: for me)?(?:[ ,]+(?:now|then))?(?:[ ,]+(?:will|would|could|can) you)?(?:[ ,]+please)?$/i,
  fr: /^(?:(?:plutôt|plutot|d'accord|ok|hein)(?:[ ,]+(?:plutôt|plutot|d'accord|ok|hein))*|(?:(?:de|d') ?)?(?:quelque chose|des choses|choses|deux choses|une ou deux choses|une chose|un truc|des trucs|quelques trucs|les choses))(?:[ ,]+hein(?: \p{L}+)?)?$/iu,
  es: /^(?:de )?(?:algo|cosas|cositas|una cosa|unas cosas|un par de cosas|un par de cositas|una o dos cosas|dos cosas|una cosita|unas cositas|las cosas)(?:[ ,]+(?:que|pues|no))?(?:[ ,]*¿?(?:es verdad(?: eso)?|verdad|no|sí|si|puede ser)\??)?$/i,
};

/**
 * When, not what: "could you ring me every morning at nine? after breakfast". A meal or bedtime said
 * with the hour is no purpose; what to remind of is asked.
 */
const WHEN_ONLY: Record<Language, RegExp> = {
  en: /^(?:right |just )?(?:after|before|with|at) (?:my |the |your )?(?:breakfast|lunch|dinner|tea|supper|bed|bedtime|meal)$/i,
  fr: /^(?:juste )?(?:après|apres|avant|pendant) (?:le |mon |votre |la |ma )?(?:petit[- ]d[ée]jeuner|d[ée]jeuner|dîner|diner|souper|repas|coucher|sieste)(?:[ ,]+quoi)?$/iu,
  es: /^(?:justo )?(?:después|despues|antes) (?:del|de la|de) (?:desayuno|almuerzo|comida|cena|siesta|acostar(?:me|se))$/i,
};

/**
 * What is forgotten, said as the reason for the reminder ("parce que j'oublie tout le temps mes
 * exercices de la kiné", "because I keep forgetting my drops", "porque se me olvidan las
 * pastillas"): the forgetting is left out and what is forgotten is the reminder.
 */
const FORGOTTEN_THING: Record<Language, RegExp> = {
  en: /^(?:(?:because|cause|'cause|as) )?i (?:always |keep |just |do )?(?:forget|forgetting)(?: about)?(?: all the time| every time| half the time| always)? (?=\S)/i,
  fr: /^(?:(?:parce que|parce qu'|car|comme) )?(?:j'|j’|je )oublie(?: tout le temps| toujours| souvent| sans arrêt| sans arret| à chaque fois| chaque fois)? (?:de (?=\S))?(?=\S)/i,
  es: /^(?:(?:porque|que|como) )?(?:siempre )?(?:se me olvida(?:n)?|me olvido de|me olvido)(?: siempre| todo el rato| a cada rato| muchas veces)? (?=\S)/i,
};

/** What to remind of, without its clauses about forgetting ("take your water tablet, you keep forgetting it"). */
function withoutForgetting(said: string, language: Language): string {
  const forgotten = FORGOTTEN_THING[language].exec(said);
  const what =
    forgotten && contentWords(said.slice(forgotten[0].length)) >= 1 ? said.slice(forgotten[0].length) : said;
  const split = what.split(
    /(?<=[,;])\s*|\s+(?=(?:and|but|because|cause|'cause|et|mais|car|parce que|parce qu'|y|pero|porque)\s|parce qu['’]\S)|(?<!\b(?:parce|ya|puesto|así|asi|para|hasta|lo|el|la|los|las|antes de|después de|despues de))\s+(?=que\s)/i,
  );
  const bare = (clause: string) => clause.replace(/[,;]\s*$/, '');
  const clauses = split.filter((clause) => !DISTRACTED[language].test(bare(clause)));
  if (!clauses.length) return '';
  // "…que el domingo se me olvidó y mi hija me retó": what follows the forgetting with an "and" is
  // still its story.
  const kept: string[] = [];
  let forgetting = false;
  for (const clause of clauses) {
    if (FORGETTING[language].test(bare(clause))) forgetting = true;
    else if (!(forgetting && /^\s*(?:and|et|y|e)\s/i.test(clause))) {
      forgetting = false;
      kept.push(clause);
    }
  }
  return kept.length && kept.length < split.length && contentWords(kept.join(' ')) >= 1
    ? kept.join(' ')
    : what;
}

/** "Me insulin before me dinner", "ring me daughter": "my", as much of Britain and Ireland says it. */
const ME_FOR_MY =
  /\bme(?= (?:(?:water|heart|eye|sleeping|pain|new|morning|evening|night|blood pressure|thyroid|cough|arthritis|diabetes) )?(?:insulin|tablets?|pills?|drops|eye ?drops|inhaler|puffer|cream|medicine|meds|tea|dinner|lunch|breakfast|supper|bins?|jab|injection|appointment|hair|feet|eyes|legs|knees|husband|wife|son|daughter|grandson|granddaughter|sister|brother|friend|doctor|nurse|dog|cat|pension|prescription|washing|plants)\b)/gi;

/** "take my pills" → "take your pills": the caller's words said back to them. */
const SECOND_PERSON: Record<Language, [RegExp, string][]> = {
  en: [
    [/\bmy\b/gi, 'your'],
    [/\bmyself\b/gi, 'yourself'],
    [/\bme\b/gi, 'you'],
    [/\bmine\b/gi, 'yours'],
    // "I'm" before "I": the apostrophe is a word boundary, so "I" alone would make it "you'm".
    [/\bi'm\b/gi, "you're"],
    [/\bi\b/gi, 'you'],
    [/\bam\b/gi, 'are'],
  ],
  // Whole words by letters, accents included: "crème" and "problème" keep their "me".
  fr: [
    [/(?<![\p{L}])mes(?![\p{L}])/giu, 'vos'],
    [/(?<![\p{L}])mon(?![\p{L}])/giu, 'votre'],
    [/(?<![\p{L}])ma(?![\p{L}])/giu, 'votre'],
    [/(?<![\p{L}])m'/giu, 'vous '],
    [/(?<![\p{L}])me(?![\p{L}])/giu, 'vous'],
    // What they have or are ("j'ai le dentiste", "je suis chez ma fille"): said back to them.
    [/(?<![\p{L}])j'ai(?![\p{L}])/giu, 'vous avez'],
    [/(?<![\p{L}])je suis(?![\p{L}])/giu, 'vous êtes'],
    [/(?<![\p{L}])je dois(?![\p{L}])/giu, 'vous devez'],
  ],
  es: [
    [/(?<![\p{L}])mis(?![\p{L}])/giu, 'sus'],
    [/(?<![\p{L}])mi(?![\p{L}])/giu, 'su'],
    [/(?<![\p{L}])tengo(?![\p{L}])/giu, 'tiene'],
    [/(?<![\p{L}])estoy(?![\p{L}])/giu, 'está'],
    [/(?<![\p{L}])debo(?![\p{L}])/giu, 'debe'],
  ],
};

function spokenNumbersToDigits(text: string, language: Language): string {
  let out = ` ${text} `;
  if (language === 'en') {
    // "At, um, ten?": the hour after a hesitation is still said "at".
    out = out.replace(/\bat,?\s+(?:(?:um+|uh+|er+|erm|oh|ah),?\s+)+(?=\w)/gi, 'at ');
    out = out.replace(/\b(a|p)\s?\.?\s?m\b\.?/gi, (_m, x: string) => `${x.toLowerCase()}m`);
    // "Ring me the morra": Scots for tomorrow.
    out = out.replace(/\bthe (?:morra|morrow)\b/gi, 'tomorrow');
    // "Tomorrow, that's Tuesday, at half nine": the day named again is an aside, not a second time.
    out = out.replace(
      /\b(tomorrow|today|tonight),? (?:that['’]?s|that is|which is) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?/gi,
      '$1',
    );
    out = out.replace(/\bhalf past (\w+)/gi, (_m, h: string) => `${NUMBERS.en[h.toLowerCase()] ?? h}:30`);
    out = out.replace(/\bquarter past (\w+)/gi, (_m, h: string) => `${NUMBERS.en[h.toLowerCase()] ?? h}:15`);
    out = out.replace(/\bquarter to (\w+)/gi, (_m, h: string) => {
      const n = NUMBERS.en[h.toLowerCase()] ?? Number(h);
      return Number.isFinite(n) ? `${n - 1 || 12}:45` : _m;
    });
    out = out.replace(/\bhalf (\w+)\b/gi, (m, h: string) =>
      NUMBERS.en[h.toLowerCase()] ? `${NUMBERS.en[h.toLowerCase()]}:30` : m,
    );
    // "Eight o'clock in the morning", with no "at" before it.
    out = out.replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}) o'?clock\b/gi,
      (_m, h: string) => `${NUMBERS.en[h.toLowerCase()] ?? h}:00`,
    );
    out = out.replace(/\b(o'?clock)\b/gi, '');
  }
  if (language === 'en') {
    const hour = (h: string) => NUMBERS.en[h.toLowerCase()] ?? Number(h);
    const HOUR = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
    out = out.replace(
      new RegExp(
        `\\b${HOUR}[ -](${Object.keys(EN_MINUTES)
          .sort((a, b) => b.length - a.length)
          .map((m) => m.replace(' ', '[ -]'))
          .join('|')})\\b`,
        'gi',
      ),
      (_m, h: string, mm: string) => `${hour(h)}:${pad(EN_MINUTES[mm.toLowerCase().replace('-', ' ')] ?? 0)}`,
    );
    out = out.replace(new RegExp(`\\bhalf past ${HOUR}\\b`, 'gi'), (_m, h: string) => `${hour(h)}:30`);
    // "twenty past four", "ten to six"
    const PAST: Record<string, number> = {
      five: 5,
      ten: 10,
      twenty: 20,
      'twenty five': 25,
      'twenty-five': 25,
    };
    out = out.replace(
      new RegExp(`\\b(twenty[ -]five|five|ten|twenty) (past|to) ${HOUR}\\b`, 'gi'),
      (_m, mm: string, dir: string, h: string) => {
        const minutes = PAST[mm.toLowerCase()] ?? 0;
        if (dir.toLowerCase() === 'past') return `${hour(h)}:${pad(minutes)}`;
        return `${((hour(h) + 10) % 12) + 1}:${pad(60 - minutes)}`;
      },
    );
    out = out.replace(
      new RegExp(`\\b(?:a )?quarter past ${HOUR}\\b`, 'gi'),
      (_m, h: string) => `${hour(h)}:15`,
    );
    out = out.replace(
      new RegExp(`\\b(?:a )?quarter to ${HOUR}\\b`, 'gi'),
      (_m, h: string) => `${((hour(h) + 10) % 12) + 1}:45`,
    );
  }
  if (language === 'fr') {
    out = out.replace(/\b(\d{1,2})\s?h\s?(\d{2})\b/gi, '$1:$2');
    out = out.replace(
      /\b(\d{1,2}|[a-zéè-]+) heures? et demie\b/gi,
      (_m, h: string) => `${NUMBERS.fr[h.toLowerCase()] ?? h}:30`,
    );
    out = out.replace(
      /\b(\d{1,2}|[a-zéè-]+) heures? et quart\b/gi,
      (_m, h: string) => `${NUMBERS.fr[h.toLowerCase()] ?? h}:15`,
    );
    // "Dix-neuf heures trente", "huit heures quinze": the minutes said after "heures".
    out = out.replace(
      /\b(\d{1,2}|[a-zéè-]+) heures? (cinq|dix|quinze|vingt|vingt-cinq|vingt cinq|trente|quarante|quarante-cinq|quarante cinq|cinquante)(?![\p{L}-])/giu,
      (m, h: string, minutes: string) => {
        const hour = NUMBERS.fr[h.toLowerCase()] ?? Number(h);
        const after = FRENCH_MINUTES[minutes.toLowerCase().replace(' ', '-')];
        return Number.isInteger(hour) && hour <= 23 && after !== undefined ? `${hour}:${pad(after)}` : m;
      },
    );
    // "Neuf heures moins le quart", "midi moins dix": before the hour.
    out = out.replace(
      /\b(\d{1,2}|[a-zéè-]+|midi)(?: heures?)? moins (le quart|cinq|dix|vingt|vingt-cinq|vingt cinq)\b/gi,
      (m, h: string, before: string) =>
        beforeHour(
          h.toLowerCase() === 'midi' ? 12 : (NUMBERS.fr[h.toLowerCase()] ?? Number(h)),
          MINUTES_BEFORE[before.toLowerCase()],
        ) ?? m,
    );
  }
  if (language === 'es') {
    out = out.replace(
      /\b(\d{1,2}|[a-z]+) y media\b/gi,
      (_m, h: string) => `${NUMBERS.es[h.toLowerCase()] ?? h}:30`,
    );
    out = out.replace(
      /\b(\d{1,2}|[a-z]+) y cuarto\b/gi,
      (_m, h: string) => `${NUMBERS.es[h.toLowerCase()] ?? h}:15`,
    );
    // "Las nueve menos cuarto", "las doce menos diez": before the hour.
    out = out.replace(
      /\b(\d{1,2}|[a-z]+) menos (cuarto|cinco|diez|veinte|veinticinco)\b/gi,
      (m, h: string, before: string) =>
        beforeHour(NUMBERS.es[h.toLowerCase()] ?? Number(h), MINUTES_BEFORE[before.toLowerCase()]) ?? m,
    );
    // "Un cuarto para las cuatro", "diez para las doce" (Latin America): before the hour too.
    out = out.replace(
      /\b(?:un )?(cuarto|cinco|diez|veinte|veinticinco) para (?:las |la )(\d{1,2}|[a-z]+)\b/gi,
      (m, before: string, h: string) => {
        const hour = beforeHour(
          NUMBERS.es[h.toLowerCase()] ?? Number(h),
          MINUTES_BEFORE[before.toLowerCase()],
        );
        return hour ? `las ${hour}` : m;
      },
    );
  }
  const words = Object.keys(NUMBERS[language]).sort((a, b) => b.length - a.length);
  const re = new RegExp(
    `(?<=\\b(?:at|à|a|las|la|vers|hacia|sobre|around|about|by|for|after|before|from|make it|make that|no,|nope,)\\s)(${words.join('|')})\\b`,
    'gi',
  );
  out = out.replace(re, (word: string) => String(NUMBERS[language][word.toLowerCase()] ?? word));
  out = out.replace(
    new RegExp(`\\b(${words.join('|')})(?=\\s(?:pm|am|heures?|h\\b|de la|in the|o'?clock|y media))`, 'gi'),
    (word: string) => String(NUMBERS[language][word.toLowerCase()] ?? word),
  );
  // "Make it eight", "no, seven": an hour, which chrono reads only after "at".
  if (language === 'en')
    out = out.replace(
      /\b(make it|make that|no,?|nope,?) (\d{1,2})(?=\s*(?:[,.?!;…]|$|o'?clock|thirty|fifteen|forty|am\b|pm\b|in the|at night|tonight))/gi,
      '$1 at $2',
    );
  // "Mercredi dix heures", "non, pas neuf heures, dix heures": an hour said with no "à", which
  // chrono reads only after one.
  if (language === 'fr')
    out = out.replace(
      /(^\s*|[,.!?;:…]\s*|(?<![\p{L}])(?:non|pas|plutôt|plutot|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)(\d{1,2}) heures?(?![\p{L}])/giu,
      '$1à $2 heures',
    );
  return out.trim();
}

/**
 * Words as they are said, written out: "every evenin'", "to' los días", "pa' la pastilla"; and
 * "pasado mañana" and "après-demain", which chrono reads as tomorrow, as "in two days". "La
 * veille, le 2 décembre": the date said is the day; chrono would read "la veille" as yesterday. "Las
 * dos" said of two reminders is both of them, not two o'clock.
 */
function spokenForms(text: string, language: Language): string {
  if (language === 'en') return withDroppedLetters(text);
  if (language === 'fr')
    return (
      text
        .replace(/(?<![\p{L}])apr[eè]s[- ]demain(?![\p{L}])/giu, 'dans 2 jours')
        .replace(/(?<![\p{L}])la veille[\s,]+(?=le\s+(?:\d|premier))/giu, '')
        // "Vers les trois heures": about three, which chrono reads only after "à".
        .replace(/(?<![\p{L}])vers les(?=\s+\S+\s+heures?(?![\p{L}]))/giu, 'à')
        // "Le premier décembre": the first of the month, which chrono reads only as a figure.
        .replace(
          /(?<![\p{L}])premier(?=\s+(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)(?![\p{L}]))/giu,
          '1',
        )
    );
  if (language === 'es')
    return (
      text
        .replace(/(?<![\p{L}])pasado ma[ñn]ana(?![\p{L}])/giu, 'en 2 días')
        // "Recuérdeme las dos: a las ocho…": both of them, not two o'clock.
        .replace(
          /(?<![\p{L}])(?<!\ba\s)(?:las|los) dos(?=\s*[:,.;]|\s+(?:pastillas|cosas|recordatorios|tomas|citas|veces)(?![\p{L}]))/giu,
          'ambas',
        )
        .replace(/(?<![\p{L}])to['’]?\s+(?=(?:los|las)\s)/giu, 'todos ')
        .replace(/(?<![\p{L}])pa['’]?\s+(?=(?:la|el|los|las|que)\s)/giu, 'para ')
        .replace(/(?<![\p{L}])pa['’]\s/giu, 'para ')
    );
  return text;
}

/** Minutes said after "heures" ("dix-neuf heures trente"). */
const FRENCH_MINUTES: Record<string, number> = {
  cinq: 5,
  dix: 10,
  quinze: 15,
  vingt: 20,
  'vingt-cinq': 25,
  trente: 30,
  quarante: 40,
  'quarante-cinq': 45,
  cinquante: 50,
};

/** Minutes said before an hour ("moins le quart", "menos diez"). */
const MINUTES_BEFORE: Record<string, number> = {
  'le quart': 15,
  cuarto: 15,
  cinq: 5,
  cinco: 5,
  dix: 10,
  diez: 10,
  vingt: 20,
  veinte: 20,
  'vingt-cinq': 25,
  'vingt cinq': 25,
  veinticinco: 25,
};

/** "H:MM" for so many minutes before the hour, or null when either is not a number. */
function beforeHour(hour: number, minutes: number | undefined): string | null {
  if (!Number.isInteger(hour) || hour < 1 || hour > 24 || !minutes) return null;
  return `${hour - 1 || 12}:${pad(60 - minutes)}`;
}

function offsetMinutes(now: Date, timeZone: string): number {
  const local = localParts(now, timeZone);
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Math.floor(local.minutes / 60), local.minutes % 60);
  return Math.round((asUtc - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

const FILLERS = new Set([
  ...[
    'please',
    'then',
    'love',
    'dear',
    'thanks',
    'thank',
    'you',
    'will',
    'would',
    'could',
    'okay',
    'alright',
  ],
  ...[
    "s'il",
    'plaît',
    'plait',
    'merci',
    'alors',
    'bien',
    'voulez',
    'pouvez',
    'pourriez',
    'pourrais',
    'peux',
    'savez',
  ],
  // The request's own auxiliaries ("¿tú me puedes avisar?", "can you").
  ...['can', 'puedes', 'podés', 'podes', 'puede', 'podrías', 'podrias', 'podría', 'podria'],
  ...[
    'por',
    'favor',
    'gracias',
    'pues',
    'vale',
    'hija',
    'hijo',
    'oiga',
    'oye',
    'mire',
    'mira',
    'mija',
    'mijo',
    'mijita',
    'señora',
    'señor',
  ],
  // Words of address and calls for attention in English and French too.
  ...['well', 'hey', 'listen', 'look', 'now', 'sweetheart', 'pet', 'hen', 'duck', 'dearie', 'honey'],
  // Wanting the reminder is no errand ("I need one of those reminders").
  ...['need', 'want', 'like'],
  // A yes, and the words of taking an hour back ("aye, seven o'clock. och no wait, half seven").
  ...['yes', 'yeah', 'yep', 'aye', 'och', 'wait', 'oui', 'ouais', 'attendez', 'attends', 'espere', 'espera'],
  // An hour said in words that chrono did not read as one ("at, oh, twelve? no, eleven").
  ...Object.values(NUMBERS).flatMap((words) => Object.keys(words)),
  ...[
    'dites',
    'écoutez',
    'ecoutez',
    'ben',
    'bon',
    'tiens',
    'dis',
    'donc',
    'madame',
    'monsieur',
    'petite',
    'petit',
    'pas',
    'quoi',
    'hein',
    'eh',
  ],
]);

/** A first sentence opening with a yes ("yes that's right, every day."): the answer to what was said back. */
const SAID_BACK_YES =
  /^\s*(?:yes|yeah|yep|aye|that'?s (?:right|it)|exactly|oui|ouais|c'est (?:ça|ca)|voilà|voila|exactement|sí|si|eso(?: es)?|exacto|vale)\b[^.?!;]*[.?!;]\s+(?=\S)/iu;

/** Why the hour was chosen, said where the errand would be ("so I've got time to get dressed"). */
const HOUR_REASON: Record<Language, RegExp> = {
  // Or when the thing itself happens: "…at two, she comes at half past", "le car passe à neuf heures".
  en: /^(?:so (?:that |as )?(?:i|i'?m|i'?ve|i'?ll|i can|we)\b|to give me time\b|in time to\b|(?:she|he|they|it|the \S+)(?:'s| is| are)? (?:comes?|coming|arrives?|arriving|gets here|is due|leaves?|goes) at\b)/i,
  fr: /^(?:comme [çc]a (?:j|je)\b|pour (?:que j|avoir le temps|être prête?|etre prete?)|(?:elle|il|ils|le \S+|la \S+) (?:vient|arrive|passe|part) à)/iu,
  es: /^(?:(?:para )?(?:tener tiempo|estar list[ao]|que me d[ée] tiempo)|as[ií] (?:me da|tengo) tiempo|(?:que )?(?:ella|él|el \S+|la \S+) (?:viene|llega|pasa|sale) a las)/iu,
};

/**
 * Why that hour suits, and nothing more ("…a las nueve menos cuarto, que a esa hora ya he cenado",
 * "à huit heures, c'est l'heure où je me couche"): what it is for was said earlier, not here.
 */
const THAT_HOUR: Record<Language, RegExp> = {
  en: /^(?:as |because |'cause )?(?:that'?s|that is) (?:when|the time)\b/i,
  fr: /^(?:parce qu'|car )?(?:à cette heure-là|a cette heure-la|à cette heure là|c'est (?:l'heure|le moment) où|c'est quand)/iu,
  es: /^(?:que |porque |pues )?(?:(?:a )?esa hora|(?:a )?esas horas|(?:es|era) (?:la hora|cuando))/iu,
};

/**
 * What was said before a request, nearest first: "Say, could you do me a favour. I keep forgetting
 * my sugar pill. Could you call and remind me": the sugar pill, not the favour.
 */
function nearestSaid(before: string): string {
  const sentences = before.split(/(?<=[?!.;])\s+/);
  // The request's own sentence, up to its words ("could you call and"), says nothing of what.
  const last = sentences.at(-1) ?? '';
  if (sentences.length > 1 && !/[?!.;]\s*$/.test(last) && contentWords(last.replace(ASKING, ' ')) === 0)
    sentences.pop();
  if (sentences.length < 2) return before;
  const said = sentences.filter((s) => contentWords(s.replace(ASKING, ' ')) >= 1 && !FAVOUR.test(s));
  return said.at(-1) ?? before;
}

/** How a request is put, before what it is for: "could you call and", "can you". */
const ASKING =
  /\b(?:could|can|would|will|you|call|ring|phone|and|please|pouvez|pourriez|vous|tu|me|et|puede|podria|usted|y)\b/gi;
/** Asking for a favour is no reminder's subject: "do me a favour", "rendez-moi un service", "hágame un favor". */
const FAVOUR =
  /\b(?:do (?:me )?a favou?r|(?:a|one) (?:little )?favou?r|(?:rendre|rendez[- ]moi|me rendre) (?:un )?(?:petit )?service|(?:un|una) (?:favor|favorcito)|hacerme (?:un|una) favor|h[aá]game (?:un )?favor)\b/i;

/** Words in a part of a turn (its dates and times blanked), little words and courtesies aside. */
function contentWords(text: string): number {
  return text.split(/[\s,.?!]+/).filter((w) => w.length > 2 && !FILLERS.has(w.toLowerCase())).length;
}

const JUST_NOW = /^(?:(?:right|just) )?now$|^(?:maintenant|tout de suite|ahora(?: mismo)?|ahorita)$/i;

/** Where one reminder ends and another begins: "…, and", "et puis", "y también". */
const JOINER: Record<Language, RegExp> = {
  en: /[,.;]?\s+(?:and then|and also|and|also|then)\s+/gi,
  fr: /[,.;]?\s+(?:et puis|et aussi|et|puis|pis|aussi)\s+(?!(?:demie?|quart)\b)/gi,
  es: /[,.;]?\s+(?:y luego|y también|y tambien|y además|y ademas|y|también|tambien)\s+(?!(?:media|cuarto|diez|veinte|veinticinco|cinco|pico)\b)/gi,
};

/** A day of the month said without its month, the next such day: "el día uno", "le premier à neuf heures". */
const DAY_ALONE: Partial<Record<Language, RegExp>> = {
  es: /(?<![\p{L}])(?:(?:el )?d[ií]a (?:uno|primero|1)(?![\p{L}\d])|el (?:uno|primero|1)(?=\s+(?:a las?|por la)(?![\p{L}])|\s*[,.;]|\s*$))/giu,
  fr: /(?<![\p{L}])le (premier|1er)(?=\s+(?:à|a|au|dans la)(?![\p{L}])|\s*[,.;]|\s*$)/giu,
};

/** "El uno", "le premier": the first of next month (of this one only on the first itself). */
function withItsMonth(text: string, language: Language, at: { now: Date; timeZone: string }): string {
  const re = DAY_ALONE[language];
  if (!re) return text;
  const [year, month, day] = localParts(at.now, at.timeZone).date.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  // The month's name as chrono reads it, in the language spoken ("décembre", "diciembre").
  const first = new Date(Date.UTC(year, day === 1 ? month - 1 : month, 1));
  const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(first);
  return text.replace(re, language === 'es' ? `el 1 de ${name}` : `le 1 ${name}`);
}

/** A stretch of speech with its spoken forms folded, and the dates and times chrono finds in it. */
/** Who is calling, said before the request ("hi there, it's Doug calling"): no errand. */
const INTRODUCTION: Record<Language, RegExp> = {
  // "Hi, yeah, it's Walt up in Bangor", "allô oui, c'est Micheline de Moudon": who, and from where.
  en: /^(?:(?:hi|hello|hiya|hullo|hey|morning|evening|afternoon|yeah|yes|aye|oh|well)(?: there| love| dear| pet| darling)?[,.!]?\s+)*(?:it['’]?s|this is|it is) \S+(?: \S+)?(?:,? (?:(?:up|down|over|out|back) in|from) \S+(?: \S+)?)?(?: calling| here| speaking| again)?$/i,
  fr: /^(?:(?:bonjour|allô|allo|salut|bonsoir|oui|ouais|ah|oh)(?: madame| monsieur)?[,.!]?\s+)*(?:c'est|c’est|ici) (?:madame |monsieur )?\S+(?: \S+)?(?:,? (?:de|d'|d’|à|a) ?\S+)?$/i,
  es: /^(?:(?:hola|buenas|buenos días|buenos dias|oiga|oye|sí|si|ay)(?: guapa| hija| mija)?[,.!]?\s+)*soy (?:el |la )?\S+(?: \S+)?(?:,? de \S+)?$/i,
};

/** What would happen otherwise ("que si no me voy a por el periódico", "or else I'll miss it"). */
const OTHERWISE =
  /^[\s?!.,;:¿¡]*(?:(?:que |pues |porque )?si no|sino|otherwise|or else|sinon|autrement)(?![\p{L}])/iu;

/** Where the hour is taken back, after what the reminder is for ("…, no hang on, make it…"). */
const HOUR_TAKEN_BACK: Record<Language, RegExp> = {
  en: /[,;]\s*(?:no|nope|nah|wait|hang on|no wait|no hang on|actually)\b(?=[^.?!]*\b(?:make it|half past|quarter|o'?clock|\d))/i,
  fr: /[,;]\s*(?:non|attendez|attends|plutôt|plutot)(?![\p{L}])(?=[^.?!]*(?:heures?|et demie|et quart|\d))/iu,
  es: /[,;]\s*(?:no|espere|espera|mejor)(?![\p{L}])(?=[^.?!]*(?:media|cuarto|las|\d))/iu,
};

/**
 * "At eight, no hang on, make it half past": the half hour taken back to is the hour said before
 * it ("half past 8"), as it is in "à huit heures, non, plutôt et demie", "a las ocho, no, mejor y
 * media".
 */
const FRACTION_OF_THE_HOUR: Record<Language, [RegExp, string]> = {
  en: [
    /(\b(\d{1,2})(?::\d\d)?\b[^.?!]*?\b(?:no|nope|make it|wait|actually|rather|i mean)\b[^.?!\d]*?\b)(half past|quarter past|quarter to)\b(?!\s*\d)/i,
    '$1$3 $2',
  ],
  fr: [
    /((\d{1,2})\s*(?:h|heures?)(?![\p{L}])[^.?!]*?(?<![\p{L}])(?:non|plutôt|plutot|attendez|enfin|je veux dire)(?![\p{L}])[^.?!\d]*?)(et demie|et quart|moins le quart)(?![\p{L}])/iu,
    '$1$2 heures $3',
  ],
  // Spanish "y media" is read as ":30" before this runs.
  es: [
    /(\ba las (\d{1,2})\b[^.?!]*?(?<![\p{L}])(?:no|mejor|espere|espera|digo|o sea)(?![\p{L}])[^.?!\d]*?)\s*:(30|15)(?!\d)/iu,
    '$1 a las $2:$3',
  ],
};

function timesIn(text: string, language: Language, at: { now: Date; timeZone: string }) {
  const [fraction, withHour] = FRACTION_OF_THE_HOUR[language];
  const digits = (said: string) => spokenNumbersToDigits(spokenForms(said, language), language);
  const once = digits(withItsMonth(text, language, at));
  const withTheHour = once.replace(fraction, withHour);
  const spoken = withTheHour === once ? once : digits(withTheHour);
  // Local dates as YYYY-MM-DD, which sort as they read.
  const today = localParts(at.now, at.timeZone).date;
  const results = PARSERS[language]
    .parse(spoken, { instant: at.now, timezone: offsetMinutes(at.now, at.timeZone) }, { forwardDate: true })
    // "Bye now", "ahora mismo": the present moment is no time for a reminder; nor is a day gone by
    // ("on the mystery last night… remind me to tell you about it").
    .filter((r) => !JUST_NOW.test(r.text.trim()) && localParts(r.start.date(), at.timeZone).date >= today)
    // "Then I'm up at two in the morning wondering": when they are awake, not when to ring.
    .filter((r) => !AWAKE_AT[language].test(spoken.slice(Math.max(0, r.index - 40), r.index)))
    // "Have you got a minute?", "¿tiene un minuto?": time to talk asked for, not a minute from now.
    .filter(
      (r) => !(A_MINUTE.test(r.text) && HAVE_YOU.test(spoken.slice(Math.max(0, r.index - 16), r.index))),
    )
    // "Drops for the glaucoma, one in the morning and one at night": doses, not one o'clock.
    .filter(
      (r) => !(DOSE_COUNT.test(r.text) && DOSE_AFTER[language].test(spoken.slice(r.index + r.text.length))),
    );
  // "Le taxi vient à neuf heures et demie, rappelez-le-moi une heure avant": "une heure" is how long
  // before, not one o'clock.
  const said = BEFORE_BY[language].exec(spoken);
  const before = said ? { index: said.index, length: said[0].length, minutes: minutesBefore(said[0]) } : null;
  return {
    spoken,
    results: before
      ? results.filter(
          (r) => r.index + r.text.length <= before.index || r.index >= before.index + before.length,
        )
      : results,
    before,
  };
}

/**
 * How long before the hour said the reminder is wanted: "an hour before", "une demi-heure avant",
 * "veinte minutos antes" (as the numbers read once spoken numbers are digits).
 */
const BEFORE_BY: Record<Language, RegExp> = {
  en: /(?<![\p{L}\d])(?:(?:an|one|1|two|2) hours?|half an hour|(?:a )?quarter of an hour|(?:\d+|ten|fifteen|twenty|thirty) minutes?) (?:before|earlier)(?![\p{L}])/iu,
  fr: /(?<![\p{L}\d])(?:(?:une|1|deux|2) heures?|(?:une )?demi[- ]heure|(?:un )?quart d'? ?heure|\d+ minutes?) (?:avant|plus tôt|plus tot)(?![\p{L}])/iu,
  es: /(?<![\p{L}\d])(?:(?:una|1|dos|2) horas?|media hora|(?:un )?cuarto de hora|\d+ minutos?) (?:antes|más temprano|mas temprano)(?![\p{L}])/iu,
};

/** An hour this close to "an hour before" is said with it ("…une heure avant, à une heure et quart"). */
const BESIDE_BEFORE_CHARS = 6;

/** The minutes of a BEFORE_BY phrase. */
function minutesBefore(phrase: string): number {
  const p = phrase.toLowerCase();
  if (/half|demi|media/.test(p)) return 30;
  if (/quarter|quart|cuarto/.test(p)) return 15;
  const words: Record<string, number> = { ten: 10, fifteen: 15, twenty: 20, thirty: 30 };
  const n = /\d+/.exec(p)?.[0];
  const count = n ? Number(n) : /two|deux|dos/.test(p) ? 2 : (words[p.split(' ')[0]!] ?? 1);
  return /hour|heure|hora/.test(p) ? count * 60 : count;
}

/** A count said as an hour might be ("one in the morning", "1 le matin"). */
const DOSE_COUNT = /^(?:one|two|1|2|une|un|deux|una|uno|dos)(?![\p{L}\d:])/iu;
/** Another dose said straight after ("…and one at night", "…et une le soir", "…y otra por la noche"). */
const DOSE_AFTER: Record<Language, RegExp> = {
  en: /^[\s,]*(?:and|then|plus)\s+(?:one|two|1|2|another)(?![\p{L}\d:])/iu,
  fr: /^[\s,]*(?:et|puis|plus)\s+(?:une|un|deux|1|2|une autre)(?![\p{L}\d:])/iu,
  es: /^[\s,]*(?:y|luego|más|mas)\s+(?:una|uno|dos|1|2|otra|otro)(?![\p{L}\d:])/iu,
};

/** A minute or a moment, as time to talk is asked for ("have you got a minute"). */
const A_MINUTE =
  /^(?:a|one|1|un|une|uno) (?:minute|min|minuto|momento|moment|sec|second|segundo|seconde|instant)s?$/iu;
const HAVE_YOU =
  /(?:got|have|spare|has|tienes|tiene|tenés|tenes|avez|as|auriez|aurais|vous avez|tu as)\s*$/iu;

/** Being up or awake at an hour, told (see timesIn): the hour that follows is no time asked for. */
const AWAKE_AT: Record<Language, RegExp> = {
  en: /\b(?:i'?m|i am|i was|i get|i got|i woke|i wake|i'?m lying|i lie|i'?m wide|we'?re|we were) (?:up|awake|wide awake|lying awake|lying there)(?: again| still)?(?: (?:at|by|around|till|until|from))?\s*$/i,
  fr: /(?<![\p{L}])(?:je suis|j'?étais|je me (?:réveille|reveille|suis réveillée?|suis reveillee?)) (?:debout |réveillée? |reveillee? |éveillée? |eveillee? )?(?:à|a|vers|jusqu'à|jusqu'a)?\s*$/iu,
  es: /(?<![\p{L}])(?:estoy|estaba|me despierto|me desperté|me desperte) (?:despiert[ao] |levantad[ao] |en vela )?(?:a las|hacia las|sobre las|hasta las|a|hacia|sobre|hasta)?\s*$/iu,
};

/** The times with an hour said in a stretch of speech. */
function hoursSaid(text: string, language: Language, at: { now: Date; timeZone: string }): number {
  return timesIn(text, language, at).results.filter((r) => r.start.isCertain('hour')).length;
}

/** Scots and Jamaican Creole words read as the common ones, as the rules read them (language.ts). */
const COMMON_WORDS: Partial<Record<Language, [RegExp, string][]>> = {
  en: [
    ...SCOTS_WORDS.map(([said, common]): [RegExp, string] => [new RegExp(`\\b${said}\\b`, 'gi'), common]),
    // Scots "the morn" and "the morra": tomorrow (not "the morning").
    [/\bthe (?:morn|morra|morrow)\b(?!ing)/gi, 'tomorrow'],
    // "Quarter after nine", "quarter of eight", as much of America says them: past and to.
    [/\b(quarter|half|ten|twenty|five) after\b/gi, '$1 past'],
    [
      /\bquarter of\b(?=\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/gi,
      'quarter to',
    ],
    // "Eight a clock": o'clock as it is said and written down.
    [/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) a ?clock\b/gi, "$1 o'clock"],
  ],
  // "Samedi ? genre vers onze heures", "mettons huit heures et quart": the hour, said loosely.
  fr: [
    [
      /[?,]?\s+(?:genre|disons|mettons|style|comme qui dirait)(?=\s+(?:vers|à|a|sur les|\d|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|midi)(?![\p{L}]))|\?(?=\s+vers\s)/giu,
      ',',
    ],
    // "Cet après-midi, vers trois heures": the hour, which chrono reads after "à".
    [
      /(?<![\p{L}])(?:vers|sur les)(?=\s+(?:\d|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|midi)(?![\p{L}]))/giu,
      'à',
    ],
    [
      /(cet après-midi|cet apres-midi|ce matin|ce soir|demain matin|demain soir|demain après-midi),\s+(?=à\s)/giu,
      '$1 ',
    ],
    // "Neuf heures moins quart", as Belgium and the east say it: a quarter to.
    [/(?<=(?:heures?|midi|minuit)\s+)moins\s+quart(?![\p{L}])/giu, 'moins le quart'],
  ],
  es: [
    [
      /[?,]?\s+(?:tipo|pongamos|digamos|ponle|pon)(?=\s+(?:a las|sobre las|hacia las|las)\s)|\?(?=\s+(?:sobre|hacia) las\s)/giu,
      ',',
    ],
  ],
};

/**
 * "Could ye gie me a ring on the Thursday at twelve noon tae remind me aboot the bank" asks for
 * twelve noon, for the bank.
 */
function inCommonWords(text: string, language: Language): string {
  const read = language === 'en' ? fromJamaican(text) : text;
  return (COMMON_WORDS[language] ?? []).reduce((folded, [re, to]) => folded.replace(re, to), read);
}

/**
 * Each reminder a turn asks for: "demain à quatorze heures le coiffeur, et tous les jours à huit
 * heures la tension" is two, each with its own time, day and repeat. A turn is split where "and"
 * joins two stretches that each say an hour; otherwise it is one request.
 */
export function parseReminderRequests(
  asSaid: string,
  language: Language,
  at: { now: Date; timeZone: string },
): ReminderRequest[] {
  const text = inCommonWords(asSaid, language);
  // One hour said or none: one request, with no stretch read twice.
  if (hoursSaid(text, language, at) < 2) return [parseReminderRequest(text, language, at)];
  for (const join of text.matchAll(JOINER[language])) {
    const left = text.slice(0, join.index);
    const right = text.slice(join.index + join[0].length);
    // "Jeudi j'ai le dentiste à onze heures, et… téléphonez-moi jeudi à neuf heures pour me le
    // rappeler": an hour told before anything is asked for is the appointment's, not a reminder.
    // The same when the hour said with the request follows in another sentence ("the solicitor's
    // coming round Thursday, ten o'clock, about the will, and I'll forget. Can you give us a ring at
    // nine o'clock Thursday morning…").
    const requestAt = right.search(REQUEST_WORDS[language][1]!);
    const requestInALaterSentence = requestAt >= 0 && /[.?!;]\s/.test(right.slice(0, requestAt));
    // "…come any time between half eleven and twelve and I never hear the door, would you ever
    // remind me every day at twenty past eleven to…": the request, in a later clause, says its own
    // hour; the hours told before it are the story's.
    const requestWithItsOwnHour =
      requestAt >= 0 &&
      /[,.?!;]\s/.test(right.slice(0, requestAt)) &&
      hoursSaid(right.slice(requestAt), language, at) >= 1;
    // "Necesito que me recuerde una cosa, el jueves viene la enfermera a las diez…": a thing asked
    // for before it is named is asked for again, with its hour, after the story.
    // Unless it asks for both ("peux-tu me faire penser aux deux ?"): each hour told is one.
    const askedOnlyAfter =
      (!asks(left, language) || ASKS_UNNAMED[language].test(left)) &&
      (REFERS_BACK[language].test(right) || requestInALaterSentence || requestWithItsOwnHour) &&
      !BOTH_ASKED[language].test(right);
    // "…a las cinco pa la misa de mi juan? que es el aniversario y la misa es a las seis": the hour
    // of the thing itself, told after the request, is no second reminder.
    const eventTold = !asks(right, language) && EVENT_TOLD[language].test(right);
    if (
      hoursSaid(left, language, at) >= 1 &&
      hoursSaid(right, language, at) >= 1 &&
      !askedOnlyAfter &&
      !eventTold
    )
      return [parseReminderRequest(left, language, at), ...parseReminderRequests(right, language, at)];
  }
  return [parseReminderRequest(text, language, at)];
}

/** Both things told asked for at once ("remind me of both", "faites-moi penser aux deux"). */
const BOTH_ASKED: Record<Language, RegExp> = {
  en: /\b(?:remind|ring|call|nudge)\S*\s+(?:me|us)\s+(?:of|about|for)\s+(?:both|the two|the pair)\b/i,
  fr: /\b(?:penser|rappel\S*|appel\S*)\s+(?:aux|les|des)\s+deux\b/iu,
  es: /(?:recuerd|record|avis)\S*\s+(?:de\s+)?(?:los dos|las dos|ambos|ambas|las dos cosas)(?![\p{L}])/iu,
};

/**
 * A reminder asked for before what it is about is named ("remind me of something, …", "can you do
 * me a reminder? the foot lady's coming…").
 */
const ASKS_UNNAMED: Record<Language, RegExp> = {
  en: /\bremind\S*(?:\s+\S+){0,2}?\s+(?:of |about )?(?:something|a thing|one thing|summat)\s*[,.:;?!]|\b(?:a|one|another|me a) reminder(?:\s+(?:for me|please|love|dear|pet|hen))?\s*[.:;?!]/i,
  fr: /(?:rappel|penser)\S*(?:\s+\S+){0,2}?\s+(?:de |d')?(?:quelque chose|une chose|un truc)\s*[,.:;?!]|\b(?:un|une|un petit|une petite) (?:rappel|alarme)(?:\s+(?:pour moi|s'il vous plaît|s'il vous plait|svp))?\s*[.:;?!]/iu,
  es: /(?:recuerd|record|avis)\S*(?:\s+\S+){0,2}?\s+(?:de )?(?:una cosa|una cosita|algo)\s*[,.:;?!]|(?<![\p{L}])(?:un|una|otro|otra) (?:recordatorio|avisito|aviso|alarma)(?:\s+(?:por favor|para mí|para mi))?\s*[.:;?!]/iu,
};

/** The hour of the thing itself told ("la misa es a las seis", "the appointment is at three"). */
const EVENT_TOLD: Record<Language, RegExp> = {
  en: /^(?:the |my |our |his |her )?\S+(?: \S+)? (?:is|starts|begins|'s|comes|calls|arrives|leaves|goes|is due) (?:at|from|round at|by) \S+/i,
  fr: /^(?:le |la |l'|mon |ma |notre |son |sa )?\S+(?: \S+)? (?:est|commence|a lieu|passe|vient|arrive|part) (?:à|a|vers) \S+/iu,
  es: /^(?:el |la |mi |su |nuestra |nuestro )?\S+(?: \S+)? (?:es|empieza|comienza|pasa|viene|llega|sale) (?:a las?|sobre las?) \S+/iu,
};

/**
 * A request that points back at what was told before it: "pour me le rappeler", "remind me of it",
 * or the hour asked for so as not to miss it ("…give me a ring at quarter to eight so I'm not late"), or the fear
 * of forgetting it ("et j'ai peur d'oublier, vous pourriez m'appeler…").
 */
const REFERS_BACK: Record<Language, RegExp> = {
  en: /\bremind me (?:of|about) (?:it|that)\b|\bso i (?:don't|dont) forget (?:it|that)\b|\bto remind me(?=[\s?.!,]*(?:(?:just |only )?(?:for )?(?:tonight|today|the once|this once|once)[\s?.!,]*)?$)|\bso (?:that )?i(?:'m| am|m) not late\b|\bso (?:that )?i (?:don't|dont|do not) (?:miss|sleep through) (?:it|the \S+)\b|\b(?:i'm|im|i am) (?:afraid|frightened|scared|worried) i'?(?:ll| will) forget\b/i,
  fr: /\b(?:me|m') (?:le|la|les) rappel\S*|\brappelez[- ]le[- ]moi\b|\bpour (?:pas|ne pas) (?:l'|l )?oublier\b|\bpour me (?:le )?rappeler(?=[\s?.!,]*$)|\bpour (?:ne )?pas (?:être|etre) en retard\b|\bpour (?:ne )?pas (?:le|la|les) (?:rater|manquer)\b|\b(?:j'ai|j ai) peur (?:d'|d |de l'|de l )oublier\b|\bje vais (?:l'|l |le |la )?oublier\b/i,
  es: /\b(?:recordarmelo|recordármelo|recuérdamelo|recuerdamelo|recordámelo|recordamelo|acordámelo|acordamelo|recuérdemelo|recuerdemelo|me lo (?:recuerde|recuerdes|recuerda|avise|avises))\b|\bpara (?:que )?no (?:se me )?olvid|(?<![\p{L}])(?:para|pa'?) (?:recordarme|acordarme|avisarme)(?=[\s?.!,¿¡]*$)|(?<![\p{L}])(?:para|pa'?) (?:que )?no (?:llegue|llegar) tarde|(?<![\p{L}])(?:para|pa'?) (?:que )?no (?:lo|la|los|las) (?:pierda|perder)|(?<![\p{L}])(?:me da|tengo) miedo de (?:olvidarme|olvidarlo|que se me olvide)/iu,
};

/** Whether a stretch of a turn asks for something to be remembered ("remind me", "me le rappeler"). */
function asks(text: string, language: Language): boolean {
  return text.search(REQUEST_WORDS[language][1]!) >= 0;
}

/** Words that take back what was just said: "no", "non", "mejor", "wait", "attendez", "espere". */
const CORRECTION: Record<Language, RegExp> = {
  // Not the "no" of "para que no se me olvide", "so as not to forget", "pour ne pas oublier".
  en: /\b(?:no|nope|not(?! to | forget)|rather|make it|wait|actually|i mean)\b/i,
  fr: /(?<![\p{L}])(?:non|pas(?! avant| après| apres| plus tôt| plus tot| plus tard| trop| oublier| que j)|plutôt|plutot|attendez|attends|enfin|je veux dire)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:no(?! se me | se le | me | lo | la | le | te | nos | los | las | quiero | puedo | vaya | sea | llegue )|mejor|espere|espera|digo|quiero decir|o sea)(?![\p{L}])/iu,
};

/** Words that put a reminder at another hour: "make it eight", "plutôt à dix heures", "mejor ponlo a las diez". */
const MOVE: Record<Language, RegExp> = {
  en: /\b(?:make (?:it|that)|change (?:it|that) to|move (?:it|that) to|put (?:it|that) (?:at|for))\b|\binstead\b/i,
  fr: /(?<![\p{L}])(?:plutôt|plutot|mettez[- ](?:la|le|moi ça|moi ca|ça|ca)|mets[- ](?:la|le|moi ça|moi ca)|changez|avancez|reculez)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:mejor|p[oó]n(?:lo|la|melo|mela)|c[aá]mbi(?:alo|ala|elo|ela)|adel[aá]nt(?:alo|elo)|atr[aá]s(?:alo|elo))(?![\p{L}])/iu,
};

/** The words a turn opens with when it says no ("ah non, …", "no, espere, …", "oh no, not at six"). */
const NO_OPENING = String.raw`^\s*(?:(?:ah|oh|eh|bueno|pues|well|ay|bah)[\s,]+)?(?:no|non|nope|nah)`;

/** A turn that opens by saying no. */
export const OPENS_WITH_NO = new RegExp(`${NO_OPENING}(?![\\p{L}])`, 'iu');

/** The turn opens with a no, right before the hour it takes back ("ah non, à six heures…"). */
const NO_RIGHT_BEFORE = new RegExp(`${NO_OPENING}[\\s,]+(?:(?:not|pas|à|a|at|las?)\\s+)*$`, 'iu');

/** An hour denied where it is said: "pas neuf heures", "not nine", "a las nueve no". */
const DENIED_BEFORE: Record<Language, RegExp> = {
  en: /\b(?:not|no)\s+(?:at\s+)?$/i,
  fr: /(?<![\p{L}])(?:pas|non)\s+(?:à\s+)?$/iu,
  es: /(?<![\p{L}])no\s+(?:a\s+las?\s+)?$/iu,
};
const DENIED_AFTER: Record<Language, RegExp> = {
  en: /^[\s,.?!]*(?:no|not|(?:is|'s|would be|was) (?:too|a bit|far too) (?:early|late|soon))\b/i,
  fr: /^\s*(?:heures?)?[\s,.?!…]*(?:non|pas|c'est (?:(?:un peu|beaucoup|bien) )?trop (?:tôt|tot|tard))(?![\p{L}])/iu,
  es: /^[\s,.?!¿]*(?:no|es (?:muy|demasiado) (?:temprano|pronto|tarde))(?![\p{L}])/iu,
};

/**
 * The hour of the thing itself, told after the request ("…pour mon rendez-vous chez le dentiste.
 * Il est à onze heures"): when the call should come is still to be asked.
 */
const EVENT_HOUR: Record<Language, RegExp> = {
  en: /\b(?:(?:it'?s|it is|it'?ll be|which is|that'?s)|(?:it|bus|taxi|train|she|he|they) (?:comes|leaves|goes|arrives|opens|starts|is due|gets here|picks me up)) (?:at\s*)?$/i,
  fr: /(?<![\p{L}])(?:il|elle|c'|ça|ca|qui|ils|elles) (?:est|sera|commence|passe|part|arrive|vient|ouvre|passera|partira|arrivera|viendra) (?:à\s*)?$/iu,
  es: /(?<![\p{L}])(?:es|ser[aá]|empieza|pasa|sale|llega|viene|abre|pasará|pasara|saldrá|saldra|llegará|llegara|vendrá|vendra) (?:a\s+las?\s*)?$/iu,
};

/** An hour told as a reason, not chosen: "que a las nueve…", "because at nine I'm…", "…je suis encore". */
const REASON_BEFORE: Record<Language, RegExp> = {
  en: /\b(?:because|cause|cos|as|since|that|till|until)\s+(?:at\s+)?$/i,
  fr: /(?<![\p{L}])(?:que|qu'|car|parce que|puisque|jusqu'|jusqu’|jusque)\s*(?:à\s+)?$/iu,
  es: /(?<![\p{L}])(?:que|porque|pues|hasta)\s+(?:a\s+las?\s+|las?\s+)?$/iu,
};
/**
 * A clause that gives a reason ("because the ride comes at quarter past twelve", "parce qu'on mange
 * à huit heures moins le quart"): the hours in it, up to the end of its sentence or a correction,
 * explain the hour chosen.
 */
const REASON_CLAUSE: Record<Language, RegExp> = {
  en: /\b(?:because|'?cause|cos|since)\b/gi,
  fr: /(?<![\p{L}])(?:parce que|parce qu'|parce qu’|car|puisque)/giu,
  es: /(?<![\p{L}])(?:porque|ya que|pues es que)(?![\p{L}])/giu,
};

/** Where the reason's clause the hour is said in opens, or null when it is said in none. */
function reasonClauseStart(r: chrono.ParsedResult, spoken: string, language: Language): number | null {
  const before = spoken.slice(0, r.index);
  const opened = [...before.matchAll(REASON_CLAUSE[language])].at(-1);
  if (!opened) return null;
  const between = before.slice(opened.index + opened[0].length);
  return /[.?!;]/.test(between) || CORRECTION[language].test(between) ? null : opened.index;
}

const inReasonClause = (r: chrono.ParsedResult, spoken: string, language: Language) =>
  reasonClauseStart(r, spoken, language) !== null;

const REASON_AFTER: Record<Language, RegExp> = {
  en: /^[\s,]*(?:i'?m|i am|i'?ve|i have|i'?ll be|we'?re|we are|i still|i'?m still)\b/i,
  fr: /^\s*(?:heures?)?[\s,]*(?:je suis|j'suis|je serai|j'ai|je (?:dors|mange|déjeune|dejeune)|on est|c'est l'heure)(?![\p{L}])/iu,
  es: /^[\s,]*(?:todav[ií]a|estoy|ya estoy|tengo|voy|me estoy|estamos)(?![\p{L}])/iu,
};

/**
 * "À neuf heures… non, attendez, pas neuf heures, dix heures", "a las nueve? no, espere, a las
 * nueve no, a las diez": an hour taken back in the same breath. The last hour said after the
 * correction, neither denied nor given as a reason, stands ("él dice que a las doce y media, pero
 * no, el doctor dijo a las doce").
 */
function correctedHour(results: chrono.ParsedResult[], spoken: string, language: Language) {
  const hours = results.filter((r) => r.start.isCertain('hour')).sort((a, b) => a.index - b.index);
  const first = hours[0];
  if (!first || hours.length < 2) return undefined;
  const afterFirst = first.index + first.text.length;
  const denied = (r: chrono.ParsedResult) =>
    DENIED_BEFORE[language].test(spoken.slice(Math.max(0, r.index - 12), r.index)) ||
    DENIED_AFTER[language].test(spoken.slice(r.index + r.text.length));
  // "Ah non, à six heures je mange. Mettez-la à sept heures plutôt": the first hour is the one
  // taken back, whatever marks the new one after it.
  const takenBack = denied(first) || NO_RIGHT_BEFORE.test(spoken.slice(0, first.index));
  const marker = takenBack ? { index: 0 } : CORRECTION[language].exec(spoken.slice(afterFirst));
  if (!marker) return undefined;
  const from = afterFirst + marker.index;
  // "…que a las nueve todavía estoy desayunando", "à neuf heures je suis encore en pyjama": an
  // hour given as a reason is no choice of hour.
  const reason = (r: chrono.ParsedResult) =>
    REASON_BEFORE[language].test(spoken.slice(Math.max(0, r.index - 14), r.index)) ||
    REASON_AFTER[language].test(spoken.slice(r.index + r.text.length)) ||
    inReasonClause(r, spoken, language);
  // "…no, half past seven, I'm in bed by eight": an hour said right after a correction is the one
  // chosen even when what follows it sounds like a reason, if no other hour is.
  const rightAfterACorrection = (r: chrono.ParsedResult) =>
    RIGHT_AFTER_CORRECTION[language].test(spoken.slice(from, r.index));
  const after = hours.filter((r) => r.index >= from && !denied(r));
  const standing = after.filter((r) => !reason(r)).at(-1) ?? after.find(rightAfterACorrection);
  const same = (r: chrono.ParsedResult) =>
    r.start.get('hour') === first.start.get('hour') && r.start.get('minute') === first.start.get('minute');
  return standing && !same(standing) ? standing : undefined;
}

/** The text before an hour ends with a correction ("no, half past seven"). */
const RIGHT_AFTER_CORRECTION = Object.fromEntries(
  (Object.keys(CORRECTION) as Language[]).map((language) => [
    language,
    new RegExp(`(?:${CORRECTION[language].source})[\\s,.…!?:;-]*(?:(?:at|à|a las?)\\s+)?$`, 'iu'),
  ]),
) as Record<Language, RegExp>;

/** What takes a day back: a no, a wait, "what am I saying" (a bare "pas" or "not" negates something else). */
const DAY_TAKEN_BACK: Record<Language, RegExp> = {
  // Not the sorry said to someone, nor forgiveness asked ("to ring her and say sorry", "pour lui
  // demander pardon", "para pedirle perdón… por lo del domingo").
  en: /\b(?:no|nope|wait|actually|i mean|what am i saying|(?<!(?:say|said|saying|says|be|feel|felt|so|very|how) )sorry)\b/i,
  fr: /(?<![\p{L}])(?:non|attendez|attends|(?<!(?:demander|demande|demandé|dire|dis) )pardon|je veux dire|qu'est-ce que je (?:raconte|dis))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:no|(?<!(?:pedir|pedirle|pedirte|pedirles|pido|pedí|pedi|pide|pidió|pidio) )(?:perdón|perdon)|espere|espera|digo|quiero decir|qué digo|que digo)(?![\p{L}])/iu,
};

/**
 * "Aujourd'hui à deux heures… non, qu'est-ce que je raconte, c'est demain !", "it's today at, no,
 * what am I saying, it's tomorrow": a day taken back in the same breath. The last day said after
 * the correction, not itself denied ("demain mardi, pas aujourd'hui"), stands.
 */
function correctedDay(results: chrono.ParsedResult[], spoken: string, language: Language) {
  const days = results
    .filter((r) => r.start.isCertain('day') || r.start.isCertain('weekday'))
    .sort((a, b) => a.index - b.index);
  const first = days[0];
  if (!first || days.length < 2) return undefined;
  const afterFirst = first.index + first.text.length;
  const marker = DAY_TAKEN_BACK[language].exec(spoken.slice(afterFirst));
  if (!marker) return undefined;
  const denied = (r: chrono.ParsedResult) =>
    DENIED_BEFORE[language].test(spoken.slice(Math.max(0, r.index - 12), r.index));
  const date = (r: chrono.ParsedResult) =>
    `${r.start.get('year')}-${r.start.get('month')}-${r.start.get('day')}`;
  const standing = days.filter((r) => r.index >= afterFirst + marker.index && !denied(r)).at(-1);
  return standing && date(standing) !== date(first) ? standing : undefined;
}

/** A pronoun alone, left of a request ("…un rappel, vous ?"). */
const LONE_PRONOUN = /^(?:vous|toi|tu|you|usted|ustedes|tú)[\s?!.,]*$/i;

/** Asking whether reminders can be set at all: "can you do reminders?", "vous savez mettre un rappel ?". */
const CAN_YOU_REMIND: Record<Language, RegExp> = {
  en: /\b(?:can|could|do) you (?:do|set|make|give|put in) (?:me )?(?:reminders|a reminder|them reminders?|those reminders?)\b/i,
  fr: /\b(?:vous )?(?:savez|pouvez|pourriez|faites)(?:-vous)? (?:me )?(?:faire|mettre|programmer|donner)? ?(?:des|un) rappels?\b/i,
  es: /\b(?:me )?(?:puede|podría|podria|sabe|hace|hacen) (?:usted )?(?:poner(?:me)?|hacer(?:me)?) (?:un |unos )?recordatorios?\b/i,
};

/** What and when, from a turn that asks for a reminder. Fields it cannot find are null. */
export function parseReminderRequest(
  asSaid: string,
  language: Language,
  at: { now: Date; timeZone: string },
): ReminderRequest {
  const text = inCommonWords(asSaid, language);
  const { spoken, results, before } = timesIn(text, language, at);
  // "The grandchildren come Sunday, remind me on Saturday evening to bake a cake": the day and
  // time said with the request come first, then those said before it.
  const asked = spoken.matchAll(REQUEST_WORDS[language][1]!).next().value;
  const askedAt = asked?.index ?? 0;
  const ordered = [...results.filter((r) => r.index >= askedAt), ...results.filter((r) => r.index < askedAt)];
  // "I've got the hospital Wednesday, two o'clock. Remind me at twelve so I can get the bus": an
  // hour said with a request ("remind me at twelve") is the reminder's, whatever hour was told
  // before it.
  const requested = [...spoken.matchAll(REQUEST_WORDS[language][1]!)]
    .flatMap((m) => {
      const end = m.index + m[0].length;
      return results.filter(
        (r) => r.start.isCertain('hour') && r.index >= end && r.index - end <= WITH_REQUEST_CHARS,
      );
    })
    .at(0);
  const corrected = correctedHour(results, spoken, language);
  // "Remind me at eleven, because the ride comes at quarter past twelve": an hour said as the
  // reason for another is passed over, when another is said.
  const chosen = (r: chrono.ParsedResult) =>
    r.start.isCertain('hour') && !EVENT_HOUR[language].test(spoken.slice(Math.max(0, r.index - 24), r.index));
  // "À deux heures et quart, un quart d'heure avant": an hour said beside "before" is the reminder's
  // own, the "before" only why. With no such hour, and none asked for, "une heure avant" is before
  // the thing's hour, whoever said it.
  const beside = before
    ? results.find(
        (r) =>
          r.start.isCertain('hour') &&
          (Math.abs(r.index - (before.index + before.length)) <= BESIDE_BEFORE_CHARS ||
            Math.abs(before.index - (r.index + r.text.length)) <= BESIDE_BEFORE_CHARS),
      )
    : undefined;
  const beforeTheThing = before && !corrected && !requested && !beside ? before : null;
  const withHour =
    (beforeTheThing ? ordered.find((r) => r.start.isCertain('hour')) : undefined) ??
    beside ??
    corrected ??
    requested ??
    ordered.find((r) => chosen(r) && !inReasonClause(r, spoken, language)) ??
    ordered.find(chosen);
  // "The colonoscopy's Wednesday… call me tomorrow at six": the day said with the hour is the
  // reminder's, whatever other day the turn names first.
  // "Le coiffeur mercredi pour le baptême de dimanche, à deux heures et demie" is not Sunday's hour.
  const dayOfTheHour =
    withHour &&
    (withHour.start.isCertain('day') || withHour.start.isCertain('weekday')) &&
    !withHour.text.includes(',')
      ? withHour
      : undefined;
  const withDay =
    correctedDay(results, spoken, language) ??
    dayOfTheHour ??
    ordered.find(
      (r) =>
        (r.start.isCertain('day') || r.start.isCertain('weekday')) &&
        // "The day centre", "the day room": no day named.
        !/^(?:the )?day$/i.test(r.text.trim()) &&
        !(
          /^ma(?:ñ|n)ana$/i.test(r.text) &&
          OF_THE_MORNING[language]?.test(spoken.slice(Math.max(0, r.index - 8), r.index))
        ),
    );
  let time: string | null;
  /** A morning hour read from a bare "eight", no part of the day said with it. */
  let ampmUnsaid = false;
  if (withHour) {
    let hour = withHour.start.get('hour') ?? 0;
    const minute = withHour.start.get('minute') ?? 0;
    // A bare "at 6" (or "a las cinco") is in the evening: the calls are between 8:00 and 21:00, so
    // one to seven can only mean the afternoon; "8" is in the evening when the turn says so.
    // "A las nueve | de la mañana": the morning said just after the hour chrono read.
    const withItsPart = spoken.slice(
      withHour.index,
      withHour.index + withHour.text.length + PART_AFTER_HOUR_CHARS,
    );
    const bare = !withHour.start.isCertain('meridiem') && !MORNING[language].test(withItsPart);
    const early = hour >= 1 && hour <= 7 && !EARLY[language].test(spoken);
    // "Neuf heures du matin, hein, pas du soir": the evening denied is no evening.
    const evening = EVENING[language].test(spoken.replace(NOT_EVENING[language], ' '));
    if (bare && hour < 12 && (early || evening)) {
      hour += 12;
    }
    ampmUnsaid = bare && hour < 12 && !early && !evening;
    const minutes = Math.max(0, hour * 60 + minute - (beforeTheThing?.minutes ?? 0));
    time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  } else {
    time = partOfDay(spoken, language);
  }
  // "Juste mercredi, pas tous les jours": every day said only to be ruled out. "Oui c'est ça, tous
  // les jours. Et puis jeudi… rappelez-moi à une heure": the yes to the reminder said back, before
  // the request, is that one's "every day".
  const saidBackYes = SAID_BACK_YES.exec(spoken);
  const ownPart =
    saidBackYes && askedAt >= saidBackYes[0].length ? spoken.slice(saidBackYes[0].length) : spoken;
  const own = ownPart.replace(ONCE_ONLY[language], ' ');
  // The reason told after "tonight" is left out: its "every morning" is no daily reminder.
  const reason = TONIGHT_THEN_A_REASON[language].exec(own)?.[1] ?? '';
  const repeat = DAILY[language].test(own.slice(0, own.length - reason.length)) ? 'daily' : 'once';
  let date: string | null = null;
  // "Solo esta noche, que mañana viene mi nuera": tonight, and tomorrow is the daughter-in-law's.
  // "Le transport de jeudi… cet après-midi à deux heures et demie": today said with the hour.
  const todaySaid = withHour
    ? !dayOfTheHour &&
      TODAY[language].test(
        spoken.slice(Math.max(0, withHour.index - TODAY_BESIDE_CHARS), withHour.index + withHour.text.length),
      )
    : TODAY[language].test(spoken);
  if (withHour && todaySaid && repeat === 'once') {
    // Today said with the hour is today's date, named (another day in the turn is no default).
    const local = localParts(at.now, at.timeZone);
    if (time === null || minutesOf(time) > local.minutes) date = local.date;
  } else if (withDay && repeat === 'once' && !todaySaid) {
    const y = withDay.start.get('year');
    const mo = withDay.start.get('month');
    const d = withDay.start.get('day');
    if (y && mo && d) date = `${y}-${pad(mo)}-${pad(d)}`;
    // "On Monday at nine", said on a Monday after nine: next Monday, not a time already gone.
    const local = localParts(at.now, at.timeZone);
    const passed = time !== null && minutesOf(time) <= local.minutes;
    if (
      date === local.date &&
      passed &&
      withDay.start.isCertain('weekday') &&
      !withDay.start.isCertain('day')
    ) {
      const next = new Date(Date.UTC(y!, mo! - 1, d! + 7));
      date = next.toISOString().slice(0, 10);
    }
  }

  // What to remind of is said after the request ("…remind me to bake a cake"), unless nothing is
  // ("my pills at eight, would you remind me"): then it is what came before.
  // The dates and times are blanked where they were said (chrono's own spans, and what it leaves
  // of them: "du matin", "de la tarde", "le" before a weekday), then the reminder is what was
  // asked after the request ("…remind me to bake a cake"), or, when nothing was, what came
  // before it ("my pills at eight, would you remind me").
  const blank = new Array<boolean>(spoken.length).fill(false);
  const cover = (start: number, length: number) => blank.fill(true, start, start + length);
  if (before) cover(before.index, before.length);
  for (const r of results) {
    // With the little words that led into it: "on the | 3rd of December", "le | 3 décembre".
    const before = spoken.slice(0, r.index).match(INTO_DATE[language]);
    const start = before ? r.index - before[0].length : r.index;
    cover(start, r.index + r.text.length - start);
  }
  // "…no, eleven, because the ride comes at quarter past twelve": why the hour was taken back is
  // no errand.
  if (DAY_TAKEN_BACK[language].test(spoken)) {
    for (const r of results) {
      const opened =
        r.start.isCertain('hour') && r !== withHour ? reasonClauseStart(r, spoken, language) : null;
      if (opened === null) continue;
      const end = /[.?!;]/.exec(spoken.slice(r.index));
      cover(opened, (end ? r.index + end.index : spoken.length) - opened);
    }
  }
  for (const re of [
    LEFTOVER[language],
    ONCE_ONLY[language],
    THAT_DAY[language],
    DAILY[language],
    ...PART_OF_DAY[language].map(([re]) => re),
  ]) {
    for (const m of spoken.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
      cover(m.index, m[0].length);
    }
  }
  const kept = (from: number, to: number) => {
    let out = '';
    for (let i = from; i < to; i++) out += blank[i] ? ' ' : spoken[i];
    return out;
  };
  let what = kept(0, spoken.length);
  if (asked) {
    const after = kept(asked.index + asked[0].length, spoken.length);
    const before = kept(0, asked.index);
    // "My pills at eight, would you remind me? I always forget": the request ended its sentence.
    const ended = /^\s*[?!.]/.test(after) && contentWords(before) >= 1;
    // "…el cardiólogo a las diez y media, ¿me llamás a las nueve para recordarme?": nothing is
    // named after the request but more words asking for it, so it is what was told before.
    const unled = REQUEST_WORDS[language]
      .reduce((rest, re) => rest.replace(re, ' '), after)
      .replace(/^[\s?!.,;:¿¡]+/, '');
    const named = unled.replace(LEAD[language], '');
    // "…give us a ring at nine so I've got time to get dressed", "rappelez-moi à une heure pour que
    // je sois prête" (whose "pour" LEAD takes off): why that hour, not what for.
    const whyThatHour = [named, unled].some((rest) =>
      HOUR_REASON[language].test(rest.replace(/^[\s,]+/, '')),
    );
    // "…demain j'ai le coiffeur, faites-moi penser, à neuf heures, non attendez, plutôt neuf heures
    // et demie": after the request only the hour taken back, or what would happen otherwise.
    // ("…avísame a las ocho, que si no me tomo el café": its "que si" is taken off as a lead-in.)
    const onlyTheHour =
      (!!corrected && OPENS_WITH_NO.test(named.trim())) ||
      [named, unled].some((rest) => OTHERWISE.test(rest.replace(/^[\s,]+/, '')));
    // Only why that hour suits ("recuérdamelo a las nueve menos cuarto, que a esa hora ya he
    // cenado"): what it is for was said before it, or earlier in the call.
    const thatHour = THAT_HOUR[language].test(named.replace(/^[\s,]+/, ''));
    what =
      contentWords(named) >= 1 &&
      !ended &&
      !thatHour &&
      !((whyThatHour || onlyTheHour) && contentWords(before) >= 1)
        ? after
        : nearestSaid(before);
  }
  // What it is for ends where a new subject opens ("…la cita del médico, y oiga, tengo un
  // dolor en el pecho").
  const turned = NEW_SUBJECT[language].exec(what);
  if (turned && contentWords(what.slice(0, turned.index)) >= 1) what = what.slice(0, turned.index);
  if (language === 'en') what = what.replace(ME_FOR_MY, 'my');
  // "…can you do me one of those reminders?" at the turn's end: what it is for is yet to come, and
  // what was said before it is the hello.
  if (UNNAMED_AT_END[language].test(what)) what = '';
  for (const re of REQUEST_WORDS[language]) what = what.replace(re, ' ');
  // "…a las ocho, que si no me voy a por el periódico": what would happen otherwise is no errand.
  if (OTHERWISE.test(what)) what = '';
  // What it is for ends with its sentence: "…la pastilla de la tensión? Que se me olvida siempre".
  what = what.replace(/^[\s?!.,;:¿¡]+/, '').replace(LEAD[language], '');
  // Its first sentence that says something ("aye, seven o'clock. Och no wait…": not "aye").
  // Nor "vous pouvez me faire penser à quelque chose ? À deux heures moins le quart que le taxi…":
  // the thing not yet named, then named in the next sentence.
  const sentences = what.split(/(?<=[?!.;])\s+(?=\S)/u);
  const vague = (sentence: string) => THING_UNNAMED.test(sentence.replace(/[?!.;]$/, '').trim());
  const firstNamed = sentences.findIndex((sentence) => contentWords(sentence) >= 1 && !vague(sentence));
  const first = firstNamed >= 0 ? firstNamed : sentences.findIndex((sentence) => contentWords(sentence) >= 1);
  if (first >= 0 && first < sentences.length - 1) what = sentences[first]!.replace(/[?!.;]$/, '');
  else if (first > 0) what = sentences[first]!;
  what = what
    .replace(/\b(?:tomorrow|today|tonight|demain|aujourd'hui|ce soir|mañana|manana|hoy|esta noche)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    // What the blanked day leaves between commas ("the vet , for his booster").
    .replace(/ (?=[,;])/g, '')
    .replace(/([,;])(?:\s*[,;])+/g, '$1')
    .trim()
    .replace(LEAD[language], '')
    .replace(TRAIL[language], '')
    .trim();
  what = withoutForgetting(what, language)
    .replace(FEAR_OF_FORGETTING[language], '')
    .replace(TRAIL[language], '')
    .trim();
  // "Take it, no hang on, make it half past": what it is for ends where the hour is taken back;
  // "no, no, mejor, que todavía estoy en la cama" is only the hour taken back, and why.
  const takenBackAt = what.search(HOUR_TAKEN_BACK[language]);
  if (takenBackAt > 0 && contentWords(what.slice(0, takenBackAt)) >= 1)
    what = what.slice(0, takenBackAt).replace(TRAIL[language], '').trim();
  else if (corrected && OPENS_WITH_NO.test(what)) what = '';
  // "Remind me of somethin": what is yet to be said.
  // Nothing but courtesies and little words ("dites, … pas"), or when and not what.
  if (
    VAGUE[language].test(what) ||
    REMINDER_ITSELF[language].test(what) ||
    COURTESIES_ONLY[language].test(what) ||
    WHEN_ONLY[language].test(what) ||
    INTRODUCTION[language].test(what) ||
    contentWords(what) === 0
  )
    what = '';
  for (const [re, to] of SECOND_PERSON[language]) what = what.replace(re, to);
  // "Vous pouvez me mettre un rappel, vous ?": the "vous" said again is no errand.
  const said = what.length >= 2 && !LONE_PRONOUN.test(what) ? what.slice(0, 200) : null;
  // "Vous savez mettre un rappel ? c'est pour arroser mes hortensias le soir": asked whether it can
  // be done, with only a part of the day said of the errand. The hour is asked, not guessed.
  const onlyAsked = !withHour && CAN_YOU_REMIND[language].test(text);
  return {
    text: said,
    time: onlyAsked ? null : time,
    repeat,
    date,
    ...(time && !withHour && !onlyAsked ? { approximate: true } : {}),
    ...(onlyAsked ? { onlyAsked: true } : {}),
    // Taken back in the same breath, or put at the hour said in words that move it ("nine? no…
    // make it eight", "non, plutôt dix heures").
    ...(corrected || (withHour && MOVE[language].test(text)) ? { corrected: true } : {}),
    ...(ampmUnsaid ? { ampmUnsaid: true } : {}),
  };
}

/** A stretch of an answer that says what a reminder is for: "para ir al cementerio", "c'est pour mon sachet". */
const PURPOSE_SAID: Record<Language, RegExp> = {
  en: /^(?:(?:yes|yeah|aye|right|well|oh) )*(?:(?:it'?s|that'?s|it is) )?(?:for|to) (?=\S)/i,
  fr: /^(?:(?:oui|ouais|ben|bah|eh bien|voilà|voila) )*(?:(?:c'?est|c’est|ce serait) )?(?:pour |d'(?!abord)|d’(?!abord)|de (?=\p{L}+er\b))(?=\S)/iu,
  es: /^(?:(?:sí|si|eso|pues|bueno|claro) )*(?:(?:es|era|sería|seria) )?(?:para|pa'?) (?=\S)/i,
};

/**
 * What a reminder is for, when an answer to the companion's question says it among other words
 * ("Sí, eso, mañana martes a las diez, para ir al cementerio. Ay, gracias… chau"): the first
 * stretch between pauses that names a purpose, read as a request's text is. Null when none does.
 */
export function purposeSaid(
  text: string,
  language: Language,
  at: { now: Date; timeZone: string },
): string | null {
  for (const stretch of text.split(/[,.;:!?…]+/)) {
    const trimmed = stretch.trim();
    if (!PURPOSE_SAID[language].test(trimmed)) continue;
    const { text: purpose } = parseReminderRequest(trimmed.replace(PURPOSE_SAID[language], ''), language, at);
    if (purpose && /\p{L}{3}/u.test(purpose)) return purpose;
  }
  return null;
}
