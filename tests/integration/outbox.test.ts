// Without SMTP_URL, mail goes to the local outbox, readable at /dev/outbox during development
// and never reachable in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let seq = 0;
const uniqueEmail = () => `outbox${Date.now()}${seq++}@example.com`;

async function existingAccount(app: TestApp): Promise<string> {
  const email = uniqueEmail();
  const client = app.client();
  expect((await client.post('/api/auth/email/login', { email })).body).toMatchObject({ firstLogin: true });
  await client.post('/api/auth/logout');
  return email;
}

describe('in development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ smtp: false });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('stores the sign-in e-mail instead of sending it', async () => {
    const email = await existingAccount(app);
    const res = await app.client().post('/api/auth/email/login', { email });
    expect(res.body).toMatchObject({ success: true, firstLogin: false });
    const stored = await app.db.outboxMail.findFirstOrThrow({ where: { to: email } });
    expect(stored.subject).toMatch(/^Your Porchlight sign-in code: \d{6}$/);
    expect(stored.html).toContain('<!doctype html>');
    expect(app.smtp.messages).toHaveLength(0);
  });

  it('lists mail newest first at /dev/outbox with the code readable, and the code works', async () => {
    const older = await existingAccount(app);
    const newer = await existingAccount(app);
    await app.client().post('/api/auth/email/login', { email: older });
    await new Promise((r) => setTimeout(r, 5)); // distinct created_at
    await app.client().post('/api/auth/email/login', { email: newer });

    const page = await app.client().get('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<h1>Outbox</h1>');
    const newerAt = page.text.indexOf(`To ${newer}`);
    const olderAt = page.text.indexOf(`To ${older}`);
    expect(newerAt).toBeGreaterThan(-1);
    expect(olderAt).toBeGreaterThan(newerAt);

    const article = page.text.slice(newerAt, page.text.indexOf('</article>', newerAt));
    const code = /Your Porchlight sign-in code is: (\d{6})/.exec(article)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const client = app.client();
    expect((await client.post('/api/auth/email/verify', { email: newer, code })).status).toBe(200);
    expect((await client.get('/api/user/me')).body).toMatchObject({ email: newer });
  });

  it('lists the same messages as JSON at /dev/outbox.json', async () => {
    const email = await existingAccount(app);
    await app.client().post('/api/auth/email/login', { email });
    const res = await app
      .client()
      .get<{ messages: { to: string; subject: string; text: string; createdAt: string }[] }>(
        '/dev/outbox.json',
      );
    expect(res.status).toBe(200);
    const first = res.body.messages[0];
    expect(first).toMatchObject({
      to: email,
      subject: expect.stringMatching(/sign-in code: \d{6}$/) as string,
    });
    const times = res.body.messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('escapes HTML in the listed mail', async () => {
    await app.db.outboxMail.create({
      data: {
        to: 'x@example.com',
        subject: '<img src=x onerror=alert(1)>',
        text: '<script>alert(1)</script>',
      },
    });
    const page = await app.client().get('/dev/outbox');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ smtp: false, env: { NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: 'true' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('does not serve the outbox, even when mail goes to it', async () => {
    const email = await existingAccount(app);
    await app.client().post('/api/auth/email/login', { email });
    expect(await app.db.outboxMail.count({ where: { to: email } })).toBe(1);
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await app.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain(email);
    }
  });
});

describe('with real SMTP configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('has no outbox page', async () => {
    expect((await app.client().get('/dev/outbox')).status).toBe(404);
  });
});
