// French patterns, on normalised speech (no accents: "tombee", "a la poitrine"); the dropped "ne"
// of spoken French ("j'arrive pas", "je veux plus") is matched as readily as the written form, and
// so are the Belgian, Swiss and Québécois turns ("je sais pas me relever", "chu pu capable",
// "je me suis encoublée"). Built on meaning: a symptom with a body part, someone in the house, the
// many ways of saying one wants to be gone, or wants the calls to stop.
import { eitherOrder, gap, gapAcrossFigures, w, type LanguageRules } from './rule-engine.ts';

const NOT_ME = String.raw`(?:(?! (?:me|m|mon|ma|mes|je|j)(?= ))(?: \S+))`;
const G2 = gap(2);
const G3 = gap(3);
const G5 = gap(5);
const G8 = gap(8);
const G12 = gap(12);
/** Qu'on ne garde pas éveillée : « je la réveille et elle retombe ». */
const NOT_KEPT_AWAKE = String.raw`(?:je la|je le|on la|on le) (?:reveille|secoue)(?: \S+){0,3} (?:et )?(?:elle|il) (?:retombe|se rendort|replonge|referme les yeux)`;
/** Glacée ou brûlante : dit avec l'esprit égaré, d'une autre, une urgence. */
const FROIDE_OU_BRULANTE =
  '(?:gelee?|glacee?|froide? froide?|toute? froide?|glace|tremble|grelotte|frigorifiee?|brulante?|bouillante?|brule de fievre|toute? chaude?)';
/** Plus dans son bon sens, tout à coup. */
const EGAREE =
  '(?:(?:me )?reconnait (?:pas|plus)|confuse?|dit n importe quoi|(?:me )?parle de sa (?:mere|maman)|sait (?:plus|pas) ou (?:elle|il) est|desoriente\\S*|divague|melange tout|mele tout|confond tout|deraille)';
/** Une lettre, et les clés, laissées pour quelqu'un. */
const LAISSE_POUR = '(?:lettre|lettres|mot|enveloppe) pour (?:le|la|les|mon|ma|mes) \\S+';
const CLES_POUR = '(?:cles|clefs|cle|clef) pour (?:le|la|les|mon|ma|mes) \\S+';
/** Sur le point de tourner de l'œil : la tête qui tourne, molle, les yeux qui se ferment. */
const FAINT_FR =
  '(?:(?:la )?tete qui (?:tourne|tournait)|(?:des )?vertiges?|etourdie?|toute? molle?|(?:les )?jambes en coton|(?:du mal a|peux pas|peux plus|arrive pas a|arrive plus a) garder les yeux ouverts|somnolente?|je m endors|(?:je )?vois trouble|(?:tout )?(?:devient|est devenu|devenait) noir|je vais tomber dans les pommes)';
/** Le cœur qui bat lentement ou faiblement. */
const SLOW_BEAT_FR =
  '(?:coeur|pouls)(?: \\S+){0,4} (?:(?:bat|battait|va|allait|tape|tapait) )?(?:drolement |tres |tout |trop |bien |super |si )?(?:lentement|lent|doucement|faiblement|faible)';
/** « N'arrêtez pas les appels », « n'arrêtez rien du tout » : le contraire d'un arrêt (LanguageRules.negatedStop). */
const NEGATED_STOP = String.raw`(?:n )?(?:arret|annul|coup|stopp|suspend|supprim|cess|resili)\S*(?: (?:surtout|donc))* (?:pas|rien|jamais)(?= |$)(?! (?:de )?(?:m embeter|me deranger|avant|tant que))|(?:arretez|annulez|coupez|stoppez|supprimez|cessez) (?:surtout |donc )?pas (?:les |vos |mes )?(?:appels|coups de fil)`;
/** Up to n words in between, none of them a negation ("je veux pas mourir" is not a wish to die). */
const clear = (n: number) => `(?: (?!(?:pas|plus|jamais|rien|point) )\\S+){0,${n}} `;
const C2 = clear(2);
const C3 = clear(3);
const C5 = clear(5);

/** Not managing to: "j'arrive pas à", "je peux plus", "je sais pas" (Belgian), "chu pu capable". */
/** "Faut que j'y aille à jeun", "je dois y aller mercredi": where or when they must go, not a goodbye. */
const THERE_FOR =
  '(?! (?:a jeun|au(?! revoir)|a la|a l|aux|chez|demain|apres demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|pour|avant|vers|le matin|cet apres midi|ce matin|en (?:bus|taxi|voiture|ambulance)|a pied|a \\d|a (?:huit|neuf|dix|onze|midi)))';
const NOT =
  '(?:(?:arrive|arriverai|peux|pourrai|parviens|reussis|sais|suis) (?:pas|plus)(?: du tout)?(?: capable)?|(?:ai|avais) (?:pas|jamais) pu|impossible de|du mal a|de la misere a|de la peine a)';
/** A fall, in the many words for it. */
const FALL =
  '(?:tombee?|tombe par terre|chute|chuter|glissee?|trebuchee?|encoublee?|rate (?:une|la) marche|pris une gamelle|ramasse une (?:gamelle|pelle)|cassee? la (?:figure|gueule))';
/**
 * « Je suis tombée sur son fusil », « sur une photo », « sur ma voisine au marché » : trouvé, rencontré,
 * pas une chute (« tombée sur le carrelage », « sur la hanche », « sur le coin de la table » en sont,
 * comme tout « glissé sur… »).
 */
export const NOT_CAME_ACROSS =
  '(?!(?<=(?:^| )tombee?) sur (?:son|sa|ses|un|une|des|mon|ma|mes|cette|ce|cet|le|la|les|l|leur|leurs)(?: vieux| vieille| vieil| petit| petite| vieilles| vieux)? (?!(?:dos|cote|tete|hanche|genou|genoux|fesses|coude|poignet|epaule|bras|jambe|visage|nez|figure|derriere|front|menton|carrelage|sol|parquet|plancher|tapis|trottoir|marche|marches|escalier|pave|paves|verglas|bord|rebord|coin|table|chaise|baignoire|lavabo|meuble|radiateur|poele|four|evier|lit|seau|pierre|cailloux|gravier|beton|route)(?= |$))\\S)';
/** Not there on purpose ("par terre pour chercher mes lunettes"). */
const NOT_ON_PURPOSE =
  '(?! (?:expres|volontairement|de moi meme|pour (?:chercher|ramasser|jouer|nettoyer|trouver|attraper|frotter|faire|trier|ranger)|au milieu (?:des|de mes|de ses) (?:cartons|affaires|papiers|photos|vetements|habits|livres)|(?:\\S+ ){0,3}(?:je|j) (?:vide|trie|range|plie|fais le tri)))';
/** The floor itself: to be on it is to be down. */
const ON_THE_FLOOR =
  '(?:par terre|au sol|sur le sol|a terre|sur le (?:carrelage|plancher|parquet|tapis|lino)|sur les (?:dalles|carreaux))';
/** Where one may stand or sit as well as lie: down there only when lying (« allongée sur le palier »). */
const LYING_PLACE = '(?:sur le (?:palier|trottoir)|sur les marches|au pied (?:du|de l) (?:lit|escalier))';
const FLOOR = `(?:${ON_THE_FLOOR}|${LYING_PLACE})${NOT_ON_PURPOSE}`;
const PERSON =
  '(?:il|elle|ils|elles|quelqu un|un homme|une femme|un monsieur|une dame|le monsieur|la dame|un inconnu|des gens|l aide soignante?|l aide|mon fils|ma fille|mon mari|ma femme|mon petit fils|mon neveu|le voisin|la voisine|mon voisin|ma voisine|son voisin|sa voisine|ma soeur|mon frere|ma cousine?|mon cousin|mon oncle|ma tante|mon amie?|ma copine|mon copain|mon gendre|ma belle (?:fille|soeur|mere)|mon beau (?:frere|pere|fils)|(?:le|la|les|l) \\S+ (?:de|du|des) (?:ma|mon|mes|la|le))';
/** Someone who might be doing the harm. */
const AGENT =
  '(?:il|elle|ils|elles|on|quelqu un|(?:l|le|la|mon|ma|mes|un|une|son|sa|ce|cet|cette|des|les) (?:\\S+ )?(?:homme|type|gars|mec|monsieur|dame|femme|gendre|mari|fils|fille|neveu|niece|voisin|voisine|aide|soignante?|menagere|infirmiere?|auxiliaire|compagnon|frere|soeur|jeune|jeunes|inconnu|inconnus|individu|locataire))';
/** Strangers who might be in the house. */
const INTRUDER =
  '(?:quelqu un|des gens|un homme|des hommes|un type|des types|un gars|des gars|un mec|des mecs|un inconnu|des inconnus|un individu|des individus|une femme|un faux \\S+|une fausse \\S+|des jeunes|un jeune|un rodeur|des rodeurs|des voleurs?|un voleur)';
const MEDS =
  '(?:cachets|comprimes|medicaments|medocs|pilules|somniferes|gelules|plaquettes?|boites?|flacons?|insuline|calmants|anxiolytiques|morphine|antidouleurs)';

/**
 * "Je me jette à l'eau" and then the everyday thing decided ("je vais les teindre en noir",
 * "je vais m'inscrire à la chorale"): taking the plunge, not the water.
 */
const TAKING_THE_PLUNGE = `(?!${gapAcrossFigures(14)}(?:je vais|je les|je lui|je leur|je m inscris|j y vais|je le fais|je la fais) (?!me |m |mourir|partir|en finir|sauter|plonger|tout finir|le faire|la faire))`;

/**
 * A show the listener is asked about ("vous avez vu hier soir le feuilleton ? … elle bouge plus"):
 * what a character does there is no one at home in danger, unless someone of theirs is named.
 */
const SHOW_ASKED_ABOUT =
  '(?<!(?:vous avez vu|avez vous vu|t as vu|tu as vu)(?: \\S+){0,4} (?:le|la|ce|cette) (?:feuilleton|film|serie|episode|telefilm)(?:(?! (?:mon|ma|mes) )(?: \\S+)){0,40} )';

/**
 * Nobody unresponsive when what "ne répond pas" is a phone, a machine or an animal ("j'ai appelé
 * ma sœur, elle répond pas", "la télécommande répond pas"): nothing of the kind said before it.
 */
const NOT_A_PHONE =
  '(?<!(?:^| )(?:telephone|portable|appele|appelle|appeler|appelee|sonne|sonner|sonnerie|message|messages|repondeur|texto|sms|courriel|mail|chat|chien|perroquet|ordinateur|ordi|icone|ecran|tablette|telecommande|box|internet|souris|imprimante|television|tele|appareil|machine|gsm|pompe|chaudiere|frigo|four|radiateur|chauffe eau|ascenseur|voiture|montre|pendule|reveil|lave linge|lave vaisselle|vendeur|commercial|artisan)(?: \\S+)* )';

/** Words of wanting, welcoming or waiting for it ("j'aimerais ça", "je demande qu'à", "vivement"). */
const WISH =
  '(?:veux|voudrais|aimerais(?: ca)?|souhaite\\S*|envie|hate|prete?|pret|demande(?: qu a| que| qu une chose)?|prefere\\S*|reve d|reve de|espere|prie\\S*|attends?|laisse\\S* moi|laissez moi|laisser|autant|mieux vaut|vaudrait mieux|ferais mieux d|droit de|decide\\S* de|tente\\S*|tentation de|soulagement de|delivrance de|ferait rien de|ferait du bien de|bonheur de|seule chose|espoir|plus simple)';
const DIE =
  '(?:mourir(?!(?: \\S+){0,6} (?:le plus tard possible|a cent|de vieillesse|pas avant|dans tres longtemps|centenaire))|crever|la mort|etre morte?|en finir(?! avec (?!(?:la vie|tout|tout ca|ma vie|moi|l existence)(?: |$)))|y passer|(?:m )?endormir (?:pour (?:toujours|de bon|l eternite)|et (?:ne )?(?:plus|pas|jamais)(?: jamais)? (?:me reveiller|me reveille|ouvrir les yeux|rouvrir les yeux))|(?:ne )?(?:pas|plus|jamais)(?: jamais)? (?:me )?(?:reveiller|rouvrir les yeux)(?! (?:trop|si tot|avant|a \\d|aux aurores|en pleine nuit|la nuit|pendant|toutes les|chaque|tous les|a cause|quand|par))|m eteindre|m effacer|disparaitre(?! sous terre| dans un trou| de la circulation)|quitter (?:ce monde|la vie|cette terre)|etre (?:dans la tombe|au cimetiere|six pieds sous terre)|que (?:ca|tout|tout ca|ce|c|la vie|cette vie|ma vie)(?: \\S+){0,2} (?:finisse|finissent|fini|finie|termine|se termine|s arrete|arrete|cesse|soit fini|aille plus vite)(?! (?:ce|cet|cette|ces|le|les|mon|mes|son|sa|ses|leur) | (?:la|ma) (?!vie)))';
/** "Partir" as going for good: at the end of the turn, or with what makes it final. */
const LEAVE =
  '(?:partir|m en aller|m en aille|parte|partirai|partir moi aussi)(?= $| (?:pour de bon|pour toujours|definitivement|maintenant|avant|bientot|tranquille|aussi|moi aussi|de moi meme|la haut|rejoindre|retrouver|je le dis|c est decide|en paix|dans mon sommeil|pour soulager|ce soir|cette nuit|vite|voila|le plus tot|une bonne fois|vous comprenez|enfin|pour ca|j en peux plus|j ai fait mon temps|j ai assez vecu|je suis (?:fatiguee?|usee?|lasse?)) )';
const LEAVE_WISH =
  '(?:veux|voudrais|aimerais|souhaite\\S*|envie|hate|prete?|pret|demande\\S*(?: qu a| que| qu une chose)?|chose|prefere\\S*|peux|laisse\\S* moi|laissez moi|laisser|laisse|autant|mieux vaut|temps que je|droit de|decide\\S* de|volonte c est de)';

/** A call, or the service that makes them. */
const CALLS =
  '(?:appels?|coups? de (?:fil|telephone|bigophone|bigo|biniou|grelot)|porchlight|service(?! a | de (?!porchlight|vos|appels?|compagnie))|programme|truc qui (?:appelle|sonne)|machine qui (?:appelle|telephone|me telephone))';
/** Later today, as a call back is asked for: "plus tard", "dans une heure", "en fin d'après-midi", "vers cinq heures". */
const LATER_TODAY =
  '(?:plus tard|un peu plus tard|tout a l heure|tantot|dans (?:une |un )?demi heure|dans (?:une|un|deux|trois|\\S+) (?:(?:petite|petit|bonne|bon) )?(?:heure|heures|moment|instant|minutes)|cet apres midi|ce soir|(?:en )?fin (?:d|de l) apres midi|(?:en )?fin de (?:la )?journee|(?:vers |a )(?:les )?(?:\\S+ heures?|midi)|apres (?:le |mon |ma )?(?:dejeuner|repas|diner|sieste|emission))';
/** Being rung, in its forms: "m'appeler", "qu'on m'appelle", "que vous me téléphoniez", "être appelée". */
const RUNG =
  '(?:etre |d etre )?(?:m |me |qu (?:on|un \\S+|une \\S+) m |qu on me |que vous m |que vous me |que vous |qu on |a m |a me |de m |de me |que le telephone )?(?:r?appel(?:er|ez|iez|le|lent|lera|ee|ees|e|es)|telephon(?:er|ez|iez|e|ent|ee)|contact(?:er|ez|iez|e|ee)|sonne|sonner|recevoir (?:vos|ces|les|d|des|de)|en recevoir)';

/**
 * Play and jest: a game, a costume, a joke owned as one ("je plaisante", "c'est pour rire", "une
 * façon de parler"), laughter told ("j'ai failli mourir de rire"). What is said in play is not
 * happening here; "je plaisante pas" is not jest.
 */
const PLAY =
  '(?:en jouant|pour jouer|(?:failli |manque de |cru )?mourir de rire|(?:mort|morte|morts|mortes|plie|pliee|plies|pliees|tordu|tordue|tordus) de rire|on a bien ri|qu est ce qu on a ri|(?:il|elle|ils|elles) jou(?:e|ent|ait|aient) (?:a|sur) (?:son|leur|un|ses|leurs|mon|ma) (?:jeu|jeux|console|tablette)|dans (?:le|son|leur|un|ce) jeu(?! de mots)|jeux? video|(?:je|on) (?:faisai\\S*|fais|fait) semblant|halloween|pour (?:rire|rigoler|de rire|de faux|blaguer)|je (?:plaisante|rigole|blague)(?! pas| meme pas| plus| (?:enfin |mais |bon )?(?:qu )?a moitie| enfin pas| (?:enfin |mais |bon )?presque| (?:enfin )?pas tout a fait)|c est (?:une blague|une plaisanterie|de l humour)|(?<!(?:pas|point|jamais) )(?:c est |une )?(?<!(?:pas|point|jamais) )(?:facon|maniere) de parler|c est une (?:expression|image))';

/**
 * Not now, and maybe never: a precaution or a what-if ("au cas où", "si jamais", "j'ai peur qu'un
 * jour", "le jour où"), a new lock put on, tablets put out of the children's reach.
 */
const HYPOTHETICAL =
  '(?:je )?(?:ne )?(?:veux|voudrais) (?:pas|surtout pas) (?:me |m )?(?:casser|tomber|faire mal|glisser|retrouver|ouvrir)|au cas ou|en cas (?:de|d)|si jamais|(?:peur|crainte) (?:de|d)(?: \\S+){1,4} un jour|des fois que|on sait jamais|(?:peur|crainte|angoisse|hantise) qu un jour|un jour ou l autre|si (?:je|j|on|il|elle)(?: \\S+){1,6} un jour|si un (?:voleur|cambrioleur|rodeur|inconnu)|si des (?:voleurs|cambrioleurs)|pour (?:pas|ne pas|eviter) qu|(?:mis|mettre|pose\\S*|poser|installe\\S*|installer|change\\S*|changer|fait poser) (?:un|une|des|le|la|les) (?:nouveau |nouvelle |nouveaux |autre |deuxieme |second )?(?:verrou|verrous|serrure|cadenas|chaine|alarme|judas|detecteur)|(?:verrou|serrure) de plus|par precaution';

/**
 * Over, handled, or never was: the danger denied ("il y a pas de fumée", "je respire bien", "ça
 * saigne plus"), reassured ("la pharmacienne l'a rassurée", "plus de peur que de mal"), put right
 * ("ça s'est arrêté tout seul", "je me suis relevée toute seule"), or explained as usual and
 * harmless ("quand je me lève trop vite", "c'est normal", "ça m'arrive").
 */
const SETTLED =
  '(?:il )?y a (?:pas|plus|aucune?|point) (?:de |d )?(?:fumee|feu|flammes?|fuite|odeur|danger|urgence|bobo|blesses?|degats?)|(?:c|ce) (?:est|etait) pas (?:une urgence|urgent|grave|bien grave|la peine de s inquieter)|pas de bobo|petit bobo|(?:c|ce) est rien(?! que| qu| d| de)|(?:je )?me sens pas mal|(?:ca va )?pas mal (?:et vous|merci)|je respire (?:tres |tout a fait |normalement |)bien|(?:pas|aucun) (?:de )?(?:souci|probleme|difficulte|mal) (?:pour|a) respirer|(?:saigne|tourne|gonfle|brule|lance|elance) plus(?: du tout| maintenant| depuis|(?= $))(?! que| qu| fort| vite| beaucoup)|(?:me )?fait plus (?:du tout )?mal|degonfl\\S*|(?:je suis|suis) pas (?:par terre|coincee?|bloquee?|blessee?)|(?:me suis )?pas trompee? de|j ai pas (?:la tete qui tourne|de vertiges?)|personne (?:a ete |est |de )?(?:blesse|touche)|(?:s est|c est) (?:arrange|tasse|calme|arrete tout seul|arrete de lui meme)|s est arrete tout seul|ca m a passe|(?:je me suis|me suis) (?:relevee?|remise? debout) (?:toute? seule?|sans aide|sans probleme|facilement|tranquillement)|j ai (?:reussi|pu) a (?:me relever|me lever|me remettre debout|sortir (?:de la baignoire|du bain|de la douche)|me rasseoir)|remise? (?:sur pied|d aplomb)|(?:ca|cela|qui) (?:me )?soulage(?! pas| plus)|(?:m a|l a|les a|nous a|m ont|l ont) (?:bien )?rassuree?s?|ca va (?:beaucoup |bien |deja )?mieux|(?:mais |et )(?:la |sinon |maintenant )?(?:ca va|tout va bien)(?: merci)?(?= $)|apres (?:\\S+ )?(?:cafes|tasses de cafe|expressos)|trop de cafe|sinon ca va(?! (?:mal|pas|tres mal|barder|chauffer|saigner|cogner|etre ta fete|etre votre fete))|(?:mais |et )je me debrouille|je tiens (?:encore |toujours |bien )?debout|presque parti|ca se (?:denoue|deverrouille|detend)|c est normal(?= $| avec | a mon age| vu | pour mon age)|rien d anormal|(?:ce matin|maintenant|aujourd hui) c est (?:fini|passe|parti)|quand je me (?:leve|releve|baisse|penche|redresse) (?:trop )?(?:vite|brusquement)|quand je (?:me baisse|me penche)|quand je bois (?:du|mon|un|trop de) cafe|(?:medecin|docteur|toubib|cardiologue|pharmacien\\S*) (?:m )?(?:dit|disait|explique) (?:que )?c est(?! grave| urgent| serieux)|(?:m a|l a|a) dit le (?:docteur|medecin|toubib)|(?:medecin|docteur|toubib) m a (?:examinee?|auscultee?)|(?:bouilloire|cocotte|autocuiseur) (?:qui )?siffle|jamais (?:il|elle|ils|elles|on) (?:ne )?m (?:a|ont)|je suce des pastilles|pas fait de chute|(?:c est|c etait) (?:la|le|les|mon|ma|mes|un|une) \\S+ qui (?:est|sont|etait) tombe\\S*|(?<!(?:fait|fais|font|sert a|et|reste|plus) )rien du tout(?= un peu| juste| c est| $)|(?:lait|soupe|casserole|gateau|cafe|pates|confiture|sauce|potage)(?: \\S+){0,2} (?:a|avait) deborde|mais j ai (?:monte|mis|allume|rallume) (?:le chauffage|un gilet|une couverture|le radiateur|un pull)|(?:avec|a cause de) (?:ce|mon|un) (?:petit )?rhume';

/** Last week, last month, last summer: past, told by its season. */
const LAST_SEASON =
  '(?:la semaine|le mois|l annee|l an|l ete|l hiver|l automne|le printemps|le week end|le weekend|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:derniere?|passee?)';

/** Long ago, told with a year, an age or a decade: "en quatre-vingt-cinq", "j'avais onze ans". */
const LONG_AGO =
  '(?:il )?y a (?:bien |tres |de ca |deja )?(?:\\S+ )?(?:ans|an|annees|annee|longtemps)(?! que | qu )|ca fait (?:des|\\S+) (?:ans|an|annees|annee)(?! que)|(?:ca|cela) fait (?:des|\\S+) (?:ans|an|annees|annee)(?: (?:aujourd hui|deja|maintenant|cette annee|pile))? qu?e? ?(?:\\S+ ){0,3}(?:a|ai|avais|avait|est|suis|etait|ont|sont) (?:fait|eu|fait son|fait sa|parti|partie|mort|morte|decede|decedee|tombe|tombee|pris|quitte)(?= )|dans les annees|en (?:mil |dix neuf cent )?(?:quarante|cinquante|soixante|septante|quatre vingts?|huitante|nonante|trente)(?: \\S+)?|j avais (?:\\S+ )?(?:ans|\\d+)|(?:a|pour) (?:ma|sa) (?:communion|jeunesse)|(?:etant|quand j etais) (?:petite?|jeune|gamine?|enfant|jeune fille)|l autre (?:jour|soir|matin|semaine)|une fois (?:il y a|quand|dans ma jeunesse)';

/** Un groupe électrogène ou un brasero qui tourne, et un lieu fermé dedans : ses fumées. */
const FUMES_SOURCE = '(?:groupe electrogene|generateur|brasero|barbecue|rechaud|poele a petrole)';
const SHUT_INDOORS = '(?:buanderie|garage|cave|cuisine|dedans|a l interieur|porte fermee|sous sol)';

/**
 * Ses affaires mises en ordre comme un adieu: le chat confié, les bijoux donnés, les lettres
 * écrites, les factures payées, l'appartement lavé, des adieux dits. Rien sur le moment (un
 * testament, des vacances); avec POUR_DE_BON, le signe qu'on prévoit de ne plus être là.
 */
const MIS_EN_ORDRE =
  '(?:(?:donne|donnes|donnee|donnees|confie|confiee|laisse|laissee|envoye|envoyee|poste|offert|legue|descendu|descendue)(?: \\S+){0,5} (?:chat|chats|chien|chiens|oiseau|perruche|canari|bague|alliance|montre|bijoux|cles|clefs|livres|disques|photos|plantes|affaires|argent|economies|papiers|testament|code)|(?:ecrit|ecrire|ecrite|ecrites|laisse|laisser|mis|mise|mises|fini|redige)(?: \\S+){0,4} (?:un mot|un petit mot|une lettre|des lettres|les lettres|mes lettres|mes adieux|la liste|une liste)|(?:paye|regle|payees|reglees)(?: \\S+){0,2} (?:les|mes) (?:factures|dettes)|(?:range|lave|nettoye|vide)(?: tout)? (?:l appartement|la maison|mes affaires|mes placards)|(?:dit|dire|fait) (?:au revoir|adieu|mes adieux) (?:a|aux)|(?:prepare|sorti|mis) (?:mon|ma) (?:costume|robe|tenue)|(?:resilie|annule|arrete)(?: \\S+){0,2} (?:le journal|le lait|les journaux|tout|mes rendez vous)|ou sont (?:les|mes) papiers|le code de la banque)';
/** Bientôt plus là: « ils les trouveront après », « la dernière fois », « au cas où je serais plus là ». */
const POUR_DE_BON =
  '(?:(?:trouveront|trouvera|trouverez|auront|aura|serviront|servira|ouvriront|liront)(?: \\S+){0,4} apres(?= $| (?:comme ca|voila|hein|quoi|tout)(?= |$))|quand je (?:serai|ne serai) (?:plus la|partie|parti|morte|mort)|quand je serai (?:plus|pu) la|apres ma mort|(?:la|une) derniere fois(?! (?:que|qu) (?:je|j|on|il|elle|vous|tu) (?:suis|ai|avons|etait|etais|est|a|avez|l|vu|allee|alle))|pour toujours(?! (?:en|a|dans))|pour de vrai|(?:prete?|pret) pour ce soir|(?:me reverraient|me reverront|me reverrez|me reverras) plus|vous aurez plus besoin|au cas ou (?:je|j) (?:serais|serai|ne serais|suis) (?:plus|pu) la|si demain je reponds pas|(?:ce qui|ca) (?:tardera|traînera|trainera) plus)';
/** Un séjour loin de chez soi : la clinique, la rééducation, des vacances. */
const ABSENT_FOR_A_STAY =
  '(?:clinique|hopital|reeducation|vacances|cure|voyage|sejour|maison de repos|convalescence|operation|croisiere)';
/** Des vacances, l'hôpital, un déménagement, un testament « un jour »: des dispositions, pas un adieu. */
const DISPOSITIONS =
  '(?:vacances|voyage|croisiere|hopital|clinique|operation|cure|demenag\\S*|maison de retraite|ehpad|un jour|le moment venu|quand mon heure viendra|notaire|pas pressee?|pas pour demain|en espagne|en italie)';

/** Demander à quelqu'un (« je lui ai demandé s'il avait pas… », « j'ai supplié le docteur de… »). */
const DEMANDE_A =
  '(?:demande|demandais|demander|demandee|supplie|suppliais|prie|s il (?:avait|pouvait|voulait|pourrait)|si elle (?:avait|pouvait|voulait|pourrait)|qu il me (?:donne|fasse|aide)|qu elle me (?:donne|fasse|aide))';
/** De quoi le faire, avant ce que cela ferait (« un moyen de me faire », « une piqûre pour »). */
const DE_QUOI =
  '(?:moyen|quelque chose|de quoi|une piqure|un cachet|des cachets|m aider)(?: \\S+){0,4} (?:de |pour |a |d )?(?:me faire )?';
/** De quoi mourir (« un moyen de me faire partir en douceur », « une piqûre pour en finir »). */
const DE_QUOI_PARTIR = `${DE_QUOI}(?:partir(?! (?:en vacances|a |au |aux |chez |en voyage|en cure|en maison|en week))|mourir|en finir|m endormir pour (?:de bon|toujours)|abreger|m en aller(?! (?:a |au |chez |en )))`;

export const fr: LanguageRules = {
  // Québécois "y bouge pas pantoute" ("il ne bouge pas du tout"), read for the rules only: the
  // classifier keeps the turn as said (reading its corpus anew had moved its guesses).
  dialects: [
    (said) =>
      said
        .replace(/ y (?=(?:bouge|repond|respire|reagit|se reveille|saigne|parle) )/g, ' il ')
        .replace(/ pantoute(?= )/g, ' du tout'),
  ],
  rewrites: [
    // The charities are not a cry for help.
    [/ secours (?:catholique|populaire)(?= )/g, ' association caritative'],
    [/ (?:euh+|heu+|bah|ben|hein|hum+|beh)(?= )/g, ''],
    [/ pis(?= )/g, ' et'],
    // The emergency numbers said digit by digit (« le neuf-un-un », « un un deux »).
    [/ (?:neuf un un|neuf onze) /g, ' 911 '],
    [/ (?:un un deux|cent douze) /g, ' 112 '],
    [/ (?:un quatre quatre|cent quarante quatre) /g, ' 144 '],
    // Québécois "pas pire" is "not bad at all"; "r'commencer", "au r'voir", "d'main" as said.
    [/ (ca va|c est|c etait) pas pire(?= )/g, ' $1 bien'],
    [/ r ([^aeiouyh0-9 ]\S*)(?= )/g, ' re$1'],
    [/ d main(?= )/g, ' demain'],
    [/ qu (?=vous )/g, ' que '],
    // Written as said: "jai", "jy", "jme" are "j'ai", "j'y", "je me".
    [/ j(ai|y)(?= )/g, ' j $1'],
    // Footsteps are not a negation: "j'entends des pas en bas".
    [
      / (?:des|les|ses|quelques|bruits? de) pas(?= (?:en|dans|au|la|qui|dehors|derriere|sur|dans))/g,
      ' des bruits de marche',
    ],
    // "Un mal pas possible": an intensifier, not a negation.
    [/ pas possible(?= )/g, ' terrible'],
    // The œ ligature falls out in normalisation: "cœur" arrives as "c ur".
    [/ c ur(s?)(?= )/g, ' coeur$1'],
    [/ s ur(s?)(?= )/g, ' soeur$1'],
    [/ (l|mon|un|son|d un|de l) il(?= )/g, ' $1 oeil'],
    [/ (?:chu|chus|chuis|jsuis|j suis|ch suis)(?= )/g, ' je suis'],
    // Québécois "y a fait", "y ont fait", "y est tombé" for "il a fait…" (not "il y a", which no
    // past participle follows).
    [/ y (a|ont|est|sont) (fait|tombe|tombee|parti|partie|mort|morte|pris|dit)(?= )/g, ' il $1 $2'],
    // Picard and Ch'ti "ch'est", "chés": "c'est", "ces".
    [/ ch est(?= )/g, ' c est'],
    // Québécois "pu" for "plus", where it cannot be "pouvoir" (before "appeler", it is "pouvoir"
    // after a negation or "avoir": "j'ai pas pu appeler ma sœur").
    [
      / pu(?= (?:capable|besoin|envie|rien|jamais|la force|le gout|le courage|la peine|personne|assez|vivre|continuer|d|de) )/g,
      ' plus',
    ],
    [
      /(?<! (?:pas|jamais|ai|as|avons|avez|ont|avais|avait|aurais|aurait|(?:il|elle|on|qui) a)) pu(?= (?:m appeler|me telephoner|appeler) )/g,
      ' plus',
    ],
    [/ moi pu(?= )/g, ' moi plus'],
    [/ pu(?= a (?:respirer|marcher|bouger|me lever|me relever|parler|avaler|voir|tenir|sentir))/g, ' plus'],
    [/ (appel\S*|telephon\S*|rappel\S*) pu(?= )/g, ' $1 plus'],
    // "J'sens pu mes doigts", "a voit pu clair": after a verb of the senses, "pu" is "plus".
    [/ (sens|sent|vois|voit|entends|entend|respire|tiens|tient) pu(?= )/g, ' $1 plus'],
    [/ j(?= [^aeiouyh ])/g, ' je'],
    // The other mute e's dropped as said, "m'rappeler", "d'quelque chose", "l'camion", "s'maine"
    // (not "M. Roux": after "c'est", "pas", "chez", "bonjour"… an m is Monsieur).
    [/ ([tsdl])(?= [^aeiouyh0-9 ])/g, ' $1e'],
    [/(?<! (?:pas|est|chez|a|de|et|suis|voici|bonjour|merci|avec|pour)) m(?= [^aeiouyh0-9 ])/g, ' me'],
    // The dropped "ne": the written form is folded into the spoken one.
    [/ je n(?= [aeiouyh])/g, ' j'],
    [/ (?:ne|n)(?! importe)(?=(?: \S+){0,3} (?:pas|plus|jamais|rien|personne|guere|point|aucune?) )/g, ''],
    [/ (le|au|appelez|appeler|faites le) (?:quinze|dix huit)(?= )/g, ' $1 15'],
    [/ cent douze(?= )/g, ' 112'],
    [/ (le|au|appelez|appeler|faites le|compose le|composer le) neuf (?:un un|onze)(?= )/g, ' $1 911'],
  ],
  figurative: [
    // « Ça me serre le cœur d'imaginer des étrangers dans notre cuisine » : le chagrin, pas la poitrine.
    w('(?:ca |cela )?(?:me|m en|lui) (?:serre|fend|brise) le coeur (?:de|d|quand|rien que|a l idee)'),
    // L'alarme qu'on a seulement crue entendre (« j'ai cru que c'était l'alarme incendie »).
    w(
      '(?:j ai cru|je croyais|on aurait dit|on a cru|j avais cru|je pensais)(?: que c etait)? (?:l |une |la |le )?(?:alarme (?:incendie|a incendie|de l immeuble)|detecteur de fumee|sirene(?: des pompiers)?)',
    ),
    // Une raclée aux cartes (« elles m'ont massacrée à la belote »), un corps ou une chose à bout
    // (« mes genoux en peuvent plus »), « je vais faire ça court », la chute qu'on a seulement crue
    // venir (« j'ai cru qu'il allait m'envoyer valser ») et l'adieu « pour aujourd'hui », à la
    // suisse : rien à faire de soi, aucun adieu pour de bon.
    w(
      '(?:m ont|nous ont|m a|nous a) (?:tuee?s?|massacree?s?|laminee?s?|ecrasee?s?|achevee?s?|eue?s?)(?: \\S+){0,3} (?:a la belote|aux cartes|au scrabble|au loto|aux dominos|au bridge|a la petanque|au tarot|au rami|au jass|a la manille|aux echecs|aux dames)|(?:mes |les )?(?:genoux|hanches|yeux|reins)(?: \\S+){0,2} (?:en peuvent plus|suivent plus)|(?:je vais |on va |je veux )?faire (?:ca |ca )?(?:court|bref)|(?:j ai cru|je croyais|j ai bien cru|on a cru)(?: que| qu)(?: \\S+){0,3} (?:allait|allais|allions)(?: m| me| nous)? (?:envoyer valser|envoyer en l air|envoyer par terre|faire tomber|tomber|passer par dessus|decoller)(?! (?:et|puis) (?:je|j) (?:suis|me suis))|(?:je )?(?:vous |te )?(?:dis )?adieu (?:pour (?:aujourd hui|ce soir|cette fois|le moment|la journee|tantot)|(?:et )?a (?:demain|bientot|la prochaine|tantot|plus tard|la semaine prochaine))',
    ),
    // Ne plus reconnaître les siens, en maison de retraite ou avec la maladie (« ma femme est à la
    // maison de retraite, elle sait même plus qui je suis ») : la démence d'un proche, pas un malaise.
    w(
      '(?<=(?:maison de retraite|ehpad|alzheimer|demence|en institution|au home|long sejour)(?: \\S+){0,12} )(?:elle|il) (?:ne )?(?:sait|reconnait|me reconnait) (?:meme )?plus(?: \\S+){0,2} (?:qui je suis|qui (?:c est|est) \\S+|personne|ses enfants|son mari|sa femme|(?:sa|son|ses) \\S+)',
    ),
    // Les pattes d'une bête, dites après le vétérinaire : « chez le véto… il arrive plus à se lever ».
    w(
      '(?<=(?:veto|veterinaire|vetos|veterinaires)(?: \\S+){0,15} )(?:(?:ses|les) pattes(?: \\S+)? (?:le lachent|lachent|sont fichues|sont foutues|tiennent plus)|(?:il|elle) (?:n )?(?:arrive|peut) (?:plus|pas) (?:a )?(?:se lever|se relever|marcher|monter|tenir debout)(?: \\S+){0,3})',
    ),
    // « Je préfère mourir le ventre plein que vivre au régime » : une boutade sur le régime.
    w(
      '(?:je )?(?:prefere|aime mieux|prefererais|aimerais mieux) mourir(?: \\S+){1,5} (?:que|plutot que) (?:de )?vivre (?:au regime|a l eau|sans (?:mon|ma|mes|le|la|les|du|de la) \\S+|comme un moine|privee?|sans rien)',
    ),
    // Le cœur qui a fait boum de soulagement ; l'infarctus que le docteur promet si l'on continue la
    // raclette : une émotion, une mise en garde, pas un malaise maintenant.
    w(
      '(?:tomber dans les pommes|mon coeur a fait (?:boum|un bond)|les jambes (?:coupees|en coton))(?: \\S+){0,14} (?:de soulagement|de joie|de bonheur|d emotion)|(?:si vous continuez|si tu continues|si je continue|a force de)(?: \\S+){0,12} (?:vous allez|tu vas|je vais|vous finirez|tu finiras) (?:nous |me |vous )?(?:faire|avoir|taper|finir avec) (?:un|une) (?:infarctus|crise cardiaque|avc|attaque)',
    ),
    // Secoué en dormant pour voir si l'on respire encore : une taquinerie. Une contrariété, pas une
    // maladie (« j'en suis malade, ma carte est bloquée pour rien ») ; une
    // frayeur pour un porte-monnaie perdu (« ce matin j'ai cru mourir, j'avais plus mon porte-monnaie »).
    w(
      '(?:m a |m ont |me |on m a )?(?:secoue|secouee|reveille|reveillee|pousse|poussee|pince|pincee|touche|touchee)s?(?: \\S+){0,3} pour (?:voir|verifier) si (?:je |j )(?:respirais|respire|etais (?:encore |toujours )?(?:vivante?|en vie|la)|vivais)(?: encore| toujours)?|j en suis (?:toute |tout )?(?:malade|retournee?|mortifiee?)|(?:j ai cru|j ai failli|j ai pense|je croyais) mourir(?: \\S+){0,3} (?:j avais plus|j avais perdu|j ai perdu|je trouvais plus|je retrouvais plus)',
    ),
    // Un AVC passé et ce qu'il a laissé (« depuis le deuxième AVC elle parle plus ») : pas un AVC
    // qui arrive maintenant.
    w(
      'depuis (?:le|son|sa|l) (?:premier |deuxieme |second |dernier |troisieme )?(?:avc|attaque cerebrale|accident vasculaire)(?! (?:de ce matin|d hier|de tout a l heure|de cette nuit))',
    ),
    // « Un mal de tête à me taper la tête contre les murs » : une douleur dite, pas un geste contre soi.
    w('(?:a|de|qu on a envie de|envie de|j ai envie de) (?:me |se )?taper la tete contre (?:les|le) murs?'),
    // « À l'aide, au secours, j'ai plus la télé » : un appareil en panne, crié pour rire.
    w(
      '(?:a l aide|au secours|sos)(?: \\S+){0,4} (?:j ai plus|j ai pas|plus de|je n ai plus|ma|la|le|mon) (?:la |ma |le |mon )?(?:tele|television|telecommande|box|internet|wifi|chaines?|image|decodeur|radio|poste)(?: (?:marche|fonctionne) plus| qui (?:marche|fonctionne) plus)?|(?:ma |la |le |mon )?(?:tele|television|box|telecommande|decodeur|poste)(?: \\S+){0,3} (?:marche|fonctionne) plus(?: \\S+){0,3} (?:a l aide|au secours)',
    ),
    // Le cœur qui bat fort d'émotion ou de joie, et « je vais m'étrangler d'émotion » ; « avec des
    // talons je vais me tuer » : la fête qui vient, pas un malaise ni un projet.
    w(
      '(?:m etrangler|m etouffer|pleurer|fondre|mourir) (?:d emotion|de joie|de bonheur)|(?:rien que d y penser|d emotion|de joie|tellement je suis (?:contente?|excitee?|emue?|heureuse|heureux))(?: \\S+){0,4} (?:j ai )?le coeur qui (?:bat|cogne|tape)(?: \\S+){0,5}|(?:j ai )?le coeur qui (?:bat|cogne|tape) (?:a cent a l heure|la chamade|fort|tres fort)(?: \\S+){0,3} (?:rien que d y penser|d emotion|de joie|tellement je suis (?:contente?|excitee?|emue?|heureuse|heureux))|(?:talons|escarpins|echasses|patins|rollers|ballerines|chaussures neuves)(?: \\S+){0,5} je vais me (?:tuer|casser la figure|casser la gueule|rompre le cou)|je vais me (?:tuer|rompre le cou) (?:avec|sur|dans) (?:ces|des|mes|les|ses) (?:talons|escarpins|echasses|patins|rollers|chaussures)',
    ),
    // Le mal de mer dit comme une envie de mourir d'alors (« j'avais tellement le mal de mer que je
    // voulais mourir », « jetez-moi par-dessus bord ») ; mourir refusé (« j'ai pas l'intention de
    // mourir là-bas »).
    w(
      '(?:mal de mer|mal au coeur|malade comme un chien|vomi\\S*|degobill\\S*|rendu tripes et boyaux)(?: \\S+){0,14} (?:je )?(?:voulais|avais envie de|aurais voulu) mourir|jet(?:ez|e|er) moi (?:par dessus bord|a la mer|a l eau)|(?:pas|aucune|point) (?:l )?intention de (?:mourir|claquer|crever|passer l arme a gauche)|(?:je )?(?:compte|vais) pas (?:mourir|crever|claquer) (?:la bas|la|ici|en vacances|a l etranger|maintenant|tout de suite)',
    ),
    // « La mer, elle est toute grise », « le ciel est tout gris » : le temps, pas un teint.
    w(
      '(?:la|le|l|sa|son|ma|mon|cette|ce) (?:mer|ciel|eau|plage|ville|facade|peinture|moquette|pierre|rue|digue|jetee|manche|vague|vagues|neige|lumiere|brume|temps|lac|riviere|montagne|campagne|port|baie|barbe|tignasse)(?: \\S+){0,2} (?:elle |il |c )?est (?:toute? |bien |si |tellement |encore )?gris(?:e|es)?',
    ),
    // « Excusez-moi de déranger », « j'vous dérange pas ? » : la politesse d'un appel.
    w(
      '(?:excusez moi|excuse moi|pardon|desolee?|je m excuse)(?: \\S+)? de (?:vous )?deranger|je (?:ne )?vous derange pas|(?:je )?(?:ne )?vous derange (?:pas|point)',
    ),
    // « J'avais envie d'entendre une voix » : l'envie de compagnie, pas de mourir.
    // Pas une voix entendue une dernière fois, avant quelque chose (« …avant d'avaler mes pilules »).
    w(
      '(?:envie|besoin) d entendre (?:une voix|votre voix|quelqu un|la voix de quelqu un|une voix amie)(?!(?: \\S+){0,4} (?:avant|une derniere|pour la derniere|derniere fois|encore une fois))',
    ),
    // « Chu gelée comme une crotte » : avoir très froid, dit pour rire.
    w(
      '(?:je suis |chu |suis )?gelee? comme (?:une crotte|un glacon|un pingouin|un iceberg|une morue|un rat|un phoque)',
    ),
    // Ne rien voir sans ses lunettes ; un feu seulement craint (« il dit qu'elle va prendre feu ») ;
    // « tu vas te tuer à sortir dans le noir ».
    w(
      `(?:vois|voit|voyais|voyait) (?:plus |pas |quasiment )?(?:rien|grand chose|goutte)${G3}sans (?:mes|ses|les|leurs|mes) (?:lunettes|verres|loupes|carreaux)|(?:dit|disait|pense|trouve|a peur|craint)${G8}(?:qu elle|qu il|que ca|ca) (?:va|pourrait|risque de|finira par) (?:prendre feu|flamber|mettre le feu)|(?:dit|disait|m a dit|me dit)${G5}(?:que )?je (?:vais|finirai par) me (?:tuer|rompre le cou|casser le cou) (?:a|en) `,
    ),
    // Attraper la mort : un coup de froid, pas une mort (« on va attraper la mort dans cette église »).
    w('(?:attraper|attrape|attrapes|attrapera|attraperez|attrapait|attrape) la mort'),
    // Plus envie de décrocher le téléphone : les appels, pas la vie.
    w('(?:plus|pas) (?:trop |tellement |vraiment |bien )?envie de (?:decrocher|repondre au telephone)'),
    // « Tomber sur » quelqu'un, c'est le rencontrer : « devinez sur qui je suis tombée, sur le
    // facteur ». Pas « tombée sur le carrelage ».
    w(
      `(?:sur qui|sur quoi) (?:je suis |j suis |on est )?tombee?s?|(?:je suis |j suis |on est |suis )?tombee?s?(?: \\S+){0,6} sur (?:le |la |l |les |mon |ma |mes |un |une |des |madame |monsieur |notre |votre )?(?:facteur|factrice|voisins?|voisines?|amie?s?|copines?|copains?|cousins?|cousines?|docteur|medecin|pharmacien\\S*|boulang\\S*|boucher\\S*|cure|maire|belle soeur|beau frere|neveu|niece|petite? fils|petite? fille|fille de|fils de|ancienne? (?:collegue|voisine?|amie?)|collegues?|gens|une annonce|un article|une emission|un vieux|une vieille|une photo|des photos|un film|mes vieilles|ses lettres|une lettre|une facture)`,
    ),
    // Le bras « en compote », le dos « en vrac » : courbatures et douleurs dites en images ;
    // « lever le coude », c'est boire un coup, pas un bras qui ne se lève plus.
    w(
      '(?:le |les |mon |ma |mes |la )?(?:bras|dos|jambes?|pieds|genoux|epaules?|mollets|cuisses|reins|cou|nuque) (?:en compote|en marmelade|en bouillie|en vrac)|lever le coude',
    ),
    // « Elle m'a plumée de deux euros cinquante » aux cartes : un jeu, pas un vol.
    w(
      '(?:plume|plumee|plumes|plumees|plumer|ratiboise|ratiboisee)(?: \\S+){0,3} (?:de (?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques) (?:euros?|centimes|balles|sous|francs)|aux cartes|au (?:rami|poker|loto|belote|tarot|scrabble|bingo))',
    ),
    // Les ennuis d'une bête, pas de la personne : « le chien s'étouffait avec un os », « l'épervier…
    // du sang des plumes partout ». Pas quand la personne y est (« le chien m'a mordue, ça saigne »).
    w(
      `(?:chien|chienne|chiens|chat|chatte|chats|chaton|chiot|perruche|perroquet|cheval|poule|poules|lapin|chevre|mouton|vache|canari)${NOT_ME}{0,3} (?:s etouffait|s etouffe|s est etouffe|etouffait|faisait une crise|a fait une crise|s est effondre|empoisonne)|(?:chat|chien|epervier|renard|oiseau|oiseaux|mesange|souris|lapin|poule|pigeon|rouge gorge|taupe|rat|ecureuil|pie|buse)${NOT_ME}{0,20} (?:du )?(?:sang|plumes)(?: (?:et|des) (?:des )?(?:plumes|sang|poils))? partout`,
    ),
    // « J'avais envie de mourir, je voulais rentrer sous terre » : la honte, pas la mort.
    w(
      '(?:j avais envie de|je voulais|j aurais voulu|j ai cru) mourir(?: \\S+){0,6} (?:rentrer sous terre|disparaitre sous terre|me cacher|que la terre m avale)|(?:j ai cru )?mourir de honte',
    ),
    // « Je note tout, sinon je m'embrouille et je me tue » : une dose mélangée, redoutée.
    w(
      'sinon (?:je )?(?:m embrouille|me trompe|melange|confonds|m emmele|me perds)(?: \\S+){0,3} (?:et )?(?:je me tue|je m empoisonne|j y passe)',
    ),
    // Bloquée « comme une voleuse », un écran devenu noir : le courriel ou le téléphone, pas un danger.
    w(
      '(?:comme un|comme une|comme si j etais un|comme si j etais une) (?:voleur|voleuse|cambrioleur|cambrioleuse|criminel|criminelle|bandit)|(?:ecran|tele|tablette|telephone|portable|cellulaire)(?: \\S+){0,2} (?:devient|est devenu|est|reste|s est mis|se met) (?:tout )?(?:noir|blanc|eteint)',
    ),
    // Le gel qui a « tué » les géraniums ; « gelée à mort » dans la cuisine : le jardin, le froid.
    w(
      '(?:tue|tues|tuee|tuees|grille|grilles|grillees?|crame|cramees?|creve|creves) (?:tous |toutes )?(?:mes|les|mon|ma|le|la) (?:\\S+ )?(?:geraniums|plantes|fleurs|rosiers|roses|tomates|salades|pots|boutures|cactus|hortensias|begonias|petunias|bulbes|semis|potager|arbustes|citronnier|haie|pelouse|herbes|jardinieres)|(?:gelee?s?|congelee?s?|frigorifiee?s?) a mort',
    ),
    // Des bêtes du jardin nommées, puis « je vais toutes les tuer » ; et ne pas savoir « quoi faire
    // de ma peau » d'une matinée libre.
    w(
      '(?:limaces|escargots|pucerons|chenilles|taupes|rats|souris|mulots|campagnols|pigeons|lapins|guepes|fourmis|mauvaises herbes|liserons|doryphores|perce oreilles|cloportes|chevreuils|bestioles)(?: \\S+){0,14} (?:toutes |tous )?les (?:\\S+ ){0,2}(?:tuer|tuerai|tuees|tues|exterminer|exterminerai|exterminees|empoisonner|noyer|zigouiller|trucider|massacrer|buter|avoir|descendre)(?:(?: \\S+){0,8} (?:se noient|crevent|meurent))?|(?:quoi|que) faire (?:de ma peau|de moi|de mes (?:dix doigts|journees)|de ma journee|de mon temps)',
    ),
    // « Si j'en mange encore un seul je vais mourir » : manger, pas mourir.
    w(
      'si (?:j en |je )(?:mange|reprends|bois|avale|prends)(?: \\S+){0,5} je vais (?:mourir|exploser|crever|eclater|eclater de rire)',
    ),
    // « Si je remonte sur l'escabeau je vais me tuer » : une chute redoutée, pas la fin voulue.
    w(
      'si (?:je )?(?:remonte|monte|grimpe|tombe|glisse)(?: \\S+){0,8} (?:je vais me tuer|je me tue|je me casse le cou|je vais me casser le cou)',
    ),
    // « Un jour je vais me tuer dans l'escalier », « ça va me ruiner avant de me tuer » : une
    // chute ou une dépense redoutée, pas la fin voulue.
    w(
      '(?:je vais|je vas|vais|va|je finirai par|finira par) me (?:tuer|casser le cou|rompre le cou) (?:dans|sur|en|a la|au) (?:l escalier|les escaliers|les marches|la douche|le verglas|la glace|l escabeau|l echelle|la cave|le grenier|tombant|descendant|montant|glissant|trebuchant)(?: et que personne (?:ne )?me (?:trouvera|trouverait|retrouvera|retrouverait))?|(?:va|vont|finira par|finiront par) me (?:ruiner|rendre (?:fou|folle|chevre|dingue)|user|epuiser|achever)(?: \\S+){0,2} (?:avant de|puis|et) me tuer',
    ),
    // « Faudrait être mort pour tomber là-dedans » : ce qu'il faudrait, dit d'une arnaque.
    w(
      '(?:il )?(?:faudrait|faut|faudra) (?:etre|que je sois|que tu sois|que vous soyez) (?:mort|morte|fou|folle|bete|idiot|idiote|aveugle|gaga|tombee? de la derniere pluie)(?: \\S+){0,3} pour',
    ),
    // Une dent arrachée chez le dentiste : un soin, pas une agression.
    w(
      `(?:arrache|arracher|enleve|enlever|extrait|extraire|tire|tirer)${G3}(?:dent|dents|molaire|molaires|racine)`,
    ),
    // Tuer le cochon, et son sang pour le boudin : le travail de la ferme, pas une blessure.
    w(`sang${G5}(?:pour le boudin|pour les boudins|du cochon|du porc|du lapin|des poulets|de la bete)`),
    // Occupée à une tâche dans une pièce (« je suis en haut dans ma chambre à faire mon lit ») : où
    // l'on est, et ce qu'on y fait, pas où l'on est tombé. Une pièce dite seule reste pesée.
    w(
      `(?:je suis|j etais|suis)(?: (?:en haut|en bas|dehors))?(?: (?:dans|a|au) (?:la |le |ma |mon |l )?(?:chambre|cuisine|jardin|salon|salle a manger|salle de bain|salle de bains|grenier|cave|garage|buanderie|cellier|potager|veranda|balcon|atelier|couloir|sejour))(?: \\S+){0,2} (?:a|en train d|en train de) (?:faire|ranger|repasser|plier|preparer|eplucher|lire|regarder|coudre|tricoter|arroser|nettoyer|laver|cuisiner|ecrire|trier|etendre|passer l aspirateur|balayer|epousseter|cirer|desherber|tailler|planter|tondre|changer|peindre|emballer|frotter|vider|trier)`,
    ),
    // Ne pas vouloir être une charge pour une corvée que quelqu'un doit faire (« je veux pas être
    // une charge pour ma fille qui doit toujours tout me rappeler ») : un souhait pratique, pas
    // celui de partir. Se sentir une charge, ou l'être bientôt plus, reste entendu.
    w(
      `(?:veux|voudrais|aime|aimerais|voulais) (?:pas|plus|point) (?:etre|devenir) (?:une|un) (?:charge|fardeau|poids|boulet|embarras|souci)(?: pour(?: \\S+){1,2}?)? (?:qui|car|parce qu elle|parce qu il|elle|il|ils|elles) (?:\\S+ ){0,3}(?:doit|doivent|devait|faut|est obligee?|sont obliges)`,
    ),
    // Une colère pour rire : « je l'étranglerais, il appelle jamais sa mère » ; hésiter à raconter.
    w(
      '(?:je )?(?:ne )?sais pas si je (?:dois|devrais) (?:vous |te )?(?:le )?(?:dire|raconter|en parler)|je (?:l|le|la|les) (?:etranglerais|tuerais|etriperais|egorgerais|massacrerais|assommerais)',
    ),
    // Pas sûr de l'appel lui-même : « c'est qui ? je sais plus pourquoi j'ai fait ce numéro ».
    w(
      '(?<=^ (?:\\S+ ){0,3})(?:c est qui|qui est a l appareil|qui (?:c est|est ce) qui (?:appelle|parle))|(?:je )?(?:sais|sait) (?:plus|pas) pourquoi j (?:ai|avais) (?:fait|appele|compose|sonne)(?: ce numero)?|(?:appuye|tape|fait) (?:sur )?le mauvais (?:bouton|numero)|(?:je me suis )?trompee? de numero',
    ),
    // Un doigt pincé, un orteil cogné, bleu mais qui bouge : pas une personne qui bleuit.
    w(
      '(?:doigt|pied|orteil|ongle|genou|bras|poignet|coude|main|jambe|cheville|pouce)(?: \\S+){0,6} (?:il|elle) est (?:tout |toute )?(?:bleue?|violette?|noire?|gonflee?)(?: \\S+){0,3} (?:mais|je le bouge|je la bouge|pas casse|rien de casse)',
    ),
    // Épuisé par une tâche, sans danger : « ma fille dit que je vais me tuer au travail ».
    w(
      '(?:me|te|se|nous|vous) (?:tuer|tue|tues|tuent|tuait|tuais|tuez) (?:au travail|a la tache|a la peine|a l ouvrage|a (?:travailler|nettoyer|cuisiner|jardiner|ranger|faire|preparer|courir|frotter|repasser|porter)|(?:avec|pour) (?:ces|ses|mes|les|tous ces|toutes ces) (?:cartons|preparatifs|menages?|courses|travaux))',
    ),
    // Une attaque pour parler (« ce match m'a donné une crise cardiaque », « le prix du fioul me donne
    // une attaque »), ce qu'on ferait « si un jour… », un saut à l'élastique, un bracelet d'urgence.
    w(
      '(?:j ai (?:bien )?cru|je croyais|j ai pense|on aurait dit)(?: que| qu)? (?:j allais|je vais|j allai|on allait) (?:geler|congeler|mourir de froid|crever de froid|me transformer en glacon|finir en glacon)(?: sur place| sur pied| tout rond)?|' +
        '(?:j ai (?:bien )?cru|je croyais|j ai pense)(?: que| qu)? (?:j allais|je vais|j allai) (?:avoir|faire|me taper|piquer) (?:une|un) (?:attaque|crise cardiaque|infarctus|arret cardiaque|syncope)|(?:me|m) (?:donne|donnent|a donne|ont donne|donnera|file|filent|a file) (?:une|des|un) (?:attaque|crise cardiaque|palpitations|infarctus|arret cardiaque)',
    ),
    // Battu aux cartes : « elle m'a encore battu, c'est une tricheuse ».
    w(
      '(?:m a|m ont|me) (?:encore |toujours |tous |encore une fois )?(?:battue?|bat|bats)(?: \\S+){0,6} (?:aux cartes|a la belote|aux dames|aux echecs|au scrabble|a la petanque|au tarot|au rami|aux dominos|a plate couture|(?:c est )?(?:une |un )?tricheu\\S*)|(?:joue|jouait|jouions|jouer|partie|cartes|belote|scrabble|dominos|tarot|rami)(?: \\S+){0,8} (?:m a|m ont) (?:encore |toujours )?battue?',
    ),
    w(
      '(?:et )?si un jour(?! (?:j ai le courage|je me (?:tue|suicide|jette|pends|noie|fais du mal)|je (?:saute|sauterai|pars|partirai)|je (?:le|la) fais))(?: \\S+){1,8}|saut\\S* a l elastique|(?:bracelet|pendentif|medaillon|bouton|telealarme|numeros?|trousse) d urgence',
    ),
    // Une visite à la porte, et l'appel en attente : « attendez, on sonne à la porte ».
    w(
      '(?:attendez|(?:ne )?quittez pas|un instant|une minute|un moment|excusez moi|pardon)(?: \\S+){0,3} (?:on sonne|ca sonne|quelqu un (?:sonne|frappe)|on frappe)(?: a la porte)?(?!(?: \\S+){0,10} (?:peur|essaie|essaye|entrer|force|defonce|cogne|crie|menace\\S*))',
    ),
    // Ce qui n'arrive pas : demander comment on reconnaît un AVC, ce qu'il faut faire si le détecteur
    // sonne ; s'évanouir de joie ; jeter la télé par la fenêtre ; un pigeon mort à ramasser.
    w(
      `comment (?:on sait|savoir|sait on|on reconnait|reconnaitre)(?: \\S+){0,4} (?:avc|attaque|infarctus|crise cardiaque|malaise)|(?:quels|quelles) sont les (?:signes|symptomes)(?: \\S+){0,4}|qu est ce que (?:je dois|il faut|on doit|je fais) faire (?:si|quand|en cas)(?: \\S+){0,8}|(?:m )?evanouir de (?:joie|bonheur|plaisir|surprise)|jeter (?:le|la|les|mon|ma|mes|son|sa|ses|ce|cette|ces|sa|leur) (?:\\S+ ){0,2}par la fenetre|(?:un|le|une|la|des|les) (?:pigeon|oiseau|souris|rat|merle|herisson|taupe|moineau|mulot)s? morte?s?(?: \\S+){0,10}`,
    ),
    // Un film, une main au feu, un jambon fumé, des bougies « pour les pompiers », l'assurance
    // incendie, un perroquet qui crie « au secours », un chat cambrioleur, le souffle court en
    // altitude.
    w(
      '(?:belmondo|godard|film|dans) (?:dans )?a bout de souffle|(?:mettre|met|mets|mettrais|mettrait|mettre) (?:sa|ma|la|ta) main au feu|(?:fume|fumer|fumait|fumoir)(?: \\S+){0,3} (?:jambon|saumon|poisson|lard|saucisses?|truite|viande|harengs?)|fumoir|(?:bougies)(?: \\S+){0,10} (?:appeler|faudrait|fallait|faut) (?:appeler )?les pompiers|(?:assurance|assureur|contrat)(?: \\S+){0,14} (?:incendie|degats des eaux|vol|cambriolage)(?:(?: \\S+){0,3} (?:incendie|degats des eaux|vol|cambriolage))*|(?:perroquet|perruche|mainate)(?: \\S+){0,6} au secours|(?:un vrai|une vraie|petit|petite|ce|cette|sacre|sacree) (?:cambrioleur|cambrioleuse|voleur|voleuse)|(?:en montagne|en altitude|mille metres)(?: \\S+){0,4} (?:le )?souffle court',
    ),
    // Purger un radiateur, une chose qu'on ne sait plus où on l'a rangée, un couvercle coincé.
    w(
      '(?:saigner|purger) (?:un |le |les |mes )?radiateurs?|(?:sais|sait) (?:pas|plus) (?:ou|où) (?:j ai (?:mis|range|laisse|pose)) (?:mes|ma|mon|les|le|la) (?:lunettes|cles|clefs|telecommande|porte monnaie|sac|telephone|portable|tuque|bonnet|gants|echarpe|parapluie|livre|stylo|ciseaux|pantoufles|ordonnance|carte)|(?:couvercle|bocal|pot|tiroir|fermeture|bouchon|fenetre|porte du garage|clef|cle)(?: \\S+){0,3} (?:est |s est )?coincee?|coincee?s? dans (?:les bouchons|le trafic|la circulation)',
    ),
    // Ce qui a failli arriver, de joie ou de colère devant le match; le bras lourd après un vaccin.
    w(
      '(?:failli|presque|manque(?: de)?|quasiment|quasi|pratiquement|limite|a moitie|j ai quasiment|j ai presque|j ai pratiquement|j ai comme) (?:tomber dans les pommes|(?:faire|fait|avoir|eu|me taper|piquer|(?:me |lui |leur |nous )?(?:donner|filer|flanquer)) (?:une crise cardiaque|un infarctus|une attaque|un arret cardiaque)|mourir|m evanouir|tourner de l oeil)|(?:vaccin|rappel|piqure|injection|prise de sang)(?: \\S+){0,8} (?:le |mon )?bras (?:un peu |tout )?(?:lourd|douloureux|engourdi|sensible)',
    ),
    // Les petits assis par terre, le vertige des prix, un plombier d'urgence, un poids lourd, un
    // ado qui ne se réveille pas avant midi.
    w(
      '(?:les petits|les enfants|les gamins|les gosses|les petits enfants|mes petits enfants)(?: \\S+){0,6} par terre|vertige de l amour|(?:donne|donner|donnent|donnait) le vertige|(?:plombier|serrurier|depanneur|electricien|dentiste|veterinaire|pharmacie|garagiste|chauffagiste) d urgence|poids lourds?|(?:un|des) poids (?:de|en) moins|(?:se reveille|se leve) (?:plus|pas) avant',
    ),
    w(
      '(?:prefere\\S*|plutot) mourir (?:que|plutot que) (?:de |d )?(?:manger|boire|porter|voir|regarder|ecouter|mettre)',
    ),
    w(
      '(?:de|d) vivre (?:dans|a|avec|chez|en|ici) (?:\\S+ ){0,2}(?:appartement|maison|quartier|ville|immeuble|bruit|humidite|froid|village|residence)',
    ),
    w('(?:boites?|plaquettes?|flacons?|tubes?) (?:de |d )?(?:\\S+ )?vides?'),
    w('prete? a tout pour'),
    w(
      '(?<!(?:fatiguee?|marre|lasse?|assez|epuisee?) de )(?:plus |pas )?vivre (?:toute? )?seule?|vivre chez moi',
    ),
    w(
      '(?<!(?:prete?|prets|decidee?|resolue?|pense|songe|hate|droit|aide|commence|suis) )a mourir(?: de rire)?|a crever|(?<!laiss\\S* (?:bien )?)(?:morte?s?|mourir|mourais|meurs?|creve\\S*|crevee?) (?:de|d) (?:rire|faim|soif|fatigue|froid|chaud|peur|honte|ennui|trouille|envie|impatience|plaisir|jalousie|chaleur)|en creve|mort lente|ennui mortel|la mort dans l ame|(?:me|m) (?:fait|faites|font) mourir(?! de (?:peur|angoisse))',
    ),
    w(
      '(?<!je )(?:me|m) tue(?:nt)?(?: \\S+)?(?! moi)|je me tue (?:a|au)(?= )|ca me tue|tu(?:er|erais|erai) pour (?:un|une|des|le|la)|(?:me|m) suis tuee? a la tache|tuer le temps|une tuerie|c est tuant|tuante?',
    ),
    w(
      'tomb(?:e|ee|er|ait|es|ees) (?:amoureu\\S+|de sommeil|bien|a pic|des nues|d accord|dans le panneau|a l eau|en panne|sur (?!le dos|le cote|les fesses|la tete|le carrelage|le sol|la hanche|le genou|les genoux|le bras|le poignet|l epaule|le coccyx|le derriere|le visage|la figure|le nez|le verglas|la glace|le trottoir|les paves|le pave|les marches|la marche|l escalier|la route|la chaussee|le parking|le plancher|le parquet|le tapis|la terrasse|la neige|le bitume|le goudron|le gravier|les dalles|le perron|le seuil|le rebord|le bord|le coin|la baignoire|le lavabo|la table|le radiateur|la porte|le chemin|la pelouse|les cailloux|un caillou|une pierre|la pierre)(?:un|une|le|la|les|ma|mon|mes|des|l))|ca tombe (?:bien|mal)|laisse\\S* tomber(?! la vie)|la retraite va tomber|tomb\\S* (?:malade|enceinte|sous le charme)|glisse\\S* (?:un|une|le|la|des|les|quelques) (?:mot|mots|billet|enveloppe|lettre|carte|piece|petit)|chute (?:de (?:tension|cheveux|neige|pluie|temperature|prix|reins|bourse)|d eau)|tomb\\S* de haut(?! de| du)',
    ),
    w(
      'coeur (?:d or|de pierre|sur la main|a prendre|a l ouvrage|net|de la laitue|de la ville|de boeuf|en bandouliere)|(?:de bon|de tout|par|a|un coup de) coeur|poitrine (?:de (?:poulet|dinde|veau|porc|canard)|fumee)',
    ),
    w(
      '(?:feu|incendie) de (?:la )?(?:cheminee|camp|bois|joie|foret)|feux? d artifice|coin du feu|a petit feu|feux? rouges?|au feu de bois|(?:a )?feu (?:doux|vif|moyen)|le feu au lac|coup de feu|feu vert|couvre feu',
    ),
    w('pot au feu'),
    // Laughing and heat that "choke", things that "will kill me" (the taxes, the stairs, the
    // heat), a near-miss told as an accident, "c'est à se jeter par la fenêtre".
    w(
      '(?:etouff|etrangl)\\S* (?:de|d) (?:rire|chaleur)|failli (?:m etouffer|m etrangler) (?:de|d) rire|(?:on|j) etouffe(?=(?: \\S+){0,6} (?:chaleur|canicule|volets|ventilateur))|(?:chaleur|canicule)(?: \\S+){0,4} on etouffe',
    ),
    w(
      'ca (?:va|finira par|allait) me tuer|(?<!(?:couteau|fusil|arme|pistolet|hache|revolver|carabine|marteau|machette|peur|au secours|aidez) .*)(?:va|vont|vas|allait|allaient|finira par|finiront par) me tuer(?! moi)(?!.* (?:couteau|fusil|arme|pistolet|hache|revolver|carabine|marteau|machette|peur|au secours|aidez) )|(?:me|m) tuer (?:a|de) rire|tuer de rire|failli (?:me|m) (?:tuer|noyer|etouffer|etrangler)(?= en \\S+ant | de rire| dans (?:la|le|l) (?:loire|seine|riviere|mer|piscine|lac|etang|baignoire|bain|escalier))',
    ),
    w(
      '(?:c est |il y a de quoi |y a de quoi )?a se (?:jeter|pendre|flinguer|tirer une balle|taper la tete)(?: (?:par|sous|du|dans|contre) (?:la|le|les|un|une) \\S+)?|de quoi se (?:jeter|pendre|flinguer)(?: (?:par|sous|du|dans) (?:la|le|les|un|une) \\S+)?',
    ),
    // The heart moved, not failing; feeling hemmed in; talking to oneself; going round in circles.
    w(
      '(?:coeur (?:s est|se) serre|serre\\S* le coeur)(?=(?: \\S+){0,3} (?:quand|en (?:voyant|pensant|entendant|lisant|regardant|partant|quittant|ecoutant)|de (?:voir|penser|quitter|partir|les voir)))|ca (?:m a|m avait) serre le coeur|coeur (?:qui )?chavire|chavir\\S* le coeur|(?:gros|le) coeur gros|(?:faut|fallait|falloir|avoir|a|as|ai) du coeur',
    ),
    w(
      'tourn\\S* en rond|parl\\S* (?:toute? )?seule?s?|(?:me sens|se sent|sentais) (?:un peu |tres |toute? |si )?(?:coincee?|enfermee?|prisonniere?)(?= |$)|increvable|mourir (?:idiote?|bete)|a tomber (?:par terre|a la renverse)|soutien gorge|(?:ca|cela) m est tombe dessus|cass\\S* la tete(?! en tombant| contre| sur)|fum\\S* comme (?:un pompier|une cheminee|un sapeur|un turc)',
    ),
    // A fire drill; beaten at Scrabble; the grey sky; the snow that fell; a shock at the price.
    w(
      'exercice\\S* (?:d evacuation|incendie|de securite|d alerte)(?: incendie)?|(?:m a|m ont|me) battue?s?(?= (?:au|a la|aux) (?:scrabble|cartes|belote|tarot|echecs|dames|dominos?|petanque|loto|rami|bridge|jeu|jeux|triomino|mots))|(?<=(?:joue|jouer|jouons|partie|parties|scrabble|belote|cartes|loto)(?: \\S+){0,8} )(?:il|elle|ils|elles) m (?:a|ont) battue?s?|(?:il )?fait (?:tout )?gris|ciel (?:est )?(?:tout )?gris|temps gris|(?:neige|pluie|grele|feuilles|nuit|temperature|fievre|pommes|poires|fruits|prix)(?: est| sont| qui est| qui sont| a| ont)? tomb\\S*',
    ),
    w(
      '(?:prix|facture|note|addition|impots?|montant|ticket|tarifs?)(?: \\S+){0,6} (?:j ai (?:eu )?(?:une attaque|un infarctus|une crise cardiaque)|(?:j ai )?failli (?:tomber dans les pommes|avoir une attaque|faire une attaque|faire un infarctus))|(?:(?:j ai )?failli )?(?:tomber dans les pommes|avoir une attaque|faire une attaque|j ai eu une attaque)(?= (?:quand|en voyant|de voir)(?: \\S+){0,6} (?:prix|facture|note|addition|impots?|montant|ticket))|(?:effondree?|ecroulee?|affalee?|vautree?) dans (?:le|mon|un) (?:canape|fauteuil|divan)|(?:effondree?|ecroulee?) de (?:fatigue|sommeil|rire)',
    ),
    w(
      'saigne\\S* aux quatre veines|sang d encre|bon sang|sang froid|coup de sang|pur sang|prise de sang|sang n a fait qu un tour|souffle coupe|coupe le souffle|se rouler par terre|se taper la tete|(?:joues?|pieds|mains|gorge|visage|estomac|bouche|oreilles) en feu|(?:tape|tapent|tapes) sur (?:les nerfs|le systeme)|arrache\\S* (?:un sourire|des larmes|le coeur)',
    ),
  ],
  newClause: /^(?:j ai|je suis|j suis)(?= )/,
  // « Pas maintenant, Raymond s'est écroulé » : le « pas maintenant » ne nie pas ce qui suit.
  negation:
    /(?:^| )(?:pas(?! (?:le |un |trop le |vraiment le |du tout le )?moment)(?! (?:maintenant|tout de suite|la)(?: \S+)? $)|jamais|rien|aucun|aucune|ni|sans|plus de)(?: (?!(?:je|j|il|elle|on|ca|tu|vous|nous|ils|elles|mais|et)(?= ))\S+){0,2} $|(?:^| )(?:failli|presque|manque de) (?:me |m )?$/,
  // Un rêve : raconté comme un film, il ne se passe pas ici (« cauchemars » et « rêves » sont aussi
  // dans les films, plus bas).
  dream: w('j ai reve|je revais|(?:un|le|mon|des|mauvais) reves?|cauchemars?'),
  forecast: w(
    '(?:moins \\S+|\\S+ degres|froid|neige|gel|gele|verglas|givre|tempete|canicule|chaleur|pluie|orages?|vent)(?: \\S+){0,4} (?:a|sur|d apres) (?:la |le )?(?:radio|tele|meteo|television|poste)|(?:radio|tele|meteo) (?:a dit|dit|disait|annonce|annoncait|a annonce)(?: \\S+){0,3} (?:moins|\\S+ degres|froid|neige|gel|verglas|givre|tempete|canicule|chaleur|pluie|orages?|vent)',
  ),
  media: w(
    '(?:le|les|la|du) (?:\\S+ )?(?:jury|candidats?|candidates?)|sous titres|les dialogues|la mechante|le mechant|les mechants|l heroine|quand on joue|on jouait|pour jouer|(?:a|au) cache cache|(?:a|au) chat perche|(?:la boxe|le match|le foot|le rugby|le catch|le tierce|le tournoi|le combat)(?: \\S+){0,2} (?:passe|est|etait) (?:a la tele|en direct)|(?:je regarde|je regardais|on regarde|on regardait|devant) (?:la boxe|le match|le foot|le rugby|le catch|le tierce|le combat|le tournoi)|l arbitre|' +
      `(?<!comme dans (?:les|un|des) |comme au )films?|emissions?|feuilleton|(?:la |une |sur la )notice(?! de montage)|les effets (?:secondaires|indesirables)|(?:ils|elles|on) (?:ont|a) parle d(?: un| une| des|e la|u| l)? (?:incendie|feu|accident|attentat|fusillade|meurtre|drame|inondation|tremblement)|ils (?:montrent|ont montre|(?:re)?passent(?! (?:une|deux|trois|quelques) fois| (?:me|nous|la|le|les) voir| ici| chez| a la maison| de temps| le (?:dimanche|samedi|week end)| tous les| toutes les| rarement| jamais| pas| plus| souvent| quand))|on (?:les |le |la )?voit a l ecran|telefilm|a la tele|a la television|(?:c est|c etait|sur|dans) la tele(?:vision)?|(?:aux|les|des) infos|(?:aux|les) informations|(?:aux|les|des) nouvelles|journal televise|polar|bouquin|les experts|un policier|derrick|columbo|navarro|magazine|dans la gazette|(?:un|des|mon|ce) cauchemars?|(?:fait|fais|faisais) (?:un|des) (?:cauchemars?|mauvais reves?)|j ai reve qu|en reve|dans mon reve|${PLAY}|reportage|documentaire|roman|(?:un|le|ce|du|au|dans le|dans un|dans les|dans mon|dans son) livres?|(?<!(?:faire|fasse|fais|fait|ferai|ferait) (?:toute |tout |pas |pas toute |une )?(?:une )?)histoire|(?:a|sur) la radio|la radio (?:a dit|disait|dit|annonce|annoncait|a annonce|racontait)|(?:emission|feuilleton|piece|jeu) (?:a|de|sur) la radio|serie|episode|au journal|dans le journal|a la meteo|questions pour|plus belle la vie|demain nous appartient|un si grand soleil|ici tout commence|(?:les )?feux de l amour|amour gloire et beaute|district 31|jeux? de (?:societe|\\S+)|arsene lupin|lupin|mots (?:croises|fleches)|(?:horizontal|vertical)(?:ement)?|(?<!(?:envoye|envoyee|ecrit|ecrite|poste|postee|redige|recu|recues|laisse|laissees|prepare|preparees|mis|ai|avec) )(?:trois|quatre|cinq|six|sept|huit|neuf|dix|\\d+) lettres(?! (?:pour|a|aux|d adieu|pour chacun))|definition|au cinema|chansons?|chanteur|chanteuse`,
  ),
  // "et puis je", "mais moi", "pendant ce temps je": retour à sa propre vie après le film.
  turnToSelf: w(
    // Son propre souffle qui ne vient pas (« je lisais les avis de décès dans le journal et j'arrive
    // plus à respirer »), la ventoline qui ne fait rien : c'est ici.
    '(?:j arrive|je peux|j y arrive|je parviens) (?:pas|plus) a (?:respirer|reprendre mon souffle)|(?:la ventoline|mon inhalateur|mon spray|la pompe) (?:fait|me fait) (?:rien|plus rien|plus effet)|' +
      '(?:mais|et puis|puis|apres|et maintenant|maintenant|bref|enfin bon|enfin|pendant ce temps|alors|du coup|et moi|et bon|bon bref|et la)(?: \\S+){0,2} (?:je|j|me|m|moi|mon|ma|mes|nous|on)|' +
      // Ce qui arrive ici et maintenant, après l'émission d'hier soir : « c'est arrivé d'un coup ».
      // Levée dans sa propre maison : « …l'émission à la radio, et je me suis levée vers six heures ».
      'c est arrive|ca (?:l )?a pris|d un coup|tout a coup|ce matin|je me suis levee?|je suis descendue? (?:a|dans)|' +
      // La nouvelle entendue, puis ce qu'elle a fait chez soi : « depuis qu'ils ont annoncé ça à la
      // télé il est plus le même, hier il m'a dit… ».
      '(?:il|elle|mon mari|ma femme) (?:est|n est) plus (?:le|la) meme|(?:hier|avant hier|l autre jour|cette nuit|hier soir)(?: \\S+){0,2} (?:il|elle) m (?:a|avait) dit',
  ),
  storyGoesOn:
    /^ (?:et puis|puis|et apres|apres ca|et ensuite|ensuite|et a la fin|a la fin|et alors|(?:et )?(?:il y avait|y avait|ya avait|il y a eu|y a eu|on voyait|ils ont montre|ils montraient|ca montrait)|c est (?:un de ces|une de ces|l histoire d|celui ou|celle ou|celui avec|celle avec|celui qui|celle qui|celui de|celle de)) | (?:on|ils) (?:n )?en (?:fait|font|faisait|faisaient) plus (?:des |de )?(?:\S+ )?comme (?:ca|celui la|celle la|ceux la|celles la|avant|dans le temps|autrefois)(?: |$)/,
  resolved: w(
    // Une mort racontée, paisible et passée (« elle est partie d'une crise cardiaque dans son sommeil »).
    '(?:est|etait|sont) partie?s? (?:d une|d un|dans son sommeil|en paix|paisiblement)|une belle mort|(?:est|etait) decedee?|nous a quittee?s?|' +
      // Ce qu'on leur a toujours prédit (« ma femme disait toujours que j'allais faire une attaque à
      // force de m'énerver ») : une prédiction, pas ce qui arrive.
      '(?:disait|disaient|me disait|me disaient|m a toujours dit|m ont toujours dit|me repetait|repetait|me repetaient|me predisait|disait toujours|me disait toujours)(?: \\S+){0,2} (?:que|qu) (?:j allais|je finirais|j finirais|je ferais|j aurais|je mourrais|ca finirait|ca allait finir|je tomberais)(?= )|' +
      // Les séquelles d'un AVC passé (« il me reste juste la main droite un peu lourde pour écrire »).
      '(?:il me reste|il m en reste|j en garde|j ai garde) (?:juste |seulement |encore |un peu |que )?(?:la|le|les|une|un|des|ma|mon|mes) (?:\\S+ ){0,4}(?:lourde?s?|faibles?|raides?|engourdie?s?|de travers)|sequelles?|' +
      // Thought wrongly, and told so: "et moi qui croyais que j'allais y passer"; a fright others had,
      // asleep all along and laughed about ("elle a cru que j'étais mort, moi je ronflais").
      // Soignée depuis (« j'étais aux urgences… ils m'ont plâtrée ») : c'est passé.
      '(?:ils|on) m (?:ont|a) (?:platree?|mis un platre|recousue?|fait des points)|j etais aux urgences|(?:revenue?|rentree?|sortie?) (?:des urgences|de l hopital)|' +
      '(?:il|elle|ils|elles|ma fille|mon fils) (?:a|ont|avait|avaient) cru que j etais (?:mort|morte|parti|partie)(?: \\S+){0,12} (?:je ronflais|je dormais|on a (?:bien )?(?:rigole|ri))|(?:et )?moi qui (?:croyais|pensais|me voyais|avais peur)(?= que| qu| deja| partir| y passer| mourir)|(?:j avais|j ai|javais) dormi dessus|(?:j etais|j ai ete) couchee? dessus|c etait (?:deja )?(?:parti|passe)|(?:pas|plus|sans) (?:mon|mes|de) (?:dentier|appareil|fausses dents)|(?:mon|le) dentier (?:est )?(?:casse|chez le dentiste|dans le verre)|' +
      // Les maux de l'âge dits en liste : « la santé bof, les jambes qui lâchent, les yeux qui voient plus » ;
      // un proche en maison de retraite qui ne reconnaît plus ; « si le cœur lâche, il lâche ».
      '(?:est|vit|sont|reste) (?:au home|en ehpad|en maison de retraite|en maison de repos|en institution|en long sejour)|si (?:le|mon) coeur lache|la sante (?:bof|pas terrible|pas fameuse|c est pas (?:ca|le top))|(?:les|des) (?:jambes|genoux) qui (?:lachent|flanchent)(?: \\S+){0,2} (?:les|des) (?:yeux|oreilles|mains|dents)|mais c etait (?:moi|le vent|le chat|le chien|rien|juste|seulement|que)|c est maitrise|les pompiers sont (?:la|arrives|venus)|sent pas (?:le|la|du|de)|(?:docteur|medecin|cardiologue|generaliste|pharmacienne?)(?: \\S+){0,3} double la dose|(?:c etait|c est|ca a|ca etait) (?:passe|fini)|(?:cinq|dix|deux|quelques) minutes apres|(?:et )?puis plus rien(?= $)|ca a desenfle|l autre (?:jour|fois|soir|matin)|depuis (?:j en ai|j ai (?:achete|pris|mis)|je (?:fais|mets) attention)|c est (?:juste |seulement )?(?:mon|ma|le|la|notre) (?:neveu|niece|fils|fille|petit fils|petite fille|voisin|voisine|jardinier|facteur|mari|chat|chien|aide|infirmiere|gendre|belle fille|livreur)(?! d(?:e|u) (?!dessus|dessous|en face|a cote|derriere|devant|palier|l etage|rez)| d (?!en face|a cote))|tant pis|en (?:19|20)\\d\\d|au bout de la rue|chez (?:les|le|la) voisins?|(?:tombee?|tombe)(?: mais)? de sommeil|' +
      `${SETTLED}|${LONG_AGO}|${HYPOTHETICAL}|${LAST_SEASON}|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:dernier|passe)|(?<=^ (?:\\S+ )?)(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|avant hier) (?:j ai|je me suis|je suis|on a|on m a|j etais|il m a|elle m a)|il y a (?:\\S+ )?(?:ans|annees|mois|semaines|jours|longtemps)(?! que | qu )|autrefois|quand j etais|a l epoque|(?:ca va|je vais bien|c est passe|tout va bien|c est fini|ca va mieux|gueri|guerie) (?:maintenant|depuis)|le (?:medecin|docteur|cardiologue) (?:a dit|m a dit|l a dit)|tout (?:est|etait) normal|plus de peur que de mal|(?<!(?:croyant|croyais|croyait|pensant|pensais|pensait|cru|pense) (?:que |qu )?)c etait (?:juste|rien|que|le|la|les|mes|mon|ma|seulement|pas grave|parce)|(?<!(?:croyant|croyais|croyait|pensant|pensais|pensait|cru|pense) (?:que |qu )?)c etait (?:un|une)(?! (?:homme|femme|type|inconnu|voleur|individu|jeune|gars|mec))|c est parce que|fausse alerte|heureusement (?:quelqu un l|rien|ca s est bien|c etait|on l a|plus de peur)|(?<!laisser |laisse )derriere moi|(?<!(?:^| )(?:ils|elles|gars|types|ouvriers|voleurs|artisans|hommes|couvreurs) )(?:sont|est) (?:partie?s?|passee?s?) (?:avec|depuis|grace)|(?:et|mais) c est (?:passe|parti)(?! a cote| pres| juste| a un cheveu| sous| dessus)|c est passe(?! par| a cote| pres| juste| a un cheveu| sous| dessus)|mais (?:ca va|je vais bien|tout va bien|rien de (?:grave|casse)|je respire bien)|en (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|19\\d\\d|20\\d\\d)|au printemps|cet (?:ete|hiver|automne)|rien de (?:grave|casse)|(?:tout )?repare|cicatrise|ca remonte|ca (?:passe|va passer)(?= $| vite| tout seul)|(?<!(?:prends|prend|prenais|suis sous|sous)(?: \\S+){0,3} )depuis des annees|(?:je me suis|me suis) rattrapee?|` +
      // Le passé dit autrement, un feu éteint, une gêne passée, un proche qui va mieux, ce que dit le
      // médecin, ce qu'un médicament pourrait faire, ce qui vaut « chez les femmes ».
      '(?<!il )y a (?:\\S+ )?(?:ans|an|mois|semaines)(?! que | qu )|(?<!(?:personne|ne|pas|jamais|rien) )m (?:a|ont) (?:relevee?|remise? debout|aidee? a me relever)(?! (?:pas|jamais))|la fois (?:ou|que)|(?:quand )?j etais (?:jeune|petite?|enfant|gamine?|jeune mariee?)|(?:c etait|c est|tout (?:etait|est)) eteint|(?:ca|c) (?:s est|est) (?:deja )?passe|(?:il|elle|ils|elles) (?:va|vont) (?:\\S+ )?mieux|(?:en|sa|son|de) reeducation|(?:le|mon|la) (?:docteur|medecin|pharmacien|pharmacienne) (?:dit|m a dit|a dit|pense|trouve)|(?:pouvait|peut|pourrait) donner des|chez les (?:femmes|hommes|personnes agees|vieux|seniors)',
  ),
  // « J'ai eu une de ces frousses tout à l'heure », « ça m'a fait une peur bleue ».
  fright: w(
    `(?:j ai eu|j ai pris|on a eu|ca m a fait|ca nous a fait|vous m avez fait|il m a fait|elle m a fait) (?:une de ces|un de ces|une sacree|une belle|une bonne|une grosse|une telle|tellement|si|une|un)? ?(?:peur|peurs|frousse|frousses|trouille|frayeur|frayeurs|choc|coup au coeur)(?! (?:de (?:tomber|mourir|rester)|pour (?:mon|ma|le|la) (?:coeur|poitrine)))|une peur bleue|j ai cru que j allais (?:faire une attaque|faire une crise cardiaque|tomber dans les pommes|mourir de peur)|plus de peur que de mal|(?:j ai eu |on a eu )?plus peur que mal|(?:c etait|c est) (?:juste|que|seulement) (?:la|une) (?:peur|frayeur)|(?:ca|cela|tout ca) m (?:a|avait) (?:tout |toute |vraiment |completement )?(?:retourne|retournee|chamboule|chamboulee|bouleverse|bouleversee|secoue|secouee)`,
  ),
  asides: w(
    '(?:que|qu) (?:mon|ma|mes|le|la|notre|son|sa) \\S+(?: \\S+)? (?:a|avait|m a|nous a) (?:mis|installe|installee|pose|posee|achete|offert|donne|branche)(?: \\S+){0,3} (?:l an passe|l annee derniere|l annee passee|l hiver dernier|il y a (?:\\S+ ){1,2}(?:ans|mois|semaines))|qui (?:est|etait|s est) (?:mort|morte|decede|decedee|parti|partie|eteint|eteinte)(?: \\S+){0,3} (?:il y a|depuis) (?:\\S+ ){0,2}(?:ans|mois|annees)|(?:paix a son ame|que dieu (?:ait|garde) son ame|(?:le|la) pauvre (?:il|elle) (?:est|etait) (?:morte?|partie?))',
  ),
  minimised: w(
    '(?<!(?:pas|point|jamais) )(?:c est )?(?<!(?:pas|point|jamais) )une (?:facon|maniere) de parler|je dis (?:ca|cela) comme (?:ca|cela)|je plaisante(?! pas| (?:enfin |mais |bon )?(?:qu )?a moitie| (?:enfin |mais |bon )?presque)|c est pour rire|je (?:le )?dis pour rire|(?:faites|fais) pas attention|je (?:le )?pense pas vraiment',
  ),
  othersPast: w(
    // Not a thing just named, told as "il" (« le feu il était éteint mais le bouton était ouvert »).
    `(?<!comme si |comme s )(?<!(?:feu|gaz|bouton|four|poele|cuisiniere|gaziniere|hotte|chauffage|radiateur|robinet|porte|fenetre|lumiere|tele|radio|frigo|telephone|portable|voiture|chaudiere|compteur|ascenseur|bruleur|plaque|chauffe eau|disjoncteur|courant|volet|verrou|carreau) )(?!(?:il|elle) etait (?:dans|sur|tres bien|bien|la|en forme|normal))(?!il (?:a|avait) fait (?:beau|chaud|froid|doux|frais|gris|moche|soleil|mauvais|un temps|bon))${PERSON}${G2}(?:a eu|avait|a fait|avait fait|etait|est tombee? l|s est fait|s etait fait|(?:a|avait) ete (?:cambriol\\S*|hospitalis\\S*|operee?))|(?:le|la|les) \\S+ (?:de l|du|de la|des|d) \\S+ (?:a eu|avait eu|a fait|a ete (?:cambriol\\S*|hospitalis\\S*|operee?))|a ce qu il parait|il parait qu|parait il|s (?:est|etait) fait (?:cambrioler|voler|agresser|arracher|renverser)|s etait \\S+|(?:m a|m avait|me|nous a) racont\\S* (?:que|qu)|j ai lu`,
  ),
  firstPerson: /(?:^| )(?:je|j|me|m|moi|mon|ma|mes)(?= |$)/,
  ownIntent: w(
    '(?:moi )?j y pense (?:aussi|moi aussi|pareil)|moi aussi j y pense|(?:je|j) vais|je veux|je voudrais|je compte|j ai l intention|j ai envie de|je pense (?:a|au) (?:me|m|en finir)|j aimerais|je souhaite|je prefererais|(?:ce|ca) serait (?:bien|mieux|plus simple|un soulagement|une delivrance) de',
  ),
  recovered: w(
    '(?<!laisser |laisse )derriere moi|(?:ca va|je vais|je me sens) (?:beaucoup )?(?:mieux|bien) maintenant|retrouve (?:le gout|le moral)|j en suis sortie?|reprends? du poil de la bete|(?:mais )?j ai (?:encore|tout) le temps|le plus tard possible|pas pressee? de (?:partir|mourir)|(?:cimetiere|la mort|bon dieu|faucheuse)(?: \\S+){0,2} (?:peut|peuvent|pourra|attendra) attendre|(?:je suis|suis) (?:encore|toujours) la pour|increvable|(?:jamais|pas) pense a (?:me faire du mal|me tuer|me suicider|en finir|mourir)(?: jamais)?(?= $)|(?:je suis|suis) pas (?:un|une) (?:fardeau|poids|charge|boulet)(?= $| mes| ils| elles| on| \\S+ me le)|(?:je vais|vais) (?:tous )?(?:les|vous) enterrer|ca pourrait etre pire',
  ),
  stillNow: w(
    '(?:ca|c|le sang) (?:coule|saigne|pisse) (?:toujours|encore)|ca (?:s arrete|arrete) (?:toujours )?pas|(?:c est|ca est|il est|elle est|la douleur est|ca) (?:toujours|encore) la|(?:ca|c|la douleur|la barre|le poids|l odeur) (?:passe|part|s en va) (?:toujours )?(?:pas|plus)|j ai (?:toujours|encore) (?:mal|la douleur|la barre|ce poids)|(?:il|elle|ils|elles|le type|l homme|le monsieur) (?:est|sont) (?:toujours|encore) (?:devant|dans|derriere|dehors|au portail|a la porte|sur le palier|chez moi)',
  ),
  urgent: w(
    // Quelqu'un qu'on n'arrive pas à réveiller, c'est maintenant, quoi que la veille ait raconté.
    '(?:j arrive|arrive|je peux|je parviens|on arrive) (?:pas|plus) (?:trop |vraiment |du tout )?a (?:le|la) reveiller|' +
      // Bien hier encore, et plus maintenant : un changement soudain.
      '(?:elle|il) (?:allait|etait) (?:encore )?(?:tres |tout a fait |parfaitement )?bien (?:hier|hier soir|ce matin|la semaine derniere)|hier (?:encore )?(?:elle|il) (?:allait|etait) (?:tres |tout a fait |parfaitement )?bien|' +
      // Ses propres signes, ce matin, quoi qu'une autre ait eu la veille (« elle aussi a eu mal à la
      // tête… et ce matin j'ai la tête qui tourne »).
      '(?:ce matin|depuis ce matin|aujourd hui|maintenant) (?:moi )?j ai (?:la tete qui tourne|mal (?:a la tete|au coeur)|envie de vomir|des vertiges|des nausees|vomi)|' +
      // Les doigts ou les pieds tout bleus, maintenant (« je suis pas blessée, je suis gelée, j'ai les
      // doigts tout violets »).
      'j ai (?:les|mes) (?:doigts|pieds|orteils|mains|levres) (?:tout |toutes )?(?:bleus|bleues|violets|violettes)|' +
      // « Il sait plus où il habite… c'est pas du tout comme d'habitude » : pas lui, maintenant.
      '(?:c est|il est|elle est) (?:pas|plus) (?:du tout )?(?:comme d habitude|lui meme|elle meme|dans son etat normal)|' +
      // Qu'on ne garde pas éveillée, ou qui parle pâteux, maintenant.
      `${NOT_KEPT_AWAKE}|` +
      // Quelqu'un qui vient de tomber ou de s'effondrer et ne répond plus, quoi qu'il regardât à la
      // télé (« il s'est effondré dans son fauteuil devant le match et il me répond plus »).
      '(?:vient de tomber|vient de s effondrer|s est effondree?|s est ecroulee?|est tombee?|a fait un malaise)(?: \\S+){0,12} (?:et )?(?:il|elle) (?:ne )?(?:me )?(?:repond|reagit|bouge|respire) (?:plus|pas)|' +
      // Quelqu'un entendu ou vu qui essaie d'entrer, maintenant, quoi qu'on fît avant (« je rangeais mes
      // cahiers de quand j'étais institutrice et j'entends un homme qui essaie d'ouvrir la porte »).
      '(?:j entends|je vois|j ai entendu|j ai vu) (?:un homme|une femme|quelqu un|des gens|un type|des types|un gars|des gars|des pas|du bruit|un inconnu)(?: \\S+){0,8} (?:qui )?(?:essaie|essaye|tente|cherche|veut|essayer|tenter) (?:d ouvrir|d entrer|de forcer|de casser|de rentrer|de crocheter|de passer)|' +
      // Un groupe électrogène ou un brasero qui tourne dedans : les fumées, c'est maintenant.
      `${FUMES_SOURCE}${G12}${SHUT_INDOORS}|` +
      // Un petit qui bave ou s'étouffe, maintenant.
      '(?:il|elle) (?:bave|s etouffe|a des haut le coeur)|' +
      // Afraid of someone who hurt them, who is coming back: not over and done with. Someone who
      // can hardly be woken now. Gas smelt now. On the floor from then till now ("j'ai glissé hier
      // soir et depuis je suis là dans le couloir").
      'depuis(?: ce moment| lors)?(?: la)? (?:je suis|chui|il est|elle est|je reste|je suis restee?) (?:la |ici )?(?:par terre|au sol|allongee?|couchee?|coincee?|dans le couloir|dans la salle de bain|dans les toilettes|sur le carrelage)|depuis(?: ce moment| lors)? (?:je peux pas|je ne peux pas|j arrive pas a|je n arrive pas a|il peut pas|elle peut pas) (?:me |se )?(?:relever|lever|bouger)|' +
      'depuis que je (?:suis levee?|me suis levee?|suis rentree?|suis descendue?)|depuis mon lever|(?:ca|ça) sent (?!pas |plus |jamais |rien )(?:\\S+ )?(?:le|du) gaz|(?:ca |ça )?(?:pue|empeste|schlingue|sent (?:fort|tres fort|vraiment)) (?:le|du) gaz|(?:il y a|y a) (?:une )?(?:odeur|forte odeur) de gaz|je sens (?:le|du|une odeur de) gaz|' +
      '(?:il|elle|ils) (?:revient|reviennent|va revenir|vont revenir|repasse|repassera)(?: \\S+){0,4} (?:ce soir|cette nuit|demain|tout a l heure|plus tard)|j ai (?:tres |vraiment )?peur (?:de lui|d elle|d eux)|(?:j arrive|je peux|j y arrive) (?:pas|plus|a peine) a (?:le|la) reveiller|' +
      '(?:sonne|bipe|saigne|hurle|clignote) depuis (?:tout a l heure|ce matin|une heure|des heures|\\S+ minutes|hier soir)|(?:il|elle|ils|elles) (?:me poursui\\S*|me court apres|me courent apres|tape\\S* (?:sur|a|contre) la porte|essaie\\S* d entrer|veu\\S* entrer)|(?:il|elle) (?:est|a l air) (?:toute? )?(?:confuse?|inconsciente?|bleue?|grise?|molle?|par terre|tres endormie?)|' +
      SHOW_ASKED_ABOUT +
      '(?:il|elle) (?:se reveille|respire|repond|bouge|reagit) (?:pas|plus|presque pas|mal)|(?:il|elle) (?:vomit|saigne|tremble|s etouffe|ronfle bizarrement|convulse)|depuis je (?:vois|suis|ai|sens)|je vois (?:double|trouble)|(?:j ai|j avais) (?:tres |si |tellement )?peur (?:de lui|d elle|d eux|qu il revienne|qu elle revienne|qu ils reviennent)|' +
      '(?:il|elle) est encore (?:la|ici|dans)|il est (?:dans|la) (?:le salon|la cuisine|l entree)|' +
      // Perdue dehors, maintenant (« mais le centre il était fermé, et là je trouve plus ma rue »).
      '(?:je )?(?:ne )?(?:trouve|retrouve) (?:plus|pas) (?:ma rue|mon chemin|la maison|ma maison|mon immeuble|le chemin de (?:la maison|chez moi))|je (?:ne )?sais (?:plus|pas) (?:ou je suis|mon adresse)(?! (?:dans|avec) )|' +
      // "Maintenant" when it is not the end of the story ("c'est passé maintenant", "il fait du vélo
      // maintenant", "et maintenant elle danse la valse"); an ambulance years ago ("ça fait dix ans que
      // mon Freddy a fait son infarctus… l'ambulance est arrivée trop tard"); a cry for help not shouted in play; the 15 not named for some day.
      `(?<!(?:ca va|bien|mieux|stable|normal|correcte?|contente?|passe|passee|fini|finie|gueri|guerie|parti|partie|tranquille|velo|canne|tout seul|toute seule|forme|remis|remise|retabli|retablie|rentre|rentree|sorti|sortie|debout) )maintenant(?! (?:ca va|je vais bien|tout va|c est (?:presque )?(?:passe|fini|parti|du passe|de l histoire ancienne|derriere moi|oublie)|je (?:dors|marche|suis) (?:bien|tranquille|mieux)|je dors tranquille|(?:il|elle|je) (?:re)?marche|(?:il|elle) (?:va|est|se porte) (?:bien|mieux|tres bien)|(?:il|elle|ils|elles) (?:danse|dansent|court|courent|nage|nagent|conduit|jardine|voyage|fait du|fait de la|refait du)|(?:\\S+ ){0,8}(?:(?:il|elle|je) (?:va|vais|vont) (?:tres |beaucoup |bien )?(?:bien|mieux)|j ai retrouve|(?:il|elle) est (?:guerie?|remise?|retablie?))))|(?<!(?:entendu|entendue|vu|vue|compris|comprise|senti|sentie|remarque|remarquee|reagi|arrive|arrivee|venu|venue|eteint|eteinte|coupe|coupee|debranche|debranchee)(?: \\S+){0,2} )tout de suite|(?<!(?:trop|plus|moins|si|aussi|bat|tres|toute) )vite|en ce moment|(?<!(?:parle|parlent|marche|marchent|mange|mangent|rit|sourit|conduit|remarche|chante|lit|ecrit|dort|respire normalement|va bien|se leve) )de nouveau|ca recommence|(?<!(?:qui|ils|elles|gens|on|elle|il) (?:appelaient|criaient|hurlaient|appelait|criait|hurlait|ont appele|ont crie|a appele|a crie) )(?:au secours|a l aide)(?!.* ${PLAY})|(?<!(?:(?:ca fait|il y a|y a) (?:\\S+ ){1,3}ans|${LAST_SEASON})(?: \\S+){0,30} )ambulance|(?<!(?:^| )(?:si(?! vous| possible)|au cas ou|en cas d)(?: \\S+){0,12} (?:le|au) )(?<=(?:le|au) )15(?! si | en cas| au cas| des que| quand (?!meme))|112|911|aidez moi|${SHOW_ASKED_ABOUT}(?:il|elle) (?:respire|bouge|reagit) (?:plus|pas)|${NOT_A_PHONE}(?:il|elle) repond (?:plus|pas)(?! (?:au telephone|a mes|aux|quand|depuis (?:hier|avant hier|ce matin|des jours|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine|\\S+ jours)))|(?:et|mais) la (?:j ai|je sens|je vois|j arrive (?:pas|plus)|je peux (?:pas|plus))|(?:mais|et) (?:la |maintenant )?(?:j ai (?:encore |toujours )?(?:une douleur|mal|le visage|la bouche|le bras|la jambe|du mal)|je (?:saigne|sens plus|respire (?:mal|plus))|ca sent (?:le gaz|le brule|la fumee|le roussi)|ca (?:saigne|fume))|(?<!(?:si|quand|et que|et qu|peur que|peur qu|avant que|avant qu|pour que|pour qu|imaginez que|imagine que|suppose que|peur de|peur d)(?: \\S+){0,6} )(?:je suis (?:par terre|au sol|coincee?)|(?:je )?(?:peux|arrive) (?:pas|plus) (?:a )?me relever|je saigne (?:beaucoup|encore|toujours|abondamment))|j y repense|j y pense encore|j ai pas reussi|ca a lache|ca a pas marche|ca craque|(?<!(?:longtemps|autrefois|epoque|jeune|petite?|candidate?s?|concurrente?s?|jury|emission|feuilleton|film|serie|patissier|patissiere)(?: \\S+){0,10} )(?:a|ont) pris feu|(?<!(?:film|films|feuilleton|serie|documentaire|tele|television|reportage|roman|livre)(?: \\S+){0,12} )prend feu`,
  ),
  // Not the calls: what she likes to be called, a scam or a salesman, calling somebody else, "ça
  // me fait plaisir que vous appeliez", "arrêtez de vous excuser", "vous me dérangez jamais".
  callsTopic:
    /^(?!.* (?:(?:m appel\S*|qu on m appelle) (?:madame|monsieur|mamie|mamy|meme|mme|grand mere|grand pere|papi|papy|mademoiselle|par mon (?:prenom|nom)|mimi)|tout le monde m appelle) )(?!.*(?:arnaque|demarcheu|publicit|vendeur|commerciaux| (?:dit|demande) (?:a|au|aux) (?:ma |mon |mes |l |la |le )?\S+ d arreter de m ))(?!.* (?:ma|mon|elle|il) \S* ?(?:va|veut|voudrait) arreter de m ).*?(?:(?<!(?:plaisir|contente?|heureuse?|aime bien|aime) (?:que|quand|qu) (?:vous|on) (?:m )?)appel(?!\S* (?:ca|cela|comme ca|mon|ma|mes|le|la|les|qui que ce soit|quelqu un) )|telephon|bigophone|sonn|coups? de fil|compos|numero|contact|derang(?!\S* (?:jamais|pas|point|du tout))|tous les jours|chaque (?:jour|matin|soir)|quotidien|demain|service|programme|liste|fichier|inscri|desinscri|abonn|resili|annul|retire|rayez|effacez|porchlight|arret(?!\S*(?: donc)? vous (?!appel)|\S*(?: moi| donc| un peu)? (?:de |d )(?:(?:vous|me|m|l|le|la|les|lui|nous|te|se|s|en) )?(?!appel|telephon|rappel|sonn|derang|contact|embet|ennuy)\S)|en rester la|assez|vos conversations|ces conversations)/,
  harmlessFire: w(
    // Le rôti oublié au four, la casserole brûlée : la cuisine ratée.
    '(?:fait|laisse|laissee) bruler (?:le|la|les|un|une|mon|ma|mes|son|sa) (?:roti|casserole|gratin|poulet|plat|tarte|gateau|frites|soupe|ragout|pain|oignons|lait|poele|viande|riz|pates|diner|repas|dejeuner|gigot|quiche|pizza)|' +
      // Le gaz senti dans la rue où l'on creuse pour les conduites.
      'travaux (?:dans|sur|de) la (?:rue|route|chaussee)|(?:ils )?creusent (?:la|dans la) (?:rue|route|chaussee)|grdf|changent les (?:tuyaux|canalisations|conduites)|' +
      '(?:fumee|odeur) (?:de|des|du) (?:sa |ma |la |ses |leurs? |son )?(?:cigarettes?|pipe|tabac|cigare)|' +
      'cheminee|(?<!pas )allum\\S* (?:le feu|la cheminee|le poele|l insert|une bougie|les bougies|des bougies|le four|le barbecue|une allumette|une cigarette|le chauffe eau)|bougies? (?:parfumee|d anniversaire|de noel)|barbecue(?! a pris| prend| a mis le feu)|feu de bois|tartines?|toasts?|griller|ouvert la fenetre|tout va bien|poele a bois|insert|repass\\S*|gateau|caramel|lait|cuisson|c est normal|comme toujours|rien de grave|braises|brasero|chalumeau|encens|(?:fume|fumer|fumais|allume|allumer) (?:une|ma|sa|la) (?:cigarette|pipe)|couenne|crepes?|rate (?:mes|ma|mon|le|la|les) \\S+|gratin|oignons|croque monsieur|pain grille|station service|quand (?:on|je) passe (?:devant|a cote)|pot d echappement|cram\\S* au fond|(?:attache|brule|brulee|attachee) au fond|(?:alarme|detecteur)\\S*(?: \\S+){0,6} (?:testent|teste|tester|essai\\S*|exercice|verifi\\S*)|(?:testent|teste|tester|essai\\S*|verifi\\S*)(?: \\S+){0,3} (?:l )?(?:alarme|detecteur)|exercice (?:d )?incendie|piles?(?! de (?:journaux|livres|linge|papiers|cartons|bois|vetements|magazines|revues))|(?:bipe|bip|bips|biper|sonne|sonner)(?: \\S+){0,5} (?:toutes les (?:minutes|trente secondes|deux minutes)|de temps en temps|par moments|par intermittence)',
  ),
  thanksForCalling: w(
    '(?:merci|gentil\\S*|adorable|aimable)(?: \\S+){0,4} (?:d appeler|de m appeler|pour l appel|de votre appel|pour votre appel|d avoir appele)(?!(?: \\S+){0,8} (?:mais|arret\\S*|plus|fini\\S*|cesse\\S*))',
  ),
  negatedStop: w(NEGATED_STOP),
  message: w(
    // La notice d'un médicament lue (« c'est marqué peut provoquer infarctus, AVC, évanouissement »).
    '(?:la notice|l etiquette|la posologie|sur la boite (?:des|de mes|du) (?:cachets|comprimes|medicaments))(?: \\S+){0,8} (?:dit|disait|marque|ecrit|indique|parle de)|effets? secondaires? (?:possibles|indiques|listes|comme)|(?:peut|peuvent|pourrait) (?:provoquer|entrainer|causer|donner)(?= (?:un |une |des |l |la |le )?(?:infarctus|crise|avc|attaque|evanouissement|malaise|saignements?|hemorragie|mort|deces|convulsions))|' +
      '(?:recu|recois|recoit|envoye|eu)(?: \\S+){0,5} (?:message|messages|sms|texto|textos|courriel|mail|mails|e mail|whatsapp)|(?:message|sms|texto|mail) (?:qui dit|disant|qui disait)|' +
      // Ce que la perruche ou le perroquet a appris à dire (« elle crie au secours comme à la télé »).
      '(?:perruche|perruches|perroquet|perroquets|mainate|cacatoes|calopsitte|coco)(?: \\S+){0,8} (?:dit|disait|repete|repetait|crie|criait|hurle|gueule|appris a (?:dire|crier)|imite|imitait|fait)',
  ),
  naturalEnd: w(
    `(?:quand|lorsque|le jour ou|une fois que|pour quand|apres que) (?:je )?(?:ne )?(?:serai|serais|sera|sois) (?:plus la|plus de ce monde|partie?|morte?|decedee?|au ciel|au cimetiere|sous terre)|(?:quand|lorsque|le jour ou|une fois que|pour quand) je (?:partirai|mourrai|m en irai|disparaitrai|casserai ma pipe)|apres (?:ma mort|mon deces|mon depart|moi)(?= $| (?:ce|ca|la|le|les|elle|il|ils|elles|on|j|je|mes|ma|mon|tout|pour|c|rien|personne|qui|vous|et))|de mon vivant|quand (?:mon|l) heure (?:viendra|sera venue|sonnera)|quand le bon dieu (?:viendra|voudra|me rappellera)`,
  ),
  exclusions: {
    // « Faudrait plus me le rappeler » : ne plus rappeler, pas un rappel.
    // « Vous êtes bien gentille de m'appeler tous les matins » : un merci pour les appels.
    // « Rappelez-moi plutôt cet après-midi quand il sera parti » : rappeler plus tard, sans rien à
    // rappeler.
    set_reminder: w(
      // « Le rappel que vous me faites pour le quinté » : un rappel qui existe, nommé, pas demandé.
      '(?:le|ce|mon|du|au) rappel (?:que vous me faites|que vous me faisiez|que vous m avez mis|qu on m a mis|que vous me donnez)|' +
        'rappelez moi (?:plutot |donc |alors |svp |s il vous plait )?(?:cet apres midi|ce soir|plus tard|tout a l heure|dans (?:une|un|deux|trois|quelques) \\S+)(?!(?: \\S+){0,5} (?:de|d|que|qu|pour) )|' +
        '(?:gentil\\S*|merci|aimable|adorable)(?: \\S+){0,3} (?:de m appeler|d appeler|de me telephoner)(?: \\S+){0,2} (?:tous les|chaque)|' +
        '(?:faudrait|faut|il faut|pouvez|devez) (?:plus|pas) (?:me )?(?:le |la |les |l )?(?:rappeler|faire penser)|(?:arretez|arreter|cessez|cesser) de me (?:le |la |les |l )?(?:rappeler|faire penser)|plus la peine de me (?:le |la )?(?:rappeler|faire penser)',
    ),
    stop_calls: w(
      // Un arrêt raconté, au passé : « j'avais demandé qu'on arrête », « je les avais arrêtés ».
      // Et l'appel d'un rappel, pas les appels : « m'appelez plus pour le sirop ».
      '(?:appelez|telephonez|sonnez) plus(?: \\S+){0,2} pour (?:ca|cela|le|la|les|mon|ma|mes)(?! appels?(?: |$))|' +
        `${NEGATED_STOP}|` +
        '(?:j avais|j ai|on avait|ma fille avait|mon fils avait) (?:demande|dit) (?:qu on|que vous|de|d) (?:arret\\S*|plus m appeler|plus appeler)|(?:je les avais|j avais) (?:arrete|suspendu|coupe)\\S*|' +
        'mettez moi plutot|plutot (?:a|vers) \\S+ heures|appelez (?:moi )?plutot|j ai dit non|(?:arreter|resilier|suspendre) (?:l |mon |le )?abonnement (?:au|a la|du|de la|a)(?! (?:porchlight|service|vos appels))|la mutuelle|bloctel|panneaux solaires|(?:voulait|voudrait|veut|voulaient|voudraient) que j arrete(?: \\S+){0,4} mais|' +
        `(?:demarcheu\\S*|publicit\\S*|vendeurs?|commerciaux|pour me vendre|les banques|la banque|arnaque\\S*|sondages?|qu ils arretent|qu elles arretent)|m appeler (?:madame|monsieur|mamie|mamy|ma petite|mon petit|ma belle|ma cherie|mon chou|par mon|comme ca|mimi|meme|mme)|(?<!(?:plus|pas) (?:besoin|la peine|necessaire)(?: \\S+){1,12} )(?:ma fille|mon fils|ma soeur|mon frere|mon petit fils|ma petite fille|le facteur|mon medecin|le medecin|(?<!s )il|elle)${G2}(?:m appelle|me telephone|m appellent)|(?:a|ont|avait|avaient) arrete de m (?:appeler|telephoner)|pour (?:me )?vendre|operateur|m appel\\S* (?:madame|monsieur|mamie|mamy|meme|mme|grand mere|grand pere|papi|papy|mademoiselle|par mon (?:prenom|nom)|mimi)(?= )|(?!.* (?:vos|ces|les) (?:appels|coups de fil)|.* votre service|.* m appelez plus)(?:dit|demande|dire|demander|prie) (?:a (?:ma|mon|mes|sa|son|ses|l|la|le|notre)|au|aux) (?!service|porchlight|programme)(?:\\S+ ){0,3}(?:d|de) (?:arreter|cesser) de (?:m|me|l|le|la|les|lui) (?:appeler|telephoner|rappeler)|(?:arreter|arrete|cesser|cesse) de (?:l|le|la|les|lui|leur) (?:appeler|telephoner|deranger)|(?!.* (?:vos|ces|les) (?:appels|coups de fil)|.* votre service|.* m appelez plus)(?:elle|il|ils|elles|ma fille|mon fils|ma soeur|mon frere|ma niece|mon neveu) (?:va|vont|veut|veulent|voudrait|doit|devrait) (?:arreter|cesser) de m (?:appeler|telephoner)|(?:liste|inscription)s? (?:pour|du|de la|des|d) (?:\\S+ )?(?:voyage|sortie|repas|loto|club|excursion|belote|concours|pelerinage|cours|atelier|fete|banquet|colis|donneurs?|courses|attente|electorale)|(?:desinscri\\S*|desabonn\\S*|resili\\S*|(?:arreter|arrete|stopper) (?:l|mon) abonnement)(?: moi)? (?:de|du|des|de la|de l|au|a la|a l|aux) (?:\\S+ )?(?:club|association|voyage|sortie|excursion|chorale|gym|atelier|mutuelle|journal|magazine|revue|bibliotheque|paroisse|box|internet|canal|assurance|piscine)`,
    ),
    // « Que vous me rappeliez tous les jours à midi de prendre mon cachet » : un rappel, pas les appels.
    resume_calls: w(
      'me rappel\\S*(?: \\S+){0,8} (?:de|d) (?:prendre|mettre|appeler|aller|faire|sortir|arroser|boire|penser|changer|telephoner|donner)|me rappel\\S*(?: \\S+){0,8} (?:mon|ma|mes) (?:cachets?|medicaments?|rendez vous|gouttes|pilules?|piqures?)|(?:rappelez|rappelle|rappeler) moi(?: \\S+){0,16} (?:que je (?:pense|n oublie|prenne|telephone|appelle)|pour (?:que je|penser|pas que j oublie))',
    ),
    // Le temps annoncé, raconté (« ils ont dit de la pluie pour demain ») : rien n'est demandé. Mais
    // « qu'est-ce qu'ils annoncent comme temps ? » le demande.
    weather: w(
      // Ni la météo d'une comparaison (« il l'a dit comme s'il me parlait de la météo »).
      // Ni la météo qu'on regarde (« alors que je regarde que la météo et le journal »).
      '(?:regarde|regardais|regardons|ecoute|ecoutais|vois)(?: \\S+){0,2} (?:que |seulement |juste |surtout )?la meteo|(?<! (?:qu|que|quoi|ce que|ce qu) )(?:ils|elles|on) (?:ont dit|disent|annoncent|ont annonce|a dit|a annonce|ont prevu)(?! (?:quoi|comme temps))|la meteo (?:dit|annonce|a dit|a annonce)|comme (?:s il|si|s ils|si on|quand on)(?: \\S+){0,4} (?:de )?(?:la meteo|la pluie et du beau temps|du temps qu il fait)',
    ),
  },
  intents: {
    emergency: [
      // Perdue en marchant (« je marche, je marche, et je reconnais pas ces rues ») : demandé.
      {
        re: w(
          `(?:marche|marchais|tourne|tournais|promene)(?: \\S+){0,8} (?:je )?(?:ne )?(?:reconnais|connais) (?:pas|plus) (?:ces|cette|ce|les) (?:rues?|quartier|maisons|coin|endroit|route)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Qu'on ne peut pas garder éveillée (« je la réveille et elle retombe »), qui parle pâteux :
      // on agit, quoi qu'on raconte d'hier.
      {
        re: w(`${NOT_KEPT_AWAKE}|(?:parle|cause|elle parle|il parle) (?:tout )?(?:pateux|pateuse)`),
        confidence: 0.85,
        kind: 'medical',
      },
      // Effondré et qui ne répond plus, ne bouge plus, ne respire plus : on agit.
      {
        re: w(
          `(?:vient de tomber|vient de s effondrer|s est effondree?|s est ecroulee?|s est affaissee?|est tombee?|a fait un malaise)(?: \\S+){0,12} (?:et )?(?:il|elle) (?:ne )?(?:me )?(?:repond|reagit|bouge|respire|se reveille) (?:plus|pas)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Des gens dans la maison qui fouillent et réclament bijoux, carte ou argent, ou qui ont poussé
      // contre le mur (« le grand m'a poussée contre le mur quand j'ai dit non ») : on agit.
      {
        re: w(
          `(?:fouillent|fouille|retournent|vident|ouvrent)(?: \\S+){0,3} (?:partout|tout|les tiroirs|mes tiroirs|la maison|les armoires)${gap(12)}(?:veulent|veut|reclament|exigent|demandent|prennent|ont pris) (?:mes |les |ma |mon |l |de l )?(?:bijoux|carte|cartes|argent|sous|code|alliance|chequier)|(?<!(?:chat|chien|chienne|vent|minou|toutou|chiot)(?: \\S+){0,2} )(?:m a|m ont) (?:poussee?|bousculee?|projetee?|plaquee?|jetee?|cognee?) (?:contre (?:le|un) mur|contre la porte|par terre|au sol)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // De l'argent exigé sous la menace : un appel qui dit détenir un petit-fils et lui faire du mal
      // sans paiement, ou un homme à la porte qui dit qu'on le regrettera si on n'ouvre pas. On agit.
      {
        re: w(
          `(?:il a|ils ont|qu il a|qu ils ont|enleve|kidnappe|retiennent|detiennent|retient|detient) (?:mon|ma|notre) (?:petit fils|petite fille|petit enfant|fils|fille|mari|femme|neveu|niece)${gap(14)}(?:faire du mal|lui faire mal|tuer|blesser|le revoir|la revoir|reverrai plus)|si (?:j|je) (?:ne )?(?:paie|paye|payais|donne|donnais|envoie|envoyais|ouvre|ouvrais|verse|vire) pas(?: \\S+){0,10} (?:(?:il|ils|elle) (?:va|vont|allait|allaient|viendrait|viendraient)(?: \\S+){0,6} (?:lui |leur |me )?(?:faire du mal|tuer|blesser|frapper)|je (?:vais|vas) le regretter|ca (?:va|ira) mal (?:aller|finir|tourner)|gare a moi)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Enfermée contre quelqu'un : une chaise contre la porte se demande ; enfermée avec quelqu'un
      // encore dehors, on agit.
      {
        re: w(
          `(?:chaise|commode|armoire|lit|table|meuble|buffet)(?: \\S+){0,3} (?:contre|sous la poignee de) la porte`,
        ),
        confidence: 0.65,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:je me suis|me suis) (?:enfermee?|barricadee?)${G8}(?:il|elle|ils) (?:est|sont) (?:encore |toujours )?(?:la|dehors|en bas|dans la maison|derriere la porte)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Le pied dans la porte et qui pousse, la chaîne qui lâche, « laissez-nous entrer sinon… » :
      // quelqu'un qui force l'entrée, maintenant.
      {
        re: w(
          `(?:mis|met|mettre|coince|glisse|a) (?:son|le|un) pied dans la porte${G8}(?:pouss\\S*|forc\\S*|veut (?:pas )?(?:entrer|partir)|veulent (?:pas )?(?:entrer|partir)|entrer)|(?:il|ils|elle|elles|on|quelqu un|le type|un type|les types|l homme|un homme|deux hommes|le monsieur)(?: \\S+)? (?:pousse|poussent|poussait|poussaient|force|forcent|forcait|cogne|cognent|tape|tapent) (?:fort |tres fort |de toutes ses forces )?(?:sur |contre )?(?:la|ma) porte(?! (?:pour (?:la )?fermer|a fermer))|(?:chaine|serrure|verrou)${G3}(?:tient|tiendra|va tenir) (?:plus|pas)|(?:laissez|laisse|ouvrez|ouvre)(?: nous| moi)? entrer${G3}(?:sinon|ou (?:bien|alors))|(?:ouvrez|ouvre)(?: nous| moi)?(?: la porte)? sinon`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Sur le dos, par terre quelque part (« je suis sur le dos dans le jardin de Josette ») : une
      // chute dite par la position, pas par la chute ; pas pour regarder les étoiles.
      {
        re: w(
          `(?:je suis|suis|chui|j suis|je me retrouve|me voila|je me suis retrouvee?|couchee?|etendue?|allongee?|coincee?)(?: \\S+)? (?:a plat dos|sur le dos|les quatre fers en l air) (?:dans|par terre|au sol|sur|au fond) (?:de |du |le |la |l |les |mon |ma )?(?:jardin|cuisine|salle de bain|salle de bains|couloir|escalier|pelouse|herbe|allee|trottoir|rue|sol|carrelage|cour|terrasse|gazon|neige|verglas|potager|parterre|boue|plancher|palier|dans le|dans la)(?!${G5}(?:regarde\\S*|soleil|bronzer|etoiles|nuages|gymnastique|exercices|yoga))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Des coups de pied dans la porte et qu'ils vont la défoncer ; la porte qui cède ; le coussin
      // qui fume et repart ; la fumée qui prend à la gorge.
      {
        re: w(
          `(?:coups? de pied|coups? d epaule|tapent|cognent|frappent)${G5}(?:la |ma )?porte${G12}(?:la |l )?(?:defoncer|enfoncer|casser|defoncent|enfoncent)|(?:ils|il) (?:vont|va|veulent|veut) (?:la |l )?(?:defoncer|enfoncer|casser)(?: la porte)?|la porte${G3}(?:cede|va ceder|craque|commence a ceder|tient plus)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:coussin|canape|fauteuil|matelas|couverture|couette|oreiller|tapis|moquette|rideau|rideaux)${G5}(?:il |elle |ca )?(?:fume|brule|flambe|se consume|a pris feu)${gap(20)}(?:flamme|flammes|feu|ca repart|ca reprend|ca recommence|trou)|(?:tape|tapais|tapé|souffle|soufflais) dessus${G8}(?:ca repart|ca reprend|ca recommence)|ca fume (?:beaucoup|de plus en plus|partout|encore plus)${G8}(?:gorge|tousse|respire|piquent|yeux)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      // Des inconnus entrés qui fouillent et ne veulent pas partir, l'un devant la porte ; on s'est
      // enfermé.
      {
        re: w(
          `(?:dit|dis|demande) de (?:s en aller|partir|sortir)${G5}ils (?:rigolent|rient|partent pas|veulent pas partir|veulent pas s en aller)|(?:y en a un|l un d eux|un des deux|un des types|un des messieurs) (?:qui )?(?:ouvre|fouille|vide) (?:les|mes) (?:tiroirs|armoires|placards|affaires)|(?:plante|poste|mis) devant la porte${G12}(?:enfermee?|verrou|a cle|cachee?)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Une odeur d'œuf pourri, c'est ainsi qu'on dit le gaz : demandé seul, on agit avec mal de tête,
      // vertiges ou nausée.
      {
        re: w(
          `(?:odeur|sent|sentait|ca sent)(?: \\S+){0,2} (?:d |de l |l |les |des )?(?:oeufs?|oeuf) pourris?${gap(20)}(?:mal (?:a|de) (?:la )?tete|la tete qui tourne|tete qui tourne|vertiges?|nausee\\S*|envie de vomir|barbouillee?|somnolen\\S*|endormie?|etourdie?)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:odeur|sent|sentait|ca sent)(?: \\S+){0,2} (?:d |de l |l |les |des )?(?:oeufs?|oeuf) pourris?(?: \\S+){0,4} (?:dans|a) (?:la|l|le) (?:maison|cuisine|appartement|entree|couloir)`,
        ),
        confidence: 0.65,
        kind: 'fire',
      },
      // Quelqu'un d'autre qui vient de tomber (« mon mari vient de tomber dans le couloir, il essayait
      // son costume ») : demandé, comme sa propre chute.
      {
        re: w(
          `(?:il|elle|mon mari|ma femme|mon homme|mon epoux|mon epouse|ma soeur|mon frere|ma voisine|mon voisin|\\S+) vient (?:juste |tout juste )?de (?:tomber(?! (?:une|un|des|de la|du|de l|trombes|pas mal|beaucoup|plein|dessus|sur (?:un|une|des|le|la|les|mon|ma|mes|son|sa|ses))(?= |$))|s effondrer|s ecrouler|faire une chute|glisser|chuter|tourner de l oeil|s evanouir)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Le mari ou la femme tombé dans une pièce, sans dire quand : demandé.
      {
        re: w(
          `(?:mon mari|ma femme|mon homme|mon epoux|mon epouse) (?:est|s est) (?:tombee?|effondree?|ecroulee?|etalee?) (?:dans|sur|par|en bas de|en haut de) (?:le|la|l|les) (?:couloir|cuisine|salle de bain|salle de bains|escalier|escaliers|jardin|entree|chambre|salon|carrelage|terre|palier|toilettes|wc)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Un gémissement entendu derrière une porte qu'on n'ouvre pas (« par la fente de la boîte aux
      // lettres j'entends un petit gémissement ») : quelqu'un à terre dedans, on agit.
      {
        re: w(
          `(?:j entends|j entendais|j ai entendu|on entend|on entendait|on a entendu|entendu)${G5}(?:gemissement\\S*|gemir|geindre|plainte\\S*|se plaindre|appeler (?:a l aide|au secours)|crier (?:a l aide|au secours)|une petite voix|une voix faible|une toute petite voix)(?! (?:de|du|des|d|que|qu|contre|sur) )${G8}(?:derriere|par|a travers|dedans|a l interieur)(?: (?:la|sa|leur|l|le))? (?:porte|fente|boite aux lettres|fenetre|mur|serrure|interieur|appartement|maison)|(?:derriere|par|a travers) (?:la|sa|leur) (?:porte|fente|boite aux lettres|fenetre|serrure)${G8}(?:j entends|j ai entendu|on entend|on a entendu)${G5}(?:gemissement\\S*|gemir|geindre|plainte\\S*|se plaindre|appeler|crier|une petite voix|une voix faible)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un appelant qui dit savoir où l'on habite et qu'il viendra ce soir : une menace, on agit.
      {
        re: w(
          `(?:a dit|disait|dit|m a dit)(?: qu)? (?:il|elle|ils) (?:savait|sait|savaient|connait|connaissait|connaissaient) (?:ou (?:j|je) (?:habite|habitais|suis)|mon adresse)${gap(20)}(?:viendrait|viendra|va venir|passerait|passera|reviendrait|allait venir|debarquerait)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Mal à la tête et mal au cœur chez deux personnes à la fois (ou chez le chat aussi), les signes
      // du monoxyde dans une maison : demandé.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:mal (?:a la|au) (?:tete|crane|caillou)|maux de tete|migraines?|la tete qui (?:cogne|tape|bat|va eclater)|(?:la )?tete (?:comme )?(?:dans un etau|prise))(?= ))(?=.*(?<= )(?:envie de vomir|nausee\\S*|mal au coeur|vomi\\S*|la tete qui tourne|vertiges?|barbouille\\S*|somnolen\\S*|endormie?s?|tout (?:mou|mous|molle|molles)|vaseuse?s?)(?= ))(?=.*(?<= )(?:tous (?:les )?deux|toutes (?:les )?deux|(?:lui|elle|mon mari|ma femme) aussi|nous deux|tout le monde|tous les trois|(?:le chat|le chien|la chatte)(?: \\S+){0,4} (?:aussi|pareil|tout mou|toute molle|malade|couche|ne bouge|bouge plus|dort tout le temps|vomi\\S*))(?= ))\\S+`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // La même chose avec le chat couché sans bouger, ou le poêle allumé (« on a mal à la tête tous
      // les deux… même le chat est couché sans bouger ») : on agit.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:mal (?:a la|au) (?:tete|crane|caillou)|maux de tete|migraines?|la tete qui (?:cogne|tape|bat|va eclater)|(?:la )?tete (?:comme )?(?:dans un etau|prise))(?= ))(?=.*(?<= )(?:envie de vomir|nausee\\S*|mal au coeur|vomi\\S*|la tete qui tourne|vertiges?|barbouille\\S*|somnolen\\S*|endormie?s?|tout (?:mou|mous|molle|molles)|vaseuse?s?)(?= ))(?=.*(?<= )(?:tous (?:les )?deux|toutes (?:les )?deux|(?:lui|elle|mon mari|ma femme) aussi|nous deux|tous les trois)(?= ))(?=.*(?<= )(?:(?:le chat|le chien|la chatte|la chienne|le canari)(?: \\S+){0,6} (?:couchee?|allongee?|ne bouge|bouge (?:presque |quasiment |pratiquement )?plus|bouge a peine|sans bouger|tout mou|toute molle|vomi\\S*)|poele|chaudiere|chauffage d appoint|brasero|cheminee|insert|gaz)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Le monoxyde nommé, avec ce qu'il fait (« le détecteur… pour le monoxyde… on a un mal de tête
      // terrible, on a envie de dormir ») : on agit.
      {
        re: w(
          `(?:monoxyde|detecteur de co|alarme co)${gap(20)}(?:mal (?:a la|au|de) (?:tete|crane)|maux de tete|migraine|nausee\\S*|envie de vomir|vomi\\S*|vertiges?|la tete qui tourne|envie de dormir|somnolen\\S*|endormie?s?|dans le coltar|tout (?:mou|mous|molle|molles)|confus\\S*)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Un feu de cheminée : le ronflement dans le conduit (« ça ronfle comme un avion »), on demande ;
      // des étincelles ou des flammes qui sortent en haut, on agit. Jamais le vent dans la cheminée.
      {
        re: w(
          `(?!.* (?:vent|tempete|bourrasques?|courant d air)(?= ))(?<!(?:^| )(?:vent|tempete|bourrasques?)(?: \\S+)* )(?:(?:cheminee|conduit|poele|tuyau)(?: \\S+){0,6} (?:ronfle|ronflent|gronde|grondent|un ronflement|un grondement|fait comme un (?:avion|train|reacteur))|(?:ronfle|ronflent|gronde|grondent) (?:comme un \\S+ )?(?:dans|par) (?:la cheminee|le conduit|le tuyau))`,
        ),
        confidence: 0.6,
        kind: 'fire',
        spreads: true,
      },
      {
        re: w(
          `(?:etincelles|flammes)(?: \\S+){0,5} (?:sortent|sort|jaillissent|giclent)(?: \\S+){0,4} (?:cheminee|conduit|en haut|du toit|par le haut)|(?:sort|sortent|crache) (?:des )?(?:etincelles|flammes)(?: \\S+){0,5} (?:cheminee|conduit|en haut|du toit|par le haut)`,
        ),
        confidence: 0.85,
        kind: 'fire',
        spreads: true,
      },
      // De la fumée qui a gagné le couloir ou la maison, quelle que soit la casserole d'où elle vient
      // (« y a de la fumée plein le couloir, c'est la casserole de lait ») : agi.
      {
        re: w(
          `(?:de la |la )?fumee (?:plein|partout dans|dans tout|dans toute) (?:le |la |l |les |mon |ma )?(?:couloir|maison|appartement|appart|escalier|entree|chambre|salon|sejour|palier|cage d escalier)`,
        ),
        confidence: 0.85,
        kind: 'fire',
        spreads: true,
      },
      // Qui a décroché dit que quelque chose ne va pas chez lui, là (« il peut pas parler, il a quelque
      // chose de bizarre ») : on demande.
      {
        re: w(
          `(?:il|elle) a quelque chose de (?:bizarre|pas normal|etrange|drole)|(?:il y a )?quelque chose (?:qui )?(?:va|tourne) pas (?:du tout |bien )?(?:avec|chez) (?:lui|elle|mon mari|ma femme|mon frere|ma soeur|ma mere|mon pere|mon fils|ma fille)|(?:il|elle) a quelque chose qui va pas(?: du tout)?(?! (?:avec|a) (?:la|le|les|sa|son|ses) )|(?:il|elle) est (?:tout |toute |vraiment |bien )?(?:bizarre|pas normale?|pas comme d habitude)(?: (?:la|aujourd hui|ce matin|depuis tout a l heure|d un coup))?(?! (?:depuis|ces|cette (?:semaine|annee)|en ce moment|avec (?:moi|sa|son|ses)))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Le froid dans la maison, le chauffage en panne, et le corps qui lâche (« la chaudière est en
      // panne… 6 degrés… je grelotte, je sens plus mes doigts, j'ai tellement sommeil ») :
      // l'hypothermie, agi.
      {
        re: w(
          `(?:chauffage|chaudiere|poele|fioul|mazout|radiateurs?|thermometre|degres (?:dans|a l interieur|chez moi|dans la maison))${gap(25)}(?:(?:je )?sens plus (?:mes|les) (?:mains|pieds|doigts|jambes)|doigts (?:engourdis|gourds|qui repondent plus)|(?:tellement|tres|si) (?:endormie?|somnolente?)|(?:tellement|tres|si) sommeil|toute? (?:confuse?|embrouillee?))`,
        ),
        confidence: 0.85,
        // « Pas de chauffage » : la négation est le danger lui-même.
        saysNo: true,
        kind: 'medical',
      },
      // Froid jusqu'aux os, les pieds bleus ou la tête embrouillée (« j'ai tellement froid, j'ai les
      // pieds tout bleus et je sais plus quel jour on est ») : le corps qui perd sa chaleur, agi.
      {
        re: w(
          eitherOrder(
            '(?:j ai (?:tellement |tres |si |trop |vraiment )?froid|je suis (?:toute? )?(?:gelee?|glacee?|frigorifiee?)|je gele)',
            '(?:(?:pieds|orteils|mains|doigts|levres)(?: \\S+){0,2} (?:tout |toutes )?(?:bleus|bleues|violets|violettes)|(?:sens|sent) plus (?:mes|les) (?:pieds|mains|doigts|jambes)|(?:sais plus|sais pas) quel jour|tremble de partout)(?!(?: \\S+){0,6} raynaud)',
            12,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un grand boum, et puis plus de réponse (« il est descendu à la cave voir la chaudière et j'ai
      // entendu un grand boum, il répond plus ») : une chute, agi.
      {
        re: w(
          `(?:entendu|y a eu|il y a eu) (?:un |une )?(?:grand |gros |drole de |sacre )?(?:boum|bruit|choc|fracas|badaboum|vacarme)(?: \\S+){0,6} (?:(?:il|elle) (?:me )?repond (?:plus|pas)|plus rien|aucune reponse)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Prié de parler bas, en remettant l'appel (« pas maintenant, parlez tout bas s'il vous plaît ») :
      // quelqu'un ne doit pas entendre. Trop peu pour demander seul ; assez pour demander, avant de
      // raccrocher, si tout va bien.
      {
        re: w(`parlez (?:tout |plus )?(?:bas|doucement)|parlez moins fort|chuchotez`),
        confidence: 0.3,
        kind: 'intruder',
      },
      // Des champignons ramassés, puis les vomissements ou la tête qui tourne : un empoisonnement, agi.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )champignons?(?= ))(?=.*(?<= )(?:ramasse\\S*|cueilli\\S*|trouve\\S*|des bois|du jardin|du pre|dans le pre|sous le|poussaient|pousse)(?= ))(?=.*(?<= )(?:vomi\\S*|la tete qui tourne|vertiges?|diarrhee|crampes|mal au ventre)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Des cachets pris à l'instant, sans savoir s'ils l'avaient déjà été (« j'ai pris mes cachets
      // pour le coeur… je sais plus si je les avais pas déjà pris ») : peut-être une double dose, demandé.
      {
        re: w(
          `(?:pris|avale)${G3}(?:cachets|comprimes|medicaments|pilules|gelules|medocs)${G12}(?:sais|souviens|rappelle) (?:plus|pas|pus) si (?:je les avais|je l avais|j avais|je les ai|je l ai|j ai) (?:pas )?(?:deja )?(?:pris|prise|prises|avales?)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Du sang en quantité, quoi qu'il en soit (« le couteau a glissé… y a du sang partout sur le
      // plan de travail ») : trop peu pour demander seul (le cochon tué, le renard au poulailler) ;
      // assez pour demander, avant de raccrocher, si tout va bien.
      {
        re: w(
          `(?<!(?:film|films|serie|feuilleton|emission|tele|jeu|livre|roman)${G8})(?:du|de|le) sang (?:partout|sur (?:le|la|les) (?:sol|carrelage|plan de travail|evier|tapis|lit|oreiller|draps|comptoir|table)|plein (?:le|la|les))|(?:couverte?|pleine?|tachee?|trempee?) de sang|(?:ca|le sang) (?:pisse|coule|degouline) (?:partout|par terre)`,
        ),
        confidence: 0.3,
        kind: 'medical',
      },
      // Une fièvre après la chimio, maintenant (« la chimio jeudi… je grelotte, 39,2 ») : une infection
      // qui n'attend pas, agi. Pas le conseil de l'infirmière pour le cas où.
      {
        re: w(
          `(?:chimio\\S*|chimiotherapie|immunotherapie)${gap(25)}(?<!(?:si|au cas ou|des que|quand|en cas de)(?: \\S+){0,5} )(?:de la fievre|(?:une |grosse |forte )?fievre|temperature (?:a|de|qui monte)|trente (?:huit|neuf)|quarante|3[89]|40|des frissons|je grelotte|grelotte|je tremble de partout|arrive pas a me rechauffer)|(?<!(?:si|au cas ou|des que|quand|en cas de)(?: \\S+){0,5} )(?:je grelotte|grelotte|des frissons|je tremble de partout|brulante? de fievre|j ai de la fievre|je suis brulante?|arrive pas a me rechauffer)${gap(20)}(?:chimio\\S*|chimiotherapie|immunotherapie)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un cachet repris, et encore un, avec la somnolence de trop (« j'en ai repris un, puis un autre,
      // je sais plus combien, j'ai la langue pâteuse ») : agi.
      {
        re: w(
          `(?:j en ai (?:repris|pris|avale|reavale)|j ai (?:repris|pris|avale)) (?:un autre|une autre|encore|d autres|deux|trois|plusieurs)${gap(25)}(?:sais (?:plus|pas) combien|langue (?:pateuse|lourde|epaisse)|(?:arrive|peux) (?:pas|plus) a garder les yeux ouverts|les yeux (?:qui )?se ferment|toute? (?:ensuquee?|vaseuse?))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // De la fumée au grenier ou dans la charpente (« ce matin ça fume au grenier ») : là où rien ne
      // doit brûler, quoi qu'on dise d'une cheminée ou d'un chalumeau.
      {
        re: w(
          `(?:ca fume|fumee|de la fumee|ca brule|ca sent le brule)(?: \\S+){0,3} (?:au|du|dans le|dans les|par le|sous le|sous les) (?:grenier|combles|charpente|faux plafond)|(?:grenier|combles|charpente|faux plafond)(?: \\S+){0,3} (?:fume|qui fume|en feu|brule|plein de fumee|pleins de fumee)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      // Une morsure ou une piqûre venimeuse : une vipère, un serpent, un scorpion.
      {
        re: w(
          `(?:vipere|serpent|scorpion|aspic)${gap(6)}(?:m a mordue?|m a piquee?|mordue?|piquee?|mord|pique)|(?:mordue?|piquee?) par (?:une |un )?(?:vipere|serpent|scorpion|aspic)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // L'eau de la crue dans la maison, qui monte, ou qu'on ne peut plus quitter.
      {
        re: w(
          `(?:la riviere|le ruisseau|le fleuve|le torrent|l eau|la crue|l inondation|inonde\\S*)${gap(12)}(?:deborde\\S*|rentre|entre|monte|jusqu aux (?:genoux|chevilles|cuisses)|jusqu a la taille)${gap(14)}(?:monte encore|continue de monter|ca monte|peux pas sortir|peux plus sortir|montee? sur|coincee?|bloquee?|jusqu aux genoux|jusqu a la taille|grenier|sur la table|sur une chaise)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      // La fournaise en panne par grand froid, et le corps qui lâche : tremblements, doigts qu'on sent plus.
      {
        re: w(
          `(?:fournaise|chauffage|chaudiere|poele|calorifere)${gapAcrossFigures(40)}(?:je tremble|tremble sans arret)(?: \\S+){0,10} (?:sens (?:plus|pus|pas) (?:le bout de )?mes (?:doigts|pieds|mains|orteils)|doigts (?:tout )?blancs)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Le pilulier de la semaine pris d'un coup sans le vouloir : une surdose, on agit.
      {
        re: w(
          `(?:pilulier|cachets|comprimes|medicaments|pilules)(?: \\S+){0,20} (?:toutes? d un coup|tous d un coup|en une fois|tout le pilulier|toute la semaine)(?: \\S+){0,8} (?:sans (?:faire expres|s en rendre compte|m en rendre compte|le vouloir)|par erreur|(?:je me suis|il s est|elle s est) (?:trompee?|melangee?|embrouillee?|melange les pinceaux))|(?:souvenais|souviens|rappelais|rappelle|savais|sais) (?:plus|pas|pus) si (?:je l avais|j l avais|je les avais|j avais|je l ai|j ai) (?:deja )?(?:prise?s?|pris)${G8}(?:(?:j en ai|j ai) (?:re)?pris|repris|reprendre)${G5}(?:deux|trois|quatre|cinq|plusieurs|d autres|encore)|(?:me suis|m etais) (?:pas|plus|pus) (?:souvenue?|rappelee?)${G3}(?:alors |donc |et )?(?:je les ai|je l ai|j en ai) (?:re)?pris\\S*${G8}(?:encore|une autre fois|deux fois|trois fois|re)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // Un somnifère repris deux ou trois fois, et la tête molle, les yeux qui se ferment : on agit.
      {
        re: w(
          `(?:(?:somniferes?|cachets?|comprimes?|pilules?|calmants?)${G12}(?:en ai repris|repris|reprise|deux fois|trois fois|double dose|plusieurs)|(?:repris|reprise|redouble)${G3}(?:mes |des |les |un |une )?(?:somniferes?|cachets?|comprimes?|pilules?|calmants?))(?: \\S+){0,25} (?:yeux ouverts|tete (?:toute )?molle|somnol\\S*|du mal a (?:parler|rester eveillee?|garder les yeux)|je m endors|tombe de sommeil)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Quelqu'un de dément sorti et introuvable (« je retrouve plus mon mari, il a l'alzheimer, il est
      // sorti en pyjama »): on agit.
      {
        re: w(
          `(?:trouve plus|trouve pas|retrouve pas|retrouve plus|sais pas ou (?:il|elle) est)${G12}(?:alzheimer|demence|desoriente\\S*|perd la tete|en pyjama|en chemise de nuit|en pantoufles|en chaussons|en robe de chambre)|(?:alzheimer|demence)${G12}(?:est sorti|est sortie|est parti|est partie|s est sauve\\S*|a disparu|a fugue)${G8}(?:une heure|des heures|depuis|pas revenu|pas revenue)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Appeler les secours maintenant, dit en le faisant (« j'appelle le 15 tout de suite », le 144
      // en Suisse, le 100 en Belgique).
      {
        re: w(
          `(?:j appelle|je vais appeler|j appelle donc|je fais le) (?:le 15|le 18|le 112|le 911|le 144|le 117|le 118|le 100|le 101|le samu|les pompiers|une ambulance|les secours)(?: \\S+)? (?:tout de suite|maintenant|de suite|immediatement)|(?:oui|d accord|ok|bon|oui oui|correct|parfait|entendu|ben oui)(?: \\S+)? (?:j appelle|je vais appeler|je fais le) (?:le 15|le 112|le 911|le 144|le 100|le samu|une ambulance|les secours)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une lame enfoncée dans son propre corps (« je me suis planté le couteau dans la main ») : demandé.
      {
        re: w(
          `(?:je me suis|me suis) (?:plante|enfonce|rentre|mis) (?:le|un|la|les|mon|ma|mes) (?:\\S+ )?(?:couteau|lame|ciseaux|cutter|tournevis|fourchette) dans (?:la|le|les|l|mon|ma) (?:\\S+ )?(?:main|bras|jambe|cuisse|pied|doigt|pouce|poignet|ventre|paume)|je me suis poignarde\\S*(?! avec (?:le |la |les |un |une |mon |ma )?(?:houx|aiguille|epingle|epine|rosier|fourchette|crayon|cure dent))`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // La tête qui tourne, molle, les yeux qui se ferment, avec le cœur qui bat lentement : un
      // malaise qui vient (souvent trop de cachets pour le cœur), à traiter tout de suite.
      {
        re: w(`${FAINT_FR}${G12}${SLOW_BEAT_FR}|${SLOW_BEAT_FR}${G12}${FAINT_FR}`),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un mal de tête terrible avec des vomissements (un saignement, ou le gaz) : demandé.
      {
        re: w(
          `(?:trop|tres|terriblement|atrocement|tellement|horriblement|affreusement|un de ces) mal (?:a la|au|de) (?:tete|crane)${G12}(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|gerb\\S*|rendu)|(?:vomi\\S*|envie de vomir|nausee\\S*)${G12}(?:trop|tres|terriblement|atrocement|horriblement|affreusement) mal (?:a la|au) (?:tete|crane)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // La respiration qu'on ne trouve qu'assis (le cœur qui lâche, nouveau depuis la nuit).
      {
        re: w(
          `(?:peux|peut|arrive|supporte) (?:pas|plus) (?:rester |etre )?(?:couchee?|allongee?|a plat)${G8}(?:respir\\S*|souffle|air)|(?:faut|dois|je dois|obligee? de)${G3}(?:rester |dormir |me tenir )?(?:assise?|sur (?:la|une) chaise|dans (?:le|mon) fauteuil|assise? dans (?:le|mon) fauteuil)${G5}(?:pour (?:respirer|trouver mon souffle|reprendre mon souffle|avoir de l air)|sinon (?:j etouffe|je respire pas))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un proche désorienté parti et pas rentré, ou introuvable dans le froid.
      {
        re: w(
          `(?:alzheimer|demence|dement|perd la tete|desoriente|pantoufles|pyjama|robe de chambre|chemise de nuit)(?: \\S+){0,30} (?:toujours pas|pas|jamais) (?:rentre|rentree|revenu|revenue|reparu)|(?:toujours pas|pas|jamais) (?:rentre|rentree|revenu|revenue|reparu)(?: \\S+){0,30} (?:alzheimer|demence|perd la tete|desoriente|pantoufles|pyjama|robe de chambre|chemise de nuit)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:(?:toujours pas|pas) (?:rentre|rentree|revenu|revenue)|je (?:le|la) trouve pas|introuvable)${G12}(?:froid|degres|gele|nuit|heures)|(?:froid|degres|gele|nuit|heures)${G12}(?:(?:toujours pas|pas) (?:rentre|rentree|revenu|revenue)|je (?:le|la) trouve pas)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // La poitrine, et ce qui en part : « ça me serre la poitrine et ça monte dans la mâchoire ».
      {
        re: w(
          `poitrine${G12}(?:monte|remonte|descend|irradie|part|file|gagne|va|passe)${G3}(?:dans |vers |jusqu a |jusqu au |jusque dans )?(?:la |le |l |ma |mon )?(?:machoire|bras|epaule|cou|dos)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un AVC, une confusion soudaine : « il a la parole qui traîne, il bute sur les mots »,
      // « il me reconnaît pas depuis qu'il s'est réveillé ».
      {
        re: w(
          `(?:parole|voix|langue)${G2}(?:qui traine|traine|pateuse|empatee|embrouillee|bizarre)|(?:bute|butte|bafouille|trebuche|achoppe)${G2}(?:sur )?les mots|(?:me reconnait (?:pas|plus)|m appelle (?:maman|papa)|sait plus qui je suis)${G8}(?:depuis (?:qu il|qu elle) s est reveille|depuis ce matin|d un coup|tout d un coup|hier (?:soir )?(?:il|elle) allait (?:tres )?bien)|(?:depuis (?:qu il|qu elle) s est reveille|depuis ce matin|d un coup)${G8}(?:me reconnait (?:pas|plus)|m appelle (?:maman|papa)|sait plus qui je suis)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un saignement de nez qui ne s'arrête pas, depuis des heures, ou sous anticoagulant : on agit.
      {
        re: w(
          `saign\\S* du nez${G12}(?:arrete pas|s arrete pas|arrete plus|veut pas s arreter|depuis|des heures|une heure|serviettes?|torchons?|tete qui tourne|vais tomber|malaise)|(?:anticoagulant\\S*|sintrom|previscan|xarelto|eliquis|kardegic|plavix|coumadine)${G12}(?:saign\\S*)${G8}(?:arrete pas|s arrete pas|depuis|des heures)|(?:saign\\S*)${G8}(?:arrete pas|s arrete pas|depuis)${G12}(?:anticoagulant\\S*|sintrom|previscan|xarelto|eliquis|kardegic|plavix)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Sans chauffage, on tremble et on n'arrive pas à se réchauffer : on demande.
      {
        re: w(
          `(?=(?:tremble\\S*|grelott\\S*|claque des dents|(?:arrive|peux) (?:pas|plus) a me rechauffer|transie?))(?<=(?:chaudiere|chauffage|fioul|mazout|poele|radiateurs?)(?: \\S+){0,3} (?:en panne|arrete\\S*|eteint\\S*|marche plus|fonctionne plus|tombe\\S* en panne|lache)${gap(25)})(?:tremble\\S*|grelott\\S*|claque des dents|(?:arrive|peux) (?:pas|plus) a me rechauffer|transie?)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // Sans chauffage, et le froid sur le corps (« la chaudière s'est arrêtée… c'est les mains, je
      // les sens plus », « je tremble, j'arrive pas à me réchauffer ») : l'hypothermie, on agit.
      {
        re: w(
          `(?=(?:(?:sens|sent) (?:plus|pas)(?: \\S+){0,2} (?:mes |les )?(?:mains|pieds|doigts|jambes)|(?:je )?les sens plus|engourdi\\S*|(?:mains|pieds|doigts|levres) (?:(?:qui|sont|ont|deviennent|devenus|devenues|tout|toute|tous|toutes|un peu|presque|carrement|limite) ){0,3}bleu\\S*|sais plus (?:quel jour|ce que je)))(?<=(?:chaudiere|chauffage|fioul|mazout|poele|fournaise|radiateurs?)(?: \\S+){0,3} (?:en panne|arrete\\S*|eteint\\S*|marche plus|fonctionne plus|plus de|tombe\\S* en panne|lache)${gap(40)})(?:(?:sens|sent) (?:plus|pas)(?: \\S+){0,2} (?:mes |les )?(?:mains|pieds|doigts|jambes)|(?:je )?les sens plus|engourdi\\S*|(?:mains|pieds|doigts|levres) (?:(?:qui|sont|ont|deviennent|devenus|devenues|tout|toute|tous|toutes|un peu|presque|carrement|limite) ){0,3}bleu\\S*|sais plus (?:quel jour|ce que je))|(?:(?:sens|sent) (?:plus|pas)(?: \\S+){0,2} (?:mes |les )?(?:mains|pieds|doigts)|engourdi\\S*)${gap(40)}(?:chaudiere|chauffage|fioul|mazout|poele)(?: \\S+){0,3} (?:en panne|arrete\\S*|eteint\\S*|marche plus|fonctionne plus)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Quelqu'un qu'on n'arrive plus à réveiller, qui marmonne et se rendort.
      {
        re: w(
          `(?:j arrive|je peux|j y arrive|on arrive|on peut) (?:pas|plus|a peine) (?:trop |vraiment |du tout |bien |tres bien )?a (?:le|la) reveiller|(?:il|elle|(?:mon|ma|notre) \\S+) (?:ne )?se reveille (?:pas|plus|a peine)(?! (?:avant|le matin|tot|facilement|quand|la nuit|pour|jamais|de bonne heure|le dimanche|le week end|en sursaut))|(?:il|elle) marmonne et se rendort|(?:cogne|tape|heurte) la tete${G12}(?:somnolente?|endormie?|confuse?|vomi\\S*|vu double|voit double|pire mal de tete)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Quelqu'un d'autre tombé qui ne se relève pas, ne répond pas, ne bouge pas : dit par un
      // conjoint ou un voisin (« il est tombé de l'escabeau et il se relève pas »).
      {
        re: w(
          `(?:tombee?|a fait une chute|s est effondree?|s est ecroulee?|a glisse|a chute)${G12}(?:(?:il|elle) (?:ne )?(?:se releve|se leve|bouge|repond|respire|parle|reagit|revient a lui|revient a elle|ouvre (?:pas|plus) les yeux)(?: plus| pas)|(?:il|elle) (?:n )?(?:arrive|peut) (?:pas|plus) (?:a )?(?:se relever|se lever|bouger|parler)|(?:j|je|on|nous) (?:n )?(?:arrive|peux|peut|arrivons|pouvons|y arrive) (?:pas|plus) (?:a )?(?:le|la) (?:relever|soulever|bouger|lever|retourner)|(?:il|elle) est (?:inconsciente?|toujours par terre|sans connaissance|encore par terre))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // « C'est mon mari, il y a quelque chose qui va pas avec lui » : quelqu'un en difficulté, on ne
      // sait pas encore comment. On demande.
      {
        re: w(
          `quelque chose qui (?:va|tourne) pas (?:avec|chez) (?:lui|elle|eux|mon (?:mari|homme|fils|frere|voisin|compagnon|pere|petit fils|copain)|ma (?:femme|fille|soeur|voisine|compagne|mere|petite fille|copine))|(?:il|il s) (?:est )?(?:arrive|passe) quelque chose (?:a|avec) (?:mon|ma) (?:mari|homme|fils|frere|voisin|voisine|compagnon|compagne|femme|fille|soeur|pere|mere)|(?:mon (?:mari|homme|fils|frere|compagnon|pere)|ma (?:femme|fille|soeur|compagne|mere)|(?:il|elle)) (?:est|a l air|me parait|me semble|devient|est devenue?) (?:(?:tout |toute |vraiment |bien |tres )?(?:bizarre|etrange)|(?:tout|toute) drole|pas comme d habitude|pas normale?|pas lui meme|pas elle meme)(?! (?:avec|depuis qu))(?: (?:tout d un coup|d un coup|ce matin|ce soir|aujourd hui|depuis tout a l heure))?(?! (?:film|bonhomme|de (?:film|truc|type)|oiseau|numero))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Les cachets du cœur ou l'anticoagulant pris deux fois : on demande.
      {
        re: w(
          `(?:repris|pris deux fois|pris en double|redouble|pris (?:une )?deuxieme fois|reavale|pris ceux de demain)${G12}(?:coeur|digoxine|previscan|coumadine|sintrom|anticoagulant|insuline|tension|bisoprolol)|(?:coeur|digoxine|previscan|coumadine|sintrom|anticoagulant|insuline)(?: \\S+){0,6} (?:deux fois|en double|repris)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Un saignement de l'estomac : vomi comme du marc de café, selles noires avec un malaise.
      {
        re: w(
          `(?:vomi\\S*|rendu|rends|rendre)${G8}(?:marc de cafe|du noir|tout noir|noiratre)|marc de cafe${G5}(?:vomi\\S*|rendu)|(?:selles|caca|crottes)${G5}(?:noires?|comme (?:du )?(?:goudron|charbon|cirage))${G12}(?:vertige\\S*|etourdi\\S*|la tete qui tourne|tete me tourne|malaise|faible|tomber dans les pommes|evanoui\\S*)|(?:vertige\\S*|etourdi\\S*|tete (?:qui|me) tourne|malaise)${G12}(?:selles|caca)${G5}(?:noires?|comme (?:du )?(?:goudron|charbon))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Trouvé(e) confus(e) après une chute ou un coup, qui saigne ou a vomi.
      {
        re: w(
          `(?:sait|sais|savait) (?:meme )?(?:plus|pas) (?:ou (?:elle|il) (?:habite|est)|qui (?:elle|il) est|son nom|quel jour)${G8}(?:tombee?|chute|par terre|bosse|coup|saigne|sang|vomi)|(?:tombee?|chute|par terre|bosse|saigne|sang|vomi)${G8}(?:sait|sais|savait) (?:meme )?(?:plus|pas) (?:ou (?:elle|il) (?:habite|est)|qui (?:elle|il) est|son nom|quel jour)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Vomir et être perdu, voir double, ne plus savoir quel jour on est.
      {
        re: w(
          `(?:vomi|vomis|vomit\\S*|rendu deux fois|rendu trois fois)${G8}(?:vois (?:double|trouble)|quel jour|perdue?|confuse?|embrouill\\S*|la tete qui tourne)|(?:vois (?:double|trouble)|quel jour on est)${G8}(?:vomi|vomis|vomit\\S*)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Trouvée par terre par qui appelle (« je l'ai trouvée par terre dans la cuisine ») ; qui répond
      // à peine.
      {
        re: w(
          `(?:je l ai|on l a|je les ai|on les a|je viens de la|je viens de le|je viens de les) (?:trouvee?s?|retrouvee?s?|decouverte?s?)(?: \\S+){0,2} (?:par terre|au sol|allongee?s?|etendue?s?|inconsciente?s?|evanouie?s?|sans connaissance|dans (?:son|sa|leur) sang|tombee?s?|affalee?s?)|(?:il|elle) (?:repond|reagit|respire) (?:a peine|presque plus|presque pas)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Des antidouleurs pris et repris pour une douleur, des boîtes vidées, et ce que fait le trop
      // (« des dolipranes, puis les codoliprane de ma femme, puis encore… trois boîtes de vides, j'ai
      // envie de vomir ») : un surdosage, une urgence, sans rien d'une envie d'en finir.
      {
        re: w(
          `(?:avale|avale\\S*|pris|prenais|repris|bouffe)${G5}(?:doliprane\\S*|codoliprane\\S*|paracetamol|efferalgan\\S*|dafalgan\\S*|ibuprofene|advil|nurofen|antidouleurs?|cachets|comprimes|gelules)(?: +\\S+){0,30} +(?:(?:deux|trois|quatre|cinq|plusieurs) boites|boites? (?:entieres?|de vides?|vides?)|toute la boite|toute la plaquette|(?:puis|et) encore|l un apres l autre|a la suite)(?: +\\S+){0,25} +(?:vomir|vomi|nausee\\S*|mal au coeur|ensuque\\S*|somnolente?|endormie?|dans le coton|la tete qui tourne|mal au ventre|jaune|vaseuse?|dans les vapes)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Un pied devenu noir et froid, qui sent, avec de la fièvre : la gangrène, une infection qui gagne.
      {
        re: w(
          `(?:pied|orteils?|doigts de pied|jambe|talon)${G8}(?:tout noir|toute noire|noirs?|noircie?s?|devenue? noire?|violet|violets)${G12}(?:froid|glace|sent|odeur|pourri\\S*|fievre|grelotte)|(?:tout noir|toute noire|noirs|noircie?s?|devenue? noire?)${G8}(?:pied|orteils?|doigts de pied)${G12}(?:froid|glace|sent|odeur|pourri\\S*|fievre|grelotte)|(?<!(?:toujours|chaque hiver|en hiver|raynaud|engelures?|circulation)(?: \\S+){0,12} )(?:pied|orteils|jambe)(?: \\S+){0,3} (?:glace|glacee?|gele|froid|froide)${G12}(?:noir\\S*|bleu\\S*|bleuatre|violet\\S*|marbre\\S*|blanc|blanche|gris)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Quelqu'un de perdu trouvé dehors, ou perdu soi-même (« il sait pas son adresse, il est en
      // pantoufles et il tremble, ça fait deux heures qu'il est là ») : une personne égarée, exposée.
      {
        re: w(
          `(?:(?:sait|sais|savait|se rappelle|se souvient|me rappelle|me souviens) (?:plus|pas)(?: \\S+){0,2} (?:ou (?:il|elle|je|j) (?:habite|habitait|vit|est|suis|va|vais)|son adresse|mon adresse|son nom|le chemin|rentrer|comment rentrer|retourner chez (?:lui|elle|moi))|(?:retrouve|retrouver|trouve) (?:plus|pas) (?:son|mon) chemin|(?:est|suis) (?:toute? )?(?:perdue?|egaree?|desorientee?))${gap(20)}(?:tremble|tremblait|grelotte|grelottait|gele|gelee|frigorifiee?|transie?|(?:depuis|ca fait|au moins|bien|presque) (?:une |deux |trois |quatre |des )?heures?|deux heures|trois heures|toute la nuit|en (?:pantoufles|chaussons|chemise de nuit|pyjama|robe de chambre)|pieds nus|sans (?:manteau|chaussures|veste))|(?:tremble|grelotte|en (?:pantoufles|chaussons|chemise de nuit|pyjama|robe de chambre))${gap(20)}(?:sait|savait) (?:plus|pas)(?: \\S+){0,2} (?:ou (?:il|elle) (?:habite|habitait|vit|est|va)|son adresse|son nom|le chemin|rentrer|comment rentrer)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un malade d'Alzheimer parti en pyjama, introuvable : dehors, perdu, dans le froid.
      {
        re: w(
          `(?:parti|partie|sorti|sortie|disparu|disparue|fugue)${G8}(?:en pyjama|en pantoufles|en chaussons|en robe de chambre|en chemise de nuit)(?: \\S+){0,12} (?:trouve|retrouve|cherche|nulle part|gele|froid|heures)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Qui ne se réveille pas, et respire bizarrement.
      {
        re: w(
          `(?:(?:il|elle) (?:se reveille|se reveillera) pas|impossible de (?:le|la) reveiller|(?:il|elle) (?:se )?rendort)${gap(20)}(?:respire (?:bizarre|bizarrement|mal|fort|avec des pauses)|ronfle|des pauses)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une pile bouton ou un aimant avalé, par n'importe qui, sans signe encore (« la petite pile
      // ronde… je crois bien qu'il l'a avalée ») : elle brûle de l'intérieur en quelques heures. Et un
      // petit enfant qui a avalé des cachets.
      {
        re: w(
          `(?:avale|avalee|avales|mange|croque|mis dans (?:la|sa) bouche)${G8}(?<!(?:midi|minuit|heures?|\\d+h?) )(?:piles?(?! (?:a l heure|poil))|pile bouton|pilette|aimants?)|(?:piles?|pilette|aimants?)(?: \\S+){0,30} (?:il|elle) (?:l a|les a|en a) (?:avalee?s?|mangee?s?|mise? dans (?:la|sa) bouche)|(?:piles?|pilette|aimants?)(?: \\S+){0,30} (?:il|elle) (?:bave|s etouffe|a des haut le coeur)|(?:le petit|la petite|le bebe|bebe|le gamin|la gamine|le gosse|le mome|le bambin|le loupiot|mon petit fils|ma petite fille|mon arriere petit \\S+|mon arriere petite \\S+)${G5}(?:a avale|a mange|a croque|a pris)${G5}(?:mes |des |les |plusieurs |un |une |de mes )?(?:cachets|comprimes|medicaments|pilules|gelules|capsules de lessive|dosettes de lessive)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Un produit d'entretien bu par erreur ; un conjoint armé qui poursuit, la porte fermée à clé.
      {
        re: w(
          `(?:bu|avale|pris|gobe|bois)${G8}(?:produit (?:pour|de|d) (?:la |les |l )?(?:cuvette|vaisselle|menage|wc|toilettes|sol|vitres|four|lave vaisselle)|eau de javel|javel|detartrant|desinfectant|white spirit|acide|ammoniaque|lessive|antigel|desherbant|mort aux rats)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pris|prend|a|avec|sorti) (?:le |un |son |mon )?(?:couteau|hachoir|fusil|marteau|hache|tisonnier)${G8}(?:me poursuit|me court apres|me menace|apres moi|me frapper|me tuer|tape sur la porte|tape a la porte|enfermee?|cachee?|dans le cellier|a cle)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        // Saigner de la tête ou d'une oreille : la tête touchée, quelle qu'en soit la cause.
        re: w(
          `(?:saigne|saignait|saignent|pisse le sang|pissait le sang|perd du sang|perdait du sang|(?:du )?sang (?:qui )?(?:coule|coulait|sort|sortait|pisse))(?: \\S+){0,2} (?:de la tete|du crane|du cuir chevelu|de l oreille|des oreilles|par l oreille)|(?:la|sa|ma) tete (?:qui )?(?:saigne|pisse le sang|est en sang)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Des vomissements sans arrêt depuis la nuit, et la tête qui n'y est plus (« elle sait plus où
      // elle est, elle m'appelle par le nom de mon père ») : déshydratée, ou pire.
      {
        re: w(
          `(?:vomit\\S*|vomi|vomir|degueul\\S*|rend tout|rendu tout)${G5}(?:depuis|sans arret|toute la nuit|non stop|tout le temps)${gap(30)}(?:sait (?:plus|pas) ou (?:elle|il|je) (?:est|suis)|(?:ne )?(?:me|nous) reconnait (?:plus|pas)|m appelle par le (?:nom|prenom)|confuse?|delire|divague|les yeux (?:bizarres|dans le vague)|dit n importe quoi)|(?:sait (?:plus|pas) ou (?:elle|il) est|(?:ne )?(?:me|nous) reconnait (?:plus|pas)|confuse?|delire|divague)${gap(30)}(?:vomit\\S*|vomi|degueul\\S*)${G5}(?:depuis|sans arret|toute la nuit|non stop|tout le temps)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        // La peur de quelqu'un à la maison qui ne doit pas entendre l'appel (« rappelez cet
        // après-midi quand il sera parti, s'il m'entend au téléphone il se fâche ») : demandé.
        re: w(
          `(?:se fache|s enerve|s emporte|devient fou|devient folle|crie|gueule|hurle|me frappe|me cogne)(?: \\S+){0,2} (?:s il|si elle|s ils|si elles|quand il|quand elle) m (?:entend|surprend|attrape) (?:au telephone|parler|telephoner|vous parler)|(?:s il|si elle|s ils|quand il|quand elle) m (?:entend|surprend|attrape) (?:au telephone|parler|telephoner|vous parler)(?: \\S+){0,3} (?:il|elle|ils) (?:se fache|s enerve|s emporte|devient fou|devient folle|crie|gueule|hurle|me frappe|me cogne|va se facher|va crier)`,
        ),
        confidence: 0.6,
        kind: 'harm_from_others',
      },
      {
        // Une menace rapportée, de quelqu'un qui compte venir (« il m'a dit je sais où vous
        // habitez, je passerai ce soir chercher l'argent ») : l'adresse connue, la personne seule,
        // l'argent qu'on viendra prendre.
        re: w(
          `je sais ou (?:vous habitez|tu habites|vous vivez)|(?<!si (?:\\S+ ){0,8})(?:il|ils|l homme|le type|le gars|quelqu un|un homme|une voix)(?: m a dit qu il| dit qu il| a dit qu il)? (?:sait|savent|connait) (?:ou j habite|que j habite seule?|que je vis seule?|mon adresse)|(?:viendrai|viendra|viendront|passerai|passera|passeront|vais venir|va venir|vont venir|vais passer|va passer)${C3}(?:chercher|prendre|recuperer|recuperer) (?:l argent|mon argent|les sous|le fric|ma pension|ma retraite)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        // Des dégâts ou des coups promis si l'on ne paie pas (« il dit qu'il va revenir avec ses
        // collègues casser la serre si je le paie pas en liquide ») : l'escroquerie tournée en menace.
        re: w(
          eitherOrder(
            '(?:casser|tout casser|defoncer|demolir|bruler|mettre le feu|saccager|cramer|abimer|me faire la peau|me frapper|me casser|s en prendre a moi|me faire du mal|me le faire payer|(?:envoie|envoient|envoyer|enverra|enverront|va envoyer|vont envoyer)(?: \\S+){0,2} (?:types|gars|hommes|costauds|gros bras|copains|potes|mecs|sbires)(?: \\S+){0,2} (?:chez moi|a la maison|me chercher))',
            '(?:si (?:je |j )?(?:ne )?(?:le |les |lui |leur )?(?:paie|paye|donne|regle|verse)(?: \\S+)? (?:pas|rien)|si (?:je |j )?(?:ne )?(?:le |les |lui |leur )?(?:paie|paye) pas)',
            10,
          ),
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Un inconnu dans la maison : entendu dans la chambre à ouvrir les tiroirs, « je sais pas qui
      // c'est », avec la peur.
      {
        re: w(
          `(?:entends|entendu|j entends)(?: \\S+){0,3} dans (?:ma|la|mon|le) (?:chambre|cuisine|salon|couloir|entree|cave|grenier|salle)${G8}(?:sais pas qui|peur|tiroirs|fouille)|(?:sais|sait) pas qui (?:c est|c etait|il est|elle est)${G5}peur|peur${G5}(?:sais|sait) pas qui (?:c est|c etait|il est|elle est)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Enfermé·e dans une pièce, avec la peur, et quelque chose cassé ou quelqu'un là : on se cache.
      {
        re: w(
          `je me suis (?:enfermee?|cachee?|barricadee?)(?: \\S+){0,4}${G8}(?:peur|il est la|ils sont la|quelqu un|casse|cassent|entendu|entends)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Les cachets d'un autre ou en trop, et l'effet qui suit.
      {
        re: w(
          `(?:pris|avale|avalee)${G8}(?:cachets|comprimes|medicaments|pilules|gelules)${G8}(?:de mon mari|de ma femme|de mon \\S+|de ma \\S+|en plus des miens|en trop|deux fois|le double|une deuxieme fois)${gap(12)}(?:endormie?|somnolente?|vaseuse?|confuse?|vomi\\S*|(?:la )?tete (?:qui )?tourne|vertiges?|dans le brouillard)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Quelqu'un de fragile disparu maintenant, dans le froid ou perdu dans sa tête (« je trouve plus
      // mon mari, il est parti en pyjama et il gèle ») : de l'aide tout de suite. Pas une bête.
      {
        re: w(
          `(?<!(?:^| )(?:chien|chienne|chiens|chat|chatte|chats|chaton|vache|vaches|mouton|moutons|cheval|poule|poules|perruche|tortue) .*)(?!.* (?:chien|chienne|chiens|chat|chatte|chats|chaton|vache|vaches|mouton|moutons|cheval|poule|poules|perruche|tortue)(?= ))(?:(?<=(?:^| )(?:alzheimer|demence|dement|confus|confuse|pyjama|chemise de nuit|robe de chambre|chaussons|pantoufles|gel|gele|il gele|ca gele|glacial|neige|moins \\S+|sans (?:son )?manteau) .*)|(?=.* (?:alzheimer|demence|dement|confus|confuse|pyjama|chemise de nuit|robe de chambre|chaussons|pantoufles|gel|gele|il gele|ca gele|glacial|neige|moins \\S+|sans (?:son )?manteau)(?= )))(?:s est (?:perdu|perdue|sauve|sauvee|echappe|echappee|enfui|enfuie)|(?:il|elle) a disparu|(?:je )?(?:ne )?(?:le|la) (?:trouve|retrouve) (?:plus|pus|nulle part|pas)|(?:je )?(?:ne )?trouve (?:plus|pus|pas) mon (?:mari|homme|frere|fils|pere)|(?:je )?(?:ne )?trouve (?:plus|pus|pas) ma (?:femme|mere|soeur|fille)|(?:il|elle) (?:n )?est (?:pas|toujours pas) (?:rentre|rentree|revenu|revenue))`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Perdue dehors, dans le froid ; des hommes chez soi qui réclament de l'argent et crient.
      {
        re: w(
          `je suis perdue?${G8}(?:neige|froid|gele\\S*|nuit|longtemps|je marche|trouve (?:plus|pus|pas))|(?:trouve|retrouve) (?:plus|pus|pas) (?:ma rue|mon chemin|ma maison|la maison|mon immeuble|mon quartier)${G8}(?:neige|froid|gele\\S*|nuit|longtemps|je marche|perdue?)`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      {
        re: w(
          `(?:ils|elles|des types|des hommes|des gens|les types|les hommes|deux hommes|trois hommes)(?: \\S+){0,6} (?:sont|est|sont revenus|sont entres) (?:\\S+ )?(?:dans ma|dans mon|chez moi|devant ma porte)${gap(12)}(?:je (?:leur )?dois|partiront pas|partent pas|veulent (?:de l argent|que je|mon argent)|crient|me menacent|menacent|exigent)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Une crise : raidi puis secoué, ou qui tremble de partout sans répondre.
      {
        re: w(
          `(?:s est|s etait|il est|elle est|il s est|elle s est) (?:tout |toute )?raidie?${G8}(?:trembl\\S*|secou\\S*|convuls\\S*|bave|ecume|repond (?:pas|plus)|les yeux)|(?:crise|convulsion\\S*)${G8}(?:raidie?|trembl\\S* de partout|secou\\S*|bave|ecume|repond (?:pas|plus))|(?:trembl\\S*|secou\\S*) de partout${G5}(?:repond (?:pas|plus)|bave|ecume|les yeux|raidie?)`,
        ),
        confidence: 0.85,
      },
      // Une vitre brisée, une porte forcée, entendues : quelqu'un entre.
      {
        re: w(
          `(?:entendu|entends)${G3}(?:casser|briser|exploser|forcer|fracturer)${G3}(?:une vitre|la vitre|les vitres|un carreau|le carreau|la fenetre|une fenetre|la porte|la serrure|le volet)|(?:on|quelqu un|ils|ils sont en train de) (?:force|forcent|casse|cassent|fracture|fracturent)${G2}(?:la porte|la serrure|la fenetre|le volet|une vitre)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:ma|sa) langue (?:elle )?(?:veut plus|tourne pas rond|obeit plus|m obeit plus)|les mots (?:sortent|viennent) (?:tout )?(?:mal|de travers)|(?:ma|sa) bouche (?:est |elle est )?(?:de travers|bizarre|tordue)|machouill\\S* les mots|bafouill\\S*|parle bizarrement|des mots qui (?:n )?existent pas|(?:ma|sa) bouche (?:elle )?veut pas dire`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:le )?cote (?:gauche|droit) tout (?:drole|bizarre|mou|engourdi)|toute? bizarre d un cote|moitie de la figure${G3}(?:pique|tombe|engourdi\\S*)|(?:bras|main|jambe) (?:droite?|gauche) (?:ne )?veut plus se lever|plus de force dans (?:la|le) (?:main|bras|jambe)|pouvait plus bouger (?:la|le) (?:main|bras|jambe)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:plus rien vu|vois plus rien|y vois plus)${G5}(?:oeil|d un coup|rideau|tout noir)|comme un rideau`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:levres|doigts)${G3}(?:bleues?|bleus|violet\\S*)|(?:respire|souffle|etouff\\S*|air)${G8}(?:elle|il) (?:est|devient) (?:toute? )?(?:bleue?|violet\\S*)|(?:elle|il) devient (?:toute? )?(?:bleue?|violet\\S*)|respire (?:de moins en moins|tres mal|comme un poisson)|poitrine bloquee|(?:ventoline|inhalateur|(?<!(?:^| )pompe (?:a|de) (?:chaleur|eau|velo|essence|relevage|piscine|la piscine)(?: \\S+)* )pompe(?! (?:a|de) (?:chaleur|eau|velo|essence|relevage|piscine|la piscine)))${G5}(?:fait rien|marche pas|fait plus rien)|(?:m allonger|me coucher) sans etouffer`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(`(?:abeille|guepe|frelon|piqure)${G8}(?:enfle|gonfle|respire)`),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `entre les (?:epaules|omoplates)${G8}(?:vomir|transpire|moite|sue|gorge)|(?:corset|etau|un poids)${G8}(?:poitrine|transpire|coude|bras|appuy\\S*)|(?:oppresse|poitrine)${G8}(?:transpire|sue|sueurs|coude)|douleur qui serre${G5}(?:sue|transpire)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:appareil|glycemie|sucre)${G8}(?:zero virgule|lo|sueur|flageolant|tremble)|(?:insuline|piqure)${G8}(?:pas mange|transpire|tremble|pale|sens pas)|insuline${G12}(?:pas (?:mange|dejeune|pris mon petit dej\\S*)|saute (?:le|mon) (?:repas|dejeuner|petit dej\\S*))${G12}(?:trembl\\S*|transpir\\S*|sueurs?|flou|vertige\\S*|coeur (?:qui )?(?:bat|cogne|s emballe))`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:braises|etincelles)${G8}(?:plancher|tapis|flambe|tombent|fume)|(?:tele|grille pain|prises?|cable)${G5}(?:etincelles|fume|flambe|gresille)|(?:ca )?fume de partout|brule chez le voisin|fumee (?:rentre|entre) chez moi|du feu dans (?:la|le) (?:poele|casserole|friteuse|four)|feu de cheminee|^ (?:le )?feu(?: le feu)+ $|eau${G8}(?:prises?|etincelles|gresille)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        // Le tissu pris par une bougie et qui s'étend (« le voilage a pris feu », « ça gagne l'autre
        // rideau ») : un feu, quoi qu'on ait allumé d'abord.
        re: w(
          `(?:rideaux?|voilages?|store|canape|fauteuil|lit|tapis|moquette|nappe|torchon|papier peint|abat jour)(?: \\S+){0,3} (?:a pris feu|ont pris feu|prend feu|prennent feu|brule|brulent|flambe|flambent|en feu|en flammes|s est enflamme|s enflamme|se sont enflammes)|(?:gagne|attaque|prend) (?:l autre|les autres|le|les) (?:rideaux?|voilages?|mur)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      {
        // Tousser dans la fumée : un feu, sauf si un feu de jardin ou autre dit d’où elle vient.
        re: w(
          `(?:tousse|m etouffe|etouffe)${G5}(?:la )?fumee|fumee${G5}(?:je tousse|j etouffe|je m etouffe)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:affaisse\\S*|ecrase|glisse de sa chaise)${G8}(?:repond plus|y repond pas|regard vide)|tete sous l eau|tremble et il bave|devient (?:violet|tout rouge|toute rouge|bleu)|(?:s est etouffe|a avale \\S+ de travers)${G8}(?:devient|tousse plus)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `quelqu un dans la maison${G3}(?:peur|aidez)|(?:quelqu un|un type|un homme) qui (?:dort sur|passe le bras)|(?:il|ils|l homme|le type|le gars|ce type|ce gars|cet homme|quelqu un) (?:sont|est) (?:encore|toujours) (?:dans (?:ma|la) (?:chambre|maison|cuisine)|la(?= $))|(?:me suit|il tape)${G8}(?:va rentrer|ma porte)|bloque la porte|veut que je lui donne (?:mes|mon|ma)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:m a|ma) serre\\S* le bras|me crie dessus${G8}(?:bleu|serre|pousse)|me laisse pas sortir|m enferme|me donne pas a manger|m a pris mon (?:portable|telephone)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:fournaise|poele|chauffage|chaudiere)${G8}(?:eteint|marche plus|plus de bois|(?:est )?morte?|en panne|(?:a )?lache|arrete\\S*)${G8}(?:claque des dents|engourdi\\S*|tremble|froid|moins (?:\\d+|dix|douze|quinze|vingt|vingt cinq|trente)|la buee|(?:on|je) gele|gelee?|glacee?)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cogne|tape|tombe\\S*)${G8}tete${G8}(?:vomi\\S*|sommeil|dort tout le temps)|mal a la tete comme jamais|coup de marteau|cogne dans ma tete comme jamais`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:gouttes|comprimes|cachets)${G5}au lieu de${G8}(?:mou|molle|lourde?|sens|bizarre)|pilulier${G8}(?:d un coup|trop)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `malaise${G5}(?:passe pas|passe plus)|pas la force de (?:le|la) relever|(?:ca|sa) coule beaucoup`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:est tombee?|est par terre|s est effondree?|est au sol)${G5}(?:il|elle) (?:se releve|bouge|repond|respire) (?:pas|plus)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `m a (?:poussee?|cognee?|frappee?|giflee?|bousculee?|battue?|tapee?)${G8}(?:encore|est la|est dans|saigne|levre|boire|sang|bleu)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:j entends|il y a|y a) quelqu un${G5}(?:grenier|cave|escalier|en bas|en haut|chambre|salon|cuisine)${G8}(?:seule?|ouverte|personne|peur)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(`saigne (?:a gros bouillons|enormement|sans arret|partout|comme un boeuf)|a gros bouillons`),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:quarante|40|41|trente neuf|39)(?: \\S+){0,2} (?:de )?fievre${G8}(?:sai[st] plus|confus\\S*|claque|delire|(?:me |nous )?reconnai[st] (?:plus|pas)|(?:sai[st]|savait) (?:plus|pas) ou (?:il|elle|je) (?:est|suis|etait|habite))|fievre${G8}(?:sai[st] plus quel jour|delire|confus\\S*|(?:me |nous )?reconnai[st] (?:plus|pas))|(?:brulante?|bouillante?)${G8}(?:sai[st] (?:plus|pas) ou (?:il|elle|je) (?:est|suis)|(?:me |nous )?reconnai[st] (?:plus|pas)|delire)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:fauteuil|canape|lit|matelas|couverture|rideaux?|poubelle|coussin)s? (?:fume|brule|a pris feu|prend feu|se consume)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:a|fait|fais) des convulsions|convulse|(?:tremble|secoue) de partout${G5}(?:qu est ce que je fais|aidez|au secours|yeux)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:prennent|volent|prend|vole|fouillent|emportent) mes (?:affaires|bijoux|sous|argent|papiers)${G5}(?:taire|menac\\S*|encore|en ce moment)|me (?:disent|dit) de me taire`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      // A fall, and not being able to get up.
      {
        re: w(
          `${FALL}${gap(12)}${NOT}${G3}(?:me |m )?(?:en )?(?:relever|lever|bouger|remettre debout|redresser|sortir|remonter|rasseoir|asseoir|ramasser|appeler|atteindre|tenir debout)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(
          `${NOT}${G2}(?:me |m )?(?:relever|remettre debout|lever du sol|redresser|ramasser)|(?:me relever|me remettre debout|me lever du sol|me redresser)(?: tout seule?)? (?:je |j )?(?:n )?${NOT}`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Quelqu'un parti sur le côté dans sa chaise ou à table (« il mangeait sa soupe et il est parti
      // sur le côté ») : un malaise, ou une attaque, tel qu'on le voit.
      {
        re: w(
          `(?:il|elle)(?: est| s est| a)? (?:tout d un coup |d un coup |comme )?(?:parti|partie|penche|penchee|glisse|glissee|bascule|basculee|affaisse|affaissee|tombe|tombee|pique|piquee|affale|affalee|effondre|effondree)(?: tout)? (?:sur|de|d|vers) (?:le |un |l autre )?cote(?! de (?:la route|la rue|chez))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Les cachets repris faute de savoir s'ils étaient pris (« j'ai oublié et je les ai repris ») :
      // une double dose.
      {
        re: w(
          `(?:oublie|oubliee|savais plus|sais plus|me rappelais plus|me souvenais plus|pas sure?|plus sure?)(?: \\S+){0,8} (?:je les ai repris|je l ai repris|je les ai reprises|j en ai repris|repris mes (?:cachets|comprimes|medicaments|pilules)|je les ai pris (?:une deuxieme fois|deux fois|encore une fois))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une odeur bizarre vers la chaudière ou le poêle, et un mal de crâne, des vertiges, des nausées,
      // ou le chat qui vomit : les signes du monoxyde de carbone, on agit.
      {
        re: w(
          `(?:odeur|sent|sentait|ca sent)${gap(5)}(?:chaudiere|poele|chauffe eau|radiateur a gaz|cuisiniere|insert)${gap(25)}(?:mal (?:a la|de) tete|mal au crane|la tete qui (?:tape|cogne|tourne)|vertiges?|nausee|envie de vomir|vomi|vomit|vomissent)|(?:chaudiere|poele|chauffe eau|radiateur a gaz|insert)${gap(5)}(?:odeur|sent|sentait)${gap(25)}(?:mal (?:a la|de) tete|mal au crane|la tete qui (?:tape|cogne|tourne)|vertiges?|nausee|envie de vomir|vomi|vomit|vomissent)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Essayé et essayé de se relever, en vain : par terre (« j'ai essayé de me relever mais j'y
      // arrive pas »).
      {
        re: w(
          `(?:essaye|essayee|essayer|essaie|tente|tentee|voulu)(?: et (?:essaye|reessaye))?(?: \\S+){0,2} de (?:me |m )?(?:relever|remettre debout|lever|redresser)(?: \\S+){0,4} (?:(?:je |j )?(?:n )?(?:y )?(?:arrive|arrivais|suis arrivee?|peux|pouvais|ai pu) (?:pas|plus)|rien a faire|impossible|pas moyen|peine perdue)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:je suis|suis|je me retrouve|je reste|reveillee?|je me suis retrouvee?|je me traine|je rampe|allongee?|couchee?|etendue?|coincee?|assise?|bloquee?|etalee?)${C2}${ON_THE_FLOOR}${NOT_ON_PURPOSE}|(?:je me retrouve|reveillee?|je me suis retrouvee?|je me traine|je rampe|allongee?|couchee?|etendue?|coincee?|bloquee?|etalee?)${C2}${LYING_PLACE}${NOT_ON_PURPOSE}`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `${FLOOR}${C5}(?:depuis (?:des heures|une heure|hier|ce matin|cette nuit|\\S+ heures?)|toute la nuit|des heures|j ai froid)|${FLOOR}${G5}${NOT}${G3}(?:me |m )?(?:relever|lever|bouger|remettre debout|redresser|remonter|rasseoir|asseoir|appeler|atteindre)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:je suis|je viens de|j ai fait une|j ai fait un|suis|me suis|je me suis|j ai)${clear(1)}${FALL}${NOT_CAME_ACROSS}|fait une (?:chute|mauvaise chute)|je viens (?:juste |tout juste )?de (?:tomber(?! dessus| sur)|glisser|chuter|faire (?:une|un) (?:chute|mauvaise chute|vol plane))|me suis (?:effondree?|ecroulee?|affalee?|etalee?)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w(
          `(?:jambes?|genoux?)${C3}(?:ont lache|m ont lache|a lache|lachent|se sont derobees|se derobent|portent plus|me portent plus|obeissent plus|tiennent plus|repondent plus)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Quelqu'un de froid, qui tremble, et qui ne reconnaît plus personne : l'hypothermie (« madame
      // est dans son lit froide froide, elle tremble et elle me reconnaît pas »).
      {
        re: w(
          `(?:elle|il|madame|monsieur)(?: est)?(?: \\S+){0,4} ${FROIDE_OU_BRULANTE}${G12}(?:elle|il) (?:me )?${EGAREE}|(?:elle|il) (?:me )?${EGAREE}${G12}(?:elle|il)(?: est)? ${FROIDE_OU_BRULANTE}`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Les cachets du chien ou du chat avalés par erreur.
      {
        re: w(
          `(?:avale|pris)${G8}(?:des siens|ceux (?:de la|du) (?:chien|chienne|chat|chatte)|(?:les )?(?:cachets|comprimes|pilules|medicaments) (?:de la|du) (?:chien|chienne|chat|chatte))|(?:boite|cachets|comprimes|pilules|medicaments) (?:de la|du) (?:chien|chienne|chat|chatte)${G12}(?:j en ai|j ai) (?:avale|pris)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un vendeur qui « sait où j'habite » et viendra me faire payer.
      {
        re: w(
          `(?:sait|savent|connait|connaissent) (?:ou j habite|mon adresse)${gap(10)}(?:venir|viendra|viendront|va venir|vont venir|passer)(?: \\S+){0,2} (?:me faire payer|me chercher|me faire du mal|me regler mon compte|s occuper de moi)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:coincee?|bloquee?|calee?)${G3}(?:dans|sous|entre|derriere) (?:la |le |les |l |mon |ma )?(?:baignoire|douche|bain|toilettes|wc|lit|fauteuil|mur|armoire|placard|cabine|ascenseur|cave|voiture)|(?:baignoire|douche|bain)${G5}${NOT}${G3}(?:en )?(?:sortir|relever|lever|bouger|tenir)|${NOT}${G2}(?:en )?sortir (?:de la|du) (?:baignoire|douche|bain)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `je (?:rampe|me traine (?:par terre|au sol|jusqu))|(?:je|suis|me suis) (?:glisse|glissee?|tombe|tombee?)${G2}(?:de|du) (?:la |ma |mon |le )?(?:chaise|fauteuil|lit|canape)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // The heart and chest.
      {
        re: w(
          `(?:poitrine|sternum|thorax|cage thoracique)${C5}(?:douleur|mal|serre\\S*|oppress\\S*|pression|poids|ecrase\\S*|etau|brul\\S*|comprim\\S*|barre|pese|tire|lance)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?:douleur|mal|serre\\S*|serrement|oppression|pression|poids|ecrase\\S*|etau|brulure|brule|barre|assis|pese)${C5}(?:poitrine|thorax|sternum|cage thoracique)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `coeur${C3}(?:serre\\S*|s emballe|emballe|cogne|tape|bat (?:trop|tres|tout|n importe|fort|de travers|la breloque|a toute vitesse|a cent a l heure|vite)|fait n importe quoi|tout lent|trop lent|trop vite|s arrete|lache|fait mal|me fait mal|ecrase|broie)|(?:ca me |me )?serre${G2}(?:au milieu|devant|la devant)${G5}(?:etau|poids|minutes|heure)|comme (?:un|dans un) etau`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:douleur|mal|tire|lance|irradie|descend|monte|fourmil\\S*|engourdi\\S*|elanc\\S*)${G3}(?:dans|le long du|jusqu a|jusqu au|vers|au niveau du) (?:le |la |mon |ma |l )?(?:bras gauche|bras|machoire|epaule gauche|cou|dents)|(?:machoire|dents du bas|omoplates|bras gauche|un poids)${G8}(?:poitrine|coeur|sternum|devant|serre|etau|oppress\\S*)|bras gauche${G5}machoire|machoire${G5}bras gauche|(?:poitrine|coeur|sternum)${G8}(?:machoire|dents du bas|omoplates|bras gauche)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w('crise cardiaque|infarctus|malaise cardiaque|arret cardiaque'),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'se tient la poitrine|(?:il|elle|je|visage|teint)(?: \\S+){0,3} (?:tout gris|toute grise)|teint gris|(?:transpire|sue)\\S* a grosses gouttes|j ai (?:des )?sueurs froides(?! (?:en|quand|rien))|(?:comme )?un malaise qui (?:vient|arrive|monte)|je (?:fais|vais faire|sens venir|suis en train de faire) un malaise|je me sens (?:partir|tomber|defaillir)|(?:evanoui\\S*|perdu connaissance|tombee? dans les pommes|tomber dans les pommes|tourner de l oeil|tourne de l oeil|je vais m evanouir)',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Breathing and the throat.
      {
        re: w(
          `(?:${NOT}|mal a|peine a|misere a|difficulte\\S* a|dur de)${G2}(?:respirer|reprendre (?:mon |son |sa )?(?:souffle|respiration|air))|l air (?:ne )?(?:passe|rentre|entre) (?:pas|plus)|respire (?:pas|plus|mal|difficilement|de plus en plus mal|avec peine)(?! (?:tres )?bien maintenant)|j etouffe(?! pas)|je m etouffe(?! pas| de)|suffoque\\S*|manque d air|plus d air|(?<!manque )pas d air|(?:levres?|visage|doigts|ongles)${C3}(?:bleue?s?|violette?s?)|levres${G8}(?:elles sont|elles deviennent|elles ont vire au|sont|deviennent|ont vire au|virent au)(?: toutes?)?(?: bleues?| violett?es?| bleu| violet)|je m etrangle|impression de me noyer|poitrine${G3}(?:souleve|se souleve) (?:plus|pas|mal)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?:(?<!soutien )gorge|langue|levres?|visage|figure|paupieres?)${C3}(?:gonfl\\S*|enfl\\S*|se ferme|ferme|serree?|bouchee?)|serre dans la gorge|(?:mal|peine|misere) a avaler(?! (?:les|des|mes|ces|le|la|ses|mon|ma) (?:gros |grosses |grands )?(?:cachets?|comprimes?|pilules?|gelules?|medicaments?|capsules?))|(?:peux|arrive) (?:pas|plus) (?:a )?avaler|voix (?:qui )?change|(?:boutons|plaques|gratte|urticaire)${G8}(?:respire|gorge|avaler|gonfl\\S*|enfl\\S*)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?:coincee?|bloquee?|restee?|pris|passe pas)${G3}(?:dans|en travers de) (?:la |ma )?gorge|en travers de la gorge${G5}(?:peux|arrive|respire|passe)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      { re: w('palpitations'), confidence: 0.7, kind: 'medical' },
      {
        // Out of breath after the stairs or the shopping is the climb, not the lungs.
        re: w(
          '(?:essouffl\\S*|a bout de souffle|souffle court)(?!(?: \\S+){0,6} (?:quand je monte|en montant|apres (?:la|les|l|une|mes) (?:montee|escaliers?|courses|marche|effort|cote)|en rentrant des))',
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      {
        re: w(
          'vertiges?|(?:la )?tete (?:qui )?(?:me )?tourne(?! plus| pas)|tout tourne|je me sens (?:tres|vraiment|tellement) mal|tres mal en point|souffre le martyre',
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      {
        re: w(`oxygene${G5}(?:arrete\\S*|marche plus|en panne|panne|coupe\\S*|vide)`),
        confidence: 0.9,
        kind: 'medical',
      },
      // A stroke: face, arm, speech, the sudden signs.
      {
        re: w(
          `(?:visage|figure|bouche|sourire|levre|joue|paupiere|oeil)${C3}(?:tombe|affaisse\\S*|engourdi\\S*|de travers|tordu\\S*|paralyse\\S*|pend|insensible|tout mou|toute molle|comme morte?|pique d un cote|d un cote|fige\\S*)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?:un|d un|d un seul) cote du (?:visage|corps)|moitie du (?:visage|corps)|(?:tout le|le) cote (?:droit|gauche)${C3}(?:engourdi|paralyse|mort|lourd|insensible|bouge plus|repond plus)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:mots|paroles|parler|langue|je parle)${C3}(?:de travers|melang\\S*|sortent mal|sortent pas|sort pas|sortent plus|viennent pas|viennent plus|pateuse|bizarre|n importe comment|a l envers|brouill\\S*)|je (?:bafouille|m embrouille|cherche mes mots)|(?:trouve|retrouve) (?:plus|pas) mes mots|(?<!(?:pas (?:maintenant|le moment|tout de suite)|occupee?|en train|(?:est|sont) (?:la|ici|chez moi|arrivee?s?))(?: \\S+){0,12} )(?:arrive|peux) (?:pas|plus) (?:a )?parler(?! (?:maintenant|la|longtemps|tout de suite|pour l instant|en ce moment|au telephone|fort))|(?:il|elle) parle plus (?:du tout|normalement|correctement|bien)|(?:autre|mauvais) mot${G3}sort\\S*|mots? (?:qui )?(?:veut|veulent) pas sortir|articule plus|bouche pateuse`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?<!(?:depuis que|depuis (?:\\S+ )?(?:jours|semaines|mois)|depuis l operation|depuis l hopital)(?: \\S+){0,16} )(?:bras|main|doigts|(?<!(?:^| )(?:a|d a) )cote|jambe|pied)${C3}(?:faible|lourde?|morte?|engourdi\\S*|paralyse\\S*|repond (?:plus|pas)|m obeit (?:plus|pas)|obeit (?:plus|pas)|veut (?:plus|pas) (?:rien )?(?:tenir|bouger|marcher)|sans force|toute? mou|toute? molle|tient plus|insensible|pend|lache tout)(?! (?:de|d avoir|a force de|apres avoir|parce que) )`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // La même chose depuis des jours (« depuis que je suis rentrée de l'hôpital j'ai la jambe qui me
      // répond plus ») : pas d'un coup ; on demande.
      {
        re: w(
          `(?:depuis que|depuis (?:\\S+ )?(?:jours|semaines|mois)|depuis l operation|depuis l hopital)(?: \\S+){0,16} (?:bras|main|jambe|pied)(?: \\S+){0,3} (?:faible|lourde?|morte?|engourdi\\S*|repond (?:plus|pas)|m obeit (?:plus|pas)|obeit (?:plus|pas)|sans force|toute? molle?)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:sens|sent)${G2}(?:plus|pas|rien)${G2}(?:de )?(?:ma |mon |mes |la |le |les )?(?:mains?|bras|jambes?|pieds?|cote|visage|joue|doigts)|${NOT}${G2}(?:lever|bouger|soulever|sentir|remuer)${G2}(?:le |la |les |mon |ma |mes )?(?:bras|main|jambes?|pieds?|doigts)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w('avc|attaque cerebrale|accident vasculaire|une attaque(?! de)|hemiplegi\\S*'),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:d un coup|tout a coup|soudain\\S*|brusquement|subitement|tout d un coup)${G5}(?:vois plus|vois rien|vois double|vois trouble|aveugle|confus\\S*|vertige|mal a la tete|engourdi\\S*|plus marcher|parle plus)|(?<!(?:dans (?:un|deux|trois|quelques|\\S+) (?:an|ans|mois|annees)|un jour|bientot|peut etre|d ici (?:un|deux|quelques) \\S+|si ca continue|(?<!meme )(?:si|quand|des que|lorsqu) (?:il |ca )?(?:pleut|pleuvait|neige|fait nuit|fait noir|il y a du brouillard|y a du brouillard|j enleve mes lunettes|j ai pas mes lunettes|je les enleve))(?: \\S+){0,3} )(?<!(?:il|elle|ils|elles|on|fille|fils|femme|mari|docteur|medecin|voisin|voisine|famille|enfants|gendre|bru) (?:dit|disent|dira|pretend|pretendent|trouve|trouvent|croit|croient)(?: \\S+){0,8} que (?:je )?)(?:vois|voit) (?:plus rien|double|tout flou|trouble)|(?<!depuis (?:que j ai|qu il a|qu elle a|que) )(?:perdu|perds) la vue|moitie de la vue|voile noir|marche de travers`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `pire mal de tete|mal de tete${C3}(?:terrible|atroce|horrible|epouvantable|insupportable|comme jamais|violent|affreux)|coup de (?:tonnerre|poignard|massue)${G3}(?:tete|crane)|(?:tete|crane)${G5}(?:exploser|explose|eclate)|jamais eu (?:aussi )?mal comme ca|mal comme jamais|comme jamais${G3}(?:mal|douleur)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Confusion.
      {
        re: w(
          `(?:sais|sait|savais|reconnais) (?:plus|meme plus)${G2}(?:ou je suis|ou on est|qui je suis|ce que je fais|ou j habite|mon adresse|comment je suis arrivee?|qui vous etes)|sais pas ou je suis|(?:je )?(?:ne )?(?:trouve|retrouve) (?:plus|pas) (?:ma rue|mon chemin|la maison|ma maison|mon immeuble|mon adresse|le chemin de (?:la maison|chez moi))|tout est (?:bizarre|flou|etrange) depuis|toute? (?:melange\\S*|embrouill\\S*|confus\\S*|deboussole\\S*)|(?:me sens|suis) (?:pas|plus) normale?|je delire|delire un peu`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Blood sugar and insulin.
      {
        re: w(
          `(?:diabet\\S*|insuline|sucre|glycemie|hypo)${G8}(?:trembl\\S*|sue|sueurs?|transpir\\S*|moite|bizarre|toute? molle?|toute? blanc\\S*|confus\\S*|drole|vertige|malaise)|(?:trembl\\S*|sue|sueurs?|transpir\\S*|moite|toute? molle?|blanc\\S*|confus\\S*)${G8}(?:diabet\\S*|insuline|glycemie)|insuline sans (?:manger|avoir mange)|(?:lecteur|glycemie|glucometre|dextro|sucre)${G3}(?:affiche|indique|marque|dit|est a|a) (?:\\S+ )?(?:zero|0|(?:un|deux|trois|1|2|3)(?! (?:\\d+ )?(?:grammes?|g|virgule|et)(?= |$)))|fais une hypo|en hypo|sucre (?:trop )?bas`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Pills: too many, the wrong ones, or something poisonous.
      {
        re: w(
          `(?:pris|avale)${G3}(?:en plus (?:des miens|de mes|des siens|de ceux|des autres)|plusieurs fois(?! (?:par|dans|au|la|le) )|en trop)|(?:pris|avale|prendre|bu)${G3}(?:trop de|deux fois(?! (?:de la |du |des |de l )?(?:viande|dessert|gateau|soupe|potage|fromage|tarte|plat|rab|pates|legumes|frites|gratin|puree|~))|toute (?:la|sa|ma) (?:boite|plaquette|semaine|bouteille)(?! (?:de (?:vin|biere|cidre|lait|jus|limonade|chocolats?|bonbons|gateaux|biscuits|sables|cerises|fraises|eau)|d eau))|tout (?:le|son|mon) (?:flacon|tube|semainier|pilulier)|tous mes|tous (?:les|ses|leurs) (?:cachets|comprimes|medicaments|medocs|pilules|somniferes|gelules|calmants)(?: \\S+){0,4} d un (?:seul )?coup|double dose|deux doses|les (?:medicaments|cachets|pilules|comprimes) de (?:mon|ma))|(?:double|triple)\\S*${G3}(?:dose|anticoag\\S*|insuline|cachets|comprimes|medicaments|pilules|traitement)|(?:pris|avale|bu|prendre)(?! (?:le|la|les|un|une|son|sa|ses|mon|ma|mes) (?:parapluie|manteau|sac|cle|cles|bus|train|chemin|journal|courrier|livre|pain|veste|gants|bonnet|echarpe|chapeau|lunettes|telephone|ticket|place|tour|panier|caddie|voiture|rue|photo|stylo)s?\\b)${G5}(?:par erreur|sans faire expres|par megarde|sans le vouloir)|(?:bu|avale|ingere)${G3}(?:de la |du |de l )?(?:eau de )?(?:javel|produit|detergent|desherbant|mort aux rats|white spirit|lessive|antigel|ammoniaque|insecticide|poison|alcool a bruler)|(?:arrive|peux) (?:pas|plus) a rester (?:reveillee?|eveillee?)|(?:pris|fait|fais|injecte|pique)${G3}(?:deux fois|double)${G3}(?:insuline|dose|piqure|medicaments|cachets|comprimes)|(?:insuline|piqure)${G3}deux fois`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Des linges trempés l'un après l'autre par une coupure, le sang pas nommé (« je me suis
      // ouvert la main sur la boîte… j'ai trempé deux torchons et ça coule toujours ») : une plaie
      // dite, on agit ; sans elle, on demande (pas l'eau d'une fuite).
      {
        re: w(
          `(?:coupe\\S*|coupure|entaill\\S*|ouvert|tranch\\S*|profond\\S*|couteau|lame|verre|rasoir|plaie|anticoagula\\S*|sintrom|previscan|xarelto|eliquis)(?: \\S+){0,25} (?:trempe|trempes|trempee|trempees|imbibe\\S*|traverse|transperce)${G3}(?:torchons?|serviettes?|linges?|mouchoirs?|pansements?|compresses?|essuie tout|sopalin|essuies?|gants? de toilette|bandes?|bandages?)|(?:torchons?|serviettes?|linges?|mouchoirs?|pansements?|compresses?|essuie tout|sopalin|essuies?|gants? de toilette|bandes?|bandages?)${G3}(?:trempe|trempes|trempee|trempees|imbibe\\S*|traverse\\S*)${G12}(?:de|a) (?:ma|mon) (?:main|doigt|pouce|paume|poignet|bras|jambe|tete|nez|pied)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?<!(?:eau|fuite|tuyau|ballon|pluie|toit|plafond|chaudiere|machine|lave vaisselle|radiateur|evier|toilettes|chasse|lait|cafe|the|sueur|transpir\\S*|larmes|pipi)(?: \\S+){0,20} )(?:(?:trempe|trempes|trempee|trempees|imbibe\\S*|traverse)${G3}(?:torchons?|serviettes?|linges?|mouchoirs?|pansements?|compresses?|essuie tout|sopalin|essuies?|gants? de toilette|bandes?|bandages?)|(?:torchons?|serviettes?|linges?|mouchoirs?|pansements?|compresses?|essuie tout|sopalin|essuies?|gants? de toilette|bandes?|bandages?)${G3}(?:trempe|trempes|trempee|trempees|imbibe\\S*|traverse\\S*))(?!(?: \\S+){0,12} (?:eau|fuite|tuyau|pluie|plafond|evier|sueur|pipi))${G8}(?:ca|c|elle|il) (?:coule|saigne|continue|s arrete|arrete)(?: \\S+)? (?:toujours|encore|pas|plus|de couler)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Des selles noires comme du goudron (un saignement dedans), avec un malaise ou sous
      // anticoagulant : on agit ; seules, on demande.
      {
        re: w(
          `(?:selles|caca|cacas|crottes|besoins|toilettes|wc|cuvette)${G5}(?:noires?|noir comme du goudron|comme du goudron|goudron)${G12}(?:tombe dans les pommes|tombee? dans les pommes|evanoui\\S*|malaise|tourne la tete|la tete qui tourne|vertige\\S*|failli tomber|toute? blanche?|sintrom|previscan|coumadine|warfarine|anticoagula\\S*|xarelto|eliquis)|(?:sintrom|previscan|coumadine|warfarine|anticoagula\\S*|xarelto|eliquis)${G12}(?:selles|caca|cacas|besoins)${G5}(?:noires?|comme du goudron)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:selles|caca|cacas|crottes|toilettes)${G5}(?:noires? comme du goudron|noir comme du goudron|comme du goudron|toutes? noires?)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Les fumées d'un groupe électrogène ou d'un brasero qui tourne dedans, avec mal de tête,
      // nausée ou somnolence.
      // Une voiture qui tourne dans le garage fermé, pour la chauffer, avec mal de tête, vertiges ou
      // nausées : le monoxyde de carbone, un accident (« je faisais chauffer la voiture, porte fermée
      // à cause du froid… »).
      {
        re: w(
          eitherOrder(
            `(?:(?:voiture|auto|moteur|bagnole)(?: \\S+){0,3} (?:tourne|tournait|en marche|allume|qui chauffe|chauffait)|(?:chauffer|chauffais|chauffe) (?:la |ma )?(?:voiture|auto|bagnole|moteur))${gap(20)}(?:garage|porte fermee|portes fermees)`,
            '(?:mal (?:a la |au )?(?:tete|crane)|mal de (?:tete|crane)|vomir|nausee\\S*|vertiges?|la tete qui tourne|tete me tourne|somnol\\S*|jambes en coton)',
            30,
          ),
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `${FUMES_SOURCE}${gap(20)}(?:${SHUT_INDOORS}|salon|fenetres fermees)${gap(30)}(?:mal de (?:crane|tete)|vomir|nausee\\S*|jambes en coton|m endors|endormie?|somnol\\S*|vertiges?|la tete qui tourne|dort encore|grogne|se reveille pas)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Bleeding, blows to the head, burns.
      {
        re: w(
          `(?:saign\\S*|sang)${C5}(?:sans arret|arrete pas|s arrete pas|s arrete plus|arrete plus|gicle|pisse|coule|beaucoup|enormement|abondamment|(?<!pas )(?:tres |si |trop )?fort(?! (?:de|du|des|en))|a flots|comme un boeuf|veut pas s arreter|depuis (?:une|des|deux|trois|\\S+) heures?|tout noir)|(?:crache|cracher|vomi\\S*|tousse)${G3}(?:du )?sang|(?:pisse|plein|pleins) (?:le |du |de )?sang|ca gicle|coupure${C3}(?:profonde|enorme|on voit|beante)|(?:peau|plaie)${G3}(?:dechiree|ouverte|beante)|varice${G3}(?:eclate|eclatee|perce|saigne)|bleus? (?:qui sortent|partout)|saign\\S*${G12}(?:serviette|torchon|mouchoir|pansement|compresse|essuie tout|sopalin)s?${G12}(?:autre|deuxieme|troisieme|quatrieme|cinquieme|encore une|trempee?s?)|saign\\S*${G12}(?:deuxieme|troisieme|quatrieme|cinquieme) (?:serviette|torchon|mouchoir|pansement|compresse)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      // Du sang partout avec une plaie, une chute ou une partie du corps : on agit. Dit seul (« du sang
      // partout dans la cuisine », le boudin), on demande.
      {
        re: w(
          `(?:coup\\S*|coupure|tombee?|chute|tete|main|bras|jambe|nez|doigt|pouce|poignet|pied|visage|couteau|plaie|blesse\\S*)${G12}(?:sang|saigne\\S*)${G3}(?:partout|plein)|(?:sang|saigne\\S*)${G3}(?:partout|plein)${G12}(?:coup\\S*|coupure|tombee?|chute|tete|main|bras|jambe|nez|doigt|pouce|poignet|pied|visage|couteau|plaie|blesse\\S*)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(`(?:sang|saigne\\S*)${G5}(?:partout|plein)|plein de sang`),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cogne\\S*|tape\\S*|coup|heurte\\S*)${G3}(?:la |sur la |a la |de la )?tete${G8}(?:saign\\S*|sang|vomir|vertige|tourne|vois|endormi\\S*)`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      {
        re: w(
          `(?:brulee?|ebouillant\\S*|bouillante?|huile chaude)${G8}(?:cloques?|me cuit (?:terriblement|enormement|horriblement|beaucoup)|peau${G2}(?:part|pele|arrach\\S*|s en va|decolle|partie)|a vif|grave\\S*|partout|tout le bras|toute la (?:main|jambe)|enorme|troisieme degre)|(?:cloques?|brulure)${G3}(?:enormes?|partout|grande?|grosses?)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Other pain that cannot wait.
      {
        re: w(
          `(?:tords|tordre|plie\\S*|crie\\S*) de (?:douleur|mal)|douleur (?:atroce|insupportable|terrible|epouvantable|horrible|affreuse)|ventre${C5}(?:dur comme|tout dur|dur et gonfle|gonfle et dur)|vomi\\S* (?:sans arret|sans cesse|tout le temps|du sang|noir)|(?:pieds?|jambes?|orteils|mains?)${C3}(?:violet\\S*|noir\\S*)(?! (?:de|d) (?:terre|boue|charbon|suie|cambouis|graisse|encre|cirage|peinture|poussiere|jardinage|mures|myrtilles))|fievre${G5}(?:quarante|40|41|monte)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone else collapsed, or not waking.
      {
        re: w(
          `(?:il|elle) (?:bouge|respire|reagit|se reveille) (?:plus|pas)(?! de | d )|(?:il|elle) (?:me )?repond (?:plus|pas)${G3}(?:je le|je la) (?:secoue|pince|tape|appelle fort|touche)|(?:il|elle) (?:me )?repond (?:plus|pas) (?:quand|alors que|et pourtant|meme quand) (?:je|j) (?:frappe|toque|tape|cogne|l appelle|la appelle|appelle)|(?:se reveille|ouvre|ouvrent) (?:pas|plus)(?: les yeux)?${G3}(?:je le|je la|secoue)|(?:je le|je la|j ai beau le|j ai beau la) secoue|(?:il|elle) est (?:par terre|inconscient\\S*|tout gris|toute grise|tout bleu|toute bleue)|(?:il|elle|mon mari|ma femme|\\S+) s est (?:effondree?|ecroulee?|evanouie?|affaissee?)|(?:il|elle|mon mari|ma femme|ma voisine|mon voisin)${G5}tombee? raide|${NOT_A_PHONE}(?:il|elle|mon mari|ma femme|ma voisine|mon voisin)${G5}repond (?:plus|pas)(?! (?:au telephone|a mes|aux|quand|depuis (?:hier|avant hier|ce matin|des jours|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine|\\S+ jours)))`,
        ),
        confidence: 0.88,
        kind: 'medical',
      },
      // A cry for help, or a general alarm.
      {
        re: /^ (?:au secours|a l aide|aidez moi|aide moi|aidez moi vite|au secours aidez moi|venez vite|a l aide a l aide|au secours au secours|sos)(?: vite| s il vous plait| svp)* $/,
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          `(?<!(?:qui|ils|elles|gens|on|elle|il) (?:appelaient|criaient|hurlaient|appelait|criait|hurlait|ont appele|ont crie|a appele|a crie) )au secours|a l aide(?! de| d| soignante| menagere| a domicile| familiale)|(?:appelez|appeler|faut|il me faut|envoyez|envoyer|faites venir|faire venir|besoin d|composez|faites le)${G2}(?:une ambulance|l ambulance|les pompiers|le samu|le 15|le 112|le 18|le 17|le 911|la police|les secours|les gendarmes)`,
        ),
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          `(?:envoyez|envoyer|faites venir|faire venir|appelez)${G2}(?:quelqu un|du monde|de l aide|un medecin|un docteur|le medecin|le docteur|des secours)(?! pour (?:reparer|regarder|verifier|nettoyer|tondre|changer|installer|faire|ramoner|deboucher))|(?:il me faut|faut|besoin d)${G2}(?:un docteur|un medecin|quelqu un|aide)${G2}(?:vite|tout de suite|maintenant|d urgence|urgent)|besoin d aide (?:vite|tout de suite|maintenant|urgent|$)|faut que quelqu un vienne|(?:venez|viens|(?<!(?:ca|cela|la fin|la mort|elle)(?: \\S+){0,2} )venir) vite|c est grave${G3}(?:venez|vite|aidez|faites)|faites quelque chose|(?<!cas d |numero d |numeros d |sortie d |etat d |en )urgence(?!s)`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      { re: w('aidez moi|aide moi|venez m aider'), confidence: 0.8, kind: 'help' },
      {
        re: w(
          `peur de mourir|(?<!si )je vais mourir(?! un jour| comme tout le monde| un de ces| de )|(?<!si )je meurs(?! de| d)|je suis en train de mourir`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Fire, smoke and gas.
      {
        re: w(
          `fumee${C5}(?:partout|envahit|envahi|sort|sortent|rentre|entre|arrive|remplit|epaisse|noire|vois plus rien|couloir|cuisine|chambre|escalier|maison|derriere (?:le|la|les) (?:fauteuil|canape|tele|television|radiateur|lit|poele|buffet|armoire|frigo)|salon|sejour|grenier|monte|passe sous|sous la porte|tousse)|(?:plein|pleine|rempli\\S*|envahi\\S*|beaucoup|tellement) (?:de )?fumee`,
        ),
        confidence: 0.88,
        kind: 'fire',
      },
      {
        re: w(
          `(?<!(?:pot|mis|mise|mises|mets|met|mettre|jete|jetee|jetees|jetes|jette|jeter|balance|balancee|envoye|envoyee|passe|passee) )au feu|il y a le feu|(?:a|ont|ai|avait) pris feu|(?:le )?feu a pris|prend feu|en feu|en flammes|des flammes|les flammes${G3}(?:montent|partout|sortent|touchent)|brule tout|tout brule|ca brule chez|ca brule (?:partout|dans la|dans le)|incendie|s enflamme|(?:tout|ca|la maison|la cuisine|le rideau|les rideaux) flambe`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:odeur|sent|sens|senti|ca sent|pue|empeste|schlingue|refoule)${C3}(?:le |du |de )?gaz|(?:odeur|sent|ca sent|pue|empeste)${G8}(?:un peu |genre )?comme (?:le |du |de |un )?gaz|fuite de gaz|(?:odeur|sent|sens|senti|pue|empeste|schlingue)${G8}(?:l |d |les |des |d un )?oeufs? pourris?|gaz${C5}(?:ouvert|empeste|pue|fuit|fuite|siffle|sent|odeur|partout|toute la nuit)|(?:sifflement|siffle)${G3}(?:gaz|cuisiniere|chaudiere|gaziniere)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:ca sent|odeur de|sent) (?:(?:le )?(?:brule|roussi|crame)|la fumee(?! (?:de |du |d )(?:cigarette|clope|pipe|cigare|tabac|barbecue|la cheminee|cheminee|feu de bois|bois|encens|grillades|saucisses|voisin))(?!(?: \\S+){0,8} (?:parce que|parce qu|c est (?:les|le|la|juste|seulement|rien)|ils brulent|on brule|je fume|fumoir|barbecue|cheminee|vendanges|ecobuage|dehors|dans tout le (?:village|quartier))))|detecteur${G3}(?:sonne|bipe|hurle|se declenche)${G5}(?:fumee|tousse|arrete pas|sans arret)|alarme incendie`,
        ),
        confidence: 0.7,
        kind: 'fire',
      },
      {
        re: w(
          `(?:radiateur|prise|fils?|cables?|television|tele|ecran|compteur|tableau electrique|multiprise|rallonge|chauffage electrique|ordinateur)${G3}(?:fume|crepite|etincel\\S*|gresill\\S*|fait des etincelles)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      // Someone in the house, or trying to get in.
      {
        re: w(
          `${INTRUDER}${G5}(?:chez moi|dans (?:la|ma|le|mon|l) (?:maison|jardin|garage|salon|cuisine|chambre|cave|grenier|couloir|entree|escalier|cour|appartement|salle)|veulent? entrer|essai\\S* d (?:entrer|ouvrir)|essay\\S* d (?:entrer|ouvrir)|tente\\S* d (?:entrer|ouvrir)|force\\S*|fouill\\S*|gratte\\S*|tripot\\S*|secoue\\S*|a la fenetre|aux fenetres|eclaire\\S*|est entre\\S*|sont entres|est rentre\\S*|rentre chez)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `on${G3}(?:force|essai\\S* d (?:ouvrir|entrer)|essay\\S* d (?:ouvrir|entrer)|gratte|fouill\\S*|secoue la porte)|poignee${G3}(?:bouge|tourne|remue)|(?:gratte|trafique|force|crochete)\\S*${G3}(?:la )?(?:serrure|verrou|porte|fenetre|volet|poignee)|(?:fouill\\S*|retourne\\S*)${G3}(?:mes |les )?(?:tiroirs|affaires|armoires?|placards|sac)|(?:enfermee?|cachee?|barricadee?)${G5}(?:parce qu|quelqu un|un homme|un type|il y a|ils sont|il est)|bruits? de (?:marche|pas)${G3}(?:en bas|en haut|dans|au grenier|la nuit)|(?:vitre|carreau)${G3}(?:cassee?|brisee?)|(?:fenetre|porte|serrure)${G3}(?:fracturee?|forcee?|enfoncee?)|(?:casse|brise|fracture|force|enfonce)\\S*${G2}(?:la |ma )?(?:vitre|carreau|fenetre|porte|serrure)|(?:tape|cogne)\\S*${G3}a la porte${G8}(?:ouvrir|entrer|heures? du matin|la nuit|minuit)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `cambrioleurs?|cambriol\\S*|intrus|effraction|voleurs? (?:dans|chez)|rodeurs?|on (?:m a|a) (?:force|fracture) la porte|(?<!(?:^| )(?:tache|taches|odeur|rhume|toux|neige|boue|peinture|colle|etiquette|douleur|pluie|brouillard|fievre|rouille|calcaire|bouchon|couvercle|vis|clou|bague|alliance|graisse|encre|verrue|pellicules|froid|grippe|chat|chats|chatte|minou|matou|chien|chienne|chiens|toutou|poules?|lapin|perroquet|canari|oiseau|cheval|ane|chevre|vache)(?: \\S+){0,8} )(?:il|elle|ils|l homme|le type)${G5}(?:veut|veulent) (?:pas|plus) (?:partir|s en aller|sortir)|(?:refuse|refusent) de (?:partir|sortir|s en aller)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Somebody hurting them.
      {
        re: w(
          `${AGENT}${C5}(?:me|m a|m ont|m avait|m a encore) (?:tape\\S*(?! (?:sur l epaule|sur l bras|sur le bras|dans le dos|sur la main|sur les doigts)(?= |$))|frappe\\S*|pince\\S*|secoue\\S*|tordu|tord|bouscule\\S*|pousse\\S*(?! (?:a|jusqu\\S*) )(?! (?:dans|en) (?:le |la |mon |ma |un |une |son |sa )?(?:fauteuil|chaise|poussette|brouette))|gifle\\S*|cogne\\S*|battu\\S*(?! (?:a|aux|au|a plate couture|encore|comme (?:d habitude|toujours)|(?:\\S+ )?(?:prises?|points?|parties?|manches?|buts?|poissons?|truites?|carpes?) (?:a|contre))(?= ))(?!(?: \\S+){0,4} (?:contre (?:zero|un|une|deux|trois|quatre|cinq|\\d+)|a la (?:belote|petanque|peche|coinche|manille)|aux (?:cartes|boules|dames|echecs|dominos)|au (?:scrabble|tarot|loto|rami|billard|tierce)))|bat(?! (?:a|aux|au|toujours))|menace\\S*|insulte\\S*|enferme\\S*|fermee? (?:dans|a cle|dehors)|attache\\S*|arrache\\S*|brutalise\\S*|maltraite\\S*|griffe\\S*|mord\\S*|etrangl\\S*|serre le cou|fait (?:du )?mal expres|ferait payer|le ferait payer|le fera payer|jete\\S* par terre|fait tomber|empoigne\\S*|agresse\\S*|crache dessus)(?!(?: \\S+){0,3} (?:en jouant|sans faire expres|pour rire|par megarde|sans le vouloir))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Robbed by someone near ("ce pitchoun… il me vole comme un voyou"): money taken over weeks as
      // often as a theft now, so it is asked about (a thief in the house now is heard elsewhere).
      {
        re: w(`${AGENT}${C5}(?:me|m a|m ont|m avait|m a encore) (?:vole\\S*|depouille\\S*|plume\\S*)`),
        confidence: 0.6,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `leve\\S*${G2}(?:la main|la canne|le poing|le baton|un couteau|la ceinture)${G2}sur moi|(?:il|elle|mon mari|mon fils|ma fille|mon gendre|mon compagnon|mon petit fils|mon neveu) (?:est|devient) (?:tres )?violente?|peur (?:de lui|d elle|d eux)(?! (?:faire|dire|demander|donner|parler))|peur (?:qu il me|qu elle me|pour ma vie)|(?:on m a|on me|je me suis fait|j ai ete) (?:frappe|battu|agresse|vole|attaque|menace|bouscule|pousse|arrache)\\S*`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Threatened with death by someone armed, or who frightens them: "il va me tuer, il a le
      // couteau". Without a weapon or fear, "il va me tuer" is a figure of speech (see figurative).
      {
        re: w(
          `(?<!ca )(?:va|vont|veut|veulent|menace de|menacent de|allait|voulait)(?: \\S+)? (?:me|m) (?:tuer|egorger|poignarder|tirer dessus|etrangler|saigner)${G8}(?:couteau|fusil|arme|pistolet|hache|revolver|carabine|marteau|machette|peur|au secours|aidez)|(?:couteau|fusil|arme|pistolet|hache|revolver|carabine|marteau|machette|peur|au secours)${G8}(?<!ca )(?:va|vont|veut|veulent|menace de|menacent de)(?: \\S+)? (?:me|m) (?:tuer|egorger|poignarder|tirer dessus|etrangler)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      // Something poisonous swallowed, or the wrong tablets taken and felt now.
      {
        re: w(
          `(?:bu|avale|pris)${G5}(?:de la |du |de l |un verre de |une gorgee de |un peu de )?(?:eau de javel|javel|produit vaisselle|produit menager|produit d entretien|detergent|desherbant|white spirit|antigel|lessive|mort aux rats|destop|ammoniaque)|(?:trompee?|par erreur|au lieu d\\S*|deux fois|en double|en trop)${G8}(?:je m endors|m endors|somnol\\S*|vertige|la tete (?:me )?tourne|le coeur (?:bat|qui)|je me sens (?:mal|bizarre|partir)|dors debout|vomi\\S*)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Quelqu'un d'autre tombé d'un coup (« Marcel est tombé d'un coup dans le living », « mon mari
      // s'est écroulé comme une masse ») : un malaise, pas une chute. Pas une chose ni la pluie
      // (« la tension est tombée d'un coup », « il est tombé d'un coup une averse »).
      {
        re: w(
          `(?:il|elle|(?:mon|ma|notre) (?:mari|femme|homme|epoux|epouse|fils|fille|frere|soeur|pere|mere|voisin|voisine|compagnon|compagne|ami|amie)|(?<!(?:^| )(?:le|la|les|l|un|une|des|du|ce|cette|mon|ma|son|sa|ton|ta|notre|votre|leur) )(?!(?:il|ca|c|est|etait|sont|serait|soit|tout|rien|neige|pluie|pression|temperature|prix|tension|sucre|courant|ligne|vase|cadre|etagere|arbre|branche|echelle|escabeau|tabouret|chaise|toit|plafond|mur|porte|boite|carton|caisses|tele|telephone|ce|cela|qui|quoi|on|je|j|tu|nous|vous)(?= ))[a-z]+) (?:est|s est|vient de s|vient de|a) (?:tombee?|tomber|effondree?|effondrer|ecroulee?|ecrouler|affaissee?|affaisser|chute) (?:d un coup|tout d un coup|d un seul coup|subitement|brusquement|comme une masse|comme une pierre|d un bloc|raide)(?! (?:une|des|de la|du|\\d+))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Bien la veille, et maintenant brûlante, qui titube ou égarée (« hier encore elle allait très
      // bien, et là elle a de la fièvre et elle titube ») : un changement soudain.
      {
        re: w(
          eitherOrder(
            '(?:(?:hier|hier soir|ce matin) (?:encore )?(?:elle|il) (?:allait|etait) (?:tres |tout a fait |parfaitement )?bien|(?:elle|il) (?:allait|etait) (?:encore )?(?:tres |tout a fait |parfaitement )?bien (?:hier|hier soir|ce matin))',
            `(?:brulante?|bouillante?|(?:de la )?fievre|titube|tangue|tient plus debout|(?:me )?${EGAREE})`,
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un saignement qui ne s'arrête pas, ou un torchon trempé, sous anticoagulants (« le torchon est
      // trempé, ça s'arrête pas, et je prends du Previscan ») : on agit.
      {
        re: w(
          eitherOrder(
            '(?:(?:saign\\S*|sang|coupure|entaille)(?: \\S+){0,8} (?:s arrete pas|arrete pas|veut pas s arreter|s arrete plus)|(?:torchon|serviette|mouchoir|pansement|compresse|linge|chiffon)(?: \\S+){0,3} (?:trempe\\S*|imbibe\\S*|plein de sang|rouge de sang))',
            '(?:anticoagulant\\S*|sintrom|previscan|coumadine|kardegic|plavix|eliquis|xarelto|(?:cachets?|comprimes?|medicaments?) (?:pour|qui) (?:fluidifi\\S*|eclairci\\S*) le sang|fluidifi\\S* (?:le sang|sanguin))',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une coupure, un linge appuyé dessus (« je me suis coupé avec la serpe, j'appuie avec un
      // torchon ») : on demande si ça saigne fort.
      {
        re: w(
          eitherOrder(
            '(?:me suis|m suis|je me suis) (?:coupee?|entaillee?|tranchee?|ouvert|ouverte|blessee?)',
            '(?:j appuie|appuyer|j appuye|je serre|je tiens|j ai mis|j ai enroule|enroule|entoure|je comprime)(?: \\S+){0,3} (?:un |le |mon |une |la |ma )?(?:torchon|serviette|mouchoir|chiffon|linge|sopalin|essuie tout|gant de toilette|compresse)',
            15,
          ),
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Dehors et perdue, sans le chemin de la maison (« je sais plus par où on rentre, toutes les rues
      // se ressemblent ») : on agit ; ne plus savoir son adresse ou sa rue, on demande.
      {
        re: w(
          `(?:sais|souviens|rappelle|retrouve|trouve) (?:plus|pas)(?: \\S+)? (?:le chemin (?:de la maison|de chez moi|pour rentrer)|comment rentrer|ou est (?:ma maison|chez moi)|par ou (?:on rentre|rentrer|c est))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:sais|souviens|rappelle) (?:plus|pas)(?: \\S+)? (?:ou j habite|de mon adresse|mon adresse|le nom de ma rue|comment s appelle ma rue)|(?:toutes )?les rues (?:se ressemblent|sont toutes pareilles)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // D'autres prises avalées en plus, par erreur, et étourdie ou endormie maintenant (« je pense que
      // j'ai repris celles du soir aussi… chu toute étourdie ») : un surdosage, on agit.
      {
        re: w(
          eitherOrder(
            '(?:(?:repris|reprise|pris|avale)(?: \\S+){0,5} (?:celles|ceux|cachets|pilules|comprimes|medicaments|gelules)(?: \\S+){0,4} (?:aussi|encore|en plus|deux fois|en double)|toutes? en double|tous en double)',
            '(?:etourdi\\S*|envie de dormir|m endors|somnol\\S*|vertiges?|jambes (?:molles|en coton)|la tete (?:me )?tourne|dors debout|tete qui tourne)',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une cicatrice d'opération rouverte qui saigne, ou une compresse changée plusieurs fois et
      // trempée à chaque fois : on agit.
      {
        re: w(
          `(?:plaie|cicatrice|agrafes|points|incision)(?: \\S+){0,5} (?:s est rouverte|s est ouverte|rouverte|ouverte|a lache|ont lache|a craque)(?: \\S+){0,8} (?:saign\\S*|sang|coule)|(?:change|changee|remis)(?: \\S+){0,2} (?:la |le |les |ma |mon )?(?:compresse|pansement|gaze|bande|serviette)s?(?: \\S+){0,3} (?:deux|trois|quatre|plusieurs|cinq) fois(?: \\S+){0,9} (?:trempe\\S*|imbibe\\S*|plein de sang|rouge)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Une maison froide (le thermostat en panne, onze degrés dedans) et les doigts qu'on sent plus,
      // l'esprit mêlé ou du mal à se lever : l'hypothermie, on agit (grelotter seul, on demande).
      {
        re: w(
          eitherOrder(
            '(?:(?:thermostat|fournaise|chauffage|chaudiere|poele|calorifere|plinthes)(?: \\S+){0,12} (?:marche (?:plus|pus|pas)|en panne|eteint|coupe|a lache)|(?:il fait|fait) (?:quasiment |presque |aussi froid )?comme dehors|(?:\\d+|sept|huit|neuf|dix|onze|douze|treize) degres (?:dans|a) (?:la maison|l appartement|la chambre|le salon|la cuisine))',
            '(?:sens (?:plus|pus) mes (?:doigts|mains|pieds)|(?:plus|pus) de sensation (?:dans )?(?:les|mes) (?:doigts|mains|pieds)|(?:toute? )?melee?|confuse?|(?:misere|mal) a me lever|engourdi\\S*)',
            25,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Qui dit n'importe quoi après un coup à la tête, une chute ou avec de la fièvre (« il dit
      // n'importe quoi et il a une grosse bosse sur le front ») : on agit. Pas le n'importe quoi des
      // opinions (« le maire dit n'importe quoi »).
      {
        re: w(
          eitherOrder(
            '(?:il|elle) (?:dit|raconte|debloque|deraille)(?: \\S+)? (?:n importe quoi|des betises sans queue ni tete)',
            '(?:(?:une |grosse |grande )?bosse (?:sur|au) (?:le |la )?(?:front|tete|crane)|cogne\\S* la tete|(?:pris|recu) un coup sur la tete|tombee?(?! (?:amoureu\\S*|d accord|sous le charme|de haut|des nues|pile|bien|juste|a pic|malade|enceinte))|chute|fievre|brulante?|d un coup|depuis ce matin|depuis qu (?:il|elle) (?:est tombee?|s est cognee?))',
            12,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Somebody at home suddenly confused, lost for words or unsteady: a stroke or a hypo. Not a
      // sister in a care home, said in this turn or at the end of the one before.
      {
        re: w(
          `(?<!(?:maison de retraite|ehpad|alzheimer|demence|maison de repos|long sejour|depuis des (?:mois|annees)|ans que ca dure|ca fait (?:\\S+ )?ans|depuis (?:\\S+ )?ans|(?:vais|va|allons|suis allee?|irai) (?:la|le|les) voir)(?: \\S+){0,12} )me reconnait plus(?!(?: \\S+){0,14} (?:toute la nuit|depuis des (?:semaines|mois|annees)|alzheimer|des fois|certains jours))|me demande qui je suis|(?:dit|raconte) des choses qui (?:n )?ont (?:pas de|aucun) sens|parle (?:tout )?(?:mele|de travers|comme s il avait bu|comme si elle avait bu)|(?:titube|tangue)${G8}(?:d un coup|rien bu|parle)|(?:la face|le visage|la bouche) (?:toute? )?(?:croche|de travers|tordue?)`,
        ),
        confidence: 0.8,
        kind: 'medical',
        acrossTurns: true,
      },
      // So short of breath a sentence cannot be finished.
      {
        re: w(
          `(?:peux|peut|arrive) (?:pas|plus) (?:a )?(?:finir|terminer) (?:ma|une|sa|mes|les) phrases?${G5}(?:air|souffle|respir\\S*)|(?:reprendre|retrouver) (?:mon |de l |l )?(?:souffle|air)${G3}(?:a chaque|sans arret|entre chaque|tous les deux mots)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Fire in the house now; a door forced and people inside.
      {
        re: w(
          `(?:il )?y a le feu(?! (?:au lac|aux fesses|dans (?:mes|les) (?:veines|yeux)))|(?:mis|pris) le feu (?:a|au|aux) (?:la |le |les )?(?:poutre|plafond|rideaux|toit|charpente|cuisine|maison|canape|lit|matelas)|(?:la poutre|le plafond|les rideaux|le toit|la charpente)${G3}(?:brule|en feu|flambe|craque)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:defonce|force|fracture|enfonce|casse)${G3}(?:la porte|la fenetre|la serrure|le volet|la baie)${G8}(?:sont|est|ils|il|quelqu un)${G3}(?:en train|dedans|dans la maison|en bas|a l interieur|tout retourner|fouill\\S*)|(?:ils|il|quelqu un|des gens|des types|deux hommes) (?:sont|est) en train de (?:tout )?(?:retourner|fouiller|voler|casser)|(?:veut|veulent) pas (?:partir|s en aller|sortir)${G5}(?:crie|hurle|menace|tape|frappe|peur|gueule)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Hurt or threatened by the person who helps them.
      {
        re: w(
          `(?:tire|tiree|tirait|tirent|arrache)${G2}(?:par )?(?:les|mes) cheveux|(?:si je (?:parle|parlais|dis|disais|le dis|raconte))${G5}(?:me met|me mettra|me mettrait|me laisse|me laisserait|me frappe|me frappera|me tue|me fera|va me)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Bleeding that will not stop.
      {
        re: w(
          `(?:ca )?(?:n )?arrete pas de saigner|saigne sans (?:arret|s arreter)|saigne (?:toujours|encore) (?:depuis|ca fait)|(?:ca|le sang) (?:coule|pisse)${G3}(?:partout|sans arret|depuis)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Words that will not come, tablets taken by mistake.
      {
        re: w(
          `(?:du mal a|peux plus|arrive plus a) articuler|ma bouche (?:m obeit|me repond|obeit|repond) plus|(?:pris|avale|avalee)${G5}(?:somniferes|cachets|comprimes|pilules|medicaments|plaquette)${G8}(?:en croyant|par erreur|sans faire attention|me suis trompee?)|sais plus combien (?:j en ai pris|de cachets|de comprimes|de pilules)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Cold with no heating; carbon monoxide; somebody fallen in the water; a hip that cracked in
      // a fall; a night spent on the floor.
      {
        re: w(
          `je (?:gele|suis (?:gelee?|frigorifiee?|glacee?))(?! de| d)|(?:pas de|plus de|sans) chauffage${G8}(?:tres froid|gele\\S*|glace\\S*|sens plus)|chauffage${G3}(?:en panne|coupe|marche plus)${G8}(?:tres froid|gele\\S*|glace\\S*|sens plus)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Une piqûre au cou, à la bouche, à la gorge : on demande (ça peut gonfler).
      {
        re: w(
          `piqu\\S*(?=.* (?:au cou|a la gorge|a la bouche|a la langue|a la levre|au visage|dans la bouche|dans la gorge|pres de l oeil)(?: |$))|(?:cou|gorge|bouche|langue|levre)(?: \\S+){0,3} piqu\\S*`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Dans le pétrin : on demande.
      {
        re: w(
          `je suis (?:dans le petrin|dans la panade|dans de beaux draps|en mauvaise posture|mal en point)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Coincé dans l'ascenseur : on demande.
      {
        re: w(`(?:coincee?s?|bloquee?s?|enfermee?s?)(?: \\S+){0,3} (?:l |dans l |dans un )?ascenseur`),
        confidence: 0.6,
        kind: 'medical',
      },
      // Le monoxyde sans alarme : un appareil qui brûle avec les signes de l'intoxication, mal à la
      // tête avec nausée ou vertiges (deux signes : on agit ; un seul : on demande).
      {
        re: w(
          `(?<=(?:^| )(?:poele(?! a frire)|chauffage (?:d appoint|au gaz|a gaz|a petrole|au petrole|au charbon)|radiateur (?:a gaz|a petrole|au gaz)|chaudiere|chauffe eau|chauffe bain|cheminee|insert|gaziniere|rechaud|brasero|petrole|butane) .*)(?:(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre))${G12}(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz))|(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz))${G12}(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre)))|(?:(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre))${G12}(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz))|(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz))${G12}(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre)))(?=.* (?:poele(?! a frire)|chauffage (?:d appoint|au gaz|a gaz|a petrole|au petrole|au charbon)|radiateur (?:a gaz|a petrole|au gaz)|chaudiere|chauffe eau|chauffe bain|cheminee|insert|gaziniere|rechaud|brasero|petrole|butane)(?: |$))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:poele(?! a frire)|chauffage (?:d appoint|au gaz|a gaz|a petrole|au petrole|au charbon)|radiateur (?:a gaz|a petrole|au gaz)|chaudiere|chauffe eau|chauffe bain|cheminee|insert|gaziniere|rechaud|brasero|petrole|butane)${G12}(?:(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre))|(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz)))|(?:(?:mal (?:a la|au) (?:tete|crane)|migraine|la tete (?:qui|me) (?:cogne|tape|eclate|serre))|(?:vomi\\S*|envie de vomir|nausee\\S*|mal au coeur|vertiges?|la tete qui tourne|(?:la )?tete me tourne|etourdi\\S*|somnolent\\S*|vaseu\\S*|dans le (?:coaltar|gaz)))${G12}(?:poele(?! a frire)|chauffage (?:d appoint|au gaz|a gaz|a petrole|au petrole|au charbon)|radiateur (?:a gaz|a petrole|au gaz)|chaudiere|chauffe eau|chauffe bain|cheminee|insert|gaziniere|rechaud|brasero|petrole|butane)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:prise|multiprise|rallonge|fiche|disjoncteur|tableau electrique|compteur|fils electriques|interrupteur)${G12}(?:brulante|chaude|toute chaude|noirci\\S*|fondu\\S*|gresill\\S*|crepit\\S*|etincelles?|fume|fumee|sent le brule|odeur de brule)|(?:gresill\\S*|crepit\\S*|etincelles?|odeur de (?:brule|plastique brule|plastique fondu))${G8}(?:prise|multiprise|rallonge|fiche|disjoncteur|tableau electrique|interrupteur)|monoxyde${G8}(?:sonne|bipe|hurle|clignote(?! (?:en )?vert)|alarme|mal a la tete|vertiges?|vomi\\S*|nausee)|(?:sonne|bipe|hurle|sonnait|bipait)${G12}(?:marque|ecrit|indique) (?:co|monoxyde)|(?:marque|ecrit|indique) (?:co|monoxyde)${G12}(?:sonne|bipe|hurle)|(?:alarme|detecteur|boitier|truc)${G8}(?:sonne|bipe|hurle)${G12}(?:mal (?:a la tete|au crane)|envie de vomir|vomi\\S*|nausee|vertiges?)|(?:mal a la tete|vertiges?|nausee)${G8}monoxyde`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:il|elle|mon mari|ma femme|quelqu un|un enfant|le petit|la petite)${G3}(?:est )?tombee? (?:dans l eau|dans la (?:riviere|piscine|mare|seine)|dans l etang|dans le (?:canal|lac|bassin))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:tombant|tombee?|chute|glisse\\S*)${G8}(?:craque\\S*|cass\\S*|fractur\\S*|deboit\\S*)${G3}(?:ma |la |le |mon )?(?:hanche|col du femur|jambe|genou|poignet|cheville|epaule)|(?:passe|reste)${G3}(?:la nuit|toute la nuit|des heures|la journee)${G3}${FLOOR}`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Embers fallen from the fire onto the floor.
      {
        re: w(`braises${G8}(?:plancher|tapis|parquet|sol|moquette)`),
        confidence: 0.85,
        kind: 'fire',
      },
    ],
    self_harm: [
      // Les somnifères gardés pour le jour où l'on se décide ; plus simple pour tout le monde.
      {
        re: w(
          `(?:somniferes|cachets|comprimes|medicaments|pilules|calmants)${gap(20)}(?:le jour ou je me decide|quand je me deciderai|le moment venu|quand je serai prete?)|(?:le jour ou je me decide|quand je me deciderai)${gap(20)}(?:somniferes|cachets|comprimes|medicaments|pilules|calmants)|(?:ce serait|ca serait|ca sera|ce sera) (?:plus simple|mieux|plus facile) pour tout le monde(?! (?:si (?:on|vous|tu|ils)|de (?:venir|faire|prendre|manger)))`,
        ),
        confidence: 0.9,
      },
      // Regarder en bas longtemps et se dire que ça irait vite ; une charge, et finir ça proprement.
      {
        re: w(
          `(?:regarde|regardais|regarder|regardee?)${G3}(?:en bas|le vide|par dessus (?:la rambarde|le balcon|le parapet))${G12}(?:ca irait vite|ce serait (?:vite fait|rapide)|(?:qu )?on (?:ne )?sentirait rien|je (?:ne )?sentirais rien)|(?:une charge|un fardeau|un poids|de trop|en trop)${G12}(?:finir ca|en finir|finir tout ca|finir proprement)|(?:je vais|vais|je veux) (?:finir|en finir avec) (?:ca|tout ca|tout) (?:proprement|sans (?:embeter|deranger|ennuyer) personne|en douce|sans bruit)`,
        ),
        confidence: 0.95,
      },
      // Leurs bijoux partagés, et quand ils seront partis rejoindre le mari (demandé).
      {
        re: w(
          `quand je serai (?:partie?|morte?) (?:rejoindre|retrouver) (?:mon mari|ma femme|mon homme|mon epoux|mon epouse|\\S+ (?:au ciel|la haut))`,
        ),
        confidence: 0.6,
      },
      // Ne pas vouloir qu'on les en empêche (« je suis pas sûre de vouloir qu'on m'en empêche »).
      {
        re: w(
          `(?:pas sure? de vouloir|veux pas|voudrais pas|sais pas si je veux) (?:qu on|que vous|qu ils|qu elle|que quelqu un) (?:m en empeche|me retienne|me fasse changer d avis)|(?:m en empechez|m en empechez pas|m en empeche pas) (?:pas|surtout pas)?`,
        ),
        confidence: 0.85,
      },
      // Des lettres pour tout expliquer : mieux comme ça, et leur choix (demandé).
      {
        re: w(
          `(?:lettres?|ecrit|mot|courrier)${gap(60)}(?:mieux comme ca|mieux ainsi|mieux pour tout le monde)${G12}(?:c est moi qui (?:ai|l ai) (?:choisi|decide|voulu)|mon choix|j ai choisi|j ai decide)|(?:lettres?|ecrit|mot|courrier)${gap(60)}(?:c est moi qui (?:ai|l ai) (?:choisi|decide|voulu)|mon choix|j ai choisi|j ai decide)${G12}(?:mieux comme ca|mieux ainsi)`,
        ),
        confidence: 0.6,
      },
      // Un endroit choisi pour que personne n'ait à les trouver ; assis dans la voiture, la porte du
      // garage fermée ; une arme là et qu'on y pense ; ne pas compter être encore là (demandé).
      {
        re: w(
          `(?<!(?:bip|bracelet|medaillon|alarme|teleassistance|bouton|chute|tombe\\S*)(?: \\S+){0,12} )pour (?:que|qu) (?:personne|aucun d eux|les enfants|mes enfants|ma fille|mon fils|les petits|la famille|mes petits enfants)(?: n)? (?:ait|aient|aie|soit|soient)(?: pas)? (?:a|oblige\\S* de) me trouver(?!${G3}(?:par terre|au sol|des jours|apres des jours|comme))|pour (?:pas|ne pas) (?:que|qu) (?:personne|les enfants|mes enfants|ma fille|mon fils|la famille) (?:me trouve|me trouvent|tombe sur moi)(?!${G3}(?:par terre|au sol|des jours|comme))|(?:reste\\S*|assise?|assis|installee?)${G3}dans (?:la|ma) voiture${G8}(?:la )?porte du garage (?:fermee|baissee|close)|(?:fusil|carabine|pistolet|revolver|arme)${G12}(?:j y pense|j y ai pense|j y repense|je pense a m en servir|je pense a (?:le|la) prendre)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:(?:compte|comptais|prevois|pense) (?:pas|plus)|(?:pas|plus) l intention) (?:d )?(?:etre|rester) (?:encore |toujours )?(?:la|ici|en vie|de ce monde|parmi vous)(?!${gapAcrossFigures(8)}(?:~|partie?|voyage|vacances|chez (?:ma|mon|mes|la|le)|en (?:maison|residence|ehpad)|demenag\\S*|a l hopital|la bas))`,
        ),
        confidence: 0.6,
      },
      // La maladie revenue, et ne pas vouloir revivre ça (« c'est revenu, le crabe… moi je veux pas
      // revivre ça ») : demandé.
      {
        re: w(
          eitherOrder(
            '(?:cancer|crabe|chimio\\S*|rayons|radiotherapie|tumeur|metastase\\S*|maladie|leucemie)',
            '(?:je )?(?:veux|voudrais|supporterai|supporterais|pourrai|pourrais) (?:pas|plus) (?:revivre (?:ca|tout ca|cela)|repasser par (?:la|tout ca)|recommencer (?:tout )?ca)',
            20,
          ),
        ),
        confidence: 0.6,
      },
      // Le moyen et le jour connus (« je sais comment et quand »), ou la mort d'un inconnu aux nouvelles
      // prise pour son propre projet (« l'homme qui s'est jeté du pont… moi j'y pense aussi ») : agi.
      {
        re: w(
          `je sais (?:deja )?(?:comment et quand|quand et comment)(?! (?:il faut|prendre|on doit|les prendre))|(?:s est jete|s est jetee|s est tue|s est tuee|s est suicide|s est suicidee|s est pendu|s est pendue|a mis fin a ses jours)${G12}(?:et )?(?:moi|je|j)${G5}(?:j y pense|y pense aussi|j y ai pense|j y pense aussi|la meme chose|c est tout prevu|je sais comment)`,
        ),
        confidence: 0.85,
      },
      // Les adieux de quelqu'un, rapportés par qui les a entendus, et une arme sortie (« en soufflant
      // ses bougies il a dit que c'étaient les dernières, et ce matin il a descendu le fusil de
      // chasse du grenier ») : agi.
      {
        re: w(
          eitherOrder(
            '(?:a dit|dit|disait|m a dit|nous a dit)(?: \\S+){0,5} (?:(?:que )?c (?:etait|etaient|est|sont|serait|seraient) (?:ses|son|sa|les|le|la) (?:derniers?|dernieres?)|(?:son|sa|ses) (?:dernier|derniere|derniers|dernieres)|(?:qu )?(?:il|elle) (?:sera|serait) plus la|adieu)',
            '(?:descendu|sorti|ressorti|pris|charge|nettoye|graisse|pose|pris)(?: \\S+){0,3} (?:le |son |la |sa |un |une )?(?:fusil|carabine|revolver|pistolet|arme)',
            20,
          ),
        ),
        confidence: 0.85,
      },
      // Un lieu où aller, et plus rien après (« jeudi je prendrai le bus jusqu'au pont… après ce sera
      // fini, tout ça ») ; des lettres et des clés laissées pour d'autres : demandé.
      // Ne pas compter voir un autre Noël (« je compte pas voir un autre Noël ») : on agit ; ne pas
      // s'attendre à le voir, comme le dit un grand malade, on demande.
      {
        re: w(
          `(?:(?:compte|pense|prevois|veux|vais|voudrais) (?:pas|plus|point)|tiens (?:pas|plus|point) a|(?:aucune|pas l) intention d) (?:voir|passer|feter|faire|attendre) (?:un autre|le prochain|encore un|un nouveau|un dernier) (?:noel|hiver|printemps|ete|anniversaire|reveillon|paques|nouvel an)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:verrai|passerai|feterai|ferai) (?:pas|plus|point) (?:un autre|le prochain|encore un|un nouveau) (?:noel|hiver|printemps|ete|anniversaire|reveillon|paques|nouvel an)`,
        ),
        confidence: 0.6,
      },
      // La voiture lâchée dans le ravin, demandé ; pour qu'« on dise que c'était un accident », on agit.
      {
        re: w(
          `(?:laisser|laisserais|laisserai|laisse|lancer|lancerais|envoyer|enverrais|jeter|jetterais|mettre|mettrais)(?: \\S+){0,2} (?:filer |aller |partir |rouler |glisser )?(?:la voiture|l auto|la bagnole|la caisse|l automobile)(?: \\S+){0,3} (?:dans|au fond du|au fond de la|au bas du|par dessus|contre|en bas du) (?:le |la |l |un |une )?(?:ravin|precipice|falaise|gouffre|lac|riviere|canal|mur|arbre|platane|vide|fosse)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          eitherOrder(
            '(?:voiture|auto|bagnole|route|virage|ravin|falaise|precipice|pont|volant)',
            '(?:on dira|on dirait|ils diront|ils diraient|on croira|on croirait|tout le monde dira|ils penseront|ils penseraient)(?: \\S+){0,3} (?:que )?c (?:etait|est|serait) (?:un|juste un|qu un) (?:\\S+ ){0,3}accident',
            25,
          ),
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:pont|falaise|viaduc|quai|voie ferree|voies|la riviere|le fleuve|le lac|barrage)${gap(20)}(?:apres|et (?:puis|apres)|ensuite)(?: \\S+)? (?:ce|ca|tout) sera (?:fini|termine|regle)(?! (?:pour (?:la|cette) (?:journee|semaine|saison|annee)|jusqu))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(eitherOrder(LAISSE_POUR, CLES_POUR, 12)),
        confidence: 0.6,
      },
      // Être trouvé, et par qui, arrangé (« je voulais pas qu'on soit bouleversé en me trouvant ») : on
      // agit. La clé donnée au voisin pour entrer tel matin, « pas avant », les chants de
      // l'enterrement choisis pour être prêts avant un jour, ou un jour décidé, la maison vide ce
      // jour-là et tout prévu : on demande.
      {
        re: w(
          `(?:(?:veux|voulais|voudrais|veut|voulait) (?:pas|surtout pas|vraiment pas)|(?:ai|avais) pas voulu|pour (?:pas|ne pas|eviter)|sans que)(?: \\S+){0,8} (?:bouleverse\\S*|choque\\S*|traumatise\\S*|peur|frayeur|choc|mauvaise surprise|emotion)(?: \\S+){0,4} (?:en me trouvant|de me trouver|quand (?:il|elle|ils|elles|on) me trouver\\S*)|(?:pour que|que) (?:ce soit|ce ne soit|ca soit) (?:pas )?(?:les enfants|ma fille|mon fils|la famille|un voisin|un inconnu|le voisin) qui me trouve`,
        ),
        confidence: 0.9,
        saysNo: true,
      },
      {
        re: w(
          `(?:cle|cles|clef|clefs)${gap(14)}(?:entrer|rentrer|passer|venir)(?: \\S+){0,4} (?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|demain)(?: (?:matin|midi|soir|apres midi))?(?: \\S+){0,2} (?:pas avant|et pas avant|surtout pas avant)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:choisi|prevu|regle|arrange)(?: \\S+){0,2} (?:chants|cantiques|musiques?|textes|lectures|cercueil|fleurs)(?: \\S+){0,2} (?:pour|de) (?:l|mon|mes|la) ?(?:enterrement|obseques|messe|funerailles|cremation)(?! de | du | d | des )${gap(14)}(?:propre|pret|prete|prets|en ordre|range|regle|fait|termine)\\S*(?: \\S+){0,2} (?:avant|pour) (?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|le week end|la fin de la semaine|la semaine prochaine|demain)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|le jour) (?:c est|c etait|ce sera) (?:decide|choisi|le jour)${gap(20)}(?:(?:maison|appartement) (?:sera|est) vide|personne (?:vient|viendra|sera la)|(?:j ai )?tout (?:prevu|organise|calcule|reflechi))`,
        ),
        confidence: 0.6,
      },
      // « Un pas et plus rien » : le pas dans le vide, et tout fini, dit de soi.
      {
        re: w(
          `un (?:petit |seul )?pas (?:et|puis) (?:plus rien|c est fini|c etait fini|ce serait fini|ca serait fini|tout serait fini|tout est fini|termine|fini|bonsoir|on n en parle plus|on en parle plus)`,
        ),
        confidence: 0.85,
      },
      // Le faire soi-même, en sachant comment, ou à la place de la Suisse (« la Suisse c'est trop cher…
      // je le ferai moi-même tant que je peux, je sais comment »).
      {
        re: w(
          `(?=.* (?:mourir|mort|la fin|suisse|euthanasie|cancer|maladie|diagnostic|souffrir|fardeau|ma vie|vivre|crever|finir dans un lit)(?= ))(?:le faire|je le ferai|je vais le faire|je le fais|en finir|partir) (?:moi meme|par moi meme|toute? seule?)${gap(14)}(?:je sais (?:deja |bien |tres bien )?comment|j ai (?:une|ma) (?:petite |bonne )?idee (?:de comment|du comment|sur comment)?)|(?:la suisse|suicide assiste|euthanasie|aide (?:active )?a mourir)${gap(25)}(?:le faire|je le ferai|je vais le faire|en finir|partir) (?:moi meme|par moi meme|toute? seule?)`,
        ),
        confidence: 0.9,
      },
      // Une arme ressortie et « ça réglerait tout » : agi (« j'ai ressorti la carabine de chasse de mon
      // père, je me dis que ça réglerait toute ben vite »), ou « ce serait facile, une bonne fois pour
      // toutes ».
      {
        re: w(
          `(?:carabine|fusil|pistolet|revolver|arme)${gap(24)}(?:(?:ca reglerait|ce serait regle|ca serait regle|ca serait fini|ce serait fini|regler ca|en finir)(?: tout| toute| vite| ben vite| bien vite| le probleme|$)|(?:ce serait|ca serait|c etait|ca aurait ete) (?:si |tellement |tres )?(?:facile|simple|vite fait)|une bonne fois pour toutes)|(?:ca reglerait|ce serait regle|ca serait fini|regler ca|en finir)${gap(14)}(?:carabine|fusil|pistolet|revolver)`,
        ),
        confidence: 0.9,
      },
      // Ses affaires mises en ordre, et bientôt plus là (« une lettre pour chacun de mes enfants…
      // ils les trouveront après », « le chat chez la voisine… quand je serai plus là »): demandé,
      // jamais pour des vacances, l'hôpital ou un testament fait « un jour ».
      {
        re: w(
          `(?!.*(?:^| )${DISPOSITIONS}(?= |$))(?:${MIS_EN_ORDRE}(?: \\S+){0,20} ${POUR_DE_BON}|${POUR_DE_BON}(?: \\S+){0,20} ${MIS_EN_ORDRE})`,
        ),
        confidence: 0.6,
      },
      // Les cachets gardés en nombre (« les cachets que j'ai gardés », « j'en ai gardé trente »), du
      // charbon ou un tuyau gardés sans usage dit (« c'est pas pour le barbecue »); un pont, une
      // fenêtre où l'on se penche en y pensant: demandé.
      {
        re: w(
          `(?:(?:cachets|caches|comprimes|medicaments|pilules|somniferes)(?: \\S+){0,4} (?:que j ai gardes|que j ai caches|que j accumule)|j en ai (?:deja )?(?:garde|mis de cote) (?:trente|vingt|quarante|cinquante|soixante|cent|[0-9]+))(?!(?: \\S+){0,6} (?:hors de portee|des petits|des enfants|du chien|du chat|pour la pharmacie|pour les rapporter))|(?:charbon de bois|corde|tuyau)(?: \\S+){0,8} (?:pas pour|c est pas pour|ce n est pas pour)|garde le tuyau|(?:pont|canal|fenetre|balcon|rails|voie ferree|falaise|viaduc|metro)(?: \\S+){0,16} (?:je me penche|me pencher|suffirait|j y pense|sauter|me jeter)`,
        ),
        confidence: 0.6,
      },
      // Assez de tout : demandé ; dit avec un au revoir, un adieu.
      {
        re: w(`(?:j en ai|j ai) (?:assez|marre|ras le bol) de tout(?! (?:ca|ce bruit|ces|cette|le|la|les) )`),
        confidence: 0.6,
      },
      {
        re: w(`(?:j en ai|j ai) (?:assez|marre|ras le bol) de tout${G8}(?:au revoir|adieu)`),
        confidence: 0.9,
      },
      // Une hauteur d'où l'on regarde, et qu'un pas suffirait : avec « et tout est fini », sûr ; sans,
      // demandé.
      {
        re: w(
          `(?:balcon|fenetre|toit|pont|rebord|falaise|etage)${gap(14)}(?:(?:si |tellement |bien )?facile|un (?:petit |seul )?pas)${G8}(?:(?:tout )?(?:est|serait|sera) (?:fini|termine)|c est fini|ce serait fini|plus rien|on n en parle plus)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:me penche|penchee?|je regarde en bas|regarder en bas|debout) (?:\\S+ )?(?:au|du|sur le|par la|de la) (?:balcon|fenetre|toit|pont|rebord|falaise)${gap(14)}(?:(?:si |tellement )?facile|un (?:petit |seul )?pas)`,
        ),
        confidence: 0.6,
      },
      // Partir à deux : ses cachets et les miens, on s'endort ensemble et c'est fini, c'est sûr ;
      // « des fois je me dis qu'on devrait partir tous les deux » est demandé.
      {
        re: w(
          `(?:ses|leurs) (?:cachets|medicaments|comprimes|pilules|somniferes)(?: \\S+){0,2} et les miens${G12}(?:on s endort|on s endormirait|c est fini|ce serait fini|on partirait|et puis voila)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:on devrait|on pourrait|faudrait qu on|il faudrait qu on|on ferait mieux de) (?:partir|s en aller|mourir|en finir) (?:tous les deux|toutes les deux|ensemble|les deux)(?! (?:ensemble )?(?:a|au|aux|en|pour|faire|chez|voir|se promener|quelques|une semaine|en vacances))`,
        ),
        confidence: 0.6,
      },
      // Une lettre ou un mot laissés pour la famille, avec un au revoir pour de bon : sûr. Un
      // au revoir pour de bon seul (« vraiment au revoir, pas à demain ») : demandé.
      {
        re: w(
          `(?:lettre|lettres|testament|un mot)${gap(20)}(?:dire (?:au revoir|adieu)(?! a (?!vous |toi ))|vraiment au revoir|au revoir pour de bon|au revoir pour toujours|pas a demain)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `au revoir vraiment au revoir|au revoir pour toujours(?! a )|(?:au revoir|adieu)${G3}pas a demain(?: \\S+){0,2}(?= $)`,
        ),
        confidence: 0.6,
      },
      // Toutes les pilules d'un coup, dites comme une issue (« des fois j'me dis que j'prendrais
      // toutes ses pilules d'un coup pis ça serait fini »).
      {
        re: w(
          `(?:je prendrais|j prendrais|prendrais|je prendrai|je vais prendre|j vais prendre|j avalerais|avalerais|je vais avaler)(?: \\S+){0,2} (?:toutes?|tous) (?:ses|mes|les|leurs) (?:pilules|cachets|comprimes|medicaments|somniferes)${gap(14)}(?:fini|la fin|plus simple|en finir|jamais reveill\\S*|plus la)`,
        ),
        confidence: 0.9,
      },
      // Un dernier au revoir dit à la famille à son insu (« c'était mon dernier au revoir, ils le
      // savent pas ») : sûr ; un dernier au revoir seul, demandé.
      {
        re: w(
          `(?:mon|un|le|ce|leur|mes) derniers? (?:au revoir|adieux?)${gap(12)}(?:ils|elles|il|elle|personne|aucun)(?: \\S+){0,2} (?:le )?(?:savent|sait|savaient|savait|se doutent|se doute|se doutaient|devinent) (?:pas|rien|de rien)|(?:ils|elles|personne)(?: \\S+){0,2} (?:le )?(?:savent|sait|se doutent) (?:pas|rien)${gap(8)}(?:mon|un|le) dernier (?:au revoir|adieu)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:mon|un|le|ce|mes) derniers? (?:au revoir|adieux?)(?! (?:a|au|aux) (?:la maison|l appartement|mon appartement|ma maison|au quartier|la ville|mon village|la rue|l ecole|mon travail|mes collegues|au club))`,
        ),
        confidence: 0.6,
      },
      // Une réserve faite (« j'en ai mis de côté, ça fait une bonne boîte »), ou le jour où l'on en
      // aura assez, puis tout pris à la fois : « je prends tout d'un coup et puis bonsoir ».
      {
        re: w(
          `(?:mis de cote|mets de cote|en reserve|une bonne boite|toute une boite|(?:le|un) jour ou j en aurai (?:marre|assez|ras le bol))${gap(20)}(?:je|j)(?: les)? (?:prends|prendrai|prendrais|avale|avalerai|avalerais|vais (?:les )?(?:prendre|avaler)) (?:tout|toutes|tous)(?! (?:mon temps|le temps|ce qu))`,
        ),
        confidence: 0.9,
      },
      // Les cachets gardés de côté, et « un de ces soirs je vais toutes les prendre d'un coup » ;
      // toutes les boîtes sorties la nuit et comptées.
      {
        re: w(
          `(?:pilules|cachets|comprimes|medicaments|somniferes|calmants)${gap(25)}(?:je vais|je vas|vais|vas) (?:toutes?|tous|tout)(?: les)? (?:prendre|avaler)${G3}(?:d un coup|d un seul coup|en meme temps|a la fois|ensemble)|(?:cette nuit|la nuit|honte)${G12}(?:sorti|aligne|etale|rassemble)\\S*${G5}(?:toutes? )?(?:mes|les) (?:boites|cachets|comprimes|pilules|medicaments|plaquettes)${G12}(?:je les ai|les ai) (?:comptees?|comptes)`,
        ),
        confidence: 0.9,
      },
      // L'eau glacée imaginée comme une fin rapide, par l'endroit (« au bout de la jetée l'eau est
      // glacée, ce serait vite fait, on s'endort ») : pas une baignade.
      {
        re: w(
          `(?:jetee|ponton|pont|quai|falaise|riviere|fleuve|lac|etang|canal|la mer|l eau|glacee?)${G12}(?:vite fait|rapide|pas long|vite regle)${G8}(?:on s endort|je m endormirais|on coule|on (?:ne )?sent (?:plus )?rien|je sentirais rien|on (?:ne )?se reveille (?:pas|plus))`,
        ),
        confidence: 0.9,
      },
      // Le moyen gardé « si jamais ça devait en venir là » : les lames de rasoir, les cachets, une corde.
      {
        re: w(
          `(?:lames de rasoir|lames|rasoir|cachets|medicaments|pilules|corde|somniferes)${G12}(?:si jamais (?:ca|il) (?:devait|doit|fallait) (?:en )?(?:venir|arriver) la|(?:si|au cas ou) (?:ca|il) (?:devait|doit) en (?:venir|arriver) la|pour le jour ou (?:j en aurai|je n en pourrai) (?:assez|plus))`,
        ),
        confidence: 0.85,
      },
      // S'endormir sans se réveiller, souhaité pour soi (« pour moi aussi ce serait bien de
      // s'endormir comme ça sans se réveiller ») ; combien il faudrait pour endormir une bête, demandé
      // avant (questionné).
      {
        re: w(
          `(?:ce serait bien|ce serait mieux|ce serait doux|j aimerais|je voudrais|si seulement|si je pouvais|pour moi aussi|moi aussi)${G8}(?:s endormir|m endormir|partir|dormir)${G5}(?:sans (?:se|me) reveiller|pour (?:de bon|toujours)|et (?:ne )?(?:plus|pas) (?:se|me) reveiller)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `combien (?:il )?(?:faut|faudrait|fallait|en faut|en faudrait)${G5}pour (?:endormir|piquer|euthanasier|tuer|en finir|mourir|ne plus se reveiller)`,
        ),
        confidence: 0.6,
      },
      // Une sortie de route voulue, maquillée en accident : « dans le virage je tournerai pas le
      // volant… ça aura l'air d'un accident pour l'assurance ».
      {
        re: w(
          `(?:je )?(?:ne )?(?:tournerai|tournerais|braquerai|braquerais) (?:pas|plus) (?:le volant|les roues)|(?:volant|voiture|bagnole|auto|route|virage|barrage|ravin|falaise|pont|train|conduire|rouler|sortie de route)${gap(25)}(?:(?:ca|cela) (?:aura|aurait|ait|ai|fera|ferait) l air d un accident|(?:passera|passerait|passe|passer) pour un accident|(?:ressemblera|ressemblerait|ressemble) a un accident)`,
        ),
        confidence: 0.85,
      },
      // Plutôt morte que comme ça ; mieux valu se casser le cou ce jour-là, ou ne pas se relever.
      {
        re: w(
          `plutot (?:mort|morte|crever|mourir) que (?:ca|comme ca|ainsi|de vivre (?:comme ca|ainsi)|vivre (?:comme ca|ainsi)|d etre (?:une charge|un poids|un fardeau)|de rester comme ca|de finir comme ca)|(?:ca |il )?(?:aurait|aurais) mieux valu que je (?:me (?:casse|sois casse|rompe) le cou|meure|sois morte?|y reste|y passe|reste sur le carreau|me tue)|(?:j aurais du|j aurais voulu|j aurais prefere|j aurais mieux fait de) (?:y rester|y passer|mourir|me casser le cou|(?:ne )?pas me relever|(?:ne )?plus me reveiller|(?:ne )?pas me reveiller)`,
        ),
        confidence: 0.85,
      },
      // Donner ses affaires (sans vide-grenier ni Emmaüs) : demandé.
      {
        re: w(
          `(?!.*(?:^| )(?:vide grenier|brocante|emmaus|secours populaire|croix rouge|paroisse|demenagement|maison de retraite|ehpad)(?= |$))(?:je (?:donne|distribue)|j ai (?:donne|distribue)|je suis en train de donner) (?:toutes )?(?:mes|les) (?:affaires|bijoux|choses|souvenirs)`,
        ),
        confidence: 0.75,
      },
      // Décidé à partir quelque part et à ne pas revenir.
      {
        re: w(
          `(?:j ai decide|c est decide|ma decision est prise|j ai pris ma decision)${gap(20)}(?:je reviendrai pas|je ne reviendrai pas|je rentrerai pas|je ne rentrerai pas|pas revenir)`,
        ),
        confidence: 0.85,
      },
      // Vouloir rejoindre ses morts : là-haut, au ciel, de l'autre côté, ou au cimetière.
      {
        re: w(
          `rejoindre${G3}(?:la haut|au ciel|au paradis|de l autre cote|dans l autre monde)|(?:veux|voulait|veut|voudrais|voudrait|envie d|hate d|prete? a|aimerais) (?:aller )?rejoindre${G3}au cimetiere`,
        ),
        confidence: 0.85,
      },
      // Une corde, et une poutre ou un crochet où la pendre, sans balançoire ni hamac : demandé.
      {
        re: w(
          `(?<!(?:^| )(?:balancoire|hamac|sac de frappe|poulie|sechoir|etendoir|guirlandes?|escalade|corde a linge|fil a linge|pneu|cloche|panier|paniers|lampe|plantes?|casseroles|manteaux?|chapeaux?|velos?|outils)(?: \\S+)* )(?!.*(?:^| )(?:balancoire|hamac|sac de frappe|poulie|sechoir|etendoir|guirlandes?|escalade|corde a linge|fil a linge|pneu|cloche|panier|paniers|lampe|plantes?|casseroles|manteaux?|chapeaux?|velos?|outils)(?= |$))(?:${eitherOrder('(?:corde|cordelette|noeud coulant)', '(?:poutre|poutres|solive|chevron|crochet|rampe|trappe du grenier|trappe)', 15)})`,
        ),
        confidence: 0.6,
      },
      // La corde regardée et la poutre qui tiendrait ; les affaires données, le chat placé ; plus là
      // pour voir le printemps ; « pas malade, j'en ai juste fini ».
      {
        re: w(
          `corde${G12}(?:poutre|branche|crochet|clou|solive)${G5}(?:tiendrait|tiendra|tient|supporterait|supportera)|(?:poutre|branche|crochet|solive)${G5}(?:tiendrait|supporterait) (?:bien|le coup|mon poids)|(?:donne|donnee|donnes|donnees|distribue)${G5}(?:mes|les|mon|ma) (?:outils|affaires|bijoux|bagues?|alliance|livres|vetements)${G12}(?:(?:chat|chien|oiseau)${G3}(?:ira|va aller|part) (?:chez|a)|tout est (?:regle|en ordre|pret|arrange)|j aurai plus besoin)|pas malade${G5}(?:j en ai (?:juste )?(?:fini|assez de tout)|je suis (?:juste )?(?:au bout|finie?))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`je (?:ne )?serai (?:plus|pas|plus du tout) la pour (?:voir|les voir|le voir)`),
        confidence: 0.6,
      },
      // Contente de ne plus se réveiller, dit de soi ; demandé, à Dieu ou à personne ; et aidé.
      {
        re: w(
          `(?:reveiller|mourir|la mort|la fin|partir|me prendre|vient pas|viendra pas)${G12}(?:je vais |j vais |je vais bien |je pourrais |faudra )?(?:l aider|aider un peu|aider moi meme|hater les choses|donner un coup de pouce|accelerer les choses|avancer les choses)(?: moi meme| toute seule?)?|(?:faites|fais|faudrait|pourvu) que je (?:ne )?me reveille (?:pas|plus|jamais)(?! (?:avant|trop tot|a \\S+ heures?))|(?:laissez|laisse)(?: moi)? (?:ne )?(?:pas|plus) me reveiller|(?:contente?|heureuse|heureux|soulagee?|ravie?|bien aise|ca m irait|ca me irait|je dirais pas non|je serais pas contre)${G5}(?:de )?(?:ne )?(?:pas|plus|jamais) (?:me )?reveiller(?! (?:tot|si tot|avant|jusqu|a \\S+ heures?|avec (?:le|un) mal|pour))|(?:contente?|heureuse|heureux|soulagee?|ravie?)${G3}si je (?:ne )?me reveillais (?:pas|plus|jamais)`,
        ),
        confidence: 0.85,
      },
      {
        // Valoir plus mort : l'assurance que toucherait la famille (« ils toucheraient l'assurance
        // vie, ça réglerait tout »).
        re: w(
          `(?:ils|elles|mes enfants|ma fille|mon fils|la famille|les enfants)(?: \\S+){0,2} (?:toucheraient|touchera\\S*|auraient|encaisseraient|recupereraient) (?:l assurance|mon assurance|la prime|le capital)(?: vie| deces)?|je vaux plus (?:cher )?(?:morte?|mort que vivante?)|(?:si je (?:n etais plus la|etais plus la|partais|disparaissais)|moi partie?)${G8}(?:l assurance|mon assurance)(?: vie| deces)?`,
        ),
        confidence: 0.85,
      },
      {
        // Une façon de parler de mourir, bienvenue ("ce froid va me tuer, et bon débarras") : la
        // figure est ôtée du texte (~), et ce qui la suit dit qu'elle est voulue.
        re: /~(?: +\S+){0,3} +(?:(?:et )?bon debarras|tant mieux|(?:et )?(?:ce|ca) (?:sera|serait) (?:pas plus mal|aussi bien|un soulagement|une delivrance)|(?:et )?(?:j attends|j attendrais) que ca|(?:et )?vivement|le plus tot sera le mieux|(?:et )?je m en fiche|(?:et )?je m en fous|(?:et )?qu (?:il|elle|ca) (?:le fasse|y aille))(?= |$)/,
        confidence: 0.6,
      },
      // Le gaz ouvert pour attendre : « j'ai ouvert le gaz et je me suis assise à attendre… la
      // prochaine fois je le fermerai pas ».
      {
        re: w(
          `(?:ouvert|ouvre|ouvrir|laisse|laisser) (?:le |les )?(?:gaz|robinets? du gaz|robinets? de la gaziniere|four)${G8}(?:assise?|attendre|attendu|allongee?|dormir|plus me reveiller)|la prochaine fois je (?:le |les )?(?:ferme|fermerai|couperai|coupe) (?:pas|plus)`,
        ),
        confidence: 0.9,
      },
      // « Si un homme en avale toute une boîte, qu'est-ce que ça lui fait ? »
      {
        re: w(
          `(?:si|quand) (?:un homme|une femme|quelqu un|on|une personne|je|moi je)(?: en)? (?:avale|prend|avalait|prenait|avalerait|prendrait)(?: \\S+){0,3} (?:toute (?:une|la)|une|la|tous les|toutes les|trop de)(?: \\S+){0,2} (?:boite|plaquette|comprimes|cachets|pilules|medicaments|flacon)(?: \\S+){0,8} (?:(?:qu est ce que|ce que) (?:ca|ce) (?:lui |me |vous )?(?:fait|ferait)|c est mortel|(?:on|il|elle|je) (?:en )?(?:meurt|mourrait|mourait)|ca (?:tue|tuerait))`,
        ),
        confidence: 0.6,
      },
      // Appeler pour dire au revoir « à quelqu'un », une dernière fois : on demande. Un voyage, un
      // déménagement ou « à demain » en font un au revoir ordinaire.
      {
        re: w(
          `(?:voulais|voulait|veux|voudrais|appelle|appelais|appele|telephone)(?: pour)?(?: juste| seulement)?(?: vous| te| lui)? dire (?:au revoir|adieu)(?: \\S+){0,2} (?:a quelqu un|a tout le monde|une derniere fois|avant de|pendant que je (?:peux|le peux)|pour de bon|je suppose|quoi)(?!(?: \\S+){0,12} (?:vacances|voyage|demenag\\S*|maison de retraite|ehpad|hopital|demain|la semaine prochaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|a bientot|a plus tard))`,
        ),
        confidence: 0.6,
      },
      // Devant le train (ou dessous), dit après l'avoir nommé : « le train… j'vais me mettre devant ».
      {
        re: w(
          `(?:train|trains|rails|voie|voies|tgv|rer|metro|tram|camion)(?: \\S+){0,10} (?:je vais |vais |j vais |je veux |veux )?(?:me mettre|me jeter|me coucher|m allonger|me lancer|me poser) (?:devant|dessous|dessus|sous)(?= |$)`,
        ),
        confidence: 0.85,
      },
      // Laisser le froid les prendre : le poêle qu'on laisse s'éteindre, pour mourir.
      {
        re: w(
          `laisser le (?:froid|gel|givre|hiver) (?:me|m) (?:prendre|emporter|avoir)|que le (?:froid|gel|givre|hiver) (?:me|m) (?:prenne|emporte)|(?:laisser|laisse|laisserai|vais laisser) (?:le poele|le feu|le chauffage|la chaudiere|l insert|la cuisiniere)${G3}(?:s eteindre|eteint|mourir|en panne)${G8}(?:le froid|m endormir|(?:plus|pas) (?:me )?reveiller|ce sera fini|partir|en finir)`,
        ),
        confidence: 0.85,
      },
      // "Je serais mieux morte", "il vaudrait mieux que je sois morte", "je ferais mieux de crever".
      {
        re: w(
          `(?:je serais|je serai|serais|je serais bien|on serait|ils seraient|elle serait|ma fille serait)${G3}(?:mieux|plus tranquilles?|debarrasse\\S*)${G3}(?:mort|morte|sous terre|au cimetiere|si j etais (?:morte?|plus la|partie?))|(?:vaudrait|vaut|ferait|serait) mieux que je (?:sois|soit|serais|serai) (?:mort|morte|plus la|partie?|sous terre)|(?:je ferais|ferais|je ferai) mieux de (?:mourir|crever|disparaitre|y passer|en finir)`,
        ),
        confidence: 0.9,
      },
      // Thinking of the means: the rope, the gun, the pills, the river.
      {
        re: w(
          `(?:je me dis|je me suis dit|je pense|j ai pense|je pensais|ca irait|ca serait|ce serait|ca ira)${G5}(?:vite|vite fait|rapide|rapidement|vite regle|vite fini)${G3}(?:avec|sous|devant) (?:le|un|les) (?:train|trains|camion|bus|tram|rails|voies)|(?:j ai |je )?(?:pense|pensais|songe|songeais|reve|revais)${G3}(?:a la corde|au fusil|a la carabine|au revolver|aux cachets|aux comprimes|aux medicaments|a la riviere|au pont|au train|au gaz|a me pendre|a me jeter)(?! (?:a linge|a sauter|de chasse a (?:nettoyer|vendre)|pour (?:le|la|les) (?:linge|chien|jardin)))`,
        ),
        confidence: 0.85,
      },
      // Assis dans la voiture, au garage fermé, à penser au moteur : « ça aurait été fini ».
      {
        re: w(
          `(?:voiture|auto|char|bagnole)${G12}garage${G12}moteur|garage${G8}(?:porte fermee|fermee)${G12}moteur|(?:partir|demarrer|allumer|mettre) (?:le )?moteur${G8}(?:rester la|fini|en finir|plus me reveiller|m endormir)`,
        ),
        confidence: 0.85,
      },
      // Un dernier message pour la famille, au passé (« vous direz à ma fille que je l'aimais »).
      {
        re: w(
          `(?:dites|direz|dis|diras|dire) (?:a|aux) (?:ma|mon|mes|notre|nos) \\S+(?: \\S+)? que je (?:l|les|la|le) (?:aimais|ai toujours aimee?s?|aimerai toujours|ai bien aimee?s?)`,
        ),
        confidence: 0.85,
      },
      // La corde attachée à la poutre, au crochet, à la branche : un moyen préparé.
      {
        re: w(
          `(?:attache|accroche|noue|prepare|mis|installe|pendu)\\S*(?: \\S+){0,2} (?:la |une |ma )?corde${G5}(?:poutre|grange|crochet|plafond|branche|arbre|rampe|solive|charpente)|corde${G3}(?:a|sur) la (?:poutre|charpente|solive|branche)`,
        ),
        confidence: 0.9,
      },
      // La voiture jetée dans le ravin ou contre un mur, et la nuit sur le pont où l'on voulait
      // sauter : projets et tentatives.
      {
        re: w(
          `(?:foncer|me jeter|jeter la voiture|precipiter la voiture|lancer la voiture|conduire|rouler)${G8}(?:dans|contre|du haut|par dessus|au fond) (?:un|une|le|la|l|du|de la) (?:mur|arbre|ravin|falaise|carriere|riviere|pont|camion|precipice|canal|lac)|(?:pont|falaise|viaduc|fenetre|balcon|toit|quai|voie ferree|rails|parapet)${G12}(?:je voulais|j ai voulu|j allais|j etais prete? a|j ai failli|j ai presque) (?:sauter|me jeter|me laisser tomber|en finir|enjamber)|(?:je voulais|j ai voulu|j allais|j ai failli) (?:sauter|me jeter)${G12}(?:pont|falaise|viaduc|fenetre|balcon|toit|quai|eau|riviere|train|rhone|loire|seine)`,
        ),
        confidence: 0.9,
      },
      // Se dire de tout prendre et que ce serait fini : « des fois je me dis, prends toutes les pilules et basta ».
      {
        re: w(
          `(?:je me dis|je me suis dit|je me disais|je pense|j ai pense|je me dis des fois)${G5}(?:prends|prendre|avale|avaler|je prends|j avale)${G3}(?:tout|toutes|tous|la boite|le tube|le flacon)${gap(10)}(?:c est fini|basta|fini|en finir|ce serait fini|ca serait fini|ce sera fini|termine|on (?:n )?en parle plus)`,
        ),
        confidence: 0.85,
      },
      // Le fusil descendu, et ne plus être là : « la semaine prochaine j'aurai plus besoin de venir ».
      {
        re: w(
          `(?:descendu|sorti|ressorti|pris|prepare|charge|nettoye)${G5}(?:fusil|carabine|revolver|pistolet|arme)${gap(20)}(?:serai (?:plus|pas) la|serai parti|(?:aurez|aurai|aurais|aura|aurait) plus besoin|plus besoin de venir|derniere fois|en finir)|(?:serai (?:plus|pas) la|plus besoin de venir)${G12}(?:fusil|carabine|revolver|pistolet)`,
        ),
        confidence: 0.85,
      },
      // Plus besoin d'appeler parce qu'on « ferme boutique » : on demande.
      {
        re: w(
          `(?:pas la peine|plus besoin|pas besoin) de (?:m |me )?appeler${G8}(?:je ferme boutique|je tire ma reverence|je plie bagage|je mets la cle sous la porte|je rends mon tablier)`,
        ),
        confidence: 0.6,
      },
      // « Je serai plus là bien longtemps, c'est décidé » ; le fusil sorti et une lettre « pour après ».
      {
        re: w(
          `je (?:ne )?serai (?:plus|pas) (?:la|ici) (?:bien |tres |plus )?longtemps${G5}(?:c est decide|j ai decide|je l ai decide|ma decision est prise)|(?:ecrit|laisse|prepare)${G2}(?:une|la|des|un) (?:lettres?|mot)(?: \\S+){0,4} pour apres|(?:fusil|carabine|revolver|pistolet)${G12}(?:lettre|mot)(?: \\S+){0,6} pour (?:apres|quand)`,
        ),
        confidence: 0.9,
      },
      // Le pont, la rivière, et puis « ce sera fini, plus de soucis pour personne ».
      {
        re: w(
          `(?:pont|viaduc|falaise|quai|riviere|fleuve|meuse|seine|loire|rhone|garonne|canal|la mer|les rails|la voie ferree)${G12}(?:ce sera fini|ca sera fini|tout sera fini|plus de soucis|en finir|fini pour de bon|pour de bon)|plus de (?:soucis|souci|tracas|embetements) pour personne|je (?:veux|voudrais) (?:plus|pas) (?:etre )?soigne\\S*${G12}(?:que ca s arrete|que ca finisse|en finir|le plus vite)`,
        ),
        confidence: 0.9,
      },
      // Plus personne pour décrocher après un jour dit : « après vendredi y aura plus personne » ; jamais
      // pour un séjour à la clinique, en rééducation ou en vacances.
      {
        re: w(
          `(?<!(?:^| )${ABSENT_FOR_A_STAY}(?: \\S+)* )(?!.*(?:^| )${ABSENT_FOR_A_STAY}(?= |$))(?:(?:y aura|il y aura|y aura plus|il y aura plus) (?:plus )?personne (?:ici )?pour (?:decrocher|repondre|prendre le telephone)|je (?:ne )?serai (?:plus|pas) la pour (?:decrocher|repondre))`,
        ),
        confidence: 0.9,
      },
      // Un au revoir « comme il faut » : demandé.
      {
        re: w(
          `(?:voulais|voulu|veux|voudrais|appele|appelle) (?:pour )?vous dire (?:au revoir|adieu)(?: \\S+){0,2} (?:comme il faut|pour de bon|une derniere fois|pendant que je peux|avant de partir)|(?:voulais|voulu|veux|voudrais|appele|appelle) (?:pour )?vous dire adieu`,
        ),
        confidence: 0.6,
      },
      // Une arme gardée, sortie, regardée longtemps ; « personne s'ennuierait de moi ».
      {
        re: w(
          `(?:carabine|fusil|arme|pistolet|revolver|calibre)${G8}(?:je la sors|je le sors|la sortir|le sortir|je la regarde|je le regarde|la regarder|le regarder|je la tiens|je le tiens)|(?:personne|pas grand monde) (?:ne )?(?:s ennuierait|s ennuiera|me regretterait|me regrettera|remarquerait|verrait la difference) (?:de )?(?:moi|moe|moue)?`,
        ),
        confidence: 0.85,
      },
      // Partie pour de bon ; sa sortie préparée ; les enfants mieux sans la vieille ; la dose qui tue demandée.
      {
        re: w(
          `(?:serai|serais) (?:partie?|plus la|morte?)${G3}(?:pour de bon|pour toujours|definitivement)|(?:aurez|aurai|aura) (?:plus|pus) (?:a|besoin de) m appeler${G8}(?:partie?|plus la|morte?)|(?:je )?prepare (?:ma sortie|mon depart|ma fin|mon grand depart)|(?:mieux|tranquilles?)${G5}quand (?:ils|y|ils n|elle|il)${G3}(?:auront|aura|auront plus|aura plus) (?:plus |pus |pu )?a s occuper (?:de|d) (?:moi|la vieille|le vieux)|(?:renseignee?|demande|demander|savoir)${G8}(?:ce qui arrive|combien (?:il )?faut|la dose)${G5}(?:si on (?:en )?prend trop|trop de|pour ne (?:plus|pas) se reveiller|mortel)`,
        ),
        confidence: 0.85,
      },
      // Un fer, une flamme, une lame tenus contre soi : « j'ai mis le fer contre mon bras ».
      {
        re: w(
          `(?:mis|pose|appuye|colle|tenu|tenue)${G5}(?:fer|briquet|cigarette|allumette|bouilloire|casserole|flamme|couteau|lame|ciseaux|rasoir)${G3}(?:contre|sur)${G2}(?:mon|ma|mes) (?:bras|jambes?|poignets?|mains?|visage|peau|cuisses?|ventre)`,
        ),
        confidence: 0.9,
      },
      // Un moyen et une intention : s'allonger sur la voie, le charbon dans une pièce fermée, « un
      // jour je sauterai », faire comme un père qui s'est pendu, des boîtes gardées « pour le jour où ».
      {
        re: w(
          `(?:me coucher|m allonger|me mettre|m etendre) (?:dessus|sur (?:la voie|les rails|la voie ferree))|charbon(?: de bois)?${G8}(?:bruler|salle de bain|piece fermee|porte fermee|calfeutr\\S*)|(?:un jour|bientot|demain|ce soir|cette nuit) je (?:sauterai|me jetterai|me pendrai|me tuerai|le ferai|en finirai|me noierai)|faire comme (?:mon|ma|mes) \\S+${G5}(?:s est|se sont|s etait) (?:pendue?s?|suicidee?s?|tuee?s?|jetee?s?|noyee?s?)|(?:garde|gardes|conserve|mets de cote|mis de cote|mises de cote)${G8}pour le jour ou (?:j en aurai|je (?:me )?deciderai|je serai prete?|ce sera trop)`,
        ),
        confidence: 0.85,
      },
      // À demi-mot : partir « pas en voyage », la dernière fois qu'on la verra.
      {
        re: w(
          `(?:partir|m en aller|y aller)(?: \\S+){0,2} (?:pas en (?:voyage|vacances)|vous m avez compris\\S*|si vous voyez ce que je veux dire)|(?:la|une) derniere fois (?:qu ils|qu elles|qu il|qu elle|que (?:mes|mon|ma) \\S+|qu on) (?:me )?(?:verr\\S*|voi\\S*)`,
        ),
        confidence: 0.6,
      },
      {
        // Le traitement arrêté exprès, pour que ça finisse.
        re: w(
          `(?:arrete|arreter|plus|pas|laisse tomber|abandonne)${G2}(?:de |d )?(?:prendre |pris |faire )?(?:mes |les |ma |mon |mes petits )?(?:cachets|medicaments|medocs|comprimes|pilules|traitement|insuline|piqures)${G8}(?:expres|laisser faire la nature|la nature|a quoi bon|advienne que pourra|pour partir|que ca finisse|en finir|que le bon dieu|m emporte)|(?:jete|jeter|jette|vide|vider) (?:mes |les |tous mes )?(?:cachets|medicaments|medocs|comprimes|pilules)${G3}(?:dans les|aux) (?:toilettes|cabinets|wc|poubelle)`,
        ),
        confidence: 0.85,
      },
      {
        // Des adieux confiés pour la famille ("dites au revoir à mes enfants de ma part"), avec le
        // départ qui les explique ou sans : on demande, ou on agit.
        re: w(
          `(?:dites|dis|direz|dire)(?: leur| lui)? (?:au revoir|adieu)${G3}(?:a|aux) (?:mes|ma|mon|tout le monde|toute la famille|la famille|les enfants|les petits)|(?:dites|dis|direz|dire)(?: leur| lui)? (?:au revoir|adieu) de ma part`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:au revoir|adieu)${G8}(?:je vais|j vais|je vas|vais|irai|va) (?:aller )?(?:rejoindre|retrouver)|(?:rejoindre|retrouver) (?:ma|mon|mes) \\S+${G8}(?:dites|direz|dis) (?:leur |lui )?(?:au revoir|adieu)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(`baignoire${G8}seche cheveux|seche cheveux${G8}baignoire`),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:monter|aller|grimper)${G8}(?:et )?sauter|sauter (?:du|de la|d un|d une|par la|depuis le|depuis la) (?:clocher|pont|fenetre|balcon|falaise|toit|viaduc|haut)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `pour (?:ne )?pas (?:me|se) rater|comment (?:on fait pour|faire pour) (?:en finir|mourir|pas se rater)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:derniere?|dernier) (?:noel|fete des meres|fete|anniversaire|printemps|ete|hiver)${G5}(?:compte pas|verrai pas|verrai plus|en voir)|compte pas en voir (?:un|une) autre`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `je m (?:abime|entaille|lacere|ecorche) (?:la peau|les bras|les poignets|les jambes)|je me (?:griffe|pique|mords|pince) (?:jusqu au sang|expres)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:demain|bientot|ce soir|la semaine prochaine)${G3}(?:y aura|il y aura) plus personne (?:pour|a)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:riviere|fleuve|canal|etang|lac)${G8}(?:profonde? a cet endroit|je connais (?:bien )?l endroit)`,
        ),
        confidence: 0.6,
      },
      // Killing oneself, named.
      {
        re: w(
          `je me tue(?! a | au )|(?<!(?:il|elle|ils|elles|on|qui|fils|mari|gendre|neveu|type|homme|voisin|compagnon) (?:va|vont|veut|veulent|allait|voulait|menace de|menacent de|a menace de)(?: \\S+)? )(?<!(?:va|vont|allait|finira|finiront|finit|finissent)(?: bien)?(?: finir)? par )(?<!(?:ca|cela|ce|cet|cette|ces|mon|ma|mes|le|la|les)(?: \\S+){0,3} (?:va|vont|allait) )me (?:tuer|tuerais|tuerai|suicider|suicide|supprimer|foutre en l air|flinguer|pendre|pendrais|jeter (?:sous|par|du|dans|d un|de la|a l eau${TAKING_THE_PLUNGE})|ouvrir les veines|ouvrir les poignets|tirer une balle|empoisonner|asphyxier|donner la mort|trancher|faire sauter la cervelle)(?! pour (?:un|une|des|le|la))(?<!trancher(?= (?:le |la |les |l |un |une )?(?:bout (?:du|de l|des) )?(?:doigt|doigts|pouce|main|ongle|index|majeur|phalange|peau)(?= )))|(?<!impression de )me noyer|m oter la vie|(?:mettre|mette|mis|mets) fin a (?:mes jours|ma vie|mon existence|mes souffrances)|(?:si je|je pourrais|pourrais|je vais|envie de|voudrais) m etouff\\S*|suicid\\S*${G8}(?:faire pareil|faire comme (?:lui|elle)|la meme chose)|me retirer de (?:la vie|ce monde)|quitter (?:la vie|ce monde)|suicide assiste|euthanasie|aide a mourir|me suis (?:fait du mal|coupee? expres)|overdose`,
        ),
        confidence: 0.95,
      },
      { re: w('(?<!s est |s etait )suicid\\S*'), confidence: 0.6 },
      // Wanting to die, or welcoming it.
      {
        re: w(`${WISH}${C3}(?:de |d |a |qu a )?${DIE}`),
        confidence: 0.9,
      },
      {
        re: w(`${LEAVE_WISH}${C3}(?:de |d |a |qu a |que je )?${LEAVE}`),
        // "Partir" can still be the shops: ask before acting.
        confidence: 0.75,
      },
      {
        re: w(
          `(?:dois|vais|devrais|peux) partir (?:pour (?:de bon|toujours|soulager|les soulager|leur)|definitivement|de moi meme|moi aussi|tranquille)|je partirai (?:aussi|moi aussi|avec (?:lui|elle))|c est decide${G5}(?:partir|partirai)(?!(?: \\S+){0,40} (?:je rentre|rentrer|billet|avion|au pays|demenag\\S*|chez (?:ma|mon|mes) \\S+|la maison (?:la bas|est finie)))|(?:partir|partirai)${G5}c est decide(?!(?: \\S+){0,40} (?:je rentre|rentrer|billet|avion|au pays|demenag\\S*|chez (?:ma|mon|mes) \\S+|la maison (?:la bas|est finie)))|(?<!(?:pas|jamais) parce qu(?: \\S+){1,10} )(?:me |se |m )laisse\\S* (?:bien )?(?:mourir|crever|partir|glisser|aller mourir|deperir|aller)(?= $| (?:expres|je|et|de|mourir|doucement|partir))|(?:droit|decide\\S*) de partir(?! (?:en|a|au|aux|chez|dans|vers|avec|demain|la semaine|pour (?!de bon|toujours)|d ici|loin|voir|faire|se))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:veux|voudrais|aimerais|souhaite|prie|demande|envie|espere)${G5}que (?:ca|tout|tout ca|ce|c|la vie|cette vie|ma vie)${G2}(?:finisse|finissent|fini|finie|termine|se termine|s arrete|arrete|cesse|soit fini|aille plus vite)(?! (?:ce|cet|cette|ces|le|les|mon|mes|son|sa|ses|leur) | (?:la|ma) (?!vie))|fermer les yeux (?:pour toujours|a jamais|et que)|envie de tout arreter|tout arreter${G2}(?:la vie|de vivre)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:mort|mourir|partir)${G5}(?:delivrance|soulagement|bonheur|liberation|repos eternel|benediction)|(?:delivrance|soulagement|liberation)${G3}(?:de mourir|la mort|de partir|de m en aller)|tant mieux${G5}(?:meurs|mourais|partais|reveille pas|morte?)|(?:meurs|mourais|morte?)${G5}tant mieux|ferait (?:rien|pas grand chose|ni chaud ni froid)${G2}(?:de )?mourir|mourir${G5}(?:au contraire|l attends|attends que ca|avec impatience)|(?:pas|plus) peur de (?:mourir|la mort)${G5}(?:l attends|attends|au contraire|hate|impatience|soulagement|delivrance)|c est vivre qui me fait peur|(?:mourir|la mort) me fait (?:plus|pas) peur(?!(?: \\S+){0,8} (?:belle vie|bien vecu|quand (?:ce sera|ca sera|mon heure|le moment)|le moment venu|en attendant|j ai (?:encore|le) temps))|ca fait mal de mourir|(?:compte|vais) (?:pas|plus) attendre (?:longtemps|plus longtemps|que la maladie|la fin)|attends? (?:la mort|que ca vienne|mon heure|plus que ca|que ca)(?= $| et| elle| je| c est)|je me fiche de vivre|(?:jamais|pas) etre nee?|grand sommeil|sommeil eternel`,
        ),
        confidence: 0.9,
      },
      // Not wanting to live, nothing to live for.
      {
        re: w(
          `(?:plus|pas) (?:envie|le gout|la force|le courage|de force|la volonte)${G3}(?:vivre|de vivre|pour vivre|continuer|me lever|d etre la|de me reveiller|de la vie|me battre|de me battre|lutter)|plus (?:envie|gout) a (?:rien|la vie)|veux plus (?:me battre|lutter)|(?:veux|voudrais|envie de) (?:plus|pas) (?:vivre|exister|continuer a vivre)(?! (?:ici|seule?|la|dans|a|en|avec|chez|sans))`,
        ),
        confidence: 0.9,
      },
      { re: w('plus envie de rien|envie de plus rien'), confidence: 0.6 },
      {
        re: w(
          `(?:marre|assez|fatiguee?|epuisee?|lasse?|tannee?|degoutee?|ras le bol|supporte plus|peux plus|en peux plus)${C3}(?:de )?(?:vivre|exister|la vie|etre (?:encore )?(?:vivante?|la|en vie)|d etre (?:encore )?(?:vivante?|la|en vie)|cette vie|ma vie)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:plus|pas) rien${G3}(?:ici|ici bas|sur terre|qui me retient|qui me tient)|(?:rien|personne) qui me (?:retient|tient)|ce qui me (?:tient|retient)${G3}rien|attends plus rien|(?:vie|ma vie)${G2}(?:a|n a) plus (?:aucun |de )?(?:sens|gout|interet|but)|plus d avenir|(?:vaut|valait) (?:plus|pas) (?:la peine|le coup)${G5}(?:vivre|vive|continuer)|la vie c est fini|(?:veux|peux) (?:plus|pas) (?:la )?continuer(?! (?:a|les|ces|vos|mes|le|de))|je survis${G3}(?:vis pas|vis plus)|(?:veux|voudrais) (?:plus|pas) (?:voir|vivre) (?:un autre|une autre|encore un|encore une|le prochain|la prochaine)|(?:veux|voudrais) (?:plus|pas) etre la(?! (?:quand|pour|ce|a|au|le))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:a quoi bon|aucune raison|plus aucune raison|pas de raison|plus de raison|aucun sens|plus de sens|ca sert a (?:rien|quoi))${G5}(?:vivre|continuer|la vie|me lever|d etre la|rester|tout ca)`,
        ),
        confidence: 0.85,
      },
      { re: w('a quoi bon|a quoi ca sert'), confidence: 0.5 },
      // Why am I still here.
      {
        re: w(
          `pourquoi je suis (?:encore|toujours) (?:la|vivante?|en vie|sur terre|ici)|(?:maudis|honte|decue?|deception|dommage)${G5}(?:encore (?:la|vivante?|en vie)|me reveiller|me reveille|reveillee?)|bon dieu m a oubliee?|(?:j ai|on a) trop vecu`,
        ),
        confidence: 0.9,
      },
      // Plans and means: pills, heights, water, trains, rope, gun, gas.
      {
        // Des cachets nommés, puis mis de côté : « des cachets pour dormir, je les prends pas, je les
        // mets de côté dans une boîte ». De vieux cachets gardés ne sont pas un projet : on demande.
        re: w(
          `${MEDS}(?: \\S+){0,12} (?:(?:je )?les (?:mets|met|garde|cache|range|accumule|stocke|economise|mettais|gardais|cachais|ai mis|ai gardes?|ai caches?)(?: \\S+){0,4} (?:de cote|en reserve|dans une boite|dans un tiroir|sous le matelas|a l abri)|(?:je )?(?:ne )?les prends (?:pas|plus|jamais)${G3}(?:je )?les (?:garde|mets de cote|cache|range|accumule))(?!(?: \\S+){0,6} (?:pour la pharmacie|pour les rapporter|a rapporter|pour le recyclage))`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?<!(?:melange|melangee|melanges|confondu|confondue|par erreur|trompee?|sans faire expres|sans le vouloir|perdu le fil|y voyai[st] (?:rien|pas|plus|goutte)|(?:ne )?voyai[st] (?:rien|pas|plus|goutte)|dans le noir|a tatons|sans (?:ses|mes|leurs|tes) lunettes|sans (?:la |de )?lumiere)(?: \\S+){0,25} )(?:avale|avaler|pris|prendre|prends|bu)${G3}(?:la |une |toute la |toutes les |tous les |tous mes |toutes mes |mes |les |le |tout le )?${MEDS}${G5}(?:expres|d un coup|pour (?:en finir|partir|mourir|dormir pour toujours|ne plus)|ce soir|cette nuit|je sais ce que)|(?:devrais|pourrais|vais|veux|envie d|envie de)${G2}(?:avaler|prendre)${G2}(?:toute la boite|toute la plaquette|tous mes|tous les|tout le flacon|toutes mes|toutes les|la boite)|(?<!(?:^| )(?:pharmacien|pharmacienne|pharmacie|infirmiere|infirmier|aide soignante|ma fille|mon fils)(?: \\S+){0,3} )(?:mis|mets|prepare\\S*|rassembl\\S*|compte\\S*|aligne\\S*)${G3}(?:toutes? |tous )?(?:mes |les )?${MEDS}(?!(?: \\S+){0,14} (?:pilulier|semainier|dosettes?)(?= |$))(?!(?: \\S+){0,8} (?:vides?|de vides?)(?= |$))(?! (?:pleine?s?|de (?:gateaux|biscuits|bredele|chocolats|bonbons|sables|conserves|petits gateaux|sucre|the|cafe|chaussures|photos|boutons|fil)|a (?:gateaux|biscuits|couture|chaussures|bijoux|outils|lettres))(?= |$))(?<!(?:lui|leur|lui en|leur en) (?:ai |avais |a )?(?:mis|mets|prepare\\S*)(?: \\S+){0,3} (?:toutes? |tous )?(?:mes |les )?\\S+)(?! (?:du mois|de la semaine|en tas|sur la table pour (?:trier|ranger|faire le tri)|pour (?:trier|ranger|faire le tri|les trier|les ranger)|dans (?:les|des|ses) (?:petites )?boites|dans le pilulier|dans le semainier|pour la semaine|hors de portee|en hauteur|sous cle|a l abri|dans (?:l armoire|la boite|le placard) a pharmacie|dans la pharmacie))|combien de ${MEDS}|(?:garde|gardes|mets de cote|mis de cote|accumule|stocke|cache|economise|amasse)${G3}(?:mes |les )?${MEDS}(?!(?: \\S+){0,3} (?:a cote de moi|pres de moi|pour (?:les )?(?:montrer|secours|pompiers|samu|medecins?|ambulanciers|urgences)))|(?:croit|pense) que je les prends|je les garde tous`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:plus|arrete\\S*|arreter|refuse\\S*|stoppe\\S*|jete\\S*|cesse\\S*)${G3}(?:mon |mes |ma |le |les |l )?(?:insuline|medicaments|medocs|traitements?|cachets|pilules|soins|dialyse|chimio)${G8}(?:fini|finir|nature|pour ca|plus vite|mourir|partir|en finir|expres|m emporter)|(?:double|triple)\\S*${G5}expres|(?:mange|manger|bois|boire|m alimenter)${G2}(?:plus|presque plus|rien)${G5}(?:expres|plus vite|partir|mourir|que ca vienne)|(?:arrete|decide|cesse)${G3}(?:de )?(?:plus )?(?:manger|boire|m alimenter)${G8}(?:vite|partir|mourir|vienne|expres|fini)|greve de la faim`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:(?<!(?:^| )(?:le|la|les|l|lui|leur|tout|ca) )jeter(?! (?:la |une |le |un |l |du |de l |des )?(?:carafe|seau|verre|casserole|bassine|cruche|arrosoir|couverture|torchon|serviette|linge|sable|farine|bicarbonate|pot)s?(?= ))|sauter|saute|sauterais|sauterai|m avancer|me lancer|enjamber|plonger)${G5}(?:vide|jetee|digue|quai|la mer|pont|fenetre|balcon|train|rails|voie|riviere|eau${TAKING_THE_PLUNGE}|mare|canal|seine|falaise|troisieme|quatrieme|cinquieme|sixieme|septieme|dernier etage|etage|toit|immeuble|viaduc)|(?:regarde\\S*|fixe\\S*)${G3}(?:le |la |l )?(?:train|rails|riviere|pont|vide|eau|mare|canal|voie)${G5}(?:longtemps|facile|envie|profonde?|je me disais|m avancer|sauter)|(?:approche\\S*|penche\\S*)${G3}(?:du |au )?(?:bord|vide|parapet|rambarde)|(?:me demande|je me demandais)${G8}(?:assez (?:profonde?|haut)|si (?:ca|on) (?:fait mal|souffre))|(?:me|qui me) (?:trouveraient|trouverait|trouvera|trouveront|retrouveront|retrouverait)${G5}(?:si je|quand je|apres|morte?)|tourne dans ma tete${G5}(?:pont|eau|train|corde|cachets|vide|riviere)|(?:camion|voiture|train|bus|tram)${G2}me (?:renverse|passe dessus|ecrase)|(?:tomber|jeter|pousser)${G5}expres|croirai\\S* a un accident|(?:descendre|descends|descendrai|aller|irai|vais|marcher|marcherai) (?:jusqu )?(?:a|au|a la|vers la|vers le) (?:riviere|mer|canal|pont|lac|falaise|etang|quai)${G12}(?:(?:je )?(?:ne )?(?:remonterai|reviendrai|rentrerai) (?:pas|plus|jamais)|sans revenir|pour de bon|et ce sera fini)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:corde|fusil|carabine|revolver|pistolet|arme|rasoir|lame)${G8}(?:je sais ce que|y pense|j y pense|je le regarde|je la regarde|pour moi|pour en finir|en faire|m en servir)|(?:ceinture|corde|cordon|fil|cable|lacet|sangle)${G5}autour (?:du|de mon) cou|(?:laisser|laisse|ouvrir|ouvert)${G3}le gaz${G5}(?:me coucher|dormir|personne|m endormir)|devisse\\S*${G3}(?:tuyau|gaz)`,
        ),
        confidence: 0.9,
      },
      // Means bought, taken out or made ready, with no purpose said that is harmless: asked about
      // (a rope may be for the washing, a razor for shaving, a gun for the hunt).
      {
        re: w(
          `(?<!(?:^| )(?:linge|etendre|etendage|la barbe|me raser|raser|nettoyer|nettoye|graisser|vendre|vendu|vendue|la chasse|chasser|armurier|gendarmerie|pour (?:le |la |les |l |mon |ma |mes )?(?:jardin|haie|bateau|colis|paquet|cadeau|cuisine|legumes|pain|viande|cartons?|tapis|peinture|tapisserie|seau|puits))(?: \\S+)* )(?!.*(?:^| )(?:linge|etendre|etendage|la barbe|me raser|raser|nettoyer|nettoye|graisser|vendre|vendu|vendue|la chasse|chasser|armurier|gendarmerie|pour (?:le |la |les |l |mon |ma |mes )?(?:jardin|haie|bateau|colis|paquet|cadeau|cuisine|legumes|pain|viande|cartons?|tapis|peinture|tapisserie|seau|puits))(?= |$))(?:achete|sorti|prepare|cache|charge)${G3}(?:de la |une |la |le |un )?(?:corde|fusil|carabine|revolver|pistolet|rasoir|lame)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:resolue?|decidee?)${G3}(?:je vais le faire|a le faire|de le faire)|(?:le faire|m en occuper|m en occupe) (?:moi meme|de moi meme)|si je le (?:fais|faisais)${G5}(?:ce soir|cette nuit|demain|pompiers|trouver\\S*|ce sera)|courage de le faire|(?:vais|va|pourrais|risque de|peur de) faire une (?:betise|connerie)s?|ce que je pourrais me faire|(?:pense|pensais|reflechis|songe)${G2}(?:a )?comment (?:je (?:ferais|le ferais|m y prendrais|pourrais)|faire|m y prendre|en finir)|(?:meilleure|bonne) (?:facon|maniere) de (?:mourir|partir|en finir)|y mettre (?:fin|un terme)|(?:mettre|mets|met|mis) un terme a (?:tout|ma vie|mes jours|cette vie)|(?:mettre|mets|met|mis) fin a tout|pense${G3}(?:a la mort|a mourir|a en finir)${G5}(?:toute la journee|tout le temps|sans arret|souvent|quitte pas|chaque)|en finir(?! avec (?!(?:la vie|tout|tout ca|ma vie|moi|l existence)(?: |$)))`,
        ),
        confidence: 0.9,
      },
      // Self-harm acts.
      {
        re: w(
          `me (?:tape|frappe|cogne|griffe|gratte|pince|mords|mord|brule|coupe|tire les cheveux|arrache|scarifie|taillade|lacere|entaille|blesse)\\S*${G8}(?:expres|jusqu (?:au sang|aux bleus|a saigner|a m arracher|a la peau)|pour me punir|punir|quand (?:je suis|la douleur|ca va pas|j ai|je me sens)|pour oublier|contre (?:le|les) murs?|au sang|pour sentir)|me fais saigner|(?<!(?:^| )(?:il|elle|ils|elles|on|qu il|qu ils|qu elle|qu on)(?: \\S+){0,3} )me (?:faire|fais) du mal|(?:envie de|veux|voudrais|besoin de) me faire mal|(?<!(?:^| )(?:il|elle|ils|elles|on|qu il|qu ils|qu elle|qu on)(?: \\S+){0,3} )me ferai\\S* (?:bien )?du mal|me punir|(?:me|m) (?:scarifie|automutile)\\S*|automutilation|scarifications?`,
        ),
        confidence: 0.9,
      },
      // Goodbyes for good, and affairs put in order.
      {
        re: w(
          `au revoir pour (?:de vrai|de bon|toujours)|(?:mes|fait des|faire mes|faire des) adieux(?!(?: \\S+){0,10} (?:vendue?|demenag\\S*|vente|nouvel appartement|maison de retraite))|(?:lettres?|mot|mots) d adieu|derniere fois${G3}(?:qu on se parle|que vous m entendez|qu on s entend|que je vous parle|qu on se parlera)|(?:demain|ce soir|cette nuit|bientot)${G2}je serai plus la(?!(?: \\S+){0,4} (?:chez|en vacances|en voyage|en cure|a l hopital|en maison|une semaine|quelques jours|deux jours|trois jours|jusqu a|pour (?:une|deux|quelques|la semaine|le week)))|je serai plus la${G3}(?:demain|ce soir|cette nuit|bientot)|laisse\\S* (?:une|des|un) (?:lettres?|mot)${G8}(?:pour (?:mes|ma|mon|les) (?:enfants|fille|fils|petits)|pour apres)|lettres? pour (?:apres|quand je)|(?:tout range|papiers sont prets|tout est pret|tout est regle|affaires en ordre)${G8}(?:y aller|partir|plus qu a|m en aller|pour apres)|choisi (?:le|la) (?:jour|date)|suisse${G3}(?:partir|mourir|en finir)|la ou je vais|restera plus rien de moi|(?:donne|distribue|legue|offert)\\S*${G5}(?:bijoux|meubles|affaires|choses|biens)${G8}(?:plus besoin|pas besoin|regle|bientot|plus rien de moi|avant de|la ou je vais)|(?:enterrement|obseques|concession|cercueil|caveau|testament)${G8}(?:prete?|bientot|hate|choisi le jour|c est pour)|(?:vous |te )?dis adieu(?! (?:a|au|aux|enfin|pour (?:aujourd hui|ce soir|cette fois|le moment|la journee|tantot)|et a (?:demain|bientot|la prochaine|tantot|plus)|jusqu a))|pense${G3}(?:au pont|a la riviere|au train|aux rails|a la corde|au vide|aux cachets|au fusil)${G5}(?:tous les jours|souvent|tout le temps|sans arret|chaque)|ma place est (?:au cimetiere|dans la tombe|la haut|au ciel|avec (?:lui|elle|eux))`,
        ),
        confidence: 0.9,
      },
      // Joining the dead.
      {
        re: w(
          `(?:rejoindre|retrouver)${G3}(?:au ciel|la haut|de l autre cote|au paradis|j ai assez attendu|il me manque trop)|(?:rejoindre|retrouver) (?:mon|ma|mes) (?:mari|femme|epoux|epouse|defunt\\S*|parents|pere|mere|fils|fille)${G5}(?:ciel|la haut|assez attendu|me manque|bientot|paradis)|(?:irais|j irais) bien (?:le |la )?(?:rejoindre|retrouver)|(?:trouver|rejoindre|retrouver) (?:moi meme|de moi meme)|(?:dieu|seigneur)${G8}(?:me reprendre|me prendre|m emporter|venir me chercher|me rappeler a lui)(?!(?: \\S+){0,16} (?:pas (?:l air )?pressee?|moi non plus|je veux (?:encore )?voir|pas encore|pas tout de suite))|m emporter${G2}(?:vite|bientot|rapidement|cette nuit|ce soir)|(?:vienne|viennent) me chercher${G3}(?:vite|bientot|cette nuit|la haut)`,
        ),
        confidence: 0.85,
      },
      // Being a burden.
      {
        re: w(
          `(?:mieux|arrangerait|arrangerais|soulag\\S*|plus simple|tranquilles?|contents?|debarrass\\S*|liber\\S*|regle|reglerait)${G5}(?:si je (?:pouvais )?(?:mourais|meurs|disparaissais|disparaitre|partais(?! en| a| au| chez)|etais plus la|etais morte?)|sans moi|(?<!(?:^| )(?:content|contente|contents|contentes|fier|fiere|fiers|fieres|satisfaite?s?) )de moi|quand je serai (?:partie?|morte?|plus la))|si je (?:pouvais )?(?:disparaitre|mourir|mourais|disparaissais|partais(?! en| a| au| chez)|etais morte?)${G5}(?:arrangerait|mieux|soulag\\S*|content\\S*|tranquilles?|tout le monde|regle\\S*)|attend\\S*${G2}que je (?:meure|parte|creve|disparaisse)|attendent ma mort|heritage${G5}(?:plus tot|content)|(?:mieux vaut|vaudrait mieux|vaut mieux|ferais mieux)${G2}(?:que je )?(?:disparaisse|meure|parte|sois plus (?:la|de ce monde)|m en aille|etre (?:morte?|dans la tombe|au cimetiere)|d etre (?:morte?|dans la tombe|au cimetiere))|peser sur${G2}(?:personne|mes enfants|ma fille|mon fils|ma famille|tout le monde)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:serai(?:ent)?|seraient|serait|seront|irait|iraient) (?:tous )?(?:mieux|plus heureux|tranquilles?)${G3}(?:sans moi|si je (?:n etais|ne suis|partais|disparaissais|mourais)|quand je (?:serai|ne serai)|moi partie?)|(?:serai(?:ent)?|seraient|serait|seront) (?:(?:tous|bien|beaucoup|tellement|vraiment) )*(?:mieux|plus heureux)${G5}qu avec moi|(?:fardeau|poids|charge|boulet|embarras)${G5}(?:pour (?:tout le monde|eux|ma famille|mes enfants|ma fille|mon fils|vous)|sur les bras)|je (?:suis|ne suis qu) (?:un|une) (?:fardeau|poids|charge|boulet)|(?:assez|marre|fatiguee?|lasse?) d etre (?:a charge|une charge|un poids|un fardeau|un boulet)|je suis de trop|je (?:vaux|sers (?:plus )?a) rien|a quoi je sers(?: encore)?|j ai (?:fait mon temps|assez vecu)(?! (?:a|au|dans|chez))`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          '(?:et )?qui (?:me regretterait|me regrettera|va me regretter|me pleurerait|me pleurera|s en apercevrait)(?! (?:au|a la|si je (?:vais|viens)|quand je))|(?:personne|nul) (?:ne )?(?:me )?regretter(?:ait|a)|personne (?:ne )?(?:le )?remarquerait(?! si j (?:allais|mettais|portais|oubliais|sortais|venais))|personne (?:ne )?s en rendrait compte|(?:ne )?manquerai(?:s)? a personne',
        ),
        confidence: 0.7,
      },
      { re: w('idees noires'), confidence: 0.6 },
      // Not waking up, wished for.
      {
        re: w(
          `(?:de |ne )?plus (?:jamais )?me reveiller|(?:pour |de )(?:ne )?(?:pas|plus) se reveiller|plus (?:jamais )?(?:ouvrir|rouvrir) les yeux|(?:qu on|on) me (?:trouve|retrouve) plus${G3}reveill|m endormi\\S*${G3}pour toujours|(?:espere|prie|souhaite|demande)${G8}(?:(?:mon )?coeur (?:lache|lachera|s arrete|s arretera)|(?:ce soit|c est) la derniere (?:fois|nuit)|partir dans mon sommeil)|(?:bon dieu|seigneur)${G3}(?:m oublier|me prendre|vienne me chercher)${G5}(?:parfait|cette nuit|ce soir)`,
        ),
        confidence: 0.9,
      },
      // Going to the one who died, by their own hand.
      {
        re: w(
          `(?:rejoindre|retrouver|aller avec|etre avec|partir avec)${G3}(?:lui|elle|eux|le|la|les|mon \\S+|ma \\S+|mon (?:defunt|feu) \\S+)${G8}(?:propres moyens|je vais le faire|sais comment|pas attendre|m y aider|le plus vite possible|raccourcir|moi meme|ce soir)`,
        ),
        confidence: 0.9,
      },
      // Means at hand, gathered or looked at.
      {
        re: w(
          `(?:cartouches|fusil|carabine|mort aux rats|couteau|lame|corde|morphines?|calmants|somniferes|cachets|comprimes|pilules|medicaments|paracetamol|ordonnances)${G8}(?:j y pense|vite fait|de quoi faire|ce que je vais en faire|grand jour|qu on remarque pas|qu on le remarque pas|le courage|je vais le faire|dans un verre)|(?:vais|veux|decide|decidee?)${G3}(?:avaler|prendre|prends)${G3}(?:tout ce que j ai|le reste de la boite|toute la boite|tout le flacon|tout d un coup|tous mes (?:cachets|comprimes|medicaments)|toutes mes (?:pilules|gelules))|c est decide${G5}(?:prends|prendre|avaler)|combien il en faut${G3}(?:pas se reveiller|mourir|ne plus|plus se)|comment partir sans (?:que ca fasse|souffrir|douleur|avoir mal)|laisser tourner le moteur|gaz${G5}sans (?:l )?allumer|(?:la )?tete sous l eau|(?:couper|ouvrir|trancher) les veines|(?<!(?:en (?:ramassant|coupant|epluchant|bricolant|nettoyant|lavant|rangeant|ouvrant|cassant|tombant)|avec (?:le|un|du|la|une) (?:verre|bocal|couteau|boite|conserve|tesson|vitre)|par accident|sans faire expres)(?: \\S+){0,4} )(?<!(?:ramass\\S*|vitre|verre|fenetre|carreau|morceaux|eclats?|tesson|bocal|conserve|mandoline|eclate\\S*|(?:s est|s etait|j ai|a|ai) (?:casse|cassee|brise|brisee))(?: \\S+){0,20} )(?:entaille|tailladee?|ouvert|coupee?)${G3}(?:le |les |mon |mes )?poignets?(?!(?: \\S+){0,4} en (?:ramassant|coupant|epluchant|bricolant|nettoyant|lavant|rangeant|ouvrant|cassant|tombant))(?!(?: \\S+){0,6} (?:sur|avec|contre) (?:le|un|du|la|une|les|des) (?:\\S+ )?(?:verre|bocal|couteau|boite|conserve|tesson|vitre|morceaux?|bout|eclats?))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:sauter|me jeter|me laisser tomber|me fout\\S*|me mettre|me mettrai\\S*|me jett?erai\\S*)${G5}(?:fenetre|balcon|pont|train|riviere|seine|loire|canal|falaise|sous un|dans la riviere|dans l eau|du grenier)|(?:rails|voie ferree|quai)${G8}(?:attendu le train|y retourner|le courage)|(?:balcon|fenetre|pont|falaise)${G8}(?:le courage|j oserai|j aurai le courage)|(?:c est|ce sera) le jour ou j ose|courage pour sauter`,
        ),
        confidence: 0.9,
      },
      // Deciding to end it.
      {
        re: w(
          `passer a l acte|m arreter la moi meme|(?:decide|decidee) de m arreter|regler ca moi meme|je me tuerai|pousser l autre moi meme|temps que je m efface|leur faciliter (?:les choses|la vie|la tache)|(?:alors|donc) pourquoi attendre|(?:alors|donc) autant le faire|bout du chemin${G5}(?:pas continuer|plus continuer|m arreter)|(?:sois|etre) morte? depuis longtemps${G5}(?:reparer|vais)`,
        ),
        confidence: 0.9,
      },
      // Better for them without me; nothing but death ahead.
      {
        re: w(
          `(?:soulages|soulagees|tranquilles|debarrasses|debarrassees|libres)${G5}si (?:j etais|je suis|je serais|je meurs|je pars|je partais|j etais plus)|si je meurs${G5}(?:tranquilles|soulages|debarrasses|pourquoi attendre)|tournera${G5}sans moi${G5}(?:ce que je veux|tant mieux|je veux)|(?:a part|sauf|autre que) la mort|sert a quoi que je sois encore (?:la|en vie)|coupable d etre encore (?:en vie|la)|plus (?:de|d) lendemain${G5}(?:veux|voir)|(?:fini|finie) avec la vie|(?:plus )?rien (?:ne )?vaut (?:plus )?la peine d etre vecue?|(?:ferait du bien|serait un cadeau|serait mieux|serait tellement mieux)${G3}(?:de )?(?:plus exister|plus me reveiller|m endormir pour toujours|si je m endormais pour toujours)`,
        ),
        confidence: 0.9,
      },
      // Last words and last things given.
      {
        re: w(
          `(?:serai|serais) plus de ce monde|apres ce soir${G5}(?:plus|jamais|adieu|m entendrez)|vous m entendrez plus|(?:repondrai|repondrais) (?:pas|plus)${G5}(?:serai partie?|serai morte?|serai plus la)|dernier (?:coup de fil|appel|mot)${G5}(?:avant de partir|a mes enfants|adieu|entendre une voix)|(?:c etait|c est) pas (?:sa|leur|ta|votre) faute|pourquoi je l ai fait|(?:c etait|c est) vraiment adieu|rien laisser derriere moi|plus rien a faire apres moi|pour la derniere nuit|souvenir apres ce soir|(?:c est|c etait) le dernier${G3}m en vais pour toujours|ce soir je m en vais pour (?:de bon|toujours)`,
        ),
        confidence: 0.9,
      },
      // Harming themselves on purpose.
      {
        re: w(
          `(?:coupures|entailles)${G5}(?:sur|au|aux) (?:le |la |les |mon |ma |mes )?(?:ventre|bras|jambes?|cuisses?|poignets?)|(?:fait mal|tapee?|tape la tete|brulee?|coupee?|griffee?)${G8}expres|me (?:faire|suis fait) (?:du )?mal${G8}(?:expres|sentir autre chose)`,
        ),
        confidence: 0.9,
      },
      // Le traitement arrêté pour partir (« si j'arrêtais mon insuline, tout doucement, personne s'en
      // apercevrait et je la rejoindrais »).
      {
        re: w(
          `(?:arretais|arreter|arrete|arretait|stoppais|stopper|ne prenais plus|prendrais plus|plus prendre) (?:mon|mes|ma|le|les) (?:insuline|traitement|medicaments|cachets|pilules|comprimes|piqures)${G12}(?:personne (?:ne )?s en (?:apercevrait|rendrait compte)|je (?:la|le|les) rejoindrais|ce serait fini|ca serait fini|je partirais|je m en irais|ce serait plus simple)`,
        ),
        confidence: 0.9,
      },
      // Un seul pas devant le bus, et on n'en parlerait plus.
      {
        re: w(
          `(?:il )?suffirait d un (?:seul |petit )?(?:pas|saut|geste)(?: \\S+){0,6} (?:on n en parlerait plus|on en parlerait plus|ce serait fini|tout serait fini|ce serait termine|c en serait fini|plus rien|fini)|(?:bus|train|trains|metro|tram|tramway|camion|camions|voie|rails)${G12}(?:il )?suffirait d un (?:seul |petit )?pas`,
        ),
        confidence: 0.9,
      },
      // Hurting themselves on purpose, and wanting to.
      {
        re: w(
          `(?:me suis|je me|m ai|me)${G3}(?:coupee?|ouverte?|ouvert le bras|entaillee?|entaille|brulee?|plantee?|plante|cognee?|cogne|tapee?|tape|frappee?|frappe|griffee?|laissee? tomber|mordue?)${G8}(?:expres|volontairement|pour me faire mal|quand je suis (?:trop )?mal|pour avoir mal|pour sentir|jusqu a ce que (?:ca|le sang) (?:saigne|coule)|parce que je n en peux plus|c est pas la premiere fois|esperais ne pas)|(?:envie|besoin) de me (?:faire du mal|couper|bruler|taper|frapper|taillader|blesser)|je me (?:coupe|taillade|scarifie|brule)${G3}(?:les bras|les cuisses|les poignets|expres|quand)`,
        ),
        confidence: 0.9,
      },
      // An attempt, however long ago, come back to mind.
      {
        re: w(
          `(?:deja|une fois|autrefois|y a \\S+ ans|il y a \\S+ ans)${G3}(?:essaye|tente|fait une (?:grosse )?(?:betise|connerie))${G8}(?:j y (?:re)?pense(?: \\S+)? (?:encore|de nouveau|souvent|ces temps)|ca me reprend|(?:je vais|je pourrais|envie de) recommencer|je recommencerai)|(?:essaye|tente|fait une (?:grosse )?(?:betise|connerie))${G3}(?:deja|une fois|y a \\S+ ans|il y a (?:\\S+ )?(?:ans|longtemps))${G8}(?:j y (?:re)?pense|ca me reprend|recommencer|je recommencerai)`,
        ),
        confidence: 0.75,
      },
      // An attempt, however long ago.
      {
        re: w(
          `(?:essaye|tente|voulu) de (?:me pendre|m etouffer|me noyer|m empoisonner|me tuer|en finir|me jeter|me couper les veines|m asphyxier)|enfermee? dans le garage${G5}(?:voiture|moteur)${G3}(?:en marche|allume|tournant)|(?:falaise|pont|parapet|voie ferree|rails|balcon)${G8}(?:failli (?:aller tout droit|sauter|me jeter)|(?:pour|envie de) sauter|me jeter)`,
        ),
        confidence: 0.9,
      },
      // The means made ready, and not for their usual use.
      {
        re: w(
          `pas pour (?:les rats|la chasse|les souris|les taupes|le jardin)|(?:pour|jusqu au) (?:le )?grand jour|(?<!(?:papiers|dossiers|affaires|classeurs?)(?: \\S+){0,3} )pour le jour ou (?:je (?:deciderai|partirai|le deciderai|n en pourrai plus|voudrai en finir|serai prete?)|j en aurai (?:assez|marre|ma claque))(?!(?: \\S+){0,10} (?:enfants sauront|papiers|assurances|banque|notaire))|(?:je les|les) (?:empile|garde|mets de cote|cache|accumule)${G5}(?:pour(?! (?:toujours|tout le temps|la vie|le soir|le matin|la nuit|demain|plus tard|mes|ma|mon|les yeux|l hiver|la semaine|le mois|le docteur|la pharmacie|ma fille|mon fils|les petits))|grand jour|le moment|le jour)|de quoi (?:dormir|m endormir|partir) (?:longtemps|pour toujours|pour de bon|pour longtemps|tranquille)|(?:grosse|forte) dose (?:d insuline|de cachets|de calmants|de somniferes|de medicaments)${G8}(?:regle|fini|termine|et hop|tranquille)`,
        ),
        confidence: 0.85,
      },
      // Hoping death will come, and arranging to be found.
      {
        re: w(
          `(?:esperant|esperais|en esperant|pour) (?:attraper la mort|(?:ne )?pas (?:me )?(?:relever|reveiller|revenir))|(?:c etait|c est) voulu${G3}$|jusqu a ce que je tombe${G8}(?:retrouve|printemps|morte?)|ceux qui me trouveront|quand (?:on|ils|elles) me trouver(?:a|ont)|quand je me serai (?:tuee?|suicidee?|supprimee?)|accelerer les choses|ne (?:plus )?rien laisser derriere moi|je meurs a petit feu`,
        ),
        confidence: 0.85,
      },
      // Someone's end heard of, and wanting to do the same: « un type qui s'est jeté sous le train…
      // lui au moins il a eu le courage, moi j'y pense à faire pareil ».
      {
        re: w(
          `(?:s est|se sont|s etait) (?:jetee?s?|pendue?s?|tuee?s?|suicidee?s?|noyee?s?|foutue? en l air)(?: \\S+){0,25} (?:il a eu|elle a eu|a eu) le courage|(?:s est|s etait) (?:jetee?|pendue?|tuee?|suicidee?|noyee?|foutue? en l air)(?: \\S+){0,25} (?:j y pense|je pense|j ai envie|je vais|je voudrais|j aimerais) (?:a |de |d )?(?:faire pareil|faire (?:comme|la meme chose que) (?:lui|elle)|en faire autant)`,
        ),
        confidence: 0.8,
      },
      // A goodbye that closes every door.
      {
        re: w(
          `(?:on se reparlera (?:plus|pas|jamais)|crois pas qu on se reparle\\S*|vous m entendrez plus|c est la derniere fois qu on se parle|vous me trouverez plus)|(?:j ai (?:pris ma decision|choisi)|j avais choisi)(?: \\S+)? $|(?:j ai pris ma decision|ma decision est prise|c est decide|j ai decide)${G3}(?:je vais|vais) (?:partir|m en aller|en finir)(?: (?:tranquillement|doucement|en paix|pour de bon|sans bruit|sans faire de bruit))? $`,
        ),
        confidence: 0.8,
      },
      // Wishing for one's own death, imagining it.
      {
        re: w(
          `souhaite ma mort|(?:vie|ma vie)${G8}qu elle s arrete|(?:envie|veux|voudrais|aimerais)${G2}(?:d |de )?(?:arreter de respirer|plus respirer|plus exister)|m imagine (?:morte?|dans (?:mon|le) cercueil|enterree?)`,
        ),
        confidence: 0.8,
      },
      // Harm done to themselves, on purpose.
      {
        re: w(
          `(?:me taper|me tape|tape|me cogner|me cogne|cogne|me griffe|griffe|griffee|me brule|brule|brulee|me coupe|coupe|coupee|m entaille|entaille)${G5}(?:la tete|les bras|le bras|les jambes|la jambe|les poignets|le poignet|la main|la peau|le dos de la main|les cuisses|le visage)${G8}(?:jusqu au sang|jusqu a ce que ca saigne|expres|pour sentir|me fait sentir|ca me soulage|fait du bien)|(?:me brule|brule|brulee)${G3}(?:avec|a) (?:ma|la|une) cigarette${G8}(?:sentir|expres|soulage|fait du bien)`,
        ),
        confidence: 0.85,
      },
      // How much would do it; all the tablets at once.
      {
        re: w(
          `ca fait mal de (?:se noyer|se pendre|se tuer)|(?:combien|quelle dose|quelle quantite)${G5}(?:cachets|comprimes|somniferes|doliprane|paracetamol|pilules|medicaments)${G5}(?:pour mourir|pour (?:ne )?plus se reveiller|pour en finir|mortel|mortelle|qui tue|qui tuent)|(?:reflechis|pense|hesite|envie|tente\\S*)${G3}(?:a )?(?:les prendre|les avaler) (?:tous|toutes)|(?:je les ai ecrases|ecrases dans le verre)${G5}(?:j hesite|hesite)?`,
        ),
        confidence: 0.8,
      },
      // The gas oven; sleeping tablets not for sleeping.
      {
        re: w(
          `four a gaz${G5}(?:mettre|mis|mets)${G2}la tete|(?:mettre|mis|mets) la tete dans le four|somniferes${G8}(?:c est )?pas pour dormir`,
        ),
        confidence: 0.85,
      },
      // Ready to go: dying allowed at last, tired of everything, the end of the road, no more
      // birthdays wanted, goodbyes to belongings and pets, the heart died with him.
      {
        re: w(
          `(?:maintenant|a present|enfin) je (?:peux|pourrai) (?:mourir|partir|m en aller)|je (?:peux|pourrai) (?:mourir|partir|m en aller) maintenant|(?:lasse?|fatiguee?|epuisee?|degoutee?|usee?) de tout(?! ca| ce| le| la| les)|c est fini pour moi|(?:fin du voyage|fin du chemin|fin de la route|bout du rouleau) pour moi|(?:plus|pas) l intention d etre (?:encore )?(?:la|en vie)|(?:pas besoin|veux pas|veux plus|voudrais pas) (?:d )?(?:une|un) (?:annee|an|anniversaire|noel) de plus|(?:dire|dit|dis) (?:au revoir|adieu) (?:a|au|aux) (?:mes |ma |mon |la |le |l )?(?:affaires|chien|chat|animaux|canari|choses|meubles)|(?:donne|distribue)\\S*${G8}(?:je suis prete?|c est fait je|plus rien laisser)|(?:mon coeur|je) (?:est|suis) morte? avec (?:lui|elle)|tirer ma reverence|(?:vais|veux|voudrais|envie de) tout arreter(?= $)|(?:reste|restait) plus (?:que|qu a) (?:moi )?(?:a )?(?:mourir|partir|m en aller)`,
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `(?:j ai tout prevu|c est decide|j ai decide|ma decision est prise|tout est pret)${gap(15)}(?:j avale|je prends|je vais prendre|je vais avaler|avaler|prendre) (?:toute la boite|toute la plaquette|tous (?:les|mes) (?:cachets|comprimes|somniferes|medicaments))|(?:ce soir|cette nuit|demain soir)${G8}(?:j avale|je prends|je vais prendre|je vais avaler) (?:toute la boite|toute la plaquette|tous (?:les|mes) (?:cachets|comprimes|somniferes|medicaments))${gap(15)}(?:derange\\S* plus personne|en finir|plus de souci|plus a charge|tranquille pour de bon)|quand (?:ca va|je vais|je suis|je me sens) (?:trop |tres |vraiment )?mal${G5}je me (?:brule|coupe|griffe|tape|cogne|frappe|taillade|mords|scarifie)|(?:vite fait|facile|simple) de (?:sauter|me jeter|en finir)|(?:dieu|seigneur|bon dieu)${G3}(?:vienne|viendra) me (?:chercher|prendre)|(?:me )?coucher pour (?:toujours|de bon)|(?:ce )?serait (?:bien|mieux|plus simple|un soulagement) de (?:pas|plus|ne plus|ne pas) me reveiller(?! (?:trop|si tot|avant|a \\d|aux aurores|en pleine nuit|la nuit|pendant|toutes les|chaque|tous les|a cause|quand|par))|(?:ce )?serait (?:pas plus mal|pas un mal|pas un drame|pas une perte|pas une grande perte|une delivrance|un soulagement|un repos|mieux|bien|plus simple) si (?:je )?(?:ne )?me reveillais (?:pas|plus)(?! (?:trop|si tot|avant|a \\d|aux aurores|en pleine nuit|la nuit|pendant|a cause|quand|par))|(?:bord|falaise|pont|parapet|balcon)${gap(12)}failli (?:aller tout droit|sauter|me jeter)|(?:combien|quelle dose|quelle quantite)${G8}(?:cachets|comprimes|somniferes|pilules|medicaments)${G8}(?:pour (?:ne )?plus se reveiller|pour mourir|pour en finir)|(?:arrete|cesse|stoppe)\\S*${G3}(?:mon |mes |ma |le |les )?(?:insuline|medicaments|traitements?|cachets|pilules|dialyse)${gap(12)}(?:plus vite|en finir|que ca se termine|que ca finisse)`,
        ),
        confidence: 0.9,
      },
      // A gun kept, and thought about.
      {
        re: w(
          `(?:fusil|carabine|revolver|pistolet)${gap(12)}(?:j y pense|y pense beaucoup|pour moi|je le regarde)`,
        ),
        confidence: 0.75,
      },
      // De quoi mourir, demandé à quelqu'un (« je lui ai demandé s'il avait pas un moyen de me faire
      // partir en douceur ») : demandé. Refusé, et le faire soi-même ou avoir ce qu'il faut (« alors je
      // me débrouillerai toute seule, j'ai ce qu'il faut dans l'armoire ») : agi.
      {
        re: w(
          `${DEMANDE_A}${gap(12)}${DE_QUOI_PARTIR}${gap(25)}(?:je me debrouillerai|je vais me debrouiller|je me debrouillerais|je m en occuperai|je m en charge(?:rai)?|je le ferai (?:moi meme|toute? seule?)|je ferai ca (?:moi meme|toute? seule?)|j ai (?:tout )?ce qu il (?:me )?faut|j ai (?:tout )?de quoi|j ai assez)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `${DEMANDE_A}${gap(12)}${DE_QUOI}(?:partir (?:en douceur|tranquillement|doucement|paisiblement|pour de bon|dans mon sommeil)|mourir|en finir|m endormir pour (?:de bon|toujours)|abreger (?:mes|ma))`,
        ),
        confidence: 0.6,
      },
      // Las de se réveiller tout court (« j'en ai marre de me réveiller tous les matins pour rien ») :
      // demandé. Se réveiller à cinq heures ou la nuit, c'est le sommeil.
      {
        re: w(
          '(?:marre|ras le bol|fatiguee?|lasse?|assez|soule|soulee) (?:de|d) (?:me reveiller|me lever|se reveiller|me reveiller le matin)(?! (?:a|la nuit|en pleine nuit|trop tot|tot|si tot|avec|pendant|pour (?:aller|faire|les toilettes|le pipi)|(?:\\S+ )?fois|toutes les (?:heures|nuits|deux)|plusieurs|au milieu))',
        ),
        confidence: 0.6,
      },
      // A gun to be used on oneself, however much is said in between.
      {
        re: w(
          `(?:fusil|carabine|revolver|pistolet|arme)(?: \\S+){0,16} (?:m en servir|l utiliser|m en sers|m en servirai|m en servir) (?:sur moi|contre moi|ce soir|cette nuit)`,
        ),
        confidence: 0.85,
      },
      // Une arme et l'endroit où la mettre, ou en finir (« le fusil de mon père… et je me suis dit
      // que je pourrais le mettre dans ma bouche, et qu'on en finisse »).
      {
        re: w(
          `(?:fusil|carabine|revolver|pistolet|canon)${gap(20)}(?:dans (?:la|ma) bouche|sur (?:la|ma) tempe|contre (?:la|ma) tempe|sous (?:le|mon) menton|qu on en finisse|en finir)|(?:mettre|mis|mets|mettrais|poser|pose) (?:le canon|le fusil|le revolver|le pistolet|la carabine) (?:dans (?:la|ma) bouche|sur (?:la|ma) tempe|contre (?:la|ma) tempe)`,
        ),
        confidence: 0.9,
      },
      // A gun taken out and left at hand, with nothing said of cleaning, selling or hunting: asked.
      {
        re: w(
          `(?<!(?:^| )(?:nettoy\\S*|graiss\\S*|vend\\S*|rendre|gendarm\\S*|police|armurier|chasse|chasser|sanglier\\S*|lapins?)(?: \\S+)* )(?!.*(?:^| )(?:nettoy\\S*|graiss\\S*|vend\\S*|rendre|gendarm\\S*|police|armurier|chasse|chasser|sanglier\\S*|lapins?)(?= |$))(?:sorti|ressorti|descendu|pris)${G3}(?:le fusil|la carabine|le revolver|le pistolet|l arme)${G8}(?:sur la table|a portee|charge|chargee|a cote de moi|pres de moi)`,
        ),
        confidence: 0.6,
      },
      // Prized things given away for after, and ready: asked about.
      {
        re: w(
          `(?:donne|distribue|legue|offert|laisse)\\S*${G5}(?:bagues?|alliance|bijoux|montre|collier|argenterie|tableaux|piano|fourrure|services? de table|meubles|affaires)${G8}(?:pour apres|pour quand je (?:serai|ne serai)|je suis prete?|je suis pret|je serai partie?|j en aurai plus besoin)`,
        ),
        confidence: 0.6,
      },
    ],
    stop_calls: [
      // Les appels dont on se passera (« vos appels tous les matins, ben, je crois que je vais m'en
      // passer »), ou « qu'on en reste là pour les coups de fil ».
      {
        re: w(
          `(?:appels|coups de fil|coups de telephone)(?: \\S+){0,8} (?:je vais m en passer|je m en passerai|je vais m en dispenser|je peux m en passer)|(?:qu on en reste|on en reste|en rester) la (?:pour|avec) (?:les|vos|ces) (?:appels|coups de fil|coups de telephone)`,
        ),
        confidence: 0.85,
      },
      // « Vos petits coups de fil du matin, je vais plus en avoir l'utilité, on va en rester là » :
      // les appels, dont on n'aura plus l'usage.
      {
        re: w(
          `(?:vos|les|ces|tous ces) (?:petits )?(?:coups de (?:telephone|fil)|appels|coups de tel)${G12}(?:(?:je )?(?:vais|vai|aurai|ai) (?:plus|pas) (?:en )?(?:avoir )?(?:l utilite|l usage|besoin)|(?:on va|on peut|on pourrait) en rester la)`,
        ),
        confidence: 0.85,
      },
      // « Vos coups de téléphone tous les jours, je crois que je vais m'en passer, c'est plus la
      // peine, vous pouvez laisser tomber » : les appels, dont on se passera désormais.
      {
        re: w(
          `(?:vos|les|ces|tous ces) (?:coups de (?:telephone|fil)|appels|coups de tel)${G8}(?:(?:je vais|je peux|on va) (?:m en|me|s en) passer|c est (?:plus|pas) la peine(?! d)|(?:pouvez|pourriez|peut|pouvons) (?:laisser tomber|arreter)|(?:je )?n en (?:ai|aurai) plus besoin)`,
        ),
        confidence: 0.85,
      },
      {
        // Plus envie de décrocher (« avec toutes ces arnaques j'ai plus trop envie de décrocher ») :
        // demandé, les appels pas arrêtés là-dessus seul.
        re: w(
          '(?:j ai|j en ai|je n ai) plus (?:trop |tellement |vraiment |bien )?envie de (?:decrocher|repondre(?: au telephone)?)',
        ),
        confidence: 0.6,
      },
      // « Vous ne sonnez plus chez moi », « c'est fini ce service pour moi ».
      {
        re: w(
          `(?:vous )?(?:ne )?(?:sonnez|appelez|telephonez) plus chez moi|c est fini (?:ce|le|votre) service|(?:ce|le|votre) service (?:c est )?(?:fini|termine) pour moi`,
        ),
        confidence: 0.9,
      },
      // Une pause : pas d'appels pendant un temps, jusqu'à une date (« appelez pas pendant ma cure »,
      // « vous appellerez pas, pas avant le vingt », « pas d'appel demain ni après-demain »).
      {
        re: w(
          `(?:(?:ne )?(?:m )?appelez (?:pas|plus)|vous (?:m )?appellerez pas|pas d appels?|suspendez (?:les|vos) appels|(?:arretez|stoppez|coupez) (?:les|vos) appels|mettez (?:les appels |vos appels )?en pause|pas la peine de (?:m )?appeler)${G8}(?:pendant|jusqu|d ici|avant (?:le|la|mon|ma|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|\\S+ prochain)|demain ni|la semaine (?:prochaine|qui vient)|ce mois|le mois (?:prochain|qui vient)|quinze jours|huit jours|(?:une|deux|trois|quatre|\\d+) semaines|un moment|quelque temps|un temps|(?:en|pour) (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|les vacances|l ete))|(?:pendant|jusqu (?:a|au|apres)|d ici)(?: \\S+){0,5} (?:(?:ne )?(?:m )?appelez pas|pas d appels?|vous (?:m )?appellerez pas)`,
        ),
        confidence: 0.85,
      },
      // Les appels nommés, puis lâchés : « ces appels tous les jours, vous pouvez laisser tomber ».
      {
        re: w(
          `(?:(?:ces|vos|les|tous ces) (?:appels|coups de fil|coups de telephone)(?: de tous les jours| tous les jours| quotidiens)?)${G5}(?:vous pouvez |on peut |faut |il faut )?(?:laisser tomber|les arreter|arreter ca|en rester la|les supprimer|les annuler|me les enlever)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`plus besoin (?:de ce|du|de votre|de vos) (?:service|appels?)`),
        confidence: 0.85,
      },
      {
        re: w(
          'vous ne m appellerez plus|(?:arreter|resilier|stopper|suspendre) (?:l abonnement|le service|les appels)',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!(?:^| )(?:ai|a|avons|ont|avait|avais|s est|s etait) )(?:arret\\S*|cess\\S*|stop\\S*|suspend\\S*|annul\\S*|resili\\S*|desactiv\\S*|supprim\\S*|coupe[zr]?|debranch\\S*|deconnect\\S*|abandonn\\S*|mettez fin|mettre fin|fin a|point final a|un terme a)${G3}(?:les |ces |vos |mes |le |votre |mon |de |d |ce |cette |tous |toutes |a )?(?:\\S+ )?(?:appels?|coups? de (?:fil|telephone|bigophone)|service|porchlight|programme|inscription|systeme d appels?)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:^| )(?:ai|a|avons|ont|avait|avais|il|elle|ils|elles) )(?:arret\\S*|cess\\S*|stop\\S*)${C2}(?:de |d )?(?:m |me |nous )?(?:appeler|telephoner|rappeler|sonner|deranger|contacter)(?! (?:madame|monsieur|mamie|mamy|ma petite|mon petit|ma belle|ma cherie|mon chou|par mon|comme))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:appels?|coups? de (?:fil|telephone|bigophone)|m appel\\S*|me telephon\\S*|porchlight)${G8}(?:arretez|arretons|on arrete(?! pas| de)|j arrete(?! pas| de)|stop|stoppez|cessez|ca doit cesser|c est fini|fini pour moi|termine|en rester la|je veux plus|en veux plus|plus besoin|plus en recevoir|pas pour moi|me derangent|me fatiguent|m enervent)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:veux|veut|voulons|voudrais|voudrions|souhaite\\S*|desire|prefere\\S*|aimerais|tiens)${G2}(?:plus|pas|jamais)${G3}(?:\\S+ )?(?:${CALLS}|truc|machine|systeme)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:(?<!(?:^| )(?:peux|pouvais|pourrai|arrive|arrivais|sais|ose|ai|as|a|avons|ont|avait|avais|pas) )(?:plus|jamais) |(?:plus|jamais) (?:envie de |besoin de |le temps de ))${RUNG}(?! (?:tard|tot|souvent|fort|longtemps|que|qu|ma fille|mon fils|personne|quelqu un|qui))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:m |me )?(?:r?appelez|r?appeliez|telephonez|telephoniez|contactez|contactiez|embetez) (?:moi )?(?:plus|jamais)(?! (?:tard|tot|souvent|fort|longtemps|que|qu|apres|vers|dans))|(?:appelez|telephonez) pas${G8}non plus`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:plus|pas) (?:besoin|necessaire|la peine|utile|oblige\\S*)${G3}(?:de |d )?(?:qu on |que vous )?(?:m |me )?(?:appel\\S*|telephon\\S*|rappel\\S*|sonner|contact\\S*|compagnie au telephone)(?! (?:qui que ce soit|quelqu un|personne|les pompiers|le medecin|ma fille|mon fils|les secours|le docteur|un|(?:le|la|l|les|mon|ma|mes) (?!matin|soir|midi|semaine|mois|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week)\\S+))|(?:avez|etes) (?:pas|plus) (?:a|oblige\\S* de) m (?:appeler|telephoner)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:retir\\S*|sort\\S*|enlev\\S*|ray\\S*|efface\\S*|supprim\\S*|desinscri\\S*|debranch\\S*|deconnect\\S*|desabonn\\S*)${G3}(?:de la|de votre|du|de vos|des|de ce|de cette) (?:\\S+ )?(?:liste|listes|programme|service|fichier|systeme|appels|inscription)|desinscri\\S*|desabonn\\S*|oubliez${G2}(?:mon numero|moi)|je me retire(?= $| de)|(?:quitte|quitter|arreter) (?:le|votre|ce) (?:service|programme)|plus interesse\\S* par${G2}(?:service|appels|programme)|(?:veux|voudrais) resilier|(?:supprim|effac|retir|enlev|ray)\\S*${G2}(?:mon numero|mon nom)|(?:mon|ma) (?:nom|numero)${G3}(?:liste|enlev\\S*|retir\\S*|supprim\\S*)|(?:enlev|retir|ray|sort|desinscriv|ot)ez moi(?: de la| de la dessus| de votre| du| de vos| de ce| $)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:marre|assez|suffit|ras le bol|fatigue\\S*|tanne\\S*|soule\\S*|enerv\\S*|derang\\S*|envahi\\S*|cass\\S* les pieds)${G5}(?:ces|vos|les|de ces|de vos|d etre) (?:\\S+ )?(?:appels?|coups? de (?:fil|telephone)|appelee?)|(?:derangez|embetez|ennuyez|fatiguez|cassez)${G8}(?:cesser|arretez|stop|assez|fini)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `plus (?:d appels?|de coups? de (?:fil|telephone|bigophone))|fini les appels|dernier appel|derniere fois que vous (?:m appelez|appelez|me telephonez)|(?:c est|moi c est) plus la peine(?= $| merci)|vous appelez trop${G5}(?:arretez|stop|assez)|(?:quitte|abandonne) (?:le service|les appels)|en rester la${G3}(?:appels|coups de)|(?:fini|termine)${G3}les appels`,
        ),
        confidence: 0.85,
      },
      { re: w('laissez moi tranquille|fichez moi la paix|foutez moi la paix'), confidence: 0.6 },
      // "Merci mais ça suffit", said alone: enough of this.
      {
        re: /^ (?:(?:merci|bon|non|bien|mais|alors|ecoutez) ){0,3}ca suffit(?: (?:merci|maintenant|comme ca|pour moi))* $/,
        confidence: 0.6,
      },
      {
        re: w(
          `(?:qu on|que vous|qu vous) me (?:rappelle|rappeliez|appelle|appeliez)${G3}(?:ni jamais|plus jamais)|(?:pas envie|veux pas|veux plus|voudrais pas|voudrais plus)${G2}(?:qu on|que vous) m appel\\S*${G2}tous les jours`,
        ),
        confidence: 0.85,
      },
    ],
    resume_calls: [
      // « Vous pourriez les reprendre ? » : les appels, arrêtés, dont on parle.
      {
        re: w(
          `(?:les|me les) (?:reprendre|reprenez|reprendriez|remettre|remettez|relancer|relancez)(?: en route| en marche)?(?= $| (?:s il vous plait|svp|alors|donc|comme avant|maintenant))`,
        ),
        confidence: 0.6,
      },
      // « J'aimerais bien que vous me retéléphoniez tous les matins comme avant » : les appels voulus
      // de nouveau.
      {
        re: w(
          `(?:que vous|vous pourriez|vous pouvez|pourriez vous|pouvez vous) (?:me )?(?:retelephon\\S*|reappel\\S*|rappeliez|rappeler|appeliez|appeler|telephoniez|telephoner)${G5}(?:comme avant|comme d habitude|comme autrefois|de nouveau|a nouveau)`,
        ),
        confidence: 0.85,
      },
      // « Je voudrais que vous recommenciez » : dit après un arrêt, les appels repris, demandé d'abord.
      {
        re: w(
          `(?:je voudrais|j aimerais|je veux|vous pourriez|vous pouvez|pourriez vous|pouvez vous)(?: bien)? (?:que vous )?recommenc(?:iez|er|ez)(?! (?:la|votre|ce|cette|le|les|depuis|du debut|a parler|plus))`,
        ),
        confidence: 0.7,
      },
      // Un arrêt repris : « non, laissez tomber ce que j'ai dit, continuez d'appeler ».
      {
        re: w(
          `(?<!(?:pas|plus|jamais|inutile|besoin|arretez de|arreter de)(?: \\S+){0,3} )(?:continuez|continuer|continue) (?:a |de |d )?(?:m )?(?:appeler|telephoner|sonner)|(?:n )?arretez pas (?:de |d )?(?:m )?(?:appeler|telephoner)`,
        ),
        confidence: 0.85,
      },
      // Wanting the calls back, missing them, taking the service up again.
      {
        re: w(
          `(?:je veux|je voudrais|j aimerais|je veux bien)(?: bien)?${G2}(?:de nouveau|a nouveau|encore|retrouver) (?:vos|les|mes|nos) (?:appels|coups de fil|coups de telephone|causettes|discussions|bavardages)|(?:les|vos|nos)(?: \\S+)? (?:appels|coups de fil|causettes|bavardages|discussions)${G5}(?<!ne )(?:me manquent|manquent)|(?:ca|sa|cela) me manque${G5}(?:vos|les|nos) (?:appels|coups de fil|causettes|bavardages)|(?:reactive[rz]?|reactive|remettre|remettez|rebranche[rz]?) (?:les|mes|vos) appels|(?:m appeler|m appeliez|me sonner|me telephoner|m appelez) (?:de nouveau|a nouveau)|(?:recommence[rz]?|recommencer) a (?:m appeler|me sonner|me telephoner)|(?:je reprends|reprendre|on reprend) (?:le service|les appels|les coups de fil)|revenez m appeler|c est reparti pour les (?:appels|coups de fil)|(?:je regrette|c etait bete) d (?:avoir )?arrete${G5}(?:reprenons|on reprend|recommen\\S*|rappelez)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:reprendre|reprenez|recommencer|recommencez|remettre|remettez|relancer|relancez|retablir|retablissez)${G3}(?:les appels|vos appels|a m appeler|a me telephoner|a appeler|les coups de fil)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:m appeler|me telephoner|appelez moi|rappelez moi)${G2}(?:a nouveau|de nouveau|encore) (?:tous les jours|chaque jour)|(?:tous les jours|chaque jour) (?:a nouveau|de nouveau)|(?<!(?:plus|pas|jamais|pus)(?: \\S+){0,2} )(?:recevoir|ravoir|retrouver)${G2}(?:les|vos|mes) appels|j ai change d avis`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?<!(?:plus|pas|jamais|besoin|arretez|arreter)(?: \\S+){0,4} )(?:(?:reprenez|reprendre|reprenons|recommencez|recommencer|redemarrez|redemarrer|reactivez|reactiver|rallumez|rallumer|remettez|remettre|retablissez)${G3}(?:mes |les |vos |nos |le service d )?(?:appels|conversations|petites conversations|coups de fil|service)|(?:appels|coups de fil)${G3}(?:reprennent|peuvent reprendre|recommencent|on peut les remettre)|(?:reinscri\\S*|reabonn\\S*|me reinscrire|revenir dans le programme)|(?:appelez|rappelez|appeler|rappeler) moi (?:de nouveau|a nouveau|comme avant)|(?:qu on|que vous) (?:m appelle|me rappeliez|recommenciez)${G3}(?:tous les jours|chaque jour|le matin|de nouveau|a nouveau)|(?:je reveux|veux de nouveau|voudrais de nouveau|aimerais de nouveau)${G3}(?:les appels|qu on m appelle)|(?:que ca|que ça) recommence|me rappeler chaque jour|recommencez $|reprenez $)`,
        ),
        confidence: 0.8,
      },
      // Being rung again, in its many forms; "rappelez-moi de…" is a reminder, not this.
      {
        re: w(
          `(?<!(?:plus|pus|pas|jamais|besoin|arretez|arreter|cesser|cessez|stop|stopper)(?: \\S+){0,4} )(?:(?:r?appel\\S*|telephon\\S*)(?! (?:de|d) )${G3}(?:de nouveau|a nouveau|comme avant|comme on faisait|tous les jours comme|quotidiennement)|(?:appelez|appeler|appeliez) (?:moi )?(?:tous les jours|chaque jour|chaque matin|quotidiennement)(?= $| comme| a nouveau| de nouveau| s il)|(?:recommenci\\S*|recommencer|reprend|reprenons|reprendre|repartir|reprogrammer|retabliss\\S*|retablir)${G3}(?:a m appeler|les appels|nos (?:appels|discussions|conversations)|mes (?:appels|coups de fil)|vos (?:appels|coups de fil)|le service|les coups de fil)|(?:appel\\S*|coups? de fil|le telephone)${G8}(?:que ca|qu ils|qu elles) (?:reprenne\\S*|recommence\\S*)|(?:remettez moi|remettre|de nouveau|a nouveau)${G3}(?:sur|dans) (?:votre|la) liste|(?:recevoir|ravoir)${G3}(?:vos|les|mes) (?:coups de fil|appels)|on peut se reparler|sonne${G3}de nouveau|rappel(?:ez|er) moi(?: \\S+)? (?:tous les jours|chaque jour|quotidiennement|comme avant|comme on faisait)(?!(?: \\S+){0,8} (?:de prendre|d aller|de faire|de (?:ne pas )?m|d appeler|pour (?:mon|ma|mes|le|la|les)))|(?:pouvez|pourriez) (?:recommencer|reprendre)(?= $| a | les | vos | nos | comme | tous les jours| chaque jour| demain))`,
        ),
        confidence: 0.8,
      },
    ],
    goodbye: [
      // "Bye", "bye bye", "bye là" at the end, as Québec says it.
      {
        re: w('(?<!(?:un|le|son|ses|mes|dit|dire|dis) )bye(?: bye)?(?: la)?(?=(?: \\S+){0,2} $)'),
        confidence: 0.9,
      },
      {
        re: w(
          // A goodbye said now, not told of ("j'ai dit au revoir à mes voisins"); "salut" only near
          // the end of a turn and not opening it ("jo salut, ça va pas fort" greets); "c'est tout" only
          // ending the turn ("c'est tout pour aujourd'hui"), never "c'est tout blanc".
          '(?:je vous|je te|on vous) dis au revoir|(?:c est tout|voila) ce que je (?:voulais|voulait|avais a) (?:vous |te )?dire au revoir|(?<!(?:^| )(?:dit|dire|dis|disais|d|de|un|des|les|leur|leurs|son|ses|mes|nos|vos|dernier|derniers) )au revoir(?! a | aux )|a demain|(?<=(?:^|merci|allez|bon|bien|alors|ben|voila|gentille?|revoir|journee|soiree|belle|cherie|madame|monsieur) (?:\\S+ )?)a (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: alors| donc| prochain| matin| soir)?(?= $| (?:et|bonne|au revoir|merci|hein|ma|mon)(?= |$))|a bientot|a tout bientot|a tres bientot|a une prochaine|a une autre fois|a plus tard|a tantot|(?<!(?:vient|viendra|passe|passera|arrive|arrivera|rentre|revient|reviendra|venir|passer|rentrer|revenir|fait|ferai|faire|prendre|prends|prendrai) )a tout a l heure|a plus(?= $)|kenavo|a la revoyure|adie|bis morje|salu(?= $)|b(?:e|i)?s+lama|ma a salama|a la prochaine(?! (?:partie|parties|reunion|seance|messe|visite|fournee|tournee|belote|course|etape|rentree|saison|consultation|echographie|prise de sang|livraison|piqure|dose|lettre|facture|fete|sortie|kermesse|manche|lessive|tonte|recolte|greve|tempete|pluie|marche|foire|braderie|vente))|(?<=(?:merci|bonne journee|a la prochaine|c est ca)(?: \\S+){0,3} )bonjour(?: la| bonjour)?(?= $)|(?<!(?:passe|passee|fait|eu|avoir|passer|passait|passe pas) une )(?:bonne nuit|bonne soiree|bonne journee)|(?:allez |bon |alors )?tout de bon(?= (?:\\S+ ){0,3}$)|on se (?:redit|reparle|rappelle) (?:demain|tantot|bientot|plus tard|la semaine prochaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|bonne fin (?:de journee|d apres midi|de soiree|de semaine)(?= (?:\\S+ ){0,2}$)|(?<!(?:une|eu|quelle|c etait|c est|passe|fait|avons|avez|ont) )belle (?:journee|soiree|fin de journee|apres midi)(?= (?:\\S+ ){0,2}$)|(?:je vous|je te|on vous) dis adieu (?:pour (?:aujourd hui|ce soir|cette fois|le moment|la journee|tantot)|(?:et )?a (?:demain|bientot|la prochaine|tantot|plus tard))|adishatz|adichats|adiu(?= $)|(?<!^ (?:(?:jo|oui|ouais|allo|eh|ah|oh|bonjour|coucou) )?)salut(?=(?: \\S+){0,3} $)|(?<!^ (?:(?:oui|ouais|allo|eh|ah|oh|bonjour) )?)(?<!(?:dit|dire|dis|disais|d|de|un|des|les|leur|leurs|mes|vos|nos|ses|un dernier) )adieu(?=(?: \\S+){0,6} $)(?!(?: \\S+){0,6} (?:pour (?:de bon|toujours|de vrai)|a (?:tous|toutes|la vie|ce monde)|je (?:pars|m en vais|vais)))|ciao|je vous laisse|je dois (?:y aller' +
            THERE_FOR +
            '|raccrocher|vous laisser)|faut que j y aille' +
            THERE_FOR +
            '|il faut que je (?:raccroche|vous laisse|file)|je raccroche|(?<=^ (?:(?:non|bon|ben|alors|euh|merci|voila|oui|bah|eh bien|et) ){0,3})c est tout(?: pour (?:aujourd hui|le moment|ce soir|l instant))?(?: (?:merci|ma petite|mon petit|ma belle))? $|bisous|je file(?! (?:pas|mal|plus|moyen|bien|ben|croche|tout croche))|(?<=^ (?:(?:non|bon|ben|alors|euh|merci) ){0,3})(?:rien d autre|ce sera tout)(?: (?:merci|pour aujourd hui|pour le moment))*(?= $)|(?:je vais|on va|on peut|vous pouvez|je dois) (?:raccrocher|vous quitter)|(?:je|on) raccroche|raccrochez|je vous quitte|(?:on|nous) (?:va |peut )?(?:s arreter|arreter|arrete|termine|terminer|finit|finir)(?: la conversation)? la|(?:c est )?(?:fini|termine) pour aujourd hui|ce sera tout|je vous embrasse|a la r voyure|(?<!(?:des|de|les|un|leur|font|fait|faire|font des|fait des|me font des|me fait des) )bye bye|(?:que )?(?:le bon )?dieu vous (?:garde|benisse|protege)(?: \\S+)?(?= $)',
        ),
        confidence: 0.9,
      },
    ],
    set_reminder: [
      // « Vous pouvez me faire un de vos rappels ? », « peux-tu me faire penser aux deux ? » : un
      // rappel demandé, le quoi et le quand dits à côté.
      {
        re: w(
          `(?:faire|mettre|programmer|donner) (?:un|une) de (?:vos|ces|tes|vos petits|ces petits) (?:rappels|coups de fil de rappel)|(?:peux tu|pourrais tu|tu peux|tu pourrais|pouvez vous|vous pouvez|pourriez vous|vous pourriez) me faire penser (?:a|aux) (?:ca|cela|tout ca|les deux|deux|tout|ces deux)`,
        ),
        confidence: 0.85,
      },
      // « Ça vous embête pas de me le rappeler tous les soirs ? », « pouvez-vous me rappeler ça à
      // quatre heures » : me rappeler une chose nommée par un pronom, c'est un rappel, pas un appel.
      {
        re: w(
          `(?:vous|tu|pouvez|pourriez|pourrais|peux|voulez|voudriez|sauriez|savez|embete|derange|ennuie)(?: \\S+){0,3} (?:me|m) (?:le|la|les|l) rappeler|(?:vous|tu|pouvez|pourriez|pourrais|peux|voulez|voudriez|sauriez|savez|embete|derange|ennuie)(?: \\S+){0,3} (?:me|m) rappeler (?:ca|cela|tout ca)(?= (?:a|vers|pour|demain|ce|cet|tous|chaque|jeudi|lundi|mardi|mercredi|vendredi|samedi|dimanche|le|s il|svp|$))`,
        ),
        confidence: 0.85,
      },
      // Rappeler, après la peur d'oublier : un rappel, pas un appel (« je vais oublier, vous pouvez me
      // rappeler demain soir à six heures et demie ? »).
      {
        re: w(
          `(?:oublier|j oublie|oublie toujours|peur d oublier)${gap(6)}(?:vous pouvez|pouvez vous|pourriez vous|vous pourriez|vous voulez bien|voulez vous) (?:me |m )?(?:rappeler|telephoner|appeler|sonner)`,
        ),
        confidence: 0.85,
      },
      // « Rappelez-moi tous les jours à six heures et demie, que je pense à lui téléphoner » : un
      // rappel, dit par ce qu'il doit faire penser.
      {
        re: w(
          '(?:rappelez|rappelle|rappeler) moi(?: \\S+){0,16} (?:que je (?:pense|n oublie pas|prenne|telephone|appelle)|pour (?:que je (?:pense|prenne|n oublie)|penser|pas que j oublie))',
        ),
        confidence: 0.85,
      },
      // « Vous pourriez pas me téléphoner tous les matins à neuf heures ? » : un appel chaque jour à une
      // heure dite est un rappel ; ce qu'il rappelle est demandé ensuite.
      {
        re: w(
          `(?:me|m) (?:telephoner|telephonez|appeler|appelez|appeliez|sonner|rappeler|rappelez)(?: \\S+){0,2} (?:tous les|chaque) (?:matins?|jours|soirs?|midis?|apres midi)(?: \\S+){0,2} (?:a|vers) (?:\\S+ )?(?:heures?|h|midi)`,
        ),
        confidence: 0.85,
      },
      // « Tous les soirs à huit heures tu me téléphones pour le cachet de la tension. »
      {
        re: w(
          `(?:tu me|vous me|tu m|vous m) (?:telephones?|telephonez|telephoneras|telephonerez|appelles?|appelez|appelleras|appellerez|sonnes?|sonnez)${G5}pour (?:(?:le|la|les|mon|ma|mes) (?:\\S+ )?(?:cachets?|comprimes?|medicaments?|pilules?|gouttes?|piqure|insuline|rendez vous|tension|traitement|sirop)|prendre|que je (?:prenne|pense))`,
        ),
        confidence: 0.85,
      },
      // Un appel demandé pour une heure et une chose : « appelez-moi à six heures pour le gratin ».
      {
        re: w(
          `(?:(?<!(?:va|vont|doit|doivent|devait|veut|voulait|vient|viennent|pense|pensait|devrait) )m appeler|m appelez|(?:que vous|que tu) m appel(?:iez|ies)|(?:que vous|que tu) me telephon(?:iez|ies)|appelez moi|me telephoner|telephonez moi|me sonner|sonnez moi|(?:me )?passe[rz]? (?:moi )?un (?:petit )?coup de (?:fil|telephone|sonnette)|me donner un (?:petit )?coup de (?:fil|telephone))${G5}(?:a \\S+ heures?|a midi|demain|ce soir|cet apres midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|tous les|la veille|le \\d+|le premier)${G8}(?:pour|de|d|qu)|(?:qu on|que vous|que tu) me rappel(?:le|les|liez|iez|leriez|lerez|ez)${G5}(?:mes|ma|mon|de|d|que|qu|les|le|la|des|deux|quelques|quelque|certaines|une)|(?:pourrais|pourriez|peux|pouvez|voudrais|voudriez|veux|voulez|savez|sauriez|sais|saurais)(?: tu| vous)? me (?:le|la|les) (?:rappeler|faire penser)|(?:mettez|mettre|programmez|programmer) moi une alarme|(?:n )?(?:oubliez pas|pensez) (?:de|a) me dire${G5}(?:de|d)|vous me (?:faites|ferez|feriez) penser (?:a|tous|chaque|demain|ce soir|le matin|le soir)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          'rappel(?:er|ez|le|les)? moi(?=(?: \\S+){0,8} (?:de|d|que|qu|pour) \\S)|rappel(?:er|ez|le|les)? moi(?! $| (?:plutot |donc |alors |svp |s il vous plait |vers )?(?:tous les jours|chaque jour|quotidiennement|comme avant|comme on faisait|de nouveau|a nouveau|plus tard|un peu plus tard|tout a l heure|dans (?:une |un )?(?:demi heure|heure|moment|instant)|rappel\\S*)(?= ))(?!(?: \\S+){0,6} comme (?:avant|on faisait|prevu))|(?<!(?:aviez|avez|avait|avaient|a|ai) (?:mis|programme|note|enregistre) (?:un |le )?)rappel|(?<!(?:va|vont|doit|doivent|devait|devaient|devrait|veut|voulait|pourra|voudrait) )me rappeler(?: \\S+){0,8} (?:de|d|que|qu) \\S+|(?:que vous|vous) me rappel(?:iez|lerez|leriez|erez|eriez)(?: \\S+){0,8} (?:de|d|que|qu|demain|ce soir|tous les|chaque) \\S+|me rappeler(?: \\S+){0,2} (?:quelque chose|un truc|une chose|des choses|une petite chose)|(?<!(?:va|vont|doit|doivent|devait|devaient|devrait|veut|voulait|pourra|voudrait|peut|sait|savait|pouvait|oublie|oublier|j aime|aime) )me rappeler (?:mes|mon|ma|le|la|les|l)(?: \\S+){1,8} (?:tous les (?:jours|soirs|matins|midis)|chaque (?:jour|soir|matin)|a \\S+ heures?|a midi|a minuit)|me rappeler(?: \\S+){0,4} (?:a \\S+ heures?|a midi|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: \\S+){0,5} pour (?:la|le|les|l|mon|ma|mes|aller|prendre|faire|ne pas) \\S+|rappel(?:ez|er) (?:le|la|les) moi|(?:me faire|me fassiez|me fasse|me fasses|me ferez|me feriez|me feras|me ferais) penser(?: \\S+){0,8} (?:a|de|d) \\S+|(?:savez|pouvez|pourriez|sauriez|savez vous|pouvez vous)(?: vous)? (?:faire|mettre|programmer|me mettre|me faire) (?:des|un|les) (?:rappels?|pense betes?)|vous me (?:rappelez|rappellerez|rappelleriez|rappelerez|ferez penser|feriez penser)(?=(?: \\S+){0,10} (?:de|d|que|qu) \\S)|(?:faites|faire|fais|fait) moi penser|(?:tu )?me (?:fasses|feras|ferais) penser|faites que je n oublie|pour que je n oublie|m appeler (?:a|demain|ce soir) \\S+ pour|me rappelerez|n oubliez pas de me dire|pensez a me dire',
        ),
        confidence: 0.85,
      },
    ],
    list_reminders: [
      {
        re: w(`(?:quels?|quelles?|lis(?:ez)?|dites moi|liste)${G3}(?:rappels|mes rappels)|mes rappels`),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:qu est ce que|quoi|c est quoi|combien|quel|quelle|est ce que j ai|j ai|vous avez quoi|le prochain)${G8}(?:rappels?|pense betes?|alarmes|de prevu|programme pour moi|me rappeler(?! (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apres demain|aujourd hui|a \\S+ heures?|a midi|a \\d+|tous les|chaque|le \\d+)(?= |$)))(?! (?:de|d) (?!quoi))(?! (?:des|quelques|plein de|un tas de|certaines|deux ou trois|deux trois) (?:choses|trucs|affaires|bricoles|rendez vous))(?! (?:tantot|plus tard|tout a l heure|un peu plus tard|plutot|dans (?:une|un|deux|trois|\\S+) (?:heure|heures|minutes|moment)|apres (?:la|le|ma|mon) \\S+|ce soir|cet apres midi|vers \\S+))|(?:qu est ce que|ce que)${G5}(?:demande de me rappeler|devez me rappeler|avez note)`,
        ),
        confidence: 0.8,
      },
    ],
    cancel_reminder: [
      // Un rappel raconté, puis « vous pouvez arrêter celui-là » : le rappel retiré, pas les appels.
      {
        re: w(
          `(?:vous pouvez|pouvez vous|vous pourriez|tu peux) (?:arreter|supprimer|enlever|retirer|annuler|laisser tomber|virer|jeter|oublier|effacer) (?:celui la|celui ci|celui de \\S+|ce rappel|le rappel de \\S+)(?= $| maintenant| alors| merci| s il vous plait| aussi)`,
        ),
        confidence: 0.85,
      },
      // Le rappel décrit tel qu'il est, puis ôté (« vous me rappelez tous les matins de téléphoner à
      // l'épicerie, eh bien vous pouvez enlever ça »).
      {
        re: w(
          `(?:vous me rappelez|vous me faites penser)${gap(20)}(?:eh bien |ben |alors |bon )?(?:vous pouvez |pouvez vous |il faut |faut |on peut )?(?:l |le |la |les |ca |cela )?(?:enlever|supprimer|annuler|retirer|effacer|oter)(?! (?:\\S+ ){0,3}(?:pas|plus|non))`,
        ),
        confidence: 0.85,
      },
      // Ce qui est nommé, puis ôté (« le truc du dentiste, effacez-le, j'y suis allée hier »).
      {
        re: w(
          `(?:le truc|le rappel|celui|celle|l histoire|le rendez vous|le rdv|ca) (?:du|de la|des|de l|pour le|pour la|pour l) (?:\\S+ ){1,3}(?:effacez le|effacez la|supprimez le|supprimez la|enlevez le|enlevez la|annulez le|annulez la|otez le|otez la|retirez le|retirez la|vous pouvez l (?:effacer|enlever|annuler|supprimer|oter|retirer))`,
        ),
        confidence: 0.85,
      },
      // L'appel d'un rappel qui ne sert plus : « m'appelez plus pour le sirop ».
      {
        re: w(
          `(?:appelez|telephonez|sonnez) plus(?: \\S+){0,2} pour (?:ca|cela|le|la|les|mon|ma|mes)(?! appels?(?: |$))`,
        ),
        confidence: 0.85,
      },
      // Ne plus rappeler, dit tel quel (« faudrait plus me le rappeler », « c'est plus la peine de me
      // faire penser au sirop »).
      {
        re: w(
          `(?:faudrait|faut|il faut|pouvez|devez|la peine de) (?:plus|pas|plus la peine de) (?:me )?(?:le |la |les |l )?(?:rappeler|faire penser)|(?:arretez|arreter|cessez|cesser) de me (?:le |la |les |l )?(?:rappeler|faire penser)`,
        ),
        confidence: 0.85,
      },
      // « Le rappel que vous m'avez mis, ôtez-le » (Québec, Suisse), « enlevez-le ».
      {
        re: w(
          `(?:rappel|rappels)${G8}(?:otez|oter|ote|enlevez|enleve|effacez|retirez|supprimez|annulez|sacrez|flushez)(?: (?:le|la|les|ca))?(?= |$)|(?:otez|otez moi|enlevez|enlevez moi|retirez|annulez|effacez|supprimez) (?:le|la|les|moi) (?:rappel|rappels)`,
        ),
        confidence: 0.85,
      },
      // « Ben faut l'enlever », du rappel dont on vient de parler.
      {
        re: w(
          '(?:faut|il faut|vous pouvez|pouvez vous|pourriez vous|vous pourriez|tu peux|peux tu|tu pourrais|pourrais tu) (?:me )?(?:l |le |la )(?:enlever|effacer|supprimer|retirer|annuler|oter)',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:annule[rz]?|supprime[rz]?|enleve[rz]?|efface[rz]?|retire[rz]?|ote[rz]?|oubliez|arrete[rz]?)${G3}(?:rappel|rappels|me rappeler)|oublie[rz]? (?:le|ce|mon|les|ces|mes) rappels?|plus besoin (?:du|de ce|de mon) rappel|plus la peine de me rappeler|(?:celui la|celle la|ce rappel(?: la)?|le rappel)${G12}(?:vous pouvez |pouvez vous |vous pourriez |tu peux |peux tu |tu pourrais )?(?:l |le |la )?(?:enlever|effacer|supprimer|retirer|annuler|oter)`,
        ),
        confidence: 0.9,
      },
      // Ending a reminder in other words, with the reminder named before or after.
      {
        re: w(
          `(?:rappel|rappels|alarme|alarmes)${G8}(?:(?:l|les) (?:enlever|supprimer|retirer|annuler|effacer|arreter|oter)|plus besoin|en ai plus besoin|annule[rz]?|annulez le|supprime[rz]?|enleve[rz]?|efface[rz]?|retire[rz]?|c est (?:termine|fini)|sert plus|servira plus)|(?:plus de|veux plus (?:le|les|de)|veux plus mon|desactive[rz]?|retire[rz]?|supprime[rz]?|enleve[rz]?|ote[rz]?)${G3}(?:rappel|rappels|alarme|alarmes)|ne me rappelez plus|plus besoin qu on me rappelle|plus besoin que vous me rappeliez`,
        ),
        confidence: 0.85,
      },
    ],
    remember: [
      {
        re: w(
          '(?:souvenez vous|souviens toi|retenez|retiens|notez|note|notez bien|n oubliez pas|rappelez vous|gardez en tete|gardez en memoire|enregistrez|ecrivez)(?: que| bien que)?',
        ),
        confidence: 0.85,
      },
    ],
    weather: [
      // « Il va faire quoi demain ? », « y annoncent-tu de la neige pour la fin de semaine ? »
      {
        re: w(
          `(?:il|ca) va faire quoi(?: \\S+){0,2} (?:demain|aujourd hui|cet apres midi|ce soir|ce week end|la semaine|pour)|(?:annonce|annoncent|prevoit|prevoient|annoncent tu|annonce t il)(?: \\S+){0,2} (?:de la |du |des )?(?:neige|pluie|verglas|vent|orages?|gel|soleil|tempete)|(?:annonce|annoncent|prevoit|prevoient|annonce t on) (?:quoi )?comme (?:temps|meteo)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:meteo|(?<!(?:^| )(?:ai|as|a|avez|avons|avoir|pas|plus|prenez|prends|prendre|perdre|tout|de) (?:le |l |mon |son |ton |notre |votre |du )?)temps|pluie|pleuvoir|pleut|(?<!(?:tant qu il y a|tant qu y a|profiter du|profite du|avec ce|avec le|au) (?:du |le |un peu de |beau |grand )?)soleil|neige|neiger|temperature|(?<!(?:avec|par|vu|a cause de|a cause du) (?:ce|le|un|tout ce|cette|du)(?: grand| sale| fichu)? )froid|(?<!(?:bain|bouillotte|the|cafe|soupe|douche|grog|lait|plat|eau|tisane|chocolat|repas|four|radiateur|poele|pull) (?:bien |tres |tout )?)(?<!tant (?:que c est|que c|qu il est|qu elle est|que ca est|que c etait) (?:bien |encore |tout )?)chaud|parapluie|manteau)${G5}(?<!(?:rappelez|appelez|rappelle|appelle|telephonez) (?:moi |nous )?(?:plutot |donc |plus tard |vers )?)(?:aujourd hui|(?<!(?:^| )a )demain|ce soir|cet apres midi|cette semaine|va faire|(?<!(?:me|m|nous|vous|te|lui|les) )fera|prevu|prevoit|faut il)|(?:quel|quelle)${G2}(?:temps|meteo|temperature)|(?:va t il|est ce qu il va) (?:pleuvoir|neiger|faire)|(?<!(?:comme|a|sur|dans|que|qu|pendant|apres|avant|durant|fin de|debut de|regarde|regardais|regarder|ecoute|ecoutais|ecouter)(?: \\S+){0,3} )la meteo`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:il va|va t il|est ce qu il va|s il va)${G2}(?:faire beau|pleuvoir|neiger|geler|faire froid|faire chaud|faire doux|faire gris|faire combien)|(?:il fera|est ce qu il fera|qu il fera|il y aura|y a t il|faut s attendre a|on annonce)${G3}(?:beau|froid|chaud|doux|gris|du vent|de l orage|du verglas|de la neige|de la pluie|la canicule|du brouillard)|ca va se (?:rafraichir|rechauffer)|(?:orage|neige|pluie|verglas|gel) prevue?|(?:les )?previsions|(?:le )?beau temps va durer|parapluie pour|un temps a sortir`,
        ),
        confidence: 0.8,
      },
    ],
    repeat: [
      {
        re: w(
          // "Elle me répète qu'elle veut mourir" tells what someone keeps saying: no "say that again";
          // "on ira une autre fois" puts a visit off, and asks for nothing to be said again.
          '(?:repetez|(?<!(?:il|elle|on|qui|ca|me|m|nous|lui|se|s) )repete|redites|redis|repeter)|(?<!(?:ah|oh|oups|ho|oui|bon) )pardon(?! (?:je me|j ai oublie|de vous|pour|excusez|madame|monsieur))|(?<=^ (?:\\S+ ){0,3})comment $|(?<=^ (?:\\S+ ){0,2})quoi $|vous dites|vous avez dit quoi|j ai pas (?:compris|entendu|saisi)|je n ai pas (?:compris|entendu|saisi)|(?<!(?:ira|irons|ferons|fera|verra|verrons|reviendra|reviendrai|viendra|viendrai|passera|passerai|irai|feras|ferai|sera|parlera|parlerons|remettra|remet|remettre|garde|gardera|pour|ce sera|a|d)(?: \\S+){0,4} )(?:encore une fois|une autre fois)(?! (?:que|qu|on|je|j|ou))|qui est a l appareil|c est qui $|qui etes vous|qui (?:est ce qui )?(?:m )?appelle $|qui parle $',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `comment (?:ca|dites vous)|(?:pas bien|mal) (?:saisi|compris|comprise)|vous m avez demande quoi|c etait quoi la question|(?:pouvez|pourriez) (?:me )?redire|rien compris${G2}recommencez|plait il|j ai rate|quoi donc|c est quoi qu vous avez dit|vous avez dit quoi`,
        ),
        confidence: 0.85,
      },
    ],
    slower: [
      {
        // Not the heart beating slowly, nor a wound healing slowly.
        re: w(
          '(?<!(?:^| )(?:coeur|pouls|bat|battait|respire|respiration|guerit|cicatrise|avance|marche|bus|train|queue|file|medecin|pharmacie|infirmiere|ca|cela|tout|il|elle)(?: \\S+){0,3} )(?:(?:plus )?lentement|doucement)|moins vite|trop vite|(?:parlez|allez) moins vite',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `ralenti\\S*|parlez tranquillement|(?:c est|vous parlez) trop rapide|vous parlez (?:trop )?vite|detachez (?:bien )?les mots|comme une mitraillette|vous courez`,
        ),
        confidence: 0.85,
      },
    ],
    louder: [
      {
        re: w(
          '(?<!(?:mis|mets|met|monte|monter|monte|pousse|pousser|allume)(?: \\S+){0,3} )plus fort|(?:je )?(?:ne )?vous entends (?:pas|mal|plus)|entends rien|trop bas|parlez plus fort|haussez la voix|je suis (?:sourde?|dure? d oreille)|un peu plus fort',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:j entends|je vous entends|on vous entend)${G2}(?:presque rien|mal|a peine|pas bien|de loin)|vous chuchotez|(?:mettez|augmentez|montez)${G2}(?:le |plus de )?(?:volume|la voix)|trop (?:faible|basse)|pas assez fort|(?:votre )?voix (?:est )?(?:trop )?(?:faible|basse|toute petite)|(?:toute petite|tout petit)${G3}(?:telephone|voix)|du mal a vous entendre|parlez plus haut|criez un peu|appareil auditif`,
        ),
        confidence: 0.85,
      },
    ],
    screening: [
      {
        re: w(
          `(?:dites|indiquez|donnez|enoncez|precisez)${G3}(?:votre )?nom${G5}(?:raison|motif|objet)|(?:raison|motif|objet) de (?:votre )?appel|qui (?:est a l appareil|appelle) et pourquoi|filtrage|assistant (?:d appel|vocal)`,
        ),
        confidence: 0.9,
      },
    ],
    ask_human: [
      {
        re: w(
          '(?:vous etes|etes vous|t es|tu es|es tu) (?:une |un )?(?:vraie personne|personne|humain|humaine|robot|machine|ordinateur|enregistrement)(?: (?:en vrai|pour de vrai|reelle?))?|(?:je parle|je cause|je suis en train de parler) (?:a|avec) (?:(?:une |un )?vraie personne|une personne(?! de la journee| de la semaine| du matin| d autre| depuis| a part)|(?:une |un )?(?:machine|robot|ordinateur|humain|enregistrement))|c est (?:un robot|une machine|un ordinateur|un enregistrement|une vraie personne)|vous etes reelle?|vous existez (?:vraiment|pour de vrai)',
        ),
        confidence: 0.9,
      },
    ],
    call_later: [
      {
        re: w(
          `(?:(?:rappelez|rappeler|rappelle|rappellerez|appelez|appeler|rappeliez) moi|(?:vous pouvez|pourriez vous|pouvez vous|vous pourriez|vous pourriez pas|vous pouvez pas|vous savez|savez vous|vous sauriez)(?: pas)? (?:me )?(?:rappeler|appeler|repasser)) (?:plutot |donc |alors |svp |vers )?${LATER_TODAY}(?!(?: \\S+){0,6} (?:de|d) \\S)|(?:vous|tu) (?:me|m) (?:rappelez|appelez|telephonez|retelephonez|rappellerez|appellerez|rappelles|appelles) (?:plutot |donc |alors )?(?:plus tard|un peu plus tard|tout a l heure|dans (?:une |un )?demi heure|dans (?:une|un|deux|trois|\\S+) (?:(?:petite|petit|bonne|bon) )?(?:heure|heures|moment|instant|minutes))(?!(?: \\S+){0,6} (?:de|d) \\S)|on (?:se )?(?:parle|reparle|rappelle) (?:plus tard|tout a l heure|ce soir)|c est pas (?:le|un bon) moment|(?:ce n est|c est) pas (?:le|un bon) moment|(?:vous|tu) (?:tombez|tombes) (?:mal|au mauvais moment|pile au mauvais moment)`,
        ),
        confidence: 0.9,
      },
    ],
    voicemail: [
      {
        re: w(
          `laissez(?: moi| nous)? (?:un |votre )?(?:petit )?message|apres le (?:bip|signal)|messagerie|repondeur|(?:pas |in)disponible${G3}(?:message|bip|signal|rappeler)|boite vocale|votre correspondant`,
        ),
        confidence: 0.9,
      },
    ],
  },
};
