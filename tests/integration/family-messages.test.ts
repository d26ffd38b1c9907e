// Messages to the family, end to end on the local phone with the real worker: what an emergency
// e-mail and text carry, the update after a crisis call, a missed check-in's wording, the
// no-minutes e-mail, the STOP line on the first text only, the daily digest, and the alert
// history over REST and tRPC. E-mail goes through real SMTP into the capture server; texts land
// in the local outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDigests, sendDigest } from '../../src/server/alerts/digest.ts';
import { finishCall } from '../../src/server/calls/finish-call.ts';
import { uuidToCode } from '../../src/server/messages/links.ts';
import { localParts } from '../../src/server/schedule/local-time.ts';
import { RelayClient } from '../support/relay-client.ts';
import { waitFor } from '../support/loved-one.ts';
import type { CapturedMail } from '../support/smtp-capture.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true, env: { PUBLIC_URL: 'https://porchlight.test' } });
});
afterAll(async () => {
  await app?.stop();
});

const PUBLIC = 'https://porchlight.test';
const ZONE = 'America/Los_Angeles';
let seq = 0;

/** A family with a loved one in California (not the server's zone) and both alert contacts. */
async function family(options: { minutes?: number; sms?: boolean; threshold?: number } = {}) {
  const n = seq++;
  const account = await signedInClient(app, 'msg');
  const number = `+1310555${String(3000 + n)}`;
  const res = await account.client.post('/api/phone-numbers', {
    number,
    name: 'Walter Brown',
    relationship: 'father',
    state: 'CA',
    timezone: ZONE,
    missed_call_alert_threshold: options.threshold ?? 3,
    // Off: the calls here happen at the wall clock's time, and one in California's night would
    // add an unusual-activity alert to the messages counted (those alerts have tests of their own).
    unusual_activity_alert: false,
    general_updates: true,
  });
  expect(res.status).toBe(201);
  const alertPhone = `+1215555${String(6000 + n)}`;
  const alertEmail = `alerts-${account.email}`;
  await app.db.user.update({
    where: { id: account.userId },
    data: { alertContactEmail: alertEmail, alertContact: options.sms === false ? null : alertPhone },
  });
  if (options.minutes !== undefined) {
    await app.db.subscription.update({
      where: { userId: account.userId },
      data: { minutesLeft: options.minutes },
    });
  }
  const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId: account.userId } });
  return { ...account, number, phone, alertPhone, alertEmail };
}

interface Decision {
  kind: string;
  callId: string;
  relayToken: string;
}

async function call(from: string, lines: string[]): Promise<Decision> {
  const res = await app.client().post<Decision>('/dev/phone/call', { from });
  expect(res.status).toBe(200);
  const decision = res.body;
  if (decision.kind !== 'connect') return decision;
  const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
  relay.setup({ callId: decision.callId, relayToken: decision.relayToken });
  for (const line of lines) {
    relay.prompt(line);
    await relay.reply();
  }
  relay.hangUp();
  await relay.closed;
  await waitFor(
    async () => (await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } })).endedAt,
  );
  return decision;
}

const texts = (to: string) => app.db.outboxMail.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });

/** "3:05 PM" where the loved one lives, written independently of the app's own formatting. */
function clockIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(at)
    .replace(/\s/g, ' ');
}

const mailTo = (to: string, subject: (s: string) => boolean): Promise<CapturedMail> =>
  app.smtp.waitFor((m) => m.to.includes(to) && subject(m.subject), 20_000);

describe('an emergency', () => {
  it('e-mails and texts the number to tap, the time where they live and the link to the call; the update after it has no mood', async () => {
    const f = await family();
    const decision = await call(f.number, ['Yes', "I fell in the bathroom and I can't get up"]);
    const alert = await app.db.alert.findFirstOrThrow({
      where: { callId: decision.callId, kind: 'emergency', channel: 'email' },
    });
    const time = clockIn(alert.createdAt, ZONE);
    const callUrl = `${PUBLIC}/dashboard/loved-ones/${f.phone.id}?call=${decision.callId}`;

    const mail = await mailTo(f.alertEmail, (s) => s.startsWith('URGENT'));
    expect(mail.subject).toBe('URGENT: Walter Brown may be having an emergency');
    // HTML: a tap-to-call link, the local time, the call on the dashboard; all in the layout.
    expect(mail.html).toContain(`href="tel:${f.number}"`);
    expect(mail.html).toContain(
      `Call Walter Brown<br><span style="white-space:nowrap;font-size:20px">+1 (310) 555-${f.number.slice(-4)}</span>`,
    );
    expect(mail.html).toContain(`${time}, `);
    expect(mail.html).toContain('(Walter Brown&#39;s time)');
    expect(mail.html).toContain(`href="${callUrl}"`);
    expect(mail.html).toContain('max-width:560px');
    expect(mail.html).toContain('I fell in the bathroom and I can&#39;t get up');
    // The text version says the same.
    expect(mail.text).toContain(`Call Walter Brown: +1 (310) 555-${f.number.slice(-4)}`);
    expect(mail.text).toMatch(new RegExp(`When: ${time}, \\w+day, \\w+ \\d+ \\(Walter Brown's time\\)`));
    expect(mail.text).toContain(`See the call on Porchlight: ${callUrl}`);
    expect(mail.text).toContain('call 911');

    // The text: the number as E.164 (phones make it tappable), the time, a short link to the call.
    const [urgentText] = await waitFor(async () => {
      const sent = await texts(f.alertPhone);
      return sent.length ? sent : null;
    });
    expect(urgentText!.text).toContain('Porchlight URGENT: Walter Brown may be having an emergency');
    expect(urgentText!.text).toContain(f.number);
    expect(urgentText!.text).toContain(`(${time} their time)`);
    const shortLink = `${PUBLIC}/c/${uuidToCode(decision.callId)}`;
    expect(urgentText!.text).toContain(shortLink);
    // This family's first text ever: it says how to stop them.
    expect(urgentText!.text).toMatch(/\nReply STOP to stop these texts\.$/);
    const redirect = await app.client().get(shortLink.replace(PUBLIC, ''));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(callUrl.replace(PUBLIC, ''));

    // The update after the call: no cheerful mood score for a crisis call, and no STOP line again.
    const update = await mailTo(f.alertEmail, (s) => s === "Porchlight: today's call with Walter Brown");
    expect(update.text).toContain('Walter Brown talked with Porchlight for');
    expect(update.text).not.toMatch(/mood/i);
    expect(update.html).not.toMatch(/mood:|of 5\)/i);
    expect(update.text).toContain('This call raised an urgent alert (a possible emergency)');
    const [, updateText] = await waitFor(async () => {
      const sent = await texts(f.alertPhone);
      return sent.length >= 2 ? sent : null;
    });
    expect(updateText!.text).toContain('Walter Brown talked with us for');
    expect(updateText!.text).not.toMatch(/mood/i);
    expect(updateText!.text).not.toContain('Reply STOP');

    // Stored with each text: the provider's message id; every message is 'sent' once handed over.
    const rows = await waitFor(async () => {
      const all = await app.db.alert.findMany({ where: { userId: f.userId } });
      return all.every((r) => r.status === 'sent') ? all : null;
    });
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'emergency',
      'emergency',
      'general_update',
      'general_update',
    ]);
    for (const row of rows.filter((r) => r.channel === 'sms')) {
      expect(row.providerMessageId).toMatch(/^local-sms-/);
    }
  });

  it('the STOP line goes with the first text to a number only, even across kinds of alert', async () => {
    const f = await family();
    await call(f.number, ['Yes', 'Please stop calling me every day']);
    const first = await waitFor(async () => (await texts(f.alertPhone))[0]);
    expect(first.text).toContain('Walter Brown');
    expect(first.text).toContain('Reply STOP to stop these texts.');
    await call(f.number, ['I miss our chats, could you start calling me every day again please']);
    const later = await waitFor(async () => {
      const sent = await texts(f.alertPhone);
      return sent.length >= 2 ? sent : null;
    });
    expect(later.slice(1).every((t) => !t.text.includes('Reply STOP'))).toBe(true);
  });
});

describe('a missed check-in', () => {
  it('is worded by the tries made that day, never "three times each"', async () => {
    const f = await family({ threshold: 1, sms: false });
    // 10:00, 10:10 and 10:20 in Los Angeles on 23 November 2026: nobody answers. The first two
    // are already over (their retries done); the third ends now, which makes one missed check-in.
    const tries = [0, 10, 20].map((m) => new Date(Date.UTC(2026, 10, 23, 18, m)));
    const rows = [];
    for (const [i, at] of tries.entries()) {
      rows.push(
        await app.db.call.create({
          data: {
            userId: f.userId,
            phoneNumberId: f.phone.id,
            direction: 'outbound',
            type: 'outbound',
            status: i < 2 ? 'no-answer' : 'ringing',
            outcome: i < 2 ? 'no_answer' : null,
            startedAt: at,
            endedAt: i < 2 ? at : null,
            attempt: i + 1,
            localDate: '2026-11-23',
            toNumber: f.number,
          },
        }),
      );
    }
    await finishCall({ deps: app.deps, callId: rows[2]!.id, status: 'no-answer', endedAt: tries[2] });
    const mail = await mailTo(f.alertEmail, (s) => s === 'Walter Brown missed a check-in call');
    expect(mail.text).toContain(
      "Walter Brown did not answer today's check-in call (we called 3 times; the last try was at 10:20 AM their time).",
    );
    expect(mail.text).not.toMatch(/three times|each/);
    expect(mail.html).toContain(`href="tel:${f.number}"`);
    expect(mail.html).toContain(`href="${PUBLIC}/dashboard/loved-ones/${f.phone.id}?call=${rows[2]!.id}"`);
  });
});

describe('no minutes left', () => {
  it('e-mails the account holder too, with a link that opens the plans', async () => {
    const f = await family({ minutes: 0, sms: false });
    const decision = await call(f.number, []);
    expect(decision.kind).toBe('no_minutes');
    const subject = (s: string) => s.includes('no minutes left');
    const [toAlerts, toAccount] = await Promise.all([
      mailTo(f.alertEmail, subject),
      mailTo(f.email, subject),
    ]);
    for (const mail of [toAlerts, toAccount]) {
      expect(mail.html).toContain(`href="${PUBLIC}/dashboard?plans=1"`);
      expect(mail.text).toContain(`Choose a plan: ${PUBLIC}/dashboard?plans=1`);
    }
    const rows = await app.db.alert.findMany({ where: { userId: f.userId, kind: 'no_minutes' } });
    expect(rows.map((r) => r.destination).sort()).toEqual([f.alertEmail, f.email].sort());
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(1);
  });
});

describe('the daily digest', () => {
  it('replaces the update after each call, comes once at the chosen time with the calls, and urgent alerts still come at once', async () => {
    const f = await family({ sms: false });
    const later = localParts(new Date(Date.now() + 90 * 60_000), ZONE).time;
    await app.db.phoneNumber.update({
      where: { id: f.phone.id },
      data: { updateMode: 'daily_digest', digestTime: later },
    });
    const chat = await call(f.number, [
      'Yes',
      'I am doing well, my daughter visited yesterday',
      'Remind me to take my pills at 8 pm',
      'Okay, bye now',
    ]);
    const crisis = await call(f.number, ['Yes', "I fell in the bathroom and I can't get up"]);
    // The emergency is told at once.
    await mailTo(f.alertEmail, (s) => s === 'URGENT: Walter Brown may be having an emergency');
    // Both calls are summarised, but no update is sent after either.
    await waitFor(async () => {
      const rows = await app.db.call.findMany({ where: { id: { in: [chat.callId, crisis.callId] } } });
      return rows.every((r) => r.summary !== null);
    });
    expect(await app.db.alert.count({ where: { userId: f.userId, kind: 'general_update' } })).toBe(0);

    // Not before its time…
    expect(await dispatchDigests({ deps: app.deps })).toBe(0);
    // …then at it: one digest, once.
    const at = new Date();
    await app.db.phoneNumber.update({
      where: { id: f.phone.id },
      data: { digestTime: localParts(at, ZONE).time },
    });
    expect(await dispatchDigests({ deps: app.deps, now: at })).toBe(1);
    const digest = await mailTo(f.alertEmail, (s) => s === "Porchlight: Walter Brown's day");
    expect(digest.text).toContain('2 conversations');
    expect(digest.text).toContain('take your pills at 8:00 PM');
    expect(digest.text).toContain('This call raised an urgent alert (a possible emergency)');
    // One mood, the calm call's; none for the crisis call.
    expect(digest.text.match(/Mood: /g)).toHaveLength(1);
    expect(digest.html).toContain(`href="${PUBLIC}/dashboard/loved-ones/${f.phone.id}"`);
    expect(digest.html).toContain('max-width:560px');

    const localDate = localParts(at, ZONE).date;
    expect(await sendDigest({ deps: app.deps, phoneNumberId: f.phone.id, localDate })).toBe('already_sent');
    expect(await dispatchDigests({ deps: app.deps, now: at })).toBe(0);
    const rows = await app.db.alert.findMany({ where: { userId: f.userId, kind: 'daily_digest' } });
    expect(rows.map((r) => [r.channel, r.eventKey])).toEqual([
      ['email', `digest:${f.phone.id}:${localDate}`],
    ]);
  });
});

describe('the alert history', () => {
  async function seedAlerts(userId: string, count: number) {
    const base = Date.now() - 3_600_000;
    await app.db.alert.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        userId,
        kind: i % 2 ? 'general_update' : 'missed_calls',
        channel: i % 3 ? 'email' : 'sms',
        destination: i % 3 ? 'fam@example.com' : '+12155550188',
        subject: 's',
        message: `m${i}`,
        status: ['sent', 'delivered', 'failed'][i % 3]!,
        createdAt: new Date(base + i * 1000),
      })),
    });
  }

  it('lists every message to this family, 20 a page, newest first, with its status; never another family’s', async () => {
    const a = await family({ sms: false });
    const b = await family({ sms: false });
    await seedAlerts(a.userId, 25);
    await seedAlerts(b.userId, 1);
    const [phoneRow] = await app.db.alert.findMany({ where: { userId: a.userId }, take: 1 });
    await app.db.alert.update({ where: { id: phoneRow!.id }, data: { phoneNumberId: a.phone.id } });

    interface Page {
      alerts: {
        id: string;
        kind: string;
        phone_number: string | null;
        created_at: string;
        channel: string;
        to: string;
        status: string;
      }[];
      total: number;
    }
    const first = await a.client.get<Page>('/api/alerts');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.alerts).toHaveLength(20);
    const times = first.body.alerts.map((x) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(first.body.alerts[0]!).sort()).toEqual(
      ['channel', 'created_at', 'id', 'kind', 'phone_number', 'status', 'to'].sort(),
    );
    expect(new Set(first.body.alerts.map((x) => x.status))).toEqual(new Set(['sent', 'delivered', 'failed']));
    const second = await a.client.get<Page>('/api/alerts?page=2');
    expect(second.body.alerts).toHaveLength(5);
    const all = [...first.body.alerts, ...second.body.alerts];
    expect(all.find((x) => x.id === phoneRow!.id)?.phone_number).toBe(a.number);
    const bRows = await app.db.alert.findMany({ where: { userId: b.userId } });
    expect(all.some((x) => bRows.some((r) => r.id === x.id))).toBe(false);

    const theirs = await b.client.get<Page>('/api/alerts');
    expect(theirs.body).toMatchObject({ total: 1 });
    expect(theirs.body.alerts.map((x) => x.id)).toEqual(bRows.map((r) => r.id));

    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const res = await a.client.get<{ success: boolean; error: string }>(`/api/alerts?page=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'page must be a whole number from 1' });
    }
    expect((await app.client().get('/api/alerts')).status).toBe(401);

    // tRPC mirrors it.
    const input = encodeURIComponent(JSON.stringify({ json: { page: 2 } }));
    const trpc = await a.client.get<{ result: { data: { json: Page } } }>(`/trpc/alerts.list?input=${input}`);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.json).toEqual(second.body);
    expect((await app.client().get(`/trpc/alerts.list?input=${input}`)).status).toBe(401);
  });
});
