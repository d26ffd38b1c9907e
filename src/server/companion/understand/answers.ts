// Answers to the companion's own questions (may I record, is this a good time, are you sure):
// yes, no or later, read in the language of the call. "Yes, that's all right" is a yes, never a
// goodbye, and "no, I don't mind" or "no me importa" is a yes too.
import type { Language } from '../language.ts';
import { w } from './rule-engine.ts';

interface AnswerWords {
  yesDespiteNo: RegExp;
  no: RegExp;
  yes: RegExp;
  later: RegExp;
}

const ANSWERS: Record<Language, AnswerWords> = {
  en: {
    yesDespiteNo: w(
      'no problem|no problemo|why not|(?:i )?(?:dont|do not|don t) mind|not at all (?:mind|bothered)|no objection|not bothered|doesnt bother me|doesn t bother me|i have no objection|no worries|never mind that',
    ),
    no: w(
      'no|nope|nah|not really|dont record|don t record|do not record|(?:id|i d) rather not|rather you didnt|rather you didn t|rather not|not ok|not okay|not all right|not alright|i dont want|i don t want|please dont|please don t|dont like (?:that|it)|don t like (?:that|it)|not happy|no thank you|no thanks|absolutely not|certainly not|definitely not|not today|not now',
    ),
    yes: w(
      'yes|yeah|yea|yep|yup|aye|sure|ok|okay|of course|fine|all right|alright|go ahead|go on then|carry on|that s fine|thats fine|that s ok|that s all right|thats all right|by all means|certainly|absolutely|definitely|please do|i suppose so|i guess so|that s grand|it s grand|lovely|good time|perfect|right you are|indeed|correct|that s right|i do|i am',
    ),
    later: w(
      'later|not now|busy|another time|call (?:me )?back|ring (?:me )?back|in (?:a|an) (?:bit|while|hour)|this (?:afternoon|evening)|after (?:lunch|dinner|my nap)|bad time|not a good time|in the middle of',
    ),
  },
  fr: {
    yesDespiteNo: w(
      'pas de probleme|pourquoi pas|(?:ca|cela) ne me (?:derange|gene) pas|ca me derange pas|ca me gene pas|aucun probleme|pas de souci|aucun souci|je n y vois pas d inconvenient|y a pas de souci',
    ),
    no: w(
      'non|pas d accord|ne m enregistrez pas|m enregistrez pas|je prefere pas|je prefere que non|je ne veux pas|je veux pas|surtout pas|non merci|pas aujourd hui|pas maintenant|ca me gene|ca me derange',
    ),
    yes: w(
      'oui|ouais|d accord|bien sur|ca va|c est bon|ok|okay|entendu|volontiers|allez y|tres bien|parfait|absolument|evidemment|pas de probleme|c est d accord|je veux bien|avec plaisir|exactement|tout a fait',
    ),
    later: w(
      'plus tard|pas maintenant|occupee?|un autre moment|rappelez moi|rappeler plus tard|dans (?:une|un) (?:heure|moment|peu)|cet apres midi|ce soir|apres (?:le dejeuner|manger|ma sieste)|mauvais moment',
    ),
  },
  es: {
    yesDespiteNo: w(
      'no hay problema|no me importa|no me molesta|por que no|ningun problema|no pasa nada|no tengo problema|no me parece mal|sin problema',
    ),
    no: w(
      'no|no gracias|no me grabe|no me grabes|no grabe|prefiero que no|no quiero|mejor no|de ninguna manera|para nada|ahora no|hoy no|me molesta',
    ),
    yes: w(
      'si|claro|vale|esta bien|de acuerdo|por supuesto|bueno|perfecto|adelante|como no|desde luego|ok|okey|muy bien|con gusto|esta bien asi|correcto|eso es|ya|dale|sale|ande',
    ),
    later: w(
      'mas tarde|ahora no|luego|ocupad[ao]|en otro momento|llameme (?:despues|luego|mas tarde)|vuelva a llamar|dentro de (?:un|una) (?:rato|hora)|esta tarde|esta noche|despues de (?:comer|la siesta)|mal momento',
    ),
  },
};

/** yes / no / later, or null when the turn answers none of them. */
export function readAnswer(normalized: string, language: Language): 'yes' | 'no' | 'later' | null {
  const words = ANSWERS[language];
  if (words.yesDespiteNo.test(normalized)) return 'yes';
  if (words.later.test(normalized)) return 'later';
  // A refusal wins over a polite "yes, but please don't record".
  if (words.no.test(normalized)) return 'no';
  if (words.yes.test(normalized)) return 'yes';
  return null;
}
