// Notes the family writes for the companion to pass on in the next conversation (both the
// scripted and the model companion mark them passed on). A note can be deleted until then.
import { NOTE_ALREADY_PASSED, NOTE_NOT_FOUND, type FamilyNoteItem } from '../../shared/family.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/uuid.ts';
import { AppError } from '../errors.ts';
import type { LovedOneRef } from './loved-one.ts';

function toItem(n: { id: string; text: string; createdAt: Date; deliveredAt: Date | null }): FamilyNoteItem {
  return {
    id: n.id,
    text: n.text,
    created_at: n.createdAt.toISOString(),
    delivered_at: n.deliveredAt?.toISOString() ?? null,
  };
}

/** Waiting notes first (oldest first, the order they will be read), then the 20 latest passed on. */
export async function listNotes(db: Db, lovedOne: LovedOneRef): Promise<FamilyNoteItem[]> {
  const [waiting, passed] = await Promise.all([
    db.familyNote.findMany({
      where: { phoneNumberId: lovedOne.id, deliveredAt: null },
      orderBy: { createdAt: 'asc' },
    }),
    db.familyNote.findMany({
      where: { phoneNumberId: lovedOne.id, deliveredAt: { not: null } },
      orderBy: { deliveredAt: 'desc' },
      take: 20,
    }),
  ]);
  return [...waiting, ...passed].map(toItem);
}

/** At most this many notes wait at once: the companion reads them all in one go. */
export const MAX_WAITING_NOTES = 10;

export async function addNote(db: Db, lovedOne: LovedOneRef, text: string): Promise<FamilyNoteItem> {
  const waiting = await db.familyNote.count({ where: { phoneNumberId: lovedOne.id, deliveredAt: null } });
  if (waiting >= MAX_WAITING_NOTES)
    throw new AppError(
      'CONFLICT',
      `${MAX_WAITING_NOTES} notes are already waiting to be passed on. Please wait for the next call, or delete one.`,
    );
  return toItem(await db.familyNote.create({ data: { phoneNumberId: lovedOne.id, text } }));
}

export async function deleteNote(db: Db, lovedOne: LovedOneRef, id: string): Promise<void> {
  const note = isUuid(id)
    ? await db.familyNote.findFirst({
        where: { id, phoneNumberId: lovedOne.id },
        select: { deliveredAt: true },
      })
    : null;
  if (!note) throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  // Only a note still waiting is deleted: one passed on in the meantime stays, and says so.
  const { count } = await db.familyNote.deleteMany({
    where: { id, phoneNumberId: lovedOne.id, deliveredAt: null },
  });
  if (!count) throw new AppError('CONFLICT', NOTE_ALREADY_PASSED);
}
