// Billing through Stripe's real SDK: the app talks to a fake Stripe HTTP API (STRIPE_API_BASE)
// and receives webhooks signed with the SDK's generateTestHeaderString.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCallMinutes } from '../../src/server/billing/record-call-minutes.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/http-client.ts';

const WEBHOOK_SECRET = 'whsec_test_porchlight';
const PRICES = { basic: 'price_basic_test', standard: 'price_standard_test', premium: 'price_premium_test' };
const stripe = new Stripe('sk_test_unused');

let app: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({
    worker: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_BASIC: PRICES.basic,
      STRIPE_PRICE_STANDARD: PRICES.standard,
      STRIPE_PRICE_PREMIUM: PRICES.premium,
      PUBLIC_URL: 'https://porchlight.test',
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await fake?.stop();
});

async function sendWebhook(payload: string, signature?: string) {
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.client().request('POST', '/api/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  });
}

async function waitForEvents(timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await app.db.$queryRaw<{ n: bigint; error: string | null }[]>`
      SELECT count(*) AS n, max(last_error) AS error FROM graphile_worker.jobs
      WHERE task_identifier = 'billing__process_event'`;
    if (rows[0]?.error) throw new Error(`billing__process_event failed: ${rows[0].error}`);
    if (rows[0]?.n === 0n) return;
    if (Date.now() > deadline) throw new Error('billing events still queued');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function subscriptionOf(client: TestClient) {
  return (
    await client.get<{ status: string; plan: string; valid_until: string | null; minutes_left: number }>(
      '/api/user/subscription',
    )
  ).body;
}

const checkoutBody = (priceId: string) => ({
  priceId,
  successUrl: 'https://porchlight.test/dashboard/{CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://porchlight.test/dashboard',
});

/** A signed-in account that has paid for `plan` through checkout (webhook delivered). */
async function subscribed(plan: keyof typeof PRICES = 'standard') {
  const account = await signedInClient(app, 'stripe');
  const res = await account.client.post<{ url: string; sessionId: string }>(
    '/api/stripe/create-checkout-session',
    checkoutBody(PRICES[plan]),
  );
  expect(res.status).toBe(200);
  const sub = fake.completeCheckout(res.body.sessionId);
  const event = fake.eventPayload('checkout.session.completed', fake.sessions.get(res.body.sessionId));
  expect((await sendWebhook(event.payload)).status).toBe(200);
  await waitForEvents();
  return { ...account, sessionId: res.body.sessionId, subscriptionId: sub.id };
}

describe('checkout', () => {
  it('creates a subscription checkout with the price, return URLs, client_reference_id and a customer it reuses', async () => {
    const { client, userId, email } = await signedInClient(app, 'stripe');
    const first = await client.post<{ url: string }>(
      '/api/stripe/create-checkout-session',
      checkoutBody(PRICES.standard),
    );
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    const sent = created.at(-1)!.form;
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      'line_items[0][price]': PRICES.standard,
      'line_items[0][quantity]': '1',
      success_url: 'https://porchlight.test/dashboard/{CHECKOUT_SESSION_ID}',
      cancel_url: 'https://porchlight.test/dashboard',
      'subscription_data[metadata][userId]': userId,
    });
    const customer = fake.customers.get(sent.customer!);
    expect(customer?.email).toBe(email);

    // A second checkout (the family went back and chose again) reuses the same customer.
    const second = await client.post('/api/stripe/create-checkout-session', checkoutBody(PRICES.basic));
    expect(second.status).toBe(200);
    const forUser = fake.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === userId,
    );
    expect(forUser.map((r) => r.form.customer)).toEqual([sent.customer, sent.customer]);
    expect(
      fake.requests.filter((r) => r.path === '/v1/customers' && r.form['metadata[userId]'] === userId),
    ).toHaveLength(1);
  });

  it('refuses unknown prices, foreign return URLs and a missing session placeholder', async () => {
    const { client } = await signedInClient(app, 'stripe');
    const bad = async (body: unknown) =>
      client.post<{ error: string }>('/api/stripe/create-checkout-session', body);
    expect((await bad(checkoutBody('price_someone_else'))).body.error).toBe('That plan is not available.');
    expect(
      (
        await bad({
          ...checkoutBody(PRICES.basic),
          successUrl: 'https://evil.example/dashboard/{CHECKOUT_SESSION_ID}',
        })
      ).body.error,
    ).toBe("successUrl must lead back to this site's dashboard.");
    expect(
      (await bad({ ...checkoutBody(PRICES.basic), successUrl: 'https://porchlight.test/dashboard' })).body
        .error,
    ).toBe('successUrl must contain {CHECKOUT_SESSION_ID}.');
    expect((await bad({ priceId: PRICES.basic })).status).toBe(400);
    expect(
      (await app.client().post('/api/stripe/create-checkout-session', checkoutBody(PRICES.basic))).status,
    ).toBe(401);
  });

  it('answers 502 with a message when Stripe fails', async () => {
    const { client } = await signedInClient(app, 'stripe');
    fake.failNext(/^\/v1\/customers$/, 400);
    const res = await client.post<{ error: string }>(
      '/api/stripe/create-checkout-session',
      checkoutBody(PRICES.basic),
    );
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('The payment service is not responding. Please try again.');
  });

  it('activates Standard from checkout.session.completed: plan, 300 minutes, valid until the period end', async () => {
    const { client, subscriptionId } = await subscribed('standard');
    const sub = fake.subscriptions.get(subscriptionId)!;
    expect(await subscriptionOf(client)).toEqual({
      status: 'active',
      plan: 'Standard',
      valid_until: new Date(sub.items.data[0]!.current_period_end * 1000).toISOString(),
      minutes_left: 300,
    });
  });

  it('activates on the checkout return even before any webhook arrives, through the same code', async () => {
    const { client } = await signedInClient(app, 'stripe');
    const res = await client.post<{ sessionId: string }>(
      '/api/stripe/create-checkout-session',
      checkoutBody(PRICES.premium),
    );
    fake.completeCheckout(res.body.sessionId);
    const confirm = await client.post<{ result: { data: { json: { complete: boolean } } } }>(
      '/trpc/billing.confirmCheckout',
      { json: { sessionId: res.body.sessionId } },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body.result.data.json.complete).toBe(true);
    expect(await subscriptionOf(client)).toMatchObject({
      status: 'active',
      plan: 'Premium',
      minutes_left: 600,
    });
    // Someone else's session is not found.
    const other = await signedInClient(app, 'stripe');
    const foreign = await other.client.post('/trpc/billing.confirmCheckout', {
      json: { sessionId: res.body.sessionId },
    });
    expect(foreign.status).toBe(404);
  });

  it('opens the billing portal for the customer, and a customer session', async () => {
    const { client, subscriptionId } = await subscribed('basic');
    const portal = await client.post<{ url: string }>('/api/stripe/create-customer-portal-session');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const sent = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.form;
    expect(sent).toEqual({
      customer: fake.subscriptions.get(subscriptionId)!.customer,
      return_url: 'https://porchlight.test/dashboard',
    });

    const session = await client.get<{ client_secret: string }>('/api/stripe/customer-session');
    expect(session.status).toBe(200);
    expect(session.body.client_secret).toMatch(/^cuss_secret_/);

    // The e-mail link signs in first, then redirects to a fresh portal session.
    const link = await client.get('/billing/portal');
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const anonymous = await app.client().get('/billing/portal');
    expect(anonymous.headers.get('location')).toBe('/login');
  });

  it('has no portal before there is a billing account', async () => {
    const { client } = await signedInClient(app, 'stripe');
    const res = await client.post<{ error: string }>('/api/stripe/create-customer-portal-session');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('There is no billing account yet. Choose a plan first.');
    // The local provider's pages do not exist when Stripe takes the payments.
    expect((await client.get('/trpc/localPay.portal')).status).toBe(404);
  });
});

describe('webhook', () => {
  it('refuses a bad signature, a stale one and a missing one, changing nothing', async () => {
    const { client, sessionId } = await (async () => {
      const account = await signedInClient(app, 'stripe');
      const res = await account.client.post<{ sessionId: string }>(
        '/api/stripe/create-checkout-session',
        checkoutBody(PRICES.basic),
      );
      return { ...account, sessionId: res.body.sessionId };
    })();
    fake.completeCheckout(sessionId);
    const { payload } = fake.eventPayload('checkout.session.completed', fake.sessions.get(sessionId));
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const signature of [wrongSecret, stale, 't=1,v1=deadbeef']) {
      const res = await sendWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Invalid signature' });
    }
    const unsigned = await app.client().request('POST', '/api/stripe/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    // A tampered body fails even with a header signed for the original.
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await sendWebhook(payload.replace('complete', 'open'), header)).status).toBe(400);
    await waitForEvents();
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Starter', minutes_left: 30 });
  });

  it('acknowledges event types outside the allow-list without acting on them', async () => {
    const { payload } = fake.eventPayload('customer.created', { id: 'cus_x', object: 'customer' });
    const res = await sendWebhook(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: true });
  });

  it('applies an event replayed 5 times once: one payment-failure e-mail', async () => {
    const { email, subscriptionId, client } = await subscribed('standard');
    fake.renew(subscriptionId, false);
    const event = fake.eventPayload('invoice.payment_failed', fake.invoiceFor(subscriptionId));
    for (let i = 0; i < 5; i++) {
      const res = await sendWebhook(event.payload);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
      await waitForEvents(); // each delivery processed on its own, as Stripe's retries would be
    }
    const mail = await app.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('payment'));
    expect(mail.subject).toBe('Your Porchlight payment did not go through');
    expect(mail.text).toContain('https://porchlight.test/billing/portal');
    expect(mail.text).toContain('Standard plan');
    await new Promise((r) => setTimeout(r, 500)); // room for any duplicate to arrive
    expect(app.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await app.db.processedBillingEvent.count({ where: { id: event.id } })).toBe(1);
    // Past due: the status says so; calls go on while Stripe retries (minutes are kept).
    expect(await subscriptionOf(client)).toMatchObject({
      status: 'past_due',
      plan: 'Standard',
      minutes_left: 300,
    });
  });

  it('refills minutes on each paid invoice, once per period; unused minutes expire', async () => {
    const { client, userId, subscriptionId } = await subscribed('basic');
    await recordCallMinutes({ db: app.db, userId, callId: crypto.randomUUID(), seconds: 30 * 60 });
    expect((await subscriptionOf(client)).minutes_left).toBe(90);

    // Renewal: the period moves on but the invoice is not paid yet: nothing is granted.
    fake.renew(subscriptionId, false);
    fake.setStatus(subscriptionId, 'active');
    await sendWebhook(
      fake.eventPayload('customer.subscription.updated', fake.subscriptions.get(subscriptionId)).payload,
    );
    await waitForEvents();
    expect((await subscriptionOf(client)).minutes_left).toBe(90);

    // Paid: a full 120 again (the 90 left over do not carry).
    (fake.subscriptions.get(subscriptionId)!.latest_invoice as { status: string }).status = 'paid';
    const paid = fake.eventPayload('invoice.paid', fake.invoiceFor(subscriptionId));
    await sendWebhook(paid.payload);
    await waitForEvents();
    expect((await subscriptionOf(client)).minutes_left).toBe(120);

    // The same period announced again by another event grants nothing more.
    await recordCallMinutes({ db: app.db, userId, callId: crypto.randomUUID(), seconds: 61 });
    await sendWebhook(
      fake.eventPayload('customer.subscription.updated', fake.subscriptions.get(subscriptionId)).payload,
    );
    await sendWebhook(fake.eventPayload('invoice.paid', fake.invoiceFor(subscriptionId)).payload);
    await waitForEvents();
    expect((await subscriptionOf(client)).minutes_left).toBe(118);
  });

  it('handles updated and deleted arriving out of order: the account ends as Stripe has it now', async () => {
    const { client, subscriptionId } = await subscribed('standard');
    const activeSnapshot = structuredClone(fake.subscriptions.get(subscriptionId)!);
    fake.setStatus(subscriptionId, 'canceled');
    const deleted = fake.eventPayload(
      'customer.subscription.deleted',
      fake.subscriptions.get(subscriptionId),
    );
    const staleUpdate = fake.eventPayload('customer.subscription.updated', activeSnapshot);
    await sendWebhook(deleted.payload);
    await waitForEvents();
    await sendWebhook(staleUpdate.payload); // older news, delivered last
    await waitForEvents();
    expect(await subscriptionOf(client)).toMatchObject({ status: 'none', plan: 'none', minutes_left: 0 });
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('upgrades at once (adding the difference in minutes) and downgrades at the next period', async () => {
    const { client, userId, subscriptionId } = await subscribed('standard');
    await recordCallMinutes({ db: app.db, userId, callId: crypto.randomUUID(), seconds: 100 * 60 });
    fake.setPrice(subscriptionId, PRICES.premium);
    await sendWebhook(
      fake.eventPayload('customer.subscription.updated', fake.subscriptions.get(subscriptionId)).payload,
    );
    await waitForEvents();
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Premium', minutes_left: 500 });

    fake.setPrice(subscriptionId, PRICES.basic);
    await sendWebhook(
      fake.eventPayload('customer.subscription.updated', fake.subscriptions.get(subscriptionId)).payload,
    );
    await waitForEvents();
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Premium', minutes_left: 500 });

    fake.renew(subscriptionId, true);
    await sendWebhook(fake.eventPayload('invoice.paid', fake.invoiceFor(subscriptionId)).payload);
    await waitForEvents();
    expect(await subscriptionOf(client)).toMatchObject({ plan: 'Basic', minutes_left: 120 });
  });

  it('cancels the Stripe subscription when the account is deleted', async () => {
    const { client, subscriptionId } = await subscribed('basic');
    expect((await client.request('DELETE', '/api/user/me')).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (fake.subscriptions.get(subscriptionId)!.status !== 'canceled') {
      if (Date.now() > deadline) throw new Error('subscription was not cancelled');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(
      fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`),
    ).toBe(true);
    // Stripe's deletion event for an account that no longer exists is acknowledged and ignored.
    const event = fake.eventPayload('customer.subscription.deleted', fake.subscriptions.get(subscriptionId));
    expect((await sendWebhook(event.payload)).status).toBe(200);
    await waitForEvents();
  });
});
