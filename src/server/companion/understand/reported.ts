// Somebody's own words, told by another: a carer, a daughter or a husband on the loved one's phone
// ("me ha dicho que ya no quiere vivir, que se tira por el balcón", "he keeps saying he'd be better
// off dead", "il m'a dit qu'il serait plus là"). The self-harm rules are written in the first
// person, as the loved one would say it; the reported part is put back into the first person, as
// it was said, so the same rules hear it. On normalised speech (see `normalizeSpeech`).
import type { Language } from '../language.ts';

interface Reporting {
  /** Someone else's saying, up to where their words begin (the words start with he/she, il/elle, or "que" in Spanish). */
  frame: RegExp;
  /**
   * The one who reports, inside the words reported ("me dijo que si no le doy me va a matar", "il
   * m'a dit qu'il allait me tuer"): put out of the way first, so that only the reported person
   * becomes "I".
   */
  reporter: [RegExp, string][];
  /** The reported words in the first person, in order. */
  firstPerson: [RegExp, string][];
}

/** "Je" with what may stand between it and its verb: a negation, a pronoun. */
const FR_I = ' (je (?:ne |n )?(?:me |m |en |y |l |le |la |les |lui )?)';

/** A word list as a whole-word alternation. */
const any = (words: string) => `(?:${words})`;

const REPORTING: Record<Language, Reporting> = {
  en: {
    frame: new RegExp(
      ` (?:told me|tells me|(?:has |s )?(?:said|been saying|been telling me)|says|keeps (?:on )?saying|kept (?:on )?saying|was saying|is saying|goes on about|mentioned|admitted|confided)(?: to me)?(?: that)?(?= (?:he|she) )`,
    ),
    reporter: [
      [/ (?:i m|i am|im) /g, ' you are '],
      [/ (?:i|me) /g, ' you '],
      [/ my /g, ' your '],
    ],
    firstPerson: [
      // What "'s" stands for: has before a past participle, is otherwise.
      [
        / (?:he|she) s (?=(?:been|had|got|done|taken|put|written|given|made|bought|saved|hidden|kept|stopped|decided|thought|tried|stockpiled|collected|left|sorted) )/g,
        ' i ve ',
      ],
      [/ (?:he|she) s /g, ' i m '],
      [/ (?:he|she) (d|ll|ve) /g, ' i $1 '],
      [/ (?:he|she) (?:is|was) not /g, ' i m not '],
      [/ (?:he|she) (?:isn t|wasn t|isnt|wasnt) /g, ' i m not '],
      [/ (?:he|she) (?:is|was) /g, ' i m '],
      [/ (?:he|she) (?:doesn t|didn t|doesnt|didnt|does not|did not) /g, ' i don t '],
      [/ (?:he|she) (?:hasn t|hasnt|has not) /g, ' i haven t '],
      [/ (?:he|she) (?:won t|wont|wouldn t|wouldnt|will not|would not) /g, ' i won t '],
      [/ (?:he|she) (?:would|will) /g, ' i will '],
      [/ (?:he|she) (?:has|had) /g, ' i have '],
      [/ (?:he|she) (?:does|did) /g, ' i do '],
      // "he wants", "she really wishes", "he just goes": the first person's verb.
      [
        / (?:he|she) ((?:really |just |still |only |even |never |always |sometimes |often |actually )?)(\w+?)(?:ies) /g,
        ' i $1$2y ',
      ],
      [
        / (?:he|she) ((?:really |just |still |only |even |never |always |sometimes |often |actually )?)(\w+?(?:ss|sh|ch|x|o))es /g,
        ' i $1$2 ',
      ],
      [
        / (?:he|she) ((?:really |just |still |only |even |never |always |sometimes |often |actually )?)(\w+?[^s])s /g,
        ' i $1$2 ',
      ],
      [/ (?:he|she) /g, ' i '],
      [/ (?:himself|herself) /g, ' myself '],
      [/ him /g, ' me '],
      [/ his /g, ' my '],
      // "better off without her", "nobody would miss her now": me; "her pills": my.
      [
        / her (?=$|(?:and|but|now|anymore|any|so|because|if|then|too|either|really|at|in|on|to|for|alone|all) )/g,
        ' me ',
      ],
      [/ her /g, ' my '],
    ],
  },
  fr: {
    frame: new RegExp(
      ` (?:m a dit|m a raconte|m a confie|m a avoue|m a annonce|me dit|me disait|me repete|a dit|dit|disait|repete|raconte|m a explique)(?: \\S+){0,4}? (?:qu|que)(?= (?:il|elle) )`,
    ),
    reporter: [
      [/ (?:je|j) /g, ' vous '],
      [/ me /g, ' la '],
      [/ m /g, ' l '],
      [/ (?:mon|ma|mes) /g, ' les '],
      [/ moi /g, ' vous '],
    ],
    firstPerson: [
      [/ (?:il|elle) /g, ' je '],
      [/ qu (?=je )/g, ' que '],
      [/ (je |je ne |je n )s (?=[aeiouyh])/g, ' $1m '],
      [/ (je |je ne |je n )se /g, ' $1me '],
      // Reported speech moves the tense back: "qu'il voulait plus vivre" was "je veux plus vivre",
      // "qu'il serait plus là" was "je serai plus là".
      [new RegExp(`${FR_I}(\\S+?)rait `, 'g'), ' $1$2rai '],
      [new RegExp(`${FR_I}(?:voulait|veut) `, 'g'), ' $1veux '],
      [new RegExp(`${FR_I}(?:pouvait|peut) `, 'g'), ' $1peux '],
      [new RegExp(`${FR_I}(?:allait|va) `, 'g'), ' $1vais '],
      [new RegExp(`${FR_I}(?:etait|est) `, 'g'), ' $1suis '],
      [new RegExp(`${FR_I}(?:avait|a) `, 'g'), ' $1ai '],
      [new RegExp(`${FR_I}(?:faisait|fait) `, 'g'), ' $1fais '],
      [new RegExp(`${FR_I}(?:savait|sait) `, 'g'), ' $1sais '],
      [new RegExp(`${FR_I}(?:disait|dit) `, 'g'), ' $1dis '],
      [new RegExp(`${FR_I}(\\S+?)ait `, 'g'), ' $1$2e '],
      [new RegExp(`${FR_I}(\\S+?)ra `, 'g'), ' $1$2rai '],
      [/ je (?=[aeiouyh])/g, ' j '],
      [/ m (?=suis |sens |sentais )/g, ' me '],
      [/ (?:lui meme|elle meme) /g, ' moi meme '],
      [/ son /g, ' mon '],
      [/ sa /g, ' ma '],
      [/ ses /g, ' mes '],
      [/ lui /g, ' moi '],
    ],
  },
  es: {
    frame: new RegExp(
      ` (?:me )?(?:ha dicho|dijo|dice|decia|anda diciendo|esta diciendo|estaba diciendo|va diciendo|repite|repetia|comento|ha comentado|conto|ha contado|confeso|ha confesado|reconocio|ha reconocido|dice siempre|siempre dice|no para de decir|no deja de decir)(?: \\S+){0,3}? que(?= )`,
    ),
    reporter: [
      [/ me /g, ' la '],
      [/ (?:mi|mis) /g, ' la '],
      [/ yo /g, ' usted '],
    ],
    firstPerson: [
      // Reported speech moves the tense back: "que ya no quería vivir" was "ya no quiero vivir",
      // "que se iba a tirar" was "me voy a tirar".
      [new RegExp(` ${any('quiere|queria')} `, 'g'), ' quiero '],
      [new RegExp(` ${any('puede|podia')} `, 'g'), ' puedo '],
      [new RegExp(` ${any('tiene|tenia')} `, 'g'), ' tengo '],
      // "Está" and "esta" are one word without accents: not before what "esta" points at.
      [/ (?:esta|estaba) (?!vida|noche|tarde|manana|semana|casa|vez|situacion|cosa|edad)/g, ' estoy '],
      [new RegExp(` ${any('va|iba')} `, 'g'), ' voy '],
      [/ (?:se )?(?:ha|habia) (?=\S+(?:ado|ido|to|cho|sto) )/g, ' me he '],
      [new RegExp(` ${any('aguanta|aguantaba')} `, 'g'), ' aguanto '],
      [new RegExp(` ${any('piensa|pensaba')} `, 'g'), ' pienso '],
      [new RegExp(` ${any('siente|sentia')} `, 'g'), ' siento '],
      [new RegExp(` ${any('sigue|seguia')} `, 'g'), ' sigo '],
      [new RegExp(` ${any('prefiere|preferia')} `, 'g'), ' prefiero '],
      [new RegExp(` ${any('hace|hacia')} `, 'g'), ' hago '],
      [new RegExp(` ${any('ve|veia')} `, 'g'), ' veo '],
      [new RegExp(` ${any('encuentra|encontraba')} `, 'g'), ' encuentro '],
      [new RegExp(` ${any('necesita|necesitaba')} `, 'g'), ' necesito '],
      [/ es (?=un |una |una carga|un estorbo|un trasto)/g, ' soy '],
      [/ (?:estaria|estara) /g, ' estare '],
      [/ seria /g, ' sere '],
      // "se tira", "se mata", "se quita": the reflexive verbs of harm, present or looking back.
      [/ se (\S+?)(?:a|aba|aria) (?=por |al |a la |a |de |con |la |el |del )/g, ' me $1o '],
      [/ se /g, ' me '],
      [/ (\S+?)(ar|er|ir)se /g, ' $1$2me '],
      [/ (\S+?)ndose /g, ' $1ndome '],
      [/ su /g, ' mi '],
      [/ sus /g, ' mis '],
    ],
  },
};

/**
 * The words someone else is told to have said, put back into the first person, or null when the
 * turn reports nobody's words.
 */
export function reportedAsOwn(normalized: string, language: Language): string | null {
  const { frame, reporter, firstPerson } = REPORTING[language];
  const found = frame.exec(normalized);
  if (!found) return null;
  let words = normalized.slice(found.index + found[0].length);
  if (!words.startsWith(' ')) words = ` ${words}`;
  if (!words.endsWith(' ')) words = `${words} `;
  // Each rewrite twice: a replaced word's space is the next one's too (" se va a tirar ").
  for (const [re, to] of [...reporter, ...firstPerson]) words = words.replace(re, to).replace(re, to);
  return words;
}
