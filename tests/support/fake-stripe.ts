// A small stand-in for Stripe's HTTP API, reached by the real `stripe` SDK through
// STRIPE_API_BASE. It keeps customers, checkout sessions and subscriptions in memory, records
// every request (to check what the app sent), and builds webhook payloads for the tests to sign
// with the SDK's generateTestHeaderString.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  start_date: number;
  items: {
    object: 'list';
    data: { id: string; price: { id: string }; current_period_start: number; current_period_end: number }[];
  };
  latest_invoice: { id: string; object: 'invoice'; status: string } | string | null;
}

const MONTH = 30 * 86_400;

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, FakeSubscription>;
  /** Stripe completing checkout: a subscription on the session's price, its first invoice paid. */
  completeCheckout(sessionId: string, now?: number): FakeSubscription;
  /** The next period begins; its invoice paid or not. */
  renew(subscriptionId: string, paid: boolean): FakeSubscription;
  setPrice(subscriptionId: string, priceId: string): FakeSubscription;
  setStatus(subscriptionId: string, status: string): FakeSubscription;
  /** A webhook event's JSON, as Stripe would send it. */
  eventPayload(type: string, object: unknown, id?: string): { id: string; payload: string };
  invoiceFor(subscriptionId: string): Record<string, unknown>;
  failNext(path: RegExp, status?: number): void;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let seq = 0;
  const next = (prefix: string) => `${prefix}_fake${++seq}`;
  const requests: FakeRequest[] = [];
  const customers: FakeStripe['customers'] = new Map();
  const sessions: FakeStripe['sessions'] = new Map();
  const subscriptions: FakeStripe['subscriptions'] = new Map();
  const customerByKey = new Map<string, string>();
  const failures: { path: RegExp; status: number }[] = [];

  const missing = (what: string, id: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    },
  });

  function handle(r: FakeRequest): { status: number; body: unknown } {
    const failure = failures.findIndex((f) => f.path.test(r.path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return { status: f!.status, body: { error: { type: 'api_error', message: 'Fake failure' } } };
    }
    let m: RegExpMatchArray | null;
    if (r.method === 'POST' && r.path === '/v1/customers') {
      const existing = r.idempotencyKey ? customerByKey.get(r.idempotencyKey) : undefined;
      if (existing) return { status: 200, body: customers.get(existing) };
      const customer = {
        id: next('cus'),
        object: 'customer',
        email: r.form.email ?? '',
        metadata: { userId: r.form['metadata[userId]'] ?? '' },
      };
      customers.set(customer.id, customer);
      if (r.idempotencyKey) customerByKey.set(r.idempotencyKey, customer.id);
      return { status: 200, body: customer };
    }
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
      const id = next('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: r.form.mode,
        status: 'open',
        customer: r.form.customer ?? null,
        client_reference_id: r.form.client_reference_id ?? null,
        success_url: r.form.success_url,
        cancel_url: r.form.cancel_url,
        subscription: null as string | null,
        metadata: { userId: r.form['metadata[userId]'] },
        price: r.form['line_items[0][price]'],
        subscription_metadata_user: r.form['subscription_data[metadata][userId]'],
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (r.method === 'GET' && (m = r.path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(m[1]!);
      return session ? { status: 200, body: session } : missing('checkout.session', m[1]!);
    }
    if (r.method === 'POST' && r.path === '/v1/billing_portal/sessions') {
      const id = next('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: r.form.customer,
          return_url: r.form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    if (r.method === 'POST' && r.path === '/v1/customer_sessions') {
      return {
        status: 200,
        body: {
          object: 'customer_session',
          customer: r.form.customer,
          client_secret: `cuss_secret_${++seq}`,
          expires_at: 0,
        },
      };
    }
    if ((m = r.path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing('subscription', m[1]!);
      if (r.method === 'DELETE') {
        sub.status = 'canceled';
        return { status: 200, body: sub };
      }
      const expand = Object.entries(r.query).some(
        ([k, v]) => k.startsWith('expand') && v === 'latest_invoice',
      );
      const body = {
        ...sub,
        latest_invoice: expand
          ? sub.latest_invoice
          : ((sub.latest_invoice as { id: string } | null)?.id ?? null),
      };
      return { status: 200, body };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unknown route ${r.method} ${r.path}` } },
    };
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = await readBody(req);
      const r: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form: Object.fromEntries(new URLSearchParams(text)),
        query: Object.fromEntries(url.searchParams),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      requests.push(r);
      const { status, body } = handle(r);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const invoice = (paid: boolean) => ({
    id: next('in'),
    object: 'invoice' as const,
    status: paid ? 'paid' : 'open',
  });
  const get = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no fake subscription ${id}`);
    return sub;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    completeCheckout(sessionId, now = Math.floor(Date.now() / 1000)) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      const sub: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer: session.customer as string,
        status: 'active',
        metadata: { userId: session.subscription_metadata_user as string },
        cancel_at_period_end: false,
        start_date: now,
        items: {
          object: 'list',
          data: [
            {
              id: next('si'),
              price: { id: session.price as string },
              current_period_start: now,
              current_period_end: now + MONTH,
            },
          ],
        },
        latest_invoice: invoice(true),
      };
      subscriptions.set(sub.id, sub);
      session.status = 'complete';
      session.subscription = sub.id;
      return sub;
    },
    renew(id, paid) {
      const sub = get(id);
      const item = sub.items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end += MONTH;
      sub.latest_invoice = invoice(paid);
      sub.status = paid ? 'active' : 'past_due';
      return sub;
    },
    setPrice(id, priceId) {
      const sub = get(id);
      sub.items.data[0]!.price = { id: priceId };
      return sub;
    },
    setStatus(id, status) {
      const sub = get(id);
      sub.status = status;
      return sub;
    },
    eventPayload(type, object, id = next('evt')) {
      return {
        id,
        payload: JSON.stringify({
          id,
          object: 'event',
          type,
          api_version: '2026-10-28.endive',
          created: Math.floor(Date.now() / 1000),
          data: { object },
        }),
      };
    },
    invoiceFor(subscriptionId) {
      const sub = get(subscriptionId);
      const latest = sub.latest_invoice as { id: string; status: string };
      return {
        id: latest.id,
        object: 'invoice',
        status: latest.status,
        customer: sub.customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      };
    },
    failNext(path, status = 500) {
      failures.push({ path, status });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
