import type { Db } from '../db/client.ts';
import { enqueueJob } from '../worker/enqueue.ts';

/**
 * Deletes the account and everything it owns, in one transaction: sessions, loved ones' numbers,
 * calls (by cascade), pending sign-in codes and rate-limit counters of its address.
 * Contact-form messages stay with support but lose their link to the account. A live paid
 * subscription is cancelled at the payment provider by a job enqueued in the same transaction,
 * so the family is never charged again even if the provider is briefly unreachable.
 */
export async function deleteAccount(options: { db: Db; userId: string }): Promise<void> {
  await options.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: options.userId }, select: { email: true } });
    if (!user) return;
    const subscription = await tx.subscription.findUnique({ where: { userId: options.userId } });
    if (subscription?.stripeSubscriptionId && subscription.status !== 'none') {
      await enqueueJob(
        tx,
        'billing__cancel_subscription',
        { subscriptionId: subscription.stripeSubscriptionId },
        { jobKey: `cancel-subscription:${subscription.stripeSubscriptionId}` },
      );
    }
    await tx.loginCode.deleteMany({ where: { email: user.email } });
    await tx.rateLimit.deleteMany({ where: { key: { endsWith: `:email:${user.email}` } } });
    await tx.user.delete({ where: { id: options.userId } });
  });
}
