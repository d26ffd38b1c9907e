// Stripe through its official SDK. STRIPE_API_BASE points the SDK at another host (the tests'
// fake Stripe, or a proxy); otherwise it talks to api.stripe.com.
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  isBillingEventType,
  type BillingEvent,
  type PaymentsProvider,
  type ProviderSubscription,
} from './payments.ts';

export interface StripePayments extends PaymentsProvider {
  kind: 'stripe';
  /**
   * Verifies a webhook's signature over its raw body and reduces it to a BillingEvent; null for
   * event types Porchlight does not act on. Throws when the signature is wrong or stale.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

export function stripeClientOptions(config: Pick<Config, 'STRIPE_API_BASE'>): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Porchlight' },
  };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    options.host = base.hostname;
    options.protocol = base.protocol.replace(':', '') as 'http' | 'https';
    if (base.port) options.port = base.port;
  }
  return options;
}

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const invoice = sub.latest_invoice;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    userId: sub.metadata?.userId ?? null,
    status: sub.status,
    priceId: item?.price.id ?? null,
    currentPeriodStart: new Date((item?.current_period_start ?? sub.start_date) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? sub.start_date) * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    latestInvoicePaid: typeof invoice === 'object' && invoice !== null && invoice.status === 'paid',
  };
}

/** The ids an allow-listed event carries; everything else is re-read from Stripe. */
export function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  if (!isBillingEventType(event.type)) return null;
  const object = event.data.object as unknown as Record<string, unknown>;
  const base = { id: event.id, type: event.type, userId: null, customerId: null, subscriptionId: null };
  if (event.type === 'checkout.session.completed') {
    const session = object as unknown as Stripe.Checkout.Session;
    return {
      ...base,
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
      userId: session.client_reference_id,
    };
  }
  if (event.type.startsWith('customer.subscription.')) {
    const sub = object as unknown as Stripe.Subscription;
    return { ...base, subscriptionId: sub.id, customerId: idOf(sub.customer) };
  }
  const invoice = object as unknown as Stripe.Invoice;
  return {
    ...base,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
  };
}

export function createStripePayments(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
): StripePayments {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required for Stripe');
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, stripeClientOptions(config));
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;

  return {
    kind: 'stripe',
    displayName: 'Stripe',

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, ...(name ? { name } : {}), metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession({ userId, customerId, priceId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { userId },
        subscription_data: { metadata: { userId } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          complete: session.status === 'complete',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async createCustomerSession({ customerId }) {
      const session = await stripe.customerSessions.create({
        customer: customerId,
        components: { pricing_table: { enabled: true } },
      });
      return { clientSecret: session.client_secret };
    },

    async retrieveSubscription(id) {
      try {
        return toProviderSubscription(
          await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelSubscription(id) {
      try {
        const sub = await stripe.subscriptions.retrieve(id);
        if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('Missing Stripe-Signature header');
      return toBillingEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
    },
  };
}
