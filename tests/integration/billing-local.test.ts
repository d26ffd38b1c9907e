// The local payments provider: checkout and portal pages of the app itself, ending in the same
// event processing as Stripe's webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCallMinutes } from '../../src/server/billing/record-call-minutes.ts';
import { enqueueJob } from '../../src/server/worker/enqueue.ts';
import type { TestClient } from '../support/http-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true });
});
afterAll(async () => {
  await app?.stop();
});

async function query<T>(client: TestClient, path: string, input?: unknown) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await client.get<{ result: { data: { json: T } }; error?: { json: { message: string } } }>(
    `/trpc/${path}${qs}`,
  );
  return { status: res.status, data: res.body.result?.data.json, error: res.body.error?.json.message };
}
async function mutate<T>(client: TestClient, path: string, input?: unknown) {
  const res = await client.post<{ result: { data: { json: T } }; error?: { json: { message: string } } }>(
    `/trpc/${path}`,
    {
      json: input,
    },
  );
  return { status: res.status, data: res.body.result?.data.json, error: res.body.error?.json.message };
}

async function subscriptionOf(client: TestClient) {
  return (
    await client.get<{ status: string; plan: string; minutes_left: number; valid_until: string }>(
      '/api/user/subscription',
    )
  ).body;
}

async function checkout(client: TestClient, planId: string) {
  const plans = (await client.get<{ plans: { id: string; priceId: string }[] }>('/api/subscription-plans'))
    .body.plans;
  const priceId = plans.find((p) => p.id === planId)!.priceId;
  const res = await client.post<{ url: string; sessionId: string }>('/api/stripe/create-checkout-session', {
    priceId,
    successUrl: `${app.url}/dashboard/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app.url}/dashboard`,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('local checkout', () => {
  it('shows the plan and price, and paying activates it through the event path', async () => {
    const { client } = await signedInClient(app, 'local');
    const session = await checkout(client, 'standard');
    expect(session.url).toBe(`/local-pay/checkout/${session.sessionId}`);

    const page = await query<{ plan: { name: string; price: number; nMinutes: number }; status: string }>(
      client,
      'localPay.checkout',
      { id: session.sessionId },
    );
    expect(page.data).toMatchObject({ status: 'open', plan: { name: 'Standard', price: 49, nMinutes: 300 } });

    const paid = await mutate<{ redirectUrl: string }>(client, 'localPay.completeCheckout', {
      id: session.sessionId,
    });
    expect(paid.data?.redirectUrl).toBe(`${app.url}/dashboard/${session.sessionId}`);
    expect(await subscriptionOf(client)).toMatchObject({
      status: 'active',
      plan: 'Standard',
      minutes_left: 300,
    });
    expect(
      await app.db.processedBillingEvent.count({ where: { id: { startsWith: 'levt_' } } }),
    ).toBeGreaterThanOrEqual(2);

    // Paying twice (a double click, the back button) changes nothing.
    const again = await mutate<{ redirectUrl: string }>(client, 'localPay.completeCheckout', {
      id: session.sessionId,
    });
    expect(again.data?.redirectUrl).toBe(paid.data?.redirectUrl);
    expect(
      await app.db.localSubscription.count({
        where: {
          customerId: { startsWith: 'lcus_' },
          userId: (await client.get<{ id: string }>('/api/user/me')).body.id,
        },
      }),
    ).toBe(1);

    const confirmed = await mutate<{ complete: boolean; subscription: { plan: string } }>(
      client,
      'billing.confirmCheckout',
      {
        sessionId: session.sessionId,
      },
    );
    expect(confirmed.data).toMatchObject({ complete: true, subscription: { plan: 'Standard' } });
  });

  it("keeps one family's checkout away from another", async () => {
    const a = await signedInClient(app, 'local');
    const b = await signedInClient(app, 'local');
    const session = await checkout(a.client, 'basic');
    expect((await query(b.client, 'localPay.checkout', { id: session.sessionId })).status).toBe(404);
    expect((await mutate(b.client, 'localPay.completeCheckout', { id: session.sessionId })).status).toBe(404);
    expect(await subscriptionOf(a.client)).toMatchObject({ plan: 'Starter' });
  });
});

describe('local billing portal', () => {
  it('upgrades now, downgrades at renewal, refills on renewal and ends a cancelled plan at the period end', async () => {
    const { client, userId } = await signedInClient(app, 'local');
    const portalUrl = (await client.post<{ url: string }>('/api/stripe/create-customer-portal-session'))
      .status;
    expect(portalUrl).toBe(404); // no billing account before checkout
    const session = await checkout(client, 'basic');
    await mutate(client, 'localPay.completeCheckout', { id: session.sessionId });
    expect((await client.post<{ url: string }>('/api/stripe/create-customer-portal-session')).body.url).toBe(
      '/local-pay/portal',
    );

    await recordCallMinutes({ db: app.db, userId, callId: crypto.randomUUID(), seconds: 20 * 60 });
    expect(
      (await mutate(client, 'localPay.portalAction', { action: 'change_plan', planId: 'premium' })).status,
    ).toBe(200);
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Premium', minutes_left: 100 + 480 });

    await mutate(client, 'localPay.portalAction', { action: 'change_plan', planId: 'standard' });
    const portal = await query<{ subscription: { plan: { name: string }; pendingPlan: { name: string } } }>(
      client,
      'localPay.portal',
    );
    expect(portal.data?.subscription).toMatchObject({
      plan: { name: 'Premium' },
      pendingPlan: { name: 'Standard' },
    });
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Premium', minutes_left: 580 });

    const before = (await subscriptionOf(client)).valid_until;
    await mutate(client, 'localPay.portalAction', { action: 'renew' });
    const renewed = await subscriptionOf(client);
    expect(renewed).toMatchObject({ status: 'active', plan: 'Standard', minutes_left: 300 });
    expect(Date.parse(renewed.valid_until)).toBeGreaterThan(Date.parse(before));

    await mutate(client, 'localPay.portalAction', { action: 'cancel' });
    expect(await subscriptionOf(client)).toMatchObject({ status: 'active', plan: 'Standard' });
    await mutate(client, 'localPay.portalAction', { action: 'renew' });
    expect(await subscriptionOf(client)).toMatchObject({ status: 'none', plan: 'none', minutes_left: 0 });
  });

  it('a failed renewal turns the plan past due and e-mails the family; paying restores it', async () => {
    const { client, email } = await signedInClient(app, 'local');
    const session = await checkout(client, 'standard');
    await mutate(client, 'localPay.completeCheckout', { id: session.sessionId });
    await mutate(client, 'localPay.portalAction', { action: 'fail_payment' });
    expect(await subscriptionOf(client)).toMatchObject({ status: 'past_due', plan: 'Standard' });
    const mail = await app.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your Porchlight payment did not go through');
    expect(mail.text).toContain(`${app.config.publicUrl}/billing/portal`);
    await mutate(client, 'localPay.portalAction', { action: 'pay' });
    expect(await subscriptionOf(client)).toMatchObject({
      status: 'active',
      plan: 'Standard',
      minutes_left: 300,
    });
  });

  it('validates portal actions on the server', async () => {
    const { client } = await signedInClient(app, 'local');
    expect((await mutate(client, 'localPay.portalAction', { action: 'renew' })).error).toBe(
      'There is no plan to change.',
    );
    expect(
      (await mutate(client, 'localPay.portalAction', { action: 'change_plan', planId: 'starter' })).status,
    ).toBe(400);
    expect((await mutate(client, 'localPay.portalAction', { action: 'explode' })).status).toBe(400);
  });

  it('answers customer-session with no client secret', async () => {
    const { client } = await signedInClient(app, 'local');
    const res = await client.get('/api/stripe/customer-session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ client_secret: null });
  });

  it('has no Stripe webhook', async () => {
    const res = await app.client().request('POST', '/api/stripe/webhook', {
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
  });
});

describe('billing__purge_events', () => {
  it('forgets event ids after 90 days and keeps recent ones', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    await app.db.processedBillingEvent.createMany({
      data: [
        { id: 'evt_purge_old', type: 'invoice.paid', processedAt: old },
        { id: 'evt_purge_new', type: 'invoice.paid' },
      ],
    });
    await enqueueJob(app.db, 'billing__purge_events', {});
    const deadline = Date.now() + 10_000;
    while (await app.db.processedBillingEvent.findUnique({ where: { id: 'evt_purge_old' } })) {
      if (Date.now() > deadline) throw new Error('old event id was not purged');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await app.db.processedBillingEvent.findUnique({ where: { id: 'evt_purge_new' } })).not.toBeNull();
  });
});
