// Bad input gets a 4xx, never a 5xx: control characters are refused with a 400 that says so, a
// `%` in a phone-number path is simply not found, Fastify's and Node's own refusals come in the
// app's `{ success: false, error }` shape, and tRPC takes JSON only, so a plain HTML form cannot
// reach a procedure.
import net from 'node:net';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/router.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

let ipSeq = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });

const CONTACT = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello' };

interface AppErrorBody {
  success: boolean;
  error: string;
}

interface TrpcError {
  error: { json: { message: string; data: { httpStatus: number; code: string } } };
}

describe('control characters', () => {
  it('refuses U+0000 in a contact form field with a 400 naming the field, and stores nothing', async () => {
    const res = await app.client().post('/api/contact', { ...CONTACT, name: 'A\u0000' }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error:
        'The field "name" contains a control character (U+0000), which is not allowed. Please remove it and try again.',
    });
    expect(await app.db.contactMessage.count()).toBe(0);
  });

  it.each([
    ['U+0001', '\u0001'],
    ['escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['vertical tab', '\u000b'],
  ])('refuses %s too', async (_label, text) => {
    const res = await app.client().post('/api/contact', { ...CONTACT, message: `Hi ${text}` }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^The field "message" contains a control character \(U\+00[0-9A-F]{2}\)/);
  });

  it('keeps line breaks and tabs, which a message is written with', async () => {
    const res = await app
      .client()
      .post('/api/contact', { ...CONTACT, message: 'Line one\r\nLine two\n\tindented' }, freshIp());
    expect(res.status).toBe(200);
    const stored = await app.db.contactMessage.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(stored.message).toBe('Line one\r\nLine two\n\tindented');
  });

  it('refuses them nested anywhere in a body, in object keys, in query strings and in path parameters', async () => {
    const { client } = await signedInClient(app);
    const nested = await client.request<AppErrorBody>('PUT', '/api/user/profile', {
      json: { alert_contact_email: 'a@example.com', extra: [{ deep: ['x\u0000'] }] },
      headers: freshIp(),
    });
    expect(nested.status).toBe(400);
    expect(nested.body.success).toBe(false);
    expect(nested.body.error).toContain('"extra.0.deep.0"');
    const key = await client.request('PUT', '/api/user/profile', {
      json: { 'a\u0000b': 1 },
      headers: freshIp(),
    });
    expect(key.status).toBe(400);
    const query = await client.get<AppErrorBody>('/api/phone-numbers?x=%00', freshIp());
    expect(query.status).toBe(400);
    expect(query.body.error).toContain('"x"');
    const param = await client.request('DELETE', '/api/phone-numbers/%2B1215555%00', { headers: freshIp() });
    expect(param.status).toBe(400);
  });

  it('refuses them in tRPC input too (once 500 on contact.create, 502 on billing.confirmCheckout)', async () => {
    const { client } = await signedInClient(app);
    const before = await app.db.contactMessage.count();
    const contact = await client.request<TrpcError>('POST', '/trpc/contact.create', {
      json: { json: { ...CONTACT, name: 'A\u0000' } },
      headers: freshIp(),
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.json.message).toBe(
      'The field "name" contains a control character (U+0000), which is not allowed. Please remove it and try again.',
    );
    expect(await app.db.contactMessage.count()).toBe(before);

    const checkout = await client.request<TrpcError>('POST', '/trpc/billing.confirmCheckout', {
      json: { json: { sessionId: 'cs_\u0000' } },
      headers: freshIp(),
    });
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.json.data.code).toBe('BAD_REQUEST');

    // In a batched query's input, and in a batch of two.
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { search: 'a\u0007' } } }));
    const query = await client.get<TrpcError[]>(`/trpc/admin.users?batch=1&input=${input}`, freshIp());
    expect(query.status).toBe(400);
    expect(query.body[0]?.error.json.message).toMatch(/"search" contains a control character \(U\+0007\)/);
  });
});

describe('a % in a phone-number path', () => {
  it('answers 404, not 500, on REST (DELETE and PUT) and on tRPC', async () => {
    const { client } = await signedInClient(app);
    for (const path of ['/api/phone-numbers/%25', '/api/phone-numbers/%2525', '/api/phone-numbers/100%25']) {
      const del = await client.request('DELETE', path, { headers: freshIp() });
      expect(del.status, path).toBe(404);
      expect(del.body).toEqual({ success: false, error: 'Phone number not found' });
    }
    const put = await client.request('PUT', '/api/phone-numbers/%25', {
      json: { number: '+12155550142', name: 'Mum', state: 'PA' },
      headers: freshIp(),
    });
    expect(put.status).toBe(404);
    for (const number of ['%s', '%', '%E0%A4%A', '%25']) {
      const res = await client.request<TrpcError>('POST', '/trpc/phoneNumbers.delete', {
        json: { json: { number } },
        headers: freshIp(),
      });
      expect(res.status, number).toBe(404);
      expect(res.body.error.json.message).toBe('Phone number not found');
    }
  });

  it('still finds a real number written with an encoded plus', async () => {
    const { client } = await signedInClient(app);
    const created = await client.post(
      '/api/phone-numbers',
      { number: '+12155550177', name: 'Mum', state: 'PA', timezone: 'America/New_York' },
      freshIp(),
    );
    expect(created.status).toBe(201);
    const del = await client.request('DELETE', '/api/phone-numbers/%2B12155550177', { headers: freshIp() });
    expect(del.status).toBe(200);
  });
});

/** Sends raw bytes, for requests fetch would refuse to make; resolves with the raw response. */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString()));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

function parseRaw(response: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(body) };
}

describe("Fastify's and Node's own errors, in the app's shape", () => {
  it.each([
    ['a URL that does not decode', '/api/%zz', 400, 'The address is not valid'],
    [
      'a broken UTF-8 escape in a path parameter',
      '/api/phone-numbers/%E0%A4%A',
      400,
      'The address is not valid',
    ],
    [
      'a path parameter over the length limit',
      `/api/phone-numbers/${'1'.repeat(5001)}`,
      414,
      'The address is too long',
    ],
    ['an unknown API route', '/api/nothing-here', 404, 'Not found'],
  ])('%s', async (_label, path, status, error) => {
    const res = await app.client().request('DELETE', path, { headers: freshIp() });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, error });
  });

  it('a body over the limit, invalid JSON and the wrong content type, on REST and tRPC', async () => {
    for (const path of ['/api/contact', '/trpc/contact.create']) {
      const big = await app.client().post(path, { name: 'x'.repeat(1_100_000) }, freshIp());
      expect(big.status, path).toBe(413);
      expect(big.body).toEqual({ success: false, error: 'The request body is too large' });
      const broken = await app.client().request<AppErrorBody | TrpcError>('POST', path, {
        body: '{bad',
        headers: { 'content-type': 'application/json', ...freshIp() },
      });
      expect(broken.status, path).toBe(400);
      // tRPC parses its own JSON, and says so in its own shape.
      if (path.startsWith('/api/')) {
        expect(broken.body).toEqual({ success: false, error: 'The request body is not valid JSON' });
      } else {
        expect((broken.body as TrpcError).error.json.data.code).toBe('BAD_REQUEST');
      }
      const xml = await app.client().request('POST', path, {
        body: '<a/>',
        headers: { 'content-type': 'application/xml', ...freshIp() },
      });
      expect(xml.status, path).toBe(415);
      expect(xml.body).toEqual({ success: false, error: 'Unsupported content type; send JSON' });
    }
  });

  it('a request Node cannot parse is a JSON 400, headers too large a JSON 431', async () => {
    const garbage = parseRaw(await rawRequest('GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(garbage).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { success: false, error: 'The request is not valid HTTP' },
    });
    const badHeader = parseRaw(
      await rawRequest('GET /api/user/me HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n'),
    );
    expect(badHeader.status).toBe(400);
    expect(badHeader.body).toEqual({ success: false, error: 'The request is not valid HTTP' });
    const huge = parseRaw(
      await rawRequest(`GET /api/user/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(huge.status).toBe(431);
    expect(huge.body).toEqual({ success: false, error: 'The request headers are too large' });
    // The server is unharmed.
    expect((await app.client().get('/api/subscription-plans')).status).toBe(200);
  });
});

describe('tRPC takes JSON only', () => {
  const FORMS: [string, string | undefined, string][] = [
    [
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', 'a=1'],
    ['text/plain', 'text/plain', '{"json":null}'],
    ['no content type at all', undefined, '{"json":null}'],
  ];

  it.each(FORMS)('a %s POST to user.delete gets 415 and the account stays', async (_label, type, body) => {
    const { client, userId } = await signedInClient(app);
    const res = await client.request('POST', '/trpc/user.delete', {
      body,
      headers: { ...(type ? { 'content-type': type } : {}), ...freshIp() },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: 'Unsupported content type; send JSON' });
    expect(await app.db.user.findUnique({ where: { id: userId } })).not.toBeNull();
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('refuses a form post to every other procedure too, batched or not', async () => {
    const { client } = await signedInClient(app);
    const multipart = 'multipart/form-data; boundary=x';
    for (const path of [
      '/trpc/auth.logout',
      '/trpc/billing.createPortalSession',
      '/trpc/user.me,user.delete?batch=1',
    ]) {
      const res = await client.request('POST', path, {
        body: '--x--\r\n',
        headers: { 'content-type': multipart, ...freshIp() },
      });
      expect(res.status, path).toBe(415);
    }
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it("still takes the app's own client, which sends its mutations as JSON", async () => {
    const { client, userId } = await signedInClient(app);
    const trpc = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${app.url}/trpc`,
          transformer: superjson,
          headers: () => ({ cookie: client.cookieHeader, ...freshIp() }),
        }),
      ],
    });
    await trpc.user.updateProfile.mutate({ alert_contact_email: 'json@example.com' });
    const user = await app.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.alertContactEmail).toBe('json@example.com');
    await trpc.user.delete.mutate();
    expect(await app.db.user.findUnique({ where: { id: userId } })).toBeNull();
  });
});
