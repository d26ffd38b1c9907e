import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function signedIn(): Promise<TestClient> {
  return (await signedInClient(app)).client;
}

let numberSeq = 1000;
const freshNumber = () => `+1215555${String(numberSeq++).padStart(4, '0')}`;

const record = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  name: 'Margaret',
  relationship: 'mother',
  state: 'PA',
  timezone: 'America/New_York',
  missed_call_alert_threshold: 3,
  unusual_activity_alert: true,
  general_updates: true,
  ...extra,
});

describe('phone numbers', () => {
  it('creates, lists, updates and deletes, normalising to E.164 and storing the time zone', async () => {
    const client = await signedIn();
    const number = freshNumber();
    const formatted = `+1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    const created = await client.post(
      '/api/phone-numbers',
      record(formatted, { state: 'TX', number: '(915) 555-0100' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number: '+19155550100', state: 'TX', timezone: 'America/Denver' });

    const second = await client.post('/api/phone-numbers', record(formatted));
    expect(second.body).toMatchObject({
      number,
      timezone: 'America/New_York',
      missed_call_alert_threshold: 3,
    });

    const list = await client.get<{ number: string }[]>('/api/phone-numbers');
    expect(list.body.map((p) => p.number)).toEqual(['+19155550100', number]);

    const updated = await client.request('PUT', `/api/phone-numbers/${encodeURIComponent(number)}`, {
      json: record(number, { name: 'Mom', missed_call_alert_threshold: null, general_updates: false }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Mom',
      missed_call_alert_threshold: null,
      general_updates: false,
    });

    const removed = await client.request('DELETE', `/api/phone-numbers/${encodeURIComponent(number)}`);
    expect(removed.body).toEqual({ success: true });
    expect((await client.get<unknown[]>('/api/phone-numbers')).body).toHaveLength(1);
  });

  it('changes the number itself on update', async () => {
    const client = await signedIn();
    const before = freshNumber();
    const after = freshNumber();
    await client.post('/api/phone-numbers', record(before));
    const res = await client.request('PUT', `/api/phone-numbers/${encodeURIComponent(before)}`, {
      json: record(after),
    });
    expect(res.body).toMatchObject({ number: after });
    expect((await client.get<{ number: string }[]>('/api/phone-numbers')).body.map((p) => p.number)).toEqual([
      after,
    ]);
  });

  it('answers 409 with the spec text when another account has the number', async () => {
    const number = freshNumber();
    await (await signedIn()).post('/api/phone-numbers', record(number));
    const res = await (await signedIn()).post('/api/phone-numbers', record(number));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error:
        'This phone number is already active on another account with a valid subscription. Please use a different phone number.',
    });
  });

  it('refuses the same number twice on one account with a clear 400', async () => {
    const client = await signedIn();
    const number = freshNumber();
    await client.post('/api/phone-numbers', record(number));
    const res = await client.post('/api/phone-numbers', record(number));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'This phone number is already on your account.' });
  });

  it.each([
    [{ number: '' }, 'Phone number is required'],
    [{ number: '+44 20 7946 0958' }, 'Only +1 (US/Canada), +33 (France), and +34 (Spain) are supported'],
    [{ number: '+1 (123) 555-0100' }, 'valid area code: 123 is not a known US area code'],
    [{ number: '215.555.0100' }, 'Phone number contains invalid characters'],
    [{ name: '  ' }, 'Name is required'],
    [{ state: 'ZZ' }, 'Please choose a state or country from the list'],
    [{ relationship: 'cousin' }, 'Please choose a relationship from the list'],
    [
      { missed_call_alert_threshold: 4 },
      'Missed-call alerts can be after 1, 2, 3, 5 or 10 missed calls, or never',
    ],
    [{ general_updates: 'yes' }, 'general_updates must be true or false'],
  ])('400s with the spec text for %j', async (override, message) => {
    const client = await signedIn();
    const res = await client.post('/api/phone-numbers', record(freshNumber(), override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message });
  });

  it('never touches another account’s number (404)', async () => {
    const owner = await signedIn();
    const number = freshNumber();
    await owner.post('/api/phone-numbers', record(number));
    const stranger = await signedIn();
    const put = await stranger.request('PUT', `/api/phone-numbers/${encodeURIComponent(number)}`, {
      json: record(number, { name: 'Hijacked' }),
    });
    expect(put.status).toBe(404);
    const del = await stranger.request('DELETE', `/api/phone-numbers/${encodeURIComponent(number)}`);
    expect(del.status).toBe(404);
    expect((await stranger.get<unknown[]>('/api/phone-numbers')).body).toEqual([]);
    expect((await owner.get<{ name: string }[]>('/api/phone-numbers')).body[0]?.name).toBe('Margaret');
  });

  it('requires sign-in (401) and turns bad JSON into 400', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/phone-numbers')).status).toBe(401);
    expect((await anonymous.post('/api/phone-numbers', record(freshNumber()))).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/phone-numbers/%2B12155550100')).status).toBe(401);
    const client = await signedIn();
    const bad = await client.request('POST', '/api/phone-numbers', {
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'The request body is not valid JSON' });
  });
});

describe('account', () => {
  it('completes onboarding with the name and alert contacts, or with profileSkipped', async () => {
    const client = await signedIn();
    const res = await client.post('/api/user/complete-onboarding', {
      porchlight_user_name: 'Margaret',
      alert_contact: '(215) 555-0199',
      alert_contact_email: 'Family@Example.com',
    });
    expect(res.status).toBe(200);
    const me = await client.get('/api/user/me');
    expect(me.body).toMatchObject({
      name: 'Margaret',
      onboarding_step: 'completed',
      alert_contact: '+12155550199',
      alert_contact_email: 'Family@Example.com',
    });

    const skipper = await signedIn();
    await skipper.post('/api/user/complete-onboarding', { profileSkipped: true });
    expect((await skipper.get('/api/user/me')).body).toMatchObject({
      onboarding_step: 'completed',
      name: null,
    });

    const bad = await (
      await signedIn()
    ).post('/api/user/complete-onboarding', { alert_contact_email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Please enter a valid email address' });
  });

  it('updates only the alert contacts sent, and a new alert phone starts opted in', async () => {
    const client = await signedIn();
    await client.request('PUT', '/api/user/profile', { json: { alert_contact_email: 'a@example.com' } });
    await app.db.user.updateMany({
      where: { alertContactEmail: 'a@example.com' },
      data: { alertContactRcsDisabled: true },
    });
    const res = await client.request('PUT', '/api/user/profile', {
      json: { alert_contact: '+1 (412) 555-0111' },
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/user/me')).body).toMatchObject({
      alert_contact: '+14125550111',
      alert_contact_email: 'a@example.com',
      alert_contact_rcs_disabled: false,
    });
    const none = await client.request('PUT', '/api/user/profile', { json: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      error: 'Provide at least one contact method (phone or email) to receive notifications.',
    });
    const badPhone = await client.request('PUT', '/api/user/profile', { json: { alert_contact: '12' } });
    expect(badPhone.body).toMatchObject({ error: 'Phone number must have at least 10 digits' });
  });

  it('deletes the account and everything it owns, and signs out', async () => {
    const client = await signedIn();
    const me = await client.get<{ id: string; email: string }>('/api/user/me');
    await client.post('/api/phone-numbers', record(freshNumber()));
    const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId: me.body.id } });
    await app.db.call.create({
      data: { userId: me.body.id, phoneNumberId: phone.id, direction: 'inbound', type: 'regular' },
    });

    const res = await client.request('DELETE', '/api/user/me');
    expect(res.body).toEqual({ success: true });
    expect((await client.get('/api/user/me')).status).toBe(401);
    expect(await app.db.user.count({ where: { id: me.body.id } })).toBe(0);
    expect(await app.db.phoneNumber.count({ where: { userId: me.body.id } })).toBe(0);
    expect(await app.db.call.count({ where: { userId: me.body.id } })).toBe(0);
    expect(await app.db.session.count({ where: { userId: me.body.id } })).toBe(0);

    // The same address signs up again as a new account.
    const again = await app
      .client()
      .post('/api/auth/email/login', { email: me.body.email }, { 'x-forwarded-for': '10.99.0.1' });
    expect(again.body).toMatchObject({ firstLogin: true });
  });

  it('reports this month’s calls and today’s minutes from real rows', async () => {
    const client = await signedIn();
    expect((await client.get('/api/dashboard/stats')).body).toEqual({
      stats: { totalCallsMonth: 0, dailyUsage: 0 },
    });
    const me = await client.get<{ id: string }>('/api/user/me');
    const now = new Date();
    await app.db.call.createMany({
      data: [
        {
          userId: me.body.id,
          direction: 'inbound',
          type: 'regular',
          status: 'completed',
          startedAt: now,
          durationSeconds: 61,
        },
        {
          userId: me.body.id,
          direction: 'outbound',
          type: 'outbound',
          status: 'completed',
          startedAt: now,
          durationSeconds: 30,
        },
        { userId: me.body.id, direction: 'outbound', type: 'outbound', status: 'no-answer', startedAt: now },
        // last year: counts for neither
        {
          userId: me.body.id,
          direction: 'inbound',
          type: 'regular',
          startedAt: new Date(now.getTime() - 400 * 86_400_000),
          durationSeconds: 600,
        },
      ],
    });
    // 61 s → 2 minutes, 30 s → 1 minute (rounded up per call)
    expect((await client.get('/api/dashboard/stats')).body).toEqual({
      stats: { totalCallsMonth: 3, dailyUsage: 3 },
    });
    expect((await app.client().get('/api/dashboard/stats')).status).toBe(401);
  });
});
