// Twilio ConversationRelay's WebSocket messages, as zod schemas: what the caller's side sends
// (Twilio, the local phone at /dev/phone, `npm run phone`, the benchmark, the tests) and what the
// server answers. One definition, so every client and the server agree on the wire format, and
// a frame that is not one of these is refused before any code acts on it.
import { z } from 'zod';

/** A frame larger than this is refused unread (a prompt is a sentence or two of speech). */
export const RELAY_MAX_FRAME_BYTES = 64 * 1024;

const text = (max: number) => z.string().max(max);

export const setupMessage = z.object({
  type: z.literal('setup'),
  sessionId: text(200).optional(),
  accountSid: text(200).optional(),
  callSid: text(200).optional(),
  from: text(64).optional(),
  to: text(64).optional(),
  direction: text(32).optional(),
  customParameters: z.record(z.string(), z.unknown()).optional(),
});

export const promptMessage = z.object({
  type: z.literal('prompt'),
  voicePrompt: text(8000),
  lang: text(32).optional(),
  /** false on a partial transcript (partialPrompts on); the final one follows. */
  last: z.boolean().optional(),
});

export const interruptMessage = z.object({
  type: z.literal('interrupt'),
  utteranceUntilInterrupt: text(8000).optional(),
  durationUntilInterruptMs: z.number().optional(),
});

export const dtmfMessage = z.object({ type: z.literal('dtmf'), digit: text(8) });

export const errorMessage = z.object({ type: z.literal('error'), description: text(2000).optional() });

export const relayInbound = z.discriminatedUnion('type', [
  setupMessage,
  promptMessage,
  interruptMessage,
  dtmfMessage,
  errorMessage,
]);
export type RelayInbound = z.infer<typeof relayInbound>;

export const textMessage = z.object({
  type: z.literal('text'),
  token: z.string(),
  last: z.boolean(),
  lang: z.string().optional(),
  interruptible: z.boolean().optional(),
});

export const endMessage = z.object({ type: z.literal('end'), handoffData: z.string() });

export const relayOutbound = z.discriminatedUnion('type', [textMessage, endMessage]);
export type RelayOutbound = z.infer<typeof relayOutbound>;

type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

function parseFrame<T>(raw: string, schema: z.ZodType<T>): Parsed<T> {
  if (raw.length > RELAY_MAX_FRAME_BYTES) return { ok: false, reason: 'frame too large' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const type = value && typeof value === 'object' && 'type' in value ? String(value.type) : '';
    return { ok: false, reason: `not a relay message${type ? ` (type ${type.slice(0, 40)})` : ''}` };
  }
  return { ok: true, message: result.data };
}

/** One frame from the caller's side; never throws. */
export function parseRelayInbound(raw: string): Parsed<RelayInbound> {
  return parseFrame(raw, relayInbound);
}

/** One frame from the server; never throws. */
export function parseRelayOutbound(raw: string): Parsed<RelayOutbound> {
  return parseFrame(raw, relayOutbound);
}

/** Builders for the caller's side (clients, tests, the benchmark). */
export const relayFrame = {
  setup: (callId: string, relayToken: string, extra: Partial<z.infer<typeof setupMessage>> = {}) =>
    JSON.stringify({
      type: 'setup',
      ...extra,
      customParameters: { ...extra.customParameters, callId, relayToken },
    } satisfies z.infer<typeof setupMessage>),
  prompt: (voicePrompt: string, lang = 'en-US') =>
    JSON.stringify({ type: 'prompt', voicePrompt, lang, last: true } satisfies z.infer<typeof promptMessage>),
  interrupt: (heard: string) =>
    JSON.stringify({
      type: 'interrupt',
      utteranceUntilInterrupt: heard,
      durationUntilInterruptMs: 0,
    } satisfies z.infer<typeof interruptMessage>),
};
