// tRPC mirror of the family window routes (rest/loved-ones.ts): the same domain functions.
import { z } from 'zod';
import {
  activityDaySchema,
  activityQuerySchema,
  callPageSchema,
  familyNoteSchema,
  familyTranscriptSchema,
  lovedOneSettingsSchema,
  memoryInputSchema,
  memoryItemSchema,
  noteInputSchema,
  pageQuerySchema,
} from '../../../shared/family.ts';
import { phoneNumberSchema } from '../../../shared/phone-number.ts';
import { activity as activityOf } from '../../family/activity.ts';
import { findLovedOne } from '../../family/loved-one.ts';
import { addMemory, deleteMemory, listMemories } from '../../family/memories.ts';
import { addNote, deleteNote, listNotes } from '../../family/notes.ts';
import { familyTranscript, listCalls } from '../../family/timeline.ts';
import { normalizeNumberParam } from '../../phone-numbers/save-phone-number.ts';
import { updateLovedOneSettings } from '../../phone-numbers/settings.ts';
import { authedProcedure } from '../trpc.ts';

const numberInput = z.object({ number: z.string({ error: 'Phone number not found' }).max(40) });
const idInput = numberInput.extend({ id: z.string().max(64) });
const ok = { success: true as const };
const okSchema = z.object({ success: z.literal(true) });

const lovedOne = (
  ctx: { deps: { db: Parameters<typeof findLovedOne>[0] }; user: { userId: string } },
  number: string,
) => findLovedOne(ctx.deps.db, ctx.user.userId, number);

export const calls = authedProcedure
  .input(numberInput.extend(pageQuerySchema.shape))
  .output(callPageSchema)
  .query(async ({ ctx, input }) => listCalls(ctx.deps.db, await lovedOne(ctx, input.number), input));

export const transcript = authedProcedure
  .input(numberInput.extend({ callId: z.string().max(64) }))
  .output(familyTranscriptSchema)
  .query(async ({ ctx, input }) =>
    familyTranscript(ctx.deps.db, await lovedOne(ctx, input.number), input.callId),
  );

export const activity = authedProcedure
  .input(numberInput.extend(activityQuerySchema.shape))
  .output(z.array(activityDaySchema))
  .query(async ({ ctx, input }) => activityOf(ctx.deps.db, await lovedOne(ctx, input.number), input.days));

export const notes = authedProcedure
  .input(numberInput)
  .output(z.array(familyNoteSchema))
  .query(async ({ ctx, input }) => listNotes(ctx.deps.db, await lovedOne(ctx, input.number)));

export const addNoteProcedure = authedProcedure
  .input(numberInput.extend(noteInputSchema.shape))
  .output(familyNoteSchema)
  .mutation(async ({ ctx, input }) => addNote(ctx.deps.db, await lovedOne(ctx, input.number), input.text));

export const deleteNoteProcedure = authedProcedure
  .input(idInput)
  .output(okSchema)
  .mutation(async ({ ctx, input }) => {
    await deleteNote(ctx.deps.db, await lovedOne(ctx, input.number), input.id);
    return ok;
  });

export const memories = authedProcedure
  .input(numberInput)
  .output(z.array(memoryItemSchema))
  .query(async ({ ctx, input }) => listMemories(ctx.deps.db, await lovedOne(ctx, input.number)));

export const addMemoryProcedure = authedProcedure
  .input(numberInput.extend(memoryInputSchema.shape))
  .output(memoryItemSchema)
  .mutation(async ({ ctx, input }) => addMemory(ctx.deps.db, await lovedOne(ctx, input.number), input.text));

export const deleteMemoryProcedure = authedProcedure
  .input(idInput)
  .output(okSchema)
  .mutation(async ({ ctx, input }) => {
    await deleteMemory(ctx.deps.db, await lovedOne(ctx, input.number), input.id);
    return ok;
  });

export const updateSettings = authedProcedure
  .input(
    numberInput.extend({
      ...lovedOneSettingsSchema.shape,
      timezone: z.string({ error: 'Please choose a time zone from the list' }).max(64).optional(),
    }),
  )
  .output(phoneNumberSchema)
  .mutation(({ ctx, input }) =>
    updateLovedOneSettings({
      db: ctx.deps.db,
      userId: ctx.user.userId,
      number: normalizeNumberParam(input.number),
      input,
    }),
  );
