// A small OpenAI-compatible chat-completions server for tests: the real AI SDK provider
// (@ai-sdk/openai-compatible) talks HTTP to it and gets scripted replies, streamed token by token
// as server-sent events, including tool calls. Each request takes the next scripted reply.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedReply =
  | { text: string; delayMs?: number }
  | { toolCalls: { name: string; args: Record<string, unknown> }[] }
  | { fail: number }
  | { json: unknown };

export interface SafetyVerdict {
  emergency: boolean;
  self_harm: boolean;
}

function lastUserText(messages: { role: string; content: unknown }[]): string {
  const last = messages.filter((m) => m.role === 'user').at(-1)?.content;
  if (typeof last === 'string') return last;
  if (Array.isArray(last)) return last.map((p: { text?: string }) => p.text ?? '').join('');
  return '';
}

export interface FakeLlm {
  url: string;
  /** What the safety check was asked about, turn by turn. */
  safetyRequests: string[];
  /** The safety check's next verdicts (safe once these run out). */
  scriptSafety(...verdicts: SafetyVerdict[]): void;
  /** Every request; the conversation's are the streamed ones. */
  requests: { body: Record<string, unknown>; system: string }[];
  script(...replies: ScriptedReply[]): void;
  pending(): number;
  stop(): Promise<void>;
}

function sse(chunks: unknown[]): string {
  return `${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: ScriptedReply[] = [];
  const requests: FakeLlm['requests'] = [];
  const safetyQueue: SafetyVerdict[] = [];
  const safetyRequests: string[] = [];
  let seq = 0;
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
      const messages = (body.messages ?? []) as { role: string; content: unknown }[];
      const system = messages
        .filter((m) => m.role === 'system')
        .map((m) => String(m.content))
        .join('\n');
      // The safety check beside every reply has its own answers (safe unless scripted), so the
      // conversation's script is not consumed by it.
      if (system.includes('You are a safety classifier')) {
        safetyRequests.push(lastUserText(messages));
        const verdict = safetyQueue.shift() ?? { emergency: false, self_harm: false };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-safety-${++seq}`,
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify(verdict) },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      requests.push({ body, system });
      // A summary (not streamed) takes a scripted reply only when one was scripted for it.
      const head = queue[0];
      const forThis = body.stream || (head && ('json' in head || 'fail' in head));
      const reply =
        (forThis ? queue.shift() : undefined) ??
        (body.stream
          ? { text: 'I see.' }
          : { json: { summary: 'A nice chat.', mood: 4, topics: ['family'], memories: [] } });
      const id = `chatcmpl-${++seq}`;
      const base = { id, object: 'chat.completion.chunk', created: 0, model: String(body.model) };
      if ('fail' in reply) {
        res.writeHead(reply.fail, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      if (!body.stream) {
        const content = 'json' in reply ? JSON.stringify(reply.json) : 'text' in reply ? reply.text : '';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      const chunks: unknown[] = [];
      if ('text' in reply) {
        const tokens = reply.text.match(/\S+\s*/g) ?? [];
        chunks.push({
          ...base,
          choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
        });
        for (const token of tokens)
          chunks.push({ ...base, choices: [{ index: 0, delta: { content: token }, finish_reason: null }] });
        chunks.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      } else if ('toolCalls' in reply) {
        reply.toolCalls.forEach((call, index) => {
          chunks.push({
            ...base,
            choices: [
              {
                index: 0,
                delta: {
                  role: 'assistant',
                  tool_calls: [
                    {
                      index,
                      id: `call_${seq}_${index}`,
                      type: 'function',
                      function: { name: call.name, arguments: JSON.stringify(call.args) },
                    },
                  ],
                },
                finish_reason: null,
              },
            ],
          });
        });
        chunks.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
      } else {
        chunks.push({
          ...base,
          choices: [{ index: 0, delta: { content: JSON.stringify(reply.json) }, finish_reason: 'stop' }],
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const delay = 'text' in reply ? (reply.delayMs ?? 0) : 0;
      if (!delay) {
        res.end(sse(chunks));
        return;
      }
      // A slow model: one chunk at a time, so a test can interrupt mid-stream.
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed || i >= chunks.length) {
          clearInterval(timer);
          if (!res.destroyed) res.end('data: [DONE]\n\n');
          return;
        }
        res.write(`data: ${JSON.stringify(chunks[i++])}\n\n`);
      }, delay);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    safetyRequests,
    scriptSafety: (...verdicts) => safetyQueue.push(...verdicts),
    script: (...replies) => queue.push(...replies),
    pending: () => queue.length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
