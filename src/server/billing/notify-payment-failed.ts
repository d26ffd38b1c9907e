// The family's e-mail when a payment fails: what happened, what keeps working, and one link that
// opens the billing portal (through /billing/portal, which signs them in first if needed).
import { planById } from '../../shared/plans.ts';
import type { AppDeps } from '../deps.ts';
import { renderEmail } from '../messages/email-layout.ts';

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
  const email = renderEmail(
    {
      subject: 'Your Porchlight payment did not go through',
      preheader: 'Calls continue for now. Please update your payment method.',
      title: 'Your payment did not go through',
      blocks: [
        { type: 'text', content: greeting },
        {
          type: 'text',
          content: `We could not take this month's payment for your Porchlight ${plan} plan.\nCalls continue for now while we try the card again over the next few days.`,
        },
        { type: 'button', label: 'Update your payment method', href: link },
        {
          type: 'text',
          content: [
            'Questions? Reply to this e-mail or write to ',
            { text: config.SUPPORT_EMAIL, href: `mailto:${config.SUPPORT_EMAIL}` },
            '.',
          ],
          muted: true,
        },
        { type: 'text', content: 'The Porchlight team', muted: true },
      ],
    },
    { publicUrl: config.publicUrl },
  );
  await mail.send({ to: row.user.email, ...email });
  return true;
}
