// REST adapters of the spec's admin calls (section 7). POST /api/admin/auth and /logout are
// open; every other /api/admin/* route answers 401 without a live admin session, whatever
// account cookie comes along.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_RECENT_CALLS,
  adminAuthInput,
  adminCallIdInput,
  adminCallsInput,
  adminUsersInput,
} from '../../shared/admin.ts';
import { authenticateAdmin } from '../admin/authenticate-admin.ts';
import {
  getCallAudio,
  getCallTranscript,
  listAdminCalls,
  openCallAudio,
  pageOfAdminCalls,
} from '../admin/calls.ts';
import { invalidateAdminSession } from '../admin/sessions.ts';
import { getAdminStats } from '../admin/stats.ts';
import { listAdminUsers } from '../admin/users.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { adminCookieJar, requestAdmin } from '../http/session-cookie.ts';
import { parseInput } from './parse.ts';

const userIdParams = z.object({ userId: z.uuid('User not found.') });

export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/admin/auth', async (request, reply) => {
    const { password } = parseInput(adminAuthInput, request.body);
    const issued = await authenticateAdmin({
      deps,
      password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    adminCookieJar(deps, request, reply).set(issued);
    return { success: true, expiresAt: issued.expiresAt.toISOString() };
  });

  // Fire and forget: whatever body comes along must not stop a logout.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    scope.post('/api/admin/logout', async (request, reply) => {
      const jar = adminCookieJar(deps, request, reply);
      if (jar.token) await invalidateAdminSession({ db: deps.db, token: jar.token });
      jar.clear();
      return { success: true };
    });
    done();
  });

  void app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!(await requestAdmin(deps, request, reply))) {
        throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.signIn);
      }
      void reply.header('Cache-Control', 'private, no-store');
    });

    scope.get('/api/admin/stats', () => getAdminStats({ deps }));

    scope.get('/api/admin/recent-calls', async (request) => {
      const input = parseInput(adminCallsInput.omit({ userId: true }), {
        pageSize: ADMIN_RECENT_CALLS,
        ...(request.query as object),
      });
      return pageOfAdminCalls({ deps, ...input });
    });

    scope.get('/api/admin/calls', async (request) => {
      const input = parseInput(adminCallsInput, request.query);
      return listAdminCalls({ deps, ...input });
    });

    scope.get('/api/admin/users', async (request) => {
      const input = parseInput(adminUsersInput, request.query);
      return (await listAdminUsers({ deps, ...input })).items;
    });

    scope.get('/api/admin/users/:userId/calls', async (request) => {
      const { userId } = parseInput(userIdParams, request.params);
      const input = parseInput(adminCallsInput.omit({ userId: true }), request.query);
      const page = await listAdminCalls({ deps, userId, ...input });
      return { calls: page.items, total: page.total, page: page.page, pageSize: page.pageSize };
    });

    scope.get('/api/admin/call-audio/:callId', async (request) => {
      const { callId } = parseInput(adminCallIdInput, request.params);
      return getCallAudio({ deps, callId });
    });

    // The audio itself, streamed through the server (the provider's media needs credentials),
    // with byte ranges so the player can seek.
    scope.get('/api/admin/call-audio/:callId/file', async (request, reply) => {
      const { callId } = parseInput(adminCallIdInput, request.params);
      const { download } = parseInput(
        z.object({ download: z.enum(['1', 'true']).optional() }),
        request.query,
      );
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const { media, fileName } = await openCallAudio({ deps, callId, range });
      void reply
        .code(media.status)
        .header('Accept-Ranges', 'bytes')
        .header('Content-Type', media.contentType)
        .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`);
      if (media.contentLength !== null) void reply.header('Content-Length', String(media.contentLength));
      if (media.contentRange) void reply.header('Content-Range', media.contentRange);
      return reply.send(media.body ?? '');
    });

    scope.get('/api/admin/call-transcript/:callId', async (request) => {
      const { callId } = parseInput(adminCallIdInput, request.params);
      return getCallTranscript({ deps, callId });
    });
    done();
  });
}
