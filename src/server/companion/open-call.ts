// A relay session's `setup`: the call must exist, be unfinished and carry the token it was given;
// then everything the call script needs to know is loaded once, and the call is in progress.
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { firstName, firstNameOf, loadCallContext, type CallContext } from './call-context.ts';
import { initialState, type CallFacts, type ScriptState } from './call-script.ts';
import { helpLines } from './phrases.ts';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface OpenedCall {
  ctx: CallContext;
  facts: CallFacts;
  state: ScriptState;
  /** The greeting already spoken by the relay's welcome, when there is one. */
  greeting: string | null;
  /** The next transcript seq. */
  nextSeq: number;
}

/** Null when the setup must be refused (unknown call, wrong token, call already over). */
export async function openCall(options: {
  deps: AppDeps;
  customParameters: Record<string, unknown>;
  callSid: string | undefined;
  engine: 'llm' | 'scripted';
}): Promise<OpenedCall | null> {
  const { deps, engine } = options;
  const callId = typeof options.customParameters.callId === 'string' ? options.customParameters.callId : '';
  const token =
    typeof options.customParameters.relayToken === 'string' ? options.customParameters.relayToken : '';
  const call = /^[0-9a-f-]{36}$/i.test(callId)
    ? await deps.db.call.findUnique({ where: { id: callId } })
    : null;
  if (!call?.relayToken || !token || !sameSecret(call.relayToken, token) || call.endedAt) {
    deps.log.warn({ callId }, 'relay: setup for an unknown or finished call refused');
    return null;
  }
  const ctx = await loadCallContext(deps.db, call.id);
  if (!ctx) return null;
  const turns = await deps.db.transcriptTurn.findMany({
    where: { callId: call.id },
    orderBy: { seq: 'asc' },
    select: { seq: true, text: true },
  });
  const greeting = turns[0]?.text ?? null;
  const reminderCallText = call.reminderId
    ? ((await deps.db.reminder.findUnique({ where: { id: call.reminderId }, select: { text: true } }))
        ?.text ?? null)
    : null;
  const facts: CallFacts = {
    language: ctx.language,
    direction: ctx.direction,
    type: ctx.type,
    known: !!ctx.phone && !!ctx.userId,
    name: firstName(ctx),
    familyName: firstNameOf(ctx.familyName),
    helpLines: helpLines(ctx.phone?.number),
    timeZone: ctx.phone?.timezone ?? 'America/New_York',
    reminders: ctx.reminders,
    notes: ctx.notes,
    reminderCallText,
  };
  const state = initialState(facts, {
    consentKnown: ctx.phone?.recordingConsent !== null && ctx.phone?.recordingConsent !== undefined,
    engine,
    callsStopped: ctx.phone?.callsStopped ?? false,
  });
  await deps.db.call.update({
    where: { id: call.id },
    data: {
      status: 'in-progress',
      answeredAt: call.answeredAt ?? new Date(),
      ...(options.callSid && !call.providerCallSid ? { providerCallSid: options.callSid } : {}),
      degraded: engine === 'scripted',
    },
  });
  if (engine === 'scripted' && ctx.type !== 'commercial') {
    deps.log.warn({ callId: call.id }, 'companion degraded: scripted (no language model configured)');
  }
  return {
    ctx,
    facts,
    state: greeting ? { ...state, lastSaid: greeting } : state,
    greeting,
    nextSeq: turns.length ? Math.max(...turns.map((t) => t.seq)) + 1 : 0,
  };
}
