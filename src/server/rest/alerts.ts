import type { FastifyInstance } from 'fastify';
import { alertsQuerySchema } from '../../shared/alerts.ts';
import { listAlerts } from '../alerts/list-alerts.ts';
import type { AppDeps } from '../deps.ts';
import { parseInput } from './parse.ts';
import { requireUser } from './require-user.ts';

export function registerAlertRoutes(app: FastifyInstance, deps: AppDeps) {
  // The family's alert history, 20 a page, newest first.
  app.get('/api/alerts', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const { page } = parseInput(alertsQuerySchema, request.query);
    void reply.header('Cache-Control', 'private, no-store');
    return listAlerts({ db: deps.db, userId, page });
  });
}
