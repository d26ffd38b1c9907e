// Everything the companion says in code (not the model): openings, safety scripts, the scripted
// companion's lines. One table per language; {name} and friends are filled in by say().
import { countryOfE164 } from '../../shared/phone/normalize.ts';
import type { Language } from './language.ts';

const en = {
  greetingAsk:
    "Hello {name}, this is Porchlight, the AI companion your family set up for you. I'm a computer assistant, not a person. This call is recorded and transcribed so your family can be kept informed. Is that all right with you?",
  greetingRecorded:
    "Hello {name}, this is Porchlight, your AI companion. I'm a computer assistant, not a person. As before, this call is recorded and transcribed for your family.",
  greetingNotRecorded:
    "Hello {name}, this is Porchlight, your AI companion. I'm a computer assistant, not a person. As you asked, this call is not recorded; I only keep short notes.",
  outboundAskTime: 'Is this a good time to talk?',
  inboundHowAreYou: 'How are you today?',
  consentYes: 'Thank you.',
  consentNo: "That's fine, I won't record. I'll only keep short notes of what we talk about.",
  notAPerson:
    "No, I'm not a person. I'm Porchlight, a computer program your family set up to keep you company and check on you.",
  notSelling:
    "I'm not the bank, and I'm not selling anything. I'm Porchlight, a computer program your family set up to keep you company and check on you.",
  consentAskAgain: 'May I record this call for your family?',
  consentUnclear:
    'Sorry, I did not catch that. May I record this call for your family? Please say yes or no.',
  goodTimeYes: 'Wonderful. How are you today?',
  goodTimeYesLow: "I'm sorry you're not feeling your best. What's the matter?",
  goodTimeLater: "No problem, I'll call you back a little later today. Goodbye for now!",
  putOffCheck: 'Of course. Before I go, is everything all right?',
  farewellCheck: "That's kind of you. It sounds like a goodbye, though: is everything all right?",
  goodTimeNo: "All right, I won't keep you. Take care, and goodbye!",
  commercialGreeting:
    "Hello, this is Porchlight, an AI phone companion for older adults. I'm a computer assistant, not a person, and this call is transcribed. Porchlight calls your loved one every day for a friendly chat, reminds them of pills and appointments, and lets the family know if something seems wrong. Would you like to hear how a family signs up?",
  commercialInfo:
    'A family member signs up at our website, adds their loved one’s phone number, and the free trial starts right away, with no card needed. Is there anything else you would like to know?',
  commercialGoodbye: 'Thank you for calling Porchlight. Goodbye!',
  commercialPrice:
    'The family pays for a monthly plan of call minutes, chosen on our website. The first 14 days are a free trial with 30 minutes, and no card is needed. Is there anything else you would like to know?',
  commercialHeard: 'I understand. Is there anything else you would like to know about Porchlight?',
  commercialMore:
    'Porchlight rings your loved one once a day at a time that suits them, keeps them company, reminds them of pills and appointments, and lets the family know if something seems wrong. Is there anything else you would like to know?',
  noMinutes:
    "Hello, this is Porchlight. I'm sorry, I can't talk right now because your family's Porchlight plan has run out. I've let them know. Goodbye for now.",
  machine:
    'Hello, this is Porchlight calling for your daily check-in. We will try again later. To reach us, call {service}. Goodbye.',
  emergency:
    "This sounds like an emergency. I can't call for help myself. Please hang up now and dial {emergency}, or ask someone near you to call. I'm letting your family know right away.",
  selfHarmReported:
    "Thank you for telling me. You were right to. Please stay with them if you can. The suicide and crisis line is {crisis}, any time, day or night. If they are in danger right now, please dial {emergency}. I'm letting the family know right away. I'm here, and I'm listening.",
  selfHarm:
    "I'm really sorry you're feeling this way, and I'm glad you told me. You can call {crisis}, the suicide and crisis line, any time, day or night. If you are in danger right now, please dial {emergency}. I'm letting your family know so they can be with you. I'm here, and I'm listening.",
  stopCalls:
    "Of course. I've stopped the daily calls, starting now. If you ever want them back, just call this number and ask. I'll let your family know. Take care!",
  goodbye: 'It was lovely talking with you, {name}. Take care, and goodbye!',
  stopCallsBeside:
    "As you asked, I've stopped the daily calls. You can call this number any time, to talk or to have them back.",
  stopCallsOpen:
    "Of course. I've stopped the daily calls, starting now. If you ever want them back, just call this number and ask. I'll let your family know.",
  goodbyeSupportive:
    "Thank you for talking with me, {name}. Remember, you can call {crisis} any time, day or night, and your family knows you're having a hard time. Take care, and goodbye.",
  shutdownGoodbye: "I'm sorry, I have to hang up now. Please call me back in a few minutes. Goodbye!",
  howAreYouFollow: 'Thank you for telling me.',
  reminderIntro: 'A reminder for you: {text}.',
  reminderCall: "I'm calling with your reminder: {text}. Is there anything else I can do for you?",
  noteIntro: 'Your family asked me to pass this on: {text}.',
  askRememberOrRemind: 'Is there anything you would like me to remember, or remind you about?',
  remembered: "I'll remember that.",
  concernHeard:
    "I'm sorry to hear that. That is something your family will want to know about. Is there someone who can help you with it today?",
  anythingElse: 'Is there anything else on your mind today?',
  allRight: 'All right.',
  helloBack: 'Hello, {name}! How are you today?',
  listening: ['I see.', 'Thank you for sharing that with me.', 'Tell me more.'],
  listeningLow: [
    "I'm sorry to hear that.",
    "Oh dear, that doesn't sound easy.",
    "That sounds hard. I'm glad you told me.",
  ],
  listeningGood: ['That sounds nice.', 'How lovely.', "I'm glad to hear that."],
  supportive: [
    "I'm here with you.",
    'Thank you for telling me. Take all the time you need.',
    "I'm listening.",
  ],
  supportiveAsk: [
    "Would you like to tell me more about how you're feeling?",
    "Is there someone you'd like to talk to today, perhaps someone in your family?",
    "What's been on your mind?",
  ],
  degradedApology: 'Sorry, I lost my train of thought for a moment.',
  askHurt: 'Are you hurt? Do you need help right now?',
  askHurtAgain: "I want to be sure you're safe. Do you need help right now? Please say yes or no.",
  askSelfHarm: 'I want to make sure I understand you. Are you thinking about ending your life?',
  safetyNoHurt: "I'm glad you're not hurt. I'm still here with you.",
  safetyAllRight: "I'm glad you're all right.",
  goOn: "Take your time, I'm listening.",
  selfHarmAside: 'All right. If those thoughts ever come, you can call {crisis} any time, day or night.',
  selfHarmNo:
    "Thank you for telling me. If those thoughts ever come, you can call {crisis} any time, day or night. I've let your family know you're having a hard time, so they can be with you. I'm here, and I'm listening.",
  confirmStop: 'Just to be sure: would you like me to stop calling every day?',
  confirmResume: 'Just to be sure: would you like me to start calling you every day again?',
  confirmCancel: 'Just to be sure: shall I cancel the reminder to {text}?',
  confirmReminder: 'Just to be sure: would you like me to set a reminder for that?',
  keepCalling: "All right, I'll keep calling as usual.",
  resumed:
    "Wonderful, I've started the daily calls again. I'll call you tomorrow as usual. I'll let your family know.",
  alreadyOn: "The daily calls are already on. I'll call you tomorrow as usual.",
  alreadyStopped: "The daily calls are already stopped. If you'd like them back, just ask me.",
  reminderAsked: 'the thing you asked me about',
  askReminderTime: 'Of course. What time would you like the reminder?',
  askReminderTimeFor:
    'And to remind you {link}{text}: what time would suit you? I can call from 8 in the morning until 9 at night.',
  askReminderWhat: 'Of course. What would you like me to remind you about?',
  reminderOutsideWindow:
    'I can only call between 8 in the morning and 9 at night. Shall I call at {time} instead?',
  // {link}: "to" before what to do, "about" before a thing ("about the dentist").
  reminderSetDaily: "All right, I'll call to remind you {link}{text} every day at {time}.",
  reminderSetOnce: "All right, I'll call to remind you {link}{text} {day} at {time}.",
  today: 'today',
  tomorrow: 'tomorrow',
  onDate: 'on {date}',
  noReminders: "You don't have any reminders at the moment.",
  yourReminders: 'Your reminders: {list}.',
  reminderCancelled: "All right, I've cancelled the reminder to {text}.",
  whichReminder: 'Which reminder would you like me to cancel? {list}.',
  noWeather: "I'm sorry, I can't check the weather at the moment.",
  slower: "Of course, I'll slow down.",
  louder: "I'll speak as clearly as I can. You could also turn up the volume on your phone.",
  repeatNothing: "I haven't said anything yet. How are you today?",
  screening: 'This is Porchlight, the companion service {family} set up, calling for {name}.',
  voicemail:
    'This is Porchlight, the companion service {family} set up, calling for {name}. We will try again later. Goodbye.',
  disclosureAgain: "Just a reminder: I'm Porchlight, a computer program, not a person.",
  question: [
    'What have you been up to today?',
    'Have you had something nice to eat today?',
    'Have you spoken to anyone in the family lately?',
    'What are you looking forward to this week?',
    'How have you been sleeping?',
  ],
} as const;

type Phrases = {
  [K in keyof typeof en]: (typeof en)[K] extends readonly string[] ? readonly string[] : string;
};

const fr: Phrases = {
  greetingAsk:
    "Bonjour {name}, ici Porchlight, le compagnon IA que votre famille a choisi pour vous. Je suis un assistant informatique, pas une personne. Cet appel est enregistré et transcrit pour que votre famille soit tenue informée. Êtes-vous d'accord ?",
  greetingRecorded:
    "Bonjour {name}, ici Porchlight, votre compagnon IA. Je suis un assistant informatique, pas une personne. Comme d'habitude, cet appel est enregistré et transcrit pour votre famille.",
  greetingNotRecorded:
    "Bonjour {name}, ici Porchlight, votre compagnon IA. Je suis un assistant informatique, pas une personne. Comme vous l'avez demandé, cet appel n'est pas enregistré.",
  outboundAskTime: 'Est-ce un bon moment pour parler ?',
  inboundHowAreYou: "Comment allez-vous aujourd'hui ?",
  consentYes: 'Merci.',
  consentNo: "Très bien, je n'enregistre pas. Je garde seulement quelques notes.",
  notAPerson:
    'Non, je ne suis pas une personne. Je suis Porchlight, un programme informatique que votre famille a choisi pour vous tenir compagnie et prendre de vos nouvelles.',
  notSelling:
    'Je ne suis pas la banque, et je ne vends rien. Je suis Porchlight, un programme informatique que votre famille a choisi pour vous tenir compagnie et prendre de vos nouvelles.',
  consentAskAgain: 'Puis-je enregistrer cet appel pour votre famille ?',
  consentUnclear:
    "Pardon, je n'ai pas compris. Puis-je enregistrer cet appel pour votre famille ? Dites oui ou non.",
  goodTimeYes: "Parfait. Comment allez-vous aujourd'hui ?",
  goodTimeYesLow: "Je suis désolé que vous ne soyez pas en forme. Qu'est-ce qui ne va pas ?",
  goodTimeLater: 'Pas de problème, je vous rappelle un peu plus tard. À tout à l’heure !',
  putOffCheck: 'Bien sûr. Avant de raccrocher : est-ce que tout va bien ?',
  farewellCheck: 'C’est gentil. On dirait un adieu, pourtant : est-ce que tout va bien ?',
  goodTimeNo: 'Très bien, je ne vous dérange pas. Prenez soin de vous, au revoir !',
  commercialGreeting:
    "Bonjour, ici Porchlight, un compagnon téléphonique IA pour les personnes âgées. Je suis un assistant informatique, pas une personne, et cet appel est transcrit. Voulez-vous savoir comment une famille s'inscrit ?",
  commercialInfo:
    "Un membre de la famille s'inscrit sur notre site, ajoute le numéro de son proche, et l'essai gratuit commence aussitôt. Voulez-vous savoir autre chose ?",
  commercialGoodbye: "Merci d'avoir appelé Porchlight. Au revoir !",
  commercialPrice:
    "La famille choisit sur notre site un forfait mensuel de minutes d'appel. Les 14 premiers jours sont un essai gratuit avec 30 minutes, sans carte bancaire. Voulez-vous savoir autre chose ?",
  commercialHeard: 'Je comprends. Y a-t-il autre chose que vous aimeriez savoir sur Porchlight ?',
  commercialMore:
    "Porchlight appelle votre proche une fois par jour à l'heure qui lui convient, lui tient compagnie, lui rappelle ses médicaments et ses rendez-vous, et prévient la famille si quelque chose ne va pas. Voulez-vous savoir autre chose ?",
  noMinutes:
    'Bonjour, ici Porchlight. Je suis désolé, je ne peux pas parler maintenant car le forfait de votre famille est épuisé. Je les ai prévenus. Au revoir.',
  machine:
    'Bonjour, ici Porchlight pour votre appel quotidien. Nous rappellerons plus tard. Pour nous joindre : {service}. Au revoir.',
  emergency:
    "Cela ressemble à une urgence. Je ne peux pas appeler les secours moi-même. Raccrochez maintenant et composez le {emergency}, ou demandez à quelqu'un près de vous d'appeler. Je préviens votre famille tout de suite.",
  selfHarmReported:
    "Merci de me l'avoir dit, vous avez bien fait. Restez auprès de la personne si vous le pouvez. La ligne de prévention du suicide est le {crisis}, jour et nuit. S'il y a un danger immédiat, composez le {emergency}. Je préviens la famille tout de suite. Je suis là, je vous écoute.",
  selfHarm:
    "Je suis vraiment désolé que vous vous sentiez ainsi, et merci de me l'avoir dit. Vous pouvez appeler le {crisis}, jour et nuit. Si vous êtes en danger, composez le {emergency}. Je préviens votre famille. Je suis là, je vous écoute.",
  stopCalls:
    "Bien sûr. J'arrête les appels quotidiens dès maintenant. Si vous voulez qu'ils reprennent, appelez ce numéro et demandez-le. Je préviens votre famille. Prenez soin de vous !",
  goodbye: "C'était un plaisir de parler avec vous, {name}. Prenez soin de vous, au revoir !",
  stopCallsBeside:
    "Comme vous me l'avez demandé, j'arrête les appels quotidiens. Vous pouvez appeler ce numéro à tout moment, pour parler ou pour qu'ils reprennent.",
  stopCallsOpen:
    "Bien sûr. J'arrête les appels quotidiens dès maintenant. Si vous voulez qu'ils reprennent, appelez ce numéro et demandez-le. Je préviens votre famille.",
  goodbyeSupportive:
    'Merci d’avoir parlé avec moi, {name}. N’oubliez pas que vous pouvez appeler le {crisis} à toute heure, de jour comme de nuit, et votre famille sait que vous traversez un moment difficile. Prenez soin de vous, au revoir.',
  shutdownGoodbye: 'Je suis désolé, je dois raccrocher. Rappelez-moi dans quelques minutes. Au revoir !',
  howAreYouFollow: 'Merci de me le dire.',
  reminderIntro: 'Un rappel pour vous : {text}.',
  reminderCall: 'Je vous appelle pour votre rappel : {text}. Puis-je faire autre chose pour vous ?',
  noteIntro: 'Votre famille m’a demandé de vous dire : {text}.',
  askRememberOrRemind: 'Voulez-vous que je retienne quelque chose, ou que je vous rappelle quelque chose ?',
  remembered: 'Je m’en souviendrai.',
  concernHeard:
    'Je suis désolée d’entendre ça. C’est quelque chose que votre famille voudra savoir. Y a-t-il quelqu’un qui peut vous aider aujourd’hui ?',
  anythingElse: "Y a-t-il autre chose dont vous aimeriez parler aujourd'hui ?",
  allRight: 'D’accord.',
  helloBack: 'Bonjour, {name} ! Comment allez-vous aujourd’hui ?',
  listening: ['Je vois.', 'Merci de me raconter.', 'Racontez-moi.'],
  listeningLow: [
    'Je suis désolé d’entendre ça.',
    'Oh, ça ne doit pas être facile.',
    'Ça a l’air difficile. Merci de me le dire.',
  ],
  listeningGood: ['Cela a l’air agréable.', 'Comme c’est bien.', 'Je suis content de l’entendre.'],
  supportive: [
    'Je suis là avec vous.',
    'Merci de me le dire. Prenez tout le temps qu’il vous faut.',
    'Je vous écoute.',
  ],
  supportiveAsk: [
    'Voulez-vous me dire un peu plus comment vous vous sentez ?',
    'Y a-t-il quelqu’un à qui vous aimeriez parler aujourd’hui, peut-être quelqu’un de votre famille ?',
    'Qu’est-ce qui vous occupe l’esprit ?',
  ],
  degradedApology: "Pardon, j'ai perdu le fil un instant.",
  askHurt: "Êtes-vous blessé ? Avez-vous besoin d'aide tout de suite ?",
  askHurtAgain:
    "Je veux être sûr que vous êtes en sécurité. Avez-vous besoin d'aide tout de suite ? Dites-moi oui ou non.",
  askSelfHarm: 'Je veux être sûr de bien vous comprendre. Pensez-vous à mettre fin à vos jours ?',
  safetyNoHurt: 'Je suis content que vous ne soyez pas blessé. Je suis toujours là.',
  safetyAllRight: 'Je suis content que tout aille bien.',
  goOn: 'Prenez votre temps, je vous écoute.',
  selfHarmAside: 'Très bien. Si ces pensées viennent un jour, vous pouvez appeler le {crisis}, jour et nuit.',
  selfHarmNo:
    "Merci de me l'avoir dit. Si ces pensées viennent, vous pouvez appeler le {crisis}, jour et nuit. J'ai prévenu votre famille que c'est difficile en ce moment. Je suis là, je vous écoute.",
  confirmStop: 'Pour être sûr : voulez-vous que j’arrête de vous appeler tous les jours ?',
  confirmResume: 'Pour être sûr : voulez-vous que je recommence à vous appeler tous les jours ?',
  confirmCancel: 'Pour être sûr : dois-je annuler le rappel « {text} » ?',
  confirmReminder: 'Pour être sûr : voulez-vous que je vous mette un rappel pour cela ?',
  keepCalling: 'Très bien, je continue à vous appeler comme d’habitude.',
  resumed:
    "Très bien, j'ai remis les appels quotidiens. Je vous appelle demain comme d'habitude. Je préviens votre famille.",
  alreadyOn: "Les appels quotidiens sont déjà en place. Je vous appelle demain comme d'habitude.",
  alreadyStopped:
    "Les appels quotidiens sont déjà arrêtés. Si vous voulez qu'ils reprennent, demandez-le-moi.",
  reminderAsked: "ce que vous m'avez demandé",
  askReminderTime: 'Bien sûr. À quelle heure voulez-vous le rappel ?',
  askReminderTimeFor:
    'Et pour vous rappeler {link}{text} : quelle heure vous conviendrait ? Je peux appeler de 8 heures à 21 heures.',
  askReminderWhat: 'Bien sûr. De quoi voulez-vous que je vous rappelle ?',
  reminderOutsideWindow:
    "Je ne peux appeler qu'entre 8 heures et 21 heures. Voulez-vous que je vous appelle plutôt à {time} ?",
  reminderSetDaily: 'Entendu, je vous appellerai pour vous rappeler {link}{text}, tous les jours à {time}.',
  reminderSetOnce: 'Entendu, je vous appellerai pour vous rappeler {link}{text}, {day} à {time}.',
  today: "aujourd'hui",
  tomorrow: 'demain',
  onDate: 'le {date}',
  noReminders: "Vous n'avez aucun rappel pour le moment.",
  yourReminders: 'Vos rappels : {list}.',
  reminderCancelled: "C'est fait, j'ai annulé le rappel : {text}.",
  whichReminder: 'Quel rappel voulez-vous annuler ? {list}.',
  noWeather: 'Je suis désolé, je ne peux pas consulter la météo pour le moment.',
  slower: 'Bien sûr, je vais parler plus lentement.',
  louder: 'Je vais parler bien distinctement. Vous pouvez aussi monter le volume de votre téléphone.',
  repeatNothing: "Je n'ai encore rien dit. Comment allez-vous aujourd'hui ?",
  screening: 'Ici Porchlight, le service de compagnie mis en place par {family}, pour {name}.',
  voicemail:
    'Ici Porchlight, le service de compagnie mis en place par {family}, pour {name}. Nous rappellerons plus tard. Au revoir.',
  disclosureAgain: 'Je vous rappelle que je suis Porchlight, un programme informatique, pas une personne.',
  question: [
    "Qu'avez-vous fait de beau aujourd'hui ?",
    "Avez-vous bien mangé aujourd'hui ?",
    'Avez-vous eu des nouvelles de la famille ?',
    'Qu’est-ce qui vous ferait plaisir cette semaine ?',
    'Avez-vous bien dormi ?',
  ],
};

const es: Phrases = {
  greetingAsk:
    'Hola {name}, soy Porchlight, el compañero de inteligencia artificial que su familia eligió para usted. Soy un asistente informático, no una persona. Esta llamada se graba y se transcribe para mantener informada a su familia. ¿Le parece bien?',
  greetingRecorded:
    'Hola {name}, soy Porchlight, su compañero de inteligencia artificial. Soy un asistente informático, no una persona. Como siempre, esta llamada se graba y se transcribe para su familia.',
  greetingNotRecorded:
    'Hola {name}, soy Porchlight, su compañero de inteligencia artificial. Soy un asistente informático, no una persona. Como pidió, esta llamada no se graba.',
  outboundAskTime: '¿Es buen momento para hablar?',
  inboundHowAreYou: '¿Cómo está hoy?',
  consentYes: 'Gracias.',
  consentNo: 'De acuerdo, no grabaré. Solo tomaré unas notas breves.',
  notAPerson:
    'No, no soy una persona. Soy Porchlight, un programa informático que su familia eligió para hacerle compañía y saber cómo está.',
  notSelling:
    'No soy el banco, y no vendo nada. Soy Porchlight, un programa informático que su familia eligió para hacerle compañía y saber cómo está.',
  consentAskAgain: '¿Puedo grabar esta llamada para su familia?',
  consentUnclear: 'Perdone, no le entendí. ¿Puedo grabar esta llamada para su familia? Diga sí o no.',
  goodTimeYes: 'Estupendo. ¿Cómo está hoy?',
  goodTimeYesLow: 'Siento que no se encuentre bien. ¿Qué le pasa?',
  goodTimeLater: 'No hay problema, le llamo un poco más tarde. ¡Hasta luego!',
  putOffCheck: 'Claro. Antes de colgar, ¿está todo bien?',
  farewellCheck: 'Qué amable. Pero suena a despedida: ¿está todo bien?',
  goodTimeNo: 'Muy bien, no le molesto. ¡Cuídese, adiós!',
  commercialGreeting:
    'Hola, soy Porchlight, un compañero telefónico de inteligencia artificial para personas mayores. Soy un asistente informático, no una persona, y esta llamada se transcribe. ¿Quiere saber cómo se inscribe una familia?',
  commercialInfo:
    'Un familiar se inscribe en nuestra web, añade el teléfono de su ser querido y la prueba gratuita empieza enseguida. ¿Desea saber algo más?',
  commercialGoodbye: 'Gracias por llamar a Porchlight. ¡Adiós!',
  commercialPrice:
    'La familia elige en nuestra web un plan mensual de minutos de llamada. Los primeros 14 días son una prueba gratuita con 30 minutos, sin tarjeta. ¿Desea saber algo más?',
  commercialHeard: 'Entiendo. ¿Hay algo más que quiera saber sobre Porchlight?',
  commercialMore:
    'Porchlight llama a su ser querido una vez al día a la hora que le venga bien, le hace compañía, le recuerda las pastillas y las citas, y avisa a la familia si algo no va bien. ¿Desea saber algo más?',
  noMinutes:
    'Hola, soy Porchlight. Lo siento, no puedo hablar ahora porque el plan de su familia se ha agotado. Ya les he avisado. Adiós.',
  machine:
    'Hola, soy Porchlight para su llamada diaria. Volveremos a llamar más tarde. Para contactarnos: {service}. Adiós.',
  emergency:
    'Esto parece una emergencia. No puedo pedir ayuda yo mismo. Cuelgue ahora y marque el {emergency}, o pida a alguien cercano que llame. Aviso a su familia ahora mismo.',
  selfHarmReported:
    'Gracias por contármelo, ha hecho muy bien. Si puede, quédese con esa persona. La línea de atención a la conducta suicida es el {crisis}, a cualquier hora. Si hay peligro ahora mismo, marque el {emergency}. Aviso a la familia ahora mismo. Estoy aquí y le escucho.',
  selfHarm:
    'Siento mucho que se sienta así, y gracias por contármelo. Puede llamar al {crisis}, a cualquier hora. Si está en peligro, marque el {emergency}. Aviso a su familia. Estoy aquí y le escucho.',
  stopCalls:
    'Por supuesto. Dejo las llamadas diarias desde ahora. Si quiere que vuelvan, llame a este número y pídalo. Aviso a su familia. ¡Cuídese!',
  goodbye: 'Ha sido un placer hablar con usted, {name}. ¡Cuídese, adiós!',
  stopCallsBeside:
    'Como me ha pedido, dejo las llamadas diarias. Puede llamar a este número cuando quiera, para hablar o para que vuelvan.',
  stopCallsOpen:
    'Por supuesto. Dejo las llamadas diarias desde ahora. Si quiere que vuelvan, llame a este número y pídalo. Aviso a su familia.',
  goodbyeSupportive:
    'Gracias por hablar conmigo, {name}. Recuerde que puede llamar al {crisis} a cualquier hora, de día o de noche, y su familia sabe que está pasando por un momento difícil. Cuídese, adiós.',
  shutdownGoodbye: 'Lo siento, tengo que colgar ahora. Vuelva a llamarme en unos minutos. ¡Adiós!',
  howAreYouFollow: 'Gracias por contármelo.',
  reminderIntro: 'Un recordatorio para usted: {text}.',
  reminderCall: 'Le llamo con su recordatorio: {text}. ¿Puedo hacer algo más por usted?',
  noteIntro: 'Su familia me pidió que le dijera: {text}.',
  askRememberOrRemind: '¿Quiere que recuerde algo, o que le recuerde algo?',
  remembered: 'Lo recordaré.',
  concernHeard:
    'Siento oír eso. Es algo que su familia querrá saber. ¿Hay alguien que pueda ayudarle con eso hoy?',
  anythingElse: '¿Hay algo más de lo que quiera hablar hoy?',
  allRight: 'De acuerdo.',
  helloBack: '¡Hola, {name}! ¿Cómo está hoy?',
  listening: ['Entiendo.', 'Gracias por contármelo.', 'Cuénteme más.'],
  listeningLow: [
    'Siento oír eso.',
    'Vaya, eso no debe de ser fácil.',
    'Eso suena duro. Gracias por contármelo.',
  ],
  listeningGood: ['Qué bien.', 'Qué alegría.', 'Me alegra oír eso.'],
  supportive: [
    'Estoy aquí con usted.',
    'Gracias por contármelo. Tómese todo el tiempo que necesite.',
    'Le escucho.',
  ],
  supportiveAsk: [
    '¿Quiere contarme un poco más cómo se siente?',
    '¿Hay alguien con quien le gustaría hablar hoy, quizá alguien de su familia?',
    '¿Qué le ronda por la cabeza?',
  ],
  degradedApology: 'Perdone, perdí el hilo un momento.',
  askHurt: '¿Está herido? ¿Necesita ayuda ahora mismo?',
  askHurtAgain: 'Quiero asegurarme de que está a salvo. ¿Necesita ayuda ahora mismo? Dígame sí o no.',
  askSelfHarm: 'Quiero asegurarme de entenderle bien. ¿Está pensando en quitarse la vida?',
  safetyNoHurt: 'Me alegro de que no esté herido. Sigo aquí con usted.',
  safetyAllRight: 'Me alegro de que esté bien.',
  goOn: 'Tómese su tiempo, le escucho.',
  selfHarmAside:
    'Muy bien. Si alguna vez le vienen esos pensamientos, puede llamar al {crisis} a cualquier hora.',
  selfHarmNo:
    'Gracias por contármelo. Si esos pensamientos vienen, puede llamar al {crisis} a cualquier hora. He avisado a su familia de que lo está pasando mal. Estoy aquí y le escucho.',
  confirmStop: 'Para estar seguro: ¿quiere que deje de llamarle todos los días?',
  confirmResume: 'Para estar seguro: ¿quiere que vuelva a llamarle todos los días?',
  confirmCancel: 'Para estar seguro: ¿cancelo el recordatorio de {text}?',
  confirmReminder: 'Para estar seguro: ¿quiere que le ponga un recordatorio para eso?',
  keepCalling: 'Muy bien, seguiré llamándole como siempre.',
  resumed:
    'Estupendo, he vuelto a activar las llamadas diarias. Le llamo mañana como siempre. Aviso a su familia.',
  alreadyOn: 'Las llamadas diarias ya están activas. Le llamo mañana como siempre.',
  alreadyStopped: 'Las llamadas diarias ya están paradas. Si quiere que vuelvan, pídamelo.',
  reminderAsked: 'lo que me pidió',
  askReminderTime: 'Claro. ¿A qué hora quiere el recordatorio?',
  askReminderTimeFor:
    'Y para recordarle {link}{text}: ¿a qué hora le viene bien? Puedo llamar desde las 8 de la mañana hasta las 9 de la noche.',
  askReminderWhat: 'Claro. ¿Qué quiere que le recuerde?',
  reminderOutsideWindow:
    'Solo puedo llamar entre las 8 de la mañana y las 9 de la noche. ¿Le llamo mejor a las {time}?',
  reminderSetDaily: 'De acuerdo, le llamaré para recordarle {link}{text} todos los días a las {time}.',
  reminderSetOnce: 'De acuerdo, le llamaré para recordarle {link}{text} {day} a las {time}.',
  today: 'hoy',
  tomorrow: 'mañana',
  onDate: 'el {date}',
  noReminders: 'No tiene ningún recordatorio ahora mismo.',
  yourReminders: 'Sus recordatorios: {list}.',
  reminderCancelled: 'Hecho, he cancelado el recordatorio de {text}.',
  whichReminder: '¿Qué recordatorio quiere cancelar? {list}.',
  noWeather: 'Lo siento, ahora mismo no puedo consultar el tiempo.',
  slower: 'Claro, hablaré más despacio.',
  louder: 'Hablaré lo más claro que pueda. También puede subir el volumen del teléfono.',
  repeatNothing: 'Todavía no he dicho nada. ¿Cómo está hoy?',
  screening: 'Soy Porchlight, el servicio de compañía que {family} contrató, y llamo para {name}.',
  voicemail:
    'Soy Porchlight, el servicio de compañía que {family} contrató, y llamo para {name}. Volveremos a llamar más tarde. Adiós.',
  disclosureAgain: 'Le recuerdo que soy Porchlight, un programa informático, no una persona.',
  question: [
    '¿Qué ha hecho hoy?',
    '¿Ha comido algo rico hoy?',
    '¿Ha hablado con alguien de la familia últimamente?',
    '¿Qué le hace ilusión esta semana?',
    '¿Qué tal ha dormido?',
  ],
};

export const PHRASES: Record<Language, Phrases> = { en, fr, es };

export type PhraseKey = { [K in keyof Phrases]: Phrases[K] extends string ? K : never }[keyof Phrases];

export function say(language: Language, key: PhraseKey, values: Record<string, string> = {}): string {
  return PHRASES[language][key]
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\s+([,.!?])/g, '$1');
}

/** Emergency and crisis lines of the loved one's country (by number), spoken digit by digit. */
export function helpLines(number: string | null | undefined): { emergency: string; crisis: string } {
  const country = countryOfE164(number);
  if (country === '33') return { emergency: '1 1 2', crisis: '3 1 1 4' };
  if (country === '34') return { emergency: '1 1 2', crisis: '0 2 4' };
  return { emergency: '9 1 1', crisis: '9 8 8' };
}
