// Per-address limits only work if the address cannot be forged: behind a proxy, the client
// address is the entry the trusted proxy wrote (the right-most ones), never what the client put
// in front. And since addresses are cheap, admin passwords have a panel-wide budget and sign-in
// codes a per-e-mail cap across codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_FAILURES_PER_WINDOW,
  ADMIN_GLOBAL_FAILURES_PER_WINDOW,
  ADMIN_THROTTLED,
} from '../../src/server/admin/authenticate-admin.ts';
import {
  MAX_CODE_ATTEMPTS,
  MAX_WRONG_CODES_PER_EMAIL,
  WRONG_CODES_THROTTLED,
} from '../../src/server/auth/verify-email-login.ts';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'client-address-admin-password';

async function adminAttempt(app: TestApp, password: string, xff?: string) {
  return app
    .client()
    .post('/api/admin/auth', { password }, xff === undefined ? {} : { 'x-forwarded-for': xff });
}

/** 15 wrong passwords, each with a different address forged in front of what the proxy wrote. */
async function forgedAttempts(app: TestApp, proxyWrote: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 15; i++) {
    statuses.push((await adminAttempt(app, `guess-${i}`, `198.18.${i}.${i + 1}, ${proxyWrote}`)).status);
  }
  return statuses;
}

const throttledAfterFive = [
  ...Array<number>(ADMIN_FAILURES_PER_WINDOW).fill(401),
  ...Array<number>(15 - ADMIN_FAILURES_PER_WINDOW).fill(429),
];

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ smtp: false, env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('throttles 15 wrong admin passwords sent with 15 forged X-Forwarded-For entries after 5', async () => {
    expect(await forgedAttempts(app, '203.0.113.50')).toEqual(throttledAfterFive);
    const right = await adminAttempt(app, PASSWORD, '192.0.2.200, 203.0.113.50');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, error: ADMIN_THROTTLED });
    // Another client behind the same proxy is not affected, and is recorded by its own address.
    const other = await adminAttempt(app, PASSWORD, '192.0.2.200, 203.0.113.51');
    expect(other.status).toBe(200);
    const session = await app.db.adminSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(session.ip).toBe('203.0.113.51');
  });

  it('throttles forged addresses on the contact form too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app
        .client()
        .post(
          '/api/contact',
          { name: 'Ada', email: 'ada@example.com', subject: 'general', message: `Hello ${i}` },
          { 'x-forwarded-for': `198.19.${i}.1, 203.0.113.60` },
        );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The test client connects from loopback: it plays the proxies at 127.0.0.1 and 10.0.0.0/8.
    app = await startTestApp({
      smtp: false,
      env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('takes the first address from the right that is not a trusted proxy', async () => {
    expect(await forgedAttempts(app, '203.0.113.70, 10.1.2.3')).toEqual(throttledAfterFive);
    const other = await adminAttempt(app, PASSWORD, '192.0.2.1, 203.0.113.71, 10.9.9.9');
    expect(other.status).toBe(200);
    const session = await app.db.adminSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(session.ip).toBe('203.0.113.71');
  });
});

describe('TRUST_PROXY unset (clients connect directly)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ smtp: false, env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('ignores X-Forwarded-For altogether', async () => {
    expect(await forgedAttempts(app, '203.0.113.80')).toEqual(throttledAfterFive);
    expect((await adminAttempt(app, PASSWORD, '203.0.113.81')).status).toBe(429);
  });
});

describe('the panel-wide budget of wrong admin passwords', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ smtp: false, env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it(`locks the panel for everyone after ${ADMIN_GLOBAL_FAILURES_PER_WINDOW} wrong passwords from any addresses`, async () => {
    // Under the per-address limit everywhere: 2 wrong passwords from each address.
    for (let i = 0; i < ADMIN_GLOBAL_FAILURES_PER_WINDOW; i++) {
      const res = await adminAttempt(app, `guess-${i}`, `198.51.100.${Math.floor(i / 2) + 1}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const right = await adminAttempt(app, PASSWORD, '192.0.2.77');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, error: ADMIN_THROTTLED });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaTrpc = await app
      .client()
      .post('/trpc/admin.login', { json: { password: PASSWORD } }, { 'x-forwarded-for': '192.0.2.78' });
    expect(viaTrpc.status).toBe(429);

    // The lock ends with the window.
    await app.db.rateLimit.update({
      where: { key: 'admin-auth:all' },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await adminAttempt(app, PASSWORD, '192.0.2.79')).status).toBe(200);
  });
});

describe('sign-in code guesses per e-mail, across codes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  let ipSeq = 0;
  const freshIp = () => ({ 'x-forwarded-for': `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });

  async function requestCode(client: TestClient, email: string): Promise<string> {
    const res = await client.post('/api/auth/email/login', { email }, freshIp());
    expect(res.body).toMatchObject({ success: true, firstLogin: false });
    const mail = await app.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('sign-in code'));
    app.smtp.messages.splice(app.smtp.messages.indexOf(mail), 1);
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  }

  async function existingAccount(email: string) {
    const client = app.client();
    await client.post('/api/auth/email/login', { email }, freshIp());
    await client.post('/api/auth/logout');
  }

  it(`refuses every code for the address after ${MAX_WRONG_CODES_PER_EMAIL} wrong ones, even from many addresses`, async () => {
    const email = `guessed${Date.now()}@example.com`;
    await existingAccount(email);
    const guesser = app.client();
    const codes = MAX_WRONG_CODES_PER_EMAIL / MAX_CODE_ATTEMPTS;
    for (let c = 0; c < codes; c++) {
      const code = await requestCode(guesser, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
        const res = await guesser.post('/api/auth/email/verify', { email, code: wrong }, freshIp());
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, error: 'Invalid or expired code. Please try again.' });
      }
    }

    // A new code, the right one, from yet another address: refused until the hour is over.
    const owner = app.client();
    const code = await requestCode(owner, email);
    const refused = await owner.post('/api/auth/email/verify', { email, code }, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: WRONG_CODES_THROTTLED });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    const viaTrpc = await owner.post('/trpc/auth.verify', { json: { email, code } }, freshIp());
    expect(viaTrpc.status).toBe(429);
    expect((await owner.get('/api/user/me')).status).toBe(401);

    // Another address is not affected.
    const otherEmail = `other${Date.now()}@example.com`;
    await existingAccount(otherEmail);
    const other = app.client();
    const otherCode = await requestCode(other, otherEmail);
    expect(
      (await other.post('/api/auth/email/verify', { email: otherEmail, code: otherCode }, freshIp())).status,
    ).toBe(200);

    // Once the window is over, the right code signs in again.
    await app.db.rateLimit.update({
      where: { key: `verify:email:${email}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    const ok = await owner.post('/api/auth/email/verify', { email, code }, freshIp());
    expect(ok.status).toBe(200);
    expect((await owner.get('/api/user/me')).status).toBe(200);
  });
});
