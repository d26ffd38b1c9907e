// One provider event, applied at most once: its id is recorded in the same transaction as its
// effects, so a replay (Stripe retries for days, the same event can arrive five times) finds it
// and changes nothing. The subscription is re-read from the provider rather than taken from the
// event, so events arriving out of order still leave the account as the provider has it now.
import type { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { BillingEvent, ProviderSubscription } from '../providers/payments/index.ts';
import { enqueueJob } from '../worker/enqueue.ts';
import { applyProviderSubscription, type ApplyResult } from './apply-subscription.ts';
import { isUuid } from '../db/uuid.ts';

/** The account an event belongs to: checkout's client_reference_id, our metadata, or the ids we stored. */
export async function resolveAccount(
  tx: Prisma.TransactionClient,
  hints: { userId?: string | null; customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  if (isUuid(hints.userId)) {
    const user = await tx.user.findUnique({ where: { id: hints.userId }, select: { id: true } });
    if (user) return user.id;
  }
  const or: Prisma.SubscriptionWhereInput[] = [];
  if (hints.customerId) or.push({ stripeCustomerId: hints.customerId });
  if (hints.subscriptionId) or.push({ stripeSubscriptionId: hints.subscriptionId });
  if (!or.length) return null;
  const row = await tx.subscription.findFirst({ where: { OR: or }, select: { userId: true } });
  return row?.userId ?? null;
}

export async function processBillingEvent(options: {
  deps: AppDeps;
  event: BillingEvent;
}): Promise<ApplyResult | 'duplicate'> {
  const { deps, event } = options;
  const { db, log } = deps;
  if (await db.processedBillingEvent.findUnique({ where: { id: event.id } })) return 'duplicate';
  // Read before the transaction: no row lock is held across a call to the provider.
  const sub: ProviderSubscription | null = event.subscriptionId
    ? await deps.payments.retrieveSubscription(event.subscriptionId)
    : null;

  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO processed_billing_events (id, type) VALUES (${event.id}, ${event.type})
      ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return 'duplicate';
    if (!sub) {
      log.info({ eventId: event.id, type: event.type }, 'billing event without a subscription to read');
      return 'ignored';
    }
    const userId = await resolveAccount(tx, {
      userId: event.userId ?? sub.userId,
      customerId: sub.customerId,
      subscriptionId: sub.id,
    });
    if (!userId) {
      log.warn({ eventId: event.id, subscriptionId: sub.id }, 'billing event for no known account');
      return 'ignored';
    }
    const result = await applyProviderSubscription({ tx, config: deps.config, log, userId, sub });
    // Tell the family only while the payment is still failing (a late event after a successful
    // retry says nothing new). The e-mail is a job of its own, so it is retried if SMTP fails.
    if (event.type === 'invoice.payment_failed' && !sub.latestInvoicePaid && result !== 'ignored') {
      await enqueueJob(
        tx,
        'billing__notify_payment_failed',
        { userId },
        { jobKey: `payment-failed:${event.id}`, maxAttempts: 10 },
      );
    }
    return result;
  });
}
