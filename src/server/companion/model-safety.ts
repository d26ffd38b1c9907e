// The model as a second line of safety: every caller turn is also classified by the language
// model (LLM_SAFETY_MODEL, or the companion's model), as structured output, beside the reply.
// It never delays the reply; when it flags what the rules and classifier missed, the call
// script's own safety path takes over the turn.
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';

const verdict = z.object({
  emergency: z
    .boolean()
    .describe('In danger right now: medical, fire or smoke, an intruder, someone hurting them'),
  self_harm: z.boolean().describe('Suicidal thoughts or self-harm, direct or indirect'),
});

// Built once: the SDK turns the schema into JSON Schema for the provider, which is work to keep
// off the hot path of every turn.
const verdictOutput = Output.object({ schema: verdict });

export const SAFETY_SYSTEM_PROMPT =
  'You are a safety classifier for a phone companion of older adults. Read one thing the person said on the phone (English, French or Spanish, transcribed from speech). emergency: they may be in danger right now (a fall and cannot get up, chest pain or pressure, trouble breathing, stroke signs such as a drooping face, wrong or slurred words or a weak arm, heavy bleeding, smoke or fire, gas, an intruder, someone hurting or threatening them). self_harm: they speak of suicide, wanting to die, not wanting to live or wake up, being better off gone, ending it, or hurting themselves, directly or indirectly. Figures of speech ("dying to see you", "these shoes are killing me"), films, the news and events long past are neither.';

export async function checkSafetyWithModel(
  model: LanguageModel,
  said: string,
  signal?: AbortSignal,
): Promise<'emergency' | 'self_harm' | null> {
  const { output } = await generateText({
    model,
    output: verdictOutput,
    system: SAFETY_SYSTEM_PROMPT,
    prompt: said,
    maxRetries: 0,
    ...(signal ? { abortSignal: signal } : {}),
  });
  if (output.self_harm) return 'self_harm';
  if (output.emergency) return 'emergency';
  return null;
}
