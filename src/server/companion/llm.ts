// The companion on a language model, through the Vercel AI SDK: OpenAI, Anthropic, or any
// OpenAI-compatible server (Ollama, vLLM) chosen by LLM_PROVIDER / LLM_MODEL / LLM_BASE_URL.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { Config } from '../config.ts';
import {
  cancelReminder,
  flagConcern,
  getWeather,
  listReminders,
  remember,
  reminderInput,
  rescheduleToday,
  resumeDailyCalls,
  setReminder,
  stopDailyCalls,
  type ActionScope,
} from './actions.ts';
import type { CompanionEngine, EngineChunk, EngineInput } from './engine.ts';
import { buildSystemPrompt } from './prompt.ts';

export type LlmConfig = Pick<Config, 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_BASE_URL'>;

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

// Schemas live once per process: the SDK converts each to JSON Schema on first use and keeps it.
const factInput = z.object({ fact: z.string().min(1).max(500) });
const noInput = z.object({});
const reminderRef = z.object({ reminder: z.string().min(1) });
const concernInput = z.object({ reason: z.string().min(1).max(300) });
const rescheduleInput = z.object({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional()
    .describe('Local time, 24-hour HH:MM'),
  inMinutes: z.number().int().min(10).max(720).optional().describe('Or: in this many minutes'),
});

function companionTools(scope: ActionScope, onEnd: () => void) {
  return {
    remember: tool({
      description: 'Save a personal fact the loved one shared, to remember on later calls.',
      inputSchema: factInput,
      execute: ({ fact }) => remember(scope, fact),
    }),
    set_reminder: tool({
      description: 'Set a reminder call at a local time, once or every day.',
      inputSchema: reminderInput,
      execute: (input) => setReminder(scope, input),
    }),
    list_reminders: tool({
      description: 'List the loved one’s reminders.',
      inputSchema: noInput,
      execute: () => Promise.resolve(listReminders(scope)),
    }),
    cancel_reminder: tool({
      description: 'Cancel a reminder by its id or words.',
      inputSchema: reminderRef,
      execute: ({ reminder }) => cancelReminder(scope, reminder),
    }),
    get_weather: tool({
      description: 'The weather where the loved one lives: now, today and tomorrow.',
      inputSchema: noInput,
      execute: () => getWeather(scope),
    }),
    stop_daily_calls: tool({
      description: 'Stop the daily check-in calls because the loved one asked.',
      inputSchema: noInput,
      execute: () => stopDailyCalls(scope),
    }),
    resume_daily_calls: tool({
      description: 'Start the daily check-in calls again because the loved one asked.',
      inputSchema: noInput,
      execute: () => resumeDailyCalls(scope),
    }),
    reschedule_today: tool({
      description: 'Call again later today (not now): at a local time, or in some minutes.',
      inputSchema: rescheduleInput,
      execute: (input) => rescheduleToday(scope, input),
    }),
    flag_concern: tool({
      description: 'Tell the family about something worrying that is not an emergency.',
      inputSchema: concernInput,
      execute: ({ reason }) => flagConcern(scope, reason),
    }),
    end_call: tool({
      description: 'Hang up after you have said goodbye.',
      inputSchema: noInput,
      execute: () => {
        onEnd();
        return Promise.resolve('The call will end after your goodbye is spoken.');
      },
    }),
  };
}

/** One engine per call: its tools are built once (the SDK converts their schemas on first use). */
export function createLlmCompanion(model: LanguageModel): CompanionEngine {
  const turn = { ending: false };
  let tools: ReturnType<typeof companionTools> | null = null;
  return {
    kind: 'llm',
    async *reply({ scope, history, signal }: EngineInput): AsyncGenerator<EngineChunk> {
      turn.ending = false;
      tools ??= companionTools(scope, () => {
        turn.ending = true;
      });
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
        if (part.type === 'text-delta' && part.text) yield { type: 'text', text: part.text };
        else if (part.type === 'error')
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
      if (turn.ending) yield { type: 'end', reason: 'goodbye' };
    },
  };
}
