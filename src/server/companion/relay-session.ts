// One ConversationRelay session, kept thin: it parses frames (relay-protocol), asks
// `understand` what a caller's turn means, lets the call script decide (call-script.ts), and
// carries out the effects: speaking, the model's streamed reply, consent, opt-out, alerts,
// reminders. Transcript writes go through a writer that survives a database outage.
import { parseRelayInbound, type RelayInbound, type RelayOutbound } from '../../shared/relay-protocol.ts';
import type { EndReason } from '../../shared/call.ts';
import type { AppDeps } from '../deps.ts';
import { finishCall } from '../calls/finish-call.ts';
import type { ActionScope } from './actions.ts';
import { carryOut } from './call-effects.ts';
import type { CallContext } from './call-context.ts';
import {
  expecting,
  step,
  type CallFacts,
  type Effect,
  type ScriptEvent,
  type ScriptState,
  type ToolOutcome,
} from './call-script.ts';
import type { CompanionEngine, Turn } from './engine.ts';
import { say } from './phrases.ts';
import { openCall } from './open-call.ts';
import { createTurnWriter, type TurnWriter } from './turn-writer.ts';
import { understand } from './understand/understand.ts';
import type { Understanding } from './understand/intents.ts';

/** Roughly how long TTS takes to say something (words at an unhurried pace), so we hang up after. */
export function speechMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(15_000, 800 + words * 380);
}

/** Control characters never reach the transcript or the model (speech has none). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();

export interface RelaySessionOptions {
  deps: AppDeps;
  /** The model engine for this call, or null for the scripted companion. */
  engine: CompanionEngine | null;
  send: (message: RelayOutbound) => void;
  close: () => void;
  /** Server overhead of a turn: the caller's prompt received → the reply's first token sent (ms). */
  onTurnLatency?: (ms: number) => void;
  /** Wait before `end` so the goodbye is heard; tests shorten it. */
  hangupDelayMs?: (text: string) => number;
  now?: () => Date;
}

export class RelaySession {
  private ctx: CallContext | null = null;
  private facts: CallFacts | null = null;
  private state: ScriptState | null = null;
  private writer: TurnWriter | null = null;
  private readonly history: Turn[] = [];
  private seq = 0;
  private startedAt = 0;
  private current: { controller: AbortController; seq: number; text: string } | null = null;
  private lastAssistant: { seq: number; historyIndex: number; text: string } | null = null;
  /** The caller's turn, written once the reply has started: the write never delays the first words. */
  private deferred: { seq: number; text: string } | null = null;
  private turnUnderstanding: Understanding | null = null;
  private queue: Promise<void> = Promise.resolve();
  private promptReceivedAt: number | null = null;
  private ended = false;
  private endTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: RelaySessionOptions) {}

  get callId(): string | null {
    return this.ctx?.callId ?? null;
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  /** One frame from the relay. Never throws: a bad frame is logged and dropped. */
  receive(raw: string): void {
    const receivedAt = performance.now();
    const parsed = parseRelayInbound(raw);
    if (!parsed.ok) {
      this.options.deps.log.warn({ callId: this.callId, reason: parsed.reason }, 'relay: frame refused');
      return;
    }
    const message = parsed.message;
    if (message.type === 'interrupt') {
      // Handled at once, not queued: the reply it interrupts is still streaming.
      this.interrupt(message.utteranceUntilInterrupt ?? '');
      return;
    }
    if (message.type === 'prompt' && message.last !== false) this.promptReceivedAt = receivedAt;
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: message failed');
      });
  }

  private async handle(message: RelayInbound): Promise<void> {
    switch (message.type) {
      case 'setup':
        return this.setup(message);
      case 'prompt':
        if (message.last === false) return; // a partial transcript; the final one follows
        return this.prompt(message.voicePrompt);
      case 'dtmf':
        return this.prompt(
          message.digit === '1' ? 'yes' : message.digit === '2' ? 'no' : `(pressed ${message.digit})`,
        );
      case 'error':
        this.options.deps.log.warn(
          { callId: this.callId, description: message.description },
          'relay: error from Twilio',
        );
        return;
      case 'interrupt':
        return;
    }
  }

  private async setup(message: Extract<RelayInbound, { type: 'setup' }>): Promise<void> {
    if (this.ctx) return; // one setup per session
    const { deps } = this.options;
    const opened = await openCall({
      deps,
      customParameters: message.customParameters ?? {},
      callSid: message.callSid,
      engine: this.options.engine ? 'llm' : 'scripted',
    });
    if (!opened) {
      this.ended = true;
      this.options.close();
      return;
    }
    ({ ctx: this.ctx, facts: this.facts, state: this.state, nextSeq: this.seq } = opened);
    if (opened.greeting) this.history.push({ speaker: 'assistant', text: opened.greeting });
    this.writer = createTurnWriter({ db: deps.db, log: deps.log, callId: opened.ctx.callId });
    this.startedAt = Date.now();
  }

  private async prompt(raw: string): Promise<void> {
    if (!this.ctx || !this.facts || !this.state || this.ended || this.state.stage === 'ending') return;
    const said = clean(raw);
    if (!said) return;
    const previous = [...this.history].reverse().find((t) => t.speaker === 'user')?.text;
    this.storeTurn('user', said);
    const now = this.now();
    const understanding = understand(said, this.facts.language, {
      expecting: expecting(this.state),
      timeZone: this.facts.timeZone,
      now,
      firstTurnOutbound: this.state.firstTurn,
      previousUserText: previous,
    });
    this.turnUnderstanding = understanding;
    await this.apply({
      type: 'heard',
      text: said,
      understanding,
      elapsedMs: Date.now() - this.startedAt,
      now,
    });
  }

  /** Runs one event through the script and carries out its effects, in order. */
  private async apply(event: ScriptEvent): Promise<ToolOutcome | null> {
    if (!this.state || !this.facts) return null;
    const result = step(this.state, event, this.facts);
    this.state = result.state;
    let outcome: ToolOutcome | null = null;
    for (const effect of result.effects) {
      const value = await this.effect(effect);
      if (value) outcome = value;
    }
    return outcome;
  }

  private scope(): ActionScope {
    return { deps: this.options.deps, ctx: this.ctx!, now: this.options.now };
  }

  private async effect(effect: Effect): Promise<ToolOutcome | null> {
    switch (effect.type) {
      case 'say':
        this.speak(effect.text);
        return null;
      case 'reply':
        await this.respond(effect.prefix);
        return null;
      case 'end':
        this.scheduleEnd(this.state?.lastSaid ?? '', effect.reason);
        return null;
      case 'tool_result':
        return effect.outcome;
      default: {
        const next = await carryOut(this.scope(), effect);
        if (next) await this.apply(next);
        return null;
      }
    }
  }

  /** One transcript row, queued: the writer keeps order and retries through an outage. */
  private storeTurn(
    speaker: 'assistant' | 'user',
    text: string,
    seq = this.seq++,
    interrupted = false,
  ): void {
    this.flushDeferred();
    this.history.push({ speaker, text });
    this.lastAssistant =
      speaker === 'assistant' ? { seq, historyIndex: this.history.length - 1, text } : null;
    if (speaker === 'user') this.deferred = { seq, text };
    else this.writer?.insert({ seq, speaker, text, interrupted });
  }

  private flushDeferred(): void {
    const turn = this.deferred;
    this.deferred = null;
    if (turn) this.writer?.insert({ ...turn, speaker: 'user' });
  }

  /** The first words of a reply are on their way: the turn's latency, then the deferred write. */
  private markLatency(): void {
    if (this.promptReceivedAt === null) return;
    this.options.onTurnLatency?.(performance.now() - this.promptReceivedAt);
    this.promptReceivedAt = null;
    if (this.deferred) setImmediate(() => this.flushDeferred());
  }

  /** Says a line from the script, stored as one assistant turn. */
  private speak(text: string): void {
    this.options.send({ type: 'text', token: text, last: true });
    this.markLatency();
    this.storeTurn('assistant', text);
  }

  /** The model's reply, streamed; the scripted companion takes over if the model fails. */
  private async respond(prefix?: string): Promise<void> {
    const engine = this.options.engine;
    if (!engine || !this.state) return;
    const controller = new AbortController();
    const seq = this.seq++;
    const current = { controller, seq, text: '' };
    this.current = current;
    const emit = (token: string) => {
      current.text += token;
      this.options.send({ type: 'text', token, last: false });
      this.markLatency();
    };
    if (prefix) emit(`${prefix} `);
    let endReason: EndReason | null = null;
    try {
      for await (const chunk of engine.reply({
        scope: this.scope(),
        history: this.history,
        userText: this.history.at(-1)?.text ?? '',
        signal: controller.signal,
        hooks: this.engineHooks(controller),
      })) {
        if (controller.signal.aborted) break;
        if (chunk.type === 'end') endReason = 'goodbye';
        else if (chunk.text) emit(chunk.text);
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        this.options.deps.log.error(
          { err: error, callId: this.callId },
          'companion degraded: the model failed, scripted takes over',
        );
        await this.options.deps.db.call
          .update({ where: { id: this.ctx!.callId }, data: { degraded: true } })
          .catch(() => undefined);
        this.current = null;
        if (current.text) {
          this.options.send({
            type: 'text',
            token: ` ${say(this.facts!.language, 'degradedApology')}`,
            last: true,
          });
          this.storeTurn(
            'assistant',
            `${current.text.trim()} ${say(this.facts!.language, 'degradedApology')}`,
            seq,
          );
        } else {
          this.seq--;
        }
        const last = [...this.history].reverse().find((t) => t.speaker === 'user');
        await this.apply({ type: 'model_failed' });
        if (last && this.turnUnderstanding) {
          await this.apply({
            type: 'heard',
            text: last.text,
            understanding: this.turnUnderstanding,
            elapsedMs: 0,
            now: this.now(),
          });
        }
        return;
      }
    }
    if (this.current !== current) return; // interrupted, or a safety action took the turn
    this.current = null;
    this.options.send({ type: 'text', token: '', last: true });
    const text = current.text.trim();
    this.storeTurn('assistant', text, seq);
    if (this.state) this.state = { ...this.state, lastSaid: text };
    if (endReason && this.state?.stage !== 'ending') {
      this.state = { ...this.state, stage: 'ending' };
      this.scheduleEnd(text, endReason);
    }
  }

  /** What the model's tools reach: safety reports and the confirmed lasting changes. */
  private engineHooks(controller: AbortController) {
    return {
      flag: async (kind: 'emergency' | 'self_harm', said: string) => {
        if (this.state?.stage === 'ending') return;
        this.stopStreaming(controller);
        await this.apply({ type: 'model_flag', kind, said });
      },
      request: async (action: 'stop_calls' | 'resume_calls' | 'cancel_reminder', reminder?: string) =>
        (await this.apply({
          type: 'tool_request',
          action,
          reminder,
          understanding: this.turnUnderstanding,
        })) ?? {
          done: false as const,
          ask: '',
        },
    };
  }

  /** A safety action takes over the turn: what the model said so far is kept as heard. */
  private stopStreaming(controller: AbortController): void {
    const current = this.current;
    if (!current || current.controller !== controller) return;
    this.current = null;
    controller.abort();
    if (current.text.trim()) {
      this.options.send({ type: 'text', token: '', last: true });
      this.storeTurn('assistant', current.text.trim(), current.seq, true);
    }
  }

  private interrupt(heard: string): void {
    const text = clean(heard);
    const current = this.current;
    if (current) {
      // Still streaming: stop the model and keep only what was heard.
      this.current = null;
      current.controller.abort();
      this.history.push({ speaker: 'assistant', text });
      this.writer?.insert({ seq: current.seq, speaker: 'assistant', text, interrupted: true });
      return;
    }
    // Streamed already, but the voice was still speaking it: trim the stored turn.
    const last = this.lastAssistant;
    if (!last || text.length >= last.text.length) return;
    this.lastAssistant = null;
    const entry = this.history[last.historyIndex];
    if (entry) entry.text = text;
    this.writer?.update(last.seq, { text, interrupted: true });
  }

  /** Hangs up in code once the last words have had time to be spoken. */
  private scheduleEnd(text: string, reason: EndReason): void {
    if (this.endTimer) return;
    const delay = this.options.hangupDelayMs ? this.options.hangupDelayMs(text) : speechMs(text);
    this.endTimer = setTimeout(() => {
      this.end(reason).catch((error: unknown) =>
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: ending the call failed'),
      );
    }, delay);
  }

  private async end(reason: EndReason): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.flushDeferred();
    await this.writer?.flush();
    this.options.send({ type: 'end', handoffData: JSON.stringify({ reason }) });
    if (this.ctx) await finishCall({ deps: this.options.deps, callId: this.ctx.callId, reason });
  }

  /**
   * The server is shutting down with this call still going: a short goodbye in the call's
   * language, then the call ends ('shutdown') once it has had time to be heard.
   */
  sayGoodbyeAndEnd(): void {
    if (this.ended || this.endTimer) return; // already ending
    if (!this.facts || !this.state) {
      this.ended = true;
      this.options.close();
      return;
    }
    if (this.current) this.stopStreaming(this.current.controller);
    const text = say(this.facts.language, 'shutdownGoodbye');
    this.state = { ...this.state, stage: 'ending', lastSaid: text };
    this.speak(text);
    this.scheduleEnd(text, 'shutdown');
  }

  /** The socket closed (the caller hung up, or we did): the call is over. */
  async closed(): Promise<void> {
    if (this.endTimer) clearTimeout(this.endTimer);
    this.current?.controller.abort();
    await this.queue.catch(() => undefined);
    this.flushDeferred();
    await this.writer?.flush();
    if (this.ctx) {
      await finishCall({
        deps: this.options.deps,
        callId: this.ctx.callId,
        reason: this.ended ? undefined : 'hangup',
      });
    }
    this.ended = true;
  }
}
