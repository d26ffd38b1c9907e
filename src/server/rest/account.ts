import type { FastifyInstance } from 'fastify';
import { completeOnboardingSchema, updateProfileSchema } from '../../shared/account.ts';
import { completeOnboarding } from '../accounts/complete-onboarding.ts';
import { deleteAccount } from '../accounts/delete-account.ts';
import { updateProfile } from '../accounts/update-profile.ts';
import { getDashboardStats } from '../dashboard/get-dashboard-stats.ts';
import type { AppDeps } from '../deps.ts';
import { sessionCookieJar } from '../http/session-cookie.ts';
import { parseInput } from './parse.ts';
import { requireUser } from './require-user.ts';

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/user/complete-onboarding', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const input = parseInput(completeOnboardingSchema, request.body);
    const user = await completeOnboarding({ db: deps.db, userId, input });
    return { success: true, user };
  });

  app.put('/api/user/profile', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const input = parseInput(updateProfileSchema, request.body);
    const user = await updateProfile({ db: deps.db, userId, input });
    return { success: true, user };
  });

  app.delete('/api/user/me', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    await deleteAccount({ db: deps.db, userId });
    sessionCookieJar(deps, request, reply).clear();
    return { success: true };
  });

  app.get('/api/dashboard/stats', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const stats = await getDashboardStats({ db: deps.db, userId, timeZone: deps.config.SERVICE_TIME_ZONE });
    return { stats };
  });
}
