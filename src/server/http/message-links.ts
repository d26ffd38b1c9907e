// The short links in texts to the family (messages/links.ts): /c/{code} opens that call on the
// dashboard, /l/{code} that loved one. The code is only the UUID written shorter; the dashboard
// itself checks the session and that the loved one is this family's.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import {
  callPath,
  codeToUuid,
  lovedOnePath,
  SHORT_CALL_PREFIX,
  SHORT_LOVED_ONE_PREFIX,
} from '../messages/links.ts';

export function registerMessageLinks(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { code: string } }>(`${SHORT_CALL_PREFIX}:code`, async (request, reply) => {
    const id = codeToUuid(request.params.code);
    const call = id
      ? await deps.db.call.findUnique({ where: { id }, select: { id: true, phoneNumberId: true } })
      : null;
    void reply.header('Cache-Control', 'no-store');
    return reply.redirect(call?.phoneNumberId ? callPath(call.phoneNumberId, call.id) : '/dashboard', 302);
  });

  app.get<{ Params: { code: string } }>(`${SHORT_LOVED_ONE_PREFIX}:code`, async (request, reply) => {
    const id = codeToUuid(request.params.code);
    void reply.header('Cache-Control', 'no-store');
    return reply.redirect(id ? lovedOnePath(id) : '/dashboard', 302);
  });
}
