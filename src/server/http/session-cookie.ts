// The one place that reads and writes the session cookies (account and admin), for REST and tRPC alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSession, type IssuedSession } from '../auth/sessions.ts';
import { ADMIN_COOKIE, validateAdminSession } from '../admin/sessions.ts';
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../../shared/user.ts';

export interface RequestAuth {
  userId: string;
  token: string;
  /** The account as it was when this request's session was checked. */
  user: CurrentUser;
}

export interface SessionCookieJar {
  token: string | null;
  set(session: IssuedSession): void;
  clear(): void;
}

/** An HttpOnly cookie holding a session token (Secure in production). */
function tokenCookieJar(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  sameSite: 'lax' | 'strict',
): SessionCookieJar {
  const secure = deps.config.NODE_ENV === 'production';
  return {
    token: request.cookies[name] ?? null,
    set(session) {
      reply.setCookie(name, session.token, {
        httpOnly: true,
        sameSite,
        secure,
        path: '/',
        expires: session.expiresAt,
      });
    },
    clear() {
      reply.clearCookie(name, { httpOnly: true, sameSite, secure, path: '/' });
    },
  };
}

export function sessionCookieJar(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookieJar {
  return tokenCookieJar(deps, request, reply, SESSION_COOKIE, 'lax');
}

/** The admin panel's own cookie: never sent on cross-site navigation. */
export function adminCookieJar(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookieJar {
  return tokenCookieJar(deps, request, reply, ADMIN_COOKIE, 'strict');
}

export interface AdminAuth {
  token: string;
  expiresAt: Date;
}

const resolvedAdmin = new WeakMap<FastifyRequest, Promise<AdminAuth | null>>();

/** This request's admin session, checked once per request; a dead cookie is cleared. */
export function requestAdmin(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AdminAuth | null> {
  let pending = resolvedAdmin.get(request);
  if (!pending) {
    pending = (async () => {
      const jar = adminCookieJar(deps, request, reply);
      if (!jar.token) return null;
      const session = deps.adminPassword.enabled
        ? await validateAdminSession({ db: deps.db, token: jar.token })
        : null;
      if (!session) {
        jar.clear();
        return null;
      }
      return { token: jar.token, expiresAt: session.expiresAt };
    })();
    resolvedAdmin.set(request, pending);
  }
  return pending;
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();
/** Signed-in requests that may change their account (any method but GET and HEAD). */
const changing = new WeakMap<FastifyRequest, string>();

/**
 * A request that may have changed its account drops the account's sessions and dashboard page
 * from this process's caches before it is answered (session-cache.ts, dashboard/page-cache.ts),
 * so the same browser's next request reads the change without waiting for the database to
 * announce it or for the next check.
 */
export function registerSessionRefresh(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const userId = changing.get(request);
    if (userId) {
      deps.sessions.forgetUser(userId);
      deps.dashboardPages.forgetUser(userId);
    }
    done(null, payload);
  });
}

/** The signed-in user of this request, checked once per request; renews or clears the cookie. */
export function requestAuth(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = (async () => {
      const jar = sessionCookieJar(deps, request, reply);
      if (!jar.token) return null;
      const session = await validateSession({ db: deps.db, token: jar.token, cache: deps.sessions });
      if (!session) {
        jar.clear();
        return null;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') changing.set(request, session.userId);
      if (session.renewed) jar.set({ token: jar.token, expiresAt: session.expiresAt });
      return { userId: session.userId, token: jar.token, user: session.user };
    })();
    resolved.set(request, pending);
  }
  return pending;
}
