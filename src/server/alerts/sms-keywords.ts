// Replies to our texts from the family's alert phone (companion.md): the carrier opt-out words
// stop alerts by text; the opt-in words turn them back on; HELP gets a short answer.
import type { AppDeps } from '../deps.ts';

export const OPT_OUT = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
export const OPT_IN = ['START', 'UNSTOP', 'YES'];
export const HELP = ['HELP', 'INFO'];

export async function handleSmsReply(options: {
  deps: AppDeps;
  from: string;
  body: string;
  /** Twilio's Advanced Opt-Out classification, when the Messaging Service has it on. */
  optOutType?: string;
}): Promise<{ action: 'opted_out' | 'opted_in' | 'help' | 'none'; reply: string | null }> {
  const word = options.body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  const type = options.optOutType?.toUpperCase();
  const { db, config } = options.deps;
  if (type === 'STOP' || OPT_OUT.includes(word)) {
    await db.user.updateMany({
      where: { alertContact: options.from },
      data: { alertContactRcsDisabled: true },
    });
    return { action: 'opted_out', reply: null }; // the carrier confirms STOP itself
  }
  if (type === 'START' || OPT_IN.includes(word)) {
    await db.user.updateMany({
      where: { alertContact: options.from },
      data: { alertContactRcsDisabled: false },
    });
    return {
      action: 'opted_in',
      reply: 'Porchlight: alerts by text are on again. Reply STOP to turn them off.',
    };
  }
  if (type === 'HELP' || HELP.includes(word)) {
    return {
      action: 'help',
      reply: `Porchlight sends alerts about your loved one's calls. Reply STOP to stop texts, START to resume. Help: ${config.SUPPORT_EMAIL}`,
    };
  }
  return { action: 'none', reply: null };
}
