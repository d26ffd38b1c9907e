import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { requestAuth, type RequestAuth } from '../http/session-cookie.ts';

/** The signed-in account of a REST request, or 401. */
export async function requireUser(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth> {
  const auth = await requestAuth(deps, request, reply);
  if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return auth;
}
