// Answers to the companion's own questions (may I record, is this a good time, are you sure):
// yes, no or later, read in the language of the call. "Yes, that's all right" is a yes, never a
// goodbye, and "no, I don't mind" or "no me importa" is a yes too.
import type { Language } from '../language.ts';
import { globally, w } from './rule-engine.ts';
import { RULES } from './rules.ts';

interface AnswerWords {
  yesDespiteNo: RegExp;
  /** A no: the bare word ("no", "non") and the refusals said in words ("rather not"). */
  no: RegExp;
  /** The refusals said in words alone: inside a turn, a bare "no" negates something else. */
  refusal: RegExp;
  yes: RegExp;
  later: RegExp;
  /**
   * To "Are you hurt? Do you need help?": help asked for, fear, or the trouble still going on
   * ("no, I'm not hurt, I'm frightened, I can hear them downstairs"; "it's not stopping"). A yes,
   * whatever else the turn says.
   */
  needsHelp: RegExp;
  /** The hospital or the ambulance not wanted: help put off, not refused, unless all is said to be well. */
  putsOffHelp: RegExp;
  /** To the same question, or "Are you thinking about ending your life?": "I'm all right". A no. */
  allRight: RegExp;
}

/** Refusals in words ("rather not", "ahora no", "pas maintenant"), heard anywhere in an answer. */
const REFUSAL: Record<Language, string> = {
  en: 'not really|dont record|don t record|do not record|(?:id|i d) rather not|rather you didnt|rather you didn t|rather not|not ok|not okay|not all right|not alright|(?<!(?:that|what|which|things) )i (?:dont|don t) want|please dont|please don t|dont like (?:that|it)|don t like (?:that|it)|not happy|no thank you|no thanks|absolutely not|certainly not|definitely not|not today|not now|(?:im |i m )?afraid not|(?:but|except) not the recording|(?:the )?recording (?:bit |part )?no(?= |$)',
  fr: 'pas d accord|ne m enregistrez pas|m enregistrez pas|je prefere pas|je prefere que non|(?<!(?:que|qu|ce que) )je (?:ne )?veux pas|surtout pas|non merci|pas aujourd hui|pas maintenant|ca me gene|ca me derange|pas l enregistrement|l enregistrement (?:non|ca non|pas question)|enregistrer non|pas d enregistrement',
  es: 'no gracias|no me grabe|no me grabes|no grabe|prefiero que no|(?<!(?:que (?:yo )?|ya ))no quiero|mejor no|de ninguna manera|para nada|(?<!hasta )ahora no|hoy no(?! (?:me|te|se|nos|le|les|lo|la|los|las|he|has|ha|hemos|han|estoy|esta|tengo|tiene|hay|hace|hizo|fui|fue|voy|va|sali|salgo|comi|como|dormi|duermo|quiero)(?= ))|me molesta|lo de (?:grabar|grabarme|la grabacion) no|(?:grabar|grabarme|la grabacion) no(?= |$)|que no me grabe\\S*',
};

const ANSWERS: Record<Language, AnswerWords> = {
  en: {
    yesDespiteNo: w(
      // "Good time, bad time, it's all the same to me now": any time will do (however low it sounds).
      '(?:a )?good time(?: or)? (?:a )?bad time|(?:its|it s|theyre|they re) all the same to me|one time(?: s| is)? as good as another|' +
        // "Och, no bad": Scots for "not bad", how they are.
        '(?:och |aye |oh )?no (?:bad|too bad|so bad)|' +
        // "A wee bit busy but go on": busy, and time given all the same.
        '(?:busy|bit busy|run off my feet)(?: \\S+){0,3} but (?:go on|go ahead|carry on|fire away|on you go|go for it|i can talk|i ve got a minute|ive got a minute)|' +
        // "Not really, but go on, nothing's right anyway": a no, and the time given all the same.
        '(?:^ |^ \\S+ )(?:no|nah|not really|not (?:the best|a great|a good|an ideal) time)(?: \\S+){0,3} but (?:go on|go ahead|carry on|fire away|on you go|go for it|tell me|i m listening|im listening)(?! (?:and )?(?:ring|call|phone) (?:me )?(?:back|later))|' +
        // "I've got a minute, though I'm not up to much chat today": time given, the mood low.
        '(?:though|but|although) (?:today |this morning )?(?:im|i m|i am) not (?:really |much |very )?(?:up (?:to|for) (?:much )?(?:chat|chatting|talking|talk)|in the mood (?:for|to) (?:much )?(?:chat|chatting|talk|talking)|(?:much|very) of a talker)|' +
        '(?:(?:ive|i ve|i have|i)(?: not| ?nae)? (?:not |got |not got )?)?(?:nothing|not much|nowt|not a lot|not anything|nae much) (?:much )?(?:to do|on|going on|planned)|no problem|no problemo|no bother|nae bother|no trouble|why not|(?:i )?(?:dont|do not|don t) mind|not at all (?:mind|bothered)|no objection|not bothered|doesnt bother me|doesn t bother me|i have no objection|no worries|never mind that|nothing to hide|go on and record|record (?:it|away|all you|whatever|what you)|(?:not|no) (?:doing|daein|doin) (?:anything|much|owt|nothing)|(?:im|i m|i am) not busy|not busy at all|(?:its|it s|it is|tisnt) not (?:like|as if|as though) (?:im|i m|i am|i was|id be|i d be) (?:\\S+ )?busy|not that (?:im|i m|i am) (?:\\S+ )?busy|(?:youre|you re|you are) not interrupting|(?:you )?(?:didnt|did not|havent|have not) (?:caught|catch) me (?:at|in the middle of) (?:anything|nothing)|(?:yeah|yes|aye) no|(?<=^ (?:\\S+ ){0,2})no (?:no )?(?:its|it s|thats|that s) (?:fine|ok|okay|alright|all right|grand)',
    ),
    no: w(`no|nope|nah|${REFUSAL.en}`),
    refusal: w(REFUSAL.en),
    yes: w(
      'yes|yeah|yea|yep|yup|aye|sure|ok|okay|of course|fine|all right|alright|go ahead|go on then|carry on|champion|good as gold|smashing|spot on|thatll do|that ll do|that s fine|thats fine|that s ok|that s all right|thats all right|by all means|certainly|absolutely|definitely|please do|i suppose so|i guess so|that s grand|it s grand|that s great|thats great|that ll be great|thatll be great|(?<!(?:not|nothing|none too|not so|not that|not too|not very) )(?:great|brilliant)|lovely|good time|perfect|right you are|indeed|correct|that s right|(?:that s|thats|that is) (?:it|the one)(?! for)|i do|i am',
    ),
    later: w(
      'later|not now|(?<!(?:been|keeping|kept|keep|stay|staying|kept myself|keeping myself|not (?:like|as if|as though) (?:im|i m|i am|i was|id be|i d be)|not that (?:im|i m|i am)|aint|ain t|im not|i m not|i am not|not|never|isnt|wasnt|hardly|nothing|no) (?:\\S+ )?)busy(?! with (?:my|me|this|the) (?:hand|arm|leg|finger|thumb|wrist|ankle|foot|knee|head|eye|back|hip|cut|wound|bleeding))|another time|(?<!not (?:a |the )?(?:too |that )?)bad moment|call (?:me )?back|ring (?:me )?back|in (?:a|an) (?:bit|while|hour)(?! of)|this (?:afternoon|evening)|(?<!(?:just|only just|im|i m|i am|were|we re) )after (?:lunch|dinner|my nap)|(?<!not (?:a |the )?(?:too |that )?|good time or (?:a )?)bad time|(?:not|isnt|isn t|is not) (?:a |the |really a )?(?:good|best|great|convenient|right) (?:time|moment)|not (?:right|just) now|(?:im|i m|i am|were|we re|we are|just|right)(?: \\S+){0,2} in the middle of(?! (?:it|them|the (?:night|road|street|room|stage|floor|field|day|dance|song|show|film|match|service|mass)))|in the middle of (?:something|summat|my|me|the (?:washing|ironing|cooking|hoovering|baking|dinner|tea|lunch|breakfast))',
    ),
    needsHelp: w(
      // Asking for someone to be rung ("can you ring my neighbour?"), or lost in the day: help is wanted.
      // Not wanting a fuss made is help played down, not refused ("no, I don't want to make a fuss").
      '(?:he|she|they|hes|shes|theyre)(?: s| is| are)? (?:cant|can t|cannot|can not|couldnt) (?:talk|speak|breathe|swallow|cough|get (?:a|any) (?:breath|air|word out))(?! (?:much|properly|well|very|since|any more|anymore|clearly|since|after|because|on the phone))|(?:hes|shes|he s|she s|he is|she is|theyre|they are) (?:going|turning|gone) (?:blue|purple)|' +
        '(?:dont|don t|do not|didnt|never) (?:want|wanna|like) to (?:make|be making|cause|kick up) (?:a |any |such a )?fuss|(?:dont|don t|do not) want to (?:be )?(?:a )?(?:bother|nuisance|burden)(?: to)? (?:anyone|anybody|you|them|the)|' +
        '(?:can|could|would|will) you (?:ring|call|phone|get|fetch|send for) (?:my (?:neighbou?r|daughter|son|doctor)|the (?:neighbou?r|doctor)|him|her|them|someone|somebody|an ambulance|a doctor|for help)|(?:dont|do not) know what i was saying|what day is it|(?:dont|do not) know what day it is|' +
        'keep your voice down|speak (?:quietly|softly|low)|talk (?:quietly|softly)|whisper\\S*|(?:he|she|they) (?:ll|will) hear|(?:im|i m|i am) hiding|hidden|help|ambulance|911|999|000|112|triple (?:zero|nought|oh|nine)|nine nine nine|nine one one|one one two|hurry|please come|(?:i )?(?:cant|can t|cannot) (?:get|go) (?:out )?(?:to|and (?:look for|find|get)) (?:him|her)|send (?:someone|somebody|help)|scared|frightened|terrified|afraid|still (?:going|there|here|bleeding|fitting|shaking|burning|coming|on the floor|down)|not stopping|isnt stopping|wont stop|cant stop|keeps? (?:going|coming|getting)|getting worse|(?:its|it s|im|i m|hes|shes) worse|(?:cant|cannot|can t) (?:even )?(?:breathe|get up|move|stand|walk|get my breath|catch my breath)|(?:inhaler|spray|puffer|tablets?)(?: \\S+){0,6} (?:and nothing|hasnt helped|not helping|didnt help|done nothing)|(?:hes|shes|he s|she s|he is|she is) not (?:breathing|answering|moving|waking)|lost|freezing|(?:dont|don t|do not) know where i am|(?:cant|can t|dont|don t) remember (?:where|the way|how to get|which)|cant find (?:my|the) (?:way|house|home)|none of (?:the|it) looks? right|(?:its|it s|im|i m|i am|im getting|getting) (?:\\S+ )?(?:cold|freezing|wet through|soaked|dark)|(?:feet|clothes|legs|hands) (?:are |is )?(?:\\S+ )?(?:wet|soaked|frozen|froze|numb)|(?:dont|don t|do not|cant|can t) (?:know|find|remember) (?:my|the) way (?:home|back)|throwed up|threw up|thrown up|throwing up|been sick|vomit\\S*|(?:cant|can t|cannot) think what day|(?:dont|don t|do not) know what day|seeing double|double vision|swimmy|(?:im|i m|i am) (?:ringing|calling|phoning|dialling|dialing) (?:them|the ambulance|an ambulance|999|911|112|for help)|(?:999|112)|thump (?:on|in) the back|back blows|(?:head|it) s (?:pounding|poundin|splitting)|head (?:is )?(?:pounding|poundin|splitting)|what (?:should|do|shall|must) i do|should i (?:pull|unplug|switch|turn|ring|call|phone|get out|leave|go out|open)',
    ),
    allRight: w(
      // Got up alone, and only frightened: "I went over on the sand but got myself up, it was only the fright".
      // Or the fright's harmless cause: "it was only me hearing aid whistling".
      '(?:it was|twas|its|it s|that was) (?:only|just) (?:me|my|the|a|our) (?:\\S+ )?(?:hearing aids?|toast|kettle|telly|tv|television|radio|wind|phone|alarm clock|battery|microwave|washing machine|boiler|pipes|fridge|oven timer|timer|doorbell|car alarm)|(?:got|picked) (?:myself )?(?:back )?up (?:on my own|by myself|myself|all by myself|no bother)|more (?:frightened|scared|shaken) than hurt|(?:it was|twas|its|it s) (?:only|just) (?:the|a) (?:fright|shock)|' +
        '(?:im|i m|i am|i feel|feeling|im feeling) (?:fine|alright|all right|ok|okay|grand|good|well|safe|not hurt|not injured|not thinking (?:of|about) (?:it|that))|not (?:hurt|injured)|(?:hes|he s|shes|she s|theyre|they re|everyones|everyone s) (?:fine|all right|alright|ok|okay|grand)(?: now)?|(?:its|it s|it is|everythings|everything s|everything is|thats|that s) (?:all )?(?:fine|all right|alright|ok|okay|grand|good)(?: now)?(?! (?:but|except|apart))|no harm done|nothing like that|nothing (?:special|in particular)|(?:no|nothing) (?:of the sort|like that)|(?:i would|id|i d) never',
    ),
    putsOffHelp: w(
      // Not wanting the hospital or the ambulance is help put off, not refused.
      '(?:dont|don t|do not|wont|won t) (?:want|wanna|like) to (?:go (?:in(?:to)?|to)? ?(?:the )?(?:hospital|a and e|casualty)|(?:bother|trouble|call out|ring|call) (?:the )?(?:ambulance|ambulances|paramedics|999|911|doctor|emergency))|(?:dont|don t|do not) want (?:an |the )?(?:ambulance|hospital)',
    ),
  },
  fr: {
    yesDespiteNo: w(
      // « Un bon moment, un mauvais moment, pour moi c'est tout pareil » : n'importe quand.
      '(?:un )?bon moment(?: ou)? (?:un )?mauvais moment|(?:pour moi )?c est tout pareil|ca m est (?:bien )?egal|' +
        // « J'ai le temps, même si je suis pas très causante aujourd'hui » : le temps donné, l'humeur basse.
        '(?:mais|meme si|bien que) (?:aujourd hui |ce matin )?(?:je suis|j suis|je ne suis|chuis) (?:pas|guere) (?:tres |trop |bien )?(?:causante?|bavarde?|d humeur (?:a|causante|bavarde)|en train)|' +
        // « Non pas vraiment, mais allez-y, de toute façon rien ne va » : le temps donné quand même.
        '(?:^ |^ \\S+ )(?:non|pas vraiment|pas trop|pas le meilleur moment|pas terrible)(?: \\S+){0,3} mais (?:allez y|vas y|dites|dites moi|je vous ecoute|racontez|allez)(?! (?:me )?rappel)|' +
        '(?:j ai |je n ai )?(?:rien|pas grand chose|pas grand chose d autre|pas beaucoup) (?:a faire|de prevu|sur le feu)|pas de probleme|pourquoi pas|(?:je )?(?:ne )?fais (?:rien|pas grand chose)|vous (?:ne )?me derangez (?:pas|jamais|point)|(?:je )?(?:ne )?suis pas occupee?|(?:c est|c etait|ce n est) pas comme si j (?:etais|avais) (?:\\S+ )?(?:occupee?|(?:grand chose|quelque chose|quoi que ce soit|beaucoup) a faire)|(?:ca|cela) ne me (?:derange|gene) pas|ca me derange pas|ca me gene pas|aucun probleme|pas de souci|aucun souci|je n y vois pas d inconvenient|y a pas de souci|rien a cacher|vous pouvez enregistrer|enregistrez (?:tout|donc|si|ce que)',
    ),
    no: w(`non|${REFUSAL.fr}`),
    refusal: w(REFUSAL.fr),
    yes: w(
      'oui|ouais|ouin|ja|(?:ca|vous) tombe(?:z)? (?:bien|a pic|pile)|c est (?:le |un |bien le )?bon moment|d accord|bien sur|ca va(?! (?:pas|plus) (?:fort|bien|terrible|trop|du tout|tres|tellement|top|fameux)(?= |$)| (?:pas|plus)\\s*$)|c est bon|ok|okay|entendu|volontiers|allez y|tres bien|parfait|absolument|evidemment|pas de probleme|c est d accord|je veux bien|avec plaisir|exactement|tout a fait|(?:ah |ben |bah |eh )?voila(?! (?:ma|mon|mes|ta|ton|le|la|les|l|j|je|il|elle|ils|elles|on|nous|ce|ca|c est que|quoi|donc|alors|pourquoi|comment|ce que|ce qui)(?= ))|c est (?:bien )?ca',
    ),
    later: w(
      'plus tard|pas maintenant|(?:c est|ce n est|c etait) pas possible(?! de)|(?:ca|ce|cela) (?:va|sera|ne sera|ne va) pas (?:etre )?possible(?! de)|(?<!comme si j etais (?:\\S+ )?)(?<!(?:ca va|oui|d accord|allez y) (?:\\S+ )?(?:meme si|bien que) (?:je suis|j suis|chu|je sois) (?:\\S+ )?(?:\\S+ )?)(?<!(?:pas|jamais|plus|etais pas|suis pas|suis jamais|suis plus) )occupee?(?! (?:avec|par) (?:ma|mon|mes|la|le) (?:main|mains|bras|jambe|doigt|doigts|pouce|poignet|cheville|pied|genou|tete|oeil|dos|hanche|coupure|blessure|plaie|saignement))|(?<!qu )un autre moment|rappelez moi|rappeler plus tard|dans (?:une|un) (?:heure|moment|peu)|(?<!(?:avant|pas avant|jusqu a|jusqu|des|que|qu|rentre|rentrent|rentrera|viendra|viendront|vient|viennent|arrive|arrivent|arrivera|arriveront|passe|passent|passera|pour)(?: \\S+){0,2} )(?:cet apres midi|ce soir)|apres (?:le dejeuner|manger|ma sieste)|(?<!pas (?:un |le )?(?:trop |si )?)mauvais moment|(?<!(?:pas|ne) )(?:ca |cela )?tombe (?:mal|pas bien|au mauvais moment)|pas (?:trop |vraiment |tres )?(?:le|un) (?:bon )?moment',
    ),
    needsHelp: w(
      // Demander qu'on appelle quelqu'un (« vous l'appelez, vous ? »), ou perdre le fil du jour : on veut de l'aide.
      // Ne pas vouloir déranger, c'est l'aide minimisée, pas refusée.
      '(?:veux|voulais|voudrais) pas (?:deranger|embeter|ennuyer|inquieter|faire d histoires?|en faire (?:toute )?une (?:histoire|montagne)|en faire tout un plat|faire tout un plat)|' +
        '(?:vous (?:l|la|le|les) appelez|(?:vous pouvez|pouvez vous|pourriez vous) (?:l |la |le |les )?appeler|(?:appelez|appeler) (?:le voisin|la voisine|ma fille|mon fils|quelqu un|les secours|le medecin|le docteur))|sais plus ce que je (?:disais|voulais dire|faisais)|(?:quel jour (?:on est|sommes nous|c est))|' +
        '(?:il|elle) (?:peut|arrive) (?:pas|plus) (?:a )?(?:parler|respirer|avaler|tousser)(?! (?:bien|beaucoup|depuis|correctement|au telephone))|(?:il|elle) (?:devient|est|vire|tourne) (?:tout |toute )?(?:bleue?|violette?)|' +
        'parlez (?:plus )?(?:doucement|bas|moins fort)|(?:il|elle|ils) va m entendre|(?:je suis )?cachee?|aide|aidez|au secours|secours|(?:je )?(?:peux|pourrai|arrive) pas (?:aller (?:le|la) (?:chercher|voir|aider)|y aller|aller jusqu)|ambulance|pompiers|samu|vite|venez|(?<!(?:ca|cela|ca me|ca nous|ca vous) (?:fait|fout) )(?<!(?:ai|a|avais|avait|avons|avez) eu (?:la |une |tellement |si |tres |vraiment |bien )?(?:grosse |belle |sacree |de ces )?)peur(?! quand meme| de ma vie| bleue)|terrifiee?|effrayee?|(?<!comme )toujours (?:la(?! (?:premiere|premier|meme|bonne|derniere|fois))|par terre|en train)|(?:s )?arrete pas|(?:ca )?continue|empire|de pire en pire|(?:je )?(?:peux|arrive) (?:pas|plus) (?:meme )?(?:respirer|me lever|bouger|marcher(?! (?:jusque la bas|jusqu la bas|aussi loin|loin|longtemps|comme avant|beaucoup|des heures|bien longtemps)))|(?:ventoline|spray|inhalateur|cachets?)(?: \\S+){0,6} (?:et rien|ca fait rien|ca marche pas|sert a rien)|(?:il|elle) (?:respire|repond|bouge) (?:pas|plus)(?! (?:au telephone|a mes (?:appels|messages|lettres)|quand (?:j appelle|je l appelle|je telephone)|aux messages|au portable))|perdue?|(?<!(?:tout|tous|toutes|poireaux|choux|jardin|potager|sol|terre|pelouse|eau|bassin|tuyaux?|carreaux|vitres?|pare brise|route|est|sont|etait|etaient) )gelee?|(?<!(?:dans|devant|sur) (?:la|une|ma) )glacee?|(?:me )?souviens (?:plus|pas) (?:ou|du chemin|comment)|(?:je )?sais (?:pas|plus) ou je suis|retrouve (?:pas|plus) (?:ma maison|le chemin|mon chemin)|j ai (?:\\S+ )?froid|(?:je suis )?trempee?|il fait (?:nuit|noir)|vomi\\S*|(?:je )?vois (?:double|trouble)|j appelle (?:le 15|le 18|le 112|les pompiers|le samu|l ambulance)|(?:sais|sait) (?:plus|pas) quel jour|(?:je )?(?:vais|me sens) (?:pas|plus|vraiment pas) bien|ca va (?:pas|plus)(?! (?:fort|terrible|trop|tellement|top|fameux|bien fort|tres fort))(?: du tout)?|qu est ce que (?:je dois|je fais|il faut)|je fais quoi|(?:est ce que )?(?:je dois|il faut que je) (?:debrancher|couper|appeler|sortir|ouvrir)',
    ),
    allRight: w(
      // Ou la cause sans danger de la frayeur : « c'était juste mon appareil qui sifflait ».
      '(?:c est|c etait|c etait juste|c etait seulement|ce n etait que|c etait que) (?:juste |que |seulement )?(?:mon|ma|mes|le|la|les) (?:\\S+ )?(?:appareil|appareils|sonotone|grille pain|bouilloire|tele|television|radio|vent|telephone|reveil|pile|micro ondes|machine a laver|chaudiere|tuyaux|frigo|minuteur|sonnette)|(?:je me suis|j ai pu me) relevee? (?:toute? )?seule?|plus de peur que de mal|plus peur que mal|' +
        '(?:je vais|je me sens|ca va) (?:bien|tres bien)|ca va(?! pas)|(?:je suis )?pas blessee?|(?:je ne suis |je suis )?pas du tout blessee?|rien de grave|rien de (?:special|particulier)|(?:il|elle|ils|elles) (?:va|vont) (?:tres |tout a fait )?bien(?! \\S+(?:er|ir|re)(?= ))|tout le monde va bien|tout va bien(?! (?:mais|sauf|a part))|(?:tout est|c est tout) (?:bon|en ordre|normal)|rien de tout ca|(?:je ne ferais|je ferais) jamais ca|mais non',
    ),
    putsOffHelp: w(
      // Ne pas vouloir de l'hôpital ni de l'ambulance, c'est l'aide repoussée, pas refusée.
      '(?:veux|voulais|voudrais) pas (?:aller (?:a l|aux) (?:hopital|urgences)|(?:d |l )?ambulance|(?:des |les )?pompiers|(?:du |le )?samu|(?:deranger|embeter|faire venir) (?:les pompiers|le samu|l ambulance|le medecin|le docteur))',
    ),
  },
  es: {
    yesDespiteNo: w(
      // "Buen momento, mal momento, a mí me da lo mismo": cualquier hora.
      '(?:un )?buen momento(?: o)? (?:un )?mal momento|' +
        // "No, no, hable, hable, pero bajito": go on (quietly).
        'no (?:no )?(?:hable|hablen|diga|digame|cuente|cuenteme|siga)(?: (?:hable|diga|digame|usted))*|' +
        // "Tengo un rato, aunque hoy no estoy yo para muchas charlas": time given, the mood low.
        '(?:aunque|pero|si bien) (?:hoy |ahora )?no (?:estoy|ando|me siento)(?: yo)? (?:muy )?(?:para|con ganas de) (?:muchas |mucha |mucho )?(?:charlas?|fiestas?|bromas|hablar|conversacion|platicas?)|' +
        // "Cuando quieras, que yo ya no tengo prisa para nada": whenever suits, in no hurry.
        // "No mucho, pero adelante, total nada va bien": el tiempo dado igual.
        '(?:^ |^ \\S+ )(?:no|no mucho|la verdad que no|no es (?:el mejor|buen) momento)(?: \\S+){0,3} pero (?:adelante|dale|diga|digame|dime|cuente|cuenteme|cuentame|decime|hable|le escucho|te escucho|venga)(?! (?:me )?(?:llam|vuelv))|' +
        '(?:ya )?no tengo (?:ninguna |nada de )?prisa(?: (?:para nada|ninguna|por nada))?|cuando (?:quieras|quiera|usted quiera|gustes|guste|usted guste)|(?:ahora )?no tengo (?:mucho|nada|na|gran cosa|casi nada) (?:que|de) hacer|no tengo nada entre manos|no hay problema|no me importa|no me molesta|no le hace|por que no(?! (?:me|nos|le|lo|la|te) \\S+)|ningun problema|no pasa nada|no tengo problema|no me parece mal|sin problema|nada que (?:esconder|ocultar)|no (?:estaba|estoy|estamos) haciendo nada|no hago nada|no me (?:pill|cog|agarr|encuentr|interrump)\\S* (?:haciendo nada|en nada|ocupad[ao]|en mal momento)|(?<!(?:^| )(?:ahora|ahorita|ahora mismo|ya) )no (?:estoy|estaba) ocupad[ao]|(?:no es que|ni que|como si) (?:yo )?(?:este|estuviera|estuviese|estoy) (?:\\S+ )?ocupad[ao]|(?:graba|grabe|grabenlo|grabalo|grabelo) (?:lo que|todo|si)|(?:graba|grabe|graben|grabenlo|grabalo|grabelo|grabeme|grabame) (?:no mas|nomas)|puede grabar',
    ),
    no: w(`no|${REFUSAL.es}`),
    refusal: w(REFUSAL.es),
    yes: w(
      '(?:andale|andele|orale)(?: pues)?|sale pues|si|claro|vale|esta bien|de acuerdo|por supuesto|bueno|perfecto|(?:ay |ah |oh |pues )?que bien(?! (?:me|te|le|lo|la|se|que|hace|estaba|estar|huele|sabe))|adelante|como no|desde luego|ok|okey|muy bien|con gusto|esta bien asi|correcto|eso es|pues eso|me viene bien|(?<=^ (?:\\S+ ){0,3})ya(?! (?:se|lo|la|le|los|las|les|me|te|nos|he|ha|has|hemos|han|habia|lo he|la he|deje|hice|puse|di|pague|llame|fui|termine|tengo|tenia|estoy|esta|estan|hable|vino|vinieron|llego|comi|cene|desayune|arregle|recogi|ordene|guarde|firme|escribi|mande|envie|vendi|regale)(?= ))|dale|(?<!(?:le|me|se|te|les|nos|lo|la|no|ya|que) )sale(?! (?:sangre|humo|agua|pus|espuma|fuego|mucho|poco|el|la|los|las|de|por|a)(?= ))|ande',
    ),
    later: w(
      '(?:llamas|llama|llamais|llamen|llames|marcas|marques|hablas|hables)(?: \\S+){0,2} (?:a la|por la|en la|esta) (?:tarde|noche)|mas tarde|(?<!hasta )ahora no|ahora (?:mismo|justo|justito) no (?:puedo|me viene bien|me va bien)|justo ahora no|ahorita no|ara no|(?<=^ (?:\\S+ ){0,5})(?<!(?:que|y|pero|porque|hasta|desde) )luego(?! se (?:me|le) (?:pasa|olvida))|(?<!(?:que|y|pero|porque|hasta|desde) )luego(?= (?:\\S+ ){0,2}$)|(?<!(?:no es que|ni que|como si) (?:yo )?(?:este|estuviera|estuviese|estoy) (?:\\S+ )?)(?<!(?:esta bien|vale|si|bueno|claro|dale) (?:\\S+ )?(?:aunque|si bien) (?:yo )?(?:estoy|ando|este) (?:\\S+ ){0,2})ocupad[ao](?! con (?:la|mi|el|esta|este) (?:mano|brazo|pierna|dedo|pulgar|muneca|tobillo|pie|rodilla|cabeza|ojo|espalda|cadera|herida|corte|sangre))|en otro momento|llameme (?:despues|luego|mas tarde)|vuelva a llamar|dentro de (?:un|una) (?:rato|hora|ratico|ratito|ratillo|horita|horica|horilla|media hora)|esta tarde|esta noche|despues de (?:comer|la siesta)|(?<!no es (?:un )?(?:tan )?)mal momento|(?:me|nos) (?:pilla|pillas|pillo|agarra|agarras|agarro|coge|coges|cogio|encuentra|encuentras) (?:en )?(?:mala hora|mal rato)',
    ),
    needsHelp: w(
      // Pedir que llamen a alguien ("¿lo puede llamar usted?"), o perder la cuenta de los días: quiere ayuda.
      // No querer molestar es la ayuda quitada de en medio, no rechazada.
      '(?:hoy es|es hoy) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?= $)|no encuentro a (?:mami|mama|papi|papa|mi madre|mi padre|mi marido|mi esposo|mi mujer)|(?:has|ha) visto a (?:mami|mama|papi|papa|mi madre|mi padre)|no (?:quiero|quisiera) (?:molestar|dar (?:la lata|guerra|problemas|trabajo|la murga)|preocupar a nadie|armar (?:un )?(?:lio|escandalo)|hacer un drama)|' +
        '(?:lo|la|le|les) (?:puede|podria|pueden|podrian) (?:usted )?llamar|(?:llame|llamen|avise|avisen) (?:usted )?(?:a mi (?:hija|hijo|vecin[oa]|sobrin[oa])|al vecino|a la vecina|a alguien)|que dia es hoy|se me ha pasado la semana|' +
        '(?:no|ni) (?:puede|puedo|podia) (?:hablar|respirar|tragar|toser)(?! (?:bien|mucho|desde|claro|por telefono|casi nada desde))|no (?:le|me) (?:sale|entra) (?:nada|el aire|la voz|aire)|(?:no|ni) (?:respira|tose)(?= $| (?:no|ni|y|se|ay))|se (?:esta )?(?:ahogando|asfixiando)|se (?:esta )?poniendo (?:morad[oa]|azul)|' +
        'habla(?:me)? (?:bajito|bajo|mas bajo)|hable(?:me)? (?:bajito|bajo|mas bajo)|no (?:hagas|haga) ruido|(?:me|nos) va a oir|escondid[ao]|ayuda|ayudeme|ayudenme|ayudame|socorro|yo no (?:puedo|me puedo) ir|no (?:puedo|me puedo) ir a (?:buscarl[oa]|verl[oa]|por (?:el|ella)|ayudarl[oa])|auxilio|ambulancia|deprisa|rapido|vengan|venga alguien|miedo|asustad[ao]|aterrad[ao]|todavia (?:esta|sigue|me)|sigue (?:ahi|aqui|sangrando|temblando|saliendo)|(?:esta|va|ya) (?:subiendo|llegando) (?:al|hasta el) techo|no (?:alcanzo|llego) a apagar\\S*|no para|no se para|cada vez peor|peor|no (?:puedo|me puedo) (?:ni )?(?:respirar|levantarme|moverme|caminar|andar|mover|levantar|hablar)|no me (?:llega|entra) (?:el )?aire|(?:spray|inhalador|pastilla|pastillas)(?: \\S+){0,6} y nada|no (?:respira|contesta|se mueve|reacciona)|perdid[ao]|congelad[ao]|helad[ao]|no me acuerdo (?:de )?(?:donde|como volver|del camino)|no se donde estoy|no encuentro (?:mi casa|el camino|la casa)|tengo (?:\\S+ )?frio|(?:estoy )?empapad[ao]|(?:ya )?(?:es|esta) de noche|esta oscuro|vomit\\S*|he vomitado|veo (?:como )?doble|(?:estoy llamando|llamo) (?:al|a la|a los) (?:112|061|091|ambulancia|bomberos|urgencias)|(?:no me acuerdo|no se) (?:de )?que dia|no estoy bien(?= (?:la verdad|de verdad|nada|para nada|me siento|tengo|me duele|estoy))|estoy (?:muy )?mal|(?:no )?me siento (?:muy )?(?:mal|bien(?= (?:la verdad|nada|para nada)))|que (?:hago|tengo que hacer|debo hacer)|(?:tengo que|debo) (?:desenchufar|llamar|salir|abrir|cortar)|desenchufo|(?:ya )?(?:le |les )?marco(?= (?:al|a la|a los|ya|ahorita|ahora|$))|(?:marcar|marco|llamo|llamar) al (?:nueve once|911|112|cero sesenta y uno|061)|al nueve once',
    ),
    allRight: w(
      // O la causa sin peligro del susto: «era solo el audífono que pitaba».
      '(?:es|era|fue|ha sido) (?:solo |nada mas |nomas |solamente )?(?:mi|mis|el|la|los|las) (?:\\S+ )?(?:audifono|audifonos|aparato|tostadora|tostada|hervidor|tele|television|radio|viento|telefono|despertador|pila|microondas|lavadora|caldera|tuberias|nevera|heladera|refri|temporizador|timbre)|(?:me levante|me pude levantar|me he levantado|me pare|me pude parar) (?:yo )?(?:sola|solita|solo|solito|sin ayuda|sin problema)|(?:nomas|no mas|solo|solamente|nada mas) (?:fue |ha sido )?el susto|fue (?:nomas|solo) el susto|quedo en (?:el|un) susto|' +
        '^ ya(?: ya)? esta(?! (?:aqui|ahi|en|dentro|llegando|subiendo|entrando|ardiendo|saliendo|el fuego|el humo|la casa|lleno|todo lleno|muy|fatal|peor|mal)(?: |$))|ya paso(?: todo| el susto)?|estoy bien|(?:esta|estaba|salio|sale) todo bien(?! (?:pero|menos|salvo))|todo (?:bien|esta bien|en orden|normal)(?= $| (?:gracias|el medico|la doctora|el doctor|ya|asi|eh|ja))|estoy tranquil[ao]|no estoy herid[ao]|no me he hecho (?:nada|dano)|nada de eso|nada (?:especial|en particular|de particular)|(?:el|ella|ellos|ellas) (?:esta|estan) (?:muy )?bien|para nada|(?:yo )?nunca haria eso|que va',
    ),
    putsOffHelp: w(
      // No querer ir al hospital ni la ambulancia es la ayuda aplazada, no rechazada.
      'no (?:quiero|quisiera|me gusta) (?:ir (?:al|a) (?:hospital|urgencias|la clinica|el hospital)|(?:la |una )?ambulancia|(?:molestar|llamar) (?:a )?(?:la ambulancia|los de la ambulancia|urgencias|al medico|al doctor|los bomberos))',
    ),
  },
};

/**
 * "Don't worry", "no te preocupes", "ne vous inquiétez pas": said to the safety question, it is no
 * "no" (it is how a plan is kept quiet).
 */
const DONT_WORRY: Record<Language, RegExp> = {
  en: / (?:(?:dont|don t|do not) (?:you )?worry(?: (?:about (?:me|it|that)|yourself))?|never you mind|no need to worry|nothing (?:for you )?to worry about)(?= )/g,
  fr: / (?:ne )?(?:vous |t )?(?:inquietez|inquiete|en faites|en fais) (?:vous |toi )?pas(?: pour moi)?|(?:vous )?(?:inquietez|en faites) pas(?= )/g,
  es: / no (?:te|se|os) (?:preocupes|preocupe|preocupeis|apures|apure)(?: por mi)?|no sufras|no sufra(?= )/g,
};

/**
 * Who it was, said in answer to "Are you hurt?" after a noise in the house or someone in it ("y era
 * mi nieto, el Joaquín, que tiene llave", "ah c'est Yannick, mon petit-fils", "it was only the
 * plumber"): somebody known, so a harmless cause, if said calmly.
 */
export const SOMEONE_KNOWN: Record<Language, RegExp> = {
  en: w(
    `(?:it|that|twas)(?: s| was| is|s)? (?:only |just )?(?:\\S+ )?(?:my|our|the|me) (?:son|daughter|grandson|granddaughter|grandkids?|nephew|niece|neighbou?r|husband|hubby|wife|lodger|carer|nurse|postman|plumber|milkman|window cleaner|cleaner|son in law|daughter in law|brother|sister|cat|dog|lad|boy|girl)|(?:he|she) (?:s got|has got|has|had|got) (?:a|his|her|the|my|our) (?:own |spare )?key`,
  ),
  fr: w(
    `(?:c est|c etait|ce n etait que|c etait juste|c etait seulement|c etait que|qui je trouve|je tombe sur|j ai trouve)(?: que)? (?:\\S+ ){0,2}(?:mon|ma|le|la|notre) (?:fils|fille|petit fils|petite fille|neveu|niece|voisin|voisine|mari|femme|gendre|belle fille|frere|soeur|aide soignante|aide menagere|infirmiere|facteur|plombier|chat|chien|minou|chatte|auxiliaire)|(?:il|elle) a (?:la|les|sa|ses|nos|mes|un double des?) (?:propres? )?cles?`,
  ),
  es: w(
    `(?:es|era|fue|eran|ha sido) (?:solo |nada mas |nomas |solamente )?(?:\\S+ ){0,2}(?:mi|el|la|nuestro|nuestra) (?:hijo|hija|nieto|nieta|sobrino|sobrina|vecino|vecina|marido|esposo|esposa|mujer|yerno|nuera|hermano|hermana|cuidadora|enfermera|cartero|fontanero|plomero|gato|gata|gatito|perro|perra|perrito|canario|loro|muchacha|chica)|(?:tiene|tenia) (?:la |las |su |sus |una |copia de la )?(?:propia |propias )?llaves?`,
  ),
};

/**
 * A plan, said in answer to "Are you thinking about ending your life?": "lo tengo todo pensado",
 * "I've made up my mind", "c'est décidé". A yes, whatever else the turn says.
 */
export const PLANNED: Record<Language, RegExp> = {
  en: w(
    '(?:its|it s|everythings|everything s|it is|everything is) (?:all )?(?:planned|sorted|arranged|decided|in hand)|(?:ive|i ve|i have) (?:(?:really|properly|truly|already|long and hard|carefully) )*(?:made up my mind|decided|planned (?:it|everything)|got it (?:all )?(?:planned|worked out|sorted)|thought it (?:all )?(?:through|out)|worked it (?:all )?out)|my minds made up|my mind s made up|(?:i know|ive chosen) (?:when|how)',
  ),
  fr: w(
    '(?:j ai|jai) (?:(?:tout|bien|deja|longuement) )*(?:prevu|decide|organise|planifie|reflechi|regle)|(?:c est|tout est) (?:decide|prevu|organise|regle)|ma decision est prise|je sais (?:quand|comment)',
  ),
  es: w(
    '(?:lo )?tengo (?:(?:todo|muy|bien|ya|mas que) )*(?:pensado|decidido|planeado|preparado|arreglado)|(?:ya )?(?:lo )?he decidido|esta (?:todo )?decidido|es decision mia|ya se (?:cuando|como)',
  ),
};

/**
 * A "no" that negates the word after it, said to "Are you hurt? Do you need help?", answers
 * nothing: "levantarme no puedo", "no siento la pierna", the Scots "she's no fine" and "I've no got
 * her daughter's number". Its "no" is no all-clear (the companion had said "I'm glad you're not
 * hurt" to someone on the floor). "I'm no hurt" and "no tengo dolor" still answer no.
 */
const NEGATES_NOT_ANSWERS: Partial<Record<Language, RegExp>> = {
  en: / (?:ive|i ve|weve|we ve|youve|you ve|theyve|they ve|shes|she s|hes|he s|its|it s|theyre|they re|were|we re|youre|you re|she|he|it|they|we|has|have|is|was|cant|can) no(?= (?!(?:hurt|injured|harmed|bleeding|sore|bad|too bad|in pain|needing|needin|wanting)(?= ))\S)/g,
  es: / no(?= (?:me |se |le |lo |la )?(?:puedo|puede|pude|podia|consigo|consigue|siento|noto|veo|oigo|llego|alcanzo|aguanto|respiro|respira|muevo|mueve|reacciona|responde|contesta|despierta|levanto|levanta|conoce|reconoce|sabe|recuerda|acuerda|entiende)(?= ))/g,
};

/**
 * "No, there's nobody here, Jean's at the day centre": alone. Said to "Are you hurt? Do you need
 * help?", its "no" answers whether anyone is there, and being alone is no all-clear.
 */
const ALONE: Record<Language, RegExp> = {
  en: / (?:(?:there s|theres|there is) )?(?:nobody|no one|noone|no body) (?:here|with me|else here|in the house|about|around|near|nearby|next door|close by)(?= )|(?:ive|i ve|i have) (?:got )?(?:nobody|no one)(?= )|(?:im|i m|i am) (?:all )?(?:on my own|alone|by myself)(?= )/,
  fr: / (?:il y a|y a|j ai|j avais) personne(?= )|personne (?:ici|avec moi|a la maison|chez moi|a cote|pres de moi|autour)(?= )|(?<!pas )(?:je suis )(?:toute )?seule?(?= )/,
  es: / no (?:hay|tengo a) nadie(?= )|(?<!no )estoy (?:sol[ao]|solit[ao])(?= )/,
};

/**
 * "No, no estoy sola, está mi marido": not being alone, said to "Are you hurt? Do you need help?",
 * answers another question; its "no" is no all-clear.
 */
const NOT_ALONE: Record<Language, RegExp> = {
  en: / (?:no )?(?:im|i m|i am) not (?:alone|on my own|by myself)(?= )|(?<= )no (?:no )?(?:not alone|not on my own)(?= )/g,
  fr: / (?:non )?(?:je suis )?pas (?:toute )?seule?(?= )|(?<= )non (?:non )?(?:je (?:ne )?suis )?pas seule?(?= )/g,
  es: / (?:no )?(?:no )?(?:estoy|me encuentro) (?:sol[ao]|solit[ao])(?= )/g,
};

/**
 * "Ah oui, le compagnon": the companion recognised, not a yes to the question it asked.
 */
const RECOGNISED: Record<Language, RegExp> = {
  en: / (?:oh|ah) (?:(?:yes|yeah|right|aye)(?: (?:of course|that s right))?(?: its| it s| you re| youre)? (?:the )?(?:companion|porchlight|porch light|robot|computer|thing my \S+|one my \S+)|(?:its |it s |you re |youre )?(?:the )?(?:companion|porchlight|porch light|robot|computer)(?: \S+){0,2} (?:yes|yeah|aye|right))(?= )/g,
  fr: / (?:ah|oh) (?:oui|ouais)(?: c est)? (?:le|la|ce|vous|c est vous)? ?(?:compagnon|porchlight|robot|machine|ordinateur|truc)(?= )/g,
  es: / (?:ah|ay|oh) (?:si|ya)(?: es)? (?:el|la|usted)? ?(?:companero|compañero|porchlight|robot|maquina|computadora|aparato)(?= )/g,
};

/**
 * Someone else on the loved one's phone saying who they are ("no, soy Conchi, la hija de Gines",
 * "non c'est pas Madame Roux, c'est l'auxiliaire de vie"): its "no" answers who, not whether.
 */
/** Somebody else saying the loved one can't come to the phone: why is still to come. */
const CANT_COME: Record<Language, RegExp> = {
  en: / (?:he|she) (?:can t|cant|cannot|isn t able to|is not able to) (?:come to|get to|take|answer|talk|speak)/,
  fr: / (?:il|elle) (?:ne )?(?:peut|pourra) (?:pas|plus) (?:venir|repondre|prendre|parler|se lever)/,
  es: / (?:el|ella|ahora)?(?: ahora)? no (?:se )?(?:puede|podra|esta para) (?:atender|ponerse|poner|hablar|venir|contestar|coger|agarrar)/,
};

const SOMEONE_ELSE: Record<Language, RegExp> = {
  en: / (?:(?:this is|it s|its|i m|im)(?: \S+){0,2} (?:her|his|their) (?:daughter|son|carer|nurse|neighbour|neighbor|husband|wife|grandson|granddaughter|sister|brother|friend|home help|daughter in law|son in law)|(?:it s|its|this is|i m|im) \S+(?: \S+)? from (?:next door|across the road|over the road|upstairs|downstairs|down the road|the flat)|(?:she|he) (?:asked|told|wanted) me to (?:answer|pick up|get the phone)|(?:this is|it s|its|i m|im) the (?:carer|nurse|home help|care worker|neighbour|neighbor)|(?:her|his) (?:daughter|son|carer|nurse|neighbour|husband|wife) (?:here|speaking)|(?:it s|its|this isn t|this is not|it isn t|i m not|im not) (?:mrs|mr|miss|ms) \S+|(?:this is|it s|its|i m|im) (?:mrs|mr|miss|ms) \S+ (?:s )?(?:aide|carer|caregiver|nurse|helper|home help|neighbour|neighbor|daughter|son)|(?:this is|it s|its|i m|im) (?:her|his|their) (?:aide|caregiver|helper|home aide))(?= )/,
  fr: / (?:(?:c est|je suis|ici) \S+(?: \S+)? (?:le|la|son|sa) (?:petit fils|petite fille|fils|fille|voisin|voisine|mari|femme|aide soignante|infirmiere|auxiliaire|belle fille|gendre|niece|neveu)|(?:c est|je suis|ici) (?:sa|son) (?:fille|fils|auxiliaire|aide soignante|infirmiere|voisine|voisin|mari|femme|petite fille|petit fils|belle fille|gendre|aide menagere)|(?:c est|je suis|ici)(?: \S+)? l (?:auxiliaire|aide soignante|aide familiale|infirmiere|aide a domicile|aide menagere)|(?:je suis|c est) (?:la|le) (?:voisine|voisin)(?= )|(?:je suis|c est) (?:la|le) (?:fille|fils|aide soignante|infirmiere|auxiliaire|aide menagere)(?= (?:de|du|d|en)(?= ))|(?:c est pas|ce n est pas|je ne suis pas|je suis pas) (?:madame|monsieur|mme|m|mademoiselle) \S+)(?= )/,
  es: / (?:(?:soy|habla con|habla|le habla) (?:la|el|su) (?:hija|hijo|nuera|yerno|cuidadora|cuidador|enfermera|enfermero|vecina|vecino|nieta|nieto|muchacha|chica|esposa|esposo|mujer|marido|auxiliar|asistenta|asistente|senora|senor)|(?:habla|le habla) \S+(?: \S+)? (?:la|el|su) (?:hija|hijo|nuera|yerno|cuidadora|cuidador|vecina|vecino|nieta|nieto|enfermera|enfermero|sobrina|sobrino|esposa|esposo|mujer|marido|muchacha|chica) (?:de|del)|no soy \S+(?: \S+)? soy|(?:la|el) (?:auxiliar|asistenta|cuidadora|cuidador|chica|muchacha|enfermera|enfermero) que (?:viene|le cuida|lo cuida|la cuida|esta con|le ayuda|lo ayuda|la ayuda)|(?:no soy|no es) (?:la senora|el senor|dona|don|la sra|el sr) \S+|soy \S+ (?:la|el) (?:hija|hijo|nuera|yerno|cuidadora|cuidador|vecina|vecino|nieta|nieto|senora|esposa|mujer|companera|marido|esposo|companero) de|soy (?:la |el )?\S+ (?:la|el|su) (?:hija|hijo|nuera|yerno|cuidadora|cuidador|vecina|vecino|nieta|nieto|enfermera|enfermero|sobrina|sobrino|marido|esposo|esposa|mujer|companero|companera))(?= )/,
};

/** A maybe: "perhaps", "peut-être", "igual", "a lo mejor". */
const HEDGED: Record<Language, RegExp> = {
  en: / (?:maybe|perhaps|i suppose|i guess|probably|might as well)(?= )/,
  fr: / (?:peut etre|p t etre|je suppose|sans doute|probablement)(?= )/,
  es: / (?:igual|quizas|quiza|a lo mejor|tal vez|puede ser|capaz|supongo)(?= )/,
};

/**
 * Asking whether it is serious or what the companion thinks ("you think it's serious?", "c'est
 * grave ?", "¿usted qué dice?"), or saying someone claims to be fine who is not ("él dice que está
 * bien, pero no está bien"): no all-clear.
 */
const ASKS_IF_SERIOUS: Record<Language, RegExp> = {
  en: / (?:(?:do )?you think (?:it s|its|it is|thats|that s) (?:serious|bad|dangerous)|is (?:it|that) (?:serious|dangerous)|what (?:do|would) you (?:think|say|reckon|do)(?: i should do| about (?:that|it|him|her))?(?= $)|(?:he|she) says (?:he s|hes|she s|shes|he is|she is|it s|its) (?:fine|ok|okay|all right|alright)(?: \S+){0,3} but (?:he s|hes|she s|shes|he is|she is|it s|its) (?:not|isn t|isnt))(?= )/,
  fr: / (?:vous (?:croyez|pensez) que c est grave|c est grave|qu est ce que (?:vous en pensez|vous en dites)|(?:il|elle) (?:dit|me dit) que (?:ca va|tout va bien|il va bien|elle va bien)(?: \S+){0,3} mais (?:ca va pas|ca ne va pas|il va pas bien|elle va pas bien|c est pas vrai))(?= )/,
  es: / (?:(?:tu|usted) (?:crees|cree) que es grave|(?:sera|es) grave|(?:usted|tu) que (?:dice|dices|opina|opinas|cree|crees|haria|harias)(?= $)|(?:el|ella) (?:dice|me dice) que (?:esta bien|no es nada|no pasa nada)(?: \S+){0,3} pero no (?:esta bien|es verdad|lo esta))(?= )/,
};

const NOT_KNOWING: Record<Language, RegExp> = {
  en: / (?:i )?(?:dont|don t|do not) know(?: really)?(?= )/g,
  // "Elle le sait pas" is what she knows, not not knowing.
  fr: /(?: (?:je )?(?:ne )?sais| (?<=(?:^| )(?:je|j|on|moi|ca se)(?: ne| n)? )sait) (?:pas|point|trop)(?= )/g,
  es: / no (?:lo )?(?:se|sabria decir|sabria|sabe)(?: yo)?(?= )/g,
};

/**
 * A "no" that is none, in the Spanish of the Americas: "no más" after a go-ahead ("dígame no
 * más", "hable no más" is "go on, then") and "¡cómo no!" ("of course"), which had each ended a
 * call as not a good time. Each becomes the go-ahead or a yes. So does a time as good as any.
 */
const NO_NO: Partial<Record<Language, [RegExp, string][]>> = {
  // "Yeah nah, good a time as any": the time is as good as any, a yes.
  en: [
    // "Not a bad time, go on": a time not bad is a good one.
    [/ (?:its |it s )?not (?:a |such a |too |that )?bad (?:a )?(?:time|moment)(?= )/g, ' yes'],
    [/ (?:yeah nah |yeah no |nah yeah )?(?:as )?good (?:a )?time as any(?: other)?(?= )/g, ' yes'],
    // "No, no, I've got time", "nah you're not bothering me": the "no" of no trouble at all, and a
    // yes (the call had ended as not a good time).
    [
      / (?:(?:no|nah|oh no)(?: no)* )?((?:i ve got|ive got|i have got|i have|i got|i ve|ive) (?:all the |plenty of |lots of |loads of |a bit of |some )?(?:time|a minute|a moment|a few minutes|a wee minute|a sec|a second))(?! (?:later|after|this afternoon|tonight|tomorrow|in (?:an|a|half))(?= ))(?= )/g,
      ' yes $1',
    ],
    // "Not really a good time, but never mind, go on": a yes.
    [
      / (?:its |it s )?not (?:really |exactly |the best |a great )?(?:a )?good time(?: \S+){0,2} but (?:never mind |go on then |oh well )*(?:go on|go ahead|carry on|fire away)(?= )/g,
      ' yes',
    ],
    // "It's not the best time if I'm honest, but I'm not going anywhere, so go on": a yes.
    [
      / (?:its |it s )?not (?:the best|a great|an ideal|the ideal) (?:time|moment)(?: \S+){0,6} but(?: \S+){0,6} (?:go on|go ahead|carry on|fire away|on you go)(?! (?:and )?(?:ring|call|phone) )(?= )/g,
      ' yes',
    ],
    [/ now or later(?= )/g, ' '],
    // "No, really, that's what I'd like", to "would you like me to stop calling?": the "no" of
    // insisting, and a yes.
    [
      / (?:(?:no|nah|no no) )?(?:really |honestly |truly )?(?:(?:that s|thats|that is) (?:really |just |exactly )?what i (?:want|wanted|d like|would like|meant|mean|m asking|am asking)|i (?:do )?mean it)(?= )/g,
      ' yes',
    ],
  ],
  fr: [
    // « C'est pas un mauvais moment » : un moment pas mauvais est un bon moment.
    [/ (?:c est |ce n est |c etait )?pas (?:un |le |si )?mauvais moment(?= )/g, ' oui'],
    // « Non ça va pas, mais vous pouvez rester » : comment ils vont, puis oui au moment.
    [/ non ca va pas(?: fort| trop)? mais (?=vous pouvez rester|restez|oui|allez y)/g, ' mais '],
    [/ (?:c est )?un moment comme un autre(?= )/g, ' oui'],
    // "Non non, j'ai le temps": the "non" of no trouble at all, and a yes.
    [
      / (?:non(?: non)* )?(?:mais )?((?:j ai|j en ai|jai) (?:tout |bien |largement )?(?:le temps|un moment|un petit moment|une minute|cinq minutes|un instant))(?! (?:plus tard|apres|cet apres midi|ce soir|demain|dans)(?= ))(?= )/g,
      ' oui $1',
    ],
    // "Oh attendez… qu'est-ce que… oh non": alarm, not an answer.
    [
      // Not "ah non, là ça tombe mal" (now is a bad time), nor a bare "ah non" that answers.
      / (?:oh|ah) non(?: non)*(?= (?:oh |mon dieu|attendez|qu est|c est quoi|le |les |il |elle |y a )| (?:la|ca) (?!(?:ca |la )?(?:tombe|c est pas|ce n est pas|je (?:peux|suis|ne|n)|pas|vraiment|va pas|non)(?= )))/g,
      ' oh',
    ],
    [/(?<=\S.*) (?:oh|ah) non(?: non)* ?$/g, ' oh '],
    // "C'est pas vraiment le moment mais ça fait rien, parlez": a yes.
    [
      / (?:c est )?pas (?:vraiment |trop |tres )?le (?:bon )?moment(?: \S+){0,2} mais (?:bon |ca fait rien |c est pas grave |tant pis )*(?:parlez|allez y|dites|je vous ecoute|causez)(?= )/g,
      ' oui',
    ],
    [/ maintenant ou plus tard(?= )/g, ' '],
    // "Non non, vraiment, c'est ce que je veux": the "non" of insisting, and a yes.
    [
      / (?:non )*(?:vraiment |franchement |je vous assure )?(?:c est|c etait) (?:bien |vraiment |exactement )?ce que je (?:veux|voulais|souhaite|demande|vous demande)(?= )/g,
      ' oui',
    ],
  ],
  es: [
    // "…que ya ni me levanto para nada": "para nada" closing a negation of its own is no answer.
    [/(?<= (?:no|ni|nunca|tampoco)(?: \S+){1,5}) (?:para|por) nada(?= $)/g, ' '],
    // "No es mal momento": a time not bad is a good one; "no duermo mucho" says how they sleep.
    [/ no es (?:un |tan )?mal (?:momento|rato)(?= )/g, ' si'],
    [/ no (?:duermo|dormi|he dormido|pego ojo|pegue ojo|concilio el sueno)(?= )/g, ' sin dormir'],
    // "Como si tuviera un ladrillo encima": the "si" of "as if" is no yes.
    [/ como si(?= )/g, ' como'],
    // "No, no, de verdad, es lo que quiero": the "no" of insisting, and a yes.
    [
      / (?:no )*(?:de verdad |en serio |se lo aseguro )?(?:es|eso es) (?:justo |exactamente |precisamente )?lo que (?:quiero|queria|pido|le pido|deseo)(?= )/g,
      ' si',
    ],
    // "No sé si me he dejado el fuego abierto", "a ver si viene": the "si" of "whether" is no yes.
    [/ (no se|a ver|pregunto|me pregunto|saber|sabe) si(?= )/g, ' $1'],
    // "Qué voy a hacer si no": what else would I do, no "no".
    [/ hacer si no(?= )/g, ' hacer'],
    // "No es buen momento ni malo, todos los días son iguales": neither, and the call goes on.
    [/ no es (?:ni )?(?:buen|mal) momento ni (?:malo|bueno|mal|buen)(?: \S+)?(?= )/g, ' si'],
    [/ ni bueno ni malo(?= )/g, ' si'],
    // "Qué más da que sea buena hora o no": whether or not, no refusal.
    [
      / (?:sea|es|este|esta|fuera) (?:buena hora|buen momento|bueno|bien|mal momento|mala hora) o no(?= )/g,
      ' si',
    ],
    [/ (?:es )?(?:tan )?buen momento como (?:cualquier otro|cualquiera|otro)(?= )/g, ' si'],
    // "Tengo unas agujetas que no veas", "no me muevo de aquí ni a tiros": saying how much, and
    // staying put, are no "no".
    [/ que no (?:veas|vea|veais|ves|sabes|sabe|te imaginas|se imagina)(?= )/g, ' mucho'],
    [
      / no me muevo (?:de aqui|del sillon|de la cama|de casa|del sofa)(?: ni a tiros| en todo el dia| hoy)?(?= )/g,
      ' estoy',
    ],
    // "No te oigo bien": not hearing is no "no"; "ahora o luego da igual": a yes, said flatly.
    [/ no (?:te |le |la |lo |les |os )?(?:oigo|escucho)(?= )/g, ' oigo mal'],
    [/ (?:ahora|hoy) o (?:luego|mas tarde|despues)(?= )/g, ' '],
    [
      / (?:no es (?:muy |tan )?buen momento|no es el momento)(?: \S+){0,2} pero (?:bueno |vale |bien )?(?:hable|diga|digame|cuente|adelante|dale)(?= )/g,
      ' si',
    ],
    // "Ay, sí tengo tiempo, dígame": a yes. ("No, no, tengo tiempo" is not told from "no, no tengo
    // tiempo" once the commas are gone, and stays as it was.)
    [
      /(?<! no) (?:si |pues |ya )?((?:tengo|tengo todo el|tengo un ratito de|tengo un rato de) (?:tiempo|un rato|un ratito|un momento|un momentito|unos minutos))(?! (?:luego|despues|mas tarde|esta tarde|esta noche|manana|en)(?= ))(?= )/g,
      ' si $1',
    ],
    // "Claro que puedo, ¿no ves que estoy aquí…?": a yes, and a question that asks nothing.
    [/ (?:claro|pues claro|si) que (?:puedo|si)(?= )/g, ' si'],
    [/ no (?:ves|sabes) que(?= )/g, ' ves que'],
    // "No hay lío", "no hay bronca": no trouble at all, a yes.
    [/ no hay (?:lio|rollo|bronca|pedo|pex|drama|problema|cuidado|pena)(?= )/g, ' sin problema'],
    [
      / (digame|diga|dime|hable|habla|pase|pasa|siga|sigue|cuenteme|cuentame|adelante|dale|pregunte|pregunta|llame|llama) no mas(?= )/g,
      ' $1',
    ],
    [
      / (si|claro|pues|ay|bueno)(?: si)?(?: (?:senora|senor|senorita|mija|mijo|hija|hijo|querida|querido|mi amor|corazon|reina|nena))? como no(?= )/g,
      ' $1 si',
    ],
    [
      / como no(?= (?:$|(?:si|senor\S*|claro|faltaba|digame|diga|hable|adelante|aqui|ya|pues|mire|oiga|mija|mijo|hija|con gusto|por supuesto|ahora si|tengo|puedo) ))/g,
      ' si',
    ],
    // "Cómo no, ahorita es buen momento": opening the answer, of course; not "como no es…", since
    // it isn't.
    [
      /^ (?:(?:ay|ah|oh|pues|si) )?como no(?! (?:es|esta|estoy|estaba|puedo|podia|tengo|tenia|hay|habia|se|me|te|le|lo|la|sabia|era)(?= ))(?= )/g,
      ' si',
    ],
  ],
};

/** Distress said of oneself now: panicking, frightened, in a state. */
export const DISTRESSED: Record<Language, RegExp> = {
  en: / (?:im|i m|i am|i feel)(?: a bit| a little| all| so| really| that)? (?:panicking|panicky|in a panic|frightened|scared|terrified|in a state|all of a dither|beside myself)(?= )| (?:i )?(?:have to|got to|gotta|must|ll have to) (?:whisper|keep my voice down|talk quietly)(?= )| (?:im|i m|i am) (?:whispering|talking quietly)(?= )/,
  fr: / (?:je suis|je me sens|chui|j suis)(?: un peu| tout| toute| tellement| si| vraiment)? (?:affolee?|paniquee?|en panique|terrifiee?|epouvantee?|dans tous mes etats|toute? retournee?)| j ai (?:tres |tellement |si )?peur(?= )| (?:je )?(?:parle|dois parler|chuchote) (?:tout )?(?:bas|doucement)(?= )| je chuchote(?= )/,
  es: / (?:estoy|me siento|ando)(?: un poco| muy| tan| toda| todo)? (?:asustad[ao]|aterrad[ao]|aterrorizad[ao]|con panico|en panico|muy nervios[ao]|fuera de mi|con los nervios de punta|con el alma en un hilo|hech[ao] un flan)| tengo (?:mucho |tanto )?miedo(?= )| (?:hablo|tengo que hablar|estoy hablando|le hablo|te hablo) (?:bajito|bajo|en voz baja|despacito)(?= )/,
};

/**
 * A yes or a no said as an answer: opening the turn or closing it, in its first four words or its
 * last two ("no, no, I'm fine", "I don't think so, no"), not a negation inside it ("el spray ya me
 * lo eché dos veces y nada… no puedo ni caminar" had been read as "no, I'm not hurt").
 */
function opensOrCloses(normalized: string, word: RegExp): boolean {
  // "…hace tres años que no lo veo, tiene 31 años ya": a "ya" closing other words is "already",
  // not a yes; the words before it close the turn.
  const closing = wordsOf(normalized.replace(/(?<= \S+) ya $/, ' '), -2);
  // "…y desde ahí ya no camina" ends with a negation, not an answer: a bare "no" in the last two
  // words closes the turn only when nothing follows it but thanks or a name for the listener.
  const negates = / (?:no|non) (\S+) $/.exec(closing);
  return (
    word.test(wordsOf(normalized, 0, 4)) ||
    (word.test(closing) && !(negates && !AFTER_A_NO.test(` ${negates[1]} `)))
  );
}

/** What may follow a closing "no": thanks, "now", "really", or what the caller calls the listener. */
const AFTER_A_NO = new RegExp(
  ` (?:${[
    'no|non|nope|nah|not|pas|thanks|thank|ta|dear|love|pet|hen|hon|honey|sweetheart|darling|duck|mate|sorry|really|now|then|sir|madam|maam|ma am',
    'merci|madame|monsieur|mademoiselle|cherie|cheri|belle|desole|desolee|vraiment|maintenant|hein|alors|mon|petit|petite',
    'gracias|hija|mija|hijo|mijo|hijita|mijita|senora|senor|senorita|guapa|guapo|carino|ahora|todavia|aun|amor|corazon|reina|cielo|mama|pues|chica|che|vale|gracia',
  ].join('|')}) `,
);

/** A run of a normalised turn's words, padded with spaces as the answer patterns want. */
function wordsOf(normalized: string, start: number, end?: number): string {
  return ` ${normalized.trim().split(' ').slice(start, end).join(' ')} `;
}

/**
 * Lost in the days ("no sé si hoy es martes o qué es", "je sais plus quel jour on est"): confusion
 * told, not an answer that answers nothing.
 */
const LOST_IN_THE_DAYS: Record<Language, RegExp> = {
  en: / (?:i )?(?:dont|don t|do not) know (?:what|which) (?:day|month|year|time) (?:it is|its|it s|we re|were)(?= )/g,
  fr: / (?:je )?(?:ne )?(?:sais|sait) (?:plus|pas) (?:quel jour|si (?:on est|c est|nous sommes) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|le matin|le soir))(?= )/g,
  es: / no (?:se|sabe) (?:si hoy es|si es (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|de dia|de noche)|que dia es|en que dia|que dia)(?= )/g,
};

/** "I don't know", "je sais pas", "no sé": an answer that answers nothing (normalised speech). */
export function saysNotKnowing(normalized: string, language: Language): boolean {
  // `search` ignores the pattern's global flag and leaves its lastIndex as it was.
  return (
    normalized
      .replace(LOST_IN_THE_DAYS[language], ' ')
      .replace(CAUSE_UNKNOWN[language], ' ')
      .search(NOT_KNOWING[language]) >= 0
  );
}

/**
 * Not knowing what went wrong with a thing ("fifty year I've made them, I don't know what's gone
 * wrong"): the puddings' puzzle, not an answer withheld. What is wrong with oneself stays unknown.
 */
const CAUSE_UNKNOWN: Record<Language, RegExp> = {
  en: / (?:i )?(?:dont|don t|do not) know (?:what s|whats|what has|what) (?:gone|went) wrong(?! with (?:me|my|myself))(?= )/g,
  fr: / (?:je )?(?:ne )?sais pas ce qui (?:a|s est) (?:rate|foire|cloche)(?! (?:chez moi|avec moi))(?= )/g,
  es: / no se (?:que|lo que) (?:salio|ha salido|paso con) (?:mal )?(?:el|la|los|las) \S+(?= )/g,
};

/** Fear denied ("I'm not scared", "no tengo miedo") is no cry for help. */
/**
 * Dark early, said of the season ("it's dark by half four", "à quatre heures et demie il fait
 * nuit", "a las cinco ya es de noche", "the dark evenings"): the winter, not someone lost out in
 * the dark. Taken out before an answer to "Are you hurt?" is read for a call for help.
 */
const DARK_EARLY: Record<Language, RegExp> = {
  en: / (?:(?:its|it s|it is|it gets|gets|getting) (?:\S+ )?dark (?:by|at|before|from|about|around) (?:\S+ )?(?:one|two|three|four|five|six|half|quarter|teatime|tea time|lunchtime|dinnertime|\d+)(?: \S+)?|(?:long |dark |cold )+(?:evenings|nights|afternoons|mornings|days))(?= )/g,
  fr: / (?:(?:a|des|vers|avant) (?:\S+ )?(?:heures?|h)(?: et (?:demie|quart))? il fait (?:deja )?(?:nuit|noir)|il fait (?:deja )?(?:nuit|noir) (?:a|des|vers|avant|tot|de bonne heure|l apres midi)(?: \S+)?|(?:les )?(?:longues )?(?:soirees|nuits|journees) (?:d hiver )?(?:sont )?(?:longues|noires|sombres|tristes|qui en finissent pas))(?= )/g,
  es: / (?:(?:a las|desde las|antes de las) \S+(?: y (?:media|cuarto))? (?:ya )?(?:es|se hace) de noche|(?:ya )?(?:es|se hace) de noche (?:a las|desde las|antes|muy pronto|enseguida|a media tarde)(?: \S+)?|(?:las )?(?:tardes|noches) (?:tan |muy )?(?:largas|oscuras))(?= )/g,
};

/**
 * Help that came and went, told of ("les pompiers sont venus, ils l'ont emmené aux urgences… trois
 * points", "the ambulance came and took him in"): what happened, not help wanted now.
 */
const HELP_THAT_CAME: Record<Language, RegExp> = {
  en: / (?:the )?(?:ambulance|paramedics|ambulance men|fire brigade|firemen|police)(?: \S+){0,2} (?:came|come|had come|were here|took (?:him|her|me|them)|had been)(?= )/g,
  fr: / (?:les pompiers|l ambulance|le samu|les secours|les gendarmes|la police)(?: \S+){0,2} (?:sont venus|est venue?|sont passes|etaient la|l ont emmenee?|m ont emmenee?|l a emmenee?|sont arrives|est arrivee?)(?= )/g,
  es: / (?:la ambulancia|los bomberos|el 112|el 061|la policia|los de la ambulancia)(?: \S+){0,2} (?:vino|vinieron|llego|llegaron|se (?:lo|la|me) llevaron|se (?:lo|la|me) llevo)(?= )/g,
};

/** Time now, said as such ("I've got a minute", "j'ai un petit moment", "tengo un ratito"), or "aye, it's champion" or "yes, go on" with what they are at and no "later" ("…I'm just in the middle of the wrapping"). */
const TIME_NOW: Record<Language, RegExp> = {
  en: / (?:(?<!(?:not|havent|haven t|no) )(?:(?:ive|i ve|i have) )?got (?:a |a few |five )?(?:minute|minutes|moment|mo|sec)(?! (?:later|tonight|this afternoon|this evening|tomorrow))|(?<!(?:not|isnt|isn t|no) (?:\S+ )?)(?:now s|now is|nows|right now s|now would be) (?:fine|good|grand|ok|okay|alright|all right|perfect|great|as good as any)(?!.* (?:later|not now|call (?:me |us )?back|ring (?:me |us )?back|another time|this afternoon|this evening|tomorrow) )|(?<=^ (?:\S+ ){0,3})(?:yes|yeah|aye|oh aye)(?: \S+){0,2} (?:its|it s|thats|that s) (?:fine|champion|grand|ok|okay|alright|all right|no bother)(?!.* (?:later|not now|call (?:me )?back|ring (?:me )?back|another time|this afternoon|this evening|tomorrow) )|(?<=^ (?:\S+ ){0,3})(?:yes|yeah|aye|oh aye|oh yes)(?: \S+){0,2} (?:go on|go ahead|carry on|fire away)(?!.* (?:later|not now|(?:call|ring|phone|try) (?:me |us )?(?:back |again )?(?:\S+ )?(?:later|tomorrow|this afternoon|this evening|tonight)|another time|no time|cant talk|can t talk) )|(?<!(?:later|not now|call (?:me |us )?back|ring (?:me |us )?back|another time|no time|cant talk|can t talk|not a good time|bad time|busy) .*)(?<=(?:yes|yeah|aye|yep|sure|ok|okay) .*)(?:go ahead|go on|fire away)(?: (?:love|dear|pet|then|so|now|darling))?(?= $))(?= )/,
  // « Oui ça va, je suis à la cuisine, je préparais le saucisson pour le match de ce soir » : un
  // oui qui ouvre, et rien qui demande qu'on rappelle. « Ça tombe bien que vous appeliez ».
  fr: / (?:(?<!(?:pas|plus) )(?:j ai (?:un )?(?:petit |bon )?(?:moment|instant)|j ai (?:le|du|un peu de) temps)(?! (?:ce soir|cet apres midi|plus tard|demain|tout a l heure))|(?<=^ (?:\S+ ){0,2})(?:oui|ouais|ouin)(?: oui| ouais)*(?: \S+)? (?:ca va|c est bon|pas de souci|pas de probleme|allez y|je vous ecoute)(?!.* (?:plus tard|rappelez|rappeler|rappelle|tout a l heure|un autre moment|pas maintenant|mauvais moment|pas le moment|pas trop le moment) )|(?:ca|vous) tombe(?:z)? (?:bien|a pic|pile)|(?<!(?:pas|plus) )(?:je )?peux (?:parler|causer))(?= )/,
  es: / (?:(?<!no )tengo (?:un )?(?:ratito|rato|ratico|momento|momentito|tiempo|tiempito)(?! (?:esta noche|esta tarde|mas tarde|luego|manana|despues))|(?<=^ (?:\S+ ){0,2})(?:si|claro|bueno)(?: si)* (?:dime|digame|cuentame|cuenteme|dale)(?!.* (?:luego|mas tarde|despues|llamame|llameme))|(?<!no )(?:puedo|podemos) hablar(?! (?:luego|mas tarde|despues|manana))|(?<!no )ahora (?:si )?(?:me (?:va|viene) bien|puedo|esta bien)(?!.* (?:luego|mas tarde|despues|llamame|llameme))|(?<!no )(?:me|nos) (?:pillas|pilla|coges|coge|agarras|agarra) bien|(?:caes|cae|llamas|llama) (?:justo )?(?:bien|en buen momento))(?= )/,
};

/** A change of mind said before the answer: "on second thoughts", "pensándolo bien", "réflexion faite". */
const CHANGE_OF_MIND: Record<Language, RegExp> = {
  en: / (?:on second thoughts?|thinking about it|come to think of it|now i think about it|actually no|no actually)(?= )/,
  fr: / (?:reflexion faite|a la reflexion|tout bien reflechi|en y reflechissant|finalement|tout compte fait)(?= )/,
  es: / (?:pensandolo bien|bien pensado|pensandolo mejor|mirandolo bien|ahora que lo pienso)(?= )/,
};

/** A goodbye that looks to tomorrow ("see you tomorrow", "à demain", "hasta mañana"). */
export const UNTIL_TOMORROW: Record<Language, RegExp> = {
  en: / (?:(?:see you|speak to you|talk to you|talk|speak|catch you|see ya|speak tae ye|talk tae ye)(?: \S+){0,2} tomorrow(?! at| morning at| night at)|(?:see you|speak to you|talk to you|catch you) (?:another day|next time|soon))(?: \S+){0,3} $/,
  fr: / (?:a demain|a tout a l heure|a ce soir|on se (?:parle|rappelle|dit) demain|a la prochaine|a un autre jour|a une autre fois|a (?:tres )?bientot|a plus tard|a la semaine prochaine|a (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))(?: \S+){0,3} $/,
  es: / (?:hasta manana(?! a las| por la| temprano)|hasta luego|hasta pronto|nos vemos(?: manana| pronto| luego)?|(?:nos )?hablamos (?:manana|pronto|luego)|manana hablamos|luego (?:platicamos|hablamos)|hasta la proxima|hasta otro dia|hasta otra|hasta el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?: \S+){0,3} $/,
};

/** A goodbye that names tomorrow ("hasta mañana", "see you tomorrow", "à demain"). */
export const TOMORROW_GOODBYE =
  / (?:hasta manana|see you tomorrow|speak to you tomorrow|talk to you tomorrow|till tomorrow|a demain)(?: \S+){0,3} $/;

const NOT_AFRAID: Record<Language, RegExp> = {
  en: / (?:not|never|nothing to be|no need to be) (?:\S+ )?(?:scared|frightened|afraid|terrified)(?= )/g,
  fr: / (?:pas|plus|jamais|aucune?) (?:\S+ )?(?:peur|effrayee?|terrifiee?)(?= )/g,
  es: / (?:no|sin|nada de) (?:tengo |estoy |\S+ )?(?:miedo|asustad[ao]|aterrad[ao])(?= )/g,
};

/** "Ya que", "ya no", "ya tengo", "ya está": since, no longer, already; not the "ya" of yes. */
const ALREADY_YA =
  / ya (?=que |no |tengo |tiene |tienes |tenia |esta |estoy |estaba |es |era |he |ha |has |hemos |hace |hacia |llevo |lleva |son |eran |van |voy |va )/g;

/** Thinking of it, said to "Are you thinking about ending your life?": a yes, however it opens. */
const THINKS_OF_IT: Record<Language, RegExp> = {
  en: w(
    '(?<!(?:ll|will|shall|going to|gonna|dont|don t|never) )(?:i )?(?:just |only |do |still )think (?:about|of) it(?: (?:sometimes|a lot|all the time|every day))?(?= $| (?:thats|that s|is all|you know|love|dear|darlin|darling)(?= |$))',
  ),
  fr: w(
    '(?:j y pense|j y pense juste|je fais qu y penser|je fais que d y penser)(?: (?:des fois|souvent|parfois|tout le temps|c est tout|voila))?(?= $| (?:c est tout|voila|hein)(?= |$))',
  ),
  es: w(
    '(?:solo |nada mas |a veces )?(?:lo pienso|pienso en ello|pienso en eso)(?: (?:a veces|nada mas|mucho|todos los dias))?(?= $| (?:nada mas|y ya|eso es todo)(?= |$))',
  ),
};

/**
 * "Yeah nah, it's fine", "non non, ça va", "no, no, está bien", to "Is this a good time?": the "no" of
 * no bother, and a yes. Only to that question: to "would you like me to stop calling?" the same
 * words are a no.
 */
const NO_BOTHER: Record<Language, RegExp> = {
  en: /^ (?:(?:yeah|yes|oh|och|ah|aye) )?(?:no|nah|naw)(?: no| nah)?(?: (?:love|dear|hen|pet|darling|sweetheart))? (?:(?:its|it s|thats|that s|youre|you re|you are) )?(?:fine|alright|all right|ok|okay|grand|no bother|sweet|good)(?= )/,
  fr: /^ (?:oh |ah )?non(?: non)? (?:ca va|c est bon|pas de souci|pas de probleme|vous me derangez pas|ca me derange pas)(?! pas)(?= )/,
  es: /^ (?:ay |ah )?no(?: no)?(?: (?:hij[oa]|mij[oa]|carino|mujer|hombre))? (?:esta bien|tranquil[oa]|no me molesta|no pasa nada|no hay problema|todo bien)(?= )/,
};

/** To "Is this a good time?": no bother, so a yes, unless a later time is asked for. */
export const noBotherToTalk = (said: string, language: Language): boolean =>
  NO_BOTHER[language].test(said) && !ANSWERS[language].later.test(said);

/**
 * yes / no / later, or null when the turn answers none of them. `safety`: the answer to "Are you
 * hurt?" or "Are you thinking about ending your life?", where asking for help or being afraid is
 * a yes whatever else is said, "I'm all right" is a no, and no "no problem" turns a no into a yes.
 */
export function readAnswer(
  said: string,
  language: Language,
  safety = false,
  /** "Just to be sure…?": a yes it opens with wins ("Sí, sí, eso, que lo quitéis, que no hace falta"). */
  confirming = false,
): 'yes' | 'no' | 'later' | null {
  const words = ANSWERS[language];
  // "Oui, oui, enfin non, je sais pas, je suis un peu affolée": distress told is no answer to "is
  // this a good time?" (the call had ended as not a good time); the call goes on to hear it.
  // A plain yes that opens it still is one ("yes, go on, I'm a bit frightened of the storm").
  if (
    !safety &&
    !confirming &&
    DISTRESSED[language].test(said) &&
    !(words.yes.test(wordsOf(said, 0, 3)) && !words.no.test(said))
  )
    return null;
  // "I don't know" is no "no" ("buen momento… no sé yo").
  const normalized = (NO_NO[language] ?? [])
    .reduce((text, [re, to]) => text.replace(re, to), said)
    .replace(NOT_KNOWING[language], ' ');
  // "Aunque bueno, pensándolo bien, no, no lo quites": what is said after a change of mind is the
  // answer (its "bueno" had been taken for a yes, and the calls stopped).
  const changed = CHANGE_OF_MIND[language].exec(normalized);
  if (changed) {
    const opening = wordsOf(` ${normalized.slice(changed.index + changed[0].length).trim()} `, 0, 3);
    if (words.no.test(opening)) return 'no';
    if (words.yes.test(opening)) return 'yes';
  }
  // "Bueno… igual sí, no sé", to "would you like me to stop calling?": a maybe, not knowing, is no
  // yes (the calls of someone who had just spoken of ending it had been stopped on it).
  if (confirming && said.search(NOT_KNOWING[language]) >= 0 && HEDGED[language].test(said)) return null;
  if (confirming) {
    const opening = wordsOf(normalized, 0, 3);
    if (words.yes.test(opening) && !words.no.test(opening)) return 'yes';
  }
  if (safety) {
    // "He's still playing, you think it's serious?": asking is no all-clear.
    if (ASKS_IF_SERIOUS[language].test(normalized)) return null;
    if (
      words.needsHelp.test(
        said
          .replace(NOT_AFRAID[language], ' ')
          // A fright told, with no call for help in it; danger told beside it is heard by the rules.
          .replace(globally(RULES[language].fright), ' ')
          .replace(DARK_EARLY[language], ' ')
          .replace(HELP_THAT_CAME[language], ' '),
      )
    )
      return 'yes';
    const fine = words.allRight.test(said.replace(DONT_WORRY[language], ' '));
    if (words.putsOffHelp.test(said) && !fine) return 'yes';
    const reassured = normalized
      .replace(DONT_WORRY[language], ' ')
      .replace(NOT_ALONE[language], ' ')
      .replace(NEGATES_NOT_ANSWERS[language] ?? /$^/, ' ');
    // "No, I ain't got a plan or nothing, I just think about it": thinking of it is a yes.
    if (THINKS_OF_IT[language].test(normalized)) return 'yes';
    if (fine) return 'no';
    if (ALONE[language].test(reassured)) return null;
    if (opensOrCloses(reassured, words.no)) return 'no';
    // A yes that answers opens or closes the turn, as a no does ("oh the porch light, yes b'y,
    // Tina put ye on the phone" had told a family of an emergency).
    // Nor is the "ya" of "a las cinco ya es de noche" a yes.
    const told = normalized.replace(RECOGNISED[language], ' ').replace(DARK_EARLY[language], ' ');
    return opensOrCloses(told, words.yes) ? 'yes' : null;
  }
  // "L'enregistrement non merci… mais on peut causer, ça me dérange pas": the recording refused,
  // whatever is then said in yes-words about the chat.
  if (RECORDING_REFUSED[language].test(normalized)) return 'no';
  if (words.yesDespiteNo.test(normalized)) return 'yes';
  // Someone else saying who they are answers neither yes nor no: the call goes on with them, even
  // when they say the loved one can't come to the phone ("soy Marta, la señora de Osvaldo, él ahora
  // no puede atender" had booked a call back before she could say why).
  if (
    SOMEONE_ELSE[language].test(normalized) &&
    (!words.refusal.test(normalized) || CANT_COME[language].test(normalized))
  )
    return null;
  // "J'ai un petit moment oui, … mes enfants viennent manger ce soir": time now, whatever comes
  // tonight, is no "later". Nor is a time of day told beside a yes that opens the turn ("yes, it's
  // fine, I'm just tired this evening"), unless it is asked for ("yes, this evening would be
  // better"): the call had been put off on it.
  if (
    words.later.test(normalized) &&
    !TIME_NOW[language].test(normalized) &&
    !laterOnlyInPassing(normalized, language)
  )
    return 'later';
  // "Yes, it's all right… well, it's not all right": a yes, and then how they are. The call goes
  // on to hear it (it had ended as "not a good time").
  // `search` ignores the pattern's global flag and leaves its lastIndex as it was.
  if (words.yes.test(wordsOf(normalized, 0, 4)) && normalized.search(WELL_NOT[language]) >= 0) {
    const rest = normalized.replace(WELL_NOT[language], ' ');
    if (!opensOrCloses(rest, words.no) && !words.refusal.test(rest)) return 'yes';
  }
  // "Not so good, no. It's the macular, I can't read anymore, not even the large print…": how
  // they are, opening a long account, is no refusal of the call (it had ended as "not a good time"
  // before the rest was heard). "Not now", "busy" or "not a good time" said too still are.
  // "No, no estoy bien, no": not being well, said of oneself, is told whatever its length.
  if (
    !confirming &&
    (WELL_SELF_NOT[language].test(normalized) ||
      (WELLBEING_NOT[language].test(wordsOf(normalized, 0, 5)) &&
        normalized.trim().split(' ').length >= TOLD_HOW_WORDS)) &&
    !words.refusal.test(normalized) &&
    !ON_THE_WAY_OUT[language].test(normalized)
  )
    return 'yes';
  // A refusal wins over a polite "yes, but please don't record"; a bare "no" counts where an
  // answer says it, opening or closing the turn ("aye, it's fine, I'm no daein anything" and "sí,
  // ahora puedo, no estaba haciendo nada" had each ended a call as not a good time).
  // "No, that en't a good time, I've got my hands in the pastry": not now, for a while; "not now"
  // reschedules where "no" ends the call (companion.md).
  if (
    opensOrCloses(normalized, words.no) &&
    BUSY_NOW[language].test(normalized) &&
    !SOMEONE_ELSE[language].test(normalized)
  )
    return 'later';
  if (opensOrCloses(normalized, words.no) || words.refusal.test(normalized)) return 'no';
  // "Just to be sure: would you like me to stop calling?" is answered by a yes that opens or closes
  // the turn, or by a short one; a yes-word inside a long turn about something else is no yes ("ah
  // I'm in a bad way this long while… I do be lying there in the dark" and "te llamo porque quería
  // que alguien lo supiera, ya que mis hijos no llaman" had each stopped the calls of someone about
  // to tell of wanting to die).
  // "Ya que", "ya no" (since, no longer) and "ya tengo", "ya está" (already) are no "ya".
  if (confirming && normalized.trim().split(' ').length > CONFIRM_ANYWHERE_WORDS)
    return opensOrCloses(normalized.replace(ALREADY_YA, ' '), words.yes) ? 'yes' : null;
  // "…ya tengo dos toallas empapadas y sigue saliendo": already, not yes.
  if (words.yes.test(normalized.replace(ALREADY_YA, ' '))) return 'yes';
  return null;
}

/** A time later today: "this evening", "ce soir", "esta noche". */
const LATER_TODAY: Record<Language, RegExp> = {
  en: / (?:this (?:afternoon|evening)|tonight|after (?:lunch|dinner|my nap))(?= )/g,
  fr: / (?:cet apres midi|ce soir|apres (?:le dejeuner|manger|ma sieste))(?= )/g,
  es: / (?:esta (?:tarde|noche)|despues de (?:comer|la siesta))(?= )/g,
};
/** The call asked for then, or that time preferred: "ring me", "rappelez", "plutôt", "mejor". */
const CALL_THEN: Record<Language, RegExp> = {
  en: / (?:(?:call|ring|phone|try)(?: me| us)?(?: back| again| later| then)?|better|rather|instead|prefer\S*|suits? (?:me )?better)(?= )/,
  fr: / (?:rappel\S*|(?:m |me )?appel(?:ez|er)|(?:m |me )?telephon(?:ez|er)|plutot|mieux|prefer\S*|arrange)(?= )/,
  es: / (?:llam(?:e|a|ame|eme|en|ar|arme|arnos|eme usted)|vuelv\S* a llamar|mejor|prefier\S*|prefer\S*|conviene)(?= )/,
};

/**
 * Only a time later today says "later", beside a yes that opens the turn, and nothing asks for
 * the call then: the time of what they are telling ("j'ai pas trop faim ce soir").
 */
function laterOnlyInPassing(normalized: string, language: Language): boolean {
  const words = ANSWERS[language];
  const opening = wordsOf(normalized, 0, 3);
  if (!words.yes.test(opening) || words.no.test(opening)) return false;
  return laterOnlyToldOf(normalized, language);
}

/**
 * Only a time later today, or in a whole sentence a bare "later", says "later", and nothing asks for
 * the call then: the time of what they are telling ("I'm off to the carol concert this afternoon").
 */
export function laterOnlyToldOf(normalized: string, language: Language): boolean {
  const words = ANSWERS[language];
  if (CALL_THEN[language].test(normalized)) return false;
  // A bare "later" is the time of what they tell only in a whole sentence ("yes that's fine, the
  // carer's taking me down the shops later"); "yes, later" asks for the call then.
  const told = normalized.trim().split(' ').length >= TOLD_LATER_WORDS;
  const rest = normalized
    .replace(LATER_TODAY[language], ' ')
    .replace(told ? LATER_WORD[language] : /$^/, ' ');
  return rest !== normalized && !words.later.test(rest);
}
/** "Later", "plus tard", "más tarde", "luego": the time of something told, in a whole sentence. */
const LATER_WORD: Record<Language, RegExp> = {
  en: / later(?= )/g,
  fr: / plus tard(?= )/g,
  es: / (?:mas tarde|luego)(?= )/g,
};
/** The fewest words of an answer in which a bare "later" tells when something else happens. */
const TOLD_LATER_WORDS = 10;

/** How they are, not so well, opening the turn: "not so good", "pas terrible", "no muy bien". */
const WELLBEING_NOT: Record<Language, RegExp> = {
  en: / (?:(?:not|no) (?:so |too |very |that |all that |feeling (?:so |too |very )?)?(?:good|great|well|grand|clever|brilliant|hot|wonderful)|not the best|(?:could be|been) better)(?= )/,
  fr: / (?:(?:pas|plus) (?:tres |trop |si |bien )?(?:bien|terrible|fameux|top|en forme|fort|la joie)|bof)(?= )/,
  es: / (?:no (?:muy|tan|demasiado|nada) bien|no (?:estoy|ando|me encuentro|me siento) (?:muy |tan |nada )?bien|regular|(?:pues )?mal)(?= )/,
};
/**
 * Leaving, wanted elsewhere, or no talking today: "I'm just off out", "on m'attend", "me están
 * esperando", "I'm not up to talking, call me tomorrow".
 */
export const ON_THE_WAY_OUT: Record<Language, RegExp> = {
  en: / (?:not up to (?:talking|it|a chat|much)|(?:dont|don t|do not) (?:want|feel like) (?:to )?(?:talk|talking|chatting)|(?:cant|can t|cannot) talk|(?:call|ring) (?:me )?(?:tomorrow|another day)|(?:off|going|popping|nipping|heading|getting) (?:out|off)|off to|on my way|about to (?:go|leave|head)|just (?:leaving|going)|waiting (?:for me|outside)|(?:got|have|need) to (?:go|get off|dash)|must (?:go|dash)|in a (?:rush|hurry))(?= )/,
  fr: / (?:pas (?:envie|la force) de (?:parler|causer)|(?:peux|pourrai) pas (?:parler|causer)|rappelez(?: moi)? demain|(?:je )?(?:pars|sors|m en vais|vais (?:sortir|partir)|dois (?:y )?(?:aller|partir|sortir|filer)|suis pressee?|sur le depart|suis en retard)|on m attend|(?:m|me) attend(?:ent)?)(?= )/,
  es: / (?:no tengo (?:ganas|fuerzas) de hablar|no puedo hablar|llam(?:e|a|eme|ame)(?: usted)? manana|otro dia|me voy|salgo|voy a salir|tengo que (?:irme|salir|marcharme)|estoy saliendo|me (?:estan|esta) esperando|tengo prisa|a punto de salir|de salida|llego tarde)(?= )/,
};
/** Not being well, said plainly of oneself: "I'm not well", "je suis pas bien", "no estoy bien". */
const WELL_SELF_NOT: Record<Language, RegExp> = {
  en: / (?:(?:im|i m|i am) (?:not (?:feeling )?(?:too |so |very )?(?:well|good|right|myself|hungry)|poorly|unwell|ill|in a bad way)|(?:i )?(?:havent|haven t|have not) (?:eaten|cooked|slept) (?:for|in) (?:days|weeks)|(?:i )?(?:dont|don t|do not) feel (?:well|good|right|myself)|(?:im|i m|i am) (?:still )?(?:in bed|lying down|laid up|flat on my back)|(?:i )?(?:havent|haven t|have not) (?:got|been) up)(?= )/,
  fr: / (?:ca va (?:pas|plus) (?:trop|tres bien|bien|fort|tellement)(?: non)?(?= ?$| non| pas)|j ai (?:pas|plus) faim|(?:ca fait|depuis) des jours (?:que je mange|que je cuisine|que je dors) (?:plus|pas|rien)|je (?:ne )?(?:suis|me sens|vais) pas (?:bien|tres bien|en forme)|(?:je suis|je me sens) (?:mal|malade|patraque)|je suis (?:encore |toujours )?(?:couchee?|au lit|alitee?)|je (?:ne )?(?:me suis|suis) pas (?:encore )?levee?)(?= )/,
  es: / (?:no (?:estoy|me encuentro|me siento|ando) (?:nada |muy )?bien|bien no (?:estoy|me encuentro|me siento|ando)|(?:estoy|me encuentro|me siento) (?:mal|malit[oa]|fatal|enferm[oa])|(?:estoy|sigo) (?:aca |aqui |ahi )?(?:echad[ao]|acostad[ao]|en la cama|en cama)|no me he levantado|no tengo (?:hambre|ganas de (?:nada|comer))|hace (?:dias|semanas) que no (?:como|cocino|duermo|salgo))(?= )/,
};
/** The fewest words of such a turn that tell how they are rather than answer (see readAnswer). */
const TOLD_HOW_WORDS = 12;

/** Not being all right, said of oneself: how they are, not an answer. */
const WELL_NOT: Record<Language, RegExp> = {
  en: /(?<= )(?:its|it s|im|i m|i am|things are|everything s|everything is) not (?:all right|alright|ok|okay|right|good|great|well)(?= )|(?<= )not (?:too |so |very )?(?:good|well) (?:today|at all|these days|this morning)(?= )/g,
  fr: /(?<= )(?:ca va|je vais|je suis) (?:pas|plus) (?:bien|tres bien|fort|top)?(?= )|(?<= )ca va pas(?= )/g,
  es: /(?<= )(?:no estoy|no me encuentro|no me siento|no va) (?:nada |muy )?(?:bien|catolic[ao]|alla|fin[ao])(?= )/g,
};

/** Busy with something that will soon be done: the hands in the pastry, the dinner on, the bath. */
export const BUSY_NOW: Record<Language, RegExp> = {
  en: / (?:(?:got|have|ve got|with) (?:my |me )?hands (?:in|full)|in the middle of|(?:halfway|half way) (?:into|through) (?:my|me|the)|getting (?:dressed|ready|washed)|(?:taxi|cab|lift|minibus|ambulance|transport)(?: s| is)? (?:coming|due|here|outside|on its way)|(?:im|i m|i am) (?:just |right )?(?:doing|making|cooking|baking|having|eating|in the bath|in the shower|on the loo|with the (?:nurse|doctor|carer|chiropodist|hairdresser))|(?:dinner|tea|lunch|breakfast|the pie|the cake)(?: s| is) (?:on|in the oven)|(?:all|covered) (?:over )?(?:in )?flour|flour all over)(?= )/,
  fr: / (?:(?:j ai )?(?:les )?mains (?:dans|pleines)|en train de|a moitie habillee?|pas encore habillee?|(?:le taxi|le car|l ambulance|le transport|le vsl)(?: \S+)? (?:arrive|vient|va arriver|est en bas|est la)|(?:je suis )?(?:a table|dans mon bain|sous la douche|avec (?:l infirmiere|le medecin|le docteur|la coiffeuse|l aide))|(?:l infirmiere|le medecin|le docteur|la coiffeuse|l aide(?: soignante| menagere)?|le kine|la kine|le plombier|l auxiliaire|la pedicure) (?:est|sont) (?:la|ici|arrivee?)|(?:le|mon) (?:repas|diner|dejeuner|gateau|roti) (?:est )?(?:sur le feu|au four))(?= )/,
  es: / (?:(?:tengo |con )las manos (?:en|llenas)|(?:me estoy|estoy) (?:vistiendo|arreglando|duchando)|a medio vestir|(?:viene|llega|esta al llegar|esta abajo) (?:el taxi|la ambulancia|el transporte|el remis)|(?:estoy )?(?:liad[ao]|comiendo|haciendo la comida|en la ducha|con el medico|con la enfermera|con la peluquera)|(?:tengo )?(?:la comida|la olla|el puchero|la sarten) (?:puest[ao]|al fuego|en el fuego|en la lumbre)|la olla con)(?= )/,
};

/**
 * Busy, without saying with what: "I'm kind of in the middle of something", "je suis en train de
 * faire un truc", "estoy un poco liada". No reason for a "not now" (BUSY_NOW is one).
 */
export const BUSY_WITH_SOMETHING: Record<Language, RegExp> = {
  en: / (?:(?:im|i m|i am) (?:(?:kind of|kinda|sort of|just|a bit|right) )?)?in the middle of (?:something|somethin|summat|sommat|a thing|things|stuff)(?= )/g,
  fr: / (?:je suis )?en train de (?:faire )?(?:quelque chose|un truc|des trucs|des choses)(?= )/g,
  es: / (?:(?:estoy|ando) )?(?:un poco |algo |muy |un poquito )?liad[ao](?:(?: aqui| ahora| ahorita)? con (?:algo|una cosa|unas cosas|cosas))?(?!(?: aqui| ahora| ahorita)? con )(?= )/g,
};

/**
 * A "not now" whose reason is a mishap or a stranger in the house: something smashed or spilt all
 * over the floor, water coming through, a man "supposedly from the council" going through papers,
 * a ladder or stool that tipped ("l'escabeau a basculé"), movers or workmen who will not hand over
 * until paid more, a man on the other phone, having to talk quietly. Kind callers ask "is everything all
 * right?" before ringing off.
 */
export const TROUBLE_IN_REASON: Record<Language, RegExp> = {
  en: / (?:(?:gotta|got to|have to|ve got to|need to|must) (?:talk|speak|whisper|keep (?:my|me) voice) (?:quiet|quietly|low|down|softly)|(?:a|some|this|the) (?:man|woman|fella|fellow|bloke|chap|guy|lady|gentleman|young man|lad) on (?:my|the|me) (?:other )?(?:phone|line|mobile|landline)|(?:wont|won t|will not|refuse to|refusing to|refused to) (?:unload|give|hand|bring|carry|deliver|let me have)|(?:want|wants|wanting|demanding|demand|asking for) (?:more|double|twice|extra|another)(?: \S+){0,2} (?:money|cash|pounds|dollars|quid|euros|hundred|thousand)|(?:ladder|stepladder|step ladder|steps|stool|chair|step stool|kick stool)(?: \S+)? (?:tipped|toppled|slipped|went over|gave way|gone over|collapsed|wobbled over|fell over)|(?:the |my )?(?:carer|home help|aide|nurse)(?: \S+){0,2} (?:was|were|is) (?:meant|supposed|due) to (?:come|be here)|(?:carer|home help|aide|nurse) (?:never|didnt|didn t|hasnt|hasn t) (?:came|come|turned up|showed up|show up|turn up)|(?:to|at|in|for) (?:the )?(?:hospital|a and e|casualty|emergency room)|(?:lit|lighting|light|got) (?:the |a |my )?(?:fire|stove|log burner|wood burner|chimney)|smoke (?:everywhere|coming|pouring)|(?:two|a couple of|some|these|the|a) (?:men|fellas|fellows|blokes|chaps|lads|gentlemen|man|fella|bloke|chap|gentleman) from the (?:water|gas|electric|electricity|council|water board|gas board)|(?:ive|i ve|i have|i|just) (?:just )?(?:cut|burnt|burned|scalded|hurt|banged|bashed|twisted|gashed) (?:my|me) \S+|(?:had|took|taken) (?:a |another )?(?:fall|tumble|spill)|(?:missed|slipped on|fell down|fell on|fell off|tripped on|went over on|came down) (?:a |the |my )?(?:last |bottom |top )?(?:step|steps|stair|stairs)|(?:ive|i ve|i have|i) (?:just )?(?:fallen|fell|come a cropper|gone over)|smashed|shattered|broke (?:all )?(?:over|to pieces|in (?:two|bits|pieces))|in (?:bits|pieces|smithereens) (?:all )?over|all over the (?:floor|place|kitchen|carpet|lino)|(?:water|it)(?: s| is)? (?:pouring|coming|gushing) (?:in|through|down)|(?:flooding|flooded)|(?:theres|there s|there is|ive got|i ve got|got) (?:a|some|this) (?:man|fella|fellow|bloke|chap|guy|stranger|woman|lady|young man|lad) (?:here|at the door|in the house|in the hall|in the kitchen|inside)|(?:a |some |this |the )(?:man|men|woman|fella|fellow|bloke|chap|lady|guy|gentleman|young man|lad|lads|couple)(?: \S+){0,4} (?:says (?:hes|he s|shes|she s|they re|theyre|he is|she is) from|saying (?:hes|he s|shes|she s|they re|theyre) from|claims|claiming|supposedly|reckons hes from)(?= ))(?= |$)/,
  fr: / (?:(?:je dois|faut que je|il faut que je) (?:parler|parle|chuchoter|chuchote) (?:tout )?(?:bas|doucement|a voix basse)|(?:un|une|le|la) (?:monsieur|homme|dame|type|jeune homme|gars) (?:sur|au|a) (?:l autre|mon autre|le|mon) (?:telephone|portable|ligne|fixe)|(?:veulent|veut|voulaient) (?:pas|plus) (?:decharger|rendre|me rendre|descendre|livrer|monter)|(?:demandent|exigent|reclament|veulent) (?:plus|le double|encore|trois fois plus) (?:d argent|de sous|cher)|(?:escabeau|echelle|tabouret|marchepied|chaise)(?: \S+)? (?:a bascule|a glisse|a cede|s est renverse|s est replie|est tombe|a lache)|(?:l aide|l aide familiale|l aide soignante|l auxiliaire|l infirmiere|la garde)(?: \S+){0,3} (?:devait venir|est pas venue?|n est pas venue?|est jamais venue?|a pas pu venir)|(?:pour|a|de|vers) l hopital|aux urgences|(?:faire|fait|allume\S*) (?:une|un|le|du) (?:flambee|feu)(?: \S+){0,3} (?:cheminee|poele|insert|cuisiniere)|(?:de la|la) fumee partout|ca fume|(?:deux|des|un|une|les|trois) (?:messieurs|monsieur|hommes?|types?|gars|dames?|techniciens?|agents?) (?:de la compagnie|du service|de la societe|de la mairie|de l entreprise|des eaux|du gaz|de l electricite|d edf|de la regie)|je me suis (?:coupee?|brulee?|ebouillantee?|fait mal|cognee?|tordu \S+ \S+|ouvert \S+ \S+)|(?:j ai|je suis) (?:fait une |encore fait une )?(?:tombee?|chute)|(?:loupe|rate|manque|glisse sur|trebuche sur|trebuche dans) (?:la|une|les|des) (?:derniere |premiere )?(?:marche|marches|escalier)|(?:s est |se sont |a )?(?:casse|cassee|brise|brisee|fracasse)(?:e|s|es)? (?:par terre|partout|en mille morceaux|en morceaux)|(?:en mille morceaux|partout par terre)|(?:l eau|ca) (?:coule|passe|rentre|degouline) (?:partout|par le plafond|du plafond|sous la porte)|inonde(?:e|s|es)?|(?:il y a|y a|j ai) (?:un|une) (?:monsieur|homme|type|gars|bonhomme|dame|femme|inconnue?|jeune homme|vendeur|vendeuse|representant) (?:ici|la|a la porte|dans la maison|a la maison|chez moi|dans l entree|dans la cuisine|dans le salon)|(?:un|une|des) (?:monsieur|homme|type|gars|bonhomme|dame|femme|jeune|jeunes|messieurs)(?: \S+){0,3} (?:soi disant|qui (?:dit|disait|pretend|pretendait) (?:etre|venir|qu il (?:est|etait|vient)))(?= ))(?= |$)/,
  es: / (?:(?:tengo que|debo|hay que) (?:hablar|hablarle) (?:bajito|bajo|en voz baja|despacito)|(?:un|una|el|la) (?:senor|hombre|senora|chico|muchacho|tipo) (?:en|por|al) (?:el otro|mi otro|el|mi) (?:telefono|movil|celular|fijo)|no me (?:quieren|quiere) (?:bajar|devolver|dar|entregar|descargar|subir)|(?:me piden|piden|exigen|me exigen|quieren cobrarme|me quieren cobrar) (?:mas|el doble|el triple|otro tanto)|(?:escalera|escalerilla|taburete|banqueta|silla)(?: \S+)? (?:se (?:ha )?(?:volcado|volco|caido|cayo|resbalado|resbalo|doblado|doblo|vencido|vencio)|ha cedido|cedio)|(?:la cuidadora|la chica|la muchacha|la enfermera|la asistenta|la de la ayuda)(?: \S+){0,3} (?:no (?:ha venido|vino|ha llegado|llego|aparecio|se presento)|tenia que venir|iba a venir)|(?:al|del|en el|para el) hospital|(?:a|en|de) urgencias|(?:encend\S*|prend\S*) (?:la chimenea|el fuego|la estufa de lena|la salamandra)|(?:sale|hay|lleno de) humo|(?:dos|unos|un|una|los|tres) (?:senores|senor|hombres?|tipos?|muchachos?|chicos?|tecnicos?|empleados?) (?:de la compania|del agua|del gas|de la luz|del ayuntamiento|de la empresa)|me (?:he )?(?:cortado|corte|quemado|queme|escaldado|hecho dano|hice dano|golpeado|golpee|caido|cai|tropezado|tropece|resbalado|resbale)|se me (?:doblo|ha doblado|fue) (?:la rodilla|el tobillo|el pie)|(?:perdi|falle|pise mal) (?:el|un) escalon|(?:se me (?:ha )?(?:caido|cayo|rompio|ha roto)|se (?:ha )?(?:roto|rompio|hizo) )(?:\S+ ){0,4}(?:anicos|pedazos|trizas|en el suelo|por el suelo|por todo)|hecho (?:anicos|pedazos|trizas)|por todo el suelo|(?:se sale|sale|entra|cae) (?:el )?agua (?:por|del)|inundad[ao]s?|(?:hay|tengo)(?: aqui| aca| en casa)?(?: a)? (?:un|una) (?:senor|senora|caballero|hombre|tipo|muchacho|chico|desconocid[ao]|joven|mujer) (?:aqui|aca|en la puerta|en casa|en la cocina|dentro|adentro|de la compania|del gas|de la luz|del agua|del ayuntamiento|del banco|que dice)|(?:un|una|unos|dos) (?:senor|senora|hombre|hombres|tipo|tipos|muchacho|muchachos|chico|chicos|joven|jovenes|mujer)(?: \S+){0,3} (?:que dice(?:n)? (?:que )?(?:es|son|viene|vienen) (?:de|del)|dizque|supuestamente|que se hace(?:n)? pasar))(?= |$)/,
};

/**
 * A "not now" because they are themselves short of breath, dizzy or shaken, or waiting for
 * something to pass ("I've only just got in from the supermarket and I'm a bit puffed", "je suis
 * assis sur le banc, j'attends que ça passe", "I'm a bit upset, there was a man at the door"):
 * asked about like any trouble (TROUBLE_IN_REASON) before the call back is booked.
 */
export const UNWELL_OR_SHAKEN: Record<Language, RegExp> = {
  en: / (?:(?:im|i m|i am|i feel|feeling|i was|i m feeling|im feeling|i ve been|ive been)(?: just)?(?: a bit| a little| a wee bit| a tad| rather| quite| really| so| all| that| proper| pretty| kind of| kinda| sort of)* (?:puffed|puffed out|out of puff|out of breath|breathless|short of breath|winded|dizzy|giddy|woozy|faint|light headed|lightheaded|wobbly|shaky|trembly|peaky|clammy|unwell|poorly|upset|shaken|shaken up|shook up|rattled|in a bit of a state|in a state|not (?:too |so |very |at all )?(?:well|good|great|grand|clever|myself|right))|(?:waiting|wait|sitting|sit)(?: here)? (?:for (?:it|this|things|the room) to (?:pass|settle|go off|wear off|stop (?:spinning|going round))|(?:till|until|til) (?:it|this) (?:passes|settles|goes off|wears off))|(?:get|catch|getting|catching) (?:my|me) breath(?: back)?|(?:have|had|need) to sit down)(?= )/,
  fr: / (?:(?:je suis|je me sens|j me sens|chui|j suis|je suis tout|je suis toute)(?: un peu| tout| toute| tellement| si| vraiment| assez| pas mal)* (?:essouffle\S*|a bout de souffle|hors d haleine|etourdie?|etourdi\S*|patraque|barbouillee?|flagada|vaseuse?|tremblante?|toute? chose|secouee?|chamboulee?|bouleversee?|remuee?|pas (?:tres |trop |bien )?(?:bien|dans mon assiette))|j ai (?:un peu |tout )?(?:la tete qui tourne|des vertiges|le souffle court|plus de souffle|pas de souffle|un malaise|eu un malaise|les jambes (?:en coton|qui tremblent|coupees))|(?:j attends|attendre|le temps) que (?:ca|cela|ca me) (?:passe|se passe|se calme)|(?:reprendre|reprends|reprenne) (?:mon|mes) (?:souffle|esprits))(?= )/,
  es: / (?:(?:estoy|me siento|ando|me encuentro)(?: un poco| un poquito| algo| muy| tan| toda| todo| medio| bastante)* (?:ahogad[ao]|fatigad[ao]|sin aliento|sin resuello|maread[ao]|flojit[ao]|floj[ao]|destemplad[ao]|pachuch[ao]|temblando|temblorosa|tembloroso|alterad[ao]|disgustad[ao]|afectad[ao]|asustad[ao]|con el susto en el cuerpo|mal|malit[ao]|regular)|(?:no me (?:siento|encuentro) (?:nada |muy )?bien)|(?:me falta el aire|me falta el resuello|me da vueltas la cabeza|tengo (?:un )?mareo)|(?:espero|esperando|esperar|a ver si) (?:a )?que se me (?:pase|quite)|a ver si se me (?:pasa|quita)|(?:recuperar|recupero|coger|cojo) (?:el )?(?:aliento|resuello))(?= )/,
};

/** Those at home, whose being unwell is a reason for "not now". */
const HOUSEHOLD: Record<Language, string> = {
  en: '(?:my|me|our) (?:husband|hubby|wife|missus|man|fella|partner|son|daughter|sister|brother|mum|mam|mom|dad|mother|father)',
  fr: '(?:mon (?:mari|homme|compagnon|fils|frere|pere|jules)|ma (?:femme|compagne|fille|soeur|mere))',
  es: '(?:mi (?:marido|esposo|esposa|mujer|viejo|vieja|viejito|viejita|hombre|hijo|hija|hermano|hermana|madre|padre)|el abuelo|la abuela)',
};

/**
 * A "not now" because someone at home is unwell ("my husband's not well", "es que mi viejo no pasó
 * buena noche"), or only "c'est mon mari" with nothing after: asked about like any trouble
 * (TROUBLE_IN_REASON).
 */
export const UNWELL_AT_HOME: Record<Language, RegExp> = {
  en: new RegExp(
    ` (?:(?:hes|shes|he s|she s|he is|she is)(?: \\S+){0,4} (?:not (?:feeling )?(?:well|too good|so good|good|great|himself|herself))|${HOUSEHOLD.en}(?: s| is|s)? (?:not (?:well|right|too good|so good|good)|poorly|unwell|ill|bad|took bad|taken bad|had (?:a )?(?:bad|terrible|awful|rough) night)|(?:\\S+ s|hes|shes|he s|she s|he is|she is) (?:not|just not|not really) (?:himself|herself|right in (?:himself|herself))|(?:its|it s) ${HOUSEHOLD.en}(?: \\S+)? $)`,
  ),
  fr: new RegExp(
    ` (?:(?:il|elle) (?:est la|est ici)?(?: mais)? (?:(?:ne )?se sent|(?:ne )?va) (?:pas|vraiment pas) (?:bien|tres bien|fort)|${HOUSEHOLD.fr} (?:est|va|a ete|etait) (?:pas bien|malade|mal|souffrant|souffrante)|(?:il|elle|${HOUSEHOLD.fr}) (?:n )?est (?:pas|plus) (?:dans son assiette|comme d habitude|lui meme|elle meme)|${HOUSEHOLD.fr} a (?:pas (?:bien )?dormi|passe une (?:mauvaise|sale|tres mauvaise) nuit|fait une (?:mauvaise|sale) nuit)|c est ${HOUSEHOLD.fr}(?: \\S+)? $)`,
  ),
  es: new RegExp(
    ` (?:(?:el|ella)(?: \\S+){0,4} no (?:se siente|se encuentra|esta|anda) (?:nada |muy )?bien|${HOUSEHOLD.es} (?:no (?:esta|se encuentra|se siente|anda) (?:nada |muy )?bien|(?:${HOUSEHOLD.es} |el |ella )?no (?:es|parece) (?:el|ella) mism[ao]|(?:${HOUSEHOLD.es} |el |ella )no esta como (?:siempre|de costumbre)|(?:esta|anda) (?:mal|malo|mala|malit[oa]|enferm[oa]|pachuch[oa])|no (?:paso|ha pasado|durmio|ha dormido) (?:buena noche|bien la noche|bien|nada)|(?:paso|ha pasado) (?:mala|muy mala|una mala) noche)|es ${HOUSEHOLD.es}(?: \\S+)? $)`,
  ),
};

/**
 * Someone else on the loved one's phone, saying they cannot come to it ("soy Maritza, la que cuida
 * a don Julián, él ahorita no puede ponerse", "I'm his carer, he can't come to the phone",
 * "c'est sa femme, il peut pas venir"): whatever reason follows, asked about like any trouble.
 */
export const ANSWERED_FOR_THEM: Record<Language, RegExp> = {
  en: new RegExp(
    ` (?:(?:im|i m|i am|this is|its|it s) (?:\\S+ )?(?:his|her|their|(?:mr|mrs|miss|ms) \\S+ s|\\S+ s) (?:carer|caregiver|aide|home help|home aide|nurse|wife|husband|daughter|son|neighbou?r|grandson|granddaughter|helper|niece|nephew|daughter in law|son in law)|(?:im|i m|i am|this is) (?:the|his|her) carer)(?: \\S+){0,14} (?:(?:he|she|\\S+) )?(?:cant|can t|cannot|isnt able to|is not able to|is unable to|wont be able to)(?: really)? (?:come to|get to|talk|speak|take|answer|come on)(?= )`,
  ),
  fr: new RegExp(
    ` (?:(?:c est|je suis|ici(?: c est)?|moi c est) (?:\\S+ )?(?:sa|son|l) ?(?:femme|mari|fille|fils|aide(?: a domicile| soignante)?|auxiliaire(?: de vie)?|infirmiere|voisine?|petite fille|petit fils|epouse|epoux|compagne|compagnon|belle fille|gendre)|(?:l aide|l auxiliaire(?: de vie)?|l infirmiere) de (?:madame|monsieur) \\S+)(?: \\S+){0,14} (?:(?:il|elle|\\S+) )?(?:ne )?(?:peut|pourra) (?:pas|plus)(?: trop| vraiment)? (?:venir|vous parler|parler|repondre|vous repondre|prendre)(?= )`,
  ),
  es: new RegExp(
    ` (?:(?:soy|habla|le habla|yo soy)(?: \\S+){0,2} (?:(?:la|el) que (?:cuida|la cuida|lo cuida|le cuida)|la cuidadora|el cuidador|la muchacha|la chica|su (?:mujer|marido|esposa|esposo|hija|hijo|nieta|nieto|vecina|vecino|nuera|yerno))|(?:la|el) que cuida a)(?: \\S+){0,14} (?:(?:el|ella|\\S+) )?(?:ahora |ahorita )?no (?:se )?(?:puede|podra) (?:ahora |ahorita )?(?:ponerse|pasar|hablar|coger|atender|venir|contestar)(?= )| no (?:se )?(?:puede|podra) (?:ahora |ahorita )?(?:ponerse|poner|pasar)(?: \\S+){0,6} (?:soy|habla|yo soy)(?: \\S+){0,2} (?:(?:la|el) que (?:cuida|la cuida|lo cuida|le cuida)|la cuidadora|el cuidador|la muchacha|la chica|su (?:mujer|marido|esposa|esposo|hija|hijo|nieta|nieto|vecina|vecino|nuera|yerno))(?= )`,
  ),
};

/** The recording refused in so many words, whatever is said of the chat. */
const RECORDING_REFUSED: Record<Language, RegExp> = {
  en: / (?:(?:the )?recording (?:no|not)(?! (?:problem|bother|a problem|an issue|worried|at all))|not the recording|(?:dont|don t|do not|dinnae|dinna) record (?:me|it|this|the call)|(?:rather|sooner|just as soon|just as lief|prefer(?: it)?(?: if)?) (?:you|ye) (?:didnt|didn t|did not|didnae|dont|don t|do not|dinnae|wouldnt|wouldn t|wouldnae) record|(?:dont|don t|do not) like (?:being|to be) (?:taped|recorded)|none of (?:that|this|the|your) (?:recording|taping)|(?:^| )no (?:recording|taping)(?! (?:problem|issue|bother)))(?= )/,
  fr: / (?:l enregistrement (?:non|pas(?! (?:de |d )?(?:probleme|souci|grave|gene))|ca non|j en veux pas)|pas d enregistrement|(?:ne )?m enregistrez pas|(?:je )?prefere(?:rais)? (?:que vous (?:ne )?m enregistriez pas|ne pas etre enregistree?|pas etre enregistree?)|(?:j )?aime pas (?:etre enregistree?|qu on m enregistre)|pas question (?:d enregistrer|de m enregistrer|qu on m enregistre)|(?:m )?enregistrer(?: \S+)? rien(?! de (?:grave|mal)))(?= )/,
  es: / (?:lo de (?:grabar|grabarme|la grabacion) no|(?<!(?:puede|puedes|pueden|puedo|podeis|podes|si|claro que|vale) )(?:grabar|grabarme|la grabacion) no(?! (?:me |le |nos |te )?(?:importa|molesta|pasa|hay problema|es problema|tengo|hace))|que no me grab\S*|no me grab(?:e|es|en|eis)(?! (?:si|lo que))|no me gusta (?:que me grab(?:e|es|en|an)|ser grabad[ao])|(?:de )?(?:grabar|grabarme|grabacion|grabaciones) (?:nada|ni hablar|ni pensar|ninguna)|nada de (?:grabar|grabarme|grabaciones|grabacion))(?= )/,
};

/** The most words of an answer to "Just to be sure…?" whose yes may stand anywhere in it. */
const CONFIRM_ANYWHERE_WORDS = 8;
