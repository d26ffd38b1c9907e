// The one place that reads and writes the session cookie, for REST and tRPC alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSession, type IssuedSession } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';

export interface RequestAuth {
  userId: string;
  token: string;
}

export interface SessionCookieJar {
  token: string | null;
  set(session: IssuedSession): void;
  clear(): void;
}

export function sessionCookieJar(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookieJar {
  const secure = deps.config.NODE_ENV === 'production';
  return {
    token: request.cookies[SESSION_COOKIE] ?? null,
    set(session) {
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        expires: session.expiresAt,
      });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

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
      const session = await validateSession({ db: deps.db, token: jar.token });
      if (!session) {
        jar.clear();
        return null;
      }
      if (session.renewed) jar.set({ token: jar.token, expiresAt: session.expiresAt });
      return { userId: session.userId, token: jar.token };
    })();
    resolved.set(request, pending);
  }
  return pending;
}
