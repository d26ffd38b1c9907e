// Deleting an account deletes everything: an account is given one of every kind of row the
// product keeps (through the real routes, a real call on the local phone and the real worker),
// then deleted through REST or tRPC, and every table of the public schema, found from the
// catalogue rather than listed here, is searched for anything that names it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStale } from '../../src/server/housekeeping/purge-stale.ts';
import type { TestClient } from '../support/http-client.ts';
import { waitFor } from '../support/loved-one.ts';
import { RelayClient } from '../support/relay-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let dataDir: string;
let sql: pg.Client;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'porchlight-deletion-'));
  // smtp: false puts every e-mail and text in the outbox table, where the deletion must find them.
  app = await startTestApp({ worker: true, smtp: false, env: { DATA_DIR: dataDir } });
  sql = new pg.Client({ connectionString: app.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await app?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let seq = 0;

async function mutate(client: TestClient, path: string, input?: unknown) {
  return client.post<{ result?: { data: { json: unknown } } }>(`/trpc/${path}`, { json: input });
}

/** What identifies a person: searched for, case-insensitively, in the text of every row. */
interface Traces {
  text: string[];
  /** National digits of phone numbers, also searched for in rows with everything but digits removed. */
  digits: string[];
}

/** An account with one of everything, settled (jobs done), and what would identify it. */
async function populate(label: string, options: { call: boolean }) {
  const n = seq++;
  const { client, userId, email } = await signedInClient(app, label);
  const lovedOneNumber = `+1412555${String(7000 + n * 10)}`;
  const alertPhone = `+1412555${String(7001 + n * 10)}`;
  const alertEmail = `${label}-alerts-${n}@example.org`;
  const lovedOneName = `Margaret ${label === 'gone' ? 'Quillfeather' : 'Abernathy'}${'x'.repeat(n)}`;
  const contactName = `Rosalind ${label}${n}`;
  const contactText = `Please call me about my mother, reference ${label}-${n}-zebra.`;

  // A second browser asks for a sign-in code: a pending code, a rate-limit window and a mail.
  const again = await app
    .client()
    .post('/api/auth/email/login', { email }, { 'x-forwarded-for': `10.77.${n}.1` });
  expect(again.body).toMatchObject({ firstLogin: false });

  expect(
    (
      await client.request('PUT', '/api/user/profile', {
        json: { alert_contact: alertPhone, alert_contact_email: alertEmail },
      })
    ).status,
  ).toBe(200);
  const added = await client.post('/api/phone-numbers', {
    number: lovedOneNumber,
    name: lovedOneName,
    relationship: 'mother',
    state: 'PA',
    timezone: 'America/New_York',
    missed_call_alert_threshold: 3,
    unusual_activity_alert: true,
    general_updates: true,
  });
  expect(added.status).toBe(201);
  const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId } });

  // The local payments provider: one paid checkout (a subscription) and one left open.
  const plans = (await client.get<{ plans: { id: string; priceId: string }[] }>('/api/subscription-plans'))
    .body.plans;
  const checkout = async (planId: string) => {
    const res = await client.post<{ sessionId: string }>('/api/stripe/create-checkout-session', {
      priceId: plans.find((p) => p.id === planId)!.priceId,
      successUrl: `${app.url}/dashboard/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${app.url}/dashboard`,
    });
    expect(res.status).toBe(200);
    return res.body.sessionId;
  };
  await checkout('premium');
  const paid = await checkout('basic');
  expect((await mutate(client, 'localPay.completeCheckout', { id: paid })).status).toBe(200);
  const subscription = await app.db.subscription.findUniqueOrThrow({ where: { userId } });
  expect(subscription.stripeSubscriptionId).toMatch(/^lsub_/);

  // Contact messages: one sent signed in, one signed out from the same address in capitals.
  const contact = (c: TestClient, from: string) =>
    c.post('/api/contact', { name: contactName, email: from, subject: 'support', message: contactText });
  expect((await contact(client, email)).status).toBe(200);
  expect((await contact(app.client(), email.toUpperCase())).status).toBe(200);

  const callIds: string[] = [];
  let recordingFile: string | null = null;
  if (options.call) {
    // A whole call on the local phone: consent, a reminder set by voice, then an emergency, which
    // alerts the family on both channels and counts a crisis referral.
    const decision = (
      await app
        .client()
        .post<{ callId: string; relayToken: string }>('/dev/phone/call', { from: lovedOneNumber })
    ).body;
    callIds.push(decision.callId);
    const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
    relay.setup({ callId: decision.callId, relayToken: decision.relayToken });
    relay.prompt('Yes, that is fine');
    await relay.reply();
    relay.prompt('I am doing well, my daughter Rosalind visited yesterday');
    await relay.reply();
    relay.prompt('Remind me to take my pills at 8 pm');
    await relay.reply();
    relay.prompt("I fell in the bathroom and I can't get up");
    await relay.reply();
    expect(await relay.end()).toEqual({ reason: 'emergency' });
    relay.hangUp();
    await relay.closed;
    await waitFor(
      async () => (await app.db.call.findUnique({ where: { id: decision.callId } }))?.endedAt,
      20_000,
    );

    // The local phone's microphone recording, kept (for 24 hours) because the caller agreed.
    const upload = await fetch(
      `${app.url}/dev/phone/recording?callId=${decision.callId}&token=${decision.relayToken}&duration=9`,
      { method: 'POST', headers: { 'content-type': 'audio/webm' }, body: Buffer.from('fake webm audio') },
    );
    expect(upload.status).toBe(200);
    recordingFile = join(dataDir, 'recordings', `${decision.callId}.webm`);
    expect(existsSync(recordingFile)).toBe(true);

    await app.db.memory.create({
      data: { phoneNumberId: phone.id, callId: decision.callId, text: 'Her cat is called Biscuit' },
    });
    await app.db.familyNote.create({ data: { phoneNumberId: phone.id, text: 'Tell Mum we love her' } });
    expect(await app.db.reminder.count({ where: { phoneNumberId: phone.id } })).toBe(1);
    expect(await app.db.crisisReferral.count({ where: { callId: decision.callId } })).toBe(1);
    // The worker has summarised the call and delivered the alerts (the emergency, then the
    // general update; each an e-mail and a text, into the outbox).
    await waitFor(async () => {
      const alerts = await app.db.alert.findMany({ where: { userId } });
      const call = await app.db.call.findUnique({ where: { id: decision.callId } });
      const channels = new Set(alerts.filter((a) => a.kind === 'emergency').map((a) => a.channel));
      return channels.size === 2 && alerts.every((a) => a.status === 'sent') && call?.summary;
    }, 20_000);
  }
  await waitForIdleQueue();

  const traces: Traces = {
    text: [
      userId,
      userId.replaceAll('-', ''), // inside the local provider's customer id
      email,
      alertEmail,
      alertPhone,
      lovedOneNumber,
      lovedOneName,
      contactName,
      contactText,
      phone.id,
      subscription.stripeSubscriptionId!,
      ...callIds,
      ...(options.call ? ['Rosalind visited yesterday', 'Biscuit', 'Tell Mum we love her'] : []),
    ],
    digits: [alertPhone, lovedOneNumber].map((p) => p.replace(/^\+1/, '')),
  };
  return { client, userId, email, traces, callIds, recordingFile };
}

/** Until the worker has run every job that is due (failed ones are reported). */
async function waitForIdleQueue() {
  await waitFor(async () => {
    const { rows } = await sql.query<{ n: number; error: string | null }>(
      `SELECT count(*)::int AS n, max(last_error) AS error FROM graphile_worker.jobs WHERE run_at <= now()`,
    );
    if (rows[0]?.error) throw new Error(`a job failed: ${rows[0].error}`);
    return rows[0]?.n === 0;
  }, 20_000);
}

/** Every ordinary table of the public schema, from the catalogue. */
async function publicTables(): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

/**
 * A trace as a whole word of a row's text, in any case: `ann@x.com` is not found inside
 * `joann@x.com` (someone else), but is inside `lcus_…`, `<ann@x.com>` or `"ann@x.com"`.
 */
function mentionPattern(trace: string): string {
  const escaped = trace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[^a-z0-9.%+-])${escaped}([^a-z0-9-]|$)`;
}

/** Per table, how many rows contain any of the traces (in any column, as text). */
async function rowsWith(traces: Traces): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables()) {
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public.${sql.escapeIdentifier(table)} t
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) p WHERE t::text ~* p)
           OR EXISTS (SELECT 1 FROM unnest($2::text[]) d
                       WHERE strpos(regexp_replace(t::text, '[^0-9]', '', 'g'), d) > 0)`,
      [traces.text.map(mentionPattern), traces.digits],
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe('deleting an account', () => {
  it.each([
    ['DELETE /api/user/me', (c: TestClient) => c.request('DELETE', '/api/user/me')],
    ['tRPC user.delete', (c: TestClient) => mutate(c, 'user.delete')],
  ])(
    'through %s leaves no row naming the account in any table',
    async (_how, remove) => {
      const gone = await populate('gone', { call: true });
      const stays = await populate('stays', { call: false });

      const before = nonZero(await rowsWith(gone.traces));
      // The search sees the account everywhere it has data (so a 0 afterwards means something).
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining([
          'alerts',
          'call_minutes_charges',
          'calls',
          'contact_messages',
          'crisis_referrals',
          'family_notes',
          'local_checkout_sessions',
          'local_subscriptions',
          'login_codes',
          'memories',
          'outbox_mail',
          'phone_numbers',
          'rate_limits',
          'reminders',
          'sessions',
          'subscriptions',
          'transcript_turns',
          'users',
        ]),
      );
      expect(before.contact_messages).toBe(2);
      const referrals = await app.db.crisisReferral.count();
      const othersBefore = nonZero(await rowsWith(stays.traces));
      // Someone else whose address merely ends like the account's keeps their mail and messages.
      const lookalike = `jo${gone.email}`;
      await app.db.outboxMail.create({
        data: { to: lookalike, subject: 'Your code', text: `Hello ${lookalike}, your code is 135790` },
      });
      expect(
        (
          await app
            .client()
            .post('/api/contact', { name: 'Jo', email: lookalike, subject: 'general', message: 'Hello' })
        ).status,
      ).toBe(200);

      const res = await remove(gone.client);
      expect(res.status).toBe(200);
      expect((await gone.client.get('/api/user/me')).status).toBe(401);
      // The audio at the provider goes with it (a job), not 24 hours later with nobody to find it.
      await waitFor(() => Promise.resolve(!existsSync(gone.recordingFile!)), 20_000);
      await waitForIdleQueue();

      expect(nonZero(await rowsWith(gone.traces))).toEqual({});
      // Anonymous counts stay: the crisis referral is still counted, linked to nothing.
      expect(await app.db.crisisReferral.count()).toBe(referrals);
      // Another family's rows are untouched.
      expect(nonZero(await rowsWith(stays.traces))).toEqual(othersBefore);
      expect(othersBefore).toMatchObject({ users: 1, contact_messages: 2, local_subscriptions: 1 });
      expect(await app.db.outboxMail.count({ where: { to: lookalike } })).toBe(1);
      expect(await app.db.contactMessage.count({ where: { email: lookalike } })).toBe(1);
    },
    90_000,
  );
});

describe('contact-message retention', () => {
  it('deletes messages after 12 months and keeps younger ones', async () => {
    const old = await app.db.contactMessage.create({
      data: {
        name: 'Old',
        email: 'old@example.com',
        subject: 'general',
        message: 'hello',
        createdAt: new Date(Date.now() - 366 * 86_400_000),
      },
    });
    const recent = await app.db.contactMessage.create({
      data: {
        name: 'Recent',
        email: 'recent@example.com',
        subject: 'general',
        message: 'hello',
        createdAt: new Date(Date.now() - 300 * 86_400_000),
      },
    });
    const result = await purgeStale({ db: app.db });
    expect(result.contactMessages).toBeGreaterThanOrEqual(1);
    expect(await app.db.contactMessage.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await app.db.contactMessage.findUnique({ where: { id: recent.id } })).not.toBeNull();
  });
});
