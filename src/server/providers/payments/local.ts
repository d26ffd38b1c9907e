// The local payments provider: with no STRIPE_SECRET_KEY, checkout and the billing portal are
// pages of this app (/local-pay/...), and subscriptions live in local tables shaped like the
// Stripe fields Porchlight reads. What they do then goes through the same event processing as
// Stripe's webhooks (src/server/billing/local-payments.ts). Refused in production.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider, ProviderSubscription } from './payments.ts';

export const LOCAL_CHECKOUT_PATH = '/local-pay/checkout';
export const LOCAL_PORTAL_PATH = '/local-pay/portal';

export function localId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function toLocalProviderSubscription(row: {
  id: string;
  customerId: string;
  userId: string;
  status: string;
  priceId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  latestInvoicePaid: boolean;
}): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    latestInvoicePaid: row.latestInvoicePaid,
  };
}

export function createLocalPayments(options: { db: Db }): PaymentsProvider {
  const { db } = options;
  return {
    kind: 'local',
    displayName: 'Porchlight test payments',

    createCustomer({ userId }) {
      return Promise.resolve(`lcus_${userId.replaceAll('-', '')}`);
    },

    async createCheckoutSession({ userId, customerId, priceId, successUrl, cancelUrl }) {
      const id = localId('lcs');
      await db.localCheckoutSession.create({
        data: { id, userId, customerId, priceId, successUrl, cancelUrl },
      });
      return { id, url: `${LOCAL_CHECKOUT_PATH}/${id}` };
    },

    async retrieveCheckoutSession(id) {
      const row = await db.localCheckoutSession.findUnique({ where: { id } });
      if (!row) return null;
      return {
        id: row.id,
        userId: row.userId,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        complete: row.status === 'complete',
      };
    },

    createPortalSession() {
      return Promise.resolve({ url: LOCAL_PORTAL_PATH });
    },

    createCustomerSession() {
      return Promise.resolve({ clientSecret: null });
    },

    async retrieveSubscription(id) {
      const row = await db.localSubscription.findUnique({ where: { id } });
      return row ? toLocalProviderSubscription(row) : null;
    },

    async cancelSubscription(id) {
      await db.localSubscription.updateMany({
        where: { id, status: { not: 'canceled' } },
        data: { status: 'canceled', cancelAtPeriodEnd: false, pendingPriceId: null },
      });
    },
  };
}
