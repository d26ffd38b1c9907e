// One ConversationRelay session: Twilio (or the local phone) sends `setup`, `prompt`,
// `interrupt`, `dtmf` and `error`; we answer with streamed `text` tokens and finally `end`.
// Every turn is stored; the safety layer runs on every caller turn before any engine; an
// interruption aborts the reply and trims the stored turn to what the caller heard.
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { finishCall } from '../calls/finish-call.ts';
import { alertCrisis, rescheduleToday, stopDailyCalls, type ActionScope } from './actions.ts';
import { firstName, loadCallContext, type CallContext } from './call-context.ts';
import type { CompanionEngine, Turn } from './engine.ts';
import { helpLines, say } from './phrases.ts';
import { checkSafety, parseYesNo } from './safety.ts';
import { createScriptedCompanion } from './scripted.ts';

export type RelayOutbound =
  | { type: 'text'; token: string; last: boolean; interruptible?: boolean }
  | { type: 'end'; handoffData: string };

type Phase = 'consent' | 'good_time' | 'chat' | 'ending';

/** Roughly how long TTS takes to say something (words at an unhurried pace), so we hang up after. */
export function speechMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(15_000, 800 + words * 380);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface RelaySessionOptions {
  deps: AppDeps;
  /** The engine for this call (a fresh scripted one is made per session when null). */
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
  private scope: ActionScope | null = null;
  private engine: CompanionEngine;
  private readonly scripted: CompanionEngine;
  private phase: Phase = 'chat';
  private readonly history: Turn[] = [];
  private seq = 0;
  private current: { controller: AbortController; turnSeq: number; text: string } | null = null;
  /** The last assistant turn, which an interruption may still trim (TTS speaks long after we stream). */
  private lastAssistant: {
    seq: number;
    historyIndex: number;
    text: string;
    stored: Promise<unknown>;
  } | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** Transcript writes still in flight (awaited before the call is finished). */
  private writes: Promise<unknown> = Promise.resolve();
  private deferred: (() => void) | null = null;
  private promptReceivedAt: number | null = null;
  private ended = false;
  private endTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: RelaySessionOptions) {
    this.scripted = createScriptedCompanion();
    this.engine = options.engine ?? this.scripted;
  }

  get callId(): string | null {
    return this.ctx?.callId ?? null;
  }

  /** Handles one message from the relay; messages are processed one after another. */
  receive(raw: string): void {
    const receivedAt = performance.now();
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      this.options.deps.log.warn('relay: a message that is not JSON');
      return;
    }
    if (message.type === 'interrupt') {
      // Handled at once, not queued: the reply it interrupts is still streaming.
      this.interrupt(
        typeof message.utteranceUntilInterrupt === 'string' ? message.utteranceUntilInterrupt : '',
      );
      return;
    }
    if (message.type === 'prompt' && message.last !== false) this.promptReceivedAt = receivedAt;
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: message failed');
      });
  }

  private async handle(message: Record<string, unknown>): Promise<void> {
    switch (message.type) {
      case 'setup':
        return this.setup(message);
      case 'prompt':
        if (message.last === false) return; // a partial transcript; the final one follows
        return this.prompt(typeof message.voicePrompt === 'string' ? message.voicePrompt : '');
      case 'dtmf':
        return this.prompt(
          message.digit === '1'
            ? 'yes'
            : message.digit === '2'
              ? 'no'
              : `(pressed ${typeof message.digit === 'string' ? message.digit : '?'})`,
        );
      case 'error':
        this.options.deps.log.warn(
          { callId: this.callId, description: message.description },
          'relay: error from Twilio',
        );
        return;
      default:
        return;
    }
  }

  private async setup(message: Record<string, unknown>): Promise<void> {
    const { deps } = this.options;
    const params = (message.customParameters ?? {}) as Record<string, unknown>;
    const callId = typeof params.callId === 'string' ? params.callId : '';
    const token = typeof params.relayToken === 'string' ? params.relayToken : '';
    const call = /^[0-9a-f-]{36}$/i.test(callId)
      ? await deps.db.call.findUnique({ where: { id: callId } })
      : null;
    if (!call?.relayToken || !token || !sameSecret(call.relayToken, token) || call.endedAt) {
      deps.log.warn({ callId }, 'relay: setup for an unknown or finished call refused');
      this.ended = true;
      this.options.close();
      return;
    }
    const ctx = await loadCallContext(deps.db, call.id);
    if (!ctx) return this.options.close();
    this.ctx = ctx;
    this.scope = { deps, ctx, now: this.options.now };
    const turns = await deps.db.transcriptTurn.count({ where: { callId: call.id } });
    this.seq = turns;
    const greeting = await deps.db.transcriptTurn.findFirst({
      where: { callId: call.id },
      orderBy: { seq: 'asc' },
    });
    if (greeting) this.history.push({ speaker: 'assistant', text: greeting.text });
    await deps.db.call.update({
      where: { id: call.id },
      data: {
        status: 'in-progress',
        answeredAt: call.answeredAt ?? new Date(),
        ...(typeof message.callSid === 'string' && !call.providerCallSid
          ? { providerCallSid: message.callSid }
          : {}),
        degraded: this.engine.kind === 'scripted',
      },
    });
    if (this.engine.kind === 'scripted' && ctx.type !== 'commercial') {
      deps.log.warn({ callId: call.id }, 'companion degraded: scripted (no language model configured)');
    }
    if (ctx.phone && ctx.phone.recordingConsent === null && ctx.type !== 'commercial') this.phase = 'consent';
    else if (ctx.direction === 'outbound' && ctx.type !== 'appointment') this.phase = 'good_time';
  }

  /** One transcript row; the seq fixes its place whenever the write lands. */
  private insertTurn(seq: number, speaker: 'assistant' | 'user', text: string, interrupted = false) {
    return this.options.deps.db.transcriptTurn.create({
      data: { callId: this.ctx!.callId, seq, speaker, text, interrupted },
    });
  }

  private async storeTurn(speaker: 'assistant' | 'user', text: string, seq = this.seq++): Promise<number> {
    this.flushDeferred();
    this.history.push({ speaker, text });
    const stored = this.insertTurn(seq, speaker, text);
    if (speaker === 'assistant') {
      this.lastAssistant = { seq, historyIndex: this.history.length - 1, text, stored };
    } else {
      this.lastAssistant = null;
    }
    await stored;
    return seq;
  }

  /**
   * The caller's turn is stored once the reply has started (its seq keeps the order): the
   * database write then never delays the first words back. A failed write is logged; it is
   * never a reason to leave the caller in silence.
   */
  private deferUserTurn(text: string): void {
    const seq = this.seq++;
    this.history.push({ speaker: 'user', text });
    this.lastAssistant = null;
    this.deferred = () => {
      const stored = this.insertTurn(seq, 'user', text).catch((error: unknown) =>
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: storing a turn failed'),
      );
      this.writes = Promise.all([this.writes, stored]);
    };
  }

  private flushDeferred(): void {
    const write = this.deferred;
    this.deferred = null;
    write?.();
  }

  /** Says a fixed line (not from an engine), stored as one assistant turn. */
  private async speak(text: string): Promise<void> {
    this.options.send({ type: 'text', token: text, last: true });
    await this.storeTurn('assistant', text);
  }

  private async prompt(text: string): Promise<void> {
    if (!this.ctx || !this.scope || this.ended || this.phase === 'ending') return;
    const said = text.trim();
    if (!said) return;
    // Stored while the reply is already on its way (the row's seq keeps the order); a failed
    // write is logged, never a reason to leave the caller in silence.
    this.deferUserTurn(said);
    const ctx = this.ctx;
    const lang = ctx.language;
    const lines = helpLines(ctx.phone?.number);

    // Safety first, whatever phase and whatever the engine would say.
    const safety =
      ctx.type === 'commercial' ? (checkSafety(said) === 'goodbye' ? 'goodbye' : null) : checkSafety(said);
    if (safety === 'emergency' || safety === 'self_harm') {
      await alertCrisis(this.scope, safety, said);
      const line = say(lang, safety === 'emergency' ? 'emergency' : 'selfHarm', lines);
      if (safety === 'emergency') return this.endWith(line, 'emergency');
      await this.speak(line); // a person in crisis is not hung up on
      this.phase = 'chat';
      return;
    }
    if (safety === 'stop_calls' && ctx.phone) {
      await stopDailyCalls(this.scope);
      return this.endWith(say(lang, 'stopCalls'), 'opt_out');
    }
    if (safety === 'goodbye') {
      return this.endWith(
        ctx.type === 'commercial'
          ? say(lang, 'commercialGoodbye')
          : say(lang, 'goodbye', { name: firstName(ctx) }),
        'goodbye',
      );
    }

    if (this.phase === 'consent') {
      const answer = parseYesNo(said);
      if (!answer) return this.speak(say(lang, 'consentUnclear'));
      await this.recordConsent(answer === 'yes');
      // A reminder call delivers its reminder next; a check-in asks if it is a good time.
      const reminder = ctx.type === 'appointment' ? await this.reminderText() : null;
      const next = reminder
        ? say(lang, 'reminderCall', { text: reminder })
        : ctx.direction === 'outbound'
          ? say(lang, 'outboundAskTime')
          : say(lang, 'inboundHowAreYou');
      this.phase = ctx.direction === 'outbound' && !reminder ? 'good_time' : 'chat';
      return this.speak(`${say(lang, answer === 'yes' ? 'consentYes' : 'consentNo')} ${next}`);
    }
    if (this.phase === 'good_time') {
      const later = /\b(later|not now|busy|plus tard|pas maintenant|mas tarde|más tarde|ahora no)\b/i.test(
        said,
      );
      const answer = later ? 'later' : parseYesNo(said);
      if (answer === 'later') {
        const result = await rescheduleToday(this.scope, {});
        const line = result.startsWith('I will call') ? say(lang, 'goodTimeLater') : say(lang, 'goodTimeNo');
        return this.endWith(line, 'call_later');
      }
      if (answer === 'no') return this.endWith(say(lang, 'goodTimeNo'), 'not_a_good_time');
      this.phase = 'chat';
      return this.speak(say(lang, 'goodTimeYes'));
    }
    return this.respond(said);
  }

  /** The reminder a reminder call is about. */
  private async reminderText(): Promise<string | null> {
    const call = await this.options.deps.db.call.findUnique({
      where: { id: this.ctx!.callId },
      select: { reminderId: true },
    });
    if (!call?.reminderId) return null;
    const reminder = await this.options.deps.db.reminder.findUnique({ where: { id: call.reminderId } });
    return reminder?.text ?? null;
  }

  private async recordConsent(consent: boolean): Promise<void> {
    const ctx = this.ctx!;
    const { db } = this.options.deps;
    const call = await db.call.update({ where: { id: ctx.callId }, data: { recordingConsent: consent } });
    if (consent && call.providerCallSid && this.options.deps.telephony.kind === 'twilio') {
      await this.options.deps.telephony
        .startRecording(
          call.providerCallSid,
          `${this.options.deps.config.publicUrl}/api/twilio/voice/recording`,
        )
        .catch((error: unknown) =>
          this.options.deps.log.error({ err: error, callId: ctx.callId }, 'starting the recording failed'),
        );
    }
    if (ctx.phone) {
      await db.phoneNumber.update({ where: { id: ctx.phone.id }, data: { recordingConsent: consent } });
      ctx.phone.recordingConsent = consent;
    }
  }

  /** The engine's reply, streamed; the scripted companion takes over if the model fails. */
  private async respond(userText: string): Promise<void> {
    const controller = new AbortController();
    const turnSeq = this.seq++;
    const current = { controller, turnSeq, text: '' };
    this.current = current;
    let endReason: string | null = null;
    const run = async (engine: CompanionEngine) => {
      for await (const chunk of engine.reply({
        scope: this.scope!,
        history: this.history,
        userText,
        signal: controller.signal,
      })) {
        if (controller.signal.aborted) return;
        if (chunk.type === 'end') endReason = chunk.reason;
        else if (chunk.text) {
          current.text += chunk.text;
          this.options.send({ type: 'text', token: chunk.text, last: false });
          if (this.promptReceivedAt !== null) {
            this.options.onTurnLatency?.(performance.now() - this.promptReceivedAt);
            this.promptReceivedAt = null;
          }
          if (this.deferred) setImmediate(() => this.flushDeferred());
        }
      }
    };
    try {
      await run(this.engine);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.options.deps.log.error(
        { err: error, callId: this.callId },
        'companion degraded: the model failed, scripted takes over',
      );
      this.engine = this.scripted;
      await this.options.deps.db.call.update({ where: { id: this.ctx!.callId }, data: { degraded: true } });
      if (current.text) {
        const sorry = ` ${say(this.ctx!.language, 'degradedApology')} `;
        current.text += sorry;
        this.options.send({ type: 'text', token: sorry, last: false });
      }
      await run(this.engine);
    }
    if (controller.signal.aborted) return;
    this.current = null;
    this.options.send({ type: 'text', token: '', last: true });
    const text = current.text.trim();
    await this.storeTurn('assistant', text, turnSeq);
    if (endReason) this.scheduleEnd(text, endReason);
  }

  private interrupt(heard: string): void {
    const text = heard.trim();
    const { db, log } = this.options.deps;
    const current = this.current;
    if (current) {
      // Still streaming: stop the model and keep only what was heard.
      this.current = null;
      current.controller.abort();
      this.history.push({ speaker: 'assistant', text });
      void this.insertTurn(current.turnSeq, 'assistant', text, true).catch((error: unknown) =>
        log.error({ err: error }, 'relay: storing an interrupted turn failed'),
      );
      return;
    }
    // Streamed already, but the voice was still speaking it: trim the stored turn.
    const last = this.lastAssistant;
    if (!last || text.length >= last.text.length) return;
    this.lastAssistant = null;
    const entry = this.history[last.historyIndex];
    if (entry) entry.text = text;
    void last.stored
      .then(() =>
        db.transcriptTurn.update({
          where: { callId_seq: { callId: this.ctx!.callId, seq: last.seq } },
          data: { text, interrupted: true },
        }),
      )
      .catch((error: unknown) => log.error({ err: error }, 'relay: trimming an interrupted turn failed'));
  }

  private async endWith(text: string, reason: string): Promise<void> {
    await this.speak(text);
    this.scheduleEnd(text, reason);
  }

  /** Hangs up in code once the last words have had time to be spoken. */
  private scheduleEnd(text: string, reason: string): void {
    this.phase = 'ending';
    const delay = this.options.hangupDelayMs ? this.options.hangupDelayMs(text) : speechMs(text);
    this.endTimer = setTimeout(() => {
      this.endTimer = null;
      this.end(reason).catch((error: unknown) =>
        this.options.deps.log.error({ err: error, callId: this.callId }, 'relay: ending the call failed'),
      );
    }, delay);
  }

  private async end(reason: string): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.flushDeferred();
    await this.writes;
    this.options.send({ type: 'end', handoffData: JSON.stringify({ reason }) });
    if (this.ctx) await finishCall({ deps: this.options.deps, callId: this.ctx.callId, reason });
  }

  /** The socket closed (the caller hung up, or we did): the call is over. */
  async closed(): Promise<void> {
    if (this.endTimer) clearTimeout(this.endTimer);
    this.current?.controller.abort();
    await this.queue.catch(() => undefined);
    this.flushDeferred();
    await this.writes;
    if (this.ctx)
      await finishCall({
        deps: this.options.deps,
        callId: this.ctx.callId,
        reason: this.ended ? undefined : 'hangup',
      });
    this.ended = true;
  }
}
