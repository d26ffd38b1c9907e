// Development tools are not open to the network: /dev/* (the outbox with every sign-in code,
// the accounts and numbers list, placing and answering calls) and the local phone's relay
// answer loopback clients only, by the TCP peer's address (X-Forwarded-For cannot fake it), and
// a development server listens on 127.0.0.1 unless HOST says otherwise.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { RelayClient } from '../support/relay-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let server: Awaited<ReturnType<typeof createServer>>;
let fastify: FastifyInstance;
const SECRET_CODE = 'Your Porchlight code is 424242';

beforeAll(async () => {
  // smtp: false, so the outbox (and its page) is there, as in development.
  app = await startTestApp({ smtp: false });
  const clientDir = await mkdtemp(join(tmpdir(), 'porchlight-loopback-'));
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head></html>',
  );
  // A second server on the same dependencies, for fastify.inject with a chosen peer address.
  server = await createServer({ deps: app.deps, worker: null, clientDir });
  fastify = server.app;
  await app.db.outboxMail.create({ data: { to: 'someone@example.com', subject: 'Code', text: SECRET_CODE } });
  const { client } = await signedInClient(app, 'loopback');
  await client.post('/api/phone-numbers', {
    number: '+14125559001',
    name: 'Edith Loopback',
    relationship: 'mother',
    state: 'PA',
    timezone: 'America/New_York',
    missed_call_alert_threshold: 3,
    unusual_activity_alert: true,
    general_updates: true,
  });
});
afterAll(async () => {
  await server?.stop();
  await app?.stop();
});

const DEV_REQUESTS: { method: 'GET' | 'POST'; url: string; payload?: Record<string, string> }[] = [
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/outbox.json' },
  { method: 'GET', url: '/dev/phone' },
  { method: 'GET', url: '/dev/phone/numbers' },
  { method: 'GET', url: '/dev/phone/ringing' },
  { method: 'POST', url: '/dev/phone/call', payload: { from: '+14125559001' } },
  { method: 'POST', url: '/dev/phone/place', payload: { number: '+14125559001' } },
  { method: 'POST', url: '/dev/phone/answer', payload: { callId: crypto.randomUUID() } },
  { method: 'POST', url: '/dev/phone/decline', payload: { callId: crypto.randomUUID() } },
  { method: 'POST', url: '/dev/schedule/checkin', payload: { phone: '+14125559001' } },
  { method: 'GET', url: '/dev' },
  // The router decodes %-escapes: the guard must see the route, not only the raw path.
  { method: 'GET', url: '/%64ev/outbox.json' },
  { method: 'GET', url: '/dev/outbox.json?x=1' },
];

function inject(remoteAddress: string, request: (typeof DEV_REQUESTS)[number], headers = {}) {
  return fastify.inject({
    method: request.method,
    url: request.url,
    remoteAddress,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('/dev from another host', () => {
  it.each(['192.168.1.20', '10.0.0.7', 'fd00::2', '::ffff:192.168.1.20'])(
    'answers %s with 404 on every development route, leaking nothing',
    async (address) => {
      for (const request of DEV_REQUESTS) {
        const res = await inject(address, request);
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(res.json(), request.url).toEqual({ success: false, error: 'Not found' });
      }
      expect(await app.db.call.count()).toBe(0); // nothing was dialled or placed
    },
  );

  it('is not fooled by X-Forwarded-For (which TRUST_PROXY would otherwise believe)', async () => {
    const res = await inject(
      '192.168.1.20',
      { method: 'GET', url: '/dev/outbox.json' },
      { 'x-forwarded-for': '127.0.0.1' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('424242');
  });

  it('still serves the rest of the site to other hosts', async () => {
    const plans = await inject('192.168.1.20', { method: 'GET', url: '/api/subscription-plans' });
    expect(plans.statusCode).toBe(200);
    const page = await inject('192.168.1.20', { method: 'GET', url: '/contact' });
    expect(page.statusCode).toBe(200);
  });
});

describe('/dev from this machine', () => {
  it.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('serves %s', async (address) => {
    const outbox = await inject(address, { method: 'GET', url: '/dev/outbox.json' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('424242');
    const numbers = await inject(address, { method: 'GET', url: '/dev/phone/numbers' });
    expect(numbers.statusCode).toBe(200);
    expect(numbers.body).toContain('+14125559001');
    const page = await inject(address, { method: 'GET', url: '/dev/phone' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe("the local phone's relay WebSocket", () => {
  const upgrade = {
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-version': '13',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
  };

  it('refuses the handshake from another host', async () => {
    const res = await inject('192.168.1.20', { method: 'GET', url: '/voice/relay' }, upgrade);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('is left to Twilio when Twilio carries the calls (the guard covers the local phone only)', async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_PHONE_NUMBER: '+12155550100',
    });
    const { createDeps } = await import('../../src/server/create-deps.ts');
    const deps = createDeps({ config, db: app.db, log: app.deps.log });
    const twilio = await createServer({
      deps,
      worker: null,
      clientDir: await mkdtemp(join(tmpdir(), 'pl-')),
    });
    try {
      const res = await twilio.app.inject({
        method: 'GET',
        url: '/voice/relay',
        remoteAddress: '54.172.60.1',
        headers: upgrade,
      });
      // Twilio's own check answers (an unsigned handshake), not the loopback guard.
      expect(res.statusCode).toBe(403);
    } finally {
      await twilio.stop();
      await deps.mail.close();
    }
  });
});

/** This machine's first non-loopback IPv4 address, if it has one. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('over the network', () => {
  const lan = lanAddress();

  it('a development server listens on 127.0.0.1 by default, out of reach of the LAN', async () => {
    const host = parseConfig({ NODE_ENV: 'development' }).HOST;
    expect(host).toBe('127.0.0.1');
    const local = await createServer({
      deps: { ...app.deps, config: Object.freeze({ ...app.deps.config, HOST: host, PORT: 0 }) },
      worker: null,
      clientDir: await mkdtemp(join(tmpdir(), 'pl-')),
    });
    try {
      const address = new URL(await local.start());
      expect(address.hostname).toBe('127.0.0.1');
      const port = Number(address.port);
      expect(await canConnect('127.0.0.1', port)).toBe(true);
      // Without a LAN interface there is nothing else to reach it from.
      if (lan) expect(await canConnect(lan, port)).toBe(false);
    } finally {
      await local.stop();
    }
  });

  it.runIf(lan)('with HOST=0.0.0.0, a client on the LAN still gets 404 from /dev and the relay', async () => {
    const open = await createServer({
      deps: app.deps,
      worker: null,
      clientDir: await mkdtemp(join(tmpdir(), 'pl-')),
    });
    try {
      await open.app.listen({ host: '0.0.0.0', port: 0 });
      const port = (open.app.server.address() as { port: number }).port;
      // Connecting to this machine's LAN address makes the peer address that LAN address.
      const remote = await fetch(`http://${lan}:${port}/dev/outbox.json`);
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain('424242');
      await expect(RelayClient.connect(`ws://${lan}:${port}/voice/relay`)).rejects.toThrow(
        'handshake refused: 404',
      );
      const local = await fetch(`http://127.0.0.1:${port}/dev/outbox.json`);
      expect(local.status).toBe(200);
      const relay = await RelayClient.connect(`ws://127.0.0.1:${port}/voice/relay`);
      relay.hangUp();
      await relay.closed;
    } finally {
      await open.stop();
    }
  });
});
