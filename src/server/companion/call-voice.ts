// What the caller hears: scripted lines, the model's streamed reply, and what happens to that
// reply when the caller talks over it or a safety action takes the turn. Every word spoken lands
// in the transcript, and the first words of each reply mark the turn's server overhead.
import type { RelayOutbound } from '../../shared/relay-protocol.ts';
import type { CallTranscript } from './call-transcript.ts';
import type { CompanionEngine, EngineHooks, EngineInput } from './engine.ts';

/** Roughly how long TTS takes to say something (words at an unhurried pace), so we hang up after. */
export function speechMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(15_000, 800 + words * 380);
}

/** Control characters never reach the transcript or the model (speech has none). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const cleanSpeech = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();

/** A reply that is streaming: its place in the transcript and what has been sent so far. */
export interface Reply {
  readonly seq: number;
  readonly signal: AbortSignal;
  readonly text: string;
  emit(token: string): void;
}

export type StreamResult =
  | { kind: 'finished'; text: string; endRequested: boolean }
  /** The caller talked over it, or a safety action took the turn. */
  | { kind: 'taken_over' }
  | { kind: 'failed'; error: unknown; reply: Reply };

interface LiveReply extends Reply {
  controller: AbortController;
  text: string;
  /** Its first words have been sent. */
  started: boolean;
}

export class CallVoice {
  private current: LiveReply | null = null;
  private pendingTokens = '';
  private promptReceivedAt: number | null = null;

  constructor(
    private readonly options: {
      send: (message: RelayOutbound) => void;
      transcript: CallTranscript;
      /** Server overhead of a turn: the caller's prompt received → the reply's first token sent (ms). */
      onTurnLatency?: (ms: number) => void;
    },
  ) {}

  /** A caller's whole prompt arrived at `at` (performance.now()); the next words answer it. */
  promptReceived(at: number): void {
    this.promptReceivedAt = at;
  }

  /** A line from the script, stored as one assistant turn. */
  say(text: string): void {
    this.send({ type: 'text', token: text, last: true });
    this.firstWordsSent();
    this.options.transcript.add('assistant', text);
  }

  private begin(prefix?: string): Reply {
    const controller = new AbortController();
    const reply: LiveReply = {
      seq: this.options.transcript.reserve(),
      signal: controller.signal,
      controller,
      text: '',
      started: false,
      emit: (token) => {
        reply.text += token;
        this.queueToken(token, reply);
      },
    };
    this.current = reply;
    if (prefix) reply.emit(`${prefix} `);
    return reply;
  }

  /** The model's reply, streamed as it comes; its hooks may take the turn over. */
  async stream(
    engine: CompanionEngine,
    input: Omit<EngineInput, 'signal' | 'hooks'>,
    hooks: (reply: Reply) => EngineHooks,
    prefix?: string,
  ): Promise<StreamResult> {
    const reply = this.begin(prefix);
    let endRequested = false;
    try {
      for await (const chunk of engine.reply({ ...input, signal: reply.signal, hooks: hooks(reply) })) {
        if (reply.signal.aborted) break;
        if (chunk.type === 'end') endRequested = true;
        else if (chunk.text) reply.emit(chunk.text);
      }
    } catch (error) {
      if (!reply.signal.aborted) return { kind: 'failed', error, reply };
    }
    const text = this.finish(reply);
    return text === null ? { kind: 'taken_over' } : { kind: 'finished', text, endRequested };
  }

  /** The reply ran to its end: its text, or null when it was cut off or taken over. */
  private finish(reply: Reply): string | null {
    if (this.current !== reply) return null;
    this.current = null;
    this.send({ type: 'text', token: '', last: true });
    const text = reply.text.trim();
    this.options.transcript.add('assistant', text, reply.seq);
    return text;
  }

  /** The model failed mid-reply: what was said is finished with an apology, or nothing is kept. */
  fail(reply: Reply, apology: string): void {
    if (this.current === reply) this.current = null;
    if (reply.text) {
      this.send({ type: 'text', token: ` ${apology}`, last: true });
      this.options.transcript.add('assistant', `${reply.text.trim()} ${apology}`, reply.seq);
    } else {
      this.options.transcript.release(reply.seq);
    }
  }

  /** A safety action or the end of the call takes over: what was said so far is kept as heard. */
  stop(reply: Reply | null = this.current): void {
    const current = this.current;
    if (!current || current !== reply) return;
    this.current = null;
    current.controller.abort();
    if (current.text.trim()) {
      this.send({ type: 'text', token: '', last: true });
      this.options.transcript.add('assistant', current.text.trim(), current.seq, true);
    }
  }

  /** The caller talked over us; `heard` is what the voice had said by then. */
  interrupted(heard: string): void {
    // Nothing more of the reply is sent once the caller has talked over it.
    this.pendingTokens = '';
    const current = this.current;
    if (current) {
      // Still streaming: stop the model and keep only what was heard.
      this.current = null;
      current.controller.abort();
      this.options.transcript.add('assistant', heard, current.seq, true);
      return;
    }
    // Streamed already, but the voice was still speaking it: trim the stored turn.
    this.options.transcript.trimLast(heard);
  }

  /** The socket closed: nothing more is sent. */
  abort(): void {
    this.pendingTokens = '';
    this.current?.controller.abort();
    this.current = null;
  }

  /** Every frame leaves through here, after the reply's tokens that are still waiting. */
  private send(message: RelayOutbound): void {
    this.flushTokens();
    this.options.send(message);
  }

  /**
   * A reply's first words leave at once; the tokens after them that arrive in the same tick (a
   * burst from the model, or several in one network read) leave together as one frame at the end
   * of the tick: one write to the socket instead of one per token.
   */
  private queueToken(token: string, reply: LiveReply): void {
    if (!token) return;
    if (!reply.started) {
      reply.started = true;
      this.send({ type: 'text', token, last: false });
      this.firstWordsSent();
      return;
    }
    if (!this.pendingTokens) process.nextTick(() => this.flushTokens());
    this.pendingTokens += token;
  }

  private flushTokens(): void {
    if (!this.pendingTokens) return;
    const token = this.pendingTokens;
    this.pendingTokens = '';
    this.options.send({ type: 'text', token, last: false });
  }

  private firstWordsSent(): void {
    if (this.promptReceivedAt === null) return;
    this.options.onTurnLatency?.(performance.now() - this.promptReceivedAt);
    this.promptReceivedAt = null;
    const transcript = this.options.transcript;
    if (transcript.hasDeferred) setImmediate(() => transcript.flushDeferred());
  }
}
