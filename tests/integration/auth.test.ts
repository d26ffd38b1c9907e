import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/server/auth/tokens.ts';
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
const uniqueEmail = () => `person${Date.now()}${seq++}@example.com`;

/** Signs an address up (first login), then signs out, so the next login sends a code. */
async function existingAccount(): Promise<string> {
  const email = uniqueEmail();
  const client = app.client();
  const first = await client.post('/api/auth/email/login', { email });
  expect(first.body).toMatchObject({ success: true, firstLogin: true });
  await client.post('/api/auth/logout');
  return email;
}

async function requestCode(client: TestClient, email: string): Promise<string> {
  const res = await client.post('/api/auth/email/login', { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, firstLogin: false, message: 'Login code sent to your email' });
  const mail = await app.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('sign-in code'));
  app.smtp.messages.splice(app.smtp.messages.indexOf(mail), 1);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('first-time sign-in', () => {
  it('creates the account and signs it in at once, with no code', async () => {
    const client = app.client();
    const email = uniqueEmail();
    expect((await client.get('/api/user/me')).status).toBe(401);

    const res = await client.post('/api/auth/email/login', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, firstLogin: true, redirectUrl: '/onboarding' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('porchlight_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // only in production

    const me = await client.get('/api/user/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      onboarding_step: 'profile',
      name: null,
      alert_contact_rcs_disabled: false,
    });
    expect(app.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it('stores only the hash of the session token', async () => {
    const client = app.client();
    await client.post('/api/auth/email/login', { email: uniqueEmail() });
    const token = client.cookies.get('porchlight_session')!;
    expect(await app.db.session.findUnique({ where: { id: token } })).toBeNull();
    expect(await app.db.session.findUnique({ where: { id: sha256Hex(token) } })).not.toBeNull();
  });
});

describe('returning sign-in with an e-mailed code', () => {
  it('sends a 6-digit code in a plain-text and HTML e-mail and signs in with it', async () => {
    const email = await existingAccount();
    const client = app.client();
    const res = await client.post('/api/auth/email/login', { email });
    expect(res.body).toMatchObject({ success: true, firstLogin: false });
    expect(client.cookies.has('porchlight_session')).toBe(false);
    const mail = await app.smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    expect(mail.html).toContain(code);
    expect(mail.from).toBe('hello@porchlight.local');

    const stored = await app.db.loginCode.findUnique({ where: { email } });
    expect(stored?.codeHash).not.toContain(code);

    const verify = await client.post('/api/auth/email/verify', { email, code });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ success: true, redirectUrl: '/onboarding' });
    expect((await client.get('/api/user/me')).body).toMatchObject({ email });
  });

  it('refuses a wrong code with the spec message', async () => {
    const email = await existingAccount();
    const client = app.client();
    const code = await requestCode(client, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await client.post('/api/auth/email/verify', { email, code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Invalid or expired code. Please try again.' });
    expect((await client.get('/api/user/me')).status).toBe(401);
  });

  it('accepts a code only once', async () => {
    const email = await existingAccount();
    const client = app.client();
    const code = await requestCode(client, email);
    expect((await client.post('/api/auth/email/verify', { email, code })).status).toBe(200);
    const again = await app.client().post('/api/auth/email/verify', { email, code });
    expect(again.status).toBe(400);
  });

  it('replaces the old code when a new one is requested', async () => {
    const email = await existingAccount();
    const client = app.client();
    const first = await requestCode(client, email);
    const second = await requestCode(client, email);
    if (first !== second) {
      expect((await client.post('/api/auth/email/verify', { email, code: first })).status).toBe(400);
    }
    expect((await client.post('/api/auth/email/verify', { email, code: second })).status).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = await existingAccount();
    const client = app.client();
    const code = await requestCode(client, email);
    const stored = await app.db.loginCode.findUniqueOrThrow({ where: { email } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(10 * 60 * 1000);
    await app.db.loginCode.update({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await client.post('/api/auth/email/verify', { email, code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Invalid or expired code. Please try again.' });
  });

  it('kills a code after 5 wrong tries, even if the right one comes next', async () => {
    const email = await existingAccount();
    const client = app.client();
    const code = await requestCode(client, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/email/verify', { email, code: wrong })).status).toBe(400);
    }
    expect(await app.db.loginCode.findUnique({ where: { email } })).toBeNull();
    expect((await client.post('/api/auth/email/verify', { email, code })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits code requests per e-mail address', async () => {
    const email = await existingAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const ip = `198.51.100.${i + 1}`; // different addresses: only the per-e-mail rule applies
      statuses.push(
        (await app.client().post('/api/auth/email/login', { email }, { 'x-forwarded-for': ip })).status,
      );
    }
    // existingAccount's first login counted once already
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    const last = await app
      .client()
      .post('/api/auth/email/login', { email }, { 'x-forwarded-for': '198.51.100.99' });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last.body).toMatchObject({
      success: false,
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('limits requests per IP address across different e-mails', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await app
            .client()
            .post('/api/auth/email/login', { email: uniqueEmail() }, { 'x-forwarded-for': ip })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps its counters in Postgres', async () => {
    const rows = await app.db.rateLimit.findMany({ where: { key: 'login:ip:203.0.113.77' } });
    expect(rows[0]?.count).toBeGreaterThan(30);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, not only in the browser', async () => {
    const client = app.client();
    await client.post('/api/auth/email/login', { email: uniqueEmail() });
    const token = client.cookies.get('porchlight_session')!;
    const res = await client.post('/api/auth/logout');
    expect(res.body).toEqual({ success: true });
    expect(client.cookies.has('porchlight_session')).toBe(false);
    const replay = app.client();
    replay.cookies.set('porchlight_session', token);
    expect((await replay.get('/api/user/me')).status).toBe(401);
  });

  it('lasts 7 days and slides forward when used in its second half', async () => {
    const client = app.client();
    await client.post('/api/auth/email/login', { email: uniqueEmail() });
    const id = sha256Hex(client.cookies.get('porchlight_session')!);
    const session = await app.db.session.findUniqueOrThrow({ where: { id } });
    const days = (session.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    await app.db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() + 86_400_000) } });
    const me = await client.get('/api/user/me');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('porchlight_session='))).toBe(true);
    const renewed = await app.db.session.findUniqueOrThrow({ where: { id } });
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it('treats an expired session as signed out and deletes it', async () => {
    const client = app.client();
    await client.post('/api/auth/email/login', { email: uniqueEmail() });
    const id = sha256Hex(client.cookies.get('porchlight_session')!);
    await app.db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.get('/api/user/me')).status).toBe(401);
    expect(await app.db.session.findUnique({ where: { id } })).toBeNull();
  });
});
