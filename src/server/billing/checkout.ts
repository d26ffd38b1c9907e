// Checkout, the billing portal and the customer session: the account's provider customer is
// created once and reused for every later checkout and portal visit.
import { planById } from '../../shared/plans.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { applyProviderSubscription } from './apply-subscription.ts';
import { getSubscription } from './get-subscription.ts';
import { planIdByPriceId } from './list-plans.ts';

/** A provider call; its failure is the user's "payment service is not responding", and logged. */
async function providerCall<T>(
  deps: AppDeps,
  what: string,
  userId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, userId }, `${what} failed`);
    throw new AppError('BAD_GATEWAY', 'The payment service is not responding. Please try again.', {
      cause: error,
    });
  }
}

/** The account's provider customer, created on first need and stored on the subscription row. */
export async function ensureCustomer(deps: AppDeps, userId: string): Promise<string> {
  const row = await deps.db.subscription.findUnique({
    where: { userId },
    select: { stripeCustomerId: true, user: { select: { email: true, name: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const customerId = await deps.payments.createCustomer({
    userId,
    email: row.user.email,
    name: row.user.name,
  });
  // Two tabs at once get the same customer: Stripe's idempotency key, and this conditional write.
  await deps.db.subscription.updateMany({
    where: { userId, stripeCustomerId: null },
    data: { stripeCustomerId: customerId },
  });
  const stored = await deps.db.subscription.findUniqueOrThrow({ where: { userId } });
  return stored.stripeCustomerId ?? customerId;
}

/**
 * Return URLs must lead back to this site's dashboard: either the public origin or the origin
 * the request came from (a local address during development).
 */
function checkReturnUrl(value: string, allowedOrigins: string[], field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('BAD_REQUEST', `${field} must be a full URL.`);
  }
  if (!allowedOrigins.includes(url.origin) || !url.pathname.startsWith('/dashboard')) {
    throw new AppError('BAD_REQUEST', `${field} must lead back to this site's dashboard.`);
  }
  return value;
}

export async function createCheckout(options: {
  deps: AppDeps;
  userId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  requestOrigin?: string;
}): Promise<{ url: string; sessionId: string }> {
  const { deps, userId } = options;
  // Only the catalogue's purchasable prices map to a plan.
  const plan = planIdByPriceId(deps.config, options.priceId);
  if (!plan) {
    throw new AppError('BAD_REQUEST', 'That plan is not available.');
  }
  const origins = [new URL(deps.config.publicUrl).origin];
  if (options.requestOrigin) origins.push(options.requestOrigin);
  const successUrl = checkReturnUrl(options.successUrl, origins, 'successUrl');
  const cancelUrl = checkReturnUrl(options.cancelUrl, origins, 'cancelUrl');
  if (!successUrl.includes('{CHECKOUT_SESSION_ID}')) {
    throw new AppError('BAD_REQUEST', 'successUrl must contain {CHECKOUT_SESSION_ID}.');
  }

  const current = await deps.db.subscription.findUnique({ where: { userId } });
  if (current && current.plan !== 'starter' && current.stripeSubscriptionId && current.status !== 'none') {
    throw new AppError(
      'CONFLICT',
      'You already have a plan. Open Billing & Subscription in Settings to change it.',
    );
  }
  const session = await providerCall(deps, 'creating a checkout session', userId, async () =>
    deps.payments.createCheckoutSession({
      userId,
      customerId: await ensureCustomer(deps, userId),
      priceId: options.priceId,
      successUrl,
      cancelUrl,
    }),
  );
  deps.log.info({ userId, plan: planById(plan)?.id, sessionId: session.id }, 'checkout started');
  return { url: session.url, sessionId: session.id };
}

/**
 * The checkout return (/dashboard/{sessionId}): reads the session and its subscription from the
 * provider and applies them, so the dashboard is right even before the webhook arrives.
 */
export async function confirmCheckout(options: { deps: AppDeps; userId: string; sessionId: string }) {
  const { deps, userId } = options;
  const session = await providerCall(deps, 'reading a checkout session', userId, () =>
    deps.payments.retrieveCheckoutSession(options.sessionId),
  );
  if (!session || session.userId !== userId) throw new AppError('NOT_FOUND', 'Checkout session not found.');
  if (session.complete && session.subscriptionId) {
    const subscriptionId = session.subscriptionId;
    const sub = await providerCall(deps, 'reading a subscription', userId, () =>
      deps.payments.retrieveSubscription(subscriptionId),
    );
    if (sub) {
      await deps.db.$transaction((tx) =>
        applyProviderSubscription({ tx, config: deps.config, log: deps.log, userId, sub }),
      );
    }
  }
  return { complete: session.complete, subscription: await getSubscription({ db: deps.db, userId }) };
}

export async function createPortal(options: { deps: AppDeps; userId: string }): Promise<{ url: string }> {
  const { deps, userId } = options;
  const row = await deps.db.subscription.findUnique({ where: { userId } });
  if (!row?.stripeCustomerId) {
    throw new AppError('NOT_FOUND', 'There is no billing account yet. Choose a plan first.');
  }
  const customerId = row.stripeCustomerId;
  return providerCall(deps, 'creating a billing portal session', userId, () =>
    deps.payments.createPortalSession({
      userId,
      customerId,
      returnUrl: `${deps.config.publicUrl}/dashboard`,
    }),
  );
}

export async function createCustomerSession(options: {
  deps: AppDeps;
  userId: string;
}): Promise<{ client_secret: string | null }> {
  const { deps, userId } = options;
  const { clientSecret } = await providerCall(deps, 'creating a customer session', userId, async () =>
    deps.payments.createCustomerSession({ customerId: await ensureCustomer(deps, userId) }),
  );
  return { client_secret: clientSecret };
}
