// The logistic regression on its own (a small problem written here), and the safety classifier
// it is half of: its shortcut past naive Bayes must never change what the caller hears.
import { describe, expect, it } from 'vitest';
import {
  classifierReading,
  REGRESSION_FLOOR,
  SAFETY_FLOOR,
  trainSafetyClassifier,
  type IntentClassifier,
} from './classifier.ts';
import { corpusSplit } from './corpus.ts';
import { ASK } from './intents.ts';
import { safetyView } from './rule-engine.ts';
import { RULES } from './rules.ts';
import { normalizeSpeech } from '../language.ts';
import { classify, hear } from './understand.ts';

import { SoftmaxRegression } from './softmax-regression.ts';

const EXAMPLES = [
  { text: 'the kitchen is on fire', label: 'fire' },
  { text: 'flames coming out of the oven', label: 'fire' },
  { text: 'the curtains caught fire', label: 'fire' },
  { text: 'smoke and flames in the hall', label: 'fire' },
  { text: 'the garden looks lovely today', label: 'none' },
  { text: 'i had toast for breakfast', label: 'none' },
  { text: 'my grandson visited on sunday', label: 'none' },
  { text: 'the kettle has just boiled', label: 'none' },
];

describe('softmax regression', () => {
  const model = SoftmaxRegression.train(EXAMPLES, ['fire', 'none']);

  it('learns what it was taught and generalises by letter pieces ("flaming" shares "flam")', () => {
    expect(model.predict('the bedroom is on fire')[0]?.label).toBe('fire');
    expect(model.predict('flaming curtains')[0]?.label).toBe('fire');
    expect(model.predict('my granddaughter visited today')[0]?.label).toBe('none');
  });

  it('gives every class a probability, the best first, summing to one', () => {
    const out = model.predict('the oven');
    expect(out.map((c) => c.label).sort()).toEqual(['fire', 'none']);
    expect(out[0]!.probability).toBeGreaterThanOrEqual(out[1]!.probability);
    expect(out.reduce((sum, c) => sum + c.probability, 0)).toBeCloseTo(1, 10);
  });

  it('answers a turn of words it never met with its prior, not an error', () => {
    const out = model.predict('zzqx vvwy');
    expect(out).toHaveLength(2);
    for (const c of out) expect(Number.isFinite(c.probability)).toBe(true);
    expect(model.predict('')).toHaveLength(2);
  });

  it('is the same model on every run (seeded shuffles)', () => {
    const again = SoftmaxRegression.train(EXAMPLES, ['fire', 'none']);
    expect(again.predict('smoke in the kitchen')).toEqual(model.predict('smoke in the kitchen'));
  });
});

describe('the safety classifier', () => {
  it('hears exactly what it would hear without skipping naive Bayes on hopeless turns', () => {
    const { train, heldOut } = corpusSplit('en');
    const read = classifierReading('en');
    const quick = trainSafetyClassifier(train, read);
    const full = trainSafetyClassifier(train, read, { emergency: 0, self_harm: 0, stop_calls: 0 });
    const heard = (c: typeof quick, text: string) => {
      const [top] = c.classify(text);
      return top && top.intent !== 'none' && top.score >= SAFETY_FLOOR[top.intent] ? top.intent : 'none';
    };
    const texts = heldOut.slice(0, 300).map((e) => e.text);
    const differ = texts.filter((text) => heard(quick, text) !== heard(full, text));
    expect(differ).toEqual([]);
    // And the comparison means something: many of these turns are heard as dangers.
    expect(texts.filter((text) => heard(full, text) !== 'none').length).toBeGreaterThan(30);
  });
});

describe('how sure the classifier must be', () => {
  it('hears no emergency and no self-harm that the regression alone gives less than REGRESSION_FLOOR', () => {
    const { train, heldOut } = corpusSplit('en');
    const read = classifierReading('en');
    const classifier = trainSafetyClassifier(train, read);
    // The same regression as the classifier's own half (the same reading, labels and seed).
    const regression = SoftmaxRegression.train(
      train.map((e) => ({
        text: read(e.text),
        label: ['emergency', 'self_harm', 'stop_calls'].includes(e.label) ? e.label : 'none',
      })),
      ['emergency', 'self_harm', 'stop_calls', 'none'],
    );
    const texts = [...heldOut, ...train].map((e) => read(e.text)).filter((t) => t.trim());
    const probability = (t: string, label: string) =>
      regression.predict(t).find((c) => c.label === label)?.probability ?? 0;
    const heard = texts.flatMap((t) =>
      classifier
        .classifyRead(t)
        .filter(
          (c) => (c.intent === 'emergency' || c.intent === 'self_harm') && c.score >= SAFETY_FLOOR[c.intent],
        )
        .map((c) => ({ text: t, intent: c.intent, regression: probability(t, c.intent) })),
    );
    expect(heard.filter((h) => h.regression < REGRESSION_FLOOR)).toEqual([]);
    // And the check means something: most of the corpus's dangers are heard.
    expect(heard.length).toBeGreaterThan(1000);
  });

  it('asks about danger on a short turn only when nearly sure, and on a longer one from the usual floor', () => {
    const sure = (score: number): IntentClassifier => ({
      classify: () => [{ intent: 'self_harm', score }],
      classifyRead: () => [{ intent: 'self_harm', score }],
    });
    const view = (text: string) => safetyView(RULES.en, normalizeSpeech(text));
    const short = view("I've been better, to be honest");
    const long = view("I've been better, to be honest, it's been a long old week with one thing and another");
    expect(classify(short, 'en', sure(0.65))).toEqual([]);
    expect(classify(long, 'en', sure(0.65)).map((h) => h.intent)).toEqual(['self_harm']);
    expect(classify(short, 'en', sure(0.75)).map((h) => h.intent)).toEqual(['self_harm']);
  });
  it("asks over the rules' reading of the past only when all but certain, and never over a film", () => {
    const sure = (score: number): IntentClassifier => ({
      classify: () => [{ intent: 'emergency', score }],
      classifyRead: () => [{ intent: 'emergency', score }],
    });
    const past = safetyView(RULES.en, normalizeSpeech('my husband thought it was his squash and drank it'));
    const film = safetyView(
      RULES.en,
      normalizeSpeech('in the film my husband drank the bleach and fell down'),
    );
    expect(past.contextFactor).toBe(0.4);
    expect(film.contextFactor).toBe(0.3);
    expect(classify(past, 'en', sure(0.995)).map((h) => h.intent)).toEqual(['emergency']);
    expect(classify(past, 'en', sure(0.95))).toEqual([]);
    expect(classify(film, 'en', sure(0.9999))).toEqual([]);
  });
});

describe('rules and classifier together, on the commonest turns of a call', () => {
  it.each([
    ['en', 'Oh, not so bad, thank you dear'],
    ['en', "I didn't sleep very well last night, the wind was howling"],
    ['en', 'A bit lonely, to be honest, since the lady next door moved'],
    ['en', "Not too bad, mustn't grumble"],
    ['fr', "Bof, pas terrible, j'ai mal dormi"],
    ['fr', 'Je me sens un peu seule ces jours-ci'],
    ['es', 'Pues tirando, he dormido fatal'],
    ['es', 'Un poco sola, la verdad, pero bien'],
    // A visitor at the door, the call put on hold: no intruder.
    ['en', "oh hang on love, there's someone at the door"],
    ['fr', "ne quittez pas, quelqu'un frappe à la porte"],
    ['fr', 'euh attendez, on sonne à la porte'],
    ['es', 'un momentito, que llaman a la puerta'],
    // Thanks for ringing is a warm goodbye, never a stop.
    ['en', "Thank you, love, it's ever so kind of you to ring me"],
    ['fr', "Merci ma petite, c'est bien aimable de m'appeler"],
    ['es', 'Gracias, hija, qué amable de llamarme'],
  ] as const)('[%s] hears no danger and no stop in "%s"', (language, text) => {
    const heard = hear(text, language).filter(
      (h) => ['emergency', 'self_harm', 'stop_calls'].includes(h.intent) && h.confidence >= ASK,
    );
    expect(heard).toEqual([]);
  });
});
