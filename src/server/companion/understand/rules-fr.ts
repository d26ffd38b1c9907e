// French patterns, on normalised speech (no accents: "tombee", "a la poitrine"); the dropped "ne"
// of spoken French ("j'arrive pas", "je veux plus") is matched as readily as the written form.
import { gap, w, type LanguageRules } from './rule-engine.ts';

const G2 = gap(2);
const G3 = gap(3);
const G5 = gap(5);
const NOT =
  '(?:(?:je )?(?:n )?(?:arrive|peux|parviens|reussis) (?:pas|plus)|impossible de|(?:j )?ai du mal a|(?:je )?(?:ne )?sais plus)';
const PERSON =
  '(?:il|elle|ils|elles|quelqu un|un homme|une femme|un inconnu|des gens|l aide soignante?|l aide|mon fils|ma fille|mon mari|ma femme|mon petit fils|mon neveu|le voisin|la voisine|mon voisin|ma voisine)';

export const fr: LanguageRules = {
  rewrites: [
    [/ (?:euh+|heu+|bah|ben|hein|hum+) /g, ' '],
    [/ (?:n |ne )(?=\S+ (?:pas|plus|jamais|rien) )/g, ' '],
    [/ j (?=(?:arrive|ai|en|y) )/g, ' je '],
    [/ chuis /g, ' je suis '],
    [/ (?:quinze|dix[ -]huit) /g, ' 15 '],
  ],
  figurative: [
    w(
      'a mourir(?: de rire)?|mort(?:e)? de (?:rire|faim|soif|fatigue|froid|peur|honte|ennui)|meurs? de (?:faim|soif|froid|chaud|envie|impatience|rire|ennui)|mourir d envie|mourais d envie',
    ),
    w('(?:me|m) tue(?:nt)?(?: \\S+)?(?! moi)|ca me tue|tu(?:er|erais) pour (?:un|une|des)'),
    w(
      'tomb(?:e|ee|er|ait) (?:amoureu\\S+|de sommeil|bien|a pic|des nues|sur (?:un|une|le|la))|ca tombe (?:bien|mal)|laisse tomber',
    ),
    w('(?:coeur|cœur) (?:d or|de pierre|sur la main)|poitrine de (?:poulet|dinde|veau|porc)|par coeur'),
    w(
      '(?:feu|incendie) de (?:la )?(?:cheminee|camp|bois|joie)|feu d artifice|coin du feu|a petit feu|feux? rouges?|au feu de bois',
    ),
  ],
  negation: /(?:^| )(?:pas|jamais|rien|aucun|aucune|ni|sans|plus de)(?: \S+){0,2} $/,
  media: w(
    'films?|emissions?|feuilleton|telefilm|a la tele|a la television|aux infos|aux informations|journal televise|reportage|documentaire|roman|livre|histoire|radio|serie|episode|au journal|dans le journal',
  ),
  resolved: w(
    '(?:la semaine|le mois|l annee|l an|l ete|l hiver|l automne|le printemps) (?:derniere?|passee?)|il y a (?:\\S+ )?(?:ans|mois|semaines|jours|longtemps)|autrefois|quand j etais|(?:ca va|je vais bien|c est passe|tout va bien|c est fini|ca va mieux|gueri|guerie) (?:maintenant|depuis)|le medecin (?:a dit|m a dit)|le docteur (?:a dit|m a dit)|tout (?:est|etait) normal|plus de peur que de mal',
  ),
  othersPast: w(`${PERSON}${G2}(?:a eu|avait|a fait|etait|est tombee? l|s est fait)`),
  urgent: w(
    'maintenant|tout de suite|vite|encore|en ce moment|au secours|a l aide|ambulance|15|112|aidez moi',
  ),
  harmlessFire: w(
    'cheminee|allume|allumer|bougies?|barbecue|feu de bois|tartines?|toasts?|ouvert la fenetre|tout va bien|poele a bois|insert|flambe',
  ),
  intents: {
    emergency: [
      {
        re: w(
          `(?:tombe|tombee|tombe par terre|chute|glisse|glissee|par terre|au sol|sur le carrelage)${G5}${NOT}${G3}(?:relever|lever|bouger|debout|remettre debout|me redresser)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(`${NOT}${G2}(?:me )?(?:relever|remettre debout|lever du sol|me redresser)`),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          '(?:je suis|suis|je me retrouve|je reste|coincee?) (?:allonge\\S*|couche\\S*|etendu\\S*|assise?|coincee?)? ?(?:par terre|au sol|sur le sol|sur le carrelage)',
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          '(?:je suis|je viens de|j ai fait une|suis) (?:tombe|tombee|chute|glisse|glissee)|fait une chute|je me suis (?:etale|etalee|cassee? la figure)',
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w('(?:mes )?jambes (?:ont lache|m ont lache|ne me portent plus|se sont derobees)'),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:poitrine|coeur|thorax|sternum|cage thoracique)${G5}(?:douleur|mal|serre|serrement|oppress\\S*|pression|poids|ecrase|etau|brul\\S*|comprim\\S*|s emballe|bat trop vite|cogne)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:douleur|mal|serre|serrement|oppression|pression|poids|ecrase|etau|brulure)${G5}(?:poitrine|coeur|thorax|sternum)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:douleur|mal|engourdi\\S*|fourmil\\S*|elanc\\S*)${G5}(?:dans|le long du|jusqu a|vers) (?:le |la |mon |ma )?(?:bras|machoire|cou|epaule)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      { re: w('crise cardiaque|infarctus|malaise cardiaque'), confidence: 0.85, kind: 'medical' },
      {
        re: w(
          `(?:${NOT}|peux pas|peine a|du mal a)${G2}(?:respirer|reprendre (?:mon )?souffle)|j etouffe|etouffe|suffoque|manque d air|plus d air|pas d air|je m etrangle|gorge (?:qui )?(?:gonfle|se ferme|serree)|langue (?:qui )?gonfle`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      { re: w('essouffle\\S*|a bout de souffle|souffle court'), confidence: 0.6, kind: 'medical' },
      {
        re: w(
          `(?:visage|bouche|sourire|levre|joue|paupiere|oeil)${G3}(?:tombe|affaisse\\S*|engourdi\\S*|de travers|tordu\\S*|paralyse\\S*|pend|tire|insensible|tout mou|toute molle)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      { re: w('(?:un|d un) cote du visage|moitie du visage'), confidence: 0.8, kind: 'medical' },
      {
        re: w(
          `(?:mots|paroles|parler|langue|je parle)${G3}(?:de travers|melang\\S*|sortent mal|sortent pas|viennent pas|viennent plus|pateuse|bizarre|n importe comment|a l envers|brouill\\S*|articule)|je (?:bafouille|m embrouille)|je trouve (?:plus|pas) mes mots|j arrive (?:pas|plus) a parler`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:bras|main|doigts|cote|jambe)${G3}(?:faible|lourd|lourde|mort|morte|engourdi\\S*|paralyse\\S*|ne repond (?:plus|pas)|repond (?:plus|pas)|sans force|tout mou|toute molle|ne tient plus|insensible)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(`${NOT}${G2}(?:lever|bouger|soulever|sentir)${G2}(?:bras|main|jambe)`),
        confidence: 0.85,
        kind: 'medical',
      },
      { re: w('avc|attaque cerebrale|accident vasculaire|une attaque'), confidence: 0.85, kind: 'medical' },
      {
        re: w(
          `(?:d un coup|tout a coup|soudain\\S*|brusquement)${G5}(?:vois plus|vois rien|aveugle|confus\\S*|vertige|mal a la tete|engourdi\\S*|plus marcher)|pire mal de tete|(?:je )?(?:ne )?vois plus rien`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:saigne|saignement|sang)${G5}(?:beaucoup|partout|arrete pas|s arrete pas|enormement|abondamment|pisse|coule)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cogne|cognee|tape|tapee) la tete${G5}(?:saigne|sang|vertige)|(?:grosse|profonde|vilaine) coupure`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          '(?:evanoui\\S*|tourne de l oeil|perdu connaissance|tomber dans les pommes|tombee? dans les pommes|je vais m evanouir|je vais tomber)',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:tremble|sueurs?|moite|transpire)${G5}(?:sucre|diabet\\S*|hypo|confus\\S*)|hypo\\S*|fais une hypo`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'vertiges?|la tete qui tourne|tout tourne|je me sens tres mal|tres mal en point|je souffre le martyre',
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pris|avale)${G3}(?:trop de|deux fois|toute la boite|tous mes|double dose|toute la plaquette)${G3}(?:cachets|comprimes|medicaments|pilules|dose)?`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: /^ (?:au secours|a l aide|aidez moi|aide moi|aidez moi vite|au secours aidez moi|venez vite|a l aide a l aide|au secours au secours|sos)(?: vite| s il vous plait| svp)* $/,
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          'au secours|a l aide|(?:appelez|appeler|faut|il me faut|envoyez|besoin d)(?: \\S+){0,2} (?:une ambulance|les pompiers|le samu|le 15|le 112|le 18|le 17|la police|les secours)',
        ),
        confidence: 0.95,
        kind: 'help',
      },
      { re: w('aidez moi|aide moi|venez m aider'), confidence: 0.8, kind: 'help' },
      {
        re: w(
          `fumee${G5}(?:partout|envahit|sort|sortent|remplit|epaisse|noire|vois plus rien|couloir|cuisine|chambre|escalier|maison|monte)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:cuisine|maison|couloir|chambre|salon|escalier|appartement)${G3}(?:pleine? de|rempli\\S* de|envahi\\S* (?:de|par)) fumee`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          'au feu|il y a le feu|prend feu|pris feu|en feu|en flammes|des flammes|flambe|brule tout|ca brule|incendie',
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      { re: w(`(?:odeur|sent|sens|ca sent)${G3}(?:gaz)|fuite de gaz`), confidence: 0.9, kind: 'fire' },
      {
        re: w(`(?:ca sent|odeur de|sent) (?:le )?brule|detecteur (?:de fumee )?${G3}(?:sonne|bipe|hurle)`),
        confidence: 0.7,
        kind: 'fire',
      },
      {
        re: w(
          `(?:quelqu un|un homme|des hommes|un inconnu|des inconnus|des gens|un individu|des voleurs?)${G5}(?:chez moi|dans la maison|dans ma maison|dans le jardin|en bas|en haut|force la porte|essaie d entrer|essaye d entrer|est entre|sont entres|rentre|rentre chez moi|a la fenetre|fracture|casse la)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          'cambrioleurs?|cambriol\\S*|intrus|effraction|voleurs? dans|on (?:m a|a) (?:force|fracture) la porte',
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `${PERSON}${G3}(?:me frappe|m a frappe\\S*|me bat|m a battu\\S*|me bouscule|m a bouscule\\S*|me pousse|m a pousse\\S*|me menace|m a menace\\S*|me fait mal|m a fait mal|me vole|m a vole\\S*|me brutalise|m enferme|m a enferme\\S*|m a agresse\\S*|me gifle|m a gifle\\S*|m a etrangl\\S*)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          '(?:on m a|on me) (?:frappe|bat|agresse|vole|menace|bouscule|pousse)|(?:j ai ete|je me suis fait) (?:frappe|agresse|vole|attaque|battu|menace)e?',
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:peur|terroris\\S*|effraye\\S*)${G3}(?:de lui|d elle|d eux|qu il me|qu elle me|pour ma vie)`,
        ),
        confidence: 0.75,
        kind: 'harm_from_others',
      },
    ],
    self_harm: [
      {
        re: w(
          'me (?:tuer|suicider|supprimer|foutre en l air|pendre|noyer|jeter (?:sous|par)|faire du mal|trancher|ouvrir les veines)|me suis (?:fait du mal|coupe\\S* expres)',
        ),
        confidence: 0.95,
      },
      {
        re: w(
          '(?:mettre|mette|mis) fin a (?:mes jours|ma vie|tout)|en finir(?: avec (?:la vie|tout|tout ca|ma vie))?|(?:partir|m en aller) pour de bon|suicid\\S*|overdose',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:envie|veux|voudrais|prete?|souhaite|aimerais|prefererais|pret|hate)${G3}(?:de )?(?:mourir|crever|partir pour de bon|disparaitre|etre morte?|en finir|m endormir pour toujours)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:plus|pas) (?:envie|le gout|la force|le courage)${G3}(?:vivre|de vivre|continuer|me lever|d etre la|de me reveiller|de la vie)|plus (?:envie|gout) a (?:rien|la vie)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          '(?:veux|voudrais|aimerais|souhaite|prie pour)(?: \\S+){0,3} (?:plus|pas|jamais) (?:me )?reveiller|(?:ne )?(?:plus|pas) me reveiller|(?:m endormir|m endormais) (?:et|pour) (?:ne )?(?:plus|jamais)',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:serai(?:ent)?|seraient|serait|seront|irait|iraient) (?:tous )?(?:mieux|plus heureux|tranquilles?)${G3}(?:sans moi|si je (?:n etais|ne suis|partais|disparaissais|mourais)|quand je (?:serai|ne serai)|moi partie?)`,
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:fardeau|poids|charge|boulet|embarras|de trop)${G5}(?:pour (?:tout le monde|eux|ma famille|mes enfants|ma fille|mon fils|vous)|sur les bras)|je (?:suis|ne suis qu) (?:un|une) (?:fardeau|poids|charge|boulet)|je suis de trop`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:a quoi bon|aucune raison|plus aucune raison|pas de raison|plus de raison|aucun sens|plus de sens|ca sert a (?:rien|quoi))${G5}(?:vivre|continuer|la vie|me lever|d etre la|rester|encore|tout ca)`,
        ),
        confidence: 0.85,
      },
      { re: w('a quoi bon|a quoi ca sert'), confidence: 0.5 },
      {
        re: w(
          '(?:peux|tiens|supporte) plus (?:continuer|tenir|cette vie|vivre comme ca|de vivre)|(?:je n en peux plus|j en peux plus)(?: de (?:vivre|cette vie|tout))?|(?:fatiguee?|lasse?|marre) de (?:vivre|la vie|tout|cette vie|etre la|exister)',
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `(?:garde|mets de cote|mis de cote|accumule|stocke|cache|economise|amasse)${G3}(?:cachets|comprimes|medicaments|pilules|somniferes)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:rejoindre|retrouver|aller retrouver)${G3}(?:mari|femme|epoux|epouse|lui|elle|maman|papa)${G5}(?:bientot|vite|plus tot|le plus tot|au ciel|la haut|de l autre cote)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          '(?:personne|nul) ne (?:me )?regretterait|personne ne remarquerait|je ne manquerais a personne|je manquerai a personne',
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:donne|distribue|donner)${G3}(?:mes affaires|mes bijoux|mes choses|tout ce que j ai)${G5}(?:besoin|partir|avant|plus la)|(?:n en aurai|aurai) plus besoin (?:la ou je vais|bientot)`,
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `(?:arrete|arreter|plus) (?:de )?manger${G5}(?:mourir|partir|en finir|disparaitre|laisser aller)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?:comment|la facon dont) je (?:m y prendrais|le ferais|pourrais le faire)|(?:pense|pensais|songe) a (?:partir|en finir|mourir|la mort) (?:souvent|tout le temps|parfois)',
        ),
        confidence: 0.7,
      },
      {
        re: w(
          'je veux mourir|je voudrais mourir|laissez moi mourir|plutot mourir|prefererais etre morte?|veux plus vivre|plus envie d etre la',
        ),
        confidence: 0.9,
      },
    ],
    stop_calls: [
      {
        re: w(
          `(?:arrete[sz]?|arreter|cesse[sz]?|cesser|stoppe[sz]?|suspende[sz]?)${G2}(?:de )?(?:m appeler|me telephoner|m appeler tous les jours|les appels|vos appels|ces appels|appeler|telephoner|me rappeler tous les jours)(?! (?:madame|monsieur|ma|mon|mamie|mamy|par mon|comme|ma petite|mon petit))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:ne )?(?:m appele[sz]?|me telephone[sz]?|m appeler|me telephoner|appele[sz]?|telephone[sz]?)${G2}(?:plus|jamais plus)(?! (?:tard|tot|fort))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:plus (?:la )?(?:peine|besoin)|pas la peine|inutile|pas besoin)${G3}(?:m appeler|me telephoner|appeler|telephoner|de ces appels|des appels|de vos appels|me rappeler)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:prefere(?:rais)?|aimerais mieux|voudrais|souhaite(?:rais)?)${G3}(?:vous )?(?:n )?(?:appeliez|telephoniez|appelez|appeler|m appeliez)${G2}(?:plus|pas tous les jours|moins)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:veux|voudrais|souhaite|desire|tiens)${G2}(?:plus|pas)${G3}(?:ces |vos |les |de |d )?(?:appels|coups de fil|coups de telephone|services?|vos services)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:retire[sz]?|raye[sz]?|enleve[sz]?|supprime[sz]?|desinscri\\S*|efface[sz]?)${G2}(?:moi|mon nom|mon numero)${G3}(?:liste|fichier|service)?|desinscri\\S*|desabonn\\S*`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:arrete[sz]?|annule[sz]?|supprime[sz]?|stoppe[sz]?|mettez fin a|resilie[sz]?)${G2}(?:les|ces|vos|mes) (?:appels|coups de fil|services?)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          'plus (?:d appels?|de coups de fil|de coup de fil)|assez de (?:vos|ces) appels|fini les appels|j ai plus besoin de vos appels',
        ),
        confidence: 0.85,
      },
      { re: w('laissez moi tranquille|fichez moi la paix|foutez moi la paix'), confidence: 0.6 },
    ],
    resume_calls: [
      {
        re: w(
          `(?:reprendre|reprenez|recommencer|recommencez|remettre|remettez|relancer|relancez|retablir|retablissez)${G3}(?:les appels|vos appels|a m appeler|a me telephoner|a appeler|les coups de fil)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:m appeler|me telephoner|appelez moi|rappelez moi)${G2}(?:a nouveau|de nouveau|encore) (?:tous les jours|chaque jour)|(?:tous les jours|chaque jour) (?:a nouveau|de nouveau)|(?:recevoir|ravoir|retrouver)${G2}(?:les|vos|mes) appels|j ai change d avis`,
        ),
        confidence: 0.8,
      },
    ],
    goodbye: [
      {
        re: w(
          'au revoir|a demain|a bientot|a plus tard|a la prochaine|bonne nuit|bonne soiree|bonne journee|salut|ciao|je vous laisse|je dois (?:y aller|raccrocher|vous laisser)|faut que j y aille|il faut que je (?:raccroche|vous laisse|file)|je raccroche|c est tout(?: pour aujourd hui)?|bisous|je file',
        ),
        confidence: 0.9,
      },
    ],
    set_reminder: [
      {
        re: w(
          'rappel(?:er|ez|le|les)? moi|rappel|(?:faites|faire) moi penser|faites que je n oublie|pour que je n oublie|m appeler (?:a|demain|ce soir) \\S+ pour|me rappelerez|n oubliez pas de me dire|pensez a me dire',
        ),
        confidence: 0.85,
      },
    ],
    list_reminders: [
      {
        re: w(`(?:quels?|quelles?|lis(?:ez)?|dites moi|liste)${G3}(?:rappels|mes rappels)|mes rappels`),
        confidence: 0.9,
      },
    ],
    cancel_reminder: [
      {
        re: w(
          `(?:annule[rz]?|supprime[rz]?|enleve[rz]?|efface[rz]?|retire[rz]?|oublie[rz]?|arrete[rz]?)${G3}(?:rappel|rappels|me rappeler)|plus besoin (?:du|de ce|de mon) rappel|plus la peine de me rappeler`,
        ),
        confidence: 0.9,
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
      {
        re: w(
          `(?:meteo|temps|pluie|pleuvoir|pleut|soleil|neige|neiger|temperature|froid|chaud|parapluie|manteau)${G5}(?:aujourd hui|demain|ce soir|cet apres midi|cette semaine|va faire|fera|il fait|prevu|prevoit|faut il)|(?:quel|quelle)${G2}(?:temps|meteo|temperature)|(?:va t il|est ce qu il va) (?:pleuvoir|neiger|faire)|la meteo`,
        ),
        confidence: 0.85,
      },
    ],
    repeat: [
      {
        re: w(
          '(?:repetez|repete|redites|redis|repeter)|pardon|comment $|quoi $|vous dites|vous avez dit quoi|j ai pas (?:compris|entendu|saisi)|je n ai pas (?:compris|entendu|saisi)|encore une fois|une autre fois',
        ),
        confidence: 0.85,
      },
    ],
    slower: [
      {
        re: w('(?:plus )?lentement|moins vite|trop vite|(?:parlez|allez) moins vite|doucement'),
        confidence: 0.85,
      },
    ],
    louder: [
      {
        re: w(
          'plus fort|(?:je )?(?:ne )?vous entends (?:pas|mal|plus)|entends rien|trop bas|parlez plus fort|haussez la voix|je suis (?:sourde?|dure? d oreille)|un peu plus fort',
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
    voicemail: [
      {
        re: w(
          `laissez (?:un |votre )?message|apres le (?:bip|signal)|messagerie|repondeur|(?:pas |in)disponible${G3}(?:message|bip|signal|rappeler)|boite vocale|votre correspondant`,
        ),
        confidence: 0.9,
      },
    ],
  },
};
