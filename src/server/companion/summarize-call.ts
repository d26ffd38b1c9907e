// After a call (calls__summarize): a summary, a mood from 1 to 5, topics, and new memories. The
// model writes them where one is configured; otherwise a simple extractive summary is made. The
// family gets the summary as a general update when they asked for those.
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { raiseAlert } from '../alerts/raise-alert.ts';
import { checkMoodDrop } from '../alerts/unusual-activity.ts';
import type { AppDeps } from '../deps.ts';
import { normalizeSpeech } from './language.ts';

const summarySchema = z.object({
  summary: z.string().max(600),
  mood: z.number().int().min(1).max(5),
  topics: z.array(z.string().max(40)).max(6),
  memories: z.array(z.string().max(300)).max(5),
});
export type CallSummary = z.infer<typeof summarySchema>;

const TOPICS: Record<string, string[]> = {
  family: [
    'daughter',
    'son',
    'grandson',
    'granddaughter',
    'grandchildren',
    'family',
    'fille',
    'fils',
    'hija',
    'hijo',
    'nieto',
    'nieta',
  ],
  health: ['doctor', 'pill', 'pills', 'medicine', 'pain', 'hospital', 'medecin', 'medico', 'pastilla'],
  food: ['lunch', 'dinner', 'breakfast', 'cook', 'recipe', 'soup', 'repas', 'comida'],
  garden: ['garden', 'flowers', 'plants', 'tomatoes', 'jardin'],
  weather: ['weather', 'rain', 'snow', 'sunny', 'cold', 'hot', 'meteo', 'tiempo'],
  friends: ['friend', 'friends', 'neighbor', 'neighbour', 'church', 'ami', 'amie', 'amigo', 'vecino'],
  outings: ['walk', 'market', 'shopping', 'visit', 'trip', 'promenade', 'paseo'],
};
const GOOD = [
  'good',
  'great',
  'fine',
  'wonderful',
  'happy',
  'lovely',
  'well',
  'bien',
  'contente',
  'content',
  'feliz',
  'bueno',
];
const LOW = [
  'sad',
  'lonely',
  'tired',
  'pain',
  'bad',
  'worried',
  'scared',
  'triste',
  'seule',
  'seul',
  'fatigue',
  'sola',
  'solo',
  'cansada',
  'cansado',
];

/** No model: the first things they said, a mood from word lists, topics by keyword. */
export function extractiveSummary(userTurns: string[]): CallSummary {
  const said = normalizeSpeech(userTurns.join(' '));
  const words = said.trim().split(' ');
  const good = words.filter((w) => GOOD.includes(w)).length;
  const low = words.filter((w) => LOW.includes(w)).length;
  const mood = Math.max(
    1,
    Math.min(5, 3 + Math.sign(good - low) + (Math.abs(good - low) > 2 ? Math.sign(good - low) : 0)),
  );
  const topics = Object.entries(TOPICS)
    .filter(([, keys]) => keys.some((k) => words.includes(k)))
    .map(([topic]) => topic);
  const firstLines = userTurns.filter((t) => t.trim().split(/\s+/).length > 2).slice(0, 3);
  const summary = firstLines.length
    ? `They said: ${firstLines.map((t) => `"${t.trim()}"`).join(' ')}`.slice(0, 600)
    : 'A short call.';
  return { summary, mood, topics, memories: [] };
}

/**
 * How a family note was received, without a model: what the loved one said next after the turn
 * that passed it on.
 */
export function noteReceptions(turns: { speaker: string; text: string }[], notes: string[]): string | null {
  const parts: string[] = [];
  for (const note of notes) {
    const at = turns.findIndex((t) => t.speaker === 'assistant' && t.text.includes(note));
    const reply =
      at >= 0 ? turns.slice(at + 1).find((t) => t.speaker === 'user' && t.text.trim()) : undefined;
    parts.push(
      reply
        ? `Your note "${note}" was passed on; they replied: "${reply.text.trim()}".`
        : `Your note "${note}" was passed on.`,
    );
  }
  return parts.length ? parts.join(' ') : null;
}

async function modelSummary(model: LanguageModel, transcript: string, notes: string[]): Promise<CallSummary> {
  const aboutNotes = notes.length
    ? ` The family asked for these notes to be passed on: ${notes.map((n) => `"${n}"`).join(', ')}. Say in the summary whether each was passed on and how it was received.`
    : '';
  const { output } = await generateText({
    model,
    output: Output.object({ schema: summarySchema }),
    system: `You summarise a phone conversation between an AI companion and an older adult, for their family. Be kind and factual. summary: two or three sentences. mood: 1 (very low) to 5 (very bright). topics: a few short words. memories: new personal facts worth remembering next time (not already obvious), each one sentence.${aboutNotes}`,
    prompt: transcript,
    maxRetries: 1,
  });
  return output;
}

export async function summarizeCall(options: { deps: AppDeps; callId: string }): Promise<CallSummary | null> {
  const { deps, callId } = options;
  const call = await deps.db.call.findUnique({
    where: { id: callId },
    include: { turns: { orderBy: { seq: 'asc' } }, phoneNumber: true },
  });
  if (!call || call.summary !== null) return null;
  const userTurns = call.turns.filter((t) => t.speaker === 'user').map((t) => t.text);
  if (!userTurns.length) return null;
  const transcript = call.turns
    .map((t) => `${t.speaker === 'user' ? 'Caller' : 'Assistant'}: ${t.text}`)
    .join('\n');
  const notes = (
    await deps.db.familyNote.findMany({
      where: { deliveredCallId: callId },
      orderBy: { createdAt: 'asc' },
      select: { text: true },
    })
  ).map((n) => n.text);
  const withoutModel = () => {
    const extractive = extractiveSummary(userTurns);
    const received = noteReceptions(call.turns, notes);
    return received
      ? { ...extractive, summary: `${extractive.summary} ${received}`.slice(0, 600) }
      : extractive;
  };
  let result: CallSummary;
  try {
    result = deps.llm ? await modelSummary(deps.llm, transcript, notes) : withoutModel();
  } catch (error) {
    deps.log.warn({ err: error, callId }, 'model summary failed; using the extractive one');
    result = withoutModel();
  }
  await deps.db.$transaction(async (tx) => {
    await tx.call.update({
      where: { id: callId },
      data: { summary: result.summary, mood: result.mood, topics: result.topics },
    });
    if (call.phoneNumberId && result.memories.length) {
      await tx.memory.createMany({
        data: result.memories.map((text) => ({ phoneNumberId: call.phoneNumberId!, text, callId })),
      });
    }
    await checkMoodDrop(tx, { id: callId, phoneNumberId: call.phoneNumberId, mood: result.mood });
    const phone = call.phoneNumber;
    if (phone?.generalUpdates && call.userId && call.type !== 'commercial') {
      const minutes = Math.max(1, Math.ceil((call.durationSeconds ?? 0) / 60));
      await raiseAlert({
        tx,
        userId: call.userId,
        phoneNumberId: phone.id,
        callId,
        kind: 'general_update',
        subject: `Porchlight: today's call with ${phone.name}`,
        message: `${phone.name} talked with Porchlight for ${minutes} minute${minutes === 1 ? '' : 's'}. Mood ${result.mood} of 5.${result.topics.length ? ` Topics: ${result.topics.join(', ')}.` : ''} ${result.summary}`,
      });
    }
  });
  return result;
}
