// wink-naive-bayes-text-classifier ships no type declarations: the parts the classifier uses.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayes {
    definePrepTasks(tasks: ((input: string | string[]) => string[])[]): number;
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    computeOdds(input: string | string[]): [string, number][];
    /** The learnt model: [config, samples per label, counts per label and token, tokens per label, vocabulary]. */
    exportJSON(): string;
  }
  export type { NaiveBayes };
  export default function naiveBayes(): NaiveBayes;
}
