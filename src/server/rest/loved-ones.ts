// The family's window on a loved one's calls (README "Family window routes"): the timeline, a
// call's transcript, the 30-day activity, notes to pass on and memories. Every route is behind
// the family's session; another family's number is not found.
import type { FastifyInstance } from 'fastify';
import {
  activityQuerySchema,
  memoryInputSchema,
  noteInputSchema,
  pageQuerySchema,
} from '../../shared/family.ts';
import type { AppDeps } from '../deps.ts';
import { activity } from '../family/activity.ts';
import { findLovedOne } from '../family/loved-one.ts';
import { addMemory, deleteMemory, listMemories } from '../family/memories.ts';
import { addNote, deleteNote, listNotes } from '../family/notes.ts';
import { familyTranscript, listCalls } from '../family/timeline.ts';
import { parseInput } from './parse.ts';
import { requireUser } from './require-user.ts';

type NumberParams = { Params: { number: string } };
type ItemParams = { Params: { number: string; id: string } };

export function registerLovedOneRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const lovedOneOf = async (
    request: { params: { number: string } } & Parameters<typeof requireUser>[1],
    reply: Parameters<typeof requireUser>[2],
  ) => {
    const { userId } = await requireUser(deps, request, reply);
    return findLovedOne(db, userId, request.params.number);
  };

  app.get<NumberParams>('/api/phone-numbers/:number/calls', async (request, reply) => {
    const lovedOne = await lovedOneOf(request, reply);
    return listCalls(db, lovedOne, parseInput(pageQuerySchema, request.query));
  });

  app.get<{ Params: { number: string; callId: string } }>(
    '/api/phone-numbers/:number/calls/:callId/transcript',
    async (request, reply) => {
      const lovedOne = await lovedOneOf(request, reply);
      return familyTranscript(db, lovedOne, request.params.callId);
    },
  );

  app.get<NumberParams>('/api/phone-numbers/:number/activity', async (request, reply) => {
    const lovedOne = await lovedOneOf(request, reply);
    return activity(db, lovedOne, parseInput(activityQuerySchema, request.query).days);
  });

  app.get<NumberParams>('/api/phone-numbers/:number/notes', async (request, reply) =>
    listNotes(db, await lovedOneOf(request, reply)),
  );
  app.post<NumberParams>('/api/phone-numbers/:number/notes', async (request, reply) => {
    const lovedOne = await lovedOneOf(request, reply);
    const { text } = parseInput(noteInputSchema, request.body);
    return reply.code(201).send(await addNote(db, lovedOne, text));
  });
  app.delete<ItemParams>('/api/phone-numbers/:number/notes/:id', async (request, reply) => {
    await deleteNote(db, await lovedOneOf(request, reply), request.params.id);
    return { success: true };
  });

  app.get<NumberParams>('/api/phone-numbers/:number/memories', async (request, reply) =>
    listMemories(db, await lovedOneOf(request, reply)),
  );
  app.post<NumberParams>('/api/phone-numbers/:number/memories', async (request, reply) => {
    const lovedOne = await lovedOneOf(request, reply);
    const { text } = parseInput(memoryInputSchema, request.body);
    return reply.code(201).send(await addMemory(db, lovedOne, text));
  });
  app.delete<ItemParams>('/api/phone-numbers/:number/memories/:id', async (request, reply) => {
    await deleteMemory(db, await lovedOneOf(request, reply), request.params.id);
    return { success: true };
  });
}
