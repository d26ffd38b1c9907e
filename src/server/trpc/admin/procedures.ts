// The admin panel's procedures. Everything but session/login/logout needs the admin session.
import { z } from 'zod';
import {
  ADMIN_RECENT_CALLS,
  adminAuthInput,
  adminCallIdInput,
  adminCallsInput,
  adminStatsSchema,
  adminUsersInput,
  type AdminSessionState,
} from '../../../shared/admin.ts';
import { authenticateAdmin } from '../../admin/authenticate-admin.ts';
import { getCallAudio, getCallTranscript, listAdminCalls, pageOfAdminCalls } from '../../admin/calls.ts';
import { invalidateAdminSession } from '../../admin/sessions.ts';
import { getAdminStats } from '../../admin/stats.ts';
import { listAdminUsers } from '../../admin/users.ts';
import { adminProcedure, publicProcedure } from '../trpc.ts';

/** Whether the panel is on and this browser is signed in to it (reveals nothing else). */
export const session = publicProcedure.query(async ({ ctx }): Promise<AdminSessionState> => {
  const admin = ctx.admin ? await ctx.admin() : null;
  return {
    enabled: ctx.deps.adminPassword.enabled,
    authenticated: admin !== null,
    expiresAt: admin?.expiresAt.toISOString() ?? null,
  };
});

export const login = publicProcedure
  .input(adminAuthInput)
  .output(z.object({ success: z.literal(true), expiresAt: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const issued = await authenticateAdmin({
      deps: ctx.deps,
      password: input.password,
      ip: ctx.ip,
      userAgent: ctx.userAgent ?? null,
    });
    ctx.adminCookies?.set(issued);
    return { success: true as const, expiresAt: issued.expiresAt.toISOString() };
  });

export const logout = publicProcedure.mutation(async ({ ctx }) => {
  const token = ctx.adminCookies?.token;
  if (token) await invalidateAdminSession({ db: ctx.deps.db, token });
  ctx.adminCookies?.clear();
  return { success: true as const };
});

export const stats = adminProcedure
  .output(adminStatsSchema)
  .query(({ ctx }) => getAdminStats({ deps: ctx.deps }));

export const recentCalls = adminProcedure.query(({ ctx }) =>
  pageOfAdminCalls({ deps: ctx.deps, page: 1, pageSize: ADMIN_RECENT_CALLS }),
);

export const calls = adminProcedure
  .input(adminCallsInput)
  .query(({ ctx, input }) => listAdminCalls({ deps: ctx.deps, ...input }));

export const users = adminProcedure
  .input(adminUsersInput)
  .query(({ ctx, input }) => listAdminUsers({ deps: ctx.deps, ...input }));

export const callAudio = adminProcedure
  .input(adminCallIdInput)
  .query(({ ctx, input }) => getCallAudio({ deps: ctx.deps, callId: input.callId }));

export const callTranscript = adminProcedure
  .input(adminCallIdInput)
  .query(({ ctx, input }) => getCallTranscript({ deps: ctx.deps, callId: input.callId }));
