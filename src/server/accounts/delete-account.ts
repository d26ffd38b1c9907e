import type { Db } from '../db/client.ts';
import { enqueueJob } from '../worker/enqueue.ts';

/**
 * Deletes the account and everything it owns, in one transaction, so nothing personal is left
 * in the database afterwards:
 * - the user row, and by cascade its sessions, loved ones' numbers, calls with their transcripts,
 *   memories, reminders, family notes, alerts, plan and minute charges;
 * - what has no foreign key to it: pending sign-in codes and the rate-limit counters of its
 *   address, the local payments provider's checkout sessions and subscriptions, and the dev
 *   outbox's copies of mail and texts to or about it;
 * - its contact-form messages (linked to the account, or sent from its e-mail address in any
 *   case). They are deleted rather than anonymised: a free-text message names people and numbers
 *   that no rewriting can reliably remove, and support has already received it by e-mail.
 * Crisis-referral counts (which the AI-companion laws ask for) are kept without their link to
 * the deleted calls. Jobs enqueued in the same transaction do what the provider must: cancel a
 * live paid subscription (so the family is never charged again even if the provider is briefly
 * unreachable) and delete call audio still at the telephony provider. The privacy page states
 * this retention.
 */
export async function deleteAccount(options: { db: Db; userId: string }): Promise<void> {
  const { userId } = options;
  await options.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: {
        email: true,
        alertContact: true,
        alertContactEmail: true,
        phoneNumbers: { select: { number: true } },
      },
    });
    if (!user) return;
    const subscription = await tx.subscription.findUnique({ where: { userId } });
    if (subscription?.stripeSubscriptionId && subscription.status !== 'none') {
      await enqueueJob(
        tx,
        'billing__cancel_subscription',
        { subscriptionId: subscription.stripeSubscriptionId },
        { jobKey: `cancel-subscription:${subscription.stripeSubscriptionId}` },
      );
    }
    // Audio still at the provider (under 24 hours old) would outlive its call row and never be
    // purged: it is deleted by a job enqueued with the deletion.
    const recordings = await tx.call.findMany({
      where: {
        OR: [{ userId }, { phoneNumber: { userId } }],
        recordingSid: { not: null },
        recordingDeletedAt: null,
      },
      select: { recordingSid: true },
    });
    const recordingSids = recordings.map((c) => c.recordingSid).filter((s): s is string => s !== null);
    if (recordingSids.length) {
      await enqueueJob(tx, 'calls__delete_recordings', { recordingSids });
    }
    await tx.$executeRaw`
      UPDATE crisis_referrals SET call_id = NULL
       WHERE call_id IN (
         SELECT id FROM calls
          WHERE user_id = ${userId}::uuid
             OR phone_number_id IN (SELECT id FROM phone_numbers WHERE user_id = ${userId}::uuid))`;
    await tx.contactMessage.deleteMany({
      where: { OR: [{ userId }, { email: { equals: user.email, mode: 'insensitive' } }] },
    });
    await tx.localCheckoutSession.deleteMany({ where: { userId } });
    await tx.localSubscription.deleteMany({ where: { userId } });
    const mentions = [
      user.email,
      user.alertContact,
      user.alertContactEmail,
      ...user.phoneNumbers.map((p) => p.number),
    ].filter((s): s is string => Boolean(s));
    // The outbox stands in for the recipients' mailboxes in development and demos: sign-in
    // codes, alerts, and support's copy of a contact message all name the person. A mention is
    // the whole address or number (ann@x.com is not inside joann@x.com).
    for (const needle of mentions) {
      const mention = `(^|[^a-z0-9._%+-])${escapeRegExp(needle.toLowerCase())}([^a-z0-9_-]|$)`;
      await tx.$executeRaw`
        DELETE FROM outbox_mail
         WHERE lower("to") = lower(${needle}) OR concat_ws(' ', subject, text, html) ~* ${mention}`;
    }
    await tx.loginCode.deleteMany({ where: { email: user.email } });
    await tx.rateLimit.deleteMany({ where: { key: { endsWith: `:email:${user.email}` } } });
    await tx.user.delete({ where: { id: userId } });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
