import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireTrials } from '../../src/server/billing/expire-trials.ts';
import { billableMinutes, recordCallMinutes } from '../../src/server/billing/record-call-minutes.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const account = () => signedInClient(app, 'sub');

describe('subscription', () => {
  it('starts every new account on the Starter trial: active, 14 days, 30 minutes', async () => {
    const { client } = await account();
    const res = await client.get<{ status: string; plan: string; valid_until: string; minutes_left: number }>(
      '/api/user/subscription',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', plan: 'Starter', minutes_left: 30 });
    const days = (Date.parse(res.body.valid_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    expect((await app.client().get('/api/user/subscription')).status).toBe(401);
  });

  it('reads an expired trial as none, and the expiry job ends the rest', async () => {
    const a = await account();
    const b = await account();
    const past = new Date(Date.now() - 60_000);
    await app.db.subscription.updateMany({
      where: { userId: { in: [a.userId, b.userId] } },
      data: { validUntil: past },
    });

    expect((await a.client.get('/api/user/subscription')).body).toMatchObject({
      status: 'none',
      plan: 'none',
      minutes_left: 0,
    });
    expect(await expireTrials({ db: app.db })).toBeGreaterThanOrEqual(1);
    expect(await app.db.subscription.findUnique({ where: { userId: b.userId } })).toMatchObject({
      status: 'none',
    });
    expect(await expireTrials({ db: app.db })).toBe(0); // idempotent
  });

  it('no longer blocks a number held by an account whose trial has ended (409 rule)', async () => {
    const number = '+14125550177';
    const holder = await account();
    const record = { number, name: 'Nana', state: 'PA' };
    expect((await holder.client.post('/api/phone-numbers', record)).status).toBe(201);
    const other = await account();
    expect((await other.client.post('/api/phone-numbers', record)).status).toBe(409);
    await app.db.subscription.update({ where: { userId: holder.userId }, data: { status: 'none' } });
    expect((await other.client.post('/api/phone-numbers', record)).status).toBe(201);
  });
});

describe('recordCallMinutes', () => {
  it('rounds up per call', () => {
    expect([0, 1, 59, 60, 61, 3600].map(billableMinutes)).toEqual([0, 1, 1, 1, 2, 60]);
  });

  it('deducts each call exactly once, even when the same call is recorded concurrently', async () => {
    const { userId } = await account();
    const callId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => recordCallMinutes({ db: app.db, userId, callId, seconds: 125 })),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(await app.db.subscription.findUnique({ where: { userId } })).toMatchObject({ minutesLeft: 27 });

    await Promise.all(
      Array.from({ length: 5 }, () =>
        recordCallMinutes({ db: app.db, userId, callId: randomUUID(), seconds: 60 }),
      ),
    );
    expect(await app.db.subscription.findUnique({ where: { userId } })).toMatchObject({ minutesLeft: 22 });
  });

  it('never goes below zero', async () => {
    const { userId } = await account();
    await recordCallMinutes({ db: app.db, userId, callId: randomUUID(), seconds: 45 * 60 });
    expect(await app.db.subscription.findUnique({ where: { userId } })).toMatchObject({ minutesLeft: 0 });
  });
});

describe('GET /api/subscription-plans', () => {
  it('lists the purchasable plans with prices, minutes and local price references', async () => {
    const res = await app.client().get<{ plans: Record<string, unknown>[] }>('/api/subscription-plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p) => p.id)).toEqual(['basic', 'standard', 'premium']);
    expect(res.body.plans.find((p) => p.id === 'standard')).toMatchObject({
      name: 'Standard',
      price: 49,
      originalPrice: 59,
      discountPercentage: 17,
      nMinutes: 300,
      priceId: 'local_standard',
    });
    expect(res.body.plans.find((p) => p.id === 'basic')).not.toHaveProperty('originalPrice');
  });

  it('uses STRIPE_PRICE_<PLAN> when configured', async () => {
    const other = await startTestApp({ env: { STRIPE_PRICE_STANDARD: 'price_123standard' } });
    try {
      const res = await other
        .client()
        .get<{ plans: { id: string; priceId: string }[] }>('/api/subscription-plans');
      expect(res.body.plans.find((p) => p.id === 'standard')?.priceId).toBe('price_123standard');
      expect(res.body.plans.find((p) => p.id === 'basic')?.priceId).toBe('local_basic');
    } finally {
      await other.stop();
    }
  });
});
