import { dashboardStatsSchema } from '../../../shared/account.ts';
import { getDashboardStats } from '../../dashboard/get-dashboard-stats.ts';
import { authedProcedure } from '../trpc.ts';

export const stats = authedProcedure.output(dashboardStatsSchema).query(({ ctx }) =>
  getDashboardStats({
    db: ctx.deps.db,
    userId: ctx.user.userId,
    timeZone: ctx.deps.config.SERVICE_TIME_ZONE,
  }),
);
