// The admin panel's server: its own password and session, every admin route refusing anyone
// without that session, and figures checked against rows seeded here.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTranscript, type AdminUserItem, type CallAudioInfo } from '../../src/shared/admin.ts';
import { ADMIN_FAILURES_PER_WINDOW } from '../../src/server/admin/authenticate-admin.ts';
import { createAdminPassword, hashAdminPassword } from '../../src/server/admin/password.ts';
import { raiseAlert } from '../../src/server/alerts/raise-alert.ts';
import { purgeExpiredAuth } from '../../src/server/auth/purge-expired.ts';
import { localRecordingsDir, RecordingGoneError } from '../../src/server/providers/telephony/index.ts';
import { createLocalRecordings } from '../../src/server/providers/telephony/local-recordings.ts';
import { createTwilioTelephony } from '../../src/server/providers/telephony/twilio.ts';
import type { TestClient } from '../support/http-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'porch light at dusk 42';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: TestApp;
let ipSeq = 1;

beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_PASSWORD: PASSWORD, SERVICE_TIME_ZONE: 'America/New_York' } });
});

afterAll(async () => {
  await app?.stop();
});

function freshIp(): string {
  ipSeq++;
  return `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

async function adminClient(): Promise<TestClient> {
  const client = app.client();
  const res = await client.post('/api/admin/auth', { password: PASSWORD }, { 'x-forwarded-for': freshIp() });
  expect(res.status).toBe(200);
  return client;
}

const ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_GETS = [
  '/api/admin/stats',
  '/api/admin/recent-calls',
  '/api/admin/calls',
  '/api/admin/users',
  `/api/admin/users/${ID}/calls`,
  `/api/admin/call-audio/${ID}`,
  `/api/admin/call-audio/${ID}/file`,
  `/api/admin/call-transcript/${ID}`,
];
const ADMIN_QUERIES = [
  'admin.stats',
  'admin.recentCalls',
  `admin.calls?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
  `admin.users?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
  `admin.callAudio?input=${encodeURIComponent(JSON.stringify({ json: { callId: ID } }))}`,
  `admin.callTranscript?input=${encodeURIComponent(JSON.stringify({ json: { callId: ID } }))}`,
];

describe('admin access', () => {
  it('refuses every admin route and procedure without the admin session, even to a signed-in account', async () => {
    const anonymous = app.client();
    const { client: family } = await signedInClient(app);
    for (const client of [anonymous, family]) {
      for (const path of ADMIN_GETS) {
        const res = await client.get(path);
        expect(res.status, path).toBe(401);
        expect(res.body).toEqual({ success: false, error: 'Please sign in to the admin panel.' });
      }
      for (const path of ADMIN_QUERIES) {
        const res = await client.get(`/trpc/${path}`);
        expect(res.status, path).toBe(401);
        expect(res.text).not.toContain('"totalUsers"');
      }
    }
    // A made-up admin cookie is no better.
    const forged = app.client();
    forged.cookies.set('porchlight_admin', 'not-a-real-token');
    expect((await forged.get('/api/admin/stats')).status).toBe(401);
  });

  it('signs in with the password only: blank 400, wrong 401, right sets an HttpOnly 4-hour admin cookie', async () => {
    const client = app.client();
    const ip = freshIp();
    const blank = await client.post('/api/admin/auth', { password: '   ' }, { 'x-forwarded-for': ip });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ success: false, error: 'Password is required' });
    const missing = await client.post('/api/admin/auth', {}, { 'x-forwarded-for': ip });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: 'Password is required' });

    const wrong = await client.post(
      '/api/admin/auth',
      { password: `${PASSWORD}!` },
      { 'x-forwarded-for': ip },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'Invalid password. Please try again.' });
    expect(client.cookies.has('porchlight_admin')).toBe(false);

    const before = Date.now();
    const right = await client.post('/api/admin/auth', { password: PASSWORD }, { 'x-forwarded-for': ip });
    expect(right.status).toBe(200);
    expect(right.body.success).toBe(true);
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith('porchlight_admin='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const row = await app.db.adminSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(4 * HOUR);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The token is not stored, only its hash.
    expect(row.id).not.toBe(client.cookies.get('porchlight_admin'));
    expect(row.ip).toBe(ip);

    expect((await client.get('/api/admin/stats')).status).toBe(200);
    const session = await client.get<{ result: { data: { json: Record<string, unknown> } } }>(
      '/trpc/admin.session',
    );
    expect(session.body.result.data.json).toMatchObject({ enabled: true, authenticated: true });
  });

  it('signs in through tRPC too, and logout ends the session on the server', async () => {
    const client = app.client();
    const login = await client.post(
      '/trpc/admin.login',
      { json: { password: PASSWORD } },
      { 'x-forwarded-for': freshIp() },
    );
    expect(login.status).toBe(200);
    const token = client.cookies.get('porchlight_admin')!;
    expect((await client.get('/trpc/admin.stats')).status).toBe(200);

    const logout = await client.post('/api/admin/logout');
    expect(logout.status).toBe(200);
    expect(client.cookies.has('porchlight_admin')).toBe(false);
    // Replaying the old cookie does not work: the row is gone.
    const replay = app.client();
    replay.cookies.set('porchlight_admin', token);
    expect((await replay.get('/api/admin/stats')).status).toBe(401);
  });

  it('ends a session after 4 hours, whatever happens in between', async () => {
    const client = await adminClient();
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    const row = await app.db.adminSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    await app.db.adminSession.update({
      where: { id: row.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await client.get('/api/admin/stats')).status).toBe(401);
    expect(await app.db.adminSession.findUnique({ where: { id: row.id } })).toBeNull();
    // The purge job also clears expired admin sessions nobody came back with.
    await app.db.adminSession.create({ data: { id: 'stale', expiresAt: new Date(Date.now() - 1000) } });
    const purged = await purgeExpiredAuth({ db: app.db });
    expect(purged.adminSessions).toBeGreaterThanOrEqual(1);
    expect(await app.db.adminSession.findUnique({ where: { id: 'stale' } })).toBeNull();
  });

  it('throttles repeated wrong passwords per address with 429, even for the right password', async () => {
    const client = app.client();
    const ip = freshIp();
    for (let i = 0; i < ADMIN_FAILURES_PER_WINDOW; i++) {
      const res = await client.post('/api/admin/auth', { password: `guess-${i}` }, { 'x-forwarded-for': ip });
      expect(res.status).toBe(401);
    }
    const throttled = await client.post('/api/admin/auth', { password: PASSWORD }, { 'x-forwarded-for': ip });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(client.cookies.has('porchlight_admin')).toBe(false);
    // Another address is not affected.
    const other = await client.post(
      '/api/admin/auth',
      { password: PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    expect(other.status).toBe(200);
  });

  it('is turned off, and says so, when no admin password is configured', async () => {
    const off = await startTestApp({ smtp: false });
    try {
      const client = off.client();
      const res = await client.post('/api/admin/auth', { password: 'anything' });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(
        'The admin panel is turned off on this server. Set ADMIN_PASSWORD to turn it on.',
      );
      const session = await client.get<{ result: { data: { json: Record<string, unknown> } } }>(
        '/trpc/admin.session',
      );
      expect(session.body.result.data.json).toEqual({
        enabled: false,
        authenticated: false,
        expiresAt: null,
      });
      expect((await client.get('/api/admin/stats')).status).toBe(401);
    } finally {
      await off.stop();
    }
  });

  it('accepts a scrypt hash instead of the plain password', async () => {
    const hash = await hashAdminPassword('hashed secret');
    const hashed = await startTestApp({ smtp: false, env: { ADMIN_PASSWORD_HASH: hash } });
    try {
      const client = hashed.client();
      expect((await client.post('/api/admin/auth', { password: 'hashed secret!' })).status).toBe(401);
      expect((await client.post('/api/admin/auth', { password: 'hashed secret' })).status).toBe(200);
    } finally {
      await hashed.stop();
    }
    expect(() => createAdminPassword({ hash: 'scrypt:16384:8:1:abc' })).toThrow(/ADMIN_PASSWORD_HASH/);
  });
});

describe('admin figures and lists', () => {
  let figures: TestApp;
  let admin: TestClient;
  const ids: Record<string, string> = {};
  let staleIsToday = false;
  let lastMonthIsThisYear = false;

  async function user(
    key: string,
    data: { name: string; email: string; createdAt?: Date; lastActiveAt?: Date },
  ) {
    const row = await figures.db.user.create({ data: { onboardingStep: 'completed', ...data } });
    ids[key] = row.id;
    return row;
  }

  beforeAll(async () => {
    figures = await startTestApp({
      smtp: false,
      env: { ADMIN_PASSWORD: PASSWORD, SERVICE_TIME_ZONE: 'America/New_York' },
    });
    const now = Date.now();
    const [{ day_start: dayStart, month_start: monthStart, year_start: yearStart }] = await figures.db
      .$queryRaw<[{ day_start: Date; month_start: Date; year_start: Date }]>`
      SELECT
        ((date_trunc('day', now() AT TIME ZONE 'America/New_York') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC') AS day_start,
        ((date_trunc('month', now() AT TIME ZONE 'America/New_York') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC') AS month_start,
        ((date_trunc('year', now() AT TIME ZONE 'America/New_York') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC') AS year_start`;
    // "Earlier today" in New York, but never before the day began.
    const today = new Date(Math.max(dayStart.getTime() + 1000, now - 60_000));
    staleIsToday = now - 5 * HOUR >= dayStart.getTime();
    const db = figures.db;

    await user('rosa', { name: 'Ana Rosa', email: 'ana@example.com', createdAt: new Date(now - 30 * DAY) });
    await user('ben', {
      name: 'Ben Okafor',
      email: 'BEN.O@Example.org',
      createdAt: new Date(now - 20 * DAY),
    });
    await user('cy', {
      name: 'Cy Under_score',
      email: 'cy@example.net',
      createdAt: new Date(now - 10 * DAY),
    });
    await user('dee', {
      name: '',
      email: 'dee@example.com',
      createdAt: new Date(now - 5 * DAY),
      lastActiveAt: new Date(now - HOUR),
    });
    await user('eve', { name: 'Eve Percent', email: 'eve@example.com', createdAt: new Date(now - 2 * DAY) });

    await db.subscription.createMany({
      data: [
        {
          userId: ids.rosa!,
          plan: 'basic',
          status: 'active',
          minutesLeft: 100,
          validUntil: new Date(now + 20 * DAY),
        },
        { userId: ids.ben!, plan: 'standard', status: 'past_due', minutesLeft: 50 },
        { userId: ids.cy!, plan: 'premium', status: 'canceled', minutesLeft: 0 },
        {
          userId: ids.dee!,
          plan: 'starter',
          status: 'active',
          minutesLeft: 30,
          validUntil: new Date(now + 7 * DAY),
        },
        {
          userId: ids.eve!,
          plan: 'starter',
          status: 'active',
          minutesLeft: 30,
          validUntil: new Date(now - DAY),
        },
      ],
    });
    const mother = await db.phoneNumber.create({
      data: { userId: ids.rosa!, number: '+12155550101', name: 'Rosa Díaz', timezone: 'America/New_York' },
    });
    await db.phoneNumber.create({
      data: { userId: ids.rosa!, number: '+12155550102', name: 'Tomás', timezone: 'America/New_York' },
    });
    const father = await db.phoneNumber.create({
      data: {
        userId: ids.ben!,
        number: '+14125550103',
        name: 'Assistant Jones',
        timezone: 'America/New_York',
      },
    });

    const call = (key: string, data: Record<string, unknown>) =>
      db.call
        .create({
          data: {
            direction: 'inbound',
            type: 'regular',
            status: 'completed',
            ...data,
          } as never,
        })
        .then((row) => {
          ids[key] = row.id;
        });
    // Rosa's family: three answered calls in the last 30 days (60, 120, 90 s), one today.
    await call('today', {
      userId: ids.rosa,
      phoneNumberId: mother.id,
      startedAt: today,
      answeredAt: today,
      durationSeconds: 60,
    });
    await call('threeDays', {
      userId: ids.rosa,
      phoneNumberId: mother.id,
      type: 'outbound',
      direction: 'outbound',
      startedAt: new Date(now - 3 * DAY),
      answeredAt: new Date(now - 3 * DAY),
      durationSeconds: 120,
    });
    await call('tenDays', {
      userId: ids.rosa,
      phoneNumberId: mother.id,
      type: 'appointment',
      direction: 'outbound',
      startedAt: new Date(now - 10 * DAY),
      answeredAt: new Date(now - 10 * DAY),
      durationSeconds: 90,
    });
    // Not answered, and long ago: not in the average.
    await call('missed', {
      userId: ids.rosa,
      phoneNumberId: mother.id,
      type: 'outbound',
      direction: 'outbound',
      status: 'no-answer',
      startedAt: new Date(now - 2 * DAY),
      durationSeconds: 0,
    });
    await call('old', {
      userId: ids.ben,
      phoneNumberId: father.id,
      startedAt: new Date(now - 40 * DAY),
      answeredAt: new Date(now - 40 * DAY),
      durationSeconds: 1000,
    });
    // Live now, and a leftover "in progress" from hours ago that is not a live connection.
    const justAfter = new Date(today.getTime() + 500);
    await call('live', {
      userId: ids.ben,
      phoneNumberId: father.id,
      status: 'in-progress',
      startedAt: justAfter,
      answeredAt: justAfter,
    });
    await call('stale', {
      userId: ids.ben,
      phoneNumberId: father.id,
      status: 'in-progress',
      startedAt: new Date(now - 5 * HOUR),
      answeredAt: new Date(now - 5 * HOUR),
    });
    // An unknown caller.
    await call('commercial', {
      type: 'commercial',
      fromNumber: '+13125550199',
      status: 'completed',
      startedAt: new Date(now - 4 * DAY),
      answeredAt: new Date(now - 4 * DAY),
      durationSeconds: 30,
    });

    await db.callMinutesCharge.createMany({
      data: [
        { callId: ids.today!, userId: ids.rosa!, minutes: 1 },
        { callId: ids.threeDays!, userId: ids.rosa!, minutes: 2 },
        { callId: ids.tenDays!, userId: ids.rosa!, minutes: 2 },
        { callId: ids.old!, userId: ids.ben!, minutes: 17 },
      ],
    });

    // Missed-call alerts: one event this month sent on two channels, one more this month, one last month.
    const alert = (eventKey: string, channel: string, createdAt: Date, kind = 'missed_calls') =>
      db.alert.create({
        data: {
          userId: ids.rosa!,
          phoneNumberId: mother.id,
          kind,
          channel,
          destination: 'x',
          subject: 's',
          message: 'm',
          eventKey,
          status: 'sent',
          createdAt,
        },
      });
    await alert('missed:1', 'email', new Date(now - 1000));
    await alert('missed:1', 'sms', new Date(now - 1000));
    await alert('missed:2', 'email', new Date(now - 2000));
    await alert('missed:0', 'email', new Date(now - 45 * DAY));
    await alert('night:1', 'email', new Date(now - 1000), 'unusual_activity');

    // An emergency alert raised the way a call raises it reaches the family by SMS and e-mail as
    // one event (one key).
    await db.user.update({
      where: { id: ids.rosa! },
      data: { alertContact: '+12155550111', alertContactEmail: 'family@example.com' },
    });
    const channels = await db.$transaction((tx) =>
      raiseAlert({
        tx,
        userId: ids.rosa!,
        phoneNumberId: mother.id,
        callId: ids.today!,
        kind: 'emergency',
        subject: 'URGENT: Rosa Díaz may be having an emergency',
        message: 'Rosa Díaz may be having an emergency.',
      }),
    );
    expect(channels).toBe(2);
    // One event, one key, whatever the channels.
    const raised = await db.alert.findMany({ where: { kind: 'emergency' }, select: { eventKey: true } });
    expect(raised).toHaveLength(2);
    expect(raised[0]!.eventKey).toMatch(/^emergency:/);
    expect(raised[1]!.eventKey).toBe(raised[0]!.eventKey);
    // The referrals themselves are counted from crisis_referrals, one row each time a number or
    // a crisis line was given: two on Rosa's mother's call and one to an unknown caller this
    // month, one last month, one last year.
    const referral = (kind: string, createdAt: Date, callId: string | null) =>
      db.crisisReferral.create({ data: { kind, callId, language: 'en', layer: 'rules', createdAt } });
    await referral('self_harm', today, ids.today!);
    await referral('emergency', today, ids.today!);
    await referral('emergency', today, null);
    const lastMonth = new Date(monthStart.getTime() - DAY);
    lastMonthIsThisYear = lastMonth >= yearStart;
    await referral('self_harm', lastMonth, null);
    await referral('emergency', new Date(yearStart.getTime() - DAY), null);

    // The worker's every-minute schedule ran a moment ago.
    await db.$executeRaw`
      INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      VALUES ('calls_dispatch_due', now() - interval '1 day', now() - interval '30 seconds')`;

    admin = figures.client();
    expect((await admin.post('/api/admin/auth', { password: PASSWORD })).status).toBe(200);
  });

  afterAll(async () => {
    await figures?.stop();
  });

  it('counts every figure from the rows', async () => {
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 5,
      activeSubscriptions: 2, // basic active + standard past_due; not canceled, not trials
      callsToday: staleIsToday ? 3 : 2, // 'today' and 'live' (and the leftover when it began today)
      activeConnections: 1, // 'live'; the 5-hour-old leftover is not live
      monthlyRevenue: 29 + 49,
      averageCallDuration: 75, // (60 + 120 + 90 + 30) / 4, the 40-day-old call left out
      missedCallAlerts: 2, // two events this month, whatever the channels
      crisisReferralsMonth: 3, // an unknown caller's included
      crisisReferralsYear: lastMonthIsThisYear ? 4 : 3, // and last month's; never last year's
      systemHealth: 'healthy',
      healthNotes: [],
    });
  });

  it('reports warning, then critical, health from failures and a silent worker', async () => {
    const failed = await figures.db.alert.create({
      data: {
        userId: ids.rosa!,
        kind: 'emergency',
        channel: 'sms',
        destination: 'x',
        subject: 's',
        message: 'm',
        status: 'failed',
      },
    });
    let stats = (await admin.get('/api/admin/stats')).body;
    expect(stats.systemHealth).toBe('warning');
    expect(stats.healthNotes).toEqual(['1 family alerts could not be sent in the last 24 hours.']);

    await figures.db.$executeRaw`
      UPDATE graphile_worker._private_known_crontabs SET last_execution = now() - interval '20 minutes'
      WHERE identifier = 'calls_dispatch_due'`;
    stats = (await admin.get('/api/admin/stats')).body;
    expect(stats.systemHealth).toBe('critical');
    expect((stats.healthNotes as string[])[0]).toBe('The job worker has not run for 20 minutes.');

    await figures.db.alert.delete({ where: { id: failed.id } });
    await figures.db.$executeRaw`
      UPDATE graphile_worker._private_known_crontabs SET last_execution = now() - interval '30 seconds'
      WHERE identifier = 'calls_dispatch_due'`;
    expect((await admin.get('/api/admin/stats')).body.systemHealth).toBe('healthy');
  });

  it('lists calls newest first, in pages, for everyone or one user', async () => {
    const recent = await admin.get<Record<string, unknown>[]>('/api/admin/recent-calls');
    expect(recent.status).toBe(200);
    expect(recent.body).toHaveLength(5);
    expect(recent.body.map((c) => c.id)).toEqual([ids.live, ids.today, ids.stale, ids.missed, ids.threeDays]);
    const first = recent.body[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['callType', 'duration', 'id', 'phoneName', 'phoneNumber', 'status', 'timestamp', 'userId'].sort(),
    );

    const page1 = await admin.get<{ items: { id: string; timestamp: string }[]; total: number }>(
      '/api/admin/calls?page=1&pageSize=3',
    );
    const page3 = await admin.get<{ items: { id: string; timestamp: string }[]; total: number }>(
      '/api/admin/calls?page=3&pageSize=3',
    );
    expect(page1.body.total).toBe(8);
    expect(page1.body.items).toHaveLength(3);
    expect(page3.body.items).toHaveLength(2);
    const times = [...page1.body.items, ...page3.body.items].map((c) => Date.parse(c.timestamp));
    expect(times.slice(0, 3)).toEqual([...times.slice(0, 3)].sort((a, b) => b - a));
    expect(page3.body.items.at(-1)!.id).toBe(ids.old);

    const rosa = await admin.get<{ calls: Record<string, unknown>[]; total: number }>(
      `/api/admin/users/${ids.rosa}/calls`,
    );
    expect(rosa.status).toBe(200);
    expect(rosa.body.total).toBe(4);
    expect(rosa.body.calls.map((c) => c.id)).toEqual([ids.today, ids.missed, ids.threeDays, ids.tenDays]);
    expect(rosa.body.calls[0]).toMatchObject({
      phoneNumber: '+12155550101',
      phoneName: 'Rosa Díaz',
      callType: 'regular',
      duration: 60,
      status: 'completed',
      userId: ids.rosa,
    });
    expect(rosa.body.calls[2]).toMatchObject({ callType: 'outbound', duration: 120 });

    const commercial = (
      await admin.get<{ items: Record<string, unknown>[] }>('/api/admin/calls?pageSize=100')
    ).body.items.find((c) => c.id === ids.commercial);
    expect(commercial).toMatchObject({ phoneNumber: '+13125550199', callType: 'commercial', userId: null });
    expect(commercial).not.toHaveProperty('phoneName');

    expect((await admin.get(`/api/admin/users/${randomUUID()}/calls`)).status).toBe(404);
    expect((await admin.get('/api/admin/users/not-a-uuid/calls')).status).toBe(400);
    expect((await admin.get('/api/admin/calls?pageSize=1000')).status).toBe(400);
    expect((await admin.get('/api/admin/calls?page=0')).status).toBe(400);
  });

  it('lists users with numbers, subscription, minutes and last activity, searched in the database', async () => {
    const all = await admin.get<AdminUserItem[]>('/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.body.map((u) => u.email)).toEqual([
      'eve@example.com',
      'dee@example.com',
      'cy@example.net',
      'BEN.O@Example.org',
      'ana@example.com',
    ]);
    const byEmail = Object.fromEntries(all.body.map((u) => [u.email, u]));
    expect(byEmail['ana@example.com']).toMatchObject({
      id: ids.rosa,
      name: 'Ana Rosa',
      phoneNumbers: ['+12155550101', '+12155550102'],
      subscriptionStatus: 'active',
      totalMinutes: 5,
    });
    // Last activity: the latest call (today), later than sign-up.
    const rosaCalls = await figures.db.call.findUniqueOrThrow({ where: { id: ids.today! } });
    expect(byEmail['ana@example.com']!.lastActivity).toBe(rosaCalls.startedAt.toISOString());
    expect(byEmail['BEN.O@Example.org']).toMatchObject({ subscriptionStatus: 'past_due', totalMinutes: 17 });
    expect(byEmail['cy@example.net']).toMatchObject({
      subscriptionStatus: 'canceled',
      totalMinutes: 0,
      phoneNumbers: [],
    });
    expect(byEmail['dee@example.com']).toMatchObject({ name: '', subscriptionStatus: 'trial' });
    expect(Date.parse(byEmail['dee@example.com']!.lastActivity)).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(byEmail['eve@example.com']).toMatchObject({ subscriptionStatus: 'expired' });

    const search = async (q: string) =>
      (
        await admin.get<Record<string, unknown>[]>(`/api/admin/users?search=${encodeURIComponent(q)}`)
      ).body.map((u) => u.email);
    expect(await search('ROSA')).toEqual(['ana@example.com']); // name, any case
    expect(await search('example.ORG')).toEqual(['BEN.O@Example.org']); // e-mail, any case
    expect(await search('  okafor ')).toEqual(['BEN.O@Example.org']);
    expect(await search('_')).toEqual(['cy@example.net']); // a literal underscore, not a wildcard
    expect(await search('%')).toEqual([]); // a literal percent sign
    expect(await search('nobody')).toEqual([]);

    const paged = await admin.get<{ result: { data: { json: { items: unknown[]; total: number } } } }>(
      `/trpc/admin.users?input=${encodeURIComponent(JSON.stringify({ json: { search: 'example.com', page: 2, pageSize: 2 } }))}`,
    );
    expect(paged.body.result.data.json.total).toBe(3);
    expect(paged.body.result.data.json.items).toHaveLength(1);
  });

  it('serves a call transcript as Speaker: message lines', async () => {
    await figures.db.transcriptTurn.createMany({
      data: [
        { callId: ids.live!, seq: 0, speaker: 'assistant', text: 'Hello, this is Porchlight.' },
        { callId: ids.live!, seq: 1, speaker: 'user', text: 'Hello dear:\nit is cold today' },
        { callId: ids.live!, seq: 2, speaker: 'assistant', text: 'Shall I remind you', interrupted: true },
        { callId: ids.live!, seq: 3, speaker: 'user', text: '   ' },
      ],
    });
    const res = await admin.get<Record<string, unknown>>(`/api/admin/call-transcript/${ids.live}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phoneNumber: '+14125550103',
      callDuration: 0,
      callType: 'regular',
    });
    // The loved one is called "Assistant Jones": that must not read as the companion.
    expect(res.body.transcript).toBe(
      [
        'Assistant: Hello, this is Porchlight.',
        'Caller: Hello dear: it is cold today',
        'Assistant: Shall I remind you —',
      ].join('\n'),
    );
    expect(parseTranscript(res.body.transcript as string)).toEqual([
      { speaker: 'Assistant', message: 'Hello, this is Porchlight.', assistant: true },
      { speaker: 'Caller', message: 'Hello dear: it is cold today', assistant: false },
      { speaker: 'Assistant', message: 'Shall I remind you —', assistant: true },
    ]);
    const rosa = await figures.db.transcriptTurn.create({
      data: { callId: ids.today!, seq: 0, speaker: 'user', text: 'Good morning' },
    });
    expect((await admin.get(`/api/admin/call-transcript/${ids.today}`)).body.transcript).toBe(
      'Rosa: Good morning',
    );
    expect(rosa).toBeTruthy();
    const empty = await admin.get(`/api/admin/call-transcript/${ids.old}`);
    expect(empty.body).toMatchObject({ transcript: '', callDuration: 1000 });
    expect((await admin.get(`/api/admin/call-transcript/${randomUUID()}`)).status).toBe(404);
  });

  it('streams a local recording with byte ranges, and explains when there is none', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const stored = await createLocalRecordings(localRecordingsDir(figures.config)).save(
      ids.today!,
      'wav',
      bytes,
    );
    await figures.db.call.update({
      where: { id: ids.today! },
      data: {
        recordingSid: stored.sid,
        recordingUrl: stored.url,
        recordingDurationSeconds: 58,
        recordingConsent: true,
      },
    });

    const info = await admin.get<CallAudioInfo>(`/api/admin/call-audio/${ids.today}`);
    expect(info.body).toEqual({
      available: true,
      audioUrl: `/api/admin/call-audio/${ids.today}/file`,
      duration: 58,
      format: 'wav',
      message: null,
    });

    const whole = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);

    const part = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader, range: 'bytes=100-149' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-149/1000');
    expect(part.headers.get('content-length')).toBe('50');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 150));

    const tail = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader, range: 'bytes=-10' },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
    const open = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader, range: 'bytes=990-' },
    });
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');

    const beyond = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader, range: 'bytes=5000-6000' },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');

    const download = await fetch(`${figures.url}${info.body.audioUrl}?download=1`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="call-audio-${ids.today}.wav"`,
    );
    await download.arrayBuffer();

    // The family's own session cannot fetch the audio.
    expect((await fetch(`${figures.url}${info.body.audioUrl}`)).status).toBe(401);

    // Not recorded: unanswered, declined consent, or simply none.
    expect((await admin.get(`/api/admin/call-audio/${ids.missed}`)).body).toEqual({
      available: false,
      audioUrl: null,
      duration: null,
      format: null,
      message: 'The call was not answered, so nothing was recorded.',
    });
    await figures.db.call.update({ where: { id: ids.tenDays! }, data: { recordingConsent: false } });
    expect((await admin.get(`/api/admin/call-audio/${ids.tenDays}`)).body.message).toBe(
      'The caller did not agree to recording, so only the transcript was kept.',
    );
    expect((await admin.get(`/api/admin/call-audio/${ids.live}`)).body.message).toBe(
      'The call is still going on; its recording will be ready after it ends.',
    );
    expect((await admin.get(`/api/admin/call-audio/${ids.old}`)).body.message).toBe(
      'No recording is available for this call.',
    );
    expect((await admin.get(`/api/admin/call-audio/${ids.old}/file`)).status).toBe(404);
  });

  it("keeps the local phone's microphone recording only for a call whose caller agreed", async () => {
    await figures.db.call.update({
      where: { id: ids.threeDays! },
      data: { relayToken: 'relay-token-1', recordingConsent: true },
    });
    await figures.db.call.update({
      where: { id: ids.commercial! },
      data: { relayToken: 'relay-token-2', recordingConsent: null },
    });
    const upload = (
      callId: string,
      token: string,
      type = 'audio/webm',
      body: Buffer = Buffer.from('OggS-like bytes'),
    ) =>
      fetch(`${figures.url}/dev/phone/recording?callId=${callId}&token=${token}&duration=7`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(body),
      });
    expect((await upload(ids.threeDays!, 'wrong')).status).toBe(404);
    expect((await upload(ids.threeDays!, 'relay-token-1', 'text/plain')).status).toBe(400);
    expect((await upload(ids.threeDays!, 'relay-token-1', 'audio/webm', Buffer.alloc(0))).status).toBe(400);
    const refused = await upload(ids.commercial!, 'relay-token-2');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'The caller did not agree to recording, so the audio was not kept.',
    );
    expect((await upload(ids.threeDays!, 'relay-token-1', 'audio/webm;codecs=opus')).status).toBe(200);
    expect((await upload(ids.threeDays!, 'relay-token-1')).status).toBe(409);

    const info = await admin.get<CallAudioInfo>(`/api/admin/call-audio/${ids.threeDays}`);
    expect(info.body).toMatchObject({ available: true, format: 'webm', duration: 7 });
    const file = await fetch(`${figures.url}${info.body.audioUrl}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(file.headers.get('content-type')).toBe('audio/webm');
    expect(await file.text()).toBe('OggS-like bytes');
  });

  it('says the audio is gone once the 24-hour deletion has run', async () => {
    const { purgeRecordings } = await import('../../src/server/calls/purge-recordings.ts');
    await figures.db.call.update({
      where: { id: ids.today! },
      data: { endedAt: new Date(Date.now() - 25 * HOUR) },
    });
    expect(await purgeRecordings({ deps: figures.deps })).toBe(1);
    const info = await admin.get<CallAudioInfo>(`/api/admin/call-audio/${ids.today}`);
    expect(info.body).toEqual({
      available: false,
      audioUrl: null,
      duration: null,
      format: null,
      message:
        'The recording was deleted 24 hours after the call, as the privacy policy promises. The transcript is kept.',
    });
    expect((await admin.get(`/api/admin/call-audio/${ids.today}/file`)).status).toBe(404);
    // The local file itself is gone too.
    await expect(
      createLocalRecordings(localRecordingsDir(figures.config)).open(
        { sid: `local-rec-${ids.today}`, url: `local:${ids.today}.wav` },
        undefined,
      ),
    ).rejects.toBeInstanceOf(RecordingGoneError);
  });
});

describe('Twilio recordings', () => {
  let media: Server;
  const seen: { url?: string; auth?: string; range?: string }[] = [];
  const audio = Buffer.from(Array.from({ length: 400 }, (_, i) => i % 200));

  beforeAll(async () => {
    media = createServer((req, res) => {
      seen.push({ url: req.url, auth: req.headers.authorization, range: req.headers.range });
      if (!req.url?.includes('RE_present')) {
        res.writeHead(404).end();
        return;
      }
      const match = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
      if (match) {
        const [start, end] = [Number(match[1]), Number(match[2])];
        res.writeHead(206, {
          'content-type': 'audio/mpeg',
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${audio.length}`,
        });
        res.end(audio.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(audio.length) }).end(audio);
    });
    await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
  });

  afterAll(async () => {
    await new Promise<void>((r) => media?.close(() => r()));
  });

  it('fetches the mp3 with the account credentials and passes byte ranges through', async () => {
    const telephony = createTwilioTelephony({
      TWILIO_ACCOUNT_SID: 'AC_test',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_PHONE_NUMBER: '+12155550100',
      TWILIO_API_BASE: `http://127.0.0.1:${(media.address() as AddressInfo).port}`,
    });
    const url = 'https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/RE_present';
    const part = await telephony.openRecording({ sid: 'RE_present', url }, 'bytes=10-19');
    expect(part).toMatchObject({
      status: 206,
      contentType: 'audio/mpeg',
      contentLength: 10,
      contentRange: 'bytes 10-19/400',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of part.body!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(audio.subarray(10, 20));
    expect(seen.at(-1)).toEqual({
      url: '/2010-04-01/Accounts/AC_test/Recordings/RE_present.mp3',
      auth: `Basic ${Buffer.from('AC_test:secret-token').toString('base64')}`,
      range: 'bytes=10-19',
    });
    const whole = await telephony.openRecording({ sid: 'RE_present', url }, undefined);
    expect(whole).toMatchObject({ status: 200, contentLength: 400, contentRange: null });
    whole.body?.resume();
    await expect(
      telephony.openRecording({ sid: 'RE_gone', url: url.replace('RE_present', 'RE_gone') }, undefined),
    ).rejects.toBeInstanceOf(RecordingGoneError);
  });
});
