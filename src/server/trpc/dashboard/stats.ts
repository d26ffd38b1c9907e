import { dashboardPageSchema, dashboardStatsSchema } from '../../../shared/account.ts';
import { getDashboardPage } from '../../dashboard/get-dashboard-page.ts';
import { getDashboardStats } from '../../dashboard/get-dashboard-stats.ts';
import { authedProcedure } from '../trpc.ts';

export const stats = authedProcedure.output(dashboardStatsSchema).query(({ ctx }) =>
  getDashboardStats({
    db: ctx.deps.db,
    userId: ctx.user.userId,
    timeZone: ctx.deps.config.SERVICE_TIME_ZONE,
  }),
);

/** The whole dashboard in one read (get-dashboard-page.ts): what the page loads. */
export const page = authedProcedure.output(dashboardPageSchema).query(({ ctx }) =>
  getDashboardPage({
    db: ctx.deps.db,
    userId: ctx.user.userId,
    timeZone: ctx.deps.config.SERVICE_TIME_ZONE,
    cache: ctx.deps.dashboardPages,
  }),
);
