// The admin panel's sign-in (spec section 4 Admin, section 6 Administrator). The browser keeps the
// spec's two local-storage markers for a 4-hour client-side session, but the server's admin cookie
// is the authority: the panel opens only when both agree.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_SESSION_MS } from '../../shared/admin.ts';
import { useTRPC } from '../lib/trpc.ts';

export const ADMIN_AUTH_KEY = 'porchlight_admin_authenticated';
export const ADMIN_LOGIN_TIME_KEY = 'porchlight_admin_login_time';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function clearAdminMarkers(): void {
  const store = storage();
  store?.removeItem(ADMIN_AUTH_KEY);
  store?.removeItem(ADMIN_LOGIN_TIME_KEY);
}

export function writeAdminMarkers(loginTime: number): void {
  const store = storage();
  store?.setItem(ADMIN_AUTH_KEY, 'true');
  store?.setItem(ADMIN_LOGIN_TIME_KEY, String(loginTime));
}

/**
 * The stored login time if the markers say this browser signed in under 4 hours ago. Anything
 * else (expired, half-written, corrupt, from the future) is removed and gives null.
 */
export function readAdminLoginTime(now: number = Date.now()): number | null {
  const store = storage();
  if (!store) return null;
  const authenticated = store.getItem(ADMIN_AUTH_KEY);
  const raw = store.getItem(ADMIN_LOGIN_TIME_KEY);
  if (authenticated === null && raw === null) return null;
  const loginTime = Number(raw);
  const age = now - loginTime;
  if (
    authenticated === 'true' &&
    raw !== null &&
    Number.isFinite(loginTime) &&
    age >= 0 &&
    age < ADMIN_SESSION_MS
  ) {
    return loginTime;
  }
  clearAdminMarkers();
  return null;
}

/** True for a tRPC error whose code is UNAUTHORIZED (no live admin session, or a wrong password). */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/** tRPC query keys begin with the procedure's path, e.g. [['admin', 'stats'], { type: 'query' }]. */
export function adminProcedureOf(queryKey: QueryKey): string | null {
  const path = queryKey[0];
  return Array.isArray(path) && path[0] === 'admin' && typeof path[1] === 'string' ? path[1] : null;
}

const isAdminData = (query: { queryKey: QueryKey }) => {
  const procedure = adminProcedureOf(query.queryKey);
  return procedure !== null && procedure !== 'session';
};

export type AdminStatus = 'loading' | 'disabled' | 'signed-out' | 'authenticated';

export interface AdminSession {
  status: AdminStatus;
  /** Resolves once signed in; rejects with the server's error (the caller shows it). */
  login: (password: string) => Promise<void>;
  /** Immediate: the server is told without waiting for its answer. */
  logout: () => void;
}

export function useAdminSession(): AdminSession {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [loginTime, setLoginTime] = useState<number | null>(() => readAdminLoginTime());
  const sessionKey = useMemo(() => trpc.admin.session.queryKey(), [trpc]);
  const session = useQuery(trpc.admin.session.queryOptions(undefined, { staleTime: 0 }));
  const { mutateAsync: sendLogin } = useMutation(trpc.admin.login.mutationOptions());
  const { mutate: sendLogout } = useMutation(
    trpc.admin.logout.mutationOptions({
      onError: (error) => console.error('Admin logout failed', error),
    }),
  );

  const signOutLocally = useCallback(() => {
    clearAdminMarkers();
    setLoginTime(null);
    queryClient.setQueryData(sessionKey, (old) =>
      old ? { ...old, authenticated: false, expiresAt: null } : old,
    );
  }, [queryClient, sessionKey]);

  const server = session.data;
  const serverSaysNo = server !== undefined && (!server.enabled || !server.authenticated);

  // Valid markers but no live server session (it ended, or was signed out elsewhere): the
  // markers go, and the status below already reads signed-out.
  const staleMarkers = loginTime !== null && serverSaysNo;
  useEffect(() => {
    if (staleMarkers) clearAdminMarkers();
  }, [staleMarkers]);

  // The client-side session ends 4 hours after sign-in even if the page stays open.
  useEffect(() => {
    if (loginTime === null) return;
    const timer = setTimeout(signOutLocally, Math.max(0, loginTime + ADMIN_SESSION_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [loginTime, signOutLocally]);

  // Admin data failures (the session check included) are only logged, except that UNAUTHORIZED
  // means the server session is over. A failed session check shows the password screen.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const procedure = adminProcedureOf(event.query.queryKey as QueryKey);
        if (procedure === null) return;
        console.error(`Admin data failed to load (${procedure})`, event.action.error);
        if (isUnauthorized(event.action.error)) signOutLocally();
      }),
    [queryClient, signOutLocally],
  );

  let status: AdminStatus;
  if (session.isPending) status = 'loading';
  else if (server && !server.enabled) status = 'disabled';
  else if (loginTime !== null && server?.enabled && server.authenticated) status = 'authenticated';
  else status = 'signed-out';

  // Nothing from a previous admin session stays in memory once signed out.
  useEffect(() => {
    if (status !== 'authenticated' && status !== 'loading')
      queryClient.removeQueries({ predicate: isAdminData });
  }, [status, queryClient]);

  const login = useCallback(
    async (password: string) => {
      const result = await sendLogin({ password });
      const now = Date.now();
      writeAdminMarkers(now);
      await queryClient.cancelQueries({ queryKey: sessionKey });
      queryClient.setQueryData(sessionKey, {
        enabled: true,
        authenticated: true,
        expiresAt: result.expiresAt,
      });
      setLoginTime(now);
    },
    [sendLogin, queryClient, sessionKey],
  );

  const logout = useCallback(() => {
    sendLogout();
    signOutLocally();
  }, [sendLogout, signOutLocally]);

  return { status, login, logout };
}
