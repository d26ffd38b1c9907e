// The activation code: brings an account's subscription row in line with the provider's
// subscription, read fresh. Both Stripe's webhooks and the local provider end here, and so does
// the checkout return. It depends only on the provider's current state and the row, never on
// the order events arrive in, and applying the same state twice changes nothing:
// - minutes are granted once per paid period (periodStart remembers the last one), replacing
//   what was left: unused minutes expire;
// - an upgrade within a period takes effect at once and adds the difference in minutes;
// - a downgrade waits for the next period (the row keeps the higher plan until then);
// - news of a subscription the account has since replaced is ignored.
import { planById } from '../../shared/plans.ts';
import type { Config } from '../config.ts';
import type { Prisma } from '../db/client.ts';
import type { Log } from '../log.ts';
import type { ProviderSubscription } from '../providers/payments/index.ts';
import { planIdByPriceId } from './list-plans.ts';

type Tx = Prisma.TransactionClient;

/** Porchlight's status for a provider status; null: not paid for yet, leave the account alone. */
export function localStatusOf(providerStatus: string): 'active' | 'past_due' | 'none' | null {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return null;
    default: // canceled, unpaid, incomplete_expired, paused
      return 'none';
  }
}

function rank(planId: string): number {
  const plan = planById(planId);
  return plan && plan.purchasable ? plan.nMinutes : 0;
}

export type ApplyResult = 'applied' | 'unchanged' | 'ignored';

export async function applyProviderSubscription(options: {
  tx: Tx;
  config: Config;
  log: Log;
  userId: string;
  sub: ProviderSubscription;
}): Promise<ApplyResult> {
  const { tx, sub, userId } = options;
  const planId = planIdByPriceId(options.config, sub.priceId);
  if (!planId) {
    options.log.warn({ subscriptionId: sub.id, priceId: sub.priceId }, 'subscription with an unknown price');
    return 'ignored';
  }
  const plan = planById(planId)!;
  const status = localStatusOf(sub.status);
  // Lock the row: concurrent events for one account apply one after the other.
  await tx.$executeRaw`SELECT 1 FROM subscriptions WHERE user_id = ${userId}::uuid FOR UPDATE`;
  const row = await tx.subscription.findUnique({ where: { userId } });
  if (!row) {
    options.log.warn({ userId, subscriptionId: sub.id }, 'subscription for an account that no longer exists');
    return 'ignored';
  }
  const sameSubscription = row.stripeSubscriptionId === sub.id;
  if (!sameSubscription && (status === null || status === 'none')) return 'ignored';
  if (status === null) return 'unchanged';

  const data: Prisma.SubscriptionUpdateInput = {
    status,
    stripeSubscriptionId: sub.id,
    stripeCustomerId: sub.customerId,
    validUntil: sub.currentPeriodEnd,
  };
  if (status === 'none') {
    data.minutesLeft = 0;
  } else if (status === 'active') {
    const newPeriod = !sameSubscription || row.periodStart?.getTime() !== sub.currentPeriodStart.getTime();
    if (newPeriod && !sub.latestInvoicePaid) {
      // A period whose invoice is not paid yet: nothing is granted until it is.
      if (!sameSubscription) return 'unchanged';
      delete data.validUntil;
    } else if (newPeriod) {
      data.plan = plan.id;
      data.minutesLeft = plan.nMinutes;
      data.periodStart = sub.currentPeriodStart;
    } else if (!newPeriod && rank(plan.id) > rank(row.plan)) {
      data.plan = plan.id;
      data.minutesLeft = row.minutesLeft + plan.nMinutes - (planById(row.plan)?.nMinutes ?? 0);
    }
  }
  const after = await tx.subscription.update({ where: { userId }, data });
  const changed =
    (['plan', 'status', 'minutesLeft', 'stripeSubscriptionId', 'stripeCustomerId'] as const).some(
      (k) => row[k] !== after[k],
    ) ||
    row.validUntil?.getTime() !== after.validUntil?.getTime() ||
    row.periodStart?.getTime() !== after.periodStart?.getTime();
  return changed ? 'applied' : 'unchanged';
}
