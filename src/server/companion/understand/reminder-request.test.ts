import { beforeAll, describe, expect, it } from 'vitest';
import { WARM_TIMEOUT_MS, warmClassifiers } from './warm-classifiers.ts';
import { parseReminderRequest, parseReminderRequests, purposeSaid } from './reminder-request.ts';
import { understand } from './understand.ts';

// Monday 23 November 2026, 10:00 in New York.
const at = { now: new Date('2026-11-23T15:00:00Z'), timeZone: 'America/New_York' };

beforeAll(() => warmClassifiers(), WARM_TIMEOUT_MS);
describe('parseReminderRequest', () => {
  it.each([
    ['en', 'Remind me to take my pills at 8 pm', 'take your pills', '20:00', 'once', null],
    [
      'en',
      "remind me that I'm seeing the doctor tomorrow at nine thirty",
      "you're seeing the doctor",
      '09:30',
      'once',
      '2026-11-24',
    ],
    [
      'en',
      'could you remind me every day at 9 to water my plants',
      'water your plants',
      '09:00',
      'daily',
      null,
    ],
    [
      'fr',
      'rappelez-moi de prendre mes cachets demain à 9 heures',
      'prendre vos cachets',
      '09:00',
      'once',
      '2026-11-24',
    ],
    [
      'es',
      'recuérdame tomar mis pastillas a las ocho de la noche',
      'tomar sus pastillas',
      '20:00',
      'once',
      null,
    ],
  ] as const)('%s: %s', (language, said, text, time, repeat, date) => {
    const r = parseReminderRequest(said, language, at);
    expect(r.time).toBe(time);
    expect(r.repeat).toBe(repeat);
    expect(r.date).toBe(date);
    expect(r.text?.toLowerCase()).toContain(text);
  });

  // Times and repeats as they are said: a dropped g, "o'clock" with no "at", "tous les soirs",
  // "to' los días".
  it.each([
    ['en', "Remind me every evenin' at eight o'clock to take my heart tablet", '20:00', 'daily'],
    ['en', "I'd like a reminder every day, seven o'clock in the morning, for my eye drops", '07:00', 'daily'],
    ['fr', 'Rappelez-moi tous les soirs à neuf heures de fermer les volets', '21:00', 'daily'],
    ['es', "Recuérdame to' los días a las nueve de la noche lo de las gotas", '21:00', 'daily'],
    ['es', "Avísame pa' la pastilla to los días a las ocho y media de la mañana", '08:30', 'daily'],
    ['fr', 'Vous me rappelez tous les soirs à dix heures moins le quart de fermer le gaz', '21:45', 'daily'],
    ['fr', "Rappelez-moi à midi moins dix d'appeler le kiné", '11:50', 'once'],
    ['es', 'Recuérdame a las nueve menos cuarto de la noche lo de la crema', '20:45', 'once'],
    ['es', 'Necesito que me recuerde las gotas todas las noches a las nueve', '21:00', 'daily'],
    ['fr', 'Tous les midis, faites-moi penser à mes comprimés', '12:00', 'daily'],
  ] as const)('%s: %s', (language, said, time, repeat) => {
    const r = parseReminderRequest(said, language, at);
    expect(r.time).toBe(time);
    expect(r.repeat).toBe(repeat);
  });

  it('says back a word with an accent before "me" whole: "crème", "problème"', () => {
    expect(parseReminderRequest('Rappelez-moi ce soir de mettre ma crème', 'fr', at).text).toBe(
      'mettre votre crème',
    );
    expect(parseReminderRequest('Rappelez-moi demain du problème de ma télé', 'fr', at).text).toContain(
      'problème',
    );
  });

  it('keeps the time empty when none was said, so the companion asks for it', () => {
    const r = parseReminderRequest('remind me to call my sister', 'en', at);
    expect(r.time).toBeNull();
    expect(r.text).toBe('call your sister');
  });
});

describe('what to remind of, and when, in a longer turn', () => {
  it.each([
    // The day said with the request, not the one said before it; the reminder is what follows it.
    [
      'en',
      'My son visits on Friday, so remind me on Thursday afternoon to change the sheets',
      'change the sheets',
      '15:00',
      '2026-11-26',
    ],
    [
      'fr',
      'Mon fils vient vendredi, rappelez-moi jeudi à 15 heures de changer les draps',
      'changer les draps',
      '15:00',
      '2026-11-26',
    ],
    [
      'es',
      'Mi hijo viene el viernes, recuérdame el jueves a las tres de la tarde cambiar las sábanas',
      'cambiar las sábanas',
      '15:00',
      '2026-11-26',
    ],
    // Said before the request, nothing after it but a courtesy.
    [
      'en',
      'Ring the chemist at ten tomorrow, would you remind me please',
      'Ring the chemist',
      '10:00',
      '2026-11-24',
    ],
    // A bare hour from one to seven is in the afternoon: the calls are between 8:00 and 21:00.
    ['en', 'remind me at 4 to put the bins out', 'put the bins out', '16:00', null],
    ['es', 'recuérdame a las seis regar las macetas', 'regar las macetas', '18:00', null],
    // Unless the morning is said ("de la mañana" is the morning; "mañana" alone is tomorrow).
    ['es', 'recuérdame mañana a las siete de la mañana la insulina', 'la insulina', '07:00', '2026-11-24'],
    ['fr', 'rappelez-moi à 7 heures du matin de sortir le chien', 'sortir le chien', '07:00', null],
    // Whole words only at the edges: "potato", "d'aller", "tortilla" keep their endings.
    ['en', 'remind me to buy a potato at 5 pm', 'buy a potato', '17:00', null],
    ['fr', "rappelez-moi ce soir d'aller fermer le portail", 'aller fermer le portail', '19:00', null],
    ['es', 'recuérdame esta noche hacer la tortilla', 'hacer la tortilla', '19:00', null],
    // A polite request, and a weekday whose hour has already gone today (Monday 10:00): next week.
    [
      'es',
      '¿Me podría recordar el lunes a las nueve de la mañana pedir cita?',
      'pedir cita',
      '09:00',
      '2026-11-30',
    ],
    [
      'en',
      'remind me on Monday at 8 in the morning to order the prescription',
      'order the prescription',
      '08:00',
      '2026-11-30',
    ],
    // "Every morning" and its like are said of the time, never part of the reminder.
    ['en', 'remind me every evening to lock the back door', 'lock the back door', '19:00', null],
    ['fr', 'rappelez-moi tous les soirs de fermer les volets', 'fermer les volets', '19:00', null],
    ['es', 'recuérdame todas las noches cerrar el gas', 'cerrar el gas', '19:00', null],
    // The little words that lead into a date go with it.
    [
      'en',
      'can you remind me about the optician on the 9th of December at 11',
      'the optician',
      '11:00',
      '2026-12-09',
    ],
    ['fr', "rappelez-moi le 9 décembre à 11 heures l'opticien", "l'opticien", '11:00', '2026-12-09'],
    ['en', 'nudge me at twenty past four to ring Betty', 'ring Betty', '16:20', null],
    // A day said again in other words ("that's the day after tomorrow") goes with the day.
    [
      'en',
      "remind me the chiropodist comes thursday, that's the 26th, for my feet, at two",
      'the chiropodist comes, for your feet',
      '14:00',
      '2026-11-26',
    ],
    [
      'fr',
      "rappelez-moi que la pédicure vient mercredi, c'est-à-dire après-demain, à quatorze heures",
      'la pédicure vient',
      '14:00',
      '2026-11-25',
    ],
    [
      'es',
      'recuérdame que viene el podólogo el miércoles, o sea pasado mañana, a las dos',
      'viene el podólogo',
      '14:00',
      '2026-11-25',
    ],
  ] as const)('%s: %s', (language, said, text, time, date) => {
    const r = parseReminderRequest(said, language, at);
    expect({ text: r.text, time: r.time, date: r.date }).toEqual({ text, time, date });
  });
});

describe('spoken English times', () => {
  it.each([
    ['at nine thirty five', '09:35'],
    ['at six forty-five in the evening', '18:45'],
    ['at half past seven in the morning', '07:30'],
    ['at a quarter to twelve', '11:45'],
    ['at seven o five pm', '19:05'],
  ])('remind me to ring Jean %s → %s', (when, time) => {
    expect(parseReminderRequest(`remind me to ring Jean ${when}`, 'en', at).time).toBe(time);
  });
  it('ends what it is for with its sentence, keeps "tonight" when another day is only mentioned, and reads "is it possible to"', () => {
    expect(
      parseReminderRequest('My pills at eight tonight, would you remind me? I always forget them', 'en', at),
    ).toMatchObject({ text: 'your pills', time: '20:00', repeat: 'once' });
    const tonight = parseReminderRequest(
      'Recuérdeme solo esta noche la pastilla, que mañana viene mi nuera',
      'es',
      at,
    );
    expect(tonight.date === null || tonight.date === '2026-11-23').toBe(true);
    expect(tonight.time).toBe('19:00');
    expect(
      parseReminderRequest('is it possible to remind me to phone the bank at three', 'en', at),
    ).toMatchObject({ text: 'phone the bank', time: '15:00' });
  });

  it('takes the time and the thing from the turn before when the request has neither', () => {
    const u = understand('Could you remind me at that time?', 'en', {
      expecting: null,
      ...at,
      previousUserText: 'My eye drops go in every evening at half seven.',
    });
    expect(u.reminder).toMatchObject({ time: '19:30', repeat: 'daily' });
    expect(u.reminder?.text).toContain('eye drops');
  });
  it('takes "that day" for the day named with the appointment, and the appointment as the reminder', () => {
    // Monday 23 November: Friday is the 27th.
    expect(
      parseReminderRequest(
        'On Friday I have the optician at two, could you ring me that day at nine to remind me',
        'en',
        at,
      ),
    ).toMatchObject({ text: 'you have the optician', time: '09:00', date: '2026-11-27' });
    expect(
      parseReminderRequest(
        "Vendredi j'ai le kiné à trois heures, vous pourriez me le rappeler ce jour-là à neuf heures ?",
        'fr',
        at,
      ),
    ).toMatchObject({ text: 'vous avez le kiné', time: '09:00', date: '2026-11-27' });
    expect(
      parseReminderRequest(
        'El viernes tengo el podólogo a las cuatro, ¿me puede llamar ese mismo día a las nueve de la mañana para recordármelo?',
        'es',
        at,
      ),
    ).toMatchObject({ text: 'tiene el podólogo', time: '09:00', date: '2026-11-27' });
  });

  it('takes "remind me of that too" for what was just said, in three languages', () => {
    expect(
      parseReminderRequest("and on Friday at ten I've got the hairdresser, remind me of that too", 'en', at),
    ).toMatchObject({ text: "you've got the hairdresser", time: '10:00', date: '2026-11-27' });
    expect(
      parseReminderRequest(
        "Et puis vendredi à dix heures j'ai la coiffeuse, rappelez-le-moi aussi",
        'fr',
        at,
      ),
    ).toMatchObject({ text: 'vous avez la coiffeuse', time: '10:00', date: '2026-11-27' });
    expect(
      parseReminderRequest('y el viernes a las diez tengo la peluquería, recuérdemelo también', 'es', at),
    ).toMatchObject({ text: 'tiene la peluquería', time: '10:00', date: '2026-11-27' });
  });

  it('reads "a las diez de la mañana" as the morning, not as tomorrow', () => {
    expect(
      parseReminderRequest('recuérdeme a las diez de la mañana regar las plantas', 'es', at),
    ).toMatchObject({
      text: 'regar las plantas',
      time: '10:00',
      date: null,
    });
    // Tomorrow said, it is tomorrow.
    expect(
      parseReminderRequest('recuérdeme mañana a las diez de la mañana regar las plantas', 'es', at),
    ).toMatchObject({ time: '10:00', date: '2026-11-24' });
  });

  it('hears a ring asked for after its time, and says "me tablets" back as "your tablets"', () => {
    const heard = understand('every morning at half nine, for me eye drops, could you give me a bell', 'en', {
      expecting: null,
      ...at,
    });
    expect(heard.intents[0]).toMatchObject({ intent: 'set_reminder' });
    expect(heard.reminder).toMatchObject({ text: 'your eye drops', time: '09:30', repeat: 'daily' });
    expect(parseReminderRequest('remind me to phone me grandson at four', 'en', at)).toMatchObject({
      text: 'phone your grandson',
      time: '16:00',
    });
    // Somebody else's promise to ring is no reminder.
    const son = understand('tomorrow at ten my son will give me a ring', 'en', { expecting: null, ...at });
    expect(son.intents.map((h) => h.intent)).not.toContain('set_reminder');
  });

  it('takes what follows a request that ended its sentence after only a "mire" or "well love", and drops "otra cosita:"', () => {
    expect(
      parseReminderRequest(
        'Mire, ¿me avisa mañana a las diez? Que viene el fontanero por lo del grifo',
        'es',
        at,
      ),
    ).toMatchObject({ text: 'viene el fontanero por lo del grifo', time: '10:00', date: '2026-11-24' });
    expect(
      parseReminderRequest(
        'Well love, could you remind me at four? The optician is ringing about my glasses',
        'en',
        at,
      ),
    ).toMatchObject({ text: 'The optician is ringing about your glasses', time: '16:00' });
    expect(
      parseReminderRequest('Y una cosita más: el jueves a las once, que tengo la peluquería', 'es', at),
    ).toMatchObject({ text: 'tiene la peluquería', time: '11:00' });
  });

  it('leaves out what is said about forgetting, and a request said at length, from what is said back; "now" is no time', () => {
    expect(
      parseReminderRequest(
        'can you remind me to take me water tablet tomorrow at nine, I keep forgetting it',
        'en',
        at,
      ),
    ).toMatchObject({ text: 'take your water tablet', time: '09:00' });
    expect(
      parseReminderRequest(
        'le spray, faut que je le prenne tous les soirs à huit heures, je l’oublie une fois sur deux. vous pourriez me le rappeler ?',
        'fr',
        at,
      ).text,
    ).not.toMatch(/oublie/);
    expect(
      parseReminderRequest(
        'Quería que me pusieras un aviso para las gotas de los ojos a las siete y media, que si no se me pasa',
        'es',
        at,
      ),
    ).toMatchObject({ text: 'las gotas de los ojos', time: '19:30' });
    // "Don't forget the milk" is the errand itself.
    expect(parseReminderRequest('remind me at four not to forget the milk', 'en', at).text).toMatch(/milk/);
    expect(parseReminderRequest('oh never mind, bye now', 'en', at).time).toBeNull();
  });

  it('reads two reminders asked for in one breath, each with its own time, day and repeat', () => {
    expect(
      parseReminderRequests(
        "oui, les deux. demain à quatorze heures le coiffeur, et tous les jours à huit heures la tension. c'est ça",
        'fr',
        at,
      ),
    ).toEqual([
      { text: 'le coiffeur', time: '14:00', repeat: 'once', date: '2026-11-24' },
      // "Huit heures", no morning said: eight in the morning, marked as such.
      { text: 'la tension', time: '08:00', repeat: 'daily', date: null, ampmUnsaid: true },
    ]);
    expect(
      parseReminderRequests('remind me to take my pills at eight and to ring Mary at eleven', 'en', at).map(
        (r) => [r.text, r.time],
      ),
    ).toEqual([
      ['take your pills', '08:00'],
      ['ring Mary', '11:00'],
    ]);
    // "Once y media", "huit heures et demie", "bread and butter": one reminder each.
    for (const [language, text] of [
      [
        'es',
        'El jueves tengo cita con el cardiólogo a las once y media, ¿me puedes llamar ese día a las diez?',
      ],
      ['fr', 'rappelez-moi mes gouttes à huit heures et demie'],
      ['en', 'remind me at ten to take the bread and butter out'],
    ] as const)
      expect(parseReminderRequests(text, language, at), text).toHaveLength(1);
    expect(parseReminderRequest('remind me at ten to take the bread and butter out', 'en', at).text).toBe(
      'take the bread and butter out',
    );
    // An appointment's hour told first, and then a call asked for to be reminded of it: one
    // reminder, at the hour of the call.
    const told = parseReminderRequests(
      "mercredi j'ai le kiné à dix heures et j'oublie tout, alors téléphonez-moi mercredi à huit heures pour me le rappeler",
      'fr',
      at,
    );
    expect(told.map((r) => r.time)).toEqual(['08:00']);
    // An evening denied is no evening: "nine in the morning, not the evening".
    expect(
      parseReminderRequest('après-demain à 9h le podologue, neuf heures du matin hein, pas du soir', 'fr', at)
        .time,
    ).toBe('09:00');
  });
});

describe('reminders asked for in regional speech', () => {
  it("reads \"ever' mornin'\" as every morning, \"o'clock'd\" as o'clock, and the thing forgotten before the request as what it is for", () => {
    const daily = parseReminderRequest(
      "could you do me a favour. I keep a-forgettin' my water tablet. could you ring and remind me ever' mornin'",
      'en',
      at,
    );
    expect(daily).toMatchObject({ repeat: 'daily', approximate: true });
    expect(daily.text).toContain('water tablet');
    expect(daily.text).not.toContain('favour');
    expect(parseReminderRequest("nine o'clock'd do me fine", 'en', at).time).toBe('09:00');
    expect(
      parseReminderRequest(
        'tous les soirs à huit heures tu me téléphones pour le cachet de la tension',
        'fr',
        at,
      ),
    ).toMatchObject({ text: 'le cachet de la tension', time: '20:00', repeat: 'daily' });
    expect(
      parseReminderRequest('hágame acordar mañana a las ocho lo del cardiólogo', 'es', at),
    ).toMatchObject({
      time: '08:00',
      date: '2026-11-24',
    });
  });
});

describe("an hour taken back, or told as the thing's own (the o sets)", () => {
  it('takes the hour said after a correction, not one denied or given as a reason', () => {
    expect(
      parseReminderRequest(
        '¿me puede llamar el jueves a las nueve para lo de la pensión? no, espere, a las nueve no, a las diez, que a las nueve todavía estoy en la ducha',
        'es',
        at,
      ),
    ).toMatchObject({ time: '10:00', date: '2026-11-26' });
    expect(
      parseReminderRequest(
        'rappelez-moi jeudi à neuf heures pour la pharmacie... non, pas neuf heures, dix heures, à neuf heures je suis encore au lit',
        'fr',
        at,
      ),
    ).toMatchObject({ time: '10:00', date: '2026-11-26' });
    expect(
      parseReminderRequest('remind me tomorrow at nine to ring the bank, no, at ten', 'en', at),
    ).toMatchObject({
      text: 'ring the bank',
      time: '10:00',
    });
    // Somebody else's hour, taken back: the first one stands.
    expect(
      parseReminderRequest(
        'todos los días a las doce para la insulina. mi hijo dice que a las doce y media, pero no, el médico dijo a las doce',
        'es',
        at,
      ),
    ).toMatchObject({ time: '12:00', repeat: 'daily' });
  });

  it('asks when to call for an appointment whose own hour follows the request', () => {
    expect(
      parseReminderRequest(
        'je voudrais que vous me rappeliez après-demain, mercredi, pour mon rendez-vous chez le dentiste. il est à onze heures',
        'fr',
        at,
      ),
    ).toMatchObject({ text: 'votre rendez-vous chez le dentiste', time: null });
    expect(
      parseReminderRequest('remind me about the hairdresser tomorrow, it is at two', 'en', at),
    ).toMatchObject({
      text: 'the hairdresser',
      time: null,
    });
  });
});

describe('the r sets: reminders as people ask for them', () => {
  const heard = (text: string, language: 'en' | 'fr' | 'es', previousUserText?: string) =>
    understand(text, language, { expecting: null, ...at, previousUserText });

  it('reads "que vous m\'appeliez la veille, le 2 décembre" as a request for the date said', () => {
    const u = heard(
      "j'aimerais que vous m'appeliez la veille, le 2 décembre, pour ne pas manger après le souper, mettons à six heures du soir",
      'fr',
    );
    expect(u.intents.find((h) => h.intent === 'set_reminder')?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(u.reminder).toMatchObject({ time: '18:00', date: '2026-12-02', repeat: 'once' });
  });

  it('hears "recuérdemelo a las cinco", and reads "las dos" said of two reminders as both, not two o\'clock', () => {
    const it1 = heard('recuérdemelo a las cinco de la tarde', 'es', 'esta tarde tengo que ir al banco');
    expect(it1.intents.find((h) => h.intent === 'set_reminder')?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(it1.reminder?.time).toBe('17:00');
    const both = parseReminderRequests(
      'recuérdeme las dos: a las nueve de la mañana la del azúcar y a las nueve de la noche la de la tensión',
      'es',
      at,
    );
    expect(both.map((r) => r.time)).not.toContain('14:00');
    expect(parseReminderRequest('recuérdeme a las dos la pastilla', 'es', at).time).toBe('14:00');
  });
});

describe('the s sets: reminders on a low day', () => {
  it('reads "ever morning" as a Southern voice says "every morning", and "call me … and tell me to" as the request', () => {
    const r = parseReminderRequest(
      "can you call me ever morning at eight o'clock and tell me to take my pills? ever day",
      'en',
      at,
    );
    expect(r).toMatchObject({ text: 'take your pills', time: '08:00', repeat: 'daily' });
    expect(
      parseReminderRequest('ring me tomorrow at ten and remind me to phone the surgery', 'en', at).text,
    ).toBe('phone the surgery');
  });

  it('reads the voseo\'s "recordame" as the request, leaving what it is for', () => {
    expect(
      parseReminderRequest('recordame mañana a las diez que tengo que ir al médico', 'es', at),
    ).toMatchObject({
      time: '10:00',
      text: 'tiene que ir al médico',
    });
    expect(parseReminderRequest('entonces recordámelo mañana a las diez', 'es', at).text).toBeNull();
  });

  it('finds what a reminder is for among the other words of an answer, or nothing', () => {
    expect(
      purposeSaid(
        'sí, eso, mañana martes a las diez, para ir al cementerio. ay, gracias, chau, chau querida',
        'es',
        at,
      ),
    ).toBe('ir al cementerio');
    expect(purposeSaid("oui c'est pour mon sachet", 'fr', at)).toBe('votre sachet');
    expect(purposeSaid("yes, it's for my eye drops, bye now", 'en', at)).toBe('your eye drops');
    expect(purposeSaid("yes that's right, ten o'clock, bye now", 'en', at)).toBeNull();
    expect(
      purposeSaid("oui c'est ça, sept heures moins le quart ce soir… à la prochaine", 'fr', at),
    ).toBeNull();
  });
});

describe('the r and s sets: the hour with the request, a daily call asked for', () => {
  const heard = (text: string, language: 'en' | 'fr' | 'es') =>
    understand(text, language, { expecting: null, ...at });

  it('takes the hour said with "remind me at…" over an appointment\'s hour told before it', () => {
    const r = parseReminderRequest(
      "could you put me a reminder in? I've got the hospital Wednesday, the urology, two o'clock. remind me at twelve so I can get the bus",
      'en',
      at,
    );
    expect(r).toMatchObject({ time: '12:00', date: '2026-11-25' });
    expect(
      parseReminderRequest("j'ai le dentiste jeudi à trois heures, rappelez-moi à onze heures", 'fr', at)
        .time,
    ).toBe('11:00');
  });

  it('hears "ring me every morning at nine" as a reminder whose purpose is still to be asked', () => {
    for (const [language, text] of [
      ['en', 'could you ring me every morning at nine? after breakfast'],
      [
        'fr',
        'dites, vous pourriez pas me téléphoner tous les matins à neuf heures ? après le petit déjeuner, quoi',
      ],
      ['es', '¿me podría llamar todas las mañanas a las nueve? después del desayuno'],
    ] as const) {
      const u = heard(text, language);
      expect(u.intents.find((h) => h.intent === 'set_reminder')?.confidence, text).toBeGreaterThanOrEqual(
        0.8,
      );
      expect(u.reminder, text).toMatchObject({ time: '09:00', repeat: 'daily', text: null });
    }
    // Someone else's calls told are no request.
    expect(heard('mi hija me llama todas las noches a las ocho', 'es').intents).toEqual([]);
  });
});

describe('the t sets: a day taken back, and requests as they are said', () => {
  it('takes the day said after a correction ("today… no, what am I saying, it\'s tomorrow")', () => {
    expect(
      parseReminderRequest(
        "would you remind me about my eye appointment. it's today at, no, what am i saying, it's tomorrow. tuesday. at one thirty",
        'en',
        at,
      ),
    ).toMatchObject({ date: '2026-11-24', time: '13:30', text: 'your eye appointment' });
    expect(
      parseReminderRequest(
        "vous pouvez me faire penser au kiné? aujourd'hui à deux heures… non, qu'est-ce que je raconte, c'est demain! demain mardi, pas aujourd'hui",
        'fr',
        at,
      ).date,
    ).toBe('2026-11-24');
    expect(
      parseReminderRequest(
        'recuérdeme la cita del cardiólogo hoy a las ocho y media, no, perdón, mañana',
        'es',
        at,
      ),
    ).toMatchObject({ date: '2026-11-24', text: 'la cita del cardiólogo' });
    // A day not taken back stays.
    expect(parseReminderRequest("remind me tomorrow at ten, I'm not free today", 'en', at).date).toBe(
      '2026-11-24',
    );
  });

  it('reads the morning said just after the hour, whatever the night said later of other pills', () => {
    const r = parseReminderRequest(
      'recuérdame las blancas todos los días a las nueve de la mañana, las azules son las de la noche',
      'es',
      at,
    );
    expect(r.time).toBe('09:00');
  });

  it('hears "¿me puedes poner un aviso?", "que me recordaran", "¿me pués avisar?", and no second reminder in the hour of the mass', () => {
    expect(
      parseReminderRequest('oye bonica, ¿tú me puedes poner un aviso pa las pastillas?', 'es', at).text,
    ).toBe('las pastillas');
    const told = parseReminderRequests(
      '¿me pués avisar esta tarde a las cinco pa la misa de mi juan? que es el aniversario y la misa es a las seis',
      'es',
      at,
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ time: '17:00', text: 'la misa de su juan' });
    const u = understand('quería que me recordaran el cumpleaños de mi nieta, que cumple el jueves', 'es', {
      expecting: null,
      ...at,
    });
    expect(u.intents.find((h) => h.intent === 'set_reminder')?.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe('an hour taken back, with its reasons and its minutes said after "heures"', () => {
  const time = (text: string, language: 'en' | 'fr' | 'es') => parseReminderRequest(text, language, at);

  it('reads the minutes said after "heures"', () => {
    expect(time('rappelez-moi à dix-neuf heures trente pour les gouttes', 'fr').time).toBe('19:30');
    expect(time('à huit heures quarante-cinq pour le car', 'fr').time).toBe('08:45');
    expect(time('à neuf heures dix minutes', 'fr').time).toBe('09:10');
  });

  it('passes over an hour told as a reason for another, when another is said', () => {
    expect(time('remind me at ten because the bus goes at half past eleven', 'en').time).toBe('10:00');
    expect(time("rappelez-moi à neuf heures, parce qu'à dix heures je pars au marché", 'fr').time).toBe(
      '09:00',
    );
    expect(time('recuérdame a las once porque a las doce viene el taxi', 'es').time).toBe('11:00');
    // Alone, the hour said with "because" is still the one heard.
    expect(time('remind me about the chemist because it shuts at five', 'en').time).toBe('17:00');
  });

  it('hears an hour denied as too early or too late', () => {
    const r = time("à sept heures du soir… non, attendez, huit heures, sept heures c'est trop tôt", 'fr');
    expect(r.time).toBe('20:00');
    expect(r.corrected).toBe(true);
    expect(time('at six, no, seven, six is too early', 'en').time).toBe('19:00');
  });

  it('chooses the hour said right after "no" when what follows only tells their habits', () => {
    const r = time("seven o'clock. oh no, wait, half past six, I'm at bingo by seven", 'en');
    expect(r.time).toBe('18:30');
    expect(r.corrected).toBe(true);
  });

  it('drops a yes, a wait and hours said in words from what the reminder is for', () => {
    expect(time("aye, seven o'clock. och no, wait, half seven", 'en').text).toBeNull();
    expect(
      time('remind me at, um, ten? no, nine, because the taxi comes at half past ten.', 'en').text,
    ).toBeNull();
  });

  it('hears "of a night" as every night', () => {
    expect(time('could you remind me of my eye drops of a night', 'en')).toMatchObject({
      text: 'your eye drops',
      repeat: 'daily',
    });
  });
});

describe('the w sets: the first of the month, and what a reminder is for', () => {
  const request = (text: string, language: 'en' | 'fr' | 'es') => parseReminderRequest(text, language, at);

  it('reads "le premier décembre", "le premier à neuf heures" and "el día uno" as the first of the month', () => {
    expect(request('rappelez-moi le premier décembre à dix heures de payer le loyer', 'fr').date).toBe(
      '2026-12-01',
    );
    expect(request("c'est le premier, à dix heures, pour le loyer", 'fr').date).toBe('2026-12-01');
    expect(request('llámame el día uno a las diez para ir al banco', 'es').date).toBe('2026-12-01');
    expect(request('que me llames el uno a las diez', 'es').date).toBe('2026-12-01');
    // "El primero" that is no day stays none.
    expect(request('recuérdame llamar al primero que me conteste', 'es').date).toBeNull();
  });

  it('finds the errand after "I need one of those reminders"', () => {
    expect(
      request('i need one of those reminders. friday at nine, to ring the solicitor', 'en'),
    ).toMatchObject({
      text: 'ring the solicitor',
      time: '09:00',
    });
  });
});

describe('"vers les trois heures"', () => {
  it('reads about three as three', () => {
    expect(
      parseReminderRequest('rappelez-moi vers les trois heures de prendre mon cachet', 'fr', at),
    ).toMatchObject({
      text: 'prendre votre cachet',
      time: '15:00',
    });
  });
});

describe('an appointment told, then the call asked for in another sentence', () => {
  it('sets one reminder at the hour asked for, for the appointment, whatever reason for the hour follows', () => {
    const asked = parseReminderRequests(
      "the optician's coming round friday, eleven o'clock, about my glasses, and i'll never remember. could you give me a ring at ten on friday so i've time to tidy up",
      'en',
      at,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ time: '10:00', date: '2026-11-27' });
    expect(asked[0]!.text).toContain('optician');
  });
});

describe('a reminder asked for before its errand is said', () => {
  it('has no errand in "remind me about something now, will you", so what it is for is asked', () => {
    expect(
      parseReminderRequest('i want you to remind me about something now, will you', 'en', at).text,
    ).toBeNull();
    expect(parseReminderRequest('could you remind me of a thing then, please', 'en', at).text).toBeNull();
    expect(parseReminderRequest('remind me about the chiropodist now, will you', 'en', at).text).toContain(
      'chiropodist',
    );
  });
});

describe('the ai sets: asking for things', () => {
  it.each([
    // The half hour taken back to is the hour said before it; what it is for ends there.
    [
      'en',
      'ring me every morning at nine to feed the fish, no wait, make it half past',
      'feed the fish',
      '09:30',
    ],
    ['fr', 'rappelez-moi à neuf heures de nourrir le chat, non, plutôt et demie', 'nourrir le chat', '09:30'],
    [
      'es',
      'recuérdame a las nueve darle de comer al gato, no, mejor y media',
      'darle de comer al gato',
      '09:30',
    ],
    // An hour said as a reason, an event's or "until", is not the one asked for.
    [
      'fr',
      'vous savez me sonner à cinq heures pour la soupe? pas avant, je dors jusqu’à quatre heures et demie',
      'la soupe',
      '17:00',
    ],
    [
      'es',
      '¿me das un toque mañana a las nueve para que no se me olvide? que el médico es a las diez menos cuarto',
      'el médico',
      '09:00',
    ],
    [
      'fr',
      'rappelez-moi le marché demain, le car il passe à dix heures moins dix, alors mettons neuf heures et quart',
      'le marché, le car il passe',
      '09:15',
    ],
  ] as const)('%s: %s', (language, said, text, time) => {
    const r = parseReminderRequest(said, language, at);
    expect({ text: r.text, time: r.time }).toEqual({ text, time });
  });

  it('hears requests made in the subjunctive, the conditional or as a call, and not what a daughter does', () => {
    const heard = (text: string, language: 'en' | 'fr' | 'es') =>
      understand(text, language, { expecting: null, ...at }).intents.find((h) => h.intent === 'set_reminder')
        ?.confidence ?? 0;
    for (const [language, text] of [
      ['es', 'si me pudieras avisar tú todos los días a las nueve para la pastilla'],
      ['es', 'que me lo recuerdes el jueves a las ocho, lo del fontanero'],
      ['es', 'quiero que me hable el miércoles a las nueve para acordarme del oculista'],
      ['fr', 'vous pourriez me passer un petit coup de fil demain à neuf heures pour me le rappeler'],
      ['en', 'could you set me up one of those reminder calls for saturday at nine'],
    ] as const)
      expect(heard(text, language), text).toBeGreaterThanOrEqual(0.8);
    // Only asked about ("Just to be sure…?"), never set outright.
    expect(heard('mi hija me recuerda todos los días las pastillas a las nueve', 'es')).toBeLessThan(0.8);
  });
});

describe('the ah sets: the daily round', () => {
  it.each([
    ['en', "hello, it's doug here. i need one of those reminder calls set up", null, null],
    ['fr', 'rappelez-moi cet après-midi, vers quatre heures, le kiné', 'le kiné', '16:00'],
    [
      'en',
      'the chiropodist is coming friday. could you give me a call friday at ten, she comes at half past',
      'the chiropodist is coming',
      '10:00',
    ],
  ] as const)('%s: %s', (language, said, text, time) => {
    const r = parseReminderRequest(said, language, at);
    expect({ text: r.text, time: r.time }).toEqual({ text, time });
  });
});

describe('the as sets: "first thing" and "just the once"', () => {
  it('reads "first thing" as the morning, before a supper named in the errand', () => {
    const r = parseReminderRequest(
      'on Friday I have to put the ham in to soak for the harvest supper, remind me first thing',
      'en',
      at,
    );
    expect(r.time).toBe('08:00');
  });

  it('takes "just the once", "une seule fois", "solo una vez" as how often, not what for', () => {
    expect(
      parseReminderRequest('remind me on Friday at ten, just the once', 'en', at).text ?? null,
    ).toBeNull();
    expect(
      parseReminderRequest('rappelez-moi vendredi à dix heures, une seule fois', 'fr', at).text ?? null,
    ).toBeNull();
    expect(
      parseReminderRequest('recuérdame el viernes a las diez, solo una vez', 'es', at).text ?? null,
    ).toBeNull();
  });
});

describe('the au sets: "not every day" and "a quarter of an hour before"', () => {
  it('sets a reminder once when every day is named only to be ruled out', () => {
    for (const [said, language] of [
      ['remind me on Thursday at eleven to charge the hearing aids, not every day mind', 'en'],
      ['rappelez-moi jeudi à onze heures de charger mes appareils, mais pas tous les jours hein', 'fr'],
      ['recuérdame el jueves a las once que cargue los audífonos, no todos los días eh', 'es'],
    ] as const) {
      const r = parseReminderRequest(said, language, at);
      expect({ repeat: r.repeat, date: r.date }, said).toEqual({ repeat: 'once', date: '2026-11-26' });
    }
    expect(
      parseReminderRequest('rappelez-moi tous les jours à onze heures de charger mes appareils', 'fr', at)
        .repeat,
    ).toBe('daily');
  });

  it('leaves "un quart d’heure avant", "media hora antes" out of what the reminder is for', () => {
    expect(
      parseReminderRequest(
        'appelez-moi jeudi à trois heures, une demi-heure avant, pour brancher la tablette',
        'fr',
        at,
      ).text,
    ).toBe('brancher la tablette');
    expect(
      parseReminderRequest(
        'llámame el jueves a las tres, media hora antes, para encender la tablet',
        'es',
        at,
      ).text,
    ).toBe('encender la tablet');
  });
});

describe('the bb sets: an hour asked for so as not to miss what was told', () => {
  it('sets one reminder at the hour asked for, not a second at the hour of the thing', () => {
    const [only, ...more] = parseReminderRequests(
      "the coach for the lakes leaves on thursday at ten and i'll be fast asleep, could you ring me thursday at half past eight so i'm not late",
      'en',
      at,
    );
    expect(more).toEqual([]);
    expect(only).toMatchObject({ time: '08:30', date: '2026-11-26' });
  });

  it('reads "llegar tarde" as late, not the afternoon', () => {
    expect(
      parseReminderRequest('recuérdeme mañana a las ocho el autobús, que siempre llego tarde', 'es', at),
    ).toMatchObject({ time: '08:00' });
  });
});

describe('the bi sets: a part of the day preferred, and what is forgotten', () => {
  const at = { now: new Date('2026-11-23T15:00:00Z'), timeZone: 'America/New_York' };
  it.each([
    ['fr', 'le matin j’ai mal au dos, alors plutôt le soir', '19:00'],
    ['en', 'not first thing in the morning, I stiffen up, rather the evening', '19:00'],
    ['es', 'por la mañana no, mejor por la tarde', '16:00'],
  ] as const)('[%s] "%s" is at %s', (language, text, time) => {
    expect(parseReminderRequest(text, language, at).time).toBe(time);
  });

  it.each([
    ['fr', 'vous pouvez me faire un rappel, parce que j’oublie toujours mes gouttes', 'vos gouttes'],
    ['es', 'me lo puede recordar a las ocho, porque se me olvidan las pastillas', 'las pastillas'],
  ] as const)('[%s] what is forgotten is what to remind of: "%s"', (language, text, what) => {
    expect(parseReminderRequest(text, language, at).text).toBe(what);
  });
});

describe('Jamaican Creole and "a clock"', () => {
  it('"remind mi fi tek mi tablet dem" is a reminder to take one’s tablets, at the hour said', () => {
    expect(
      parseReminderRequest(
        'yuh can remind mi fi tek mi pressure tablet dem at nine a clock tonight',
        'en',
        at,
      ),
    ).toMatchObject({ text: 'take your pressure tablets', time: '21:00' });
  });

  it('"six a clock" is six o’clock', () => {
    expect(
      parseReminderRequest('remind me to ring Pauline at six a clock this evening', 'en', at),
    ).toMatchObject({
      time: '18:00',
    });
  });
});

describe('the bl-bo sets: reminders', () => {
  it('"dix heures moins quart" is a quarter to ten', () => {
    expect(
      parseReminderRequest('appelez-moi samedi à dix heures moins quart pour le marché', 'fr', at),
    ).toMatchObject({
      time: '09:45',
      text: 'le marché',
    });
  });

  it('the fear of forgetting points back at the appointment told: one reminder, at the hour asked for', () => {
    const all = parseReminderRequests(
      "mardi j'ai le kiné à onze heures et demie, et j'ai peur d'oublier, vous pourriez m'appeler mardi à dix heures",
      'fr',
      at,
    );
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ time: '10:00', date: '2026-11-24' });
    expect(all[0]!.text).not.toMatch(/oublier/);
  });

  it('a day gone by is no time for a reminder', () => {
    expect(
      parseReminderRequest('about the quiz yesterday afternoon, remind me to tell you the answer', 'en', at),
    ).toMatchObject({
      time: null,
      date: null,
    });
  });

  it('why the hour suits is not what to remind of', () => {
    expect(
      parseReminderRequest(
        'recuérdamelo cada mañana a las ocho y media, que a esa hora ya he desayunado',
        'es',
        at,
      ),
    ).toMatchObject({ time: '08:30', text: null });
  });
});

describe('the bp and bq sets: reminders', () => {
  it('the hour one is awake at is no time asked for', () => {
    expect(parseReminderRequest("i'm wide awake at four, it's awful", 'en', at).time).toBeNull();
    expect(parseReminderRequest('me despierto a las tres y ya no pego ojo', 'es', at).time).toBeNull();
  });

  it('"pas tous les jours" is once, and "je vais encore oublier" is no part of the reminder', () => {
    const once = parseReminderRequest(
      "vendredi j'ai le pédicure, et je vais encore oublier, appelez-moi vendredi à neuf heures, pas tous les jours hein",
      'fr',
      at,
    );
    expect(once).toMatchObject({ repeat: 'once', time: '09:00' });
    expect(once.text).not.toMatch(/oublier/);
  });
});

describe('the br and bs sets: hours as America says them', () => {
  it('"quarter after" is past the hour, "quarter of" before it', () => {
    expect(parseReminderRequest('call me friday at quarter after ten about the van', 'en', at)).toMatchObject(
      {
        time: '10:15',
      },
    );
    expect(parseReminderRequest('ring me tonight at quarter of seven for the game', 'en', at)).toMatchObject({
      time: '18:45',
    });
  });
});

describe('the br and bs sets: the afternoon in French', () => {
  it('"cet après-midi" is the afternoon, not noon', () => {
    expect(
      parseReminderRequest('faites-moi penser cet après-midi à sortir le chien', 'fr', at),
    ).toMatchObject({
      time: '15:00',
    });
  });
});

describe('the bt sets: hours said the old way, and who is calling', () => {
  const at = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/Paris' };
  it('"midi moins quart" is a quarter to twelve', () => {
    expect(
      parseReminderRequest('jeudi à midi moins quart, faites-moi penser à sortir le poulet', 'fr', at).time,
    ).toBe('11:45');
  });

  it('the end of the afternoon is five o’clock, not three', () => {
    expect(
      parseReminderRequest("rappelez-moi en fin d'après-midi d'arroser les tomates", 'fr', at).time,
    ).toBe('17:00');
    expect(parseReminderRequest('remind me late in the afternoon to ring the butcher', 'en', at).time).toBe(
      '17:00',
    );
    expect(parseReminderRequest('remind me this afternoon to ring the butcher', 'en', at).time).toBe('15:00');
  });

  it('who is calling and from where is not what to remind of', () => {
    expect(
      parseReminderRequest(
        "hello, yes, it's Doreen over in Tralee, could you set a reminder for me",
        'en',
        at,
      ).text,
    ).toBeNull();
  });

  it('"the morra" is tomorrow, and the day named again as an aside is not a second time', () => {
    const r = parseReminderRequest(
      'can ye ring me the morra, that’s Thursday, at half eight to get the pension',
      'en',
      at,
    );
    expect([r.date, r.time]).toEqual(['2026-11-24', '08:30']);
    expect(r.text).toBe('get the pension');
  });
});

describe('the ct sets: asked in voseo, and "not just today"', () => {
  const at = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/Madrid' };
  it('"¿me podés llamar…?" is the asking, not what to remind of', () => {
    const r = parseReminderRequest('¿me podés avisar a las nueve de la noche para acordarme?', 'es', at);
    expect([r.text, r.time]).toEqual([null, '21:00']);
  });
  it('"not just today" says how often, not what', () => {
    expect(
      parseReminderRequest('remind me to do my inhaler at nine every day, not just today', 'en', at).text,
    ).toBe('do your inhaler');
    expect(
      parseReminderRequest('recuérdame el colirio a las diez todos los días, no solo hoy', 'es', at).text,
    ).toBe('el colirio');
  });
});

describe('the cw sets: the event’s own hour, and "just for tonight"', () => {
  const at = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/London' };
  it('one reminder, at the hour asked for, when the thing’s own hour was told first', () => {
    const several = parseReminderRequests(
      'the bingo’s at eight tonight, eight o’clock start, could you ring me at half past seven to remind me, just for tonight',
      'en',
      at,
    );
    expect(several.map((r) => r.time)).toEqual(['19:30']);
    expect(several[0]!.text).toContain('bingo');
  });
});

describe('the dj and dk sets: hours told before the request, "¿me recuerdas…?", "while you’re at it"', () => {
  const at = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/London' };
  it('hours told in a story before a request that says its own hour set one reminder, at that hour', () => {
    for (const [language, text, time] of [
      [
        'en',
        'the district nurse comes between ten and eleven and the dog goes mad, could you remind me every day at ten to ten to shut him in the kitchen',
        '09:50',
      ],
      [
        'fr',
        'le facteur passe entre dix heures et onze heures et je l’entends jamais, vous pourriez me rappeler demain à dix heures moins le quart de descendre',
        '09:45',
      ],
      [
        'es',
        'la chica viene entre las nueve y las diez y yo ni me entero, ¿me puedes avisar todos los días a las nueve menos diez que quite el cerrojo?',
        '08:50',
      ],
    ] as const) {
      const several = parseReminderRequests(text, language, at);
      expect(
        several.map((r) => r.time),
        text,
      ).toEqual([time]);
    }
  });
  it('“¿me recuerdas…?” and “¿me recuerda usted…?” ask, and are not what to remind of', () => {
    const r = parseReminderRequest(
      '¿me recuerdas el viernes a las doce que pague la contribución?',
      'es',
      at,
    );
    expect([r.time, r.text]).toEqual(['12:00', 'pague la contribución']);
    expect(parseReminderRequest('¿me recuerda usted mañana a las diez lo del notario?', 'es', at).text).toBe(
      'lo del notario',
    );
    expect(
      parseReminderRequest('tu voz me recuerda a mi hermana, en paz descanse', 'es', at).time,
    ).toBeNull();
  });
  it('“while you’re at it…” with a time and a purpose asks for one more reminder, with nothing asked before', () => {
    for (const [language, text, time] of [
      ['en', 'oh and while you’re at it, every saturday at ten to ring my brother in leeds', '10:00'],
      [
        'fr',
        'et pendant que vous y êtes, vendredi à onze heures d’aller porter le formulaire à la poste',
        '11:00',
      ],
      ['es', 'y ya que estás, el jueves a las doce que lleve los papeles de la pensión al banco', '12:00'],
    ] as const) {
      const u = understand(text, language, { expecting: null, ...at });
      expect(
        u.intents.some((h) => h.intent === 'set_reminder' && h.confidence >= 0.8),
        text,
      ).toBe(true);
      expect(u.reminder?.time, text).toBe(time);
    }
    const told = understand('while you’re at it, the quiz is on at eight and i never miss it', 'en', {
      expecting: null,
      ...at,
    });
    expect(told.intents.some((h) => h.intent === 'set_reminder')).toBe(false);
  });
});

describe('the dr and ds sets: "and the other one", "tant que j’y suis", "eso es"', () => {
  const at = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/London' };
  it('a second reminder after "and the other one" or "tant que j’y suis" is read from there on', () => {
    for (const [language, text, time, repeat] of [
      [
        'en',
        'yes, every morning at eight, lovely. and the other one, the coal man comes friday, remind me friday at half nine to unlock the gate',
        '09:30',
        'once',
      ],
      [
        'fr',
        'et tant que j’y pense, tous les soirs à neuf heures rappelez-moi de fermer les volets',
        '21:00',
        'daily',
      ],
      ['es', 'y ya que me acuerdo, el sábado a las once que recoja las gafas en la óptica', '11:00', 'once'],
    ] as const) {
      const u = understand(text, language, { expecting: null, ...at });
      expect([u.reminder?.time, u.reminder?.repeat], text).toEqual([time, repeat]);
    }
  });
  it('"eso es, …" to "what for?" is a yes, not part of what to remind of', () => {
    expect(parseReminderRequest('eso es, la pastilla de la tensión', 'es', at).text).toBe(
      'la pastilla de la tensión',
    );
  });
});

describe('the dt and du sets: a thing asked for before it is named, and the words of a request', () => {
  it('one reminder, at the hour asked for, when "remind me of something" opens a story with its own hour', () => {
    for (const [language, text, time] of [
      [
        'es',
        'quería que me recordara una cosa, el viernes viene el fisio a las once, y como tardo en vestirme, avíseme el viernes a las diez',
        '10:00',
      ],
      [
        'en',
        'could you remind me of something, the podiatrist calls in on friday at eleven, and i take an age to get ready, so ring me friday at ten',
        '10:00',
      ],
    ] as const) {
      const found = parseReminderRequests(text, language, at);
      expect(found, text).toHaveLength(1);
      expect(found[0]!.time, text).toBe(time);
    }
  });
  it('“vous pouvez me noter un rappel ?” and “¿me apuntas un recordatorio?” ask with nothing yet to remind of', () => {
    for (const [language, text] of [
      ['fr', 'bon, dites, vous pourriez me noter un rappel ?'],
      ['fr', 'vous pouvez me faire un pense-bête ?'],
      ['es', 'oye, ¿me apuntas un recordatorio?'],
    ] as const)
      expect(parseReminderRequest(text, language, at).text, text).toBeNull();
  });
  it('“¿me lo recuerdas a las seis?” after what is to be done sets it', () => {
    const u = understand(
      'esta tarde tengo que pasar por la farmacia a por las gotas antes de que cierren, ¿me lo recuerdas a las seis?',
      'es',
      { expecting: null, ...at },
    );
    expect(u.intents[0]).toMatchObject({ intent: 'set_reminder' });
    expect(u.reminder?.time).toBe('18:00');
  });
});

describe('what a reminder is for, not yet said', () => {
  it('a thing not yet named, with how bad the memory is, names nothing', () => {
    for (const [language, said] of [
      ['en', 'could you remind me of a thing or two, my memory’s not what it was'],
      ['fr', 'je vous téléphone au sujet d’un rappel'],
      ['es', 'le llamo por lo del recordatorio'],
    ] as const)
      expect(parseReminderRequest(said, language, at).text, said).toBeNull();
  });
  it('how bad the memory is, said after the errand, is no part of it', () => {
    expect(
      parseReminderRequest('remind me at nine to put the bins out, me head’s like a sieve', 'en', at).text,
    ).toBe('put the bins out');
    expect(
      parseReminderRequest('recuérdame a las cinco llamar a Pili, que tengo memoria de pez', 'es', at).text,
    ).toBe('llamar a Pili');
  });
});

describe('the day of a reminder, when the turn names another', () => {
  it('the day said with the hour is the reminder’s, not the day of what it is about', () => {
    const tomorrow = parseReminderRequest(
      'can you remind me of something, my hearing test is friday and I have to ring them tomorrow at ten',
      'en',
      at,
    );
    expect(tomorrow).toMatchObject({ time: '10:00', date: '2026-11-24' });
    const today = parseReminderRequest(
      'pour le kiné de jeudi, faites-moi penser cet après-midi à trois heures de l’appeler pour annuler',
      'fr',
      at,
    );
    expect(today).toMatchObject({ time: '15:00', date: '2026-11-23' });
  });
});

describe('the ep and eq sets: a yes to the last reminder, why the hour, a memory like a sieve', () => {
  it('"every day" in the yes to the reminder said back is not the next one’s', () => {
    expect(
      parseReminderRequest(
        'oui voilà, tous les jours. et vendredi j’ai le notaire à dix heures, rappelez-moi à neuf heures',
        'fr',
        at,
      ),
    ).toMatchObject({ time: '09:00', repeat: 'once' });
    expect(
      parseReminderRequest(
        'yes that’s it, every evening. and on friday the estate agent comes at three, remind me at two',
        'en',
        at,
      ),
    ).toMatchObject({ time: '14:00', repeat: 'once' });
  });
  it('why that hour, after the request, is no errand: what was told before it is', () => {
    expect(
      parseReminderRequest(
        'samedi on visite l’appartement témoin à onze heures, rappelez-moi à dix heures pour que je sois à l’heure',
        'fr',
        at,
      ).text,
    ).toMatch(/appartement témoin/);
    expect(
      parseReminderRequest(
        'el sábado vienen los de la mudanza a las diez, recuérdame a las nueve para estar lista',
        'es',
        at,
      ).text,
    ).toMatch(/mudanza/);
  });
  it('a memory like a sieve, or a head like a linnet’s, said with "things", names nothing', () => {
    for (const said of [
      'j’ai besoin que vous me rappeliez des choses, avec ma tête de linotte',
      'faut me rappeler des choses parce qu’avec tous ces cartons j’ai la tête comme une passoire',
    ])
      expect(parseReminderRequest(said, 'fr', at).text, said).toBeNull();
  });
});

describe('the eu set: staples out, and time to get dressed', () => {
  it('"que me dé tiempo a vestirme" after the hour is why that hour; the nurse coming is what for', () => {
    expect(
      parseReminderRequest(
        'el viernes viene el enfermero a curarme la pierna, avísame el viernes a las nueve que me dé tiempo a vestirme',
        'es',
        at,
      ).text,
    ).toMatch(/enfermero/);
  });
});

describe('the ex set: the chicken out of the freezer, and a scolding told', () => {
  it('what was forgotten, and what came of it, is no part of the reminder', () => {
    expect(
      parseReminderRequest(
        'recuérdeme cada noche a las nueve las gotas de los ojos, que el martes se me olvidaron y el médico me regañó',
        'es',
        at,
      ).text,
    ).toBe('las gotas de los ojos');
  });
});

describe('the fo set: "la mémoire comme une passoire"', () => {
  it('a memory like a sieve, said with "the memory", names nothing and is no part of the reminder', () => {
    for (const [text, language] of [
      ['pourriez-vous me faire penser à une chose, j’ai la mémoire comme une passoire', 'fr'],
      ['recuérdeme una cosita, que tengo la memoria como un colador', 'es'],
    ] as const)
      expect(parseReminderRequest(text, language, at).text, text).toBeNull();
    expect(
      parseReminderRequest('rappelez-moi à dix heures le pain, j’ai la mémoire comme une passoire', 'fr', at)
        .text,
    ).toBe('le pain');
  });
});

describe('the fs and ft sets: the minibus, "d’abord", "y otra"', () => {
  it('the hour the bus comes, told after the one asked for, is no second reminder', () => {
    for (const [text, language, time] of [
      [
        'vous pouvez me rappeler demain à huit heures, c’est le jour du club et le car passe à neuf heures moins le quart',
        'fr',
        '08:00',
      ],
      [
        'could you ring me tomorrow at eight, it’s the lunch club and the minibus comes at quarter to nine',
        'en',
        '08:00',
      ],
      [
        'recuérdame mañana a las ocho, que es el día del club y la furgoneta pasa a las nueve menos cuarto',
        'es',
        '08:00',
      ],
    ] as const) {
      const asked = parseReminderRequests(text, language, at);
      expect(
        asked.map((r) => r.time),
        text,
      ).toEqual([time]);
    }
  });
  it('"d’abord" is no errand said with "d’"', () => {
    expect(purposeSaid('d’abord demain à dix heures, le ramoneur doit passer', 'fr', at)).toBeNull();
  });
});

describe('the fu and fv sets: a reminder asked for "si vous voulez bien"', () => {
  it('a courtesy closing the request names nothing to remind of', () => {
    for (const [text, language] of [
      ['je vous appelle pour un rappel si vous voulez bien', 'fr'],
      ['te llamo para un recordatorio si no te importa', 'es'],
    ] as const)
      expect(parseReminderRequest(text, language, at).text, text).toBeNull();
    expect(parseReminderRequest('remind me at ten to water the ferns if you would', 'en', at).text).toBe(
      'water the ferns',
    );
  });
});

describe('the fw sets: "have you got a minute", and forgiveness asked on Sunday', () => {
  it('a minute asked for to talk is no reminder a minute from now', () => {
    expect(
      parseReminderRequest('hello, it’s Pat, have you got a minute, i want some reminders set', 'en', at)
        .time,
    ).toBeNull();
  });
  it('today said with the hour stands, whatever day the reason names with "perdón" in it', () => {
    const r = parseReminderRequest(
      'hoy a las seis de la tarde, llamar a mi hermana para pedirle perdón por lo del sábado',
      'es',
      at,
    );
    expect(r.date).toBe('2026-11-23');
  });
});

describe('the fx sets: "can you do me a reminder?" before the story', () => {
  it('a reminder asked for, then the visit and its hour, then the hour asked for: one reminder', () => {
    for (const [text, language] of [
      [
        'could you set me a reminder? the chiropodist comes friday, quarter past ten, and my memory’s shocking. ring me friday at nine so i can soak my feet first',
        'en',
      ],
      [
        'vous pouvez me faire un rappel ? la coiffeuse passe vendredi à dix heures et quart, et j’oublie tout. appelez-moi vendredi à neuf heures pour que je me lave les cheveux',
        'fr',
      ],
      [
        '¿me pone un recordatorio? la peluquera viene el viernes a las diez y cuarto, y se me va la cabeza. llámeme el viernes a las nueve para lavarme el pelo antes',
        'es',
      ],
    ] as const)
      expect(
        parseReminderRequests(text, language, at).map((r) => r.time),
        text,
      ).toEqual(['09:00']);
  });
});

describe('the gd sets: "the morn", both asked for', () => {
  it('Scots "the morn" is tomorrow', () => {
    expect(parseReminderRequest('gie us a ring the morn at ten tae get the messages in', 'en', at).date).toBe(
      '2026-11-24',
    );
  });
  it('both things told, then asked for together, are two reminders', () => {
    for (const [text, language] of [
      [
        'mes gouttes c’est tous les matins à neuf heures. pis samedi c’est le bingo à deux heures. faites-moi penser aux deux',
        'fr',
      ],
      [
        'my drops are every morning at nine. and saturday it’s the bingo at two. can you remind me of both',
        'en',
      ],
    ] as const)
      expect(
        parseReminderRequests(text, language, at)
          .map((r) => r.time)
          .sort(),
        text,
      ).toEqual(['09:00', '14:00']);
  });
});
