// `npm run phone -- --from +12155550142 [--url http://localhost:3000]`: the local phone in a
// terminal. It sets up a call like Twilio's voice webhook, then speaks ConversationRelay to
// /voice/relay: type a line and press Enter to say it; Ctrl+D or "/hangup" hangs up.
import { createInterface } from 'node:readline/promises';
import { parseRelayOutbound, relayFrame } from '../src/shared/relay-protocol.ts';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
const from = values.from?.trim();
if (!from || !/^\+\d{8,15}$/.test(from)) {
  console.error('Usage: npm run phone -- --from +12155550142 [--url http://localhost:3000]');
  process.exit(2);
}
const base = values.url.replace(/\/+$/, '');

const res = await fetch(`${base}/dev/phone/call`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ from }),
}).catch((error: unknown) => {
  console.error(
    `Could not reach Porchlight at ${base}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
const decision = (await res.json()) as {
  kind: string;
  callId: string;
  relayToken?: string;
  greeting?: string;
  message?: string;
  relayPath?: string;
  error?: string;
};
if (!res.ok) {
  console.error(
    decision.error ??
      `The call could not be placed (${res.status}). Is Twilio configured? The local phone works without it.`,
  );
  process.exit(1);
}
if (decision.kind === 'no_minutes') {
  console.log(`Porchlight: ${decision.message}`);
  process.exit(0);
}
console.log(`Porchlight: ${decision.greeting}`);

const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${decision.relayPath ?? '/voice/relay'}`);
// Lines typed before the socket opens wait in the iterator's buffer.
const rl = createInterface({ input: process.stdin, output: process.stdout });
const lines = rl[Symbol.asyncIterator]();
let partial = '';
socket.on('open', () => {
  socket.send(
    relayFrame.setup(decision.callId, decision.relayToken ?? '', {
      callSid: decision.callId,
      from,
      direction: 'inbound',
    }),
  );
  void (async () => {
    for await (const line of { [Symbol.asyncIterator]: () => lines }) {
      if (line.trim() === '/hangup') break;
      if (line.trim()) socket.send(relayFrame.prompt(line));
    }
    socket.close();
  })();
});
socket.on('message', (data: Buffer) => {
  const parsed = parseRelayOutbound(data.toString('utf8'));
  if (!parsed.ok) return;
  const message = parsed.message;
  if (message.type === 'text') {
    partial += message.token;
    if (message.last) {
      if (partial.trim()) console.log(`Porchlight: ${partial.trim()}`);
      partial = '';
    }
  } else if (message.type === 'end') {
    socket.close();
  }
});
socket.on('close', () => {
  console.log('(call ended)');
  rl.close();
  process.exit(0);
});
