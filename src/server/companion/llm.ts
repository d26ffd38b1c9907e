// The companion on a language model, through the Vercel AI SDK: OpenAI, Anthropic, or any
// OpenAI-compatible server (Ollama, vLLM) chosen by LLM_PROVIDER / LLM_MODEL / LLM_BASE_URL.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool, zodSchema, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { Config } from '../config.ts';
import {
  flagConcern,
  getWeather,
  markNotesPassed,
  remember,
  reminderInput,
  rescheduleToday,
  setReminder,
  type ActionScope,
} from './actions.ts';
import { spokenTime } from '../../shared/spoken-time.ts';
import type { CompanionEngine, EngineChunk, EngineHooks, EngineInput } from './engine.ts';
import { checkSafetyWithModel } from './model-safety.ts';
import { buildSystemPrompt } from './prompt.ts';

export type LlmConfig = Pick<Config, 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_BASE_URL'> &
  Partial<Pick<Config, 'LLM_SAFETY_MODEL'>>;

/** The configured model, or null when none is (the scripted companion answers). */
export function createLanguageModel(config: LlmConfig): LanguageModel | null {
  if (!config.LLM_PROVIDER) return null;
  if (!config.LLM_MODEL) throw new Error('LLM_PROVIDER is set, so LLM_MODEL is required too');
  const base = config.LLM_BASE_URL ? { baseURL: config.LLM_BASE_URL } : {};
  switch (config.LLM_PROVIDER) {
    case 'openai':
      return createOpenAI({ apiKey: config.LLM_API_KEY, ...base })(config.LLM_MODEL);
    case 'anthropic':
      return createAnthropic({ apiKey: config.LLM_API_KEY, ...base })(config.LLM_MODEL);
    case 'openai-compatible':
      if (!config.LLM_BASE_URL) throw new Error('LLM_PROVIDER=openai-compatible needs LLM_BASE_URL');
      return createOpenAICompatible({
        name: 'llm',
        baseURL: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
      })(config.LLM_MODEL);
  }
}

const factInput = z.object({ fact: z.string().min(1).max(500) });
const noInput = z.object({});
const reminderRef = z.object({ reminder: z.string().min(1) });
const concernInput = z.object({ reason: z.string().min(1).max(300) });
const reportInput = z.object({
  what: z.string().min(1).max(300).describe('What they said or described, briefly'),
});
const rescheduleInput = z.object({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional()
    .describe('Local time, 24-hour HH:MM'),
  inMinutes: z.number().int().min(10).max(720).optional().describe('Or: in this many minutes'),
});

// Wrapped once: the SDK turns a zod schema into JSON Schema on every request unless it is given
// the same wrapper, whose JSON Schema is computed once and kept.
const schemas = {
  fact: zodSchema(factInput),
  none: zodSchema(noInput),
  reminder: zodSchema(reminderInput),
  reminderRef: zodSchema(reminderRef),
  concern: zodSchema(concernInput),
  report: zodSchema(reportInput),
  reschedule: zodSchema(rescheduleInput),
};

const NO_LOVED_ONE = 'Not available on this call: the caller is not a registered loved one.';

/** A tool's answer to the model: done, or the exact question to ask the person first. */
function confirmation(outcome: { done: true } | { done: false; ask: string }, done: string): string {
  if (outcome.done) return done;
  return outcome.ask
    ? `Not done yet: first ask them exactly this, and wait for their answer: "${outcome.ask}"`
    : 'Not done.';
}

function companionTools(scope: ActionScope, hooks: EngineHooks, onEnd: () => void) {
  const known = () => !!scope.ctx.phone && !!scope.ctx.userId;
  return {
    report_emergency: tool({
      description:
        'They may be in danger right now: a fall and cannot get up, chest pain or pressure, trouble breathing, stroke signs, bleeding, smoke or fire, an intruder, someone hurting them. Tells them to dial the emergency number and alerts the family at once.',
      inputSchema: schemas.report,
      execute: async ({ what }) => {
        await hooks.flag('emergency', what);
        return 'Handled: they were told to dial the emergency number, and the family is being alerted.';
      },
    }),
    report_self_harm: tool({
      description:
        'They spoke of suicide, wanting to die, ending their life, being better off gone, or hurting themselves, directly or indirectly. Gives them the crisis line and alerts the family at once.',
      inputSchema: schemas.report,
      execute: async ({ what }) => {
        await hooks.flag('self_harm', what);
        return 'Handled: they were given the crisis line, and the family is being alerted. Stay with them and listen.';
      },
    }),
    remember: tool({
      description: 'Save a personal fact the loved one shared, to remember on later calls.',
      inputSchema: schemas.fact,
      execute: async ({ fact }) =>
        known() ? ((await remember(scope, fact)) ? 'Saved.' : 'Nothing to save.') : NO_LOVED_ONE,
    }),
    set_reminder: tool({
      description: 'Set a reminder call at a local time (8 AM to 9 PM), once or every day.',
      inputSchema: schemas.reminder,
      execute: async (input) => {
        if (!known()) return NO_LOVED_ONE;
        const { localDate } = await setReminder(scope, input);
        const when = localDate ? `on ${localDate}` : 'every day';
        return `Reminder set: "${input.text}" ${when} at ${spokenTime(input.time)}.`;
      },
    }),
    list_reminders: tool({
      description: 'List the loved one’s reminders.',
      inputSchema: schemas.none,
      execute: () =>
        Promise.resolve(
          scope.ctx.reminders.length
            ? scope.ctx.reminders
                .map(
                  (r) =>
                    `${r.text}, ${r.repeat === 'daily' ? 'every day' : (r.localDate ?? '')} at ${spokenTime(r.localTime)}`,
                )
                .join('\n')
            : 'No reminders are set.',
        ),
    }),
    cancel_reminder: tool({
      description: 'Cancel a reminder they asked to cancel, by its words.',
      inputSchema: schemas.reminderRef,
      execute: async ({ reminder }) =>
        confirmation(await hooks.request('cancel_reminder', reminder), 'Cancelled.'),
    }),
    get_weather: tool({
      description: 'The weather where the loved one lives: now, today and tomorrow.',
      inputSchema: schemas.none,
      execute: async () =>
        (await getWeather(scope)) ??
        'The weather service is not available right now; say you cannot check the weather at the moment.',
    }),
    stop_daily_calls: tool({
      description: 'Stop the daily check-in calls, only because the loved one clearly asked.',
      inputSchema: schemas.none,
      execute: async () =>
        confirmation(
          await hooks.request('stop_calls'),
          'Daily calls are stopped and the family has been told. Tell them they can call this number and ask to start again.',
        ),
    }),
    resume_daily_calls: tool({
      description: 'Start the daily check-in calls again, because the loved one asked.',
      inputSchema: schemas.none,
      execute: async () => confirmation(await hooks.request('resume_calls'), 'Daily calls are back on.'),
    }),
    reschedule_today: tool({
      description: 'Call again later today (not now): at a local time, or in some minutes.',
      inputSchema: schemas.reschedule,
      execute: async (input) => {
        if (!known()) return NO_LOVED_ONE;
        const result = await rescheduleToday(scope, input);
        if (result.ok) return `I will call again today at ${spokenTime(result.localTime)}.`;
        return result.reason === 'already_rescheduled'
          ? 'Today’s call was already moved once; offer to talk tomorrow instead.'
          : 'That is outside today’s calling hours (8 AM to 9 PM); offer to talk tomorrow instead.';
      },
    }),
    flag_concern: tool({
      description: 'Tell the family about something worrying that is not an emergency.',
      inputSchema: schemas.concern,
      execute: async ({ reason }) =>
        known()
          ? (await flagConcern(scope, reason))
            ? 'The family has been told.'
            : 'Noted (the family turned activity alerts off).'
          : NO_LOVED_ONE,
    }),
    notes_passed: tool({
      description:
        'Call this right after you have passed on the family’s notes, so the family sees them as delivered.',
      inputSchema: schemas.none,
      execute: async () => {
        const ids = scope.ctx.notes.map((n) => n.id);
        if (!ids.length) return 'There are no notes waiting.';
        await markNotesPassed(scope, ids);
        return 'The family will see the notes as passed on.';
      },
    }),
    end_call: tool({
      description: 'Hang up after you have said goodbye.',
      inputSchema: schemas.none,
      execute: () => {
        onEnd();
        return Promise.resolve('The call will end after your goodbye is spoken.');
      },
    }),
  };
}

/** One engine per call: its tools are built once (the SDK converts their schemas on first use). */
export function createLlmCompanion(
  model: LanguageModel,
  safetyModel: LanguageModel = model,
): CompanionEngine {
  const turn = { ending: false };
  let tools: ReturnType<typeof companionTools> | null = null;
  return {
    kind: 'llm',
    async *reply({ scope, history, userText, signal, hooks }: EngineInput): AsyncGenerator<EngineChunk> {
      turn.ending = false;
      tools ??= companionTools(scope, hooks, () => {
        turn.ending = true;
      });
      // The second line: the same turn, classified for safety beside the reply. It starts once
      // the reply is under way, so it never delays the first words; a flag interrupts the reply
      // through the call script's own safety path.
      let checking = false;
      const checkSafety = () => {
        if (checking) return;
        checking = true;
        void checkSafetyWithModel(safetyModel, userText, signal).then(
          (kind) => (kind ? hooks.flag(kind, userText) : undefined),
          () => undefined,
        );
      };
      const messages: ModelMessage[] = [
        { role: 'user', content: '(The phone call has connected.)' },
        ...history.map((t): ModelMessage => ({
          role: t.speaker === 'user' ? 'user' : 'assistant',
          content: t.text,
        })),
      ];
      const result = streamText({
        model,
        system: buildSystemPrompt(scope.ctx, scope.now ? scope.now() : new Date()),
        messages,
        tools,
        stopWhen: stepCountIs(4),
        abortSignal: signal,
        // On a live call a retry is silence: the scripted companion answers at once instead.
        maxRetries: 0,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) {
          yield { type: 'text', text: part.text };
          checkSafety();
        } else if (part.type === 'tool-call') checkSafety();
        else if (part.type === 'error')
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
      checkSafety();
      if (turn.ending) yield { type: 'end', reason: 'goodbye' };
    },
  };
}
