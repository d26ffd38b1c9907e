// The payments provider: Stripe when STRIPE_SECRET_KEY is set, otherwise the local provider.
// Billing code sees only these shapes, so both run the same activation code.

/** A subscription as Porchlight needs it, read fresh from the provider. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata (set at checkout). */
  userId: string | null;
  /** Stripe's vocabulary: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  priceId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Whether the latest invoice is paid: minutes are granted for a period only once it is. */
  latestInvoicePaid: boolean;
}

export interface ProviderCheckoutSession {
  id: string;
  /** client_reference_id: our user id. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  complete: boolean;
}

/** A verified provider event, reduced to what processing needs. */
export interface BillingEvent {
  id: string;
  type: BillingEventType;
  subscriptionId: string | null;
  customerId: string | null;
  /** From checkout.session.completed's client_reference_id. */
  userId: string | null;
}

export const BILLING_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

export function isBillingEventType(type: string): type is BillingEventType {
  return (BILLING_EVENT_TYPES as readonly string[]).includes(type);
}

export interface PaymentsProvider {
  kind: 'stripe' | 'local';
  /** Shown in the plan modal's footer. */
  displayName: string;
  createCustomer(options: { userId: string; email: string; name: string | null }): Promise<string>;
  createCheckoutSession(options: {
    userId: string;
    customerId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  createPortalSession(options: {
    userId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** A client secret for the provider's embeddable pricing table, or null where there is none. */
  createCustomerSession(options: { customerId: string }): Promise<{ clientSecret: string | null }>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Ends the subscription now (account deletion). Already-cancelled is not an error. */
  cancelSubscription(id: string): Promise<void>;
}
