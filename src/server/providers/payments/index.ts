import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLocalPayments } from './local.ts';
import type { PaymentsProvider } from './payments.ts';
import { createStripePayments, type StripePayments } from './stripe.ts';

export type { BillingEvent, PaymentsProvider, ProviderSubscription } from './payments.ts';

/** Stripe when STRIPE_SECRET_KEY is set (then its webhook secret and all price ids are required). */
export function createPaymentsProvider(options: { config: Config; db: Db }): PaymentsProvider {
  const { config } = options;
  if (!config.STRIPE_SECRET_KEY) return createLocalPayments({ db: options.db });
  const missing = (
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_STANDARD', 'STRIPE_PRICE_PREMIUM'] as const
  ).filter((key) => !config[key]);
  if (missing.length) {
    throw new Error(`STRIPE_SECRET_KEY is set, so these are required too: ${missing.join(', ')}`);
  }
  return createStripePayments(config);
}

export function isStripe(payments: PaymentsProvider): payments is StripePayments {
  return payments.kind === 'stripe';
}
