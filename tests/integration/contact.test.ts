// The public contact form: the message is stored first (nothing is lost), then the worker
// e-mails it to SUPPORT_EMAIL with the sender as reply-to, retrying until delivery works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailProvider } from '../../src/server/providers/mail/index.ts';
import { startWorker } from '../../src/server/worker/start-worker.ts';
import { CONTACT_SUBJECTS } from '../../src/shared/contact.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SUPPORT = 'support@porchlight.test';
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${seq++}`;
let ipSeq = 0;
const freshIp = () => ({ 'x-forwarded-for': `192.0.2.${++ipSeq}` });

function message(overrides: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) {
  return {
    name: unique('Margaret '),
    email: `${unique('sender')}@example.com`,
    subject: 'general',
    message: 'My mother would love a call on Sunday mornings.\nIs that possible?',
    ...overrides,
  };
}

async function waitUntil<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('with working e-mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('stores the message and e-mails support with the sender as reply-to', async () => {
    const input = message({ name: '  Margaret Hamilton  ' });
    const res = await app.client().post('/api/contact', input, freshIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { email: input.email } });
    expect(stored).toMatchObject({
      name: 'Margaret Hamilton',
      subject: 'general',
      message: input.message,
      userId: null,
    });

    const mail = await app.smtp.waitFor((m) => m.replyTo === input.email);
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.from).toBe('hello@porchlight.local');
    expect(mail.subject).toBe('[Contact] General Inquiry from Margaret Hamilton');
    expect(mail.text).toContain(`From: Margaret Hamilton <${input.email}>`);
    expect(mail.text).toContain('Subject: General Inquiry');
    expect(mail.text).toContain(input.message);

    // Delivered: the job is gone from the queue.
    await waitUntil(async () => {
      const rows = await app.db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${`contact:${stored.id}`}`;
      return rows[0]?.n === 0n;
    });
  });

  it.each(CONTACT_SUBJECTS)('labels subject "$value" as "$label" in the e-mail', async ({ value, label }) => {
    const input = message({ subject: value });
    expect((await app.client().post('/api/contact', input, freshIp())).status).toBe(200);
    const mail = await app.smtp.waitFor((m) => m.replyTo === input.email);
    expect(mail.subject).toBe(`[Contact] ${label} from ${input.name}`);
    expect(mail.text).toContain(`Subject: ${label}`);
  });

  it('refuses an unknown subject and stores nothing', async () => {
    const input = message({ subject: 'partnership' });
    const res = await app.client().post('/api/contact', input, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Please choose a subject' });
    expect(await app.db.contactMessage.count({ where: { email: input.email } })).toBe(0);
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ] as const)('refuses a message without %s', async (field, error) => {
    const input: Record<string, string> = message();
    delete input[field];
    const res = await app.client().post('/api/contact', input, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('links the message to the signed-in user', async () => {
    const client = app.client();
    const email = `${unique('member')}@example.com`;
    await client.post('/api/auth/email/login', { email });
    const user = await app.db.user.findUniqueOrThrow({ where: { email } });

    const input = message({ email: 'another-address@example.com', name: unique('Member ') });
    expect((await client.post('/api/contact', input, freshIp())).status).toBe(200);
    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { name: input.name } });
    expect(stored.userId).toBe(user.id);
    // The reply still goes to the address typed into the form.
    const mail = await app.smtp.waitFor((m) => m.subject.endsWith(`from ${input.name}`));
    expect(mail.replyTo).toBe('another-address@example.com');
  });

  it('works through tRPC contact.create as well', async () => {
    const input = message();
    const res = await app
      .client()
      .request('POST', '/trpc/contact.create', { json: { json: input }, headers: freshIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { data: { json: { success: true } } } });
    await app.smtp.waitFor((m) => m.replyTo === input.email);
  });

  it('allows 10 messages an hour per address; the 11th is refused and not stored', async () => {
    const ip = freshIp();
    const name = unique('Busy ');
    for (let i = 0; i < 10; i++) {
      const res = await app.client().post('/api/contact', message({ name }), ip);
      expect(res.status, `message ${i + 1}`).toBe(200);
    }
    const eleventh = await app.client().post('/api/contact', message({ name }), ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      success: false,
      error: 'You have sent several messages already. Please wait a little before sending another.',
    });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await app.db.contactMessage.count({ where: { name } })).toBe(10);

    // Someone else is not affected.
    expect((await app.client().post('/api/contact', message(), freshIp())).status).toBe(200);
  });
});

describe('when the mail server is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('still accepts and stores the message, keeps the job for retry, and delivers it later', async () => {
    const input = message();
    const res = await app.client().post('/api/contact', input, freshIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { email: input.email } });

    const job = await waitUntil(async () => {
      const rows = await app.db.$queryRaw<
        { attempts: number; max_attempts: number; last_error: string | null; run_at: Date }[]
      >`SELECT attempts, max_attempts, last_error, run_at FROM graphile_worker.jobs
        WHERE key = ${`contact:${stored.id}`}`;
      return rows[0]?.last_error ? rows[0] : null;
    });
    expect(job.attempts).toBeGreaterThanOrEqual(1);
    expect(job.attempts).toBeLessThan(job.max_attempts);
    expect(job.max_attempts).toBe(25);
    expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now() - 1000); // scheduled again, with backoff

    // The mail server comes back (here: a worker with working SMTP): the same job delivers it.
    await app.worker!.stop();
    const config = { ...app.config, SMTP_URL: app.smtp.url };
    const mail = createMailProvider({ config, db: app.db, log: () => undefined });
    const rescheduled = await app.db
      .$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = ${`contact:${stored.id}`}`;
    expect(rescheduled).toBe(1);
    const worker = await startWorker({
      deps: { ...app.deps, config, mail },
      databaseUrl: app.databaseUrl,
      crontab: false,
      pollInterval: 100,
    });
    try {
      const delivered = await app.smtp.waitFor((m) => m.replyTo === input.email);
      expect(delivered.to).toEqual([SUPPORT]);
    } finally {
      await worker.stop();
      await mail.close();
    }
  });
});
