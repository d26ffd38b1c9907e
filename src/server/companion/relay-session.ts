// One ConversationRelay session, kept thin: it parses frames (relay-protocol), asks
// `understand` what a caller's turn means, lets the call script decide (call-script.ts), and
// carries out the effects: what the caller hears (call-voice.ts), consent, opt-out, alerts and
// reminders (call-effects.ts), and the end of the call (call-ending.ts). The transcript
// (call-transcript.ts) is written through a writer that survives a database outage.
import { parseRelayInbound, type RelayInbound, type RelayOutbound } from '../../shared/relay-protocol.ts';
import type { AppDeps } from '../deps.ts';
import type { ActionScope } from './actions.ts';
import { carryOut } from './call-effects.ts';
import { CallEnding } from './call-ending.ts';
import { expecting, step, type Effect, type ScriptEvent, type ToolOutcome } from './call-script.ts';
import { CallTranscript } from './call-transcript.ts';
import { CallVoice, cleanSpeech, type Reply } from './call-voice.ts';
import type { CompanionEngine, EngineHooks } from './engine.ts';
import { openCall, type OpenedCall } from './open-call.ts';
import { say } from './phrases.ts';
import { createTurnWriter, sharedTurnInserts } from './turn-writer.ts';
import type { Understanding } from './understand/intents.ts';
import { understand } from './understand/understand.ts';

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
  /** The call once set up: who it is with, and where the script stands. */
  private call: Pick<OpenedCall, 'ctx' | 'facts' | 'state'> | null = null;
  private readonly transcript = new CallTranscript();
  private readonly voice: CallVoice;
  private readonly ending: CallEnding;
  private startedAt = 0;
  private turnUnderstanding: Understanding | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: RelaySessionOptions) {
    const { send, onTurnLatency, deps, hangupDelayMs } = options;
    this.voice = new CallVoice({ send, transcript: this.transcript, onTurnLatency });
    this.ending = new CallEnding({
      deps,
      send,
      transcript: this.transcript,
      callId: () => this.callId,
      hangupDelayMs,
    });
  }

  get callId(): string | null {
    return this.call?.ctx.callId ?? null;
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
      this.voice.interrupted(cleanSpeech(message.utteranceUntilInterrupt ?? ''));
      return;
    }
    if (message.type === 'prompt' && message.last !== false) this.voice.promptReceived(receivedAt);
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
        // A partial transcript is ignored: the final one follows.
        return message.last === false ? undefined : this.heard(message.voicePrompt);
      case 'dtmf':
        return this.heard(
          message.digit === '1' ? 'yes' : message.digit === '2' ? 'no' : `(pressed ${message.digit})`,
        );
      case 'error':
        this.options.deps.log.warn({ callId: this.callId, description: message.description }, 'relay: error');
        return;
      case 'interrupt':
        return;
    }
  }

  private async setup(message: Extract<RelayInbound, { type: 'setup' }>): Promise<void> {
    if (this.call) return; // one setup per session
    const { deps } = this.options;
    const opened = await openCall({
      deps,
      customParameters: message.customParameters ?? {},
      callSid: message.callSid,
      engine: this.options.engine ? 'llm' : 'scripted',
    });
    if (!opened) {
      this.ending.refused();
      this.options.close();
      return;
    }
    this.call = opened;
    const writer = createTurnWriter({
      db: deps.db,
      log: deps.log,
      callId: opened.ctx.callId,
      inserts: sharedTurnInserts(deps.db),
    });
    this.transcript.open(writer, opened.nextSeq, opened.greeting ?? undefined);
    this.startedAt = Date.now();
  }

  /** The caller's turn: understood, then answered by the script. */
  private async heard(raw: string): Promise<void> {
    const call = this.call;
    const said = cleanSpeech(raw);
    if (!call || !said || this.ending.done || call.state.stage === 'ending') return;
    const previousUserText = this.transcript.lastUserText();
    this.transcript.add('user', said);
    const now = this.now();
    const { language, timeZone } = call.facts;
    const understanding = understand(said, language, {
      expecting: expecting(call.state),
      timeZone,
      now,
      firstTurnOutbound: call.state.firstTurn,
      previousUserText,
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
    const call = this.call;
    if (!call) return null;
    const result = step(call.state, event, call.facts);
    call.state = result.state;
    let outcome: ToolOutcome | null = null;
    for (const effect of result.effects) outcome = (await this.effect(effect)) ?? outcome;
    return outcome;
  }

  private scope(): ActionScope {
    return { deps: this.options.deps, ctx: this.call!.ctx, now: this.options.now };
  }

  private async effect(effect: Effect): Promise<ToolOutcome | null> {
    switch (effect.type) {
      case 'say':
        this.voice.say(effect.text);
        return null;
      case 'reply':
        await this.respond(effect.prefix);
        return null;
      case 'end':
        this.ending.after(this.call?.state.lastSaid ?? '', effect.reason);
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

  /** The model's reply; the scripted companion answers the turn instead if the model fails. */
  private async respond(prefix?: string): Promise<void> {
    const engine = this.options.engine;
    if (!engine || !this.call) return;
    const { history } = this.transcript;
    const input = { scope: this.scope(), history, userText: history.at(-1)?.text ?? '' };
    const result = await this.voice.stream(engine, input, (reply) => this.hooks(reply), prefix);
    const call = this.call;
    if (result.kind === 'failed') return this.modelFailed(result.error, result.reply);
    if (result.kind === 'taken_over') return;
    call.state = { ...call.state, lastSaid: result.text };
    if (result.endRequested && call.state.stage !== 'ending') {
      call.state = { ...call.state, stage: 'ending' };
      this.ending.after(result.text, 'goodbye');
    }
  }

  private async modelFailed(error: unknown, reply: Reply): Promise<void> {
    const { deps } = this.options;
    const callId = this.call!.ctx.callId;
    deps.log.error({ err: error, callId }, 'companion degraded: the model failed, scripted takes over');
    await deps.db.call.update({ where: { id: callId }, data: { degraded: true } }).catch(() => undefined);
    this.voice.fail(reply, say(this.call!.facts.language, 'degradedApology'));
    const last = this.transcript.lastUserText();
    await this.apply({ type: 'model_failed' });
    const understanding = this.turnUnderstanding;
    if (last && understanding) {
      await this.apply({ type: 'heard', text: last, understanding, elapsedMs: 0, now: this.now() });
    }
  }

  /** What the model's tools reach: safety reports and the confirmed lasting changes. */
  private hooks(reply: Reply): EngineHooks {
    return {
      flag: async (kind, said) => {
        if (this.call?.state.stage === 'ending') return;
        this.voice.stop(reply);
        await this.apply({ type: 'model_flag', kind, said });
      },
      request: async (action, reminder) =>
        (await this.apply({
          type: 'tool_request',
          action,
          reminder,
          understanding: this.turnUnderstanding,
        })) ?? {
          done: false,
          ask: '',
        },
    };
  }

  /**
   * The server is shutting down with this call still going: a short goodbye in the call's
   * language, then the call ends ('shutdown') once it has had time to be heard.
   */
  sayGoodbyeAndEnd(): void {
    if (this.ending.underway) return;
    const call = this.call;
    if (!call) {
      this.ending.refused();
      this.options.close();
      return;
    }
    this.voice.stop();
    const text = say(call.facts.language, 'shutdownGoodbye');
    call.state = { ...call.state, stage: 'ending', lastSaid: text };
    this.voice.say(text);
    this.ending.after(text, 'shutdown');
  }

  /** The socket closed (the caller hung up, or we did): the call is over. */
  async closed(): Promise<void> {
    this.voice.abort();
    // A safety question left unanswered still reaches the family (call-script.ts, 'hung_up').
    this.queue = this.queue
      .then(async () => {
        await this.apply({ type: 'hung_up' });
      })
      .catch((error: unknown) => {
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: hang-up failed');
      });
    await this.ending.closed(this.queue);
  }
}
