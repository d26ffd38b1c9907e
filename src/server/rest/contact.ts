import type { FastifyInstance } from 'fastify';
import { contactInputSchema } from '../../shared/contact.ts';
import { createContactMessage } from '../contact/create-contact-message.ts';
import type { AppDeps } from '../deps.ts';
import { requestAuth } from '../http/session-cookie.ts';
import { parseInput } from './parse.ts';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/contact', async (request, reply) => {
    const input = parseInput(contactInputSchema, request.body);
    const auth = await requestAuth(deps, request, reply);
    await createContactMessage({ deps, input, ip: request.ip, userId: auth?.userId ?? null });
    return { success: true };
  });
}
