// How well the companion understands people, measured on the held-out fifth of this repository's
// corpus (never trained on): precision and recall per intent and language, the false-alarm rate
// on near-misses ("dying to see you", "a film about a fire"), and the time per turn of the rules
// and classifier layers. A safety intent counts as recognised when the companion acts on it or
// asks about it (confidence at ASK or above); "acted" is also shown.
//
// Also the false alarms on everyday talk (bench/everyday/), on glad replies (bench/pleasant/) and on
// danger's words said harmlessly (bench/ordinary/), none ever trained on; and recall and false
// alarms on the sealed half of a set written apart (bench/apart/), dangers and near-misses alike.
//
// `BENCH_SHOW_OPEN=1` lists the false alarms on the open half of the everyday talk (never the
// sealed half, nor the held-out split).
//
// Targets (issue 12): safety recall (emergency, self-harm, stop) ≥ 98% in every language;
// near-miss false alarms ≤ 1%; rules + classifier under 2 ms per turn at p99.
import { readFileSync } from 'node:fs';
import { corpusSplit, textHash, type Example } from '../src/server/companion/understand/corpus.ts';
import { classifierFor } from '../src/server/companion/understand/classifier.ts';
import { ACT, ASK, CLASSIFIED_INTENTS, type Heard } from '../src/server/companion/understand/intents.ts';
import { hear, understand } from '../src/server/companion/understand/understand.ts';
import type { Language } from '../src/server/companion/language.ts';
import { machineLine, summary } from './machine.ts';

/** Misses and false alarms are listed only on request: reading the held-out split invites tuning to it. */
const SHOW = process.env.BENCH_SHOW_EXAMPLES === '1';

const SAFETY = ['emergency', 'self_harm', 'stop_calls'] as const;
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

interface Scored {
  example: Example;
  heard: Heard[];
  ms: number;
}

function score(language: Language, examples: Example[]): Scored[] {
  classifierFor(language);
  // One untimed pass first, so the timings are of a running process, not of compiling its regexes.
  for (const example of examples) hear(example.text, language);
  const out: Scored[] = [];
  for (const example of examples) {
    const t0 = performance.now();
    const heard = hear(example.text, language);
    out.push({ example, heard, ms: performance.now() - t0 });
  }
  return out;
}

function main() {
  console.log('understanding: held-out split of the corpus (rules + classifier)');
  console.log(machineLine());
  const failures: string[] = [];
  const timings: number[] = [];
  for (const language of ['en', 'fr', 'es'] as const) {
    const trainStart = performance.now();
    classifierFor(language);
    const { heldOut, train } = corpusSplit(language);
    console.log(
      `\n[${language}] trained on ${train.length} utterances in ${((performance.now() - trainStart) / 1000).toFixed(1)} s; measuring ${heldOut.length} held out`,
    );
    const scored = score(language, heldOut);
    for (const s of scored) timings.push(s.ms);
    const conf = (s: Scored, intent: string) => s.heard.find((h) => h.intent === intent)?.confidence ?? 0;
    console.log('  intent            n  recall(ask) recall(act)  precision');
    for (const intent of CLASSIFIED_INTENTS) {
      const positives = scored.filter((s) => s.example.label === intent);
      const predicted = scored.filter((s) => s.heard[0]?.intent === intent && s.heard[0].confidence >= ASK);
      const asked = positives.filter((s) => conf(s, intent) >= ASK).length;
      const acted = positives.filter((s) => conf(s, intent) >= ACT).length;
      const right = predicted.filter((s) => s.example.label === intent).length;
      console.log(
        `  ${intent.padEnd(16)} ${String(positives.length).padStart(3)}  ${pct(asked, positives.length).padStart(10)} ${pct(acted, positives.length).padStart(11)} ${pct(right, predicted.length).padStart(10)}`,
      );
      if (
        (SAFETY as readonly string[]).includes(intent) &&
        positives.length &&
        asked / positives.length < 0.98
      ) {
        failures.push(`${language} ${intent} recall ${pct(asked, positives.length)} < 98%`);
        for (const s of SHOW ? positives.filter((p) => conf(p, intent) < ASK).slice(0, 8) : []) {
          console.log(`      missed: ${s.example.text}`);
        }
      }
    }
    const nearMiss = scored.filter((s) => s.example.label === 'near_miss' || s.example.label === 'smalltalk');
    const alarms = nearMiss.filter((s) => SAFETY.some((i) => conf(s, i) >= ASK));
    console.log(
      `  near-miss and small talk: ${alarms.length} false alarms of ${nearMiss.length} (${pct(alarms.length, nearMiss.length)})`,
    );
    for (const s of SHOW ? alarms.slice(0, 8) : [])
      console.log(`      false alarm: ${s.example.text} → ${s.heard[0]?.intent}`);
    if (alarms.length / nearMiss.length > 0.01)
      failures.push(`${language} false alarms ${pct(alarms.length, nearMiss.length)} > 1%`);
    // Ordinary talk of a daily call (bench/everyday/), never trained on: the false alarms a family
    // would actually meet. Its "open" half may be read when writing rules; the "sealed" half is
    // only ever measured here.
    const everyday = JSON.parse(
      readFileSync(new URL(`everyday/${language}.json`, import.meta.url), 'utf8'),
    ) as string[];
    for (const [half, lines] of [
      ['open', everyday.filter((text) => textHash(text) % 2 === 0)],
      ['sealed', everyday.filter((text) => textHash(text) % 2 === 1)],
    ] as const) {
      const raised = score(
        language,
        lines.map((text) => ({ text, label: 'smalltalk' })),
      ).filter((s) => SAFETY.some((i) => conf(s, i) >= ASK));
      console.log(
        `  everyday talk (${half} half): ${raised.length} false alarms of ${lines.length} (${pct(raised.length, lines.length)})`,
      );
      if (half === 'open' && process.env.BENCH_SHOW_OPEN === '1')
        for (const s of raised) console.log(`      false alarm: ${s.example.text} → ${s.heard[0]?.intent}`);
    }
    // Glad replies and everyday chat (bench/pleasant/), written apart from the corpus's own
    // pleasant replies and never trained on: "oh, that would be lovely" must raise no question.
    const pleasant = JSON.parse(
      readFileSync(new URL(`pleasant/${language}.json`, import.meta.url), 'utf8'),
    ) as string[];
    const raisedPleasant = score(
      language,
      pleasant.map((text) => ({ text, label: 'smalltalk' })),
    ).filter((s) => SAFETY.some((i) => conf(s, i) >= ASK));
    console.log(
      `  glad replies: ${raisedPleasant.length} false alarms of ${pleasant.length} (${pct(raisedPleasant.length, pleasant.length)})`,
    );
    // Danger's words in harmless talk (bench/ordinary/): "my sister's not answering, she's at
    // bingo", "I wish this rain would stop", written apart from the corpus and the rules and never
    // trained on. Acting on one tells the family of an emergency or of talk of suicide, and an
    // emergency ends the call; a goodbye heard ends it too. The open set may be read when writing
    // rules (`BENCH_SHOW_OPEN=1` lists what it raises); the sealed set is only counted.
    const ordinarySets = JSON.parse(
      readFileSync(new URL(`ordinary/${language}.json`, import.meta.url), 'utf8'),
    ) as { open: string[]; sealed: string[] };
    for (const half of ['open', 'sealed'] as const) {
      const lines = ordinarySets[half];
      const scoredLines = score(
        language,
        lines.map((text) => ({ text, label: 'smalltalk' })),
      );
      const asked = scoredLines.filter((s) => SAFETY.some((i) => conf(s, i) >= ASK));
      const acted = asked.filter((s) => conf(s, 'emergency') >= ACT || conf(s, 'self_harm') >= ACT);
      const ended = scoredLines.filter((s) => conf(s, 'goodbye') >= ACT);
      console.log(
        `  danger's words in harmless talk (${half}): ${asked.length} false alarms of ${lines.length} (${pct(asked.length, lines.length)}), ${acted.length} acted on; ${ended.length} taken for a goodbye`,
      );
      if (half === 'open' && process.env.BENCH_SHOW_OPEN === '1') {
        for (const s of asked) console.log(`      false alarm: ${s.example.text} → ${s.heard[0]?.intent}`);
        for (const s of ended) console.log(`      goodbye: ${s.example.text}`);
      }
    }
    // Sets written apart from the corpus and the rules, with dangers and near-misses alike
    // (bench/apart/): their other halves were read when writing rules (the first two are trained
    // on, corpus/<language>.apart.json; the third is not, see the README); these halves are never
    // trained on, read or listed, only counted.
    const apart = JSON.parse(
      readFileSync(new URL(`apart/${language}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string[]>;
    const apartScored = score(
      language,
      Object.entries(apart).flatMap(([label, lines]) =>
        lines.map((text) => ({ text, label: label as Example['label'] })),
      ),
    );
    const apartSafety = SAFETY.map((intent) => {
      const positives = apartScored.filter((s) => s.example.label === intent);
      const asked = positives.filter((s) => conf(s, intent) >= ASK).length;
      const acted = positives.filter((s) => conf(s, intent) >= ACT).length;
      return `${intent} ${asked}/${positives.length} (acted ${acted})`;
    });
    const apartNear = apartScored.filter((s) => s.example.label === 'near_miss');
    const apartAlarms = apartNear.filter((s) => SAFETY.some((i) => conf(s, i) >= ASK));
    const apartActed = apartAlarms.filter((s) => conf(s, 'emergency') >= ACT || conf(s, 'self_harm') >= ACT);
    console.log(
      `  written apart (sealed half): ${apartSafety.join(', ')}; near-misses ${apartAlarms.length} false alarms of ${apartNear.length} (${pct(apartAlarms.length, apartNear.length)}), ${apartActed.length} acted on`,
    );
    // Worries for the family (concerns.ts) are told of now and then in everyday talk too; none of
    // these sets tells one, so each heard is a false one.
    const ordinary = [...everyday, ...pleasant];
    const worried = ordinary.filter(
      (text) => understand(text, language, { expecting: null, now: new Date(), timeZone: 'UTC' }).concern,
    );
    console.log(`  worries heard in everyday talk and glad replies: ${worried.length} of ${ordinary.length}`);
  }
  const t = summary(timings);
  console.log(
    `\nrules + classifier per turn: p50 ${t.p50.toFixed(3)} ms, p99 ${t.p99.toFixed(3)} ms, max ${t.max.toFixed(2)} ms (target p99 < 2 ms)`,
  );
  if (t.p99 >= 2) failures.push(`p99 ${t.p99.toFixed(2)} ms ≥ 2 ms`);
  console.log(failures.length ? `\nNOT MET: ${failures.join('; ')}` : '\nall understanding targets met');
}

main();
