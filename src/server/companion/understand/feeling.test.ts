// How a turn sounds, on phrasings written for this test: low wins over good, "not too bad" is good.
import { describe, expect, it } from 'vitest';
import { normalizeSpeech, type Language } from '../language.ts';
import { feelingOf, lowAtHeart } from './feeling.ts';
import { safetyView } from './rule-engine.ts';
import { RULES } from './rules.ts';

/** As `understand` calls it: on the turn as the rules read it. */
const feelingOfTurn = (text: string, language: Language) =>
  feelingOf(safetyView(RULES[language], normalizeSpeech(text)).said, language);

describe('feelingOf', () => {
  it.each([
    ['en', "I didn't sleep a wink, my back was aching all night", 'low'],
    ['en', "It's been quiet since my wife passed away", 'low'],
    ['en', "I'm a bit under the weather", 'low'],
    ['en', 'We had a lovely lunch at the garden centre', 'good'],
    ['en', 'Not so bad, thank you', 'good'],
    ['en', 'Nice enough, but my knee hurts', 'low'],
    ['fr', "j'ai mal aux jambes depuis hier", 'low'],
    ['fr', 'je me sens bien seule ces temps-ci', 'low'],
    ['fr', 'pas trop mal, merci', 'good'],
    ['fr', 'ma voisine est venue me voir, c’était agréable', 'good'],
    ['es', 'me duelen mucho las manos hoy', 'low'],
    ['es', 'echo de menos a mi marido', 'low'],
    ['es', 'no me quejo, hija', 'good'],
    ['es', 'vinieron a verme mis nietos, qué alegría', 'good'],
    // Complaints made lightly, after "not too bad".
    ['en', "Not too bad, but my knee's been giving me gyp", 'low'],
    ['en', 'Fine thanks, just a chesty cold', 'low'],
    ['fr', 'pas trop mal, mais mon dos me fait des misères', 'low'],
    ['es', 'pues regular, hija, con mis achaques', 'low'],
    // Family far away.
    ['en', "My children live so far away, they don't visit much", 'low'],
    ['fr', 'mes enfants habitent loin, ils viennent peu', 'low'],
    ['es', 'sí, mis hijos viven lejos', 'low'],
  ] as const)('[%s] "%s" sounds %s', (language, text, feeling) => {
    expect(feelingOfTurn(text, language)).toBe(feeling);
  });

  it.each([
    ['en', 'I watched the snooker this afternoon'],
    ['en', 'It was a cold morning, so I stayed in with the crossword'],
    ['fr', "j'ai fait les courses ce matin"],
    ['es', 'he ido a la compra esta mañana'],
    // A battery or a bulb that died is no grief.
    ['fr', "c'est le détecteur de fumée, la pile est morte"],
    ['en', 'the battery in the remote died'],
    ['es', 'se me murió la pila del reloj'],
  ] as const)('[%s] "%s" sounds neither', (language, text) => {
    expect(feelingOfTurn(text, language)).toBeNull();
  });
});

/** Whether a turn, read as the rules read it, tells of a low heart and not of the body. */
const low = (text: string, language: Language) =>
  lowAtHeart(safetyView(RULES[language], normalizeSpeech(text)).said, language);

describe('lowAtHeart', () => {
  it.each([
    ['en', "it's grey and raw out, and the evenings go on forever since me and Bill used to play dominoes"],
    ['fr', 'ça va pas fort, il fait gris, les soirées elles en finissent pas depuis que je suis toute seule'],
    ['es', 'está el día gris y las tardes se me hacen eternas, antes con mi Paco salíamos al casino'],
  ] as const)('[%s] a grey day and long evenings are a low heart, not the body: "%s"', (language, text) => {
    expect(low(text, language)).toBe(true);
  });

  it.each([
    ['en', "I've gone grey in the face and I'm ever so lonely"],
    ['fr', 'je suis toute grise et seule, j’ai mal à la poitrine'],
  ] as const)('[%s] a face gone grey is the body: "%s"', (language, text) => {
    expect(low(text, language)).toBe(false);
  });
});

describe('lowAtHeart: alone with someone', () => {
  it.each([
    ['en', "I'm on my own with her, my brother's away at work till tonight"],
    ['fr', 'je suis tout seul avec lui, ma sœur est à Lyon jusqu’à demain'],
    ['es', 'estoy sola con ella, mi hermano está trabajando hasta la noche'],
  ] as const)(
    '[%s] alone with someone who needs them is keeping watch, not loneliness: "%s"',
    (language, text) => {
      expect(low(text, language)).toBe(false);
    },
  );

  it('still hears being alone since a death as a low heart', () => {
    expect(low('je suis toute seule depuis que mon mari est parti', 'fr')).toBe(true);
  });
});

describe('the aw sets: a question about a fall, quoted', () => {
  it('hears "have you fallen?" asked by someone else as no fall of one’s own', () => {
    expect(
      feelingOfTurn(
        'the warden came on the speaker going have you fallen, and I was only in the kitchen',
        'en',
      ),
    ).not.toBe('low');
    expect(feelingOfTurn('madame vous êtes tombée ? qu’elle me dit, et moi j’étais debout', 'fr')).not.toBe(
      'low',
    );
    expect(feelingOfTurn('I have fallen in the kitchen', 'en')).toBe('low');
  });
});

describe('lowAtHeart: a spouse dead, the children far away', () => {
  it.each([
    ['fr', 'mon mari il est mort l’an dernier, les enfants ils habitent loin, à Lyon et à Québec'],
    ['en', "my wife's been dead three years now and the kids all live miles away"],
    ['es', 'mi esposa murió hace tres años y mis hijos viven muy lejos, en Alemania'],
  ] as const)('[%s] grief and family far away are a low heart: "%s"', (language, text) => {
    expect(low(text, language)).toBe(true);
  });
});

describe('the bl-bo sets: feeling', () => {
  it('"smoking something rotten" says how much, and is not low', () => {
    expect(
      feelingOf("the bonfire was smoking something rotten this morning, i've come in smelling of it", 'en'),
    ).not.toBe('low');
  });
});

describe('the bl-bo sets: grief told by its anniversary', () => {
  it.each([
    [
      'fr',
      "dimanche c'était l'anniversaire de la mort de mon Jacques, j'ai regardé sa place vide toute la soirée",
    ],
    ['es', 'ayer fue el aniversario de la muerte de mi Paco, y su silla vacía ahí en la mesa'],
    ['en', 'it was the anniversary of his death on Friday, I sat looking at his empty chair all evening'],
  ] as const)('[%s] is a low heart: "%s"', (language, text) => {
    expect(lowAtHeart(normalizeSpeech(text), language)).toBe(true);
  });
});

describe('the bv and bw sets', () => {
  it('"no worries" and "nearly died laughing" are not low', () => {
    expect(feelingOfTurn('yeah hiya, yeah no worries, now suits me', 'en')).not.toBe('low');
    expect(feelingOfTurn('honest to god i nearly died laughing, i had to sit down', 'en')).not.toBe('low');
  });
});

describe('the ct sets: "solo" that means only', () => {
  it('"solo quería…" and "no solo hoy" are not loneliness; "vivo sola" is', () => {
    expect(feelingOfTurn('solo quería preguntarte una cosa de la receta', 'es')).not.toBe('low');
    expect(feelingOfTurn('todos los días, no solo hoy', 'es')).not.toBe('low');
    expect(feelingOfTurn('vivo sola desde el verano', 'es')).toBe('low');
    expect(feelingOfTurn('estoy solo todo el día', 'es')).toBe('low');
  });
});
