// One call's transcript as the session sees it: the turns so far (what the model is given) and
// their rows, written in order through a writer that survives a database outage. The caller's
// turn is held back until the reply has started, so writing it never delays the first words.
import type { Turn } from './engine.ts';
import type { TurnWriter } from './turn-writer.ts';

export class CallTranscript {
  readonly history: Turn[] = [];
  private writer: TurnWriter | null = null;
  private seq = 0;
  /** The last assistant turn stored whole, which an interruption may still trim. */
  private lastAssistant: { seq: number; historyIndex: number; text: string } | null = null;
  private deferred: { seq: number; text: string } | null = null;

  /** The call is open: its rows start at `firstSeq`, after the greeting already stored. */
  open(writer: TurnWriter, firstSeq: number, greeting?: string): void {
    this.writer = writer;
    this.seq = firstSeq;
    if (greeting) this.history.push({ speaker: 'assistant', text: greeting });
  }

  /** A place in the transcript for a reply that is still streaming. */
  reserve(): number {
    return this.seq++;
  }

  /** Gives back a reserved place that was never used (nothing else took one since). */
  release(seq: number): void {
    if (seq === this.seq - 1) this.seq--;
  }

  lastUserText(): string | undefined {
    return this.history.findLast((turn) => turn.speaker === 'user')?.text;
  }

  add(speaker: 'assistant' | 'user', text: string, seq = this.seq++, interrupted = false): void {
    this.flushDeferred();
    this.history.push({ speaker, text });
    this.lastAssistant =
      speaker === 'assistant' && !interrupted ? { seq, historyIndex: this.history.length - 1, text } : null;
    if (speaker === 'user') this.deferred = { seq, text };
    else this.writer?.insert({ seq, speaker, text, interrupted });
  }

  /** The caller's held-back turn goes to the writer now. */
  flushDeferred(): void {
    const turn = this.deferred;
    this.deferred = null;
    if (turn) this.writer?.insert({ ...turn, speaker: 'user' });
  }

  get hasDeferred(): boolean {
    return this.deferred !== null;
  }

  /** The voice was cut off while saying the last stored turn: keep only what was heard. */
  trimLast(heard: string): void {
    const last = this.lastAssistant;
    if (!last || heard.length >= last.text.length) return;
    this.lastAssistant = null;
    const entry = this.history[last.historyIndex];
    if (entry) entry.text = heard;
    this.writer?.update(last.seq, { text: heard, interrupted: true });
  }

  /** Everything queued is written (or the writer gave up waiting); the call can finish. */
  async flush(): Promise<void> {
    this.flushDeferred();
    await this.writer?.flush();
  }
}
