// Errors reach a person, and nothing personal goes with them. With SENTRY_DSN set, a job that
// failed for good (here the worst kind: a family alert that could not be sent) reaches Sentry
// (a local fake), scrubbed. The alert is tried on the family's other channel and shows in the
// admin panel's System Health.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AlertUndeliveredError } from '../../src/server/alerts/alert-fallback.ts';
import { deliverAlert } from '../../src/server/alerts/deliver-alert.ts';
import { enqueueJob } from '../../src/server/worker/enqueue.ts';
import { startChildApp, type ChildApp } from '../support/child-app.ts';
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry.ts';
import { registerLovedOne, waitFor } from '../support/loved-one.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

const ADMIN_PASSWORD = 'reporting-admin-password';
const SPOKEN = 'I fell in the kitchen and I cannot get up';

describe('a family alert that fails for good, with SENTRY_DSN set', { timeout: 90_000 }, () => {
  let sentry: FakeSentry;
  let app: ChildApp;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    app = await startChildApp({
      env: {
        SENTRY_DSN: sentry.dsn,
        SMTP_URL: 'smtp://127.0.0.1:1', // the mail server is down
        ADMIN_PASSWORD,
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await sentry?.stop();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.log(app.logs.join('\n'));
  });

  it('is reported to Sentry with nothing personal, texted instead, and shown in the admin health', async () => {
    const family = await registerLovedOne(app.asTestApp());
    const alertPhone = '+12155550177';
    await app.db.user.update({ where: { id: family.userId }, data: { alertContact: alertPhone } });
    const user = await app.db.user.findUniqueOrThrow({ where: { id: family.userId } });
    const message = `Margaret Smith (${family.number}) said: "${SPOKEN}". Please check on her.`;
    const alert = await app.db.alert.create({
      data: {
        userId: family.userId,
        phoneNumberId: family.phone.id,
        kind: 'emergency',
        channel: 'email',
        destination: user.alertContactEmail!,
        subject: 'Porchlight: Margaret Smith may need help',
        message,
        eventKey: 'emergency:reporting-test',
      },
    });
    // One attempt: this one is the last.
    await enqueueJob(app.db, 'alerts__deliver', { alertId: alert.id }, { maxAttempts: 1 });

    // The family still hears: the same alert goes out by text.
    const texted = await waitFor(() =>
      app.db.alert.findFirst({
        where: { eventKey: 'emergency:reporting-test', channel: 'sms', status: 'sent' },
      }),
    );
    expect(texted).toMatchObject({ destination: alertPhone, message, kind: 'emergency' });
    const failed = await app.db.alert.findUniqueOrThrow({ where: { id: alert.id } });
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    // (the local telephony provider's texts land in the outbox)
    const text = await app.db.outboxMail.findFirstOrThrow({ where: { to: alertPhone } });
    expect(text.text).toMatch(/^Porchlight/);
    expect(text.text).toContain('Margaret');

    // Someone is told: the failed job reaches Sentry.
    const event = await waitFor(() =>
      Promise.resolve(
        sentry
          .events()
          .find((e) => (e.tags as Record<string, unknown> | undefined)?.task === 'alerts__deliver'),
      ),
    );
    const exception = (event.exception as { values: { type: string; value: string }[] }).values;
    expect(exception.at(-1)).toMatchObject({
      type: 'AlertUndeliveredError',
      value: 'A family alert (emergency) could not be sent by e-mail; trying a text instead',
    });
    expect(event.tags).toMatchObject({ source: 'job', task: 'alerts__deliver', role: 'web+worker' });
    expect(event.environment).toBe('test');

    // Nothing personal in anything that was sent.
    const sent = sentry.envelopes.map((e) => e.raw).join('\n');
    for (const personal of [
      SPOKEN,
      'kitchen',
      'Margaret',
      family.email,
      user.alertContactEmail!,
      alertPhone,
      alertPhone.slice(2),
      family.number,
      family.number.slice(2),
      message,
    ]) {
      expect(sent, personal).not.toContain(personal);
    }
    expect(event.user).toBeUndefined();
    expect(event.request).toBeUndefined();
    expect(event.breadcrumbs).toBeUndefined();

    // The admin panel's health shows it.
    const admin = app.client();
    expect((await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
    const stats = await admin.get<{ systemHealth: string; healthNotes: string[] }>('/api/admin/stats');
    expect(stats.body.systemHealth).toBe('warning');
    expect(stats.body.healthNotes).toContain('1 family alerts could not be sent in the last 24 hours.');
    expect(stats.body.healthNotes).toContain('1 jobs failed for good.');
  });
});

describe("the family's other channel", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const smsDown = () => ({
    ...app.deps,
    telephony: { ...app.deps.telephony, sendSms: () => Promise.reject(new Error('Twilio is unreachable')) },
  });

  async function family(contacts: { alertContact?: string | null; alertContactEmail?: string | null }) {
    const account = await signedInClient(app, 'fallback');
    await app.db.user.update({ where: { id: account.userId }, data: contacts });
    return account;
  }

  const alertFor = (userId: string, channel: 'sms' | 'email', destination: string, eventKey: string) =>
    app.db.alert.create({
      data: { userId, kind: 'missed_calls', channel, destination, subject: 's', message: 'm', eventKey },
    });

  const jobFor = async (alertId: string) =>
    (
      await app.db.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) FROM graphile_worker._private_jobs WHERE key = ${`alert:${alertId}`}`
    )[0]!.count;

  it('an alert text that fails for good is e-mailed instead', async () => {
    const { userId } = await family({ alertContact: '+12155550188', alertContactEmail: 'anne@example.com' });
    const alert = await alertFor(userId, 'sms', '+12155550188', 'missed:1');

    // Not the last attempt: retried later, nothing else yet.
    await expect(deliverAlert({ deps: smsDown(), alertId: alert.id })).rejects.toThrow(
      'Twilio is unreachable',
    );
    expect(await app.db.alert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({
      status: 'pending',
      error: 'Twilio is unreachable',
    });
    expect(await app.db.alert.count({ where: { eventKey: 'missed:1' } })).toBe(1);

    // The last attempt: failed for good, and e-mailed.
    const final = deliverAlert({ deps: smsDown(), alertId: alert.id, finalAttempt: true });
    await expect(final).rejects.toThrow(AlertUndeliveredError);
    await expect(final).rejects.toThrow(
      'A family alert (missed_calls) could not be sent by text; trying e-mail instead',
    );
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: alert.id } })).status).toBe('failed');
    const email = await app.db.alert.findFirstOrThrow({ where: { eventKey: 'missed:1', channel: 'email' } });
    expect(email).toMatchObject({ destination: 'anne@example.com', status: 'pending', message: 'm' });
    expect(await jobFor(email.id)).toBe(1n);
    expect(await deliverAlert({ deps: app.deps, alertId: email.id })).toBe('sent');
    await app.smtp.waitFor((m) => m.to.includes('anne@example.com') && m.subject === 's');
  });

  it('with no alert e-mail, the account’s own address is used', async () => {
    const { userId, email } = await family({ alertContact: '+12155550189', alertContactEmail: null });
    const alert = await alertFor(userId, 'sms', '+12155550189', 'missed:2');
    await expect(deliverAlert({ deps: smsDown(), alertId: alert.id, finalAttempt: true })).rejects.toThrow(
      'trying e-mail instead',
    );
    expect(await app.db.alert.findFirst({ where: { eventKey: 'missed:2', channel: 'email' } })).toMatchObject(
      {
        destination: email,
      },
    );
  });

  it('adds nothing when the other channel already carries the event, or there is none', async () => {
    const both = await family({ alertContact: '+12155550190', alertContactEmail: 'bo@example.com' });
    const sms = await alertFor(both.userId, 'sms', '+12155550190', 'missed:3');
    await alertFor(both.userId, 'email', 'bo@example.com', 'missed:3');
    await expect(deliverAlert({ deps: smsDown(), alertId: sms.id, finalAttempt: true })).rejects.toThrow(
      'the family has no other channel',
    );
    expect(await app.db.alert.count({ where: { eventKey: 'missed:3' } })).toBe(2);

    const emailOnly = await family({ alertContact: null, alertContactEmail: 'cy@example.com' });
    const mailDown = {
      ...app.deps,
      mail: { ...app.deps.mail, send: () => Promise.reject(new Error('SMTP is down')) },
    };
    const mail = await alertFor(emailOnly.userId, 'email', 'cy@example.com', 'missed:4');
    await expect(deliverAlert({ deps: mailDown, alertId: mail.id, finalAttempt: true })).rejects.toThrow(
      'A family alert (missed_calls) could not be sent by e-mail; the family has no other channel',
    );
    expect(await app.db.alert.count({ where: { eventKey: 'missed:4' } })).toBe(1);
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe('failed');
  });
});
