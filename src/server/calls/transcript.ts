// A call's conversation as 'Speaker: message' lines: 'Assistant' for the companion, the loved
// one's first name otherwise. One reading for the admin panel and the family's dashboard.
import { ASSISTANT_SPEAKER, transcriptLine } from '../../shared/admin.ts';
import type { Db } from '../db/client.ts';

export async function transcriptText(db: Db, callId: string, lovedOneName: string | null | undefined) {
  const turns = await db.transcriptTurn.findMany({
    where: { callId },
    orderBy: { seq: 'asc' },
    select: { speaker: true, text: true, interrupted: true },
  });
  const first = lovedOneName?.trim().split(/\s+/)[0] ?? '';
  // A loved one called "Assistant" must not read as the companion.
  const caller = first && !['assistant', 'ai'].includes(first.toLowerCase()) ? first : 'Caller';
  return turns
    .filter((t) => t.text.trim() !== '')
    .map((t) =>
      transcriptLine(
        t.speaker === 'assistant' ? ASSISTANT_SPEAKER : caller,
        t.interrupted ? `${t.text} —` : t.text,
      ),
    )
    .join('\n');
}
