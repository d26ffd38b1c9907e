// Worries the family should hear of that are no emergency (companion.md, "a concern flagged in a
// call"): a fall earlier in the week, not eating, tablets run out or forgotten, money taken or asked
// for, a cold house, getting lost or leaving the gas on, a carer who did not come. With a model the
// model flags them (flag_concern); the scripted companion hears them here, by meaning, in the turn
// as the rules read it. Told in a film or of somebody else, or denied just before, they are not the
// caller's; danger now is the safety rules' (an emergency is asked about before this is read).
import type { Language } from '../language.ts';
import { gap, w, type SafetyView } from './rule-engine.ts';
import { RULES } from './rules.ts';
import { NOT_CAME_ACROSS } from './rules-fr.ts';

export type ConcernKind = 'fall' | 'eating' | 'medication' | 'money' | 'cold' | 'confusion' | 'care';

const G2 = gap(2);
const G3 = gap(3);
const G5 = gap(5);

const CONCERNS: Record<Language, [ConcernKind, RegExp][]> = {
  en: [
    [
      'fall',
      w(
        `(?:(?:had|have had)${gap(4)}(?<!(?:lovely|beautiful|nice|wonderful|great|warm|long|cold|wet|rainy|colou?rful|busy|quiet|good) )(?:fall|tumble)|(?:took|taken)${G3}(?:fall|tumble|spill))(?! (?:asleep|out|behind|for|in love|holiday|vacation|break|season|colou?rs|leaves|festival|fair|semester|term))|(?<=(?:^| )i )(?:fell|slipped|tripped)(?! (?:asleep|for|in love|behind|out with|about))|(?<=(?:^| )i )went (?:over|down) (?:on|in) (?:the|my) (?:floor|kitchen|bathroom|garden|path|stairs|ice|street|pavement|rug|landing)`,
      ),
    ],
    [
      'eating',
      w(
        `(?:havent|have not|hasnt|not|didnt|did not|cant|cannot|couldnt)${G2}(?:had|eaten|eat|been eating|felt like eating|fancied|face)${G3}(?:anything|a thing|a bite|a morsel|properly|food|since|for (?:two|three|four|a few|several|days))|(?:off|gone off) (?:my|me) food|no appetite|(?:nothing|not much|hardly anything) (?:left )?(?:in|in the) (?:the )?(?:fridge|cupboard|cupboards|house) to eat|forg(?:o|e)t(?:ten)? to (?:eat|have (?:my )?(?:dinner|lunch|breakfast|tea))`,
      ),
    ],
    [
      'medication',
      w(
        `(?:run|ran|running) out of (?:my |me |the |all my )?(?:\\S+ ){0,2}(?:pills|tablets|medicine|medication|meds|insulin|inhaler|prescription|puffer)|(?:pills|tablets|medicine|medication|meds|prescription)${G3}(?:ran out|run out|all gone|finished|didnt come|hasnt come|not come)|(?:forgot|forgotten|missed|havent taken|not taken|didnt take|not had)${G3}(?:my |me )?(?:\\S+ )?(?:pills|tablets|medicine|medication|meds|insulin)${G3}(?:for (?:two|three|a few|several|days)|since|days|all week|again|this week|yesterday)`,
      ),
    ],
    [
      'money',
      w(
        `(?:takes|took|taking|taken|keeps taking|helps (?:himself|herself) to|helped (?:himself|herself) to|borrowed|borrows)${G3}(?:my |me )?(?:money|pension|cash|purse|wallet|bank card|card|savings|social security(?: check)?|check|cheque|benefits)(?! (?:to the|for me|to pay (?:my|the)|back))|(?:asked|asking|wanted|wants)${G5}(?:my )?(?:bank details|card number|card details|pin|pin number|password|account number|security number)|gift cards?${G5}(?:pay|buy|send|read)|(?:pay|send|buy)${G5}gift cards?|(?:gave|given|give|told|read out|read)(?: him| her| them| the man| the woman| the lady| the fella)? (?:my |me |the )?(?:card number|card details|bank details|long number on (?:my|the) card|pin|pin number|account number|security code|password)|(?:gave|given|give|handed|handed over|let (?:him|her|them) have)(?: him| her| them| the man| the woman| the lady| the fella)? (?:my |me |the )?(?:bank |debit |credit )?card(?: \\S+){0,2} (?:and|with) (?:my |me |the )?(?:pin|pin number|number|code|numbers)`,
      ),
    ],
    [
      'cold',
      w(
        `(?:heating|boiler|radiators?|furnace|heater)${G3}(?:broken|broke|not working|isnt working|stopped working|gone off|packed up|died|conked out|off for|been off)|(?:i ve|ive|i have|we ve|weve|we have|theres|there s|there is|still)(?: got)? no (?:heating|heat|hot water|electric|electricity|power)(?! bill)|(?:cant|can t|cannot) afford${G3}(?:heating|the heat|food|to eat|the gas|the electric)`,
      ),
    ],
    [
      'confusion',
      w(
        `(?:got|get|getting|was) lost${G5}(?:yesterday|last|on the way|coming back|going to|walking|at the|in the|again)|(?:forgot|forgotten|left)${G3}(?:the )?(?:gas|cooker|stove|oven|hob|tap|taps|iron|pan)${G3}(?:on|running|burning)|(?:dont|don t|didnt) (?:even )?know what day it is|(?:cant|can t) remember (?:if|whether) i${G3}(?:took|taken|eaten|had|locked)`,
      ),
    ],
    [
      'care',
      w(
        `(?:carer|carers|caregiver|home help|aide|meals on wheels|district nurse)${G5}(?:didnt|didn t|hasnt|hasn t|havent|never|not|did not) (?:come|came|turn up|turned up|show|showed|been)|nobody (?:came|has come|has been)${G3}(?:to help|to wash|to dress|with my)`,
      ),
    ],
  ],
  fr: [
    [
      'fall',
      w(
        `(?:je suis|suis|j ai fait une|j ai fait) (?:tombee?|chute|glissee?)(?! (?:amoureu\\S*|de sommeil|d accord))${NOT_CAME_ACROSS}|(?:j ai|je me suis) (?:glisse|glissee|trebuche|pris une gamelle|ramasse|ramassee)`,
      ),
    ],
    [
      'eating',
      w(
        `(?:pas|plus|rien) (?:mange|avale|pu manger|envie de manger|faim)${G3}(?:depuis|de la journee|hier|deux jours|trois jours|des jours|rien)|(?:je ne mange|je mange) (?:plus|pas|presque plus|presque rien|rien)|(?:rien|plus rien|pas grand chose) (?:a manger|dans le frigo|dans le frigidaire|dans les placards)|(?:pas|plus) d appetit|oublie de manger`,
      ),
    ],
    [
      'medication',
      w(
        `(?:plus|pas) de (?:\\S+ )?(?:medicaments|cachets|comprimes|pilules|insuline|traitement|ordonnance)|(?:medicaments|cachets|comprimes|pilules|ordonnance)${G3}(?:finis|termines|epuises|plus rien|pas arrive\\S*)|(?:oublie|pas pris|plus pris|rate)${G3}(?:mes |les )?(?:medicaments|cachets|comprimes|pilules|insuline)${G3}(?:depuis|hier|deux jours|trois jours|cette semaine|encore)`,
      ),
    ],
    [
      'money',
      w(
        `(?:prend|prenait|a pris|m a pris|me prend|vide|a vide|garde)${G3}(?:mon |ma |mes )(?:argent|retraite|pension|carte bleue|carte bancaire|chequier|economies|sous|porte monnaie|portefeuille)|(?:demande|demandait|voulait|veut)${G5}(?:mon |ma |mes )?(?:code|coordonnees bancaires|numero de carte|rib|mot de passe|code secret)|cartes? cadeaux?${G5}(?:payer|acheter|envoyer)|(?:donne|donnee|communique|dicte|lu)(?: a ce monsieur| au monsieur| a la dame)? (?:mon |ma |mes |le )?(?:numero de (?:ma )?carte|code de (?:ma |la )?carte|code secret|coordonnees bancaires|code confidentiel|mot de passe)|(?:donne|donnee|remis|remise|confie|laisse)(?: \\S+){0,3} (?:ma |la )carte(?: bleue| bancaire)?(?: \\S+){0,2} (?:et|avec) (?:mon |le )?(?:code|numero|code secret)`,
      ),
    ],
    [
      'cold',
      w(
        `(?:chauffage|chaudiere|radiateurs?)${G3}(?:en panne|marche plus|marche pas|fonctionne plus|fonctionne pas|coupe|lache|arrete)|(?:pas|plus) de (?:chauffage|eau chaude|courant|electricite)|(?:pas|plus) les moyens de${G3}(?:chauffer|manger|payer le chauffage)`,
      ),
    ],
    [
      'confusion',
      w(
        `(?:je me suis|me suis|je m etais|je me suis encore) (?:perdue?|egaree?)${G5}(?:hier|en rentrant|en allant|au marche|dans la rue|encore|ce matin|l autre jour)|(?:oublie|laisse)${G3}(?:le )?(?:gaz|four|feu|plaque|robinet|fer)${G3}(?:allume|ouvert|brancher|branche)|(?:je )?(?:sais|savais) (?:plus|pas) quel jour on est`,
      ),
    ],
    [
      'care',
      w(
        `(?:aide soignante|aide a domicile|auxiliaire de vie|infirmiere|aide menagere|portage des repas)${G5}(?:pas venue?|venue? pas|est pas passee?|n est pas venue?|jamais venue?|pas passee?)`,
      ),
    ],
  ],
  es: [
    [
      'fall',
      w(
        `(?:me cai|me he caido|me caia|tuve una caida|me di un golpe|me resbale|me tropece|me fui al suelo)(?! (?:de (?:risa|la risa|sueno)|del susto))`,
      ),
    ],
    [
      'eating',
      w(
        `(?:no he|no|sin|ni) (?:comido|comer|probado bocado)${G3}(?:nada|desde|en todo el dia|dos dias|tres dias|varios dias|ayer)|(?:no tengo|sin) (?:hambre|apetito|ganas de comer)${G3}(?:dias|desde|nada)|(?:nada|no hay nada|no queda nada) (?:de comer|para comer|en la nevera|en el frigorifico|en la despensa)|se me olvido comer`,
      ),
    ],
    [
      'medication',
      w(
        `(?:se me (?:acabaron|han acabado|terminaron|han terminado)|no me quedan|no tengo)${G2}(?:las |mis )?(?:pastillas|medicinas|medicamentos|insulina|inhalador|recetas?)|(?:olvide|se me olvido|se me han olvidado|no me he tomado|no me tome|no tome)${G3}(?:las |mis )?(?:pastillas|medicinas|medicamentos|insulina)${G3}(?:desde|ayer|dos dias|tres dias|esta semana|otra vez)`,
      ),
    ],
    [
      'money',
      w(
        `(?:se lleva|se llevo|me quita|me quito|me saca|me sacaba|se queda con|se quedo con|coge|cogio|agarra)${G3}(?:mi |mis |la )?(?:dinero|pension|jubilacion|tarjeta|ahorros|plata|cartera|monedero|cheque)|(?:pidieron|pidio|piden|pide|querian|quieren)${G5}(?:mi |mis |los |el )?(?:datos del banco|datos bancarios|numero de (?:la )?tarjeta|pin|clave|contrasena|codigo)|tarjetas? de regalo${G5}(?:pagar|comprar|mandar)|(?:le |les )?(?:di|he dado|dado|dicte|he dictado|lei|pase)(?: al senor| a la senora| al chico)? (?:el |mi |los |la )?(?:numero de (?:la |mi )?tarjeta|datos (?:de la tarjeta|bancarios|del banco)|pin|clave|codigo|contrasena)|(?:di|he dado|dado|entregue|he entregado|deje)(?: \\S+){0,3} (?:la |mi )tarjeta(?: \\S+){0,2} (?:y|con) (?:el |mi |la )?(?:pin|clave|codigo|numero|numero secreto)`,
      ),
    ],
    [
      'cold',
      w(
        `(?:calefaccion|caldera|radiadores?|estufa)${G3}(?:rota|roto|no funciona|no va|estropead[ao]|apagad[ao])|(?:no tengo|sin|no hay) (?:calefaccion|agua caliente|luz|electricidad)|no me (?:alcanza|llega)${G3}(?:para (?:la calefaccion|comer|la luz|el gas))`,
      ),
    ],
    [
      'confusion',
      w(
        `me perdi${G5}(?:ayer|volviendo|yendo|en el mercado|en la calle|otra vez)|(?:deje|se me olvido apagar|olvide apagar)${G3}(?:el )?(?:gas|fuego|horno|hornilla|grifo|plancha)(?: \\S+)?(?: encendid[ao]| abiert[ao])?|no se (?:ni )?(?:en )?que dia es hoy`,
      ),
    ],
    [
      'care',
      w(
        `(?:cuidadora|cuidador|la chica|la muchacha|la enfermera|la de la ayuda|ayuda a domicilio|la asistenta)${G5}(?:no (?:vino|ha venido|viene|aparecio|ha aparecido))`,
      ),
    ],
  ],
};

/**
 * The worry a turn tells of, if any: the caller's own (not in a film, not somebody else's, not
 * denied just before it).
 */
export function concernOf(view: SafetyView, language: Language): ConcernKind | null {
  const rules = RULES[language];
  if (rules.media.test(view.said) || rules.othersPast.test(view.said)) return null;
  for (const [kind, re] of CONCERNS[language]) {
    const match = re.exec(view.said);
    if (!match) continue;
    const before = view.said.slice(Math.max(0, match.index - 40), match.index);
    if (rules.negation.test(before)) continue;
    return kind;
  }
  return null;
}
