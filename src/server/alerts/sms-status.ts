// Twilio's delivery receipts for the texts we send (the StatusCallback given with each message):
// 'delivered' and 'undelivered'/'failed' are final and recorded on the Alert row; the steps
// before them (queued, sending, sent) change nothing, and neither does a receipt after a final
// one (they can arrive out of order). A text that did not reach the phone is tried on the
// family's other channel, as a send that fails for good is.
import type { AppDeps } from '../deps.ts';
import { tryOtherChannel } from './alert-fallback.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Twilio: "Attempt to send to unsubscribed recipient". */
const OPTED_OUT = '21610';

export async function recordSmsStatus(options: {
  deps: AppDeps;
  /** From the callback URL we gave Twilio (the receipt may come before the SID is stored). */
  alertId: string | undefined;
  messageSid: string;
  status: string;
  errorCode?: string;
}): Promise<'delivered' | 'failed' | 'ignored'> {
  const { db } = options.deps;
  const next =
    options.status === 'delivered'
      ? 'delivered'
      : options.status === 'undelivered' || options.status === 'failed'
        ? 'failed'
        : null;
  if (!next || !options.messageSid) return 'ignored';
  const alert =
    options.alertId && UUID.test(options.alertId)
      ? await db.alert.findUnique({ where: { id: options.alertId } })
      : await db.alert.findFirst({ where: { channel: 'sms', providerMessageId: options.messageSid } });
  if (!alert || alert.channel !== 'sms') return 'ignored';
  // The receipt must be for this alert's message once we know its SID.
  if (alert.providerMessageId && alert.providerMessageId !== options.messageSid) return 'ignored';
  const error =
    next === 'failed'
      ? `Not delivered (Twilio ${options.status}${options.errorCode ? `, error ${options.errorCode}` : ''})`
      : null;
  const { count } = await db.alert.updateMany({
    where: { id: alert.id, status: { in: ['pending', 'sent'] } },
    data: { status: next, error, providerMessageId: options.messageSid },
  });
  if (count === 0) return 'ignored';
  if (next === 'failed') {
    if (options.errorCode === OPTED_OUT) {
      await db.user.update({ where: { id: alert.userId }, data: { alertContactRcsDisabled: true } });
    }
    await tryOtherChannel({ deps: options.deps, alert });
  }
  return next;
}
