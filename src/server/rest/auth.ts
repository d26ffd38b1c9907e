// REST adapters of the spec's section 7 sign-in calls. Same domain functions as tRPC.
import type { FastifyInstance } from 'fastify';
import { loginInputSchema, verifyInputSchema } from '../../shared/auth.ts';
import { requestEmailLogin } from '../auth/request-email-login.ts';
import { invalidateSession } from '../auth/sessions.ts';
import { verifyEmailLogin } from '../auth/verify-email-login.ts';
import type { AppDeps } from '../deps.ts';
import { requestAuth, sessionCookieJar } from '../http/session-cookie.ts';
import { parseInput } from './parse.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/auth/email/login', async (request, reply) => {
    const { email } = parseInput(loginInputSchema, request.body);
    const result = await requestEmailLogin({ deps, email, ip: request.ip });
    if (result.firstLogin) {
      sessionCookieJar(deps, request, reply).set(result.session);
      return { success: true, firstLogin: true, redirectUrl: result.redirectUrl };
    }
    return { success: true, firstLogin: false, message: result.message };
  });

  app.post('/api/auth/email/verify', async (request, reply) => {
    const input = parseInput(verifyInputSchema, request.body);
    const result = await verifyEmailLogin({ deps, ...input, ip: request.ip });
    sessionCookieJar(deps, request, reply).set(result.session);
    return { success: true, redirectUrl: result.redirectUrl };
  });

  // Logout takes no input: whatever body comes along (even broken JSON) must not stop it.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    scope.post('/api/auth/logout', async (request, reply) => {
      const jar = sessionCookieJar(deps, request, reply);
      if (jar.token) await invalidateSession({ db: deps.db, token: jar.token, cache: deps.sessions });
      jar.clear();
      return { success: true };
    });
    done();
  });

  app.get('/api/user/me', async (request, reply) => {
    const auth = await requestAuth(deps, request, reply);
    if (!auth) return reply.code(401).send({ success: false, error: 'Not signed in' });
    return auth.user;
  });
}
