// Spanish patterns (Spain and the Americas), on normalised speech without accents: "me cai",
// "no puedo levantarme" and "no me puedo levantar" alike.
import { gap, w, type LanguageRules } from './rule-engine.ts';

const G2 = gap(2);
const G3 = gap(3);
const G5 = gap(5);
const NOT = '(?:no (?:me )?(?:puedo|consigo|logro|soy capaz de)|me cuesta|imposible)';
const PERSON =
  '(?:el|ella|ellos|ellas|alguien|un hombre|una mujer|un desconocido|unos hombres|la cuidadora|el cuidador|mi hijo|mi hija|mi marido|mi esposo|mi esposa|mi mujer|mi nieto|mi sobrino|el vecino|la vecina|mi vecino|mi vecina)';

export const es: LanguageRules = {
  rewrites: [
    [/ (?:eh+|em+|este|pues|mira|oye|bueno|o sea|hija|hijo|mija|mijo|carino|mi vida|mi amor|corazon) /g, ' '],
    [/ (?:nueve uno uno) /g, ' 911 '],
  ],
  figurative: [
    w(
      '(?:me )?muero (?:de|por) (?:ganas|hambre|sed|frio|calor|risa|sueno|verte|aburrimiento|envidia|verguenza)|muerto de (?:risa|hambre|sed|frio|miedo|sueno|cansancio)|muerta de (?:risa|hambre|sed|frio|miedo|sueno|cansancio)|de muerte|a muerte',
    ),
    w('(?:me estan|me esta|me) matando(?: \\S+)?|mataria por (?:un|una|unos)'),
    w(
      '(?:caer|caigo|cai|cayo) en la cuenta|me cae (?:bien|mal|gordo)|se me cayo el alma|se me cae la cara|se cae de (?:sueno|viejo)',
    ),
    w('corazon de (?:oro|piedra|melon)|pechuga|de todo corazon'),
    w('fuego (?:lento|artificial|artificiales)|fuegos artificiales|(?:la |una )?chimenea|fogata|barbacoa'),
  ],
  negation: /(?:^| )(?:no|nunca|jamas|ni|sin|nada de|ningun|ninguna)(?: \S+){0,2} $/,
  media: w(
    'peliculas?|programas?|telenovelas?|novelas?|la tele|la television|las noticias|el noticiero|el telediario|documental|libro|historia|radio|serie|capitulo|en el periodico',
  ),
  resolved: w(
    '(?:la semana|el mes|el ano|el verano|el invierno|el otono|la primavera) (?:pasada?)|hace (?:\\S+ )?(?:anos|meses|semanas|dias|tiempo|mucho)|cuando era|de joven|de nina|de nino|(?:ya estoy bien|ya paso|todo bien|ya se me paso|estoy bien ahora|ya esta)|el medico (?:dijo|me dijo)|el doctor (?:dijo|me dijo)|salio todo bien|no fue nada',
  ),
  othersPast: w(`${PERSON}${G2}(?:tuvo|tenia|se cayo|le dio|fue|estuvo)`),
  urgent: w('ahora|ya mismo|rapido|otra vez|socorro|auxilio|ambulancia|911|112|ayudeme|ayudenme'),
  harmlessFire: w(
    'chimenea|encendi|encender|velas?|barbacoa|tostadas?|pan tostado|abri la ventana|todo bien|estufa de lena|fogata',
  ),
  intents: {
    emergency: [
      {
        re: w(
          `(?:me cai|me he caido|caida|resbale|me resbale|en el suelo|en el piso|tirada|tirado)${G5}${NOT}${G3}(?:levantar\\S*|parar\\S*|mover\\S*|incorporar\\S*|poner de pie|poner en pie)`,
        ),
        confidence: 0.95,
        kind: 'medical',
      },
      {
        re: w(`${NOT}${G2}(?:levantar\\S*|incorporar\\S*|poner de pie|poner en pie|parar\\S*)`),
        confidence: 0.75,
        kind: 'medical',
      },
      {
        re: w(
          '(?:estoy|sigo|me quede|llevo)(?: \\S+){0,2} (?:tirada|tirado|tumbada|tumbado|acostada|acostado|sentada|sentado)? ?en el (?:suelo|piso)',
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w('me (?:cai|he caido|acabo de caer|fui al suelo|resbale)|tuve una caida|me di un golpe'),
        confidence: 0.65,
        kind: 'medical',
      },
      {
        re: w('(?:las piernas|las rodillas) (?:me fallaron|no me sostienen|se me doblaron|me fallan)'),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:pecho|corazon|torax|esternon)${G5}(?:dolor|duele|presion|aprieta|oprime|opresion|apretado|peso|pesado|arde|ardor|quema|desbocado|late muy rapido|palpita)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:dolor|duele|presion|opresion|peso|ardor|aprieta|oprime)${G5}(?:pecho|corazon|torax|esternon)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:dolor|duele|dormido|hormigue\\S*|entumec\\S*|calambre)${G5}(?:por el|hacia el|hasta el|en el|hacia la|hasta la|en la|baja por el|sube a la) (?:brazo|mandibula|cuello|hombro)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      { re: w('ataque al corazon|infarto|ataque cardiaco'), confidence: 0.85, kind: 'medical' },
      {
        re: w(
          `(?:${NOT}|cuesta)${G2}(?:respirar|el aire|coger aire|recuperar el aliento)|me ahogo|me estoy ahogando|ahogando|me asfixio|sin aire|falta el aire|me falta el aire|me atragante|atragantad\\S*|garganta (?:se me )?(?:hincha|cierra|cerrando)|lengua hinchada`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      { re: w('fatigada|fatigado|sin aliento|me canso al respirar'), confidence: 0.55, kind: 'medical' },
      {
        re: w(
          `(?:cara|boca|sonrisa|labio|mejilla|parpado|ojo)${G3}(?:caida|caido|torcida|torcido|dormida|dormido|colgando|paralizad\\S*|floja|flojo|de lado|ladeada|se me cae|se me ha caido|se me va)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      { re: w('(?:un|el) lado de la cara|media cara'), confidence: 0.8, kind: 'medical' },
      {
        re: w(
          `(?:palabras|hablar|lengua|hablo|la voz)${G3}(?:mal|trabad\\S*|raras?|revuelt\\S*|no me salen|no salen|al reves|torpe|enredad\\S*|mezclad\\S*|pastosa)|no me salen las palabras|no puedo hablar bien|se me traba la lengua|no encuentro las palabras|arrastro las palabras`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:brazo|mano|dedos|lado|pierna)${G3}(?:debil|flojo|floja|muerto|muerta|dormido|dormida|no responde|no me responde|sin fuerza|paralizad\\S*|pesado|pesada|no lo siento|no la siento|no me obedece)`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(`${NOT}${G2}(?:levantar|mover|sentir|subir)${G2}(?:brazo|mano|pierna)`),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w('ictus|derrame cerebral|embolia|me (?:esta dando|dio) (?:algo|un ataque)'),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:de repente|de golpe|derepente|subitamente)${G5}(?:no veo|ciega|ciego|confundid\\S*|mareo|dolor de cabeza|dormid\\S*|no puedo caminar)|el peor dolor de cabeza|no veo nada`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          `(?:sangre|sangrando|sangro|sangra)${G5}(?:mucho|mucha|por todas partes|no para|no se corta|a chorros|no deja de)`,
        ),
        confidence: 0.9,
        kind: 'medical',
      },
      {
        re: w(
          `(?:golpe|golpee|pegue) (?:en )?la cabeza${G5}(?:sangr\\S*|mareo)|(?:corte|herida) (?:grande|profund\\S*|fea)`,
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          '(?:me desmaye|desmayo|me voy a desmayar|perdi el conocimiento|me dio un vahido|me estoy desmayando)',
        ),
        confidence: 0.8,
        kind: 'medical',
      },
      {
        re: w(
          `(?:temblando|tiemblo|sudando|sudor|sudores)${G5}(?:azucar|diabet\\S*|bajon|confundid\\S*)|bajada de azucar|se me bajo el azucar|tengo el azucar (?:muy )?baj\\S*|hipoglucemia`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: w(
          'mareada|mareado|todo me da vueltas|me encuentro muy mal|me siento muy mal|un dolor terrible|un dolor horrible',
        ),
        confidence: 0.55,
        kind: 'medical',
      },
      {
        re: w(
          `(?:tome|me tome|me he tomado|trague)${G3}(?:demasiadas|de mas|doble|todas las|toda la caja|el doble)${G3}(?:pastillas|pildoras|medicinas|dosis|comprimidos)?`,
        ),
        confidence: 0.85,
        kind: 'medical',
      },
      {
        re: /^ (?:socorro|auxilio|ayuda|ayudeme|ayudenme|ayudame|socorro socorro|ayuda ayuda|sos)(?: por favor| rapido| ya)* $/,
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w(
          'socorro|auxilio|(?:llamen|llame|llama|llamar|necesito|manden|mande|traigan)(?: \\S+){0,2} (?:una ambulancia|a los bomberos|los bomberos|a la policia|la policia|al 112|al 911|al medico ya|emergencias)',
        ),
        confidence: 0.95,
        kind: 'help',
      },
      {
        re: w('ayudeme|ayudenme|ayudame|necesito ayuda(?: ya| ahora| rapido| por favor)?'),
        confidence: 0.8,
        kind: 'help',
      },
      {
        re: w(
          `humo${G5}(?:por todas partes|sale|saliendo|llena|lleno|llenando|espeso|negro|no veo|pasillo|cocina|cuarto|escalera|casa|sube)`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          `(?:cocina|casa|pasillo|cuarto|salon|escalera|piso)${G3}(?:llen[ao] de|se llena de|se esta llenando de) humo`,
        ),
        confidence: 0.9,
        kind: 'fire',
      },
      {
        re: w(
          'hay (?:un )?(?:fuego|incendio)|se (?:prendio|incendio|quema|esta quemando)|en llamas|llamas|prendio fuego|se ha prendido|incendio|fuego fuego',
        ),
        confidence: 0.85,
        kind: 'fire',
      },
      { re: w(`(?:olor|huele|huelo)${G3}gas|fuga de gas|escape de gas`), confidence: 0.9, kind: 'fire' },
      {
        re: w(
          `huele a quemado|olor a quemado|(?:alarma|detector) (?:de humo )?${G3}(?:suena|sonando|pita|pitando)`,
        ),
        confidence: 0.7,
        kind: 'fire',
      },
      {
        re: w(
          `(?:alguien|un hombre|unos hombres|un desconocido|desconocidos|gente|un tipo|unos tipos|ladrones?)${G5}(?:en (?:mi|la) casa|en el jardin|abajo|arriba|forzando|intentando entrar|tratando de entrar|quiere entrar|se metio|se metieron|entro|entraron|en la ventana|rompiendo|dentro)`,
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          'ladrones?|intrus[oa]s?|me (?:han|estan) robando|robo en (?:mi|la) casa|forzaron la (?:puerta|ventana)|(?:han|ha) entrado (?:a robar|en casa|en mi casa)',
        ),
        confidence: 0.85,
        kind: 'intruder',
      },
      {
        re: w(
          `${PERSON}${G3}me (?:pega|pego|golpea|golpeo|empuja|empujo|amenaza|amenazo|hace dano|hizo dano|roba|robo|maltrata|encierra|encerro|agarro|ahorco)`,
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          'me (?:han|ha) (?:pegado|golpeado|robado|amenazado|atacado|empujado)|me (?:pegaron|atacaron|asaltaron|robaron|amenazaron)',
        ),
        confidence: 0.85,
        kind: 'harm_from_others',
      },
      {
        re: w(
          `(?:miedo|aterrad\\S*|asustad\\S*)${G3}(?:de el|de ella|de ellos|que me haga|que me pegue|por mi vida)`,
        ),
        confidence: 0.75,
        kind: 'harm_from_others',
      },
    ],
    self_harm: [
      {
        re: w(
          '(?:matarme|me voy a matar|me quiero matar|quitarme la vida|me quito la vida|suicidarme|me voy a suicidar|hacerme dano|me hago dano|cortarme|me corto|ahorcarme|tirarme (?:por|de|al|a las vias)|quitarme de en medio)',
        ),
        confidence: 0.95,
      },
      {
        re: w(
          '(?:acabar|terminar) con (?:todo|mi vida|esto|esta vida)|acabar de una vez|suicid\\S*|sobredosis',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:quiero|quisiera|queria|ganas de|deseo|lista para|listo para|preferiria|me gustaria|ojala)${G3}(?:morir\\S*|estar muert[ao]|desaparecer|irme (?:para siempre|de este mundo|ya)|dormirme para siempre|no estar)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no|ya no|ni) (?:quiero|tengo ganas de|tengo fuerzas para|me quedan ganas de|deseo)${G3}(?:vivir|seguir|seguir viviendo|levantarme|despertar\\S*|estar aqui|existir|continuar)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          'ojala no (?:me )?despert\\S*|no (?:volver a )?despertar(?:me)?|dormirme y no despertar|que no amanezca',
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:estarian|estaria|estarian todos|vivirian|irian) (?:mejor|mas tranquil\\S*|mas felices)${G3}(?:sin mi|si yo no estuviera|si me muero|si me muriera|cuando me muera|si me voy)`,
        ),
        confidence: 0.95,
      },
      {
        re: w(
          `(?:una carga|un estorbo|un peso|una molestia)${G5}(?:para (?:todos|mi familia|mis hijos|mi hija|mi hijo|ellos|ustedes))|soy (?:una carga|un estorbo|un peso)|estoy de mas|sobro`,
        ),
        confidence: 0.8,
      },
      {
        re: w(
          `(?:para que|no tiene sentido|no hay razon|ninguna razon|no vale la pena|de que sirve|que sentido tiene)${G5}(?:vivir|seguir|la vida|levantarme|estar aqui|todo esto|continuar)`,
        ),
        confidence: 0.85,
      },
      { re: w('para que seguir|de que sirve|que sentido tiene'), confidence: 0.5 },
      {
        re: w(
          'no puedo (?:mas|seguir|con esto|con la vida|aguantar mas)|ya no aguanto (?:mas|esta vida|vivir)|(?:cansad[ao]|harta|harto) de (?:vivir|la vida|todo|estar aqui)',
        ),
        confidence: 0.75,
      },
      {
        re: w(
          `(?:guardando|guardo|junte|juntando|acumulando|acumulo|escondiendo|escondo|ahorrando)${G3}(?:pastillas|pildoras|medicinas|comprimidos|somniferos|calmantes)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:reunirme|irme|estar)${G2}(?:con )?(?:mi )?(?:marido|esposo|esposa|mujer|el|ella|mama|papa)${G5}(?:pronto|cuanto antes|ya|en el cielo|alla arriba)`,
        ),
        confidence: 0.65,
      },
      {
        re: w(
          'nadie me echaria de menos|nadie me extranaria|nadie lo notaria|a nadie le importaria si me muero',
        ),
        confidence: 0.7,
      },
      {
        re: w(
          `(?:regalando|regale|regalar|repartiendo|reparti)${G3}(?:mis cosas|mis joyas|todo lo que tengo)${G5}(?:necesitar|irme|antes de)|no lo voy a necesitar (?:mas|donde voy)`,
        ),
        confidence: 0.75,
      },
      {
        re: w(`(?:deje|dejar|dejando|no voy a volver a) (?:de )?comer${G5}(?:morir|irme|acabar|consumir)`),
        confidence: 0.85,
      },
      {
        re: w('como lo haria|pienso en como hacerlo|pienso (?:mucho )?en (?:la muerte|morirme|irme)'),
        confidence: 0.7,
      },
      {
        re: w(
          'quiero morir(?:me)?|me quiero morir|dejadme morir|dejenme morir|prefiero estar muert[ao]|prefiero morir(?:me)?',
        ),
        confidence: 0.9,
      },
    ],
    stop_calls: [
      {
        re: w(
          `(?:deje[n]?|dejen|deja|para|pare[n]?|dejar|parar)${G2}de (?:llamar(?:me)?|telefonear(?:me)?|hacerme (?:estas )?llamadas)(?! (?:senora|senor|dona|don|abuela|por mi|asi))`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `no (?:me )?(?:llame[ns]?|llamen|llames|telefonee[ns]?)${G2}(?:mas|nunca mas|todos los dias|cada dia)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:no hace falta|no es necesario|no hay necesidad de|ya no hace falta)${G3}(?:que me llame[ns]?|que llame[ns]?|llamar(?:me)?|estas llamadas)(?! (?:hoy|luego|mas tarde))`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:preferiria|prefiero|me gustaria|quisiera)${G2}que no me (?:llame[ns]?|llamaran|llamasen|telefoneen)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:no|ya no) (?:quiero|necesito|deseo|me hacen falta)${G3}(?:mas )?(?:estas|las|sus|mas|ninguna)? ?(?:llamadas|servicio|que me llamen)`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:borre[n]?(?:me)?|quite[n]?(?:me)?|saque[n]?(?:me)?|elimine[n]?(?:me)?|den(?:me)? de baja)${G3}(?:de la lista|del servicio|de las llamadas|mi numero|mi nombre)?|darme de baja|me doy de baja|quitenme de la lista|borrenme de la lista`,
        ),
        confidence: 0.9,
      },
      {
        re: w(
          `(?:cancele[n]?|cancelar|anule[n]?|anular|suspenda[n]?|suspender|quite[n]?|corte[n]?)${G2}(?:las|estas|sus|mis) (?:llamadas|servicio)`,
        ),
        confidence: 0.9,
      },
      {
        re: w('no mas llamadas|basta de llamadas|se acabaron las llamadas|ya no mas llamadas'),
        confidence: 0.85,
      },
      {
        re: w('dejeme en paz|dejenme en paz|dejame en paz|dejenme tranquila|dejenme tranquilo'),
        confidence: 0.6,
      },
    ],
    resume_calls: [
      {
        re: w(
          `(?:vuelva[n]?|volver|vuelve|empiece[n]?|empezar|reanude[n]?|reanudar|retome[n]?|retomar|reactive[n]?|reactivar)${G3}(?:a llamar(?:me)?|las llamadas|a telefonear(?:me)?|llamadas)`,
        ),
        confidence: 0.85,
      },
      {
        re: w(
          `(?:quiero|quisiera|me gustaria)${G3}(?:las llamadas otra vez|que me vuelvan a llamar|que me llamen otra vez|que me llamen de nuevo|recuperar las llamadas)|he cambiado de opinion|cambie de opinion`,
        ),
        confidence: 0.8,
      },
    ],
    goodbye: [
      {
        re: w(
          'adios|hasta luego|hasta manana|hasta pronto|hasta la proxima|buenas noches|chao|chau|nos vemos|nos hablamos|me tengo que ir|tengo que colgar|te dejo|le dejo|la dejo|lo dejo|eso es todo|ya esta por hoy|cuidese|cuidate|un beso|besos',
        ),
        confidence: 0.9,
      },
    ],
    set_reminder: [
      {
        re: w(
          'recuerd(?:a|e|ame|eme|enme|ale)|recordar(?:me)?|recordatorio|avis(?:a|e|ame|eme)|que no se me olvide|que no me olvide|me llama (?:a|manana|esta) \\S+ para|me podria recordar',
        ),
        confidence: 0.85,
      },
    ],
    list_reminders: [
      {
        re: w(`(?:que|cuales|digame|dime|lea|leame)${G3}(?:recordatorios)|mis recordatorios`),
        confidence: 0.9,
      },
    ],
    cancel_reminder: [
      {
        re: w(
          `(?:cancel\\S*|borr\\S*|quit\\S*|elimin\\S*|anul\\S*|olvide\\S*)${G3}(?:recordatorio|recordatorios|aviso)|ya no (?:hace falta|necesito) (?:que me recuerde|el recordatorio|ese recordatorio)`,
        ),
        confidence: 0.9,
      },
    ],
    remember: [
      {
        re: w(
          '(?:acuerdese|acuerdate|recuerde que|recuerda que|apunte|apunta|anote|anota|tome nota|toma nota|no se olvide|no te olvides|tenga en cuenta|guarde|guarda)(?: de)?(?: que)?',
        ),
        confidence: 0.85,
      },
    ],
    weather: [
      {
        re: w(
          `(?:tiempo|pronostico|lluvia|llover|llueve|sol|nieve|nevar|temperatura|frio|calor|paraguas|abrigo)${G5}(?:hoy|manana|esta noche|esta tarde|esta semana|va a hacer|hara|hace|va a|previsto|necesito)|(?:que|como)${G2}(?:tiempo|temperatura) (?:hace|va a hacer|hara)|va a llover|el pronostico|el tiempo de (?:hoy|manana)`,
        ),
        confidence: 0.85,
      },
    ],
    repeat: [
      {
        re: w(
          '(?:repita|repite|repetir|repitame|repiteme)|como dice|que dijo|que dice|no (?:le |te )?(?:entendi|oi|escuche)|otra vez por favor|perdon $|como $|que $|mande $',
        ),
        confidence: 0.85,
      },
    ],
    slower: [
      {
        re: w(
          '(?:mas )?despacio|mas lento|muy rapido|demasiado rapido|habla(?:r|e)? (?:mas )?lento|no tan rapido',
        ),
        confidence: 0.85,
      },
    ],
    louder: [
      {
        re: w(
          'mas alto|no (?:le |te )?oigo|no (?:le |te )?escucho|hable mas fuerte|mas fuerte|estoy sord[ao]|no oigo bien|suba la voz|muy bajito',
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
    voicemail: [
      {
        re: w(
          `deje (?:su |un )?mensaje|despues de la (?:senal|se.al|tono)|buzon de voz|contestador|no (?:esta|se encuentra) disponible|fuera de cobertura|apagado o fuera|el numero al que llama`,
        ),
        confidence: 0.9,
      },
    ],
  },
};
