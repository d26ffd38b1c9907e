// Multinomial logistic regression over sparse TF-IDF features (letter pieces of 2–5 characters
// within each word, words, and word pairs), trained with AdaGrad. It replaced naive Bayes for the
// safety classifier because its probabilities mean something: naive Bayes multiplies hundreds of
// overlapping letter pieces as if they were independent, so almost every turn comes out 99% sure
// of something and no threshold can trade a little recall for far fewer false alarms. Measured by
// five-fold cross-validation on the corpus's training split (`npm run rules:cv -- --combined`):
// at the same recall, about a third fewer false alarms. No package on npm fits sparse text
// features with a softmax (ml-logistic-regression and natural's classifier build dense matrices
// of the whole vocabulary), so this is the one small piece written here.

export interface Document {
  /** Feature → weight, already normalised. */
  features: Map<string, number>;
}

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

/** Letter pieces of each word padded with spaces (" fall " → " f", "fa", …, "all "), 2 to 5 long. */
function letterPieces(words: string[], into: Map<string, number>): void {
  for (const word of words) {
    const padded = ` ${word} `;
    for (let n = 2; n <= 5; n++) {
      if (padded.length < n) break;
      for (let i = 0; i + n <= padded.length; i++) {
        const key = `c${padded.slice(i, i + n)}`;
        into.set(key, (into.get(key) ?? 0) + 1);
      }
    }
  }
}

function wordsAndPairs(words: string[], into: Map<string, number>): void {
  words.forEach((word, i) => {
    into.set(`w${word}`, (into.get(`w${word}`) ?? 0) + 1);
    const next = words[i + 1];
    if (next) into.set(`b${word} ${next}`, (into.get(`b${word} ${next}`) ?? 0) + 1);
  });
}

/** Counts per block, before weighting. */
function countBlocks(text: string): [Map<string, number>, Map<string, number>] {
  const words = text.split(' ').filter(Boolean);
  const pieces = new Map<string, number>();
  const lexical = new Map<string, number>();
  letterPieces(words, pieces);
  wordsAndPairs(words, lexical);
  return [pieces, lexical];
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
  private readonly vocabulary = new Map<string, number>();
  private readonly idf: number[] = [];
  private weights = new Float64Array(0);
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
    for (const block of blocks) {
      const start = indices.length;
      let norm = 0;
      for (const [key, count] of block) {
        const index = this.vocabulary.get(key);
        if (index === undefined) continue;
        const value = (1 + Math.log(count)) * (this.idf[index] ?? 1);
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
    const { epochs = 10, learningRate = 0.5, l2 = 1e-5, seed = 1 } = options;
    const model = new SoftmaxRegression(classes);
    const classIndex = new Map(classes.map((c, i) => [c, i]));
    // Vocabulary and document frequencies from the training texts.
    const documentFrequency: number[] = [];
    const counted = examples.map((e) => countBlocks(e.text));
    for (const blocks of counted) {
      for (const block of blocks) {
        for (const key of block.keys()) {
          let index = model.vocabulary.get(key);
          if (index === undefined) {
            index = model.vocabulary.size;
            model.vocabulary.set(key, index);
            documentFrequency.push(0);
          }
          documentFrequency[index] = (documentFrequency[index] ?? 0) + 1;
        }
      }
    }
    const n = examples.length;
    for (let i = 0; i < documentFrequency.length; i++)
      model.idf[i] = Math.log((1 + n) / (1 + (documentFrequency[i] ?? 0))) + 1;

    const k = classes.length;
    const weights = new Float64Array(model.vocabulary.size * k);
    const squared = new Float64Array(weights.length).fill(1e-8);
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
  private scoresInto(indices: number[], values: number[], weights: Float64Array, out: Float64Array): void {
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
