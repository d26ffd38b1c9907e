// The deterministic safety layer (companion.md "Safety is enforced in code"): every user turn is
// checked here before, and whatever, the model says. Phrases are matched on normalised speech
// (lower case, no accents or punctuation) in English, French and Spanish.
import { includesPhrase, normalizeSpeech } from './language.ts';

export type SafetyKind = 'emergency' | 'self_harm' | 'stop_calls' | 'goodbye';

const EMERGENCY = [
  // English
  'i fell down',
  'i fell over',
  'i fell and',
  'i fell in the',
  'i fell on the',
  'i fell off',
  'i had a fall',
  'i ve had a fall',
  'i ve fallen',
  'i have fallen',
  'fallen down',
  'can t get up',
  'cannot get up',
  'can not get up',
  'chest pain',
  'pain in my chest',
  'my chest hurts',
  'heart attack',
  'can t breathe',
  'cannot breathe',
  'can t catch my breath',
  'trouble breathing',
  'hard to breathe',
  'short of breath',
  'having a stroke',
  'face is drooping',
  'can t move my arm',
  'can t feel my arm',
  'please help me',
  'help me please',
  'somebody help',
  'someone help me',
  'help help',
  'i need help now',
  'call an ambulance',
  'call 911',
  'there s a fire',
  'house is on fire',
  'on fire',
  'smoke in the house',
  'someone broke in',
  'someone is in my house',
  'intruder',
  'bleeding badly',
  // French
  'je suis tombe',
  'je suis tombee',
  'je ne peux pas me relever',
  'je n arrive pas a me relever',
  'douleur a la poitrine',
  'mal a la poitrine',
  'crise cardiaque',
  'je ne peux pas respirer',
  'j ai du mal a respirer',
  'je n arrive pas a respirer',
  'aidez moi',
  'au secours',
  'appelez une ambulance',
  'au feu',
  'il y a le feu',
  'quelqu un est entre chez moi',
  'un cambrioleur',
  'avc',
  // Spanish
  'me cai',
  'me he caido',
  'no puedo levantarme',
  'dolor en el pecho',
  'me duele el pecho',
  'ataque al corazon',
  'no puedo respirar',
  'me cuesta respirar',
  'ayudame',
  'ayuda por favor',
  'socorro',
  'llamen una ambulancia',
  'llame una ambulancia',
  'hay un incendio',
  'hay fuego',
  'alguien entro en mi casa',
  'un intruso',
  'derrame cerebral',
] as const;

const SELF_HARM = [
  'kill myself',
  'end my life',
  'take my own life',
  'want to die',
  'wanna die',
  'suicide',
  'suicidal',
  'hurt myself',
  'harm myself',
  'better off dead',
  'no reason to live',
  'don t want to live',
  'me suicider',
  'me tuer',
  'mettre fin a mes jours',
  'envie de mourir',
  'je veux mourir',
  'me faire du mal',
  'suicidarme',
  'matarme',
  'quitarme la vida',
  'quiero morir',
  'quiero morirme',
  'hacerme dano',
  'suicidio',
] as const;

const STOP_CALLS = [
  'stop calling',
  'don t call me',
  'do not call me',
  'don t call anymore',
  'don t call me anymore',
  'stop the calls',
  'no more calls',
  'take me off',
  'remove me from',
  'unsubscribe',
  'i don t want these calls',
  'arretez de m appeler',
  'arrete de m appeler',
  'ne m appelez plus',
  'ne m appelle plus',
  'plus d appels',
  'retirez moi',
  'deja de llamarme',
  'dejen de llamarme',
  'no me llames mas',
  'no me llamen mas',
  'no quiero mas llamadas',
  'quitenme de la lista',
] as const;

const GOODBYE = [
  'bye',
  'goodbye',
  'good bye',
  'bye now',
  'bye bye',
  'that s all',
  'that is all',
  'talk to you tomorrow',
  'talk to you later',
  'have to go',
  'got to go',
  'gotta go',
  'hang up now',
  'good night',
  'au revoir',
  'a demain',
  'a bientot',
  'bonne nuit',
  'je dois y aller',
  'c est tout',
  'adios',
  'hasta luego',
  'hasta manana',
  'buenas noches',
  'me tengo que ir',
  'eso es todo',
  'chao',
] as const;

/** A cry for help on its own ("Help!", "Help me!", "¡Ayuda!"), as opposed to "help me with a recipe". */
const BARE_HELP = [' help ', ' help me ', ' help help ', ' aidez moi ', ' a l aide ', ' ayuda ', ' ayudame '];

/** The one safety outcome of a user turn, most serious first. */
export function checkSafety(text: string): SafetyKind | null {
  const said = normalizeSpeech(text);
  if (includesPhrase(said, SELF_HARM)) return 'self_harm';
  if (includesPhrase(said, EMERGENCY) || BARE_HELP.includes(said)) return 'emergency';
  if (includesPhrase(said, STOP_CALLS)) return 'stop_calls';
  if (includesPhrase(said, GOODBYE)) return 'goodbye';
  return null;
}

const YES = [
  'yes',
  'yeah',
  'yep',
  'sure',
  'ok',
  'okay',
  'of course',
  'that s fine',
  'fine',
  'all right',
  'alright',
  'go ahead',
  'that s ok',
  'no problem',
  'oui',
  'd accord',
  'bien sur',
  'pas de probleme',
  'ca va',
  'si',
  'claro',
  'vale',
  'esta bien',
  'de acuerdo',
  'por supuesto',
] as const;
const NO = [
  'no',
  'nope',
  'don t record',
  'do not record',
  'i d rather not',
  'rather not',
  'not ok',
  'i don t want',
  'please don t',
  'non',
  'pas d accord',
  'ne m enregistrez pas',
  'je prefere pas',
  'je ne veux pas',
  'no grabe',
  'no me grabe',
  'prefiero que no',
  'no quiero',
] as const;

const YES_DESPITE_NO = [
  'no problem',
  'no problemo',
  'why not',
  'pas de probleme',
  'pourquoi pas',
  'no hay problema',
  'por que no',
] as const;

/** A yes or a no to a question (recording consent, a good time to talk); null when unclear. */
export function parseYesNo(text: string): 'yes' | 'no' | null {
  const said = normalizeSpeech(text);
  if (includesPhrase(said, YES_DESPITE_NO)) return 'yes';
  // A refusal wins over a polite "yes, but please don't record".
  if (includesPhrase(said, NO)) return 'no';
  if (includesPhrase(said, YES)) return 'yes';
  return null;
}
