import naiveBayes from 'wink-naive-bayes-text-classifier';
import { describe, expect, it } from 'vitest';
import { oddsOf } from './bayes-odds.ts';
import { corpusSplit } from './corpus.ts';

/** Words and their four-letter pieces, as the safety classifier's naive Bayes reads a turn. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(Boolean)
    .flatMap((word) => {
      const edged = `<${word}>`;
      const pieces = [`w:${word}`];
      for (let j = 0; j + 4 <= edged.length; j++) pieces.push(`c:${edged.slice(j, j + 4)}`);
      return pieces;
    });

describe('the table of naive Bayes odds', () => {
  it('gives exactly the odds wink computes, turn by turn, on sentences it never learnt', () => {
    const { train, heldOut } = corpusSplit('fr');
    const model = naiveBayes();
    model.definePrepTasks([(input) => (Array.isArray(input) ? input : tokens(input))]);
    model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
    for (const e of train.slice(0, 3000)) model.learn(e.text, e.label);
    model.consolidate();
    const odds = oddsOf(model);
    const turns = heldOut.slice(0, 300).map((e) => tokens(e.text));
    // Unknown words only, and nothing at all: wink's "unknown".
    turns.push(['w:zzzqqq'], []);
    for (const turn of turns) expect(odds(turn)).toEqual(model.computeOdds(turn));
    // Asked again, from the table, the same.
    for (const turn of turns.slice(0, 20)) expect(odds(turn)).toEqual(model.computeOdds(turn));
  });

  it('refuses a model without smoothing, whose arithmetic it does not follow', () => {
    const model = naiveBayes();
    model.definePrepTasks([(input) => (Array.isArray(input) ? input : tokens(input))]);
    model.defineConfig({ smoothingFactor: 0 });
    model.learn('alpha bravo charlie delta echo foxtrot', 'x');
    model.learn('golf hotel india juliet kilo lima', 'y');
    model.consolidate();
    expect(() => oddsOf(model)).toThrow(/smoothed/);
  });
});
