// Spanish patterns (Spain and the Americas), on normalised speech without accents: "me cai",
// "no puedo levantarme" and "no me puedo levantar" alike. Built on meaning, as people of eighty
// say things: a symptom with a body part, the signs of a stroke, smoke that spreads, someone in
// the house, the many ways of saying one does not want to live, or wants the calls to stop.
import { eitherOrder, gap, gapAcrossFigures, w, type LanguageRules } from './rule-engine.ts';

const NOT_ME = String.raw`(?:(?! (?:me|mi|mis|yo|conmigo)(?= ))(?: \S+))`;
const G2 = gap(2);
const G3 = gap(3);
const G5 = gap(5);
/** "No me dejen de llamar", "no paren las llamadas": lo contrario de una baja (LanguageRules.negatedStop). */
const NEGATED_STOP = String.raw`no (?:me |nos )?(?:dejen|deje|dejes|paren|pare|pares|cancelen|cancele|canceles|corten|corte|cortes|suspendan|suspenda|quiten|quite|quites) (?:nunca )?(?:de llamar(?:me)?|de hablar(?:me)?|las llamadas|la llamada|los llamados|nada)`;
const G8 = gap(8);
/** Someone found down ("está en el suelo del pasillo", "lo encontré al pie de la escalera"), and the fall guessed. */
const FOUND_DOWN =
  '(?:esta|estaba|lo encontre|la encontre|lo he encontrado|la he encontrado|lo encontramos|la encontramos|esta tirad[ao]|estaba tirad[ao])(?: \\S+){0,3} (?:en el suelo|en el piso|tirad[ao]|al pie de la escalera|en el pasillo|en el bano|en la banera|en el patio)';
const FALL_GUESSED =
  '(?:se )?(?:ha debido de|ha debido|debe de|debio de|debio|tiene que haberse|habra) (?:caer|caido|caerse|resbalar|resbalado|desmayar|desmayado|desplomar|desplomado|tropezar)';
const G12 = gap(12);
/** Down flat, collapsed: «se cayó redondo». */
const DOWN_FLAT = String.raw`(?:se (?:ha )?(?:caido|cayo)|cayo|se fue) redond[oa]`;
/** Not said of a joke taken back only by half ("es broma, bueno, a medias"). */
const ONLY_HALF = '(?!(?: bueno| pero)? (?:a medias|medio en serio|no tanto|casi|mas o menos|solo a medias))';
/** A punto de desmayarse: la cabeza que da vueltas, floja, los ojos que se cierran. */
const FAINT_ES =
  '(?:(?:me )?da vueltas la cabeza|(?:la )?cabeza (?:me )?da vueltas|todo (?:me )?da vueltas|mareada?|mareadill[ao]|mareadit[ao]|mareo|flojit[ao]|floj[ao]|sin fuerzas|se me cierran los ojos|no puedo (?:tener|mantener) los ojos abiertos|(?:lo )?veo (?:todo )?(?:borroso|negro|oscuro)|me voy a desmayar|adormilad[ao]|somnolient[ao])';
/** El corazón que late despacio o débil. */
const SLOW_BEAT_ES =
  '(?:corazon|pulso)(?: \\S+){0,4} (?:(?:late|va|latia|iba) )?(?:muy |tan |super |re |bien )?(?:despacio|despacito|lento|lentito|debil|flojo|flojito)';

/** Not being able to: "no puedo", "no me puedo", "me cuesta", "sin poder". */
const NOT =
  '(?:no (?:me )?(?:puedo|podia|pude|consigo|conseguia|logro|soy capaz de|(?:he|ha|hemos) podido)|me cuesta|imposible|sin poder|no me (?:deja|dejan|dejaba))';
/** Getting up (Spain) or standing up (the Americas: "pararme"). */
const UP =
  '(?:levantarme|me levanto|pararme|(?<=(?:^| )no me (?:\\S+ ){1,2})parar(?! de | a |$)|incorporarme|poner de pie|poner en pie|ponerme de pie|ponerme en pie|ponerme derech[ao]|alzarme|levantar(?= $| del | de la | de aqui | sol[ao] | (?:he|y|pero|porque|estoy|llevo|desde|ya|ni|es|ayuda|ayudeme|socorro|por favor) ))';
const FALLEN =
  '(?:me cai|me he caido|me caigo|me acabo de caer|me fui al suelo|me voy al suelo|caida|caido|me resbale|resbale|tropece|me tropece|en el suelo|en el piso|tirada|tirado|me desplome|me derrumbe|me vine abajo|me fui abajo|me fui de bruces|me di de bruces|perdi el equilibrio)';
const KIN =
  '(?:marido|esposo|esposa|mujer|hijo|hija|nieto|nieta|sobrino|sobrina|yerno|nuera|hermano|hermana|cunado|cunada|vecino|vecina|cuidador|cuidadora|primo|prima|tio|tia|madre|padre|bisnieto|bisnieta|suegra|suegro|amigo|amiga|abuela|abuelo|consuegra|comadre|companero|companera)';
/** Helada: dicho con la cabeza ida, de otra persona, una urgencia. */
const HELADA =
  '(?:helad[ao]|congelad[ao]|fri[ao] fri[ao]|fri[ao] como (?:el hielo|un hielo|un tempano)|tiritando|temblando de frio|muert[ao] de frio|morad[ao] de frio)';
/** Sin saber dónde está ni quién es quién, de golpe. */
const CONFUNDIDA =
  '(?:no me (?:re)?conoce|confundid[ao]|desvaria|no sabe (?:donde|quien|ni donde)|dice cosas sin sentido|desorientad[ao]|habla de su (?:madre|mama)|(?:lo )?mezcla todo|(?:lo )?confunde todo|dice disparates|desbarra)';
/** Ardiendo de fiebre: dicho con la cabeza ida, de otra persona, una urgencia. */
const ARDIENDO =
  '(?:ardiendo|hirviendo|con (?:mucha |muchisima )?(?:fiebre|calentura)|caliente como (?:un horno|una brasa|un fuego))';
/** Alguien que revuelve las cosas, y que no se va o manda callar. */
const REVOLVIENDO =
  '(?:sacando|revolviendo|rebuscando|registrando|vaciando|hurgando)(?: \\S+){0,2} (?:de |en )?(?:los|mis|el|la|mi|las) (?:cajones|armarios|bolso|cartera|cosas|monedero|alacena)';
const NO_SE_VA =
  '(?:no se (?:quiere )?(?:ir|va|marcha)|(?:me )?dijo que me (?:quedara|quede|estuviera|este) (?:callad[ao]|quiet[ao]))';
/** Una carta, y las llaves, dejadas para alguien. */
const DEJADA_PARA = '(?:carta|cartas|nota|sobre) para (?:el|la|los|las|mi|mis) \\S+';
const LLAVES_PARA = '(?:llaves?) para (?:el|la|los|las|mi|mis) \\S+';
const PERSON_PAST = `(?:ella|ellos|ellas|un hombre|una mujer|(?:un|una) (?:chica|chico|senora|senor|muchacha|muchacho|${KIN})|(?:mi|el|la|mis|los|las) ${KIN}s?)`;
const PERSON = `(?:el|ella|ellos|ellas|alguien|un hombre|una mujer|un desconocido|unos hombres|la muchacha|la chica|el chico|la asistenta|la enfermera|la interna|la que me cuida|el que me cuida|mis hijos|mis nietos|(?:mi|el|la|mis|los|las) ${KIN}s?)`;
const STRANGER =
  '(?:(?<!(?:^| )(?:con|para|de|sin|contarle a|decirle a) )(?<!(?:^| )(?<!(?:oigo|escucho|veo|siento|oi|vi|escuche|oyes|ves) )a )alguien|un hombre|una mujer|unos hombres|dos hombres|tres hombres|un desconocido|una desconocida|unos desconocidos|desconocidos|un tipo|unos tipos|un senor|unos senores|un chico|unos chicos|un muchacho|unos muchachos|un ladron|ladrones|un extrano|unos extranos|extranos|encapuchad\\S*|un cuate|unos cuates|un fulano)';
const PILLS =
  '(?:pastillas|pildoras|medicinas|medicamentos|medicacion|comprimidos|somniferos|calmantes|las de dormir|las de la \\S+|las del \\S+|capsulas)';
/**
 * Told in the preterite but going on now: "se cayó en la cocina y no se puede levantar" is no
 * fall of long ago.
 */
const NOT_NOW =
  '(?!(?: \\S+){0,8} (?:y )?(?:no (?:se )?(?:puede|consigue) (?:levantar|mover)|no se (?:levanta|mueve)(?! (?:de la cama|del sofa|del sillon))|no (?:respira|reacciona)|ahora mismo|ahorita|hace (?:un rato|nada|media hora|\\S+ minutos)))';
/** Where and how one hopes to die some day is not wanting to die now. */
const PEACEFUL =
  '(?! (?:en (?:casa|mi casa|mi cama|su casa|su cama|el hospital|un hospital|la residencia|paz|mi pueblo|el pueblo|mi tierra)|con dignidad|dignamente|rodead[ao]|de viej[ao]|dentro de (?:mucho|muchos anos)))';
/** The calls themselves. */
const CALLS =
  '(?:llamadas|llamaditas|servicio|programa(?! (?:de|del|en) (?!llamadas|porchlight|acompa\\S*|compania))|llamada (?:de (?:todos los dias|cada dia|cada manana|cada tarde)|diaria))';
/** Said about one call, not all of them: "hoy no me llames", "no me llame tan temprano". */
const ONE_CALL = `(?:(?= ni )|(?!${G2}(?:hoy|(?<!cada )manana|pasado manana|esta (?:tarde|noche|semana|vez)|este (?:fin|finde|domingo|sabado|lunes|martes|miercoles|jueves|viernes)|el (?:domingo|sabado|lunes|martes|miercoles|jueves|viernes|finde|fin de semana)|luego|mas tarde|a (?:la|las|esa|estas|esta) (?:hora|horas|\\S+)|antes de|despues de|hasta (?:que|el|la|las)|tan (?:temprano|pronto|tarde)|por la (?:manana|tarde|noche)|a la hora|en (?:la|el) (?:siesta|comida|misa)|durante|para (?:la|el|otro|otra|mas|luego|despues|manana))(?= |$)))`;

/** Everyday errands and tasks one asks help with ("ayudame con la receta", "auxilio con el mando"). */
const TASKS =
  '(?:receta|papeles|papeleo|mando|tele|television|movil|ordenador|tablet|crucigrama|sudoku|cajero|factura|formulario|impresos?|whatsapp|lavadora|compra|bolsas|declaracion|renta|pension|cita|internet|wifi|aparato|carta|cafetera|ropa|maleta|cortinas|muebles|plantas|bizcocho|tarta|rellenar|usar|poner|encender|programar|el banco)';
/**
 * A danger denied at the start of the turn and explained away ("no estoy sangrando, es tinte",
 * "no no, no me cai, me sente"), with no other trouble told after it.
 */
const DENIED_THEN_EXPLAINED =
  '^ (?:(?:no|ni|nada|que va|tranquil[ao]|no (?:se preocupe|te preocupes|se asuste|te asustes)) )*(?:no|ni)(?: (?:me|se|te|le|he|ha|hay|estoy|tengo|lo|la|el|los|las|un|una|nada|mucho|ningun|ninguna)){0,4} (?:caido|cai|mareado|desmayado|dormid[ao]|sangrando|sangre|torcid[ao]|en el suelo|tirad[ao]|humo|fuego|entrado nadie|dolor|cara|boca)(?: \\S+){0,5} (?:es|era|solo|sino|me sente|estoy sentad[ao]|me agache|ni nada)(?= )(?!.* (?:pero|aunque|sin embargo|ahora|desmay\\S*|no puedo|no me puedo|duele|dolor|sangr\\S*|mare\\S*|respir\\S*|ahog\\S*|ayuda|socorro) )';
/** Over and done with, or never was: the meanings that weaken talk of an emergency. */
const RESOLVED_MORE = [
  // Passed, healed, long ago.
  '(?<!no )(?:ya )?se me (?:ha )?quit(?:o|ado)|(?:luego|despues|enseguida|en seguida|al rato|pronto) se me pasa|se me pasa (?:enseguida|en seguida|pronto|al (?:rato|momento|poco)|sol[ao]|en un (?:rato|momento|minuto))|con (?:el|la|las|los|un|una) \\S+ se me (?:pasa|quita|paso|quito)',
  '(?:pero|y) ya no(?: me duele| me pasa| me molesta)? $|ya (?:esta|estan) (?:curad[ao]s?|cicatrizad[ao]s?|apagad[ao])|ya ni me acuerdo|el otro dia|como si nada|(?<!no )(?:estaba|estuvo|quedo) (?:bien|perfectamente)',
  '(?<!desde )hace ya (?:\\S+ )?(?:\\S+ )?(?:anos?|mes(?:es)?|semanas?|tiempo|dias)|(?:en|por|la cena de|la comida de) (?:navidad|nochebuena|nochevieja|semana santa|reyes)',
  // A scare that came to nothing; caught in time, up again, helped out.
  '(?:solo|nada mas que|no fue mas que) un susto|un susto(?: \\S+)? nada mas|quedo en (?:un susto|nada)|que susto (?:tonto|mas tonto)|nadie (?:salio|resulto) herido|no (?:llegue|llego) (?:ni )?a caer\\S*',
  'me (?:levante|incorpore) (?:yo )?(?:sol[ao]|solit[ao]|sin ayuda)|pude levantarme|(?:y |me )agarre (?:a|al|bien)|me (?:sujeto|agarro|cogio) a tiempo|(?:vino|vinieron|llego|llegaron)(?: \\S+){1,4} y me (?:saco|sacaron|ayudo|ayudaron|levanto|levantaron|rescato|rescataron)|me (?:ayudo|sacaron|saco) (?:el|la) \\S+ y',
  // A dream, a lesson, a precaution, a fear of some day.
  'pesadilla|(?:he )?sonado (?:que|con)|sone (?:que|con)|si (?:algun dia|alguna vez|un dia|en algun momento)|en caso de (?:que|incendio|caida|emergencia)|que hacer (?:si|en caso)|primeros auxilios|(?:un|el|al) (?:curso|taller|cursillo) de',
  '(?:puesto|poner|instalado|instalar|comprado|comprar|apuntado|guardado|llevo|tengo|dejado)(?: \\S+){0,8} por si (?:acaso|las moscas|me (?:caigo|pasa algo|tropiezo)|algun dia)|por si me (?:caigo|tropiezo|mareo)|me da (?:miedo|reparo|panico|apuro|respeto) (?:que (?:algun dia|un dia|me (?:caiga|pase|de|entren|vuelva))|caerme|salir|por si)',
  // A joke.
  `(?<!no )es broma${ONLY_HALF}|(?<!no (?:lo )?(?:digo )?)(?:en|de) broma|(?:que|menuda|vaya) risa|(?:nos|me) (?:reimos|rei|hemos reido|he reido|reiamos)|(?:es|era) muy gracios[ao]|que gracios[ao]`,
  // A false alarm explained: what it turned out to be, who it was.
  '(?:pense|crei|me parecio|me parecia|pensaba|creia)(?: que)? (?:habia|oia|olia|veia|me (?:ahogaba|moria|caia|daba))',
  '(?:era|eran|resulto(?: ser)?|solo era) (?:el|la|los|las|un|una|de la|del|para el|para la)(?: \\S+)? (?:gato|gata|perro|perra|viento|vecin[ao]|cartero|butanero|repartidor|jardinero|vapor|col|coliflor|tele|radio|pajaro|paloma|ramas?|loro|tinte|pintura|tomate|olla|cazuela|lavadora|secadora|nevera)',
  '(?:es|era|son|eran) (?:el|la|los|las) (?:que (?:viene|vienen|venia) a|jardinero|cartero|fontanero|butanero|repartidor|tecnico|de la (?:luz|limpieza|compra)|del (?:gas|agua|ayuntamiento))',
  // A harmless cause.
  '(?:era|fue) (?:del|por el) calor|de no haber (?:desayunado|comido|cenado)|no habia (?:desayunado|comido)|de tanto (?:toser|tender|limpiar|fregar|barrer|planchar|coser|andar|caminar|pensar|hablar|reir|llorar|cocinar|trabajar|agacharme|estar sentad[ao]|estar de pie)|(?:la|una) (?:vacuna|analitica)|(?:de|por|con) (?:la|una) inyeccion|(?:y|ya) (?:la|lo) (?:aparte|quite|retire|apague)|y listo|(?:por|de|al) levantarme (?:rapido|deprisa|de golpe)|me levante (?:rapido|deprisa|de golpe)',
  // Said outright: no emergency, all well.
  'no es (?:una )?(?:urgencia|emergencia|nada grave|grave)|no me (?:puedo )?quejo|no me puedo quejar|(?<!no )(?:voy )?mejorando(?: poco a poco| poquito a poco)?|(?<!no )(?:estoy|me encuentro|me siento|hoy) (?:muy |bastante |la mar de )?(?:bien|estupend[ao]|perfectamente|fenomenal)(?! pero)',
  DENIED_THEN_EXPLAINED,
];

/** Those who ring to sell: surveys, insurers, the gas, offers. */
const SELLERS =
  '(?:el|la|los|las) (?:de|del|de la|de las|de los) (?:encuestas?|seguros?|gas|luz|banco|movistar|vodafone|orange|iberdrola|endesa|naturgy|publicidad|ofertas?|tarjetas?|alarmas?|luz y el gas|ventas?|loteria|ayuntamiento|partido)|comerciales|vendedores|teleoperador\\S*|publicidad|encuestas?|spam|estafador\\S*|numero oculto|numeros? raros?|ofertas|promociones';
/** Calls from others: a company, the doctor, a relative; or the caller ringing someone. */
const OTHER_CALLERS = `${SELLERS}|(?:del|un|otro|al) banco|(?:decia|decian|dice|dicen|dijo|dijeron|diciendo)(?: que)? (?:era|eran|es|son|ser|venia|venian)(?: \\S+){0,2} (?:del|de la|de los|de las)|sinverguenzas|timador\\S*|(?:el|la|los|las) (?:de|del|de la|de las|de los) (?:telefonica|compania|companias)|el banco|la compania|el seguro|llamar(?:le|la|lo)? (?:mas )?a (?:mi|su|tu|la|el|ese|esa|este|esta) (?!casa|numero|telefono|movil|fijo)\\S+|(?:no hace falta|no hay que|no|sin) (?:que )?(?:llamen|llame|llames|llameis|llamar) a (?:nadie|alguien|mi (?:hija|hijo|marido|hermana|hermano|medico|nieta|nieto|sobrina|sobrino|vecina|vecino)|la (?:ambulancia|policia|vecina)|los (?:bomberos|medicos)|un medico)|me (?:llame|llames|llamen|llameis|llamais|llamas) (?:senora|senor|dona|don|abuela|abuelita|abuelo|yaya|mama|tia|tita|de usted|de tu|asi|por mi nombre|vieja|viejita|cielo|reina|guapa|bonita|querida|\\S+ita)|que (?:mi|la|el) (?:hija|hijo|nieta|nieto|hermana|hermano|sobrina|sobrino|medico|doctora?)${G2}(?:me llame|llame|me siga llamando)|(?:no quiero|prefiero) que (?:me )?(?:llame|llamen|siga llamando) (?:el|la) (?:medico|doctora?|enfermera|farmacia|ambulatorio|centro de salud)`;
/** Leaving something else: the gym, the trip's list, a subscription. */
const OTHER_LISTS = `de la lista (?:de (?:espera|la excursion|los viajes|la parroquia|voluntari\\S*)|del (?:viaje|imserso|club|bingo|coro|gimnasio|centro|hogar|taller|curso|excursion))|de baja (?:del|de la|de los|en el|en la) (?:gimnasio|club|coro|biblioteca|piscina|asociacion|parroquia|seguro|compania|banco|periodico|revista|taller|curso|hogar|centro|telefono fijo|luz|gas|suscripcion|canal)|cancel\\S*${G3}(?:la )?suscripcion(?! (?:a|de) (?:las|estas|sus) llamadas| al servicio)`;
/**
 * Talk of calls that asks nothing to stop: liking them, someone else calling, the caller's own
 * calls, being called "señora". The classifier's "stop the calls?" is not asked about these.
 */
const NOT_STOPPING = `${SELLERS}|${OTHER_LISTS}|(?:manana|pronto|en (?:dos|tres|unos|pocos) dias) (?:estare|me pondre|me encontrare) (?:mejor|bien)|estare mejor|cosa de (?:dos|tres|cuatro|unos|pocos) dias|(?:no hace falta|no tienes|no tiene|no hay) que (?:me )?(?:preguntes|pregunte|preguntar|preguntarme)(?: mas)? (?:por|de|sobre) (?:la|el|lo|las|los|mi|mis|eso|esto)|(?:que bien|me gusta|me encanta|me alegra|me hace ilusion)${G3}(?:que me llam\\S*|tus llamadas|sus llamadas|las llamadas|hablar contigo)|no me molesta\\S* (?:tus|sus|las|estas|que)|(?:tu|usted) (?:sigue|siga|sigas) llamando|(?:te|le) llamo yo|(?:me llames?|me llamen)(?: usted)? de (?:usted|senora|senor|tu)|(?:voy a|vuelvo a|pienso) llamar(?:le|la|lo)? (?:mas )?a (?:ese|esa|este|esta|mi|el|la) (?!casa|numero|telefono|movil|fijo)\\S+|(?:no quiero|prefiero) que (?:me )?(?:llame|llamen) (?:el|la) (?:medico|doctora?|enfermera|farmacia|ambulatorio|centro de salud)|(?:espero|esperando) (?:a )?que me llame|(?:si es|de) un numero (?:raro|desconocido|oculto)|no (?:me )?cojas el telefono|ya no (?:me hace falta|necesito|uso|llevo) (?:el|la|los|las|mi|mis) (?!llamad|servicio|compania)\\S+`;

/** One sign of a stroke: speech gone wrong, a face that droops, an arm or leg that will not lift. */
const STROKE_SIGN =
  '(?:(?:hablo|habla|hablaba) (?:muy )?(?:raro|rara|rarisimo|extrano|extrana|torcido|trabad[ao]|como (?:un |una )?borrach[ao]|arrastrando las palabras)|(?:me|se me|se le) (?:traba|enreda|pega) la lengua|no (?:me|le) salen las palabras|(?:me|le) salen (?:mal )?las palabras(?: mal| raras| al reves| torcidas)|(?:por un lado|de un lado|por una esquina) de la boca|(?:boca|cara|labio)(?: \\S+){0,6} (?:torcid[ao]|caid[ao]|dormid[ao]|dormia|colgando)|(?:brazo|mano|pierna)(?: \\S+){0,5} no (?:lo |la |le )?(?:levanto|muevo|siento|puedo (?:levantar|mover|subir))|no (?:levanto|muevo|siento|puedo (?:levantar|mover|subir)) (?:el|la) (?:brazo|mano|pierna))';

/** Un generador o un brasero encendido, y un sitio cerrado dentro de casa: sus gases. */
const FUMES_SOURCE = '(?:generador|planta de luz|planta electrica|brasero|anafe|estufa de gas)';
const SHUT_INDOORS = '(?:lavadero|garaje|cochera|cocina|adentro|dentro|puerta cerrada|ventanas cerradas)';

/**
 * Las cosas dejadas en orden como una despedida: el perro dado a la vecina, las joyas repartidas,
 * las cartas escritas, las cuentas pagadas, despedidas dichas. Nada por sí solas (un testamento,
 * un viaje); con PARA_SIEMPRE, la señal de que piensa no estar.
 */
const EN_ORDEN =
  '(?:(?:dado|di|regalado|regale|dejado|deje|dejo|encargado|encargue|mandado|mande|enviado|envie|repartido|reparti|llevado|lleve)(?: \\S+){0,5} (?:perro|perra|perrito|gato|gata|gatito|pajaro|periquito|canario|anillo|alianza|reloj|joyas|llaves|libros|discos|fotos|plantas|cosas|dinero|ahorros|papeles|testamento)|(?:escrito|escribi|escribiendo|escribir|dejado|deje|dejo|terminado)(?: \\S+){0,3} (?:una nota|una notita|una carta|unas cartas|cartas|las cartas|mis cartas|una lista|mi despedida)|(?:pagado|pague|saldado)(?: \\S+){0,2} (?:las|mis) (?:facturas|cuentas|deudas)|(?:ordenado|limpiado|recogido|vaciado)(?: toda)? (?:la casa|el piso|mis cosas|los armarios)|(?:despedido|despedi|despedirme|me despido|me he despedido) de|(?:cancelado|cancele|anulado|anule|dado de baja)(?: \\S+){0,2} (?:el periodico|la leche|todo|las citas)|donde (?:estan|esta) (?:los papeles|el testamento|las llaves|el dinero))';
/** Pronto no estar: «para cuando ya no esté», «la última vez», «por si ya no estoy». */
const PARA_SIEMPRE =
  '(?:(?:cuando|para cuando) (?:ya )?no (?:este|estemos)|cuando me (?:haya ido|vaya)(?! (?:de|a|al|con|unos|unas))|despues de (?:mi muerte|que me vaya)|(?:encontraran|encontrara|necesitaran|necesitara|tendran|leeran)(?: \\S+){0,4} despues(?= $| (?:ya|pues|asi|todo)(?= |$))|(?:la|una) ultima vez(?! (?:que|q) )|para siempre|(?:ya )?estoy list[oa](?= $| (?:para esta noche|ya)(?= |$))|no me (?:volveran|volvera|volveras|volvereis) a ver|ya no (?:hara|haran) falta que (?:llamen|llame|me llamen)|por si (?:ya )?no estoy|si manana no contesto|no me esperen)';
/** Un viaje, el hospital, una mudanza, un testamento «algún día»: disposiciones, no una despedida. */
const DISPOSICIONES =
  '(?:vacaciones|viaje|crucero|excursion|hospital|clinica|operacion|residencia|mudanza|mudar\\S*|algun dia|un dia de estos|cuando llegue el momento|cuando me toque|notario|no hay prisa|queda mucho)';

/** Pedirle algo a alguien («le pregunté al médico si no tenía…», «le rogué que me…»). */
const PEDIR_A =
  '(?:pedi|pedia|pedirle|pregunte|preguntaba|ruego|rogue|suplique|si no (?:tenia|tiene|podia|puede|tendria|podria)|que me (?:diera|de|ayude|ayudara|pusiera|pinchara))';
/** Algo con que hacerlo, antes de lo que haría («algo para», «una inyección para»). */
const ALGO_PARA =
  '(?:algo|alguna cosa|una inyeccion|una pastilla|pastillas|un modo|una manera|ayudarme)(?: \\S+){0,4} (?:para |a )?';
/** Algo con que morirse («algo para irme tranquila», «una inyección para acabar»). */
const ALGO_PARA_IRME = `${ALGO_PARA}(?:irme(?! (?:a |al |de |con |para ))|morirme|morir|acabar(?! (?:de|con el|con la|el|la))|dormirme para siempre|no despertar(?:me)?)`;

export const es: LanguageRules = {
  rewrites: [
    // "No, ahorita no, hay un señor en el patio": not now, and then what there is; the "no" of "not
    // now" is no "no hay" (there isn't).
    [/^ (no (?:no )?(?:ahora|ahorita|ahora mismo|justo ahora) no) (?=hay )/g, ' $1 pero '],
    // "¿Me pués avisar?": "puedes" as it is said in the south.
    [/ (me|te|nos|lo|la) pues (?=(?:avisar|llamar|recordar|poner|decir|hacer|dar)\S* )/g, ' $1 puedes '],
    [/ beses /g, ' veces '],
    // Socorro, Auxilio: names, said as names ("soy Socorro", "doña Socorro", "mi hermana Socorro"),
    // and no cry for help.
    [
      / (soy yo|yo soy|soy|me llamo|se llama|habla|aqui|dona|senora|tia|abuela|comadre|vecina|amiga|hermana|prima|cunada|nuera|mi hija|mi madre|mama|la|con|maria del|maria) (?:socorro|auxilio)(?= )/g,
      ' $1 fulana',
    ],
    // As said in much of Spain: "se me ha quemao", "por un lao", "pa la pastilla", "no pasa na",
    // "to los dias".
    [/ (?!(?:bacal|cac|call|bilb|mac|ch|ci|sar|c|b)ao )(\S+)ao(?= )/g, ' $1ado'],
    [/ pa(?= )/g, ' para'],
    [/ pal(?= )/g, ' para el'],
    [/ na(?= )/g, ' nada'],
    [/ to (?=(?:los|las) )/g, ' todos '],
    [/ to (?=el )/g, ' todo '],
    [/ corason /g, ' corazon '],
    // Asturias y el occidente: "nun me llega l'aire", "toi sentada", "nun ta".
    [/ nun(?= )/g, ' no'],
    [/ (?:toi|toy)(?= )/g, ' estoy'],
    [/ l aire(?= )/g, ' el aire'],
    // El voseo del Río de la Plata y de Centroamérica: "¿me podés avisar vos?", "decime", "contame".
    [/ podes(?= )/g, ' puedes'],
    [/ queres(?= )/g, ' quieres'],
    [/ tenes(?= )/g, ' tienes'],
    [/ decime(?= )/g, ' dime'],
    [/ contame(?= )/g, ' cuentame'],
    [/ acordate(?= )/g, ' acuerdate'],
    [/ (?<=(?:puedes|quieres|me|avisame|llamame|avisas|llamas) )vos(?= )/g, ' tu'],
    [/^ este(?= )/, ''],
    [
      / (?:eh+|em+|ay+|uy+|pues|mira|mire|oye|oiga|bueno|o sea|mija|mijo|carino|mi cielo|fijate|fijese)(?= )/g,
      '',
    ],
    // Endearments only when they are not the subject or object: "mi hijo me pega" stays whole.
    [
      /(?<! (?:mi|tu|su|la|el|una|un|de|del|al|nuestra|nuestro|esta|este|esa|ese|otra|otro|sus|mis)) (?:hija|hijo|nena|nene)(?= )/g,
      '',
    ],
    [/(?<! (?:el|del|al|de|un|tu|su|mi|en el|buen|gran)) corazon(?= )/g, ''],
    [
      /(?<! (?:con|a|de|en|toda|para|por|es|era|fue|que|y|fin a|sin)) mi (?:vida|amor)(?! (?:ya|no|es|se|sin|entera|esta|era|fue|ha|tiene|vale|acabo|termino|sobra|lo|la|de))(?= )/g,
      '',
    ],
    [/ yam(?=a|e|o|en|ar|ad)/g, ' llam'],
    [/ (?:nueve uno uno|nueve once) /g, ' 911 '],
    [/ (?:ciento doce|uno uno dos|uno doce) /g, ' 112 '],
    [/ (?:cero seis uno|cero sesenta y uno) /g, ' 061 '],
  ],
  figurative: [
    // "Esa tiene cara de mosquita muerta": quien se hace la inocente, no una cara caída.
    w('(?:cara|carita|pinta) de (?:mosquita|mosca) muerta|(?:una|la|esa|ese|un) (?:mosquita|mosca) muerta'),
    // Un cuerpo o una cosa que ya no da más («mis rodillas ya no dan para más»).
    w(
      '(?:rodillas|piernas|caderas|pies|ojos|manos|espalda|huesos|coche|carro|lavadora|zapatos)(?: \\S+){0,2} (?:ya )?no (?:dan|da) (?:para mas|mas de si)',
    ),
    // «No podía ni respirar de tanto reírme»: la risa, no el ahogo.
    w(
      '(?:no podia|no puedo|no podiamos|sin poder) (?:ni )?respirar de (?:tanto )?(?:reir\\S*|la risa|risa)|(?:me|nos) (?:muero|moria|moriamos|mori) de (?:la )?risa',
    ),
    // «Casi me da el patatús»: el susto dicho, no un ataque.
    w(
      'casi (?:me|le|nos) (?:da|dio|daba|ha dado) (?:el |un |una )?(?:patatus|soponcio|telele|yuyu|infarto|ataque|algo|parraque|pasmo)',
    ),
    // Lo que cobran, que «me quieren matar»: los precios, no una amenaza («me cobró otros quinientos
    // por apretar una tuerca, me quieren matar estos»).
    w(
      '(?<=(?:cobr\\S*|recibo|precio\\S*|factura\\S*|pesos|euros|dinero|caro|cara|carisimo|tarifa\\S*|un dineral)(?: \\S+){0,15} )(?:me )?(?:quieren|van a|estan queriendo) (?:matar|arruinar)(?: (?:estos|esos|con \\S+|a disgustos))?',
    ),
    // Las patas de un animal, dichas tras el veterinario: "lo llevé al veterinario… ya no se levanta".
    w(
      '(?<=(?:veterinari[oa]s?|veterinaria)(?: \\S+){0,15} )(?:(?:las|sus) patas(?: \\S+)? (?:ya no (?:le )?(?:responden|aguantan|sostienen)|no (?:le )?(?:responden|aguantan|sostienen))|(?:ya )?no (?:se puede|puede|se) (?:levantar|levanta|andar|anda|caminar|camina|subir|sube|tener en pie)(?: \\S+){0,3})',
    ),
    // Morirse de vergüenza, de pena, de risa: una manera de decir ("la que se quería morir era la
    // novia, de la vergüenza").
    w(
      '(?:queria|quiso|quise|quiere|quisiera|quieren|querian) morir(?:me|se|te)?(?: \\S+){0,4} de (?:la )?(?:verguenza|pena|risa|envidia|asco|aburrimiento|los nervios)',
    ),
    // Los nietos que "me van a matar" de cansancio; "la que está muerta soy yo"; un ahogo de risa con
    // el champán; "salí con una cara de muerta" en las fotos; la música o el ruido que daban ganas
    // de morirse: quejas y risas, no peligro.
    w(
      '(?:estos|esos|los|mis) (?:chicos|nenes|ninos|nietos|nietas|bisnietos|crios|chamacos|escuincles|cabros|chiquillos|pelaos|carajitos|diablillos|chiquitos)(?: \\S+){0,2} me (?:van a matar|matan|van a volver loca|van a volver loco)|(?:la|el) que (?:esta|estaba) (?:muerta|muerto|reventada|reventado|molida|molido) soy yo|(?:de la risa|de risa|riendome|riendo)(?: \\S+){0,3} me (?:atore|atragante|ahogue) con (?:el|la|un|una) (?:champan|champana|cava|sidra|vino|agua|refresco|bebida|torta|pastel|tarta)|(?:sali|salio|salgo|sale|salimos|salieron) (?:\\S+ ){0,2}(?:horrible|fatal|fea|feo|con (?:una )?cara de muert[ao](?: \\S+){0,8})|(?:musica|ruido|reguet\\S*|reggaet\\S*|cumbia|parlantes|altavoces|timpanos|verguenza|calor|bochorno)(?: \\S+){0,10} me queria morir(?: te lo juro| de verdad)?',
    ),
    // El mareo dicho como ganas de morir de entonces ("me mareé tanto que me quería morir",
    // "tírenme por la borda"); morir negado con un lugar o un tiempo ("no pienso morirme en Roma").
    w(
      '(?:marea\\S*|mare[eo]\\S*|vomit\\S*|vomite|devolv\\S*|echando las tripas)(?: \\S+){0,14} (?:me queria morir|queria morirme|me quise morir|me queria tirar al agua)|tir(?:ame|enme|eme|arme) por la borda|no (?:pienso|me pienso|tengo intencion de|tengo pensado) morir(?:me)? (?:en|alla|aqui|alli|todavia|ahora|tan pronto|de vacaciones|fuera)',
    ),
    // "Usted me quiere matar a pastillas", "me van a matar a disgustos": a complaint, not a threat.
    w(
      `(?:me quiere|me quieren|me quieres|me van a|me va a|me vas a) matar (?:a|con) (?:pastillas|disgustos|sustos|trabajo|comida|medicinas|recetas|preguntas|papeles|pinchazos|inyecciones|agujas|la aguja|la fresa|tant[ao]s? \\S+)`,
    ),
    // "Es tan chiquito que me ahogo": a small flat, a crowd of boxes, felt as stifling.
    w(
      `(?:tan|muy|de lo mas) (?:chiquit[oa]|pequen[oa]|chic[oa]|estrech[oa]|apretad[oa]|cerrad[oa]|lleno|llena)${G3}(?:que )?me ahogo|(?:me ahogo|me estoy ahogando|ahogad[ao]) (?:en|entre) (?:este|esta|estas|estos|tanto|tanta|tantas|tantos|un mar de|tanto lio de|los|las|mis) (?:\\S+ )?(?:apartamento|departamento|piso|casa|cuarto|pieza|cajas|trastos|cosas|papel|papeles|papeleo|muebles|recetas|hojas|facturas|cuentas|deudas|tramites|medicinas|pastillas|remedios|cajas)`,
    ),
    // No ver nada sin las gafas; un fuego solo temido ("dice que va a salir ardiendo"); "me voy a
    // matar saliendo a esas horas", "con tanta siesta me voy a matar", dichos por otros o por risa.
    w(
      `no (?:veo|ve|veia) (?:nada|ni papa|ni gota|tres en un burro)${G3}sin (?:las|mis|sus|los) (?:gafas|lentes|anteojos|espejuelos)|(?:dice|dijo|cree|piensa|tiene miedo de|le da miedo)${G3}que${G5}(?:va a|podria|puede) (?:salir ardiendo|prender(?:se)? fuego|quemar la casa|incendiar)|me (?:voy a matar|mato|voy a desnucar) (?:saliendo|subiendo|bajando|andando|corriendo|por (?:el|la|esa|esas|ese|esos) (?:patio|escalera|escaleras|calle|pasillo))|con tant[ao]s? \\S+${G3}me voy a matar`,
    ),
    // "Cada vez que entraba en la bañera decía aquí me mato": a fall feared, not talk of ending it.
    w(
      '(?:decia|pensaba|dije|pense|me decia|digo)(?: yo)?(?: \\S+){0,2} (?:aqui|hoy|un dia de estos|cualquier dia) me (?:mato|voy a matar|desnuco|rompo la crisma)',
    ),
    // Los apuros de un animal, no de la persona: "el perro se ahogaba con un hueso", "el gato trajo
    // un pájaro, sangre por todas partes". No cuando la persona está en ello ("el perro me mordió").
    w(
      `(?:perro|perra|perros|perrito|perrita|gato|gata|gatos|gatito|cachorro|periquito|loro|caballo|gallina|gallinas|conejo|cabra|oveja|vaca|canario|burro)${NOT_ME}{0,3} (?:se ahogaba|se ahoga|se atraganto|se atragantaba|ahogandose|le dio un ataque|convulsionaba|se desplomo|envenenad[oa])|(?:gato|gata|perro|halcon|gavilan|zorro|pajaro|pajaros|raton|conejo|gallina|paloma|petirrojo|topo|rata|ardilla|urraca)${NOT_ME}{0,12} (?:sangre|plumas)(?: y (?:plumas|sangre|pelos))? por todas partes`,
    ),
    // "Estoy que me muero de los nervios", "el corazón que se me sale de la alegría": nervios y
    // alegría, no un corazón en peligro; "me quería morir… meterme debajo de la cama": vergüenza.
    w(
      '(?:estoy |esta |ando )?que me muero (?:de|del) (?:los |la |el )?(?:nervios|verguenza|risa|ganas|hambre|sed|sueno|frio|calor|envidia|alegria|emocion|ilusion|aburrimiento|impaciencia|curiosidad|gusto|contenta?o?|coraje|rabia|bronca|colera|cabreo|berrinche|asco)|(?:el corazon )?que se me sale(?: del pecho)? de (?:la |lo )?(?:alegria|emocion|felicidad|contenta?o?|ilusion|gusto|feliz)|(?:me queria|me quise|quise|queria|me quiero) morir(?: \\S+){0,6} (?:meter(?:me)? debajo|esconder(?:me)?|que me trag\\S* la tierra|tragame tierra)|(?:me queria|me quise|quise|queria|me quiero) morir de (?:la )?verguenza|(?:me queria|me quise|quise|queria|me quiero|me iba a) morir (?:del|de la|de) (?:coraje|rabia|bronca|colera|cabreo|berrinche|asco|disgusto)|(?:un|una|tal|tanto|tanta|que|el) (?:coraje|rabia|bronca|colera|cabreo|berrinche|mala leche)(?: \\S+){0,3} que me (?:queria|quise|quiero|iba a) morir',
    ),
    // "Una carta a la comunidad, que se van a enterar, vamos que los mato": una queja y enfado con
    // otros, dicho por decir; no una carta de despedida ni hablar de quitarse la vida.
    w(
      '(?:carta|cartita|escrito|queja|reclamacion|denuncia)(?: de (?:queja|reclamacion|protesta))?(?: \\S+){0,2} (?:a|al|a la|para el|para la|pa la|pal) (?:\\S+ )?(?:comunidad|ayuntamiento|administrador|administracion|administradora|presidente|presidenta|junta|banco|compania|empresa|periodico|diario|alcalde|alcaldia|municipio|municipalidad|seguro|aseguradora|ministerio|defensor|consumo|seguridad social|eps|isapre|imss|obra social)',
    ),
    w(
      '(?:vamos |vaya |es que |te digo que |yo )?que (?:los|las|lo|la|le|les) (?:mato|mataba|mataria|estrangulo|estrangularia)(?: a (?:todos|todas|los dos|el|ella|ellos))?(?= |$)|(?:los|las|lo|la|le|les) (?:mato|mataria|estrangulo|estrangularia) (?:a todos|a todas|a los dos|yo|con mis propias manos)',
    ),
    // Casi, pero alguien la sujetó: "casi me voy de jeta contra el vidrio, pero un muchacho me agarró
    // del brazo". Lo que no pasó.
    w(
      '(?:casi|por poco|a punto de)(?: \\S+){1,10} (?:pero|menos mal que?|suerte que|y)(?: \\S+){0,4} (?:me (?:agarro|agarre|sujeto|sujete|cogio|cogi|sostuvo|sostuve|atajo|ataje|aguanto|agarraron|sujetaron|cogieron|sostuvieron)|me pude (?:agarrar|sujetar|sostener))',
    ),
    // "Maúlla como si la estuvieran matando": un símil, no una muerte.
    w(
      'como si (?:lo|la|le|los|las|me|te|nos) (?:estuvieran|estuviesen|fueran a|fuesen a|estuvieras|estuviera) (?:matando|matar|degollando|desollando|despellejando|asesinando)|como si (?:lo|la|le|los|las) (?:mataran|matasen|degollaran)',
    ),
    // "Un día de estos mato a ese perro… ¡qué voy a matar yo a nadie!": enfado con un animal, dicho
    // por decir.
    w(
      '(?:que|quien) voy a matar yo(?: a nadie| a ese \\S+)?|(?:mato|matare|matar|mataria|voy a matar)(?: yo)? a (?:ese|esa|este|esta|aquel|aquella) (?:perro|perra|gato|gata|gallo|loro|bicho|chucho|animal|pajaro|paloma|mosquito|mosca)',
    ),
    // "Me cobraron doscientos bolivianos, me dio un patatús": un precio, no un corazón.
    w(
      `(?:cobrado|cobraron|cobran|cobro|precio|precios|cuesta|costo|costaba|pague|pagar|factura|cuenta|bolivianos|euros|pesos|soles|dolares|quetzales)${G8}me (?:ha dado|dio|da|va a dar|daba|iba a dar) (?:un |el )?(?:patatus|soponcio|infarto|algo|ataque|sincope|yuyu|telele)|me (?:ha dado|dio|da|daba) (?:un |el )?(?:patatus|soponcio|infarto|ataque|telele|yuyu)${G5}(?:cuando vi|al ver|con) (?:el precio|la factura|la cuenta|lo que)`,
    ),
    // "Lo apunto todo, que si no me lío y me mato": a dose muddled, warned of, not talk of ending it.
    w(
      '(?:que )?(?:si no|sino|porque si no)(?: \\S+){0,3} (?:me lio|me confundo|me equivoco|me hago un lio|me olvido|me paso)(?: y)? (?:me mato|me muero|me envenen\\S*)',
    ),
    // "Unas papas arrugadas que me muero por ellas": what they love, not dying.
    w(
      '(?:me )?(?:muero|muriendo|moria) por (?:ellas|ellos|ella|el|esas|esos|esa|ese|eso|un|una|unas|unos|las|los|comer|probar|tomar|catar)(?= |$)',
    ),
    // "Vi el precio del rape y casi me tiro del muelle": a price, not a wish to die; "¡no, hombre,
    // qué me voy a tirar!" says so.
    w(
      '(?:casi|por poco|poco mas y|medio)(?: \\S+){0,2} me (?:tiro|tire|tiraba|lanzo|lance|echo)(?: \\S+){0,4}(?=(?: \\S+){0,12} (?:precio|precios|euros|quilo|kilo|factura|cuenta|cuesta|costaba|vale|valia|cobran|cobraban))|(?:precio|precios|euros|quilo|kilo|factura|cuenta)(?: \\S+){0,10} (?:casi|por poco)(?: \\S+){0,2} me (?:tiro|tire|tiraba|lanzo|lance)(?: \\S+){0,4}|(?:no|non|nada|anda|vamos|hombre|home|mujer|muller)(?: \\S+){0,3} que me voy a (?:tirar|matar)|(?:forma|maneira) de falar',
    ),
    // Bloqueada "como un ladrón", la pantalla que se pone negra: el correo o el teléfono, no un peligro.
    w(
      '(?:como un|como una|como si fuera un|como si fuera una) (?:ladron|ladrona|caco|criminal|delincuente|maleante)|(?:pantalla|tele|tableta|telefono|movil|celular)(?: \\S+){0,2} (?:se pone|se me pone|se queda|se me queda|esta|se puso|se quedo|se ha puesto) (?:toda )?(?:negra|en negro|oscura|en blanco)',
    ),
    // La helada que "ha matado" los geranios: el jardín, no una muerte.
    w(
      '(?:matad[oa]s?|mato|mataron|matar|mata) (?:todos |todas )?(?:los|las|mis|el|la) (?:\\S+ )?(?:geranios|plantas|flores|rosas|rosales|tomateras|tomates|lechugas|macetas|esquejes|cactus|claveles|petunias|hortensias|pimientos|patatas|arboles|limonero|naranjo|huerta|huerto|cosecha|bulbos|semillas|begonias|gitanillas|hierbas|setos?|cesped)',
    ),
    // Bichos del huerto nombrados, y luego "las voy a matar a todas"; y no saber "qué hacer conmigo"
    // una mañana libre.
    w(
      '(?:babosas|caracoles|pulgon|pulgones|orugas|topos|ratas|ratones|palomas|conejos|avispas|hormigas|malas hierbas|cochinillas|gusanos|bichos|tijeretas|jabalies|gorriones|mirlos|plaga)(?: \\S+){0,14} (?:(?:las|los) (?:\\S+ ){0,2}(?:matar|matare|mato|envenenar|envenene|ahogar|ahogo|exterminar|cargar)\\S*|(?:matar|envenenar|ahogar|exterminar|cargarme)(?:las|los)|acabar con (?:ellas|ellos|todas|todos))(?: a (?:todas|todos|todititas|todititos))?(?:(?: \\S+){0,8} se (?:ahogan|mueren|revientan))?|(?:babosas|caracoles|pulgon|pulgones|orugas|topos|ratas|ratones|avispas|hormigas|hormigueros?|cochinillas|gusanos|bichos|plaga|veneno|insecticida|matahormigas|raticida|matababosas)(?: \\S+){0,20} (?:a ver si )?(?:asi )?(?:se (?:mueren|mueran|me mueren|revientan|secan|ahogan|ahoguen)|(?:mueren|revientan) (?:todas|todos))|(?:que|q) hacer (?:conmigo|con mi tiempo|con el dia|con la tarde|con la manana|con las horas)',
    ),
    // "Una cola que me muero", "un frío que me muero": how long, how cold, not dying.
    w(
      '(?<=(?:un|una|tanto|tanta|tan|mas|que) (?:cola|fila|colas|frio|calor|hambre|sed|sueno|risa|cansancio|prisa|nervios|lio|jaleo|trabajo|follon|gente|cuesta|subida)(?: \\S+){0,3} )que me muero(?! de (?:pena|dolor|verdad))|(?<=(?:me comeria|me tomaria|me beberia|me zamparia|me jamaria|me comia|me tomaba)(?: \\S+){0,10} )que me muero(?! de (?:pena|dolor|verdad))',
    ),
    // "Si me subo otra vez a la escalera me mato": a fall warned of, not talk of ending it.
    w(
      'si (?:me )?(?:subo|vuelvo a subir|caigo|resbalo|sigo subiendo)(?: \\S+){0,12} (?:me mato|me voy a matar|me desnuco|me rompo la crisma)(?:(?: \\S+){0,2} (?:me voy a matar|me mato))?|(?:me voy a|te vas a|se va a) (?:matar|desnucar|romper la crisma) (?:de|con|en) (?:la|esa|una) escalera',
    ),
    // "Como me toque el gordo me da un infarto": una suerte soñada, no un corazón en peligro.
    w(
      `(?:como|si|cuando) (?:me |nos )?(?:toca|toque|tocara|tocase|gano|gane|ganara|ganase|sale|salga|saliera)${G8}(?:me da (?:un infarto|algo|un patatus|un ataque|un soponcio)|me muero|me quedo (?:tiesa|tieso|seca|seco|muerta|muerto|pajarito)|me caigo (?:muerta|muerto|redonda|redondo))(?:(?: \\S+){0,6} (?:me quedo (?:tiesa|tieso|seca|seco|muerta|muerto|pajarito)|me caigo (?:muerta|muerto|redonda|redondo)))?`,
    ),
    // "Si como otro mantecado reviento": eating, not dying.
    w('si (?:me )?(?:como|tomo|bebo)(?: \\S+){0,5} (?:me muero|reviento|exploto|me da algo)'),
    // "Hay que estar muerto para picar en eso": lo que haría falta, dicho de un timo.
    w(
      '(?:hay|habria|haria falta|tendria|tendrias|tienes|tiene) (?:que )?(?:estar|ser) (?:muert[oa]|loc[oa]|tont[oa]|cieg[oa]|bobo|boba|idiota)(?: \\S+){0,3} para',
    ),
    // La matanza del cerdo y su sangre para las morcillas: el trabajo del campo, no una herida.
    w(
      `(?:matamos|matar|mataron|mataba|matabamos) (?:el|al|un|los|a los) (?:cerdo|cerdos|cochino|cochinos|marrano|marranos|puerco|puercos|chancho|chanchos|cordero|pollos?|conejos?)|sangre${G5}(?:para (?:las|la) morcillas?|del cerdo|del cochino|del marrano|del puerco|del chancho|del cordero)`,
    ),
    // Ocupada con una tarea en un cuarto ("estoy en la cocina haciendo la comida"): dónde está y qué
    // hace, no dónde se cayó. Un cuarto dicho solo se sigue sopesando.
    w(
      `(?:estoy|estaba|ando|andaba)(?: aqui)?(?: (?:arriba|abajo|afuera|fuera))?(?: (?:en|por) (?:la |el |mi )?(?:cocina|cuarto|habitacion|dormitorio|recamara|alcoba|jardin|patio|salon|sala|comedor|bano|azotea|terraza|huerta|huerto|garaje|cochera|balcon|lavadero|corral|pieza))(?: \\S+){0,2} (?:haciendo|preparando|limpiando|planchando|doblando|tendiendo|barriendo|fregando|cocinando|pelando|leyendo|viendo|cosiendo|tejiendo|regando|ordenando|arreglando|lavando|escribiendo|pintando|envolviendo|quitando el polvo|recogiendo|guardando|cambiando|podando|plantando|sembrando|cortando)`,
    ),
    // No querer ser una carga por una tarea que alguien tiene que hacer ("no quiero ser una carga
    // para mi hija, que siempre tiene que andar acordándome de todo"): un deseo práctico, no el de
    // irse. Sentirse una carga, o dejar de serlo pronto, se sigue oyendo.
    w(
      `no (?:\\S+ )?(?:quiero|quisiera|queria|me gusta|me gustaria) (?:ser|convertirme en) (?:una|un) (?:carga|estorbo|molestia|peso|lastre|incordio)(?: para(?: \\S+){1,2}?)? (?:que|quien|porque|pues|como) (?:\\S+ ){0,3}(?:tiene|tienen|tenga|tengan|tenia|anda|andan|debe|deben)(?: que)?`,
    ),
    // "Mi nieto me ha pegado el resfriado": pegar una enfermedad es contagiarla, no golpear.
    w(
      '(?:(?:me|te|le|nos|les|se) )?(?:ha |han |habia )?peg(?:ado|o|aron|a|an)(?: \\S+)? (?:el|la|un|una|los|las|su|sus) (?:resfriado|catarro|gripe|tos|virus|covid|constipado|piojos|pulgas|sarampion|varicela)',
    ),
    // Llamar para charlar, las habitaciones listas para las visitas; dudar antes de contar algo.
    w(
      '(?:es que )?no se si (?:contar(?:lo|te|le|selo|telo)?|decir(?:lo|te|le|selo|telo)?|debo (?:contar|decir)\\S*|deberia (?:contar|decir)\\S*)|(?:te|le|la|lo|les|os) llamo (?:porque|para) (?:no tengo con quien (?:hablar|comentar|charlar)|charlar|hablar un rato|saludar\\S*|contar\\S*)|(?:tengo|tenemos|he|hemos|dejado|deje) (?:\\S+ )?(?:preparad\\S*|preparas|listas?|arreglad\\S*|hechas?) (?:la|las|el|los) (?:habitacion\\S*|camas?|cuartos?|comida|mesa)',
    ),
    // Maneras de hablar: "me voy a matar a trabajar", "mi hija dice que me mata si…", "me quiero
    // morir jajaja", un loro que grita socorro, "me he puesto morada", un calor asfixiante, caerse
    // de la silla del susto; y lo que se pregunta por si acaso ("¿qué número hay que llamar si…?").
    w(
      `matar(?:me|te|se)? (?:a |de tanto |con tanto )?(?:trabaj|limpi|freg|planch|cocin|and|camin|sub|baj|hac|estudi|corr|barr|cos|pint|orden|prepar)\\S*|(?<!(?:cuchillo|navaja|pistola|escopeta|arma|machete|miedo|asustad\\S*|socorro|ayuda|tomado|borracho|encerre|encerrado|encerrada)(?: \\S+)* )(?:dice|dijo|decia) que (?:yo |tu |usted |ella |el )?(?:me|te|la|lo|le|se|nos) (?:mata|matan|matara|mataran|va a matar|van a matar|voy a matar)(?!.* (?:cuchillo|navaja|pistola|escopeta|arma|miedo|asustad\\S*|socorro|ayuda))(?: \\S+){0,8}|(?:me quiero morir|me muero|quiere matarme|me mata|me va a matar)(?: \\S+){0,3} (?:ja(?:ja)+|je(?:je)+)\\S*|(?:loro|perico|cotorra|papagayo)(?: \\S+){0,4} (?:dice|grita|repite) (?:socorro|ayuda)`,
    ),
    w(
      `(?:me he puesto|me puse|ponerme|se puso|nos pusimos) morad[ao]s?|calor (?:mas |tan |muy )?asfixiante|(?:me he caido|me cai|casi me caigo|me caigo) de (?:la silla|espaldas|culo) (?:del susto|de la risa|de la sorpresa|de la emocion|de alegria)|cuando (?:tengo|hay|debo|tendria) que (?:preocuparme|llamar|ir)(?: \\S+){0,4}|como se sabe si(?: \\S+){0,6}|(?:que|cual es el) numero (?:hay que|tengo que|debo|se) (?:llamar|marcar)(?: \\S+){0,8}|me explica[s]? (?:los|cuales son los) (?:sintomas|sintoma|signos)(?: \\S+){0,6}|para estar preparad[ao]`,
    ),
    // Una visita a la puerta, con la llamada en espera: «un momento, que llaman a la puerta».
    w(
      '(?:un momento|un momentito|espere|espera|perdone|disculpe|no cuelgue)(?: \\S+){0,3} (?:que )?(?:llaman|tocan|estan llamando|estan tocando|alguien (?:llama|toca))(?: a la puerta| al timbre| el timbre)?(?!(?: \\S+){0,10} (?:miedo|intenta\\S*|entrar|forza\\S*|patad\\S*|golpe\\S*|grit\\S*|amenaz\\S*))',
    ),
    // Lo que "me va a dar un infarto" sin dolor ninguno: el recibo de la luz, el nieto, el fútbol.
    w(
      '(?:me|nos) (?:va|van|iba|iban|vas|ha|han) a (?:dar|matar) (?:un |de un )?(?:infarto|patatus|soponcio|ataque(?: al corazon| de nervios)?|disgusto)(?= (?:cada|con|el dia|un dia|cualquier|como|si|de tanto))',
    ),
    // Tomarse algo a pecho, el brazo derecho de alguien, de carne y hueso, agua con gas, cosas de
    // juguete, lo que no se sabe dónde quedó.
    w(
      '(?:tom\\S*|lo tomes|te lo tomes|se lo tome) a pecho|a pecho descubierto|(?:es|era|ser|soy|sea|fue|sera) (?:el|la|su|mi|tu) brazo derecho(?! (?:de repente|no|se|me|le|esta|lo))|de carne y hueso|agua con gas|(?:ambulancia|pistola|escopeta|camion de bomberos|patrulla) de juguete|no se donde (?:deje|puse|he dejado|he puesto|venden|guarde|meti) (?:los|las|el|la|mis|mi|esos|esas|ese|esa) (?:gafas|lentes|llaves|anteojos|mando|control|monedero|cartera|bolso|telefono|celular|movil|receta|libro|boli|lapiz|zapatillas|paraguas|hilo|tijeras|\\S+ de \\S+)|sin querer (?:le )?(?:eche|puse|borre|pise|tire|rompi|derrame|manche)',
    ),
    // Caerse de espaldas con una noticia, romperse la cabeza con el sudoku.
    w(
      '(?:me |se |nos )?(?:cai|caigo|cayo|caimos|caer) de espaldas (?:con|al|cuando|de)|(?:me |se |nos )?(?:rompi|rompo|rompe|rompio|romper|rompiendo) la cabeza (?:con|pensando|para|buscando)',
    ),
    // Caerse del guindo, ahogarse en papeles, la cuerda de tender, ayuda con el móvil, un gato que
    // dormiría para siempre.
    w(
      '(?:me |se |nos )?(?:cai|cae|cayo|caimos|caer|caerse|caido) del (?:guindo|burro)|ahog\\S* en (?:papeles|trabajo|deudas|facturas|burocracia|tramites|cosas|un vaso de agua)|(?:tengo|tiene|tienes|hay|queda|le queda|me queda) cuerda para (?:rato|largo|mucho|muchos anos|tiempo|cien anos|otros \\S+ anos)|cuerda (?:de|para) (?:tender|la ropa|saltar|la persiana|el reloj|guitarra)|dar(?:le)? cuerda',
    ),
    w(
      'necesito ayuda (?:con|para) (?:el|la|los|las|un|una|mi|mis|esto|eso) (?!pecho|corazon|respir\\S*|sangr\\S*|cabeza|brazo|pierna)\\S+',
    ),
    w(
      '(?:gato|gata|gatito|gatita|perro|perra|perrito|perrita|michi|minino|bicho|nieto|nieta|nietos|marido|esposo|\\S+ (?:tan )?dormilon[ao])(?: \\S+){0,12} dormir para siempre',
    ),
    // Una pierna dormida de estar sentada es un hormigueo, no un ictus.
    w(
      '(?:pierna|piernas|pie|pies|brazo|mano) (?:se me ha quedado |se me queda )?dormid[ao]s?(?: \\S+){0,3} (?:de estar|por estar|de tener|de tenerla|de cruzar|de la postura|sentad[ao]|de rodillas|en cuclillas|de dormir encima)',
    ),
    w(
      '(?:prefiero|preferiria) morir(?:me)? (?:antes )?(?:que|de) (?:comer|beber|ponerme|ver|escuchar|llevar|usar)',
    ),
    w(
      '(?:me (?:voy|vas|va|iba) a )?(?:me )?(?:muero|muriendo|morir|morirme|muerto|muerta|moria|moriria|mori) (?:de|por) (?:ganas(?: de que| de)?|hambre|sed|frio|calor|risa|la risa|sueno|verte|veros|aburrimiento|envidia|verguenza|la verguenza|miedo|cansancio|pena|amor|celos|curiosidad|nervios|asco|gusto|alegria|ilusion|(?:la |una )?emocion|felicidad|impaciencia|la intriga|intriga|calor|tristeza|orgullo)|de muerte|a muerte|(?:rabia|pena|verguenza|gusto|asco|risa|envidia|hambre|sed|frio|calor|sueno|ganas|miedo|cansancio|nervios|alegria|ilusion|coraje)(?: \\S+){0,3} que me muero',
    ),
    w(
      '(?:me (?:estan|esta) )?matando(?: \\S+)?|mataria por (?:un|una|unos|unas)|me mato (?:a|trabajando|limpiando|estudiando|cocinando|de)(?: \\S+)?|(?:chiste|broma|risa|chistoso|gracioso|humorista|comico|payaso|pelicula|serie|novela|programa|nieto|nieta)(?: \\S+){0,3} me (?:mato|mata|mataste|matas|va a matar)(?= $| de| con| ja| jaja\\S*)|me matan (?:los|las|estos|estas)(?: \\S+)?|matar el (?:tiempo|rato|gusanillo|hambre)|(?<!(?:cuchillo|navaja|pistola|escopeta|arma|machete|hacha|martillo|miedo|socorro|ayuda) .*)me (?:va|van) a matar (?:cuando|si|como|de|con)(?!.* (?:cuchillo|navaja|pistola|escopeta|arma|machete|hacha|martillo|miedo|socorro|ayuda) )|me mataria (?:si|cuando)|(?:me|le|nos|te) mato con (?:la mirada|los ojos|sus palabras)|(?:mata|matar|matando) con la mirada',
    ),
    w(
      '(?:caer|caigo|cai|cayo) en la cuenta|me cae (?:bien|mal|gordo|fatal)|se me cayo el alma|se me (?:cae|cayo|caia) la cara de verguenza|(?:se cae|me caigo|me caia) de (?:sueno|viejo|vieja|cansancio)|(?<=(?:un|una|tanto|tanta|tan|con un|con una) (?:sueno|cansancio|modorra|flojera|agotamiento)(?: \\S+){0,2} )que me caigo',
    ),
    w(
      'corazon de (?:oro|piedra|melon)|pechuga|de todo corazon|(?:me )?(?:parte|rompe|encoge|duele|dolio|partio|rompio) el (?:corazon|alma) (?:de|al|cuando|ver|por|con|que)|con el corazon en (?:la mano|un puno)',
    ),
    w(
      `fuego lento|fuegos? artificiales|(?:fuego|lumbre|llamas?)${G2}(?:la |el )?(?:chimenea|estufa|brasero|barbacoa|hogar|velas?)|(?:encendi|encender|enciendo|encendemos|prendi|prender|prendo|prendemos)${G2}(?:la |el |las |unas )?(?:chimenea|estufa|brasero|barbacoa|velas?|lumbre)|simulacro(?: de \\S+)?|seguro de (?:incendios?|hogar|\\S+)|(?:escalera|salida|puerta) de incendios`,
    ),
    w(
      '(?:me )?ahoga\\S* (?:la|el|este|esta|ese|esa|tanta|tanto) (?:corbata|jersey|cuello|camisa|bufanda|ropa|faja|sujetador|vestido|abrigo|chaqueta|casa|piso|gente|calor)|(?:corbata|jersey|cuello|camisa|bufanda|faja|sujetador|vestido|abrigo|chaqueta)(?: \\S+){0,3} me ahoga|(?:me )?ahog\\S* (?:de calor|con (?:este|tanto|el|la) (?:calor|bochorno|humedad)|en un vaso de agua|con tant\\S*|de (?:risa|pena|trabajo|deudas|papeles|papeleo))|ahogad[ao] (?:de|en|con) (?:deudas|trabajo|papeles|papeleo|calor)|en un vaso de agua',
    ),
    w(
      '(?:dej\\S*|qued\\S*) sin (?:aliento|aire|respiracion|resuello|palabras) (?:de|al|con|lo|la|el|los|las|como|cuando|subiendo|andando|caminando|corriendo)|sin (?:aliento|aire|resuello) (?:de|al) (?:subir|correr|andar|caminar|reir|bailar|cantar)|(?:me )?fatig\\S* (?:al|de|cuando) (?:subir|andar|caminar|las escaleras|correr)',
    ),
    w(
      `(?:casi|por poco|poco mas y|medio)${G2}me (?:da|dio|daba|muero|mori|desmayo|desmaye|caigo|cai|matan|mata|ahogo|ahogue|desangro|desangre|quemo|queme)(?: (?!casi |por poco )\\S+){0,3}|me (?:va|iba) a dar (?:algo|un infarto|un ataque|un patatus|un soponcio) (?:con|si|cuando|como|de)|me (?:ha dado|dio|da|daba) (?:algo|un infarto|un ataque|un patatus|un soponcio|un jamacuco) (?:cuando vi|al ver|de ver|con (?:la factura|el precio|los precios|lo que))|me desmayo (?:si|cuando|de|al)(?: \\S+){0,3}`,
    ),
    w(
      `(?:partida|cartas|mus|domino|parchis|tute|brisca|bingo|jugando|juego|futbol|partido|petanca|ajedrez)${G5}(?:pegaron|dieron|pego|dio|dan|pegan) (?:una )?paliza|(?:pegaron|dieron|pego|dio|dan|pegan) (?:una )?paliza${G5}(?:partida|cartas|mus|domino|parchis|tute|brisca|bingo|jugando|juego|futbol|partido|petanca|ajedrez)`,
    ),
    w(
      '(?:analisis|analitica|extraccion) de sangre|(?:sacar|sacaron|sacado|saquen|donar|done|dono)(?: \\S+){0,2} sangre|sangre (?:azul|fria)|mala sangre|me hierve la sangre',
    ),
    w(
      `(?:boca|cara|labio|lengua|mejilla|encia)${G3}(?:dormid[ao]|hinchad[ao]|torcid[ao]|adormecid[ao])${G5}(?:dentista|anestesia|muela)|(?:dentista|anestesia|muela)${G5}(?:boca|cara|labio|lengua|mejilla|encia)${G3}(?:dormid[ao]|hinchad[ao]|torcid[ao]|adormecid[ao])`,
    ),
    w(
      `(?:pegaron|pego|pegan|pega|dieron|dio|dan|da|pegado|dado) (?:un |una )?(?:susto|sustazo|grito|gritito|voz|telefonazo|toque|repaso|chasco|disgusto|alegron)|rob\\S* (?:el sitio|el puesto|el turno|el corazon|la idea|la siesta|el sueno|el protagonismo)|(?:esta|estaba|anda) que (?:echa chispas|echa humo|trina|arde)|me empuja\\S* a (?:salir|hacer|ir|que|comer|andar|moverme)|me empuj\\S* (?:en el columpio|la silla|el carro|el carrito)|(?:me cai|me caigo|caerme|me iba a caer|me he caido|me caia)${G3}de (?:risa|la risa|la sorpresa|el susto)|(?:un )?ataque de (?:risa|nervios|celos)|(?:me cuesta |no puedo )?respir\\S*${G2}(?:por la nariz|cuando (?:subo|ando|camino|corro)|al (?:subir|andar|caminar|correr))|mare[ao]\\S* (?:de tanto|en el (?:autobus|coche|barco|tren|avion)|con el (?:coche|barco|autobus))|(?:juega|jugando|broma|de mentira)(?: \\S+){0,8} me (?:va|van) a matar`,
    ),
    // Help asked with an errand, a cry of help that is a habit or a parrot's.
    w(
      `(?:socorro|auxilio|ayud\\S*|necesito ayuda)(?: \\S+){0,3} (?:con|para|que no se (?:como|usar|poner|hacer))${G3}${TASKS}|(?:pido|pide|dice|dicen|digo|grita|gritaba) (?:socorro|auxilio)${G3}(?:cada vez|cuando|siempre|como)`,
    ),
    // "You'll be the death of me with worry", "you'll kill yourself on that ladder": worry, not threat.
    w(
      `(?:voy|vas|va|van|vais) a matar (?:a|de) (?:sustos|disgustos|un disgusto|un susto|preocupaciones|un sofocon)|(?:me voy|te vas|se va|nos vamos) a matar (?:un dia |cualquier dia )?(?:subiendo\\S*|bajando\\S*|cayendo\\S*|conduciendo|en (?:la|esa|esta|el|ese) (?:escalera|coche|moto|bici|carretera|banera|ducha|alfombra)|con (?:la|esa|esta|el|ese) (?:escalera|moto|bici|coche|alfombra|tacones))`,
    ),
    // Aches with an everyday cause: the cough, the tongue over foreign names, tight stockings, chilli.
    w(
      `(?:pecho|costillas)${G5}(?:de|por|con) (?:tanto )?(?:toser|la tos|tos)|se me traba la lengua (?:con|al (?:decir|pronunciar))|(?:me )?(?:ahoga|asfixia)\\S* (?:la|el|las|los|este|esta|estos|estas|ese|esa|esos|esas) (?:medias|calcetines|zapatos|pantalones|botas|faja|corbata|jersey|bufanda|cinturon|camisa|ropa)|(?:arde|pica|quema|ardia|picaba)${G5}(?:guindilla|picante|pimienta|chile|salsa|jalapeno\\S*)|(?:sangr\\S*|sangre)(?: \\S+)? (?:un poco|un poquito|un pelin|una miaja|una gotita|unas gotas|una gota|poquito)|ni (?:sangre salio|sangro)|(?:dejado|dejar|dejo|deje) la piel|(?:fregando|fregar|friego|limpiando|limpiar|barriendo|barrer|encerando)${G2}(?:el suelo|el piso|la cocina|los cristales|el bano)|(?:me caigo|me cai|caerme|me quedo|me quede) de espaldas (?:cuando|al ver|con lo|de lo)|se me va la cabeza${G3}(?:no se donde (?:deje|puse|he dejado|he puesto)|las llaves|las gafas)|quemando (?:rastrojos|hojas|ramas|pasto|basura|restos)|(?:quedado|quede|estoy) sin (?:gas|butano)|(?:vi|veo|oigo|oi) pasar (?:una|la) ambulancia|(?:deja|deje|dejame|dejeme) que (?:lo |la |ya lo |ya la )?(?:piense|pensar|haga|hago|mire|busque|vea|compruebe)`,
    ),
    // Shame ("qué vergüenza, me quería morir"), sayings, being tired out, money short.
    w(
      `(?:verguenza|bochorno|apuro)${G5}me (?:queria|quise) morir|(?:se me (?:quemo|quemaron|pego|pegaron|salio mal|salieron mal|derramo|corto la mayonesa)|meti la pata)${G12}me (?:queria|quise) morir|me (?:queria|quise) morir${G5}con lo \\S+ que (?:es|era)|me (?:queria|quise) morir${G3}(?:de (?:verguenza|apuro|la verguenza)|cuando se me)|para morirse de \\S+|(?:si me muero(?: manana| hoy)? )?que me quiten lo bail\\S*|hierba mala nunca muere|como si me (?:hubiera|hubiese) (?:pasado|atropellado|arrollado)${G3}(?:tren|camion|apisonadora)|(?:me )?(?:he )?(?:quedad[ao]|quede) muert[ao] (?:con|de|al|cuando)|no (?:puedo|podia) con mi alma|no me aguanto ni yo|no (?:aguanto|soporto)(?: mas)? (?:este|el|tanto|esta|la) (?:calor|frio|ruido|bochorno|humedad|obras|viento)|(?:la pension|el dinero|el sueldo|la paga)${G3}no (?:da|llega) para (?:mas|nada)`,
    ),
    // Going somewhere ordinary, moving house, living alone: not "going" for good.
    w(
      `(?:irme|ir|me voy|me vaya|me quiero ir|voy|marcharme|me marcho)(?: \\S+){0,3} (?:a la cama|a dormir|a acostarme|al mercado|a la compra|al pueblo|a la peluqueria|al medico|a misa|a la iglesia|al centro|a casa de|de viaje|de vacaciones|a la playa|a la piscina|al bano|a comprar|a pasear|a la farmacia|al banco|a la calle|a la parroquia|al bingo|al hogar)(?!(?: \\S+){0,3} (?:para siempre|no despert\\S*|no volver|no levantarme))|(?:ir|irme|irse|irnos|se va|se vaya|se fue|me voy|me vaya|nos vamos|vaya|vayan)(?: a)? a vivir (?:a|con|fuera|en|al|lejos|cerca)`,
    ),
    // When I die, the music and the house: wishes for the funeral, not a wish to die.
    w(
      `(?:el dia (?:que|en que)|cuando) (?:yo )?(?:me muera|falte|ya no este)(?: \\S+){0,5} (?:me (?:toquen|canten|pongan|entierren|incineren|vistan)|entierro|funeral|misa|flores|musica|mariachis?|cenizas|herencia|la casa|el piso|testamento|se (?:la|lo|las|los) quede|bailando|cantando)`,
    ),
    // Cooking on the fire, rain falling, a plant dying, things dropped, a needle in sewing.
    w(
      `(?:olla|cazuela|puchero|sarten|cafetera|leche|guiso|potaje|cocido|lentejas|comida)${G2}(?:al|en el) fuego|(?:cayo|cae|caia|esta cayendo|cayendo) (?:un|una) (?:chaparron|tormenta|granizada|aguacero|nevada|helada|tromba)|(?:planta|plantas|geranios?|rosal|flores|arbol|limonero|pez|peces|hortensias?)${G3}(?:se (?:esta|estan) muriendo|se (?:muere|mueren)|se (?:ha|han) muerto|muriendo)|se me (?:ha )?(?:cayo|caido|cae|caen|cayeron|caia) (?:el|la|los|las|un|una|mis|mi) (?:mando|gafas|movil|telefono|vaso|plato|taza|llaves|monedero|cartera|dentadura|bolso|tenedor|cuchara|libro|boli|pendiente|anillo|bote|tarro|ovillo|aguja|botella|cuadro)|(?:me pinche|me he pinchado|me corte|me he cortado)${G3}(?:con la aguja|cosiendo|con el cuchillo|pelando|cocinando|con las tijeras|con un papel|con el abrelatas)(?!${G8}(?:adrede|a proposito|aposta|queriendo|para sentir|sangr\\S*))`,
    ),
  ],
  // A negation right before the match, with only small words between ("no me he caido", "nunca
  // he pensado en matarme"); "no puedo mas, quiero morirme" and "no se para que sigo" are not
  // negations of what follows.
  negation:
    // "Ahora no, algo le está pasando a mi madre": not now, and what follows is told, not denied; but
    // "ahora no me duele" is a "no".
    /(?:^| )(?:(?:no|nunca|jamas|ni|sin|nada de|ningun|ninguna|tampoco)(?: (?:me|te|le|lo|la|les|nos|os|he|ha|has|han|hemos|habia|hay|tengo|tiene|tenia|tuve|tuvo|siento|senti|noto|note|estoy|esta|estaba|estuve|es|era|fue|sido|quiero|queria|pienso|pense|pensado|pensando|en|de|voy|va|a|ningun|ninguna|nada|muy|tan|mucho|dado|dio|da)){1,3}(?: (?:el|la|los|las|un|una|mi|mis))?|(?<!(?:ahora|ahorita|ahora mismo|ahorita mismo) )no|nunca|jamas|ni|sin|nada de|ningun|ninguna|tampoco) $/,
  // Un sueño no pasa aquí más que una película: "soñé que se quemaba la casa".
  dream: w(
    // "Tengo un sueño que no veo" is sleepiness, not a dream.
    '(?:sone|sonaba|sonando|he sonado) (?:que|con)|(?:(?<!(?:tengo|tenia|y|con|da|entra|entrando|dando|dio|daba|viene|venia) )un|el|mal|un mal) sueno(?! (?:que no veo|tremendo|horrible de|que me caigo))|en (?:el |mis |los )?suenos|pesadillas?',
  ),
  forecast: w(
    '(?:menos \\S+|bajo cero|\\S+ grados|helada|heladas|nieve|frio|calor|tormenta|lluvia|viento|ola de calor)(?: \\S+){0,4} (?:en|por|segun) (?:la |el )?(?:radio|tele|television|noticias|noticiero|pronostico)|(?:radio|tele|noticias|noticiero|pronostico) (?:dijo|dice|decia|anuncio|anuncia|dijeron)(?: \\S+){0,3} (?:menos|bajo cero|\\S+ grados|helada|nieve|frio|calor|tormenta|lluvia|viento)',
  ),
  media: w(
    '(?:el|los|la|las|del) (?:\\S+ )?(?:jurado|concursantes?)|subtitulos|los dialogos|villan[oa]s?|la protagonista|el protagonista|la heroina|el galan de la|amar es para siempre|la que se avecina|puente viejo|suenos de libertad|la promesa|pasion de gavilanes|la rosa de guadalupe|betty la fea|biografia|tele ?diario|(?:viendo|veo|veia|mirando|miro|miraba) (?:el boxeo|el partido|el futbol|la lucha libre|los toros|la corrida|la pelea|el combate)|(?:el boxeo|el partido|la pelea|la lucha libre|la corrida|el combate)(?: \\S+){0,2} (?:esta|estaba) (?:en la tele|puest[oa]|en directo)|el arbitro|(?:tiene|tengo|tenia|tenemos) puest[oa] (?:el|la) (?:tele|television|noticiero)|(?:en|por) la radio|radionovelas?|(?:escuchando|oyendo|escuche|escucho|oi|oigo)(?: \\S+)? (?:la )?radio(?: \\S+){0,3} (?:que )?(?:dijeron|decian|dicen|dijo|dice|contaron|conto|cuentan|hablaron|hablaban|anunciaron|pusieron|daban)|la radio (?:\\S+ )?(?:dijo|dijeron|dice|decia|conto|contaba)|peliculas?|programas?|teatro|la funcion|(?:me|le) toco hacer (?:el|la|de)|crucigramas?|autodefinidos?|sopa de letras|(?:horizontal|vertical)(?:es)?|(?:tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\\d+) letras|pasatiempos?|telenovelas?|culebron|novelas?|(?:en|por) la (?:tele|television|radio)|las noticias|el noticiero|el telediario|documental|libro|historia|serie|capitulo|en el periodico|en el cine|concurso|la obra de teatro|la tele (?:de hoy|de anoche|dice|dijo|decia|dijeron|ha dicho|hablaba|habla|no hace mas que|esta hablando)',
  ),
  // "pero bueno mi marido", "y luego me quedé pensando": de vuelta a su propia vida tras la película.
  turnToSelf: w(
    'y yo(?= (?:\\S+ ){0,3}(?:me|mi|yo|lo|la|tengo|estoy|he|quiero|voy|pienso|por las noches|cada noche|se que))|(?:pero|y luego|luego|y despues|despues|y ahora|ahora|bueno|en fin|total que|mientras tanto|entonces)(?: \\S+){0,2} (?:me|mi|mis|yo|nos|nuestr[ao]s?|conmigo|tengo|estoy|he|quiero|voy|pienso|pense|siento|senti|no puedo|no me|no se si)|' +
      // Despierta otra vez tras un sueño: "…y al despertar olía a quemado".
      // Levantada en su propia casa: "…el programa de la radio, y me levanté a las seis".
      // La noticia oída, y lo que hizo en casa: «desde que lo dijeron en la tele no es el mismo,
      // ayer me dijo…».
      '(?:ya )?no es (?:el|la) mism[oa]|(?:ayer|anoche|el otro dia|esta manana)(?: \\S+){0,2} me dijo|' +
      'me desperte|al despertar(?:me)?|cuando desperte|y ahora|pero ahora|esta manana|de golpe|de repente|esto es de hoy|me levante|cuando me levante|baje a la|' +
      // Viendo la novela, algo le pasó a una misma: «…y creo que me tomé las pastillas dos veces».
      'y (?:creo que |me parece que |sin querer )?me (?:tome|he tomado|cai|he caido|corte|queme|dio|ha dado|entro|senti|siento)',
  ),
  storyGoesOn:
    /^ (?:y luego|luego|y despues|despues|y entonces|y al final|al final|y ahi|(?:y )?(?:habia|hubo|salia|salio|se veia|mostraron|pusieron|ensenaron)|es (?:una de esas|uno de esos|de esas|de esos|la de|la del|la historia de|esa (?:de|del|donde|en la que|que)|ese (?:de|del|donde|en el que|que)|el de|el del|la que|el que)) | ya no (?:se )?(?:hacen|hace|ruedan|hay) (?:\S+ ){0,2}(?:asi|como (?:esa|esas|ese|esos|aquella|aquellas|aquel|aquellos|antes|las de antes|los de antes))(?: |$)/,
  resolved: w(
    // Lo que siempre le dijeron que le pasaría («mi madre me decía que iba a acabar con un ataque
    // de tanto enfadarme»): una predicción, no lo que pasa.
    '(?:decia|decian|me decia|me decian|siempre me dijo|siempre me dijeron|siempre decia|me repetia|repetia|me repetian|me advertia|me avisaba)(?: \\S+){0,2} que (?:me iba a|iba a|me daria|acabaria|terminaria|me moriria|me caeria)(?= )|' +
      // Una visita contada de ayer ("ayer vino un señor de unos paneles solares…").
      '(?<=^ (?:\\S+ ){0,6})ayer (?:vino|vinieron|llamo|llamaron|paso|pasaron|estuvo|estuvieron) (?:un|una|unos|unas|el|la|los|las)|' +
      // "Pero ya está, he apagado el horno… no ha pasado nada": the smoke put right.
      // Encerrada ayer en el ascensor, una hora: contado, ya pasó.
      '(?:ayer|anoche|el otro dia|la semana pasada) (?:me|nos) (?:quede|quedamos|quedo) (?:encerrad[ao]s?|atrapad[ao]s?|atascad[ao]s?)|(?:pero |y )?ya esta(?: \\S+){0,3} (?:he apagado|apague|lo apague|he abierto)|no ha pasado nada|no paso nada|no fue nada|' +
      // El brazo dormido por dormir encima, las palabras torpes sin la dentadura: explicados.
      // Thought wrongly, and told so: "et moi qui croyais que j'allais y passer".
      // Un aniversario: "hoy se cumple un año de la caída".
      '(?:se cumple|se cumplen|ya se cumple|hoy hace|ya hace) (?:un|una|dos|tres|cuatro|cinco|seis|\\d+|\\S+) (?:ano|anos|mes|meses|semanas?) (?:de|desde)(?= )|' +
      'y yo (?:que )?(?:creia|crei|pensaba|pense|creyendo|pensando)(?= que)|(?:me (?:habia |he )?dormido|habia dormido|dormi) (?:encima|sobre el brazo|sobre la mano)|(?:sin|no tengo|no llevo) (?:la|mi|los|mis) (?:dentadura|placa|dientes postizos|caja de dientes)|(?:la|mi) dentadura (?:esta )?(?:rota|en el dentista|en el vaso)|' +
      [
        // Un susto contado, un robo que solo se temió: "yo pensé ya está, me han entrado a robar".
        '(?:te vas|se va|os vais) a reir|(?:yo )?(?:pense|crei|me crei|me pense|estaba segura?)(?: de)?(?: que)?(?: ya esta)?(?: \\S+){0,2} (?:me (?:han|habian) entrado|habia alguien|era un ladron|eran ladrones|me estaban robando|(?:han|habian) entrado a robar|me (?:iban|querian) a robar)',
        // Visto por el médico y nada del corazón; el vecino ya estable.
        '(?:salio|ha salido|salieron|dio|ha dado) (?:todo )?(?:normal|bien|perfecto)|(?:son|es|eran|era) (?:de|por) los nervios|no (?:es|era|fue) (?:el|del) corazon|(?:esta|sigue|ya esta) estable|fuera de peligro|(?:en unos dias|pronto) (?:esta|estara|vuelve) en casa',
        '(?<!no )(?:pero )?(?:son|era|eran|es) (?:las|los|el|la|unos|unas) (?:palomas|gatos?|viento|perros?|pajaros|ratones|vecinos?|ardillas|tejas sueltas)',
        'desde que me (?:cai|operaron|rompi)|ni a sol ni a sombra|ya (?:esta|estan) (?:en (?:su )?casa|mejor|bien)|ya (?:mueve|habla|camina|anda|come)|(?:la|lo|le|les) atendieron|se fue a su casa',
        'de (?:chiquit[oa]|nin[oa]|pequen[oa]|joven|chic[oa]|muchach[oa])|alla por|por los (?:cincuenta|sesenta|setenta|ochenta|noventa)|(?:lo|la) apago|hace (?:mucho )?tiempo|en (?:el|un|mi) sueno|sone que|es (?:mi|el|la) (?:yerno|nuera|hijo|hija|nieto|nieta|vecino|vecina|jardinero|cartero|marido|esposo|cuidadora|sobrino|sobrina)|me compro (?:una|un) (?:de|nuev[oa])',
        '(?:la semana|el mes|el ano|el verano|el invierno|el otono|la primavera|la navidad|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo) pasad[ao]|(?<!desde )hace (?:justo|ya|casi|como|mas de|cosa de|unos|unas|por lo menos) (?:\\S+ )?(?:anos?|mes(?:es)?|semanas?)|(?<!desde )hace (?:\\S+ )?(?:anos?|mes(?:es)?|semanas?|veranos?|inviernos?|otonos?|primaveras?|navidades|tiempo|mucho(?! (?:sol|calor|frio|viento|aire))|siglos)|(?<!desde )hace (?:dos|tres|cuatro|cinco|unos|varios|muchos) dias|cuando (?:era|yo era|tenia|yo tenia)|de (?:joven|nina|nino|pequena|pequeno|chica|chico|moza|mozo|soltera|soltero)|tenia (?:\\S+ )?anos|a los (?:\\S+ )?anos|a los (?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|\\d+)|con (?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|\\d+)(?! (?:y (?:\\S+ )?)?(?:de fiebre|grados|de temperatura|y pico de))|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|en los (?:anos )?(?:cincuenta|sesenta|setenta|ochenta|noventa|\\d+)|en el (?:ano )?(?:cincuenta|sesenta|setenta|ochenta|noventa|\\d{2,4})|eso fue (?:en|hace|cuando)|(?:ya )?se (?:me |le )?(?:curo|ha curado)|se recupero|en la (?:guerra|mili|posguerra)|recuerdo (?:el|la|cuando|que)|(?<!no )me acuerdo (?:de|cuando)|contaba que|desde entonces|ya estoy (?:bien|mejor)|(?<!no )estoy bien|ya paso|(?<!no )(?:ya )?se me (?:ha )?pas(?:o|ado)|ya esta bien|ya no me duele|todo bien|no (?:me )?(?:pasa|paso) nada|no me (?:he hecho|hice) (?:nada|dano)|nada grave|el (?:medico|doctor) (?:dijo|me dijo)|salio todo bien|no fue nada|ja ja|jaja\\S*|je je|jeje\\S*',
        ...RESOLVED_MORE,
        // Lo que el médico vio y no era nada, lo apagado, lo pasado, lo cerrado, la costumbre.
        '(?:fuimos|fui|fue|vino|vinieron) al? (?:medico|centro de salud|ambulatorio|hospital|dentista|urgencias)(?: \\S+){0,4} (?:y )?(?:era|fue|me dijo|dijo|nos dijo|no era|nada|ya me)|(?:lo|la) apagaron|no hubo (?:heridos|desgracias)|sobrevivio|se le paso|ya (?:estamos|estoy) acostumbrad[ao]s?|(?:me han|me quitaron|me quito) (?:quitado )?los puntos|en el (?:ano )?(?:dos mil|mil novecientos)(?: \\S+){0,3}|en los anos (?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)|pero es (?:la|el) (?:churreria|panaderia|asador|barbacoa|fabrica|vecin[ao]|de la esquina)',
      ].join('|'),
  ),
  // "¡Qué susto me he pegado anoche!", "me llevé un susto de muerte".
  fright: w(
    `casi me (?:muero|mori|da algo|dio algo|da un infarto|dio un infarto) (?:del|de|de un|por el) (?:susto|miedo)|me (?:dio|ha dado|dieron|han dado) (?:tanto|mucho|un) miedo|(?:que|menudo|vaya|tremendo|tamano|el|un) susto(?: (?:de muerte|tremendo|grande|gordo))? (?:me )?(?:he pegado|he llevado|pegue|lleve|di|dio|ha dado|pase|pasamos|tuve|hemos pasado|me pegue|me lleve|me di|me dio|me he pegado|me he llevado|me ha dado)|me (?:pegue|lleve|di|he pegado|he llevado|dio|ha dado|dieron|han dado) (?:un |tremendo |menudo |un buen |un gran |tal |semejante )?susto|(?:nomas|no mas|solo|solamente|nada mas) (?:fue |ha sido |es )?(?:el|un) susto|(?:fue|ha sido) (?:solo |nomas |puro )?(?:el )?susto|(?:todo )?(?:quedo|se quedo) en (?:el|un) susto`,
  ),
  asides: w(
    'que (?:me |nos )?(?:puso|instalo|regalo|compro|trajo) (?:mi|el|la|nuestro|nuestra) \\S+(?: \\S+){0,3} (?:el ano pasado|el invierno pasado|hace (?:\\S+ ){1,2}(?:anos|meses))|que (?:en paz descanse|en gloria este|dios (?:lo|la|le) tenga(?: en su gloria)?)|(?:que|y (?:el|la|su|mi) \\S+) (?:se )?(?:murio|fallecio|se nos fue|nos dejo|se fue)(?: \\S+){0,3} hace (?:\\S+ ){0,2}(?:anos?|meses|tiempo|una eternidad)',
  ),
  minimised: w(
    `(?:lo )?digo por decir|es un decir|es (?:una )?(?:forma|manera) de hablar|(?:es|era) (?:una )?broma${ONLY_HALF}|no me (?:hagas|haga) caso|no lo digo en serio`,
  ),
  othersPast: w(
    // "El jueves le dio un infarto en la carnicería": to him or her, on a day gone by.
    `(?:el|la) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|otro dia|semana pasada|mes pasado)${G5}le (?:dio|dieron|paso)|le (?:dio|dieron) (?:un|una) \\S+${G8}(?:el|la) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|semana pasada|otro dia)|` +
      // Who died of it, at a wake or a funeral: somebody else's past ("el velorio del don Humberto,
      // que se murió de un infarto el jueves").
      `(?:el|la) del? (?:infarto|ictus|derrame|caida|accidente|cadera|operacion|marcapasos)|(?:velorio|velatorio|tanatorio|entierro|funeral)${G12}(?:que )?(?:se )?murio|(?:que )?se murio de (?:un|una)|${PERSON_PAST}${G2}(?:tuvo|tenia|se cayo|le dio|le dieron|fue|estuvo|se desmayo|se murio|murio|se rompio|se quemo|se corto|se mato|se suicido|le paso|sufrio|hubo|se le cayo|se atraganto|se ahogo)${NOT_NOW}|(?:a|de) ${PERSON_PAST}(?: que (?:en paz descanse|en gloria este|dios (?:lo|la|le) tenga(?: en su gloria)?))?${G2}le (?:dio|dieron|paso|entraron|robaron|rompieron|atracaron)|(?:se desmayo|se cayo|se mareo|se quemo|se corto|se atraganto|se ahogo) ${PERSON_PAST}${NOT_NOW}`,
  ),
  firstPerson: /(?:^| )(?:me|mi|mis|yo|conmigo)(?= |$)/,
  ownIntent: w(
    '(?:le )?(?:pido|ruego|rezo) (?:a dios|al senor|a la virgen|a diosito)|que no me deje despertar|(?:me )?voy a|quiero|quisiera|pienso (?:en )?(?:matarme|quitarme|tirarme|acabar)|tengo (?:pensado|ganas de)|me gustaria|preferiria|ojala|seria (?:mejor|un alivio|una bendicion) (?:no|que)',
  ),
  recovered: w(
    `ya (?:estoy|me siento|me encuentro) (?:mucho )?(?:mejor|bien)|ya (?:lo )?(?:he )?superad[oa]|ya lo supere|quedo atras|ya no (?:lo siento|pienso asi|me pasa)|ya paso|ahora estoy (?:mejor|bien)|(?:(?<!no )es broma${ONLY_HALF}|(?<!no )lo digo en broma|(?<!no )(?:lo )?dig(?:o|a) de broma|(?<!no )es un decir|(?<!no )es (?:una )?forma de hablar|es un dicho|que gracios[ao]|(?<!no |ninguna |ni )tengo (?:muchas |tantas )ganas de vivir|me quedan (?:muchas|tantas) cosas (?:por|que) (?:ver|hacer)|tengo (?:muchas|tantas) cosas (?:por|que) hacer|(?:nunca|jamas) (?:pensaria|haria|he pensado|pienso) (?:en )?(?:hacerme dano|matarme|quitarme la vida)|no tengo ganas de morir(?:me)?|no (?:me quiero|quiero) morir(?:me)?(?: todavia| aun| tan pronto| $)|no soy (?:ninguna|una) carga|(?<!no )me valgo (?:yo )?sol[ao]|no me (?:puedo )?quejo|no me puedo quejar|(?<!no )(?:voy )?mejorando(?: poco a poco| poquito a poco)?)(?!.* (?:pero|aunque|sin embargo|a veces) )`,
  ),
  stillNow: w(
    'sigue (?:saliendo|sangrando|chorreando|goteando)|(?:sigue|todavia esta|aun esta|sigue estando|todavia sigue|aun sigue) (?:ahi|aqui|igual)|no se (?:me )?(?:pasa|va|quita)(?! nada| na(?= ))|(?:todavia|aun) (?:me duele|lo tengo|la tengo|lo noto|la noto)|(?:sigue|siguen|todavia esta|todavia estan|aun esta|aun estan) (?:en la puerta|en el portal|en la verja|fuera|afuera|en el patio|en el jardin|en casa|en el rellano)',
  ),
  urgent: w(
    // A quien no se consigue despertar, es ahora, cuente lo que cuente de ayer.
    'no (?:consigo|puedo|logro|soy capaz de) despertarl[oa]|' +
      // Bien ayer, y ahora no: un cambio de golpe.
      '(?:ayer|anoche|esta manana) (?:estaba|andaba) (?:bien|perfectamente|perfect[ao]|estupend[ao]|lo mas bien|como siempre)|(?:estaba|andaba) (?:bien|perfectamente|perfect[ao]|estupend[ao]|lo mas bien|como siempre) (?:ayer|anoche|esta manana)|' +
      // El fuego que prende ahora mismo: "ya está agarrando fuego el tejabán".
      // Lo de ahora tras lo de anoche ("pensé que era el gato, pero ahorita hay un hombre…"), y quien
      // está escondido ahora mismo.
      '(?:pero|y) (?:ahorita|ahora)(?: mismo)? hay (?:un|una|unos|unas|dos|alguien|gente)|estoy (?:encerrad[ao]|escondid[ao])|' +
      // Se cayó, y no contesta ahora ("mi esposo se cayó en la cocina y no me contesta").
      '(?:se cayo|se desmayo|se desplomo|se fue al suelo)(?: \\S+){0,6} y no (?:me |nos )?(?:contesta|responde|reacciona|se mueve|respira|se levanta|despierta|habla)|' +
      '(?:esta|estan) (?:agarrando|cogiendo|tomando|prendiendo) (?:fuego|lumbre)|' +
      // Desplomado ahora: en América el pretérito cuenta lo que acaba de pasar ("se cayó redondo").
      `(?<!(?:pasad[oa]|hace|ayer|anoche|antier|anteayer|otro dia|aquella vez|una vez|la otra vez)(?: \\S+){0,25} )${DOWN_FLAT}(?!(?: \\S+){0,10} (?:ya (?:esta|estaba) bien|se recupero|no fue nada))|` +
      // Alguien que se acaba de caer o desplomar y no contesta, viera lo que viera en la tele ("se
      // ha caído redondo del sillón viendo el fútbol y no me contesta").
      '(?:se ha caido|se acaba de caer|se ha desplomado|se ha desmayado|se ha quedado)(?: \\S+){0,12} (?:y )?no (?:me )?(?:contesta|responde|reacciona|se mueve|respira|abre los ojos)|' +
      // Alguien oído o visto que intenta entrar, ahora, hiciera lo que hiciera antes ("estaba sacando mis
      // cuadernos de cuando era profesora y oigo a un hombre tratando de abrir la puerta de la cocina").
      '(?:oigo|escucho|veo|siento) (?:a )?(?:un hombre|una mujer|alguien|gente|un tipo|unos tipos|un senor|un desconocido|ruidos?|pasos)(?: \\S+){0,8} (?:tratando de|intentando|queriendo) (?:abrir|entrar|forzar|romper|meterse)|' +
      // Un generador o un brasero dentro de casa (los gases son ahora); una vela que prendió la manta y
      // sigue echando humo.
      `${FUMES_SOURCE}${G12}${SHUT_INDOORS}|` +
      // Moviéndolo ahora mismo, y no contesta: es ahora.
      '(?:lo|la|le) (?:estoy|sigo) (?:moviendo|sacudiendo|zarandeando|llamando)|no (?:me )?(?:contesta|responde) (?:cuando|aunque|por mas que) (?:le|lo|la) (?:hablo|llamo|muevo)|' +
      'sigue (?:echando|saliendo) humo|de tanto humo|(?:agarro|prendio|se prendio|cogio|quemo) (?:la|el) (?:cobija|manta|cortina|sillon|sofa|colchon)|' +
      // Miedo de quien les ha hecho daño, que vuelve: no ha pasado. El gas que huele ahora. En el
      // suelo desde entonces hasta ahora ("me resbalé anoche y desde entonces sigo aquí tirada").
      '(?:desde entonces|desde aquello|desde ese momento) (?:me )?(?:sangra|sigue sangrando|no para de sangrar)|(?:desde entonces|desde aquello|desde ese momento) (?:aqui )?(?:estoy|sigo|sigue|esta|llevo|lleva)(?: aqui)?(?: \\S+){0,3} (?:tirad[ao]|caid[ao]|en el suelo|en el piso|sin poder (?:levantar|mover)\\S*|en (?:el|la) (?:pasillo|bano|cocina|escalera|ducha|patio))|(?:desde entonces|desde aquello) no (?:me |se )?(?:puedo|he podido|puede|ha podido) (?:levantar|mover|poner de pie)|' +
      // "Nada grave, nomás que aquí estoy tirada en la banqueta": lying there now, whatever it is called.
      '(?:aqui|aca|ahi|ahorita) (?:estoy|sigo) tirad[ao]|(?:estoy|sigo) tirad[ao] (?:aqui|aca|en el suelo|en el piso|en la banqueta|en la acera|en la vereda|en la calle|afuera)|' +
      // "Y desde entonces traigo como un peso aquí en el pecho": from then till now, still there.
      '(?:desde entonces|desde aquello|desde ese momento|desde que (?:subi|subimos|llegue|llegamos|me levante|volvi|volvimos)(?: \\S+){0,4}) (?:(?:traigo|tengo|siento|noto|estoy con|ando con) (?:un |una |como )?(?:un |una )?(?:\\S+ )?(?:dolor|peso|presion|opresion|punzada|mareo|ahogo|falta de aire|hormigueo|nauseas?|sudor|sudores)|me duele|me aprieta|me falta|no puedo respirar)|' +
      'desde que me (?:levante|he levantado|desperte|he despertado)|desde que (?:llegue|he llegado|baje|he bajado)|(?:huele|esta oliendo|me huele|apesta|apestando|atufa) (?:a|mucho a|muchisimo a) gas|(?:hay|noto) (?:un )?(?:olor|tufo|peste) (?:a|de) gas|' +
      // El frío en el cuerpo, ahora: no entra en calor, no se siente los pies.
      'no (?:entro|consigo entrar|puedo entrar) en calor|no (?:me )?siento (?:los |las |mis )?(?:pies|manos|dedos)(?! (?:ayer|anoche|antes|aquella))|' +
      'hace (?:media hora|un ratito|unos minutos|\\S+ minutos|nada)|(?:y|pero) ahora (?:veo|estoy|tengo|me(?! (?:he |ha |han )?(?:comprado|compre|compro|regalado|regalaron|apuntado|apunte|puesto a|hecho socia|hecho socio|va (?:muy )?bien|encanta|gusta))|noto|siento|el corazon|no puedo)|(?:estaba|estaban) (?:perfectamente|bien|tan normal)(?: \\S+){0,4} y de repente|(?:me )?(?:la|lo|le) (?:he|acabo de) encontra(?:do|r)|(?:me )?(?:la|lo) encontre (?:ahora|ahorita|recien|hace un rato)|hoy me (?:he )?(?:desperte|despertado|levante|levantado) con(?! (?:el pie|buen|muy buen|ganas|animo|energia|hambre|fuerzas|el sol|la radio|el despertador|los pajaros|la musica))|(?:le|les) tengo (?:mucho )?miedo|tengo (?:mucho )?miedo (?:de que vuelva|de que vuelvan|de el|de ella|de ellos)|' +
      'no (?:lo|la|los|las) (?:puedo|consigo|podemos) apagar|se esta (?:quemando|extendiendo)|no se apaga|' +
      // El fuego que va ganando: "ya está agarrando el galpón", "la manguera no llega".
      '(?:ya )?(?:esta|estan) (?:agarrando|prendiendo|ardiendo|cogiendo|pillando) (?:el|la|los|las)|la manguera no (?:llega|alcanza)|' +
      '(?:esta|estoy|estan) sangrando|no (?:me )?contesta bien|(?:el|ella) sigue aqui|sigue (?:aqui|en la casa)|esta en el (?:piso|suelo)|ya van (?:como )?\\S+ minutos|' +
      'ahora mismo|justo ahora|en este momento|ya mismo|(?<!(?:levante|levanto|levantarme|levantado|andar|ando|andaba|camino|caminar|comer|como|comi|hablas|habla|tan|muy|demasiado|mas|vinieron|vino|llegaron|llego|fue|fueron|paso|actuaron|respondieron|atendieron|lo apagaron|se curo) )(?:rapido|deprisa)|corran|(?<!(?:la|aquella|esa|una|cada|tejo|coso|camino|ando|conduzco|bailo|nado|cocino|salgo|escribo|leo|trabajo|juego|monto|subo|bajo|corro|puedo|hago|voy) )otra vez|(?<!(?:tejo|coso|camino|ando|conduzco|bailo|nado|cocino|salgo|escribo|leo|trabajo|juego|monto|subo|bajo|corro|puedo|hago|voy) )de nuevo|(?<!(?:gritando|gritaba|gritaban|grito|gritar|decia|dice|dijo|pedia|pidiendo)(?: \\S+){0,2} )(?:socorro|auxilio)(?!.* (?:ja ja|jaja\\S*|je je|es broma|en broma|de broma) )|(?<!(?:vino|llego|vi pasar|paso|pasaba|pasando|pasar|llame a|llamamos a) (?:una|la) )(?<!(?:llevaron|llevo|fue|se fue|ido)(?: \\S+){0,2} en (?:la |una )?)(?<!(?:(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|mes|ano|verano|invierno) pasad[oa]|la semana pasada|hace (?:\\S+ ){1,2}(?:dias|semanas|meses|anos)|anteayer)(?: \\S+){0,30} )ambulancia|ayuda $|ayuda ayuda|necesito ayuda|(?<!(?:gritando|gritaba|gritaban|grito|gritar|decia|dice|dijo|pedia|pidiendo)(?: \\S+){0,2} )(?:ayudeme|ayudenme|ayudame)|911|112|061|(?<!no es |nada )urgente|(?<!no es (?:una )?|ninguna )emergencia|y no (?:responde|respira|reacciona|despierta|se mueve|se levanta|contesta)|me (?:ha dado|esta dando|esta doliendo) (?:un|una|mucho)|no me deja (?:respirar|moverme)|cae fuego|todavia quiero|cada dia mas|ya se como|(?<!no )me quiero morir|(?<!no )quiero morirme|no ha salido bien|me da rabia que|(?:y|pero) ahora (?:tengo|me duele|me esta|no puedo|no me|se esta|esta (?:morad|azul|sin))|(?:y|pero) (?:hoy|esta manana|esta noche) (?:tengo|me duele|me esta|no puedo|no me(?! (?:duele|pasa|molesta|hace falta))|se esta|esta (?:morad|azul|sin))|se esta poniendo',
  ),
  callsTopic: new RegExp(
    `^(?![^]*${w(NOT_STOPPING).source})[^]*?(?:llam|telefon|timbr|suena|sonar|marc|numero|contact|molest|todos los dias|cada (?:dia|manana|tarde)|diari|manana|servicio|programa|lista|apunt|baja|borr|quit|elimin|cancel|salir(?:me)? de esto|participar|porchlight|basta|dej(?:en|e|ar|a) de|ya no|estas charlas|esas charlas)`,
  ),
  harmlessFire: w(
    // El gas que huele en la calle donde hay obras de las tuberías.
    'obras (?:en|de) la (?:calle|acera|carretera)|(?:estan|han) (?:abriendo|levantando|abierto|levantado) la calle|cambiando (?:las )?tuberias|los del gas (?:estan|andan) (?:en la calle|trabajando|ahi fuera)|' +
      '(?:queme|quemaste|se me quemaron|se me quemo|he quemado) (?:las|los|el|la|unas|unos) \\S+|chamusquina|(?:el )?fondo de la (?:olla|cazuela|sarten)|se quemo un poco|' +
      '(?:humo|olor) del? (?:cigarr\\S*|tabaco|puro|pipa)|' +
      'falla|fallas|asado|parrilla|parrillada|induccion|' +
      `(?:encendi|encender|enciendo|encendemos|prendi|prender|prendo|prendemos)${G3}(?:la |el |las |unas )?(?:chimenea|estufa|velas?|fuego|barbacoa|brasero|lumbre|horno)|chimenea(?!${G5}(?:salid\\S*|alfombra|cortinas?|sofa|suelo|ardiendo|se ha))|velas?|barbacoa|tostadas?|pan tostado|(?:abri|abro|abrimos)${G2}(?:la ventana|las ventanas|todo|la puerta)|ventile|(?:he |ya )?ventilad[oa]|todo bien|no pasa nada|fogata|hoguera|se me pego|se me ha pegado|el arroz|cumpleanos|petardos?|cohetes|san juan|fallas|(?:fumo|fumando|fumar|fume|fuma|fumaba|prendi|prendo) (?:un |mi |el |la )?(?:cigarr\\S*|puro|pipa)|olor a tabaco|tostador\\S*|(?:ya )?(?:lo|la) apague|coches|trafico|tubo de escape|fabrica|incienso|sardinas|pimientos|a la plancha|tostando|asando|vapor|rastrojos|(?:la|lo) (?:aparte|quite|retire)|y listo|(?:cambiar|cambiarle|cambie|cambiado) (?:la|las) pilas?|sin gas|butanero|(?:puesto|instalado|comprado|poner|instalar)${G3}(?:un |el )?detector|incendios? forestal\\S*|(?:era|eran) (?:la|el) (?:col|coliflor|vapor|vecin[ao])|(?<!(?:radio|radito|transistor|linterna|reloj|mando) (?:de |a )?)(?:pila|pilas|bateria)(?! (?:ardiendo|en llamas))|(?:pita|pitando|pitido|pitidos|suena|sonando|pi pi)(?: \\S+){0,5} (?:cada (?:rato|ratito|ratico|poco|tanto|minuto|dos minutos)|de vez en cuando|a ratos)`,
  ),
  thanksForCalling: w(
    '(?:disculpe|disculpa|perdone|perdona|siento|lamento)(?: \\S+){0,2} (?:que (?:la|le|lo|te|los|las) moleste|la molestia|molestar(?:la|le|lo|te)?)|(?:gracias|amable|gentil|un amor)(?: \\S+){0,4} (?:por (?:llamar|la llamada|llamarme)|de llamar(?:me)?|en llamar(?:me)?)(?!(?: \\S+){0,8} (?:pero|dej\\S*|ya no|no me llame|basta|cancel\\S*))',
  ),
  negatedStop: w(NEGATED_STOP),
  message: w(
    // El prospecto de un medicamento leído («dice que puede provocar infarto, derrame, desmayos»).
    '(?:el prospecto|la etiqueta|el papelito de (?:la caja|las pastillas)|las instrucciones)(?: \\S+){0,8} (?:dice|decia|pone|ponia|habla de)|efectos? secundarios? (?:posibles|que (?:pone|dice|trae)|como)|(?:puede|pueden|podria) (?:provocar|causar|producir|dar)(?= (?:un |una |el |la |los |las )?(?:infarto|ataque|derrame|ictus|desmayos?|mareos?|sangrado|hemorragia|muerte|convulsiones))|' +
      '(?:recibi|recibo|me llego|me ha llegado|me mandaron|me han mandado|me escribieron)(?: \\S+){0,3} (?:mensaje|mensajes|sms|whatsapp|guasap|correo|email)|(?:mensaje|sms|whatsapp|guasap|correo) (?:que (?:decia|dice|ponia|pone))|' +
      // Lo que el loro o el periquito ha aprendido a decir ("grita socorro como en la tele").
      '(?:loro|lorito|loros|cotorra|cotorrita|periquito|periquitos|perico|guacamayo|papagayo|cacatua|ninfa)(?: \\S+){0,8} (?:dice|decia|repite|repetia|grita|gritaba|chilla|chillaba|aprendio a (?:decir|gritar)|ha aprendido a (?:decir|gritar)|imita|imitaba|sabe decir)',
  ),
  naturalEnd: w(
    `(?:cuando|el dia que|para cuando|despues de que|una vez que) (?:yo )?(?:ya )?(?:me muera|muera|falte|no este|me vaya|me haya ido|me haya muerto|este muert[oa]|este en el cielo|me llame dios|me llegue la hora|me toque)|despues de (?:mi muerte|mi partida|muerta|muerto)|cuando (?:llegue|me llegue) (?:mi|la) hora|cuando dios (?:quiera|me llame|me lleve|disponga)|en vida|mientras (?:yo )?viva`,
  ),
  exclusions: {
    // "Ya no hace falta que me lo recuerde": dejar de recordar, no un recordatorio.
    set_reminder: w(
      // Ni lo que otro ya le recuerda: "mi hija me recuerda todos los días las pastillas".
      '(?:amable|gracias|muy buena|que buena|un detalle)(?: \\S+){0,3} (?:por llamarme|de llamarme|que me llame[sn]?)(?: \\S+){0,2} (?:todos los|cada)|ya no (?:hace falta|es necesario|necesito) que me (?:lo |la |los |las )?(?:recuerde|recuerdes|avise|avises)|(?:deje|dejen|deja) de (?:recordarme|recordarmelo|recordarmela|avisarme)|no me (?:lo |la )?(?:recuerde|recuerdes) (?:mas|ya)|(?:mi|su|la|el) (?:hija|hijo|nuera|yerno|nieta|nieto|vecina|vecino|marido|mujer|esposo|esposa|enfermera|cuidadora|hermana|hermano|sobrina|sobrino|muchacha)(?: \\S+){0,2} (?:ya )?me (?:lo |la |los |las )?(?:recuerda|avisa|manda un mensaj\\S*|llama todos)(?!(?: \\S+){0,12} (?:pero|y ahora|ahora (?:ya )?no|ya no puede|se ha ido|se va|se fue|no esta))',
    ),
    stop_calls: w(
      // Una baja contada, en pasado: "le dije a mi hija que quitara lo de las llamadas", "las quité".
      // Y la llamada de un recordatorio, no las llamadas: "ya no me llame para eso, lo del antibiótico".
      'no me (?:llame|llames|llamen)(?: \\S+){0,2} (?:para|por) (?:eso|esto|lo de|lo del|la pastilla|las pastillas|el jarabe|la cita|el antibiotico)|' +
        `${NEGATED_STOP}|` +
        '(?:(?:yo )?(?:habia|habiamos|ya habia) (?:pedido|dicho)|(?:le|les|os|te) (?:habia )?(?:pedi|dije)) que (?:me )?(?:dejaran|dejasen|dejara|quitaran|pararan|no me llamaran)(?: \\S+){0,12} (?:pero|y) (?:ya )?(?:volvi|regrese|he vuelto|estoy de vuelta|ya estoy aqui|me arrepenti|me arrepiento|lo extrano|las extrano|los extrano)|(?:le|les) (?:dije|pedi)(?: a \\S+(?: \\S+)?)? que (?:quitara|quitaran|parara|pararan|cancelara|cancelaran|dejaran|dejara|me quitaran|me dieran de baja)|(?:las|los) (?:quite|cancele|pare|habia quitado|habia cancelado)|' +
        'los de (?:la|el) \\S+ (?:me )?llaman|no me hables (?:mas )?de|' +
        `${OTHER_CALLERS}|${OTHER_LISTS}`,
    ),
    // "Ya no le quito más tiempo": el tiempo de quien escucha, no el que hace.
    weather: w(
      '(?:quito|quitar|quitarle|quitarte|robo|robar|robarle|hago perder|hacerle perder) (?:mas |el |su |tu |mucho )?tiempo',
    ),
  },
  intents: {
    emergency: [
      // Perdida caminando («camino y camino y no conozco estas calles»): se pregunta.
      {
        re: w(
          `(?:caminando|camino|andando|ando|dando vueltas|paseando)(?: \\S+){0,8} (?:y )?no (?:conozco|reconozco) (?:estas|esta|este|las|el|la) (?:calles?|barrio|casas|sitio|zona|lugar)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Desplomado: «se cayó redondo», «se desplomó»: se actúa.
      {
        re: w(
          `${DOWN_FLAT}|se (?:ha )?desplom(?:o|ado)|la despierto(?: \\S+){0,3} (?:y )?se (?:vuelve a dormir|duerme otra vez|queda dormida otra vez)|habla (?:pastos[oa]|como borrach[oa]|arrastrando las palabras)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Desplomado y que no contesta, no reacciona, no respira: se actúa.
      {
        re: w(
          `(?:se ha caido|se acaba de caer|se ha desplomado|se ha desmayado|se ha quedado|se cayo|se desplomo|se desmayo)(?: \\S+){0,12} (?:y )?no (?:me )?(?:contesta|responde|reacciona|se mueve|respira|abre los ojos|despierta)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Dinero exigido con amenazas: una llamada que dice tener al nieto y hacerle daño si no se paga,
      // o un hombre en la puerta que dice que si no se le abre «voy a saber lo que es bueno». Se actúa.
      {
        re: w(
          `(?:tiene|tienen|tengo|secuestrad[oa]|secuestrado a|retienen|retiene) (?:a )?(?:mi|nuestro|nuestra) (?:nieto|nieta|nietecito|nietecita|hijo|hija|marido|esposo|esposa|sobrino|sobrina)${gap(14)}(?:hacer dano|hacerle dano|danar|matar|matarlo|matarla|lastimar|lastimarlo|lastimarla|no (?:lo|la) vuelvo a ver)|si no (?:le |les )?(?:paso|pasaba|pago|pagaba|doy|daba|mando|mandaba|entrego|entregaba|abro|abria|transfiero)(?: \\S+){0,12} (?:(?:le|les|me) (?:va|van|iba|iban) a (?:hacer dano|matar|lastimar|pegar)|voy a saber lo que es(?: bueno)?|me voy a arrepentir|me va a pesar|me va a ir mal|me va a pasar algo)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Encerrada frente a alguien: una silla contra la puerta se pregunta; encerrada con alguien
      // todavía fuera, se actúa.
      {
        re: w(
          `(?:silla|comoda|armario|cama|mesa|mueble|aparador)(?: \\S+){0,3} (?:contra|atrancando|trabando) la puerta`,
        ),
        confidence: 0.65,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:me he|me) (?:encerrado|encerre|atrincherado|atrinchere)${G8}(?:el|ella|ellos|ese|esos|el tipo|el hombre) (?:sigue|siguen|esta|estan) (?:ahi|alli|fuera|afuera|abajo|en la casa|detras de la puerta)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Olor a huevo podrido: así se cuenta el gas. Solo, se pregunta; con dolor de cabeza, mareo o
      // náuseas, se actúa.
      {
        re: w(
          `(?:olor|huele|olia|peste|tufo)(?: \\S+){0,2} (?:a|de) huevos? podridos?${gap(20)}(?:dolor de cabeza|me duele la cabeza|cabeza (?:que me estalla|a punto de estallar)|mareo\\S*|maread[ao]|nausea\\S*|ganas de vomitar|somnolien\\S*|me da vueltas|da vueltas)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:olor|huele|olia|peste|tufo)(?: \\S+){0,2} (?:a|de) huevos? podridos?(?: \\S+){0,4} (?:en|por) (?:la|el|toda la|todo el) (?:casa|cocina|piso|pasillo|entrada)`,
        ),
        confidence: 0.65,
        kind: 'fire',
      },
      // Alguien que se acaba de caer («Paco se ha caído en el pasillo, se estaba probando el traje»):
      // se pregunta, como una caída propia.
      {
        re: w(
          `(?:se ha caido|se acaba de caer|acaba de caerse|se ha desplomado|se acaba de desplomar|se ha desmayado|se acaba de desmayar|se ha ido al suelo|se ha resbalado)(?: \\S+)? (?:en|por) (?:el|la|las|los) (?:pasillo|cocina|bano|escalera|escaleras|jardin|entrada|dormitorio|cuarto|salon|comedor|suelo|patio|recibidor|rellano|ducha|banera|terraza|portal|huerto)|(?:se acaba de caer|acaba de caerse|se acaba de desplomar|se acaba de desmayar)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // No abre, y las señales de días: el buzón lleno, la luz encendida día y noche. Se pregunta.
      {
        re: w(
          `(?:no (?:abre|me abre|contesta|responde|coge el telefono|agarra el telefono|sale)|nadie (?:la|lo) (?:ha visto|ve)|no (?:la|lo) (?:he visto|vemos|hemos visto))${gap(15)}(?:buzon (?:lleno|a rebosar|que rebosa|hasta arriba)(?! de (?:publicidad|propaganda|folletos|anuncios|ofertas))|(?:las )?cartas (?:amontonadas|acumuladas|sin recoger)|periodicos? (?:amontonados|sin recoger)|luz (?:encendida|prendida)${G3}(?:dia y noche|toda la noche|noche y dia|desde))|(?:buzon (?:lleno|a rebosar|hasta arriba)|luz (?:encendida|prendida)${G3}(?:dia y noche|noche y dia))${gap(15)}(?:no (?:abre|me abre|contesta|responde|coge el telefono)|nadie (?:la|lo) ha visto)`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // Un quejido oído tras una puerta que no se abre ("por la rendija se oye un quejido muy
      // flojito"): alguien caído dentro, se actúa.
      {
        re: w(
          `(?:se oye|se oyen|se escucha|se escuchan|oigo|oi|escucho|escuche|he oido|hemos oido|oimos)${G3}(?:quejido\\S*|quejarse|quejandose|gemido\\S*|gemir|gimiendo|lamento\\S*|pedir ayuda|pidiendo ayuda|pedir auxilio|pidiendo auxilio|una voz (?:muy )?(?:flojita|debil|bajita)|un ay)(?! (?:de|del|por|sobre|que|a|al|con|contra) )${G8}(?:por|tras|detras de|desde|dentro|adentro)(?: (?:la|el|su))? (?:puerta|rendija|mirilla|cerradura|buzon|ventana|pared|casa|piso|dentro)|(?:por|tras|detras de) (?:la|el|su) (?:puerta|rendija|mirilla|cerradura|buzon|ventana|pared)${G8}(?:quejido\\S*|quejarse|quejandose|gemido\\S*|gemir|gimiendo|lamento\\S*|pedir ayuda|pidiendo ayuda|una voz (?:muy )?(?:flojita|debil|bajita)|un ay)(?! (?:de|del|por|sobre|que|a|al|con|contra) )|(?:quejido|quejidos|gemido|gemidos)${G8}(?:por|tras|detras de|desde)(?: (?:la|el|su)) (?:puerta|rendija|mirilla|cerradura|buzon|ventana|pared)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Dolor de cabeza y náuseas en dos personas a la vez (o también en el gato), las señales del
      // monóxido en una casa: se pregunta.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:dolor(?:es)? de cabeza|(?:me|nos|le|les) duele (?:mucho )?la cabeza|jaqueca|migrana|la cabeza (?:que )?(?:me |nos )?(?:va a estallar|estalla|late|retumba))(?= ))(?=.*(?<= )(?:ganas de vomitar|nausea\\S*|vomit\\S*|mareo\\S*|maread[ao]s?|revuelt[ao]s?|somnolient\\S*|adormilad[ao]s?|modorra|atontad[ao]s?)(?= ))(?=.*(?<= )(?:(?:los|las) dos|(?:a )?(?:el|ella|mi marido|mi mujer|mi esposo|mi esposa) tambien|los tres|todos en casa|(?:el gato|el perro|la gata|la perra)(?: \\S+){0,4} (?:tambien|igual|esta raro|no se mueve|tirado|echado|vomit\\S*|malo))(?= ))\\S+`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Lo mismo con el gato tirado sin moverse, o con la estufa o el brasero encendidos ("tenemos un
      // dolor de cabeza los dos… hasta el gato está tirado sin moverse"): se actúa.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:dolor(?:es)? de cabeza|(?:me|nos|le|les) duele (?:mucho )?la cabeza|jaqueca|migrana|la cabeza (?:que )?(?:me |nos )?(?:va a estallar|estalla|late|retumba))(?= ))(?=.*(?<= )(?:ganas de vomitar|nausea\\S*|vomit\\S*|mareo\\S*|maread[ao]s?|revuelt[ao]s?|somnolient\\S*|adormilad[ao]s?|modorra|atontad[ao]s?|(?:me|nos|le) da vueltas)(?= ))(?=.*(?<= )(?:(?:los|las) dos|(?:a )?(?:el|ella|mi marido|mi mujer|mi esposo|mi esposa) tambien|los tres|todos en casa)(?= ))(?=.*(?<= )(?:(?:el gato|el perro|la gata|la perra|el canario|el loro)(?: \\S+){0,4} (?:tirad[oa]|echad[oa]|no se mueve|sin moverse|no se levanta|quiet[oa]|vomit\\S*)|estufa|brasero|calentador|caldera|bombona|butano|queroseno|camilla|chimenea)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // El monóxido nombrado, con lo que hace («suena el detector de monóxido y los dos tenemos un
      // dolor de cabeza tremendo y mucho sueño»): se actúa.
      {
        re: w(
          `(?:monoxido|detector de co|alarma de co)${gap(20)}(?:dolor(?:es)? de cabeza|me duele la cabeza|nos duele la cabeza|nause\\S*|ganas de vomitar|vomit\\S*|mareo\\S*|maread[ao]s?|sueno|somnolien\\S*|adormilad[ao]s?|atontad[ao]s?|confundid[ao]s?)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Sin aire, con el oxígeno en casa («hoy estoy con muy poco aire», «me agito hasta para ir al
      // baño»): se pregunta.
      {
        re: w(
          `(?:estoy|ando|me siento|me quedo|amaneci) con (?:muy |tan )?poco aire|me agito (?:hasta|solo|con nada|por nada|nada mas)(?: para)?`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Humo que ha llegado al pasillo o a toda la casa ("hay humo por todo el pasillo"): se actúa,
      // salvo si se dice su causa inofensiva (la estufa, la chimenea, el asado), como en otros fuegos.
      {
        re: w(
          `humo (?:por todo el|por toda la|en todo el|en toda la|lleno el|llenando el|llenando la) (?:pasillo|casa|piso|departamento|apartamento|escalera|dormitorio|salon|comedor|recibidor)|(?:pasillo|casa|piso|departamento|escalera|dormitorio|salon)(?: \\S+)? (?:lleno|llena) de humo`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      // Un fuego en la chimenea: el rugido en el tiro («la chimenea ruge como un avión»), se pregunta;
      // chispas o llamas que salen por arriba, se actúa. Nunca el viento en la chimenea.
      {
        re: w(
          `(?!.* (?:viento|vendaval|tormenta|temporal|corriente)(?= ))(?<!(?:^| )(?:viento|vendaval|tormenta|temporal)(?: \\S+)* )(?:chimenea|tiro|estufa|tubo|salamandra)(?: \\S+){0,6} (?:ruge|rugiendo|ronca|roncando|retumba|como un avion|como un tren|como un motor)`,
        ),
        confidence: 0.6,
        kind: 'fire',
        spreads: true,
      },
      {
        re: w(
          `(?:chispas|llamas|chispazos)(?: \\S+){0,5} (?:salen|sale|saliendo)(?: \\S+){0,4} (?:chimenea|tejado|arriba|tiro)|(?:salen|sale|saliendo|echa|echando)(?: \\S+){0,2} (?:chispas|llamas|chispazos)(?: \\S+){0,5} (?:chimenea|tejado|arriba|tiro)`,
        ),
        confidence: 0.85,
        kind: 'fire',
        spreads: true,
      },
      // Quien contesta dice que al otro le pasa algo raro, ahora («ahorita no está para hablar, algo
      // raro tiene»): se pregunta.
      {
        re: w(
          `algo (?:grave |serio |malo )?le (?:pasa|esta pasando|ha pasado) a (?:mi (?:marido|mujer|esposo|esposa|madre|padre|hermano|hermana|hijo|hija|vecin[oa])|el|ella)(?! (?:con|en) (?:el|la|los|las) )|algo (?:raro|extrano|malo) (?:tiene|le pasa|le esta pasando|le ha dado|le dio|le ha pasado)|(?:tiene|le pasa|le ha dado|le dio) algo (?:raro|extrano|malo)|(?:(?:el|ella|mi (?:marido|mujer|esposo|esposa|madre|padre|hermano|hermana)|papa|mama) (?:esta|anda)|lo veo|la veo) (?:muy |bien )?(?:raro|rara|rarisimo|rarisima|extrano|extrana)(?: (?:hoy|ahora|ahorita|de repente))?(?! (?:desde|estos|esta (?:semana|temporada)|conmigo|con su|con sus))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Frío en casa, sin calefacción, y el cuerpo que no responde ("no tengo calefacción… estoy
      // tiritando, no siento los pies ni las manos"): hipotermia, se actúa.
      {
        re: w(
          `(?:calefaccion|caldera|estufa|gasoil|gasoleo|gas oil|termometro|grados (?:en|dentro de) (?:casa|la casa|la cocina|el cuarto))${gap(25)}(?:no (?:siento|me siento) (?:los|las|mis) (?:pies|manos|dedos|piernas)|(?:tengo|me entra) (?:mucho|tanto) sueno|como ida|no se ni que dia)`,
        ),
        confidence: 0.85,
        // «No tengo calefacción»: la negación es el peligro mismo.
        saysNo: true,
        kind: 'medical',
      },
      // Frío hasta los huesos, con los pies morados o la cabeza ida ("tengo muchísimo frío, tengo los
      // pies morados y no sé qué día es"): el cuerpo que pierde el calor, se actúa.
      {
        re: w(
          eitherOrder(
            '(?:tengo (?:muchisimo |mucho |tanto |un |tantisimo )?frio|estoy (?:helad[ao]|congelad[ao]|pasmad[ao]|muert[ao] de frio)|me congelo)',
            '(?:(?:pies|dedos|manos|labios)(?: \\S+){0,2} (?:morad[oa]s|azules|amoratad[oa]s)|no (?:me )?siento (?:los|las) (?:pies|manos|dedos|piernas)|no se (?:ni )?que dia|tiemblo entera?)(?!(?: \\S+){0,6} raynaud)',
            12,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un golpe, y luego nadie contesta ("bajó al sótano a mirar la caldera y oí un golpe muy fuerte,
      // no contesta"): una caída, se actúa.
      {
        re: w(
          `(?:oi|escuche|se oyo|hubo|sono) (?:un |una )?(?:golpe|ruido|estruendo|porrazo|trompazo|pum|golpazo)(?: \\S+){0,6} (?:no (?:me )?(?:contesta|responde)|ni contesta|ya no se oye nada|y nada)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Que se le hable bajito, al dejar la llamada para luego ("ahora no es buen momento, hable
      // bajito por favor"): alguien no debe oír. Poco para preguntar solo; bastante para preguntar,
      // antes de colgar, si todo va bien.
      {
        re: w(
          `(?:hable|habla|hableme|hablame|hablen) (?:mas )?(?:bajito|bajo|despacito|en voz baja|quedito)|baje (?:la|usted la) voz|no hable (?:tan )?(?:alto|fuerte)`,
        ),
        confidence: 0.3,
        kind: 'intruder',
      },
      // Setas cogidas del campo, y luego los vómitos o el mareo ("una tortilla con unas setas que
      // salieron debajo del roble del vecino… no paro de vomitar"): un envenenamiento, se actúa.
      {
        re: w(
          `(?<=^ )(?=.*(?<= )(?:setas?|hongos?|champinones?|niscalos|boletus)(?= ))(?=.*(?<= )(?:cogi\\S*|recogi\\S*|encontre|salieron|salen|del campo|del monte|silvestres?|del jardin|debajo del?)(?= ))(?=.*(?<= )(?:vomit\\S*|me da vueltas|mareo\\S*|maread[ao]|diarrea|retortijones|colicos)(?= ))\\S+`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Pastillas recién tomadas sin saber si ya se habían tomado ("me tomé las del corazón… y no sé si
      // ya me las había tomado"): quizá una dosis doble, se pregunta.
      {
        re: w(
          `(?:tome|tomado|trague|tragado)${G3}(?:pastillas|pildoras|medicinas|comprimidos|capsulas|las del \\S+|las de la \\S+)${G12}no (?:se|me acuerdo|recuerdo)(?: \\S+){0,2} si (?:ya )?(?:me )?(?:las|los|la|lo) (?:habia|he|hube)? ?(?:tomado|tome)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Sangre en cantidad, venga de donde venga ("se me resbaló el cuchillo… hay sangre por toda la
      // encimera"): muy poco para preguntar solo (la matanza, el zorro en el gallinero); bastante
      // para preguntar, antes de colgar, si todo va bien.
      {
        re: w(
          `(?<!(?:pelicula|serie|novela|telenovela|programa|tele|juego|libro)${G8})sangre (?:por todas partes|por todo|por toda|por todos|por todas|en el suelo|en la encimera|en el fregadero|en la alfombra|en la cama|en la almohada|en las sabanas|en el piso|en la mesa)|(?:llen[ao]|cubiert[ao]|empapad[ao]|manchad[ao]) de sangre|(?:chorrea|chorreando|gotea|goteando) sangre`,
        ),
        confidence: 0.3,
        kind: 'medical',
      },
      // Fiebre después de la quimio, ahora ("me pusieron la quimio el jueves… tiritando, 39 y pico"):
      // una infección que no espera, se actúa. No el consejo de la enfermera para si pasa.
      {
        re: w(
          `(?:quimio\\S*|quimioterapia|inmunoterapia)${gap(25)}(?<!(?:si|por si|en caso de|cuando)(?: \\S+){0,5} )(?:fiebre|calentura|temperatura (?:de|alta|muy alta)|treinta y (?:ocho|nueve)|cuarenta|3[89]|40|escalofrios|tiritando|tirito|temblando entera?|no (?:me )?(?:puedo )?(?:caliento|calentar(?:me)?))|(?<!(?:si|por si|en caso de|cuando)(?: \\S+){0,5} )(?:tiritando|tirito|escalofrios|temblando entera?|ardiendo de fiebre|tengo fiebre|con fiebre|no (?:me )?(?:puedo )?(?:caliento|calentar(?:me)?))${gap(20)}(?:quimio\\S*|quimioterapia|inmunoterapia)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Otra dosis y otra más, con la somnolencia de más ("me tomé otra, y después otra, ya no sé
      // cuántas van… la lengua pesada"): se actúa.
      {
        re: w(
          `(?:me (?:tome|he tomado|trague)|tome|tomado|me las tome) (?:otra|otras|mas|de mas|el doble|varias)${gap(25)}(?:lengua (?:pesada|de trapo|dormida|torpe|gorda)|(?:me cuesta|no puedo|apenas puedo) (?:tener|mantener|dejar) los ojos abiertos|se me cierran los ojos|muy ida|como ida|no se cuant[ao]s)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Alguien que se cae de golpe y ya no contesta, no se mueve o no respira («la muchacha que me
      // cuida se cayó redonda en la cocina… no me contesta, la llamo y no se mueve»): actuado.
      {
        re: w(
          `(?:se (?:cayo|ha caido|desplomo|ha desplomado|desmayo|ha desmayado)|cayo redond[ao])${gap(15)}(?:no (?:me )?contesta|no se mueve|no (?:se )?(?:si )?respira|no reacciona|no responde|no abre los ojos)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // El frío que ya no se siente, con fuerzas, habla o sueño que se van («no paro de tiritar, las
      // manos y los pies ya no me los siento… no tengo fuerzas… me está entrando un sueño»): la
      // hipotermia, actuada.
      {
        re: w(
          `(?:tiritar|tirito|tiritando|temblando de frio|helad[ao]s|congelad[ao]s|sin calefaccion)${gap(25)}(?:no tengo fuerzas|me cuesta (?:hasta )?hablar|me esta entrando (?:un )?sueno|me (?:estoy )?quedando dormid[ao]|no puedo (?:ni )?levantarme)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Una mordedura o picadura venenosa: víbora, serpiente, alacrán.
      {
        re: w(
          `(?:vibora|culebra|serpiente|cascabel|alacran|escorpion|viuda negra|coralillo|yarara|nauyaca)${gap(6)}(?:me (?:pico|mordio|ha picado|ha mordido)|picad[ao]|mordid[ao])|me (?:pico|mordio|ha picado|ha mordido) (?:una |un |el |la )?(?:vibora|culebra|serpiente|cascabel|alacran|escorpion|viuda negra|coralillo|yarara|nauyaca)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // El agua de la riada dentro de casa, que sube, o de la que no se puede salir.
      {
        re: w(
          `(?:el rio|el arroyo|la acequia|el agua|la riada|la inundacion|la crecida|inundad\\S*)${gap(12)}(?:desbordo|se desbordo|entrando|metiendo|entra|sube|subiendo|hasta las rodillas|hasta la cintura)${gap(14)}(?:sigue subiendo|no puedo salir|atrapad[ao]|subida en|me subi|hasta las rodillas|hasta la cintura|al techo|al tejado|al desvan)`,
        ),
        confidence: 0.9,
        kind: 'help',
      },
      // El fuego que prende ahora ("ya está agarrando fuego el tejabán").
      {
        re: w(
          `(?:esta|estan) (?:agarrando|cogiendo|tomando|prendiendo) (?:fuego|lumbre)|se (?:esta|estan) prendiendo (?:el|la|los|las)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // Boca arriba en el suelo de algún sitio («estoy boca arriba en el jardín de Carmen»): una caída
      // dicha por cómo está, no por cómo cayó; no tomando el sol ni mirando las estrellas.
      {
        re: w(
          `(?:estoy|sigo|me quede|me he quedado|tirad[ao]|tumbad[ao]|echad[ao])(?: \\S+)? (?:boca arriba|panza arriba|de espaldas|patas arriba) (?:en|sobre|al fondo de|tirad[ao] en) (?:el |la |los |las |mi |un |una )?(?:jardin|suelo|piso|patio|cocina|bano|pasillo|escalera|escaleras|cesped|pasto|acera|vereda|calle|huerto|huerta|banqueta|entrada|terraza|barro|hielo|nieve|baldosas)(?!${G5}(?:tomando el sol|mirando|las estrellas|las nubes|gimnasia|ejercicios|yoga))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Las palabras que no salen, con una mano o un brazo que no responde o la boca torcida: un ictus,
      // se actúa; las palabras solas se preguntan.
      {
        re: w(
          `(?:quiero decir una cosa y (?:me )?sale otra|digo una (?:cosa|palabra) y (?:me )?sale otra|se me (?:lian|traban|enredan|mezclan|cruzan) las palabras|no me salen las palabras)${gap(20)}(?:(?:(?:mano|brazo|pierna) (?:derech[ao]|izquierd[ao])|(?:la |el )?(?:mano|brazo|pierna))(?: \\S+){0,3} (?:no (?:me )?(?:agarra|responde|aguanta|sujeta|coge|obedece|tiene fuerza)|floj[ao]|dormid[ao]|torpe|sin fuerza|(?:se me )?(?:cae|caia|cayo))|(?:boca|cara) (?:un poco |algo |medio )?(?:torcida|caida|de lado|ladeada))|(?:(?:(?:mano|brazo|pierna) (?:derech[ao]|izquierd[ao])|(?:la |el )?(?:mano|brazo|pierna))(?: \\S+){0,3} (?:no (?:me )?(?:agarra|responde|aguanta|sujeta|coge|obedece|tiene fuerza)|floj[ao]|dormid[ao]|torpe|sin fuerza|(?:se me )?(?:cae|caia|cayo))|(?:boca|cara) (?:un poco |algo |medio )?(?:torcida|caida|de lado|ladeada))${gap(20)}(?:quiero decir una cosa y (?:me )?sale otra|digo una (?:cosa|palabra) y (?:me )?sale otra|se me (?:lian|traban|enredan|mezclan|cruzan) las palabras|no me salen las palabras)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:quiero decir una cosa y (?:me )?sale otra|digo una (?:cosa|palabra) y (?:me )?sale otra|se me (?:lian|traban|enredan|mezclan|cruzan) las palabras|no me salen las palabras)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // A patadas con la puerta y que la van a tumbar; la puerta que cruje o cede.
      {
        re: w(
          `(?:pateando|pateaban|patean|aporreando|aporrean|golpeando|dando patadas a|a patadas con|empujando)${G3}(?:la )?puerta${G12}(?:tumbar|tirar|echar abajo|romper|tumbarla|tirarla|romperla|entrar)|(?:van a|quieren|amenazan con) (?:tumbar|tirar|echar abajo|romper)(?:la)? (?:la puerta|abajo)?|(?:la )?puerta${G5}(?:esta crujiendo|ya cruje|cruje|cede|esta cediendo|no aguanta|ya no aguanta)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Alguien que mete el pie y empuja la puerta, y se está entrando: un intruso, se actúa.
      {
        re: w(
          `(?:metio|mete|ha metido|puso) el pie${G8}(?:empuj\\S*|forceja\\S*|entrando|entrar)|(?:esta|estan) empujando la puerta|se (?:esta|estan) (?:entrando|metiendo)(?! en (?:la )?cama)|(?:dejenos|dejenme|dejeme|dejanos|dejame|abranos|abrame|abrenos|abreme|abra|abre) (?:entrar|pasar|la puerta)${G3}(?:o (?:le|te|les) (?:va|vamos) a (?:ir mal|pesar)|o (?:rompo|rompemos|tiro|tiramos|echo|echamos) la puerta|(?:que )?si no (?:le|te|les) (?:va|vamos)|o se (?:va|van) a arrepentir|o ya (?:vera|veras)|o vas a ver|o va a ver)`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Encerrada en un cuarto, con miedo, y algo roto o alguien ahí: se esconde.
      {
        re: w(
          `me (?:encerre|he encerrado|escondi|he escondido|meti|he metido|atranque)(?: \\S+){0,4} (?:en|bajo|debajo de) (?:el|la|mi) (?:cuarto|bano|habitacion|pieza|recamara|dormitorio|armario|closet|ropero|cama)${G8}(?:miedo|rompio|rompieron|rompe|rompen|vidrio|cristal|esta ahi|estan ahi|alguien|entraron|entro)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Los labios morados, o el aire que falta cada vez más hasta no acabar una frase: se actúa.
      {
        re: w(
          `(?:labios|boca)(?: (?:medio|muy|un poco|algo|ya|se le (?:pusieron|han puesto|ponen)|se (?:pusieron|han puesto|ponen)))? (?:morad[oa]s|moraditos|moraditas|moraos|azules|azulados|azulitos|negros|amoratados)|(?:me falta|falta) (?:mucho |muchisimo )?el aire${G12}(?:no puedo (?:ni )?(?:acabar|terminar) (?:una |la )?frase|cada vez peor)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Todas las pastillas tomadas juntas sin darse cuenta: una sobredosis sin querer, se actúa.
      {
        re: w(
          `(?:pastillero|pastillas|remedios|medicinas|medicamentos|comprimidos)(?: \\S+){0,20} (?:todas juntas|todos juntos|todas de golpe|todos de golpe|de una vez|todas|todos)(?: \\S+){0,8} (?:sin darme cuenta|sin darse cuenta|sin querer|por error|por equivocacion|me confundi|se confundio|se ha confundido|(?:me|se) (?:hice|hizo|ha hecho|he hecho) un lio|se lio|se ha liado|(?:me|se) equivoc\\S*)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // Alguien con demencia que salió y no aparece ("no encuentro a mi marido, tiene alzheimer, salió
      // en pijama"): se actúa.
      {
        re: w(
          `(?:no (?:lo |la )?encuentro|no aparece|no se donde (?:esta|anda))${G12}(?:alzheimer|demencia|desorientad\\S*|en pijama|en zapatillas|en bata|en camison)|(?:alzheimer|demencia)${G12}(?:se fue|salio|se escapo|se ha ido|ha salido|desaparecio)${G8}(?:una hora|horas|hace rato|no vuelve|no ha vuelto|no aparece)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Llamar a emergencias ahora, dicho al hacerlo ("ya llamo al 112, cuelgo"; el 104 en Cuba, el
      // 107 en Argentina, el 131 en Chile).
      {
        re: w(
          `(?:llamo|voy a llamar|estoy llamando|marco|ya marco|ya llamo) (?:al|a la|a una|a los) (?:112|911|061|104|107|131|ambulancia|emergencias|bomberos|urgencias)(?: \\S+)? (?:ahora|ahora mismo|ya|enseguida|cuelgo)|(?:si|vale|bueno|ok|de acuerdo|si si|esta bien|ta bien|ya)(?: \\S+)? (?:ya )?(?:llamo|marco|voy a llamar|voy a marcar|le marco|estoy llamando) (?:al|el|a la|a una|a los) (?:112|911|123|uno dos tres|061|104|107|131|ambulancia|emergencias|urgencias)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Alguien que no contesta, con los ojos cerrados o respirando raro ("se cayó redondo, no me
      // contesta… respira raro, como roncando"): un paro, se actúa.
      {
        re: w(
          `(?:no (?:me |nos )?(?:contesta|responde|reacciona)|no se despierta|inconsciente|se (?:cayo|desplomo|quedo) (?:redond[oa]|tiesa?o?|frit[oa]))${G12}(?:respira (?:raro|rarisimo|mal|muy mal|con ruido|fuerte|muy fuerte|a golpes)|roncando|ronca|como (?:si )?ronca\\S*|boque\\S*|no respira|(?:tiene )?los ojos (?:cerrados|en blanco|vueltos|para arriba))|(?:respira (?:raro|rarisimo|mal|con ruido)|roncando|boque\\S*|no respira)${G12}(?:no (?:me |nos )?(?:contesta|responde|reacciona)|no se despierta)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // Una hoja clavada en el propio cuerpo ("me clavé el cuchillo en la mano"): se pregunta.
      {
        re: w(
          `me (?:meti|clave|hinque|enterre|he clavado|he metido) (?:el|un|la|las|mi|mis|unas) (?:\\S+ )?(?:cuchillo|navaja|cuchilla|tijeras?|tenedor|destornillador|cuter|cutter) en (?:el|la|los|las|mi|mis) (?:\\S+ )?(?:brazo|mano|pierna|muslo|pie|dedo|muneca|barriga|vientre|costado|palma)|me (?:he )?apunal\\S*`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // La cabeza que da vueltas, floja, los ojos que se cierran, con el corazón latiendo despacio:
      // un desmayo que viene (a menudo pastillas de más para el corazón), a atender ya.
      {
        re: w(`${FAINT_ES}${G12}${SLOW_BEAT_ES}|${SLOW_BEAT_ES}${G12}${FAINT_ES}`),
        confidence: 0.85,
        kind: 'medical',
      },
      // Una estufa encendida con la puerta cerrada, y la cabeza o el estómago que se revuelven (los
      // humos): se actúa.
      {
        re: w(
          `(?:estufa|brasero|calentador|camilla|bombona|queroseno|butano)${G12}(?:(?:cerre|cerrada|cerradas|cerrado)(?: la| las)?(?: puerta| puertas| ventana| ventanas)?|(?:puerta|puertas|ventana|ventanas) cerrad[ao]s?)${G12}(?:cabeza|maread\\S*|mareo|ganas de vomitar|vomit\\S*|sueno|aturdid\\S*)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Alguien de casa que no se despierta: "ahora no es buen momento, que mi tomás no se despierta".
      // No quien duerme hasta tarde ("mi nieto no se despierta ni con el despertador").
      {
        re: w(
          `(?:mi|el|la|nuestr[ao]) (?:pobre )?\\S+ no (?:se )?despierta(?! (?:hasta|antes|temprano|ni (?:con|aunque|aun|a (?:gritos|tiros|canonazos|canonazo|bombazos))|nunca|facil|por las|por la manana|los (?:fines|domingos|sabados)|a (?:las|su hora)|para (?:ir|el|la|desayunar|comer)|tan temprano|de (?:la siesta|buen humor)))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Alguien que no se despierta aunque lo muevan, que respira raro (el "no" de "no, no reacciona"
      // lo repite: no niega nada).
      {
        re: w(
          `(?:no (?:se )?(?:despierta|reacciona|responde)|no hay manera de despertar(?:la|lo|le))${G8}(?:ronc\\S*|ruido raro|ruido extrano|respira (?:raro|mal|muy despacio)|(?:le|la|lo) (?:muevo|sacudo|zarandeo|movi|sacudi|llamo)|y nada)|(?:(?:le|la|lo) (?:muevo|sacudo|zarandeo|movi|sacudi))${G5}(?:no (?:se )?(?:despierta|reacciona)|y nada)`,
        ),
        confidence: 0.88,
        kind: 'medical',
        saysNo: true,
      },
      // Un dolor de cabeza terrible con vómitos (una hemorragia, o el gas): se pregunta.
      {
        re: w(
          `(?:(?:muchisimo|horrores|una barbaridad|tantisimo|fatal)${G3}(?:la cabeza|dolor de cabeza)|(?:la cabeza|dolor de cabeza)${G3}(?:muchisimo|horrores|una barbaridad|tantisimo|que (?:me|le) (?:estalla|revienta|va a estallar))|(?:me|le) (?:estalla|revienta) la cabeza)${G12}(?:vomit\\S*|ganas de vomitar|nauseas|devolver|devuelto|arcadas)|(?:vomit\\S*|ganas de vomitar|nauseas|arcadas)${G12}(?:muchisimo|horrores|una barbaridad|me estalla|me revienta|le estalla|le revienta)${G3}(?:la cabeza|dolor de cabeza)?`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // El aire que solo se coge sentado (el corazón que falla, nuevo desde la noche); la comida
      // que les esconden quienes viven con ellos.
      {
        re: w(
          `no (?:puedo|aguanto|soporto) (?:estar |quedarme )?(?:acostad[ao]|tumbad[ao]|echad[ao]|en la cama)${G8}(?:respir\\S*|aire|ahog\\S*)|(?:tengo que|he de|me toca) (?:estar|quedarme|dormir)(?: \\S+)? sentad[ao]${G5}(?:para (?:poder )?respirar|para coger (?:el )?aire|que si no me ahogo|o me ahogo)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:esconde|escondio|esconden|guarda|guardan|cierra|cierran|encierra|encierran|tiene|tienen)${G3}(?:la )?comida${G5}(?:bajo llave|con llave|bajo candado|en su (?:cuarto|habitacion)|para que no (?:coma|la coja))${G12}(?:hambre|no como|no he comido|sin comer|no pruebo bocado|como demasiado|les cuesto)|(?:esconde|escondio|esconden|cierra|cierran|encierra|encierran)${G3}(?:la )?comida${G3}para que no (?:coma|la coja)|no me (?:deja|dejan|dejaba) comer|no me (?:da|dan) de comer`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Alguien con demencia que ha salido y no ha vuelto, o que no aparece con este frío.
      {
        re: w(
          `(?:alzheimer|demencia|desorientad[oa]|se pierde|zapatillas|pijama|bata|camison)(?: \\S+){0,30} (?:todavia |aun )?no (?:ha vuelto|ha regresado|ha aparecido|vuelve|aparece)|(?:todavia |aun )?no (?:ha vuelto|ha regresado|ha aparecido|vuelve|aparece)(?: \\S+){0,30} (?:alzheimer|demencia|desorientad[oa]|se pierde|zapatillas|pijama|bata|camison)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:(?:todavia |aun )?no (?:ha vuelto|ha regresado|ha aparecido)|no (?:lo|la) encuentro)${G12}(?:frio|grados|helando|noche|horas)|(?:frio|grados|helando|noche|horas)${G12}(?:(?:todavia |aun )?no (?:ha vuelto|ha regresado|ha aparecido)|no (?:lo|la) encuentro)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // El pecho, y lo que se va de él: "un peso en el pecho que me sube a la mandíbula".
      {
        re: w(
          `pecho${G12}(?:sube|me sube|baja|me baja|se va|se me va|se corre|se me corre|corre|irradia|pasa|me pasa)${G3}(?:a |al |hacia |hasta )?(?:la |el |mi )?(?:mandibula|quijada|brazo|hombro|cuello|espalda)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un ictus, una confusión repentina: "arrastra un poco las palabras", "no me conoce… de golpe".
      {
        re: w(
          `arrastr\\S*${G3}(?:las )?palabras|(?:la lengua|el habla|las palabras)${G2}(?:trabad\\S*|pastos\\S*|torpe)|(?:no me conoce|no me reconoce|me llama por otro nombre)${G12}(?:de golpe|de repente|desde esta manana|ayer estaba (?:perfecta|perfecto|bien))|(?:de golpe|de repente|desde esta manana)${G8}(?:no me conoce|no me reconoce|esta como ida|esta como ido)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // El frío pasado del tiritar, dicho de otra persona: "está fría como un témpano, y no tirita
      // ni nada, y habla muy raro".
      {
        re: w(
          `(?:esta|estaba) (?:fria|frio|helad[ao]|congelad[ao]|como un tempano)${G8}(?:no tirita|ya no tirita|no tiembla|habla (?:muy )?raro|no sabe (?:ni )?(?:donde|que dia)|confundid[ao]|adormilad[ao])`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Una hemorragia nasal que no para, desde hace horas, o con Sintrom: se actúa.
      {
        re: w(
          `(?:sangra|sangrando|sangre de) (?:la nariz|por la nariz|de la nariz)${G12}(?:no para|no se para|no se corta|no se detiene|desde|horas|una hora|toallas?|trapos?|mareo|mareada|mareado)|(?:sintrom|acenocumarol|anticoagulante\\S*|xarelto|eliquis|adiro)${G12}(?:sangr\\S*)${G8}(?:no para|no se corta|desde|horas)|(?:sangr\\S*)${G8}(?:no para|no se corta|desde)${G12}(?:sintrom|acenocumarol|anticoagulante\\S*|xarelto|eliquis)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Sin calefacción, tiembla y no entra en calor: se pregunta.
      {
        re: w(
          `(?=(?:no (?:entro|consigo entrar|puedo entrar) en calor|tiemblo|temblando|tiritando|tirito|castanean))(?<=(?:caldera|calefaccion|estufa|calentador|radiadores?)(?: \\S+){0,3} (?:se (?:ha )?(?:estropeado|estropeo|rompio|ha roto|apago|ha apagado)|estropead[ao]|rot[ao]|no (?:funciona|va|anda|calienta)|apagad[ao])${gap(25)})(?:no (?:entro|consigo entrar|puedo entrar) en calor|tiemblo|temblando|tiritando|tirito|castanean)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // Sin calefacción, y el frío en el cuerpo ("la caldera se estropeó el lunes… no me siento los
      // pies, y tiemblo"): la hipotermia, se actúa.
      {
        re: w(
          `(?=(?:no (?:me )?siento (?:los |las |mis )?(?:pies|manos|dedos|piernas)|entumid\\S*|amoratad\\S*|(?:manos|pies|dedos|labios) (?:(?:estan|se me|se|me|ponen|pusieron|han|puesto|estan poniendo|medio|un poco|algo|ya|todos|todas|bien) ){0,3}(?:morad\\S*|azul\\S*)|que dia es hoy|se me ha pasado la semana))(?<=(?:(?:caldera|calefaccion|estufa|calentador|radiadores?|butano|gasoil|gasoleo)(?: \\S+){0,3} (?:se (?:ha )?(?:estropeado|estropeo|rompio|ha roto|apago|ha apagado)|estropead[ao]|rot[ao]|no (?:funciona|va|anda|calienta|tengo)|apagad[ao]|sin)|(?:se (?:me )?(?:ha )?(?:estropeado|estropeo|rompio|roto|apago|apagado|murio|muerto)|no (?:funciona|anda|va)|sin) (?:la |el |los )?(?:caldera|calefaccion|estufa|calentador|radiadores?|butano|gasoil|gasoleo))${gap(40)})(?:no (?:me )?siento (?:los |las |mis )?(?:pies|manos|dedos|piernas)|entumid\\S*|amoratad\\S*|(?:manos|pies|dedos|labios) (?:(?:estan|se me|se|me|ponen|pusieron|han|puesto|estan poniendo|medio|un poco|algo|ya|todos|todas|bien) ){0,3}(?:morad\\S*|azul\\S*)|que dia es hoy|se me ha pasado la semana)|(?:no (?:me )?siento (?:los |las |mis )?(?:pies|manos|dedos)|entumid\\S*)${gap(40)}(?:caldera|calefaccion|estufa|calentador)(?: \\S+){0,3} (?:se (?:ha )?(?:estropeado|estropeo|rompio|apago)|estropead[ao]|rot[ao]|no (?:funciona|va|calienta))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Alguien a quien no se consigue despertar, que balbucea y se vuelve a dormir.
      {
        re: w(
          `no (?:lo|la|le) (?:puedo|consigo|podemos) despertar|casi no (?:se )?despierta|no hay (?:forma|manera) de despertar(?:lo|la)|balbucea y se (?:vuelve a dormir|duerme)|(?:golpe|golpeo|pego|dio) (?:en )?la cabeza${G12}(?:adormilad[ao]|somnolient[ao]|confundid[ao]|vomit\\S*|veo doble|ve doble|el peor dolor de cabeza)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Otra persona caída que no se levanta, no contesta, no se mueve: lo cuenta el marido o una
      // vecina ("se ha caído en el patio y no se levanta").
      {
        re: w(
          `(?:se ha caido|se ha caio|se cayo|se cae|ha caido|se ha desplomado|se desplomo|se ha desmayado|se desmayo|se ha resbalado|se resbalo)${G12}(?:no (?:se )?(?:levanta|puede levantar(?:se)?|mueve|puede mover(?:se)?|contesta|responde|reacciona|respira|habla|despierta)|no (?:lo|la|le) (?:puedo|podemos|consigo) (?:levantar|mover|despertar)|(?:esta|sigue) (?:en el suelo|inconsciente|sin conocimiento|tirad[ao]|sin moverse))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // "Le pasa algo a mi marido": alguien en apuros, sin saber aún cómo. Se pregunta (una cosa o
      // un animal que no va bien no es una emergencia).
      {
        re: w(
          `(?<!(?:^| )(?:y|a ver|no se|me pregunto|pregunto|que) si )(?:le|les) (?:pasa|ha pasado|paso) algo (?:a|al) (?:mi |mis |la |el )?(?!(?:tele|television|coche|carro|auto|telefono|movil|lavadora|nevera|heladera|caldera|perro|gato|horno|radio|computadora|ordenador|reloj|estufa|calentador)(?: |$))\\S+|a (?:mi |el |la )?(?!(?:tele|television|coche|carro|auto|telefono|movil|lavadora|nevera|heladera|caldera|perro|gato|horno|radio|computadora|ordenador|reloj|estufa|calentador)(?: |$))\\S+ le (?:pasa|ha pasado|paso) algo|(?:mi|el|la) (?!(?:tele|television|coche|carro|auto|telefono|movil|lavadora|nevera|heladera|caldera|perro|gato|horno|radio|computadora|ordenador|reloj|estufa|calentador|tiempo|dia|agua|comida|sopa|cafe|pan|leche)(?: |$))\\S+ (?:esta|se ha puesto|se puso|se pone|lo veo|la veo|lo noto|la noto)(?: muy| bien| como| todo| toda)? (?:rar[oa]|rarisim[oa]|extran[oa]|ido|ida|traspuest[oa])(?! de (?:contento|contenta|alegre|simpatic)| con | desde que)|(?:lo|la) (?:veo|noto|encuentro) (?:muy |como |rarisimo |bien )?(?:rar[oa]|extran[oa])`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Las del corazón o el Sintrom tomados dos veces: se pregunta.
      {
        re: w(
          `(?:vuelto a tomar|volvi a tomar|tomado dos veces|tome dos veces|tomado doble|repetido|tomado otra vez|tome otra vez|tomado las de manana|tome las de manana)${G12}(?:corazon|digoxina|sintrom|acenocumarol|insulina|tension|bisoprolol|adiro)|(?:corazon|digoxina|sintrom|acenocumarol|insulina)(?: \\S+){0,6} (?:dos veces|doble|otra vez|repetid\\S*)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Un sangrado del estómago: vomitar como posos de café, heces negras con mareo.
      {
        re: w(
          `(?:vomit\\S*|devuelto|devolvi|devuelvo|echado|eche|arrojado|arroje)${G8}(?:posos de cafe|como (?:el )?cafe molido|algo negro)|posos de cafe${G5}(?:vomit\\S*|devuelto|devolvi|echado|eche)|(?:heces|caca|cacas|deposicion\\S*|de vientre)${G5}(?:negr\\S*|como (?:el )?(?:alquitran|carbon|betun|chapapote))${G12}(?:mare\\S*|desmay\\S*|flojit\\S*|debil|palid\\S*)|(?:mare\\S*|desmay\\S*|flojit\\S*)${G12}(?:heces|caca|deposicion\\S*)${G5}(?:negr\\S*|como (?:el )?(?:alquitran|carbon|betun))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Encontrado confuso tras una caída o un golpe, sangrando o devolviendo.
      {
        re: w(
          `no sabe (?:ni )?(?:donde (?:vive|esta)|quien es|su nombre|que dia es)${G8}(?:suelo|caid[ao]|golpe|chichon|sangra|sangre|devuelto|devolvio|vomit\\S*)|(?:suelo|caid[ao]|golpe|chichon|sangra|sangre)(?: \\S+){0,12} no sabe (?:ni )?(?:donde (?:vive|esta)|quien es|su nombre|que dia es)|(?:golpe|chichon|caida|se cayo|me cai)${G8}(?:ha devuelto|devolvio|he devuelto|devolvi)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Vomitar y estar confundido, ver doble, no saber qué día es.
      {
        re: w(
          `(?:vomitado|vomite|vomitando|vomito|devuelto dos veces|devuelto tres veces)${G8}(?:veo (?:como )?doble|que dia|no me acuerdo|confundid[ao]|mareado|mareada)|(?:veo (?:como )?doble|que dia es)${G8}(?:vomitado|vomite|vomitando)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // El gas que se sale; «ven rápido» dicho solo, sin más.
      {
        re: w(
          `(?:gas|bombona|cilindro|garrafa|tanque)${G5}(?:fugando|fugandose|tiene (?:una )?fuga|se esta (?:saliendo|escapando)|se sale|se escapa|chiflido|silbido)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      // El fuego prendido en el pasto, el cerco o el galpón ("se me prendió el pasto seco y el cerco"),
      // y el que no se apaga con lo que hay a mano ("no lo apago con el balde").
      {
        re: w(
          `se (?:me |le |nos |les )?(?:prendio|prendieron|incendio|incendiaron|agarro fuego|agarraron fuego|cogio fuego|cogieron fuego|prendio fuego) (?:el|la|los|las|todo|mi|mis) (?:\\S+ )?(?:pasto|cesped|cerco|cerca|seto|ligustro|arbustos?|monte|campo|matorral|galpon|cobertizo|garaje|casa|techo|tejado|cocina|cortinas?|arboles?|rastrojo|lena|bosque|quincho)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `no (?:lo|la|los|las) (?:apago|apagamos|puedo apagar|podemos apagar|consigo apagar)${G5}(?:con|ni con) (?:el|un|la|una|los) (?:balde|cubo|cubos|baldes|manguera|extintor|agua)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        saysNo: true,
      },
      {
        // Un fuego del jardín que se ha escapado a lo que no debía arder ("se me pasó el fuego pa'l
        // cerco y ya está agarrando el galpón", "la manguera no llega"): ninguna quema de ramas
        // dicha antes lo hace inofensivo.
        re: w(
          `(?:se (?:me |nos |le )?(?:ha )?(?:paso|pasado|salio|salido|escapo|escapado|fue|ido) el fuego|el fuego se (?:ha )?(?:paso|pasado|extendio|extendido|escapo|escapado|fue|ido|salio))(?: \\S+){0,4} (?:al|a la|pa l|pa la|para el|para la|hasta el|hasta la|por el|por la|hacia el|hacia la)|(?:agarrando|agarro|agarrado|prendiendo|prendio|cogiendo|cogio|cogido|pillando|pillado)(?: fuego)? (?:el|la|los|las) (?:galpon|cobertizo|caseta|casa|seto|setos|cerco|techo|tejado|arboles?|valla|garaje|cochera|bodega|leñera|lenera|pinos?|monte|casita|gallinero)|(?:la manguera|el extintor|los cubos|el cubo de agua|el agua)${G5}(?:no llega|no alcanza|no sirve|no puede|no da abasto|no hay manera)(?: \\S+){0,8} (?:fuego|humo|llamas|galpon|cobertizo|seto|casa|cerco)|(?:fuego|humo|llamas|galpon|cobertizo|seto|cerco)(?: \\S+){0,12} (?:la manguera|el extintor) (?:no llega|no alcanza|no sirve)`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      {
        // La tela prendida por una vela y que se extiende ("se ha prendido la cortina", "ya va por
        // la otra cortina"): un fuego, se encendiera lo que se encendiera antes.
        re: w(
          `(?:cortinas?|visillos?|persiana|sofa|sillon|cama|alfombra|mantel|trapo|colcha|pantalla)(?: \\S+){0,3} (?:se ha prendido|se prendio|se esta prendiendo|ardiendo|arde|en llamas|se quema|se esta quemando|prendida|prendido|agarro fuego|cogio fuego|ha cogido fuego)|(?:se ha prendido|se prendio|agarro fuego|cogio fuego|ha cogido fuego) (?:la|el|las|los) (?:cortinas?|visillos?|sofa|sillon|cama|alfombra|mantel|colcha)|(?:va|sigue|pasa) por la otra cortina`,
        ),
        confidence: 0.9,
        kind: 'fire',
        spreads: true,
      },
      {
        // Toser con el humo: un fuego, salvo que una hoguera o algo así diga de dónde viene.
        re: w(
          `(?:toso|tosiendo|me ahogo|ahogando)${G5}(?:el )?humo|humo${G5}(?:toso|me ahogo|no puedo respirar)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(`^ (?:ay )?(?:ven|venga|vengan|venid) (?:rapido|ya|pronto|corriendo|deprisa)(?: por favor)? $`),
        confidence: 0.6,
        kind: 'help',
      },
      // Alguien frágil perdido ahora, con frío o desorientado («no encuentro a mi marido, se ha ido en
      // pijama y está helando»): hace falta ayuda ya. No un animal.
      {
        re: w(
          `(?<!(?:^| )(?:perro|perra|perros|gato|gata|gatos|gatito|vaca|vacas|oveja|ovejas|caballo|gallina|gallinas|perico|loro|tortuga) .*)(?!.* (?:perro|perra|perros|gato|gata|gatos|gatito|vaca|vacas|oveja|ovejas|caballo|gallina|gallinas|perico|loro|tortuga)(?= ))(?:(?<=(?:^| )(?:alzheimer|demencia|confundid[oa]|desorientad[oa]|pijama|camison|bata|zapatillas|pantuflas|chanclas|helando|helada|hielo|nieve|nevando|bajo cero|sin abrigo|sin (?:la )?chaqueta) .*)|(?=.* (?:alzheimer|demencia|confundid[oa]|desorientad[oa]|pijama|camison|bata|zapatillas|pantuflas|chanclas|helando|helada|hielo|nieve|nevando|bajo cero|sin abrigo|sin (?:la )?chaqueta)(?= )))(?:no (?:lo|la|le) (?:encuentro|hallo|veo|encontramos)|no encuentro a mi (?:marido|esposo|viejo|hermano|hijo|padre|papa|mujer|esposa|vieja|hermana|hija|madre|mama)|se (?:ha|me ha|nos ha) (?:perdido|escapado|ido)|se (?:me |nos )?(?:perdio|escapo)|no (?:ha|a) (?:vuelto|regresado|aparecido)|no aparece)`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Un desconocido en casa: oído en el dormitorio abriendo los cajones, «no sé quién es», con miedo.
      {
        re: w(
          `(?:oigo|escucho|oi|escuche)(?: \\S+){0,3} en (?:mi|el|la) (?:dormitorio|cuarto|habitacion|salon|cocina|pasillo|entrada|sotano)${G8}(?:no se quien|miedo|cajones|rebuscando|revolviendo)|no se quien es${G5}miedo|miedo${G5}no se quien es`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Una dosis doble con sus efectos, y alguien que no despierta.
      {
        re: w(
          `(?:tome|tomado|me tome|me he tomado|se tomo|se ha tomado)${G8}(?:de dos dias|dos dias juntos|doble|dos veces|de mas|repetid\\S*|la caja entera|todo el blister)${gap(12)}(?:vomit\\S*|aturdid[ao]|muy mare\\S*|muy dormid[ao]|confundid[ao]|no me tengo)|(?:no hay (?:manera|forma) de|no (?:puedo|consigo|logro)) despertarl[oae]s?`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Trapos empapados uno tras otro por un corte, sin nombrar la sangre («me abrí la mano con el
      // aparato… ya empapé dos trapos y sigue saliendo»): con la herida dicha, se actúa; sin ella,
      // se pregunta (no el agua de una fuga).
      {
        re: w(
          `(?:corte|corta\\S*|tajo|raj\\S*|abri|profund\\S*|filo|cuchillo|navaja|cuchilla|vidrio|cristal|herida|sintrom|anticoagula\\S*|warfarina|xarelto|eliquis)(?: \\S+){0,25} (?:empape|empapado|empapados|empapada|empapadas|empapo|empaparon|calado|calados)${G3}(?:trapos?|toallas?|panos?|repasadores?|servilletas?|gasas?|vendas?|vendajes?|curitas?|tiritas?|panuelos?|papel de cocina|rollo de cocina|toallitas?)|(?:trapos?|toallas?|panos?|repasadores?|servilletas?|gasas?|vendas?|vendajes?|curitas?|tiritas?|panuelos?|papel de cocina|rollo de cocina|toallitas?)${G3}(?:empapad\\S*|calad\\S*)${G12}(?:de|en) (?:la|el|mi) (?:mano|dedo|pulgar|palma|muneca|brazo|pierna|cabeza|nariz|pie)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?<!(?:agua|fuga|gotera|cano|tuberia|termo|lluvia|techo|caldera|lavadora|lavavajillas|radiador|fregadero|inodoro|cisterna|leche|cafe|sudor|lagrimas|pis)(?: \\S+){0,20} )(?:(?:empape|empapado|empapados|empapada|empapadas|empapo|empaparon)${G3}(?:trapos?|toallas?|panos?|repasadores?|servilletas?|gasas?|vendas?|vendajes?|curitas?|tiritas?|panuelos?|papel de cocina|rollo de cocina|toallitas?)|(?:trapos?|toallas?|panos?|repasadores?|servilletas?|gasas?|vendas?|vendajes?|curitas?|tiritas?|panuelos?|papel de cocina|rollo de cocina|toallitas?)${G3}(?:empapad\\S*|calad\\S*))(?!(?: \\S+){0,12} (?:agua|fuga|gotera|cano|tuberia|lluvia|techo|fregadero|sudor|pis))${G8}(?:sigue (?:saliendo|sangrando|corriendo|chorreando|goteando)|no (?:para|se para|se corta|se detiene|deja de salir))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Heces negras como el alquitrán (un sangrado por dentro), con un desmayo o con el
      // anticoagulante: se actúa; solas, se pregunta.
      {
        re: w(
          `(?:heces|caca|cacas|deposiciones|popo|mis necesidades)${G5}(?:negras?|como (?:el )?alquitran|como (?:el )?chapapote|como (?:la )?brea)${G12}(?:desmay\\S*|mare\\S*|casi me caigo|se me fue|sintrom|anticoagula\\S*|warfarina|xarelto|eliquis)|(?:sintrom|anticoagula\\S*|warfarina)${G12}(?:heces|caca|deposiciones|popo)${G5}(?:negras?|como (?:el )?alquitran|como (?:la )?brea)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:heces|caca|cacas|deposiciones|popo)${G5}(?:negras? como|como (?:el )?alquitran|como (?:el )?chapapote|como (?:la )?brea|negrisimas?)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Las pastillas de otro tomadas por error, y ahora mareo, el pulso lento, todo oscuro.
      {
        re: w(
          `(?:me tome|tome|me he tomado|he tomado|me trague)${G8}(?:pastillas|pildoras|cajitas|medicinas|remedios|comprimidos|pastilla)${G8}(?:en vez de las mias|en lugar de las mias|equivocad[ao]s?|por error|sin querer|de (?:mi marido|mi mujer|mi esposo|mi esposa|mi hermana|mi hermano|\\S+) en vez)${gap(25)}(?:mare\\S*|pulso (?:muy |bien |tan )?(?:lento|raro|flojo|despacio)|veo (?:todo )?(?:oscuro|negro|borroso|doble)|desmay\\S*|sudando|sudor frio|vomit\\S*|no me tengo en pie)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un coche en marcha en el garaje cerrado, calentándolo, con dolor de cabeza, mareo o náuseas:
      // monóxido de carbono, un accidente ("estuve calentando el coche en el garaje con la puerta
      // cerrada por el frío…").
      {
        re: w(
          eitherOrder(
            `(?:(?:coche|carro|auto|motor)(?: \\S+){0,3} (?:en marcha|encendido|prendido|arrancado|calentandose)|calent\\S* (?:el |mi )?(?:coche|carro|auto|motor))${gap(20)}(?:garaje|cochera|puerta cerrada)`,
            '(?:dolor de cabeza|me duele (?:mucho )?la cabeza|vomit\\S*|nauseas|ganas de vomitar|mare\\S*|atontad[oa]|somnolient[oa]|me da vueltas)',
            30,
          ),
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Los gases de un generador o un brasero dentro de casa, con dolor de cabeza, vómitos o sueño.
      {
        re: w(
          `${FUMES_SOURCE}${gap(20)}(?:${SHUT_INDOORS}|sala|casa|cuarto)${gap(30)}(?:dolor de cabeza|vomit\\S*|nauseas|mare\\S*|sueno|dormid[oa]|casi no contesta|no contesta|no despierta|atontad[oa])`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Alguien que apenas se despierta: "le llamo y casi no contesta", dormido toda la mañana.
      {
        re: w(
          `(?:dormid[oa]|durmiendo|acostad[oa]|en el sillon|en la cama)${G12}(?:le|lo|la) (?:llamo|hablo|muevo|sacudo)${G3}(?:y )?(?:casi |apenas )?no (?:contesta|responde|reacciona|se despierta)|(?:dormid[oa]|durmiendo|acostad[oa]|en el sillon|en la cama)${G12}no (?:me )?(?:contesta|responde|reacciona|se despierta)${G3}(?:cuando|aunque|por mas que|y eso que) (?:le|lo|la) (?:llamo|hablo|muevo|sacudo|grito)|(?:lo|la|le) (?:estoy moviendo|estoy sacudiendo|muevo|sacudo|zarandeo|estoy zarandeando)${G5}y (?:nada|no (?:reacciona|responde|contesta|se despierta))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Una herida que no para de sangrar, con trapos empapados.
      {
        re: w(
          `no (?:me )?para (?:de salir )?la sangre|la sangre no (?:me )?para|no (?:me )?(?:deja|para) de sangrar|(?:repasadores|trapos|toallas|servilletas|panuelos)${G2}empapad\\S*|(?:corte|cortado|cortada|herida|golpe|golpeado|golpeada|cristal|cuchillo)${G12}desde (?:entonces|anoche|ayer|hace (?:horas|\\S+ horas)) (?:me )?(?:sangra|esta sangrando|sigue sangrando|no para de sangrar)|sangr\\S*${G12}(?:segunda|tercera|cuarta|quinta|otra) (?:toalla|servilleta|gasa|venda|panuelo|trapo|compresa|repasador)|(?:segunda|tercera|cuarta|quinta) (?:toalla|servilleta|gasa|venda|panuelo|trapo|compresa|repasador)${G8}(?:sangr\\S*|no para|empapad\\S*)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Tirada en el suelo sin contestar bien o respirando raro, la encuentre quien la encuentre.
      {
        re: w(
          `(?:esta|estaba|la encontre|lo encontre|me la encontre|me lo encontre) (?:tirad[ao]|caid[ao]|tendid[ao]) en el (?:piso|suelo)${G12}(?:no (?:me )?(?:contesta|responde|reacciona)|respira (?:\\S+ )?(?:raro|mal|fuerte|con ruido)|hace ruidos|no se mueve|no se despierta)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // La insulina puesta sin comer, con temblor, sudor o la vista borrosa: una bajada de azúcar.
      {
        re: w(
          `insulina${G12}(?:no (?:he )?desayun\\S*|sin (?:comer|desayunar)|no (?:he )?comid\\S*|no comi)(?: \\S+){0,16} (?:borros\\S*|temblando|tiemblo|sudando|sudor|mare\\S*|corazon (?:me va )?(?:rapid\\S*|a mil|acelerad\\S*)|no veo bien)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // De repente no reconoce y se le traban las palabras: un ictus, no la edad.
      {
        re: w(
          `(?:de repente|derrepente|de golpe|hace (?:media hora|un rato|nada))${G12}(?:se (?:le|me) (?:traban|trababan|enredan|lian|mezclan) (?:las )?palabras|dice (?:una cosa por otra|cosas sin sentido)|no (?:se le entiende|le salen las palabras|me reconoce|nos reconoce|sabe (?:quien soy|donde esta)))|(?:se (?:le|me) (?:traban|trababan|enredan|lian|mezclan) (?:las )?palabras|dice una cosa por otra)${G12}(?:de repente|derrepente|de golpe|hace (?:media hora|un rato|nada)|nunca la habia visto|nunca lo habia visto)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `me (?:pego|golpeo|empujo|pateo|ha pegado|ha golpeado|ha empujado)(?: \\S+){0,20} (?:morad[oa]s?|moraos|moratones?|moreton\\S*|la boca partida|el labio partido|sangre|un ojo morado|hinchad[oa])|me (?:dijo|dice|ha dicho|amenazo con que|amenaza con que) que si (?:hablo|digo algo|lo cuento|se lo cuento|me chivo|se lo digo|llamo)${G5}(?:me (?:encierra|pega|mata|deja sin|echa|quita)|me va a)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        // Sangrar de la cabeza o de un oído: la cabeza dañada, venga de donde venga.
        re: w(
          `(?:sangra|sangraba|sangrando|(?:le|me) (?:sale|salia) sangre|echa sangre|echaba sangre)(?: \\S+){0,2} (?:de la cabeza|por la cabeza|del oido|por el oido|de los oidos|por los oidos)|(?:la|su|mi) cabeza (?:sangra|sangrando|llena de sangre|ensangrentada)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        // Una amenaza contada, de alguien que piensa venir ("me dijo sé dónde vive, esta noche paso
        // a por el dinero"): la dirección sabida, que vive sola, el dinero que vendrán a llevarse.
        re: w(
          `se donde (?:vive|vives|usted vive|vivis)|(?<!(?:si (?:\\S+ ){0,8}|ya ))(?:sabe|saben|dice que sabe|dijo que sabe|dijo que sabia) (?:donde vivo|que vivo sol[ao]|mi direccion)|(?:viene|vienen|vendra|vendran|paso|pasare|pasara|pasaran|va a venir|van a venir)${G5}(?:a por|por|a buscar|a llevarse|a cobrar) (?:el|mi|la) (?:dinero|plata|pension|jubilacion|platita)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        // Daños o golpes prometidos si no se paga ("dice que vuelve con sus compañeros a romperme el
        // invernadero si no le pago hoy en efectivo"): la estafa vuelta amenaza.
        re: w(
          eitherOrder(
            '(?:romper|romperme|destrozar|destrozarme|quemar|quemarme|cargarse|cargarme|pegarme|hacerme dano|partirme|reventar|reventarme|pegar fuego|prender fuego|tirar la puerta|echar la puerta abajo|(?:manda|mandan|mandara|mandaran|envia|envian|enviara|enviaran)(?: \\S+){0,3} (?:tipos|hombres|matones|chicos|muchachos|amigos|companeros|gorilas|colegas)(?: \\S+){0,2} (?:a mi casa|a casa|a por mi|a buscarme))',
            '(?:si no (?:le |les |se lo |se la )?(?:pago|doy|entrego|suelto|pagamos|damos)|como no (?:le |les )?(?:pague|de|pagues))',
            10,
          ),
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Miedo de alguien en casa que no debe oír la llamada ("llámame por la tarde, cuando se haya
      // ido mi yerno, que si me oye hablar por teléfono se enfada"): preguntado. El "oye" se lee como
      // interjección y se quita, así que el verbo puede faltar.
      {
        re: w(
          `(?:se enfada|se enoja|se pone (?:furios[oa]|como loc[oa]|hech[oa] una fiera|brav[oa])|se cabrea|me grita|me pega)(?: \\S+){0,2} (?:si|cuando) me (?:(?:oye|escucha|pilla) )?(?:hablar|hablando|al telefono|por telefono|con (?:usted|ustedes|alguien))|(?:si|cuando) me (?:(?:oye|escucha|pilla) )?(?:hablar|hablando|al telefono|por telefono)(?: \\S+){0,3} (?:se enfada|se enoja|se pone (?:furios[oa]|como loc[oa]|brav[oa])|se cabrea|me grita|me pega)`,
        ),
        confidence: 0.6,
        kind: 'harm_from_others',
      },
      // Un desconocido que entró con una excusa y no se quiere ir, metido en el dormitorio abriendo
      // los cajones: un intruso, ahora.
      {
        re: w(
          `(?:senor|hombre|tipo|muchacho|individuo|desconocido|fulano|chavo|chico)${gap(25)}(?:no se quiere ir|no se quiere marchar|no se va|se metio (?:a|en) (?:mi|la) (?:recamara|cuarto|habitacion|dormitorio|pieza|alcoba)|(?:anda|esta|sigue) (?:abriendo|revolviendo|hurgando|registrando|buscando en|vaciando) (?:los|mis|todos los) (?:cajones|armarios|roperos|bolsos?))`,
        ),
        confidence: 0.9,
        kind: 'intruder',
      },
      // Empujada o golpeada por alguien, con las marcas: daño de otros.
      {
        re: w(
          `(?:me|la|le) (?:empujo|empuja|ha empujado|pego|pega|ha pegado|golpeo|golpea|ha golpeado|tiro|ha tirado|zarandeo|zarandea|agarro|agarra)${G5}(?:contra (?:la pared|el suelo|la puerta|el armario|la nevera|el mueble)|al suelo|moratones|morados|moraos|sangre|la boca partida|el labio partido)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Los signos del ictus dichos como se dicen: el habla, la cara, un brazo; uno solo hace
      // preguntar, dos juntos (aunque sea en dos frases seguidas) hacen actuar.
      { re: w(`${STROKE_SIGN}${gap(12)}${STROKE_SIGN}`), confidence: 0.9 },
      { re: w(STROKE_SIGN), confidence: 0.7 },
      // Cristales rotos o una puerta forzada, oídos ahora: alguien entra.
      {
        re: w(
          `(?:oido|oigo|escuchado|escucho|han|estan)${G3}(?:romper|rompen|romperse|reventar|revientan|forzar|forzando|fuerzan)${G3}(?:el cristal|los cristales|un cristal|la ventana|una ventana|la puerta|la cerradura|la persiana|el candado|la reja|el porton|la cancela|el cerrojo|la verja)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        // "Hay un señor en el patio queriendo abrir la camioneta, ya le rompió el vidrio": alguien
        // forzando lo de casa, ahora.
        re: w(
          `(?:hay|esta|estan) (?:un|una|unos|dos) (?:senor|senora|senores|hombre|hombres|tipo|tipos|muchacho|muchachos|chavo|chavos|individuo|sujeto|desconocido|desconocidos)${G8}(?:queriendo|intentando|tratando de|forzando|rompiendo|abriendo|robando|llevandose|metiendose)|(?:le |les )?(?:rompio|rompieron|ha roto|han roto|reventaron|revento) (?:el|los|un) (?:vidrio|vidrios|cristal|cristales)${G8}(?:queriendo|intentando|para (?:abrir|entrar|llevarse))|(?:queriendo|intentando|tratando de) (?:abrir|forzar|entrar)${G8}(?:ya )?(?:le |les )?(?:rompio|rompieron|ha roto|han roto) (?:el|los) (?:vidrio|vidrios|cristal|cristales|candado|cerrojo)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Un ataque: rígido y temblando, o sacudidas, sin responder.
      {
        re: w(
          `(?:se ha puesto|se puso|se quedo|esta) (?:muy |todo |toda )?(?:rigid[ao]|ties[ao])${G8}(?:tembl\\S*|sacudi\\S*|convuls\\S*|espuma|no responde|no contesta)|(?:tembl\\S*|sacudi\\S*) (?:entero|entera|de arriba abajo|todo el cuerpo)${G5}(?:no responde|no contesta|los ojos|espuma|rigid[ao])|convulsion(?:es|ando|a)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:porrazo|costalazo|batacazo|trompazo|lenazo|golpazo)${G8}(?:no me puedo|no puedo|sangr\\S*|duele mucho)|(?:en el suelo|del suelo|en el piso|del piso)${G5}(?:no me (?:puedo|levanto)|desperte|frente abierta|sangr\\S*)|desperte en el (?:suelo|piso)|no me (?:levanto|puedo parar|puedo poner de pie) del (?:suelo|piso)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `se me fue la fuerza (?:de (?:la|las|el)|del) \\S+|no me responde\\S* (?:la|las|el) (?:pierna|piernas|brazo|mano)|me flojean las piernas|no me tengo de pie(?! de (?:cansancio|sueno))|arrastro el pie`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:se me (?:atoro|atraganto|atasco)|se (?:atraganta|esta atragantando|atora|esta atorando|atoro)|se le atoro)${G8}(?:no (?:me|le) (?:pasa|sale|baja)|no (?:puedo|puede) (?:respirar|tragar))|se me cerro la garganta`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:azucar|glucosa|hipo\\S*)${G8}(?:sud\\S*|tembl\\S*|no (?:puedo|atino)|empapad\\S*|no veo|confund\\S*)|(?:sud\\S*|tembl\\S*|empapad\\S*)${G8}(?:el azucar|diabetic\\S*|insulina)|sudo y tiemblo|tiemblo y sudo`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `dolor${G8}(?:me dobla|como un desgarro|dura como una piedra)|(?:de golpe|de repente)${G3}(?:un dolor|dolor) (?:espantoso|horrible|muy fuerte|terrible)|(?:estrujan|aprietan|oprimen) el (?:corazon|pecho)|me va a estallar el corazon`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:se ha quedado|se quedo) (?:tiesa|tieso|mirando a la nada|blanca|blanco|quieta|quieto)${G8}no (?:responde|contesta|reacciona|se mueve|parpadea)|se agarro el pecho${G5}(?:se cayo|al suelo)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `habla (?:raro|rara|mal|enredad[oa]) de (?:repente|golpe)|(?:me|le) sale todo (?:mezclado|revuelto|al reves)|la lengua no me (?:obedece|responde)|(?:cara|boca) (?:chueca|torcida|ladeada)|se (?:le|me) (?:ha )?(?:caido|torcido|ladeado|ido) (?:la boca|la cara|el labio|media cara|la comisura)(?: \\S+){0,2} (?:de|por|hacia|para) un lado|palabras que no son palabras|se me (?:ha )?olvidad?o como se habla|no me salen las (?:palabras|cosas)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `se (?:me )?(?:prendio|prendieron|esta prendiendo|incendio|quema|esta quemando)(?: fuego)? (?:el|la|los|las) (?:colchon|mantel|trapo|limpion|repasador|pano|sarten|cortinas?|sofa|cama|mueble|ropa|manta|aceite)|(?:el|la|los|las) (?:colchon|mantel|trapo|limpion|repasador|pano|sarten|cortinas?|sofa|cama|mueble|ropa|manta|aceite|freidora|olla) se (?:me )?(?:prendio|prendieron|ha prendido|han prendido|esta prendiendo|incendio|ha incendiado|prendio fuego)|(?:ya )?(?:esta|estan|va|van) (?:cogiendo|agarrando|prendiendo|alcanzando|pasando a) (?:la|el|las|los) (?:cortinas?|mantel|mueble|muebles|sofa|techo|alacena|estanteria|cocina entera)|(?:no (?:lo|la) (?:puedo|consigo) apagar|ya se quema el)|(?:cable|enchufe|cuadro de la luz|regleta)(?: \\S+){0,3} (?:humeando|echando chispas|sacando chispas)|chispas en (?:el|la) (?:cuadro|enchufe|cable|regleta)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:enchufe|regleta|ladron|alargador|clavija|cuadro electrico|cables?|interruptor|toma de corriente)${G12}(?:caliente|calentisim[oa]|ardiendo|quemad[oa]|negr[oa]|derretid[oa]|chisporrote\\S*|chispas|echa humo|echando humo|huele a quemado|olor a quemado)|(?:chisporrote\\S*|chispas|olor a (?:quemado|plastico quemado))${G8}(?:enchufe|regleta|ladron|alargador|clavija|cuadro electrico|interruptor)|huele (?:fuertisimo |mucho |muchisimo )?a (?:gas|butano)|(?:monoxido|detector|aparat\\S*)${G5}(?:pita|pitar|suena)${G8}(?:cabeza|vomit\\S*|mare\\S*)|(?:vomit\\S*|dolor de cabeza|me duele (?:mucho )?la cabeza|mare\\S*)${G8}(?:brasero|calentador|estufa|calefon)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:alguien|un (?:tipo|hombre|desconocido|chico|ladron)|unos (?:tipos|hombres|chicos))${G5}(?:adentro de|dentro de) (?:mi|la) casa|(?:roto|rompio|rompieron) el (?:cristal|vidrio) de la (?:puerta|ventana)|capucha|pasamontanas|se (?:metio|ha metido|metieron) un (?:ladron|desconocido|tipo|hombre)|aporrea\\S*|(?:metiendo|meten|mete) algo en la cerradura|no se quiere (?:marchar|largar)|no me deja cerrar|abajo hay alguien|hay alguien abajo|(?:oigo|he oido) (?:pasos|ruidos?)${G5}(?:tejado|tejao|abajo|pasillo)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `me (?:ha|han) (?:dado|pegado) con (?:la|el|una|un)|me (?:ha |han )?tirado (?:del pelo|al suelo|contra)|me tiro (?:contra|al suelo)|me (?:ha |han )?agarrado del (?:cuello|brazo|pelo)|me pega (?:cuando|si|todos|siempre)|me dio en la cara|me va a (?:dar un guantazo|dar una paliza|pegar|quemar la casa|matar)${G5}si no|ojo hinchado`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `esta vez va en serio|esto es distinto a otras veces|no (?:estoy|me encuentro|me siento) (?:bien )?nada bien nada bien`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      {
        re: w(
          `(?:medicina|pastillas?|dosis)${G5}(?:dos veces|doble|de mas)${G8}(?:late|corazon|mare\\S*|mal|raro)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:hirviendo|quemad[oa]|queme|quemo)${G8}(?:ampollas|la piel se (?:levanta|cae|despega)|grita de dolor|me arde)|la piel se levanta|(?:sangre|sangra)${G3}(?:chorrea|a chorros|sin parar)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:sofa|sillon|cama|colchon|manta|cortinas?|cojin|papelera|basura)s? (?:esta |estan )?(?:echando humo|humeando|ardiendo|quemandose|en llamas)|se (?:prendio|quemo|esta quemando|esta prendiendo) (?:el|la) (?:sofa|sillon|cama|colchon|manta|cortina)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `me (?:esta|estan) (?:pegando|golpeando|empujando|pateando|ahorcando|estrangulando|amenazando|lastimando)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `me (?:pego|golpeo|empujo|pateo|abofeteo|cacheteo|rompio)${G8}(?:sangr\\S*|sigue aqui|esta aqui|todavia|ahora)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:buscando|busca|persiguiendo|persigue|viene a por mi|va a por mi|detras de mi|viene hacia mi)${G5}(?:con )?(?:el |un |la |una |su )?(?:cuchillo|navaja|pistola|escopeta|machete|hacha|martillo|arma)|(?:dice|dijo|amenaza|grita)${G3}(?:que )?(?:hoy )?me (?:mata|matara|va a matar|va a pegar|va a hacer dano)|(?:me|nos) (?:va|van|quiere|quieren) (?:a )?(?:matar|apunalar|degollar|pegar un tiro|rajar)${G8}(?:cuchillo|navaja|pistola|escopeta|arma|machete|hacha|martillo|miedo|socorro|ayuda)|(?:cuchillo|navaja|pistola|escopeta|arma|machete|hacha|martillo)${G8}(?:me|nos) (?:va|van|quiere|quieren) (?:a )?(?:matar|apunalar|degollar|pegar un tiro|rajar)|me (?:apunta|amenaza) con (?:la|una|el|un|su) (?:escopeta|pistola|cuchillo|navaja|arma)`,
        ),
        confidence: 0.9,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `sangre por todos lados|(?:sangr\\S*|sangre)${G5}(?:no para|no se para|no deja de|a chorros|a borbotones)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `no siento (?:los|las) (?:pies|manos|dedos|piernas)${G8}(?:frio|tirit\\S*|helad\\S*|calentar\\S*)|(?:frio|helad\\S*|sin (?:luz|calefaccion|estufa|gas))${G8}(?:no siento (?:los|las)|tirit\\S*)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      {
        re: w(
          `no (?:lo|la) (?:puedo|podemos) levantar|(?:mande|manden|mandeme|envie|envien) (?:a )?(?:alguien|una ambulancia|ayuda)(?! (?:a|para) (?:arreglar|mirar|revisar|limpiar|cortar|cambiar|instalar|pintar|ver|podar))`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      {
        re: w(
          `(?:encerrad[ao]|cerrad[ao]s? con llave)${G8}(?:sin comida|sin agua|sin comer|desde(?! que ))|sin comida desde`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      // Atrapado en el ascensor: se pregunta.
      {
        re: w(
          `(?:atrapad[ao]s?|encerrad[ao]s?|atascad[ao]s?|metid[ao]s?)(?: \\S+){0,3} (?:el |en el |en un )?ascensor|(?:el )?ascensor (?:se ha |se )?(?:parado|atascado|quedado parado|quedado atascado)(?: \\S+){0,6} (?:dentro|conmigo)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:llama amarilla|calefon|calentador|brasero|estufa)${G8}(?:dolor de cabeza|mareos?|desmay\\S*|somnolien\\S*|vomit\\S*)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      {
        re: w(
          `(?:senores|hombres|tipos|senoras|mujeres|chicos|muchachos|senor|hombre|tipo)${G8}no se (?:quieren|quiere) ir|dicen que son del (?:gas|agua|ayuntamiento|banco|luz|seguro)${G8}(?:no se|plata|dinero|pidieron|entrar)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `sacudiendose|esta convulsionando|(?:esta|estan) en el (?:piso|suelo)${G5}(?:sacud\\S*|temblando|no se mueve|no responde)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A fall, and not being able to get up.
      {
        re: w(
          `${FALLEN}${gap(12)}${NOT}${G3}(?:${UP}|parar|mover\\S*|andar|caminar|alcanzar|llegar al telefono)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(
          `(?:no (?:me )?(?:puedo|podia|pude|consigo|logro|(?:he|ha|hemos) podido)|imposible|sin poder|(?:cadera|pierna|piernas|rodilla|espalda|tobillo|pie) no me (?:deja|dejan))${G2}${UP}(?! (?:tan )?(?:temprano|pronto)| por las mananas| hasta las| a las| de la cama (?:por|con|hasta|tan))|(?:^|, |\\. )?(?:levantarme|ponerme de pie|incorporarme)(?: sol[ao])? (?:no (?:me )?(?:puedo|pude|consigo|he podido)|ni (?:a )?tiros|imposible)`,
        ),
        confidence: 0.75,
        kind: 'medical',
      },
      // Alguien que se fue de lado en la silla o en la mesa ("estaba comiendo la sopa y se fue de
      // lado"): un desmayo, o un ictus, tal como se ve.
      {
        re: w(
          `(?<!(?:coche|carro|auto|moto|bici|bicicleta|camion|autobus|furgoneta|cuadro|mueble|armario|estanteria|torre|pila|tarta|bizcocho)(?: \\S+){0,3} )se (?:fue|va|ha ido|iba|quedo|ha quedado|inclino|ha inclinado|escurrio|ha escurrido|resbalo|ha resbalado|cayo|ha caido|venció|vencio|ha vencido)(?: \\S+){0,2} (?:de lado|hacia un lado|para un lado|de costado|hacia el costado|torcid[oa]|ladead[oa])(?! (?:del camino|de la carretera|de la calle))|se (?:ladeo|ha ladeado|ladea|torcio|ha torcido) (?:en|sobre) (?:la|su) (?:silla|sillon|butaca|mesa)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Las pastillas vueltas a tomar sin saber si ya se habían tomado ("no me acordaba y me las he
      // vuelto a tomar"): una dosis doble.
      {
        re: w(
          `(?:no me acordaba|no me acorde|se me olvido|se me habia olvidado|no sabia si|no estaba segur[ao]|con la duda)(?: \\S+){0,8} (?:me (?:las|los) (?:he vuelto|volvi) a tomar|(?:las|los) (?:he vuelto|volvi) a tomar|volvi a tomar(?:me)?(?: las| los)?|me (?:las|los) (?:he )?(?:tomado|tome) otra vez|(?:me )?(?:he )?(?:tomado|tome) otra (?:vez|tanda|dosis))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un olor raro junto a la caldera o la estufa, y dolor de cabeza, mareo, náuseas, o el gato que
      // vomita: las señales del monóxido de carbono, se actúa.
      {
        re: w(
          `(?:olor|olia|huele)${gap(5)}(?:caldera|calentador|estufa|brasero|calefon|termo)${gap(25)}(?:dolor de cabeza|me (?:duele|estalla|late) la cabeza|mareada?|mareo|nauseas|ganas de vomitar|vomitando|ha vomitado|vomita)|(?:caldera|calentador|estufa|brasero|calefon|termo)${gap(5)}(?:olor|olia|huele)${gap(25)}(?:dolor de cabeza|me (?:duele|estalla|late) la cabeza|mareada?|mareo|nauseas|ganas de vomitar|vomitando|ha vomitado|vomita)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Intentado e intentado levantarse, sin poder: en el suelo ("he intentado levantarme una y
      // otra vez y no puedo").
      {
        re: w(
          `(?:intentado|intente|intento|intentaba|tratado de|trate de|trato de|probado a|probe a)(?: \\S+){0,2} (?:levantarme|pararme|incorporarme|ponerme de pie|ponerme en pie)(?: \\S+){0,5} (?:no (?:me )?(?:puedo|pude|podia|consigo|logro|he podido)|imposible|no hay (?:manera|forma|caso)|nada)(?! (?:dormir|dormirme))`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // No poder levantarse, y desde hace horas ("estoy en el baño desde anoche y no me puedo
      // levantar"): se actúa.
      {
        re: w(
          `no (?:me )?(?:puedo|podia|pude|consigo|logro|(?:he|ha|hemos) podido)(?: \\S+){0,2} (?:levantarme|me levanto|levantar|pararme|(?<=(?:^| )no me (?:\\S+ ){1,2})parar|incorporarme|ponerme de pie)${gap(8)}(?:desde (?:anoche|ayer|esta manana|la manana|hace horas|la noche)|toda la noche|(?:hace|llevo) (?:horas|un buen rato))|(?:desde (?:anoche|ayer|esta manana|hace horas|la noche)|toda la noche|llevo horas)${gap(8)}no (?:me )?(?:puedo|pude|consigo|logro)(?: \\S+){0,2} (?:levantarme|me levanto|levantar|pararme|incorporarme)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:estoy|sigo|me quede|me he quedado|me encuentro)(?: aqui| todavia| ya)?(?: en (?:la calle|el bano|el jardin|la cocina|el pasillo|la ducha|la escalera|el patio))? (?:tirad[ao](?! en (?:el sofa|la cama|el sillon|la hamaca|la playa))|caid[ao]|tumbad[ao] en el (?:suelo|piso)|en el suelo(?! (?:haciendo|jugando|fregando|limpiando|buscando|recogiendo|con (?:el|los|mi|mis) (?:nieto|nietos|nieta|nietas|perro|gato)))|sin poder levantarme)|llevo${G3}(?:tirad[ao]|caid[ao]|en el suelo|en el piso)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // "Estoy en el piso": on the floor in much of the Americas, at home in Spain ("aquí estoy,
      // en el piso, que mi hijo se ha ido a Girona"). Asked about, not acted on.
      {
        re: w(
          `(?:estoy|sigo|me quede|me he quedado|me encuentro)(?: aqui| todavia| ya)? en el piso(?! (?:de|del|nuevo|que|haciendo|jugando|fregando|limpiando|buscando|recogiendo|con)(?: |$))`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:(?<!ha |han |se ha |le ha )caid[ao]|tirad[ao]|en el suelo|en el piso)${G5}(?:desde (?:anoche|ayer|hace|esta manana|las|hoy|el)|toda la noche|horas|no llego al telefono|ayuda|frio|anochecer|anochece|sed|sangre)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `${NOT}${G2}mover\\S*${G3}(?:del suelo|de la cama|de aqui|del bano|de la banera|de la ducha)|${NOT}${G2}(?:andar|caminar|apoyar el pie|apoyar la pierna|mover la pierna|moverla|moverlo)${G5}(?:tirad\\S*|suelo|calle|caida|cai|duele|dolor|rot[ao]|doblad[ao]|hinchad[ao]|horrores)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'me (?:cai|he caido|acabo de caer|fui al suelo|resbale|he resbalado|he escurrido|he escurrio|escurri|he patinado|patine)|tuve una caida|acabo de (?:tener|sufrir) una caida|me di un golpe|que me caigo|me estoy cayendo|me voy al suelo|me voy a caer(?= $| ayuda| socorro)',
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w(
          `(?:las piernas|las rodillas|la pierna)${G2}(?:me fallaron|me fallan|no me sostienen|no me aguantan|se me doblaron|me flojearon|se me fue|se me fueron)|no me tengo en pie|no me sostengo`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:me he roto|me rompi|me he partido|me parti|creo que me (?:he )?(?:roto|rompi|partido))${G2}(?:la |el |las )?(?:cadera|femur|pierna|brazo|muneca|tobillo|hombro|costillas?|cabeza|crisma|rodilla)|(?:cadera|femur|tobillo|pierna|muneca)${G3}(?:rot[ao]|partid[ao]|doblad[ao] hacia|torcid[ao] hacia|para fuera|hacia fuera)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Otra persona caída de golpe ("mi marido se ha caído de golpe en el salón", "el Paco se fue al
      // suelo de repente"): un desplome, no un tropiezo. No una cosa ni la tensión ("el cuadro se ha
      // caído de golpe", "la tensión se ha caído de repente").
      {
        re: w(
          `(?<!(?:^| )(?:cuadro|vaso|plato|jarron|estanteria|balda|lampara|arbol|rama|escalera|taburete|silla|techo|tejado|valla|pared|puerta|caja|cajas|tele|telefono|movil|presion|tension|azucar|temperatura|luz|linea|precio|precios|nieve|lluvia|todo|algo|eso|esto|bolsa|olla|botella|maceta|tiesto|mueble|armario|espejo|reloj|persiana|toldo|antena)(?: \\S+){0,2} )se (?:ha |le ha )?(?:caido|cayo|desplomado|desplomo|derrumbado|derrumbo|ido al suelo|fue al suelo) (?:de golpe|de repente|de pronto|sin mas|de sopeton|como un saco|como un fardo|como un plomo|a plomo|redond[oa])`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Bien el día antes, y ahora con fiebre, tambaleándose o confusa ("ayer estaba lo más bien
      // conversando, y ahora está caliente con fiebre y se tambalea"): un cambio de golpe.
      {
        re: w(
          eitherOrder(
            '(?:ayer (?:estaba|andaba) (?:lo mas bien|muy bien|bien|perfect[ao]|estupend[ao]|tan bien|divinamente|como siempre)|(?:estaba|andaba) (?:lo mas bien|muy bien|bien|perfect[ao]|estupend[ao]|tan bien|divinamente|como siempre)(?: \\S+)? ayer)',
            `(?:fiebre|calentura|ardiendo|se tambalea|tambaleandose|no se tiene en pie|no (?:me )?(?:re)?conoce|${CONFUNDIDA})`,
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Una sangre que no para, o un paño empapado, con anticoagulantes ("el paño ya está empapado,
      // no para, y yo tomo esa pastilla pa la sangre fina"): se actúa.
      {
        re: w(
          eitherOrder(
            '(?:(?:sangr\\S*|sangre|corte|herida|tajo)(?: \\S+){0,8} (?:no para|no se para|no deja de sangrar|no se corta|no se detiene)|(?:pano|trapo|toalla|panuelo|venda|gasa)(?: \\S+){0,5} (?:empapad[oa]|chorreando|lleno de sangre)(?: \\S+){0,3} no (?:para|se para))',
            '(?:sintrom|anticoagulante\\S*|warfarina|aldocumar|eliquis|xarelto|adiro|clopidogrel|pastillas? (?:para|pa) (?:la sangre|el sangre)|sangre (?:fina|rala|delgada)|(?:aclarar|adelgazar) la sangre)',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un corte, con un paño apretado encima ("me corté con el machete y estoy aquí apretándome con
      // un paño"): se pregunta si sangra mucho.
      {
        re: w(
          eitherOrder(
            'me (?:corte|he cortado|raje|he rajado|tajee|he tajeado|abri|he abierto|hice un tajo|he hecho un tajo)',
            '(?:apretandome|apretando|aprieto|presionando|presiono|sujetando|sujeto|tapando|tapandome|tengo|puse|he puesto|envuelto|envolvi)(?: \\S+){0,3} (?:un |el |una |la |mi )?(?:pano|trapo|toalla|panuelo|servilleta|gasa|repasador|toallita)',
            15,
          ),
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // En la calle y perdida, sin saber volver ("no sé pa dónde queda mi casa, todas las calles se ven
      // iguales"): se actúa; no acordarse de la dirección o de la calle, se pregunta.
      {
        re: w(
          `no (?:se|me acuerdo de|recuerdo|encuentro|veo|doy con)(?: \\S+)? (?:(?:pa|para|por) donde (?:queda|esta|se va a|cae) (?:mi casa|la casa|casa)|el camino (?:a|de|para) (?:casa|mi casa)|como (?:volver|llegar) a (?:casa|mi casa))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `no (?:se|me acuerdo de|recuerdo)(?: \\S+)? (?:donde vivo|mi direccion|como se llama mi calle|el nombre de mi calle)|todas las calles (?:se ven|parecen|me parecen) iguales`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      // Otras tomas tragadas de más, sin querer, y mareada o dormida ahora ("creo que también las de la
      // noche… estoy mareada y con sueño"): una sobredosis, se actúa.
      {
        re: w(
          eitherOrder(
            '(?:(?:tome|tomado|me tome|me he tomado)(?: \\S+){0,4} (?:las|los|pastillas|comprimidos|pildoras|capsulas)(?: \\S+){0,5} (?:tambien|otra vez|dos veces|de nuevo|repetidas|doble)|tambien (?:las|los) de (?:la noche|la manana|mediodia|la tarde|la cena))',
            '(?:mareada?|mareado|con (?:mucho )?sueno|me duermo|somnolient[ao]|me da vueltas|flojit[ao]|piernas (?:flojas|de trapo))',
            20,
          ),
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // La herida de la operación abierta que sangra, o la gasa cambiada varias veces y empapada cada
      // vez: se actúa.
      {
        re: w(
          `(?:herida|cicatriz|grapas|puntos|costura)(?: \\S+){0,6} (?:se (?:me )?(?:ha )?abierto|se (?:me )?abrio|abierta|se (?:me )?(?:ha )?soltado|reventado)(?: \\S+){0,8} (?:sangr\\S*|sangre|sale)|(?:cambie|cambiado|he cambiado|puse|he puesto)(?: \\S+){0,2} (?:la |el |las |los )?(?:gasa|aposito|venda|vendaje|pano|toalla|gasas)s?(?: \\S+){0,3} (?:dos|tres|cuatro|cinco|varias|muchas) veces(?: \\S+){0,9} (?:se empapa|empapad[ao]|se llena de sangre|llena de sangre|sigue sangrando)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Alguien helado y confuso: la hipotermia ("estaba en el patio en camisón, helada, y no me reconoce");
      // o ardiendo de fiebre y confuso, de golpe: una infección grave.
      {
        re: w(
          `${HELADA}${G12}${CONFUNDIDA}|${CONFUNDIDA}${G12}(?:esta|estaba|anda)(?: \\S+)? ${HELADA}|(?:esta|estaba|anda)(?: \\S+)? ${ARDIENDO}${G12}${CONFUNDIDA}|${CONFUNDIDA}${G12}(?:esta|estaba|anda)(?: \\S+)? ${ARDIENDO}`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un hombre desconocido intentando entrar ahora mismo; alguien escondido y encerrado de él.
      {
        re: w(
          `(?:ahora|ahorita|ahora mismo|en este momento)${G8}(?:un|unos|dos) (?:hombre|hombres|tipo|tipos|senor|desconocid[ao]s?)${G8}(?:tratando|intentando|queriendo|forzando)(?: \\S+){0,2} (?:de )?(?:abrir|entrar|forzar|romper) (?:la|las|el|una) (?:puerta|ventana|cerradura|reja)|(?:encerrad[ao]|escondid[ao]|metid[ao]) en el (?:bano|armario|cuarto|dormitorio)${G8}(?:con el (?:celular|movil|telefono)|sol[ao]|no (?:se ha ido|se va)|esta (?:ahi|fuera|afuera))`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Alguien que entró y revuelve los cajones y no se quiere ir, o que manda callar.
      {
        re: w(eitherOrder(REVOLVIENDO, NO_SE_VA, 12)),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Alguien dentro de casa que no se quiere ir ("está en mi pasillo y no se quiere ir, que me
      // iba a arrepentir"): quien sea, ya no es una visita.
      {
        re: w(
          eitherOrder(
            `(?<!(?:mi|mis|su|sus|el|la|los|las) (?:${KIN}|perr[oa]|gat[oa]|visita|amig[oa]|vecin[oa]|novi[oa])s? )(?:esta|sigue|se ha metido|se metio|se ha quedado|se quedo|plantad[ao]|metid[ao]) (?:aqui )?(?:en|dentro de) (?:mi|la|el) (?:casa|pasillo|cocina|salon|entrada|recibidor|comedor|dormitorio|cuarto|habitacion|portal)`,
            '(?:no se (?:quiere )?(?:ir|va|marcha)|no quiere (?:irse|marcharse|salir))(?! (?:a |de vacaciones|al |nunca|de su|del pueblo|de aqui nunca))',
            8,
          ),
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Las pastillas del perro o del gato tomadas por error.
      {
        re: w(
          `(?:me tome|tome|me he tomado|he tomado|trague|me trague)${G8}(?:las |unas )?(?:pastillas|pildoras|medicinas|remedios) (?:del perro|de la perra|del gato|de la gata)|(?:pastillas|pildoras|medicinas|remedios) (?:del perro|de la perra|del gato|de la gata)${G12}(?:me (?:las |los )?(?:tome|he tomado)|(?:las |los )?trague)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Perdida por la calle: no sabe en qué calle está, todo cambiado.
      {
        re: w(
          `no (?:se|reconozco|conozco) (?:en )?(?:que|esta|la) calle(?: estoy)?${G8}(?:todo (?:esta )?cambiad[ao]|no (?:se|encuentro) (?:volver|el camino|mi casa)|perdid[ao])|(?:no se|ni se) (?:en )?(?:que|cual) calle estoy`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un vendedor que "sabe dónde vivo" y vendrá a hacérmelo pagar.
      {
        re: w(
          `(?:sabe|saben|conoce|conocen) (?:donde vivo|mi direccion|mi casa)${gap(10)}(?:venir|vendra|vendran|va a venir|van a venir|pasar)(?: \\S+){0,2} (?:a )?(?:hacermelo pagar|cobrarmelo|hacerme dano|por mi|a por mi)|(?:me las va a pagar|me las vas a pagar)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:atrapad[ao]|atascad[ao]|encajad[ao]|encerrad[ao]|pillad[ao]|no (?:puedo|consigo) salir)${G3}(?:banera|ducha|bano|ascensor|armario|debajo|entre la cama|entre el|detras)|${NOT} salir de la (?:banera|ducha)|(?:banera|banadera|tina)${G5}(?:${NOT}|no hay (?:manera|forma) de) (?:salir|${UP})`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // The heart and chest.
      {
        re: w(
          `(?:pecho|torax|esternon)${G5}(?:dolor\\S*|duele|presion|aprieta|apretando|oprime|opresion|apretad[ao]|peso|pesad[ao]|arde|ardor|quema|quemazon|pinchazos?|punzadas?|prensa|losa|piedra|elefante|tenaza|cerrado|se cierra|encogido|atenaza|clavo|cuchillo|punal|tirante|estalla|desbocado|palpita)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:dolor\\S*|duele|doliendo|dolia|presion|opresion|peso|ardor|aprieta|apretando|oprime|oprimiendo|pinchazo|punzada|quema|quemando|arde|ardiendo|cerro|cierra|prensa|losa)${G5}(?:pecho|torax|esternon)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `corazon${G5}(?:a mil|a saltos|a trompicones|descompasado|sin compas|muy rapido|rapidisimo|desbocado|acelerado|se me sale|se me va a salir|palpita|late (?:muy )?(?:rapido|fuerte|raro|a saltos)|da saltos|da vuelcos|dolor|duele|aprieta|pinchazo|se (?:me )?para|falla|como loco|brinca|galopa)|(?:late|palpita|va|tengo)${G3}corazon${G3}(?:muy rapido|a mil|fuerte|raro|desbocado|como loco|acelerado)|pulso${G5}(?:a mil|a saltos|a trompicones|descompasado|loquisimo|como loco|desbocado|muy rapido|acelerado|irregular)|taquicardia|palpitaciones`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:dolor|duele|dormido|dormida|hormigue\\S*|entumec\\S*|calambre|corriente|pinchazo|tirantez)${G5}(?:brazo izquierdo|mandibula|la espalda y el pecho)|(?:se me va|se me baja|me baja|me sube|se me corre|me recorre|se extiende|se me pasa)${G3}(?:al |el |por el |a la |hasta la |hasta el |hacia el |hacia la |por la )?(?:brazo|mandibula|cuello|hombro|espalda)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pecho|corazon|brazo izquierdo|mandibula)${G8}(?:sudor|sudando|sudo|nauseas|ganas de vomitar|vomit\\S*|mareo|mareando|marea\\S*|se me duerme|dormido)|(?:sudor frio|sudando frio|nauseas)${G8}(?:pecho|brazo izquierdo|mandibula)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w('ataque al corazon|infarto|ataque cardiaco|angina de pecho|amago de infarto'),
        confidence: 0.85,
        kind: 'medical',
      },
      // Breathing and choking.
      {
        re: w(
          `(?:${NOT}|apenas|casi no)${G2}(?:respirar|respiro|coger aire|tomar aire|recuperar el aliento|meter aire)|no (?:puedo |consigo )?respir\\S*|respir\\S*${G2}(?:muy )?(?:mal|fatal|con dificultad|con silbido|con ruido|a duras penas|cada vez peor|muy rapido|entrecortad\\S*)|no (?:me |le |te )?(?:pasa|entra|llega|alcanza) (?:el )?aire|(?:me |le |te )?falta (?:el aire|la respiracion|el aliento|el resuello)|no (?:puede|podia|pudo|consigue|conseguia|logra|es capaz de|ha podido)(?: \\S+){0,2} (?:respirar|coger aire|tomar aire|recuperar el aliento|meter aire)|asfixi\\S*|me ahogo|me ahogaba|me estoy ahogando|ahogandome|sin aire|(?:presion|opresion|peso|nudo|algo|una cosa)${G3}que me (?:ahoga|asfixia)(?= $| y | no )|me (?:he )?atragantado|me atragante|me estoy atragantando|(?:estoy|esta) atragantad[ao]|me (?:he )?atorad[ao]|me atore|me pita el pecho|pitos en el pecho`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:garganta|lengua|labios?|la boca|campanilla)${G3}(?:hinch\\S*|cerrando|se cierra|se me cierra|cerro|como un globo|inflad\\S*|gord[ao]s?)|(?:hinch\\S*|cerrando|se cierra|inflando)${G3}(?:la |los )?(?:garganta|lengua|labios?|boca)|(?:se me (?:esta )?hinchando|se me hincha|se me ha hinchado|como un globo)${G3}(?:la )?cara|cara${G3}como un globo|no puedo tragar|no me pasa (?:la saliva|nada por la garganta)|(?:espina|hueso|trozo|bocado|pastilla|algo)${G5}(?:atravesad\\S*|atascad\\S*|atorad\\S*)|(?:pico|picado|picadura)${G5}(?:respir\\S*|garganta|lengua|ahog\\S*)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          '(?<!(?:perro|perra|gato|gata|loro|periquito|canario)(?: \\S+){0,3} )(?:se (?:ha )?atragantado|se atraganto|se esta atragantando|se (?:ha )?atorado|se atoro|se esta atorando|se (?:esta|estan) ahogando)(?! (?:de risa|con la risa|de tanto reir))',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w('fatigada|fatigado|sin aliento|me canso al respirar|me falta el fuelle'),
        confidence: 0.55,
        kind: 'medical',
      },
      // A stroke: the face, the arm, the words, the sudden signs.
      {
        re: w(
          `(?:cara|boca|sonrisa|labio|mejilla|parpado|ojo|comisura)${G3}(?:caida|caido|torcid[ao]|dormid[ao]|colgando|paralizad\\S*|floj[ao]|de lado|ladead[ao]|de carton|acartonad[ao]|no me obedece|no me responde|se me cae|se me va|se me tuerce|tont[ao]|muert[ao]|sin fuerza|sin sensibilidad|no la siento|no lo siento|entumecid[ao]|adormecid[ao]|hormigue\\S*)|(?:noto|siento|tengo|se me ha puesto|se me puso)${G2}(?:la )?(?:cara|boca) (?:rara|extrana|torcida|de lado|dormida)|se me (?:durmio|ha dormido|duerme|paralizo|ha paralizado|cae|esta cayendo|va cayendo|cayo|ha caido|torcio|ha torcido)${G3}(?:cara|boca|mitad|lado|labio)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:un|el|la|una|media|medio) (?:lado|mitad|parte) (?:derech[ao] |izquierd[ao] )?(?:de la cara|del cuerpo)|media cara|medio cuerpo|(?:mitad|lado) (?:derech[ao]|izquierd[ao])${G3}(?:no|dormid\\S*|muert\\S*|paraliz\\S*|no lo siento|no la siento)|(?:brazo|mano) y (?:la )?pierna del mismo lado|no (?:siento|noto|me siento) (?:el|la|los|las|medio|media)${G2}(?:brazo|pierna|mano|lado|cara|mitad|piernas|dedos|boca|cuerpo)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:palabras(?! cruzadas)|hablar|lengua|hablo|la voz)${G3}(?:(?<!menos )mal(?! de)|trabad\\S*|raras?|revuelt\\S*|no me salen|no salen|al reves|torpe|enredad\\S*|mezclad\\S*|pastosa|sin sentido|de trapo|otras palabras|arrastr\\S*|no se (?:le |me )?entiende)|me salen (?:otras palabras|palabras (?:raras|que no son)|las palabras (?:al reves|mal|raras|cambiadas))|no me (?:salen las palabras|sale la voz|sale el habla)|no (?:puedo|podia|puede|consigo) hablar (?:bien|claro)|se me traba la lengua|no encuentro las palabras|arrastro las palabras|(?:habla|dice|decia|hablaba) (?:cosas )?(?:sin sentido|incoherente\\S*|que no se entienden)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?<!(?:desde que|desde hace|desde la operacion|desde el hospital)(?: \\S+){0,16} )(?:brazo|mano|dedos|(?<!(?:al|del|un|otro|este|ese|cada|mi) )lado|pierna)(?: izquierd[ao]| derech[ao])?${G3}(?:debil|flojo|floja|muerto|muerta|dormido|dormida|no (?:me )?responde|sin fuerza|paralizad\\S*|pesado|pesada|no lo siento|no la siento|no me obedece|colgando|como muert[ao])|se me cae${G3}de la mano|no (?:levanta|mueve|puede (?:levantar|mover)|siente) (?:el|la)${G2}(?:brazo|mano|pierna|lado)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Lo mismo desde hace días ("desde que volví del hospital… la pierna que no me responde"): no es
      // de golpe; se pregunta.
      {
        re: w(
          `(?:desde que|desde hace|desde la operacion|desde el hospital)(?: \\S+){0,16} (?:brazo|mano|pierna|lado)(?: izquierd[ao]| derech[ao])?${G3}(?:debil|flojo|floja|muerto|muerta|dormido|dormida|no (?:me )?responde|sin fuerza|pesado|pesada|no me obedece)`,
        ),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `${NOT}${G2}(?:levantar|mover|sentir|subir|mover)${G2}(?:brazo|mano|pierna)|no (?:lo|la) (?:puedo|consigo) (?:subir|levantar|mover)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'ictus|derrame cerebral|embolia|trombo|me (?:esta dando|dio|ha dado) (?:algo|un algo|un ataque|un aire|un patatus|un jamacuco|un soponcio|un vahido)',
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:de repente|de golpe|derepente|de pronto|subitamente)${G5}(?:no veo|ciega|ciego|confundid\\S*|mareo|dolor de cabeza|dormid\\S*|no puedo (?:caminar|andar|hablar|mover)|no podia (?:hablar|andar|mover)|no siento|no se (?:quien soy|donde estoy)|perdi (?:la vista|el conocimiento|la fuerza)|se me (?:fue la fuerza|durmio))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `veo doble|vision doble|(?:perdi|he perdido|pierdo|se me fue|se me va)${G2}(?:la vista|la vision)|(?<!(?:si|cuando|en cuanto) (?:\\S+ ){0,3}(?:llueve|llovia|nieva|hay niebla|oscurece|es de noche|se hace de noche|me quito las gafas|me quito los lentes|no llevo las gafas|no llevo los lentes|se empanan)(?: \\S+){0,2} )no veo (?:nada(?! sin| con| en la| en el| de lejos| de cerca| bien)|de un ojo|por un ojo|con un ojo)|(?<!lo )(?:se me puso|se me pone|se me ha puesto|veo) (?:todo )?negro|me (?:he quedado|quede) ciega?|una cortina${G3}(?:ojo|vista)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `el peor dolor de cabeza|dolor de cabeza${G5}(?:terrible|horrible|como nunca|insoportable|de repente|de golpe|martillazo|estalla|explota|peor de mi vida)|cabeza${G3}(?:me va a estallar|me estalla|me explota|como un martillazo|me revienta)|martillazo${G3}(?:cabeza|de repente)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Confusion, fever, seizures.
      {
        re: w(
          `no se (?:ni )?(?:donde estoy|quien soy(?! para)|donde vivo|como he llegado|donde esta mi casa)|no se (?:como|por donde) (?:volver|llegar|ir) a (?:casa|mi casa)|(?:estoy|me he) perdid[ao]${G5}(?:no se (?:donde|como|volver)|no reconozco)|no (?:reconozco|reconoce) (?:mi casa|nada|a nadie|donde)|(?:me confundo|confundid\\S*|confus\\S*|desorientad\\S*)${G5}(?:no se|no sabe|no me reconoce|de repente|de golpe|ahora mismo|empezo|fiebre|no entiendo)|fiebre (?:muy alta|altisima|de cuarenta)|fiebre${G5}(?:confus\\S*|delir\\S*|no (?:se|sabe) (?:ni )?donde|no (?:me |nos |la |lo |le )?reconoce|convulsion\\S*)|convulsion\\S*|ataque epileptico`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Bleeding, a blow to the head, burns.
      {
        re: w(
          `(?:sangre|sangrando|sangro|sangra)${G5}(?:mucho|mucha|muchisim\\S*|no para|no se corta|a chorros|no deja de|sin parar|no se detiene|a borbotones|charco|todo lleno)|(?:mucha|muchisima|tanta|un monton de|un charco de|chorros de) sangre|no (?:para|deja|dejo|paro|paraba) de (?:salir(?:me)? sangre|sangrar)|desangr\\S*|(?:vomit\\S*|escup\\S*|tos\\S*|devuelvo|echo|echando)${G3}sangre|sangre${G3}(?:vomit\\S*|orina|heces|al toser|en las heces)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Sangre por todas partes con una herida, una caída o una parte del cuerpo: se actúa. Dicho
      // solo ("sangre por todas partes en la cocina", la matanza), se pregunta.
      {
        re: w(
          `(?:cort\\S*|herida|caid\\S*|cai|golpe\\S*|cabeza|mano|brazo|pierna|nariz|dedo|muneca|pie|cara|cuchillo|navaja|vidrio|cristal)${G12}(?:sangre|sangrando)${G3}(?:por todas partes|por todos lados)|(?:sangre|sangrando)${G3}(?:por todas partes|por todos lados)${G12}(?:cort\\S*|herida|caid\\S*|cai|golpe\\S*|cabeza|mano|brazo|pierna|nariz|dedo|muneca|pie|cara|cuchillo|navaja|vidrio|cristal)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(`(?:sangre|sangrando)${G5}(?:por todas partes|por todos lados)`),
        confidence: 0.6,
        kind: 'medical',
      },
      {
        re: w(
          `(?:golpe|golpee|pegue|me di|me he dado|me dado|me golpee|me he golpeado|di con)${G5}(?:la )?cabeza${G5}(?:sangr\\S*|sangre|mare\\S*|vomit\\S*|no veo|duele mucho|duele muchisimo|devuelvo)|(?:corte|herida|tajo|raja)${G3}(?:grande|profund\\S*|fea|abierta|mucha sangre|no para)|se me (?:abrio|ha abierto) (?:la|una) herida`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:me (?:he )?quem\\S*|quemadura\\S*|me (?:he )?escald\\S*|escaldad\\S*)(?! (?:un poco|un poquito|un pelin|una miaja|ligeramente|la lengua|el dedo))${G5}(?:agua hirviendo|aceite|ampollas?|carne viva|la piel|mucho|muchisimo|toda la|todo el|grave|fea|feisima)|(?:agua hirviendo|aceite hirviendo|la olla)${G5}(?:encima|quem\\S*|escald\\S*|por la pierna|por el brazo)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Fainting, sugar, pills.
      {
        re: w(
          'me desmaye|desmayo|me voy a desmayar|perdi el conocimiento|me dio un vahido|me estoy desmayando|desvanec\\S*|me desvanezco|me voy a desvanecer|pulso muy (?:flojo|debil)',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:temblando|tiemblo|me tiembla todo|sudando|sudor|sudores|tiritando)${G5}(?:azucar|diabet\\S*|bajon|confundid\\S*|sudando|sudor|temblando|no se donde|no me sale|mare\\S*|no veo)|bajada de azucar|se me (?:bajo|ha bajado) el azucar|(?:azucar|glucosa)${G3}(?:por los suelos|muy baj\\S*|bajisim\\S*|altisim\\S*|por las nubes)|hipoglucemia|insulina${G5}(?:dos veces|doble|de mas|sin comer|no he comido|no comi|por error|equivoc\\S*|otra vez)|(?:doble|dos veces|de mas)${G3}insulina`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'mareada|mareado|todo me da vueltas|me da vueltas la cabeza|me encuentro muy mal|me siento muy mal(?! por| de (?:animo|pensar)| con (?:mi|la|el))|un dolor terrible|un dolor horrible|un dolor insoportable|duele horrores',
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      // Calmantes tomados y vueltos a tomar por un dolor, cajas vacías, y lo que hace el exceso («me
      // tomé paracetamol, luego los nolotiles de mi marido, y otra vez… dos cajas vacías, tengo ganas
      // de vomitar»): una sobredosis, una urgencia, sin nada de querer acabar.
      {
        re: w(
          `(?:tome|tomado|tomaba|trague|tragado|me meti)${G5}(?:paracetamol\\S*|nolotil\\S*|ibuprofeno\\S*|gelocatil\\S*|tylenol|aspirinas?|calmantes?|analgesicos?|pastillas|capsulas)(?: +\\S+){0,30} +(?:(?:dos|tres|cuatro|cinco|varias) cajas|cajas? (?:enteras?|vacias?)|toda la caja|todo el blister|(?:y|luego) otra vez|una tras otra|una detras de otra)(?: +\\S+){0,25} +(?:vomitar|vomite|nauseas|mareada?|atontad[ao]|adormilad[ao]|amodorrad[ao]|dolor de (?:barriga|estomago|tripa)|amarill[ao]|ida)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Un pie o los dedos que se ponen negros y fríos, que huelen, con fiebre: gangrena, infección.
      {
        re: w(
          `(?:pie|dedos del pie|dedo del pie|talon|pierna)${G8}(?:negro|negros|negra|negras|morado|morados|ennegrecid[ao]s?)${G12}(?:frio|fria|helad[ao]|huele|olor|podrid\\S*|fiebre|escalofrios|tiritando)|(?<!(?:siempre|cada invierno|en invierno|raynaud|sabanones|circulacion)(?: \\S+){0,12} )(?:pie|dedos del pie|pierna)(?: \\S+){0,3} (?:frio como (?:el )?hielo|helad[ao]|frio|fria)${G12}(?:negr[ao]s?|azulad[ao]s?|morad[ao]s?|amoratad[ao]s?|blanc[ao]s?|gris)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Vómito negro como la borra del café, o con sangre: un sangrado del estómago. La barriga
      // hinchada y dura, con dolor o vómitos: algo roto u obstruido por dentro.
      {
        re: w(
          `(?:vomit\\S*|trasboc\\S*|devolv\\S*|devuelvo|arroj\\S*|echando|eche)(?: \\S+){0,12} (?:negro|como (?:el |la )?(?:cuncho|borra|posos?)|sangre|hilitos rojos)|como (?:el |la )?(?:cuncho|borra|posos?) (?:de|del) (?:tinto|cafe)|(?:barriga|panza|tripa|vientre|estomago|abdomen|guata|pancita)(?: \\S+){0,8} (?:hinchad[ao]|dur[ao]|inflad[ao])(?: \\S+){0,20} (?:dolor|vomit\\S*|me doblo|no me (?:la |lo )?puedo (?:ni )?tocar|trasboc\\S*)|(?:hinchad[ao] y dur[ao]|dur[ao] como (?:una )?(?:piedra|tabla|tambor))(?: \\S+){0,12} (?:dolor|vomit\\S*|me doblo|no me (?:la |lo )?puedo (?:ni )?tocar)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Fuera con el frío y el cuerpo que falla («sigo en la calle, hace un frío horrible, ya no siento
      // las manos»): hipotermia a la intemperie, se actúa.
      {
        re: w(
          `(?:sigo|estoy|llevo|ando|me quede|me he quedado|encerrad[ao])(?: \\S+){0,3} (?:en la calle|fuera|afuera|en el portal|en la puerta|en el patio|en el balcon|en la terraza|en la escalera|en la parada|en el banco)${gap(20)}(?:frio|helad\\S*|congelad\\S*|bajo cero|menos \\S+|hielo|nieve|escarcha)${gap(20)}(?:no (?:siento|noto) (?:las |los |mis )?(?:manos|pies|dedos)|(?:ya )?no me tengo en pie|no puedo (?:parar de temblar|dejar de temblar|tenerme en pie)|no paro de temblar)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Alguien perdido encontrado en la calle, o perdido uno mismo ("no sabe dónde vive, está en
      // pantuflas y tiritando, lleva dos horas ahí"): una persona desorientada y expuesta.
      {
        re: w(
          `(?:no (?:sabe|se|sabia|recuerda|recuerdo|se acuerda|me acuerdo)(?: \\S+){0,2} (?:donde (?:vive|vivo|esta|estoy|queda su casa|queda mi casa)|su direccion|mi direccion|su nombre|(?:el camino|como) (?:a casa|de vuelta|volver|regresar)|volver|regresar)|(?:anda|esta|estoy|ando|va) (?:toda |todo |muy )?(?:perdid[ao]|desorientad[ao]))${gap(20)}(?:tiritando|temblando|tirita|tiembla|helad[ao]|congelad[ao]|(?:hace|lleva|llevo|mas de|como|casi) (?:una |dos |tres |cuatro |unas )?horas?|dos horas|tres horas|toda la noche|en (?:pantuflas|zapatillas|chanclas|bata|pijama|camison)|descalz[ao]|sin (?:abrigo|zapatos|chaqueta))|(?:tiritando|temblando|en (?:pantuflas|zapatillas de casa|bata|pijama|camison))${gap(20)}no (?:sabe|recuerda|se acuerda)(?: \\S+){0,2} (?:donde (?:vive|esta|queda su casa)|su direccion|su nombre|volver|regresar|(?:el camino|como) (?:a casa|de vuelta|volver|regresar))`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Un enfermo de alzhéimer que se fue en pijama y no aparece; alguien buscado ahora.
      {
        re: w(
          `(?:se fue|salio|se salio|se escapo|desaparecio|se perdio)${G8}(?:en pijama|en pantuflas|en chanclas|en bata|en zapatillas de casa)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:estoy buscando|ando buscando|salgo a buscar) a (?:mi )?(?:esposo|marido|esposa|viejo|vieja)(?= $| (?:que|porque|no|y no) )`,
        ),
        confidence: 0.65,
        kind: 'medical',
      },
      // No hay quien la despierte, y respira raro: ronquidos y pausas.
      {
        re: w(
          `(?:no hay quien (?:la|lo) despierte|no (?:la|lo) (?:puedo|consigo) despertar|no (?:se )?despierta|se vuelve a quedar|se vuelve a dormir)${gap(20)}(?:respira (?:raro|asi raro|mal|con ronquidos|con pausas)|ronquidos|se para un rato)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Encontrada en el suelo por quien llama ("la encontré tirada en el piso de la cocina").
      {
        re: w(
          `(?<!(?:arbol|arbolito|jarron|cuadro|florero|plato|vaso|lampara|maceta|adorno|adornos|nacimiento|pesebre|regalo|paquete|telefono|celular|movil|mando|control|libro|bolso|cartera|gato|perro|pajaro|canario)(?: \\S+){0,8} )(?:la|lo|le|los|las) (?:encontre|he encontrado|acabo de encontrar|encontramos|hemos encontrado|halle|vi|he visto)(?: \\S+){0,2} (?:tirad[ao]s?|caid[ao]s?|en el (?:suelo|piso) (?:y no|sin|que no|sangrando|inconsciente|sin moverse)|inconsciente|desmayad[ao]|sin sentido|sin conocimiento|ensangrentad[ao]|en un charco)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      // Una pila de botón o un imán tragado, por quien sea, sin señal todavía ("la pilita redonda… se
      // la tragó"): quema por dentro en pocas horas. Y un niño pequeño que se tomó pastillas.
      {
        re: w(
          `(?:se trago|se ha tragado|trago|se comio|se metio (?:en|a) la boca)${G5}(?:pilas?|pilitas?|iman|imanes|baterias?|boton)|(?:pilas?|pilitas?|iman|imanes|baterias?)(?: \\S+){0,30} se (?:la|lo|las|los) (?:trago|comio|ha tragado|ha comido|ha metido (?:en|a) la boca|metio (?:en|a) la boca|ha echado a la boca|echo a la boca)|(?:pilas?|pilitas?|iman|imanes|baterias?)(?: \\S+){0,30} (?:babea|se atraganta|se ahoga|tiene arcadas)|(?:el nene|la nena|el nino|la nina|el bebe|la bebe|el chiquito|la chiquita|mi nieto|mi nieta|mi bisnieto|mi bisnieta|el chamaco|la chamaca|el crio|la cria|el peque|la peque|el guagua|la guagua|el chiquillo|la chiquilla)${G5}(?:se trago|se comio|se tomo|se ha tomado|se ha tragado|se metio en la boca)${G5}(?:mis |unas |las |varias |algunas )?(?:pastillas|pildoras|medicinas|comprimidos|remedios|capsulas de detergente)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:tome|me tome|me he tomado|trague|me trague|se trago|se ha tragado|se tomo|se ha tomado|ha tomado|tomado)${G3}(?:demasiadas|de mas|el doble|un punado|toda la caja|la caja entera|el bote|el frasco|el blister)|se (?:trago|ha tragado|comio|ha comido)${G3}${PILLS}|${PILLS}${G5}(?:dos veces|doble|por error|equivoc\\S*|de mas|sin querer)|(?:equivoque|equivocado|confundi|confundido)${G5}(?:pastillas|frasco|bote|caja|medicina|insulina|dosis)|(?:bebi|me bebi|me he bebido|trague|se bebio|se ha bebido|se trago|se ha tragado)${G3}(?:lejia|amoniaco|salfuman|aguarras|matarratas|veneno|producto de limpieza|insecticida|pilas?)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Someone else collapsed or not answering.
      {
        re: w(
          `(?:no|ni) (?:respira|reacciona)|no (?:despierta|abre los ojos)${G3}(?:no respira|suelo|le llamo|le hablo|por mas que|le muevo)|(?:esta|sigue) (?:en el (?:suelo|piso)|(?:tirad[ao]|caid[ao]|tendid[ao]|despatarrad[ao]) (?:en|al pie de) (?:el|la|los|las) (?:suelo|piso|pasillo|escalera|escaleras|rellano|descansillo|bano|cocina|patio|jardin|entrada|recibidor))${G5}no (?:me |le |nos )?(?:responde|contesta|reacciona|se mueve|despierta|abre los ojos)(?! (?:al telefono|el telefono|cuando (?:la|lo|le) llamo por telefono|a (?:mis|los) (?:llamadas|mensajes|whatsapps?)))|(?:se desmayo|se cayo|se ha caido|se desplomo)${G5}no (?:responde|contesta|reacciona|se mueve|despierta|respira)|no (?:lo|la|le) (?:puedo|consigo) (?:despertar|levantar)|(?:esta|se quedo|se ha quedado|lo encontre|la encontre)${G2}(?:inconsciente|sin conocimiento|sin sentido|tirad[ao] en el suelo)|sin conocimiento|se (?:ha desmayado|ha desplomado|desplomo)|${KIN}${G3}se (?:ha caido|cayo)${G5}(?:no se (?:levanta|mueve|despierta)|no responde|no reacciona|no contesta|sangr\\S*|no (?:lo|la) puedo)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      // General alarm.
      {
        re: w(
          `(?:esto es|es) una emergencia|emergencia${G3}(?:ayuda|vengan|venga|rapido|por favor)|me estoy muriendo|creo que me (?:muero|estoy muriendo|voy a morir)|me voy a morir (?:ya|ahora|aqui)|que me muero|me muero(?= $| ayuda| socorro| por favor)|me estoy poniendo (?:muy )?(?:mal|mala|malo|malisim[ao]|fatal|peor)|me he puesto (?:malisim[ao]|fatal)`,
        ),
        confidence: 0.85,
        kind: 'help',
      },
      {
        re: /^ (?:socorro|auxilio|ayuda|ayudeme|ayudenme|ayudame|socorro socorro|ayuda ayuda|sos)(?: por favor| rapido| ya)* $/,
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          `socorro|auxilio|(?:llamen|llame|llama|llamad|marque|marca|marcar|avise|avisen|avisa|avisar|necesito|manden|mande|mandad|manda|envien|envie|traigan|traiga|que venga|que vengan|vengan|venga)${G2}(?:a )?(?:una ambulancia|la ambulancia|a los bomberos|los bomberos|a la policia|la policia|a la guardia civil|la guardia civil|al 112|al 911|al 061|112|911|061|a emergencias|emergencias|al samu|el samu|a urgencias|(?:un|al|el) medico (?:ya|rapido|urgente|ahora)|(?<!(?:hablar|charlar|conversar|platicar|desahogarme|hablarlo) con |contarselo |contarle )a alguien(?= $| ya| rapido| por favor| que venga)|(?<!(?:hablar|charlar|conversar|platicar|desahogarme|hablarlo) con |contarselo |contarle )alguien(?= $| ya| rapido| pronto| por favor| estoy| urgente))`,
        ),
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          'ayudeme|ayudenme|ayudame|necesito ayuda(?: ya| ahora| rapido| por favor)?|(?:pide|pida|pidan|pedid|pedir|busca|busque|busquen) (?:ayuda|auxilio|socorro)|que alguien venga|que venga alguien|(?<!(?:esperar|espero|esperando|hasta|cuando|a) que )vengan (?:por favor|rapido|ya)',
        ),
        confidence: 0.85,
        kind: 'help',
      },
      // Humo en la calle, sin saber de dónde: se pregunta.
      {
        re: w(
          `humo (?:en|por) (?:la calle|el barrio|la avenida|la plaza)|(?:la calle|el barrio)${G3}(?:llena de|lleno de) humo`,
        ),
        confidence: 0.6,
        kind: 'fire',
      },
      // Fire, smoke, gas.
      {
        re: w(
          `humo${G5}(?:por todas partes|sale|salia|saliendo|llena|lleno|llenando|espeso|negro|no veo|pasillo|cocina|cuarto|escalera|casa|sube|entra|entrando|debajo|pared|enchufe|techo|habitacion|dormitorio|salon|no se de donde)|(?:mucho|tanto|lleno de|llena de|sale|saliendo|hay|veo)${G2}humo(?! (?:en|por) (?:la calle|el barrio|la avenida|la carretera|la plaza)| (?:afuera|ahi fuera|fuera)(?= ))`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:cocina|casa|pasillo|cuarto|salon|escalera|piso|habitacion|dormitorio)${G3}(?:llen[ao] de|se llena de|se esta llenando de|se lleno de|se ha llenado de) humo`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `hay (?:un )?(?:fuego|incendio)|(?:prendio|prendido|cogio|cogido|agarro|agarrado|se ha prendido) fuego|no (?:se|puedo|consigo) (?:como )?apagar\\S*|incendio${G3}(?:en (?:mi|la|el|casa)|casa|cocina|edificio)|en llamas|(?:hay|salen|salian|saliendo|veo|con|echando|unas|las) llamas|llamas${G3}(?:cocina|salen|altas|enormes|grandes|tejado|techo|cortinas)|llamarada|fuego fuego|(?:se esta|esta|se estan) (?:incendiando|quemando entera|quemando todo)|incendiandose|^ (?:fuego ?)+$|se (?:prendio|incendio|incendia|quema|esta quemando|ha prendido|prende|esta prendiendo)${G3}(?:casa|cocina|piso|sarten|cortinas?|sofa|cama|colchon|salon|habitacion|cuarto|tejado|techo|edificio|todo|garaje|trastero|escalera|tele|television|estufa|brasero|enchufe|cables?|microondas)|se me (?:quema|esta quemando|ha prendido|prendio|incendio)${G2}(?:casa|cocina|piso|sarten|cortinas?|sofa|cama|salon|cuarto|todo)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:ardiendo|arde|ardio|quemandose)${G3}(?:casa|cocina|piso|alfombra|cortinas?|sofa|cama|colchon|salon|habitacion|cuarto|tejado|techo|edificio|todo|escalera)|(?:esta|estan|se esta) ardiendo|fuego${G5}(?:tejado|techo|cocina|casa|salon|cortinas|cuarto|escalera|sube|se extiende|extendiendo|no se apaga|no puedo apagar)`,
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      { re: w('incendio'), confidence: 0.6, kind: 'fire' },
      {
        re: w(
          `(?:olor|huele|huelo|oliendo|apesta|apestando|atufa|peste|tufo)${G3}gas|(?:me levante|al levantarme|me desperte|al despertar(?:me)?|al entrar|cuando entre|cuando llegue|al llegar|esta manana)${G5}(?:olia|olio|apestaba)${G3}gas|fuga de gas|escape de gas|huevo podrido|olor${G3}(?:raro|fuerte|extrano)${G5}(?:cocina|gas|mare\\S*|cabeza|vueltas)|(?:olor|huele|huelo|oliendo|peste|tufo)${G8}como (?:a )?gas|(?:bombona|butano|caldera|fogon|hornillo|calentador)${G5}(?:pierde|perdiendo|silb\\S*|huele|olor|escape|fuga|sale el gas)|(?:silba|silbando|sisea|siseo)${G5}(?:gas|bombona|caldera|fogon|cocina)|gas${G5}(?:saliendo|silb\\S*|huele|toda la casa)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:cable|cables|enchufe|enchufes|tele|television|regleta|cuadro|microondas|estufa|brasero|lampara|plancha|calentador|electric\\S*)${G5}(?:chispas?|chispazos?|chisporrote\\S*|ardiendo|echa fuego|en llamas|llamas|humo|echando humo|quemad[ao]|huele a quemado)|chispas?${G5}(?:enchufe|cables?|humo|llamas|fuego)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:huele|olor|huelo)${G2}a (?:humo|quemado|cable quemado|plastico quemado|chamusquina)|(?:alarma|detector) de (?:humo|incendios?)${G3}(?:suena|sonando|pita|pitando|no para|ha saltado|salto)`,
        ),
        confidence: 0.7,
        kind: 'fire',
      },
      // Someone in the house.
      {
        re: w(
          `${STRANGER}${G5}(?:en (?:mi|la) casa|en casa|en (?:mi|el) (?:dormitorio|cuarto|habitacion|salon|piso)|en el (?:jardin|patio|pasillo|salon|garaje|tejado|balcon)|en la (?:terraza|cocina|ventana|puerta de atras|escalera)|abajo|arriba|forzando|forcejea\\S*|(?:intentando|intenta|intentan|tratando de|trata de|tratan de|quiere|quieren|queriendo)${G2}(?:entrar|abrir|forzar|colarse|meterse|tirar|romper)|se (?:metio|metieron|ha metido|han metido|colo|colaron)|(?:queriendose|intentandose|tratandose de) (?:meter|colar)|entro|entraron|ha entrado|han entrado|rompiendo|rompio|rompieron|ha roto|han roto|dentro|(?:golpeando|aporreando|dando golpes|dando patadas|pateando)${G3}(?:puerta|ventana|persiana|cristal)|mirando por|asomad\\S*|con una linterna|me (?:sigue|siguio|esta siguiendo|ha seguido|viene siguiendo)${G3}(?:casa|calle|portal|puerta|desde)|escondid[ao]|merodeando|rondando|saltando la|salto la|por la ventana|por la terraza|por el balcon|por el patio)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:hay|han entrado|entraron|vienen|entrando)(?: (?!mucho |tanto |muchos |tantos )\\S+){0,2} ladron\\S*(?! suelt\\S*| por (?:ahi|el barrio|la calle|todas partes)| hoy en dia)|ladron\\S*${G3}(?:en casa|en mi casa|dentro|han entrado|entrando)|intrus[oa]s?|me (?:han|estan) robando|(?:estan intentando|intentan|tratan de|estan tratando de|quieren) (?:abrir|forzar|entrar por)${G2}(?:puerta|ventana|cerradura|persiana|reja)|robo en (?:mi|la) casa|(?:forz\\S*|reventad\\S*|revent\\S*|con una palanca)${G3}(?:puerta|ventana|cerradura|persiana|reja|cerrojo|bombin)|(?:han entrado|entraron|se (?:han )?metido|se metieron|se colaron)${G2}(?:en (?:mi |la )?casa|en (?:mi |el )?piso|a robar|por la ventana|por la terraza|por el balcon)|(?:entraron|han entrado|entro|ha entrado)${G2}(?:dos|tres|unos|varios|hombres|alguien|un hombre|un desconocido|ladrones|desconocidos)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `(?:ruidos?|pasos|voces|golpes)${G8}(?:no hay nadie|nadie mas|vivo sol[ao]|estoy sol[ao]|la puerta estaba cerrada|todo cerrado)|(?:oigo|escucho|se oye|se oyen|oi|escuche)${G2}(?:que )?(?:abren|abriendo|rompen|revuelven|revolviendo|registran|andan|caminan|fuerzan|romper\\S*)|(?:estoy|me he|me he quedado|me quede|estoy aqui) escondid[ao]|me (?:he )?escondido${G3}(?:bano|armario|cuarto|debajo)|(?<!(?:yo|me asome|sali|salgo|cogi|agarre|con mi|yo en camison|en camison)(?: \\S+){0,3} )(?<!con la )linterna${G5}(?:jardin|ventana|ventanas|patio|mirando|fuera|terraza)|(?:hombre|mujer|senor|tipo|alguien|desconocido|chico|muchacho|vendedor)${G8}no (?:se (?:quiere )?(?:ir|va|marcha)|quiere irse|quiere marcharse)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      // Somebody hurting them.
      {
        re: w(
          `${PERSON}${G3}(?<! se )me (?:pega|pego|ha pegado|golpea|golpeo|empuja|empujo|ha empujado|amenaza|amenazo|esta amenazando|ha amenazado|hace dano|hizo dano|ha hecho dano|maltrata|maltrato|encierra|encerro|tiene encerrad[ao]|zarandea|zarandeo|ahorco|estrangul\\S*|tira del pelo|tiro del pelo|ha atado|insulta y)(?! (?:un|unos) sustos?| la gripe| el catarro| los mocos| (?:\\S+ )?(?:papelitos|papeles|notas|notitas|carteles|cartelitos|etiquetas|pegatinas|post its?|stickers|fotos|dibujos|letreros))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?<!se )me (?:han|ha) (?:pegado|golpeado|amenazado|atacado|empujado|atado|encerrado|asaltado|agredido)|(?<!(?:jugamos|jugando|jugaba|jugabamos|partida|domino|cartas|mus|parchis|tute|brisca|canasta|bingo|capicua|chinchon|truco)(?: \\S+){0,14} )(?<!se )me (?:pegaron|atacaron|asaltaron|amenazaron|agredieron|ataron|encerraron)(?! (?:un|una) (?:capicua|paliza (?:al|en el|a las|en la) (?:domino|cartas|mus|parchis|bingo|partida)))|me (?:amenaza|amenazan|esta amenazando|estan amenazando)|amenaz\\S*${G5}(?:cuchillo|navaja|pistola|arma|matar\\S*|pegar\\S*|hacerme dano|dinero)|me (?:tienen|tiene|han dejado|dejaron|ha dejado) (?:atad[ao]|encerrad[ao])|atad[ao] (?:a la|de pies|de manos)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:me|nos) (?:va|van) a (?:pegar|hacer dano|dar una paliza)|me (?:quiere|quieren) (?:pegar|matar|hacer dano)|(?:dice|dijo|grita|gritan) que${G3}(?:pegar|matar|hacer dano|tirar la puerta|quemar)|no me (?:deja|dejan) (?:salir|llamar a|ver a|usar el telefono)(?! sol[ao]| con este| de noche| (?:los|las|mis|sus|a los|a las|a mis) (?:nenes|ninos|nietos|nietas|chiquillos|criaturas|peques|pequenos|chicos))|me (?:quita|quito|quitan|quitaron|ha quitado|han quitado|esconde|escondio|ha escondido) (?:el telefono|el movil)`,
        ),
        confidence: 0.8,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:me|se) (?:quita|quito|quitan|quitaron|ha quitado|han quitado|roba|robo|roban|robaron|ha robado|han robado)${G2}(?:el dinero|mi dinero|la pension|mi pension|los ahorros|mis ahorros|la tarjeta|mi tarjeta|la cartilla|mi cartilla|las joyas|mis joyas|el bolso|mi bolso|la cartera|mi cartera)|se (?:lleva|llevo|llevan|llevaron|ha llevado|han llevado)${G2}(?:el dinero|mi dinero|la pension|mi pension|los ahorros|mis ahorros|las joyas|mis joyas|la tarjeta)|dinero${G5}(?:me grita|grita|gritos|me amenaza|me pega|me empuja|se pone violento|me insulta)|(?:me grita|me insulta|me amenaza|me empuja)${G5}dinero`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:miedo|aterrad\\S*|asustad\\S*)${G3}(?:de el|de ella|de ellos|de mi (?:hijo|hija|nieto|nieta|marido|yerno|nuera|cuidador\\S*)|que me haga|que me pegue|que me mate|que vuelva|por mi vida)`,
        ),
        confidence: 0.75,
        kind: 'harm_from_others',
      },
      // Sudden confusion: not knowing a daughter's name or where they are; one side gone strange.
      // Not a sister in a home with the alzhéimer, said in this turn or at the end of the one before.
      {
        re: w(
          `(?:de (?:pronto|repente|golpe))${G5}(?:no me acuerdo|no se|no sabe)|(?:no me acuerdo|no se|no sabe)${G3}(?:de )?(?:como se llama|quien es|quien soy|donde estoy|donde esta)${G8}(?:de (?:pronto|repente|golpe)|asustad\\S*|hace un momento|esta manana|confundid\\S*)|(?<!ya )(?<!(?:residencia|alzheimer|demencia|asilo|geriatrico|centro de dia)${G12})no me reconoce(?! (?:ya|nunca|algunos dias|a veces|casi nunca))(?!(?: \\S+){0,14} (?:anos casados|desde hace|alzheimer|demencia|la cabeza|meses|anos))|(?:habla|hablando|dice|diciendo) cosas sin sentido|(?:el )?lado (?:izquierdo|derecho) (?:raro|dormido|muerto|sin fuerza|que no (?:me )?responde|no me responde|como de trapo)`,
        ),
        confidence: 0.8,
        kind: 'medical',
        acrossTurns: true,
      },
      // On the floor and no way of getting up; choking; something poisonous swallowed.
      {
        re: w(
          `(?:no hay (?:forma|manera) de|no consigo|no logro|soy incapaz de) (?:pararme|levantarme|ponerme de pie|incorporarme)|(?:estoy|sigo|me he quedado) (?:tirad[oa]|caid[oa]|en el suelo)${G5}(?:la pierna|no puedo|torcid[oa]|no me|hace)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `se (?:ha )?atragantad[oa]|se atraganto|se esta (?:ahogando|atragantando|poniendo (?:morad[oa]|azul))|(?:tomado|bebido|tragado|tome|bebi|trague|me he tomado|me tome) (?:un poco de |un trago de |un vaso de )?(?:lejia|amoniaco|salfuman|detergente|lavavajillas|matarratas|aguarras|friegasuelos)|(?:tome|he tomado|me tome|me he tomado|tomado)(?: \\S+){0,10} (?:juntas|de golpe|dos veces|doble|por error|sin querer|equivocad\\S*)${G8}(?:corazon|mareo|marea\\S*|rar[oa]|rarisimo|dormid[oa]|sueno|mal|no me tengo)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Fire in the chimney or the house now; an alarm and both of them dizzy.
      {
        re: w(
          `cae fuego|(?:se (?:me |nos )?)?(?:prendio|ha prendido|esta ardiendo|arde) (?:la|el) (?:chimenea|cocina|sofa|cortina|colchon|tejado|techo|viga)${G5}(?:por dentro|cae|humo|fuego|llamas)|(?:alarma|detector|aparato)${G3}(?:carbono|monoxido|humo|gas)${G5}(?:suena|pita|sonando|pitando)${G8}(?:mareados?|mareo|dolor de cabeza|nauseas|mal)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      // A carer or relative who hits, ties or locks them in.
      {
        re: w(
          `(?:la cuidadora|la que me cuida|el que me cuida|la chica|la muchacha|la senora que viene|la interna|la asistenta|(?:mi|el|la) (?:hijo|hija|nuera|yerno|nieto|nieta|sobrino|sobrina|marido|esposo|cuidador))${G8}me (?:pega|pego|ha pegado|da cachetadas|da bofetadas|dio una bofetada|ha dado una bofetada|golpea|golpeo|empuja|empujo|ha empujado|amarra|amarro|ata|ato|encierra|encerro|tira del pelo|tiro del pelo)(?! (?:un|unos) sustos?| la gripe| el catarro| los mocos| (?:\\S+ )?(?:papelitos|papeles|notas|notitas|carteles|cartelitos|etiquetas|pegatinas|post its?|stickers|fotos|dibujos|letreros))`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      // Wedged where they fell.
      {
        re: w(
          `(?:atorad[ao]|atascad[ao]|encajad[ao]|atrapad[ao]|trabad[ao])${G3}entre (?:la|el|los|las) (?:taza|vater|bañera|banera|cama|pared|mueble|armario|sofa|inodoro|water)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Cold through an unheated house.
      {
        re: w(
          `(?:sin luz|sin calefaccion|sin calefa|sin estufa)${G8}(?:no (?:me )?noto|no (?:me )?siento|congelad\\S*|tiritando|helad[ao]s?)`,
        ),
        confidence: 0.7,
        kind: 'medical',
      },
      // Speech gone, only sounds.
      {
        re: w(
          `(?:no puede hablar|no habla|no le salen las palabras)${G5}(?:solo hace ruidos|hace ruidos|balbucea)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // A scald, a split head, lips gone blue, trying to get up and falling again.
      {
        // Alguien encontrado en el suelo, la caída supuesta ("está en el suelo del pasillo, se ha
        // debido de caer esta noche", "lo encontré al pie de la escalera, se debió de resbalar").
        re: w(`${FOUND_DOWN}${G8}${FALL_GUESSED}|${FALL_GUESSED}${G8}${FOUND_DOWN}`),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `me (?:he )?escald\\S* con (?:la olla|el cazo|la tetera|la cafetera|agua|aceite|el caldo)|(?:me (?:he )?(?:abierto|partido|rajado)|me (?:abri|parti|raje)) la cabeza|brecha en la cabeza|labios (?:morados|azules)|labios${G8}(?:(?:los|las) tengo|(?:se )?(?:me )?(?:han puesto|han vuelto|estan|ponen|pusieron)) (?:morad|azul|amoratad)\\S*|(?:me estoy poniendo|se esta poniendo|me he puesto|se ha puesto) (?:morad[ao]|azul)|(?:intento|intentado|trato de|quiero) levantarme${G3}(?:me vuelvo a caer|y me caigo|y no puedo)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      // Medicine taken twice or too much.
      {
        re: w(
          `(?:me tome|he tomado|me he tomado|tome)${G3}(?:la|las|mi|mis) (?:pastilla|pastillas|medicina|dosis|pildora)${G3}(?:dos veces|doble|por partida doble)|me (?:he pasado|pase) con (?:la|las|el) (?:medicina|medicinas|pastillas|pastilla|dosis|insulina|medicacion)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      // Broken in: "se metieron a la casa".
      {
        re: w(`se (?:metieron|han metido|metio|ha metido|colaron|colo) (?:a|en) (?:la|mi) casa`),
        confidence: 0.85,
        kind: 'intruder',
      },
    ],
    self_harm: [
      // Mirar para abajo mucho rato y pensar que sería rápido; los remedios guardados para tomárselos;
      // una carga, y terminar con esto sin molestar; despedirse de todo, que es cosa de días.
      {
        re: w(
          `(?:mire|miraba|mirando|mirar)${G3}(?:para|pa|hacia) (?:abajo|el vacio)${G12}(?:seria rapido|seria facil|(?:no )?(?:se )?sentiria nada|no dolería|no doleria)|(?:tengo|he ido|llevo)${G2}(?:guardad[ao]s|juntad[ao]s|ahorrad[ao]s|guardando|juntando|ahorrando)${G3}(?:los |las |mis )?(?:remedios|pastillas|medicinas|pildoras|comprimidos|calmantes|somniferos)${G12}(?:tomarmel[ao]s|tomarme(?:l[ao]s)? tod[ao]s|tomar(?:l[ao]s)? tod[ao]s|tomarmelos juntos|tomarmelas juntas)|(?:una carga|un estorbo|un peso|de sobra)${G12}(?:terminar con esto|acabar con esto|acabar con todo|terminar con todo|sin molestar a nadie)`,
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:ya )?me (?:canse|he cansado) de vivir|(?:ya )?me (?:he )?despedi(?:do)? de (?:todo|la vida)(?! (?:el|lo) )|cuando (?:yo )?ya no (?:este|exista)${G5}(?:cosa de dias|dentro de nada|muy pronto|esta semana)`,
        ),
        confidence: 0.75,
      },
      // No querer que se lo impidan («no sé si quiero que me lo impidan»).
      {
        re: w(
          `(?:no se si quiero|no quiero|no quisiera) que (?:me lo|me) (?:impidan|impida|impidas|quiten de la cabeza)|no me lo (?:impidan|impida|impidas)`,
        ),
        confidence: 0.85,
      },
      // Cartas para explicarlo todo: es mejor así, y lo han decidido (se pregunta).
      {
        re: w(
          `(?:cartas?|escrib\\S*|nota|notas)${gap(60)}(?:mejor asi|lo mejor)${G12}(?:lo (?:he )?decid\\S* yo|mi decision|lo (?:he )?elegido yo|lo eleg\\S* yo|yo lo (?:he )?decidido|yo lo decidi)|(?:cartas?|escrib\\S*|nota|notas)${gap(60)}(?:lo (?:he )?decid\\S* yo|mi decision|yo lo (?:he )?decidido|yo lo decidi)${G12}(?:mejor asi)`,
        ),
        confidence: 0.6,
      },
      // Un sitio elegido para que nadie tenga que encontrarlos; sentada en el coche con la puerta del
      // garaje cerrada; un arma a mano y dándole vueltas; no pensar estar aquí (se pregunta).
      {
        re: w(
          `(?<!(?:medalla|colgante|pulsera|alarma|teleasistencia|boton|caida|caiga|caer\\S*)(?: \\S+){0,12} )para que (?:nadie|ninguno|mis hijos|mi hija|mi hijo|los chicos|la familia|mis nietos)(?: no)? (?:tenga|tengan|tuviera|tuvieran) que (?:encontrarme|hallarme|verme)(?!${G3}(?:en el suelo|tirad[ao]|dias despues|como))|para que no me (?:encuentren|encuentre) (?:mis hijos|mi hija|mi hijo|los chicos|la familia|nadie)(?!${G3}(?:en el suelo|tirad[ao]|dias|como))|(?:sent\\S*|me quede|quedad[ao])${G3}(?:en|dentro de)l? (?:el |mi )?(?:coche|carro|auto)${G8}(?:la )?puerta del garaje (?:cerrada|bajada)|(?:escopeta|pistola|revolver|rifle|fusil|arma)${G12}(?:le estoy dando vueltas|le doy vueltas|lo estoy pensando|lo pienso|pienso en ello|pensando en ello|pensandolo)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `no (?:pienso|tengo pensado|planeo|cuento con|tengo intencion de) (?:estar|seguir) (?:aqui|aca|viv[ao]|en este mundo|con vosotros|con ustedes)(?!${gapAcrossFigures(8)}(?:~|viaje|vacaciones|me voy|me mudo|mudanza|en casa de|con mi (?:hija|hijo|hermana|hermano)|residencia|el hospital|alla|fuera))`,
        ),
        confidence: 0.6,
      },
      // Pedir cada noche que se acabe ("ya estoy cansada de vivir… cada noche pido que se acabe"): no
      // querer vivir, dicho. ("Cansada de vivir" sola sigue preguntándose.)
      {
        re: w(
          `(?:le )?pido (?:a dios |al senor |a la virgen )?(?:cada noche |todas las noches )?que (?:se acabe|esto se acabe|se termine|me lleve|me recoja)(?= $| ya| de una vez| pronto| por favor| mi ?ja| mi ?jo| hija| hijo| de verdad| todo)`,
        ),
        confidence: 0.85,
      },
      // Irse "al otro lado" antes que otra cosa ("antes de salir de mi casa prefiero irme al otro
      // lado"): se actúa. La enfermedad que vuelve y no querer pasar otra vez por eso: se pregunta.
      {
        re: w(
          `(?:prefiero|preferiria|mejor|quiero|quisiera|me quiero|me voy a) (?:irme|marcharme|pasar|pasarme|cruzar) al otro lado(?! (?:de la|del) (?:calle|rio|charco|mar|oceano|frontera|plaza))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          eitherOrder(
            '(?:cancer|quimio\\S*|radioterapia|tumor|leucemia|metastasis)',
            'no (?:quiero|puedo|voy a) (?:volver a pasar por|pasar otra vez por|pasar de nuevo por) (?:eso|todo eso|lo mismo)',
            20,
          ),
        ),
        confidence: 0.6,
      },
      // El cómo y el cuándo sabidos («ya sé cómo y cuándo»), o la muerte de un desconocido en las
      // noticias tomada como plan propio («el hombre que se tiró del puente… lo tengo pensado igual»):
      // se actúa.
      {
        re: w(
          `(?:ya )?se (?:como y cuando|cuando y como)(?! (?:hay que|tengo que|tomar|se toma|tomarlas|tomarlo))|(?:se tiro|se mato|se quito la vida|se suicido|se ahorco)${G12}(?:y )?(?:yo|a mi|me)${G8}(?:lo tengo pensado|lo he pensado|lo pienso|tambien lo pienso|lo tengo decidido|hacer lo mismo|lo mismo)`,
        ),
        confidence: 0.85,
      },
      // La despedida de alguien, contada por quien la oyó, y un arma sacada ("al soplar las velas dijo
      // que eran las últimas, y esta mañana ha bajado la escopeta del desván"): se actúa.
      {
        re: w(
          eitherOrder(
            '(?:dijo|dice|decia|me dijo|nos dijo)(?: \\S+){0,5} (?:(?:que )?(?:eran|era|son|es|seran|sera|serian|seria) (?:las|los|la|el|sus|su) (?:ultim[ao]s?)|(?:su|sus) ultim[ao]s?|(?:ya )?no (?:estara|va a estar|estaria)|adios a (?:todos|nosotros))',
            '(?:bajado|bajo|sacado|saco|cogido|cogio|agarro|agarrado|cargado|cargo|limpiado|limpio|tiene|tenia)(?: \\S+){0,3} (?:la |su |una |el |un )?(?:escopeta|pistola|revolver|rifle|arma|fusil|carabina)',
            20,
          ),
        ),
        confidence: 0.85,
      },
      // Un sitio adonde ir, y nada después ("el jueves cojo el autobús hasta el puente, y luego se
      // acabó todo"); cartas y llaves dejadas para otros: se pregunta.
      {
        re: w(
          `(?:puente|acantilado|viaducto|las vias|la via del tren|el rio|el muelle|el pantano|la presa)${gap(20)}(?:y )?(?:luego|despues|ya)(?: \\S+)? (?:se acabo todo|se acabara todo|todo se acabara|se acaba todo|sera el final|se termina todo|se terminara todo)(?! (?:por hoy|por esta semana|hasta))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(eitherOrder(DEJADA_PARA, LLAVES_PARA, 12)),
        confidence: 0.6,
      },
      // «¿Para qué sigo yo aquí?»: se pregunta.
      {
        re: w(
          `para que (?:sigo|estoy|quiero seguir|sigo yo|estoy yo) (?:yo )?(?:aqui|viv[ao]|en este mundo|todavia)|que (?:hago|pinto) (?:yo )?(?:todavia )?(?:aqui|en este mundo)(?! (?:con|de|en la|en el|a estas))`,
        ),
        confidence: 0.6,
      },
      // Ser encontrado, y por quién, arreglado («no quería que nadie se llevara el susto de
      // encontrarme»): se actúa. La llave dada al vecino para entrar tal mañana, «no antes», las
      // canciones del funeral elegidas para estar listas antes de un día, o un día decidido, la casa
      // vacía ese día y todo pensado: se pregunta.
      {
        re: w(
          `(?:no (?:quiero|queria|quisiera|quise)|para (?:que no|no|evitar)|sin que)(?: \\S+){0,8} (?:susto|disgusto|impresion|trauma|shock|mal rato)(?: \\S+){0,4} (?:de encontrarme|al encontrarme|cuando me (?:encuentre|encuentren)|de verme asi)|(?:para|que) no (?:sean|sea) (?:los hijos|mi hija|mi hijo|la familia|los nietos) (?:los que|quien|quienes|la que|el que) me encuentr\\S*`,
        ),
        confidence: 0.9,
        saysNo: true,
      },
      {
        re: w(
          `(?:llave|llaves)${gap(14)}(?:entre|entrar|pase|pasar|venga|venir)(?: \\S+){0,4} (?:el )?(?:(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana)(?: (?:por la manana|por la tarde|temprano))?(?: \\S+){0,2} (?:no antes|y no antes|ni un dia antes)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:elegi|elegido|escogi|escogido|prepare|preparado|arregle|arreglado)(?: \\S+){0,2} (?:canciones|cantos|musica|lecturas|ataud|flores)(?: \\S+){0,2} (?:para|de) (?:mi|el) (?:funeral|entierro|misa|velorio|cremacion)(?! de | del )${gap(14)}(?:listo|arreglado|en orden|ordenado|hecho|preparado)\\S*(?: \\S+){0,2} (?:antes del?|para el) (?:(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|fin de semana|semana que viene|manana)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:el )?(?:(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|el dia) (?:es|sera) (?:cuando|el dia que) (?:lo )?(?:he decidido|decidi|tengo decidido|he elegido)${gap(20)}(?:(?:casa|piso) (?:estara|esta|va a estar) vaci\\S*|no (?:viene|vendra) nadie|(?:lo tengo )?todo (?:pensado|planeado|preparado|organizado))`,
        ),
        confidence: 0.6,
      },
      // «Un paso y ya»: el paso al vacío, y todo acabado, dicho de uno mismo.
      {
        re: w(
          `un (?:solo |pequeno )?paso (?:y|e) (?:ya )?(?:se acabo|se acabaria|se acaba|todo acabado|todo se acaba|todo se acabaria|se termina|se terminaria|todo termina|todo terminaria|adios)`,
        ),
        confidence: 0.85,
      },
      // Las cosas dejadas en orden, y pronto no estar («el perro a la vecina y una carta a mi hija
      // para cuando ya no esté»): se pregunta, nunca por un viaje, el hospital o un testamento
      // hecho «algún día».
      {
        re: w(
          `(?!.*(?:^| )${DISPOSICIONES}(?= |$))(?:${EN_ORDEN}(?: \\S+){0,20} ${PARA_SIEMPRE}|${PARA_SIEMPRE}(?: \\S+){0,20} ${EN_ORDEN})`,
        ),
        confidence: 0.6,
      },
      // Los medios guardados sin uso dicho («llevo semanas guardando las pastillas», «carbón, pero
      // no es para la barbacoa»); un puente o un balcón pensando en tirarse: se pregunta.
      {
        re: w(
          `(?:(?:escondido|escondiendo|escondo|ahorrado|ahorrando|acumul\\S*)(?: \\S+){0,3} (?:las |mis |unas )?(?:pastillas|pastillitas|comprimidos|medicinas|pildoras|cajas|somniferos)|(?:pastillas|pastillitas|comprimidos|medicinas|pildoras|somniferos)(?: \\S+){0,4} (?:escondidas|que he ido guardando|que he ido juntando|que voy juntando|que voy guardando))(?!(?: \\S+){0,6} (?:de los nietos|de los ninos|del perro|del gato|fuera del alcance|para la farmacia|para devolver|en el pastillero|para reciclar))|(?:carbon|cuerda|soga|manguera)(?: \\S+){0,8} (?:no es para|no tengo (?:jardin|coche))|(?:puente|vias|rio|acantilado|balcon|ventana|azotea|tejado|terraza)(?: \\S+){0,12} (?:bastaria|pienso en ello|tirarme|saltar|me tiro)`,
        ),
        confidence: 0.6,
      },
      // Harta de todo: se pregunta; dicho con un adiós, una despedida.
      {
        re: w(
          `(?:estoy|ando|me tiene) (?:hart[ao]|cansad[ao]|aburrid[ao]) de todo(?! (?:el|la|lo|los|las|esto|eso) )`,
        ),
        confidence: 0.6,
      },
      {
        re: w(`(?:estoy|ando) (?:hart[ao]|cansad[ao]) de todo${G8}(?:adios|me despido)`),
        confidence: 0.9,
      },
      // Una altura desde la que se mira, y lo fácil que sería un paso: con «y se acaba todo», seguro;
      // sin ello, se pregunta.
      {
        re: w(
          `(?:balcon|ventana|azotea|terraza|tejado|puente|cornisa|barranco|piso)${gap(14)}(?:(?:tan |muy )?facil|un (?:pasito|paso|pasito nada mas|solo paso))${G8}(?:se acaba(?:ria)? todo|se acabo|y ya esta|y listo|todo terminado|ni se enterarian)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:me asomo|asomad[ao]|miro (?:para )?abajo|mirando (?:para )?abajo) (?:\\S+ )?(?:al|del|desde el|por la|de la|a la) (?:balcon|ventana|azotea|terraza|puente|cornisa)${gap(14)}(?:(?:tan |muy )?facil|un (?:pasito|paso))`,
        ),
        confidence: 0.6,
      },
      // Irse los dos: sus pastillas y las mías, dormirse juntos y se acabó, es seguro; «a veces pienso
      // que deberíamos irnos los dos juntos» se pregunta.
      {
        re: w(
          `(?:sus|las suyas)(?: (?:pastillas|medicinas|medicamentos|pastis|pildoras))?(?: \\S+){0,2} y las mias${G12}(?:nos dormimos|nos dormiriamos|se acabo|ya esta|y listo|no despertamos|no nos despertamos)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:(?:deberiamos|podriamos|mejor) (?:irnos|morirnos|marcharnos|acabar)|(?:mejor|ojala) nos (?:morimos|muramos|murieramos|fueramos|vamos|vayamos)) (?:los dos|las dos|juntos|juntas)(?: juntos| juntas)?(?! (?:juntos |juntas )?(?:a|al|de|para|en|con|unos|una) )`,
        ),
        confidence: 0.6,
      },
      // Una carta o una nota dejadas para la familia, con un adiós de verdad: seguro. Un adiós de
      // verdad solo («adiós de verdad, no hasta mañana»): se pregunta.
      {
        re: w(
          `(?:carta|cartas|testamento|una nota)${gap(20)}(?:decir(?:le|te|les)? adios(?! a (?!usted |ti ))|adios de verdad|adios para siempre|no hasta manana)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `adios de verdad(?! a )|adios para siempre(?! a )|(?:adios|me despido)${G3}no (?:un )?hasta manana`,
        ),
        confidence: 0.6,
      },
      // Una decisión con un arma a mano, o irse "yo solito" antes de acabar dependiendo: se actúa.
      {
        re: w(
          `me voy (?:yo )?(?:solito|solita|solo|sola) antes de (?:terminar|acabar|quedar|que)|antes de (?:terminar|acabar|quedar)(?: \\S+){0,8} me voy (?:yo )?(?:solito|solita)(?! (?:a|al|de|con|para)(?= ))|lo pense mucho(?: \\S+){0,10} (?:escopeta|pistola|revolver|rifle|fusil)|(?:escopeta|pistola|revolver|rifle|fusil)(?: \\S+){0,12} lo pense mucho|(?:ya )?lo tengo decidido(?: \\S+){0,25} (?:ordeno mis papeles|me voy (?:yo )?solit[oa]|el ultimo que (?:festejo|celebro))`,
        ),
        confidence: 0.85,
      },
      // Todo dejado en orden con una carta, y las llaves dadas ("ya dejé la casa arreglada… los
      // papeles en la gaveta con una carta para mi sobrina, y las llaves se las di a la vecina").
      {
        re: w(
          `(?:papeles|testamento|escrituras|la libreta|el dinero)${G12}(?:con )?una carta (?:para|a) (?:mi|mis) \\S+${G12}(?:las llaves|la llave) (?:se las di|se la di|se las deje|se la deje|a la vecina|al vecino|a mi)|(?:deje|tengo|esta|estan|he dejado) (?:la casa|todo|las cosas|los papeles) (?:arreglad[ao]s?|en orden|ordenad[ao]s?)${G12}(?:una carta|carta) (?:para|a) (?:mi|mis) \\S+`,
        ),
        confidence: 0.9,
      },
      // Todas las pastillas de una vez, dicho como intención ("voy a tomarme todas las pastillas
      // esta noche"); no llevarlas de viaje ni tomarlas como mandó el médico.
      {
        re: w(
          `(?:voy a|me voy a|quiero|pienso|podria|me dan ganas de)(?: \\S+)? (?:tomar(?:me)?(?:las)?|tragar(?:me)?(?:las)?|beber(?:me)?) (?:todas|toda la caja de|todo el bote de|el bote entero de|la caja entera de|el frasco entero de)(?: las| mis)? (?:pastillas|pildoras|medicinas|comprimidos|somniferos|calmantes|pastillas para dormir)(?! (?:en el viaje|de la semana|a su hora|a la hora|como (?:dijo|manda|me dijo)|que me tocan|que me toca|de hoy|del dia))`,
        ),
        confidence: 0.85,
      },
      // Una última despedida de la familia sin que lo sepan ("fue mi última despedida, ellos no lo
      // saben"): seguro; una última despedida sola, se pregunta.
      {
        re: w(
          `(?:mi|la|una|esa) (?:ultima|postrera) despedida${gap(12)}(?:ellos|ellas|el|ella|nadie|ninguno)(?: \\S+){0,2} (?:no )?(?:lo )?(?:saben|sabe|sabian|sabia|se imaginan|se imagina|se lo imaginan)|(?:ellos|ellas|nadie)(?: \\S+){0,2} (?:no )?(?:lo )?(?:saben|sabe|se imaginan)${gap(8)}(?:mi|la|una) ultima despedida`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:mi|la|una|esa) (?:ultima|postrera) despedida(?! (?:de|del) (?:la casa|el piso|el departamento|mi casa|el barrio|la ciudad|el pueblo|el trabajo|la escuela|el club))`,
        ),
        confidence: 0.6,
      },
      // Todas las cajas de pastillas sacadas por la noche y contadas, dicho con vergüenza.
      {
        re: w(
          `(?:anoche|esta noche|por la noche|de noche|verguenza)${G12}(?:saque|puse|extendi|vacie|junte)${G5}(?:todas )?(?:mis |las )(?:cajas|pastillas|pildoras|medicinas|remedios|blisteres|cajitas)${G12}(?:las conte|los conte|me puse a contar(?:las)?|conte cuantas)`,
        ),
        confidence: 0.9,
      },
      // El agua helada imaginada como un final rápido, por el sitio («al final del muelle el agua
      // está helada, sería rápido, te duermes»): no un baño.
      {
        re: w(
          `(?:muelle|espigon|malecon|puente|acantilado|rio|lago|pantano|embalse|canal|el mar|el agua|helad[ao])${G12}(?:seria rapido|seria cosa de nada|no tardaria nada|seria un momento|seria visto y no visto)${G8}(?:te duermes|uno se duerme|me dormiria|te hundes|no sientes nada|no sentiria nada|no te despiertas|ya no despiertas)`,
        ),
        confidence: 0.9,
      },
      // El medio guardado "por si algún día llega a eso": las cuchillas, las pastillas, una cuerda.
      {
        re: w(
          `(?:cuchillas|hojas de afeitar|navaja|pastillas|somniferos|cuerda)${G12}(?:por si (?:algun dia |acaso |un dia )?(?:llega|llegara|llego) (?:a eso|el momento|el dia)|para cuando (?:ya no pueda mas|llegue el momento|me harte))`,
        ),
        confidence: 0.85,
      },
      // Un choque buscado, que parezca un accidente: "en la curva no giro el volante… que parezca un
      // accidente, por lo del seguro".
      {
        re: w(
          `(?:no )?(?:giro|girare|voy a girar|giraria|doblo|doblare|voy a doblar) (?:el volante|las ruedas)(?: \\S+){0,5} (?:curva|barranco|precipicio|embalse|pantano|presa|puente|rio|mar)|(?:curva|barranco|precipicio|embalse|pantano|presa|puente)(?: \\S+){0,8} no (?:giro|girare|voy a girar|doblo|voy a doblar) (?:el volante|las ruedas)|(?:volante|coche|carro|auto|camioneta|carretera|curva|embalse|pantano|presa|barranco|puente|tren|manejar|conducir)${gap(25)}(?:que (?:parezca|pareciera|paresca|parecera|parece) (?:un|que fue un) accidente|(?:pasara|pasaria|pase) por (?:un )?accidente)`,
        ),
        confidence: 0.85,
      },
      // La cuerda mirada y la viga que aguantaría; las cosas regaladas, el gato colocado; no estar
      // aquí para ver la primavera; "no estoy enferma, es que ya he terminado".
      {
        re: w(
          `cuerda${G12}(?:viga|rama|gancho|clavo)${G5}(?:aguantaria|aguanta|aguantara|soportaria|resistiria)|(?:viga|rama|gancho)${G5}(?:aguantaria|soportaria|resistiria) (?:bien|mi peso)|(?:regale|regalado|di|he dado|repartido|reparti)${G5}(?:mis|las|los) (?:herramientas|cosas|joyas|anillos?|libros|ropa)${G12}(?:(?:gato|perro|pajaro)${G3}(?:se va|ira|va a ir) (?:con|a casa de)|(?:ya )?(?:esta|lo tengo) todo (?:arreglado|listo|en orden|atado)|no (?:me )?(?:van a|hara) falta)|no (?:estoy|es que este) enferm[ao]${G5}(?:es que )?(?:ya (?:he terminado|termine|estoy (?:list[ao]|acabad[ao]))|estoy (?:cansad[ao] de todo|acabad[ao]))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`no (?:voy a estar|estare) (?:aqui|ya|yo) para ver`),
        confidence: 0.6,
      },
      // Contenta de no despertar más, dicho de sí; pedido, a Dios o a nadie; y adelantado.
      {
        re: w(
          `(?:despertar|despierte|morir|muerte|el final|llevarme|llega|viene)${G12}(?:lo voy a |voy a |la voy a |pienso )?(?:adelantar(?:lo|la)?|ayudar(?:le|la|lo)? un poco|echarle una mano|apurar(?:lo|la)?|acelerar(?:lo|la)?)(?: yo misma| yo mismo| yo sola| yo solo| por mi cuenta)|(?:ojala|haz que|haga que|dejame|dejeme|(?:dios|diosito|senor|virgen|virgencita|santo|santa|cielo|alla arriba)${G5}que) no (?:me )?(?:despierte|despertar|vuelva a despertar)(?: mas| manana| nunca| ya)(?! (?:temprano|hasta|antes))|que no me (?:despierte|vuelva a despertar) (?:mas|nunca|ya nunca)(?= |$)|(?:content[ao]|feliz|a gusto|tan tranquil[ao]|aliviad[ao]|no me importaria|me daria igual)${G5}(?:si )?no (?:me )?(?:despertara|despertase|despierto|despertar|volver a despertar|volviera a despertar)(?! (?:temprano|tan temprano|hasta|antes de|a las|con dolor))`,
        ),
        confidence: 0.85,
      },
      {
        // Valer más muerto: el seguro que cobraría la familia ("si yo no estuviera mis hijos lo
        // cobrarían y se les arreglaba todo").
        re: w(
          `(?:si (?:yo )?(?:no estuviera|no estuviese|faltara|faltase)|si me (?:muriera|muriese|fuera|fuese))${G12}(?:cobrarian|tendrian|se quedarian con|les tocaria)(?: (?:el|mi|lo del) (?:seguro|poliza))?|(?:seguro de vida|poliza)${G12}(?:si (?:yo )?(?:no estuviera|no estuviese|faltara|faltase)|si me (?:muriera|muriese|fuera|fuese))|valgo mas muert[oa]`,
        ),
        confidence: 0.85,
      },
      {
        // Una manera de hablar de morir, bienvenida ("este frío me va a matar, y mejor"): la
        // figura se quita del texto (~), y lo que la sigue dice que va en serio.
        re: /~(?: +\S+){0,3} +(?:y (?:mejor|ojala|que asi sea|me da igual|me da lo mismo|bienvenid[ao]|a la mejor)|(?:asi|ya) (?:acabo|termino) de una vez|cuanto antes mejor|(?:y )?ojala (?:sea|fuera|lo haga)|(?:y )?que venga)(?= |$)/,
        confidence: 0.6,
      },
      // El gas abierto para esperar: "abrí las llaves del gas y me senté ahí a esperar… la próxima
      // vez no las cierro".
      {
        re: w(
          `(?:abri|he abierto|abro|abrir|deje abiert[ao]s?|dejo abiert[ao]s?) (?:las llaves del gas|la llave del gas|el gas|la espita|el horno)${G8}(?:me sente|sentarme|a esperar|esperando|me acoste|para no despertar|dormirme)|(?:la proxima vez|otra vez|esta vez) no (?:las |la |lo )?(?:cierro|cerrare|apago|voy a cerrar)`,
        ),
        confidence: 0.9,
      },
      // "Si alguien se toma toda la caja, ¿qué le pasa?"
      {
        re: w(
          `si (?:alguien|una persona|un hombre|una mujer|uno|una|yo|me) (?:se )?(?:toma|tomara|tomase|traga|tragara|bebe|bebiera)(?: \\S+){0,3} (?:toda la caja|todas las pastillas|el bote entero|la caja entera|un bote|una caja entera|todo el frasco)(?: \\S+){0,8} (?:que (?:le |me )?pasa|que (?:le |me )?pasaria|se muere|se moriria|es mortal|lo mata|la mata)`,
        ),
        confidence: 0.6,
      },
      // Delante del tren (o debajo), dicho después de nombrarlo: "el tren… me voy a poner delante".
      {
        re: w(
          `(?:tren|trenes|vias|via|metro|tranvia|camion|mercancias)(?: \\S+){0,10} (?:me voy a |voy a |quiero )?(?:ponerme|poner|tirarme|tirar|echarme|echar|meterme|meter)(?: me)? (?:delante|debajo)(?= |$)|(?:seria|sera|iba a ser|seria cosa de) (?:rapido|rapidito|un momento|un segundo|un visto y no visto)${G3}(?:con (?:el|un)|debajo (?:del|de un)|delante (?:del|de un)|bajo (?:el|un)|en) (?:tren|camion|autobus|metro|las vias)|(?:pienso|pensando|pensaba|he pensado|le doy vueltas|le he dado vueltas|se me pasa por la cabeza|se me ha pasado por la cabeza)${G5}(?:el tren|las vias|la via|el puente|el rio|el pantano|el embalse|el acantilado|el barranco)${G5}(?:seria|iba a ser|seria cosa de|se acabaria) (?:rapido|rapidito|un momento|un segundo|facil|en un momento|todo)`,
        ),
        confidence: 0.85,
      },
      // Dejar que el frío se los lleve: la calefacción apagada, para morirse.
      {
        re: w(
          `(?:dejar|deje|dejo|dejare|voy a dejar) que (?:el frio|la helada|el invierno|la escarcha) (?:me|se me) (?:lleve|coja|lleve por delante|acabe)|que (?:me|se me) lleve el frio|(?:apagar|apago|apagare|voy a apagar|quitar|quito|dejar apagad[ao]) (?:la |el )?(?:calefaccion|estufa|brasero|caldera|chimenea)${G8}(?:que (?:me|se me) lleve|no (?:volver a )?despertar(?:me)?|dormirme y (?:no|ya)|acabar|se acabo|morirme)`,
        ),
        confidence: 0.85,
      },
      // Un último mensaje para la familia, en pasado ("dígale a mi hija que la quise mucho").
      {
        re: w(
          `(?:digale|dile|diga|digan|dile) a (?:mi|mis|nuestra|nuestro) \\S+(?: \\S+)? que (?:la|lo|los|las|le|les) (?:quise|queria|quise mucho|he querido|querre siempre|ame)`,
        ),
        confidence: 0.85,
      },
      // No pensar ver otra Navidad ("no pienso ver otra navidad"): se actúa; no esperar verla, como
      // lo dice un enfermo grave, se pregunta.
      {
        re: w(
          `no (?:pienso|tengo pensado|voy a|quiero|tengo intencion de|cuento con) (?:ver|pasar|llegar a|celebrar|esperar a) (?:otra|la proxima|otras|mas|una nueva) (?:navidad|navidades|nochebuena|nochevieja|primavera|verano|invierno|cumpleanos)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `no (?:llego|llegare|vere|voy a llegar a|creo que llegue a|creo que vea)(?: a)? (?:otra|la proxima|otras) (?:navidad|navidades|nochebuena|primavera|verano|invierno)`,
        ),
        confidence: 0.6,
      },
      // El coche dejado ir por el barranco, se pregunta; "así dirán que fue un accidente", se actúa.
      {
        re: w(
          `(?:dejar|dejo|dejaria|dejare|tirar|tiraria|echar|echaria|meter|meteria|lanzar|lanzaria)(?: \\S+){0,2} (?:que )?(?:el coche|el carro|el auto|la camioneta)(?: \\S+){0,3} (?:se vaya |caiga |ruede |se caiga )?(?:por|al|contra|en|hacia) (?:el |la |un |una )?(?:barranco|precipicio|acantilado|rio|pantano|embalse|muro|arbol|terraplen|vacio|desfiladero)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          eitherOrder(
            '(?:coche|carro|auto|carretera|curva|barranco|precipicio|acantilado|puente|volante)',
            '(?:diran|dirian|pensaran|pensarian|creeran|creerian|dira la gente|todos diran)(?: \\S+){0,3} que (?:fue|ha sido|era|seria) (?:un|solo un|nada mas que un) (?:\\S+ ){0,3}accidente',
            25,
          ),
        ),
        confidence: 0.9,
      },
      // El coche tirado por el barranco o contra un muro, y la noche en el puente en que se quería
      // saltar: planes e intentos.
      {
        re: w(
          `(?:tirarme|tirar el coche|meter el coche|estrellarme|estrellar el coche|ir con el coche|lanzarme con el coche|echar el coche)${G8}(?:por|contra|al|a la|en|hacia|a) (?:el |la |los |las |un |una )?(?:barranco|precipicio|acantilado|cantera|rio|pantano|muro|arbol|camion|mar|embalse)|(?:puente|acantilado|balcon|ventana|azotea|via del tren|vias|anden|viaducto|malecon|rompeolas)${G12}(?:queria|quise|iba a|estuve a punto de|casi) (?:tirarme|saltar|lanzarme|acabar)|(?:queria|quise|iba a|estuve a punto de) (?:tirarme|saltar|lanzarme)${G12}(?:puente|acantilado|balcon|ventana|azotea|tren|rio|agua|mar)`,
        ),
        confidence: 0.9,
      },
      // La escopeta bajada o sacada, y no estar ya: "la semana que viene no hará falta que vengas".
      {
        re: w(
          `(?:bajado|sacado|cargado|saque|baje|cargue|limpiado|preparado)${G5}(?:escopeta|rifle|pistola|revolver|arma)${gap(20)}(?:no (?:voy a estar|va a estar|estare|estara)|no (?:hara|hace|va a hacer) falta que (?:vengas|venga|vengan)|ultima vez|acabar con todo)|(?:no (?:hara|va a hacer) falta que (?:vengas|venga)|no (?:estare|estara|voy a estar|va a estar))${G12}(?:escopeta|rifle|pistola|revolver)`,
        ),
        confidence: 0.85,
      },
      // Las llamadas que ya no hacen falta porque se "cierra la paradeta": se pregunta.
      {
        re: w(
          `(?:no hace falta que|no (?:me|nos)|ya no (?:me|nos)|dejad de|deja de|deje de) (?:\\S+ ){0,3}llam\\S*${G8}(?:cierro|echo el cierre|bajo la persiana|cuelgo las botas) (?:la paradeta|el chiringuito|el kiosco|el quiosco|la tienda|el negocio|la persiana|el cierre)?`,
        ),
        confidence: 0.6,
      },
      // Acostarse pidiendo no despertar.
      {
        re: w(
          '(?:pidiendo|pido|rezando|rezo|deseando|deseo|rogando|ruego)(?: a dios| al senor| a la virgen| a diosito)? (?:no despertar(?:me)?|que no (?:me )?despierte|no volver a despertar(?:me)?|no amanecer|que me lleve)',
        ),
        confidence: 0.9,
      },
      // Ya no habrá nadie para contestar: "a partir del viernes no habrá nadie que coja el teléfono".
      {
        re: w(
          `no (?:habra|va a haber|hay a haber) (?:nadie|quien) (?:aqui )?(?:para|que) (?:coja|conteste|atienda|levante|agarre)|ya no (?:estare|voy a estar) (?:aqui |yo )?para (?:contestar|coger|atender)`,
        ),
        confidence: 0.9,
      },
      // Una despedida «como Dios manda»: se pregunta.
      {
        re: w(
          `(?:queria|quiero|quisiera|llamaba|llamo|he llamado) (?:para )?despedirme(?: de usted| de ti)?(?: \\S+){0,2} (?:como dios manda|como es debido|por ultima vez|para siempre|mientras pueda)|(?:queria|quiero|quisiera) (?:decirle|decirte) adios(?: \\S+){0,2} (?:para siempre|por ultima vez)`,
        ),
        confidence: 0.6,
      },
      // Un intento contado («me eché al río»), la soga atada o subida al pajar, la cuerda comprada y el día elegido.
      {
        re: w(
          `me (?:eche|tire|arroje|lance) (?:al|a la|por el|por la|desde el|desde la) (?:rio|mar|tren|vias|vacio|pozo|puente|barranco|ventana|balcon)|(?:me )?(?:amarre|ate|colgue|puse) (?:una |la )?(?:soga|cuerda)|(?:compre|comprado|tengo|subi|subido|he subido|prepare|preparado|colgado) (?:ya )?(?:la |una )?(?:soga|cuerda)${G8}(?:elegi|el dia|pajar|viga|arbol|palo|techo|no te digo mas|ya sabes)|(?:soga|cuerda) (?:al|en el|en la|del) (?:pajar|viga|arbol|palo|techo|granero|patio)`,
        ),
        confidence: 0.9,
      },
      // Una plancha, una llama, una hoja contra uno mismo: "me puse la plancha en el brazo".
      {
        re: w(
          `(?:puse|pegue|apoye|sujete)${G5}(?:plancha|mechero|cigarro|cigarrillo|cerilla|tetera|sarten|llama|cuchillo|cuchilla|tijeras|navaja)${G3}(?:(?:contra|sobre)${G2}(?:el|mi|la|los|las|mis) (?:brazos?|piernas?|munecas?|manos?|cara|piel|muslos?|barriga)|en (?:el|mi|la) (?:brazo|pierna|muneca|cara|piel|muslo|barriga))`,
        ),
        confidence: 0.9,
      },
      // Pastillas juntadas "para cuando me decida", la piel arrancada hasta sangrar, "casi me tiro" en
      // la estación, "me mato, se lo digo en serio", una nota de despedida, "el último paso lo doy yo".
      {
        re: w(
          `${PILLS}${G8}(?:juntando|guardando|ahorrando|acumulando|junto|guardo)${G3}para cuando (?:me decida|llegue el dia|no pueda mas)|me (?:arranco|arano|rasco|corto|quemo|pego|golpeo|clavo)${G5}hasta (?:que )?(?:sangr\\S*|me hago sangre|hacerme sangre)|(?:casi me tiro|estuve a punto de tirarme|por poco me tiro)(?!(?: \\S+){0,2} (?:el|la|los|las|encima|al suelo))|me mato${G3}(?:lo digo |se lo digo |te lo digo )?(?:en serio|de verdad)|(?:nota|notita|carta|cartita)${G3}(?:despidiendome|de despedida)|(?:queda|falta) el ultimo paso${G5}(?:lo doy yo|lo dare yo|me toca a mi)`,
        ),
        confidence: 0.85,
      },
      // A medias: "a lo mejor ya no estoy, ya me entiende", ganas de irse con el difunto.
      {
        re: w(
          `(?:a lo mejor|igual|quizas|quiza|puede que)(?: \\S+){0,2} ya no (?:estoy|este|estare)${G5}(?:ya me entiende|usted me entiende|me entiende)|(?:tengo|me dan) ganas de ir(?:me)? con (?:el|ella|mi \\S+)${G8}(?:cielo|preparando|pronto|ya)|preparando el camino|si${G8}me mato(?! a )`,
        ),
        confidence: 0.6,
      },
      {
        // El tratamiento dejado a propósito, para que se acabe.
        re: w(
          `(?:ya no|no|deje de|he dejado de|dejo de|dejado de)${G2}(?:me )?(?:pongo|tomo|inyecto|tomar|poner|inyectar|pinchar|pincharme|pinchare)${G2}(?:la |las |los |el |mis |mi )?(?:insulina|pastillas|medicinas|medicamentos|tratamiento|remedios|inyecciones)${G8}(?:a proposito|adrede|que sea lo que dios quiera|lo que dios quiera|cansad[ao] de (?:pincharme|todo|vivir)|para irme|pa irme|que se acabe|para que se acabe|me lleve)|(?:tire|tirado|tiro|eche|echado) (?:las |mis |todas las )?(?:pastillas|medicinas|remedios)${G3}(?:al|por el) (?:vater|inodoro|retrete|bano|water|basurero)`,
        ),
        confidence: 0.85,
      },
      {
        // Despedidas encargadas para la familia ("dígale adiós a mis hijos de mi parte").
        re: w(
          '(?:digale|dile|diga|digales|diles|decirles|decirle)(?: (?:a|de) \\S+(?: \\S+)?)? (?:adios|que me despido|que los quise|que las quise|que la quise|que lo quise|que les quise)|(?:despidame|despideme|despida|despide) de (?:mis|mi|todos|la familia)',
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `tengo (?:la|una) (?:soga|cuerda para)|(?:soga|cuerda)${G5}(?:la compre|preparada|colgada|en el cuarto|para colgarme)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:pistola|revolver|escopeta|arma)${G8}(?:la uso|usarla|esta noche|pegarme un tiro|dispararme)|pegarme un tiro`,
        ),
        confidence: 0.85,
      },
      // A gun to be used on oneself, however much is said in between.
      {
        re: w(
          `(?:pistola|revolver|escopeta|arma|rifle)(?: \\S+){0,16} (?:usarla|usarlo) (?:conmigo|contra mi|en mi)|(?:pistola|revolver|escopeta|arma|rifle)(?: \\S+){0,16} (?:esta noche|hoy|manana|ahora) (?:la|lo) (?:uso|usare|voy a usar)`,
        ),
        confidence: 0.85,
      },
      // Hacerlo uno mismo, sabiendo cómo, o en lugar de la clínica de fuera ("lo de Suiza es carísimo…
      // lo haré yo misma mientras pueda, ya sé cómo").
      {
        re: w(
          `(?=.* (?:morir|muerte|muerto|muerta|el final|suiza|eutanasia|cancer|enfermedad|diagnostico|sufrir|una carga|mi vida|vivir|irme|acabar en una cama)(?= ))(?:hacerlo|lo hago|lo hare|lo voy a hacer|acabar|terminar) (?:yo (?:mismo|misma|sol[ao])|por mi cuenta)${gap(14)}(?:ya se (?:bien )?como|se (?:bien |muy bien )?como|tengo (?:una|mi) idea de como)|(?:suiza|eutanasia|muerte digna|suicidio asistido|ayuda para morir)${gap(25)}(?:hacerlo|lo hago|lo hare|lo voy a hacer|acabar) (?:yo (?:mismo|misma|sol[ao])|por mi cuenta)`,
        ),
        confidence: 0.9,
      },
      // Un arma y dónde ponerla, o acabar de una vez ("la escopeta de mi padre… y pensé en
      // metérmela en la boca y acabar de una vez").
      {
        re: w(
          `(?:escopeta|pistola|revolver|rifle|el arma|canon)${gap(24)}(?:en la boca|en mi boca|en la sien|contra la sien|bajo la barbilla|acabar de una vez|(?:acabar|acababa|acabara|acabaria|terminar|terminaba|terminara) con todo(?! (?:el|la|lo|los|las|eso|esto) )|terminar de una vez|acabar con esto|de una vez por todas|(?:seria|era|iba a ser) (?:tan |muy |bien )?(?:facil|sencillo|rapido)(?! (?:de|para|venderla|arreglarla|limpiarla)(?= )))|(?:meter|meterme|poner|ponerme|me pongo|me meto) (?:el canon|la escopeta|la pistola|el revolver) en (?:la|mi) (?:boca|sien)`,
        ),
        confidence: 0.9,
      },
      // A gun taken out and left at hand, with nothing said of cleaning, selling or hunting: asked.
      {
        re: w(
          `(?<!(?:^| )(?:limpi\\S*|engras\\S*|vend\\S*|entreg\\S*|guardia civil|policia|armero|caza|cazar|jabali\\S*|conejos)(?: \\S+)* )(?!.*(?:^| )(?:limpi\\S*|engras\\S*|vend\\S*|entreg\\S*|guardia civil|policia|armero|caza|cazar|jabali\\S*|conejos)(?= |$))(?:sacado|saque|sacada|bajado|baje)${G3}(?:la escopeta|la pistola|el revolver|el arma|el rifle)${G8}(?:en la mesa|encima de la mesa|a mano|cargad[ao]|al lado)`,
        ),
        confidence: 0.6,
      },
      // Cosas queridas regaladas para después, y lista: se pregunta.
      {
        re: w(
          `(?:dado|di|regalado|regale|repartido|reparti|dejado)${G5}(?:anillos?|alianza|joyas|reloj|collar|cubiertos|cuadros|piano|mantones?|muebles|cosas)${G8}(?:para despues|para cuando (?:me vaya|ya no este|falte)|ya estoy list[ao]|ya es mi hora|me ha llegado (?:el momento|la hora)|ya no (?:los|las|lo|la) voy a necesitar)|(?:gata|gato|perro|perra|perrito|canario|pajaro|abrigo|ropa|anillo|reloj|joyas|cosas)${G5}(?:se (?:la|lo|las|los) (?:di|deje|regale)|(?:lo|la|los|las) (?:regale|lleve|di|deje))(?: \\S+){0,20} (?:ya no me (?:va|van) a hacer falta|no me (?:va|van) a hacer (?:mas )?falta|ya no (?:lo|la|los|las) voy a necesitar)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(`(?:ya )?lo intente${G8}(?:esta vez|otra vez|no me salio|me salvo)`),
        confidence: 0.85,
      },
      {
        re: w(
          `me (?:volvi a |he vuelto a |vuelvo a )?cort(?:e|o|ado|ar) (?:los|las) (?:brazos|munecas|piernas)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`(?:solo me falta|ya solo queda|ya solo me queda) hacerlo|por fin lo (?:hice|hare|haga)`),
        confidence: 0.85,
      },
      {
        re: w(`(?:quiero|me quiero) apagar(?:me)?|apagarme despacito|dejarme (?:morir|ir)`),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:quise|quiero|quiera|quisiera) tirar(?:me)? (?:por|de|desde) (?:la|el|un|una) (?:ventana|balcon|puente|azotea|terraza)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `garaje${G8}coche (?:prendido|encendido|en marcha)|coche (?:prendido|encendido|en marcha)${G8}garaje`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`me (?:apret\\S*|aprieto) el cuello|ahorcarme|colgarme(?! (?:el|la|los|las|del|de tu))`),
        confidence: 0.85,
      },
      {
        re: w(`para que no sospechen|(?:distintas|varias|diferentes) farmacias`),
        confidence: 0.7,
      },
      {
        re: w(`(?:ultimo|ultima) (?:cumpleanos|navidad|vez) que me (?:ven|veran|vean|vio)`),
        confidence: 0.8,
      },
      // Killing or harming oneself, named.
      {
        re: w(
          '(?:pienso|pensando|he pensado|pense|penso|se me pasa por la cabeza|me dan ganas de|tengo ganas de|me entran ganas de)(?: \\S+){0,3} (?:en )?(?:hacerme (?:dano|algo|mal)|lastimarme)|matarme|me voy a matar(?! (?:el|la|las|los|un|una) (?:tiempo|rato|ratito|ratico|manana|mananita|tarde|tardes|horas|hora|dia|aburrimiento|gusanillo|hambre|sed|espera|domingo|sabado|noche))|me quiero matar|(?:me (?:quiero|voy a|podria|pienso) )?quitar(?:me)? la vida|me quite la vida|me mato(?= $| lo tengo| te lo juro| de verdad| yo| un dia| cualquier dia)|quitarme la vida|me quito la vida|suicidarme|me voy a suicidar|ahorcarme|me ahorco|me (?:quiero|voy a) (?:ahorcar|colgar)(?: $| del| de la| de una| de un)|colgarme(?: del| de la| de una| de un| $)|(?:quitarme|me quito|quitarme yo|me (?:voy|quiero) a quitar|me voy a quitar|me quiero quitar) de en medio|pegarme un tiro|me pego un tiro|darme un tiro|volarme la cabeza|cortarme las venas|me corto las venas|abrirme las venas|clavarmel[oa]|clavarme (?:el|un|la|unas) (?:cuchillo|navaja|tijeras)|me lo clavo|(?:pienso en|ganas de|quiero|voy a) hacerme dano',
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:acabar|terminar|acabare|terminare|termino|acabo)${G2}con (?:todo|mi vida|esto de una vez|esta vida|mis dias|mi sufrimiento)|acabar de una vez|poner (?:fin|punto final) a (?:mi vida|todo|esto|mis dias|mi sufrimiento)|suicid\\S*|sobredosis|(?:voy a|pienso|ganas de|a punto de|tentad[ao] de|miedo de|podria)${G2}(?:hacer|cometer) (?:una )?(?:tonteria|barbaridad|disparate)`,
        ),
        confidence: 0.9,
      },
      // Wanting to die, to be dead, to go.
      {
        re: w(
          `(?<!cuando (?:me )?(?:he |ha )?(?:vi|visto|vio|mire|mirado|veo|miro)(?: \\S+){0,5} (?:en el espejo|en la foto|en las fotos|en el video|en la pantalla|con (?:ese|este|el) (?:pelo|peinado|corte|vestido|traje|sombrero))(?: \\S+){0,2} )(?:quiero|quisiera|queria|ganas de|deseo|deseando|lista para|listo para|preferiria|prefiero|me gustaria|ojala|mejor|mas vale|mas me valdria|seria mejor)${G3}(?:morir\\S*${PEACEFUL}|me muero|me muera|me muriera|me muriese|estar muert[ao]|desaparecer|desaparezco|irme (?:para siempre|de este mundo|de esta vida)|dormirme para siempre|no estar (?:en este mundo|viv[ao])|no desp\\S*rt\\S*(?: $| nunca| mas| jamas| para siempre)|estar (?:en la tumba|(?:bajo|debajo de) (?:la )?tierra|en el cementerio|con los muertos)|criando malvas|en la tumba|(?:bajo|debajo de) (?:la )?tierra|en el cementerio|no haber nacido|dejar de (?:respirar|existir|vivir))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no|ya no|ni) (?:quiero|queremos|tengo ganas de|tengo fuerzas para|me quedan (?:ganas|fuerzas) (?:de|para)|deseo)${G3}(?:vivir(?! (?:en|con|sol[ao]|lejos|cerca|de|alli|aqui sol[ao]))|seguir viviendo|seguir (?:aqui|asi|adelante|en este mundo|en esta vida)|seguir(?: ya)? $|estar (?:en este mundo|en esta vida|viv[ao])|estar aqui(?: mas| ya)?(?: $| ni)|existir|continuar(?: ya)? $|continuar (?:con|en) (?:esta|mi|la) vida|luchar(?: mas)?(?: $| ya)|despertar(?:me)?(?: $| nunca| mas| otra vez| manana(?! (?:temprano|pronto|a las|tan)))|levantarme (?:nunca|mas)|ver (?:otro|otra|un|una|mas) (?:amanecer|dia|ano|navidad|invierno|verano|cumpleanos|manana))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `ojala no (?:me )?desp\\S*rt\\S*|(?:ojala|a ver si|quisiera|me gustaria|pido|pido a dios|que)${G8}(?:me duerma|me duermo|me quede dormid[ao]|me quedo dormid[ao]|me acueste|me acuesto|cierre los ojos|cierro los ojos)${G3}(?:y )?no (?:me )?(?:vuelva a |vuelvo a )?(?:despierte|despierto|despertar|abra los ojos|abro los ojos)(?! (?:temprano|hasta|antes|a las|con))|no (?:volver a )?despertar(?:me)?(?: $| nunca| mas| jamas| para siempre| y)|dormir\\S*${G3}(?:no volver|no despertar|para siempre)|cerrar los ojos${G3}(?:no abrirlos|para siempre|se acab\\S*|no despertar)|que no (?:amanezca|llegue (?:manana|el dia|otro dia)|vuelva a amanecer)|(?:pido|pedi|pedido|rezo|rece|rezado|ruego|rogue|rogado|suplico|suplique|pidiendo|rezando|rogando|suplicando)${G2}(?:a )?(?:dios|la virgen|el senor|san \\S+|santa \\S+|diosito|los santos|el cielo)${G3}que (?:me )?(?:lleve|lleven|recoja|no (?:me )?deje despertar|me muera|no despierte|no amanezca|me deje morir)|que (?:me lleve dios|dios me lleve|me recoja dios|dios me recoja)(?!(?: \\S+){0,12} (?:no tengo prisa|sin prisa|todavia no|aun no|quiero ver|quiero conocer|me quedan ganas))|(?:dios|senor|virgen|dios mio|diosito|senor mio)${G2}(?:llevame|recogeme|llevame contigo)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:ojala|me gustaria|quisiera|preferiria|a ver si|deseo)${G3}(?:me atropell\\S*|me (?:de|diera|diese|da) (?:algo|un infarto|un ataque|un ictus|un derrame)|me muera|me muriera|me muriese|me lleve (?:un coche|dios|la muerte|un camion|el senor)|me lleva (?:un coche|un camion|el tren)|no despert\\S*|no desp\\S*rt\\S*|se acab(?:e|ara|ase) (?:todo|esta vida|mi vida|de una vez)|se termin(?:e|ara|ase) (?:todo|esta vida|mi vida|de una vez)|viniera la muerte|venga la muerte)|(?:quiero|quisiera|ojala|me gustaria) que (?:(?:esto |todo |ya )?se (?:acabe|acabara|termine|terminara)|todo (?:se )?(?:acabe|termine))(?= $| ya(?! (?:el|la|los|las|este|esta|estos|estas) (?!vida|sufrimiento|dolor|agonia|pena|tormento|calvario|existencia))| de una vez| todo| esta vida)|que se (?:acabe|termine) (?:ya )?esta vida|que se acab(?:e|ara) de (?:verdad|una vez)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no me importaria|me daria igual|me da igual|no me importa)${G3}(?:morir\\S*|no despertar|irme|que me muera|estar muert[ao])|si me (?:muero|muriera|muriese)${G5}(?:me daria igual|me da igual|no me importaria|mejor|me harian un favor|descansaria)|(?:deberia|tendria que|tenia que|debi|debo)${G2}(?:estar muert[ao]|haberme muerto|haber muerto|morirme|morir|estar bajo tierra)|haberme muerto yo|no (?:haber|hubiera|hubiese) nacido|me dejo morir|dejarme morir|que me dejen (?:morir|ir)|(?:dejadme|dejenme|dejame) (?:morir|ir(?: $| tranquil\\S*| de una vez))|si me pasa algo${G5}(?:no llam\\S* a nadie|dejadme|dejenme|no me reanim\\S*)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:quiero|quisiera|deseando|lista para|listo para|preparad[ao] para|tengo decidido|he decidido|ganas de|pensando en)${G2}(?:irme|marcharme)(?: ya| yo| pronto)?(?: $| y | ojala| de una vez| para siempre| de (?:este|el) mundo| de esta vida| con (?:el|ella|mi marido|mi esposo|mi esposa|mi mujer|mis padres|dios|mi difunt\\S*)| al (?:cielo|otro lado)| por mi cuenta)|me quiero ir (?:de (?:esta vida|este mundo)|con (?:el|ella|mi marido|mi esposo|dios))|(?:irme|me vaya|me voy a ir|me ire|marcharme)${G3}por mi (?:cuenta|propia mano)|hora de irme${G3}(?:me voy a ir )?(?:yo sol[ao]|por mi cuenta) $|cuanto antes me (?:vaya|muera|marche)|mejor para todos${G5}(?:me vaya|me muera|no este|me fuera)|(?:me vaya|me muera|no este|me fuera)${G5}mejor para todos`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:reunirme|reuna|irme|estar|juntarme|ir)${G3}(?:con )?(?:mi |mis )?(?:marido|esposo|esposa|mujer|padres|madre|padre|el|ella|mama|papa|difunt\\S*)${G5}(?:cuanto antes|en el cielo|alla arriba|al otro lado)|(?:ayudar|ayudare|adelantar|adelantarlo|acelerar)${G3}(?:a que sea pronto|que sea pronto|el final|mi final|mi muerte)`,
        ),
        confidence: 0.8,
      },
      // Death welcomed, sought.
      {
        re: w(
          `(?:buscarla|llamarla|esperarla)${G3}(?:a )?la muerte|(?:morir\\S*|morirse|estar muert[ao])${G3}(?:un alivio|un descanso|una liberacion|una bendicion|un regalo)|muerte${G5}(?:buscar\\S*|buscando|llamando|esperando|con ganas|viniera|venga ya|que me lleve|bienvenida|alivio|descanso|liberacion)|(?:esperando|llamando|buscando|buscar|deseando|ojala viniera|bienvenida sea)${G5}(?:la muerte|muerte)`,
        ),
        confidence: 0.9,
      },
      // Nothing to live for; why am I still here.
      {
        re: w(
          `(?:ningun|ninguna|ni un|no tengo|no hay|sin|ya no tengo|no me queda|no me quedan|he perdido|perdi|me han quitado|se me (?:fueron|han ido|acabaron))${G3}(?:las )?(?:motivos?|razon\\S*|ganas|fuerzas|ilusion) (?:de|para|por) (?:vivir|seguir viviendo|seguir aqui|seguir en este mundo|continuar|luchar|seguir(?: ya)? $|seguir con (?:esta|mi|la) vida|continuar con (?:esta|mi|la) vida)|nada (?:por|para) lo que vivir|no tengo (?:nada|a nadie) por (?:lo que|quien) vivir|no me queda nada (?:aqui|en este mundo|por lo que)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no le (?:encuentro|veo)|no tiene|sin|ya no tiene|no (?:le )?encuentro|no (?:le )?veo|ha perdido el)${G2}sentido${G3}(?:a )?(?:vivir|seguir(?: $| viviendo| asi| aqui| adelante)|nada|la vida|esta vida|mi vida|levantarme|continuar(?: $| viviendo))|(?:la vida|mi vida|vivir|esta vida)${G3}(?:no tiene|sin|ha perdido (?:el|todo))${G2}sentido|para que (?:me levanto (?:cada|todos|por las)|seguir viviendo|sigo viviendo|voy a seguir(?: $| si| viviendo| asi| aqui)|vivo|vivir|me despierto|estoy viv[ao]|sigo viv[ao]|sigo en este mundo|sigo aqui)|por que sigo (?:aqui|viv[ao]|en este mundo)|que hago (?:yo )?(?:todavia|aun) (?:aqui|en este mundo)`,
        ),
        confidence: 0.85,
      },
      { re: w('para que seguir|de que sirve|que sentido tiene'), confidence: 0.5 },
      {
        re: w(
          `(?:pienso|pensando|pense|pienso mucho) en como (?:lo )?(?:haria|hacerlo|hacer)|como lo haria|(?:no vale|no merece) la pena${G3}(?:vivir|seguir(?: $| asi| viviendo| aqui))`,
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:mi vida|la vida)${G2}(?:no vale nada|no vale la pena|no sirve para nada|ya no vale)|me sobra la vida|no merezco (?:vivir|estar viv[ao]|seguir)|(?:ya )?no pinto nada (?:aqui|en este mundo)|(?:mejor|mas vale)${G2}(?:desaparezco|me quito de en medio)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          'no puedo (?:mas con (?:la|esta|mi) vida|seguir asi $|con la vida|aguantar mas esta vida|mas(?= $| (?:de verdad|te lo juro|la verdad|no puedo|ya no|con esto|con todo))|mas(?:,)? no puedo mas)|no aguanto (?:un dia mas|esta vida|mas esta vida|vivir|mas vivir)|(?:cansad[ao]|harta|harto|aburrid[ao]) de (?:esta vida|vivir(?! sol[ao]| en| con| aqui| de)|la vida|estar aqui|estar viv[ao]|seguir viv[ao])',
        ),
        confidence: 0.75,
      },
      // Plans and means.
      {
        // Las pastillas nombradas, luego guardadas: "las pastillas de dormir no me las tomo, las voy
        // guardando en una cajita". Guardar las viejas no es un plan: se pregunta.
        re: w(
          `${PILLS}(?: \\S+){0,12} (?:las|los) (?:voy |estoy |he ido |tengo )?(?:guardando|juntando|acumulando|ahorrando|escondiendo|guardo|junto|acumulo|escondo|guardadas|escondidas)(?!(?: \\S+){0,8} (?:para (?:llevar\\S*|devolver\\S*|reciclar|tirar\\S*)|(?:al )?punto (?:sigre|de reciclaje)|a la farmacia|pastillero))`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:guardando|junte|juntando|juntado|acumulando|acumulo|acumulado|ahorrando|ahorrado)${G3}${PILLS}(?!(?: \\S+){0,6} (?:pastillero|por dias|vacios|vacias|caducad\\S*|vencid\\S*|que sobraron|para (?:llevar\\S*|devolver\\S*|reciclar|tirar\\S*)|(?:al )?punto (?:sigre|de reciclaje))(?= |$))|${PILLS}${G5}(?:matan|mataria|mortales|letal\\S*|para (?:morir\\S*|no despertar|acabar)|tendria que tomar|hacen falta para|suficientes|delante de mi)|(?:muchas|un monton de|suficientes) ${PILLS}${G3}por si acaso|(?:guardad[ao]s|escondid[ao]s|juntad[ao]s)${G3}${PILLS}${G5}(?:para cuando|por si|el dia que)|${PILLS}${G5}para cuando (?:no pueda mas|no aguante mas|me quiera ir|llegue el momento)|(?:cuantas|que|cual\\S*)${G3}(?:pastillas|de estas|de las de dormir)${G5}(?:matan|morir\\S*|no despertar|tendria que tomar)|se muere (?:uno|una|alguien)${G5}(?:si|tomando|con)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:tom\\S*|trag\\S*)${G3}(?:todo el (?:frasco|bote|blister|tubo)|la caja entera|el frasco entero|el bote entero|todas de golpe|todas juntas|todas de una vez)|(?:tom\\S*|trag\\S*)${G2}(?:todas|muchas|unas cuantas|varias|un punado|de mas)${G5}(?:se acabo|a ver si (?:no|me muero|me voy|se acaba)|para no (?:despertar|sufrir)|para morir\\S*|el resto|las demas|y (?:acabar|adios))|(?:tomarme|tragarme|tomarmelas)${G5}(?:de golpe|de una vez|el frasco|la caja|el bote)|me tomaria (?:todas|todo)|a punto de (?:tomarme todas|tirarme|matarme|hacerlo|cortarme|colgarme|acabar con todo)|banera${G8}${PILLS}|${PILLS}${G8}banera`,
        ),
        confidence: 0.9,
      },
      // Mejor muerta que así; ojalá haberse muerto en la caída, o no haber despertado.
      {
        re: w(
          `mejor muert[ao]s? que (?:asi|vivir asi|esto|estar asi|seguir asi|dar (?:este )?trabajo|ser una carga)|(?:ojala|(?:hubiera|habria) sido mejor|mas me (?:valdria|hubiera valido|habria valido))(?: que)? (?:me hubiera muerto|me hubiese muerto|haberme muerto|morirme|(?:partirme|romperme|haberme partido|haberme roto|me hubiera partido|me hubiera roto) el cuello|no (?:despertar|haber despertado|haberme levantado)|quedarme (?:alli|ahi)|que me muriera|haberme matado|me hubiera matado)`,
        ),
        confidence: 0.85,
      },
      // Regalar sus cosas, y no ir a necesitarlas más (sin rastrillo ni parroquia): se pregunta.
      {
        re: w(
          `(?!.*(?:^| )(?:rastrillo|parroquia|caritas|mercadillo|beneficencia|mudanza|residencia|llamadas?|llamar\\S*|telefono)(?= |$))(?:(?:estoy )?(?:regalando|repartiendo|dando)|he (?:regalado|repartido)|regale|reparti) (?:todas )?(?:mis|las) (?:cosas|pertenencias|joyas|alhajas|recuerdos)|(?:ya )?no (?:lo|la|los|las) voy a necesitar(?: mas)?(?= $| ya| y| pues|,)`,
        ),
        confidence: 0.75,
      },
      // Decidido a irse a algún sitio y no volver.
      {
        re: w(
          `(?:lo tengo decidido|he decidido|ya lo decidi|ya esta decidido|lo decidi)${gap(20)}(?:no vuelvo|no voy a volver|no volvere|no pienso volver)`,
        ),
        confidence: 0.85,
      },
      // Querer reunirse con sus muertos: en el cielo, allá arriba, al otro lado.
      {
        re: w(
          `(?:reunirme|juntarme|irme|estar|reencontrarme) con${G3}(?:en el cielo|alla arriba|al otro lado|en la gloria|en el otro mundo)`,
        ),
        confidence: 0.85,
      },
      // Una cuerda, y una viga o un gancho de donde colgarla, sin columpio ni hamaca: se pregunta.
      {
        re: w(
          `(?<!(?:^| )(?:columpio|hamaca|saco de boxeo|polea|tendedero|guirnaldas?|escalada|cuerda de tender|neumatico|campana|cesta|cestas|lampara|plantas?|macetas?|ollas|abrigos?|sombreros?|bicis?|bicicletas?|herramientas)(?: \\S+)* )(?!.*(?:^| )(?:columpio|hamaca|saco de boxeo|polea|tendedero|guirnaldas?|escalada|cuerda de tender|neumatico|campana|cesta|cestas|lampara|plantas?|macetas?|ollas|abrigos?|sombreros?|bicis?|bicicletas?|herramientas)(?= |$))(?:${eitherOrder('(?:cuerda|soga|nudo corredizo)', '(?:viga|vigas|gancho|barandilla|baranda|trampilla|escotilla)', 15)})`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:cuerda|soga)${G5}(?:guardada|preparada|escondida|viga|cuello|colgar\\S*)|(?:escopeta|pistola|revolver|el arma|rifle)${gap(10)}(?:miro|mirando|pienso|usar\\S*|cargad\\S*|dispararme)|(?:gas|horno)${G5}(?:abierto|sin cerrar|no cerrarlo|dejar abierto)${G5}(?:pens\\S*|ganas|quiero)|(?:pienso|pensando|ganas|quiero|podria)${G5}(?:gas abierto|no cerrar el gas|cabeza en el horno|gas sin cerrar)|cabeza en el horno`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:tirarme|me tiro|me tiraria|me (?:voy a|quiero|pienso) tirar|saltar|me lanzo|lanzarme|arrojarme|tirarse|me arrojo)${G5}(?:ventana|balcon|azotea|terraza|tejado|puente|tren|vias|metro|pantano|acantilado|barranco|al vacio|un coche|un camion|al rio|al mar|muelle|espigon|escollera|malecon)|(?:azotea|balcon|puente|ventana|terraza|vias|acantilado)${G5}(?:quiero saltar|saltar|tirarme|me tiro)|(?:paso|pasito|saltito|pierna) (?:por encima de|sobre|por) la (?:barandilla|baranda|varanda)${G12}(?:se acabo|se acabaria|y ya esta|y listo|de una vez|y fuera|y adios)|(?:seria (?:tan |muy |bien )?facil|pienso|pensando|ganas)${G12}(?:barandilla|baranda)|(?:banera|rio|pantano|pozo)${G5}(?:no salir|ahogar\\S*|dejarme ir|no volver)|dejarme ahogar|ahogarme${G3}(?:banera|rio|mar|pantano|pozo)|pienso en no (?:salir|volver|despertar)|cruzo${G3}sin mirar${G3}(?:a ver si|ojala)|(?:bajo|bajare|voy|ire|caminare|me ire) (?:hasta |al |a la )(?:rio|mar|canal|puente|lago|acantilado|pantano|muelle)${G12}(?:no (?:voy a |pienso )?volver|no vuelvo|no subo|no volvere|para siempre|y se acabo)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `como (?:puedo|podria|se puede|hacer para|hago para|hacerlo para)${G2}(?:morir\\S*|matarme|quitarme la vida|no despertar|suicid\\S*)|morir\\S* sin (?:que duela|dolor|sufrir|enterarme)|(?:he leido|leido|leyendo|lei|buscando|busque|buscado|busco|mirando|mire|mirado|preguntando)${G3}(?:como (?:morir\\S*|matar(?:se|me)|quitar(?:se|me) la vida|suicidar\\S*)|formas de (?:morir\\S*|matar(?:se|me)|quitar(?:se|me) la vida))`,
        ),
        confidence: 0.85,
      },
      // Decided, planned: "ya lo tengo pensado".
      {
        re: w(
          `(?:(?:ya )?lo tengo (?:pensado|decidido|claro|planeado)|ya lo he (?:pensado|decidido)|lo he decidido|tengo decidido|tengo un plan|ya se (?:como|cuando|que dia|el dia))${G8}(?:irme|me voy con (?:el|ella)|me vaya|lo voy a hacer|lo hare|hacerlo|acabar|terminar|morir\\S*|no pasare|no llegare|matarme|ese dia)|(?:irme|me voy con (?:el|ella)|me vaya|lo voy a hacer|lo hare|acabar|terminar|no pasare|no llegare|ese dia)${G8}(?:(?:ya )?lo tengo (?:pensado|decidido|claro|planeado)|ya lo he (?:pensado|decidido)|lo he decidido|tengo decidido)|lo intente${G8}(?:volver a intentar|otra vez|de nuevo)|(?:me queda poco|no voy a durar|pronto me voy|poco tiempo)${G5}(?:me encargo|encargar\\S*|yo mism[ao]|por mi cuenta|ayudar)|(?:yo )?me (?:voy a )?encarg\\S* de (?:que sea asi|que sea pronto|acabar)`,
        ),
        confidence: 0.85,
      },
      // Algo con que morirse, pedido a alguien («le pregunté al médico si no tenía algo para irme
      // tranquila»): se pregunta. Negado, y hacerlo una misma o tener con qué («así que me las
      // arreglaré sola, tengo lo que hace falta en el armario»): se actúa.
      {
        re: w(
          `${PEDIR_A}${gap(12)}${ALGO_PARA_IRME}${gap(25)}(?:me las arreglare|me las arreglo|me las apanare|me las apano|lo hare yo|lo hago yo|lo hare sol[ao]|me encargo yo|me encargare yo|tengo lo que (?:hace falta|necesito|me hace falta)|tengo con que|tengo suficiente|tengo de sobra)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `${PEDIR_A}${gap(12)}${ALGO_PARA}(?:irme (?:tranquil[ao]|en paz|dormid[ao]|sin dolor|de una vez|para siempre)|morirme|morir|dormirme para siempre|no despertar(?:me)?)`,
        ),
        confidence: 0.6,
      },
      // Cansancio de despertarse, sin más («estoy harta de despertarme todos los días para nada»):
      // se pregunta. Despertarse a las cinco o de noche es el sueño, no esto.
      {
        re: w(
          '(?:harta|harto|cansada|cansado|cansé|canse|aburrida|aburrido|hasta la coronilla|podrida|podrido|hastiada|hastiado) (?:de )?(?:despertarme|despertar|levantarme|amanecer)(?! (?:a las|a la|de noche|por la noche|en la noche|de madrugada|temprano|tan temprano|con|para (?:ir|hacer|el bano)|(?:\\S+ )?veces|cada (?:hora|noche|dos)|varias|en mitad|a mitad))',
        ),
        confidence: 0.6,
      },
      // Harming oneself.
      {
        re: w(
          `(?:me (?:he |ha )?(?:quem\\S*|cort\\S*|aran\\S*|rasc\\S*|pellizc\\S*|muerd\\S*|mord\\S*|golpe\\S*|pego|pegue|clav\\S*|hice|hago|he hecho|di|doy|castigo)|quemarme|cortarme|aranarme|morderme|golpearme|pegarme|hacerme)${G5}(?:adrede|a proposito|aposta|hasta (?:sangrar|hacerme sangre|que sangr\\S*|hacerme dano)|para (?:castigarme|sentir algo|que nadie (?:lo|los|las) vea)|cuando (?:estoy mal|me siento (?:mal|inutil|sola|solo|triste)|me agobio)|(?<!(?:dedo|dedos|pulgar|yema|una|la mano)(?: \\S+){0,2} )con (?:una|la) cuchilla(?! (?:cortando|pelando|picando|de cocina|de la cocina|del pan))|a mi mism[ao])|(?:hecho|hago|hice|hacerme)${G2}(?:cortes|heridas|quemaduras|aranazos)|(?<!(?:vaso|copa|cristal|cristales|botella|tarro|frasco|bote|lata|plato|taza|jarra|espejo|vidrio|vidrios|anicos|pedazos|trizas|se (?:me )?(?:rompio|ha roto|rompieron|cayo|ha caido|resbalo|escurrio)|sin querer|por accidente)(?: \\S+){0,20} )(?:cortes|cortarme|me corto|me he cortado)${G3}(?:las munecas|la muneca|los brazos|las piernas)|(?:cortar\\S*|abrir\\S*|me corto|me corte|me abro|me abri) las venas|hacerme dano (?:a mi mism[ao]|adrede|a proposito)|lo que (?:me )?(?:pueda|puedo|podria) hacer(?:me)? a mi mism[ao]|no me fio de mi mism[ao]`,
        ),
        confidence: 0.9,
      },
      // Stopping food, water, medicines to go sooner.
      {
        re: w(
          `(?:(?:deje|dejar|dejando|dejado|dejo|voy a dejar|he decidido dejar) de (?:comer|beber)|no (?:voy a|pienso) (?:comer|beber)|sin comer|sin beber|no como|no bebo|dejo la comida|ya no como)${G5}(?:morir\\S*|me muera|irme|acabar|consum\\S*|para que $|a proposito|adrede|aposta|de una vez|me vaya|marchar\\S*|para irme)|(?:deje|dejado|dejar|dejo|no (?:me )?tomo|no quiero tomar|no pienso tomar|tire|tirado)${G3}(?:las |la |el )?(?:${PILLS}|insulina|tratamiento|sintrom)${G8}(?:a ver si|a proposito|adrede|aposta|me voy|morir\\S*|me muer[ao]|se acabe|me lleve|(?:dios|diosito|el senor|la virgen|el de arriba|la muerte|la parca) me (?:lleva|llevara|llevaria)|no me importa|para irme|(?:acabe|acaba|acabara|termine|llegue|sea) (?:antes|mas rapido|mas pronto)|reunirme)`,
        ),
        confidence: 0.85,
      },
      // Saying goodbye for good, giving things away.
      {
        re: w(
          `carta de despedida|(?:despid\\S*|despedi\\S*|dije adios|decir adios)${G5}(?:ultima vez|para siempre|no (?:voy a|vaya a) (?:estar|seguir)|ya (?:sabe|sabes|saben) (?:lo que|por que|porque)|poco a poco|por si acaso|de verdad)|(?:a todos|de todos|a todo el mundo|de todo el mundo|de la gente|a la familia)${G3}(?:para )?despedirme|despedirme de (?:todos|todo el mundo|la gente)|despidiendome de (?:todos|la gente|todo el mundo)|como si fuera la ultima vez${G3}(?:lo va a ser|lo sera|lo es)|(?:porque|que) lo va a ser`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:regal\\S*|repart\\S*|le di|les di|he dado|doy|dando)${G8}(?:cuando me vaya|para cuando me vaya|ya no me (?:haran|hara|hacen|hace) falta|no (?:lo|la|los|las) voy a necesitar|me queda poco|porque me voy|pienso acabar|antes de irme)|no (?:lo|la|los|las) voy a necesitar donde voy|(?:deje|dejado|dejo|escrito|escribi)${G2}(?:una |la |unas )?(?:nota|notas|carta|cartas)${G3}(?:a|para) (?:mis hijos|mis hijas|mis nietos|mi familia|todos)(?! (?:para|que|por))|(?:nicho|tumba|ataud)${G5}(?:estrenar\\S*|cuanto antes|pronto)|(?:carta|cartas|nota|notas)${G5}para cuando (?:no este|ya no este|me vaya|falte)`,
        ),
        confidence: 0.75,
      },
      // A burden; better off without me.
      {
        re: w(
          `(?:estarian|estaria|estarian todos|vivirian|irian|tendrian|seria|seria todo) (?:mejor|mas tranquil\\S*|mas felices|menos problemas)${G3}(?:sin mi|si yo no estuviera|si me muero|si me muriera|cuando me muera|si me voy|si me fuera)|(?:estarian|estaria|vivirian|irian) (?:(?:todos|mucho|bastante|muchisimo) )*(?:mejor|mas felices|mas tranquil\\S*)${G5}que conmigo|(?:si|cuando) (?:yo )?(?:ya )?(?:no estuviera|no estuviese|no existiera|me muero|me muriera|faltara|me fuera|desapareciera)(?! (?:yo )?(?:primero|antes que))${G5}(?:mejor|menos problemas|nadie|tranquil\\S*|felices|libres|no tendrian|descansar|da igual)|(?:mejor|menos problemas|mas tranquil\\S*|mas felices|mas libres)${G5}(?:si|cuando|que) (?:yo )?(?:ya )?(?:no estuviera|no existiera|no estuviese|me muero|me muriera|me fuera|faltara|desapareciera)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:parece|parecia|pareceria|parecen|parecian|sale|salia|resulta|resultaba) )(?:una carga|un estorbo|un peso|una molestia|un gasto|un lastre|un incordio)${G5}(?:para (?:todos|mi familia|mis hijos|mi hija|mi hijo|ellos|ustedes|nadie))|(?:soy|me siento|me he convertido en) (?:una carga|un estorbo|un peso|un gasto|un lastre)|(?:harta|harto|cansada|cansado|aburrida|aburrido|hasta el gorro|hasta la coronilla) de ser (?:una carga|un estorbo|un peso|un lastre|un gasto)|estoy de mas|(?<!(?:lo|los|las|la|el|con lo|de lo|torta|tarta|pastel|bizcocho|comida|cena|almuerzo|pan|dinero|plata|vino|tela|lana|pintura|papel|arroz|pollo|carne|sopa|postre|queque|tamales|empanadas) que (?:me |nos |te |le )?)(?<!(?:^| )(?!(?:siento|creo|pienso|parece|veo|se|noto|da|dicen|dice|es|ya|porque|pues|sabe|sabes|ves)(?= ))\\S+ que (?:me |nos |te |le )?)sobro(?! (?:para|del|de la|de los|de las|de ayer|de anoche|de comer|para manana))|(?:le|les) estoy quitando la vida|(?:pronto|ya|muy pronto)${G3}(?:dejare de|no sere|no voy a ser) (?:molestar|problema|una carga|un estorbo|una molestia)|dejare de (?:molestar|ser una carga|dar guerra)|no (?:sere|voy a ser) (?:problema|una carga|un estorbo|molestia) (?:de|para) nadie`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:total |y |pues )?quien me (?:va a|iba a|iria a|fuera a) (?:echar de menos|extranar|llorar)(?! (?:a mi )?(?:en el|en la|si no|cuando no))|nadie${G3}(?:me echaria de menos|me extranaria|lloraria por mi)|(?:si me (?:muero|muriera|fuera|voy|mato|pasa algo))${G5}nadie${G3}(?:se daria cuenta|lo notaria|le importaria|lloraria)|nadie${G3}(?:se daria cuenta|lo notaria|le importaria)${G3}si me (?:muero|muriera|fuera|voy|mato)|(?:quien|alguien)${G3}(?:echar de menos|lloraria|extranaria|echaria de menos)${G5}si me (?:muero|tiro|voy|mato|muriera)`,
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `quiero morir(?:me)?${PEACEFUL}|me quiero morir${PEACEFUL}|dejadme morir|dejenme morir|prefiero estar muert[ao]|prefiero morir(?:me)?${PEACEFUL}|(?:mejor|prefiero|preferiria) (?:terminar|acabar) yo (?:antes|primero|$)|(?:terminar|acabar) (?:yo )?antes de que${G3}(?:enfermedad|me acabe|me lleve|me pille|sea tarde|me ingresen|me lleven)`,
        ),
        confidence: 0.9,
      },
      // Not waking up, wished for.
      {
        re: w(
          `(?:mejor|ojala|quiero|quisiera|pido|prefiero|seria|gustaria)${G5}(?:no despertar(?:me)?|no despertara|no volver a despertar(?:me)?|no ver (?:la manana|otro dia|el amanecer|amanecer))|(?:quedara|quedarme) dormid[ao]${G3}(?:no despertara|para siempre)|que no haya mas dias|(?:si )?no me despertara${G5}(?:lo mejor|mejor|bendicion|alivio)|(?:no pasaria nada|tampoco pasaria nada|no seria ninguna pena|no seria (?:ninguna |una )?(?:perdida|desgracia)|no se perderia nada|seria (?:un alivio|una bendicion|un descanso|lo mejor|mejor)|que mas da) si (?:ya )?no me (?:despertara|despertase|volviera a despertar|volviese a despertar)(?! (?:tan )?(?:temprano|pronto|antes|con el|a las|por))|(?:pedido|pido|rezo|ruego)${G5}(?:se me pare el corazon|me lleve)|(?:dios|el senor)${G5}(?:me lleve|se acuerde de mi)${G3}(?:esta noche|ya|pronto)`,
        ),
        confidence: 0.9,
      },
      // Going to the one who died, by their own hand.
      {
        re: w(
          `(?:irme|ir|estar|reunirme|seguirlo|seguirla|seguir) con (?:el|ella|mi \\S+)${G8}(?:pastillas|voy a ir yo|no espero|por mi cuenta|yo sola|yo solo|mi propia mano)|(?:busco|buscando) la manera de (?:seguirlo|seguirla|irme con)|me espera${G8}(?:pastillas|me tomo)`,
        ),
        confidence: 0.9,
      },
      // Means at hand, places chosen, ways looked at.
      {
        re: w(
          `matarratas${G8}(?:no es para|para mi|pienso)|${PILLS}${G8}(?:en la mano|todas y agua|para cuando llegue|para cuando lo haga|sin tomar para)|(?:me tomo|tomarme|tomarmelas|tomarmelos|me las tomo) (?:todo|todas|todos)(?: lo del \\S+)?(?: esta noche| de una vez| ya)?(?= $| esta noche)|cuchillo${G5}(?:en la muneca|usarlo en mi|en el cuello)|(?<!(?:vaso|copa|cristal|cristales|botella|tarro|frasco|bote|lata|plato|taza|jarra|espejo|vidrio|vidrios|anicos|pedazos|trizas|se (?:me )?(?:rompio|ha roto|rompieron|cayo|ha caido|resbalo|escurrio)|sin querer|por accidente)(?: \\S+){0,20} )(?:me corte|cortarme|me he cortado)${G3}(?:en )?(?:la|las|mi|mis) munecas?|gas${G8}abrirlo y acostarme|(?<!(?:calentando|calentar|calente|arrancando|arrancar|arreglando|reparando)(?: el| mi)? )coche${G5}con la puerta cerrada(?! (?:por|con|a causa de|debido a) (?:el|este|la|tanto) (?:frio|helada|escarcha|viento|lluvia))|(?:el )?sitio elegido|de que balcon|(?:acantilado|puente|vias|azotea|terraza|ventana)${G8}(?:casi lo hago|animo a saltar|dejarme caer|tirarme)|(?:dejarme caer|tirarme|lanzarme|arrojarme)${G3}(?:al mar|al rio|por la ventana|del balcon|a las vias|al tren|de la azotea)|todo listo${G8}(?:pastillas|carta|cuerda)|para cuando lo haga|por mi propia mano|yo (?:misma|mismo) lo termino|a punto de (?:tomarmelas|tomarmelos|tirarme|hacerlo)`,
        ),
        confidence: 0.9,
      },
      // Better for them without me; no way out but death.
      {
        re: w(
          `sin mi (?:vivirian|estarian|serian|seria)${G3}(?:mas tranquil\\S*|mejor|mas felices|mas a gusto)|(?:no soy mas que|solo soy|soy) un (?:estorbo|trasto viejo)${G5}(?:tirar|trabajo|dinero|me voy)|(?:nadie me necesita|solo molesto)${G5}(?:mejor no estar|mejor irme|me voy)|mejor no estar|mejor que me vaya de este mundo|(?:gustaria|quisiera|quiero)${G2}no existir|quiero que esto se termine${G3}la vida|(?:ya )?no (?:le )?encuentro gracia a (?:despertarme|vivir|la vida)|para que me sirve la vida|pienso${G5}en (?:darme muerte|morirme|quitarme la vida|matarme)|pienso (?:todo el tiempo|todo el dia|a todas horas|cada dia|siempre) en la muerte|la idea de morirme|si tuviera (?:el )?valor${G3}me mataba|cansadisim[ao] de estar viv[ao]|(?:me da igual|me importa poco)${G3}(?:incluso |hasta )?vivir|no tengo nada que hacer en este mundo|no quiero estar para verlo|para que aguantar|que me muera de una vez|(?:ya )?no puedo seguir viviendo|(?:no hay salida|no va a mejorar)${G8}(?:prefiero morir|morir|muerte)`,
        ),
        confidence: 0.9,
      },
      // Last words and last things given.
      {
        re: w(
          `esto es una despedida|(?:esta llamada|llamo) es para decir adios|ya les he dicho adios a todos|ultima vez que me oyes|ya no vas a volver a hablar conmigo|(?:manana|la semana que viene|el lunes)${G3}ya no (?:contesto|voy a estar viv[ao]|voy a estar|estare)|no fue culpa suya|las cartas escritas|ya no voy a necesitar nada|ya no la voy a usar mas|que yo ya me voy|ya estoy preparad[ao] para irme|si manana no contesto${G3}lo he decidido|dejar las llaves${G5}cartas`,
        ),
        confidence: 0.9,
      },
      // Hurting themselves on purpose.
      {
        re: w(
          `me (?:he )?(?:cortado|corte|hecho cortes|hago cortes|estado haciendo cortes|dado golpes|doy golpes|golpeo|golpeado|pegado|pego|dado con|dao con|dado cabezazos|estado dando cabezazos|quemado|quemo|clavado|clavo)${G8}(?:a proposito|adrede|porque no puedo mas|porque ya no puedo|para (?:sentir|no pensar|castigarme|que no)|me lo merezco|me alivia|contra la (?:pared|puerta)|hasta que (?:me )?(?:duele|duela|sangr\\S*)|donde no se ve)|(?:haciendo|hacerme|me hago|me he hecho|me estado haciendo) cortes|cortado las venas|me (?:he )?(?:cortado|corte|corto) (?:los|las|el|la) (?:brazos|muslos|piernas|munecas|brazo|muslo|pierna|muneca)(?: \\S+){0,10} (?:a proposito|adrede|me alivia|para (?:sentir|no pensar|castigarme)|donde no se ve|me lo merezco)`,
        ),
        confidence: 0.9,
      },
      // An attempt, and the means made ready.
      {
        re: w(
          `(?:puesto|atado|colgado|preparado) (?:la|una) cuerda${G5}(?:gancho|techo|viga|barandilla|cuello|arbol)|cuerda${G5}(?:le doy (?:muchas )?vueltas|no es para)|(?:subi|me subi|subido|me he subido)${G3}(?:barandilla|pretil|baranda|borde)${G3}(?:del )?(?:puente|viaducto|balcon|azotea)|la proxima (?:vez )?me (?:tomo|bebo|trago) (?:todo|todas|el frasco|la caja|el bote)|(?:tome|me tome|he tomado|me he tomado) (?:medio|un|el) (?:frasco|bote|blister|caja)${G5}(?:no paso nada|no funciono|la proxima|me desperte)|no es para (?:afeitarme|cazar|la caza|las ratas|los ratones)|(?:escopeta|pistola|navaja|revolver)${G8}(?:la miro|cada vez|no es para|le doy vueltas)|(?:guardo|guardadas|guardando|ahorrando|juntando|escondo|escondidas)${G3}(?:las )?(?:pastillas|recetas|cajas|pildoras)?${G8}para cuando|para cuando (?:yo )?decida|para cuando llegue el dia|deje de (?:ponerme|pincharme|tomarme|tomar) (?:la insulina|las pastillas del corazon|la medicacion|el sintrom)${G8}(?:a proposito|adrede|que sea lo que|para)`,
        ),
        confidence: 0.9,
      },
      // Going to the dead, saying goodbye for good, arranging to be found.
      {
        re: w(
          `(?:irme|ir) con (?:el|ella|mi \\S+)${G8}(?:ya se como|cada dia mas|cuanto antes|pronto)|quiero irme con (?:el|ella)|(?:le he dicho|le dije) que ya voy|que ya voy (?:con|a verte|para alla|contigo)|ya no me (?:va|vas|van) a encontrar|ya no me vera(?:s|n)? mas|no me volvera(?:s|n)? a (?:ver|oir)|(?:esta es|sera) la ultima vez que hablamos|cuando me encuentren|no fue culpa suya${G5}(?:lo que (?:vaya a )?pase|cuando)|(?:no|ya no) (?:voy|vaya) a necesitar(?:la|lo|las|los)?${G5}(?:ni esta ni|ninguna|nunca mas|mas)|(?:no|ya no) quiero que (?:siga|mi corazon siga) latiendo|(?:pensao|pensado) en liberarl[ao]s?|liberarl[ao]s? de mi`,
        ),
        confidence: 0.85,
      },
      {
        re: w(`no hay salida(?! de| para el| en)|ya esta todo (?:listo|preparado)(?: \\S+)? $`),
        confidence: 0.6,
      },
      // How many it would take.
      {
        re: w(
          `(?:cuant[ao]s?|cuanto)${G5}(?:pastillas|paracetamol|comprimidos|aspirinas|orfidal|somniferos|pastillas de dormir|pildoras)${G5}(?:para (?:morir\\S*|no despertar\\S*|matar\\S*|acabar)|matan|mata a)`,
        ),
        confidence: 0.85,
      },
      // Harm done to themselves, on purpose.
      {
        re: w(
          `me (?:hago|he hecho|hice|hacia) sangre|me (?:corto|corte|he cortado|pincho|pinche|he pinchado|quemo|queme|he quemado|arano|arane|golpeo|golpee|he dado|he dao|di)${G8}(?:adrede|a proposito|aposta|para sentir|pa sentir|queriendo|hasta sangrar|hasta que sangr\\S*)`,
        ),
        confidence: 0.85,
      },
      // The whole box, waiting on the track, tablets saved untaken.
      {
        re: w(
          `(?:tomaria|tomaba|me tragaria|tragarme|tomarme)${G3}(?:toda la caja|todo el bote|la caja entera|el bote entero|todo el blister|todas (?:las pastillas )?de golpe)|(?:en la via|en las vias|en los rieles|en la linea del tren)${G8}(?:esperando|el tren no|a que pase)|(?:guardar|guardando|guardo|juntando|junto|juntar|ahorrando|ahorro)${G3}(?:las )?(?:pastillas|pildoras|comprimidos)${G5}sin tom\\S*`,
        ),
        confidence: 0.8,
      },
      // No more tomorrows; goodbyes that were meant.
      {
        re: w(
          `no quiero (?:ningun|mas|otro) manana|(?:he tenido|tengo|ya tuve) bastante (?:de|con) (?:esta |la )?vida|(?:despedido|despedi|despidiendo)${G8}(?:no saben|no sabian|no sabe)${G3}(?:que era|de verdad|para siempre)`,
        ),
        confidence: 0.75,
      },
      // Better off dead, resting for good, looking down from a height, finding out how.
      {
        re: w(
          `(?:estaria|estaba|estariamos) mejor muert[ao]s?|(?:ganas de|quiero|quisiera) descansar (?:para siempre|de una vez|ya para siempre)|(?:miedo (?:a|de)) morir\\S*${G3}(?:son ganas|tengo ganas)|(?:informando|informado|buscado|buscando|mirado|mirando)${G3}(?:de )?como (?:matarse|suicidarse|quitarse la vida|matarme|hacerlo sin que duela)|(?:azotea|puente|balcon|tejado|barandilla|viaducto)${G8}mirando (?:abajo|hacia abajo|al vacio)|(?:he buscado|busque|tengo preparada|he comprado|compre)${G2}(?:una cuerda|una soga)(?! para (?:tender|atar|la ropa|el|la))|(?:trague|tome|me he tragado|me he tomado|me tome|me trague)${G3}(?:pastillas|pildoras|comprimidos)${G3}(?:queriendo|a proposito|adrede|aposta)|me (?:tomo|trago|voy a tomar|voy a tragar|tomare) (?:todas las (?:pastillas|pildoras)|todo el (?:bote|frasco|blister)|la caja entera|el bote entero)(?! (?:que me|del dia|de la manana|de la noche|de hoy|a su hora|bien|sin falta|como me))`,
        ),
        confidence: 0.85,
      },
    ],
    stop_calls: [
      {
        // Ya sin ganas de coger el teléfono ("con tanto timo ya no tengo ganas de coger el
        // teléfono"): se pregunta, no se dejan las llamadas por eso solo.
        re: w(
          'ya no (?:tengo|me dan) (?:muchas |tantas )?ganas de (?:coger|contestar|descolgar|agarrar|atender)(?: el telefono)?',
        ),
        confidence: 0.6,
      },
      // "Ya no me tenéis que llamar más", "que se acaben las llamadas".
      {
        re: w(
          `(?:ya )?no me (?:teneis|tiene[ns]?|tienes) que (?:llamar|telefonear)(?! (?:hoy|manana|esta (?:tarde|noche)|hasta|luego|tan temprano|a esta hora))|(?:que )?se (?:acaben|terminen|corten|acabe|termine) (?:ya )?(?:las|estas|sus|tus|vuestras) llamadas(?! (?:de|del) (?:banco|la compania|los vendedores|propaganda))`,
        ),
        confidence: 0.85,
      },
      // A pause: no calls for a while, till a date, through a month ("suspendan las llamadas hasta
      // que vuelva", "hasta después de Semana Santa no me llamen", "por un tiempo no me llamen").
      {
        re: w(
          `(?:no me (?:llamen|llame|llames|llameis)|no (?:llamen|llame|llamarme)|suspend\\S* (?:las|estas|sus) llamad(?:as|itas)|(?:dejamos|dejemos|dejen|deje|paren|pare|paremos|paramos) (?:las|estas) llamad(?:as|itas))${G8}(?:hasta|durante|por un tiempo|por ahora|de momento|una temporada|unos dias|unas semanas|(?:la|esta) (?:proxima )?semana(?: que viene)?|el (?:proximo )?mes(?: que viene)?|manana ni pasado|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|navidad|verano|semana santa))|(?:hasta (?:despues de|que)|durante|por un tiempo|a partir de|desde)(?: \\S+){0,5} no me (?:llamen|llame|llames|llameis)|(?:ya )?no quiero que me (?:llamen|hablen|marquen)${G3}(?:todos los dias|cada dia|a diario|diario|mas)`,
        ),
        confidence: 0.85,
      },
      // The calls named, then let go of by a pronoun: "esto de las llamadas, que lo dejéis ya",
      // "las llamadas estas, quítelas".
      {
        re: w(
          `(?:(?:las|estas|esas) llamad(?:as|itas)|lo de (?:las )?llamad(?:as|itas)|lo de llamarme|esto de (?:las )?llamad(?:as|itas))${G8}(?:que )?(?:lo|las|los) (?:dejen|dejeis|deje|dejes|quiten|quiteis|quite|quites|corten|corteis|corte|paren|pareis|pare|cancelen|cancele)(?: ya| de una vez| por favor| $)|(?:las|estas|esas) llamad(?:as|itas)${G5}(?:quitelas|quitenlas|quitadlas|quitalas|dejenlas|dejadlas|cortenlas|cortadlas|cancelenlas|cancelelas)`,
        ),
        confidence: 0.85,
      },
      // "Hablar" y "marcar" por llamar, como en México: "ya no me hablen", "no me marquen más".
      {
        re: w(
          `(?:ya no|no) me (?:marquen|marque|marques|timbren|esten marcando)|(?:ya no|no) me (?:hablen|hable|hables|esten hablando|este hablando)(?:${G3}(?:mas|diario|a diario|cada dia|todos los dias|por las mananas|por telefono|gracias|por favor)| $)|(?:no es necesario|no hace falta|ya no hace falta) que me (?:hablen|hable|marquen|marque)|ni que me (?:llamen|llame|hablen|marquen)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `no (?:voy a )?necesit\\S* que me (?:llames|llamen|llame)|(?:esto|las llamadas)${G3}se (?:puede|pueden) (?:parar|cancelar)|se (?:puede|pueden) (?:parar|cancelar) (?:esto|las llamadas)`,
        ),
        confidence: 0.85,
      },
      {
        re: w('ya no quiere (?:mas )?(?:llamadas|que (?:la|le|lo) llamen)'),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!no (?:quiero|quisiera|me gustaria|queremos) que )(?:deje[n]?|dejen|deja|dejad|dejar|dejaran|dejasen|dejara|dejase|dejemos|dejenme|dejeme|dejame|dejadme|para|pare[n]?|parad|parar|pararan|parasen)${G2}de (?:llamar(?:me|nos)?|telefonear(?:me)?|hacerme (?:estas )?llamadas)(?! (?:senora|senor|dona|abuela|por mi|asi|tan|a (?:esa|estas|la) hora|hoy|manana))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!(?:como|si|cuando|porque) )no (?:me )?(?:llame[ns]?|llameis|llames|telefonee[ns]?)${G2}(?:mas(?! tarde| temprano| pronto| de)|nunca mas|nunca|ni pasado|ya mas|ni manana ni|ningun (?:otro )?dia)|no me (?:hag\\S*|pong\\S*) (?:mas )?(?:llamadas|en la lista)|para (?:las|estas) llamadas(?: ya)?(?: por favor)? $|no (?:me )?(?:vuelva[ns]?|volvais|vuelvas) a (?:llamar|telefonear)(?:me|nos)?|(?:ya no|nunca mas|a partir de (?:ahora|hoy|manana)|de ahora en adelante|desde hoy)${G2}(?:me )?(?:llame[ns]?|llameis|llames|telefonee[ns]?|llamen mas)${ONE_CALL}|no me (?:llame|llamen|llames|llameis)(?: (?:mas|nunca|nunca mas|por favor|ya|adios|gracias|eh))* $`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no hace falta|no es necesario|no hay necesidad de|ya no hace falta|no hacen falta|ya no hacen falta|no tiene[ns]? que|no tienes que|ya no tiene[ns]? que|no necesita[ns]?)${G3}(?:que me llame[ns]?|que me llameis|que me llames|que llame[ns]?|que nadie me llame|llamar(?:me)?|estas llamadas|las llamadas|sus llamadas|seguir llamando(?:me)?|(?:que )?(?:sigan|sigas|sigais|siga) llamando(?:me)?|que me (?:este[ns]?|estes|esteis|sigan?|sigas|siga[ni]s) llamando|seguir con las llamadas|que se molest\\S*|molestarse)${ONE_CALL}|(?:me agobia|me molesta|me fastidia|me cansa|me harta|me aburre|me agobian|me molestan|me cansan)n? (?:que me llamen|las llamadas|tanta llamada|estas llamadas|que me llames)${ONE_CALL}|ustedes${G3}(?:ya no hace falta|no hace falta|no hacen falta|pueden parar|podeis parar|pueden dejarlo|sobran)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:preferiria|prefiero|me gustaria|quisiera)${G2}(?:que no|que ya no|no|ya no)${G3}(?:me (?:llame[ns]?|llamaran|llamasen|telefoneen|llames|llameis)|tener (?:mas )?llamadas|llamadas|recibir (?:mas )?llamadas)${ONE_CALL}|(?:prefiero|preferiria|quiero|quisiera|me gustaria)${G2}que (?:paren|pare|lo dejen|lo dejemos|lo cancelen|se acaben|se terminen)${G3}(?:las |estas )?llamadas|(?:llamadas|llamen|llamar|llamarme|llames)${G8}(?:prefiero|preferiria|quiero|pueden|puede|me gustaria)${G2}(?:que paren|parar|que pare|que lo dejen|dejarlo|cortar|cancelar\\S*)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:no|ya no|nunca) (?:quiero|queremos|necesito|necesitamos|deseo|me interesa[n]?|me hace[n]? falta|me apetece[n]?|me gusta[n]?|me sirve[n]?|me ayuda[n]?)(?! (?:dejar|perder|quitar|cancelar|parar|que (?:paren|dejen|quiten|cancelen)))${G3}(?:mas |ni una )?(?:estas |las |la |sus |mas |ninguna |tus |vuestras )?(?:llamadas?|llamaditas?|servicio|compania (?:por telefono|telefonica)|que me llame\\S*|que nadie me llame|que me (?:esten|sigan|sigas|siga) llamando|que (?:me )?(?:sigan|sigas|siga) llamando(?:me)?|que (?:me )?vuelva[ns]? a llamar(?:me)?|llamarme|que me telefoneen|estar apuntad[ao]|que me vigilen|que me controlen)${ONE_CALL}|(?:llamadas?|servicio)${G3}(?:ya no|no) (?:lo|las|la) (?:quiero|necesito|deseo|queremos)|(?:estas |las |sus )?llamadas (?:no me (?:ayudan|sirven|hacen falta|interesan))|(?:digale|digales|dile|diga|digan) que${G3}(?:no quiero|ya no quiero|no queremos)${G3}(?:esto|las llamadas|mas llamadas|que me llamen|que le llamen)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:borr\\S*|quit\\S*|sac\\S*|saqu\\S*|elimin\\S*|tach\\S*|desapunt\\S*)${G3}(?:mi (?:numero|telefono|nombre|ficha|contacto)|de la lista(?! de la compra)|de su (?:lista|sistema|base)|del (?:sistema|programa|servicio|registro)|de las llamadas)|(?:dame|deme|denme|dadme|darme|me doy|me da|me den|me pueden dar|me puede dar) de baja|(?:dar|darme|doy) de baja${G3}(?:llamadas|servicio|programa|esto)|desapunt\\S*|no me apunte[ns]? mas|(?:quit|sac|saqu|borr|desapunt)\\S*me de (?:esto|aqui)|(?:que me borren|borrenme|borreme|borrame|borradme)(?: $| ya| por favor)|no (?:quiero )?(?:estar|seguir) apuntad[ao]`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!no (?:quiero |quisiera |queremos |voy a |vamos a |pienso |me gustaria )?)(?:cancel\\S*|anul\\S*|suspend\\S*|quite[n]?(?:me)?|quitad|corte[n]?|cortad|cortar|paren|pare|parad|parar|detengan|detenga|detener|deten|desconect\\S*|desactiv\\S*|termin\\S*|finalic\\S*|interrump\\S*|retir\\S*|elimin\\S*|renunci\\S*)${G3}(?:${CALLS}|(?:esto|lo) de las llamadas)${ONE_CALL}|cancel(?:en|e|a|ar|ad)(?:lo|la)(?: $| ya| todo| por favor)|cancel\\S* esto`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?<!no (?:quiero |quisiera |queremos |voy a |vamos a |pienso |me gustaria )?)(?:dejar|dejemos|salir(?:me)?|me quiero salir|quiero salir(?:me)?|me salgo|abandonar|abandono)${G3}(?:el programa|del programa|el servicio|del servicio|esto de las llamadas|las llamadas|de las llamadas)${ONE_CALL}|(?:me quiero salir|quiero salirme|me salgo) de esto|(?:no|ya no) (?:quiero|deseo) (?:participar|seguir|continuar)${G3}(?:esto|en esto|con esto|el programa|las llamadas|el servicio|con las llamadas)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `no mas llamadas|(?:ya )?basta de (?:llamadas|llamar(?:me)?|tanta llamada)|nada (?:mas )?de llamadas(?! hoy| manana)|(?:ya esta bien|ya vale|ya basta|suficiente|bastante|harta|harto|cansad[ao]) (?:de|con) (?:tantas |estas |las |sus )?llamad\\S*|se acab(?:o|aron)${G3}llamadas|se termin(?:o|aron)${G3}llamadas|ya no mas llamadas|hasta aqui (?:las llamadas|llegamos)|ni una llamada mas|ultima (?:vez|llamada)${G3}(?:que )?(?:quiero que )?(?:me (?:llamen|llamais|llames|llamas|llama)|llamen)|(?:esto|lo) de (?:las llamadas|llamarme|que me llamen)${G5}(?:dejar\\S*|dejemos|no es para mi|se acabo|basta|terminar|ya no|cancel\\S*|no quiero|no lo quiero|no me gusta|no necesito|parar)|(?:llamadas|llamen|llamar|llame|cada dia|todos los dias|servicio|compania|por telefono)${G5}(?:dejelo|dejenlo|dejadlo|dejalo|(?<!(?:ahi|aqui|aca) )lo dejamos|lo podemos dejar|dejemoslo)|molest\\S*${G2}(?:en llamar\\S*|con (?:las |sus |estas )?llamadas)|(?:no le veo|no tiene|no le encuentro) (?:la )?(?:utilidad|sentido|gracia)${G3}(?:que me llamen|las llamadas|llamarme|estas llamadas)|no (?:pedi|he pedido) (?:estas|las|sus) llamadas`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?:dejeme|dejenme|dejame|dejadme) (?:en paz|tranquil[ao])(?: ya)?(?: por favor)?(?: $| adios| gracias)',
        ),
        confidence: 0.6,
      },
      {
        re: w(
          '(?:dejeme|dejenme|dejame|dejadme) (?:en paz|tranquil[ao]) con (?:las|tanta|estas|sus|tus) llamad\\S*',
        ),
        confidence: 0.85,
      },
      // Ending the daily talks; sending the calls to someone else.
      {
        re: w(
          `(?:dejemos|dejar|dejamos|terminar|terminemos|acabar|acabemos)${G3}(?:estas |las |nuestras )?(?:charlas|conversaciones)(?: diarias| de cada dia| de todos los dias)|no me (?:hable|hables|llame|llames)${G2}(?:diario|a diario|todos los dias|cada dia)|(?:llame|llamen|llamad|llamar)${G2}a otra persona${G5}(?:yo ya|que yo|estoy (?:bien|apanad[ao]))`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `no me (?:volvieran|volvieras|volviera|vuelvan|vuelva) a llamar|(?:llame|llamen|llamadas|llamar)${G8}se acabo|se acabo${G5}(?:lo de )?(?:las llamadas|llamarme)`,
        ),
        confidence: 0.85,
      },
      // Una pausa con su plazo: "no me llame en lo que queda de mes", "de aquí a Navidad no me
      // llames", "no me llames mientras estoy allí"; y una baja pedida con otras palabras:
      // "desconécteme de esto", "quitadme de eso".
      {
        re: w(
          `no me (?:llame|llames|llamen|llameis|llameis)${G3}(?:en lo que queda|hasta (?:el|la|que|despues|navidad|reyes|\\S+ que viene)|mientras|esta semana|este mes|estos dias|(?:manana|hoy) ni|durante|en (?:unos|unas|\\S+) (?:dias|semanas))|(?:de aqui a|hasta) \\S+(?: \\S+)? no me (?:llame|llames|llamen|llameis)|(?:desconecte|desconecteme|desconectame|desconectadme)(?: de)? (?:esto|eso|la lista|el servicio|las llamadas)|(?:quitadme|quiteme|quitame|borradme|borreme|borrame)(?: de (?:esto|eso|la lista|el servicio|las llamadas)| (?:la lista|el servicio|las llamadas))`,
        ),
        confidence: 0.85,
      },
      // "Déjalo por un tiempo", "mejor lo dejamos una temporada": about the calls most likely, so
      // asked first.
      {
        re: w(
          `(?:dejalo|dejelo|dejemoslo|dejadlo|lo dejamos|lo dejamos aqui)${G2}(?:por (?:un tiempo|ahora|el momento|una temporad\\S*)|una temporad\\S*|para siempre)|(?:dejes|deje|dejen|dejeis|dejar) de llamar(?:me)?${G2}(?:una temporad\\S*|un tiempo|unos dias|por ahora)`,
        ),
        confidence: 0.6,
      },
    ],
    resume_calls: [
      // "¿Me las puede volver a poner?": las llamadas, paradas, de las que se habla.
      {
        re: w(
          `(?:volver a ponerlas|volver a ponermelas|me las (?:vuelva|vuelve|vuelvas) a poner|ponerlas otra vez|ponermelas otra vez|reanudarlas|reanudelas|empezarlas otra vez)`,
        ),
        confidence: 0.6,
      },
      {
        re: w(
          `(?:(?:que me (?:volvais|vuelvan|vuelvas|vuelva)|(?:vuelvan|vuelva|vuelve|volved)me|me (?:vuelvan|vuelva|vuelve|volved)) a llamar|(?:que )?(?:volved|vuelvan|vuelva|vuelve|volvais|vuelvas) a (?:llamarme|telefonearme))${G3}(?:como antes|todos los dias|cada dia|otra vez|de nuevo|a diario)`,
        ),
        confidence: 0.85,
      },
      // Un "no me llame más" retirado: "no, mejor no, siga llamando nomás".
      {
        re: w(
          `(?<!(?:ni|deje de|dejen de) )(?<!(?<!mejor )no )(?<!(?:no quiero|no quieren|no hace falta|no necesito|ya no|nunca|no es necesario|no hay necesidad de|no tiene por que|no tienen por que|no hay por que)(?: \\S+){0,3} )(?:siga|sigan|sigue|seguir|continue|continuen|continua|continuar) (?:llamando(?:me)?|llamandome|con las llamadas)|no (?:deje|dejen|dejes) de llamar(?:me)?`,
        ),
        confidence: 0.85,
      },
      {
        // Una baja pedida antes, por un motivo que ya pasó: "había pedido que dejaran de llamarme
        // porque me iba a Córdoba, pero ya volví". Se pregunta antes.
        re: w(
          '(?:habia|habiamos|ya habia|le|les|os|te) (?:habia )?(?:pedido|dicho|pedi|dije) que (?:me )?(?:dejaran|dejasen|dejara|quitaran|pararan|no me llamaran)(?: \\S+){0,12} (?:pero|y) (?:ya )?(?:volvi|regrese|he vuelto|estoy de vuelta|ya estoy aqui|me arrepenti|me arrepiento|lo extrano|las extrano|los extrano)',
        ),
        confidence: 0.6,
      },
      {
        re: w(
          '(?<!(?:no|nunca)(?: ya)?(?: me)? )(?:se puede|puede|pueden|podria|podrian|podrias|quiero|quisiera) (?:que )?(?:me )?(?:vuelvan a |vuelva a |volver a )?(?:llamen|hablen|llame|hable|llamar|hablar)(?:me)? (?:otra vez |de nuevo )?(?:diario|a diario|todos los dias|cada dia|cada manana|como antes)|(?<!(?:no|nunca|ni)(?: \\S+){0,2} )que me (?:vuelvan?|volvais|volvieseis|volvierais|vuelvas) a (?:llamar|hablar)|(?:las|los) echo de menos|echo de menos (?:las|sus|vuestras) llamadas|me arrepiento de (?:haber )?(?:quitado|cancelado|parado)',
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `(?<!(?:no|nunca)(?: \\S+){0,3} )(?:vuelva[n]?|volver|vuelve(?= a llamarme| a las llamadas)|empiece[n]?|empezar|reanude[n]?|reanudar|retome[n]?|retomar|reactive[n]?|reactivar)${G3}(?:a llamar(?:me)?|las llamadas|a telefonear(?:me)?|llamadas)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!(?:no|nunca|ya no) )(?:quiero|quisiera|me gustaria)${G3}(?:las llamadas otra vez|que me vuelvan a llamar|que me llamen otra vez|que me llamen de nuevo|recuperar las llamadas)|he cambiado de opinion|cambie de opinion`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?<!(?:no|nunca|ni|basta|deja de|dejen de)(?: \\S+){0,3} )(?:(?:ponga|ponganme|poner|pongan|active|activen|activar|enciendan|encender|continuen|continuar|sigan|seguir)${G3}(?:otra vez |de nuevo )?(?:las llamadas|la llamada|el servicio|llamandome|lo de las llamadas)|(?:apuntame|apunteme|vuelvanme a apuntar|me vuelvan a poner|darme de alta|dame de alta|deme de alta)${G3}(?:otra vez|de nuevo|en la lista|a las llamadas|en las llamadas)?|(?:llamame|llameme|llamenme|(?:quiero|quisiera|gustaria|ahora si|si) que me (?:llamen|llames|llamaran|vuelvas a llamar|vuelvan a llamar)|me vuelvas a llamar|me vuelvan a llamar)${G3}(?:otra vez|de nuevo|como antes|todos los dias|cada dia)|(?:quiero|quisiera|me gustaria)${G3}(?:volver al servicio|volver a hablar contigo cada dia|recibir otra vez|que vuelvan|que sea como antes)|(?:me borre|dije que no me llamaran)${G5}(?:quiero volver|ahora si)|(?:retiro lo dicho|olvide lo que dije|lo he pensado mejor|me equivoque)${G5}(?:llam|seguir)|(?:ya no quiero que|no quiero que) (?:dejen de llamar|paren))`,
        ),
        confidence: 0.8,
      },
      // Being rung again, in its many forms.
      {
        re: w(
          `(?<!(?:no|nunca|ni|basta|deja de|dejen de)(?: \\S+){0,3} )(?:(?:(?:que|y|si|usted|ya) me|puede|pueden|podria|podrian) (?:llame|llamen|llamara|llamaran|llames|llamarme|volviera a llamar|volvieran a llamar|vuelva a llamar|vuelvas a llamar)|llamarme|llamenme|llameme|llamame)${G3}(?:otra vez|de nuevo|como antes|como hacia antes)|(?:pongame|ponganme|ponerme|vuelva a ponerme|vuelvan a ponerme|conectenme|conecteme|vuelva a apuntarme|vuelvan a apuntarme)${G3}(?:otra vez |de nuevo )?(?:las |la |a las )?(?:llamadas|llamaditas|llamada)|(?:me equivoque|lo he pensado mejor|lo pense mejor)${G8}(?:llamenme|llameme|llamame|quiero que me llam\\S*)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:echo|he echado|hemos echado) de menos${G3}(?:sus llamadas|tus llamadas|las llamadas|que me llam\\S*)|(?:que )?vuelva a sonar el telefono`,
        ),
        confidence: 0.7,
      },
    ],
    goodbye: [
      {
        re: w(
          // A goodbye said now, not told of ("le dije adiós a mi hermana"); "eso es todo" only ending
          // the turn; "comerme a besos" is no goodbye.
          // "Quede usted con Dios"; "buenos días" that ends a turn of thanks or of excuses ("no, gracias,
          // perdone usted la molestia, buenos días").
          // «Ahí luego le hablo» (México): hasta otra, no un recado. «Ya hablamos otro día»: lo mismo.
          '(?:ya|ya nos|ya te|ya le) (?:hablamos|hablaremos|llamamos|vemos)(?: (?:otro dia|otro ratito|otro rato|manana|luego|mas tarde|pronto|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo))?(?= $| (?:eh|ok|vale|bye|adios|chao|gracias|un beso|besos|cuidate|cuidese|mija|mijo|hija|hijo|carino|guapa|guapo)(?= |$))|(?:ahi |ya )?luego (?:le|te|les) (?:hablo|llamo|marco)(?= $| (?:eh|ok|vale|bye|adios|gracias|mija|mijo|hija|hijo|senorita|joven)(?= |$))|(?:ahi |ya )(?:le|te|les) (?:hablo|llamo|marco) (?:luego|despues|mas tarde|otro dia|manana)(?= $| (?:eh|ok|vale|bye|adios|gracias|mija|mijo|hija|hijo|senorita|joven|bendiciones|que dios|dios)(?= |$))|(?:quede|quedese|quedate|queda|vaya|vayase|ve) (?:usted )?con dios|(?:gracias|molestia|molestias|disculpe|perdone|disculpa|perdona)(?: \\S+){0,10} (?:buenos dias|buen dia|buenas tardes|buenas noches)(?= $| (?:digo|o sea|no|perdon) (?:buenos dias|buenas tardes|buenas noches)(?= )| (?:ay )?(?:que no se|ya ni se)(?= ))|' +
            '(?<!(?:^| )(?:sus|mis|tus|las|unas|muchas|con|de|y|sin|mandar|mando|manda|dar|doy|da|pido|pedir) )bendiciones(?= $)|(?<!(?<!lo que )(?:dije|dicho|decir|digo|decia) )(?:adios|adeu)(?! (?:a|al|a la|a los|a las) )|hasta luego|hasta lueguito|hasta otro (?:dia|rato|ratito)(?= $| (?:ho|maja|majo|guapa|guapo|hija|hijo|bonita|venga|eh|pues|chao|adios))|hasta otra(?= $)|(?<!(?:el|un|de) )bye(?: bye)?(?= $)|(?<!(?:sol[ao]|solita?|solit[ao]|esperando|aqui|encerrad[ao]|dormir|durmiendo|hasta) )hasta manana(?! (?:a las|a la|por la|temprano|no|tampoco))|hasta mananita|hasta otro dia(?= $| (?:que|y|adios|chao|chau|gracias)(?= |$))|(?<=(?:gracias|adios|hasta|venga|pues|bueno|dia) (?:\\S+ ){0,3})que (?:usted )?(?:lo|la) pase(?:s)? (?:bien|muy bien)(?= $)|hasta mana(?= $)|(?<=(?:gracias|joven|guapa|hija|hijo|senorita|querida|querido|mija|mijo|bueno|pues|ya me voy)(?: \\S+){0,8} )que (?:le|te|les) vaya (?:bonito|bien|muy bien)(?= $)|(?<=(?:^|gracias|venga|bueno|pues|vale|adios|chao|chau|entonces|guapa|hija|hijo|querida|querido|mija|mijo|carino|bonita|bonito|senorita) (?:\\S+ )?)hasta el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: entonces| que viene| pues)?(?= $| (?:y|adios|chao|chau|gracias|cuidate|cuidese)(?= |$))|hasta prontito|hasta pronto|hasta la proxima|hasta la vuelta|(?:que )?(?:dios|diosito) (?:te|la|lo|le|los) bendiga(?= $)|(?<=(?:te dejo|la dejo|le dejo|gracias|chao|chau|adios)(?: \\S+)? )bendiciones(?= $)|adeus|agur|abur|ata logo|ata mana|deica logo|(?:te|le|os) dejo(?= (?:ya|un bes\\S*|hasta|que (?:viene|me|tengo|llega|ya))| $|$)|(?:un )?besit\\S*(?= $|$)|un beso(?:te)?(?= $|$)|(?<!(?:viene|vienen|venga|vuelve|no|hasta|espera|esperar) )hasta otro dia|hasta otra(?= $)|buenas noches(?= (?:\\S+ ){0,2}$)|chao|(?<!y )chau|chaucito|chaito|agur|que (?:le|te|les) vaya (?:muy )?bien|que (?:andes|ande|este|estes) (?:muy )?bien(?= (?:\\S+ ){0,2}$)|que (?:tenga|tengas|pase|pases) (?:un |muy )?(?:bonito|buen|lindo|feliz) dia|(?<!(?:^| )(?:no|que no|cuando|si|donde|nunca|ya no|apenas) )nos vemos|(?:buenos dias|buen dia|buenas tardes|buenas noches) y (?:perdone|disculpe|perdona|disculpa)(?: usted)? (?:la|las) molestias?(?= $)|nos hablamos(?! (?:cada|todos|todas|desde|por|casi|mucho|poco|muy|a diario|siempre|de))|me tengo que ir|tengo que colgar|(?<!(?:^| )(?:donde|que|si|como|cuando) |(?:el|su|un|mi|tu|ese|este) (?:marido|esposo|novio|hombre|chico|amigo|hijo|nieto|padre|companero|yerno) |(?:la|su|una|esa|esta) (?:mujer|esposa|novia|chica|amiga|madre|companera|nuera) |(?:^| )(?:el|ella|ellos|ellas|se) )(?:te|le|la|lo) dejo(?= $| ya| que | tranquil\\S*| descansar| porque| pues| hasta| con (?:dios|su)| por hoy| por ahora| hija| hijo| mija| mijo| guap[ao]| carino| mi amor| amor| senora| senor| bonita| bonito| corazon)|eso es todo(?: por hoy)?(?: \\S+){0,2} $|ya esta por hoy|cuidese|cuidate|(?<!(?:dio|dieron|da|dan|di|daba|dado|darle|darme|dar) )un beso(?! de verdad| en la| en los| en el| y )|(?<!a )besos|adiosito|hasta otra|(?<=^ (?:(?:no|pues|bueno|vale|gracias) ){0,3})(?:nada mas|eso es todo)(?: (?:gracias|por hoy|por ahora))*(?= $)|me despido|cuelgo(?! (?:en|de|del|al|a) )|colgamos|(?:lo dejamos|dejemoslo|terminamos|vamos a terminar|lo dejamos) (?:aqui|aca|por hoy)|(?:ahi|aqui|aca) lo dejamos|terminamos por hoy|termino la llamada|tengo que dejarte|hablamos (?:luego|otro rato|manana|mas tarde)|eso era todo|(?:que )?dios (?:la|lo|te|le|me la|me lo|los|las) bendiga(?: \\S+){0,2} $|ya me voy(?= que | porque | pues | hija| mija| mijo| $)',
        ),
        confidence: 0.9,
      },
    ],
    set_reminder: [
      // «¿Me puede hacer uno de esos recordatorios?»: un recordatorio pedido, el qué y el cuándo después.
      {
        re: w(
          `(?:hacer|hacerme|poner|ponerme|dar|darme|mandar|mandarme) (?:uno|una) de (?:esos|sus|tus|estos|los) (?:recordatorios|avisos|avisitos)|(?:ayudar|ayudarme|ayude|ayudas|ayuda) con (?:unos|un par de|los|mis|dos) (?:recordatorios|avisos)`,
        ),
        confidence: 0.85,
      },
      // "…me lo recuerdas ese día a las once", "¿me avisas el jueves a las diez?": asked, tuteando.
      {
        re: w(
          `(?:me lo|me la|me los|me las) (?:recuerdas|avisas)(?= (?:ese|esa|el|la|a las?|manana|pasado|cada|todos|todas|hoy|esta|por la))|me (?:recuerdas|avisas) (?:ese dia|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|hoy|esta (?:tarde|noche)|a las?)`,
        ),
        confidence: 0.85,
      },
      // Asked in the subjunctive or the conditional: "que me lo recuerdes el jueves", "si me
      // pudieras avisar todos los días a las ocho", "quiero que me hable ese día para acordarme".
      {
        re: w(
          `(?:si|que) me (?:puede|puedes|podria|podrias|pudiera|pudieras|podra|podras|pueden|podrian) (?:usted |tu )?(?:recordar|avisar|llamar|hablar|dar un toque|marcar)|(?:que|si|puede|puedes|podria|podrias|pudiera|pudieras|podra|podras)(?: usted| tu)? me (?:lo |la |los |las )?(?:recuerde|recuerdes|recordara|recordaras|recordaria|recordarias|avise|avises|avisara|avisaras|avisar|avisaria|avisarias|recordar)(?! a (?:mi|tu|su|el|la|los|las) )|(?:quiero que|quisiera que|que|si) me (?:hable|hables|llame|llames|marque|marques|hablara|llamara|marcara|hablaras|llamaras)${G8}(?:para (?:acordarme|recordar\\S*|que no se me olvide|avisarme)|a las \\S+|en la manana|por la manana|temprano)`,
        ),
        confidence: 0.85,
      },
      // "¿Me podéis llamar a las cuatro de la tarde pa despertarme?": a call at an hour, for a reason.
      {
        re: w(
          `me (?:puede|puedes|podeis|pueden|podria|podrias|podriais|podrian) (?:usted |ustedes )?llamar${G5}(?:a las \\S+|esta tarde|manana|el \\S+)${G5}(?:para|pa) \\S+`,
        ),
        confidence: 0.85,
      },
      // "¿Me podría llamar todas las mañanas a las nueve?": una llamada diaria a una hora es un
      // recordatorio; para qué se pregunta luego.
      {
        re: w(
          `(?:llamar(?:me)?|llameme|llamame|llamenme|telefonearme|me (?:llame|llamen|llamas|llamara|llamaran))(?: \\S+){0,2} (?:todas las|todos los|cada) (?:mananas?|dias?|noches?|tardes?)(?: \\S+){0,2} a las? (?!hora (?:de siempre|habitual|de costumbre|que (?:sea|quiera|quieran|os venga|le venga))(?= ))\\S+`,
        ),
        confidence: 0.85,
      },
      // "¿Usted me puede hacer acordar?", "hágame acordar a las ocho" (Perú, Argentina).
      {
        re: w(
          `(?:hacer(?:me)? acordar|hagame acordar|hazme acordar|me (?:hace|haces|haga|hagas|haria|harias) acordar|me (?:puede|puedes|podria|podrias) hacer acordar)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          '(?<!me )recuerd(?:a|e)(?! que | a (?:mi|tu|su|el|la|los|las|cuando) )|recuerd(?:ame|eme|enme|ale)(?:lo|la|los|las)?|recordarme(?:lo|la)?|recordame(?:lo|la|los|las)?|acordame(?:lo|la)?|haceme acordar|(?:me lo|me la|me los|me las|me) (?:recordas|recordarias|avisas|avisarias)(?= )|(?<!(?:pusimos|pusieron|puso|puse|ponemos|ponen|pone|ponernos|ponerse|gusta|encanta|gustaba|encantaba|solemos|suelen|solia|solian|quedamos|quedan|estuvimos|estuvieron|estabamos) a )recordar(?!(?: \\S+){0,3} (?:de antes|viejos tiempos|tiempos|aquellos|cuando|de joven|de jovenes|de nin[ao]s?|el pasado|las fiestas|los carnavales))|recordarmel[oa]|recordarsel[oa]|recordatorio(?! (?:(?:ese|este) )?que (?:me|nos) (?:pones|pone|ponen|pones|haces|hace|mandas|manda|das|da|tenes|tienes|tiene)(?= ))|avis(?:a|e|ame|eme)|que no se me olvide|que no me olvide|me llama (?:a|manana|esta) \\S+ para|me podria recordar',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:ponme|pon|ponga|pongame|pusieras|pusiera|pusiese|pongas|me pongan|(?:puede|puedes|podria|podrias|pueden|podrian) (?:usted |tu )?poner(?:me)?)${G3}(?:un aviso|una alarma|la alarma|un recordatorio|uno de (?:esos|estos|los) (?:avisos|recordatorios)|que a las)|me (?:avisas|avisaras|recuerdas|recordara|recordaras|(?:puede|puedes|podria|podrias|podra|podras|quiere|quieres|querria|querrias) (?:usted |tu )?(?:avisar|recordar))(?! a (?:mi|tu|su|el|la) )|que me (?:recuerdes|recuerden|avises|avisen|recordaras|recordaran|recordara|avisaras|avisaran|avisara)|(?:pedir|pido|queria|quiero|necesito|quisiera) (?:es )?que(?: \\S+){0,3} me recuerde(?!n? a (?:mi|tu|su|el|la) )|(?:me )?(?:puede|podria|puedes|podrias) acordar|acuerdeme|acuerdame|recuerdamelo|avisarme a las|no me dejes olvidar|(?:todos los dias|cada dia) a las \\S+ lo de`,
        ),
        confidence: 0.85,
      },
      // "¿Me recuerda mañana a las nueve que viene el técnico?": con un cuándo, es un recordatorio.
      {
        re: w(
          'me (?:lo |la |los |las )?(?:recuerda|recuerdas|recordaria|recordarias) (?:usted |tu )?(?:manana|hoy|esta (?:tarde|noche)|pasado manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|a las|a la una|todos los dias|cada)',
        ),
        confidence: 0.85,
      },
      // Una llamada pedida para una hora y una cosa: "¿me puede llamar a las seis para el guiso?".
      {
        re: w(
          `(?:me (?:puede|podria|puedes|podrias) (?:usted )?(?:llamar|timbrar|telefonear|hablar)|(?:puede|pueden|podria|podrian|puedes|podrias|podra|podran)(?: \\S+){0,6} (?:llamarme|hablarme|telefonearme|timbrarme)|me (?:llamas|llamaras|llamarias|llamaria|llama usted)|que me (?:llames|llame usted|llamen|llamaras|llamara|timbres|timbre)|llameme|llamame|timbreme|timbrame|me timbra|me timbre)${G5}(?:a las|a la una|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|manana|esta tarde|esta noche|todos los|todas las|(?:en|por) las (?:noches|mananas|tardes)|cada (?:noche|manana|tarde))${G8}(?:para|pa|por lo de|por lo del|que)|(?:necesito|quiero|quisiera) que me (?:recuerde|recuerdes|avise|avises)|no me (?:deje|dejes) (?:olvidar|que se me olvide)`,
        ),
        confidence: 0.85,
      },
      // "¿Me das un toque a las cuatro y media?": a call at a time, for something left unsaid.
      {
        re: w(
          'me (?:das|da|daras|dara|puedes dar|puede dar|podrias dar|podria dar) un (?:toque|telefonazo|llamadita)',
        ),
        confidence: 0.7,
      },
    ],
    list_reminders: [
      // "Tú me tienes puesto un aviso por la tarde, lo del bingo, ¿verdad?": asking whether one is set.
      {
        re: w(
          `(?:me )?(?:tienes|tiene|teneis|tienen|has|ha|habeis|han) (?:puest[oa]s?|programad[oa]s?|apuntad[oa]s?) (?:un|una|el|la|los|las|unos|unas) (?:aviso|avisos|recordatorio|recordatorios|alarma|alarmas)(?: \\S+){0,12} (?:verdad|no|cierto|eh)(?= $)`,
        ),
        confidence: 0.8,
      },
      {
        re: w(`(?:que|cuales|digame|dime|lea|leame)${G3}(?:recordatorios)|mis recordatorios`),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:(?<!(?:tengo|tiene|tienes|tenemos|tenia|hay|habia|hemos|he|ha|ya|por|asi|para|lo|de|es|pero) )que(?! me (?:pusieras|pusiera|pusiese|pongas|ponga|pongan|avises|recuerdes|llames|des))(?! (?:voy|vamos|va|van|tengo que|hay que|tiene que) )|cuantos|cuantas|tengo(?! que )|hay(?! que )|dime|leeme|repiteme|lista de|sigue puesto)${G5}(?:recordatorios?|avisos?|alarmas|(?<!(?:tenia|tenias|tenian|habia|numero|telefono) )apuntad[ao]s?(?! (?:los|las|el|la|unos|unas|un|una|mis|tus|sus) )|pendiente|para hoy|para manana|para el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia|finde|fin de semana|\\d+))(?= |$)|(?:a que hora|cuando)${G3}(?:me ibas a avisar|me vas a avisar|lo de las \\S+ que me pusiste)|que te pedi que me recordaras|(?:que|cuales|cuantas|algo)${G2}(?:cosas |cosillas )?(?:me|le) (?:va|vas|van|tiene|tienes|tenia|tenias|iba|ibas|toca|tenga) (?:usted )?(?:a |que |a que |pa |para )?(?:recordar|avisar)|(?:que|cuales) (?:cosas )?me (?:recuerda|recuerdas|avisa|avisas) (?:usted|tu)|(?:que|algo que) me (?:tiene|tienes) (?:usted )?(?:puesto|programado|apuntado)${G2}(?:para|pa) (?:recordarme|avisarme)|(?:le|te) pedi que me (?:recordara|recordaras|avisara)|(?:lista|las cosas) (?:de las cosas )?que me (?:va|vas) a recordar`,
        ),
        confidence: 0.8,
      },
    ],
    cancel_reminder: [
      // Un recordatorio contado, y luego "ese ya me lo puede quitar": el recordatorio, no las llamadas.
      {
        re: w(
          `(?:ese|esa|eso|este) (?:ya )?(?:me )?(?:lo |la )?(?:puede|puedes|podes|podeis) (?:quitar|borrar|cancelar|dejar)|(?:puede|puedes|podes) (?:quitarme|quitar|borrar|cancelar) (?:ese|esa|ese aviso|ese recordatorio|el de \\S+)(?= $| ya| pues| gracias| por favor| tambien)`,
        ),
        confidence: 0.85,
      },
      // El aviso de cada día recordado ("¿te acordás que me avisabas todas las noches…?"), y luego
      // quitado: "sacalo, borralo".
      {
        re: w(
          `me (?:avisabas|avisaba|avisas|avisa|recordabas|recordaba|recuerdas|recuerda|llamabas|llamaba)${gap(16)}(?:sacalo|borralo|quitalo|sacala|borrala|quitala|cancelalo|cancelala|sacamelo|quitamelo|borramelo|sacalos|borralos|quitalos)`,
        ),
        confidence: 0.85,
      },
      // Lo nombrado y luego quitado ("lo del dentista bórralo, que ya fui ayer").
      {
        re: w(
          `(?:lo|eso|aquello) (?:de|del|de la|de los|de las) (?:\\S+ ){1,4}(?:borralo|borrala|borralos|quitalo|quitala|quitamelo|quitamela|cancelalo|cancelala|anulalo|anulala|eliminalo|eliminala)`,
        ),
        confidence: 0.85,
      },
      // "Ese me lo puede quitar": cuál, no se dice aquí; seguro solo si el turno anterior nombró un
      // recordatorio (understand.ts), si no se pregunta.
      {
        re: w(
          `(?:ese|esa|este|esta)(?: \\S+){0,2} (?:lo |la |me lo |me la |se lo )?(?:puede|puedes|pueden|podria|podrias) (?:quitar|borrar|cancelar|eliminar|sacar|anular)|(?:puede|puedes|podria|podrias) (?:quitar|borrar|cancelar|eliminar|sacar|anular)(?:lo|la|melo|mela)? (?:ese|esa|este|esta)(?: \\S+)?(?= $)`,
        ),
        confidence: 0.6,
      },
      // "Ese aviso de las plantas que me pusiste a las seis, quítamelo": el aviso nombrado, quitado.
      {
        re: w(
          `(?:ese|el|este|aquel|lo del|lo de|la de|esa) (?:aviso|recordatorio|alarma|llamada)(?: \\S+){0,14} (?:quitamelo|quitalo|quitala|quitamela|borralo|borrala|borramelo|cancelalo|cancelala|cancelamelo|eliminalo|anulalo|quitemelo|borremelo|quitelo|borrelo|cancelelo)`,
        ),
        confidence: 0.85,
      },
      // La llamada de un recordatorio que ya no hace falta: "ese de las ocho, lo del antibiótico, ya
      // no me llame para eso".
      {
        re: w(
          `no me (?:llame|llames|llamen)(?: \\S+){0,2} (?:para|por) (?:eso|esto|lo de|lo del|la pastilla|las pastillas|el jarabe|la cita|el antibiotico)`,
        ),
        confidence: 0.85,
      },
      // Dejar de recordar, dicho tal cual ("ya no hace falta que me lo recuerde", "deje de recordarme
      // el jarabe").
      {
        re: w(
          `ya no (?:hace falta|es necesario|necesito) que me (?:lo |la |los |las )?(?:recuerde|recuerdes|avise|avises|llame para)|(?:deje|dejen|deja) de (?:recordarme|recordarmelo|recordarmela|avisarme)|no me (?:lo |la )?(?:recuerde|recuerdes) (?:mas|ya)|ya no me (?:lo |la |los |las )?(?:recuerde|recuerdes|recuerden|avise|avises|avisen)(?= (?:lo de|lo del|la|el|los|las|de|del|mas|eso|nada)(?: |$))`,
        ),
        confidence: 0.85,
      },
      // "El aviso ese que me pusiste, sácalo, bórralo"; "eso, el de la vacuna, bórralo".
      {
        re: w(
          // "El aviso de la crema me lo quitas": the same with the pronoun before the verb.
          `(?:recordatorio|aviso|alarma)${G5}(?:borr|quit|sac|saqu|cancel|anul|elimin)[ae](?:me)?l[oa]|(?:el|la) de (?:la|el|los|las|mi|mis) \\S+${G2}(?:borr|quit|sac|saqu|cancel|anul|elimin)[ae](?:me)?l[oa]|(?:el|la|ese|esa) (?:del|de la|de los|de las|de mi|de mis)(?: \\S+){1,6} (?:borr|quit|sac|saqu|cancel|anul|elimin)[ae](?:me)?l[oa]|(?:recordatorio|aviso|alarma)${G5}me (?:lo|la) (?:borr|quit|sac|saqu|cancel|anul|elimin)(?:as|es|a|e)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:cancel\\S*|borr\\S*|quit\\S*|elimin\\S*|anul\\S*|olvide\\S*|desactiv\\S*|apag\\S*|saque\\S*|sacar\\S*|sacame\\S*|saca)${G3}(?:recordatorio|recordatorios|aviso|avisos)|ya no (?:hace falta|necesito) (?:que me recuerde|el recordatorio|ese recordatorio)|lo de (?:recordarme|que me recuerde\\S*|avisarme|que me avise\\S*)${G12}(?:ya no (?:me )?hace falta|ya no (?:lo )?necesito|quitalo|quitamelo|borralo|borramelo|sacalo|sacamelo|anulalo)|(?:recordatorio|recordatorios|aviso|avisos)${G12}(?:ya no (?:me )?(?:hace falta|sirve)|(?:lo|la|los) puede[ns]? quitar|(?:ya )?(?:sacamelo|sacalo|sacala|quitamelo|quitalo|quitala|borramelo|borralo|borrala|eliminalo|eliminala|anulalo|anulala)(?= |$))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:quita|quitalo|quite|quitame|quitamelo|borra|borralo|borrame|borramelo|anula|cancela|desactiva|saca|sacalo|sacame|sacamelo|saque|saquelo|saqueme|saquemelo)${G3}(?:todas las alarmas|todos mis avisos|la alarma|el aviso|lo de|lo del)|(?:ya no|no) me (?:avises|recuerdes|tienes que recordar)|no hace falta que me avises|deja de (?:recordarme|avisarme)|(?:el|ese|este) (?:aviso|recordatorio)${G5}(?:sobra|ya no hace falta|borralo|quitalo)|el que te dije antes${G2}borralo|lo de${G8}(?:quitalo|quitamelo|sacalo|sacamelo|saquelo|saquemelo|borralo|borramelo)`,
        ),
        confidence: 0.85,
      },
    ],
    remember: [
      {
        re: w(
          '(?:acuerdese|acuerdate|recuerde que|recuerda que|apunte|apunta|anote|anota|tome nota|toma nota|no se olvide|no te olvides|tenga en cuenta|(?:guarde|guarda)(?= (?:esto|eso|este dato|esta fecha|el dato|la fecha|en (?:la|su|tu) (?:memoria|cabeza|cabecita))))(?: de)?(?: que)?',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:que sepas|quiero que (?:apuntes|recuerdes|sepas|te quedes con esto)|que quede apuntado|que no se te olvide|que te acuerdes|no olvides|apuntate|apuntalo|ten presente|ten en cuenta|memoriza|guardate esto|recuerdalo para)(?: de)?(?: que)?`,
        ),
        confidence: 0.85,
      },
    ],
    weather: [
      {
        re: w(
          // Not a while ("hace tiempo que no voy", "mucho tiempo sin verla", "a tiempo").
          `(?:(?<!(?:hace|hacia|mucho|poco|bastante|cuanto|mismo|a|de|con) )(?<!hace (?:mucho|poco|bastante|un|algo de) )(?<!(?:tengo|tienes|tiene|tenemos|tienen|tenia|tener|hay) )tiempo(?! (?:que|sin|atras|libre))|pronostico|lluvia|llover|llueve|(?<!(?:es|eres|era|fue|sea|son|es como) (?:un|una) )sol|nieve|nevar|temperatura|paraguas|abrigo)${G5}(?:hoy|(?<!(?:hasta|de la|por la|a la|esta|cada|toda la) )manana|esta noche|esta tarde|esta semana|va a hacer|hara|hace|va a|previsto|necesito)|(?:que|como)${G2}(?:tiempo|temperatura) (?:hace|va a hacer|hara)|(?<!cuando )va a llover|el pronostico|el tiempo de (?:hoy|manana)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!cuando )(?:va a|hara|habra|van a|bajan|suben|subir|bajar)${G3}(?:llover|llove|nevar|helar|granizar|helada|hacer bueno|buen tiempo|bueno|calor|frio|viento|tormenta|niebla|las temperaturas|grados)|(?:hace|hay)${G2}(?:viento|calor|frio|niebla|tormenta)${G2}(?:hoy|manana|esta (?:tarde|noche)|el fin de semana)|hay alerta por calor|cuantos grados|la (?:maxima|minima) de hoy|(?<!(?:pues|entonces|asi que|bueno|ya|yo)(?: me)? )(?:me llevo|llevo|necesito) (?:el )?paraguas(?! (?:y (?:la|el) \\S+ )?(?:\\S+ )?(?:gracias|adios|hasta)| por si)|prevision de|como (?:esta|va a estar) el (?:tiempo|dia)|(?<!(?:que|porque|como|pues|ya|si) )(?:manana|el fin de semana|hoy) llueve(?! y no (?:se puede|puedo))`,
        ),
        confidence: 0.8,
      },
    ],
    repeat: [
      {
        // "¿Cómo dice?", not "mi hijo, que dice que solo no vuelvo", "como dice el refrán" nor "¿usted
        // qué dice?" (what do you think?).
        re: w(
          '(?:repita|repite|repetir|repitame|repiteme)|(?<!(?:^| )(?:usted|tu|y usted|y tu) )(?:como|que) (?:dice|dijo)(?! (?:que|eso|esto|lo|la|el|los|las|mi|mis|su|sus|tu|usted que|siempre|el refran|el dicho))|no (?:le |te )?(?:entendi|oi|escuche)|otra vez por favor|perdon $|(?<=^ (?:\\S+ ){0,3})(?:como|que) $|mande $|(?:quien|quien es) (?:es|habla|llama|me llama)(?: por favor)? $|con quien hablo|quien eres $',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?<!(?:numero|telefono|linea|sitio|cosa|sitio ese|numero ese) )(?:como|que) (?:dices|decias|dijiste|has dicho|me decias|era eso|me has preguntado|es lo que has dicho|era lo que me decias)|no (?:te|le) (?:he )?(?:entendido|entiendo)|no me he enterado|lo ultimo no lo entendi|(?:dilo|digalo|dimelo|vuelve a decirme|vuelva a decirme|volver a decirlo)(?: eso)?(?: otra vez| de nuevo)?|me (?:lo )?(?:repites|repite|explicas otra vez)|repitelo|mande usted|me distraje|no cai en lo que`,
        ),
        confidence: 0.85,
      },
    ],
    slower: [
      {
        re: w(
          // Not the heart or the pulse going slowly ("el corazón me va muy despacio").
          '(?<!(?:^| )(?:corazon|pulso|late|latia|respiro|respiracion|cura|cicatriza|va|iba|anda|andaba|camino|camina|autobus|tren|cola|medico|farmacia|enfermera|todo|herida)(?: \\S+){0,3} )(?:(?:mas )?despacio|mas lento)|muy rapido|demasiado rapido|habla(?:r|e)? (?:mas )?lento|no tan rapido',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:habla|hablas|habla usted|vas|va usted|me hablas|hablame)${G2}(?:muy |tan |mas )?(?:deprisa|ligero|rapido)|que deprisa habla|(?<!(?:voy|va|ando|anda|camino|camina) )(?:mas )?despacito|(?:con )?mas calma${G2}(?:que me lio|por favor)?|(?:habla|hable|hablame|hableme)${G2}(?:calmad[ao]|pausad[ao]|tranquil[ao])|frena un poco|vas embalad[ao]|no tan (?:deprisa|ligero)`,
        ),
        confidence: 0.85,
      },
    ],
    louder: [
      {
        re: w(
          '(?<!(?:puse|pongo|poner|subi|subo|subir|pone|sube)(?: \\S+){0,3} )mas alt[oa]|no (?:le |te )?oigo(?! (?:ni )?(?:el|la|los|las) (?:timbre|puerta|telefono|tele|television|radio|despertador|coche|camion))|no (?:le |te )?escucho(?! (?:ni )?(?:el|la|los|las) (?:timbre|puerta|telefono|tele|television|radio|despertador|coche|camion))|hable mas fuerte|(?<!(?:puse|pongo|poner|subi|subo|subir|pone|sube)(?: \\S+){0,3} )mas fuerte|estoy sord[ao]|no oigo bien|suba la voz|muy bajito',
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `no se (?:oye|escucha|te oye|le oye)|(?:se )?(?:te |le )?(?:oye|oigo|escucha|escucho) (?:muy )?(?:poco|bajo|bajito)|apenas (?:le |te )?(?:oigo|escucho)|(?:sube|suba|subir|alza|alce|levanta|levante) (?:un poco )?(?:la voz|el volumen)|mas volumen|(?:habla|hable) (?:alto|mas alto)|grita(?:me)?${G2}mas|no llevo el audifono`,
        ),
        confidence: 0.85,
      },
    ],
    screening: [
      {
        re: w(
          `(?:diga|indique|de|deje)${G3}(?:su )?nombre${G5}(?:motivo|razon|por que)|motivo de (?:su |la )?llamada|quien llama y por que|asistente de llamadas|filtrando`,
        ),
        confidence: 0.9,
      },
    ],
    ask_human: [
      {
        re: w(
          '(?:usted es|es usted|eres|tu eres) (?:una |un )?(?:persona|humano|humana|robot|maquina|computadora|ordenador|grabacion)(?: (?:de verdad|real))?|(?:hablo|estoy hablando) con (?:una |un )?(?:persona|maquina|robot|computadora|ordenador|humano|grabacion)(?: (?:de verdad|real))?|es (?:usted )?(?:de verdad|real)|es (?:un robot|una maquina|una grabacion|una persona de verdad)',
        ),
        confidence: 0.9,
      },
    ],
    call_later: [
      {
        re: w(
          `(?:llameme|llamame|llamenme|llamarme|(?<!(?:que|quien|cuando|no|nunca|tu|nadie) )me (?:llamas|llamais|llamarias)|(?<=^ (?:\\S+ )?)me llama(?:ria)?|me llama(?:ria)? usted|(?<!(?:mi|su|la|el|tu|mis|sus|los|las) \\S+ )(?<!(?:que|quien|cuando|no|nunca|tu|nadie|ella|el|ellos|ellas|siempre|ya) )me (?:llama|llamas|habla|hablas|marca|marcas)(?= (?:(?:mas bien|mejor|un poco|un poquito|algo) )?(?:mas tarde|mas tardecito|luego|otro rato|en otro momento|dentro de|en (?:un|una|media) (?:rato|ratito|ratico|hora|horita)))|me (?:puede|podria|pueden|podrian|puedes|podrias) (?:volver a )?llamar|vuelva a llamar(?:me)?|vuelvame a llamar|me (?:vuelves|vuelve) a llamar|vuelve a llamar(?:me)?|vuelveme a llamar|me (?:puede|podria|pueden|podrian|puedes|podrias) (?:volver a )?(?:hablar|marcar)|me (?:vuelves|vuelve) a (?:hablar|marcar)) (?:(?:mas bien|mejor|si eso|si acaso|mejor mas bien) )?(?:(?:un poco|un poquito|algo) )?(?:mas tarde|mas tardecito|luego|otro rato|en otro momento|despues|por la tarde|a la tarde|despues de (?:comer|almorzar|la siesta)|dentro de (?:un|una|media|\\S+) (?:rato|ratito|ratico|hora|horita|horas|minutos)|en (?:un|una|media) (?:rato|ratito|ratico|hora|horita)|esta tarde|esta noche)|hablamos (?:mas tarde|luego|despues|en otro momento)|ahora no (?:puedo hablar|es buen momento|me viene bien)`,
        ),
        confidence: 0.9,
      },
    ],
    voicemail: [
      {
        re: w(
          `(?<!(?:que|quiere|quieres|quiera|desea|puede|si) (?:le |me |te )?)(?:deje|dejeme|dejenos|dejame|dejanos) (?:su |un |tu )?(?:mensaje|mensajito|recado|recadito)|despues de la (?:senal|se.al|tono)|buzon de voz|contestador|no (?:esta|se encuentra) disponible|fuera de cobertura|apagado o fuera|el numero al que llama|^ (?:hola )?(?:has|ha) llamado (?:a|al) (?:casa|telefono|numero)|^ (?:hola )?(?:estas|esta|estais|estan) llamando (?:a|al) (?:casa|telefono|numero)|(?:ahora|ahora mismo|en este momento) no (?:podemos|puedo) (?:ponernos|ponerme|atender(?:te|le)?|contestar|coger el telefono|coger la llamada|tomar la llamada)|deja (?:tu |un )?(?:mensaje|recado)`,
        ),
        confidence: 0.9,
      },
    ],
  },
};
