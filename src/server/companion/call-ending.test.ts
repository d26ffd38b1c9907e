// How a call ends when the caller hangs up on the companion's end frame: the reason is kept,
// whichever side finishes the call first.
import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../deps.ts';
import type { CallTranscript } from './call-transcript.ts';

const finished: { callId: string; reason?: string }[] = [];
const calls = new Map<string, number>();
vi.mock('../calls/finish-call.ts', () => ({
  finishCall: async (options: { callId: string; reason?: string }) => {
    // The first to take the call's row lock finishes it, as `ended_at` makes it in the database.
    // Here the first caller (the companion's end) is slow to get its connection, as under load.
    const nth = (calls.get(options.callId) ?? 0) + 1;
    calls.set(options.callId, nth);
    if (nth === 1) await new Promise((r) => setTimeout(r, 30));
    if (!finished.some((f) => f.callId === options.callId))
      finished.push({ callId: options.callId, reason: options.reason });
  },
}));

const { CallEnding } = await import('./call-ending.ts');

function ending(callId: string, sent: unknown[], onSend: () => void = () => undefined) {
  const transcript = { flush: () => Promise.resolve() } as unknown as CallTranscript;
  return new CallEnding({
    deps: { log: { error: () => undefined } } as unknown as AppDeps,
    send: (message) => {
      sent.push(message);
      onSend();
    },
    transcript,
    callId: () => callId,
    hangupDelayMs: () => 0,
  });
}

describe('call ending', () => {
  it('keeps "goodbye" when the caller hangs up on the end frame before the call is finished', async () => {
    const sent: unknown[] = [];
    let hungUp: Promise<void> | undefined;
    // The caller hangs up the moment the end frame arrives.
    const end = ending('call-1', sent, () => {
      hungUp = end.closed(Promise.resolve());
    });
    end.after('Goodbye, Margaret!', 'goodbye');
    await vi.waitFor(() => expect(hungUp).toBeDefined());
    await hungUp;
    await vi.waitFor(() => expect(calls.get('call-1')).toBe(2));
    expect(finished.find((f) => f.callId === 'call-1')?.reason).toBe('goodbye');
  });

  it('is a hang-up when the caller puts the phone down before the companion ends the call', async () => {
    const end = ending('call-2', []);
    await end.closed(Promise.resolve());
    expect(finished.find((f) => f.callId === 'call-2')?.reason).toBe('hangup');
  });
});
