// Bad input never becomes a 500: every malformed request gets a 4xx and a sentence a person
// can read, in the same `{ success: false, error }` shape the forms already display.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const JSON_TYPE = { 'content-type': 'application/json' };
const ENDPOINTS = ['/api/auth/email/login', '/api/auth/email/verify', '/api/contact', '/api/auth/logout'];
const INPUT_ENDPOINTS = ENDPOINTS.filter((p) => p !== '/api/auth/logout');

let ipSeq = 0;
/** A fresh client address per request, so no rate limit interferes with what is tested. */
const freshIp = () => ({ 'x-forwarded-for': `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });

async function send(
  path: string,
  options: { body?: string; json?: unknown; headers?: Record<string, string> },
) {
  const res = await app.client().request<{ success: boolean; error: string }>('POST', path, {
    ...options,
    headers: { ...freshIp(), ...options.headers },
  });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res;
}

describe('malformed bodies', () => {
  it.each(INPUT_ENDPOINTS)('%s: invalid JSON is a 400 saying so', async (path) => {
    const res = await send(path, { body: '{bad', headers: JSON_TYPE });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'The request body is not valid JSON' });
  });

  it.each(INPUT_ENDPOINTS)('%s: an empty body labelled JSON is a 400 saying so', async (path) => {
    const res = await send(path, { body: '', headers: JSON_TYPE });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'The request body is empty' });
  });

  it.each(INPUT_ENDPOINTS)('%s: an unsupported content type is a 415', async (path) => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await send(path, { body: 'email=a%40example.com', headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({ success: false, error: 'Unsupported content type; send JSON' });
    }
  });

  it.each(ENDPOINTS)('%s: a body over 1 MB is a 413', async (path) => {
    const res = await send(path, { json: { email: 'a'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The request body is too large' });
  });

  it.each(INPUT_ENDPOINTS)(
    '%s: a JSON array, a string or text/plain is a 400 asking for an object',
    async (path) => {
      const cases = [
        { json: [{ email: 'a@example.com' }] },
        { json: 'a@example.com' },
        { json: 42 },
        { body: '{"email":"a@example.com"}', headers: { 'content-type': 'text/plain' } },
      ];
      for (const c of cases) {
        const res = await send(path, c);
        expect(res.status, JSON.stringify(c)).toBe(400);
        expect(res.body).toEqual({ success: false, error: 'The request body must be a JSON object' });
      }
    },
  );

  it('refuses prototype-poisoning JSON as invalid', async () => {
    const res = await send('/api/contact', {
      body: '{"__proto__":{"admin":true},"name":"A","email":"a@example.com","subject":"general","message":"m"}',
      headers: JSON_TYPE,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });

  it('logout ignores whatever body it gets, even a broken one, and still signs out', async () => {
    for (const c of [
      { json: [1] },
      { json: { unexpected: 1 } },
      { body: '{bad', headers: JSON_TYPE },
      { body: '', headers: JSON_TYPE },
      { body: 'bye', headers: { 'content-type': 'text/plain' } },
      { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      const client = app.client();
      await client.post('/api/auth/email/login', { email: `logout-${ipSeq}@example.com` }, freshIp());
      expect((await client.get('/api/user/me')).status).toBe(200);
      const res = await client.request<{ success: boolean }>('POST', '/api/auth/logout', {
        ...c,
        headers: { ...freshIp(), ...c.headers },
      });
      expect(res.status, JSON.stringify(c)).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((await client.get('/api/user/me')).status).toBe(401);
    }
  });
});

describe('field validation on sign-in', () => {
  const cases: [string, unknown, string][] = [
    ['missing e-mail', {}, 'Email is required'],
    ['null body', null, 'Email is required'],
    ['blank e-mail', { email: '   ' }, 'Email is required'],
    ['e-mail as a number', { email: 123 }, 'Email is required'],
    ['e-mail as an object', { email: { $ne: '' } }, 'Email is required'],
    ['not an address', { email: 'grandma' }, 'Please enter a valid email address'],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
  ];
  it.each(cases)('login: %s', async (_label, json, error) => {
    const res = await send(
      '/api/auth/email/login',
      json === null ? { body: 'null', headers: JSON_TYPE } : { json },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('does not create an account or send mail for a refused e-mail', async () => {
    const before = await app.db.user.count();
    await send('/api/auth/email/login', { json: { email: 'not-an-address' } });
    expect(await app.db.user.count()).toBe(before);
    expect(app.smtp.messages).toHaveLength(0);
  });

  const verifyCases: [string, unknown, string][] = [
    ['missing both', {}, 'Email is required'],
    ['missing code', { email: 'a@example.com' }, 'Code is required'],
    ['code as a number', { email: 'a@example.com', code: 123456 }, 'Code is required'],
    [
      'five digits',
      { email: 'a@example.com', code: '12345' },
      'Please enter the 6-digit code from your email',
    ],
    [
      'seven digits',
      { email: 'a@example.com', code: '1234567' },
      'Please enter the 6-digit code from your email',
    ],
    ['letters', { email: 'a@example.com', code: '12a456' }, 'Please enter the 6-digit code from your email'],
    ['bad e-mail', { email: 'x', code: '123456' }, 'Please enter a valid email address'],
  ];
  it.each(verifyCases)('verify: %s', async (_label, json, error) => {
    const res = await send('/api/auth/email/verify', { json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error });
  });
});

describe('field validation on the contact form', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing name', { ...valid, name: undefined }, 'Name is required'],
    ['blank name', { ...valid, name: '  ' }, 'Name is required'],
    ['name too long', { ...valid, name: 'n'.repeat(201) }, 'Name must be at most 200 characters'],
    ['missing e-mail', { ...valid, email: undefined }, 'Email is required'],
    ['e-mail as a number', { ...valid, email: 123 }, 'Email is required'],
    ['bad e-mail', { ...valid, email: 'ada' }, 'Please enter a valid email address'],
    ['missing subject', { ...valid, subject: undefined }, 'Please choose a subject'],
    ['unknown subject', { ...valid, subject: 'refund-now' }, 'Please choose a subject'],
    ['missing message', { ...valid, message: undefined }, 'Message is required'],
    ['message too long', { ...valid, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ];
  it.each(cases)('%s', async (_label, json, error) => {
    const res = await send('/api/contact', { json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error });
    expect(await app.db.contactMessage.count()).toBe(0);
  });
});

describe('tRPC input errors', () => {
  interface TrpcError {
    error: { json: { message: string; data: { httpStatus: number; code: string; path: string } } };
  }

  it('answers invalid auth.login input with a 400 and a readable message', async () => {
    const res = await app.client().request<TrpcError>('POST', '/trpc/auth.login', {
      json: { json: { email: 'x' } },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.json.message).toBe('Please enter a valid email address');
    expect(res.body.error.json.data).toMatchObject({
      httpStatus: 400,
      code: 'BAD_REQUEST',
      path: 'auth.login',
    });
    expect(res.text).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it('gives the same field messages as the REST endpoints', async () => {
    const res = await app.client().request<TrpcError>('POST', '/trpc/contact.create', {
      json: { json: {} },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.json.message).toBe('Name is required');
    const code = await app.client().request<TrpcError>('POST', '/trpc/auth.verify', {
      json: { json: { email: 'a@example.com', code: '12' } },
      headers: freshIp(),
    });
    expect(code.status).toBe(400);
    expect(code.body.error.json.message).toBe('Please enter the 6-digit code from your email');
  });

  it('answers malformed tRPC requests with 4xx, never 500', async () => {
    const requests: { path: string; method?: string; body?: string; type?: string }[] = [
      { path: '/trpc/auth.login', body: '{bad' },
      { path: '/trpc/auth.login', body: '' },
      { path: '/trpc/auth.login', body: '[]' },
      { path: '/trpc/auth.login', body: 'x', type: 'text/plain' },
      { path: '/trpc/auth.login?batch=1', body: '{"0":{"json":{"email":42}}}' },
      { path: '/trpc/auth.login', method: 'GET' },
      { path: '/trpc/user.me', body: '{}' },
      { path: '/trpc/nope.nothing', method: 'GET' },
    ];
    for (const r of requests) {
      const res = await app.client().request(r.method ?? 'POST', r.path, {
        body: r.body,
        headers: {
          ...freshIp(),
          ...(r.body !== undefined ? { 'content-type': r.type ?? 'application/json' } : {}),
        },
      });
      expect(res.status, JSON.stringify(r)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(r)).toBeLessThan(500);
    }
  });

  it('refuses batches larger than 10 calls', async () => {
    const paths = Array.from({ length: 11 }, () => 'user.me').join(',');
    const res = await app.client().get(`/trpc/${paths}?batch=1&input={}`);
    expect(res.status).toBe(400);
  });
});
