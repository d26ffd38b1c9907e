import { alertHistoryPageSchema, alertsQuerySchema } from '../../../shared/alerts.ts';
import { listAlerts } from '../../alerts/list-alerts.ts';
import { authedProcedure } from '../trpc.ts';

/** The family's alert history (GET /api/alerts): 20 a page, newest first, with each status. */
export const list = authedProcedure
  .input(alertsQuerySchema.default({ page: 1 }))
  .output(alertHistoryPageSchema)
  .query(({ ctx, input }) => listAlerts({ db: ctx.deps.db, userId: ctx.user.userId, page: input.page }));
