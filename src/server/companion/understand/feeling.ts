// How the caller sounds in a turn, for the scripted companion's answer: low (pain, a bad night,
// loneliness, grief, worry) or good (a nice day, a visit). "That sounds nice." must never answer
// "my hip's been hurting all week". Words on meaning, in the turn as the rules read it; low wins
// over good, and "not too bad" is good.
import type { Language } from '../language.ts';
import { globally } from './rule-engine.ts';
import { RULES } from './rules.ts';

export type Feeling = 'low' | 'good';

const w = (source: string) => new RegExp(`(?<= )(?:${source})(?= )`);

/** "Sola", "solo": alone, not the "solo" of only ("solo quería saber", "no solo hoy"). */
const ALONE_ES =
  '(?:sola|(?<!(?:no|tan) )solo(?! (?:un|una|unos|unas|el|la|los|las|lo|que|quer[ií]a|queria|quiero|para|por|me|te|le|les|se|es|eso|esto|hoy|dos|tres|de|a|al|pienso|pido|digo|falta|faltan|tengo|tomo|necesito|llamaba|llamo|una vez)(?= |$)))';

const NOT_BAD: Record<Language, RegExp> = {
  en: w('not (?:so |too |that |very )?(?:bad|awful|terrible)|mustn ?t grumble|can ?t complain'),
  fr: w('pas (?:trop |si |tres )?mal(?! (?:de|a|au|aux|partout))|pas trop mauvais'),
  es: w('no (?:estoy |esta |me va |va )?(?:tan |muy )?mal|no me quejo'),
};

const LOW: Record<Language, RegExp> = {
  en: w(
    [
      // "I'll" is read as "ill": ill only when no verb follows ("I'll ask him on Sunday"); "smoking
      // something rotten" says how much, of a bonfire (what hurt so is low by its own word).
      'pain|painful|hurts?|hurting|aches?|aching|sore|poorly|unwell|ill(?! (?:go|be|ask|ring|call|see|do|have|get|make|take|tell|phone|let|pop|come|just|try|put|leave|give|look|keep|wait|send|bring|say|need|want|hang|sort|speak|talk|write|pay|stay|manage|never|always|probably|definitely|certainly|maybe|only|still|soon|remember|think|miss|mention|check|bake|cook|watch|read|sit|stop|start|finish|nip|dash|head|walk|drive|catch|meet|hear|be)(?= ))|sick|(?<!something )rotten|awful|terrible|horrible|dreadful|bad|worse|nasty',
      // Down in spirits, not sat down with a cup of tea.
      'lonely|alone|on my own|sad|(?:feel|feeling|felt|bit|so|very|really|quite|little|im|i m|i am|been|getting|gets me|got me|brings me|brought me|ever so|that) down|down in the dumps|low|fed up|miserable|upset|crying|cried|tears|heartbroken',
      'miss (?:him|her|them|my)|missing (?:him|her|them|my)|passed away|passed on|(?<!(?:battery|batteries|bulb|phone|plant|plants|car|telly|remote|mower) (?:has |s |have |just )?)died(?! (?:laughing|of laughter|with laughter|of shame|of embarrassment))|funeral|lost my',
      'tired|exhausted|worn out|(?:couldnt|could not|cant|cannot|didnt|did not|havent|hardly) (?:get to )?sleep|no sleep|awake all night',
      'worried|worrying|(?<!no )worries|anxious|nervous|scared|frightened|afraid|fell|(?<!(?:have you|had you|you|youve|you ve|has she|has he|if you|in case you) )fallen|a fall|hospital|struggling|hard time|difficult',
      'not (?:so |too |very |feeling )?(?:good|great|well|myself)|under the weather',
      '(?:its|it s|im|i m|i am|things are|everythings|everything s|everything is) not (?:all right|alright|ok|okay|right)|in (?:a|such a) (?:bit of a |right |terrible |real |proper )?(?:state|way)|not right at all',
      // Family far away or seldom heard from.
      'live (?:so |very |too )?far away|(?:never|hardly ever|rarely|dont|do not|didnt) (?:come|visit|call|ring|phone)(?: me)?(?: (?:much|often|anymore|any more))?|nobody (?:comes|visits|calls|rings)',
      // Complaints the old make lightly: a hip playing up, a knee giving them gyp, a chesty cold.
      'playing (?:me )?up|acting up|giving me (?:gyp|jip|trouble|grief|bother)|bothering me|troubling me|stiff|swollen|arthritis|gout|sciatica|(?<!(?:in|out of|from|against|for|keep out) )(?:a|this|my|the) (?:bit of a |nasty |heavy |stinking |streaming )?cold(?! (?:day|morning|afternoon|evening|night|wind|snap|spell|one|start|front|weather|winter))|chesty|coughing|cough|dizzy|wobbly|off colour|out of sorts|a bit rough',
    ].join('|'),
  ),
  fr: w(
    [
      'douleurs?|j ai mal|mal (?:a|au|aux|partout)|souffre|souffert|fatiguee?|epuisee?|malade|triste|tristesse|seule?|solitude',
      'deprimee?|cafard|pleure|pleurais|pleurer|inquiete?|inquietude|peur|angoisse|angoissee?|(?<!(?:ca|cela|ce|qui|noel|mon anniversaire|vous etes|tu es|etes vous|es tu|t es) )tombee?(?! (?:bien|pile|a pic|mal|a point|un (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)))|chute|hopital',
      'decede|decedee|(?<!(?:pile|piles|batterie|batteries|ampoule|plante|plantes|telecommande|voiture) (?:qui )?(?:est |sont )?)(?:mort|morte)|enterrement|obseques|me manque|nous manque|dur|dure|difficile|penible',
      'pas (?:tres |trop |si )?(?:bien|en forme|fort)|(?:pas|mal) dormi|pas pu dormir|nuit blanche|mauvaise nuit|horrible|affreux|terrible',
      'habitent (?:si |trop |tres )?loin|(?:viennent|passent|appellent|telephonent) (?:pas|plus|jamais|rarement|peu)|personne (?:ne )?(?:vient|passe|appelle)',
      'fait des (?:miseres|siennes)|me (?:tire|lance|gene|travaille)|raide|enflee?s?|arthrose|sciatique|rhume|enrhumee?|tousse|toux|vertiges?|patraque|pas dans mon assiette',
    ].join('|'),
  ),
  es: w(
    [
      `dolor|dolores|me duele|me duelen|duele|cansad[oa]|agotad[oa]|enferm[oa]|fatal|triste|tristeza|${ALONE_ES}|soledad`,
      'deprimid[oa]|llor[oa]|llorando|llore|preocupad[oa]|preocupa|miedo|asustad[oa]|me cai|caida|hospital',
      '(?<!(?:pila|pilas|bateria|bombilla|planta) (?:se (?:me )?)?)murio(?! (?:la|el|las) (?:pila|pilas|bateria|bombilla|movil|planta))|fallecio|entierro|funeral|echo de menos|extrano|duro|dura|dificil|mala noche|no (?:he |pude |puedo )?dormi(?:do|r)?',
      'no (?:estoy |me encuentro |ando )?(?:muy |tan |nada )?(?:bien|animad[oa])|horrible|pesim[oa]|mal',
      'viven (?:muy |tan )?lejos|(?:no|nunca|casi nunca|rara vez) (?:me )?(?:vienen|visitan|llaman|vienen a verme)|(?:vienen|llaman) (?:muy )?poco|nadie (?:me )?(?:viene|visita|llama)',
      'me (?:molesta|molestan|esta dando guerra|da guerra|tiene frit[oa])|achaques|artrosis|ciatica|hinchad[oa]s?|resfriad[oa]|constipad[oa]|catarro|tos|toso|mareos?|mare[oa]d[oa]|pachuch[oa]|regular',
    ].join('|'),
  ),
};

const GOOD: Record<Language, RegExp> = {
  en: w(
    'lovely|nice|wonderful|great|good|fine|happy|glad|enjoyed|enjoying|fun|beautiful|sunny|sunshine|visited|came (?:round|over|to see)|a treat|smashing|brilliant|grand|marvellous|cheerful|__good__',
  ),
  fr: w(
    'bien|super|agreable|formidable|heureuse?|contente?|plaisir|joli|jolie|beau temps|soleil|visite|venue?s? me voir|genial|magnifique|__good__',
  ),
  es: w(
    'bien|genial|estupend[oa]|maravillos[oa]|precios[oa]|content[oa]|feliz|alegre|me encanto|disfrute|bonit[oa]|sol|visita|vino a verme|vinieron a verme|__good__',
  ),
};

/** `said`: the turn as the rules read it (`SafetyView.said`: contractions and spellings folded). */
export function feelingOf(said: string, language: Language): Feeling | null {
  // A fright told ("it gave me such a fright", "ça m'a fait tellement peur") is no low mood on its own.
  const read = said.replace(globally(RULES[language].fright), ' ').replace(NOT_BAD[language], '__good__');
  if (LOW[language].test(read)) return 'low';
  if (GOOD[language].test(read)) return 'good';
  return null;
}

/**
 * Grief, loneliness, worry for someone, sleepless nights, money taken and trust betrayed in a turn,
 * and the body: pain, a fall, a blow, breath, the chest, blood, a colour gone grey, a faint, not
 * waking. Such trouble told without the body ("desde que murió el mi Pepe no duermo, me paso la
 * noche en la cocina a oscuras", "mon neveu… il a tout vidé, soixante mille euros") is a low heart,
 * not a body in danger (call-script.ts). Alone with someone ("j'suis tout seul avec elle") is
 * keeping watch, not loneliness.
 */
const GRIEF: Record<Language, RegExp> = {
  en: w(
    '(?:his|her|the) empty chair|worr(?:y|ied|ying|ies)|what (?:will |would )?(?:happens?|become) (?:to|of) (?:him|her|them)|anniversary of (?:his|her|the) (?:death|passing)|lonely|alone(?! with (?:her|him|them|mum|mam|mom|dad|my|nan|gran))|on my own(?! with (?:her|him|them|mum|mam|mom|dad|my|nan|gran))|sad|miserable|heartbroken|crying|cried|tears|miss (?:him|her|them|my)|missing (?:him|her|them|my)|since (?:he|she|\\S+) (?:died|passed|went)|passed away|died|funeral|(?:the |my )?(?:kids|children|family|boys|girls) (?:are|is|live|all live) (?:all )?(?:so )?(?:far away|far off|miles away|abroad|overseas)|widow\\S*|griev\\S*|grief|(?:cant|cannot|couldnt|dont|didnt|never) (?:get to )?sleep|no sleep|awake all night|(?:bad|long|sleepless) nights?|scam\\S*|swindl\\S*|conned|cheated|fleeced|ripped off|emptied|(?:took|taken|stole|stolen|lost) (?:all )?(?:my|me|her|his) (?:money|savings|pension)|betray\\S*|(?:wont|doesnt|never) (?:answer|ring|call) (?:me|the phone)|(?:evenings|days|nights|afternoons) (?:are |seem |feel )?(?:so |that )?(?:long|endless)|go on (?:forever|for ever)|(?:feeling|bit|so|that|im just|i m just|just) low|fed up|(?:just|only) me and (?:the |my |\\S+ )|nights (?:drawing|drawn|pulling) in|down in the dumps|(?:me|i) and (?:my |our )?\\S+ used to|when (?:my |our )?\\S+ was (?:alive|still here)',
  ),
  fr: w(
    '(?:fais|fait) du souci|m inquiete|(?:ce qu|qu est ce qu) (?:il|elle) va devenir|seule?(?! avec (?:elle|lui|eux|ma|mon|maman|papa|mamie|papi|memere|pepere))|(?:la|sa) mort de (?:ma|mon|notre)|anniversaire de (?:sa|la) mort|(?:sa )?(?:chaise|place) vide|solitude|triste|tristesse|cafard|pleur\\S*|larmes|me manque|manque (?:tellement|trop)|depuis (?:qu il|qu elle|que (?:mon|ma) \\S+) (?:est|soit) (?:mort|morte|parti|partie|decedee?)|decedee?|(?:mon|ma) \\S+ (?:(?:il|elle) )?(?:est|soit) (?:mort|morte)|(?:les|mes) (?:enfants|petits|gosses) (?:(?:ils|elles) )?(?:sont|habitent|vivent) (?:tous )?(?:loin|a l etranger)|enterrement|obseques|veuve?|deuil|(?:dors|dormi|dormir) (?:pas|plus|mal|rien)|nuits? blanches?|mauvaises? nuits?|insomnies?|arnaqu\\S*|escroqu\\S*|(?:a|ont|m a|m ont) tout (?:vide|pris)|vide (?:mon|le) compte|(?:pris|vole|perdu) (?:toutes? )?mes (?:economies|sous)|trahi\\S*|(?:repond|rappelle) (?:plus|jamais)|ca va pas fort|ca va pas trop|le moral (?:est )?pas la|il n y a (?:plus )?que moi et|(?:y a|ya) (?:plus )?que moi et|(?:le )?moral (?:est )?(?:bas|a zero|dans les chaussettes)|(?:soirees|journees|nuits|apres midi) (?:sont |elles )?(?:si |tellement )?(?:longues|interminables|en finissent pas)|en finissent (?:pas|plus)|je m ennuie|avant avec (?:mon|ma) \\S+|quand (?:mon|ma) \\S+ (?:etait|vivait) (?:la|encore)',
  ),
  es: w(
    `me preocupa\\S*|preocupad[oa]|que va a ser de (?:el|ella)|${ALONE_ES}(?! con (?:ella|el|ellos|mi|mama|papa|la abuela|el abuelo|la yaya|el yayo))|(?:la|su) muerte de (?:mi|nuestr[oa])|aniversario de (?:su|la) muerte|(?:su )?(?:silla|sitio) vacio|soledad|triste|tristeza|llor\\S*|lagrimas|echo de menos|extran\\S*|desde que (?:murio|se fue|falta|fallecio)|murio|fallecio|entierro|funeral|(?:los|mis) (?:hijos|nietos|chicos) (?:estan|viven) (?:todos )?(?:muy )?(?:lejos|fuera)|viud[oa]|luto|no (?:duermo|pego ojo|puedo dormir|he dormido|dormi)|noches? (?:muy )?malas?|malas noches|insomnio|desvel\\S*|estaf\\S*|timad\\S*|engan\\S*|(?:me )?(?:ha|han) vaciado|vaci\\S* (?:la|mi) cuenta|(?:se llevo|me quito|me robo|perdi) (?:todos? )?(?:mis|los) ahorros|traicion\\S*|no (?:me )?(?:contesta|coge|llama)|(?:tardes|noches|dias) (?:se (?:me )?hacen |son )?(?:muy |tan )?(?:largas|largos|eternas|eternos|interminables)|no se acaban|baj[oa] de (?:animo|moral)|de bajon|(?:solo|nada mas) (?:yo|estamos yo) y (?:el|la|mi)|antes con (?:mi|el mi|la mi) \\S+|cuando vivia (?:mi|el mi|la mi) \\S+`,
  ),
};

const BODY: Record<Language, RegExp> = {
  en: w(
    'pain|painful|hurts?|hurting|aches?|aching|sore|poorly|unwell|sick|fell|fallen|a fall|dizzy|wobbly|faint\\S*|breath\\S*|chest|heart|bleed\\S*|blood|swollen|shaking|shivering|numb|sweat\\S*|vomit\\S*|temperature|fever|colou?r|(?<!(?:its|it s|it is|sky s|sky is|day|weather s|skies|so|all) )(?:grey|gray)|blue|pale|clammy|insulin|sugar|pills|tablets|sleepy|drowsy|wake|woken|come round|collapsed|(?:cant|cannot|couldnt) (?:move|walk|stand|get up|feel)|hit me|hitting me|punched|kicked me|pushed me|knocked me|slapped',
  ),
  fr: w(
    'douleurs?|j ai mal|mal (?:a|au|aux|partout)|souffre|malade|tombee?|chute|vertiges?|respir\\S*|poitrine|coeur|saign\\S*|sang|enflee?s?|tremble\\S*|engourdi\\S*|evanoui\\S*|malaise|sueurs?|transpir\\S*|vomi\\S*|fievre|couleur|(?<!(?:fait|temps|ciel|jour|journee|tout) )(?:gris|grise)|bleue?s?|pale|insuline|sucre|cachets|comprimes|somnolente?|reveill\\S*|(?:peux|arrive) (?:pas|plus) (?:a )?(?:bouger|marcher|me lever|me relever)|frappee?|m a (?:frappe|pousse|bouscule|gifle)|coups?',
  ),
  es: w(
    'dolor\\S*|duele\\S*|enferm[oa]|me cai|caida|mare[oa]\\S*|respir\\S*|pecho|corazon|sangr\\S*|hinchad\\S*|tembl\\S*|desmay\\S*|sud\\S*|vomit\\S*|fiebre|color|(?<!(?:dia|cielo|tiempo|esta|todo) )gris|morad[oa]|azul|palid[oa]|insulina|azucar|pastillas|despierta|despertar|no reacciona|no (?:me )?puedo (?:mover|andar|caminar|levantar)\\S*|me (?:pego|pegó|empujo|golpeo|tiro)|golpe\\S*|pegado',
  ),
};

/** Whether a normalised turn tells of grief, loneliness, worry, sleepless nights or money taken, and not of the body. */
export function lowAtHeart(said: string, language: Language): boolean {
  return GRIEF[language].test(said) && !BODY[language].test(said);
}

/**
 * Drowsiness, heavy eyes, wanting to sleep where they are ("I'm just so sleepy, I'll have a little
 * nap right here", "j'ai les yeux qui se ferment", "me está entrando un sueño…"): after a fall, in
 * the cold or after tablets, a sign of danger, not of being all right.
 */
const DROWSY: Record<Language, RegExp> = {
  en: w(
    '(?:so|awful|awfully|very|real|really|that|terribly|getting|feel|feeling|just) (?:sleepy|drowsy|dozy)|(?:nodding|drifting|dropping) off|nod off|(?:cant|can t|cannot) keep my eyes open|eyes (?:keep )?(?:closing|shutting)|(?:have|take|having) (?:a |me a )?(?:little |wee |quick )?(?:nap|kip|snooze|doze|lie down)(?: \\S+){0,3} (?:right )?(?:here|on the floor|where i am)',
  ),
  fr: w(
    '(?:tellement|tres|si|trop|vraiment|toute?) (?:somnolente?|endormie?)|j ai (?:tellement |tres |trop )?sommeil|(?:je )?(?:m endors|pique du nez|tombe de sommeil)|(?:les )?yeux (?:qui )?se ferment|garder les yeux ouverts|(?:faire|piquer) (?:un petit somme|une petite sieste|un somme)(?: \\S+){0,3} (?:ici|la|par terre)',
  ),
  es: w(
    '(?:tanto|mucho|un) sueno(?! de)|(?:muy|tan|toda) (?:adormilad[oa]|amodorrad[oa]|somnolient[oa])|me (?:estoy )?(?:quedando|quedo) dormid[oa]|se me cierran los ojos|(?:mantener|tener) los ojos abiertos|(?:echar|echarme|me echo) (?:una )?(?:siestita|siesta|cabezadita|cabezada)(?: \\S+){0,3} (?:aqui|aca|en el suelo)',
  ),
};

/** Whether a normalised turn tells of drowsiness. */
export const saysDrowsy = (said: string, language: Language) => DROWSY[language].test(said);
