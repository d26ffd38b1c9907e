// Multinomial logistic regression over sparse TF-IDF features (letter pieces of 2–5 characters
// within each word, words, and word pairs, hashed into 2^18 slots), trained with AdaGrad. It replaced naive Bayes for the
// safety classifier because its probabilities mean something: naive Bayes multiplies hundreds of
// overlapping letter pieces as if they were independent, so almost every turn comes out 99% sure
// of something and no threshold can trade a little recall for far fewer false alarms. Measured by
// five-fold cross-validation on the corpus's training split (`npm run rules:cv -- --combined`):
// at the same recall, about a third fewer false alarms. No package on npm fits sparse text
// features with a softmax (ml-logistic-regression and natural's classifier build dense matrices
// of the whole vocabulary), so this is the one small piece written here.

export interface SoftmaxOptions {
  /** Passes over the training set. */
  epochs?: number;
  /** AdaGrad's base step. */
  learningRate?: number;
  /** L2 penalty per example seen. */
  l2?: number;
  /** Seed of the shuffling, so that a model is the same on every machine and run. */
  seed?: number;
}

/** Features are hashed into this many slots (the hashing trick): no vocabulary to build or keep. */
const SLOTS = 1 << 18;
const PRIME = 0x01000193;
/** A gradient this small changes no weight that matters. */
const NEGLIGIBLE = 1e-3;

/** FNV-1a of a word, from `seed`. */
function hashWord(word: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), PRIME);
  return h >>> 0;
}

/** The slots a text filled in one block, in the order first filled, with how often each was. */
interface Block {
  slots: number[];
  counts: number[];
}

/**
 * Where each slot stands in the block being counted (its index + 1; 0 when not yet filled), one
 * table per block. Counting is synchronous, so one pair serves every call; each is emptied of what
 * a call wrote before it returns, so a turn's features need no Map of their own.
 */
const positions = [new Int32Array(SLOTS), new Int32Array(SLOTS)] as const;

/**
 * Counts per slot, in two blocks: the letter pieces of each word padded with spaces (" fall " →
 * " f", "fa", …, "all "), 2 to 5 long; and the words and adjacent word pairs.
 */
function countBlocks(text: string): [Block, Block] {
  const words = text.split(' ').filter(Boolean);
  const blocks: [Block, Block] = [
    { slots: [], counts: [] },
    { slots: [], counts: [] },
  ];
  const add = (b: 0 | 1, h: number) => {
    const slot = h & (SLOTS - 1);
    const block = blocks[b];
    const at = positions[b][slot] ?? 0;
    if (at === 0) {
      block.slots.push(slot);
      block.counts.push(1);
      positions[b][slot] = block.slots.length;
    } else block.counts[at - 1] = (block.counts[at - 1] ?? 0) + 1;
  };
  let previous = 0;
  words.forEach((word, w) => {
    const padded = ` ${word} `;
    for (let i = 0; i + 2 <= padded.length; i++) {
      let h = 0x811c9dc5;
      for (let n = 1; n <= 5 && i + n <= padded.length; n++) {
        h = Math.imul(h ^ padded.charCodeAt(i + n - 1), PRIME);
        if (n >= 2) add(0, h >>> 0);
      }
    }
    const hw = hashWord(word, 0x2c9277b5);
    add(1, hw);
    if (w > 0) add(1, Math.imul(previous ^ 0x9e3779b9, PRIME) ^ hw);
    previous = hw;
  });
  blocks.forEach((block, b) => {
    for (const slot of block.slots) positions[b as 0 | 1][slot] = 0;
  });
  return blocks;
}

/** A seeded generator (mulberry32): the same shuffles everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SoftmaxRegression {
  private readonly idf = new Float32Array(SLOTS);
  private weights = new Float32Array(0);
  private bias: Float64Array;

  private constructor(readonly classes: readonly string[]) {
    this.bias = new Float64Array(classes.length);
  }

  /**
   * The features of a text as (index, value) pairs: sub-linear term frequency times inverse
   * document frequency, each block (letter pieces; words and pairs) scaled to unit length.
   */
  private vectorize(text: string, blocks = countBlocks(text)): [number[], number[]] {
    const indices: number[] = [];
    const values: number[] = [];
    for (const { slots, counts } of blocks) {
      const start = indices.length;
      let norm = 0;
      for (let i = 0; i < slots.length; i++) {
        const index = slots[i] ?? 0;
        const count = counts[i] ?? 1;
        const idf = this.idf[index] ?? 0;
        // A slot no training text filled carries no weight.
        if (idf === 0) continue;
        const value = (1 + Math.log(count)) * idf;
        indices.push(index);
        values.push(value);
        norm += value * value;
      }
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let i = start; i < values.length; i++) values[i] = (values[i] ?? 0) * scale;
    }
    return [indices, values];
  }

  static train(
    examples: readonly { text: string; label: string }[],
    classes: readonly string[],
    options: SoftmaxOptions = {},
  ): SoftmaxRegression {
    const { epochs = 5, learningRate = 0.5, l2 = 1e-5, seed = 1 } = options;
    const model = new SoftmaxRegression(classes);
    const classIndex = new Map(classes.map((c, i) => [c, i]));
    // Document frequencies per slot, from the training texts.
    const documentFrequency = new Int32Array(SLOTS);
    const counted = examples.map((e) => countBlocks(e.text));
    for (const blocks of counted)
      for (const block of blocks) for (const slot of block.slots) documentFrequency[slot]! += 1;
    const n = examples.length;
    for (let i = 0; i < SLOTS; i++) {
      const df = documentFrequency[i] ?? 0;
      if (df > 0) model.idf[i] = Math.log((1 + n) / (1 + df)) + 1;
    }

    const k = classes.length;
    const weights = new Float32Array(SLOTS * k);
    const squared = new Float32Array(weights.length).fill(1e-8);
    const biasSquared = new Float64Array(k).fill(1e-8);
    const vectors = examples.map((e, i) => model.vectorize(e.text, counted[i]));
    const targets = examples.map((e) => classIndex.get(e.label) ?? 0);
    const order = examples.map((_, i) => i);
    const next = random(seed);
    const scores = new Float64Array(k);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
      }
      for (const e of order) {
        const [indices, values] = vectors[e] ?? [[], []];
        model.scoresInto(indices, values, weights, scores);
        const target = targets[e] ?? 0;
        for (let c = 0; c < k; c++) {
          const gradient = (scores[c] ?? 0) - (c === target ? 1 : 0);
          // Once a class is learnt, most examples move it by nothing: skip those updates (most of
          // them, with nine requests to learn).
          if (Math.abs(gradient) < NEGLIGIBLE) continue;
          for (let f = 0; f < indices.length; f++) {
            const slot = (indices[f] ?? 0) * k + c;
            const g = gradient * (values[f] ?? 0) + l2 * (weights[slot] ?? 0);
            squared[slot] = (squared[slot] ?? 0) + g * g;
            weights[slot] = (weights[slot] ?? 0) - (learningRate * g) / Math.sqrt(squared[slot] ?? 1);
          }
          biasSquared[c] = (biasSquared[c] ?? 0) + gradient * gradient;
          model.bias[c] = (model.bias[c] ?? 0) - (learningRate * gradient) / Math.sqrt(biasSquared[c] ?? 1);
        }
      }
    }
    model.weights = weights;
    return model;
  }

  /** Class probabilities into `out` (softmax of the linear scores). */
  private scoresInto(indices: number[], values: number[], weights: Float32Array, out: Float64Array): void {
    const k = this.classes.length;
    for (let c = 0; c < k; c++) out[c] = this.bias[c] ?? 0;
    for (let f = 0; f < indices.length; f++) {
      const base = (indices[f] ?? 0) * k;
      const value = values[f] ?? 0;
      for (let c = 0; c < k; c++) out[c] = (out[c] ?? 0) + (weights[base + c] ?? 0) * value;
    }
    let top = -Infinity;
    for (let c = 0; c < k; c++) top = Math.max(top, out[c] ?? 0);
    let sum = 0;
    for (let c = 0; c < k; c++) {
      out[c] = Math.exp((out[c] ?? 0) - top);
      sum += out[c] ?? 0;
    }
    for (let c = 0; c < k; c++) out[c] = (out[c] ?? 0) / sum;
  }

  /** Each class with its probability, most likely first. */
  predict(text: string): { label: string; probability: number }[] {
    const [indices, values] = this.vectorize(text);
    const scores = new Float64Array(this.classes.length);
    this.scoresInto(indices, values, this.weights, scores);
    return this.classes
      .map((label, i) => ({ label, probability: scores[i] ?? 0 }))
      .sort((a, b) => b.probability - a.probability);
  }
}
