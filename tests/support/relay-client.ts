// A WebSocket client that speaks Twilio's ConversationRelay protocol, as Twilio (or the local
// phone) does: setup, prompt, interrupt, dtmf in; text tokens and end out.
import WebSocket from 'ws';
import { parseRelayOutbound, relayFrame, type RelayOutbound } from '../../src/shared/relay-protocol.ts';

type Outbound = RelayOutbound;

export class RelayClient {
  private readonly inbox: Outbound[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const parsed = parseRelayOutbound(data.toString('utf8'));
      if (!parsed.ok)
        throw new Error(`the server sent a frame that is not a relay message: ${parsed.reason}`);
      this.inbox.push(parsed.message);
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code) => {
        this.wake();
        resolve({ code });
      }),
    );
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  static connect(url: string, headers: Record<string, string> = {}): Promise<RelayClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new RelayClient(socket)));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`handshake refused: ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: Record<string, unknown>) {
    this.socket.send(JSON.stringify(message));
  }

  /** A frame exactly as given (the fuzz test sends frames that are not messages at all). */
  sendRaw(frame: string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame);
  }

  setup(params: { callId: string; relayToken: string; from?: string; to?: string; callSid?: string }) {
    this.sendRaw(
      relayFrame.setup(params.callId, params.relayToken, {
        sessionId: 'VX00000000000000000000000000000000',
        callSid: params.callSid ?? 'CA-test',
        from: params.from ?? '',
        to: params.to ?? '',
        direction: 'inbound',
      }),
    );
  }

  prompt(text: string, lang = 'en-US') {
    this.sendRaw(relayFrame.prompt(text, lang));
  }

  /** Everything until the next `last: true` text, joined: one spoken reply. */
  async reply(timeoutMs = 8000): Promise<string> {
    let text = '';
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const next = this.inbox.shift();
      if (next?.type === 'text') {
        text += next.token;
        if (next.last) return text.trim();
        continue;
      }
      if (next?.type === 'end') throw new Error(`call ended while waiting for a reply (got "${text}")`);
      if (Date.now() > deadline) throw new Error(`no complete reply in ${timeoutMs} ms (got "${text}")`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** The first token of the next reply (for interrupting it mid-stream). */
  async firstToken(timeoutMs = 8000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const next = this.inbox.shift();
      if (next?.type === 'text' && next.token) return next.token;
      if (Date.now() > deadline) throw new Error('no token');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
  }

  /** Drops what has arrived so far (after a short settle). */
  async drain(settleMs = 100): Promise<number> {
    await new Promise((r) => setTimeout(r, settleMs));
    return this.inbox.splice(0).length;
  }

  async end(timeoutMs = 8000): Promise<{ reason: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((m) => m.type === 'end');
      if (index >= 0) {
        const [message] = this.inbox.splice(0, index + 1).slice(-1);
        return JSON.parse((message as { handoffData: string }).handoffData) as { reason: string };
      }
      if (Date.now() > deadline) throw new Error('no end message');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  hangUp() {
    this.socket.close(1000);
  }
}
