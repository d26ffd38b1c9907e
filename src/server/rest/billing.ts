import type { FastifyInstance } from 'fastify';
import { checkoutInputSchema } from '../../shared/billing.ts';
import { createCheckout, createCustomerSession, createPortal } from '../billing/checkout.ts';
import { getSubscription } from '../billing/get-subscription.ts';
import { listPlans } from '../billing/list-plans.ts';
import { BILLING_PORTAL_LINK_PATH } from '../billing/notify-payment-failed.ts';
import type { AppDeps } from '../deps.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { requestAuth } from '../http/session-cookie.ts';
import { isStripe } from '../providers/payments/index.ts';
import { enqueueJob } from '../worker/enqueue.ts';
import { parseInput } from './parse.ts';
import { requireUser } from './require-user.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export function registerBillingRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/subscription-plans', () => ({ plans: listPlans({ config: deps.config }) }));

  app.get('/api/user/subscription', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    return getSubscription({ db: deps.db, userId });
  });

  app.post('/api/stripe/create-checkout-session', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const input = parseInput(checkoutInputSchema, request.body);
    return createCheckout({ deps, userId, requestOrigin: requestOrigin(request), ...input });
  });

  app.post('/api/stripe/create-customer-portal-session', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    return createPortal({ deps, userId });
  });

  app.get('/api/stripe/customer-session', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    return createCustomerSession({ deps, userId });
  });

  // The payment-failure e-mail's link: a fresh portal session for whoever is signed in.
  app.get(BILLING_PORTAL_LINK_PATH, async (request, reply) => {
    const auth = await requestAuth(deps, request, reply);
    if (!auth) return reply.redirect('/login', 303);
    try {
      const { url } = await createPortal({ deps, userId: auth.userId });
      return reply.redirect(url, 303);
    } catch {
      return reply.redirect('/dashboard', 303);
    }
  });

  // Stripe's webhook: the raw body is needed for the signature, so this route parses JSON
  // itself, in a plugin of its own (tRPC and the other routes keep their parser).
  void app.register((webhook, _options, registered) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const payments = deps.payments;
      if (!isStripe(payments)) {
        return reply.code(404).send({ success: false, error: 'Stripe is not configured' });
      }
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = payments.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused');
        return reply.code(400).send({ success: false, error: 'Invalid signature' });
      }
      if (!event) return { received: true, ignored: true };
      // Answer at once; the worker re-reads the subscription and applies it (once per event id).
      await enqueueJob(
        deps.db,
        'billing__process_event',
        { ...event },
        { jobKey: `billing-event:${event.id}` },
      );
      return { received: true };
    });
    registered();
  });
}
