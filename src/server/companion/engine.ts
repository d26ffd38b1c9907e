// A companion engine turns the caller's words into the assistant's reply, streamed in chunks.
// The language model and the scripted companion both implement it; the relay session runs the
// safety layer and the opening before either sees a turn.
import type { ActionScope } from './actions.ts';

export interface Turn {
  speaker: 'assistant' | 'user';
  text: string;
}

export interface EngineInput {
  scope: ActionScope;
  /** Everything said so far, the caller's new words last. */
  history: Turn[];
  userText: string;
  signal: AbortSignal;
  /** Back into the call script: safety reports, and lasting changes it must confirm first. */
  hooks: EngineHooks;
}

export interface EngineHooks {
  flag(kind: 'emergency' | 'self_harm', said: string): Promise<void>;
  request(
    action: 'stop_calls' | 'resume_calls' | 'cancel_reminder',
    reminder?: string,
  ): Promise<{ done: true } | { done: false; ask: string }>;
}

export type EngineChunk = { type: 'text'; text: string } | { type: 'end'; reason: string };

export interface CompanionEngine {
  readonly kind: 'llm' | 'scripted';
  reply(input: EngineInput): AsyncIterable<EngineChunk>;
}
