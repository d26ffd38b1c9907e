import type { FastifyInstance } from 'fastify';
import { phoneNumberInputSchema } from '../../shared/phone-number.ts';
import type { AppDeps } from '../deps.ts';
import { deletePhoneNumber } from '../phone-numbers/delete-phone-number.ts';
import { listPhoneNumbers } from '../phone-numbers/list-phone-numbers.ts';
import { normalizeNumberParam, savePhoneNumber } from '../phone-numbers/save-phone-number.ts';
import { parseInput } from './parse.ts';
import { requireUser } from './require-user.ts';

export function registerPhoneNumberRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/phone-numbers', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    return listPhoneNumbers({ db: deps.db, userId });
  });

  app.post('/api/phone-numbers', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const input = parseInput(phoneNumberInputSchema, request.body);
    const saved = await savePhoneNumber({ db: deps.db, userId, input });
    return reply.code(201).send(saved);
  });

  app.put<{ Params: { number: string } }>('/api/phone-numbers/:number', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    const existingNumber = normalizeNumberParam(request.params.number);
    const input = parseInput(phoneNumberInputSchema, request.body);
    return savePhoneNumber({ db: deps.db, userId, input, existingNumber });
  });

  app.delete<{ Params: { number: string } }>('/api/phone-numbers/:number', async (request, reply) => {
    const { userId } = await requireUser(deps, request, reply);
    await deletePhoneNumber({ db: deps.db, userId, number: normalizeNumberParam(request.params.number) });
    return { success: true };
  });
}
