// Worries for the family that are no emergency, on phrasings written for this test: heard as the
// caller's own, and not when denied, told of somebody else, in a film, or a figure of speech.
import { beforeAll, describe, expect, it } from 'vitest';
import { WARM_TIMEOUT_MS, warmClassifiers } from './warm-classifiers.ts';
import type { Language } from '../language.ts';
import { understand } from './understand.ts';

const concern = (text: string, language: Language) =>
  understand(text, language, {
    expecting: null,
    now: new Date('2026-11-23T15:00:00Z'),
    timeZone: 'America/New_York',
  }).concern ?? null;

beforeAll(() => warmClassifiers(), WARM_TIMEOUT_MS);
describe('worries for the family', () => {
  it.each([
    ['en', "I had a bit of a fall on Tuesday but I'm alright now", 'fall'],
    ['en', 'I slipped on the ice last week', 'fall'],
    ['en', "I've run out of my blood pressure tablets", 'medication'],
    ['en', 'a man rang from the bank asking for my card number', 'money'],
    ['en', 'I left the gas on again this morning', 'confusion'],
    ['en', "the carer didn't come this morning", 'care'],
    ['fr', 'je suis tombée mardi dans la cuisine, mais ça va', 'fall'],
    ['fr', 'mon petit-fils me prend ma retraite', 'money'],
    ['fr', 'le chauffage est en panne depuis vendredi', 'cold'],
    ['fr', 'je me suis perdue hier en rentrant du marché', 'confusion'],
    ['fr', "l'aide-soignante n'est pas venue ce matin", 'care'],
    ['es', 'me caí el martes en la cocina pero ya estoy bien', 'fall'],
    ['es', 'llamaron del banco y me pidieron el número de la tarjeta', 'money'],
    ['es', 'la calefacción no funciona desde el viernes', 'cold'],
    ['es', 'me perdí ayer volviendo del mercado', 'confusion'],
    ['es', 'la cuidadora no vino esta mañana', 'care'],
  ] as const)('[%s] "%s" is a worry: %s', (language, text, kind) => {
    expect(concern(text, language)).toBe(kind);
  });

  it.each([
    ['en', 'I fell asleep in front of the telly'],
    ['en', "I haven't had a fall in years"],
    ['en', 'my neighbour had a fall last week'],
    ['en', 'I had a lovely fall holiday'],
    ['en', 'we had a spill of milk on the floor'],
    ['en', 'my son took me to the bank to get my pension'],
    ['en', 'I went down to the post office this morning'],
    ['en', 'we had no electricity when I was a girl'],
    ['en', 'I had a lovely card from my sister'],
    ['fr', 'mon fils prend sa retraite en juin'],
    ['fr', 'le PSG a perdu encore hier soir'],
    ['fr', 'je suis tombée sur une bonne émission'],
    ['fr', 'ma voisine est tombée la semaine dernière'],
    ['fr', 'je ne suis pas tombée, heureusement'],
    ['es', 'me caí de la risa con la película'],
    ['es', 'mi vecina se cayó la semana pasada'],
    ['es', 'no me he caído, gracias a Dios'],
  ] as const)('[%s] "%s" is none', (language, text) => {
    expect(concern(text, language)).toBeNull();
  });
});
