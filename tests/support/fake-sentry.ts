// A local stand-in for Sentry's ingest: it takes envelopes as the SDK posts them
// (POST /api/<project>/envelope/, newline-separated JSON, gzipped when large) and keeps them.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface SentryEnvelope {
  /** The body exactly as it arrived (decompressed), to search for anything personal. */
  raw: string;
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: Record<string, unknown> }[];
}

export interface FakeSentry {
  dsn: string;
  envelopes: SentryEnvelope[];
  /** The error events received so far. */
  events: () => Record<string, unknown>[];
  stop: () => Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(data) : data).toString('utf8');
}

function parse(raw: string): SentryEnvelope {
  const lines = raw.split('\n').filter((line) => line.trim() !== '');
  const [header, ...rest] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const items: SentryEnvelope['items'] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) items.push({ header: rest[i]!, payload: rest[i + 1]! });
  return { raw, header: header ?? {}, items };
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: SentryEnvelope[] = [];
  const server = createServer((request, response) => {
    void body(request).then((raw) => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        envelopes.push(parse(raw));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/42`,
    envelopes,
    events: () =>
      envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload)),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
