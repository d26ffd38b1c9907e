import type { FastifyInstance } from 'fastify';
import { getSubscription } from '../billing/get-subscription.ts';
import { listPlans } from '../billing/list-plans.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from './require-user.ts';

export function registerBillingRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/subscription-plans', () => ({ plans: listPlans({ config: deps.config }) }));

  app.get('/api/user/subscription', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    return getSubscription({ db: deps.db, userId });
  });
}
