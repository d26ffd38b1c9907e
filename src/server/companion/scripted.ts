// The scripted companion: used when no language model is configured, and for the rest of a call
// when the model fails. It asks how they are, passes on reminders and family notes, remembers
// and sets reminders on request, listens, and ends politely. Logged as degraded.
import { remember, setReminder } from './actions.ts';
import { firstName } from './call-context.ts';
import type { CompanionEngine, EngineChunk, EngineInput } from './engine.ts';
import { normalizeSpeech } from './language.ts';
import { localParts, spokenTime } from './local-time.ts';
import { PHRASES, say } from './phrases.ts';
import { parseYesNo } from './safety.ts';

const MAX_TURNS = 10;

/** "remind me to take my pills at 8 pm" → { text: 'take my pills', time: '20:00' }. */
export function parseReminderRequest(
  text: string,
): { text: string; time: string; repeat: 'once' | 'daily' } | null {
  const m =
    /remind me (?:to |about )?(.+?) (?:at|by) (\d{1,2})(?::(\d{2}))? ?(a\.?m\.?|p\.?m\.?)?(?: (every day|each day|daily|every morning|every evening|every night))?[.!]?$/i.exec(
      text.trim(),
    );
  if (!m) return null;
  let hour = Number(m[2]);
  const minute = Number(m[3] ?? 0);
  const meridiem = m[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  const daily = !!m[5] || /\b(every day|each day|daily)\b/i.test(m[1] ?? '');
  const what = (m[1] ?? '').replace(/\b(every day|each day|daily)\b/i, '').trim();
  return {
    text: what,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    repeat: daily ? 'daily' : 'once',
  };
}

/** "take my pills" → "take your pills": what the caller said, said back to them (English). */
export function secondPerson(text: string): string {
  const swap: Record<string, string> = {
    my: 'your',
    me: 'you',
    i: 'you',
    mine: 'yours',
    myself: 'yourself',
    am: 'are',
  };
  return text.replace(/\b(my|me|i|mine|myself|am)\b/gi, (w) => swap[w.toLowerCase()] ?? w);
}

function rememberRequest(text: string): string | null {
  const m = /\b(?:please )?(?:remember|don'?t forget|note) (?:that )?(.+)$/i.exec(text.trim());
  return m?.[1] ? m[1].replace(/[.!]+$/, '') : null;
}

export function createScriptedCompanion(): CompanionEngine {
  let turns = 0;
  return {
    kind: 'scripted',
    async *reply({ scope, userText }: EngineInput): AsyncGenerator<EngineChunk> {
      const { ctx } = scope;
      const lang = ctx.language;
      const name = firstName(ctx);
      turns += 1;
      const out = (text: string): EngineChunk => ({ type: 'text', text });

      if (ctx.type === 'commercial') {
        if (turns === 1 && parseYesNo(userText) !== 'no') {
          yield out(say(lang, 'commercialInfo'));
          return;
        }
        yield out(say(lang, 'commercialGoodbye'));
        yield { type: 'end', reason: 'goodbye' };
        return;
      }

      if (turns === 1) {
        const parts = [say(lang, 'howAreYouFollow')];
        const now = localParts(
          scope.now ? scope.now() : new Date(),
          ctx.phone?.timezone ?? 'America/New_York',
        );
        for (const r of ctx.reminders) {
          if (r.repeat === 'daily' || r.localDate === now.date) {
            parts.push(say(lang, 'reminderIntro', { text: `${r.text}, at ${spokenTime(r.localTime)}` }));
          }
        }
        for (const note of ctx.notes) {
          parts.push(say(lang, 'noteIntro', { text: note.text }));
          await scope.deps.db.familyNote.updateMany({
            where: { id: note.id },
            data: { deliveredAt: new Date() },
          });
        }
        ctx.notes = [];
        parts.push(say(lang, 'askRememberOrRemind'));
        yield out(parts.join(' '));
        return;
      }

      const reminder = parseReminderRequest(userText);
      if (reminder && ctx.phone) {
        await setReminder(scope, reminder);
        const what = lang === 'en' ? secondPerson(reminder.text) : reminder.text;
        yield out(
          `${say(lang, 'reminderSet', { text: what, time: spokenTime(reminder.time) })} ${say(lang, 'anythingElse')}`,
        );
        return;
      }
      const memory = rememberRequest(userText);
      if (memory && ctx.phone) {
        await remember(scope, memory);
        yield out(`${say(lang, 'remembered')} ${say(lang, 'anythingElse')}`);
        return;
      }
      const said = normalizeSpeech(userText);
      if (
        turns >= MAX_TURNS ||
        parseYesNo(userText) === 'no' ||
        / nothing /.test(said) ||
        / rien /.test(said) ||
        / nada /.test(said)
      ) {
        yield out(say(lang, 'goodbye', { name }));
        yield { type: 'end', reason: 'goodbye' };
        return;
      }
      const listening = PHRASES[lang].listening;
      const line = listening[(turns - 2) % listening.length] ?? '';
      yield out(turns % 3 === 0 ? `${line} ${say(lang, 'anythingElse')}` : line);
    },
  };
}
