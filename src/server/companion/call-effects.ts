// The call script's lasting effects, carried out against the database and the providers. The
// relay session handles what is about the conversation itself (speaking, the model's reply,
// hanging up); everything else lands here. An effect whose result the script needs (the weather,
// a reschedule) answers with the event that tells it.
import * as actions from './actions.ts';
import type { Effect, ScriptEvent } from './call-script.ts';
import type { ConcernKind } from './understand/concerns.ts';

export type ActionEffect = Exclude<Effect, { type: 'say' | 'reply' | 'end' | 'tool_result' }>;

export async function carryOut(
  scope: actions.ActionScope,
  effect: ActionEffect,
): Promise<ScriptEvent | null> {
  switch (effect.type) {
    case 'consent':
      await actions.recordConsent(scope, effect.given);
      return null;
    case 'opt_out':
      await actions.stopDailyCalls(scope);
      return null;
    case 'resume_calls':
      await actions.resumeDailyCalls(scope);
      return null;
    case 'alert':
      await actions.alertCrisis(scope, effect.kind, effect.said, effect.answer);
      return null;
    case 'referral':
      await actions.recordReferral(scope, effect.kind, effect.via);
      return null;
    case 'set_reminder':
      await actions.setReminder(scope, effect);
      return null;
    case 'cancel_reminder':
      await actions.cancelReminder(scope, effect.reminderId);
      return null;
    case 'remember':
      await actions.remember(scope, effect.fact);
      return null;
    case 'weather':
      return { type: 'weather', report: await actions.getWeather(scope) };
    case 'reschedule':
      return {
        type: 'rescheduled',
        ok: (await actions.rescheduleToday(scope, { inMinutes: effect.inMinutes })).ok,
      };
    case 'notes_passed':
      await actions.markNotesPassed(scope, effect.ids);
      return null;
    case 'concern':
      await actions.flagConcern(
        scope,
        `${CONCERN_REASON[effect.kind]}: "${effect.said.trim().slice(0, 200)}"`,
      );
      return null;
  }
}

/** What the family is told a worry was about, before the caller's own words. */
const CONCERN_REASON: Record<ConcernKind, string> = {
  fall: 'they mentioned a fall',
  eating: 'they said they have not been eating',
  medication: 'they have run out of, or missed, their medication',
  money: 'they spoke of money taken, or of someone asking for their bank details',
  cold: 'they spoke of no heating or power at home, or not affording it',
  confusion: 'they spoke of getting lost, or of leaving something on',
  care: 'they said a carer or helper did not come',
};
