// What Porchlight remembers about the loved one: facts noted on calls and facts the family adds
// ("Her cat is called Misty"). Both go into the next call's context; a wrong one can be deleted.
import { MEMORY_NOT_FOUND, type MemoryItem } from '../../shared/family.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/uuid.ts';
import { AppError } from '../errors.ts';
import type { LovedOneRef } from './loved-one.ts';

function toItem(m: { id: string; text: string; createdAt: Date; callId: string | null }): MemoryItem {
  return {
    id: m.id,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    source: m.callId ? 'call' : 'family',
  };
}

export async function listMemories(db: Db, lovedOne: LovedOneRef): Promise<MemoryItem[]> {
  const rows = await db.memory.findMany({
    where: { phoneNumberId: lovedOne.id },
    orderBy: { createdAt: 'desc' },
  });
  return rows.map(toItem);
}

export async function addMemory(db: Db, lovedOne: LovedOneRef, text: string): Promise<MemoryItem> {
  return toItem(await db.memory.create({ data: { phoneNumberId: lovedOne.id, text } }));
}

export async function deleteMemory(db: Db, lovedOne: LovedOneRef, id: string): Promise<void> {
  const { count } = isUuid(id)
    ? await db.memory.deleteMany({ where: { id, phoneNumberId: lovedOne.id } })
    : { count: 0 };
  if (!count) throw new AppError('NOT_FOUND', MEMORY_NOT_FOUND);
}
