// The family's e-mail when a payment fails: what happened, what keeps working, and one link that
// opens the billing portal (through /billing/portal, which signs them in first if needed).
import { planById } from '../../shared/plans.ts';
import type { AppDeps } from '../deps.ts';

export const BILLING_PORTAL_LINK_PATH = '/billing/portal';

export async function notifyPaymentFailed(options: { deps: AppDeps; userId: string }): Promise<boolean> {
  const { db, mail, config } = options.deps;
  const row = await db.subscription.findUnique({
    where: { userId: options.userId },
    include: { user: { select: { email: true, name: true } } },
  });
  // Paid again meanwhile, or the account is gone: nothing to say.
  if (!row || row.status !== 'past_due') return false;
  const plan = planById(row.plan)?.name ?? row.plan;
  const link = `${config.publicUrl}${BILLING_PORTAL_LINK_PATH}`;
  const greeting = row.user.name ? `Hello ${row.user.name},` : 'Hello,';
  await mail.send({
    to: row.user.email,
    subject: 'Your Porchlight payment did not go through',
    text: [
      greeting,
      '',
      `We could not take this month's payment for your Porchlight ${plan} plan.`,
      'Calls continue for now while we try the card again over the next few days.',
      '',
      'Please update your payment method here:',
      link,
      '',
      `Questions? Reply to this e-mail or write to ${config.SUPPORT_EMAIL}.`,
      '',
      'The Porchlight team',
    ].join('\n'),
  });
  return true;
}
