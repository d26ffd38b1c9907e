// English patterns, built on meaning: a symptom with a body part, the signs of a stroke, smoke
// that is spreading, someone in the house, and the many ways people say they do not want to live
// or want the calls to stop. Text arrives normalised: lower case, no accents or punctuation.
import { fromJamaican, SCOTS_WORDS } from '../language.ts';
import { eitherOrder, gap, gapAcrossFigures, w, type LanguageRules } from './rule-engine.ts';

const NOT_ME = String.raw`(?:(?! (?:me|my|i|im|myself|mine)(?= ))(?: \S+))`;
const G2 = gap(2);
const G3 = gap(3);
/** "Don't cancel the calls": the opposite of a stop (LanguageRules.negatedStop). */
const NEGATED_STOP = String.raw`(?:dont|never|please dont|do not) (?:you )?(?:ever )?(?:stop|cancel|end|cut off|cut) (?:the |my |these |your |our |those )?(?:daily |morning |phone )?(?:calls|ringing|phoning)(?! (?:on|at|for|this|next|tomorrow|about))`;
/** "Not like the phone's ringing off the hook": it is not as if anyone rang; no stop. */
const NOT_AS_IF_RINGING = String.raw`(?:its |it s |tis )?not like (?:the |my )?(?:phone|telephone|anyone|anybody|people|folk|they|theyre|they re)(?: s| is| was| are| were| has been| have been| be)? (?:ringing|calling|phoning|queuing|banging)`;
const G5 = gap(5);
/** Not a person, before "'s gone down": "the price's gone down", "it's fallen over". */
const NOT_A_PERSON = String.raw`(?!(?:it|that|this|price|prices|temperature|water|level|swelling|bill|sun|stock|market|pound|dollar|euro|coal|petrol|gas|rent|rate|rates) )`;
/** Someone else as the one something befell: "Fred's", "she has". */
const SOMEONE_ELSES = String.raw`${NOT_A_PERSON}(?:\S+ s|hes|shes|he s|she s|he has|she has|\S+ has)`;
/** Where about the house someone goes down: "in the hallway", "on the landing". */
const DOWN_IN =
  '(?:hallway|hall|kitchen|kitchen floor|floor|bathroom|bathroom floor|landing|stairs|garden|lounge|living room|bedroom|front room|back room|toilet|loo|bath|drive|path|yard|porch|patio|steps|ground)';
/**
 * Collapsed, or lying on the floor, and not answering, waking or breathing ("he keeled over… he's
 * not answering me").
 */
const COLLAPSED_NO_ANSWER = String.raw`(?:collapsed|keeled over|gone down|fallen|slumped(?: over| down| forward)?|passed out|come down (?:all wrong|hard|badly|awkward\S*)|(?:lying|laying|laid|sprawled|in a heap|flat out) (?:on|at|in) (?:the|our|my) (?:bottom of the |foot of the |top of the )?${DOWN_IN})(?: \S+){0,12} (?:and )?(?:hes|shes|he s|she s|he is|she is|he|she) (?:not|isnt|isn t|wont|won t|doesnt|doesn t|cant|can t) (?:answering|answer|responding|respond|moving|move|breathing|breathe|waking|wake|come round|coming round)(?! (?:the |his |her |their |my )?(?:phone|telephone|mobile|door|doorbell|texts?|messages?|calls?|emails?|letters?))`;
const G8 = gap(8);
/** Who is guessed to have fallen, and the guess ("she must have gone down in the night"). */
const WHO_FELL =
  '(?:he|she|they|him|her|mum|mam|mom|dad|husband|wife|mother|father|nan|nana|gran|granny|grandad|grandpa|brother|sister|neighbour|neighbor|friend|auntie|uncle)';
const FELL_GUESSED =
  '(?:must have|must ve|mustve|must of) (?:fallen|fell|gone down|gone over|collapsed|had a fall|slipped|tripped|taken a tumble|keeled over|passed out)';
const G12 = gap(12);
/** Someone with dementia who cannot be found: "I can't find Bill, he's got the alzheimer's". */
const LOST_WITH_DEMENTIA = `(?:cant|can t|cannot|couldnt) find \\S+${G12}(?:alzheimer\\S*|dementia)`;
/** Not said of a joke taken back only by half ("I'm only joking, well, half"). */
const ONLY_HALF =
  '(?!(?: well| or| but)?(?: sort of| kind of)? (?:half|mostly|partly|partially|or am i|more or less))';

const NOT = '(?:cant|couldnt|cannot|unable to|not able to|wont|cant seem to|struggling to|trying to)';
/**
 * Hurt or cut oneself doing something ("I hurt myself lifting the shopping", "cut myself with the
 * bread knife", "when I fell"): an accident, not self-harm.
 */
const NOT_BY_ACCIDENT = String.raw`(?!(?: \S+){0,5} (?:lifting|carrying|peeling|slicing|chopping|carving|pruning|clearing|trimming|opening|sawing|gardening|digging|weeding|cooking|shaving|cleaning|reaching|bending|getting (?:up|down|out|in)|climbing|moving|shifting|pulling|pushing|falling|tripping|slipping|walking|running|playing|doing (?:the|a|my|some)|on (?:the|a|an|some|that|those) |in the (?:garden|kitchen|shed|greenhouse|yard|street|fall)|at (?:work|bowls|the allotment)|when (?:i|we) (?:fell|tripped|slipped|went over)|with the (?:bread knife|carving knife|vegetable knife|kitchen knife|tin opener|can opener|machete|secateurs|shears|hedge trimmers?|saw|chisel|mandoline|grater|peeler|scythe|sickle|strimmer|lawnmower|loppers|stanley knife|hoover|ladder|mower)))`;
/** "Cut myself a sandwich", "a slice of the ham": something cut for oneself, not a cut. */
const NOT_A_HELPING =
  '(?!(?: another| a| an| some| me| half a| two| three| a nice| a big| a little| a wee)? (?:slice|slices|piece|pieces|bit|bits|sandwich|sandwiches|wedge|hunk|chunk|sliver|portion|doorstep|round|bread|cake|cheese|ham|fringe|buttonhole|rose|roses|flowers?|lettuce)(?= |$))';
/** Cold to the bone, or burning hot to the touch: said with muddle, of someone else, an emergency. */
const COLD_OR_BURNING =
  '(?:shivering|frozen|freezing|ice cold|stone cold|blue with (?:the )?cold|cold as ice|cold to the touch|frozen to the bone|burning hot|burning up|red hot|roasting hot|boiling hot|hot as fire|hot to (?:the )?touch)';
/** Nothing after it says the muddle is dementia's, or long-standing ("…it's the dementia", "some days"). */
const NOT_DEMENTIA =
  '(?!(?: \\S+){0,10} (?:dementia|alzheimer\\S*|the home|care home|some days|these days|on and off|getting worse|always))';
/** Not in their right mind, suddenly. */
const MUDDLED =
  '(?:muddled|confused|doesnt know (?:me|where|who)|not making sense|talking nonsense|talking rubbish|talking gibberish|rambling|away with the fairies|mixing (?:everything|it all|things|us all) up|(?:getting|got) (?:everything|it all|things) mixed up|all mixed up)';
/** A house gone cold: the heating off, "like an icebox". */
const COLD_HOUSE =
  '(?:(?:heat|heating|boiler|furnace|radiators?)(?: s| is| has| have)? (?:been )?(?:off|out|broken|not working|packed up|gone off|gone out)|(?:like|as cold as) an? (?:icebox|ice box|fridge|freezer|igloo)|freezing in (?:here|there|the house))';
/** Lost in time: "she thinks it's nineteen sixty", asking for a mother long gone. */
const LOST_IN_TIME =
  '(?:thinks (?:it s|its|it is) (?:nineteen|\\d{4})|(?:asking|asks|keeps asking)(?: me)? (?:for|when|where) (?:her|his) (?:mother|mum|mam|mom|father|dad)(?: is| s)?(?: coming)?)';
/** A visitor going through one's things, and one who will not go or says to keep quiet. */
const RUMMAGED =
  '(?:going through|rummaging (?:in|through)|emptying|searching|turning out) (?:the|my|all my) (?:drawers|cupboards|handbag|bag|purse|wardrobe|things)';
const STAYS_PUT =
  '(?:wont (?:leave|go)|will not (?:leave|go)|told me to (?:keep quiet|be quiet|shut up|sit down|keep my mouth shut))';
/** A letter, and the keys, left for someone. */
/** What a rope hung from a beam or a hook is harmlessly for: a swing, a hammock, the washing. */
const HUNG_FOR =
  '(?:swing|hammock|punch ?bag|pulley|airer|hoist|bunting|fairy lights|decorations|climbing|tyre|bell|basket|baskets|lamp|plants?|pots|pans|coats?|hats?|bikes?|bicycle|tools)';
/** None of HUNG_FOR said anywhere in the turn. */
const NOT_HUNG_FOR = `(?<!(?:^| )${HUNG_FOR}(?: \\S+)* )(?!.*(?:^| )${HUNG_FOR}(?= |$))`;
const LEFT_FOR_SOMEONE = '(?:letter|letters|note|envelope) for (?:the|my) \\S+';
const KEYS_FOR_SOMEONE = '(?:keys?) for (?:the|my) \\S+';
const ME = '(?:myself|meself|my self)';
/** After their death, as somebody arranging it would say it ("no one will have to sort it after I'm gone"). */
/** A day of the week, as said: "give me a ring Wednesday evening". */
/** The joints that ache with age. */
const JOINT =
  '(?:knee|knees|hip|hips|back|feet|foot|bunion|bunions|shoulder|shoulders|arthritis|sciatica|joints|ankle|ankles|wrist|wrists|gout)';
/** About to faint. */
const FAINTING =
  '(?:faint|fainting|fainty|dizzy|woozy|light ?headed|going to (?:pass|black) out|passing out|blacking out|(?:real |so |very |awful |terrible )?(?:sleepy|drowsy)|(?:cant|can t|cannot|can hardly|can barely) (?:hardly )?keep my eyes open|(?:my )?head(?: s| is|s)? (?:spinning|swimming|going round)|(?:the )?room(?: s| is|s)? spinning|(?:all )?floppy)';
/** A heart beating slow or weak. */
const SLOW_BEAT =
  '(?:(?:going|beating|is|s|gone|ticking) )?(?:very |really |awful |awfully |ever so |too |so |dead |right )?(?:slow|slowly|weak|faint)';
/** The sight going dark, as before a faint. */
const GOING_DARK =
  '(?:room|everything|it all|my eyes|eyes|the edges|kitchen|world|sight|vision|things)(?: \\S+){0,2} (?:keeps |kept |is |s )?(?:goes|going|went|gone|turns|turning|turned|go) (?:dark|black|grey|gray)';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/**
 * After one's death. "For after" alone ends the clause ("I've left a letter for after, I'm ready"):
 * stretches "for after the knee replacement" and bacon "for after, a bit of a treat" are not it.
 */
const GONE =
  '(?:after im gone|when im gone|once im gone|when they find me|for after(?= $| (?:so|you know|i suppose|now|dear|love|just in case|when i|im|i|its|thats|in the (?:drawer|box|tin|bureau|safe|envelope))(?= |$)))';
/** A word between a person and what they did that is not a claim made ("somebody saying they was…"). */
const NOT_A_CLAIM =
  '(?: (?!(?:saying|says|said|claiming|claimed|making|made|pretending|pretended)(?= ))\\S+)';
/** A sign of a low blood sugar. */
const LOW_SUGAR_SIGN =
  '(?:shaky|shaking|trembl\\S*|sweaty|sweating|clammy|cant think|can t think|confused|muddled|swimmy|woozy|dizzy|faint)';
/** Somebody else as the subject of a sentence, for "somebody else's past" ("she had a fall"). */
const SUBJECT =
  '(?:he|she|they|someone|somebody|a man|a woman|a stranger|the carer|my carer|my caregiver|my helper|my son|my daughter|my husband|my wife|my grandson|my nephew|my neighbou?r|the neighbou?r)';
const PERSON =
  '(?:he|she|they|someone|somebody|a man|a woman|a stranger|strangers|people|men|boys|the carer|my carer|my caregiver|my helper|my son|my daughter|my husband|my wife|my grandson|my nephew|my neighbou?r|the neighbou?r|her|him)';

/** A generator or a stove burning, and a place shut indoors: its fumes (see urgent and the emergencies). */
const FUMES_SOURCE = '(?:generator|camping stove|barbecue|bbq|paraffin heater|gas heater)';
const SHUT_INDOORS =
  '(?:kitchen|garage|utility|indoors|inside|in the house|door shut|doors shut|windows shut|hall)';

/**
 * Affairs put in order as a farewell: things and pets handed on, notes and letters left, the paper
 * stopped, goodbyes said to the house or the cat. Harmless on its own (a will, a holiday); with
 * FOR_GOOD, a sign of planning not to be here (see the self-harm rules).
 */
const PUT_IN_ORDER =
  '(?:(?:given|gave|giving|give|handed|passed|posted|sent|wrapped(?: up)?|labelled|promised|put aside|set aside)(?: \\S+){0,4} (?:dog|dogs|cat|cats|budgie|bird|(?:my|her|his|our|the|mams|mums|mam s|mum s|mothers|mother s|wedding|engagement|eternity) rings?|watch|jewellery|jewelry|china|keys|house keys|car keys|savings|bank cards?|pin number|will|deeds|things|stuff|medals|photos|envelopes?)|(?:left|leaving|leave)(?: \\S+){0,4} (?:dog|dogs|cat|cats|keys|house keys|car keys|will|deeds|food out|envelopes?)|(?:wrote|written|writing|write|left|leaving|leave|finished|finishing|put)(?: \\S+){0,3} (?:note|notes|letter|letters|instructions|goodbyes)|(?:rehomed|rehoming|re homed|found (?:a )?(?:new )?homes? for)|(?:put|putting|taking|took|taken|booked)(?: \\S+){0,2} (?:cat|dog|budgie) (?:in|into|to) (?:the )?(?:cattery|kennels|vet|vets|rescue|shelter)|(?:cancelled|canceled|stopped|cancelling)(?: \\S+){0,2} (?:the |my )?(?:paper|papers|milk|newspapers?|everything|appointments?)|(?:said|saying|say) (?:goodbye|good bye|my goodbyes|farewell) to (?:the|my|our|him|her|everyone|everybody)|told (?:him|her|them|my \\S+|our \\S+) where (?:the|my) (?:will|keys?|papers|deeds|money|insurance)|(?:tidying|tidied|tying|tied|sorting|sorted)(?: up)? (?:loose ends|my affairs)|(?:put|putting|got|getting|have|ve) (?:everything|it all|all my affairs|my affairs|all my things) in order|(?:dog|dogs|cat|cats|budgie)(?: s| is| are)? going to (?:next door|the neighbou?rs?|my \\S+|(?:her|his) new home)|(?:instructions|wishes|plans) for (?:the|my) funeral)';
/** Soon not to be here: "she'll need them after", "the last time", "in case I'm not here in the morning". */
const FOR_GOOD = `(?:(?:need|needs|have|has|use|read|find|open)(?: \\S+){0,2} after(?= $| (?:so|now|you know|love|dear|then)(?= |$))|(?:after|when|once) (?:im|i m|i am) (?:gone|not here)|(?:the|my|one|for the) (?:last|final) time(?! (?:i|we|you|she|he|they) (?:saw|went|had|was|were|did|spoke|rang|called|came))|in case (?:im|i m|i am) (?:not|no longer) (?:here|about|around)|(?:wont|won t|will not|shant|not) be (?:here|about|around)(?= $| (?:in the morning|tomorrow|after|much longer|anymore|any more|to see|for them)(?= |$))|nothing (?:left )?(?:to come|for (?:them|her|him) to come) for|not (?:to )?(?:plan|count) on me|(?:wont|won t|will not) be a later|(?:wont|won t|will not|shant|shan t) be needing (?:any of )?(?:it|them|anything|these|those|any of this)(?: \\S+){0,3} (?:after|past|beyond) (?:this week|tonight|tomorrow|friday|the weekend|sunday|saturday)|(?:everything|it all|thats everything|that s everything|all)(?: is| s)? (?:sorted|ready|done|in order) (?:now|for (?:her|him|them))|(?:im|i m|i am) (?:all )?ready(?= $| (?:now|love|dear|so|for it)(?= |$))|(?:tonight|today)${gap(3)}(?:the night|the day)(?= $| (?:anyway|then|i think)(?= |$)))`;
/** Asking someone for something ("I asked the doctor if he couldn't…", "begged her to…"). */
const ASKED_FOR =
  '(?:asked|ask|asking|begged|beg|begging|pleaded with|wish (?:he|she|they|the doctor) would|if (?:he|she|they) (?:could|couldnt|would|wouldnt|had|hadnt))';
/** Something to do it by, before what it would do ("something to help me", "a jab that would"). */
const MEANS_FOR =
  '(?:something|anything|a way|summat|a jab|an injection|pills?|tablets?|enough)(?: \\S+){0,3} (?:to|that would|that d|which would) (?:help me |let me |make me )?';
/** Something to die by ("something to help me go peacefully", "a jab to finish me off"). */
const MEANS_TO_GO = `${MEANS_FOR}(?:go(?! (?:to|out|home|back|down|up|into|for|shopping|and|on|off|over|round|through))|die|slip away|end it|finish me off|put me out of my misery)`;

/** A holiday, a stay in hospital, a move or a will made "one day": arrangements, not a farewell. */
const ARRANGED_FOR_LIFE =
  '(?:holiday|holidays|cruise|trip|away|hospital|operation|respite|moving|move|spain|abroad|australia|canada|the coast|the seaside|one day|some day|someday|when the time comes|when my time comes|long way off|no hurry|years yet|not yet|not planning|sorts itself out|squabbl\\S*|solicitor|just in case of)';

export const en: LanguageRules = {
  dialects: [fromJamaican],
  rewrites: [
    [/ (?:can t|can not|cannot)(?= )/g, ' cant'],
    [/ couldn t /g, ' couldnt '],
    [/ (?:won t|will not) /g, ' wont '],
    [/ (?:don t|do not) /g, ' dont '],
    [/ (?:didn t|did not) /g, ' didnt '],
    [/ (?:isn t|is not) /g, ' isnt '],
    [/ (?:wasn t|was not) /g, ' wasnt '],
    [/ (?:haven t|have not) /g, ' havent '],
    [/ (?:doesn t|does not) /g, ' doesnt '],
    [/ (?:wouldn t|would not) /g, ' wouldnt '],
    // "It doesn't half pong of gas in here", "I don't half miss him": the north's "really", no
    // negation.
    [
      / (?:doesnt|dont|didnt) half (?!(?:of|by|as|an|a|the|it|past|way|hour|dozen|price|time|term|and)(?= ))/g,
      ' really ',
    ],
    [/ i m /g, ' im '],
    [/ i ve /g, ' ive '],
    [/ i d /g, ' id '],
    [/ i ll /g, ' ill '],
    [/ (it|that|there|what|he|she|someone|somebody|everyone) s /g, ' $1s '],
    [/ (?:um+|uh+|er+m?|ah+|hmm+|mm+) /g, ' '],
    [/ (?:gonna) /g, ' going to '],
    [/ (?:wanna) /g, ' want to '],
    [/ (?:nine one one|nine eleven) /g, ' 911 '],
    // The dropped g, written without its apostrophe ("bleedin", "comin", "mornin").
    [
      / (kill|cutt|liv|sav|think|try|hop|go|do|tak|want|wait|bleed|com|stopp|burn|shak|froth|morn|even|noth|someth|anyth|phon|ring|call|remind|walk|feel|hurt|breath|fall|sitt|ly|dy|cry|gett|look|talk|wonder|say|ask|be|hav|mak|runn|shout|bang|knock|smok|pour|spread|swell|throb|ach|spinn|dripp|vomit|chok|cough|wheez|pant|gasp|shiver|scream|start|leav|keep|need|mean|worry|struggl|sleep|eat)in(?= )/g,
      ' $1ing',
    ],
    // Scots: "I cannae get ma breath", "I dinna want tae be recorded"; Geordie "I cannet", "I divvent".
    [/ (?:cannae|canna|cannot|cannet) /g, ' cant '],
    [/ (?:dinnae|dinna|dinny|divvent|divvint) /g, ' dont '],
    [/ (?:didnae|didny) /g, ' didnt '],
    [/ (?:wouldnae|widnae) /g, ' wouldnt '],
    [/ (?:couldnae|couldny) /g, ' couldnt '],
    [/ (?:isnae|isny) /g, ' isnt '],
    [/ (?:wasnae|wasny) /g, ' wasnt '],
    [/ (?:willnae|wullnae|winnae|wilnae) /g, ' wont '],
    [/ (some|any|no) (one|body)(?= )/g, ' $1$2'],
    ...SCOTS_WORDS.map(([said, common]): [RegExp, string] => [
      new RegExp(` ${said}(?= )`, 'g'),
      ` ${common}`,
    ]),
    [/(?<! (?:my|your|his|her|our|their|the|me|yer)) ma(?= )/g, ' my'],
    [/ (?:masel|mysel|maself|mesel|meself) /g, ' myself '],
    [/ be hear /g, ' be here '],
    // "Can't get me breath", "me puffer": "my", as much of Britain and Ireland says it.
    [/ me (breath|puffer|inhaler)(?= )/g, ' my $1'],
    [/ deid /g, ' dead '],
  ],
  figurative: [
    // A thrashing at cards or bowls ("they slaughtered us at whist"), a body part or a thing that
    // has had it ("my knees won't take any more").
    w(
      '(?:killed|slaughtered|murdered|massacred|thrashed|hammered|battered|annihilated) (?:me|us)(?: \\S+){0,3} (?:at|in) (?:cards|bridge|whist|bingo|dominoes|dominos|scrabble|the quiz|darts|bowls|rummy|canasta|crib|cribbage|chess|draughts|the game)|(?:knees|hips|eyes|car|washing machine|shoes) (?:wont|won t|will not|cant|can t) (?:take|do|give) (?:any|much) (?:more|further)',
    ),
    // Out of breath from what one has just done ("sorry if I sound out of breath, I just came in from
    // the pool", "I ran for the phone, I'm puffed"): no danger.
    w(
      '(?:out of breath|breathless|puffed(?: out)?|winded)(?= (?:\\S+ ){0,8}(?:came|come|got|been|ran|run|rushed|hurried|climbed|walked|dashed|raced)(?: \\S+){0,2} (?:in|up|back|from|for|to|round)(?= ))|(?<=(?:ran|run|rushed|hurried|dashed|raced|climbed)(?: \\S+){0,2} (?:for|to|up|from) (?:\\S+ ){0,4})(?:so )?(?:im |i m |i am )?(?:a bit |all )?(?:out of breath|breathless|puffed(?: out)?|winded)',
    ),
    // A smoke alarm thought to be going off: a fright told, not a fire ("I thought the smoke alarm was
    // going off earlier"). Smoke or burning smelt now is still heard.
    w('(?:i )?thought (?:the |my )?(?:smoke|fire) alarm (?:was|were|had been) (?:going off|beeping|ringing)'),
    // A pet's legs gone, told after the vet: "took Rex to the vet… he can't get up the stoop".
    w(
      '(?<=(?:vet|vets|veterinary|veterinarian)(?: \\S+){0,15} )(?:(?:his|her|its) (?:back |hind |front )?legs (?:are |have |s )?(?:gone|going|given out|given up)|(?:he|she|it|hes|shes|its|he s|she s|it s) (?:cant|can t|cannot|couldnt|can no longer|isnt able to|is not able to) (?:get up|stand|walk|climb|manage)(?: \\S+){0,3})',
    ),
    // Dementia's not knowing, told as it is now every day ("he doesn't know who I am some days");
    // a stroke long past that put someone in a home ("after the second stroke, they said it wasn't safe").
    w(
      '(?:doesnt|does not|dont|don t|didnt|never) (?:know|recognise|recognize) (?:who i am|me|his own \\S+|her own \\S+)(?: \\S+){0,2} (?:some days|any more|anymore|half the time|most days|these days)|(?:gone|went|moved) into (?:the|a) (?:home|care home|nursing home)(?: \\S+){0,10} (?:after|since) (?:the|her|his) (?:first |second |third |last )?stroke',
    ),
    // In, as ever: "I'm in, where else would I be" answers whether it is a good time.
    w(
      '(?:(?:im|i m|i am) (?:in|home|here|always in|always here)(?: love| dear| pet| hen)?(?: \\S+)? )?where else would i be',
    ),
    // A stroke or a heart attack imagined from a fright at the telly: "I thought I'd have a stroke
    // myself", "I nearly had a fit".
    w(
      '(?:thought|felt like|felt as if|felt as though|nearly|almost|near enough) (?:i d|id|i would|i was going to|i was gonna|i ll|ill) (?:have|take|go into|end up with) a (?:stroke|heart attack|fit|seizure|coronary)(?: (?:myself|there and then|on the spot|ha|haha))*',
    ),
    // Sickness on a crossing told as wishing to die then ("I was that seasick I wanted to die",
    // "throw me over the side"); dying disowned ("I've no intention of dying in Benidorm"); others'
    // fear of one dropping dead ("the insurance think I'll drop dead in the airport").
    w(
      '(?:seasick|sea sick|travel sick|car sick|coach sick|airsick|air sick|(?:so|that|too|as) sick(?! (?:of|and tired))|sick as a (?:dog|parrot)|being sick|throwing up|spewing|vomiting)(?: \\S+){0,14} (?:i )?(?:just )?(?:wanted|wished) (?:to die|i was dead|i were dead|the (?:sea|ground|boat|ship) would swallow me)|throw me (?:over the side|overboard)|(?:no|not the slightest|not the least|never had any) intention of (?:dying|popping my clogs|kicking the bucket)|(?:not|never) (?:planning|intending|going) (?:on|to) (?:die|dying)(?= (?:in|over|out|there|on|abroad|away|yet))|(?:they|he|she|the insurance|insurers|the doctor|my (?:son|daughter|sister|brother|kids|family))(?: \\S+)? (?:think|thinks|reckon|reckons|worry|worries|are worried|is worried|afraid|scared)(?: \\S+){0,2} (?:ill|i ll|i will|i might|id|i d|i would|im going to|i m going to|i am going to) (?:drop dead|keel over|pop my clogs|kick the bucket|peg out|snuff it|die)',
    ),
    // Not seeing a thing without one's glasses; a fire someone only fears ("he says it'll go up in
    // flames and burn the house down with me in it"); "you'll kill yourself going out in the dark".
    w(
      `(?:cant|can t|couldnt|cannot) see (?:a thing|anything|a blind thing)${G3}without (?:my|me|his|her|the) (?:glasses|specs|readers|spectacles)|(?:says|said|reckons|thinks|worried|worries|afraid|scared|frightened|convinced)${G8}(?:it ll|itll|it will|it could|it might|it would|itd|it d|its going to|it s going to) (?:go up in flames|catch fire|burn the house down|set (?:the house|the bed|me) (?:on fire|alight|ablaze))(?: and burn the house down)?(?: with me in it)?|(?:says|said|tells me|told me|warns me|warned me)${G5}(?:i ll|ill|i will|i m going to|im going to) (?:kill myself|break my neck) (?:going|getting|walking|climbing|running|with|on|in)`,
    ),
    // Checked on in fun while asleep ("they poke me to see if I'm still breathing, ha ha"); "I'm not
    // dead yet", said of being old and still here.
    w(
      '(?:see|check|make sure|find out) (?:if|whether|that) (?:i m|im|i am|i was|im still|i m still) (?:still )?(?:breathing|alive|with (?:us|them)|in the land of the living|ticking)|(?:im|i m|i am) not dead yet',
    ),
    // Catching one's death: a cold caught, not a death ("we'll catch our death in that church").
    w(
      'catch(?:ing)? (?:my|your|our|his|her|their|me|yer|me own) death(?: of cold)?|caught (?:my|your|our|his|her|their|me) death(?: of cold)?',
    ),
    // An animal's trouble, not the speaker's: "the wee dog was choking on a chew", "the cat brought
    // a bird in, blood everywhere". Not when the speaker is in it ("the dog bit me, I'm bleeding").
    w(
      `(?:dog|dogs|cat|cats|puppy|pup|kitten|budgie|parrot|horse|pony|hen|hens|chicken|chickens|rabbit|hamster|goat|sheep|cow|lamb|ferret)${NOT_ME}{0,3} (?:was |is |s |had |has |got )?(?:choking|choked|having a fit|fitting|collapsed|poisoned)|(?:cat|dog|hawk|sparrowhawk|fox|bird|birds|mouse|rabbit|hen|chicken|pigeon|robin|mole|rat|squirrel|magpie)${NOT_ME}{0,12} (?:blood|feathers|fur) (?:and (?:feathers|fur|blood) )?(?:everywhere|all over)`,
    ),
    // "I wanted to die, I wanted the ground to swallow me up": shame, not death.
    w(
      '(?:i wanted to|i could have|i could ve|i couldve|i thought i d|i thought id|i nearly) (?:die|died)(?: \\S+){0,6} (?:ground to swallow me|ground could swallow me|ground open up|crawl under|hide under)|(?:died|die|dying) of (?:embarrassment|shame)',
    ),
    // "I write it all down, or I'd get muddled and kill myself": a dose muddled, warned of.
    w(
      '(?:or|otherwise|else) (?:i d|id|i ll|ill|i would|i)(?: \\S+){0,2} (?:get )?(?:muddled|mixed up|confused|in a muddle)(?: \\S+){0,3} (?:and )?(?:kill myself|poison myself|be dead)',
    ),
    // Falling asleep is no fall ("I fell sound asleep on the train").
    w('(?:fell|fall|falling|falls) (?:sound |fast |straight |right |clean |dead )?asleep'),
    // A fire engine or an ambulance gone past; "I'd drop dead if he ever…"; a contestant "robbed"
    // by the judges; "she'd kill for my recipe"; a heart broken by a football result.
    w(
      '(?:fire engines?|ambulances?|police cars?|sirens?)(?: \\S+){0,5} (?:gone|went|going|go|racing|raced|flew|flying|whizzed|whizzing|screaming|shot) (?:past|by|up the road|down the road)|(?:id|i d|i would|ill|i ll|i will) (?:drop dead|die|faint|keel over|have a heart attack|have a fit|pass out)(?: of (?:shock|surprise))? if (?:\\S+ ){0,5}(?:ever|actually)|(?:strictly|bake off|the judges|the final|the match|the ref\\S*|the vote|x factor|the show)(?: \\S+){0,8} (?:was|were|got|been) robbed|(?:was|were|got|been) robbed(?= (?:\\S+ ){0,6}(?:judges|points|marks|votes?|final|match|ref\\S*|competition|contest|show|dance|title|prize))|(?:would|d|ll|will|could) kill for (?:a|an|my|your|the|some|that|this|one|her|his)',
    ),
    // Locked out "like a burglar", a screen gone black: the email or the telephone, not danger.
    w(
      '(?:like|as if i was|as if i were|as though i was) (?:a |some )?(?:common )?(?:burglar|thief|robber|criminal|intruder)|(?:screen|telly|tv|ipad|tablet|phone)(?: \\S+){0,2} (?:went|goes|gone|going|turned|turns) (?:all )?(?:black|blank|dark)',
    ),
    // A gadget that "near took a fit", and oneself nearly having a fit at a bill: temper, not a seizure.
    w(
      '(?:near|nearly|almost|practically|just about) (?:took|had|threw|thrown|taken|having|throwing) (?:a |a wee |a right )?(?:fit|seizure|funny turn|heart attack)|(?:it|the \\S+|that \\S+|this \\S+)(?: \\S+)? (?:took|had|threw|has|is having|was having) (?:a |a wee |a right )?(?:fit|wobbler|tantrum|hissy fit)',
    ),
    // The frost that "killed" the geraniums, the slugs that did for the lettuces: the garden.
    w(
      '(?:killed|kill|kills|killing|finished off|did for|done for)(?: off)? (?:all )?(?:my|the|me|our|her|his|all the|all my) (?:\\S+ )?(?:geraniums|plants|flowers|roses|tomatoes|lettuces|pots|cuttings|cactus|cacti|dahlias|fuchsias|begonias|petunias|bulbs|seedlings|veg|hanging baskets?|bedding|hydrangeas|shrubs|hedge|lawn|grass|runner beans|sweet peas|herbs)',
    ),
    // Pests named, then the lot of them to be killed ("the slugs have been at my lettuce, I'm going
    // to kill every last one of them"); and not knowing "what to do with myself" of a free morning.
    w(
      '(?:slugs|snails|greenfly|aphids|blackfly|whitefly|caterpillars|moles|rats|mice|squirrels|pigeons|rabbits|wasps|ants|weeds|bindweed|weevils|earwigs|woodlice|foxes|magpies|deer|voles)(?: \\S+){0,14} (?:kill|killing|poison|poisoning|drown|drowning|murder|murdering|shoot|shooting|exterminate|get rid of|do for|do away with|wipe out|see off)\\S* (?:every (?:last |single )?(?:one|blessed one|man jack)(?: of (?:them|em|the \\S+))?|(?:the )?(?:whole )?lot(?: of (?:them|em))?|them all|em all|all of (?:them|em)|them|em)(?:(?: \\S+){0,8} (?:drown|die|croak))?|(?:what|summat|something) to do with (?:myself|meself|me self)',
    ),
    // A tooth pulled at the dentist's: care, not an assault.
    w(
      `(?:pulled|pulling|took|taken|extracted|yanked|had)${G3}(?:tooth|teeth|molar|molars|wisdom tooth) (?:out|pulled|extracted)|(?:pulled|extracted|took out|taken out) (?:my |me |a |the |two |three )?(?:tooth|teeth|molar|molars)`,
    ),
    // Killing the pig, and its blood for the black pudding: the farm's work, not an injury.
    w(
      `(?:killed|kill|killing|slaughtered|stuck) (?:the|a|our) (?:pig|pigs|hog|hogs|lamb|sheep|chickens?)|(?:blood|bleeding)${G5}(?:for the (?:black )?pudding|of the pig|from the pig|of the hog)`,
    ),
    // Busy with a chore in a room ("I'm upstairs in the bedroom making the bed"): where they are,
    // and what they are doing, not where they fell. A room said alone is still weighed.
    w(
      `(?:im|i m|i am|i was|ive been|i ve been)(?: just| only)?(?: (?:up|down|out|round) (?:stairs|the back|the front|the garden))?(?: up| down| out| round)?(?: (?:in|at|on|out in)) (?:the|my|me) (?:kitchen|bedroom|garden|living room|lounge|front room|back room|sitting room|bathroom|shed|garage|yard|attic|loft|hall|dining room|utility|conservatory|allotment|greenhouse|porch|patio|spare room|laundry)(?: \\S+){0,2} (?:making|doing|tidying|cleaning|washing|ironing|sorting|baking|cooking|folding|hoovering|vacuuming|dusting|reading|watching|knitting|sewing|writing|potting|weeding|pruning|planting|mowing|sweeping|polishing|peeling|changing|painting|wrapping|stripping|hanging out|pegging out|putting away|clearing|scrubbing|mopping|chopping)`,
    ),
    // Not wanting to be a burden for one chore someone has to do ("I don't want to be a burden on
    // my daughter, who always has to remind me"): a practical wish, often with a request after
    // it, not a wish to be gone. Being a burden felt, or said for good, is still heard.
    w(
      `(?:dont|do not|didnt|wouldnt|never) (?:want|wish|like) to be (?:a |such a |too much of a |any )?(?:burden|bother|nuisance|trouble)(?: (?:on|to|for) (?:my|our|the|her|him|them|anyone|anybody)(?: \\S+){0,2})? (?:who|that|as|because|cos|since) (?:\\S+ ){0,3}(?:has|have|having|keeps?|got|needs?|must) (?:to|got to)`,
    ),
    // Unsure of the call itself: "who's this now? I pressed the wrong button".
    w(
      '(?<=^ (?:\\S+ ){0,3})(?:whos|who s|who is) (?:this|that|calling|speaking)(?: now| then| please)?|(?:pressed|hit|pushed|pressing) the wrong (?:button|number|thing)|(?:rang|called|dialled|dialed|phoned|got) the wrong number|(?:dont|don t|do not) know (?:why|what) i (?:rang|called|phoned|dialled|pressed)',
    ),
    // Doing well ("the bingo caller was on fire last night"); a death told ("since the stroke took Harold").
    w(
      '(?:caller|callers|player|players|team|striker|bowler|band|singer|quizmaster|lad|lads|lass|girls|boys|grandson|granddaughter) (?:was|were|is|s|has been|have been) (?:absolutely |really |just |properly )?on fire(?! (?:in|at home|upstairs|downstairs))|(?:since|when|after|before) (?:the |a |his |her |that |my )?(?:stroke|heart attack|cancer|illness|dementia|virus) took (?:him|her|them|my \\S+|\\S+)',
    ),
    // A scolding to come, not a threat: "he'll kill me if there ain't yorkshires"; a threat for
    // telling, leaving or not paying ("he'll kill me if I tell anyone") is not taken out.
    w(
      '(?:hell|he ll|shell|she ll|theyll|they ll|\\S+ ll|\\S+ will|\\S+ would|\\S+ d) (?:kill|murder|skin|strangle|throttle) (?:me|us)(?: \\S+)? if(?! (?:i|we) (?:tell|told|say|said|talk|call|ring|phone|go to|leave|left|report|dont give|don t give|dont pay|don t pay|dont hand|open|let))',
    ),
    // The same scolding for something missed or forgotten: "I missed the last two practices, so
    // Gordon is going to kill me"; only the threat's own words are taken out, and not when money is
    // owed ("I forgot to pay him, so he's going to kill me") or a weapon, a blow or someone at the
    // door is named after it.
    w(
      '(?:\\S+ ){0,2}(?:is |s |are |re |will |ll )?(?:going to |gonna )?(?:kill|murder|skin|strangle|throttle) (?:me|us)(?<=(?:missed|miss|forgot|forgotten|forgetting|late|skipped|skipping|burnt|burned|dropped|broke|lost)(?: (?!pay|paid|money|owe|owed|owing|rent|debt|cash|loan)\\S+){0,14} (?:so|and|now) (?:\\S+ ){0,2}(?:is |s |are |re |will |ll )?(?:going to |gonna )?(?:kill|murder|skin|strangle|throttle) (?:me|us))(?! if)(?!(?: \\S+){0,10} (?:knife|knives|gun|weapon|axe|hammer|coming|outside|door|in the house|hit|hits|hitting|punch\\S*|hurt\\S*|drunk))',
    ),
    // The same scolding for a bit of mischief of one's own: "I'm sending her the photo, she'll kill
    // me", "she'll murder me when she sees this"; not what must be handed over ("if I don't give it
    // him he'll kill me", "give them the money or he'll kill me").
    w(
      '(?<!(?:if|unless|or) )(?:im|i m|i am|ill|i ll|i will|i|ive|i ve|i have) (?:going to |gonna |just |only |gone and |went and )?(?:send|sent|sending|show|showed|showing|post|posted|posting|give|gave|giving|put|putting|stick|stuck|sticking|frame|framed|framing|bring|brought|bringing|read|reading) (?:it|this|that|them|the (?:photo|picture|snap|card|letter))(?: (?!or )\\S+){0,10} (?:hell|he ll|shell|she ll|theyll|they ll|\\S+ ll|\\S+ will) (?:kill|murder|skin|strangle|throttle) (?:me|us)(?! if)|(?:kill|murder|skin|strangle|throttle) (?:me|us) when (?:she|he|they|\\S+) (?:sees|hears|reads) (?:it|this|that|the (?:photo|picture|snap|card|letter|state of|mess|bill))',
    ),
    // A bird's raid on the chips told as an attack: "I was attacked on the front, a seagull took my
    // chips", "mugged by a gull".
    w(
      '(?:attacked|mugged|robbed|ambushed|assaulted|dive bombed|divebombed)(?: \\S+){0,12} (?:seagull|seagulls|gull|gulls|pigeon|pigeons|magpie|magpies|crow|crows|goose|geese|swan|swans|squirrel|squirrels|monkey|monkeys)(?= )|(?:seagull|seagulls|gull|gulls|pigeon|pigeons|magpie|magpies|crow|crows|goose|geese|swan|swans|squirrel|squirrels|monkey|monkeys)(?: \\S+){0,3} (?:attacked|mugged|robbed|ambushed|dive bombed|divebombed)',
    ),
    // Ringing for company: "nothing special, I just wanted to visit a little"; unsure whether to tell.
    w(
      '(?:i )?(?:dont|don t|do not) know (?:if|whether) i should (?:tell|say|mention)(?: you| this| it)?|(?:just |only )?(?:wanted|want|fancied) (?:to|a) (?:wee |little |quick |bit of a )?(?:visit|chat|natter|catch up|say hello|say hi|check in|gossip|blether|have a (?:wee |little |quick )?(?:chat|natter|yarn|gossip|visit|blether))(?: (?:a little|a bit|a while|with you))?',
    ),
    // Worn out by a chore, not harm: "she says I'll kill myself working so hard for Christmas".
    w(
      '(?:kill|killing|kills|killed) (?:myself|yourself|herself|himself|ourselves)(?: \\S+)? (?:working|cleaning|cooking|gardening|digging|decorating|baking|shopping|ironing|scrubbing|hoovering|tidying|packing|preparing|rushing|running about|running around|with (?:all )?(?:this|that|the|my|her|his) (?:work|cleaning|cooking|gardening|housework|packing|baking|decorating|ironing|shopping|garden|preparations|chores))',
    ),
    // A visitor at the door, with a pause in the call: "hang on love, there's someone at the door".
    w(
      '(?:(?:hang on|hold on|wait|just a (?:mo|moment|minute|sec|second)|excuse me|bear with me|oh)(?: \\S+){0,3} (?:theres|there s|there is) (?:someone|somebody) at the (?:front |back )?door|(?:hang on|hold on|wait|just a (?:mo|moment|minute|sec|second)|excuse me|bear with me)(?: \\S+){0,3} (?:the )?(?:doorbell|bell)(?: s| is)? (?:going|ringing|gone)|(?:theres|there s|there is) (?:someone|somebody) at the (?:front |back )?door(?: \\S+){0,2} (?:hang on|hold on|wait|just a (?:mo|moment|minute|sec|second)|bear with me))(?!(?: \\S+){0,10} (?:trying|try|tried|wont go|won t go|banging|kicking|forcing|frightened|scared|terrified|get in|break|broke|shouting|threaten\\S*))',
    ),
    // Danger that is not happening: asking what the signs of a stroke are or which number to ring,
    // what one is to do "if I ever…" (a nurse's instructions), told as such.
    w(
      `(?:what|which) (?:are|were|is|re) the (?:\\S+ )?(?:signs|symptoms) (?:of|for)(?: a| an)? \\S+(?: \\S+)?|what(?: s| is)? (?:the )?(?:number|numbers) (?:for|of|do (?:i|you|we) (?:ring|call|dial)(?: for)?)(?: the)? \\S+(?: \\S+)?|(?:if|should|when) (?:i|you|he|she|we) ever(?: \\S+){1,6}|(?:im|i am|i was|were|we are|hes|shes) (?:to|supposed to|meant to|told to) (?:ring|call|phone|dial|press)(?: \\S+){0,4}`,
    ),
    // Pleasant smells, colours that ran in the wash, a tune stuck in the head, things mislaid.
    w(
      `(?:can |could )?smell(?:ing)? (?:the |a |some |that )?(?:lilac|lavender|roses?|flowers?|bread|baking|cake|coffee|bacon|rain|sea|cut grass|grass|honeysuckle|sweet peas|jasmine|perfume|dinner|soup|stew|curry|toast|lilies|blossom|sausages?|chips|cooking)|(?:sock|shirt|jumper|colours?|dye)s? (?:\\S+ )?(?:bled|ran|run) in the wash|bleed(?:ing)? (?:the )?radiators?|stuck in my head|(?:dont|don t|do not) know where (?:i (?:put|left|have put|ve put)|my|the) (?:\\S+ )?(?:specs|glasses|keys|purse|remote|handbag|phone|pen|book|slippers|umbrella|hat|gloves|scarf|list)|falling about laughing`,
    ),
    // Laughing "until I die", and its Cantonese calque "laugh die me" (笑死我).
    w(
      'laugh(?:ed|ing|s)?(?: so (?:much|hard))? (?:until|till|til|that) i (?:nearly |almost )?(?:die|died|cry|cried|wet myself)|laugh(?:ed|ing)? (?:die|dead|to death) me|laugh(?:ed|ing)? myself to death|die (?:of|from) laugh\\S*',
    ),
    // A check-up, idioms of love and laughter, a racing heart explained.
    w(
      `(?:listened to|listen to|listening to) (?:my|her|his|the) (?:chest|heart)|(?:took|take|taking|check\\S*|measur\\S*|test\\S*) (?:my|her|his|the|your) (?:blood )?pressure|like a house on fire|(?:(?:ive |i ve |i have |i )?(?:fallen|fell) )?head over heels|(?:nearly|almost|near) choked${G5}(?:laugh\\S*|joke|giggl\\S*|when (?:he|she|they|the \\S+) (?:said|told))`,
    ),
    // Laughing till one cannot breathe, a lull in the rain, happy tears, an animal trapped behind a
    // curtain, a game lost fair and square, energy one cannot muster, outings one cannot go on.
    w(
      '(?:cant|couldnt|could not|cannot) breathe (?:for|from|with) (?:laugh\\S*|giggl\\S*|laughter)|(?<=(?:laugh\\S*|giggl\\S*|stitches|comedian|hysterics|impressions?|so close|that close|muggy|humid|stuffy)(?: \\S+){0,8} )(?:cant|couldnt|could not|cannot) breathe',
    ),
    w(
      'dizzy heights|(?:all |a bit |so |proper |quite |really )?choked up|choke up|break in the (?:weather|rain|clouds?|traffic|schedule|programme|routine)',
    ),
    w(
      '(?:bee|wasp|fly|moth|bird|cat|dog|mouse|spider|butterfly|ladybird|bluebottle|robin)s? (?:got |was |is |s |gets )?trapped|trapped (?:behind|in) (?:a|the) (?:tractor|lorry|bus|traffic|queue|caravan|van|learner|roadworks)|trapped wind',
    ),
    w(
      'beat (?:me|us) (?:at|fair and square|hands down|in the|to it|to the|by|hollow|again)|(?:cant|couldnt|cannot) get up (?:the |any |much )?(?:energy|enthusiasm|oomph|steam|interest|nerve|motivation|puff)',
    ),
    w(
      '(?:cant|couldnt|cannot) go on (?:the (?!way|same)\\S+|an? \\S+|holiday|holidays|about|online|strike|tour|trips?|outings?|excursions?|rides?|till|until|before)|(?<=(?:cat|dog|kitten|puppy|budgie)(?: \\S+){0,3} )(?:cant|couldnt|cannot) get up|(?:cant|couldnt|cannot) get up (?:for (?:college|school|work|church|mass|the (?:bus|milkman|football))|(?:ben|mount) \\S+)',
    ),
    w(
      '(?:kill|murder|strangle) me (?:when|if|once) (?:he|she|they) (?:sees?|finds? out|hears?|knows?|gets? (?:back|home|in)|comes? (?:back|home|in))(?!.* (?:knife|gun|blade|hammer|machete|axe|scared|frightened|terrified|afraid|help))',
    ),
    w('(?:kill|killed|killing) (?:a|the|that) (?:\\S+ )?(?:spider|wasp|fly|moth|mouse|slug)'),
    w('break(?:ing)? in (?:my|these|the|them|those) (?:new )?(?:\\S+ )?(?:shoes|boots|slippers|trainers)'),
    w('(?:nearly|almost) choked (?:on (?:my|the) \\S+ )?(?:when|laughing|at)'),
    // A sore part of the body "on fire" ("thought me eye was on fire" of eye drops); not the chest.
    w(
      '(?:mouth|tongue|throat|gums?|lips?|eye|eyes|feet|foot|hands?|fingers|toes|skin|legs?|knees?|joints|hips?|bum|face|scalp|ears?|bladder|stomach|tummy|belly) (?:was |is |s |were |are |re |felt |feels |feel |went )?(?:like )?(?:it was |its |it s |they were |they re |theyre |they are )?on fire',
    ),
    w(
      '(?:nearly|almost|about|practically|near enough|just about|all but) had (?:a|an) (?:stroke|fit|seizure|turn|coronary|heart attack|cardiac arrest|conniption|canary|cow|baby)',
    ),
    w('dying (?:to|for) \\S+'),
    w('to die for'),
    w('(?:died|die|dying|nearly died|almost died) (?:of|from|with|laughing|of laughter)(?: \\S+)?'),
    w(
      '(?<!(?:going to|gonna|gunna|threaten\\S* to|threatening|wants to|hell|shell|theyll|he ll|she ll|they ll|he will|she will|they will|tried to|trying to|try to|would|it would|to) )(?:killing|kill) me(?! ?self)|(?:kill|murder|strangle|throttle) me (?:if|when|for) (?:i|im|i m|i ve|ive|i dont|i forget)(?! (?:tell|say|speak|talk|call|ring|phone|report|go to|leave|open|scream|shout))(?!.* (?:knife|gun|blade|hammer|machete|axe|scared|frightened|terrified|afraid|help))',
    ),
    w('(?:could|would|i d|id) (?:kill|murder) (?:for )?(?:a|an|some|for)(?: \\S+)?'),
    w('kill(?:ing)? (?:time|the (?:lights?|engine|telly|tv))'),
    w(
      '(?:fell|fall|falling|fallen) (?:in love|asleep|for it|for him|for her|behind|out with|apart laughing)',
    ),
    w('(?:heart|chest) of (?:gold|drawers|stone)'),
    w(
      'in case of (?:an )?(?:emergency|fire|a fall)|(?:thought|think) (?:it was|he was|she was|they were) (?:a |an )?(?:burglar|burglars|intruder|robber)s?|(?:couldnt breathe|cant breathe|ribs hurt|ribs (?:were |are )?aching|in stitches)(?: \\S+){0,2} (?:for |with |from )?laugh\\S*|laugh\\S*(?: \\S+){0,4} (?:couldnt breathe|cant breathe|my ribs hurt)',
    ),
    w(
      '(?:broke|break|breaking|broken) in (?:my|these|the|them|those|her|his) (?:new )?(?:shoes|boots|slippers|trainers)?',
    ),
    w('(?:bored|scared|frightened|worried|tickled) to death'),
    // A heart attack as a way of speaking: laughter, a bill, a son who works too hard; tears held
    // back; a flower bed or a bingo card "on fire"; pigeons threatened; a sermon's "we all die".
    w(
      '(?:thought|think|felt like|feel like) (?:i d|id|i would|i was going to|i was gonna|i would have) (?:have |had |have had )?a heart attack|(?:give|gives|giving|gave) (?:himself|herself|themselves|yourself|myself|me|you|us|him|her|them) (?:a )?heart attack|(?:bill|bills|price|prices|the cost)(?: \\S+){0,5} heart attack|choking back (?:the |my )?tears',
    ),
    w(
      '(?:like|as if|as though) (?:it s |its |it is |it was |they re |theyre |they were )?(?:on fire|ablaze) with|(?:brain|bingo card|card|team|luck|form|numbers) (?:was|is|s|were) on fire',
    ),
    w(
      '(?:threaten\\S*|going|gonna|wants?|wanted) to (?:kill|shoot|poison|murder) (?:the|those|them|that|his|her|all the) (?:\\S+ )?(?:pigeons|slugs|rats|mice|squirrels|foxes|moles|weeds|cats?|magpies|crows|rabbits|wasps|snails|greenfly|aphids)',
    ),
    w('(?:we|were|we re|we are) all (?:gonna|going to|have to|got to|will|gotta) die(?: \\S+)?|we all die'),
    w('over my dead body'),
    // "They'd have heard me gasping in the next parish", of a book's ending; "it put the heart
    // crossways in me": a fright told large.
    w(
      '(?:they d|theyd|they would|you d|youd|you would|they could|you could) (?:have |of )?heard (?:me|us|him|her)(?: \\S+){0,3} in the next (?:parish|county|street|town|village|room|house|field)|put the heart crossways in (?:me|him|her|us)',
    ),
    // "If I eat another mince pie I'll die": eating, not dying.
    w(
      'if i (?:eat|have|drink|take)(?: \\S+){0,5} (?:ill|i will|i ll|im going to|i m going to|im gonna) (?:die|burst|explode|pop)',
    ),
    // A thing, not a person, "going to kill me": "that turkey's going to kill me, it's that big".
    w(
      `(?:that|this|these|those|the)(?: (?!(?:man|men|fella|fellow|bloke|husband|son|grandson|neighbour|neighbor|carer|daughter|boyfriend|woman|lad|lads|gang|guy|guys|intruder|burglar|burglars|dog|dogs|brother|nephew|partner|wife|lodger|drunk|thug|thief|thieves|one|ones|fellas|blokes|youths|kid|kids|boy|boys)(?= ))\\S+)? (?!(?:man|men|fella|fellow|bloke|husband|son|grandson|neighbour|neighbor|carer|daughter|boyfriend|woman|lad|lads|gang|guy|guys|intruder|burglar|burglars|dog|dogs|brother|nephew|partner|wife|lodger|drunk|thug|thief|thieves|one|ones|fellas|blokes|youths|kid|kids|boy|boys)(?= ))\\S+(?: s| is| are)? (?:going to|gonna|gunna|will|ll) (?:kill|finish) me(?: off)?(?! if| when| with| for| unless| one day| tonight)`,
    ),
    // "I'd have to be dead to fall for that": what it would take, said of a scam or a dare.
    w(
      `(?:id|you d|youd|you would|i would|one would|theyd|they d|youve got|you ve got|youd have)${G2}(?:have|hafta|need) to be (?:dead|mad|daft|stupid|soft|barmy|crackers|born yesterday|blind)${G3}(?:to|before)`,
    ),
    w('(?:my feet|these shoes|my back|my knees|my hip) (?:are|is) killing'),
    w('smoke (?:a|my|the) (?:pipe|cigarette|cigar)'),
    w(
      'stroke of (?:luck|genius|midnight|the pen|a brush)|(?:breast|back|butterfly) ?stroke|(?:broke|breaks|breaking|burst) (?:into|in to) (?:song|songs|a sweat|tears|fits|giggles|laughter|a smile|a run|a grin|applause)',
    ),
    w(
      '(?:near|nearly|almost|practically|near enough|just about) (?:gave|give|given|had|have) (?:(?:me|him|her|them|us|(?:my|our|his|her|their|the) \\S+|\\S+) )?a heart attack|(?:gave|give|gives|giving) (?:my|our|his|her|their|the)(?: \\S+){1,2} (?:a )?heart attack|(?:gave|give) me a heart attack|heart (?:was |is |s )?(?:pounding|racing|thumping|going) (?:when|with|at)',
    ),
    w(
      'gasping for (?:a|some|my) (?:cuppa|cup|tea|drink|pint|brew|coffee)|dying for (?:a|some|my) \\S+|fire away|robbed (?:blind|at)|(?:fell|fall) (?:about|over myself|for (?:the|a|him|her|it))',
    ),
    w(
      '(?:killing|killed|kill) (?:myself|meself) (?:laughing|with laughter)|cut (?:myself|meself) (?:a|an|some) (?:\\S+ )?(?:slice|piece|bit|wedge)',
    ),
    w(
      '(?:rather|sooner) (?:die|be dead|be seen dead)(?: \\S+){0,3} than(?! (?:carry|carrying|go|going|live|living|keep|keeping|stay|staying|spend|spending|face|be like|be alone|wake|waking|another))|wouldnt be seen dead|killer at \\S+|beat me (?:at|again|hollow)|the death of me',
    ),
    w(
      '(?:cant|couldnt) go on (?:with|eating|doing|like this with|knitting|reading|watching)|whats the point (?:of|in) (?:a|an|buying|getting|new)',
    ),
    w(
      '(?:broken|broke) in (?:the|a|my|his|her) (?:new )?(?:\\S+ )?(?:horse|pony|boots|shoes|armchair|chair|bed|saddle|glove|car)|(?:horse|pony) (?:has been|was) broken in',
    ),
    w(
      '(?:nearly|almost|practically) (?:fainted|passed out|had a fit|keeled over|collapsed|died)(?: \\S+){0,6} (?:price|prices|till|bill|bills|cost|checkout|receipt)',
    ),
    w(
      '(?:broke|break|breaks|breaking|broken) (?:into|in to) (?:the|his|her|my|a|their|our) (?:\\S+ )?(?:piggy bank|collection box|collection|savings|biscuit tin|sweets|chocolates?|fund|money box|nest egg|cake|tin)',
    ),
    w(
      '(?:cant|couldnt|cannot) get up (?:as early|so early|early|that early|in the mornings?|the (?:loft|attic|stairs|hill|ladder|steps))',
    ),
    w(
      '(?:want|wanna|fancy|like) (?:to )?go(?:ing)? on (?:that|the|a|this|those|these|another|any|holiday|my)(?: \\S+)? (?:trip|trips|holiday|holidays|outing|outings|cruise|coach|bus|ride|rides|course|diet|walk|walks|excursion|tour|train|plane|boat|ferry|waltzers|rollercoaster)',
    ),
    w(
      '(?:frighten|frightens|scare|scares|frightened|scared) the (?:life|living daylights|wits) out of(?: (?:a|any|the|them|him|her))?(?: \\S+)?',
    ),
    w(
      'cut (?:myself|meself|my self) (?:shaving|gardening|cooking|chopping|on (?:the|a|an|my|some|that|those) \\S+(?: \\S+)?)',
    ),
    w(
      'chok\\S*(?: \\S+){0,4} laugh\\S*|laugh\\S*(?: \\S+){0,3} chok\\S*|chok\\S* on (?:the |some )?(?:dust|pollen|fluff|crumbs?)|chok\\S* (?:by|with) (?:the )?(?:weeds?|bindweed|ivy|brambles|nettles|moss)|choked (?:off|up) (?:with|about|by)',
    ),
    w(
      'carry me out (?:of \\S+ \\S+ )?(?:in a box|feet first|in a coffin)|out of (?:here|this house) in a box',
    ),
    w(
      '(?:sitting|sat|kneeling|knelt|been|im|i am|down|get|got) on the floor (?:all (?:morning|afternoon|day) )?(?:doing the|sorting|playing|cleaning|scrubbing|polishing|going through|with the)',
    ),
    w(
      '(?:thought|think|thinking) (?:id|i would|i was going to|i were going to) die|bang(?:ing|ed)? (?:my|your|our) heads? (?:against|on) a (?:brick )?wall|running on empty|wouldnt hurt a fly|(?:the )?(?:wind|storm|gale) (?:was |is |s |kept |keeps )?(?:rattling|shaking|banging|battering) (?:the |my |at the )?(?:windows?|doors?|letterbox|gate)',
    ),
    w(
      '(?:kill|break|hurt) (?:myself|meself|yourself|herself|himself|my neck|your neck) (?:going|climbing|getting|on (?:that|those|the)|up (?:that|those|the))',
    ),
    w(
      '(?:kill|killing|poison|poisoning|shoot|shooting|drown|drowning)\\S* (?:the|those|them|all the|that|his|her|my|a|off the) (?:\\S+ )?(?:pigeons?|slugs?|snails?|weeds?|squirrels?|rats?|mice|mouse|flies|fly|wasps?|moles?|greenfly|aphids|bugs|foxes|fox|rabbits?|magpies?|crows?|plants?|roses|lawn|grass|ants)',
    ),
  ],
  negation:
    // "Not really, I'm in a bit of bother": the answer ends where a new "I'm" begins. So do "I'm
    // not going anywhere, I'm down on the floor" and a tag question ("you want to tidy up before
    // you go, don't you. I've written my letters"). Nor is "not really love, no" a denial of what
    // follows ("…no, I'm sat in the bath and I can't get meself out"), nor "not now" of what is told
    // after it ("not now, George just went down like a stone").
    /(?:^| )(?!not really (?:im|i m|i am|ive|i ve|i|my|me|its|it s) )(?!not (?:now|today|right now|just now)(?: \S+)? $)(?!(?:not|never) going anywhere )(?!(?:dont|didnt|isnt|wasnt|doesnt|wouldnt|havent|hasnt|aint|wont|cant) (?:you|ye|i|it|they|he|she|we) (?:im|i m|i am|ive|i ve|i|id|ill|its|theres|were|hes|shes|theyre|weve) )(?:not|never|didnt|dont|isnt|wasnt|havent|hasnt|aint|nothing|without|no longer|doesnt|wouldnt)(?: \S+){0,2} $|(?:^| )(?:(?<!(?:really|love|dear|pet|sorry|oh|ah|well|hen|duck|darling|mate|sweetheart|honey) )no|nearly|almost|nobody|no one|noone|none of us|neither of us) $/,
  newClause: /^(?:im|i m|i am|ive|i ve|were|we re|weve|we ve)(?= )/,
  // A dream is no more happening here than a film: "I was dreaming the house was on fire".
  dream: w(
    '(?:was |been )?dreaming|dreamt|dreamed|(?:a|bad|horrible|terrible|funny|strange) dream|nightmares?',
  ),
  forecast: w(
    '(?:minus \\S+|below(?: zero)?|\\S+ degrees|freezing|snow|ice|icy|frost|storm|gales?|heat ?wave|rain|wind)(?: \\S+){0,4} (?:on|said on|says on|from|off) the (?:radio|telly|tv|news|weather|forecast)|(?:radio|telly|tv|news|weather ?man|weather ?girl|forecast) (?:said|says|reckons|reckoned)(?: \\S+){0,3} (?:minus|below|\\S+ degrees|freezing|snow|ice|icy|frost|storm|gales?|heat ?wave|rain|wind)',
  ),
  media: w(
    '(?:the|a|one|lady|that) (?:\\S+ )?(?:judges?|contestants?)(?! (?:at|in) (?:court|the court))|subtitles|(?:watch|watched|watching|saw|seen|see|showing|showed)(?: \\S+){0,2} (?:picture|pictures|picture show)(?! (?:of|from) | on (?:my|the|his|her|their|our|me) (?:phone|camera|tablet|ipad|computer|screen|laptop) )|(?:at|to) the pictures|villains?|the baddies?|the heroine|(?:killed|bumped|wrote) (?:him|her|them) off|playing (?:at )?(?:cops and robbers|cowboys|pirates|burglars|robbers|hide and seek|pretend)|(?:playing|play|game of) pretend|pretending to be|make believe|films?|movies?|programmes?|programs?|(?:on|watching|watched|watch|saw \\S+ on|seen \\S+ on|from|in) (?:the )?(?:telly|tv|television)|(?<!(?:after|before|till|until|when|once) )the news|(?:stayed|sat) up (?:late )?watching|documentary|novel|(?<!(?:long|short|sorry|same old|true|whole|funny|sad) )(?:story|stories)|(?:on|from|in) the radio|radio (?:plays?|programmes?|programs?|dramas?|serials?|news|shows?|phone ins?|four|4)|the radio (?:said|says|was saying|reported|had it)|heard (?:\\S+ )?on the radio|series|soap operas?|serials?(?! killers? (?:is|was|has|s) (?:here|outside|at))|(?:on|watching|watched) (?:itv|bbc(?: one| two| 1| 2)?|channel (?:four|five|4|5)|netflix|cbs|nbc|pbs|rte|stv)(?= )|(?<!(?:slipped|slid|skidded|trod|stepped|stood|fell|tripped|trip)(?: (?:on|over))? (?:the |a |some |my |that )?)soaps?(?! (?:and|dish|suds|bar|powder|dispenser|flakes|in (?:the|my) (?:bath|shower|sink|eyes?)|on the (?:floor|bath|tiles)))|episode|on the box|detective|(?:a|the|that|this|school|nativity|radio|stage|christmas) plays?(?! (?:cards|bowls|golf|bingo|with|up|area|ground|park|school|group|pen|time))|in the paper|the paper says|newspaper|crossword|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+) (?:down|across)|clue|(?:three|four|five|six|seven|eight|nine|ten|\\d+) letters|quiz show|game show|(?<!(?:to|will|ll|can|could|would|i|we|you|they|he|she|it|please|and|gonna|going to|flower|dog|horse|agricultural|county|car|craft|garden|village|cattle|road|fashion|trade|air) )shows?(?! (?:me|you|him|her|them|us|how|what|where|up|off|round|the way|that|it|signs|no))|crimewatch|casualty|holby|eastenders|coronation street|emmerdale|(?:hospital |medical |police |crime |costume |tv |telly )?dramas?|the archers|corrie|(?:watch|watched|watching|on|had) strictly|bake off|(?:boxing|the fight|the match|the game|the football|the rugby|the racing|the snooker|the darts|the wrestling|the cricket|the golf|the tennis|the hurling|the big fight)(?: \\S+){0,2} (?:is |s |was )?on|watching (?:the )?(?:boxing|fight|match|game|football|rugby|racing|snooker|darts|wrestling|cricket|golf|tennis|hurling)|the referee|the ref',
  ),
  // "but I", "and then I", "anyway my husband": the speaker's own life again after a film.
  turnToSelf: w(
    // One's own breath not coming ("reading the death notices in the paper and I can't get my
    // breath at all"), the inhaler doing nothing: here, not in the paper.
    '(?:i|im|i m) (?:cant|can t|cannot|can hardly|can barely|just cant) (?:breathe|get (?:my|me) breath|catch (?:my|me) breath|get any air|get air in)|(?:the |my |me )?inhaler(?: s| is)? (?:doing nothing|not working|no good|not helping|not touching it)|' +
      '(?:but|and then|then|after that|afterwards|anyway|and now|now|meanwhile|all the while|and all the time|so|ever since|since then)(?: \\S+){0,2} (?:i|im|ive|id|ill|me|my|myself|were|we|our|us)|' +
      // Awake again after a dream: "…and when I woke up the kitchen was full of smoke".
      // Up and about in their own house: "…that phone-in on the radio, and I got up about six and there
      // was this smell of gas".
      // The news heard, then what it did at home: "since they said it on the telly he's not been
      // the same, last night he told me…".
      '(?:hes|shes|he s|she s|he has|she has) not been the same|(?:last night|yesterday|the other day|this morning)(?: \\S+){0,2} (?:he|she) (?:told|said to) me|' +
      '(?:when|then|and) i woke|i woke up|woke up (?:and|to)|this morning|all of a sudden|came on (?:suddenly|sudden)|i (?:got up|came down|came downstairs|went downstairs|went down to the|went into the|went in the)',
  ),
  storyGoesOn:
    /^ (?:and then|then|and after that|after that|so then|and next|next thing|and in the end|in the end|(?:and )?(?:there was|there were|they showed|it showed|they had)|(?:oh )?(?:its|it s) (?:one of (?:those|them|these)|about|the one (?:where|with|about))) | (?:they )?(?:dont|don t|do not|never) make (?:em|them|those|ones|pictures|that sort|that kind)(?: \S+){0,2} like (?:that|those|this|it|him|her|they used to)(?: |$)/,
  resolved: w(
    // What someone always said would happen to them ("my wife always said I'd give myself a heart
    // attack shouting at the telly"): a prediction, not what is happening.
    '(?:always said|always says|always used to say|used to say|used to tell me|would always say|kept saying|keeps saying|always told me|always warned me|used to warn me)(?: \\S+){0,2} (?:id|i d|i would|i was going to|i was gonna|i would end up|id end up|i d end up)(?= )|' +
      // The fire brigade came, the whole works, and it was told laughing: a neighbour's fire over.
      '(?:fire engine|fire brigade|firemen|fire service)(?: \\S+){0,2} (?:came|turned up|arrived)(?: \\S+){0,3} (?:the whole works|whole shebang|all for|it was (?:only|just)|burnt toast|false alarm|nobody hurt|no harm done|put it out|sorted it)|' +
      // Slept on the arm; the teeth out: a numb arm or muddled words explained.
      // Not "like I slept on it, only it's been four hours and it's still dead": a likeness, still so.
      // Thought wrongly, and told so: "et moi qui croyais que j'allais y passer".
      '(?:and )?(?:there was|there s|theres|there were) me (?:thinking|worrying|convinced|sure)|(?<!(?:like|as if|as though) (?:i |id |i d |i had )?)(?<!(?:chest|heart|breastbone|mouth|face|speech|talking|words|slurr\\S*)(?: \\S+){0,40} )(?:slept|been lying|was lying|lay|laid|lying) on (?:it|my arm|me arm|my hand|me hand|the arm)(?!(?: \\S+){0,4} (?:only|but)(?: \\S+){0,8} still)(?!(?: \\S+){0,30} (?:mouth|face|speech|talking|slurr\\S*|words))|(?:without|havent got|haven t got|not got|no) (?:my |me )?(?:teeth|dentures|false teeth|plate)(?: in)?|(?:my |me )?(?:teeth|dentures|false teeth) (?:are |is )?(?:out|at the dentist|broken|in the glass)|' +
      // A fright told as a story, or a break-in only feared: "you'll laugh… I thought somebody'd broke in".
      '(?:stronger|better|fitter|steadier|fine)(?: \\S+){0,2} than (?:before|i was|ever)|(?:you ll|youll|you will) (?:laugh|never guess)|(?:i|we) (?:thought|was sure|were sure|could have sworn)(?: \\S+){0,2} (?:somebody|someone|there was (?:somebody|someone|a burglar|an intruder)|a burglar|burglars|an intruder|we had burglars|we were being burgled)|(?:but )?(?:that|it) was (?:just|only) (?:me|the|my|because)|warmed (?:them|it|me|my \\S+) (?:up|through)|soon (?:warmed|came back|went away|wore off)|back in (?:the )?(?:nineteen|twenty|ninety|eighty|seventy|sixty|fifty|forty|\\d{2,4})\\S*|(?:takes|took|taking|brings|brought|bringing) me (?:right )?back(?= to | $)|(?:reminds|reminded) me of (?:the (?:winter|summer|time|year|war|day|night)|when)|the (?:winter|summer|spring|autumn|year|flood|storm|blizzard|snow) of (?:nineteen|forty|fifty|sixty|seventy|eighty|ninety|the war|\\d{2,4})\\S*|still going strong|(?:youd|you d|you would) never know|right as rain|fit as a fiddle|(?:from|after) (?:lying|sleeping|sitting|leaning) on it|(?:its|thats) (?:fine|alright|all right) now|' +
      // A fire feared and over ("I thought the whole house was going up"); a fall seen to ("the
      // ambulance came, they checked me all over, no bones broken").
      '(?:i|we) (?:thought|was sure|were sure) (?:the (?:whole )?(?:house|place|kitchen|flat|bungalow) was (?:going up|on fire|burning)|it was going up in flames|we were on fire)(?!(?: \\S+){0,6} (?:still|right now|and it is|and it s))|no bones broken|nothing (?:was )?broken|(?:didnt|did not|never) break anything|(?:they|the hospital|the ambulance|the paramedics|the doctor) (?:checked|looked) me (?:all )?over|' +
      // A weekend away told in the past: "we were up at the van at the weekend and the alarm went off".
      '(?:we|i) (?:were|was|went|had)(?: \\S+){0,6} (?:at|over) the weekend|(?:last|at the|over the) weekend(?: \\S+){0,4} (?:we|i) (?:were|was|went|had)(?= )|' +
      'got my (?:puff|breath|wind) back|(?:wheezy|chesty|tight|bunged up|stuffy|rattly) (?:with|from) (?:my|this|a|the) (?:cold|cough|chest infection|flu)|vicks|' +
      '(?:nervous|worried|anxious|frightened|scared|afraid|wary) (?:about|of) (?:burglars|intruders|break ins|falling|a fall|fire|fires|being burgled)|' +
      // A fall only feared: "what worries me, if I fell in the night… who'd ever know".
      '(?:worries|worried|worry|frightens|scares|afraid)(?: \\S+){0,4} if (?:i|he|she) (?:fell|had a fall|was to fall|were to fall|took a tumble)|if (?:i|he|she) (?:fell|had a fall|was to fall|were to fall)(?: \\S+){0,10} (?:who d|who would|whod) (?:ever )?(?:know|find me|hear)|' +
      'what to do if|(?:if|in case) (?:i|my \\S+|you|he|she) (?:ever )?(?:get|gets|have|has|fall|falls|feel|feels|goes|go) |(?:says|said|told me) if (?:i|you|we) (?:ever|feel|get|have|need|start|notice)|should (?:i )?ring (?:999|911|112)|should i (?:have|get|buy|fit|keep)|(?:the )?police (?:have|ve) been|(?:oh )?(?:its|it was|it s|it turned out to be) (?:only |just )?(?:my|the|our) (?:son|daughter|grandson|granddaughter|nephew|niece|neighbour|carer|window cleaner|postman|milkman|gardener|husband|cat|dog|lad|window|wind)(?<!(?:its|it s) (?:my|our) \\S+)|faulty|nobody s there|nobodys there|dont open the door to|' +
      'then i remembered|turned out (?:it was|to be)|(?:it s|its|it is|twas) (?:only|just) (?:the|a|an|our|some) |but it was (?:my|the|just|only|a|nothing)|it was (?:just|only) (?:the|my|a)|all good|no harm|didnt go down|caught myself (?:before|on|just in time|in time)|i was fine|im fine(?!(?: \\S+){0,25} (?:not|no|isnt|isn t) (?:going|goin|gone) away|(?: \\S+){0,25} (?:wont|won t|will not) go|(?: \\S+){0,25} (?:still there|getting worse|worse now))|nothing new|nothing to worry about|doing well|always am|(?<!(?:pass|go|ease|settle|off|down|away)(?: \\S+){0,2} )always does|wearing off|but (?:it |that )?(?:passed|went down(?! (?:my|me|his|her|the|into|to|through|both|all) )|went away|eased|settled|cleared|sorted it|was fine|s fine|is fine|was nothing|turned out)|and (?:it |that )(?:passed|went down(?! (?:my|me|his|her|the|into|to|through|both|all) )|went away|eased|settled|cleared|was fine|s fine|is fine|was nothing|turned out)|(?:it|that) (?:passed|eased off|went down(?! (?:my|me|his|her|the|into|to|through|both|all) )|went away)|(?<!(?:pass|go|ease|settle|off|down|away)(?: \\S+){0,2} )(?:it|that) always does|sorted it|nothing broken|just a (?:bump|bruise|graze|scratch)|(?:from|after) the dentist|dentist|(?:in|last) (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:last|this past) (?:week|month|year|spring|summer|autumn|fall|winter|time(?! (?:we|well|youll|you|i) (?:speak|talk|hear|ring|call))|christmas|easter|tuesday|monday|wednesday|thursday|friday|saturday|sunday)|years? ago|(?:\\S+ )?(?:odd )?years (?:later|on(?! (?:the|them|those|my|me|fags|cigarettes|woodbines|drink|booze))|since)|(?:its|it s|it is|its been|it s been|it has been) (?:a|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|a good|a whole|over a|more than a) (?:years?|months?)(?: (?:this|last|next) (?:week|month)| (?:now|already|today|yesterday|tomorrow|to the day))? since|in (?:nineteen |twenty )?(?:ninety|eighty|seventy|sixty|fifty|forty|thirty)(?: (?:one|two|three|four|five|six|seven|eight|nine))?(?= (?:and|but|or|when|that|it|he|she|i|we|they|the|after|before|too|as well)(?: |$)| $)|months? ago|weeks? ago|(?:a |the |last |over a |about a )?fortnight (?:ago|back|last)|(?:weeks?|months?) back|days ago|(?:winters?|summers?|christmases) ago|(?:the )?(?:summer|winter|spring|autumn|year|christmas|easter) before last|(?:in|back in) (?:nineteen|19\\d\\d)|(?:in|back in) (?:oh|o|two thousand(?: and)?) (?:one|two|three|four|five|six|seven|eight|nine|\\d)|back in (?:20\\d\\d|the day|the (?:seventies|eighties|nineties|sixties))|(?:we|they) (?:still )?laugh about it|(?:ever )?since (?:i|i ve|ive|i d|id) (?:had|took) (?:that |the |a |me |my )?(?:fall|tumble|stroke|op|operation|fracture|turn)(?! (?:today|this morning|just now|last night|an hour))|once at (?:a|the|my)|pulled through|sorted me out|still tease|used to|when i was|back in (?:the (?:day|days|war|thirties|forties|fifties|sixties|seventies|eighties|nineties)|those days|my day|nineteen|19\\d\\d)|(?:fine|better|okay|ok|alright|all right|good|right as rain|all healed|mended|sorted) now|all clear|no harm done|doctor said|doctors said|the doctor checked|got checked|long time ago|ages ago|in the war|as a child|as a girl|as a boy|(?:nobody|no one|noone|no body) (?:was |got |were )?(?:hurt|injured|harmed)|nobody hurt|good as new|(?:had|have) a (?:good )?laugh(?: about it)?|(?:great|good|such) fun|(?:its|it s|all|thats) (?:settled|calmed down|back to normal)(?: now)?|(?<!(?:tried to|cant|couldnt|wont) )(?:blew|put|stamped|patted|smothered) (?:it|them|the flames?) out|(?:cleared|sorted|fixed) (?:it|that|me) (?:up|right)|(?:thats|its|it s) (?:just |only )?my (?:asthma|hay ?fever|age|tablets|pills|blood pressure)|(?:my|the) (?:inhaler|spray|puffer) (?:sorts|helps|does|settles)|(?:in|back in|once in) (?:the )?(?:thirties|forties|fifties|sixties|seventies|eighties|nineties|nineteen \\S+|twenty (?:oh|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)|(?:19|20)\\d\\d)|(?<!(?:come up|coming up|comes up|bloom|flower|flowering|to see|see them|see it|plant|sow) )(?:in|last|this) (?:the )?(?:spring|summer|autumn|winter)(?! (?:and|but) now)|over the (?:winter|summer)|these days|getting old|old age|for years|(?:worry|worried|afraid|scared|frightened|fear) (?:that )?(?:someone|somebody|they|i|it|the house) (?:might|may|could|would|will)|in case (?:of|someone|somebody|i|it|there)|one of these days|(?:had|got|put|fitted) (?:a )?new locks?|(?:what if|imagine if)|(?:isnt|arent|wasnt|werent|not) (?:numb|drooping|droopy|bleeding|swollen|slurred|broken|an emergency|serious|urgent)|(?:dont|didnt) (?:feel|felt) (?:faint|dizzy|unwell|poorly|ill|bad|sick)|nothing serious|nothing (?:wrong|the matter) with me|asking if (?:we|i|anyone|anybody)(?: d| had)? (?:seen|heard)|(?:read|reading|heard|hearing) about|(?:digging|fixing|mending|working on) (?:up )?the (?:road|main|mains|pipes?)|' +
      // Someone else's trouble seen to, a slip got up from, a symptom the doctor is looking into,
      // what one would do if: none of it happening now.
      '(?:she|he|they|shes|hes|theyre|she s|he s|they re)(?: is| are| was)? (?:grand|doing (?:well|fine|great|grand|champion|nicely)|home (?:now|again)|on the mend|back home)|got (?:straight|right|myself) back up|(?:nae|no) bother|(?:doctor|doctors|gp|nurse|consultant)(?: s| is)? (?:says|reckons|thinks|listened|sending me|is sending|s sending|wants to see)|(?:sending|sent) me for (?:some )?(?:tests|a scan|an x ray)|just to be (?:sure|safe)|no rush|(?:so i|i just) (?:dont|do not) (?:rush|hurry)|what (?:do|should|would|d|does) (?:you|i|we|one|people|someone|a person) do (?:if|when)|what (?:i d|id|i would|she d|he d) do if|(?:nearly|almost) (?:went|gone|going) flying',
  ),
  // "It gave me such a fright", "I had a right scare last night", "nearly jumped out of my skin".
  fright: w(
    `(?:gave|give|given|gives) (?:me|us) (?:such |a right |a real |a terrible |an awful |quite |the )?(?:a )?(?:fright|scare|turn|shock)|(?:i|we|ive|i ve|weve|we ve) (?:had|got) (?:such |a right |a real |a terrible |an awful |quite |a bit of )?(?:a )?(?:fright|scare)(?! (?:with|about) (?:my|me|the) (?:heart|chest|lump))|(?:nearly|almost) jumped out of my skin|(?:frightened|scared) the (?:life|living daylights|wits) out of (?:me|us)|scared (?:me|us) (?:half to death|stiff|silly|to death)|(?:it was|twas|it s|its) (?:only|just) (?:the|a) (?:fright|shock|scare)|more (?:frightened|scared|shaken) than hurt`,
  ),
  asides: w(
    '(?:(?:that|which) (?:my|our|the)|my|our) \\S+(?: \\S+)? (?:fitted|put in|put up|installed|bought|gave me|got me|got us)(?: \\S+){0,3} (?:last year|last winter|years ago|\\S+ years ago|a while back)|(?:who|that|which) (?:died|passed|passed away|passed on|went|we lost|i lost)(?: \\S+){0,3} (?:\\S+ ){0,2}(?:years?|months?|decades?) (?:ago|back)|(?:god )?rest (?:her|his|their) soul|may (?:she|he) rest in peace|god bless (?:her|him)',
  ),
  minimised: w(
    `(?:im|i m|i am) (?:only|just) (?:saying|joking|kidding)${ONLY_HALF}|(?:just|only) a (?:figure|manner) of speech|(?:its|it s) (?:just |only )?a (?:figure|manner) of speech|(?:dont|don t) (?:mind|listen to) me|take no notice(?: of me)?|(?:i )?(?:dont|don t|didnt|didn t) (?:really )?mean it`,
  ),
  othersPast: w(
    // Not who a caller claimed to be ("somebody saying they was the sheriff's office").
    // Nor what it looks like someone did ("talking all slurry like she's had a toddy"), nor what
    // they went to do just now ("she went to pick up her cards and they fell out of her hand").
    `(?<!(?:saying|says|said|claiming|claimed|making out|made out|pretending|pretended|like|as if|as though) )${SUBJECT}${NOT_A_CLAIM}{0,2} (?:had|was|were|did|(?<!(?:has|s|ve|have|hes|shes|theyve|ain t|aint|hasnt|hasn t|havent|haven t) )got|went(?! to (?:pick|get|grab|reach|stand|sit|lift|put|make|take|open|pour|answer|say|speak|talk|walk|move|turn|write|sign|shuffle|deal|hold|drink|eat|cut|pay|press|dial|ring|call|use|do|play)(?= ))|set)|(?:my|his|her|their) (?:\\S+s )?(?:mother|mum|mam|father|dad|friend|mate|pal|chum|buddy|cousin|brother|sister|aunt|auntie|uncle|grandad|grandfather|nan|gran|grandmother)s?(?: \\S+){0,3}${G2}(?:had|was|were|did|got|went|choked|collapsed|fainted|took (?:an )?overdose|took (?:his|her|their) own life)|like (?:his|her|my|their) (?:\\S+ )?(?:mother|mum|father|dad|brother|sister|husband|wife) did|(?:the|a) (?:lady|man|woman|chap|fella|bloke|kid|kids|boy|girl|neighbours? kid|lads?)${NOT_A_CLAIM}{0,3} (?:had|was|were|did|(?<!(?:has|s|ve|have) )got|set|in the next bed|down the road)|(?:my|her|his) (?:sister|brother|cousin|friend|aunt|uncle)s? (?:is |s )?on oxygen`,
  ),
  firstPerson: /(?:^| )(?:my|me|myself|meself|i|im|ive|id|ill)(?= |$)/,
  ownIntent: w(
    '(?:i |been |started |keep |kept )?(?:thought|thinking) (?:of|about)|(?:im|i am) (?:going|gonna) to|im gonna|i will|ill|i shall|i want to|i wanna|id like to|i would like to|i intend to|im planning to|i plan to|i keep thinking (?:of|about)|im thinking (?:of|about)|id rather|i would rather|i wish|(?:it )?(?:would|d) be (?:a relief|a blessing|better|easier|kinder|a mercy) (?:if i|to|not to)',
  ),
  recovered: w(
    `(?:im|i am|i feel|feeling) (?:much |a lot )?(?:better|fine|ok|okay|alright|all right|good) (?:now|these days)|behind me|past (?:that|it) now|got (?:over|through) (?:it|that)|dont (?:feel|think) like that (?:anymore|any more|now)|when (?:my|the|its my) time (?:comes|is up|has come)|when its my time|when the (?:good )?lord (?:wants|decides|calls|takes|is ready)|not for a (?:good )?while yet|not planning on it|(?:ive|i have) (?:got )?too much to do|(?<!(?:not|no|isnt) )(?:only|just) (?:joking|kidding|pulling your leg)${ONLY_HALF}|(?<!not |(?:thought|thinks|think|reckoned|reckons|assumed|took it) )(?:im|i am|i was) (?:only |just )?(?:joking|kidding)${ONLY_HALF}|only a joke|(?:its|thats|just) a (?:figure|manner) of speech|just a saying`,
  ),
  stillNow: w(
    '(?:its|it s|it is) still (?:coming|pouring|dripping|seeping)|(?:its|it s|it is|thats|that s|the (?:pain|ache|tightness|pressure|bleeding|smell|numbness)(?: s| is)?) still (?:there|here|going|on|bad|with me|the same)|(?:it|the pain|that)(?: s| is)? (?:still )?not (?:gone|eased|passed|shifted)(?: off| away)? (?:yet|now)|(?:it|the pain|that) (?:hasnt|has not|hasn t|wont|won t) (?:gone|eased|passed|shifted|go)(?: off| away)?(?: yet)?|(?:hes|he s|he is|shes|she s|she is|theyre|they re|they are) still (?:outside|at the (?:door|gate)|in the (?:drive|garden|yard|house|hall)|on the (?:doorstep|step|porch|drive)|here|there)(?! (?:when|until|till|for) )',
  ),
  urgent: w(
    // What happens every time they come indoors, told now ("soon as I'm back in the house my head's
    // pounding"): happening still, whatever was due last week.
    '(?:as soon as|soon as|whenever|every time|the minute) (?:im|i m|i am|i get|i come|i go|we get|we come)(?: back)? (?:in|inside|indoors|home|in the house|into the house)(?: \\S+){0,3} (?:my head|i feel|i get|im|i m|we feel|we both)|' +
      // A gun, a rope or the pills got out today by someone else ("this morning he got the shotgun
      // down from the loft"): a danger now, however the farewell before it was told.
      '(?:this morning|today|just now|tonight|an hour ago)(?: \\S+){0,3} (?:he|she|they|hes|shes|he s|she s) (?:got|took|fetched|brought|has got|s got|has taken|s taken|has been cleaning|s been cleaning|was cleaning|loaded)(?: \\S+){0,4} (?:shotgun|gun|rifle|pistol|revolver|rope)|' +
      // Gone over sideways in the chair or at the table, as it is seen ("he was eating his soup and he
      // went sideways in the chair"): now, however it is told.
      '(?:he|she|hes|shes|he s|she s)(?: just| suddenly| all of a sudden| sort of| kind of){0,2} (?:went|gone|slid|slipped|slumped|toppled|keeled|sagged|tipped|leaned|leant|fell)(?: right| all)? (?:over )?(?:sideways|to (?:one|the) side) (?:in|on|at|over) (?:the|his|her) (?:chair|seat|armchair|table|dinner|plate)|' +
      // A pounding head since last night, and the pet being sick too: now, whoever smelt the furnace
      // on Sunday.
      '(?:ive had|i ve had|i have had|ive got|i ve got|i have got|i got) (?:a |this )?(?:pounding|splitting|thumping|banging|throbbing|terrible|awful|bad|blinding) headache since (?:last night|yesterday|this morning|the weekend|sunday|saturday)(?: \\S+){0,8} (?:the )?(?:cat|dog|budgie|bird)(?: s| is| has| has been| s been) (?:been )?(?:throwing up|sick|being sick|vomiting|not right|poorly)|' +
      // Not answering now, whatever went before ("he went down to the cellar… i heard a big thump,
      // he's not answering").
      '(?:hes|shes|he s|she s|he is|she is) not (?:answering|responding)(?! (?:the|his|her|my|that) (?:phone|door|mobile|emails?|texts?|letters?))|' +
      // A smell of gas or smoke in here now, whenever the ring was turned on ("it really pongs of gas
      // in here… I went looking for the matches and never came back, that was ages ago").
      '(?:it|its|it s|it is|the (?:house|kitchen|place|hall|flat|room)|everything|this place)(?: \\S+){0,2} (?:smells?|stinks?|reeks?|pongs?|niffs?|smelling|stinking|reeking) (?:\\S+ ){0,2}of (?:gas|smoke|burning)(?: \\S+)? (?:in here|round here|right now)|(?:theres|there s|there is) (?:a |an |this )?(?:\\S+ )?(?:smell|whiff|stink|pong|reek) of (?:gas|smoke|burning)(?: \\S+)? (?:in here|right now)(?= )|' +
      // Both dizzy or sick now, whatever they thought it was ("we're dizzy and sick to our stomachs,
      // i thought maybe i brought a bug home").
      '(?:we re|we are|we ve|we have|we were) (?:both |all )?(?:been |got |gone |feeling |getting )?(?:a bit |so |that |very |really |awful |proper )?(?:dizzy|woozy|drowsy|nauseous|sick to our stomachs|throwing up)|' +
      // Stuck in the bath now, whoever was meant to come before.
      '(?<!(?:if|when|case|afraid|frightens|frightened|worried|worry|scared)(?: \\S+){0,8} )in the bath(?: \\S+){0,6} (?:cant|can t|cannot) get (?:myself |meself |me )?out|' +
      // Someone fine yesterday and not now: a sudden change ("she's burning hot and talking rubbish,
      // and she was fine yesterday").
      '(?:she|he)(?: was| were) (?:perfectly |absolutely |right as rain and )?fine (?:yesterday|last night|this morning|at (?:breakfast|lunch|teatime))|(?:yesterday|last night|this morning) (?:she|he) was (?:perfectly )?(?:fine|right as rain|grand|all right|alright|(?:her|his) usual self|chatting away)|(?:she|he) was (?:right as rain|chatting away|(?:her|his) usual self) (?:yesterday|last night|this morning)|(?:shes|she s|hes|he s|she is|he is) usually (?:sharp|bright|on the ball|all there)|' +
      // A threat to come tonight, however it was told ("he said he knew where I lived and he'd come
      // round tonight when I'm on my own").
      '(?:knew|knows|know) (?:where i (?:live|lived)|my address)(?: \\S+){0,10} (?:hed|he d|hell|he ll|shed|she d|theyd|they d|theyll|they ll|he would|he will) (?:come|be) (?:round |over |back |here )?(?:tonight|today|later|this evening)|' +
      // Someone choking or not breathing now, however it began ("earl's choking, he was eating
      // peanuts").
      '(?:\\S+ s|he s|she s|hes|shes|he is|she is|\\S+ is) (?:choking|not breathing|turning blue|going blue|gone blue)|' +
      // Someone heard or seen trying to get in, now, whatever was being done before ("I was sorting my
      // books from when I was a teacher and I can hear a man trying to open the back door").
      '(?:hear|see|hearing|seeing) (?:a |an |some |two |the )?(?:man|men|woman|someone|somebody|people|bloke|lad|lads|guy|guys|person|stranger|footsteps|noises?)(?: \\S+){0,8} (?:trying to|tryin to|tryna|trying) (?:open|get in|break|force|climb|kick|pick|get through)|' +
      // Whispering to tell of somebody in the house: now, whatever was on the radio ("I'm
      // whispering… I had the radio on and over it I heard the back door go").
      '(?:im|i m|i am) whispering|' +
      // Collapsed and not answering, whatever was on the telly ("he keeled over in his chair watching
      // the match and he's not answering me").
      `${COLLAPSED_NO_ANSWER}|` +
      // Someone else gone down just now, however the moment was told ("he was trying on his suit").
      `${SOMEONE_ELSES} (?:just )?(?:gone down|keeled over|collapsed|fallen) (?:in|on) (?:the|our|my) ${DOWN_IN}|${SOMEONE_ELSES} just (?:gone down|keeled over|collapsed|fallen)|` +
      // Someone with dementia not found, now.
      `${LOST_WITH_DEMENTIA}|` +
      // Faint on standing, said now: "I'm awful lightheaded when I stand up".
      '(?:im|i m|i am|i feel|feeling|i get|i go) (?:\\S+ )?(?:lightheaded|light headed|woozy|faint|dizzy) (?:when|if|as soon as|every time) i (?:stand|get up)|' +
      // A generator or a stove burning indoors (the fumes are now); a face dropped, speech slurred,
      // a hand that can't hold, told of someone now.
      `${FUMES_SOURCE}${G12}${SHUT_INDOORS}|` +
      '(?:his|her) (?:mouth|face)(?: s| has| is)? (?:gone down|dropped|drooping|droopy|gone funny|fallen)|(?:hes|he s|shes|she s) (?:talking|speaking) (?:like (?:hes|he s|shes|she s) drunk|all slurred|gibberish)|(?:he|she) (?:cant|can t|cannot) (?:hold|lift|grip) (?:it|anything|the \\S+|his|her)|' +
      // Afraid of someone who hurt them, who is coming back: not over and done with. Someone who
      // can hardly be woken now. Gas smelt now. A limb that is turned the wrong way now, however the
      // fall was told. Down on the floor from then till now ("I slipped last night and I've been
      // lying in the hall ever since").
      `(?:is|s|are|re|has gone|s gone|have gone|ve gone)(?: all)? (?:pointing|turned|twisted|bent|sticking out|facing)(?: out| round)?${G2}(?:the wrong way|wrong way|the other way|backwards|at a (?:funny|strange|horrible|awful|odd) angle)|(?:lying(?! awake)|laid|laying(?! awake)|been down|down here|down there|stuck (?:on|in) the (?:floor|bath|toilet)|on the (?:floor|ground|carpet|lino|tiles))${G3}ever since|(?:ever since|since then)${G2}(?:cant|couldnt|can not|havent been able to) (?:get up|get myself up|get off the floor)|` +
      '(?:theres|there is|there s)(?: \\S+){0,4} (?:smell|whiff|pong|stink|niff)(?: \\S+){0,8} gas(?! (?:bill|man|men|meter|board|mark|fire|company))(?!(?: \\S+){0,14} (?:digging up|dug up|road ?works|new (?:gas )?mains?|gas mains?|new pipes))|(?:i can|i can still|can) smell gas|(?:stinks|stinking|reeks|reeking|smells|smelling|pongs|ponging|whiffs|niffs) (?:\\S+ )?(?:of|like) gas(?! (?:bill|man|men|meter|board|mark|fire|company))(?!(?: \\S+){0,14} (?:digging up|dug up|road ?works|new (?:gas )?mains?|gas mains?|new pipes))|' +
      '(?:(?:hes|he s|he is|shes|she s|she is|theyre|they re|they are)(?: \\S+)? (?:coming back|going to come back|gonna come back|be back)(?: \\S+){0,5} (?:tonight|later|tomorrow|again|for (?:more|the money|my pension|my money)))|(?:im|i m|i am) (?:frightened|scared|terrified|afraid) of (?:him|her|them)(?! (?:on the|in the))|(?:cant|can t|can hardly|cannot|couldnt|can barely) (?:wake|rouse) (?:him|her)(?: up)?|' +
      '(?:going off|beeping|bleeping|ringing|sounding|bleeding|dripping) (?:all (?:morning|day|night|afternoon|evening)|since (?:this morning|last night|breakfast|i got up)|for (?:an hour|hours|ages|\\S+ minutes))|(?:ive|i ve|i have|just) (?:just )?found (?:her|him|them|my \\S+|our \\S+)(?= (?:on|in|at|lying|sat|sitting|slumped|collapsed|down|face))|(?:scared|frightened|afraid|terrified) of (?:him|her|them)|' +
      // Not help promised: "they'll push me about in a wheelchair", "she'll put me up for the night".
      '(?:hell|he ll|shell|she ll|theyll|they ll|says|said)(?: \\S+){0,3} (?:hurt|kill|throw|batter|hit|beat|push|put) me(?! (?:about|around|round|up|through to|on (?:the|a|her|his|their) (?:list|waiting list|rota|phone|bus|train|plane|books)|in (?:a|the|my|her|his) (?:wheelchair|chair|taxi|car|cab|picture)|to bed|first|down for|right|at ease|on hold))|and (?:ive|im) (?:gone|going|getting) (?:all|very|really|so|ever so)|' +
      'all of a sudden|still not (?:come round|breathing|moving|answering|woken)|(?:hes|shes|he s|she s|he is|she is|theyre|they re|they are) (?:still )?(?:upstairs|downstairs|in (?:the|my|our) (?:house|bedroom|front room|lounge|hall|kitchen)) now|(?:its|it s) been (?:\\S+ )?minutes|(?:is|s|are|re) still (?:here|there|in|at)|' +
      '(?:hes|shes|he s|she s|he is|she is|theyre|they re) (?:still )?(?:coughing|being sick|vomiting|choking|bleeding|shaking|fitting|not breathing|struggling to breathe|gasping|slurring|unconscious|out cold|not responding|not answering me|going blue|turning blue|clammy|grey|gray|ashen|sweating|white as a sheet)|right now|just now|at the moment|this minute|(?:an|one|two|half an|a couple of) hours? ago|minutes ago|still cant|(?:hes|shes|he s|she s|he has|she has|hasnt|hasn t) (?:still )?not (?:come back|come home|turned up)|(?:cant|can t) find (?:him|her) (?:anywhere|nowhere)|help me|(?<!(?:let me|me to|to|can i|could i|will|ill|i ll|id|i d|wanted to|want to|offered to|trying to|try to|came to|come to|go and|went to|calls for|call for|calling for|rings for|ring for) )help(?! (?:her|him|them|out|with|you|my|the|a bit|around))|(?<!(?:rang|phoned|called|fetched|got|came|took|sent for|went in|in the|by)(?: \\S+){0,2} )ambulance(?! (?:came|come|had come|was here|were here|took me|took him|took her|had been|men came|crew came))|(?<!(?:should|to|must|would) (?:i )?(?:ring|call|dial) )(?:911|999)|hurry|(?:come|be|get here|as) quick|quick(?:ly)? (?:please|come|help|get)|please come|cant get (?:myself )?up|still (?:on|bleeding|stuck)|(?<!(?:im|i m|i am|were|we re|we are) )still here|(?:and|but) now(?! (?:(?:he|she|they|hes|shes|theyre|he s|she s|they re|im|i m|i am|were|we re)(?: is| s| are| am| re)? (?:back|fine|grand|doing (?:well|fine|grand|great)|right as rain|on the mend|better|home|up and about|dancing|driving|walking|cycling|swimming|digging|gardening|out and about|fit as)(?= |$)))|since i (?:got up|woke up|woke|came down|came downstairs|came in|got in|got back)|(?:and|but) (?:today|this morning|tonight) (?:i cant|i can t|i cannot|i couldnt|im|i m|ive|i ve|my|theres|its|it s|i have|i feel|i keep)(?! (?:\\S+ )?(?:fine|grand|better|well|right as rain|ok|okay|alright|all right|back to normal|champion|lovely|good))|(?<!(?:good|fine|better|well|grand|great|okay|ok|alright|home|recovered|mended|ago|since|look at (?:me|us|him|her)) )now (?:i|im|ive|theres|my|its|the|hes|shes)(?! (?:ever so |so |really |very |all )?(?:dramatic|exciting|gripping|tense|funny|sad|good|lovely|brilliant|marvellous)(?= |$))(?! (?:\\S+ )?(?:right as rain|fine|grand|better|well|back to normal|all right|alright|ok|okay|doing (?:well|fine|great|grand)|fit as a fiddle|as right as|going strong|a new (?:woman|man|person)|(?:herself|himself|myself) again|on the mend))|again and|(?:fallen|fell|happened|gone|done it) again|again (?:tonight|today|this morning|this afternoon|this evening)|still (?:feel|want|think|wish) (?:that|the same|it)|(?:didnt|couldnt) go through with it|i woke up anyway|(?:it )?didnt work',
  ),
  callsTopic:
    /(?:call|ring|rung|rang|phon|dial|number|check(?:ed|ing)? (?:on|up on|in)|contact|hear from (?:you|porchlight)|every ?day|daily|each (?:day|morning|evening)|tomorrow|service|programme|program|list|sign(?:ed)? (?:me )?(?:up|off|out)|subscri|opt(?:ed)? (?:me )?out|cancel|take me off|taken off|remove me|delete|porchlight|stop (?:now|it|this|them|all)|had enough|carry on with (?:it|this)|these chats|this chat|bother)/,
  harmlessFire: w(
    // Gas smelt in the street where the road is dug up for the mains.
    '(?:digging|dug) up the (?:road|street|pavement)|road ?works|(?:gas|water) mains?|new (?:gas )?pipes|gas (?:board|company|men|man|engineers?) (?:are|were|is|was|s|re) (?:outside|digging|working|here|in the (?:street|road))|' +
      'burnt (?:the |my )?(?:\\S+ )?(?:bacon|toast|dinner|tea|pan|sausages?|chips|cake|pie|roast|porridge|milk|potatoes|onions|pizza|beans|chops)|lol|haha|ha ha|electric fire|gas fire on|fire on in|fire is on|(?<!(?:nothing|not|wasnt|never|nothings|isnt)(?: was| been| is)? )lit|light the|lighting|cosy|cozy|lovely|fireplace|log burner|wood burner|logs|bonfire|candles?|campfire|barbecue|bbq|toast|window open|opened the window|all fine|no harm|birthday|fire ?works|chirp\\S*|batter(?:y|ies)|smoke alarms? (?:\\S+ ){0,2}(?:checked|fitted|tested|installed|serviced)|fire brigade (?:came|come|fitted|checked|visit\\S*)|(?:beep\\S*|bleep\\S*|peep\\S*|pip\\S*)(?: \\S+){0,5} (?:every (?:few |couple of |so |now and )?(?:minute|minutes|seconds|often|while|then)|now and (?:then|again)|on and off)',
  ),
  thanksForCalling: w(
    '(?:thank you|thanks|ta|kind of you|nice of you|good of you|lovely of you|kind to|nice to|good to)(?: \\S+){0,4} (?:for (?:calling|ringing|phoning|the call|the chat)|to (?:call|ring|phone))(?!(?: \\S+){0,8} (?:but|however|stop|no more|dont|anymore|any more|finish|cancel))',
  ),
  negatedStop: w(`${NEGATED_STOP}|${NOT_AS_IF_RINGING}`),
  message: w(
    // A medicine's leaflet read out ("it says may cause heart attack, stroke, fainting").
    '(?:leaflet|label|insert|small print|instructions in the (?:box|packet))(?: \\S+){0,8} (?:says|said|saying|reads|lists|listed|warns)|side effects?(?: \\S+){0,3} (?:include|includes|listed|such as)|(?:may|can|might|could) cause(?= (?:heart|stroke|strokes|fainting|dizziness|bleeding|death|seizures|fits))|' +
      '(?:got|had|received|get|getting|sent me)(?: \\S+){0,3} (?:text|texts|text message|message|messages|email|e mail|emails|whatsapp)(?: \\S+){0,4} (?:saying|that said|says|said|going)|' +
      // What the budgie or the parrot has learnt to say ("he's been going help me, call the police").
      '(?:budgie|budgies|parrot|parrots|mynah|cockatoo|cockatiel|parakeet|african grey|polly)(?: \\S+){0,8} (?:going(?! (?:up|out|on|off|down|round|to|mad|crazy|for|in|into|through|over|under)(?= ))|goes|says|saying|squawking|shouting|screeching|screaming|keeps saying|learned to say|learnt to say|learned|learnt|copies|copying|mimics|mimicking)',
  ),
  naturalEnd: w(
    `(?:when|once|after|for when|for after) (?:im|i am|ive|i have) (?:gone|dead|passed(?: on| away)?|no longer (?:here|around|with you)|not (?:here|around) (?:any ?more|no more))|(?:when|once|after|for when|the day) i (?:die|pass(?: on| away)?|kick the bucket|pop my clogs|shuffle off)|when (?:my|the|its my) time (?:comes|is up|has come)|when its my time|when the (?:good )?lord (?:takes|calls) me`,
  ),
  exclusions: {
    // "It's very kind of you to ring me every morning": thanks for the calls, not a request; nor
    // "remind me never to…", which is a joke, nor "remind me" said to somebody else and told.
    // "Leave the tablet one, I still need reminding about that": a reminder kept, not asked for.
    set_reminder: w(
      '(?:leave|keep) (?:the|my|that) (?:\\S+ ){1,3}one(?! (?:and|but|then|too|as well))(?: \\S+){0,4} (?:i )?still need (?:reminding|it|that)|remind me never to|(?:i|she|he) (?:said|says|told|tell|tells) (?:to )?(?:my|her|him|the|our) \\S+(?: \\S+){0,5} remind me|(?:kind|good|nice|lovely|sweet|thoughtful)(?: \\S+){0,2} (?:of you|you are|youre|you re) to (?:call|ring|phone)(?: me)?(?: \\S+){0,2} (?:every|each)|thanks? (?:you )?for (?:calling|ringing|phoning)(?: me)?(?: \\S+){0,2} (?:every|each)',
    ),
    stop_calls: w(
      // The speaker ringing the companion one last time: a farewell, not the calls stopped.
      '(?:call|ring|phone|calling|ringing|phoning) you (?:one |for (?:the|one) )?(?:last|final) time|' +
        // One reminder's call taken away: "that reminder you do every evening at six to call
        // Michael, you can cancel that one".
        'reminder(?: \\S+){0,16} (?:cancel|scrap|stop|drop|delete|get rid of|bin|ditch) (?:that one|this one|that|it)(?= |$)|' +
        // A stop told of, in the past: "I asked you to stop the phoning a while back", "I stopped
        // them when I went to my daughter's". And a reminder's call, not the calls: "don't ring me
        // about the antibiotics any more".
        '(?:dont|do not|no need to|stop) (?:ring|call|phone|ringing|calling|phoning) (?:me )?(?:about|for) (?:that|those|the|my)(?! calls?(?: |$))|' +
        '(?:i|we) (?:asked|told|telt|tellt|tolt|got|begged) (?:you|yous|youse|ye|ya|them|her|him|the \\S+|my \\S+)(?: \\S+){0,2} (?:to|tae|ta) (?:stop|quit|give up|leave off|not (?:ring|call|phone))|(?:i|we) (?:had|made) (?:you|yous|youse|ye|them|the calls?)(?: \\S+){0,2} (?:stop|stopped|quit|cancelled|paused)|' +
        // Nobody calling in any more (visitors, not these calls): loneliness, not a stop.
        '(?:nobody|no one|noone|none of them|not a soul|naebody|neighbours?) (?:calls|call|rings|phones|comes|drops|pops)(?: in| round| by| over)? (?:any ?more|these days|now)|' +
        // Off another list, another subscription, another delivery: "taken me off her Friday list".
        '(?:take|took|taken|taking) me off (?:her|his|their|its|the) (?!(?:calling|calls?|phone|phoning|ringing|daily|porchlight|call in) )\\S+ (?:\\S+ )?(?:list|rota|register|books)|off the list for (?:the|a|her|his|my)(?! (?:calls|ringing|phoning))|(?:take|took|taken|taking) me off (?:\\S+ ){0,4}(?:tablets?|pills?|medication|medicine|warfarin|statins?|steroids|insulin|drugs|injections|patches|drops|inhalers?|diet|water tablet|blood thinners?)|(?:take|took|taken|taking) me off the (?:\\S+ )?(?:rota|register|books|list)(?= (?:for|at|of|in) (?!(?:the |your |these |my )?(?:calls|phone|ringing|calling|daily)))|(?:church|club|flowers|rota|committee|choir|coach|trip|bingo|raffle|waiting|library|lunch)(?: \\S+){0,8} (?:taken|took|take|taking) me off the list|subscription to (?:that|the|a|my|this) (?:\\S+ )?(?:magazine|paper|newspaper|channel|club|gym|box|wine)|(?:stop|cancel\\S*) (?:having |getting )?(?:the |my )?(?:\\S+ )?(?:paper|papers|milk|magazine)s? (?:delivered|delivery)|(?:i|we) (?:had )?(?:stopped|cancelled|paused) (?:them|the calls|the phoning|the ringing|the phone calls|your calls)(?: \\S+){0,3} (?:when|while|because|before|for|a while|last)|' +
        'told (?:my|the|\\S+) (?:\\S+ )?to stop (?:ringing|calling|phoning)|(?:the hospital|the surgery|the hairdresser|the energy company|the chemist)(?: \\S+){0,3} (?:keeps|keep) (?:ringing|calling|phoning)|(?:ring|call|phone) (?:me )?(?:after|before) (?!(?:that|this)\\b)\\S+ (?:finishes|starts|is over)|' +
        `(?:dont|never|please dont|do not) (?:ever )?stop (?:calling|ringing|phoning)|${NEGATED_STOP}|${NOT_AS_IF_RINGING}|(?<!(?:no need to|dont need to|don t need to|do not need to|dont have to|don t have to|no point|not to|stop|quit) )keep (?:calling|ringing|phoning)|(?<!(?:dont|id|i d|would|wouldnt|didnt) )(?:love|enjoy|like) (?:the|your|these|our) (?:calls|chats|phone calls)(?! (?:to (?:stop|end|finish)|stopped|cancelled|ended|to be stopped))|(?:charity|charities|scam\\S*|sales\\S*|(?:which|your|my|our|a|real|fake|pretend) bank|(?:fella|fellow|man|woman|lady|lad|bloke|chap|girl|voice|someone|somebody)(?: \\S+){0,2} (?:saying|claiming|making out|made out|said|says|claimed)(?: \\S+){0,2} (?:he|she|they|it|hed|shed)(?: was| were| is| are| s)? from|double glazing|cold call\\S*|the bank|energy company|insurance|marketing|survey|those people|these people|people who|they keep|nuisance callers|the council|the surgery|the doctors|dentist)|(?:calling|call) me (?:dear|love|darling|sweetie|honey|madam|sir|mrs|miss|mister|mr|mum|mam|nan|gran|auntie|by|that|old)|call me (?:joan|\\S+ please|by my)|(?:her|his|their|my (?:daughter|son|sister|brother|friend)|the doctor)${G3}(?:calls|calling|ringing)|(?:she|he|they)(?: s| is| are|s|re)? (?:wont|keeps?|doesnt|never|going to|gonna) (?:stop )?(?:phoning|calling|ringing)|(?:sky|bt|virgin|talktalk|amazon|pension|pensions|lottery|those \\S+) calls|(?:dont|please dont|no need to|you neednt|theres no need to) (?:ring|call|phone)(?: me)? (?:at (?:seven|six|eight|half|\\d)|before|so early|that early|this early|too early|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?! (?:or|and) ))|take me off (?:\\S+ ){0,3}rotas?|off the (?:\\S+ )?list for (?:the|that|a)(?! (?:calls?|phone|daily))|(?:subscription|membership|account) (?:to|for|with|at) (?!(?:you|porchlight|this service|these calls|the calls|your))|not (?:the|your|these|our) calls`,
    ),
    self_harm: w(
      // "I'd sooner die than go ask Kevin for the answer": a climb-down one would rather die than
      // make, not help refused.
      '(?:rather|sooner) (?:die|be dead)(?: \\S+){0,3} than (?:go |and |to )*(?:ask|asking|beg|begging|tell|telling|say sorry|apologi\\S*|admit|admitting|let (?:him|her|them) (?:win|see|know)|give (?:him|her|them) the satisfaction)(?!(?: \\S+){0,6} (?:for help|help me|for money|for a lift))|' +
        '(?:spring|summer|warmer weather|the warm weather)s? (?:is |s )?(?:coming|here|on its way|round the corner)|(?:heating|coat|jumper|scarf|blankets?|hot water bottle|wellies)(?: \\S+){0,3} (?:much longer|for long)|' +
        `(?<!(?:wont|not|never|no more|cant) )(?:speak|talk|chat)(?: to you)? (?:tomorrow|soon|in the morning)|(?<!(?:wont|not|never|cant) )(?:see|speak to|talk to) you tomorrow|(?:wont|will not|shant) be (?:here|in|home|around|about)(?: \\S+){0,4} (?:im|i am|ill be|as im|were|we are) (?:going to (?:my|our|the|see|stay|visit)|going away|away|off to|staying (?:at|with)|visiting)`,
    ),
  },
  intents: {
    emergency: [
      // Lost out walking ("I've been walking and walking and I don't know these streets"): asked about.
      {
        re: w(
          `(?:walking|wandering|going round|been out|driving)(?: \\S+){0,8} (?:i )?(?:dont|don t|do not) (?:know|recognise|recognize) (?:these|this|the) (?:streets?|roads?|houses|shops|place|area|town|part)|(?:dont|don t|do not) (?:know|recognise|recognize) (?:these|this) (?:streets?|roads?|place|area)(?: \\S+){0,8} (?:walking|wandering|lost|where i am|been out)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Collapsed and not answering, not waking, not breathing: acted on.
      {
        re: w(COLLAPSED_NO_ANSWER),
        confidence: 0.9,
        kind: 'medical',
      },
      // Money demanded with a threat: a caller who says he has a grandson and will hurt him unless
      // paid, or a man at the door who says they'll be sorry unless they open up. Acted on.
      {
        re: w(
          `(?:got|has|holding|taken|kidnapped|snatched)(?: \\S+){0,2} (?:my|our) (?:grandson|granddaughter|grandchild|grandkid|son|daughter|husband|wife|nephew|niece|boy|girl)${gap(14)}(?:hurt|harm|kill|do something to|never see)|if i (?:dont|don t|do not|didnt|didn t|did not|wont|won t) (?:pay|send|give|hand over|transfer|open up|open the door|let him in|let them in)(?: \\S+){0,10} (?:(?:hell|he ll|hed|he d|theyll|they ll|theyd|they d|he will|he would|they will|they would|she ll|shell|she d)(?: \\S+){0,6} (?:hurt|harm|kill|do something to)|(?:i ll|ill|i will) (?:be sorry|regret it|know about it|get hurt|get what s coming))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Shut in against someone: a chair against the door is asked about; locked in with someone
      // still out there is acted on.
      {
        re: w(
          `(?:chair|wardrobe|chest of drawers|drawers|bed|table|dresser|bookcase|sideboard)(?: \\S+){0,3} (?:against|behind|under the handle of|wedged under the handle of) (?:the|my) (?:bedroom |bathroom )?door|door(?: \\S+){0,4} (?:chair|wardrobe|chest of drawers|drawers|bed|table|dresser|sideboard)(?: \\S+){0,2} (?:against|behind|under) it`,
        ),
        confidence: 0.65,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:barricaded|locked|shut|bolted) myself in${G5}(?:hes|shes|theyre|he s|she s|they re|he is|she is|they are|someone s|somebody s|someones|somebodys) (?:still )?(?:out there|outside|downstairs|in the house|banging|trying)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // A foot in the door and pushing, the chain giving, "let us in or else": someone forcing
      // their way in now.
      {
        re: w(
          `(?:got|put|stuck|shoved|jammed|has|s) (?:his|her|their|a) foot in the door${G8}(?:push\\S*|shov\\S*|forc\\S*|barg\\S*|wont (?:go|leave|move|shift)|won t (?:go|leave|move|shift)|let (?:him|them|us) in)|(?:hes|he s|he is|shes|she s|she is|theyre|they re|they are|someone s|someones|somebody s|somebodys|someone is|somebody is|the (?:man|fella|bloke|guy) s|they|he|she|they ve been|theyve been|hes been|he s been)(?: still)? (?:pushing|shoving|forcing|barging|kicking) (?:at |against )?(?:the|my|me) (?:front |back )?door(?! (?:shut|closed|to))|(?:chain|lock|bolt)${G3}(?:wont|won t|isnt going to|is not going to|not going to|cant|can t) (?:hold|last)|let (?:us|me|him|them) in${G3}(?:or else|or (?:it ll|itll|it will|you ll|youll|you will) (?:go|be) (?:bad|badly|worse|sorry)|or (?:well|we ll|we will|ill|i ll|i will) (?:break|kick|smash|force|come in anyway|make you))`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Lying on one's back on the ground somewhere ("i'm flat on my back in Bev's garden"): a fall
      // told in the lying, not in the falling; not looking at the stars or doing exercises.
      {
        re: w(
          `(?:im|i m|i am|ive been|i ve been|been|lying|lay|laid|layin|stuck)(?: here)?(?: lying| laid| stuck)? (?:flat )?on (?:my|me) back (?:in|on|out in|down in|at the bottom of|by|under) (?:the |my |me |our |\\S+ s )?(?:garden|floor|lawn|grass|path|drive|driveway|patio|yard|kitchen|bathroom|hall|landing|stairs|pavement|road|ground|street|back step|steps|front step|mud|snow|ice|flower bed|veg patch|shed)(?!${G5}(?:looking at|watching|sunbathing|stars|clouds|sun|yoga|exercises|stretch\\S*|for the|to do))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Kicking at the door and saying they will break it down; the door giving.
      {
        re: w(
          `(?:kick|kicking|kicked|bang|banging|hammering|shouldering)${G3}(?:the |my |me )?(?:front |back )?door${G12}(?:break|kick|smash|knock|bash) (?:it|the door|the thing) (?:down|in)|(?:theyre|they re|they are|hes|he s|he is|theyll|they ll|hell|he ll|theyre going to|they re going to|going to) (?:break|kick|smash|knock|bash) (?:the |my |me )?(?:front |back )?door (?:down|in)|(?:front |back )?door(?: \\S+){0,2} (?:is |s )?(?:giving way|splintering|cracking|starting to give|about to give)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // A rotten-egg smell indoors is how gas is told: asked about alone, acted on with a thumping
      // head, dizziness or sickness beside it.
      {
        re: w(
          `(?:rotten eggs? (?:smell|whiff|pong|stink|niff)|(?:smell|smells|smelling|whiff|pong|stink|niff)(?: \\S+){0,2} (?:of|like) rotten eggs?)${gap(20)}(?:headache|head(?: s| is)? (?:thumping|pounding|splitting|banging|spinning)|thumping head|pounding head|splitting head|dizzy|light headed|lightheaded|woozy|sick|nauseous|drowsy|sleepy|faint)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `rotten eggs? (?:smell|whiff|pong|stink|niff)(?: \\S+){0,4} (?:in|round|about|through) the (?:house|kitchen|flat|hall|place|bungalow)|(?:smell|smells|smelling|whiff|pong|stink|niff)(?: \\S+){0,2} (?:of|like) rotten eggs? (?:in|round|about|through) (?:the|my) (?:house|kitchen|flat|hall|place|bungalow)`,
        ),
        confidence: 0.65,
        kind: 'fire',
      },
      // Someone else down just now, told in the present perfect or with "just" ("Fred's gone down in
      // the hallway, he was trying on his old suit"): asked about, as one's own fall is, whatever they
      // were doing before.
      {
        re: w(
          `${SOMEONE_ELSES} (?:just )?(?:gone down|gone over|keeled over|collapsed|fallen|fallen over|taken a (?:fall|tumble)|had a fall)(?: \\S+)? (?:in|on|at the (?:bottom|top) of) (?:the|our|my|his|her) ${DOWN_IN}|${SOMEONE_ELSES} just (?:gone down|keeled over|collapsed|fallen|fallen over|had a fall|taken a (?:fall|tumble))`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Not answering, and the signs of days: post piled up, a light on day and night. Asked about.
      {
        re: w(
          `(?:not answering|wont answer|won t answer|doesnt answer|does not answer|no answer|not seen (?:her|him)|nobody s seen (?:her|him)|nobodys seen (?:her|him)|no one s seen (?:her|him))${gap(15)}(?:(?:post|mail|letters|papers|newspapers|milk|parcels)(?: \\S+){0,3} (?:piled|piling|stacked|building up|not taken in|still on the step|sticking out)|light(?:s)?(?: \\S+){0,3} on (?:day and night|all night|night and day|since))|(?:(?:post|mail|letters|papers|newspapers|milk)(?: \\S+){0,3} (?:piled|piling|stacked|building up)|light(?:s)?(?: \\S+){0,3} on (?:day and night|night and day))${gap(15)}(?:not answering|wont answer|won t answer|doesnt answer|no answer|nobody s seen (?:her|him)|nobodys seen (?:her|him))`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Someone heard moaning or calling out behind a door that is not opened ("through the
      // letterbox I can hear a wee moan"): someone down inside, acted on. Not moaning about things.
      {
        re: w(
          `(?:hear|heard|hearing|hears)${G5}(?:moan|moans|moaning|groan|groans|groaning|whimper|whimpering|whimpers|crying out|calling out|cry for help|calling for help|shouting for help|a faint voice|a weak voice|a wee voice|a little voice)(?! (?:about|on about|at|over))${G8}(?:through|behind|inside|from (?:inside|in there|behind))(?: (?:the|her|his|their|my|that))? (?:door|letterbox|letter box|letterflap|mail slot|window|wall|house|flat|apartment|bathroom|in there)|(?:through|behind) (?:the|her|his|their) (?:door|letterbox|letter box|letterflap|mail slot|window|wall)${G8}(?:hear|heard|hearing)${G5}(?:moan|moaning|groan|groaning|whimper\\S*|crying out|calling out|calling for help|a faint voice|a weak voice|a wee voice|a little voice)(?! (?:about|on about|at|over))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A caller who says he knows where they live and will come tonight: a threat of harm, acted on.
      {
        re: w(
          `(?:said|says|told me)(?: that)? (?:he|she|they) (?:knew|knows|know) (?:where i (?:live|lived|am)|my address)${gap(20)}(?:come round|come over|come for me|be round|pay me a visit|call round|turn up|get me|sort me out|come (?:tonight|back|here))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // A headache and sickness in two people at once (or in the dog too), the signs of carbon
      // monoxide in a house: asked about.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:headaches?|head(?: s| is| has been| was)? (?:pounding|thumping|splitting|banging|throbbing)|sore heads?|heads? (?:are |is )?(?:pounding|thumping|splitting|banging|throbbing))(?= ))(?=.*(?<= )(?:sick(?! (?:of|and tired|to death|with worry|note|pay|leave|bag|bay|room))|queasy|nauseous|nausea|dizzy|woozy|drowsy|light ?headed|throwing up|threw up|vomit\\S*|(?:everything|room|it)(?: s| is)? (?:swimming|spinning|going round))(?= ))(?=.*(?<= )(?:both|so has|so does|so is|all of us|(?:two|pair|both) of us|us both|(?:him|her|he has|she has|hes got it|shes got it|he does|she does) too|were all|we re all|weve all|we ve all|(?:dog|cat)(?: \\S+){0,4} (?:too|as well|the same|sick|flat out|poorly|lying|laid|sleepy|drowsy|not right|off (?:his|her|its) food))(?= ))\\S+`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // The same with a pet flat out too, or the boiler, furnace or fire going: acted on ("me and my
      // husband both got these pounding headaches… and the cat's just lying there").
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:headaches?|head(?: s| is| has been| was)? (?:pounding|thumping|splitting|banging|throbbing)|sore heads?|heads? (?:are |is )?(?:pounding|thumping|splitting|banging|throbbing))(?= ))(?=.*(?<= )(?:sick(?! (?:of|and tired|to death|with worry|note|pay|leave|bag|bay|room))|queasy|nauseous|nausea|dizzy|woozy|drowsy|light ?headed|throwing up|threw up|vomit\\S*|(?:everything|room|it)(?: s| is)? (?:swimming|spinning|going round))(?= ))(?=.*(?<= )(?:both|(?:two|pair|both) of us|us both|(?:him|her|he has|she has) too|(?:\\S+ s|hes|shes|he s|she s|he has|she has) got it too|were all|we re all|weve all|we ve all)(?= ))(?=.*(?<= )(?:(?:dog|cat|budgie)(?: s| is| has)?(?: \\S+){0,3} (?:lying|laid|flat out|sleepy|drowsy|not moving|wont get up|won t get up|poorly|sick|been sick)|boiler|furnace|gas fire|fire on|heater|stove|log burner|wood burner)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A funny smell by the furnace or the boiler, and a pounding head, being sick, woozy, or the pet
      // throwing up ("a funny smell by the furnace… a pounding headache since last night, the cat's
      // been throwing up too"): carbon monoxide's signs, acted on.
      {
        re: w(
          `(?:smell|smells|whiff|fumes|stink|pong)${gap(5)}(?:furnace|boiler|heater|gas fire|gas heater|stove|water heater)${gap(25)}(?:headache|head(?: s| is| has been)? (?:pounding|thumping|splitting|banging)|pounding head|woozy|dizzy|drowsy|sick to my stomach|throwing up|been sick|vomiting)|(?:furnace|boiler|heater|gas fire|gas heater|stove|water heater)${gap(5)}(?:smell|smells|whiff|fumes|stink|pong)${gap(25)}(?:headache|head(?: s| is| has been)? (?:pounding|thumping|splitting|banging)|pounding head|woozy|dizzy|drowsy|sick to my stomach|throwing up|been sick|vomiting)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Carbon monoxide named, with what it does ("the CO alarm… we've both got splitting headaches"):
      // acted on.
      {
        re: w(
          `(?:carbon monoxide|monoxide|co alarm|co detector|co monitor)${gap(20)}(?:headaches?|head(?: s| is)? (?:splitting|pounding|thumping|killing)|sick|nause\\S*|vomit\\S*|dizzy|drowsy|sleepy|so tired|confused|muddled|cant keep (?:my|our) eyes open)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Smoke that has spread through the hall or the house, whatever pan it came from ("the hall's
      // full of smoke, it's the milk pan"): acted on.
      {
        re: w(
          `smoke (?:all through|right through|all over|filling|through) (?:the |my )?(?:hall|hallway|house|flat|landing|stairs|bedroom|living room|lounge|bungalow)|(?:hall|hallway|house|flat|landing|stairs|bedroom|living room|lounge|bungalow)(?: s| is)? (?:full of|filled with|filling with|thick with) smoke`,
        ),
        confidence: 0.85,
        kind: 'fire',
        spreads: true,
      },
      // A chimney fire: the roar in the flue ("the chimney's roaring like a jet"), asked about; sparks
      // or flames shooting out of the top of it, acted on. Never the wind in the chimney.
      {
        re: w(
          `(?!.* (?:wind|winds|gale|gales|storm|breeze|draught)(?= ))(?<!(?:^| )(?:wind|winds|gale|gales|storm|breeze|draught)(?: \\S+)* )(?:(?:chimney|flue|stove ?pipe|wood ?burner|log ?burner)(?: \\S+){0,6} (?:roaring|roars|rumbling|rumbles|(?:is|s|sounds|going) like a (?:jet|train|plane|freight train|aeroplane))|(?:roaring|rumbling) (?:in|up|from) the (?:chimney|flue))`,
        ),
        confidence: 0.6,
        kind: 'fire',
        spreads: true,
      },
      {
        re: w(
          `(?:sparks|flames)(?: \\S+){0,4} (?:out of|from|coming out of|shooting out of|pouring out of) (?:the )?(?:top of the )?(?:chimney|flue|stack|chimney pot)`,
        ),
        confidence: 0.85,
        kind: 'fire',
        spreads: true,
      },
      // Whoever picked up says something is wrong with them now ("he can't talk, something's not right
      // with him, he's not himself"): asked about.
      {
        re: w(
          `something (?:s |is )?(?:not right|wrong|the matter|funny|strange|odd|not quite right) (?:with|about) (?:him|her|mum|dad|my husband|my wife)(?! (?:\\S+ ){0,3}(?:car|phone|telly|tv|computer|boiler|heating|pension|bill|letter|order|parcel|delivery))|(?:hes|he s|he is|shes|she s|she is) not (?:himself|herself|right in (?:himself|herself))(?: (?:at all|today|this morning|just now|now))?(?! (?:since|these|this (?:week|year|month)|lately|for (?:a while|weeks|months)))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Cold indoors with the heating gone, and the body failing in it ("the furnace quit… the
      // thermometer says four, I can't stop shaking… my fingers won't do up the buttons, I'm so
      // sleepy"): hypothermia, acted on (shivering alone is asked about, above).
      {
        re: w(
          `(?:(?:furnace|boiler|heating|heater|the heat)(?: \\S+){0,3} (?:quit|broke|broken|gone|went|packed up|packed in|conked out|not working|isnt working|isn t working|wont work|won t work|off|out|died|failed|on the blink)|no heat(?:ing)?|thermometer(?: \\S+){0,4} says|degrees in (?:here|the house|the room|the kitchen)|electric(?:ity)? (?:s |is |has )?(?:off|gone|cut))${gap(25)}(?:(?:fingers|hands) (?:wont|won t|dont|don t|cant|can t|will not) (?:work|do|move|bend)|(?:cant|can t|cannot) feel (?:my )?(?:hands|feet|fingers|toes|legs)|(?:so|really|awful|ever so|terribly|very) (?:sleepy|drowsy)|(?:all )?(?:muddled|confused))`,
        ),
        confidence: 0.85,
        // "No heat": the negation is the danger itself.
        saysNo: true,
        kind: 'medical',
      },
      // Insulin taken and the signs of a low sugar ("I took my insulin at seven… she never showed,
      // and now I'm all shaky and sweaty and I can't think straight"): acted on.
      {
        re: w(`(?:insulin|my sugar|sugars|hypo)${gap(30)}${LOW_SUGAR_SIGN}${gap(10)}${LOW_SUGAR_SIGN}`),
        confidence: 0.9,
        kind: 'medical',
      },
      // Glass smashed to frighten one into opening the door ("one of them put his elbow through the
      // glass in the porch door when I wouldn't open it"): acted on, even once they have gone.
      {
        re: w(
          `(?:put|stuck|smashed|kicked|punched|broke|broken|threw)(?: \\S+){0,3} (?:through|in) (?:the|my|our) (?:\\S+ )?(?:glass|window|door|pane|panel)${G12}(?:when|because|cos|as|since) (?:i|we) (?:wouldnt|would not|wouldn t|didnt|did not|didn t|refused to) (?:open|let)|(?:wouldnt|wouldn t|would not|refused to) (?:open (?:up|the door)|let (?:him|them|her) in)${G12}(?:smashed|kicked in|punched|broke|put (?:his|her|their) \\S+ through)(?: \\S+){0,3} (?:the|my|our) (?:\\S+ )?(?:glass|window|door|pane|panel)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      // A venomous bite or sting: a snake, a scorpion, a spider of the dangerous kind.
      {
        re: w(
          `(?:snake|adder|viper|rattler|rattlesnake|copperhead|cottonmouth|taipan|scorpion|redback|funnel web|funnelweb)${gap(8)}(?:bit|bitten|bites|got me|stung|struck|had me)|(?:bitten|bit|stung) by (?:a |an |the |some )?(?:\\S+ )?(?:snake|adder|viper|rattler|rattlesnake|scorpion|redback|funnel web|funnelweb)|(?:something|somethin|summat|it|sumthin) (?:got|bit|stung) me${gap(8)}(?:snake|adder|viper|rattler|rattlesnake|scorpion|redback|funnel web|funnelweb)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Floodwater in the house and rising, or no way out of it.
      {
        re: w(
          `(?:river (?:has |s )?(?:burst|overflowed|flooded|come up|broken its banks)|flood\\S*|(?:water|waters) (?:is |s |are )?(?:coming|pouring|getting|running) (?:in|into|through))${gap(16)}(?:still rising|keeps rising|rising|up to my (?:knees|waist|ankles|chest|middle)|cant get out|can t get out|trapped|stuck|on a chair|on the table|on the bed|upstairs|in the loft|on the roof)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      // The whole week's tablets taken at once by mistake: an overdose not meant, acted on.
      {
        re: w(
          `(?:tablets|pills|dosette|pill box|pillbox|medication|meds)(?: \\S+){0,20} (?:all at once|all together|the lot|all of them|the whole week)(?: \\S+){0,8} (?:by mistake|without (?:thinking|realising|realizing|noticing)|got muddled|got mixed up|mixed up the days)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // Someone with dementia gone out and not found ("I can't find Bill, he's got the alzheimer's,
      // he went out… over an hour ago, in his pajamas"): acted on.
      {
        re: w(
          `${LOST_WITH_DEMENTIA}|(?:cant|can t|cannot|couldnt) find (?:him|her|my (?:husband|wife|mum|mom|dad|mother|father|brother|sister))${G12}(?:wandered|went out|gone out|walked out|got out|pajamas|pyjamas|nightie|nightdress|dressing gown|slippers)|(?:alzheimer\\S*|dementia)${G12}(?:went out|gone out|wandered (?:off|out)|walked (?:off|out)|got out|gone missing|is missing)${G8}(?:an? (?:hour|while)|hours|ages|not back|no sign|since)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Calling the emergency number now, said as it is done ("okay, I'm calling 911 right now").
      {
        re: w(
          `(?:im|i m|i am|ill|i ll|i will|im going to|i m going to) (?:calling|ringing|phoning|dialling|dialing|call|ring|phone|dial|get) (?:911|999|112|an ambulance|the ambulance|for an ambulance|the paramedics|emergency services)(?: \\S+)? (?:right now|now|straight away|this minute)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A blade driven into one's own body ("I stuck the knife in my hand"): asked about.
      {
        re: w(
          `(?:stuck|stabbed|jabbed|plunged|drove|ran|put) (?:the|a|my|me) (?:\\S+ )?(?:knife|blade|scissors|skewer|chisel|screwdriver) (?:in|into|through) (?:my|me) (?:\\S+ )?(?:arm|hand|leg|thigh|foot|finger|thumb|wrist|stomach|belly|side|palm)|(?:ive |i ve |i )?stabbed myself(?! with (?!(?:the |a |my |me |some |that )?(?:knife|blade|scissors|bread knife|carving knife|kitchen knife)(?= )))`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // A heater burning in a shut greenhouse, shed or room, and the head or the stomach turning (the
      // fumes): acted on.
      {
        re: w(
          `(?:paraffin|gas|calor|oil|kerosene|portable) (?:heater|stove|fire)${G12}(?:shut|closed) (?:the )?(?:door|doors|window|windows)${G12}(?:head|headache|sick|dizzy|drowsy|sleepy|swimmy|woozy|fall|fell|muddled)|(?:shut|closed) (?:the )?(?:door|doors|window|windows)${G8}(?:paraffin|gas|calor|oil|kerosene) (?:heater|stove|fire)${G12}(?:head|headache|sick|dizzy|drowsy|sleepy|swimmy|woozy)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Someone who will not wake when shaken, breathing strangely; sleeping tablets taken twice over.
      {
        re: w(
          `(?:wont|doesnt|isnt|cant|can t|won t) (?:wake|waking|come round)(?: up)?${G8}(?:shake|shook|shaking|nudg\\S*|and nothing|snor\\S*|funny noise|strange noise|odd noise|rattl\\S*|gurgl\\S*)|(?:shake|shook|shaking|nudg\\S*)${G5}(?:wont|doesnt|cant|won t) (?:wake|come round)|(?:took|taken|had|swallowed) (?:her|his|my|their|the) (?:sleeping|night|heart|blood thinning|warfarin) (?:tablets?|pills?|medicine|capsules?)${G5}twice|(?:double|two lots of|a double dose of) (?:her|his|my|the )?(?:sleeping|night) (?:tablets?|pills?)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A head splitting with sickness (a bleed, or gas): asked about.
      {
        re: w(
          `(?:head|headache)${G5}(?:splitting|pounding|banging|thumping|worst|terrible|awful|unbearable|something terrible|something awful|like (?:a|an) (?:hammer|explosion|thunderclap|bomb))${G12}(?:sick|vomit\\S*|throw(?:ing)? up|heav\\S*)|(?:being sick|vomit\\S*|throwing up|thrown up)${G12}(?:worst|splitting|pounding|banging|terrible|awful) (?:headache|head)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // A limb turned the wrong way after a fall (a broken hip or leg); breath only got sitting up
      // (the heart failing, new since the night); food kept from them by the people they live with.
      {
        re: w(
          `(?<!(?:dog|cat|puppy|kitten|horse|pony|lamb|table|chair|doll|teddy|statue|gnome|bird|budgie)(?:s| s)? )(?:foot|feet|leg|legs|hip|ankle|knee|arm|wrist)(?: s| is|s| has| was| all)?(?: gone| turned| twisted| bent| sticking| pointing)?${G3}(?:pointing|turned|twisted|bent|sticking out|facing)(?: out| round)?(?: all)? (?:the wrong way|wrong way|the other way|backwards|at a (?:funny|strange|horrible|awful|odd) angle|funny|sideways)(?!${G3}(?:since (?:i was|birth|a child|the war)|always|all my life|years))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cant|can not|cannot|not able to|unable to|daren t|darent) (?:lie|lay|be lying) (?:down|flat|in (?:the |my )?bed)${G8}(?:breath|breathe|breathing|puff|wind)|(?:have to|got to|must|need to|had to) (?:sit|stay sat|stay sitting|sleep sat|sleep sitting)(?: up)?${G5}(?:to (?:get|catch) my (?:breath|puff|wind)|to breathe|or i cant (?:breathe|get my breath)|for my breath)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:keeps|kept|keep|locks|locked|hides|hid|hidden|puts|put)${G3}(?:the |my )?food${G3}(?:away from me|from me)|(?:keeps|kept|keep|locks|locked|hides|hid|hidden|puts|put)${G3}(?:the |my )?food${G3}(?:locked|under lock|in (?:her|his|their) (?:room|bedroom))${G12}(?:hungry|starving|not eaten|not had (?:a bite|anything)|havent eaten|nothing to eat|cost them|eat too much)|(?:wont|doesnt|dont|wouldnt|never) (?:let|give) me (?:eat|anything to eat|any food|a bite|my dinner|my meals)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Someone with dementia gone out and not back, or not found in the cold: acted on with the
      // dementia said, asked about with only the cold.
      {
        re: w(
          `(?:dementia|alzheimer\\S*|confused|muddled|wanders|wandering|slippers|pyjamas|nightie|dressing gown)(?: \\S+){0,30} (?:not|hasn t|hasnt|isn t|isnt|never) (?:come back|back|come home|home|turned up)|(?:not|hasn t|hasnt|isn t|isnt|never) (?:come back|back|come home|home|turned up)(?: \\S+){0,30} (?:dementia|alzheimer|confused|muddled|slippers|pyjamas|nightie|dressing gown)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:(?:not|hasn t|hasnt|isn t|isnt|never) (?:come back|back|come home|home|turned up)|(?:cant|can t) find (?:him|her))${G12}(?:freezing|cold|dark|degrees|frost|hours)|(?:freezing|cold|dark|degrees|frost|hours)${G12}(?:(?:not|hasn t|hasnt|isn t|isnt|never) (?:come back|back|come home|home|turned up)|(?:cant|can t) find (?:him|her))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // The chest, and the feeling spreading from it: "a heavy feeling in the middle of my chest…
      // creeping up into my jaw".
      {
        re: w(
          `chest${G12}(?:creep\\S*|spread\\S*|going|goes|moving|runn\\S*|travel\\S*|shoot\\S*|radiat\\S*)(?:(?: up| down| over| round| through)?(?: into| to| in| along| through) (?:my |me |the |his |her )?(?:left )?(?:jaw|arm|shoulder|neck|back)|(?: up| down| over)? (?:my |me |the |his |her )?(?:left )?(?:jaw|arm|shoulder|neck))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A stroke noticed on waking, told plainly: an arm still dead hours later that will not lift,
      // speech that sounds "like a mouth full of marbles".
      {
        re: w(
          `(?:arm|hand|leg)${gap(25)}(?:still dead|(?:cant|cannot|can t|couldnt) (?:lift|raise|move|use) it|wont (?:lift|move|work))(?!(?: \\S+){0,6} (?:now|anymore) (?:its|it s) (?:fine|better|gone))|(?:mouth|gob) full of (?:marbles|cotton wool|porridge)|(?:sound|sounds|sounding|talking|talkin|speaking) (?:all )?(?:funny|strange|slurred|drunk)${G5}(?:since|this morning|woke|all of a sudden|suddenly|marbles)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A stranger let in who forced his way past, in the house now going through the drawers;
      // hiding from him, frightened, whispering so he won't hear.
      {
        re: w(
          `(?:a|this|some|the) (?:man|bloke|fella|stranger|lad|youth|woman)${G12}(?:pushed|shoved|barged|forced|muscled)(?: his way| her way| their way| straight)? (?:past|in past|by) (?:me|us)|(?:man|bloke|fella|stranger|lad|youth|men|someone|somebody)${gap(30)}(?:going|rooting|rummaging|searching|emptying|turning out) (?:through )?(?:the|my|our|all)(?: \\S+)? (?:drawers|cupboards|handbag|wardrobe|jewellery|purse|bedroom)|(?:frightened|scared|terrified|afraid)${G12}(?:whispering|whisper|keeping my voice down|talking quietly)${G5}(?:so|cos|cause|because|in case|dont want|do not want)${G3}(?:he|she|they|him|her|them) (?:hear|hears|hearing|to hear|finds|find)|(?:whispering|whisper|keeping my voice down|talking quietly)${G5}(?:so|cos|cause|because|in case|dont want|do not want)${G3}(?:he|she|they|him|her|them) (?:hear|hears|hearing|to hear|finds|find)${G8}(?:frightened|scared|terrified|afraid)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Someone at the door or the lock now, at night: "he's out there now, scratching at the lock".
      {
        re: w(
          `(?:he s|hes|hes still|someone s|someones|somebody s|somebodys|theyre|they re|there s someone|theres someone|theres somebody)${G3}(?:out there|outside|at the (?:door|lock|window)|on the (?:step|landing))${G5}(?:now|right now)|(?:scratching|scratchin|picking|pickin|jiggling|jigglin|forcing|rattling|rattlin|working) (?:at )?(?:the |my )?(?:lock|door|handle|knob|window)${G8}(?:now|right now|chain|wont hold|aint gonna hold)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Cold past shivering: hands and feet gone numb with sleepiness, or shivering that has
      // stopped in a cold house.
      {
        re: w(
          `(?:cant|cannot|can t|can hardly|can barely) feel (?:my )?(?:hands|feet|fingers|toes)${G8}(?:sleepy|drowsy|muddled|confused|cant think|so tired)|(?:stopped|stopping|quit|no longer|not even) shivering${G8}(?:cold|freezing|numb|sleepy)|(?:house|boiler|heating|radiators?|in here)${G12}(?:stopped|quit|not even) shivering(?!${G5}(?:fire|warm|heater|blanket))|(?:house|boiler|heating|radiators?|in here)${G12}shivering${G5}(?:but )?(?:ive |i ve |i have )stopped(?!${G5}(?:fire|warm|heater|blanket))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Hunted with a weapon in the house: "he's looking for me with the kitchen knife".
      {
        re: w(
          `(?:looking for|coming (?:at|after|for)|after|chasing|came at)(?: \\S+)? me${G5}(?:with )?(?:a |the |his |her |my )?(?:kitchen )?(?:knife|axe|hatchet|hammer|gun|rifle|shotgun|poker|bat|machete)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      {
        // A threat told, from someone who means to come ("he said he knows where I live, he'll be
        // round tonight for the money"): knowing the address or that they live alone, or coming
        // for the money.
        re: w(
          `(?:i|we) know where you live|(?<!if (?:\\S+ ){0,8})(?:he|they|the man|the woman|the fella|the bloke|the caller|this man|a man|a voice|somebody|someone)(?: said| says| told me)?(?: (?:he|she|they))? (?:knows|know|knew) (?:where i live|i live (?:alone|on my own|by myself)|my address)|(?:coming|come|be) (?:round|over|back|here|to the house|to my house)?${G3}(?:for|to get|to collect|to take) (?:the |my |his |her )?(?:money|cash|pension)(?: \\S+){0,3} (?:tonight|today|later|tomorrow)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        // Damage or harm threatened unless they pay ("he says he'll be back with his mates to
        // smash the greenhouse if I don't pay him cash today"): a swindle turned to threats.
        re: w(
          eitherOrder(
            '(?:smash|break|wreck|trash|burn|torch|kick in|kick (?:the|my) door|hurt|beat|do (?:me|us) over|sort (?:me|us) out|come for (?:me|us)|damage|set fire|send(?: \\S+){0,4} (?:men|lads|blokes|fellas|heavies|thugs|boys|mates|heavy mob)(?: \\S+){0,2} (?:round|over|to (?:my|the) (?:house|flat|door))|send (?:someone|somebody|people) (?:round |over )?to my (?:house|flat|door|place))',
            '(?:if (?:i|we) (?:dont|don t|do not|wont|won t|cant|can t|didnt|didn t) (?:pay|give (?:him|them|her) (?:the money|it|cash|the code|my code|the pin|my pin|the password|the numbers|my card|the card)|send (?:him |them |her )?(?:more|the rest|the money|it)|hand (?:it|the money) over|cough up)|unless (?:i|we) (?:pay|give (?:him|them|her)|hand over|cough up))',
            10,
          ),
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Somebody else gone down all of a sudden ("Frank's just gone down all of a sudden in the front
      // room", "my husband fell like a stone"): a collapse, not a trip. Not a thing or a figure
      // ("the temperature dropped suddenly", "the shelf came down all of a sudden").
      {
        re: w(
          `(?:(?:he|she|hes|shes|he s|she s|(?:my|our|her|his|the) (?:husband|wife|hubby|man|fella|missus|son|daughter|brother|sister|mother|father|mum|mam|mom|dad|neighbou?r|friend|partner|carer|aide|other half|old man))(?: just| only)? (?:fell|fallen|gone down|went down|keeled over|collapsed|crumpled|slumped|dropped)|(?<!(?:^| )(?:the|a|an|this|that|its|their|some|any|my|his|her|our|your) )(?!(?:it|its|everything|something|snow|rain|pressure|temperature|prices?|sugar|signal|power|line|wifi|internet|market|wind|tree|branch|shelf|picture|lamp|ladder|stool|chair|roof|ceiling|fence|wall|door|gate|boxes|box|tv|telly|phone|that|thats|this|which|what|who|one|water|level|stuff|things|sales|shares|pound|dollar|i|im|ive|we|you|they)(?= ))[a-z]+(?: s| has| had)?(?: just| only)? (?:gone down|went down|keeled over|collapsed|crumpled|slumped))(?: \\S+)? (?:all of a sudden|suddenly|out of nowhere|just like that|like a (?:stone|sack of \\S+|tree|ton of bricks)|in a heap|where (?:he|she) stood)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Well the day before, and now burning up, unsteady or muddled ("she was chatting away
      // yesterday, and now she's burning up and staggering"): a sudden change, acted on.
      {
        re: w(
          eitherOrder(
            '(?:(?:she|he) was (?:fine|right as rain|grand|all right|alright|perfectly well|(?:her|his) usual self|chatting away|bright as a button)(?: \\S+)? (?:yesterday|last night|this morning)|(?:yesterday|last night|this morning) (?:she|he) was (?:fine|right as rain|grand|all right|alright|perfectly well|(?:her|his) usual self|chatting away(?: fine)?|bright as a button))',
            `(?:burning up|burning hot|boiling hot|red hot|(?:a |high |a high )?(?:fever|temperature)|staggering|wobbling|unsteady|cant stand|can t stand|${MUDDLED})`,
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Bleeding that will not stop, or a cloth soaked through, on blood thinners ("the towel's
      // soaked, it won't stop, and I'm on warfarin"): acted on.
      {
        re: w(
          eitherOrder(
            '(?:(?:bleed\\S*|blood|cut|gash)(?: \\S+){0,8} (?:wont|won t|will not|doesnt|doesn t|isnt|isn t) (?:stop|stopping|ease|easing|let up)|(?:towel|cloth|tea towel|hanky|dressing|bandage|plaster|rag)(?: s| is| has| was)? (?:soaked|soaking|sodden|drenched|wringing|gone right through|full of blood))',
            '(?:warfarin|blood thinners?|thinners|apixaban|rivaroxaban|eliquis|xarelto|clopidogrel|coumadin|(?:pills?|tablets?) (?:for|to) thin (?:my|the) blood|thin (?:my|the) blood)',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A cut with a cloth held to it ("I've cut myself with the machete, I'm pressing a cloth on
      // it"): how bad the bleeding is, asked.
      {
        re: w(
          eitherOrder(
            '(?:cut|gashed|sliced|nicked|slashed|caught) (?:myself|meself|my \\S+|me \\S+)',
            '(?:pressing|holding|pushing|clamping|wrapped|wrapping|got|put|ive|i ve|have) (?:a |the |my |me |this )?(?:cloth|towel|tea towel|hanky|handkerchief|rag|flannel|dishcloth|napkin|kitchen roll|tissues?)(?: \\S+){0,3} (?:on|round|around|over|against|to) (?:it|the|my|me)',
            15,
          ),
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Out and lost, not knowing the way home ("I don't know which way home is, the streets all look
      // the same"): acted on; not remembering one's own address or street, or streets that all look
      // the same, asked about.
      {
        re: w(
          `(?:cant|can t|cannot|dont|don t|do not)(?: \\S+)? (?:remember|know|find|see|work out) (?:the way (?:home|back)|which way (?:is )?home|how to get (?:home|back)|where (?:my house|home) is)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cant|can t|cannot|dont|don t|do not)(?: \\S+)? (?:remember|recall|think of|know) (?:where i live|my (?:own )?address|my (?:own )?street|the name of my street|what my street is called)|(?:im|i m|i am) (?:out|outside)(?: \\S+){0,10} (?:the |all the )?(?:streets|roads|houses) (?:all )?(?:look|looks|seem) (?:all )?the same`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Other doses taken on top, by mistake, and drowsy or dizzy now ("I think I took the evening
      // ones as well… I'm all woozy"): an overdose, acted on.
      {
        re: w(
          eitherOrder(
            '(?:(?:took|taken|had|swallowed)(?: \\S+){0,5} (?:ones|tablets|pills|doses|medicine|meds|lot)(?: \\S+){0,3} (?:as well|too|again|twice|on top)|doubled up|took (?:them|it) twice|taken (?:them|it) twice)',
            '(?:woozy|drowsy|dizzy|nodding off|cant stay awake|can t stay awake|cant keep my eyes open|so sleepy|legs like jelly|wobbly|light ?headed)',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // An operation wound come open and bleeding, or a dressing changed again and again and soaked
      // each time: acted on.
      {
        re: w(
          `(?:wound|scar|stitches|incision|cut)(?: \\S+){0,5} (?:opened|come open|came open|split|burst|come apart|gaping)(?: \\S+){0,8} (?:bleed\\S*|blood|oozing)|(?:changed|change|put on|gone through)(?: \\S+){0,2} (?:the |a |my )?(?:dressing|dressings|gauze|pad|pads|bandage|plaster|towel)s?(?: \\S+){0,3} (?:three|four|five|several|two|a few|a couple of|twice|so many)(?: times)?(?: \\S+){0,9} (?:soaked|soaking|soaks|full of blood|red through|straight through)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Two signs of a stroke in one breath: a hand that cannot grip with a face drooping or
      // words coming out wrong ("my left hand's no right, I cannae grip the cup… my face looked
      // droopy").
      {
        re: w(
          `(?:cant|cannot|couldnt|can not) (?:grip|hold|lift|grasp|pick up)${gap(20)}(?:droop\\S*|lopsided|slurr\\S*|words (?:are |s )?(?:coming out|come out) (?:wrong|funny|all wrong|jumbled|muddled))|(?:droop\\S*|lopsided|slurr\\S*)${gap(20)}(?:cant|cannot|couldnt|can not) (?:grip|hold|lift|grasp|pick up)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // A nosebleed that will not stop, for hours, or on a blood thinner: acted on.
      {
        re: w(
          `(?:nosebleed|nose bleed|nose (?:is |s |has been |keeps |wont stop )?bleeding)${G12}(?:wont stop|will not stop|not stopping|hasnt stopped|wont quit|since|for (?:an hour|hours|two hours|ages)|through (?:two|three|a|the) |towels?|faint|swimmy|dizzy|woozy|lightheaded)|(?:warfarin|blood thinners?|rivaroxaban|apixaban|eliquis|xarelto|clopidogrel|anticoagulants?)${G12}(?:nosebleed|nose bleed|bleeding|bleed)${G8}(?:wont stop|not stopping|hasnt stopped|since|hours)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // No heating, and the cold in the body past shivering ("the boiler's packed up since Tuesday
      // and I can't feel my fingers"): hypothermia, acted on.
      {
        re: w(
          `(?=(?:(?:cant|can hardly|can barely|can scarcely|cant hardly) feel my (?:\\S+ )?(?:fingers|feet|hands|toes|legs)|(?:fingers|hands|feet|toes|lips) (?:have |are |ve |s |re |look |looks )?(?:(?:gone|going|turning|turned|kinda|kind of|sort of|a bit|a little|all|quite|really|proper) ){0,2}(?:numb|blue|white)|dont know what day it is|lost track of the days|(?:muddled|mixed up|confused) (?:about |over |on )?what day it is))(?<=(?:no heating|no heat|(?:heating|boiler|furnace|heater)s? (?:is |s |has |has gone |went |been )?(?:off|broken|gone|packed up|packed in|quit|quit on (?:me|us)|died on (?:me|us)|conked out on (?:me|us)|given up|broken down|broke down|conked out|died|not working|on the blink)|no (?:oil|coal))${gap(60)})(?:(?:cant|can hardly|can barely|can scarcely|cant hardly) feel my (?:\\S+ )?(?:fingers|feet|hands|toes|legs)|(?:fingers|hands|feet|toes|lips) (?:have |are |ve |s |re |look |looks )?(?:(?:gone|going|turning|turned|kinda|kind of|sort of|a bit|a little|all|quite|really|proper) ){0,2}(?:numb|blue|white)|dont know what day it is|lost track of the days|(?:muddled|mixed up|confused) (?:about |over |on )?what day it is)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Out in the cold and the body failing there ("been out on the porch an hour, it's bitter, I
      // can't feel my fingers and I can hardly stand"): hypothermia outdoors, acted on.
      {
        re: w(
          `(?:been|im|i m|i am|stuck|still|sat|sitting|standing|lying|locked)(?: \\S+){0,2} (?:outside|outdoors|out (?:on|in|at|by) the \\S+|out here|on the (?:porch|step|steps|doorstep|stoop|drive|path|bench)|in the (?:snow|street|yard|garden))${gap(20)}(?:cold|freezing|bitter|frozen|perishing|minus \\S+|below zero|icy|snow\\S*|frost\\S*)${gap(20)}(?:(?:cant|can t|cannot|can hardly|can barely) (?:feel my (?:\\S+ )?(?:fingers|feet|hands|toes)|stand(?: up)?|stop (?:shaking|shivering)|keep on my feet)|legs (?:wont|won t|will not) hold me)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Not able to get up, and for hours ("in the bathroom since last night and I can't get up"):
      // a long lie, acted on.
      {
        re: w(
          `(?:cant|can not|cannot|couldnt|unable to|not able to)(?: \\S+){0,2} (?:get up|get myself up|stand up|get off the floor|get off this floor)${gap(8)}(?:since (?:last night|yesterday|this morning|the night|teatime|lunchtime|breakfast|bedtime)|for hours|all night|hours now)|(?:since (?:last night|yesterday|this morning|the night|bedtime)|all night|for hours)${gap(8)}(?:cant|can not|cannot|couldnt|unable to|not able to)(?: \\S+){0,2} (?:get up|get myself up|stand up|get off the floor)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Frightened of someone close ("I'm frightened of him, he's my own flesh and blood"): as
      // sure as the same words are in French and Spanish.
      {
        re: w(
          `(?=(?:frightened|scared|terrified|afraid))(?<=(?:im|i m|i am|i get|im getting) (?:really |so |very |that |right )?)(?:frightened|scared|terrified|afraid) of (?:him|her|them|my (?:son|grandson|nephew|husband|daughter|granddaughter|son in law|daughter in law|lodger|carer|neighbou?r))(?! (?:on the|in the|when (?:he|she) drives|driving))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Someone who can hardly be woken, who mumbles and drops off again; a knock to the head
      // followed by drowsiness, sickness or double vision.
      {
        re: w(
          `(?:cant|can hardly|cannot|couldnt|can barely|struggling to) (?:wake|rouse) (?:him|her)(?: up)?|(?:hes|shes|he is|she is) (?:hardly|barely) (?:awake|conscious|responding|making sense)|mumbles and (?:drops|nods|dozes) off|(?:bumped|banged|hit|knocked|bashed|cracked) (?:his|her|my|me) head${G12}(?:(?:drowsy|sleepy|confused|drops off|dropping off|nodding off|being sick|been sick|vomit\\S*|throwing up|double|seeing two|worst headache))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // "It's Ted, something's wrong with Ted": someone in trouble, not yet said how. Asked about
      // (a thing or a pet that is not right is no emergency).
      {
        re: w(
          `(?:something|summat|somethin)(?:(?: s| is|s)?(?: far| badly| very| seriously| terribly| awful| awfully| really| proper| properly| bad)? (?:wrong|the matter|not right|up)| (?:isnt|aint|s not) right) with (?:him|her|them|my (?:husband|wife|hubby|man|missus|son|daughter|sister|brother|partner|friend|neighbou?r|mum|mom|mam|dad|grandson|granddaughter|lad|boy|girl|fella|bloke|carer|lodger|pal)|(?!(?:the|my|me|this|that|your|our|his|her|it|its|a|an|one|some|those|these|everything|anything)(?: |$))[a-z]+)(?= |$)|(?:my (?:husband|wife|hubby|man|missus|son|daughter|sister|brother|partner|mum|mom|mam|dad)|(?:he|she))(?: s| is|s| has| has gone| s gone|s gone| went| keeps| looks| seems| was)? (?:acting|talking|looking|gone|come over|going)? ?(?:all |really |very |awful |proper )?(?:strange|funny|odd|weird|peculiar|queer)(?: (?:all of a sudden|suddenly|today|this morning|tonight|now|just now))?(?! (?:film|programme|show|book|thing|idea|hat|way of|sense of|habit|with|about|towards|since (?:he|she) (?:met|got|started)))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Somebody else fallen and not getting up, not answering, not moving: told by a spouse or
      // a neighbour ("he's gone down in the garden and he won't get up").
      {
        re: w(
          `(?:fallen|fell|collapsed|gone down|went down|keeled over|taken a tumble|had a fall|come off|came off|slipped)${G12}(?:(?:he|she)(?: s| is|s)? (?:not|never) (?:getting up|moving|answering|responding|talking|waking|breathing|coming round)|(?:he|she) (?:isnt|cant|wont|doesnt|aint|can not|will not|does not|couldnt) (?:get up|getting up|move|moving|answer|answering|respond|responding|talk|speak|wake|waking|breathe|breathing)|(?:i|we) (?:cant|couldnt|can not) (?:get|lift|move|pick|turn|roll) (?:him|her)|(?:he|she)(?: s| is|s) (?:out cold|unconscious|still on the floor|still down|on the floor))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Heart pills or blood thinners taken twice over: asked about.
      {
        re: w(
          `(?:took|taken|had|swallowed)${G5}(?:again|twice|double|two lots|both lots|tomorrows)${G12}(?:heart|digoxin|warfarin|blood thinners?|insulin|bisoprolol|atenolol|metoprolol|water tablets?)|(?:heart (?:pills?|tablets?|medicine|meds|ones|tabs)|digoxin|warfarin|blood thinners?|insulin|bisoprolol|atenolol|metoprolol)(?: \\S+){0,6} (?:twice|double|two lots|again)(?: over)?(?= |$)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Bleeding from the stomach or the gut: brought up like coffee grounds, or motions black as
      // tar with a faintness.
      {
        re: w(
          `(?:brought up|bringing up|bring up|(?:was|been|being) sick|vomit\\S*|threw up|throwing up|thrown up|throwed up|coughing up|coughed up)${G8}(?:coffee grounds|black stuff|dark stuff)|(?:coffee grounds|black stuff)${G5}(?:brought up|vomit\\S*|threw up|throwing up|throwed up|came up|coming up)|(?:motions|stools?|poos?|bowels|number twos)${G5}(?:black|tarry|like tar|black as (?:tar|coal|soot|pitch))${G12}(?:dizzy|swimmy|faint|light ?headed|woozy|giddy|come over|weak|pale|clammy)|(?:dizzy|swimmy|faint|light ?headed|woozy|giddy|clammy)${G12}(?:motions|stools?|poos?|bowels)${G5}(?:black|tarry|like tar|black as (?:tar|coal|soot|pitch))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Choking, told by whoever is with them: hands at the throat, no word out, going blue.
      {
        re: w(
          `(?:holding|clutching|grabbing|gripping|hands (?:at|to|round|on))(?: \\S+){0,2} (?:her|his|my) (?:throat|neck)${G8}(?:cant|can t|cannot|not able to) (?:breathe|speak|talk|get a word|get a breath|cough)|(?:cant|can t|cannot) (?:breathe|speak|talk|get a word out)${G8}(?:blue|bluish|purple|a bad colou?r|a funny colou?r)|(?:going|turning|gone|turned) (?:blue|bluish|purple|a bad colou?r)${G8}(?:cant|can t|cannot) (?:breathe|speak|talk|get a word out)|(?:went|gone|go|stuck) down the wrong way${G8}(?:cant|can t|cannot) (?:breathe|speak|talk|cough|get a word)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Someone gone down where they stood ("Barry's gone down in the garden"), asked about; found
      // confused after a fall or a knock, bleeding or sick, acted on.
      {
        re: w(
          `${NOT_A_PERSON}(?:\\S+ s|hes|shes|he s|she s|he has|she has) (?:gone down|collapsed|keeled over|gone over|fallen over|had a fall) (?:in|on|at|by|out) (?:the |his |her |our )?(?:garden|kitchen|bathroom|floor|hall|street|drive|driveway|yard|shed|stairs|landing|path|lounge|bedroom|toilet|road)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:doesnt|does not|dont|don t|doesn t) (?:even )?know (?:where (?:she|he) (?:lives|is)|who (?:she|he) is|her own name|his own name|what day)${G8}(?:fall|fell|fallen|floor|bump|knock|bleeding|blood|sick|head)|(?:fall|fell|fallen|floor|bump|knock|bleeding|blood|been sick)${G8}(?:doesnt|does not|dont|don t|doesn t) (?:even )?know (?:where (?:she|he) (?:lives|is)|who (?:she|he) is|her own name|his own name|what day)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // After a knock to the head or not: sick and muddled, seeing double, not knowing the day.
      {
        re: w(
          `(?:throwed up|threw up|thrown up|throwing up|been sick|vomit\\S*|sick (?:twice|two times|three times))${G8}(?:what day|seeing double|double vision|confused|muddled|cant think|can t think|dont know where|swimmy)|(?:what day it is|seeing double|double vision|swimmy headed)${G8}(?:throwed up|threw up|thrown up|been sick|vomit\\S*)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone with them down and in danger: fallen and making a strange noise, a fit that will
      // not stop; a week's tablets or somebody else's taken by mistake; a torch in the house at night.
      {
        re: w(
          `(?:fallen|collapsed|gone down|keeled over|passed out)${G5}(?:making (?:a |an |this |that )?(?:strange|funny|awful|horrible|gurgling|rattling|snoring|weird|odd) (?:noise|sound)|not (?:answering|moving|breathing|responding|waking)|wont (?:wake|answer|move|come round)|cant (?:wake|rouse)|gone (?:grey|blue))|(?:fit|fits|seizure|seizures|convulsions?|fitting)${G5}(?:not stopping|wont stop|isnt stopping|not stopped|hasnt stopped|(?:going|been going|lasted|lasting|gone on)(?: on)?(?: for)? (?:five|5|six|ten|10|fifteen|several|a few|\\S+ or \\S+) (?:minutes|mins)|more than (?:five|5) minutes)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:took|taken|had|swallowed)${G3}(?:the wrong (?:box|bottle|packet|tablets|pills|ones|blister)|(?:\\S+ s|\\S+s) (?:tablets|pills|sleeping (?:pills|tablets)|medicine|medication|heart pills))${G8}(?:all of them|the lot|the whole|for the week|a weeks|a week s|a handful|drowsy|woozy|sick|slow|dizzy|funny|strange)|(?:took|taken|had|swallowed) (?:a |two |some )?handfuls?${G5}(?:tablets|pills|ones)${G8}(?:thinking|thought|by mistake|instead|drowsy|woozy|sick|sleepy|muddled)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:someone|somebody|a man|theres someone|there s someone|some(?:one|body) s)${G3}(?:in there|in here|downstairs|in the (?:house|kitchen|living room|lounge|front room|hall|back room))(?: now)?${G8}(?:drawers|torch|hiding|covers|(?:dont|don t) want to make a (?:sound|noise)|cant make a (?:sound|noise)|keeping (?:quiet|still))|torch (?:going|moving|shining|flashing)${G5}(?:living room|kitchen|house|downstairs|lounge|hall)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Someone unknown in the home: heard in the bedroom going through the drawers, "I don't know
      // who he is", with fear.
      {
        re: w(
          `(?:hear|heard|can hear)(?: \\S+){0,3} (?:him|her|them|someone|somebody|a man|footsteps)(?: \\S+){0,3} (?:in|on) (?:my|the) (?:bedroom|kitchen|lounge|landing|hall|front room|back room|living room|upstairs|downstairs)${G8}(?:(?:dont|don t|do not) know who|frightened|scared|terrified|not my|going through|opening)|(?:dont|don t|do not) know who (?:he|she|it|they) (?:is|are)${G5}(?:frightened|scared|terrified|afraid)|(?:frightened|scared|terrified|afraid)${G5}(?:dont|don t|do not) know who (?:he|she|it|they) (?:is|are)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // A button battery or a magnet swallowed, by anyone, with no sign yet ("he's swallowed one of
      // them little round batteries… he seems alright"): it burns from inside within hours. And a
      // small child who got into tablets or a cleaning pod.
      {
        re: w(
          `(?:swallowed|swallow|eaten|ate|chewed|got into)${G8}(?:batter(?:y|ies)|button cells?|magnets?)|(?:batter(?:y|ies)|button cells?|magnets?)${gap(30)}(?:(?:swallowed|eaten|ate) (?:it|them|one|some)|(?:hes|shes|he s|she s|he is|she is|and) (?:\\S+ )?(?:drooling|dribbling|gagging|retching)|(?:grabbing|pulling|clutching|pawing) at (?:his|her|their) throat|put (?:it|one) in (?:his|her|their) mouth)|(?:baby|babby|little one|toddler|tot|bairn|wean|little (?:lad|lass|boy|girl|man|fella|un)|grandson|grandbaby|granddaughter|great grandson|great granddaughter|the child|the kid|kiddie|nipper)${G5}(?:swallowed|ate|eaten|got into|chewed|had)${G5}(?:my |me |some of my |some of me |some |a few |a handful of |the |all the |grans |nanas |grandads )?(?:tablets|pills|medicine|capsules|sleeping pills|painkillers|paracetamol|pods|bleach|dishwasher tablets?|washing (?:tablets|pods|capsules))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Painkillers taken again and again for a pain, packets emptied, and what too much does
      // ("paracetamol, then his co-codamol, then more… three empty packets, I feel sick"): an
      // overdose, an emergency, with nothing of wanting to end it.
      {
        re: w(
          `(?:took|taken|had|swallowed|been taking|kept taking)${G5}(?:paracetamol|co codamol|cocodamol|codeine|ibuprofen|nurofen|tylenol|advil|aspirin|painkillers?|pain killers?|pills|tablets)(?: +\\S+){0,30} +(?:(?:two|three|four|five|several) (?:packets|boxes|strips|bottles)|(?:packets|boxes|strips|bottles)? ?(?:all )?empty|the whole (?:packet|box|strip|bottle)|then (?:some )?more|one after another|one after the other)(?: +\\S+){0,25} +(?:sick|vomit\\S*|throw(?:ing)? up|drowsy|woozy|sleepy|dopey|yellow|belly ache|stomach ache|tummy ache|out of it)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // A foot or toes gone black and cold, smelling, with a fever: gangrene, an infection spreading.
      {
        re: w(
          `(?:foot|toe|toes|heel|leg)${G8}(?:gone |turned |going |gone all |all )?(?:black|blackish|purple|dark blue)${G12}(?:cold|icy|smell\\S*|stink\\S*|pong\\S*|fever|rotten|shivering)|(?<!(?:always|every winter|in winter|raynaud\\S*|chilblains?|circulation)(?: \\S+){0,12} )(?:foot|toes|heel|leg)(?: s| has| is)? (?:gone |turned |going |gone all |all )?(?:ice |icy |stone |freezing )?cold${G12}(?:black|blackish|bluish|blue|purple|mottled|grey|gray|white)(?! and blue)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Sick like coffee grounds, or with blood: a bleed in the stomach. A belly swollen hard, with
      // pain or sickness: something burst or blocked inside.
      {
        re: w(
          `(?:sick(?! (?:of|and tired|to death|as a))|vomit\\S*|throwing up|threw up|thrown up|brought up|bringing up|fetched up)${gap(12)}(?:coffee grounds?|blood(?! (?:pressure|test|tests|sugar|sugars|thinner|thinners|donor|orange|oranges|pudding))|black (?:sick|vomit|stuff|bits|lumps))|coffee grounds?${gap(12)}(?:sick|vomit\\S*|lightheaded|light headed|dizzy|faint|red|blood)|(?:black|dark)${G3}like coffee grounds|(?:belly|stomach|tummy|abdomen|gut)${G8}(?:swollen|swelled|bloated|distended|blown up|hard|tight|rigid)${gap(20)}(?:pain|agony|sick|vomit\\S*|throwing up|cant (?:bear|stand) to touch)|(?:pain|agony)${gap(20)}(?:belly|stomach|tummy|abdomen)${G8}(?:swollen|hard|tight|rigid)${G3}(?:drum|rock|board|stone)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A fever after chemotherapy, now ("I had my chemo on Thursday… shaking all over, the thermometer
      // says thirty nine point four"): an infection that cannot wait, acted on. Not the nurse's advice
      // of what to do if it comes.
      {
        re: w(
          `(?:chemo\\S*|chemotherapy|immunotherapy)${gap(25)}(?<!(?:if|in case|should|whenever|when)(?: \\S+){0,5} )(?:temperature (?:of|is|s|was|up|high|over)|(?:a |high |got a |running a )fever|thirty (?:eight|nine)|forty|3[89]|40|shaking all over|shivering|shivers|rigors|(?:cant|can t) get warm|burning up)|(?:temperature of|fever of|thermometer says) (?:thirty (?:eight|nine)|forty|3[89]|40)${gap(20)}(?:chemo\\S*|chemotherapy)|(?<!(?:if|in case|should|whenever|when)(?: \\S+){0,5} )(?:hot and (?:shivery|cold)|all shivery|shivery|shivering|shaking all over|rigors|(?:cant|can t) get warm|burning up|feverish)${gap(20)}(?:chemo\\S*|chemotherapy|immunotherapy)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Several days' tablets taken at once, or the pills muddled, with what too much does ("I took
      // Saturday's and Sunday's and this morning's too… now I'm so sleepy and my heart's all
      // fluttery"): acted on.
      {
        re: w(
          `(?:(?:took|taken|had|swallowed)${G3}(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tomorrow|today)(?: s|s)?|(?:two|three|four|several|a few) days(?: s)?|the whole week(?: s|s)?|all the days)|(?:messed up|muddled up|muddled|mixed up|got mixed up with) (?:my |me |the |all my )?(?:pills|tablets|dosette|pill box|pillbox|medication|medicine))${gap(40)}(?:sleepy|drowsy|woozy|dizzy|faint|flutter\\S*|racing|pounding|all over the place|slow|sick|muddled|cant keep my eyes open)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Another dose taken and another, with the drowsiness of too much ("took another, then another,
      // I don't know how many now, my tongue feels heavy"): acted on.
      {
        re: w(
          `(?:took|taken|had|swallowed) (?:another|more|extra|one more|a couple more|some more|two more|a few more)${gap(25)}(?:(?:dont|don t|cant|can t) (?:know|remember) how many|lost count|tongue (?:feels |is |s )?(?:heavy|thick|numb)|(?:cant|can t) keep my eyes open|eyes keep closing|(?:so|very|ever so|really) (?:drowsy|woozy)|slurr\\S*)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Someone out there in their slippers in the cold, not found or gone an hour ("he's out there in
      // his slippers and it's minus twenty, that was over an hour ago"): acted on.
      {
        re: w(
          `(?:hes|he s|he is|shes|she s|she is|theyre|they re) (?:out there|outside|out|gone out|wandered off|off)(?: \\S+){0,3} (?:in (?:his|her|their) (?:slippers|pyjamas|pajamas|dressing gown|nightie|nightdress|bare feet)|with no (?:coat|shoes|boots))(?: \\S+){0,14} (?:minus|freezing|below (?:zero|freezing)|snow\\S*|ic[ey]|frost\\S*|an hour|hours|cant (?:see|find)|can t (?:see|find)|no sign)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone found lost and out in the cold, or lost oneself ("he doesn't know his address, he's in
      // his slippers and shaking, been there two hours"): a confused person exposed, acted on.
      {
        re: w(
          `(?:(?:dont|doesnt|don t|doesn t|does not|do not|cant|can t|cannot) (?:know|remember|tell me|say)(?: \\S+){0,2} (?:where (?:he|she|i|they) (?:lives?|live|is|am|are)|(?:his|her|my|their) (?:address|way home|way back|own address|name)|(?:the|which) way home|how to get (?:home|back))|(?:cant|can t|cannot) find (?:his|her|my|their) way (?:home|back)|(?:lost|confused|wandering)(?: \\S+){0,3} (?:and )?(?:doesnt|dont|can t|cant) know where)${gap(20)}(?:shaking|shivering|trembling|freezing|frozen|perished|blue with cold|(?:for|over|about|nearly|a good|a couple of) (?:an |two |three |four )?hours?|two hours|three hours|all night|in (?:his|her|my|their) (?:slippers|nightie|nightdress|pyjamas|pajamas|dressing gown|bare feet)|no (?:coat|shoes))|(?:shaking|shivering|trembling|freezing|in (?:his|her|their) (?:slippers|nightie|nightdress|pyjamas|pajamas|dressing gown|bare feet))${gap(20)}(?:(?:dont|doesnt|don t|doesn t|does not|do not|cant|can t|cannot) (?:know|remember|tell me|say)(?: \\S+){0,2} (?:where (?:he|she|they) (?:lives?|live|is|are)|(?:his|her|their) (?:address|way home|way back|name)|how to get (?:home|back))|(?:cant|can t|cannot) find (?:his|her|their) way (?:home|back))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone with dementia gone missing in their slippers, not found: out in the cold, lost.
      {
        re: w(
          `(?:gone|wandered|walked|went|got) (?:off|out|missing|walkabout)${G8}(?:in (?:his|her) (?:slippers|pyjamas|dressing gown|nightie|nightdress))(?!(?: \\S+){0,12} (?:found|turned up|came back|brought (?:him|her) back))|(?:missing|gone)${G5}(?:hours|since (?:this morning|breakfast|last night))${G8}(?:freezing|dark|cold|dementia|alzheimers)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Something poisonous swallowed, with its effects: berries from the garden, bleach, weedkiller.
      {
        re: w(
          `(?:eaten|ate|eat|drunk|drank|drink|swallowed|swallow|had|taken|took)${G5}(?:berries|wild mushrooms|toadstools|bleach|cleaner|cleaning stuff|weedkiller|weed killer|antifreeze|dishwasher tablets?|washing (?:tablets?|pods?|liquid)|pods?|batter(?:y|ies)|rat poison|slug pellets|white spirit|paraffin|turps)${gap(20)}(?:sick|vomit\\S*|coughing|burning|drowsy|confused|not right|choking|throwing up|cramps|pains)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A fit: gone stiff then jerking, or shaking all over and not answering.
      {
        re: w(
          `(?:gone|went|going|is|s) (?:all |really |very )?(?:stiff|rigid)${G8}(?:shak\\S*|jerk\\S*|twitch\\S*|convuls\\S*|frothing|foam\\S*|not answering|wont answer|eyes)|(?:shak\\S*|jerk\\S*|twitch\\S*) (?:all over|from head to toe|violently)${G5}(?:not answering|wont answer|eyes|frothing|foam\\S*|stiff)|convuls(?:ing|ions?)|(?:fit|seizure)${G5}(?:not stopping|wont stop|isnt stopping|still going|for (?:five|ten|\\d+) minutes)`,
        ),
        confidence: 0.85,
      },
      // Glass breaking, a door forced, heard now: someone getting in.
      {
        re: w(
          // (A window broken by a ball is no break-in.)
          `(?<!(?:ball|football|cricket|golf|playing|catapult)(?: \\S+){0,12} )(?:heard|hear|hearing)${G3}(?:glass|a window|the window|the door|the lock|the back door|the front door)${G2}(?:break|breaking|smash\\S*|shatter\\S*|go|being forced|forced|kicked|kicked in)|(?:someone|somebody|they re|theyre|hes|he s|they are|he is) (?:forcing|kicking|smashing|breaking) (?:the|my|a) (?:door|window|lock|glass)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(`^ (?:ambulance|help|police|fire)(?: (?:please|quick|now|help|me))* $`),
        confidence: 0.85,
        kind: 'help',
      },
      {
        re: w(
          `(?:burnt|burned|scalded|scald|scalding)(?: \\S+){0,14} (?:blister\\S*|red raw|peeling|skin\\S* (?:has |s )?(?:come|coming) off)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `know where i live|(?:making|made|forcing|forced|force) me${G8}(?:draw out|take out|withdraw|hand over|sign|transfer|give (?:them|him|her) (?:my|the|all))|(?:i|id|i would|i ll|ill) (?:get|be) hurt if|(?:demanding|want|wants|asking for) (?:another|more|a) (?:thousand|hundred|grand|money)`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:freezing|frozen|perished|so cold|no heat|meter (?:ran|run|has run|s run) out|no heating)${G8}(?:slow and sleepy|sleepy|drowsy|muddled|confused|mumbling|cold to (?:the )?touch|cant stop shaking)|locked (?:myself )?out${G8}(?:snow\\S*|freezing|hours|nightie|dressing gown)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      {
        re: w(
          `(?:confused|muddled)${G8}(?:temperature|fever|burning up|red hot)|(?:temperature|fever|burning up)${G8}(?:confused|muddled|doesnt know|thinks its|talking nonsense)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      // Somebody who knew them yesterday and does not this morning ("he doesn't recognise me this
      // morning, he keeps asking who I am"): a sudden confusion. Not someone with dementia or in a
      // home, said in this turn or at the end of the one before.
      {
        re: w(
          `(?<!(?:dementia|alzheimer\\S*|care home|nursing home|the home|memory clinic|for (?:months|years)|getting worse)${G12})(?<!(?:hospice|hospital|the ward|palliative|end of life|dying|days left|weeks left|weeks to live|days to live)(?: \\S+)* )(?:doesnt|does not|didnt|did not) (?:know|recogni[sz]e) me(?: \\S+){0,4} (?:this morning|today|all of a sudden|suddenly|since (?:he|she) woke(?: up)?)${NOT_DEMENTIA}|(?<!(?:dementia|alzheimer\\S*|care home|nursing home|the home|memory clinic|hospice|hospital|the ward|palliative|end of life|dying)(?: \\S+)* )(?:this morning|all of a sudden|suddenly|since (?:he|she) woke(?: up)?)(?: \\S+){0,6} (?:doesnt|does not|didnt|did not) (?:know|recogni[sz]e) me(?! (?:anymore|any more|these days|at all anymore))${NOT_DEMENTIA}`,
        ),
        confidence: 0.85,
        kind: 'medical',
        acrossTurns: true,
      },
      // Cold through, with blue feet or a muddled head ("i'm just so cold, my feet have gone blue,
      // and i don't know what day it is"): the body losing its heat, acted on. Not Raynaud's.
      {
        re: w(
          eitherOrder(
            '(?:im|i m|i am|ive been|i ve been)(?: just| so| that| very| really| terribly| awful| bitterly| absolutely)* (?:cold|frozen|freezing|perished|chilled to the bone|froze)',
            '(?:(?:feet|toes|hands|fingers|lips)(?: \\S+){0,2} (?:gone |going |turned |are |is )?(?:blue|purple|numb)|(?:cant|can t) (?:feel (?:my|me) (?:feet|toes|hands|fingers|legs)|stop shaking|think straight)|(?:dont|don t) know what (?:day|time) it is|all muddled|shaking all over)(?!(?: \\S+){0,6} raynaud)',
            12,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A bang, and then no answer from whoever was there ("he went down to look at the boiler and i
      // heard a big thump, he's not answering"): a fall, acted on.
      {
        re: w(
          `(?:heard|there was) (?:a |an |this )?(?:\\S+ )?(?:bang|thump|thud|crash|clatter|wallop)(?: \\S+){0,6} (?:(?:hes|shes|he s|she s|he is|she is) not (?:answering|responding)|(?:he|she) (?:wont|won t|doesnt|doesn t|isnt|isn t) (?:answer|answering|respond|responding)|no answer|not a sound|nothing from (?:him|her))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Asked to speak quietly, as the call is put off ("not a good time, keep your voice down
      // please"): somebody is not to hear. Too faint to ask about alone; enough to ask, before
      // ringing off, whether everything is all right.
      {
        re: w(
          `keep (?:your|ya|yer) voice down|(?:speak|talk) (?:more )?(?:quietly|softly|quieter|low|lower)|(?:dont|don t) (?:talk|speak) so loud|(?:please )?whisper(?! (?:to|in|about))`,
        ),
        confidence: 0.3,
        kind: 'intruder',
      },
      // Wild mushrooms eaten, then sickness or dizziness ("a tortilla with the mushrooms from under
      // the neighbour's oak… not stopped being sick since six"): poisoning, acted on.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )mushrooms?(?= ))(?=.*(?<= )(?:picked|found|growing|grew|wild|in the (?:garden|field|woods|park)|under the|off the lawn)(?= ))(?=.*(?<= )(?:(?:been|being) sick|throwing up|threw up|vomit\\S*|dizzy|cramps|the runs|diarrh\\S*|seeing things)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Tablets just taken, and no knowing whether they had been taken already ("I took my heart
      // tablets… and now I can't remember if I'd already taken them"): a double dose maybe, asked.
      {
        re: w(
          `(?:took|taken|had|swallowed)${G3}(?:tablets|pills|medication|meds|dose|tabs)${G12}(?:cant|can t|cannot|dont|don t|do not) (?:remember|recall|know)(?: \\S+){0,2} (?:if|whether) (?:i d|id|i had|i ve|ive|i have|i) (?:already |just )?(?:taken|had|took) (?:them|it|those|my)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Blood seen in quantity, however it came ("the knife slipped… there's blood all over the
      // counter"): too faint to ask about alone (a pig killed, a fox in the hen house); enough to
      // ask, before ringing off, whether everything is all right.
      {
        re: w(
          `(?<!(?:film|films|movie|programme|show|telly|tv|game|book)${G8})blood (?:all over|everywhere|all down|pouring|dripping|on the (?:floor|counter|worktop|sink|carpet|lino|tiles|bed|pillow|sheets))|(?:covered|soaked|dripping|pouring) (?:in|with) blood`,
        ),
        confidence: 0.3,
        kind: 'medical',
      },
      // A high fever with the mind gone astray: not knowing where they are, or who is with them.
      {
        re: w(
          `(?:temperature|fever|burning up|red hot|roasting hot)${G12}(?:doesnt|does not|dont|don t|didnt) (?:know|recogni[sz]e) (?:where (?:she|he|i) (?:is|am|was)|me|who (?:i am|she is|he is))|(?:doesnt|does not|didnt) (?:know|recogni[sz]e) (?:where (?:she|he) (?:is|was)|me|who (?:i am|she is|he is))${G12}(?:(?:hes|shes|he s|she s|he is|she is) )?(?:got a )?(?:temperature|fever|burning up|red hot|roasting hot)|(?:(?:10[2-5]|39|40|41)(?: point \\S+)?|a hundred and (?:two|three|four|five))(?: degrees)?${G8}(?:confused|muddled|doesnt know|does not know|dont know|talking nonsense|raving|delirious|recogni[sz]e)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:hes|shes|theyve|he has|she has|theyre|has|have) got (?:a|his|her) (?:knife|gun|hammer|bat|machete|blade)(?! (?:sharpen|stall|shop|for the|to cut))(?: \\S+){0,6} (?:in my|in the house|at my|here|coming|after me|at me)|(?:come|came|got|getting) (?:in )?(?:through|over) the (?:back |front )?(?:door|window|fence)${G8}(?:knife|gun|hammer|bat)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:he|she|they) ?(?:ll|will) (?:\\S+ )?(?:kill|hurt|batter|do for|beat) me(?! (?:at|to it|hollow|a bit|a little|off|up|to bed|in the car|right|straight))|(?:he|she|they) ?(?:ll|will) (?:\\S+ )?(?:throw|push|shove) me (?:out|down|against|into|off|over|through|on the floor|to the floor)|(?:he|she|they) ?(?:ll|will) (?:\\S+ )?put me in (?:the ground|hospital|a box|my grave)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // A fall, and not being able to get up.
      {
        re: w(
          `(?:fell|fallen|fall|falled|slipped|tripped|collapsed|toppled|tumbled|gone over|went over|went down|(?:went|gone|came|slid) (?:out )?from under me|on the floor|on the ground|on the carpet|on the (?:flags|flagstones|patio|path|lawn|grass|concrete|paving|decking|drive|yard))${gap(12)}${NOT}${G2}(?:get|stand|pick|lift|push|pull|move|manage|reach)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(
          `${NOT} (?:get|stand|pick ${ME}|lift ${ME}|push ${ME}|pull ${ME}) (?:back )?up${G3}(?:floor|ground|fallen|fell|fall|carpet|bathroom|kitchen|hall)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(
          `(?:im|i am|ive been|been|i been|still) (?:lying|laying|laid|lay|stuck|sat|sitting|down) on the (?:\\S+ )?(?:floor|ground|carpet|tiles|lino)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(`${NOT} (?:get|stand|pick ${ME}|lift ${ME}|push ${ME}) (?:back )?up`),
        confidence: 0.7,
        kind: 'medical',
      },
      {
        re: w(
          '(?:ive|i have|ive just|i have just) had a (?:wee|little|bit of a|small|slight|nasty|silly) (?:fall|tumble)(?! (?:last|the other|a (?:few|couple)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)))|(?:i|ive|i have|i just|just|ive just|ive gone and|i went and) (?:had a (?:fall|tumble)|fallen|fell|took a (?:fall|tumble)|slipped|collapsed)|(?:im|i m|i am) (?:only |just )?after (?:having (?:a|a bit of a|a wee|a little|a nasty) (?:fall|tumble)|falling|taking a (?:fall|tumble)|slipping|tripping|collapsing)(?! (?:over|on|up|down) (?:the |my )?(?:words|myself|laughing))',
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w(
          // Not a trouble of long standing ("I'm no use to nobody since my knees gave out").
          `(?<!(?:since|ever since) (?:my|me|the|his|her|both) )(?:legs?|knees?) (?:gave|have given|has given|went|gone|just went)${G2}(?:way|out|(?:from|fae|frae|fra) under)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // The heart and chest.
      {
        re: w(
          `chest${G8}(?:standing on it|sitting on it|stood on it|sat on it|standing on me|sitting on me|in a vice|weight on it)|(?:grey|gray|ashen|white as a sheet|pale as)${G8}(?:sweat\\S*|clammy)${G12}(?:chest|arm|jaw|breath)|(?:chest|arm|jaw|breath)${G12}(?:grey|gray|ashen|white as a sheet)${G8}(?:sweat\\S*|clammy)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // A heartbeat gone irregular ("my heart's beating all wrong, in fits and starts", "skipping
      // beats"): asked about. Not a heart that jumped, or went like the clappers, at a fright.
      {
        re: w(
          `(?:heart|ticker)${G5}(?:skipping|skips|missing (?:beats|a beat)|(?:beating|going|thumping|ticking) (?:all wrong|all over the place|in fits and starts|irregular)|in fits and starts|(?:all over the place|all over the shop)(?! (?:since|after|with|about|over|these))|irregular|doing (?:funny|strange|odd|queer) (?:jumps|things|beats|flips)|jumping about|jumping around|flip flopping)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w(
          `(?:chest|heart|breastbone|breast bone|ribs)${G5}(?:pain|pains|pressure|tight|tightness|tightening|squeez\\S*|crush\\S*|heavy|heaviness|weight|hurts?|hurting|aching|aches|burning|elephant|band|vice|grip\\S*|racing|pounding|banging|fluttering|thumping|sore)(?!(?: \\S+){0,2} (?:but|till|until) (?:she|he|they|we|i|it|the \\S+) (?:made|won|did|got|pulled|scored|landed|held|came|went in|finished))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pain|pains|pressure|tight|tightness|squeez\\S*|crush\\S*|heavy|heaviness|weight|hurting|aching|burning|elephant|band|vice|(?<!(?:seat|safety|lap) )(?:belt|strap))${G5}(?:chest|heart|breastbone)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pain|ache|aching|numb\\S*|tingl\\S*|shooting|spreading|going|running|travell?ing|moving)${G3}(?:down|into|along|up|through) (?:my|the|me) (?:left |right )?(?:arm|jaw|neck|shoulder)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Not a fright said as one ("I about had a heart attack when I saw it bloom", "you'll give me
      // a heart attack").
      {
        re: w(
          '(?<!(?:nearly|almost|about|near|practically|like to|liked to|nigh on|near enough)(?: \\S+)? (?:had|have|having) a )(?<!(?:give|gave|given|giving|gives)(?: \\S+)? a )heart attack|cardiac(?! (?:rehab\\S*|nurses?|clinic|ward|unit|team|class|classes|department|appointment|checks?|check up|tests?|scan|physio|exercises?|programme|program|group|centre|center|specialist|consultant|surgeon|doctors?|people|follow up|review|outpatients))',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Breathing.
      {
        re: w(
          `(?:cant|couldnt|struggling to|struggling for|trouble|hard to|difficult to|hardly|barely|not able to|unable to|fighting for|gasping for|cant get|cant catch|cant get my)(?: seem to| seem| quite| really| properly)?${G2}(?:breathe|breath|breathing|air)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          'choking|(?<!(?:im|i m|i am|i was|was|felt|feel|proper|right|bit|dead|all|got) )choked(?! up)|gasping|suffocat\\S*|throat (?:is )?(?:closing|swell\\S*|tight)|tongue (?:is )?swell\\S*|lips? (?:are |is )?swell\\S*',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      { re: w('short of breath|out of breath|breathless|wheez\\S*'), confidence: 0.6, kind: 'medical' },
      // A calf or leg come up swollen, with the breath short or a stab on breathing in: a clot gone to
      // the lungs, after a long flight or a long sit ("my calf's come up hot and tight… can't get
      // my breath walking to the kettle").
      {
        re: w(
          `(?:calf|calves|leg|legs|shin)${G8}(?:swollen|swelled|swelling|puffed up|come up|blown up|red and hot|hot and (?:red|tight|swollen))${gap(30)}(?:breath|breathe|breathing|breathless|puffed|winded|puff)(?! (?:fine|ok|okay|normally|normal|all right|alright|easy|easier|better))|(?:breath|breathe|breathing|breathless|puffed|winded)${gap(30)}(?:calf|calves|leg|legs)${G8}(?:swollen|swelled|swelling|puffed up|come up|blown up)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A stab on breathing in, alone: asked about.
      {
        re: w(
          '(?:stab\\S*|sharp|knife|knives)(?: \\S+){0,3} (?:when|as|if|every time) i (?:breathe|take a breath|draw (?:a )?breath)',
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // A stroke: face, arm, speech, and the sudden signs.
      {
        re: w(
          `(?:face|mouth|smile|lip|lips|cheek|eye|eyelid)${G8}(?:droop\\S*|sag\\S*|numb|lopsided|crooked|dropp\\S*|fallen|slipped|gone (?:funny|strange|dead|weird|slack|floppy)|slack|drag\\S*|pulled|twisted|uneven|hanging)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      { re: w('(?:one|left|right|half) (?:side of )?(?:my |the )?face'), confidence: 0.8, kind: 'medical' },
      {
        re: w(
          `(?<!(?:only|just) me |(?:im|i m|i am|i was|ive been|i ve been) (?:just |only )?)(?:words?|speech|talking|tongue|speaking|voice)${G3}(?:wrong|jumbled|muddl\\S*|slurr\\S*|mixed up|garbled|wont come|not coming|coming out|thick|funny|strange|all over|nonsense|gibberish|scrambled|back to front)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          '(?:cant|couldnt) (?:get|find|say|form) (?:my|the) words|slurring|cant talk properly|cant speak properly',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:arm|hand|fingers|side)${G3}(?:weak|wont (?:lift|move|work|go|grip)|cant (?:lift|move|feel|grip)|couldnt (?:lift|move)|gone (?:dead|numb|heavy|limp|floppy)|dead|numb|heavy|no strength|limp|useless|not working|floppy)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(`(?:cant|couldnt) (?:lift|move|raise|feel)${G2}(?:arm|hand|leg|side)`),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `leg${G3}(?:wont (?:move|work|hold)|cant (?:move|feel)|gone (?:dead|numb|limp)|numb|useless|not working|no strength)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      {
        // Not a stroke told of as the past or the care after it ("since the stroke I can't do
        // nothing for myself", "the stroke nurse").
        re: w(
          '(?:having|had|think its|think im having|might be|could be) a stroke|(?<!(?:since|after|before|from|with|till|until|because of) (?:my|the|his|her|that|a) )(?<!(?:my|his|her) )stroke(?! (?:clinic|nurse|unit|ward|club|team|consultant|doctor|specialist|rehab|group|physio))',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:suddenly|all of a sudden|out of nowhere)${G5}(?:cant see|blind|confused|dizzy|headache|numb|cant walk|cant stand|everything went)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w('worst headache|(?:cant|couldnt) see (?:out of|anything)|lost (?:my |the )?sight|gone blind'),
        confidence: 0.85,
        kind: 'medical',
      },
      // Bleeding, fainting, sugar, pills.
      {
        re: w(
          `(?:bleeding|blood)${G5}(?:wont stop|wont quit|not stopping|isnt stopping|a lot|lots|badly|heavily|pouring|gushing|all over (?:me|my|him|her|his|myself|himself|herself|the (?:pillow|bed|sheets|floor|bathroom|carpet))|cant stop|so much|spurting|soak\\S*|(?:right )?through (?:my|the|a|two|three)|like a stuck pig|like mad|like billy o|like the clappers|like nobodys business|like a tap)|bleeding${G3}(?:pretty good|real good|pretty bad|something awful|something terrible)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // "Blood everywhere" with a wound, a fall or a part of the body: acted on. Said alone ("blood
      // everywhere, all over the counter, like a crime scene": the beetroot jar) it is asked about.
      {
        re: w(
          `(?:cut|gash|wound|fell|fallen|fall|knocked|banged|bashed|hit|head|hand|arm|leg|nose|finger|thumb|wrist|foot|face)${G12}(?:blood|bleeding)${G3}everywhere|(?:blood|bleeding)${G3}everywhere${G12}(?:cut|gash|wound|fell|fallen|knocked|banged|bashed|head|hand|arm|leg|nose|finger|thumb|wrist|foot|face)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(`(?:blood|bleeding)${G5}everywhere`),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:hit|banged|bashed|cracked|knocked|knock|bang|bash) my head${G5}(?:bleed\\S*|blood|dizzy|sick|cant)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w('(?:hit|banged|bashed|cracked|knocked) my head|(?:deep|bad|nasty|big) cut|cut myself badly'),
        confidence: 0.7,
        kind: 'medical',
      },
      {
        re: w(
          '(?:blacked|passed|blacking|passing) out|fainted|fainting|(?:going|about) to (?:faint|pass out)|keep (?:blacking|passing) out',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:shaky|shaking|sweaty|sweating|clammy|trembl\\S*)${G5}(?:sugar|diabet\\S*|confused|faint|hypo)|hypo|sugar (?:is |s )?(?:low|dropping|crashed)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          // Not the old knee or hip "in agony" on the stairs, which is seen to (a fall is heard apart).
          `dizzy|the room is spinning|everything is spinning|feel(?:ing|s)? (?:\\S+ ){0,2}faint|feel very (?:ill|unwell|poorly)|very poorly|(?<!${JOINT}(?: \\S+){0,12} )(?:terrible pain|awful pain|agony)(?!(?: \\S+){0,8} ${JOINT}(?= |$))`,
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      // About to faint, with the heart gone slow or the room going dark: "I feel awful faint, my
      // heart's going very slow and the room goes dark at the edges when I stand up".
      {
        re: w(
          `${FAINTING}${G12}(?:heart|pulse)(?: \\S+){0,4} ${SLOW_BEAT}|(?:heart|pulse)(?: \\S+){0,4} ${SLOW_BEAT}${G12}(?:${FAINTING}|(?:goes|going|went|gone|turns|turning) (?:dark|black))|${FAINTING}${G8}${GOING_DARK}|${GOING_DARK}${G12}(?:faint|dizzy|woozy|light ?headed|stand up|get up|sit down|sat down)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:took|taken|swallowed|had)${G2}(?:too many|double|twice|the whole)${G3}(?:pills|tablets|medication|meds|dose|doses)|(?:took|taken|swallowed|had)${G2}all${G3}(?:pills|tablets|medication|meds)${G5}(?:at once|in one go|by mistake|together|for the week|in the box|in the packet|in the bottle)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone gone over sideways in the chair or at the table ("he was eating his soup and he
      // went sideways in the chair"): a collapse, or a stroke, as it is seen.
      {
        re: w(
          `(?:he|she|hes|shes|he s|she s|hes just|shes just)(?: just| suddenly| all of a sudden| sort of| kind of){0,2} (?:went|gone|goes|going|slid|slipped|tipped|leaned|leant|leaning|slumped|keeled|toppled|fell|sagged|slumping)(?: right| all)? (?:over )?(?:sideways|to (?:one|the) side|over to (?:one|the) side)(?! (?:on|off) the (?:wall|shelf|ice|road|path|pavement))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Tablets taken again for not knowing they had been ("i forgot and took them again"): a double
      // dose.
      {
        re: w(
          `(?:tablets|pills|meds|medication|medicine|dose)(?: \\S+){0,12} (?:forgot|forgotten|couldnt remember|could not remember|didnt remember|wasnt sure|was not sure|not sure if|no idea if|didnt know if)(?: \\S+){0,8} (?:took|taken|had|swallowed) (?:them|it|another (?:lot|dose|one|load)) (?:again|twice|a second time|over again)|(?:forgot|forgotten|couldnt remember|could not remember|didnt remember|wasnt sure|was not sure|not sure if|no idea if|didnt know if)(?: \\S+){0,8} (?:took|taken|had|swallowed) (?:my|the)(?: \\S+)? (?:tablets|pills|meds|medication) (?:again|twice|a second time|over again)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Tried and tried to get up, and cannot: they are down ("i've tried and tried to get up and i
      // just can't").
      {
        re: w(
          `(?:tried|trying|try|tryin)(?: and (?:tried|tried again))?(?: \\S+){0,2} to (?:get|stand|pick|push|pull)(?: (?:myself|meself|my self))? (?:back )?up(?: \\S+){0,6} (?:cant|couldnt|cannot|can not|no good|no use|not able|wont|will not)(?! (?:sleep|get to sleep|settle|stay awake|wake|face))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // On the floor for a while, trapped, stuck.
      {
        re: w(
          `(?:on|down on) the (?:\\S+ ){0,2}(?:floor|ground|carpet|lino|tiles|rug)${G5}(?:since|hours|all night|all day|cant|help|so cold|cold|been here|yesterday|teatime|morning|thirsty|blood)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(
          `(?:since|for hours|all night)${G5}on the (?:\\S+ )?(?:floor|ground|carpet)|(?<!(?:in bed|in my bed|awake|wide awake|cant sleep|couldnt sleep|cant get to sleep)(?: \\S+){0,6} )been (?:here|down here|lying here) (?:for )?(?:hours|since|all night)(?!(?: \\S+){0,6} (?:(?:watching|staring at|looking at) the ceiling|awake|wide awake|in (?:my |the )?bed|tossing|counting sheep|listening to the))|(?:been |was |ve been |ive been )?(?:lying|lain|laid|stuck) (?:at|by|in|on|outside|behind) (?:the |my |me )?(?:back door|front door|door|doorstep|step|steps|hall|hallway|bottom of the stairs|landing|path|yard|bin|bins)(?: \\S+){0,2} (?:all night|for hours|since (?:last night|yesterday|midnight|\\S+ o clock|\\S+ this morning))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          '(?:im|i am|ive been) on the (?:\\S+ )?(?:floor|ground)|on the floor help|went down by the bed',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // A house gone cold and someone in it muddled or lost in time ("her heat's been off, the house
      // is like an icebox… she thinks it's nineteen sixty"): hypothermia, acted on.
      {
        re: w(
          eitherOrder(
            COLD_HOUSE,
            `(?:(?:shes|hes|she s|he s|she is|he is|she|he)(?: \\S+){0,3} ${MUDDLED}|${LOST_IN_TIME})`,
            25,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Cold to the bone or burning hot, and muddled, said of someone else: hypothermia or a fever
      // ("she's frozen to the bone and she doesn't know me", "she's burning hot to touch and
      // talking rubbish"); found outside in a nightie is asked about.
      {
        re: w(
          `(?:shes|hes|she s|he s|she is|he is)(?: \\S+){0,3} ${COLD_OR_BURNING}${G12}(?:(?:shes|hes|she s|he s|she is|he is)(?: \\S+){0,2} |(?:she|he) )?${MUDDLED}|${MUDDLED}${G12}(?:shes|hes|she s|he s|she is|he is)(?: \\S+){0,3} ${COLD_OR_BURNING}`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:found|find|finding) (?:her|him|them|my \\S+|\\S+)(?: \\S+){0,2} (?:outside|out in the (?:back |front )?garden|in the (?:back |front )?garden|in the street|in the road|on the (?:lawn|path|doorstep|step|pavement))(?: \\S+){0,3} (?:in (?:her|his) (?:nightie|nightdress|nightgown|pyjamas|pajamas|dressing gown|slippers|bare feet)|barefoot)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Someone let in who goes through the drawers and will not leave, or says to keep quiet.
      {
        re: w(eitherOrder(RUMMAGED, STAYS_PUT, 12)),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Burning smelt now ("something smells like it's burning in here"): asked about. Curtains
      // caught and the room going up: acted on.
      {
        re: w(
          `(?:something|it|summat|somethin)(?: s| is)? (?:smells|smell s|smelling) (?:like )?(?:(?:its|it s|something s|somethings|somethin s) )?(?:burning|burnt|on fire|scorching)|(?:i )?(?:can )?smell (?:something )?burning`,
        ),
        confidence: 0.7,
        kind: 'fire',
      },
      {
        re: w(
          `(?:curtain|curtains|blind|blinds|rug|sofa|settee|bed|cushion|tea towel|chip pan|pan)(?: s| has| have| is| are|s)? (?:caught|caught fire|caught light|gone up|going up|alight)(?!(?: \\S+){0,3} (?:in|on) (?:the )?(?:wind|door|hook|rail))${G8}(?:going up|smoke|flames|fire|burning)|(?:smoke|flames)${G12}(?:curtain|curtains|blind|blinds|rug|sofa|settee|cushion)(?: s| has| have| is| are|s)? (?:caught|gone up|going up|alight)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // A seller who "knows where I live" and will come to make one pay: harm from others.
      {
        re: w(
          `(?:knew|knows|know) (?:where i (?:live|lived)|my address)${gap(10)}(?:come|coming|be) (?:round |over |back |here )?(?:and )?(?:make me pay|get me|hurt me|sort me out|teach me a lesson|do me|for me|after me)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // The dog's or the cat's tablets swallowed by mistake.
      {
        re: w(
          `(?:took|swallowed|taken|had)${G8}(?:the |her |his )?(?:dogs|dog s|cats|cat s) (?:tablets|pills|medicine|painkillers|worming tablets)|(?:dogs|dog s|cats|cat s) (?:tablets|pills|medicine|painkillers)${G12}(?:i (?:took|swallowed|had|ve taken|ve swallowed)|ive (?:taken|swallowed)|i have (?:taken|swallowed))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:stuck|trapped|wedged|pinned|jammed|shut)${G3}(?:in|under|between|behind)${G3}(?:bath|bathtub|wardrobe|toilet|wall|bed|chair|bathroom|shower|cupboard)|(?:cant|couldnt) (?:get|climb) out of the (?:bath|shower)(?!(?: \\S+){0,3} (?:anymore|any more|these days|nowadays))|(?:im|i m|i am|ive been|i ve been)(?: \\S+){0,2} in the (?:bath|bathtub|tub)${G5}(?:cant|couldnt|cannot|not able to|unable to) (?:get|climb|pull myself|haul myself|get myself|lift myself) (?:out|up)(?!(?: \\S+){0,3} (?:anymore|any more|these days|nowadays))|cant shift`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:hurts|painful|agony) too much to (?:move|stand|get up)|came down hard${G5}(?:cant|hurts|move)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone frail gone missing now, out in the cold or confused ("i can't find Walter anywhere,
      // he's wandered off in the night again and it's freezing out"): help is needed now. Not a pet
      // gone off, nor someone gone out to the shed in the snow.
      {
        re: w(
          `(?<!(?:^| )(?:dog|dogs|cat|cats|puppy|kitten|cow|cows|cattle|sheep|horse|pony|goat|hens|chickens|budgie|tortoise) .*)(?!.* (?:dog|dogs|cat|cats|puppy|kitten|cow|cows|cattle|sheep|horse|pony|goat|hens|chickens|budgie|tortoise)(?= ))(?:(?<=(?:^| )(?:dementia|alzheimers|confused|pyjamas|pajamas|jammies|nightie|nightdress|nightgown|dressing gown|slippers|freezing|minus \\S+|snow|snowing|frost|icy|no coat|without (?:a|his|her) coat|coat s still|coats still) .*)|(?=.* (?:dementia|alzheimers|confused|pyjamas|pajamas|jammies|nightie|nightdress|nightgown|dressing gown|slippers|freezing|minus \\S+|snow|snowing|frost|icy|no coat|without (?:a|his|her) coat|coat s still|coats still)(?= )))(?:(?:hes|shes|he s|she s|he has|she has|has) (?:wandered|wondered|slipped|gone walkabout|gone missing|disappeared)(?: (?:off|out|away))?|(?:cant|can t|cannot|couldnt|can not) find (?:him|her|my (?:husband|hubby|wife|mum|mom|mother|dad|father|brother|sister|son|daughter|fella|man|old man))|(?:hasnt|has not|hasn t) (?:come|came) (?:back|home|in))`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Someone else collapsed or unresponsive.
      {
        re: w(
          `(?<!(?:sleep|asleep|bed|drift off|nod off|doze off|taking something|take something|take the lot|taking the lot)(?: \\S+){0,6} and (?:just |simply )?)(?:not|isnt|stopped|s not|is not|hes not|shes not) (?:breathing|(?<!(?:^| )(?:im|i m|i am|were|we re|we are) not )moving(?! (?:into|in|to|out|house|home|away|anywhere|for a (?:while|bit|minute|few)|till|until|from (?:this|my|here)|an inch|tonight|today|off (?:this|my)))|(?<!(?:think|thinking|thought|dream|dreaming|dreamt) (?:about|of)(?: (?!(?:he|she|hes|shes|they|him|her|it)(?= ))\\S+){0,12} )waking)|(?<!(?:^| )(?:phone|phoned|phoning|rang|ring|ringing|rung|called|calling|texted|text|mobile|email|letter|bell)(?: \\S+){0,8} )(?:not|isnt|s not|is not|hes not|shes not) (?:answering|responding) me|(?:found (?:him|her|them|my \\S+|\\S+)|(?:hes|shes|he s|she s|is|s)(?: just)?) slumped(?! (?:down )?(?:in front of|on the sofa|watching|with a cuppa|after (?:lunch|dinner|tea)))|unconscious|(?:cant|couldnt|wont) (?:wake|rouse) (?:him|her|them|my)|(?<!(?:^| )i(?: just| simply| never| will| ll| d| probably| maybe| might| hope i)? )(?<!(?:so|that) (?:he|she|i|you|one|a man|a woman|a person|someone)(?: just)? )(?:wont|doesnt) wake up|(?:has|s|is) collapsed|(?:hes|shes|he s|she s) (?:fallen|collapsed)|(?:has|s|is|just|hes|shes|he s|she s) (?:just )?(?:after )?(?:keeled|keeling) over(?! (?:laughing|with laughter|from laughing|with the giggles))|fallen down the stairs`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Asleep, and cannot be brought round ("asleep in the chair… I can't get him to come round at
      // all"): "come round" alone is also a visit ("I can't get him to come round for his tea").
      {
        re: w(
          `(?:asleep|sleeping|dozing|nodded off|dropped off|passed out|fainted|keeled over|slumped|shook|shaken|shaking)${G12}(?:cant|couldnt|cannot|wont) (?:get|bring) (?:him|her|them|my \\S+)(?: to)? (?:come round|come to|wake(?: up)?|respond)|(?:cant|couldnt|cannot|wont) (?:get|bring) (?:him|her|them|my \\S+)(?: to)? (?:come round|come to|wake(?: up)?|respond)${G12}(?:breathing|snor\\S*|shaken|shook|called (?:his|her) name|nothing|no answer)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // General alarm.
      {
        re: w(
          `(?:its|this is|its an|this is an|theres an) emergency|(?:i think )?im dying|(?:need|get|fetch|want) (?:a )?doctor (?:now|quick|here|urgently)|(?:get|send|need) (?:someone|somebody|help|anyone)${G3}(?:here|quick|now|please|for me)|please get help|(?:something|somethings) (?:is |s )?(?:happening|wrong)${G3}(?:me|bad|really)|(?:ring|call|dial|phone) (?:nine nine nine|999|911|112|for help)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      {
        re: w(
          `(?:please|help)${G5}(?:im|i am) (?:scared|frightened|terrified)|(?:need|want) (?:somebody|someone) here`,
        ),
        confidence: 0.8,
        kind: 'help',
      },
      {
        re: w(
          `oh (?:god|lord|dear god)${G2}(?:help|my chest|my heart|my head)|(?:hurry|quick)${G3}(?:help|chest|hurts)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      // More of the body.
      {
        re: w(
          `(?:jaw|arm)${G5}(?:ach\\S*|pain|hurt\\S*)${G5}(?:heart|chest|awful|terrible|sick|sweat\\S*)|(?:think|thought) (?:its|it s|it is) my heart`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:throat|tongue|lips?|face)${G3}(?:swell\\S*|swollen|puff\\S*|closing|huge|fat|tingly)|hard to swallow|cant swallow`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        // Someone found down, the fall guessed at ("she's on the landing, she must have fallen
        // before dawn", "I found him at the bottom of the stairs, he must have slipped").
        re: w(
          `${WHO_FELL}${G2}${FELL_GUESSED}${G8}(?:floor|landing|stairs|ground|carpet|rug|hall|bathroom|toilet|bath|yard|garden)|(?:floor|landing|stairs|ground|carpet|rug|hall|bathroom|toilet|bath)${G8}${WHO_FELL}${G2}${FELL_GUESSED}|${WHO_FELL}(?:s| s| is| was)?(?: been)?(?: lying| laid| sprawled| sat| stuck)? (?:on|in|at|at the (?:bottom|foot) of) the (?:\\S+ )?(?:floor|landing|stairs|ground|carpet|rug|hall|bathroom|toilet|bath)${G8}${FELL_GUESSED}`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        // Bleeding from the head or an ear: a head hurt, however it came.
        re: w(
          `(?:bleeding|bleeds|bled|blood (?:coming |pouring |running )?(?:from|out of))(?: \\S+){0,1} (?:from |out of )?(?:his|her|my|me|the) (?:head|ear|ears|scalp)|(?:head|ear|scalp)(?: s| is|s)? (?:bleeding|pouring with blood|covered in blood)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        // Lips or nails gone blue, said in pieces ("my lips… the carer says… they've gone blue").
        re: w(
          `(?<!(?:paint|painted|painting|varnish|varnished|polish|polished|lipstick)(?: \\S+){0,4} )(?:lips|fingernails|nails|fingertips)${G8}(?:gone|going|turned|turning|are|re|is|look|looks|looking|theyre|they re|theyve|they ve)(?: gone)?(?: a)?(?: bit| funny| sort of| kind of| all| really| very| proper)? (?:blue|purple|bluish|blueish)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:dont|do not) know where i am|(?:all|so|very) (?:muddled|confused)${G5}(?:dont know|happening|where)|going in and out|(?:going to|gonna|about to) black out`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        // Lost out of doors: the streets strange, home not found. Asked about.
        re: w(
          `(?:cant|cannot|couldnt|dont|do not) (?:\\S+ )?(?:tell|find|work out|figure out|remember|recognise|recognize|know)${G3}(?:which (?:house|street|road|way|door)|where (?:i live|my house|home is|i parked|i was going)|my way (?:home|back)|the way (?:home|back)|my (?:own )?(?:house|street|road|front door))|none of (?:the )?(?:streets|houses|roads|shops|it) (?:look|looks|seem|seems) (?:right|familiar)|(?:nothing|none of it) (?:looks|seems) (?:right|familiar|like (?:my|our|home|the))|(?:dont|don t|do not) know where (?:i m at|im at|i am at|i m|i am)(?= (?:and|its|it s|now|out|honey|love|dear|the|i)| $)|(?:im|i am|ive got|i ve got|i m) (?:\\S+ )?(?:lost|turned around)(?! (?:in|for) (?:words|thought|a book|the story|the plot))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:meter|sugar|reading|levels?)${G3}(?:says|is|reads|at) (?:one|two|three|1|2|3) point|insulin${G5}(?:double|twice|too much|didnt eat|havent eaten|not eaten|by accident)|insulin${G12}(?:skipped|missed|no|didnt have|never had) (?:my |me )?(?:breakfast|lunch|dinner|tea|supper)${G12}(?:shak\\S*|sweat\\S*|blurr\\S*|dizzy|wobbly|woozy|racing|pounding|cant think)|(?:double|twice)${G3}insulin|took my (?:tablets|pills|meds) twice|wrong (?:pills|tablets)${G5}(?:funny|strange|ill|sick)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:half|part of|one side of|right side of|left side of|whole side of) my (?:vision|sight|body|face)|flashing lights${G5}(?:vision|see|gone)|(?:my )?(?:right|left) side${G3}(?:wouldnt|wont|went|gone|numb|funny|dead)|(?:half|side of) my body${G3}(?:gone|funny|numb|tingly)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pain|ache) in (?:me|my) head like|(?:head|headache)${G3}(?:worst|like nothing|came on sudden\\S*)|neck (?:is |s )?stiff${G5}(?:light|head)|light hurts`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:wont|cant|will not|doesnt) stop bleeding|bleeding (?:from|out of) my (?:head|arm|leg|mouth|nose)|(?:gash|cut|wound)${G5}(?:spurt\\S*|pour\\S*|gush\\S*|deep|bad|terrible)|blood (?:on|all over) the (?:floor|lino|carpet|bed)|bleeding (?:terrible|terribly|badly|bad|heavily)|(?:head|skull) (?:is |s )?(?:cracked|split) open`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:burnt|burned|scalded|scalding|boiling water)${G5}(?:badly|bad|skin|blister\\S*|raw|red raw|come off|all down)|(?:caught|caught on) (?:the )?(?:gas ring|hob|stove|fire)${G5}(?:burnt|burned)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:cant stop|cant) (?:shaking|shivering)${G5}(?:confused|cold)|(?:room|everything)${G3}(?:spinning|going round)${G5}(?:cant|sick|fall)|(?:really|very|so) (?:not well|unwell|poorly|ill)${G5}(?:help|dying|doctor|scared)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(`(?:stuck|lodged|caught)${G3}(?:throat|windpipe)|(?:cant|couldnt) cough (?:it )?up`),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(`(?:my chest|chest)${G5}(?:angina|spray)|(?:oh|ah) (?:lord|god)? ?my chest`),
        confidence: 0.9,
        kind: 'medical',
      },
      // "My chest is bad": a chesty cold as often as the heart, so it is asked about.
      {
        re: w(`(?:my chest|chest)${G5}(?:bad|really bad|worse)`),
        confidence: 0.6,
        kind: 'medical',
      },
      // Cries for help.
      {
        re: /^ (?:please |oh |oh god |god )?(?:help|help me|help help|somebody help(?: me)?|someone help(?: me)?|help me please|please help me|help us|mayday|sos)(?: please| now| quick| quickly| someone| somebody)* $/,
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          // Not the help one would call if something happened ("if I fall I'll call an ambulance", "I'd ring 999").
          `(?<!if (?:i|he|she|we) (?:ever )?(?:fall|fell|feel|felt|get|got|need|needed|have|had|take|took)(?: \\S+){0,4} )(?<!(?:would|id|i d|wed|we d|know to|how to|when to|whether to|remember to) )(?:need|get|call|send|want|ring|phone)${G2}(?:an ambulance|the ambulance|paramedics|the fire brigade|the fire department|fire engine|the police|the cops|911|999|112|emergency services|a doctor quick)`,
        ),
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          '(?:someone|somebody) (?:please )?help|please help me $|help me please $|i need help (?:now|quick|please)|i need help $',
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Fire, smoke and gas.
      {
        // Blood running into an eye from the head, a lot of it, or with the head gone muzzy: a head
        // wound now ("there's blood running down into my eye from my head, quite a lot of it").
        re: w(
          `blood (?:running|pouring|streaming|dripping|coming|trickling)${G5}(?:my|me) (?:head|eye|eyes|face|forehead|ear)${G8}(?:quite a lot|a lot|lots|loads|wont stop|everywhere|muzzy|woozy|dizzy|sick|faint|seeing double)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        // A garden fire got away to what should not burn ("the fence has caught, the panel by the
        // shed is going up", "the hose isn't touching it"): no bonfire said before makes it harmless.
        re: w(
          `(?:fence|fencing|panel|panels|shed|hedge|hedges|conifers?|leylandii|trees?|roof|garage|summerhouse|greenhouse|caravan|house|decking|gate|outhouse)(?: \\S+){0,4} (?:has|s|is|have|ve|are|just) (?:caught|caught fire|going up|gone up|catching|alight|ablaze)(?= (?:now|oh|and|it|the|its|i|help|quick|god|love)(?= )|$)|(?:fire|flames|it)${G5}(?:getting at|spreading to|spread to|caught|reached|got to|into|onto) the (?:shed|fence|house|roof|garage|hedge|trees?|summerhouse|greenhouse|decking|conifers|leylandii)(?: roof)?(?= (?:now|oh|and|it|the|its|i|help|theres|there s)(?= )|$)|(?:hose|hosepipe|extinguisher|buckets?|fire blanket)${G8}(?:not working|wont reach|doesnt reach|isnt reaching|not reaching|too quick|too fast|no good|no use|not touching|isnt touching|not enough|cant keep up)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      {
        re: w(
          `(?:smoke|smoky|smokey)${G5}(?:pouring|filling|everywhere|billowing|coming (?:out|from|in|under|through|up)|thick|cant see|full of|choking|spreading|pumping|black)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        // Cloth caught from a candle or a fire, and spreading ("the net curtain's gone up",
        // "it's going up the other curtain now"): a fire, whatever was lit first.
        re: w(
          `(?:curtains?|nets?|net curtains?|blinds?|drapes|sofa|settee|armchair|chair|bed|bedding|carpet|rug|tablecloth|tea towel|wallpaper|lampshade)(?: \\S+){0,3} (?:s |is |has |have |are |re |ve )?(?:gone up|going up|caught(?: fire| light| alight)?(?! (?:on|in|up|my|me|her|his)(?= ))|catching(?: fire| light)?(?! (?:on|in|up|my|me|her|his)(?= ))|alight|on fire|burning|in flames|ablaze|smouldering)|going up the (?:other )?(?:curtains?|nets?|wall|blinds?)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      {
        // Coughing in the smoke: a fire, unless a bonfire or the like says whose smoke it is.
        re: w(
          `(?:coughing|choking)${G5}(?:the )?smoke|smoke${G5}(?:coughing|choking|cant breathe|can t breathe)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:house|kitchen|hall\\S*|stairs|room|bedroom|upstairs|downstairs|flat|place|lounge)${G3}(?:full of|filling with|filling up with|filled with|thick with) smoke|sparks (?:flying|coming|shooting|pouring|spitting) (?:up )?(?:out )?(?:of )?(?:the )?(?:top|chimney|chimney pot|pot|roof)|(?:theres|there s|there is|i can see) (?:some )?smoke (?:coming )?(?:from )?(?:behind|under|out of|out from behind) (?:the|my) (?:armchair|chair|settee|sofa|couch|telly|tv|television|radiator|bed|heater|fire|cooker|fridge|sideboard)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          'on fire|caught fire|catching fire|caught alight|in flames|flames|ablaze|burning down|fire is spreading',
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `fire${G3}(?:kitchen|house|upstairs|downstairs|bedroom|in here|spreading|started|pan|stove|cooker|oven|curtains|chip pan|toaster)`,
        ),
        confidence: 0.8,
        kind: 'fire',
      },
      {
        re: w(
          `(?:smell|smells|smelling|whiff|pong|niff|stink\\S*|reek\\S*)${G8}gas(?! (?:bill|man|men|meter|board|mark|fire|company|cooker|hob|ring|oven|on|bottle)(?: |$))(?!${G3}(?:put|turned|switched|lit) (?:the )?gas)|gas leak|leaking gas|gas is on`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `burning smell|(?:smell|smells|smelling) (?:of )?(?:burning|smoke)|something (?:is |s )?burning|(?:smoke|fire) alarm${G3}(?:going off|beeping|ringing|wont stop|screaming)`,
        ),
        confidence: 0.7,
        kind: 'fire',
      },
      // Someone breaking in.
      {
        re: w(
          '(?<!(?:heating|boiler|heater|radiator|telly|tv|fridge|freezer|cooker|kettle|washer|washing machine|lift|car|van|bus|organ|clock|phone|radio|it|its|heatings|boilers|tellys|lifts|organs|glass|cup|mug|plate|jar|bottle|bowl|vase|dish|teapot|pot|egg|eggs|saucer|jug|biscuit|bread|nail)(?: s| is| was| has| had| got| went)? )(?:broken|broke|breaking|break|broken) (?:in|into)(?! (?:my|these|the|them|those|her|his) (?:new )?(?:shoes|boots|slippers|trainers))(?! (?:two|half|three|pieces|bits|my hand|the (?:sink|dishwasher|bowl|bag|wash|washing up|oven|microwave|post|box|middle)))(?!(?: the)? (?:church|chapel|hall|library|shop|kitchen|front room|lounge|bathroom) (?:again|too|as well|and))',
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:someone|somebody|a man|a woman|a stranger|strangers|people|men|a person|some bloke|a bloke|a guy|two men|someones|somebodys)${G5}(?:downstairs|upstairs|trying (?:to get in|the door|the doors|the window|the windows|my door|the handle)|trying to (?:force|open|jimmy|prise|prize|lever|kick in|break|climb in|get through)|forcing|banging on|smashing|breaking|got in|getting in|climbing in|at (?:the|my) (?:back |front |kitchen |bedroom |bathroom )?window)|(?:a stranger|strangers|two men|some bloke|(?:someone|somebody|a man|a woman) i (?:dont|do not) know)${G5}(?:in (?:my|the) (?:house|home|flat|kitchen|bedroom|hall|garden|room)|inside|in the house)|(?:someone|somebody|a man|a woman|people|men|a person|a bloke|a guy)${G5}(?:in (?:my|the) (?:house|home|flat|kitchen|bedroom|hall|garden|room)|inside|in the house)${G8}(?:i (?:dont|do not) know (?:him|her|them|who)|never seen (?:him|her|them)|(?:im|i m|i am) (?:scared|frightened|terrified|hiding))|(?:hiding|(?:im|i m|i am) (?:scared|frightened|terrified))${G8}(?:someone|somebody|a man|a woman|people|men|a person|a bloke|a guy)${G5}(?:in (?:my|the) (?:house|home|flat|kitchen|bedroom|hall|garden|room)|inside|in the house)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // "There's a man in my kitchen", with no break-in, stranger or fear said: the plumber as
      // likely as a burglar, so asked about.
      {
        re: w(
          `(?:someone|somebody|a man|a woman|people|men|a person|a bloke|a guy|someones|somebodys)${G5}(?:in (?:my|the) (?:house|home|flat|kitchen|bedroom|hall|garden|room)|inside|in the house)`,
        ),
        confidence: 0.6,
        kind: 'intruder',
      },
      {
        re: w('intruders?|burglars?|burglary|robbers?|prowler|being burgled|been burgled'),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Somebody hurting them.
      {
        re: w(
          `${PERSON}${G3}(?:hit|hits|hitting|beat|beats|beating|punched|punches|slapped|slaps|kicked|kicks|pushed|pushes|shoved|shoves|hurt|hurts|hurting|grabbed|grabs|attacked|attacks|threaten\\S*|robbed|robs|choked|strangl\\S*|locked|locks) me(?! (?:round|around|along|about|in the|to the|up the|again|at))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:being|getting|been|was|got) (?:hit|beaten|attacked|mugged|robbed|assaulted|threatened|hurt|abused)`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:scared|afraid|frightened|terrified)${G3}(?:of (?:him|her|them|my)|hell hurt|shell hurt|hes going to|shes going to|theyre going to|for my life)`,
        ),
        confidence: 0.75,
        kind: 'harm_from_others',
      },
      // Intruders, harm from others, gas and fire, described rather than named.
      {
        re: w(
          `(?:trying|rattling|trying to open|forcing|jiggling)${G2}(?:my|the)${G2}(?:door|doors|window|windows|lock|locks|gate|handle|letterbox)|(?:door|window)${G3}(?:been|was|s been) (?:forced|smashed|broken)|(?:forced|pushed|barged) (?:his|her|their|my) way in|footsteps (?:downstairs|upstairs|in the)|(?:heard|hear)${G3}(?:glass|window) (?:break|smash)|(?<!(?:^| )(?:keep|kept|keeps|got|have|spare|new|buy|bought|find|found) (?:a |the |my )?)torch${G3}(?:moving|in my|in the)(?! drawer| cupboard| kitchen drawer)|someone (?:is |s )?(?:outside|at) my (?:bedroom )?door|(?:still|somebody|someone) inside`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:man|fella|bloke|he|hes|he s|she|shes|she s|they|theyre|they re|someone|somebody|woman)${G5}(?:wont|will not|refuses to|is refusing to) (?:leave|go)(?! (?:to|out|near|anywhere|into|in|the house|home|his|her|their|me alone|with|without|back|for|and see|up|down|off|on|through|over|round|away from))|(?:hanging|lurking) (?:round|around|about)${G5}(?:trying|door|window|gate)|going through my (?:drawers|things|handbag|purse)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:hes|shes|theyve|he has|she has|theyre)${G2}(?:hit|hurt|grabbed|twisted|punched|slapped|kicked|threaten\\S*|scaring|frightening)|(?:tied|locked) me (?:to|in|up)|knocked me (?:down|over|flying)${G5}(?:took|bag|purse|hurt)|(?:threatening|threatened) me|(?:says|said) (?:he|she|theyll|hell|shell)${G3}(?:hurt|kill|come back(?! as | and haunt)|get me)|coming to get me|scaring me|(?:twisted|grabbed) my (?:arm|wrist|hair)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `gas${G5}(?:leak\\S*|hissing|stink\\S*|smell\\S*|everywhere)|(?:hissing|stinks)${G5}gas|(?:cooker|gas fire|boiler|hob)${G5}(?:hissing|stinks)|(?:whole )?(?:house|room|kitchen) (?:stinks|reeks)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `^ (?:fire ?)+$|theres (?:a )?fire|spark\\S*${G5}(?:smok\\S*|flame|fire|electrics)|(?:electrics|socket|plug|telly|tv|wiring)${G3}spark\\S*|cant see${G3}(?:for|with the) smoke|smoke (?:under|through|coming under) the door|alarms? (?:is |s )?screaming`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // The heart, gripped or spreading, with the body's alarm signs; someone else's collapse.
      {
        re: w(
          `(?:fist|band|vice|weight|elephant|hand)${G3}(?:gripping|squeezing|crushing|sitting on|round|on) my (?:heart|chest)|(?:pain|ache|tightness|pressure)${G8}(?:through to|into|down|up into|between) (?:my )?(?:back|shoulder blades|jaw|neck|arm)${G8}(?:cold|sweaty|clammy|sick|breathless|grey)|(?:gone|going|turned|looks) (?:grey|blue|white as a sheet)${G8}(?:chest|cant speak|wont wake|breathing|collapsed)|clutching (?:his|her|my) (?:chest|heart)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Breath that will not come.
      {
        re: w(
          `(?:cant|couldnt) (?:finish|get) (?:a|my) (?:sentence|words? out)${G3}(?:breath|breathe)|(?:can|could) only (?:say|get out|manage|speak) (?:a few|two|three|a couple of|one or two|two or three|a word or two) words?(?: \\S+){0,3} (?:then|before|and) (?:i )?(?:have to|got to|gotta|need to|must) (?:stop|rest|stop and rest)|(?:breathing|breathe)${G3}through a straw|(?:gasping|fighting) for (?:breath|air)(?! for (?:a|some|my))|lips (?:are |have )?(?:gone |going |turned )?blue`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Sudden weakness, numbness, sight or speech going: the stroke's signs in other words.
      {
        re: w(
          `(?:arm|leg|hand|side|face)${G3}gone (?:weak|dead|numb|heavy|floppy)${G5}(?:all of a sudden|suddenly|cant feel|just now|out of nowhere)|(?:no feeling|cant feel)${G3}(?:my )?(?:face|arm|leg|side)${G8}(?:dribbl|drool|slurr|words|droop|cant lift|all of a sudden|suddenly)|(?:eye|sight)${G3}gone (?:dark|black|dim)${G3}(?:one side|like a curtain)|like a curtain (?:come|came|coming) down|(?:muddled|confused|jumbled)${G8}(?:all of a sudden|came on suddenly|came on all of a sudden|out of nowhere)|(?:came|come) on all of a sudden${G5}(?:muddled|confused|cant|weak|numb)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Too much of a medicine, the wrong one, or something not to be swallowed.
      {
        re: w(
          `(?:took|taken|had|swallowed)${G5}(?:the whole strip|a handful of the wrong|the wrong (?:pills|tablets|medicine)|tomorrows${G3}as well|(?:twice|double) (?:my|the) dose)|(?:(?:i|ive|i ve|i have|id|i d)${G2}(?:took|taken|swallowed)${G3}(?:his|her|my husbands|my wifes) (?:morphine|pills|tablets)|(?:took|taken|had|swallowed)${G5}(?:his|her|my husbands|my wifes) (?:morphine|pills|tablets)${G8}(?:mistake|muddled|lost count|funny|woozy|drowsy|sick|slow|dizzy))|(?:swallowed|drunk|drank|took)${G3}(?:bleach|weedkiller|white spirit|cleaning fluid|antifreeze|washing up liquid|rat poison)|(?:mistook|mixed up|muddled)${G8}(?:morphine|pills|tablets|medicine|dosette)${G8}(?:drowsy|sick|woozy|slow|dizzy|funny)|(?:insulin)${G8}(?:forgot to eat|not eaten|havent eaten|shaky|dither|sweaty|cant think)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // A swelling throat or tongue after something new.
      {
        re: w(
          `(?:tongue|throat|lips)${G3}(?:too big|swelling|swollen|closing|tight)${G8}(?:mouth|breathe|swallow|tablet|antibiotic|pill|sting|ate|nuts)|(?:antibiotic|tablet|pill|sting|nuts|prawns)${G8}(?:tongue|throat|lips)${G3}(?:too big|swell|swollen|closing|tight)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Blood that will not stop.
      {
        re: w(
          `(?:soaked|pouring|pumping|gushing|spurting|dripping|streaming)${G5}(?:blood|bleeding)|(?:tea towel|towel|cloth|hankie|hanky|kitchen roll|bandage|plaster|dressing)${G5}(?:soaked (?:right )?through|soaking through|dripping|wont stop|doesnt want to stop|pouring)|(?:knife|blade|glass|saw|chisel|scissors|cut|gash|wound|slipped)${G12}(?:soaked (?:right )?through|soaking through|dripping (?:on|onto|all over|everywhere)|pouring out|wont stop|doesnt want to stop|will not stop)|(?:doesnt|does not|wont|will not) (?:want to )?stop${G8}(?:pressing|pressure|faint|towel|tea towel)|(?:pressing|pressed|pressure|holding a towel) on it${G8}(?:minutes|an hour|faint|still|wont|doesnt)|(?:blood|bleeding)${G5}(?:pouring|pumping|gushing|spurting|dripping|in my eyes|wont stop|soaked)|(?:vein|varicose)${G3}burst|on warfarin${G5}(?:blood|bleeding|cut|pumping)|(?:lot|lots|pool) of blood`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Cloths soaked through one after another from a cut, the blood not named ("I caught my hand
      // on the back of the box, it's deep… I've soaked through two tea towels and it's still
      // coming"): a wound told, acted on; without one, asked about (not water from a leak).
      {
        re: w(
          `(?:cut|gashed?|sliced|nicked|caught my|deep|sharp|knife|blade|glass|razor|wound|warfarin|blood thinners?)(?: \\S+){0,25} (?:soaked|soaking|gone|bled) (?:right )?through (?:\\S+ ){0,2}(?:tea towels?|towels?|cloths?|flannels?|hankies|hankys?|handkerchiefs?|bandages?|plasters?|dressings?|kitchen roll|tissues|face cloths?)|(?:soaked|soaking|gone) (?:right )?through (?:\\S+ ){0,2}(?:tea towels?|towels?|cloths?|flannels?|hankies|hankys?|handkerchiefs?|bandages?|plasters?|dressings?|kitchen roll|tissues|face cloths?)${G12}(?:out of|from) my (?:hand|finger|thumb|palm|wrist|arm|leg|shin|head|nose|foot)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?<!(?:water|leak\\S*|pipes?|tank|rain|roof|ceiling|boiler|washing machine|dishwasher|radiator|sink|toilet|loo|cistern|spill\\S*|milk|tea|coffee|sweat\\S*|tears|wee|pee|urine)(?: \\S+){0,20} )(?:soaked|soaking|gone) (?:right )?through (?:\\S+ ){0,2}(?:tea towels?|towels?|cloths?|flannels?|hankies|hankys?|handkerchiefs?|bandages?|plasters?|dressings?|kitchen roll|tissues|face cloths?)(?!(?: \\S+){0,12} (?:water|leak|pipe|tank|rain|roof|ceiling|boiler|sink|toilet|loo|cistern|spill|sweat|wee|pee))${G8}(?:(?:its|it s|it is) still (?:coming|going|pouring|dripping|running)|(?:wont|will not|doesnt|does not) stop|not stopping|keeps (?:coming|going|running))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Black, tarry stools (bleeding inside), with a faint or on a blood thinner: acted on; alone, asked.
      {
        re: w(
          `(?:motions?|stools?|poo|poos|bowels?|number twos?|business|toilet|loo|the pan)${G5}(?:black|jet black|like tar|as tar|tarry|like treacle)${G12}(?:passed out|nearly passed out|faint\\S*|blacked out|dizzy|light headed|woozy|grab the|warfarin|blood thinners?|rivaroxaban|apixaban)|(?:warfarin|blood thinners?)${G12}(?:motions?|stools?|poo|bowels?)${G5}(?:black|like tar|as tar|tarry)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(`(?:motions?|stools?|poo|poos|bowels?)${G5}(?:black as tar|like tar|tarry|jet black)`),
        confidence: 0.6,
        kind: 'medical',
      },
      // A car left running in a shut garage, warming it up, with a headache, dizziness or sickness:
      // carbon monoxide, an accident ("I was warming the car up, door shut because of the cold…").
      {
        re: w(
          eitherOrder(
            `(?:(?:car|engine|motor)(?: \\S+){0,3} (?:running|ticking over|idling|warming up|still going)|warm\\S* (?:the |my |me )?(?:car|engine|motor) up|(?:car|engine|motor) up in the garage)${gap(20)}(?:garage|door shut|doors shut)`,
            '(?:headache|head s pounding|head is pounding|thumping head|sick|vomit\\S*|sleepy|drowsy|dizzy|woozy|legs like jelly|cant think straight)',
            30,
          ),
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Fumes from a generator or a stove burning indoors, with a headache, sickness or sleepiness.
      {
        re: w(
          `${FUMES_SOURCE}${gap(20)}${SHUT_INDOORS}${gap(30)}(?:headache|head s pounding|head is pounding|sick|vomit\\S*|sleepy|drowsy|dozing|wont wake|cant wake|wake properly|dizzy|woozy|legs like jelly)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // On the floor and stuck, in other words.
      {
        re: w(
          `(?:ringing|calling|phoning) (?:you )?from the floor|(?:wedged|stuck|trapped)${G5}(?:floor|commode|toilet|bath|between|behind)|(?:on my back|on the floor|on the ground)${G8}(?:cant turn|cant roll|like a beetle|been ages|hours|since)|woke up on the floor|(?:before i|going to) keel over|everything went (?:grey|black|dark)${G5}(?:floor|keel|lie down|faint)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Hurt and not daring to move; cold and shut out; a body in trouble.
      {
        re: w(
          `(?:hip|leg|back)${G3}(?:went crunch|crunched|snapped|gave way)${G8}(?:cant move|darent move|daren t move|cant stand|cant get up|agony)|(?:darent|daren t|dare not|too scared to) move${G5}(?:hip|leg|pain)|locked out${G8}(?:snow|freezing|nightie|cold|cant feel)|(?:cant|havent been able to) (?:wee|pee|pass water)${G8}(?:swollen|pain|agony|hard)|(?:temperature|fever|burning up)${G5}(?:shivering|shaking)${G5}(?:confused|muddled|cant find|cant think)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Afraid of someone at home hearing the call ("ring me this afternoon when he's gone, he goes
      // spare if he hears me on the phone"): asked about.
      {
        re: w(
          `(?:angry|mad|furious|spare|mental|the roof|kicks off|kick off|loses it|lose it|shouts|screams|hits me|goes for me)${G2}(?:if|when) (?:he|she|they) (?:hears|hear|catches|catch) me (?:on the phone|talking to you|phoning)|(?:if|when) (?:he|she|they) (?:hears|hear|catches|catch) me (?:on the phone|talking to you|phoning)${G3}(?:hell|shell|theyll|he will|she will|he d|she d|hed|shed|he gets|she gets|he goes|she goes)${G2}(?:angry|mad|furious|spare|mental|kick off|lose it|go for me|hit me|shout)`,
        ),
        confidence: 0.6,
        kind: 'harm_from_others',
      },
      // Someone else's tablets taken by mistake (the dog's, the husband's): asked about; with the
      // heart racing and the head spinning, acted on.
      {
        re: w(
          `(?:took|taken|swallowed|had)${G3}(?:the )?(?:dog s|dogs|cat s|cats|husband s|wife s|\\S+ s|the wrong|his|her) (?:tablets|pills|medicine|medication|capsules)${G5}(?:by mistake|by accident|instead of mine|thinking they were mine)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `heart (?:is |s )?(?:going|racing|pounding|thumping|beating|jumping|banging|fluttering)${G3}(?:fast|funny|like mad|all over|jumping|racing|out of my chest)${G12}(?:head (?:is |s )?(?:spinning|swimming|going round)|dizzy|faint|light ?headed|going to pass out|(?:sit|lie) down on the floor|feel(?:ing)? (?:very |really |ever so )?(?:strange|peculiar|odd|funny))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Knocked down by a car or a van and hurt now: the leg will bear no weight, the hip grinds,
      // they feel faint. Being knocked over by one, alone, is asked about.
      {
        re: w(
          `(?:car|van|ute|truck|lorry|bus|taxi|cab|bike|bicycle|cyclist|scooter|motorbike|driver|reversing|backing)${G8}(?:hit me|knocked me|ran (?:me )?over|ran into me|(?:backed|reversed|drove|went|ploughed|smashed|crashed) (?:\\S+ )?into me|clipped me)${gap(45)}(?:cant (?:put|take|bear) (?:any |much )?weight|cant (?:stand|walk|get up|move)|grinding|bleeding|${FAINTING}|blacked out|cant feel)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:car|van|ute|truck|lorry|bus|taxi|cab|cyclist|motorbike)${G8}(?:hit me|clipped me|knocked me (?:down|over|flying|clean over|off my feet)|ran (?:me )?over|(?:backed|reversed|drove|ploughed|smashed|crashed) (?:\\S+ )?into me)|(?:cant|cannot) (?:put|take|bear) (?:any |much )?weight on (?:it|my|me|the|that|either)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // A hand that will not hold the cup, "like it ain't mine": one sign of a stroke, asked about.
      {
        re: w(
          `(?:cant|can t|cannot|couldnt|couldn t) (?:pick up|hold|lift|grip|keep hold of) (?:the|my|me) (?:cup|mug|glass|spoon|fork|kettle|pen|phone)${G8}(?:not mine|aint mine|ain t mine|isnt mine|isn t mine|numb|dead|funny|useless|wont work|won t work)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Found on the floor by whoever comes in: a fall, or worse.
      {
        re: w(
          `(?:found|find|come in to find|came in to find) (?:him|her|them|my (?:husband|wife|mum|mam|dad|mother|father)|mum|mam|dad|\\S+)${G3}(?:on|in) the (?:\\S+ )?(?:floor|ground|bathroom floor|bath|stairs|landing|carpet|lino|tiles)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // An electrical fire starting: a socket or plug hot, browned, crackling, or smelling of burning.
      {
        re: w(
          `(?:socket|powerpoint|power point|plug|outlet|adaptor|adapter|extension lead|extension cord|power board|fuse box|wiring|wires|switch)${G12}(?:hot to (?:the )?touch|too hot to touch|gone (?:brown|black)|brown round|scorch\\S*|melt\\S*|crackl\\S*|fizz\\S*|buzzing|spark\\S*|smok\\S*|burning smell|smells? of burning)|(?:scorch\\S*|melt\\S*|crackl\\S*|fizz\\S*|spark\\S*|smok\\S*|burning smell|too hot to touch)${G8}(?:socket|powerpoint|power point|plug|outlet|adaptor|adapter|extension lead|power board|fuse box|wiring)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:smell|smells|smelling|stink\\S*|whiff)${G5}(?:burnt|burning|melting|melted|hot) (?:plastic|rubber|wires?|wiring|electrics|cable)`,
        ),
        confidence: 0.6,
        kind: 'fire',
      },
      // Fire in other words: a glow, crackling, smouldering, sparks with a flame, a sleeve alight.
      {
        re: w(
          `(?:glow|crackling|smouldering|smoldering|sparking|sparks|fizzing|flashing)${G8}(?:hot|smoke|smoking|flame|flames|fire|getting worse|fuse box|light fitting|socket)|(?:smoke|smoky)${G5}(?:cant see|hardly see|eyes (?:are )?(?:streaming|stinging|watering)|cant breathe)|(?:sleeve|clothes|dressing gown|nightie|apron) (?:went up|caught|on fire|caught fire|alight)|(?:water)${G8}(?:lights|light fitting|fuse box|sockets?|wires)${G5}(?:buzzing|flickering|fizzing|crackling|sparking|flashing)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // The gas or carbon monoxide alarm with the poisoning's signs, or both alarms at once.
      {
        re: w(
          `(?:carbon monoxide|co alarm|co detector|gas alarm|alarm by the boiler|boiler alarm|little alarm)${G8}(?:headache|sleepy|drowsy|sick|dizzy|nodding off|going|beeping|keeps going)|(?:says|marked|written|printed|labelled|with) (?:co|carbon monoxide)${G8}(?:going off|gone off|beeping|bleeping|ringing|sounding|screaming|screeching|started|keeps|headache|sick|dizzy|drowsy)|(?:alarm|detector)${G8}(?:going off|gone off|beeping|bleeping|ringing|sounding|screeching|screaming)${G12}(?:headache|been sick|being sick|brought up|throwing up|threw up|vomit\\S*|dizzy|drowsy|woozy|sleepy|queasy|nauseous)|(?:yellow|orange) flame${G8}(?:headache|sleepy|drowsy|nodding off|black marks|sick)|(?:smoke alarm|fire alarm) and the (?:gas|co|carbon monoxide) alarm`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // Trouble said of oneself ("no it's not a good time love, I'm in a bit of bother"): asked about.
      {
        re: w(
          `(?<=(?:im|i m|i am) )in (?:a bit of |a spot of |a lot of |some |real |big )?(?:bother|trouble|a bad way|a state|a pickle|a fix)(?! (?:with|over|about) (?:the|my|me|our|her|his) (?:tax|bank|bill|council|landlord|neighbours?|son|daughter|crossword|knitting))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // A sting in the neck, the mouth or the throat: asked about (the airway can swell). Drops, a
      // cream or nettles that sting are no insect's.
      {
        re: w(
          `(?<!(?:drops?|cream|ointment|gel|spray|antiseptic|iodine|shampoo|soap|lotion|salt|vinegar|onions?|nettles?|stuff|medicine|wash)(?: \\S+){0,3} )(?:stung|sting|bitten|(?:wasp|bee|hornet)(?: s| has| s just| has just| just)? (?:got|had|caught|gone for|went for) me)(?=.* (?:neck|throat|mouth|tongue|lip|face|eye)(?: |$))|(?:neck|throat|mouth|tongue|lip)(?: \\S+){0,3} (?:stung|sting)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Stuck in a lift: asked about (an hour in a hot box, the heart racing, is a call for help).
      {
        re: w(
          `(?:stuck|trapped|shut in|locked in|stopped with me)(?: \\S+){0,3} (?:the |a |this |an )?(?:lift|elevator)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Carbon monoxide with no alarm: a heater that burns fuel with the poisoning's signs, a
      // headache with sickness or dizziness beside it (two signs act, one is asked about).
      {
        re: w(
          `(?<=(?:^| )(?:gas fire|gas heater|gas stove|gas cooker|gas boiler|paraffin heater|oil heater|calor gas|boiler|log burner|wood burner|stove|coal fire|valor) .*)(?:(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging))${G12}(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog)|(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog)${G12}(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging)))|(?:(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging))${G12}(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog)|(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog)${G12}(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging)))(?=.* (?:gas fire|gas heater|gas stove|gas cooker|gas boiler|paraffin heater|oil heater|calor gas|boiler|log burner|wood burner|stove|coal fire|valor)(?: |$))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:gas fire|gas heater|gas stove|gas cooker|gas boiler|paraffin heater|oil heater|calor gas|boiler|log burner|wood burner|stove|coal fire|valor)${G12}(?:(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging))|(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog))|(?:(?:(?<!(?:been|being|be|is|s|what|such|giving me|gives me|given me|bit of) a (?:right |real |proper |total |complete |bit of a )?)headache|head (?:is |s |has been |s been |been )?(?:pounding|thumping|splitting|banging))|(?:been sick|being sick|throwing up|threw up|vomit\\S*|dizzy|woozy|drowsy|light ?headed|queasy|nauseous|sick as a dog))${G12}(?:gas fire|gas heater|gas stove|gas cooker|gas boiler|paraffin heater|oil heater|calor gas|boiler|log burner|wood burner|stove|coal fire|valor)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Someone getting in, or in already.
      {
        re: w(
          `(?:men|man|someone|somebody|they|he|a chap|a bloke)${G5}(?:at|by) my (?:window|door|back door)${G8}(?:trying to|lift|force|open|shining|hood)|(?:pushing|shoving|kicking|forcing|barging|shouldering)${G3}(?:at )?(?:my|the) (?:front |back )?door${G8}(?:shoulder|night|morning|wont stop|in)|heard the (?:window|glass|door)${G3}(?:go|break|smash|downstairs)${G8}(?:moving about|someone|somebody|footsteps)|(?:can hear|hear) (?:them|someone|somebody|him|a man)${G3}(?:in the|upstairs|downstairs)${G8}(?:drawers|moving|going through|opening)|pushed past me${G8}(?:upstairs|inside|in the house|in my house)|(?:got|has got|with) a knife${G8}(?:banging|door|outside|threaten|shouting)|coming round tonight${G8}(?:car outside|know im alone|alone)|(?:know|knows) im (?:alone|on my own)${G8}(?:coming|outside|tonight)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Hurt or threatened by someone: knocked about, shoved, slapped, told they will be hurt.
      {
        re: w(
          `(?:knocks|knocked|knocking) me (?:about|around|over)|(?:shoved|pushed|threw|thrown) (?:me|us) (?:against|into|down|over)|(?:slaps|slapped|hits|hit|punched|kicks|kicked|pinches|pinched) (?:me|my face|my arm)${G8}(?:if i|when i|again|tonight|frightened|scared|every)|(?<!(?:nurse|doctor|dentist|physio|chiropodist|podiatrist|optician|hairdresser|needle|jab|injection) )(?:going to|gonna|will|ll|said he would|says shell|says hell) (?:do me in|hurt me(?! (?:a bit|a little|a tiny bit|for a second|for a moment))|put me in the ground|kill me|finish me)|(?<!(?:he|she|they|hes|shes|he s|she s|mum|dad|mam|husband|wife) )(?:cant|daren t|darent) (?:say|talk|speak) (?:much|now|properly)${G5}(?:hes|shes|theyre|he is|she is) (?:in the|here|listening|next door)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      // A plain cry for help.
      {
        re: w(
          `(?:please )?help me${G3}(?:somebody|someone|anybody|anyone|in such a state|im frightened|something s wrong|somethings wrong)|(?:somebody|anybody|someone) (?:please )?help|(?:send|get) (?:somebody|someone|anyone) (?:round|over|here)${G8}(?:not right|wrong|bad way|frightened|scared|poorly)|(?:in a bad way|really not right|terribly wrong|badly wrong)${G8}(?:need someone|need somebody|send|please|help|nobody here|going to die)|feel like (?:im|i am) going to die|i need (?:someone|somebody|help)${G5}(?:bad way|nobody here|please|now)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      // Coming round on the floor: a faint or a fall nobody saw.
      {
        re: w(
          `(?:woken up|woke up|(?:come|came) round(?! (?:and|to) (?:fit|fitted|fix|fixed|put|had|have|brought|bring|did|do|mended|mend|check|checked|cut|clean|cleaned|see|help|helped|sort|sorted|tidy|tidied))|(?<!(?:cant|can t|cannot|couldnt|couldn t|wont|won t|will|ll|not|to) )(?:come|came) to(?! (?:the|a|an|my|your|his|her|our|see|visit|stay|terms|think|that|this|it|tea|dinner|lunch|church|bed))|came back to myself)${G5}(?:on|in|by) (?:the|my) (?:floor|carpet|lawn|grass|ground|path|patio|rug|lino|tiles|kitchen|bathroom|hall|hallway|landing|stairs|garden)|(?:passed out|blacked out|fainted|keeled over|went down|everything went (?:white|black|dark))${G8}(?:just come round|come round|came round|woke up|woken up|dont know how long|confused|muddled|cant)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Stuck on their back or side and unable to turn or get up.
      {
        re: w(
          `on my (?:back|side|front|face|knees)${G8}(?:cant|couldnt|cannot|unable to) (?:turn|roll|get|move|shift|sit)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // A face gone numb or a mouth that will not hold a drink: a stroke.
      {
        re: w(
          `(?:no feeling|numb|gone dead|lost the feeling)${G3}(?:in )?(?:my|the|one) (?:face|mouth|lip|lips|cheek|side of my face|tongue)|(?:keep|keeps|im|i am|i keep) (?:dribbling|drooling|spilling)${G3}(?:tea|drink|water|down my chin|out of (?:my|the) mouth)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Too many tablets by mistake, and feeling it now; something poisonous swallowed.
      {
        re: w(
          `(?:took|taken|had|swallowed)${G8}(?:too many|double|twice|by mistake|muddled|mixed up|wrong (?:pills|tablets)|the wrong|extra|all at once)${G8}(?:woozy|dizzy|slow|racing|funny|sick|sleepy|drowsy|strange|can hardly|cant keep)|(?:drank|drunk|swallowed|took|had) (?:a |some |a drop of |a mouthful of |a swig of )?(?:bleach|washing up liquid|cleaning stuff|cleaner|weed ?killer|antifreeze|white spirit|detergent|turps|paraffin)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone at the door threatening to break it down, or waving a weapon.
      {
        re: w(
          `(?:kick|smash|break|bash|knock) (?:the|my|me) (?:front |back )?(?:door|window)s? (?:in|down)|(?:wont|will not|refuses to|refusing to) (?:leave|go away|go)${G8}(?:shouting|banging|frightened|scared|threaten\\S*|swearing)|(?:waving|pointing|brandishing) (?:a|the|his|her|that|it)(?: (?:knife|gun|blade|hammer|bat|poker|machete))?${G5}(?:wants|at me|money|shouting|frightened|scared|threaten\\S*)|(?:hes|shes|theyve|he has|she has|theyve) got a (?:knife|gun|blade|machete|hammer)${G8}(?:waving|wants|at me|money|shouting|frightened|scared|threaten\\S*)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Hands at the throat, pinned to the wall, a threat of harm unless they pay or sign.
      {
        re: w(
          `(?:hands?|fingers) (?:round|around|on|at) my (?:throat|neck)|(?:strangling|strangled|throttling|throttled) me|pinned me (?:against|to|down)|(?:if i dont|unless i|or else)${G8}(?:hell|shell|theyll|he will|she will|they will|hes going to|shes going to|theyre going to) (?:hurt|hit|beat|batter|thump|do) me(?! good)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Someone heard moving about inside the house.
      {
        re: w(
          `(?:i can hear|i could hear|i think theres|i think there is|i think someones|i think somebodys)${G2}(?:someone|somebody|someones|somebodys|people|footsteps|them)${G3}(?:in (?:my|the) (?:loft|attic|cellar|basement)|walking about|moving about|creeping|downstairs|upstairs)|(?:someones|somebodys|someone is|somebody is) (?:in|up in) (?:my|the) (?:loft|attic|cellar|basement)`,
        ),
        confidence: 0.75,
        kind: 'intruder',
      },
      // A gas knob found turned on with nothing lit: gas escaping.
      {
        re: w(
          `(?:knob|knobs|dial|dials|tap|taps|switch)${G3}(?:cooker|hob|stove|oven|gas fire|gas ring|rings)${G3}(?:was|were|had been|been|left|s been)${G2}(?:on|turned on|open)${G8}(?:not lit|nothing (?:was )?lit|wasnt lit|no flame|unlit|but nothing)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      // Gas as people describe its smell.
      {
        re: w(
          `(?:smell|smells|smelling|stink|stinks|reeks|pong|whiff|niff|odour|odor)${G8}(?:of |like )?(?:rotten|bad|off) eggs`,
        ),
        confidence: 0.8,
        kind: 'fire',
      },
      // Cold through an unheated house.
      {
        re: w(
          `(?:no heating|no heat|(?:heating|boiler|furnace|heater)s? (?:is |s |has |has gone |went |been )?(?:off|broken|gone|packed up|packed in|quit|given up|broke|broken down|conked out|died|not working|on the blink)|no (?:power|electric|electricity|oil|coal))${gap(40)}(?:numb|cant feel|wont work|dont work|shaking|shivering|so cold|that cold|freezing|blue)|(?:numb|cant feel (?:my )?(?:hands|feet|toes|fingers))${G8}(?:no heating|heating (?:is |s )?(?:off|broken)|that cold in|so cold in)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // Threatened with death or harm by someone ("he's going to kill me", "says she'll hurt me").
      {
        re: w(
          `(?:going to|gonna|gunna|wants to|threaten\\S* to|swears? (?:hell|shell|theyll)|says (?:hell|shell|theyll)|hell|shell|theyll)(?: \\S+)? (?:kill|hurt|batter|stab|shoot|strangle|smother) me|(?<!(?:what|whats|anything|something|nothing|much|all|that)(?: \\S+){0,4} )(?:going to|gonna|gunna|wants to|threaten\\S* to|hell|shell|theyll)(?: \\S+)? do for me|(?:got|has|had|grabbed|holding|hold of) me by the (?:arm|arms|wrist|wrists|throat|neck|hair|collar)|(?:got|has|had) me cornered|cornered me|demanding (?:money|my (?:money|pension|card|pin))|after (?:hitting|beating|punching|kicking|slapping|robbing|attacking) me|(?:ring|call|get) the (?:guards|police|polis|cops)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Kept in, kept from food, medicine or the phone.
      {
        re: w(
          `(?:wont|will not|doesnt|wouldnt) let me (?:out(?! of (?:her|his|their|my) sight)|leave|have my (?:food|tablets|pills|money|phone|dinner|medicine)|eat|use the phone|ring|call)|(?:wont|will not|doesnt|wouldnt) give me my (?:food|tablets|pills|money|medicine|meals?|phone|keys|dinner)|(?:hes|shes|theyve|theyre|he has|she has|they have)(?: got| took| taken)? (?:my|the) (?:phone|purse|money|pension|keys|bank card|cards?)${G3}(?:wont|and (?:wont|is|s|hes|shes))`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      // Smoke in a room of the house, something alight, fire set.
      {
        re: w(
          `(?:smoke|smoky|smokey)(?! alarms?| detectors?)(?: \\S+){0,2} (?:in|on|up|down|along|from|round|under|coming|through) (?:the |my )?(?:hall|landing|kitchen|house|flat|bedroom|lounge|loft|stairs|room|here|upstairs|downstairs|front room|back room|passage)|(?:hob|hobs|chip pan|pan|pans|cooker|stove|oven|mat|carpet|curtains?|bin|bins|chair|sofa|settee|bed|blanket|shed|garage|toaster|microwave|heater|socket|plug|wiring|cable|lead)(?: \\S+){0,2} (?:is |s |are |re |has |has gone |gone |all )?(?:alight|burning|smoking|smouldering|melting|sparking|fizzing)|(?:chip pan|pan|pans) (?:has |s |is )?caught(?! (?:on|at|a bit|slightly))|(?:set|setting|sets) (?:fire|light) to|(?:firework|rag|something lit|petrol)${G5}(?:through|in|into) (?:the|my) letter ?box`,
        ),
        confidence: 0.8,
        kind: 'fire',
      },
      // Breathing that is a fight.
      {
        re: w(
          `(?:awful|terrible|hard|real|right) job (?:breathing|to breathe|getting my breath)|fighting for (?:it|every breath)|struggling for (?:every )?breath|(?:im|i am|hes|shes|breath|breathing)(?: \\S+){0,2} (?:getting|going|gone) (?:very |ever so |really |awful )?short(?! of (?:money|cash|time))|breathing (?:funny|strange|odd|noisy|all wrong)(?: \\S+){0,3} (?:snoring|gasping|rattl\\S*|he|she)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      // Sight lost or doubled all at once.
      {
        re: w(
          `(?:cant see|lost (?:the )?sight|sights? (?:has |s )?gone|gone blind|(?:seeing|see) double|gone (?:dark|black))${G5}(?:eye|eyes|suddenly|all of a sudden|just like that|both|out of)|(?:cant see|blind) (?:out of|in|out) (?:my|one|her|his) (?:\\S+ )?eye`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Cold through the house, or a sudden pain that doubles them up.
      {
        re: w(
          `(?:cant|couldnt) feel my (?:\\S+ )?(?:fingers|feet|hands|toes|legs)(?: \\S+){0,5} (?:cold|freezing|heat|heating|boiler)|(?:heat|heating|boiler|electric\\S*)(?: \\S+){0,3} (?:went off|gone off|packed (?:up|in)|broke|off|gone)${G8}(?:cant feel|fingers (?:have |ve )?gone (?:white|blue|numb|stiff)|shaking|shivering|muddled)|(?:pain|agony)${G5}(?:like a knife|doubled up)|doubled (?:up|over)${G5}(?:pain|cant)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // A limb that has gone, or will not obey.
      {
        re: w(
          `(?:my|me|her|his) (?:legs?|arm|arms|side)(?: s| have| has|s|ve| is)? (?:gone|given way|gone dead|gone numb|gone weak|like a lump of wood)(?! (?:to sleep|all pins|a bit stiff|stiff|off))|(?:arm|leg|hand|side)${G8}(?:wont do what|isnt mine|not mine|dead and tingly|just flops|flops)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      // The stroke's signs as people say them: words coming wrong, a face sliding, one side gone.
      {
        re: w(
          `words (?:are |s )?(?:coming out|come out|comin out) (?:wrong|wrang|funny|slow|all wrong|jumbled|muddled)|(?:cant|cannot|couldnt) get (?:my|his|her) words out|(?:words|speech) (?:are |is |s )?coming slow|(?:gone|going) (?:a bit )?funny in (?:my|his|her) speech|(?:face|mouth)(?: s| is|s| has| feels)? (?:gone |going |all |like its )*(?:squint|lopsided|skew\\S*|sliding|crooked)|(?:limp|weak|numb|dead|droop\\S*|gone|a do|a turn)${G3}(?:on|down) (?:the )?one side|(?:tried|trying|tries|try|went) to (?:say|tell|speak|talk|ask)${G8}(?:it |they |the words |his words |her words )?(?:came|come|comes|coming) out (?:all |as |like |in )?(?:jumbled|muddled|nonsense|gibberish|garbled|double dutch|scrambled|a jumble|a muddle)|words that (?:werent|were not|arent|are not|wasnt) (?:real )?words`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Pain or pressure that crushes, or runs to the jaw with sweat and sickness.
      {
        re: w(
          `(?:elephant|ton of bricks|vice|band)${G5}(?:on|sat on|sitting on|round|around) (?:me|my chest)|like a vice|(?:its|it is|its) crushing|crushing (?:me|feeling|pain)|pressure (?:right )?in the middle|(?:pain|ache|aching|hurts|hurting)${G5}(?:jaw|teeth)${G8}(?:arm|shoulder|chest|sick|clammy|sweat\\S*)|(?:jaw|teeth)${G3}(?:pain|ache|aching|hurts|hurting)${G8}(?:arm|shoulder|chest|sick|clammy|sweat\\S*)|(?:sweat\\S*|clammy)${G8}(?:jaw|chest|arm)${G3}(?:aching|pain|hurts)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Blood sugar gone wrong, with its signs.
      {
        re: w(
          `(?:sugar|sugars|reading|levels?)(?: s| is|s| has| have)? (?:(?:gone|done|dropped|dropping|very|real|ever so|really|right) )*(?:low|high|sky high|through the roof|wont come up)${G8}(?:shak\\S*|sweat\\S*|cant think|confused|muddled|dizzy|faint|sick|woozy|wobbly|breathing)|(?:shak\\S*|sweat\\S*|wobbly|faint)${G8}(?:sugar|insulin|hypo)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Medicine taken twice or wrong, and feeling it.
      {
        re: w(
          `(?:taken|took|had|doubled up on|double dosed|double dose|mixed up|muddled|done something daft with|got \\S+ muddled)${G8}(?:twice|double|too many|wrong|instead of|tomorrows|tomorrow s|by mistake|extra|tablets|pills|dosette|morphine|warfarin)${G8}(?:feel|feeling|woozy|drowsy|strange|funny|queer|sick|awful|dizzy|bleeding|heart|going)|wrong (?:pills|tablets|medicine|dose)${G5}(?:feel|feeling|woozy|drowsy|strange|funny|queer|sick|awful|dizzy)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Blood that will not stop, or that comes up.
      {
        re: w(
          `(?:bleeding|blood)${G8}(?:wont stop|cant stop|still going|coming through|pouring|alot|a lot|lots)|(?:cant|wont) stop (?:the )?(?:bleeding|it bleeding|it)${G5}(?:blood|bleed\\S*|cut)|(?:coughing|coughed|bringing|brought|being sick|vomiting|sick) (?:up )?(?:a load of |some |lots of )?blood|(?:cut|cuts)${G8}(?:still going|wont stop)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // A bad burn or scald.
      {
        re: w(
          `(?:burnt|burned|burn|scalded|scald|scalding|spilt|spilled)${G8}(?:blister\\S*|skin\\S* (?:has |s )?(?:come|coming|peeling) off|gone white|red raw|peeling)|scalded (?:my )?(?:whole|all)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // A fit now, or someone who will not wake.
      {
        re: w(
          `(?:having|took|taken|s had|s having|gone into) a (?:fit(?! (?:because|about|over|when|if|of))|seizure)|jerking${G8}(?:eyes|floor|minutes|not stopping)|shaking all over${G5}(?:floor|not stopping|wont stop)|cant wake (?!up )\\S+(?: \\S+)? up|cant wake (?:him|her|them)(?! up (?:in the|early|without))|(?<!(?:^| )i(?: just| simply| never| will| ll| d| probably| maybe| might| hope i)? )wont wake up|eyes (?:are )?open but|(?:cold|grey|blue) and (?:grey|blue|still|clammy) (?:and )?(?:not|hes|shes|please)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A fall said the way people say it, with the harm.
      {
        re: w(
          `(?:(?:went|gone|come|came) (?:over|down)(?: hard)? (?:in|on|at|outside|by|near) (?:the|my)|had a (?:\\S+ )?(?:mishap|tumble|spill) (?:on|in|at)|arse over tit|(?:went|gone) (?:flying|headlong))${G8}(?:hurt|done|bust|broke|broken|cant|wont|weight|stuck|bleeding|blood|bad)|(?:gone|come|went) down${G5}(?:not getting|cant get) (?:back )?up|(?:come|came|gone|went) down hard${G5}(?:back|hip|head|cant|hurt)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Somebody in the house who should not be, or trying to get in.
      {
        re: w(
          `(?:someone|somebody|a (?:man|woman|chap|fella|bloke|stranger|lad)|some (?:man|woman|chap|fella|bloke|lad)|(?:two|three) (?:men|women|lads|fellas))${G5}(?:in (?:my|the) (?:house|kitchen|hall|bedroom|back bedroom|front room|lounge|flat|loft)${G3}(?:i dont know|dont know|wont|help|scared|frit|frightened)|on (?:my|the) roof|trying (?:the|my) (?:door|back door|front door|window|handle)|wanting in|wont (?:leave|go|get out|git out))|balaclava|(?:gone|went) upstairs on (?:her|his|their) own${G5}(?:dont like|scared|help)|(?:somebody|someone) in the (?:back |front |spare )?(?:bedroom|kitchen|loft|hall)${G3}help`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Asking for someone to be sent.
      {
        re: w(
          `(?<!(?:wanted|offered|was going|were going|tried|threatened|wants) to )(?<!(?:they|he|she|it|the council|the company|the bank)(?: ll| will| d| would|ll|d)? )(?:please )?send (?:someone|somebody|help|an ambulance)(?! (?:round |over |out )?(?:to|for) (?:fix|look|check|mend|do|clean|service|sort|the|read|fit|measure|collect|deliver|install|see about|empty|cut|paint|repair|change|replace))|(?:can you|could you|please) get (?:help|someone|somebody) (?:to me|here|round)?|is there (?:someone|somebody|anyone) who can come|need (?:a|the) doctor (?:out|now|today|urgently|right away)|(?:what do i do|what should i do)${G5}(?:send|help|blood|pain|fallen)`,
        ),
        confidence: 0.8,
        kind: 'help',
      },
    ],
    self_harm: [
      // Going out to the shed and that being the end of them; not long before they are found.
      {
        re: w(
          `(?:ill|i ll|i will|im going to|i m going to|gonna)${G3}(?:go )?(?:out )?(?:to|into|down to|up to) the (?:shed|barn|byre|garage|woods|loft|outhouse|stable)${G12}(?:end of me|the end of it|the end|be it for me|do it|finish it)|(?:theyll|they ll|they will|hell|he ll|shell|she ll|someone ll|somebody ll)(?: not| no)? be long (?:finding|in finding|before (?:they|he|she) find) me`,
        ),
        confidence: 0.95,
      },
      // The gun got out and going to join the dead ("got the old .22 out… reckon i'll go join 'em");
      // saving the family the bother of them; what would end it said to sound not so bad.
      {
        re: w(
          `(?:22|twenty two|gun|rifle|shotgun|pistol|revolver)${gap(20)}(?:go|going to|gonna|ll|will|i ll|ill|id|i d) (?:go )?join (?:em|them|him|her|the others|the lads|my mates|my husband|my wife|my friends)|save (?:the kids|the children|my kids|the family|them|everyone|everybody|my son|my daughter) the (?:bother|trouble|worry|expense|cost) of me|(?:if i|if i was to|if i were to)(?: just)? (?:took|take|swallowed|swallow|had)${G12}(?:wouldnt|wouldn t|would not|never) wake (?:up)?${G8}(?:dont|don t|doesnt|doesn t|wouldnt|wouldn t) (?:sound|seem|be) (?:so|too|that|all that) bad|(?:kill me|be the death of me|finish me off|~)${gapAcrossFigures(8)}(?:good|fine by me|suits me|let (?:them|it))${G3}(?:cant|can t|couldnt|couldn t) come (?:quick|soon|fast) enough`,
        ),
        confidence: 0.95,
      },
      // Looking down from a height and thinking it would be quick; a burden, and finishing it tidily.
      {
        re: w(
          `(?:looked|looking|look|stared|staring|peered) (?:down|over the edge|over the rail|over the railing)${G12}(?:it d be quick|itd be quick|it would be quick|be over quick|wouldnt feel (?:a thing|anything)|wouldn t feel (?:a thing|anything)|would not feel (?:a thing|anything))|(?:a burden|a nuisance|in the way|a weight)${G12}(?:finish it|end it|be done with it|get it over with)(?: \\S+)?(?: (?:tidily|properly|neatly|cleanly|quietly|without (?:bothering|troubling|a fuss)))?|(?:finish|end) it (?:all )?(?:tidily|neatly|cleanly|quietly|without bothering anyone|without troubling anyone|without a fuss)`,
        ),
        confidence: 0.95,
      },
      // Not wanting to be stopped ("i'm not sure i want anyone to stop me"), said of nothing else.
      {
        re: w(
          `(?:not sure i want|dont want|don t want|do not want|wouldnt want|wouldn t want|rather not have|dont think i want|don t think i want) (?:anyone|anybody|you|them|nobody|people|the family) (?:to )?(?:stop me|stopping me|talk me out of it|talking me out of it|stop it|stopping it)(?! (?:from|going|doing|having|driving|seeing|getting|living|making|eating|drinking|buying|selling|moving|visiting|enjoying|dancing|playing|singing))`,
        ),
        confidence: 0.85,
      },
      // Letters written to explain: better this way, and their own choice (asked about).
      {
        re: w(
          `(?:letters?|wrote|written|note|notes)${gap(60)}(?:better (?:this|that) way|for the best)${G12}(?:my choice|my own choice|i chose|i decided|my decision|i ve decided|ive decided)|(?:letters?|wrote|written|note|notes)${gap(60)}(?:my choice|my own choice|i chose|i decided|my decision)${G12}(?:better (?:this|that) way|for the best)`,
        ),
        confidence: 0.6,
      },
      // The illness back, and not wanting to go through it again ("it's come back… I'm not going
      // through all that again"): asked about.
      {
        re: w(
          eitherOrder(
            '(?:cancer|chemo\\S*|radiotherapy|radiation|tumou?r|leuka?emia|the big c)',
            '(?:i )?(?:cant|can t|cannot|wont|won t|will not|dont want to|don t want to|(?:m|am|im) not going to|(?:m|am|im) not|(?:m|am|im) never) (?:go(?:ing)? through|fac(?:e|ing)|do(?:ing)?) (?:all )?(?:that|it|this) (?:again|all over again)',
            20,
          ),
        ),
        confidence: 0.6,
      },
      // The way and the day known ("I know how and when"), or someone's death in the news taken as
      // one's own plan ("the man who jumped off the bridge… I've thought about it too"): acted on.
      {
        re: w(
          `(?:i|ive|i ve|i have)(?: already| just)? (?:know|worked out|decided|planned|got it planned|thought out)(?: \\S+){0,2} (?:how and when|when and how)(?! to )|(?:jumped|threw (?:himself|herself)|killed (?:himself|herself)|took (?:his|her) own life|hanged (?:himself|herself))${G12}(?:and )?(?:i ve|ive|i have|i)(?: \\S+){0,3} (?:thought (?:about|of) (?:it|that|doing the same|the same)|got it (?:planned|worked out)|(?:been )?thinking (?:the same|about it|of it|of doing the same))`,
        ),
        confidence: 0.85,
      },
      // Someone's farewell told by the one who heard it, and a gun fetched out ("blowing out his
      // candles he said they were his last, and this morning he got the shotgun down from the
      // loft"): acted on.
      {
        re: w(
          eitherOrder(
            '(?:said|says|told (?:me|us|her|him))(?: \\S+){0,5} (?:(?:his|her|their) last|the last (?:one|ones|time|birthday|christmas)|(?:he|she|they) (?:wont|won t|will not) be (?:here|around)|(?:hed|he d|shed|she d) be gone|goodbye to (?:us|me|everyone|all))',
            '(?:got|gotten|taken|took|fetched|brought|getting|cleaning|cleaned|loaded|loading|oiling|oiled|had)(?: \\S+){0,3} (?:the |his |her |a |their )?(?:shotgun|gun|rifle|pistol|revolver)',
            20,
          ),
        ),
        confidence: 0.85,
      },
      // A place to go with no coming back after ("I'll take the bus to the bridge on Thursday, and
      // then that'll be it, all of it"); letters and keys laid out for others: asked about.
      {
        re: w(
          `(?:bridge|cliff|cliffs|viaduct|pier|railway|tracks|the river|the quay|the weir)${gap(20)}(?:and )?(?:then|after that|afterwards)(?: \\S+)? (?:it ll|itll|it will|that ll|thatll|that will|everything ll|everything will) (?:all )?be (?:over|finished|done|it)(?! (?:for (?:the|this) (?:day|week|year|season)|till|until))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(eitherOrder(LEFT_FOR_SOMEONE, KEYS_FOR_SOMEONE, 12)),
        confidence: 0.6,
      },
      // Being found, and who finds one, arranged ("I didn't want anyone upset by finding me"): acted
      // on. A neighbour given the key to let himself in on a set morning, "not before", or the
      // funeral's hymns picked to be ready by a day: asked about. A day decided on, with the house
      // empty that day and it all worked out: asked about.
      {
        re: w(
          `(?:dont|didnt|don t|didn t|do not|did not|never|wouldnt|wouldn t) (?:want|wanted|like)(?: \\S+){0,8} (?:upset|shock\\S*|fright|frighten\\S*|scared|trauma\\S*|distress\\S*)(?: \\S+){0,3}(?: (?:by|when|from|of|at|on))? (?:finding|they find|he finds|she finds|seeing) me(?! (?:like (?:this|that) )?(?:on the phone|in the|at the|out))|(?:so|that) (?:it s|its|it is|it ll be|itll be|it won t be|it wont be) (?:not )?(?:the (?:children|kids|grandchildren)|my (?:daughter|son|family)|a stranger|a neighbour) (?:that |who )?(?:finds|find) me`,
        ),
        confidence: 0.9,
        saysNo: true,
      },
      {
        re: w(
          `(?:key|keys)${gap(14)}(?:let (?:himself|herself|themselves) in|come in|come round|pop in|look in)(?: \\S+){0,4} (?:on )?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|tomorrow)(?: (?:morning|afternoon|evening|night))?(?: \\S+){0,2} not (?:before|earlier|sooner|till then)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:picked|chosen|chose|sorted|planned)(?: out)? (?:all )?(?:my |the )?(?:hymns|songs|music|readings|coffin|flowers)(?: \\S+){0,2} (?:for|at) (?:the|my) (?:funeral|service|cremation)(?! of | for )${gap(14)}(?:neat|ready|done|sorted|tidy|in order|straight)(?: \\S+){0,2} (?:before|by) (?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|the weekend|the end of the week|next week|then|tomorrow)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:s| s)?|that s|thats|it s|its|is) (?:when|the day) (?:i|ive|i ve|i have) (?:decided|chosen|picked)(?! (?:to (?!(?:do it|end it|go)(?= ))|on |what ))|(?:ive|i ve|i have) (?:decided|chosen|picked) (?:on )?(?:the day|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?))${gap(20)}(?:(?:house|flat|place) (?:will|ll|is going to) be empty|nobody (?:comes|will come|ll come|will be here|ll be here)|(?:got it|it s|its|it is) all (?:worked out|planned|sorted|arranged))`,
        ),
        confidence: 0.6,
      },
      // "One step and that'd be it": the step off, and all over, said of oneself.
      {
        re: w(
          `one (?:little |small |wee |more )?step (?:and|n|an) (?:that d be|thatd be|it d be|itd be|it would be|it ll be|itll be|it s|its|id be|i d be) (?:it|the end(?: of it| of me)?|all over|over|done|gone)`,
        ),
        confidence: 0.85,
      },
      // A gun kept loaded for when things get bad ("my old service pistol's loaded in the nightstand,
      // when it gets bad I'll take care of it myself"): acted on; loaded and at hand alone, asked about.
      {
        re: w(
          `(?:gun|pistol|rifle|shotgun|revolver)(?: \\S+){0,4} loaded(?: \\S+){0,25} (?:take care of (?:it|things|myself)(?: myself| meself)?|do it myself|when (?:it|things) (?:gets?|get) (?:bad|too bad|too much|worse|unbearable)|before it (?:comes|gets) to)|(?:take care of (?:it|things|myself) (?:myself|meself)|when (?:it|things) (?:gets?|get) (?:bad|too bad|too much|worse|unbearable))(?: \\S+){0,25} (?:gun|pistol|rifle|shotgun|revolver)(?: \\S+){0,4} loaded`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:gun|pistol|rifle|shotgun|revolver)(?: \\S+){0,4} loaded(?: \\S+){0,3} (?:in|by|next to|beside|under) (?:the |my )?(?:nightstand|bedside|bed|drawer|pillow|chair|me)`,
        ),
        confidence: 0.6,
      },
      // Affairs put in order as a farewell, and soon not to be here ("I've put the house keys in an
      // envelope for my daughter, she'll need them after"; "a note for the neighbour, just in case
      // I'm not here in the morning"): asked about, never for a holiday or a will made "one day".
      {
        re: w(
          `(?!.*(?:^| )${ARRANGED_FOR_LIFE}(?= |$))(?:${PUT_IN_ORDER}(?: \\S+){0,20} ${FOR_GOOD}|${FOR_GOOD}(?: \\S+){0,20} ${PUT_IN_ORDER})`,
        ),
        confidence: 0.6,
      },
      // The means got in with no use for them said, or an odd one ("a hosepipe, and I haven't got a
      // garden"; "rope, I told the man it was for the washing line"); pills hidden away: asked about.
      {
        re: w(
          `(?:bought|got|buying|fetched|picked up|ordered)(?: \\S+){0,3} (?:rope|hosepipe|hose pipe|hose|charcoal|exhaust hose)(?: \\S+){0,15} (?:(?:havent|haven t|have not|not) got a (?:garden|car)|no garden|told (?:the|him|her|them)(?: \\S+){0,2} it was for|said it was for|my nerve|the nerve|in the boot)|(?:hiding|hidden|hid|stashing|stashed|hoarding|hoarded|squirrel\\S*|stockpil\\S*|keeping back|kept back)(?: \\S+){0,4} (?:tablets|pills|morphine|more feen|painkillers|sleeping pills|paracetamol|codeine|ones|doses)(?! (?:wrappers?|foils?|packets|boxes|empties|bottles|tubs|containers))(?!(?: \\S+){0,6} (?:from|away from) (?:the )?(?:grandkids|grandchildren|kids|children|little ones|dog|cat|burglars|carer))|(?:knife|knives|razor|blades)(?: \\S+){0,8} (?:by|next to|beside|under) (?:the |my )?(?:bed|pillow|chair|me)(?: \\S+){0,8} (?:not|isnt|isn t) for (?:burglars|intruders|cooking|the bread|protection)`,
        ),
        confidence: 0.6,
      },
      // A place to jump or drown, stood at with the thought ("I stood on the bridge, I very nearly
      // went over"); pills carried there; asking how it would feel: asked about.
      {
        re: w(
          `(?:stood|standing|stand|sat|sitting|been|went|go|going|walked|climbed)(?: \\S+){0,4} (?:on|at|by|to|up on|onto|out to|on top of) (?:the )?(?:bridge|edge|tracks|railway line|railway|level crossing|crossing|platform edge|roof|cliff|cliff edge|cliffs|canal|river|quay|pier|multi storey|top of the car park)(?: \\S+){0,10} (?:nearly went (?:over|in)|very nearly|almost went (?:over|in)|over the edge|the barrier (?:didnt|didn t|never)|my nerve|thinking about it|thought about it)|(?:pills|tablets)(?: \\S+){0,5} (?:pocket|bag|handbag)(?: \\S+){0,6} (?:canal|river|bridge|sea|tracks|cliff|lake|reservoir)|(?:do|does|would|did) (?:people|you|a person|someone|it)(?: \\S+){0,2} (?:feel|suffer|hurt)(?: \\S+){0,3} (?:if|when) (?:they|you|someone|people|a person) (?:drown|hang|jump|overdose|take too many)|(?:which|what) (?:of )?(?:my )?(?:tablets|pills|medicines?)(?: \\S+){0,4} (?:be )?(?:dangerous|kill|fatal|lethal|deadly)(?: \\S+){0,3} if (?:you|i|someone|a person) (?:took|take|had) (?:a lot|too many|all|loads)`,
        ),
        confidence: 0.6,
      },
      // Had enough of everything: asked about; said with a goodbye, a farewell.
      {
        re: w(
          `(?:had enough|fed up|sick and tired)(?: of)? (?:everything|all of it|life|living)(?! (?:being|going|costing|getting|in|at|on|about|so|that|they|next|near|with|by|here|like|beside|opposite|above|below|up|down|round) )`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:had enough|fed up|sick and tired)(?: of)? (?:everything|it all|all of it|life|living)(?! (?:being|going|costing|getting|in|at|on|about|so|that|they|next|near|with|by|here|like|beside|opposite|above|below|up|down|round) )${G8}(?:goodbye|good bye|farewell|bye)`,
        ),
        confidence: 0.9,
      },
      // A height looked down from, and how easy one step would be: with "and it's all over", sure;
      // without, asked about.
      {
        re: w(
          `(?:i|me)(?: \\S+){0,2} (?:think|thought|wonder|wondered|look|looked|lean|leaned|stand|stood|go up|went up)(?: \\S+){0,16} (?:balcony|window|roof|bridge|ledge|edge|cliff|floor|storey|story)${gap(14)}(?:(?:how |so |that )?easy (?:it d be|itd be|it would be|it ll be|itll be)|one (?:little |small |wee )?step|a (?:little |small |wee )?step)${G8}(?:(?:it s|its|it would be|itd be|it d be|all) (?:all )?(?:over|done|finished)|(?:it d|itd|it would|it ll|itll) all be (?:over|done|finished)|the end|no more)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:look|looking|lean|leaning|stand|standing|stood) (?:down |out )?(?:from|over|on|at) (?:the|my|our) (?:balcony|window|roof|bridge|ledge|edge|cliff)${gap(14)}(?:(?:how |so |that )?easy (?:it d be|itd be|it would be)|one (?:little |small |wee )?step)`,
        ),
        confidence: 0.6,
      },
      // Going together, a couple: the other's tablets and one's own, asleep together and over, is
      // sure; "sometimes I think we should both go together" is asked about.
      {
        re: w(
          `(?:his|her|their) (?:pills|tablets|meds|medicine|medication)(?: \\S+){0,3} and (?:mine|my own)(?: +\\S+){0,12} +(?:(?:fall|go|drift off|drop off) (?:to )?a?sleep together|(?:it s|its|it ll be|itll be|be) (?:over|all over|done|finished|the end))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:think|thought|sometimes|wish|reckon)(?: \\S+){0,4} we (?:should|could|ought to|might as well|d be better to)(?: just)? (?:both )?(?:go|die|pass|end it) together(?! (?:to|on|for|into|and|shopping|out|down|up|over|round|with|in|by|at))`,
        ),
        confidence: 0.6,
      },
      // Driving into water or off an edge and keeping on: "take the truck down to the quarry pond and
      // keep on driving".
      {
        re: w(
          `(?:drive|driving|take|taking|run|running|put|putting)(?: \\S+){0,8} (?:pond|river|lake|canal|cliffs?|pier|sea|loch|reservoir|quarry|harbour|docks?|edge)(?: \\S+){0,2} (?:and )?(?:just )?keep (?:on )?(?:driving|going)`,
        ),
        confidence: 0.9,
      },
      // A letter or a note left for the family, with a goodbye for good: sure. A goodbye for good
      // alone ("a real goodbye, not see you tomorrow"): asked about.
      {
        re: w(
          `(?:letter|letters|note|notes|my will)${gap(20)}(?:say (?:goodbye|good bye|farewell)(?! to (?!you ))|a real goodbye|goodbye for good|a proper goodbye|not see you tomorrow)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:a real|a proper) (?:goodbye|good bye)${G3}not see you tomorrow|(?:goodbye|good bye|bye)${G3}not see you tomorrow(?: \\S+){0,2}(?= $)`,
        ),
        confidence: 0.6,
      },
      // Out into the sea and on, not back: "I'll just paddle out past the break one of these days and
      // keep going", "swim out and not come back".
      {
        re: w(
          `(?:paddle|paddling|swim|swimming|walk|walking|wade|wading|row|rowing|drift|drifting) (?:out|off)${G8}(?:and )?(?:just )?(?:keep (?:going|swimming|paddling|walking|on)|(?:not|never|wont) (?:come|coming|swim|swimming|paddle) back)(?! (?:to (?:the|shore)|for (?:a|the|my)|till|until|if))`,
        ),
        confidence: 0.85,
      },
      // A gun kept, and a morning chosen "before it gets bad… the kindest thing for her".
      {
        re: w(
          `(?:gun|shotgun|rifle|twelve bore|pistol)${gap(25)}(?:(?:ill|i ll|i will|im going to|going to)(?: \\S+){0,4} (?:go out|do it|end it|use it|before it gets)|kindest thing|best thing for (?:her|him|them|everyone)|before it gets (?:bad|worse)|while i still know)|(?:gun|shotgun|rifle|twelve bore|pistol|revolver)(?: \\S+){0,6} and (?:end|ending|be done with|put an end to) (?:it|it all|things|everything)(?= |$)`,
        ),
        confidence: 0.85,
      },
      // All of one's tablets to be taken at once, said as an intent ("I'm going to take all my
      // tablets tonight"); not taking them with one, back to the chemist, or as prescribed.
      {
        re: w(
          `(?:(?:im going to|im gonna|i m going to|i am going to|ill|i ll|i will|i want to|i wanna|i could|i might|i should|im just going to)(?: just)?|(?:going to|gonna|ill|i ll|i will)(?: \\S+){1,6} and(?: then)?(?: just)?) (?:take|swallow|down|neck|have) (?:all|the lot|every one|every last one|the whole (?:lot|box|bottle|packet|strip)|all of)(?: of)? (?:my |me |the |them |these |those |his |her )?(?:tablets|pills|sleeping pills|sleeping tablets|painkillers|paracetamol|morphine|medication|meds|insulin)(?! (?:with me|back|to the|on holiday|in the morning|this morning|today|on time|at the right time|before (?:breakfast|bed|i go)|for the week|as prescribed|like the doctor|every day|each day|in my bag|in the case|to the chemist|to the pharmacy|out of|off))`,
        ),
        confidence: 0.85,
      },
      // A last goodbye said to the family without their knowing it ("that was my last goodbye, they
      // don't know it"): sure; a last goodbye alone is asked about.
      {
        re: w(
          `(?:my|a|the) (?:last|final) (?:goodbye|farewell)${gap(12)}(?:(?:they|he|she|nobody|no one|none of them)(?: \\S+){0,2} (?:dont|don t|do not|didnt|doesnt|never|wont) (?:know|knew|realise|realize|guess)|(?:nobody|no one|noone|none of them) (?:knows|know|knew|realises|realised|guessed|has a clue))|(?:they|nobody|no one|none of them)(?: \\S+){0,2} (?:dont|don t|do not|didnt|doesnt|wont) (?:know|realise|realize|guess)${gap(8)}(?:my|a|the) (?:last|final) (?:goodbye|farewell)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:my|a|the) (?:last|final) (?:goodbye|farewell)(?! (?:to|from) (?:the|this|that|our|my) (?:house|home|flat|street|town|village|place|school|job|work|club|team|caravan))`,
        ),
        confidence: 0.6,
      },
      // All the boxes of tablets got out in the night and counted, told with shame.
      {
        re: w(
          `(?:last night|in the night|at night|ashamed|shame)${G12}(?:got|put|laid|lined|set|emptied|tipped)(?: \\S+){0,2} (?:all )?(?:my|the) (?:boxes|tablets|pills|packets|medicines|meds|blister packs)${G12}(?:counted|count) (?:them|it|the lot|they)`,
        ),
        confidence: 0.9,
      },
      // Cold water imagined as a quick end, by the place it would be ("the water off the pier's
      // freezing now, it'd be quick, you'd just drift off"): not a swim.
      {
        re: w(
          `(?:pier|jetty|bridge|quay|cliff|river|lake|loch|canal|reservoir|the sea|the water|freezing|icy)${G12}(?:be quick|be over quick|(?:wouldnt|would not|wouldn t) take long|be over in no time)${G8}(?:fall asleep|drift off|nod off|go to sleep|slip under|(?:wouldnt|would not|never) feel (?:a thing|anything)|feel nothing|never wake)`,
        ),
        confidence: 0.9,
      },
      // The means kept by "if it ever came to it": razor blades, tablets, a rope.
      {
        re: w(
          `(?:razor blades|razor|blades|tablets|pills|rope|sleeping pills|paracetamol)${G12}(?:if it (?:ever )?(?:came|comes|come) to (?:it|that)|just in case (?:it|things) (?:come|came|get|got) to (?:it|that)|for when (?:the time comes|i ve had enough|ive had enough))`,
        ),
        confidence: 0.85,
      },
      // A crash meant, made to look like an accident: "at the bend I just won't turn the wheel… it'll
      // look like an accident for the insurance".
      {
        re: w(
          `(?:i )?(?:wont|will not|just wont|just not|not) (?:turn|steer) (?:the wheel|at the bend|round the bend)|(?:wheel|car|motor|road|bend|reservoir|cliff|bridge|train|drive|driving|off the road)${gap(25)}(?:(?:itll|it will|it would|itd|itd just) look like an accident|(?:make|made) it look like an accident|(?:pass|passes|passed) (?:off )?(?:as|for) an accident)`,
        ),
        confidence: 0.85,
      },
      // The things given away and the cat found a home, "all squared away"; not being here to see the
      // spring; "I'm not sick, I'm just done".
      {
        re: w(
          `(?:i |ive |i have |weve )?(?:gave|given|giving|give) (?:away )?(?:my|the|me|all my) (?:tools|things|jewellery|rings?|wedding ring|clothes|books|car|stuff)${G12}(?:(?:cat|dog|budgie|bird)(?:s| s| is)? (?:going|gone) to|squared away|all sorted|all arranged|all in order|wont need|not going to need)|(?:not|isnt) (?:sick|ill|poorly)${G5}(?:im|i am) (?:just )?(?:done|finished|tired of it all)(?! (?:with|for|now with|eating|talking))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`(?:i wont|i will not|i shant|im not going to) be (?:here|around)${G3}(?:to see|for)`),
        confidence: 0.6,
      },
      // Glad never to wake again, said of oneself; asked for, to God or to no one; and helped along.
      {
        re: w(
          `(?:wake|waking|die|dying|death|the end|take me|my time|go in my sleep|doesnt come|dont come|wont come)${G12}(?:help|hurry|speed|bring) (?:it|things|the end|nature) (?:along|on|up|forward)(?: a bit)?(?: myself| meself| my self| on my own)?|(?:help|hurry) (?:it|things) along (?:myself|meself|my self)|(?:let me|may i|i may) not wake(?: up)?(?! (?:early|till|until|before))|(?:dont|do not|never) let me wake(?: up)? (?:again|in the morning|tomorrow|anymore|any more)|(?:glad|happy|content|relieved|pleased|grateful|thankful|not sorry|wouldnt mind|would not mind|wouldnt be sorry)(?: enough| as anything| really| honestly)?${G3}(?:not to|to not|to never|never to|if i (?:didnt|did not|never|dont|wouldnt)) (?:wake|wake up|waken|open my eyes)(?! (?:up )?(?:early|so early|till|until|before|at (?:five|six|\\S+ o clock)|with (?:a|the) (?:headache|alarm)|for the|the neighbours|the baby))`,
        ),
        confidence: 0.85,
      },
      {
        // Worth more dead: the insurance the family would get ("they'd get the insurance, it'd
        // settle everything", "I'm worth more to them dead").
        re: w(
          `(?:they|theyd|they d|the kids|the children|(?:my|our) (?:\\S+ )?(?:girls|boys|lot|son|sons|daughter|daughters|kids|children|family|grandchildren|wife|husband)|the family)(?: would| could| ll| will)? (?:get|have|cash in|claim|collect|be paid) (?:the|my) (?:life )?(?:insurance|policy)(?! (?:money )?(?:for the|on the) (?:car|house|roof|flood|boiler|storm|burglary|contents))|worth more (?:to (?:them|everyone|the family) )?dead|(?:if i (?:was|were) gone|if i wasnt here|with me gone)${G8}(?:the|my) (?:life )?(?:insurance|policy)`,
        ),
        confidence: 0.85,
      },
      {
        // A figure of dying welcomed ("this damp will be the death of me, and good riddance"):
        // the figure is taken out of the safety text (~), and what follows it says it is meant.
        re: /~(?: +\S+){0,3} +(?:(?:honestly |and )?good riddance|the sooner the better|(?:and )?i (?:wouldnt|would not|wouldn t) (?:mind|care)|(?:and )?i (?:hope|wish) (?:it is|it will|it does|it would|so)|(?:and )?(?:about|not before) time|cant come (?:soon|quick|fast) enough|(?:and )?i dont care|(?:and )?(?:so )?much the better|let it)(?= |$)/,
        confidence: 0.6,
      },
      // The gas turned on to wait for it: "I turned the gas on and sat there waiting… next time I
      // won't turn it off".
      {
        re: w(
          `(?:turned|put|left|switched) (?:the )?(?:gas|oven|cooker|gas taps?)(?: \\S+){0,2} on${G8}(?:sat|sit|waited|waiting|lay down|lie down|go to sleep|not wake)|next time i (?:won t|wont|will not|shan t) (?:turn|switch) (?:it|them|the gas) off`,
        ),
        confidence: 0.9,
      },
      // "If someone took a whole box of them, what would it do to them?"
      {
        re: w(
          `if (?:someone|somebody|a person|a man|a woman|you|i|one) (?:took|swallowed|had|drank|takes|swallows)(?: \\S+){0,3} (?:a whole|the whole|all the|all of the|a box of|a bottle of|a packet of|too many)(?: \\S+){0,3}(?: \\S+){0,8} (?:what would (?:happen|it do)|would (?:it|they|that) kill|would (?:they|you|i) die|is (?:it|that) fatal|enough to kill)`,
        ),
        confidence: 0.6,
      },
      // The bleach looked at: "I'd drink that down and it'd all be over and nobody'd have to bother
      // with me no more".
      {
        re: w(
          `(?:drink|drunk|swallow|swallowed|take|took|down|knock)(?: \\S+){0,4}(?: and)? (?:it d|it would|itd|it ll|it will|that d|that would|that ll|that will|itll)(?: all)? be (?:all )?(?:over|finished|done)(?! (?:by|in|before|with the))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:nobody|no one|noone|nobody d|no one d)(?: would| d| will| ll)? (?:have to|need to|got to) (?:bother|worry|put up|fuss) (?:with|about|over) me (?:no more|any more|anymore|ever again)`,
        ),
        confidence: 0.6,
      },
      // In front of the train (or under it), said after naming it: "the train… I'll step out in front".
      {
        re: w(
          `(?:train|trains|tracks|line|rails|lorry|express)(?: \\S+){0,10} (?:im going to |i m going to |ill |i ll |i will |going to |gonna )?(?:step|walk|throw myself|lie down|get|go|jump) (?:out )?(?:in front|under it|under its wheels)(?= |$)`,
        ),
        confidence: 0.85,
      },
      // Rung to say goodbye, and to no one in particular or one last time ("I just wanted to, I
      // dunno, say cheerio I suppose"): asked about. A trip, a move or tomorrow makes it ordinary.
      {
        re: w(
          `(?:wanted|want|rang|ringing|calling|called|phoned|phoning) (?:you )?to(?: \\S+){0,3} say (?:goodbye|cheerio|bye|ta ra|tara|farewell)(?: \\S+){0,3} (?:i suppose|i guess|to someone|to somebody|to anyone|to everyone|before i go|while i (?:can|still can)|properly|for good|one last time|for the last time|just in case)(?!(?: \\S+){0,12} (?:holiday|trip|away|moving|move|hospital|tomorrow|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|back on|back in|when i get back|see you))`,
        ),
        confidence: 0.6,
      },
      // Letting the cold take them: the heating turned off, or a night sat out in the frost, to die.
      {
        re: w(
          `let (?:the )?(?:cold|frost|winter) (?:take|have|finish|get|carry) (?:me|us)|(?:turn|switch|switched|turning|switching|turned|leave|leaving|let) (?:the )?(?:heating|fire|heater|boiler) (?:off|out|go out)${G8}(?:let (?:the )?(?:cold|frost)|(?:go|drift) (?:to sleep|off) and (?:not|never)|(?:not|never) wake|be done with|(?:that ll|that will) be (?:that|it|the end)|be over)|(?:sit|sat|sitting|lie|lay|lying) out (?:in|on) the (?:cold|snow|frost|garden|step|bench)${G8}(?:not (?:wake|come back|come in)|(?:go|drift) (?:to sleep|off) and (?:not|never)|be the end|be done|(?:that ll|that will) be (?:it|that))`,
        ),
        confidence: 0.85,
      },
      // A last message left for the family, in the past tense ("tell Danny I loved him").
      {
        re: w(
          `tell (?:my |our )?\\S+(?: \\S+)? (?:that )?i (?:loved|always loved|ll always love|will always love) (?:her|him|them|you)|(?:make sure|see that) (?:my |our )?\\S+ (?:knows|know) i (?:loved|always loved) (?:her|him|them)`,
        ),
        confidence: 0.85,
      },
      // The car let go over a drop, asked about; so that "they'd say it was an accident", acted on.
      {
        re: w(
          `(?:let|letting|send|sending|take|taking|drive|driving|roll|rolling|put|putting)(?: \\S+){0,3} (?:car|motor|van)(?: \\S+){0,3} (?:go |roll |run |slip )?(?:over|off|into|down) (?:the|a) (?:edge|cliff|ravine|gorge|drop|quarry|embankment|river|lake|loch|reservoir|gully)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          eitherOrder(
            '(?:car|motor|van|road|bend|edge|cliff|ravine|gorge|quarry|bridge)',
            '(?:theyd|they d|they would|theyll|they ll|everyone would|everyone d|people would|people d|nobody would)(?: all)? (?:say|think|know|guess)(?: \\S+){0,3} (?:it was|it were|it s|its|but) (?:just )?(?:an|a) (?:\\S+ ){0,3}accident',
            25,
          ),
        ),
        confidence: 0.9,
      },
      // A car driven off an edge or into something, and the night at the bridge that nearly
      // ended it: plans and attempts.
      {
        re: w(
          `(?:drive|driving|drove|take the car|put the car|steer)${G8}(?:off|over) (?:the|a) (?:edge|cliff|quarry|bridge|pier|harbour wall|jetty)|(?:drive|driving|crash|crashing|smash|smashing) (?:it |the car |myself )?(?:into|in front of) (?:a|the) (?:wall|tree|lorry|truck|river|sea|canal|train|quarry)|(?:bridge|cliff|edge|balcony|platform|tracks|river|viaduct|window)${G12}(?:i (?:wanted|was going|meant|nearly|almost|tried) to|was ready to) (?:jump|throw myself|go over|end it)`,
        ),
        confidence: 0.9,
      },
      // Telling oneself to take the lot and be done: "sometimes I think, just take all the pills and be done with it".
      {
        re: w(
          `(?:i think|i thought|i tell myself|i told myself|i say to myself|i said to myself|i ve thought|ive thought|i keep thinking)${G5}(?:just )?(?:take|swallow|have)${G3}(?:all|the lot|the whole)${gap(10)}(?:be done|done with it|that d be (?:it|that)|thatd be (?:it|that)|end it|finish it|be over|no more|over and done)`,
        ),
        confidence: 0.85,
      },
      // A gun fetched, and not being here any more: "he got his father's rifle down, and said I won't need to come next week".
      {
        re: w(
          `(?:got|fetched|brought|taken|took|loaded|oiled|cleaned)${G5}(?:gun|rifle|shotgun|pistol|revolver)${gap(20)}(?:(?:wont|won t|will not|wouldnt|wouldn t|not) be (?:here|around)|(?:no|wont|won t) need (?:for you )?to come|last time|be gone|end it|(?:thatll|that ll|that will|itll|it ll|it will) be (?:the )?end of (?:it|me|it all|everything)|(?:not|never) (?:be )?coming back)|(?:(?:wont|won t|will not) be (?:here|around)|(?:no|wont|won t) need (?:for you )?to come)${G12}(?:gun|rifle|shotgun|pistol|revolver)`,
        ),
        confidence: 0.85,
      },
      // The calls not wanted after a day because one is "shutting up shop": asked about.
      {
        re: w(
          `(?:dont|don t|no need to|you neednt|you needn t) (?:bother )?(?:ring|call|phon)\\S*${G8}(?:shutting up shop|closing up shop|hanging up my boots|checking out|signing off for good|calling it a day for good|pulling down the shutters)`,
        ),
        confidence: 0.6,
      },
      // "I won't be here much longer, I've decided".
      {
        re: w(
          `(?:wont|won t|will not) be (?:here|around) (?:much|very|for) (?:longer|long)${G5}(?:ive decided|i ve decided|i have decided|made up my mind|my mind s made up)`,
        ),
        confidence: 0.9,
      },
      // Nobody left to answer after a day: "don't ring after Friday, there'll be nobody to pick up".
      {
        re: w(
          `(?:therell|there ll|there will|there wont|there won t) be (?:nobody|no one|noone|anybody|anyone) (?:here |left )?to (?:answer|pick up|pick it up|get the phone)|(?:i|ill|i ll) (?:wont|won t|will not) be (?:here|around) to (?:answer|pick up|pick it up)`,
        ),
        confidence: 0.9,
      },
      // A last call said as one: "so I guess this is our last little chat… thank you while I could".
      {
        re: w(
          `(?:this is|this will be|this ll be|that s|thats|it s|its) (?:our|my|the) last (?:little )?(?:chat|talk|call|natter|conversation)(?! (?:before|till|until|for (?:a|the|two|three)|this|of the|today|tonight|this week))|(?:say|said|tell you) (?:thank you|thanks|goodbye|cheerio)${G3}while i (?:still )?(?:could|can)`,
        ),
        confidence: 0.7,
      },
      // A goodbye said "proper", as a call opens: asked about ("I just wanted to say cheerio proper like").
      {
        re: w(
          `(?:wanted|want|just wanted|ringing|rang|calling|called) (?:you )?to say (?:goodbye|good bye|cheerio|ta ra|tara|bye|farewell|my goodbyes)(?: \\S+){0,2} (?:proper|properly|for good|for the last time|while i can|before i go)(?!(?: \\S+){0,6} (?:holiday|holidays|trip|cruise|break|visit)(?: |$))|(?:say|said|saying) (?:goodbye|cheerio|farewell|ta ra) proper(?:ly)?(?!(?: \\S+){0,6} (?:holiday|holidays|trip|cruise|break|visit)(?: |$))`,
        ),
        confidence: 0.6,
      },
      // A gun kept, taken out and looked at; "it'd be quick".
      {
        re: w(
          `(?:gun|guns|rifle|shotgun|pistol|revolver)${G8}(?:take it out|took it out|get it out|look at it|looked at it|looking at it|sit with it|hold it|holding it)|(?:take|took|get) (?:it|the gun|the rifle) out${G8}(?:it d be quick|it would be quick|quick|easy|over|nobody would)`,
        ),
        confidence: 0.85,
      },
      // A gun at hand and thought on ("his pistol's still in the nightstand and i been thinkin' on
      // it"); a place chosen so that nobody has to find them; sitting in the car with the garage shut;
      // helping it along with the means at hand ("i got the car and the garage"); not meaning to be
      // here by then ("i don't aim to be here in six weeks" is asked about below).
      {
        re: w(
          `(?:gun|guns|rifle|shotgun|pistol|revolver)${G12}(?:ive been |i ve been |i been |been |keep |kept )?(?:thinking|thinkin|thought|think) (?:on|about|of) (?:it|using it)(?! (?:for|as|and sell|selling|handing|in|over))|(?<!(?:pendant|alarm|button|lifeline|fall|fell|falls|falling)(?: \\S+){0,12} )(?:so|so that) (?:nobody|no one|noone|none of them|the (?:kids|children|family|grandkids)|my (?:son|daughter|kids|children|family|neighbou?r|niece|nephew)) (?:has|have|would have|will have|needs|need|d have|doesnt have|doesn t have|don t have|dont have|wont have|won t have) to find me(?!${G3}(?:on the floor|days later|weeks later|lying|like (?:poor|old|that)))|(?:sat|sit|sitting|been sitting)${G3}(?:in|out in) (?:the |my |me )?car${G8}(?:garage door|garage doors|doors|door|garage) (?:shut|closed|down|pulled down)|(?:help|hurry|hasten) (?:it|things|the end) along${G12}(?:the car|the garage|pills|tablets|rope|gun|pistol|rifle|exhaust|bridge|river)|(?:the car|the garage|pills|tablets|rope|gun|pistol|rifle|exhaust)${G12}(?:help|hurry|hasten) (?:it|things|the end) along`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:dont|don t|do not|aint|ain t|not|never) (?:aim|aiming|plan|planning|intend|intending|mean|meaning) (?:to be|on being|to still be|on still being) (?:here|around|alive|living|about)(?!${gapAcrossFigures(8)}(?:~|going|gone|moving|moved|away|holiday|holidays|trip|cruise|staying|visit\\S*|florida|spain|son s|daughter s|sister s|brother s|house|home|place|flat|there|with (?:my|our|her|him|them)|at (?:my|our|her|his)))`,
        ),
        confidence: 0.6,
      },
      // Goodbye for good; a note left so nobody is to blame; not here much longer, and decided.
      {
        re: w(
          `(?:this is|this s|its|it s|so this is|im saying|i m saying|ill say) (?:my )?(?:goodbye|good bye|bye)${G3}(?:for good|forever|for ever|for the last time|properly this time)|(?:wrote|written|writing|left|leaving|put)${G3}(?:a |the |my )?(?:note|letter)${G8}(?:(?:doesnt|dont|doesn t|don t|won t|wont|not|never) (?:blame|feel bad|feel guilty)|after im gone|when im gone|when (?:they|she|he) finds? me|for when im)|(?:wont|won t|will not) be (?:here|around)${G3}(?:much longer|long)${G8}(?:decided|made up my mind|not the way you think|my own way|my own choice|planned)`,
        ),
        confidence: 0.9,
      },
      // Looking at the means and thinking about it: "I look at the kitchen knives and think about it".
      {
        re: w(
          `(?:look|looking|looked|stare|staring|stared|sit and look) at (?:the |my |those |them )?(?:kitchen )?(?:knives|knife|pills|tablets|rope|razors?|blades?|bridge|tracks|river)${G5}(?:think(?:ing)? about (?:it|doing it|using)|(?:its|it s) getting harder|tempted|wonder(?:ing)? if i could)`,
        ),
        confidence: 0.85,
      },
      // Not being around, said so as to be understood: "I won't be around, if you get my meaning".
      {
        re: w(
          `(?:wont|won t|will not|shant|shan t) be (?:around|here|about)${G5}(?:if you get my meaning|if you know what i mean|you know what i mean|if you catch my drift|you understand me)|(?:wont|won t|will not) be needing (?:these|your|the) (?:calls|phone calls)(?: for)? much longer`,
        ),
        confidence: 0.6,
      },
      {
        // Pills named, then put by: "my sleeping tablets, I don't take them, I've been hiding them in
        // a tin", "putting my sleeping tablets by". Old pills kept is no plan: asked about.
        re: w(
          `(?:putting|put|setting|set|laying|laid)(?: \\S+){0,3} (?:pills|tablets|painkillers|sleepers|meds) (?:by|aside|back)|(?:pills|tablets|painkillers|sleepers|meds)(?: \\S+){0,10} (?:i ve been |ive been |been |i m |im |i )?(?:saving|hiding|keeping|putting|stashing|hoarding|hide|save|keep|stash|hoard) (?:them|em) (?:up|by|aside|away|back|in|under)(?!(?: \\S+){0,6} (?:for (?:the )?recycling|to take back|for the chemist|to the chemist|to the pharmacy))`,
        ),
        confidence: 0.6,
      },
      {
        // Pills put by for a day to come: "putting back my sleeping pills … for when I'm ready".
        re: w(
          `(?:saving|saved|putting|put|keeping|kept|stashing|stashed|hoarding|collecting|collected|squirrell?ing|squirrell?ed|stockpil\\S*|hiding|hid|storing|stored|building up)(?: up| back| by| away| aside)? (?:me |my |the |all my |all the |some of my )?(?:\\S+ )?(?:pills|tablets|painkillers|medicine|medication|paracetamol|morphine|meds)${gap(24)}(?:for when (?:im|i am|its time|the time|i decide|i(?:ve| have) had enough|i cant)|when (?:im|i am) ready|(?:im|i am) ready|enough (?:now|to do)|for the day|the day comes|my way out|a way out)`,
        ),
        confidence: 0.85,
      },
      {
        // Treatment stopped on purpose, to let it end: "stopped me heart tablets … let nature take
        // its course".
        re: w(
          `(?:stopped|stop|quit|skip|skipped|skipping|given up|gave up|packed in|not|no longer|stopped bothering with) (?:taking |takin |having |using )?(?:me |my |the |all my |em |them )?(?:\\S+ )?(?:tablets|pills|medicine|medicines|medication|meds|insulin|injections|jabs|inhaler|puffers?)${gap(20)}(?:let nature|nature take|on purpose|deliberately|whats the point|hoping|so i (?:can )?go|meet my maker|let (?:it|god) take me|be done|be over|(?:take|takes) me(?! (?:to|out|in|home|shopping|round|for|into|up|down|along|there|back|with|over|away)(?= ))|(?:go|die|going|dying|gone|dead|take me|end|over|itll be|it ll be|it will be|it would be|itd be|it d be)(?: \\S+)? (?:quicker|sooner|faster)|be with (?:him|her|them|\\S+) again)|(?:flushing|flushed|throwing|threw|binned|binning) (?:(?:me |my |the |all my )?(?:\\S+ )?(?:tablets|pills|medicine|medication|meds))`,
        ),
        confidence: 0.85,
      },
      {
        // Farewells sent through the companion to the family ("say goodbye to the kids for me"):
        // the companion never speaks to them, so the message is a leave-taking. Asked about.
        re: w(
          `(?:tell|say|give)${G3}(?:goodbye|good bye|bye bye|farewell|my last)${G3}(?:for me|from me)|(?:say|tell)${G2}(?:goodbye|good bye|farewell) to (?:my|the|our|all)${G3}(?:for me|from me)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `when (?:the dog|the cat|\\S+) goes${G3}(?:im going|i am going|ill go|i will go|im off|so am i|thats me|i go)|noose|head in the (?:gas )?oven|(?:if you dont|if you don t) hear from me${G8}(?:what i wanted|dont worry|for the best|my choice|my decision)|(?:thought|think|thinks) i meant (?:till|until|for)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `wrote (?:a|my) (?:note|letter)${G5}(?:under|on|by|in) the (?:clock|pillow|table|mantelpiece|kettle|bible)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:kill|killing|kills|end|ending|top|topping|(?<!(?:hand|hands|finger|fingers|thumb|thumbs|arm|leg|foot|toe|toes|nose|ear|ears|nail|tip|skin|knuckles?) )off|offing|do away with|doing away with|hang|hanging|drown|drowning|poison|poisoning|starve|starving|finish|finishing) ${ME}|(?:hurt|hurting|harm|harming|cut|cutting) ${ME}${NOT_A_HELPING}${NOT_BY_ACCIDENT}`,
        ),
        confidence: 0.95,
      },
      {
        re: w(
          '(?:end|ending|finish|finishing) (?:it all|things|everything|my life|this life|my days|the whole thing|my suffering|it for good)',
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:want|going|thinking|think|thought|wish|could|might|should|ready|just|tempted)${G2}(?:to )?end it|(?:thinking|thought|think|thinks|wondering|considered|considering) (?:about |of )?(?:just |simply |maybe )?ending it(?! (?:with|there|here|early|at|on|before)(?: |$))`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          '(?:take|taking|took) my (?:own )?life|suicid\\S*|overdose|jump (?:off|in front)|(?<!(?:dog|cat|he|she|it|fox|deer|child|kid|boy|girl|lad|man|woman|cyclist|ball|pigeon|squirrel)(?: \\S+){0,5} )in front of a (?:train|bus|car)|slit my',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:want|wanna|wish|ready|longing|hoping|prefer|would rather|id rather|like|want it)${G2}(?:to )?(?:just )?(?:die|be dead|go to sleep and not wake|not wake up|not be here|not be alive|disappear for good|be gone|go to sleep forever|go now)|going to (?:just )?(?:die|be dead|go to sleep and not wake|not wake up|not be here|not be alive|disappear for good|be gone|go to sleep forever)|(?:would be|d be|wouldnt it be) (?:nice|lovely|good|a relief|a blessing|better|best|easier|a mercy|kinder|no harm|no bad thing|no great loss|no loss|for the best|a release|a kindness|a rest) (?:(?:to |if i )(?:just )?(?:not wake up|never wake up|didnt wake up|never woke up|not wake|didnt wake|die|died|was gone|be gone|went in my sleep|go in my sleep)|(?:not|never) to wake(?: up)?)(?! up)(?! (?:so|too|before|early|at|in the night|during|till|until|with))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          'wish (?:i|id)(?: \\S+)? (?:was|were|could be|had|be) (?:dead|died|gone|not born|never been born|with him|with her)',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          '(?:wish|hope|pray|praying) (?:i|id)(?: \\S+)? (?:wouldnt|didnt|would not|did not|never|dont) wake|(?:dont|do not|never) (?:want|wish) to wake|not (?:wake|waking) up (?:again|tomorrow|in the morning)|go to sleep and never wake',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `better off${G2}(?:dead|without me|if i (?:was|were) gone|if i wasnt here|with me gone|when im gone|once im gone|if i died|if i was dead)`,
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:no|not any|isnt any|theres no|whats the|not much|dont see the|cant see the|what is the) (?:point|reason|use|purpose)${G5}(?:living|live|going on|carrying on|anymore|any more|being here|being alive|in life|to life|getting up|waking up|to it all|of me)`,
        ),
        confidence: 0.85,
      },
      { re: w('whats the point|what is the point'), confidence: 0.55 },
      {
        re: w(
          `(?:dont|no longer|not|never|hardly) (?:really )?(?:want|wish|care|feel like)${G2}(?:to )?(?:live|living|be alive|be here|exist|existing|wake up|see another)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?<!(?:knees|knee|legs|leg|back|hips?|eyes|hands|feet|body|car|heart|ticker|lungs|arms?|shoulders?|fingers|mower|boiler|machine) )(?:cant|couldnt) (?:go on|carry on|keep going|do (?:this|it|any of it) (?:anymore|any more|much longer)|take (?:it |this )?(?:anymore|any more)(?! of (?!(?:it|this|life|living)(?: |$)))(?: of (?:it|this))?|face another day|bear it anymore|bear it any more)',
        ),
        confidence: 0.7,
      },
      {
        re: w(
          '(?:tired|sick|weary|done) (?:of|with) (?:living(?! (?:in|with|next to|on|at|here in|like this in) )|life|being alive|being here|it all|all of (?:it|this)(?= $| (?:really|mate|love|dear|i|im|so|and|anymore|any more)(?= |$))|everything(?! (?:being|going|costing|getting|so|that|they|in|at|on|about) )|this life|this world)',
        ),
        confidence: 0.8,
      },
      // The means to die asked of someone ("I asked the doctor if he couldn't give me something to
      // help me go peacefully"): asked about. Refused, and then doing it oneself or having what it
      // takes ("…so I'll sort it myself, I've got what I need in the cupboard"): acted on.
      {
        re: w(
          `${ASKED_FOR}${gap(12)}${MEANS_TO_GO}${gap(25)}(?:(?:ill|i ll|i will|i can|ill just|i ll just|i can just) (?:sort|manage|do|see to|deal with|take care of)(?: it| that| things| it all)? (?:myself|meself|my ?self|on my own|alone)|(?:ive|i ve|i have) (?:got )?(?:what i need|all i need|enough|plenty|the means))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `${ASKED_FOR}${gap(12)}(?:${MEANS_FOR}(?:die|slip away|end it|finish me off|put me out of my misery|go (?:peacefully|quietly|gently|in my sleep|for good))|help me (?:to )?(?:die|slip away|end it))`,
        ),
        confidence: 0.6,
      },
      // Weary of waking up at all ("I've had a gutful of waking up every day to nothing"): asked
      // about. Waking at five or in the night is sleep, not this.
      {
        re: w(
          '(?:tired|sick|weary|fed up|had enough|had a gutful|had a guts full|sick and tired) (?:of|with) (?:waking|wakin|getting)(?: up)?(?! (?:up|at|in the|early|so early|too early|with|during|before|for the|needing|to (?:the|go|use|pee|wee|an alarm)|(?:\\S+ )?times|every (?:hour|night|two|three|couple)|several|all night|half way|halfway|through))',
        ),
        confidence: 0.6,
      },
      // The pet given away and the bills paid, then a goodbye to the calls: "I've given the dog to my
      // neighbour and paid all my bills up… goodbye really, I shan't be needing the calls after Friday".
      {
        re: w(
          `(?:(?:given|gave|found a home for|rehomed)${G3}(?:the |my |our )?(?:dog|cat|budgie|parrot|pets?)|(?:paid|settled)${G5}(?:bills|debts)|(?:everything s|everythings|everything is) (?:tidy|sorted|in order|squared away))(?: \\S+){0,25} (?:shan t|shant|wont|won t|will not|not) be needing (?:the |your |these |you )?(?:calls|any more calls|you)`,
        ),
        confidence: 0.85,
      },
      // "I'm fed up of living, I've had my innings and I'd like to be out now".
      {
        re: w(
          `(?:fed up|sick and tired|fed up to the back teeth) (?:of|with) (?:living(?! (?:in|with|next to|on|at|here|like this in|alone|on my own|by myself) )|life|being alive|this life|this world)|(?:had|done|played) my innings${G8}(?:like to be out|ready to go|want to go|wanna go|be gone|time i went|time to go|out of it)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:saving|saved|stockpil\\S*|hoard\\S*|collecting|keeping|stash\\S*|put away|putting away|(?<=been )putting by|squirrel\\S*)${G3}(?:pills|tablets|medication|meds|sleeping pills|painkillers)(?! (?:wrappers?|foils?|packets?|boxes|tubs?|for (?:the )?recycling))(?!(?: \\S+){0,4} (?:dosette|pill ?box|pill organi[sz]er|blister pack|for the week|for the weekend|for my holiday|for the holiday))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:burden|nuisance|waste of space|a bother|in the way)${G5}(?:everyone|everybody|family|them|my (?:son|daughter|children|kids|family))|(?:everyone|everybody|they|the family|my (?:son|daughter|children|kids))${G5}(?:better off|happier|easier)${G3}(?:without me|if i|when im gone|once im gone)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?:a|such a) burden|nobody would miss me|no one would miss me|(?:sure |and )?(?:who|whod|who d|who would|who ll|wholl|who will)(?: even| ever| really)? miss me(?! (?:at|in|on|if i (?:dont|didnt|don t|didn t) (?:go|come|turn up|show)))|(?:nobody|no one) would notice if i(?! (?:wore|wear|went|go|came|had|ate|took|forgot|left|missed|skipped))|wont be missed',
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:join|be with|see|go to)${G2}(?:husband|wife|him|her|mum|mother|dad|father)${G5}(?:soon|sooner|than later|up there|in heaven|on the other side)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          'not (?:be|being) (?:here|around) (?:much longer|for long|anymore|any more)|wont be (?:here|around) (?:much longer|for long)',
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:giving|given|give)${G2}(?:things|stuff|belongings|jewel\\S*|possessions) away|(?:wont|will not|not going to) need (?:them|it|my \\S+) (?:much longer|anymore|any more|where im going)`,
        ),
        confidence: 0.75,
      },
      {
        re: w(`(?:stop|stopped|not|stopping|quit) eat\\S*${G5}(?:die|end|gone|point|fade|waste away)`),
        confidence: 0.85,
      },
      {
        re: w(
          'how (?:i|id|to) (?:would )?(?:do it|end it|go about it)|(?:thought|thinking|think) about how (?:i|id)',
        ),
        confidence: 0.6,
      },
      {
        re: w(
          '(?:want|wish|like|going) to (?:die|be dead)|ready to die|let me die|rather be dead|rather die',
        ),
        confidence: 0.85,
      },
      // Death wished for, or welcomed.
      {
        re: w(
          `(?:welcome|relief|mercy|blessing|peace|release)${G5}(?:death|dying|dead|gone)|(?:death|dying|being dead)${G3}(?:relief|mercy|blessing|welcome|comfort|peace)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:want|wish|like|need)${G2}(?:it|this|everything|all|all of it|it all)(?: (?:all|just|would|could|will|to|d|ll|finally|simply|really|now|could all|would all|would just|to just|to all))* (?:to )?(?:be over|end|stop|finish)|want out(?: of (?:this|here|life))?|leave this (?:world|life|earth)|(?:just )?waiting (?:to die|for (?:death|the end|god to take me))|hope (?:i|to) die|pray(?:ing)?${G3}(?:take me|die|not wake|not see)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:nothing|nobody|no one|noone)${G3}(?:to|for me to) live for|nothing left (?:for me|to live for)|no reason to (?:be alive|carry on|go on|live|keep going|get up)|(?:dont|cant|do not) see (?:any|the) (?:reason|point)${G3}(?:carry on|go on|living|keep going)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `why am i still (?:here|alive)|(?:disappointed|sorry|shame)${G5}(?:still here|still alive|wake up|woke up)|lived too long|(?:time|about time) i (?:went|was gone|died)|shouldnt (?:still )?be (?:alive|here)|(?:be|id be) better (?:off )?dead|(?:go|went) to sleep for (?:good|ever)|sleep for good|not (?:to )?see the morning|(?:never|not|didnt) wake up${G3}(?:again|tomorrow|happy|mind)|(?:wouldnt|would not) mind if i (?:never|didnt|died)|(?:happy|glad) if i (?:just )?(?:didnt|never) wake|hoping i (?:dont|don t|wont) wake`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:had|have) enough of (?:life|living|being alive|it all)|(?:dont|do not) want to (?:go on|carry on|be alive|live)|want to be with${G5}(?:again|dont want to wait|ready)|(?:ready|want) to go to (?:him|her|them)|lie down next to (?:him|her) for good|should have gone with (?:him|her)|wish id died instead`,
        ),
        confidence: 0.9,
      },
      // Plans and means.
      {
        re: w(
          `(?:thought|thinking|think|could|might|wish i could|tempted to)${G3}(?:stand|standing|lie|lying|lay|step|stepping|walk out|walking out)(?: down| out)? in front of (?:a|the|an oncoming|the next) (?:train|lorry|bus|truck|coach)|(?:thought|thinking|think|keep thinking)(?: about it)?${G3}(?:it d|itd|it would|it ll|itll|it will) be (?:real |really |very |so |over |all over )?(?:quick|fast|quickly)${G3}(?:with|under|in front of|by) (?:the|a) (?:train|lorry|bus|truck|tracks|railway)|(?:jump|jumping|(?:throw|chuck|fling|hurl|pitch) ${ME}|(?:throwing|chucking|flinging|hurling|pitching) ${ME}|walk into|walking into|drive${G3}into|driving${G3}into|went in|go in|step in front)${G5}(?:river|sea|canal|the cut|bridge|cliffs?|train|railway|tree|lake|stairs|traffic|motorway|water|reservoir|quarry|docks?|harbour|weir|loch)|(?:been|went|go) (?:to|down to) the (?:cliffs|bridge|canal|river|railway|sea)${G5}(?:thinking|nearly|about it|went in)|railway line${G5}thinking|(?:walk|walking|go|going|head|heading|get|getting) (?:down |out )?to the (?:river|sea|canal|lake|loch|reservoir|quarry|bridge|cliffs?|pier)${G12}(?:(?:not|never|wont|won t) (?:be )?(?:walking|coming|going|climbing) back|not coming back|never come back|for good|that ll be that|thatll be that|that will be that)|(?:walk|walking|step|stepping|jump|jumping)(?: straight| right)? off (?:the )?(?:end of )?(?:the|a) (?:pier|jetty|quay|harbour wall|cliff|cliffs|bridge|breakwater|dock|ferry)(?! (?:onto|on to|into|to) (?:the |a )?(?:boats?|ferry|beach|sand|prom|promenade))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:^| )(?:chemist|chemists|pharmacy|pharmacist|dispensary|surgery|prescription|collect|collecting|pick up|picking up|fetch|order|ordered|delivered|delivery)(?: \\S+)* )(?:pills|tablets|blister packs|medication)${G5}(?:ready(?! for (?:the|my|tomorrow|tonight|morning|bed|breakfast|lunch|dinner|tea|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|when i|collection|pick ?up)| to (?:collect|pick up|be collected|be picked up|go))|saved up|put aside|aside(?! for (?:the|my|tomorrow|tonight|morning|bed|next))|enough now|in a tin|for when(?! (?:i need|i get|its bad|it gets|the pain|im poorly|im bad|im ill|i have|i feel|my|the doctor|i wake|i go|i run|i come|im out|i forget|needed|(?:im|i am) ready (?:for|to)|i cant sleep|bedtime)))|(?:take|taking|took|swallow)${G3}(?:the lot|all (?:my|these|the|of)|the whole (?:bottle|box|lot|packet)|a handful)${G5}(?:be done|end|wake|thinking|once|at once)|how many${G5}(?:would it take|to not wake|to die)|(?:the rope|shotgun|(?:my|a|the) gun)${G5}(?:thought|think|use)`,
        ),
        confidence: 0.9,
      },
      // A gun to be used on oneself, however much is said in between; a gun taken out and left at
      // hand, with nothing said of cleaning, selling or shooting, is asked about.
      {
        re: w(
          `(?:gun|shotgun|rifle|pistol|revolver)(?: \\S+){0,16} use it on (?:myself|me)|(?:gun|shotgun|rifle|pistol|revolver)(?: \\S+){0,16} (?:tonight|today) (?:i|ill) (?:use|will use|might use|ll use) it`,
        ),
        confidence: 0.85,
      },
      // Doing it oneself, with how in mind, or instead of the clinic abroad ("I looked into that place
      // in Switzerland… so I reckon I'll do it myself while I can, I've got a fair idea how").
      {
        re: w(
          `(?=.* (?:die|dying|death|dead|the end|switzerland|dignitas|euthanasia|terminal|diagnos\\S*|cancer|motor neurone|worst|suffer\\S*|burden|not worth|my life|living)(?= ))(?:do it|end it|end things|finish it|go) (?:myself|meself|my ?self)${gap(14)}(?:(?:got|have|ve got) a (?:fair |good |pretty good )?idea (?:of )?how|(?:i )?know (?:just |exactly )?how|worked out how)|(?:dignitas|switzerland|assisted (?:dying|suicide)|euthanasia|voluntary assisted)${gap(25)}(?:do it|end it|end things|finish it|go) (?:myself|meself|my ?self|on my own)`,
        ),
        confidence: 0.9,
      },
      // A gun and where it would go, or getting it over with ("cleanin my daddy's old shotgun… and
      // i thought maybe i'd just put it in my mouth and get it over with"; "…how easy it would be,
      // once and for all").
      {
        re: w(
          `(?:gun|shotgun|rifle|pistol|revolver|barrel)${gap(24)}(?:(?:in|into|to|against|under) my (?:mouth|head|temple|chin|heart)|get (?:it|this|things) (?:all )?over with|be done with (?:it|me)|finish (?:it|myself|me off)|once and for all|(?:how easy (?:it would be|itd be|it d be|it would all be|it all would be)|(?:it|that) (?:would|d) be (?:so |very |ever so )?(?:easy|simple|quick))(?! (?:to|for|enough to)(?= )))|(?:put|stick|hold|held|holding|putting|pointed|point) the (?:gun|barrel|muzzle|pistol|shotgun|rifle) (?:in|into|to|against|under) my (?:mouth|head|temple|chin)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:^| )(?:clean\\S*|oil\\S*|sell\\S*|sold|hand (?:it )?in|police|gunsmith|shoot(?:ing)? (?:club|season)|pigeons|rabbits|clay)(?: \\S+)* )(?!.*(?:^| )(?:clean\\S*|oil\\S*|sell\\S*|sold|hand (?:it )?in|police|gunsmith|shoot(?:ing)? (?:club|season)|pigeons|rabbits|clay)(?= |$))(?:got|taken|took|brought|fetched)${G3}(?:the |my |his |husbands )?(?:gun|shotgun|rifle|pistol|revolver)${G3}(?:out|down)${G8}(?:on the table|loaded|beside me|next to me|by me|by the bed)`,
        ),
        confidence: 0.6,
      },
      // Prized things given away for after, and ready: asked about.
      {
        re: w(
          `(?:given|gave|giving|handed|left)${G5}(?:rings?|jewellery|jewelry|watch|necklace|medals|china|silver|piano|paintings|furniture|things)${G8}(?:for after|for when im gone|for when i go|im ready|its my time|i wont (?:be needing|need) (?:them|it)|wont be needing (?:them|it))`,
        ),
        confidence: 0.6,
      },
      // Better dead than living like this; wishing one had died in the fall, or not woken up.
      {
        re: w(
          `(?:better|rather be) dead than (?:this|like this|live like this|living like this|go on like this|going on like this|a burden|be a burden|being a burden|end up like)|(?:i )?(?:wish|wished) (?:i d|id|i had) (?:died|been killed|not survived|never woken up|not woken up|broken my neck)|(?:would have|would ve|wouldve|d have|it d have|itd have|might have|might as well have) been better (?:if (?:i d|id|i had)|to have|had i) (?:died|broken my neck|not (?:got|woken|come) (?:up|round|through)|never (?:got|woken) up|been killed|stayed (?:down|there))`,
        ),
        confidence: 0.85,
      },
      // It all planned, with the means named ("the pills and the whisky, after the news"); a mind
      // made up to go somewhere and not come back.
      {
        re: w(
          `(?:got|have|ve got) it (?:all )?(?:planned|worked out|sorted|arranged)${G12}(?:pills|tablets|whisky|whiskey|vodka|gin|rope|gun|shotgun|car|exhaust|bridge|river|sea|cliff)|(?:pills|tablets)${G3}(?:and|with) (?:the |a |my )?(?:whisky|whiskey|gin|vodka|brandy|bottle)(?! (?:of )?water)|(?:made up my mind|decided|my mind s made up|my minds made up)${gap(20)}(?:not coming back|wont be coming back|won t be coming back|never coming back|wont be back|won t be back)`,
        ),
        confidence: 0.85,
      },
      // Taking something and not waking up: "about taking something and just not waking up".
      {
        re: w(
          `(?:take|taking|took|swallow|swallowing)${G5}(?:and|so) (?:i )?(?:just )?(?:not|never|dont|don t|wont|won t) (?:wake|waking|wake up)`,
        ),
        confidence: 0.9,
      },
      // A gun taken out and sat with, or held in the lap, with no shoot, club or vermin said.
      {
        re: w(
          `(?!.*(?:^| )(?:clay|clays|shoot|shooting club|gun club|the range|rabbits|pigeons|crows|vermin|foxes|fox|rats|licence|antique|museum|auction)(?= |$))(?:shotgun|gun|rifle|pistol|revolver|twelve bore|service revolver)${gap(12)}(?:sitting with it|sit with it|holding it|hold it|looking at it|look at it|in my lap|on my lap|on my knee|on my knees|across my knees)`,
        ),
        confidence: 0.85,
      },
      // "How many would a man have to take so he just doesn't wake up": the dose asked for.
      {
        re: w(
          `how many${G8}(?:take|swallow|have)${G8}(?:so|to|and) (?:(?:he|she|i|you|one|they|a man|a woman|a person|someone|somebody|anyone) )?(?:just )?(?:doesnt|doesn t|wont|won t|dont|don t|never|not|wouldnt|would not)(?: ever)? wake(?: up)?`,
        ),
        confidence: 0.9,
      },
      // Wanting to join the dead: in heaven, up there, on the other side, or in the churchyard.
      {
        re: w(
          `(?:join|be with)${G3}(?:in heaven|up there|on the other side|in the next world)|(?:want|wanna|wish|ready|longing|long|like|love) to (?:go and |go |just go and )?(?:join|be with)${G3}in the (?:churchyard|cemetery|grave|ground)`,
        ),
        confidence: 0.85,
      },
      // A rope, and a beam or a hook to hang it from, with no swing or hammock said: asked about.
      {
        re: w(
          `${NOT_HUNG_FOR}(?:${eitherOrder('(?:rope|cord|noose|flex|tow rope)', '(?:beam|rafter|rafters|joist|hook|banister|bannister|stair rail|loft hatch|attic hatch|hatch|crossbar)', 15)})`,
        ),
        confidence: 0.6,
      },
      // A rope got ready, with no harmless use said: asked about.
      {
        re: w(
          `(?<!(?:^| )(?:washing|line|clothes|boat|garden|swing|skipping|climbing|tow|towing|tent|parcel|luggage|trailer|roof rack|dog|goat|horse|pony|bell|curtain|blind|plant|tomatoes|beans|fence|gate|shed door|christmas|decorations|bunting|tug of war|fete|games?|scouts|camping|sports day)(?: \\S+)* )(?!.*(?:^| )(?:washing|line|clothes|boat|garden|swing|skipping|climbing|tow|towing|tent|parcel|luggage|trailer|roof rack|dog|goat|horse|pony|bell|curtain|blind|plant|tomatoes|beans|fence|gate|shed door|christmas|decorations|bunting|tug of war|fete|games?|scouts|camping|sports day)(?= |$))(?:bought|got|fetched|taken|took|made|put|tied)${G3}(?:a |the |some )?(?:rope|noose)${G5}(?:ready|to hand|aside|up)(?= |$)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `do ${ME} in|take ${ME} off|(?:ill|i will) see to (?:that|it)|put an end to (?:it|this|${ME})|end the pain${G2}(?:permanently|for good)|(?:only|one) way out|ways to go|(?:made|make) (?:up )?my (?:decision|mind)${G5}(?:stop me|dont try)|dont try (?:to|and) stop me|(?:had|have) the courage (?:id|i would)|put me down like|put (?:dogs|animals|cats) down${G5}(?:me|do that)|make sure of it`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:reading|read|looked|looking) (?:up )?about how to (?:end|die|kill)|(?:dark|black) thoughts|thoughts about not being (?:here|around)|think(?:ing)? about death${G5}(?:comfort|all the time|welcome)`,
        ),
        confidence: 0.85,
      },
      // Harming themselves.
      {
        re: w(
          `self ?harm\\S*|(?:cut|cutting|cuts|burn|burning|burnt|scratch\\S*|hit|hitting|bang|banging|punch\\S*|dig|dug)${G5}(?:my|me) (?:arms?|legs?|wrists?|face|head|skin|thighs?)(?! (?:open )?(?:on|against) (?:the|a|an|some|that|this|me|my) (?!wall))${G5}(?:bleed|bled|purpose|feel something|upset|gets bad|wall|no one)|(?:on purpose|till (?:they|it) bleed|until (?:they|it) bled?|feel something)${G5}(?:cut|burn|scratch|iron)|(?:burn|burnt|cut) ${ME}${G5}on purpose|(?:cut|cutting|slit|slashed) my wrists|(?:held|put|pressed|pushed|stuck|touched|rested)${G5}(?:iron|lighter|cigarette|match|kettle|pan|flame|hob|knife|blade|scissors|razor|poker)${G3}(?:against|on|to|into|across|over)(?: (?!(?:but|and|then|so|because|cos|when|while)(?= ))\\S+){0,2} (?:my|me) (?:arms?|legs?|wrists?|hands?|face|skin|thighs?|stomach|chest)|(?:punishing|punish) ${ME}|deserve to (?:suffer|die)|pulled (?:all )?my hair out`,
        ),
        confidence: 0.9,
      },
      // Saying goodbye for good, being a burden.
      {
        re: w(
          `(?:say|said|saying) goodbye${G3}(?:proper|for good|properly|last)(?!(?: \\S+){0,6} (?:holiday|holidays|trip|cruise|break|visit|australia|spain|the coast|the seaside|my sister\\S*|my daughter\\S*|my son\\S*)(?: |$))|written (?:my|the) letters|sorted (?:out )?my affairs|(?:wont|will not|not) be (?:here|around|needing)${G5}(?:tomorrow|after|much longer|these calls|this week|tonight)|after tonight${G5}(?:nobody|no one|never|worry)|(?:after|from|come|by) (?:tomorrow|this week|the weekend|next week|christmas|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))${G3}(?:nobody|no one|none of (?:you|them)|you|they|the family)(?: ll| will|ll)? (?:have to |need to |need |ever have to )?worry about (?:me|old \\S+|this old \\S+|poor old \\S+)(?! (?:driving|getting|going|on|at|in|with|doing|being|climbing|walking|falling))|wont be a (?:problem|bother|burden)${G5}after`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `drain on|taking up space|(?:save|spare) (?:everyone|everybody|them|the family)${G5}if i|(?:world|everyone|everybody|family)${G5}(?:better|lighter|easier|happier) (?:place )?without me|no one would (?:even )?(?:notice|care) if i (?:died|was gone|went)|no use to anyone|useless old${G5}(?:no reason|alive|gone)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:not eating|stopped eating|refusing${G2}(?:meals|food|tablets|pills)|stopped taking my (?:tablets|pills|medication|meds)|not taking my${G3}(?:tablets|pills|medication))${G5}(?:on purpose|over|quicker|nature|end|die|go|point)`,
        ),
        confidence: 0.9,
      },
      // More ways of saying it: no will to live, ready for the end, a plan made, means looked up.
      {
        re: w(
          `(?:no|lost (?:all )?(?:my )?|not got any|havent got any|without any) (?:wish|will|desire|reason|strength) to (?:live|carry on|go on|be alive|keep going)|(?:life|living)${G2}(?:is |s )?not worth (?:living|it|the bother)|not worth living|stop existing|just existing${G5}(?:stop|end|die)|no way out (?:but|except|other than)${G2}(?:dying|death|to die)|death${G3}(?:the only|only) (?:answer|way|option|way out)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:ready|waiting|wait) for (?:the end|my turn|it to end|death|(?:the|our)(?: good)? lord|god to take me)|(?:hope|hoping|pray|wish)${G3}(?:god|(?:the|our)(?: good)? lord|he) (?:takes|will take|would take) me|(?:my|the) last night${G3}(?:hope|hoping|wish)|(?:hoping|hope) (?:it ll|it will|itll) be my last|wish it had been me|wish (?:a|the) (?:bus|car|lorry|truck|train) would|(?:put|putting) ${ME} out of (?:my )?misery|on my own terms|(?:id|i d|i would) do them a favour by (?:going|dying)|best (?:all round|for everyone|for all) if i (?:just )?(?:went|died|wasnt here)|(?:it would|itd|it d) be a blessing|(?<!(?:tell|telling|remember|remembering|talk about|talking about|laugh about|laughing about|love|loved|keep|keeping|treasure|proud of|dine out on|dining out on|never forget|wont forget)(?: \\S+){0,3} )(?:till|until) i die|rather (?:just )?(?:be|stay)${G5}(?:till|until) i die`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:he|she|they|you|law|son|daughter|husband|wife|grandson|granddaughter|nephew|niece|brother|sister|friend|neighbour|doctor|council|vicar|government|hospital|family|kids) )(?<!(?:^| )(?:our|my|his|her|their|the|your) (?:\\S+ )?)(?:planned|worked out|figured out|decided|made up my mind)${G5}(?:how(?! to (?!do it|end|finish|go|die|kill|take|get (?:enough|hold of (?:a|some|the) (?:gun|rope|pills|tablets)))\\S+)|do it|after|last|goodbye|go)|(?:made up|made) my mind${G5}(?:last|goodbye|gone|go)|last time (?:we|well|i)${G2}(?:speak|talk)|before i go${G5}(?:tonight|going)|(?:im|i am) going (?:tonight|to go tonight|after (?:sunday|christmas|my birthday))|(?:hanging on|staying alive|holding on) (?:for|until|till)${G5}(?:then|go|old)|tried (?:once )?before${G5}(?:again|trying)|thinking of trying again`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:wonder|wondering|wondered|worked out|looked up|looking up|researching|research|googled|asked)${G5}(?:how many|how much|ways to die|ways to go|would (?:do it|be enough|kill)|fall (?:from|off))|(?:knife|blade|razor)${G3}(?:to|on|against) my (?:wrist|throat|arm)|(?<!(?:snor\\S*|noise|racket|din|music|party|thunder|fireworks|traffic|bark\\S*|light|lights|sun)(?: \\S+){0,15} )(?:pillow|bag|plastic bag) over my (?:own )?(?:face|head)(?!(?: \\S+){0,10} (?:still|snor\\S*|noise|racket|din|drown\\S*|block\\S*|couldnt hear|cant hear|coming through|keep out|the light|the sun|get to sleep|get some sleep))|(?:needle|pin|pins)${G3}(?:in|into) my (?:arm|leg|skin)|(?:swallowed|took|taken|had)${G3}(?:a load|loads|a lot|the lot|all|a handful|a bottle|a box)${G3}(?:pills|tablets|paracetamol|painkillers)${G5}(?:wake|help|die|dont want|last month|hoping)|(?:throwing|throw) ${ME} (?:down|off|under|in front)|stepping (?:out )?in front of|fall from the (?:balcony|bridge|window|roof)|hate ${ME}${G5}(?:disappear|die|gone|end)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:want|wish|long|longing) to go (?:too|as well|with (?:him|her|them)|and be with)|(?:just )?want to go${G3}(?:be with|too|now)|(?:want|i want) it(?:,)? (?:i want it )?now${G3}(?:dying|death|die)|(?:not afraid|unafraid) of (?:dying|death)${G5}want|give anything to (?:just )?(?:not be here|die|be gone|be with)|rather be (?:with \\S+ )?in the (?:cemetery|ground|grave)|wasting everybodys time being alive|(?:dont|do not) want (?:to eat|food)${G5}(?:want to go|die|end)|make it happen${G5}(?:be with|go)`,
        ),
        confidence: 0.85,
      },
      // Ending it, meant: "if I just ended it", "I'm going to end things", and asked about when
      // it could be a book ("I'm going to finish it").
      {
        re: w(
          `(?:if i|once i|going to|ill|i will|want to|could|might|should|better if i|easier if i|kinder if i|best if i)${G2}(?:ended|end|ending) (?:it|things|everything|it all|my life)(?! (?:with|there|here|off|early|at|on|in|for (?:the|tonight|today|now)|now and|shortly|soon and))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(`(?:going to|ill|i will|want to)${G2}finish it(?: all)?(?: for good| tonight)? $`),
        confidence: 0.55,
      },
      // Not wanting to be, in so many words.
      {
        re: w(
          `(?:dont|do not|no longer|never) (?:really )?want to (?:be around|exist|be in this world|be on this earth)(?! (?:for|when|at|to see|while))|(?:want|wish|like|need) to (?:just )?(?:not exist|stop existing|stop being alive|not be alive|vanish for good)|(?:glad|happy|relieved|ready) to be gone|stop being alive|(?:dont|do not) want (?:tomorrow|another day|to see tomorrow)(?! (?:to come|of this|of rain|of work))|(?:had|have) (?:my life|a bellyful of life|enough of this life)${G5}(?:dont want any more|out of it|want out|want it over)|(?:put|putting) me out of it`,
        ),
        confidence: 0.9,
      },
      // Means at hand, or counted.
      {
        re: w(
          `(?:pills|tablets|paracetamol|painkillers|sleeping pills|sleeping tablets|insulin|morphine)${G5}(?:lined up|laid out|counted out|in front of me|in my hand(?!(?: \\S+){0,6} (?:instead of (?:mine|my own)|by mistake|wrong (?:box|ones|tablets|pills)|mixed up))|on the bedside${G3}(?:ready|water|waiting)|ready for (?:when|tonight)|all ready|by to make sure)|(?:could|going to|(?:thinking|think|thought) (?:of|about)|might|want to|tempted to|ill|keep thinking i could)${G3}(?:take|swallow|taking|swallowing)${G5}(?:the lot(?! (?:to|of|down|out|back|round|into|over|up|away|off|home|with|for)(?= ))|the whole (?:lot|bottle|box|packet|strip)|all${G5}(?:at once|in one go|together|and that would be|and thatd be))|how (?:many|much)(?: of)?(?: my)?(?: \\S+)? (?:pills|tablets|paracetamol|insulin|painkillers|sleeping pills)${G5}(?:would|it would|itd|to)${G3}(?:take|kill(?! (?:the |that |this |my |a )?(?:pain|germs|bugs|infection|bacteria|headache|ache|aches|cold|cough|fever|temperature))|do it|stop|be enough|finish)|(?:least painful|quickest|easiest|painless|surest|kindest) way${G3}(?:to go|to die|out|for me|of doing it|to do it|to end)|(?:got|bought|gathered|collected|fetched)${G5}(?:paracetamol|tablets|pills)${G5}(?:so they wouldnt ask|from (?:three|different|several) (?:shops|chemists))`,
        ),
        confidence: 0.9,
      },
      // Places and ways looked at.
      {
        re: w(
          `(?:stood|standing|stand|sat|sitting) (?:at|on) the edge${G5}(?:long time|thinking|jump|couldnt|nearly|a while)|(?:looking|staring|look|looked) (?:at|down at|into) the (?:water|river|drop|rails|tracks)${G5}(?:working up|thinking about|nerve|courage)|working up (?:to it|the (?:nerve|courage))|(?:jump|jumping) (?:from|off) (?:my|the) (?:balcony|bridge|roof|window|cliffs?|multi storey|car park|flats)|(?:drive|driving|drove) (?:off|over) the (?:cliff|edge)|railway${G5}easy to get|(?:rope|razor|knife|knives|blade|hosepipe|hose pipe)${G8}(?:where ill use it|use it on me|you know why|how quick|how quickly|how easy it would|do it with)|(?:hairdryer|heater|radio)${G5}(?:in|into) the bath${G8}(?:couldnt|do it|i will|nearly)|(?:gas|oven)${G5}without lighting|(?:nearly|almost) went through with it|couldnt do it${G3}but i will`,
        ),
        confidence: 0.9,
      },
      // Hoping for death, passively.
      {
        re: w(
          `(?:wishing|wish|hoping|hope|pray|praying) (?:a|the|that a|some) (?:bus|car|lorry|truck|train|van)${G3}(?:would|will|hits?|takes?|knocks?)|(?:wouldnt|would not|dont) mind if (?:a|the) (?:bus|car|lorry|truck|train)${G3}(?:hit|took|knocked|ran)|(?:hope|hoping|pray|praying|wish|wishing)${G5}(?:my heart (?:just )?(?:gives|gave|stops|would stop|would give|will give) (?:out|up)|(?:i|id) (?:get|got|would get) ill and die|(?:each|every) day is (?:the|my) last|(?:thats|its|that is) the last of (?:it|me))|(?:ask|asking|pray|praying|hope|hoping)${G3}not to wake|if i (?:didnt|dont|never|did not) wake(?: up)?${G5}(?:blessing|glad|happy|relief|want that|dont be sad|mercy|wouldnt mind)|if i went in my sleep${G5}(?:glad|happy|blessing|relief)|cross that i (?:did|woke)`,
        ),
        confidence: 0.9,
      },
      // Going to the one who died, by their own hand.
      {
        re: w(
          `(?:follow|join|go to|go and join|be with) (?:him|her|them|my \\S+)${G3}(?:myself|tonight|ive got the|make it happen|dont want to wait|for good)|planning how to (?:follow|join|go to) (?:him|her|them)|(?:(?:rather|want to|wish i could) be|wish i (?:was|were)|(?:id|i d|i would|i ll|ill) be (?:better off|better|happier|best off))(?: \\S+)? (?:six (?:foot|feet) under|in the ground|under the ground|in my grave|in the grave|in the churchyard|in the cemetery|pushing up (?:the )?daisies)|(?:go|going) (?:and )?(?:join|to) (?:him|her|them)${G3}(?:myself|tonight)(?! (?:for|at|in) (?:tea|dinner|lunch|the))`,
        ),
        confidence: 0.85,
      },
      // The last time we speak, the last things given, the letters.
      {
        re: w(
          `(?:wont|will not|dont|no need to)${G2}(?:need to |have to )?(?:ring|call|phone)${G8}(?:wont be here|wont be around|ill be gone|there wont be (?:anybody|anyone)|nobody (?:will|to) answer)|(?<!(?:you|they|he|she) )(?:given|give|giving|sent|gave)(?! (?:me|us) )${G5}(?:away|to)${G8}(?:wont need|shant need|not going to need|not be needing|wont be needing|finishing up|no reason (?:for me )?to stay|im ready|nothing left to do but go)|nothing left (?:to do )?but (?:go|die)|said my goodbyes${G3}(?:im ready|ready|now)|(?:wont|shant|will not|ill not) (?:see|last) (?:the|another|till) (?:winter|spring|summer|christmas|new year)|(?:goodbye|suicide) (?:letters?|notes?)${G8}(?:tonight|leave them|left|written)|before i go for good|(?:going to|im going to) let go${G2}for good|(?:door|doors) (?:unlocked|open) so (?:they|someone|somebody|you) (?:can|could|will) find me|wont be (?:here|around)${G3}(?:ive made|made up|decided)|(?:shant|wont) be ringing back${G5}(?:reach me|goodbye)`,
        ),
        confidence: 0.9,
      },
      // Being a burden, and doing something about it.
      {
        re: w(
          `(?:wont|will not|ill not|shant) be a (?:burden|bother|nuisance)${G3}(?:much longer|for long|ive seen to that|anymore|any more)|(?:kinder|better|easier|fairer)${G3}(?:to|for|on) (?:her|him|them|everybody|everyone|the family)${G3}if i (?:was|were|went|died|wasnt|just)|(?:doing|do) (?:the world|everyone|them|everybody|my family) a (?:favour|kindness) by (?:dying|going|ending|not being)|without me${G5}(?:so ill go|so i will go|so im going|decided to help)|decided to help them${G3}(?:by|go|out)? $|(?:no good|no use) to (?:anyone|anybody)${G5}(?:ending it|by going|by dying|end it)`,
        ),
        confidence: 0.85,
      },
      // Harming themselves on purpose.
      {
        re: w(
          `(?:dug|dig|digging) my (?:nails|fingernails) in${G5}(?:bled|bleed|blood|hurt)|(?:burned|burnt|cut|scalded|hit|hurt|scratched)${G3}(?:my|me)${G3}on purpose|(?:hit|hitting|bang|banging|whack|whacked)${G8}(?:till|until|so) (?:its|it|theyre|they)${G2}(?:black and blue|bleed|bled|bleeding)|want it to hurt|(?:hurt|hurting|harm|harming) (?:myself|me) on purpose`,
        ),
        confidence: 0.9,
      },
      // No hope and no wish for another day.
      {
        re: w(
          `(?:hopeless|no hope|no future|nothing ahead|no light)${G8}(?:cant (?:bear|face|stand|take)|want it (?:finished|over|to end)|stop being|not being here|not be here|just darkness|see myself not)|(?:cant|couldnt) (?:bear|face|stand) another day(?! of)|why bother (?:living|being alive|going on|waking up|getting up)${G3}(?:another day|anymore|at all)? $|(?:hate|dread) waking up${G5}(?:still alive|still here)|cant picture any future${G5}not`,
        ),
        confidence: 0.85,
      },
      // Wanting to be put out of their misery, as an animal would be.
      {
        re: w(
          `(?:put|putting|puts) (?:me )?down like (?:a|an|the|they do (?:a|an|the)) \\S+|(?:put|putting|puts) (?:dogs|animals|cats|horses|the dog|the cat|them) down${G8}(?:me|for me|do that|do the same)|(?:somebody|someone|anybody|anyone|you) (?:could|would|can|cant|couldnt) (?:do that|do the same|put me down|finish me off)${G3}(?:for|to)? me`,
        ),
        confidence: 0.85,
      },
      // Putting things in order, with the tone of a last act: giving things away "for after".
      {
        re: w(
          `(?:gave|given|giving|sent|left|paid|cleared|sorted|written|wrote|put|tidied|labelled|finished)${G8}${GONE}|${GONE}${G8}(?:gave|given|giving|sent|left|paid|cleared|sorted|written|note|letter|key)|nothing (?:left )?(?:to do|for it) but (?:go|die|wait for the end)|(?:at peace|made my peace) with what (?:im|i am) (?:going to|about to) do`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:im|i am) (?:finishing up|wrapping (?:it|things) up|tying up (?:the )?loose ends)(?: now| here| for good)? $|(?:made|taken) my decision(?: now)? $|(?:ive|i have) decided${G3}(?:its time|i wont be here|ill not be here)`,
        ),
        confidence: 0.6,
      },
      // Saving up the means.
      // Tablets put by "for when I've had enough" (a stop of taking them told first): asked about,
      // however far the saying of it runs ("putting them by in a jar in the kitchen drawer, there's
      // a canny few in there now, for when I've had enough like").
      {
        re: w(
          `(?:tablets|pills|painkillers|sleeping pills|co codamol|codeine|morphine|oxycodone|tramadol|insulin|medication|meds|them)(?: \\S+){0,30} for when (?:ive|i have|im|i am|i)(?: (?:just|finally|really))? (?:had enough(?! (?:sleep|to eat|to drink|dinner|tea))|ready(?! (?:for|to))|decide|made up my mind)`,
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:keeping|saving|storing|hoarding|stockpiling|saved|kept|collecting|hiding|stashing|putting by|put by)${G5}(?:them|pills|tablets|sleeping pills|painkillers|prescriptions|insulin)?${G3}(?:${GONE}|for the end|for the day|for when the time comes)|(?:said|told (?:them|him|her|the doctor)) (?:id|i had|i d) lost (?:them|my (?:pills|tablets|prescription))`,
        ),
        confidence: 0.85,
      },
      // An attempt, however long ago, and the means made ready.
      {
        re: w(
          `(?:took|swallowed|taken|had)${G5}(?:whole|all|load|lot|strip|packet|box|bottle|handful|the lot|half)${G5}(?:pills|tablets|them|of them)?${G8}(?:hoping|to (?:die|end it|not wake|go to sleep for good)|woke up anyway|didnt work)|${NOT_HUNG_FOR}(?:tied|tie|tying|fixed|hung|put)${G5}(?:cord|rope|belt|scarf|flex|cable|tie|washing line)${G5}(?:banister|beam|hook|door|neck|loft|rail)|(?:didnt|couldnt|did not|could not) go through with it|(?:knife|blade|razor|scissors|glass)${G3}(?:at|to|against|on|over) my (?:wrist|wrists|throat|neck|arm)`,
        ),
        confidence: 0.9,
      },
      // Going to the dead: asking them to fetch them, lying down beside them, the cold taking them.
      {
        re: w(
          `(?:ask|asking|beg|begging|pray|praying|want|wish|tell)${G3}(?:him|her|them|god|(?:the|our)(?: good)? lord|jesus)${G3}(?:to )?(?:come and |come to )?(?:fetch|take|collect|get) me|(?:lie|lay) down (?:next to|beside|with|by) (?:my \\S+|him|her)${G5}(?:churchyard|cemetery|grave|not get up|never get up)|(?:let|letting) the (?:cold|sea|water|river|snow|tide) take me|(?:without (?:him|her)|since (?:he|she) (?:went|died|passed)|(?:hes|shes) (?:gone|dead)|been gone|lost (?:him|her))${G8}(?:go to (?:him|her)|be with (?:him|her) (?:soon|now|again)|join (?:him|her)|fetch me|take me)`,
        ),
        confidence: 0.85,
      },
      // Ways and places: the gas oven, the exhaust, the drop from a bridge, the fast trains.
      {
        re: w(
          `(?:thinking|thought|wondering|wondered) (?:about|of) (?:the |my )?(?:car |old )?(?:gas oven|oven|exhaust|hose|hosepipe|bridge|railway|tracks|cliff|edge|pills|tablets|rope)${G8}(?:do it|end|done|used to|garage|way)?|(?:gas oven|car exhaust|exhaust pipe|hosepipe|old hose)${G8}(?:thinking|thought|been thinking|do it|end it|used to do it)|(?:bridge|cliff|edge|platform|railway|tracks|multi ?storey|roof|tower block)${G8}(?:looking down|look down|working up|the drop|how high)|watching the (?:fast |express )?trains (?:go|come) (?:through|past|by)`,
        ),
        confidence: 0.7,
      },
      // A goodbye that closes every door.
      {
        re: w(
          `you (?:shant|wont|will not) (?:reach|get hold of|hear from|be hearing from) me${G3}(?:again|anymore|any more)?|tell (?:my|our) \\S+ (?:i love|that i love)${G5}(?:when they find me|after im gone|when im gone|after)|(?:this|it) (?:might|may|could) (?:be|well be) the last time (?:we|well|youll|you)${G2}(?:speak|talk|hear)`,
        ),
        confidence: 0.8,
      },
      // Without hope and without a reason to go on breathing.
      {
        re: w(
          `(?:hopeless|no hope|no way out|no way forward)${G8}(?:no reason|cant see any reason|nothing)${G5}(?:get up|breathe|go on|carry on|live|wake)|(?:no|any|cant see any|cant find any) reason to (?:breathe|go on breathing|keep breathing|keep going|wake up)`,
        ),
        confidence: 0.85,
      },
      // Medicines stopped on purpose, to die.
      {
        re: w(
          `(?:stopped|stopping|not taking|quit|given up|gave up|come off|came off|thrown away|binned|flushed)${G3}(?:taking )?(?:my |the |all my |all the )?(?:warfarin|heart pills|heart tablets|blood thinners|insulin|tablets|pills|medication|medicine|meds|water tablets)${G8}(?:on purpose|deliberately|want to go|want to die|to die|hoping|not starting again|not going to start|let nature|for the big one|to go|let it take me)`,
        ),
        confidence: 0.85,
      },
      // How many it would take; enough to kill me.
      {
        re: w(
          `(?:how many|how much|would|will|does|do|could)${G5}(?:aspirin|aspirins|paracetamol|pills|tablets|sleeping pills|painkillers|insulin|warfarin)${G5}(?:kill(?! (?:the |that |this |my |a )?(?:pain|germs|bugs|infection|bacteria|headache|ache|aches|cold|cough|fever|temperature))|be enough to (?:kill|finish|end)|be fatal|take to die)|enough (?:pills |tablets |of them )?to (?:kill me|finish me off|do me in|end it)`,
        ),
        confidence: 0.8,
      },
      // Only the cat (or someone) keeps them here.
      {
        re: w(
          `if it (?:wasn ?t|weren ?t|was not|were not) for${G5}(?:id|i would|i d)(?: have)? (?:done it|gone|ended it|finished it|been gone)`,
        ),
        confidence: 0.85,
      },
      // Envying the dead.
      {
        re: w(
          `(?:envy|envied|jealous of|swap places with)${G5}(?:the dead|death notices|obituaries|in the ground|(?:in )?(?:that|the) (?:cemetery|graveyard|churchyard)|who died|whos died|dead people)`,
        ),
        confidence: 0.7,
      },
      // Having hoped to die.
      {
        re: w(
          `(?:hoped|hoping|prayed|praying) (?:that )?(?:id|i would|i d) (?:die|not wake|be dead|go in my sleep tonight)`,
        ),
        confidence: 0.8,
      },
      // Goodbyes the family did not know were goodbyes.
      {
        re: w(
          `(?:said|say|saying|made) (?:my )?(?:goodbyes?|farewells?)${G8}(?:dont know|didnt know|dont realise|didnt realise|no idea)${G5}(?:what it was|thats what|it was|for good|last)`,
        ),
        confidence: 0.8,
      },
      // Calling it a day on living.
      {
        re: w(
          `(?:time i|going to|want to|ready to) call(?:ed)? it a day${G2}(?:for good|on (?:life|living|everything|it all))`,
        ),
        confidence: 0.8,
      },
      // Harm done to themselves, on purpose.
      {
        re: w(
          `(?:cut|cutting|slash|slashed|slashing|scratch|scratched|scratching|burn|burned|burnt|burning|stab|stabbed|stabbing|hit|hitting|bang|banged|banging)${G2}(?:my|myself on the) (?:arms?|legs?|wrists?|thighs?|skin|head|hands?|face)${G8}(?:on purpose|deliberately|to feel|so i feel|so i can feel|till it bled|until it bled|till i bled|until i bled|where nobody can see|where no one can see)|(?:cut|cutting|slash|slashed|slashing|scratch|scratched|burn|burned|burnt|stab|stabbed)${G2}my (?:arms?|legs?|wrists?|thighs?|skin)${G3}with (?:the|a|my) (?:scissors|razor|blade|knife|lighter|cigarette)|did something (?:silly|stupid) (?:with|to) (?:the knife|a knife|the razor|a razor|the pills|the tablets|myself)`,
        ),
        confidence: 0.85,
      },
      // Wishing to be dead, or gone.
      {
        re: w(
          `(?:id|i would|id as|id sooner|id rather|id happily|id gladly|i want to|i wanna|i just want to|id like to|i wish i could|i wish i was|i wish i were|i wish i wasnt|glad to be|happy to be|as soon|sooner|rather) (?:\\S+ ){0,3}(?:be dead|die|dead|not wake|not be here|not exist|be six foot under|pushing up daisies|go to my grave|snuffed it|out of it for good|fade away|slip away|disappear and never|alive)(?! (?:of|from|laughing|for|to see|with laughter))|(?:whether|if) i (?:live|wake up) or (?:die|not)`,
        ),
        confidence: 0.85,
      },
      // Joining the dead: a spouse waiting, "time I joined him".
      {
        re: w(
          `(?:join|go and join|be with|meet|go to) (?:my |our )?\\S+(?: \\S+)? (?:now|up there|in heaven|on the other side)(?! (?:and then|for))|(?:hes|shes|theyre|\\S+s) (?:been )?waiting for me(?! (?:at|in|outside|by|downstairs|with|to))|be with (?:my |our )?\\S+(?: \\S+){0,3} (?:hes|shes|he|she) (?:passed|past|died|went)|(?:time i|ready to|i should|hurry up and) (?:go and )?(?:join\\S*|be with|meet) (?:my|him|her|them|\\S+)(?! (?:for|at|in|on) (?:dinner|tea|lunch|christmas|the|a))|kept (?:her|him) waiting (?:long )?enough`,
        ),
        confidence: 0.8,
      },
      // Getting ready: pills saved, things given away, letters written, goodbyes said.
      {
        re: w(
          `(?:saving|savin|saved|keeping back|kept back|stockpil\\S*|hoard\\S*|collecting|tipped|putting aside|put aside|squirrel\\S*)(?: \\S+){0,4} (?:pills|tablets|morphine|patches|prescriptions|medicine)(?! (?:wrappers?|foils?|packets?|boxes|tubs?|bottles|for (?:the )?recycling))|(?:pills|tablets|morphine|patches|collection)(?: \\S+){0,6} (?:for when i (?:decide|have had|ve had|am ready(?! (?:for|to))|m ready(?! (?:for|to))|go)|when im ready(?! (?:for|to))|in case i get brave|ready for when|enough to (?:kill|do)|i count them)|pick the night|tonights the night|(?:written|writing|wrote|left)(?: \\S+){0,3} (?:letters?|a note|notes)(?: \\S+){0,10} (?:after im|to find after|sorry for what|where everything is|wont be here|when im gone|for them to find)|good ?bye letters?|said my goodbyes(?!(?: \\S+){0,4} (?:before (?:they|she|he|we) (?:moved|left|went)|at the))(?!(?: \\S+){0,12} (?:moving|move|moved|holiday|bungalow|flat|new house|care home|retirement|cruise|trip))|(?:given|giving|gave) (?:away )?(?:all )?(?:my|the) (?:\\S+ )?(?:rings?|wedding ring|pearls|bits|things|photos|jewellery|good china|brooch)(?: \\S+){0,12} (?:wont need|shant need|nothing left|after im gone|where im going|not going to need|when im gone|for when i)|(?:given|giving) (?:all )?(?:my|the) (?:\\S+ )?(?:rings?|bits) away`,
        ),
        confidence: 0.85,
      },
      // No wish to go on.
      {
        re: w(
          `(?:dont|do not) see why i should (?:stay|keep going|carry on|go on|wait|bother|be here)|(?:no|nae|nothing|any) reason (?:to|tae) (?:stay|get up|live|carry on|go on|keep going|be here)|lost (?:all )?(?:the )?will to (?:live|carry on|go on)|(?:cant|cannot) keep going|(?:dont|do not) want to see (?:the|another) (?:morning|day|christmas|spring|birthday|winter)|(?:dont|do not) want (?:any more|anymore|no more) (?:birthdays|christmases|days|mornings|of (?:them|it))|(?:only|just) (?:still )?here (?:because of|for) (?:the )?(?:dog|cat)|(?:after|when|once)(?: \\S+){1,5} (?:goes|gone|passes|passed|dies|died)(?: \\S+){0,2} (?:thats|then thats) me (?:done|finished)|(?:thats|then thats) me (?:done|finished)(?: \\S+){0,3} (?:ive|i have) (?:decided|made (?:up )?my mind)|(?:thats|then thats) me (?:done|finished) (?:for good|with (?:it all|life|living|everything|this world))|borrowed time${G5}give it back|not long for this world${G5}(?:dont want|made sure|want)|(?:dont|do not) want to be (?:here|hear) (?:no more|anymore|any more)|(?:sick|tired|wore out|worn out|weary|had a bellyful) (?:\\S+ ){0,3}(?:livin|living|being alive|this life)(?! (?:in|with|next to|on|at|like this in|here in))|(?:wasting|waste of) (?:everybodys|everyones|their) time being alive|(?:want|like) (?:it|my life) to be (?:properly )?over|choose when i die`,
        ),
        confidence: 0.8,
      },
      // A way, a place, a means: the bridge, the river, the car in the garage, the rope.
      {
        re: w(
          `(?:canal|river|bridge|railway|railway line|train line|reservoir|quarry|cliff|cliff path|platform|motorway|gorge|harbour|the sea|dam|edge)${G8}(?:step off|stepping off|jump\\S*|walk in|walking in|keep walking|not come (?:back|up)|not coming back|wouldnt take much|wouldnt be hard|would be quick|be quick|be the end|how easy|calling me|looking down|drown\\S*|die there)|(?:looking|been looking|keep looking|thinking about|thinking of)(?: at)? (?:the |them|it|those)?(?: \\S+){0,2} (?:beams|rope)|(?:rope|beams)${G8}(?:been looking|thinking|had a look|looking at)|(?:engine running|engine on|engine going|turning the engine on)${G8}(?:garage|door shut|thinking|ending)|(?<!(?:warming|warm|warmed|defrosting|defrost|starting|revving|tinkering with|working on|fixing|mending|servicing)(?: the| my| me| our| up the)? )(?:car|sat|sit)${G5}garage${G8}(?:engine|door shut(?! (?:because|cause|for|against) (?:of )?the (?:cold|frost|wind|rain|snow))|quiet death)|garage with the door shut|plastic bag in my hand|(?:drive|driving|drove|going off in the car)(?: \\S+){0,4} (?:into|in to) (?:a wall|the river|the sea|a tree|the canal)|(?:out|up) to the (?:gorge|cliffs?|quarry|bridge|reservoir)${G3}not coming back|window${G8}thinking it(?:d| would) kill me|edge${G8}(?:thinking it(?:d| would) kill me|looking down)`,
        ),
        confidence: 0.85,
      },
      // Not meaning to see another Christmas ("I don't plan on seeing another Christmas"): acted on;
      // not expecting to, as the very ill may say, asked about.
      {
        re: w(
          `(?:(?:dont|don t|do not|not|never|wont|won t)(?: \\S+)? (?:plan|planning|intend|intending|mean|meaning|going|gonna|want|wanting)(?: on| to)?|(?:no|got no|ve no) (?:intention|intentions|plans?) of) (?:see|seeing|be here for|being here for|make it to|making it to|last till|lasting till|stick around for|sticking around for|hang on for|hang around for) (?:another|next|the next|one more|this) (?:christmas|birthday|spring|summer|winter|year|easter|new year)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:dont|don t|do not|not|never|wont|won t)(?: \\S+)? (?:expect|expecting|think i ll|think ill|reckon i ll|reckon ill)(?: to)? (?:see|seeing|be here for|make it to|last till) (?:another|next|the next|one more) (?:christmas|birthday|spring|summer|winter|year|easter|new year)`,
        ),
        confidence: 0.6,
      },
      // Hoping not to wake; sorry to have woken.
      {
        re: w(
          `(?:hoping|hope|hoped|pray\\S*|wish\\S*|wishing)(?: \\S+){0,6} (?:wouldnt|wont|not|never|no) (?:wake|to wake|wake up)|(?:hoping|hope|pray\\S*)(?: \\S+){0,8} (?:does for me|finish(?:es)? me|kills me|take me|takes me|comes back and)|(?:disappointed|sorry|hate|hated)(?: \\S+){0,4} (?:i woke|to wake|waking up|to find i|im still alive|i havent died)|envy (?:every one of )?(?:them|the dead)|(?:sleep|bed|lie down|lay down|asleep|close my eyes)(?: (?!(?:he|she|hes|shes|he s|she s|they|theyre|him|his|her|hers)(?= ))\\S+){0,5} (?:not|never|no|nae|and not) (?:\\S+ )?(?:wake|waking|get up|git up|come back|bother waking)|(?:fall|fa|drift) (?:asleep|off)(?: \\S+){0,4} (?:that be that|and die|be done)|close my eyes and (?:die|be done)|(?:think|thinking|thought|dream|dreaming|daydream\\S*) (?:about|of)(?: just| simply)? (?:not|never) (?:waking|wake)|let (?:it|the cold|the illness|the cancer) take me`,
        ),
        confidence: 0.85,
      },
      // Stopping food, drink or medicine in order to die.
      {
        re: w(
          `(?:not|stop|stopped|stopping|refus\\S*|skip\\S*|spitting|give up|given up|giving up)(?: \\S+){0,3} (?:eating(?! (?:bread|meat|red meat|sugar|cake|biscuits|chocolate|sweets|crisps|cheese|salt|fried|takeaways|so much|as much|between))|food|meals?|tablets|pills|medicine|meds|water|drinking)(?: \\S+){0,10} (?:ive decided|made up my mind|i made up my mind|let it happen|let death|see what happens|on purpose|so ill die|want to die|to die|and die|i dont want to|dont intend to|waste away)|(?:havent|not) (?:eaten|had anything)(?: \\S+){0,5} (?:and|i) (?:i )?(?:dont want to|dont intend to|want to go)|(?:heating|fire)(?: \\S+){0,4} (?:off|go out)(?: \\S+){0,2} (?:on purpose|hoping|till im dead)|till im dead|let(?:ting)? myself (?:die|waste away|fade|slip away)`,
        ),
        confidence: 0.85,
      },
      // Being a burden: they would be better off, save money, be glad.
      {
        re: w(
          `(?:better off|better of|better aff|freer|happier|manage better|get on with their lives|save a fortune|glad to see the back of me|a favour|a kindness|kindest thing)(?: \\S+){0,8} (?:without me|with out me|if i (?:was|were|went|wasnt|wasnae|was not|just went|died|snuffed)|by dying|for good|i went|when im gone|wasnt around|wasnt here|than (?:with|wi|having) me)|(?:weight|millstone) round (?:their|everyones|anybodys) necks?|surplus to requirements|(?:if|when) i (?:was|were) (?:gone|dead)${G5}(?:sooner|better|might as well|save|glad)|(?:if|once) i (?:wasnt|wasnae|werent|was not) (?:here|around)${G3}(?:they|theyd|the \\S+|my \\S+|everyone|everybody)${G3}(?:have|get|d have|would have|could have)${G3}(?:it all|everything|the money|the house|the lot)|(?:wouldnt|would not) be (?:any|a) loss if i (?:went|died|was gone)`,
        ),
        confidence: 0.85,
      },
      // Hurting oneself on purpose.
      {
        re: w(
          `(?:cut|cutting|cuttin|scald\\S*|burn\\S*|bit|bite|biting|punch\\S*|hit|hitting|pull\\S*|held|hold|holding|scratch\\S*|bang\\S*)(?: \\S+){0,6} on purpose(?! (?:to|for) (?:make|get|cook|see))|(?:razor|knife|scissors|blade)(?: \\S+){0,4} (?:to|on|into|at) (?:my|me|ma) (?:\\S+ )?(?:arm|arms|wrist|wrists|legs?|skin)|(?:cut|cutting|cuttin|slash\\S*)(?: \\S+){0,2} (?:my|ma|me) (?:\\S+ )?(?:arm|arms|wrist|wrists|legs)(?: \\S+){0,2} (?:with|wi|again)|(?:something|summat) (?:silly|daft|stupid)(?: \\S+){0,3} (?:to myself|with the (?:knife|razor|scissors|pills|tablets))|punching myself|(?:i|im) deserve (?:it|the pain)`,
        ),
        confidence: 0.85,
      },
      // Tried before; will finish it.
      {
        re: w(
          `(?:tried|attempted) (?:it )?(?:once )?before(?: you know)? $|(?:tried|attempted) (?:it )?(?:once )?before${G8}(?:this time|manage it|do it properly|again)|(?:next time|this time) ill do it properly|(?:manage|get) it (?:right )?this time|(?:might|may) as well (?:do it|finish (?:it|the job)|go and finish|end it|be dead|not exist|not be here)|ways to (?:finish|end|do) it|(?:god|(?:the|our)(?: good)? lord|jesus)(?: \\S+){0,4} (?:wont|doesnt|isnt going to|will not) take me|of my own accord|(?:take me|kill me|cancer|god|lord)(?: \\S+){0,6} (?:or )?ill do it myself|not (?:going to )?wait(?:ing)? for (?:god|(?:the|our)(?: good)? lord)|(?:dont|do not) want to wait for (?:god|(?:the|our)(?: good)? lord)|(?:said|told) (?:to )?(?:god|(?:the|our)(?: good)? lord|jesus)(?: \\S+){0,2} (?:im|i am) ready|(?:should have|shouldve) been me|(?:wish id|wish i had) (?:died|gone) with`,
        ),
        confidence: 0.8,
      },
      // Soon gone, and said so: not needing things, not here by then.
      {
        re: w(
          `(?:not|never) (?:planning on|going to be|expecting to be) (?:being )?(?:around|here|alive) (?:for|by|at|much)|(?:go|going) the (?:same )?way (?:my|our) \\S+ (?:went|did)|(?:looked after|know what to do|take the cat|have the cat)${G8}(?:when i do it|when im gone|after im gone|if anything happens)|(?:wont|shant|will not|ill not) (?:be )?(?:need|needing|be needing|troubling|a trouble|a bother|a burden|alive|around|here)(?: \\S+){0,6} (?:much longer|for long|after (?:today|tonight|this week)|by (?:then|the weekend|the spring|next week|tomorrow)|next week|soon|where im going|ive decided|made up my mind|got it all planned|ive seen to)|(?:ill|i will) be dead by(?! the time)|be dead by (?:then|tomorrow|the morning|the weekend)(?! (?:ha|haha|lol))|(?:sort|deal with) it (?:myself|so im not)(?: \\S+){0,4} (?:permanently|for good|anymore)|made (?:my|all my|the) (?:final )?arrangements|seen to everything so (?:they|nobody|no one)`,
        ),
        confidence: 0.8,
      },
    ],
    stop_calls: [
      {
        // Not wanting to pick up any more ("with all these scams I don't much fancy answering the
        // phone now"): asked about, the calls not stopped on it alone.
        re: w(
          '(?:dont|don t|do not|no longer)(?: much| really| really want to| even)? (?:fancy|feel like|want to|like) (?:picking up|answering|pick up|answer)(?: the phone| it)?(?: \\S+){0,3} (?:any ?more|now|these days)',
        ),
        confidence: 0.6,
      },
      // "I don't think I'll be needing you to phone every morning any more… you can stop them now".
      {
        re: w(
          `(?:wont|won t|will not|not|dont|don t|do not|no longer)(?: \\S+){0,4} (?:need|needing) (?:you )?to (?:phone|ring|call)(?: me| us)?(?: \\S+){0,3} (?:any ?more|no more|any longer)|(?:calls|phoning|ringing)${G12}you can (?:stop|end|cancel) (?:them|it|those)(?: now)?(?= |$)`,
        ),
        confidence: 0.85,
      },
      // A pause: "give it a rest for the summer", "no calls till we're back".
      {
        re: w(
          `give (?:it|them|the calls|the phoning|the ringing) a rest (?:for|till|until|while|over)|no (?:more )?(?:calls|ringing|phoning) (?:till|until|for (?:a|the|two|three|four|\\d+)|while|over (?:the|christmas|easter|summer))|(?:dont|do not|no need to) (?:ring|call|phone)(?: me)? (?:till|until) (?:were|we re|im|i m|i get|we get|after)`,
        ),
        confidence: 0.85,
      },
      // The calls named, then let go of: "this calling every day, you can pack it in now".
      {
        re: w(
          `(?:(?:these|this|the|your|all this|all these) (?:daily )?(?:calls|calling|ringing|phone calls|check ?ins)(?: every ?day| each day)?)${G5}(?:you can|you could|please|best|just|lets|better)(?: \\S+)? (?:pack (?:it|them) in|knock (?:it|them) on the head|give (?:it|them) a rest|call it a day|drop (?:it|them)|stop (?:it|them)|put a stop to (?:it|them))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:close|cancel|shut) (?:my|the) account|(?:you can|please) (?:close|cancel) (?:it|me|my (?:account|subscription))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?:switch|turn|cut|sign|take) me off (?:the|these|your|this|my) (?:daily )?(?:calls|phone calls|ringing|list|rota|round)',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:stop|quit|cease|cut out|give up|knock off|pack in)${G2}(?:calling|ringing|phoning|the calls|these calls|your calls|the phone calls|these phone calls|calling me|checking (?:up|in) on me)(?! me (?:dear|love|darling|sweetie|honey|madam|sir|mrs|miss|mister|mr|by|that|mum|mam|nan|gran|auntie)| (?:my|her|his|the) (?!calls))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:dont|no need to|needn t|neednt|theres no need to|you dont have to|you dont need to|no point|please dont|rather you didnt|prefer (?:it )?if you didnt|prefer you didnt|like you to stop|want you to stop)${G2}(?:call|ring|phone|calling|ringing|phoning|bother calling|bother ringing|bother phoning)(?: me)?${G2}(?:anymore|any more|again|every day|everyday|each day|daily|tomorrow|from now on|no more)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:rather|prefer|like)${G2}(?:you|if you|that you)${G2}(?:didnt|did not|wouldnt|would not|stopped|stop|no longer)${G2}(?:call|ring|phone|calling|ringing|phoning)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:dont|no longer|not|never|wont) (?:want|need|require|like|care for|wish for)${G3}(?:these|the|your|any|any more|anymore|this|those|more|daily)${G2}(?:calls|phone calls|calling|ringing|check ins|checkins|check in calls|service|phoning)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:take|cross|remove|strike|scratch|delete|drop)${G2}(?:me|my name|my number) off|(?:remove|delete|drop|unsubscribe|sign) me (?:from|off|out)|unsubscribe|opt (?:me )?out|off your list`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:cancel|end|finish|stop|discontinue|cut)${G2}(?:the|these|your|my|this|all the|those) (?:daily |phone |morning |regular )?(?:calls|phone calls|check ins|checkins|service|ringing)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          'no more (?:calls|phone calls|ringing|check ins|of these calls|of your calls|phoning)|(?:had|have) enough of (?:these|the|your) calls|enough (?:calls|of these calls)',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:tell|let)${G3}(?:dont|do not|no longer|not) want${G3}(?:calls|phone calls|ringing|calling)`,
        ),
        confidence: 0.85,
      },
      { re: w('leave me (?:alone|be)(?: now)?(?: please)? $|(?:stop|quit) bothering me'), confidence: 0.6 },
      {
        re: w(
          `(?:stop|cancel|end|terminate|finish|halt|discontinue|pack in|do away with)${G3}(?:calls|call|phone calls|ringing|phoning|calling|porchlight|check ins)${G3}(?:please|altogether|now|for good|thank you|every day|daily)?|(?:stop|cancel|end|halt|discontinue|pack in)${G2}(?:them|it) (?:altogether|every day|daily)|(?:knock|knocking)${G3}(?:calls|ringing)${G2}on the head`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:calls|ringing|phoning|phone call|phone calls|porchlight)${G3}(?:stopped|cancelled|canceled|ended|to stop|to end|finished|stop altogether)|stopped altogether|want (?:it|them|the calls) stopped`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:dont|do not|no longer|not|never|wont|will not|ill not)(?! like (?:anyone|anybody|people|folk|many|my (?:phone|family|kids|children)|the phone|theres|there s|i )(?= |$))${G2}(?:want|need|require|like|wish|have time for|want to carry on with)${G5}(?:calls?|ringing|phoning|calling|rung|called|ring me|call me|phone me|to call|to ring|to phone|phone call)(?! (?:my|her|him|them|the (?:police|cops|ambulance|paramedics|fire brigade|hospital|gp|nurse|vet|council|landlord|bank|priest|vicar|minister|neighbours?)|the doctor|the surgery|a taxi|the plumber|someone|anyone|anybody|somebody|nobody|no one|people|that number|a (?:\\S+ )?line|the (?:\\S+ )?line|a helpline|the helpline|the samaritans|988|999|911|my daughter|my son|about (?:them|it|that|those|the|my)))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:sick|tired|fed up|had enough|weary) (?:of|with) (?:these|the|your|all these|all the|this) (?:calls|phone calls|ringing|phoning)|(?:never|didnt|did not) ask(?:ed)? for (?:these|the|your) calls|do i have to have (?:these|the) calls|(?:calls|ringing)${G3}(?:a bit of a )?(?:bother|nuisance)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:never|dont|please dont|do not|please do not|can you not|could you not|would you not)(?: (?!(?:miss|forget|mind|worry|fail)(?: |$))\\S+){0,2} (?:call|ring|phone|rung|called)(?: me)?${G3}(?:again|anymore|any more|from now on|every day|everyday|tomorrow)|please dont (?:call|ring|phone)(?: me)? $|(?:if|that) you (?:didnt|did not|wouldnt) (?:call|ring|phone)${G2}(?:anymore|any more|again)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `no (?:more|further|longer any) (?:\\S+ )?(?:calls|phone calls|ringing|phoning)|no calls (?:from now on|anymore|any more|please)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:taken|take|cross|crossed|strike|struck|scrub)${G2}(?:my name|my number|me) off|name taken off|(?:cancel|end|stop) (?:porchlight|the service|my subscription)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:dont|do not) (?:have|need) to (?:call|ring|phone) me|no need to (?:keep )?(?:call|ring|phone)(?:ing)?(?: me)?|(?:you )?need(?:nt| not) (?:bother )?(?:call|ring|phone)(?:ing)?`,
        ),
        confidence: 0.85,
      },
      // A mention of the calls, and wanting them over, anywhere in the same turn.
      {
        re: w(
          `(?:calls?|(?:ringing|ringin|phoning|phonin|calling|callin)(?! (?:the|a|an|for|my|his|her|their|our|him|them|up|round|out|on|about|at|to|someone|somebody|anyone|anybody|everyone|people|because|cos|coz|cause|since) )|rung|ring me|phone calls?|checked on|checking on me|the service)${G8}(?:to stop|(?<!(?:since|when|after|because|till|until|before|cos|as|that|who) (?:\\S+ ){1,2})stopped|stop (?:now|them|it|please)|please stop|stop $|cancel\\S*|leave it|leave the calls|call it a day|(?:not be|wont be|shant be|will not be|ill not be) (?:needing|wanting)|(?<!(?:^| )(?:nobody|no one|noone|naebody|nobody else|no one else|none of them)(?: \\S+){0,3} )(?:anymore|any more|no more))|(?:calls?|ringing|ringin|rung|phoning|phonin|calling|callin|phone calls?|checked on|checking on me|the service)${G3}(?:end|last)(?! (?:night|nite|week|year|month|time|weekend|christmas|easter|summer|winter|autumn|spring|monday|tuesday|wednesday|thursday|friday|saturday|sunday|of|for|long|longer|a|an|the|about|till|until|up|out|me|one|thing|bit))|(?:calls?|ringing|phoning|phone calls?|calling|the service)(?: (?:are|is|can be|could be|should be|might as well be|be|re|s|were|all|just))+ over|(?<!(?:she|he|they|she s|he s|theyve|they ve|she has|he has|they have|sister|brother|son|daughter|friend|friends|niece|nephew|neighbour|neighbor|everyone|everybody|nobody|people|cousin|grandson|granddaughter|kids|children|family|mother|mum|mam|mom|dad|wife|husband) )(?:stop|stopped|end|leave|cancel|not be needing|wont be needing|shant be needing|ill not be wanting|not be wanting|rather not (?:carry on with|have|get))(?: (?!reminders?(?= ))\\S+){0,5} (?:calls?|ringing|ringin|phoning|phone calls?|calling me|callin me|rung|checked on)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:would|do) you mind not (?:phoning|ringing|calling)|(?:dont|do not|please dont) (?:ring|call|phone) me(?:,)?${G3}(?:ill|i ll|i will) (?:ring|call|phone) you|(?:delete|remove|erase) my (?:number|details)|(?:can|could) i cancel (?:this|it|the calls|porchlight)|make this the last (?:call|one)|(?:dont|do not) (?:schedule|book|arrange|set up) any more calls|(?:dont|do not) want to be (?:checked on|called|rung|phoned)|why (?:do|are) you (?:keep|still) (?:ringing|calling|phoning)|stop (?:ringin|callin|phonin)|this isnt (?:really )?for me|no call for (?:these|the) calls|(?:id|i d|i would) (?:like|prefer|rather) (?:it|them|the calls) to stop|want (?:it|them) to stop`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:pause|suspend|hold|put on hold)${G2}(?:the |my |these |your |daily )?(?:calls|ringing|phone calls|check ins)|ringing${G8}pack it in|(?:like|want) to stop (?:now )?for good`,
        ),
        confidence: 0.85,
      },
    ],
    resume_calls: [
      // "Could you start them up again?": the calls, when they were stopped and are asked about.
      {
        re: w(
          `(?:start|put|turn|switch|get) (?:them|those|em) (?:up |back |back up |going |on )?(?:again|back on)`,
        ),
        confidence: 0.6,
      },
      // A stop taken back: "no, forget I said that, you keep on calling".
      {
        re: w(
          `(?<!(?:dont|do not|didnt|wont|never|not|no need|stop|rather|prefer|no point)(?: \\S+){0,4} )(?:keep (?:on )?|carry on |go on |continue )(?:calling|ringing|phoning)(?: me)?(?! (?:names|the wrong|at (?:night|the wrong)))|(?:dont|do not) stop (?:calling|ringing|the calls)(?! (?:at night|so late|so early))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:start|begin)${G3}(?:the |my |your |daily |morning |evening |phone |check in )*(?:calls|phone calls|check ins|phoning|ringing)${G2}(?:up )?(?:again|back)|(?:start|begin) (?:ringing|calling|phoning)${G5}again`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:start|resume|restart|begin|turn on|switch on|put back|bring back|carry on)${G3}(?:calling|ringing|phoning|the calls|daily calls|your calls|the phone calls|check ins)(?: me)?${G2}(?:again|back|every day|daily)?`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:call|ring|phone)(?: me)?${G2}(?:every day|everyday|each day|daily|every morning|every afternoon) again|(?<!(?:dont|do not|never|not|no|nt|wont)(?: \\S+){0,2} )(?:want|like|miss)${G3}(?:calls|phone calls|ringing) back|calls back on|(?:start|begin) (?:ringing|calling|phoning) (?:me )?again`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?<!(?:if|in case|should|when|whenever|case)(?: i| i ever| ever)? )(?:changed|change) my mind(?: about the calls)?|(?:can|could|would) you (?:start )?(?:call|ring|phone)(?:ing)? me again',
        ),
        confidence: 0.6,
      },
      // Bringing the calls back, in the many words for it.
      {
        re: w(
          `(?:restart|resume|reinstate|unpause|un pause|bring back|put back|turn back on|switch back on|go back to|start back up|start up again)${G3}(?:the |my |your |these |those |daily |morning |phone |check in |regular )*(?:calls?|phone calls?|ringing|phoning|check ins|checkins)|(?:calls?|phone calls?|check ins|ringing|phoning)${G5}(?:reinstated|restarted|resumed|unpaused|back on|start (?:again|back up|up again)|to start again|to carry on again|come back|back up)|(?:take|taking) the pause off|opt(?:ed)? (?:me )?back in|sign me back up|back on (?:the|your) (?:calling |call )?list|(?:start|begin) (?:ringin|ringing|calling|phoning|checking (?:on|in on)) (?:me )?again|pick up${G3}calls? again`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!(?:dont|do not|never|no need to|not|no|nt|wont|rather not)(?: \\S+){0,3} )(?:(?:have|get|want|like|had)${G3}(?:the |my |your |daily |phone |morning )*(?:calls|phone calls|check ins|daily call)${G2}(?:back|again|after all)|(?:ring|call|phone) me again${G3}(?:every day|daily|each day|tomorrow and|like before)|(?:be )?(?:rung|called) (?:every day|daily) again|(?:ring|call|phone) me again${G3}(?:love|dear|please)? $|without (?:the|your) calls${G5}(?:again|start|ring|back)|(?:going|go) back to (?:getting )?(?:the |daily )?(?:calls|a (?:phone )?call every day)|(?:calls|phone calls)${G2}(?:again|back)${G3}(?:after all|like before|now|please))`,
        ),
        confidence: 0.75,
      },
    ],
    goodbye: [
      // "Righto, thanks mate, all the best", "…socks to put away in it now, cheers love": a sign-off
      // that closes the turn.
      {
        re: w(
          '(?:all the best|cheers (?:love|dear|pet|mate|duck|hen|darling|sweetheart|then|now|for now|for that|for calling|for ringing)|cheerio then|ta ra|ta-ra|tata for now)(?: (?:love|dear|pet|mate|duck|hen|darling|then|now))?(?= $)',
        ),
        confidence: 0.9,
      },
      // "Catch ya", "catch you later" at the end.
      {
        re: w('catch (?:ya|you|yous|youse)(?: later| soon| tomorrow| then)?(?: \\S+)?(?= $)'),
        confidence: 0.9,
      },
      {
        re: w(
          // A goodbye said now: not one told of ("I said goodbye to the old house"), not "we all have to
          // go sometime", and "that's all" only as the turn's opening words ("No, that's all"), never
          // "that's all right" or a closing "…, that's all". "So long" opens or closes the turn
          // ("well, so long now"): never "fussing that I took so long" or "so long as".
          // Welsh "hwyl" ("hwyl now", "hwyl fawr") and Māori "ka kite", closing the turn.
          '(?:hwyl|hwyl fawr|hwyl nawr|ka kite(?: ano| anō)?|haere ra|hei konei ra)(?: now| then| bach| cariad| dear| love)?(?= $)|(?<!(?:^| )(?:said|saying|waved|wave|waving|a|wee|little|the|their|big|fond|our|last|final) )(?:bye|goodbye|good bye)(?! (?:to|summer|winter|autumn|spring|do|party|card|present|hug|kiss|wave|lunch|dinner|drinks|tea|cake|hello) )|(?<=^ (?:(?:well|ok|okay|right|alright|oh|so|then|and|bye) ){0,3})so long(?! (?:as|ago|since|before|after|that|to|for (?!now)))|(?<!(?:took|take|takes|taking|taken|been|for|how|was|is|its|it s|thats|that s|as|why|waited|waiting|lived|live) )so long(?: (?:now|then|dear|love|friend|partner|honey|pal|for now))*(?= $)|hoo roo|hooroo|ooroo|good luck(?: now| so| then)?(?= $)|till tomorrow(?= $| (?:then|love|dear|now|pet|hen|duck|bye|cheerio|god bless)(?= |$))|(?<=(?:^|thanks|thank you|ta|bye|right|okay|ok|well|so|love|dear|pet|hen|duck|cheerio|then|lovely|grand) (?:\\S+ )?)(?:till|see you|see ya) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= $| (?:then|love|dear|now|pet|hen|duck|bye|cheerio|god bless)(?= |$))|(?:catch|talk to) (?:you|ya) later|(?<!(?:wedding|engagement|eternity|her|his|my|the|a|gold|diamond|signet) )ring off|toodle(?: oo| pip)?|toodle oo|bye bye|bye now|cheerio|cheers then|(?<=(?:ta|thanks|thank you)(?: \\S+){0,3} )cheers(?: love| pet| dear| mate| now)?(?= $)|ta ta|tata|ta ra|tara|tarra|ta rah|hooroo|hooray then|(?<!(?:says|said|say|goes|went|told me|tells me|told him|told her)(?: \\S+){0,3} )(?<!(?:want|wants|wanted|wanting|like|love|loves|longing|dying|waiting|dreaming|hoping|going|coming|came|come|happy|glad|pleased|thrilled|able|desperate) to )see (?:you|ya)(?! \\S+ing(?= |$)| (?:wear|with|there|when|if|get|grow|walk|marry|married|happy|settled|in your|in that|at the|again when|again if))|talk (?:to you )?(?:tomorrow|later|soon|again)|speak (?:to you )?(?:tomorrow|later|soon)|(?<!(?:we all|everyone|everybody|all of us|we|id|i d|i would|youd|you d|wed|we d) )(?<!(?:^| )(?:he|she|they|hes|shes|he s|she s|theyve|they ve|he has|she has|they have|he just|she just|they just) (?:\\S+ )?)(?<!(?:^| )(?:it|that|this|everything|all that|all this|the lot|which|(?:the|that|this|those|these|my|her|his|our) \\S+)(?: will| ll| would| d| may| might| shall| s| has| is going to| s going to| are going to)?(?: just| simply| really)? )(?:have|got|gotta|need|must) (?:to )?go(?! sometime| some time| one day| eventually| at some point| out| back| in | into| for | to (?!bed)| and (?:see|get|have)| on | up | down | through| over| cap in hand| begging| without)|ill let you go|let you go|better go|must dash|must be off|off you go|(?<!(?:a|had a|such a|very|really|lovely|nice|decent|proper|bad|rotten) )good night|goodnight|night night|(?<=^ (?:(?:no|well|ok|okay|right|oh|um|er|so|i think) ){0,3})(?:thats all|that is all)(?! (?:right|mended|healed|better|gone|over|past|behind|sorted|fine|good|cleared|done|finished|long ago))|(?<=^ (?:(?:no|well|ok|okay|right|oh|um|er|so|i think) ){0,3})(?:thats everything|that is everything|nothing else|thats it)(?: (?:thanks|thank you|love|dear|for now|for today|really|then|i think))*(?= $)|(?:ill|i will|i shall|better|must|should|ought to)(?: \\S+)? (?:let you get on|let you get back|leave you to it|leave you in peace|leave you be)|(?:thats|that is) (?:all|it) for (?:now|today)|hang up now|take care(?: now)?(?: then)? $|take care of (?:yourself|yerself|yourselves)(?: now| then)?(?: (?:dear|love|sweetheart|honey|hon|darling|pet|hen|duck|sugar))? $|until tomorrow|slan(?: now| abhaile| go foill| leat| agat)?(?= $| \\S+ $)|hooroo|(?:talk|speak|chat) (?:to you )?then(?: \\S+)? $|god bless(?: (?:now|then|you|you all|love|dear|pet|hen|duck|son|darling|sweetheart))*(?= $| and mind yourself(?: now| love| dear| pet)?$)|(?<=(?:keep you|bless|bye|cheerio|good luck|right|so|now|then|anyway|well|love|dear|pet)(?: now| then| and)? )mind yourself(?: now| love| dear| pet| so)?(?= $)|(?<=^ (?:\\S+ ){0,2})i (?:wont|won t|will not) keep you(?! (?:long|a minute|a sec|a second|but|from))(?= (?:\\S+ ){0,6}$)|(?:you |yall |y all |you all )?have (?:yourself |yourselves )?a (?:good|nice|lovely|great|blessed|grand|wonderful) (?:day|evening|afternoon|weekend|one|night)(?: (?:now|then|dear|love|honey|hon|sugar|sweetheart|darling|yall|y all))*(?= $)',
        ),
        confidence: 0.9,
      },
    ],
    set_reminder: [
      // "Could you give me a wee ring every evening at half past six to mind me": a call asked for at
      // an hour, to remind ("mind me", in Scotland and Ireland).
      {
        re: w(
          `give me a (?:wee |quick |little |short )?(?:ring|call|bell|buzz|tinkle)${G8}(?:to (?:re)?mind me|to remember|so i (?:dont|don t|wont|won t) forget|to (?:make sure|check) i)`,
        ),
        confidence: 0.85,
      },
      // "Could you ring me every morning at nine?": a daily call at an hour is a reminder, what it is
      // for asked next; not somebody's old habit ("my dad used to ring me every day at eleven").
      {
        re: w(
          `(?<!(?:used to|use to|would always|did you|have you) )(?:ring|call|phone|bell|buzz) (?:me|us) (?:every|each) (?:single )?(?:morning|day|evening|night|afternoon)(?: \\S+){0,2} at (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|noon|midday)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `remind|do (?:me|us) (?:a|one of (?:those|them|your)) (?:reminder|quick reminder|wee reminder)|(?:set|put|make|add|give|want|need|like|book|pop|stick|write)${G3}(?:a |an |another |the |two |some )?reminders?|set (?:me )?up (?:one of )?(?:those|them|these|a|an) (?:reminder|reminders|reminder calls?|wake up calls?|alarm calls?)|(?<!(?:i|ive|i ve|we|he|she|they|to) )(?:set|put) (?:me )?(?:an|a) alarm|(?<!(?:dont|do not|never|no|doesnt|wont) )(?:need|want) reminding (?:about|to|of|every|at)|(?<=(?:^| you| please| then| and| so| just| you to| me to) )(?:(?:give|gimme) (?:me|us) a (?:wee |quick |little |short )?(?:ring|call|bell|buzz|shout|hoy|holler|yell|tinkle|hurry up|nudge|heads up|prod|poke)(?! back)${G3}(?:at|on|tomorrow|tonight|this|every|next|${WEEKDAY})|(?:ring|call|phone|bell|buzz) (?:me|us) (?:on|at|every|each|tomorrow|tonight|next|of an? (?:evening|morning|night|afternoon|teatime)|in the (?:evening|morning|afternoon)|first thing|${WEEKDAY})${gap(10)}(?:to|about|for|so (?:i|ive|id|im|ill|that)|and remind|and tell (?:me|us)))|(?:at (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|noon|midday|teatime|dinnertime|lunchtime)|every (?:day|morning|night|evening|afternoon)|each (?:day|morning|night|evening)|tomorrow|tonight)${G8}(?:you|please) (?:give|gimme) (?:me|us) a (?:wee |quick |little |short )?(?:ring|call|bell|buzz|shout|tinkle)|reminder (?:to|for|at|about|every)|(?<!(?:used to|use to|did you|have you|he|she|they|hell|shell|theyll|he d|she d|they d|hed|shed|theyd|will|would|going to|gonna|said|says|son|daughter|nurse|doctor|people|folk|man|woman|lady|fella|fellow|bloke|lad|chap|girl|gas|bank|surgery|council|hospital|company|chemist|office) )(?:ring me (?:at|tomorrow|tonight|this)(?! (?:as usual|as normal|as always|like always|same as always|the same|same time)(?: |$))|call me (?:at|tomorrow|tonight|this) \\S+ (?:to|about|for))|dont let me forget|make sure i (?:remember|dont forget)|jog my memory|nudge me|(?<!(?:never|dont|do not|doesnt|wont|wouldnt|just) )mind (?:me|us)(?= (?:\\S+ ){0,3}(?:to|about|every|each|at|tomorrow|tonight)(?= ))`,
        ),
        confidence: 0.85,
      },
    ],
    list_reminders: [
      {
        re: w(
          `(?:what|which|any|list|tell me|read|go through|remind me what)${G3}(?:reminders|reminding me about|reminders have i got|reminders do i have|reminders are (?:set|there|on))|my reminders`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:what|whats|which|when|whens|anything|is there anything|have i got|have you got|did i set|did i ask|tell me|list|go through|is my)${G8}(?:reminders?|remind me|reminding|reminded)(?! to | me to )(?:${G3}(?:about|for|list|today|tonight|tomorrow|this week|still on|wise))?|(?:whats|what is|anything) (?:on|in) (?:my|the) (?:reminder )?list|what (?:have|ve) you got (?:me )?down for|(?:have|has|is|are|was|were)(?: \\S+){0,3} (?:a |any |my |the |that )?reminders?(?! to )(?: \\S+){0,3} (?:still|on|set|for|today|tomorrow|tonight)`,
        ),
        confidence: 0.8,
      },
    ],
    cancel_reminder: [
      // A reminder told of, then "you can stop that one" ("you ring me at five to water the
      // geraniums… so you can stop that one"): the reminder taken away, not the calls.
      {
        re: w(
          `(?:you can|you could|could you|can you|you may as well|you might as well|please|so) (?:stop|drop|scrap|forget|knock off|cancel|leave off) (?:that one|this one|the \\S+ one|that reminder|that \\S+ reminder)(?= $| now| then| please| dear| love| pet| thanks| thank you| too| as well)`,
        ),
        confidence: 0.85,
      },
      // "You know that reminder you give me at two for crib? Well you can get shot of that one":
      // the reminder named as the companion gives it, then taken away, whatever follows.
      {
        re: w(
          `(?:that|the|my|this) (?:\\S+ )?reminder (?:you|that you|you ve been|youve been|you been) (?:give|gives|giving|givin|do|doing|make|ring|ringing|set|send|put)${gap(20)}(?:cancel|stop|drop|scrap|forget|quit|get shot of|get rid of|ditch|bin|do away with|knock off|leave off) (?:that one|that|it|this one)(?! (?:\\S+ )?(?:one|reminder) (?:as well|too))`,
        ),
        confidence: 0.85,
      },
      // "You remember you were gonna remind me this afternoon about the ring… well cancel that": the
      // reminder already set, told of, then taken away.
      {
        re: w(
          `(?:you were|you was|youre|you re|you are|you said you d|you said youd) (?:gonna|going to|meant to|supposed to|due to|to) (?:remind|ring|call|phone) (?:me|us)(?: \\S+){0,18} (?:well |so |just |please )?(?:cancel|scrap|forget|drop|scrub|bin|ditch) (?:that|it|the lot)`,
        ),
        confidence: 0.85,
      },
      // The one named, then taken away ("the dentist one, scrap it, I went yesterday"), or the
      // reminder first told of ("that reminder you've got for me this afternoon, about the bank,
      // well you can scrap that").
      {
        re: w(
          `(?:that|the) reminder (?:you ve got|youve got|you have|you set|you made|you put in|for|you do|you give me|you ring me|you call me|you ve been doing|youve been doing)(?: \\S+){0,16} (?:you can |can you |please |just |so )?(?:(?:scrap|cancel|bin|ditch|drop|delete|remove|get rid of|scrub|forget|stop) (?:it|that)|(?:cross|take|strike|rub|scratch) (?:it|that) (?:off|out))|(?:the|that) (?:\\S+ ){1,3}one (?:you can |can you |please |just )?(?:(?:scrap|cancel|bin|ditch|drop|delete|remove|get rid of|scrub) (?:it|that)|(?:cross|take|strike|rub|scratch) (?:it|that) (?:off|out))`,
        ),
        confidence: 0.85,
      },
      // "Cancel the iron one", "get rid of the one about the cooker": a reminder named by what it is
      // for, asked about first.
      {
        re: w(
          `(?:cancel|delete|remove|scrap|drop|get rid of|take off|bin|ditch) (?:the|that|my|me) (?:\\S+ ){1,2}(?:one|reminder)(?! (?:of|about) (?:the )?calls?)|(?:cancel|delete|remove|scrap|drop|get rid of|take off|bin|ditch) (?:the|that) one (?:about|for|with|to|of) (?!(?:the )?calls?)\\S+`,
        ),
        confidence: 0.6,
      },
      // "This reminder for the blood pressure tablet, you can take it away."
      {
        re: w(
          `reminders?${gap(12)}(?:you can|can you|could you|please|just) (?:take|get) (?:it|that|this(?: one)?|them) (?:away|off)|reminders?${gap(12)}get rid of (?:it|that|this(?: one)?|them)`,
        ),
        confidence: 0.85,
      },
      // "Just the water pill, you can get rid of": a guess with no word for a reminder, asked first.
      {
        re: w(
          `(?:pill|pills|tablet|tablets|appointment|reminder|one|that)${G3}(?:you can|you could) (?:\\S+ )?(?:get rid of|delete|remove|cancel|scrap|drop|forget)`,
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:cancel|delete|remove|forget|drop|scrap|stop|take off|get rid of|no longer need|dont need)${G3}(?:reminder|reminders|reminding me)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:dont|no need to|you neednt|stop|quit|leave off)${G2}(?:remind|reminding) me${G3}(?:anymore|any more|about|to|of)|(?:dont|don t|do not|wont|won t) (?:have|need) to (?:nag|remind|ring|call|bother|pester) me${G5}(?:anymore|any more|no more)|(?:reminder|reminders)${G8}(?:dont|do not|no longer|wont) need (?:it|that|them|this|one)|(?:reminder|reminders)${G8}(?:can|could) (?:go|be scrapped|stop)`,
        ),
        confidence: 0.85,
      },
      // No more nagging about one thing: "you divvent need to be on at us about that one no more",
      // "no need to be ringing me about the eye drops now, the course is finished".
      {
        re: w(
          `(?:dont|do not|no longer) need you (?:ringing|calling|phoning|to ring|to call|to phone)(?: me| us)? (?:about|for|over) (?:that|the|my|them|those|this|it)(?= |$)|(?:dont|divvent|dinnae|dinna|do not|no|you neednt|neednt|needn t)(?: you)? (?:need (?:to )?)?(?:be )?(?:on at|nag|nagging|remind|reminding|ring|ringing|call|calling|bother|bothering|mither|mithering|chase|chasing)(?: on at)? (?:me|us) (?:about|for|with|over) (?:that|the|my|them|those|this)${G8}(?:no more|any more|anymore|now|again)`,
        ),
        confidence: 0.85,
      },
      // "You can take that one off": which one is not said here; sure only when the turn before
      // named a reminder (understand.ts), otherwise asked.
      {
        re: w(
          `(?:you can|can you|could you|please|just)(?: \\S+)? (?:take|cross|strike|scratch|rub|knock) (?:that|this) one (?:off|out)|(?:you can|can you|could you|please|just)(?: \\S+)? (?:scrap|cancel|delete|remove|bin|ditch|drop|get rid of) (?:that|this) one`,
        ),
        confidence: 0.6,
      },
      // Ending a reminder in other words, with the reminder named before or after.
      {
        re: w(
          `(?:turn off|switch off|clear|undo|never mind|call off|scrub|wipe|erase|ditch|bin|take away|dont want|do not want|dont need|do not need)${G5}(?:reminder|reminders)|(?:reminder|reminders)${G8}(?:cancel|delete|remove|scrap|scrub|drop|undo|get rid of|(?:take|turn|switch) (?:it|that|them) off|not needed|no longer needed|can go)|(?:take|turn|switch|knock)(?: \\S+){0,4} (?:reminder|reminders)(?: (?:about|for|to|of|on)(?: \\S+){1,4})? off|(?:dont|do not|no longer) need (?:reminding|to be reminded)|(?:cancel|delete|remove|get rid of|scrap|scrub)${G8}(?:reminder|reminders)`,
        ),
        confidence: 0.85,
      },
    ],
    remember: [
      {
        re: w(
          // Asked to keep something, not "I can't remember" or "I remember when…".
          '(?:please )?(?:(?<!(?:i|ill|i ll|id|i d|cant|cannot|couldnt|dont|didnt|never|hardly|not|still|always|we|well|we ll|they|he|she|hell|shell|must|shall) )(?<! (?:if|do|d) you )(?<! dyou )remember(?! me\\b)|make a note|take a note|please note|note (?:down|that|this|it)|jot (?:it |that |this )?down|write (?:it |that |this )?down|keep in mind|bear in mind|dont forget)(?: that| this)?',
        ),
        confidence: 0.85,
      },
    ],
    weather: [
      // "What's this storm doing? Is it going to be much wind?"
      {
        re: w(
          `(?:is it|will it|is it going to|its going to|it s going to|gonna) be (?:much |very |a lot of |any |too )?(?:wind|windy|rain|rainy|snow|snowy|frost|frosty|icy|stormy|cold|hot)(?: \\S+){0,3}(?: $| tonight| tomorrow| today| this)|(?:is it|will it)(?: (?:meant|supposed|going|forecast) to)? (?:go|get|turn)(?: \\S+)? (?:frosty|icy|cold|colder|warm|warmer|windy|wet|stormy|foggy|misty)(?: \\S+){0,3}(?: $| tonight| tomorrow| today| this| later)|what(?:s| is) (?:this|the) (?:storm|weather|wind) (?:doing|going to do)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          // The weather asked about, not told of ("I remember snow like this", "right as rain").
          `(?:whats|what s|what is) it (?:meant|supposed|going|gonna|forecast) to do(?= (?:today|tomorrow|tonight|later|this|out|the weather|$))|what (?:its|it s|it is|it ll|itll|it will) (?:meant to |supposed to |going to |gonna )?do(?:ing)? (?:out )?(?:today|tomorrow|tonight|later|this (?:afternoon|morning|evening))|(?:weather|forecast|temperature)${G5}(?:today|tomorrow|tonight|later|this afternoon|this week|going to|gonna|gonnae|will it|is it|should i|do i need|like(?= $| (?:today|tomorrow|tonight|out|outside|now|this|later|over|for|in|at|on|there|where)(?: |$)))|(?:rain|raining|sunny|snow|cold|warm|hot|umbrella|coat)${G5}(?:will it|is it (?:going|gonna|meant|supposed|forecast)|should i|do i need|(?:going|gonna|meant|supposed) to (?:be(?! the (?:death|end|finish|ruin) of)|rain|snow)(?!(?: \\S+){0,4} (?:they reckon|they say|they said|apparently|says the|the forecast says|on the radio|on the telly|on the news)(?: |$)))|(?:is it|its|it s) (?:meant|supposed|forecast) to (?:rain|snow|be(?! (?:nearly |almost )?(?:summer|spring|winter|autumn|fall|the|a|my|our|his|her)(?= )))|(?:do i need|should i (?:take|wear|bring|put on)|will i need|(?:am i|are we) (?:going to|gonna) need)${G3}(?:coat|umbrella|brolly|scarf|jumper|gloves|hat|wellies|boots)|(?:whats|what s|what is) it doing (?:out there|outside|out)(?= (?:today|now|this|at the moment|right now|am i|is it|do i|$))|(?:whats|what is|hows|how is|what about|tell me)${G3}(?:weather|forecast|temperature)|weather forecast|(?:will|is it going to|gonna|going to) (?:it )?(?:rain|snow|be (?:cold|warm|hot|sunny|nice|wet))|(?:is it|will it)(?: (?:going to|gonna|meant to|supposed to))? (?:stay|keep|hold|turn|clear up|brighten)(?: (?:fine|dry|nice|sunny|up|wet|cold|warm))?(?= (?:today|tonight|tomorrow|later|this|for|$))|(?:is it|will it|gonna|going to|meant to|supposed to)${G2}(?:chuck|bucket|pour|tip|teem|lash|belt|hammer|pelt|piss)\\S* (?:it )?down`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:is it going to|will it|is there going to be|is there (?:any|a)|will there be|should i expect)${G5}(?:rain|raining|showers?|drizzle|snow|snowing|frost|frosty|icy|ice|slippy|foggy|fog|storm|thunder|windy|gales?|sunny|sun|dry|wet|turn (?:cold|warm|nice|chilly)|chilly|cold|warm|hot|heatwave)(?=${G2}(?:today|tonight|tomorrow|later|coming|forecast|this|for|in the|at|on)(?= )| $)|(?:rain|snow|weather|storm|sunshine)${G3}(?:hold off|stay away|clear up|coming(?= (?:later|tonight|tomorrow|this|back|our way|in the (?:afternoon|evening|morning)|on)| ?$)|forecast|expected|looking)|good (?:day|drying day) for (?:drying|the washing|hanging|a walk)|(?:stay|keep) dry for (?:my|the|a)|hows the weather`,
        ),
        confidence: 0.8,
      },
    ],
    repeat: [
      {
        re: w(
          '(?:say|said) (?:that|it) again|repeat (?:that|it|yourself|please)?|pardon|what did you say|i didnt (?:catch|hear|get) (?:that|it|you|what you said)|come again|sorry what|missed that|once more|(?<!(?:late|does that|do that|happens|again|it|that|this|he|she|they) )one more time|(?<!tell |told |ask |show )you what|(?<=^ (?:\\S+ ){0,3})(?:eh|(?<!or )what|sorry) $|(?:who|whos|who s) (?:is )?(?:this|that|it|calling|speaking)(?: please)? $|who are you $',
        ),
        confidence: 0.85,
      },
    ],
    slower: [
      {
        re: w(
          // Not the heart, the pulse or the bus going slow ("my heart's going very slow"); nor a fire
          // or the years going too quick ("I'm trying with the hose but it's going too quick").
          '(?<!(?:^| )(?:heart|hearts|heart s|pulse|beat|beats|beating|breathing|breath|clock|bus|buses|train|trains|queue|service|internet|traffic|cooker|computer|leg|legs|walking|drip|tap|sugar|bowels|post|doctor|doctors|surgery|pharmacy|chemist|nurse|hospital|wound|healing|recovery|things|it|its|it s)(?: \\S+){0,3} )(?:slow|slower|slowly)(?: down)?|(?<!(?:^| )(?:it|its|it s|fire|flames|smoke|water|that|everything|things|time|years|days|weeks)(?: (?:is|s|was|all))?(?: (?:go|going|spreading|burning|moving|growing|coming|happening|rising|getting|went|goes|passes|passed|flies|flew|gone))? )too (?:fast|quick|quickly)|(?:talk|speak|go)ing? (?:a bit |a little )?(?:slower|more slowly)|not so (?:fast|quick)|hold your horses|rushing',
        ),
        confidence: 0.85,
      },
    ],
    louder: [
      {
        re: w(
          '(?:(?<!(?:turned|turn|put|had|have|got|turns|puts)(?: \\S+){0,3} )louder|speak up|talk up|cant hear you|hardly hear you|barely hear you|(?:you|youre|you re|your voice|its|it s|the line|the phone|this line)(?: are| is| sound| sounds)? (?:very|too|so|a bit|awfully|ever so) quiet|(?:very|too|so) quiet (?:on|down) (?:the|this) (?:line|phone)|(?:can|could) you (?:speak|talk) up|a bit louder|turn (?:it|yourself) up|hard of hearing|deaf in|not hearing you)',
        ),
        confidence: 0.85,
      },
    ],
    screening: [
      {
        re: w(
          `(?:say|state|tell me|record) (?:your )?name${G5}(?:reason|why|calling|purpose)|(?:reason|purpose) (?:for|of) (?:your )?call|who is calling and why|(?:screening|screens) (?:service|calls|this call)|(?:google|call) assistant|this call is being screened|(?:may|can) i ask (?:who|whos) calling|stay on the line (?:and|to) (?:say|state)|what are you calling about`,
        ),
        confidence: 0.9,
      },
    ],
    ask_human: [
      {
        re: w(
          '(?:are|r) (?:you|u) (?:(?:a |an )?(?:real|actual|live|proper|human|robot|machine|computer|person|bot)(?: (?:person|human|lady|woman|man|being|one))?|a recording)|am i (?:talking|speaking) (?:to|with) (?:a |an )?(?:real |actual |live )?(?:person|human|robot|machine|computer|recording|bot)|(?:is this|is that|this is) (?:a |an )?(?:real person|robot|machine|recording|computer|bot)|you (?:re|are) not (?:a |an )?(?:real|person|human)|are you real|you (?:re|are) a (?:robot|machine|computer)(?: arent you)?',
        ),
        confidence: 0.9,
      },
    ],
    call_later: [
      {
        re: w(
          `(?=(?:(?:ring|call|phone) (?:me |us )?back (?:later|another time|in (?:an|a|half an|a couple of|two|three|\\S+) (?:hour|hours|minutes|mins|while|bit)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+))|(?:ring|call|phone) me (?:later|another time|in (?:an|a|half an|a couple of|two|three) (?:hour|hours|minutes|mins|while|bit)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+))))(?<=^ (?:\\S+ )?|(?:please|just|so|and|but|well|oh|actually|then|love|dear|sorry|look|now|maybe|perhaps) )(?:(?:ring|call|phone) (?:me |us )?back (?:later|another time|in (?:an|a|half an|a couple of|two|three|\\S+) (?:hour|hours|minutes|mins|while|bit)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+))|(?:ring|call|phone) me (?:later|another time|in (?:an|a|half an|a couple of|two|three) (?:hour|hours|minutes|mins|while|bit)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+)))|(?:can|could|would|will) you (?:ring|call|phone|try) (?:us |me )?(?:back |again )?(?:later|another time|in (?:about |around |maybe |say |roughly |like )?(?:an|a|half an|a couple of|two|three|a few) (?:hour|hours|bit|while|minutes)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+)|in the (?:afternoon|evening))|give (?:me|us) a (?:ring|call|bell|buzz) (?:back )?(?:later|another time|in (?:about |around |maybe |say |roughly |like )?(?:an|a|half an|a couple of|two|three|a few) (?:hour|hours|bit|while|minutes)|this (?:afternoon|evening|arvo)|tonight|after (?:lunch|dinner|tea|my \\S+))|(?:not|isnt|is not) (?:a |the )?(?:good|great|convenient|right) time(?: (?:now|right now|just now|to talk|for me|at the moment))?(?! (?:for|to (?!talk)|of|in|with|on))`,
        ),
        confidence: 0.9,
      },
    ],
    voicemail: [
      {
        re: w(
          `(?:leave|record)(?: me| us)? (?:a |your )?(?:short |quick )?message|after the (?:tone|beep)|not available${G3}(?:message|tone|beep|call)|voicemail|voice mail|(?<!(?:back from|to|at|from|in|by|check|checked|checking|empty|emptied|open|opened|fetch|fetched) (?:the|my|our|me) )mailbox|(?:is|are) unavailable|(?:i|we|nobody|no one|noone) (?:cant|can t|cannot) (?:get|come) to the phone|please try again later|person you are calling`,
        ),
        confidence: 0.9,
      },
    ],
  },
};
