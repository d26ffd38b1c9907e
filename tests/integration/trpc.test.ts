// tRPC over HTTP (the SPA's transport, superjson-encoded) and called directly: procedures and
// REST routes share the same domain functions, so an account or session made one way is
// seen the other way.
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invalidateSession,
  SESSION_COOKIE,
  validateSession,
  type IssuedSession,
} from '../../src/server/auth/sessions.ts';
import type { SessionCookieJar } from '../../src/server/http/session-cookie.ts';
import { appRouter, type AppRouter } from '../../src/server/trpc/router.ts';
import { createCallerFactory, createContextInner } from '../../src/server/trpc/trpc.ts';
import { VERIFY_FAILED } from '../../src/shared/auth.ts';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

let seq = 0;
const uniqueEmail = () => `trpc${Date.now()}${seq++}@example.com`;

interface TrpcResult<T> {
  result: { data: { json: T } };
}
interface TrpcErrorBody {
  error: { json: { message: string; code: number; data: { httpStatus: number; code: string } } };
}

const mutate = <T>(client: TestClient, path: string, input?: unknown) =>
  client.request<TrpcResult<T> & TrpcErrorBody>('POST', `/trpc/${path}`, {
    json: input === undefined ? {} : { json: input },
  });

describe('over HTTP', () => {
  it('answers with one whole body and its length, and keeps the status of an error', async () => {
    const get = (path: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        httpGet(`${app.url}${path}`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        }).on('error', reject);
      });
    for (const [path, status] of [
      ['/trpc/user.me', 200],
      ['/trpc/phoneNumbers.list', 401],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers['transfer-encoding'], path).toBeUndefined();
      expect(Number(res.headers['content-length']), path).toBe(Buffer.byteLength(res.body));
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), path).toBeTypeOf('object');
    }
  });

  it('user.me is null when signed out', async () => {
    const res = await app.client().get('/trpc/user.me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { data: { json: null } } });
  });

  it('auth.login signs a new address in at once; user.me then returns it; auth.logout ends it', async () => {
    const client = app.client();
    const email = uniqueEmail();
    const login = await mutate(client, 'auth.login', { email: `  ${email.toUpperCase()}` });
    expect(login.status).toBe(200);
    expect(login.body.result.data.json).toEqual({
      success: true,
      firstLogin: true,
      redirectUrl: '/onboarding',
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me =
      await client.get<TrpcResult<{ email: string; onboarding_step: string } | null>>('/trpc/user.me');
    expect(me.body.result.data.json).toMatchObject({ email, onboarding_step: 'profile', name: null });
    // The REST route sees the same session.
    expect((await client.get('/api/user/me')).body).toMatchObject({ email });

    const token = client.cookies.get(SESSION_COOKIE)!;
    const logout = await mutate(client, 'auth.logout');
    expect(logout.body.result.data.json).toEqual({ success: true });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get('/trpc/user.me')).body).toEqual({ result: { data: { json: null } } });
    expect(await validateSession({ db: app.db, token })).toBeNull();
  });

  it('auth.login for a known address e-mails a code; auth.verify with it signs in', async () => {
    const email = uniqueEmail();
    await app.client().post('/api/auth/email/login', { email });
    const client = app.client();
    const login = await mutate(client, 'auth.login', { email });
    expect(login.body.result.data.json).toEqual({
      success: true,
      firstLogin: false,
      message: 'Login code sent to your email',
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const mail = await app.smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const verify = await mutate(client, 'auth.verify', { email, code });
    expect(verify.status).toBe(200);
    expect(verify.body.result.data.json).toEqual({ success: true, redirectUrl: '/onboarding' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('auth.verify with a wrong code is a 400 with the spec message', async () => {
    const client = app.client();
    const res = await mutate(client, 'auth.verify', { email: uniqueEmail(), code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error.json.message).toBe(VERIFY_FAILED);
    expect(res.body.error.json.data).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('domain rate limits come back as 429 with their message', async () => {
    const email = uniqueEmail();
    await app.client().post('/api/auth/email/login', { email });
    const attempt = (i: number) =>
      app.client().request<TrpcErrorBody>('POST', '/trpc/auth.login', {
        json: { json: { email } },
        headers: { 'x-forwarded-for': `198.18.0.${i}` },
      });
    // The first login above counted once; four more fill the per-address limit of five.
    for (let i = 1; i <= 4; i++) expect((await attempt(i)).status).toBe(200);
    const last = await attempt(5);
    expect(last.status).toBe(429);
    expect(last.body.error.json.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(last.body.error.json.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('works with the real tRPC client, batching and superjson, as the SPA uses it', async () => {
    const jar = new Map<string, string>();
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${app.url}/trpc`,
          transformer: superjson,
          async fetch(url, init) {
            const headers = new Headers(init?.headers);
            if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
            const res = await fetch(url, { ...init, headers });
            for (const line of res.headers.getSetCookie()) {
              const [name, value] = (line.split(';')[0] ?? '').split('=');
              if (!name) continue;
              if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
              else jar.set(name, value);
            }
            return res;
          },
        }),
      ],
    });
    const email = uniqueEmail();
    expect(await client.user.me.query()).toBeNull();
    expect(await client.auth.login.mutate({ email })).toMatchObject({ firstLogin: true });
    // Two calls in one batch request.
    const [me, again] = await Promise.all([client.user.me.query(), client.user.me.query()]);
    expect(me?.email).toBe(email);
    expect(again?.email).toBe(email);

    const error = await client.auth.verify.mutate({ email, code: '12' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).message).toBe(
      'Please enter the 6-digit code from your email',
    );
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);

    await client.auth.logout.mutate();
    expect(await client.user.me.query()).toBeNull();
  });
});

describe('called directly with createCaller', () => {
  /** A cookie jar without HTTP, recording what the procedure asked the browser to store. */
  function fakeJar(token: string | null = null) {
    const jar: SessionCookieJar & { issued: IssuedSession[]; cleared: number } = {
      token,
      issued: [],
      cleared: 0,
      set(session) {
        this.token = session.token;
        this.issued.push(session);
      },
      clear() {
        this.token = null;
        this.cleared++;
      },
    };
    return jar;
  }

  function callerFor(jar: SessionCookieJar, ip = '127.0.0.9') {
    return createCallerFactory(appRouter)(
      createContextInner({
        deps: app.deps,
        ip,
        cookies: jar,
        auth: async () => {
          if (!jar.token) return null;
          const session = await validateSession({ db: app.db, token: jar.token });
          return session ? { userId: session.userId, token: jar.token, user: session.user } : null;
        },
      }),
    );
  }

  it('returns, via user.me, an account created and signed in over REST', async () => {
    const client = app.client();
    const email = uniqueEmail();
    await client.post('/api/auth/email/login', { email });
    const rest = (await client.get<{ id: string }>('/api/user/me')).body;

    const me = await callerFor(fakeJar(client.cookies.get(SESSION_COOKIE))).user.me();
    expect(me).toEqual(rest);
    expect(me?.email).toBe(email);
  });

  it('issues, via auth.login, a session the REST routes accept', async () => {
    const jar = fakeJar();
    const email = uniqueEmail();
    const result = await callerFor(jar).auth.login({ email });
    expect(result).toEqual({ success: true, firstLogin: true, redirectUrl: '/onboarding' });
    expect(jar.issued).toHaveLength(1);

    const client = app.client();
    client.cookies.set(SESSION_COOKIE, jar.token!);
    expect((await client.get('/api/user/me')).body).toMatchObject({ email });

    await callerFor(jar).auth.logout();
    expect(jar.cleared).toBe(1);
    expect((await client.get('/api/user/me')).status).toBe(401);
  });

  it('verifies a code e-mailed by the REST route', async () => {
    const email = uniqueEmail();
    await app.client().post('/api/auth/email/login', { email });
    await app.client().post('/api/auth/email/login', { email });
    const mail = await app.smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const jar = fakeJar();
    expect(await callerFor(jar).auth.verify({ email, code })).toEqual({
      success: true,
      redirectUrl: '/onboarding',
    });
    expect((await callerFor(jar).user.me())?.email).toBe(email);
  });

  it('throws a BAD_REQUEST TRPCError with the spec message for a wrong code', async () => {
    const error = await callerFor(fakeJar())
      .auth.verify({ email: uniqueEmail(), code: '000000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as TRPCError).message).toBe(VERIFY_FAILED);
  });

  it('rejects invalid input before any domain code runs', async () => {
    const before = await app.db.user.count();
    const error = await callerFor(fakeJar())
      .auth.login({ email: 'not-an-address' })
      .catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(await app.db.user.count()).toBe(before);
  });

  it('links a contact message to the caller, like the REST route', async () => {
    const jar = fakeJar();
    const email = uniqueEmail();
    await callerFor(jar).auth.login({ email });
    const name = `Caller ${Date.now()}`;
    await callerFor(jar, '127.0.0.10').contact.create({
      name,
      email: 'reply@example.com',
      subject: 'billing',
      message: 'Question about my invoice',
    });
    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { name }, include: { user: true } });
    expect(stored.user?.email).toBe(email);
  });

  it('treats an invalidated session as signed out', async () => {
    const jar = fakeJar();
    await callerFor(jar).auth.login({ email: uniqueEmail() });
    await invalidateSession({ db: app.db, token: jar.token! });
    expect(await callerFor(jar).user.me()).toBeNull();
  });
});
