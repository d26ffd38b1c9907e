// For writing the understanding rules without peeking at the held-out split: five-fold
// cross-validation inside the corpus's TRAINING split only. Prints, per language, how many
// safety utterances the rules alone and the classifier catch, and the rules' false alarms on
// near-misses. `npm run rules:cv -- fr --misses` lists what the rules miss; `--alarms` their
// false alarms; `--combined` also prints what rules and classifier catch together, as `understand`
// merges them (asks included), and their false alarms (with `--alarms`, listed); `--intents`
// measures the other intents (the rules, and together with the request classifier), with
// `--misses` listing what the rules miss; `--missed-together` lists what neither layer heard.
// The held-out split is measured only by `npm run bench` (bench/understanding.ts).
import {
  classifierReading,
  trainRequestClassifier,
  trainSafetyClassifier,
} from '../src/server/companion/understand/classifier.ts';
import { corpusSplit, textHash } from '../src/server/companion/understand/corpus.ts';
import { ASK } from '../src/server/companion/understand/intents.ts';
import { hear, understandByRules } from '../src/server/companion/understand/understand.ts';
import type { Language } from '../src/server/companion/language.ts';

const SAFETY = ['emergency', 'self_harm', 'stop_calls'] as const;
const args = process.argv.slice(2);
const languages = (['en', 'fr', 'es'] as const).filter(
  (l) => !args.some((a) => /^(en|fr|es)$/.test(a)) || args.includes(l),
);
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

function run(language: Language) {
  const { train } = corpusSplit(language);
  const rows: {
    label: string;
    text: string;
    rules: Map<string, number>;
    top: string;
    combined: Map<string, number>;
  }[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const inFold = (text: string) => (textHash(text) >>> 8) % 5 === fold;
    const trainFold = train.filter((e) => !inFold(e.text));
    const classifier = trainSafetyClassifier(trainFold, classifierReading(language));
    const requests = trainRequestClassifier(trainFold);
    for (const e of train.filter((x) => inFold(x.text))) {
      const byRules = understandByRules(e.text, language);
      const rules = new Map(byRules.map((h) => [h.intent as string, h.confidence]));
      const merged = hear(e.text, language, { expecting: null }, classifier, requests);
      rows.push({
        label: e.label,
        text: e.text,
        rules,
        top: classifier.classify(e.text)[0]?.intent ?? 'none',
        combined: new Map(merged.map((h) => [h.intent as string, h.confidence])),
      });
    }
  }
  console.log(`[${language}] ${rows.length} training utterances, 5-fold`);
  for (const intent of SAFETY) {
    const positives = rows.filter((r) => r.label === intent);
    const byRules = positives.filter((r) => (r.rules.get(intent) ?? 0) >= ASK);
    const byClassifier = positives.filter((r) => r.top === intent);
    console.log(
      `  ${intent.padEnd(11)} n=${positives.length} rules ${pct(byRules.length, positives.length)}` +
        ` classifier ${pct(byClassifier.length, positives.length)}` +
        (args.includes('--combined')
          ? ` together ${pct(positives.filter((r) => (r.combined.get(intent) ?? 0) >= ASK).length, positives.length)}`
          : ''),
    );
    if (args.includes('--misses'))
      for (const r of positives) if (!byRules.includes(r)) console.log(`    miss: ${r.text}`);
    if (args.includes('--missed-together'))
      for (const r of positives)
        if ((r.combined.get(intent) ?? 0) < ASK) console.log(`    missed together: ${r.text}`);
  }
  // The other intents (resume calls, reminders, weather…): the rules, and with the request
  // classifier ("together", as `understand` hears them).
  if (args.includes('--intents')) {
    const others = [...new Set(rows.map((r) => r.label))].filter(
      (l) => !(SAFETY as readonly string[]).includes(l) && l !== 'near_miss' && l !== 'smalltalk',
    );
    for (const intent of others.sort()) {
      const positives = rows.filter((r) => r.label === intent);
      const heard = positives.filter((r) => (r.rules.get(intent) ?? 0) >= ASK);
      const wrong = rows.filter((r) => r.label !== intent && (r.rules.get(intent) ?? 0) >= ASK);
      const together = positives.filter((r) => (r.combined.get(intent) ?? 0) >= ASK).length;
      const togetherWrong = rows.filter(
        (r) => r.label !== intent && (r.combined.get(intent) ?? 0) >= ASK,
      ).length;
      console.log(
        `  ${intent.padEnd(15)} n=${positives.length} rules ${pct(heard.length, positives.length)}, heard wrongly in ${wrong.length}; together ${pct(together, positives.length)}, wrongly in ${togetherWrong}`,
      );
      if (args.includes('--misses'))
        for (const r of positives) if (!heard.includes(r)) console.log(`    miss: ${r.text}`);
      if (args.includes('--alarms'))
        for (const r of wrong) console.log(`    wrongly: ${r.text} (${r.label})`);
    }
  }
  const negatives = rows.filter((r) => r.label === 'near_miss' || r.label === 'smalltalk');
  const alarms = negatives.filter((r) => SAFETY.some((i) => (r.rules.get(i) ?? 0) >= ASK));
  console.log(
    `  rules' false alarms: ${alarms.length} of ${negatives.length} (${pct(alarms.length, negatives.length)})`,
  );
  if (args.includes('--combined')) {
    const together = negatives.filter((r) => SAFETY.some((i) => (r.combined.get(i) ?? 0) >= ASK));
    const by = SAFETY.map((i) => `${i} ${together.filter((r) => (r.combined.get(i) ?? 0) >= ASK).length}`);
    console.log(
      `  together, false alarms: ${together.length} of ${negatives.length} (${pct(together.length, negatives.length)}): ${by.join(', ')}`,
    );
    if (args.includes('--alarms'))
      for (const r of together)
        console.log(`    together alarm: ${r.text} ${JSON.stringify([...r.combined])}`);
  }
  if (args.includes('--alarms'))
    for (const r of alarms) console.log(`    alarm: ${r.text} ${JSON.stringify([...r.rules])}`);
}

for (const language of languages) run(language);
