// Sends one Alert row by its channel and records the outcome. The words are made now, from the
// row and what is known of the loved one and the call (alert-email.ts, alert-sms.ts): the
// first text ever sent to a number says how to stop them. A text keeps Twilio's message SID, so
// its delivery receipt (sms-status.ts) can mark it delivered or failed; e-mail accepted by the
// SMTP server is 'sent'. A text refused because the family phone opted out (Twilio 21610) marks
// alerts as disabled on the account, as STOP does. An alert that fails for good (that, or its
// last attempt) is marked failed, which the admin panel's health shows, and is tried on the
// family's other channel.
import type { AppDeps } from '../deps.ts';
import { renderEmail } from '../messages/email-layout.ts';
import { RecipientOptedOutError } from '../providers/telephony/index.ts';
import { TWILIO_PATHS } from '../providers/telephony/twilio-paths.ts';
import { alertEmail } from './alert-email.ts';
import { loadAlertFacts } from './alert-facts.ts';
import { AlertUndeliveredError, tryOtherChannel } from './alert-fallback.ts';
import { alertSms } from './alert-sms.ts';

/** No text has reached this number before (a failed one does not count). */
async function firstTextTo(deps: AppDeps, destination: string, alertId: string): Promise<boolean> {
  const earlier = await deps.db.alert.findFirst({
    where: { channel: 'sms', destination, status: { in: ['sent', 'delivered'] }, id: { not: alertId } },
    select: { id: true },
  });
  return !earlier;
}

export async function deliverAlert(options: {
  deps: AppDeps;
  alertId: string;
  /** The worker's last attempt at this alert: a failure now is final. */
  finalAttempt?: boolean;
}): Promise<'sent' | 'failed' | 'skipped'> {
  const { db, mail, telephony, config } = options.deps;
  const alert = await db.alert.findUnique({ where: { id: options.alertId } });
  if (!alert || alert.status !== 'pending') return 'skipped';
  try {
    const facts = await loadAlertFacts(db, alert, config.publicUrl);
    let providerMessageId: string | null = null;
    if (alert.channel === 'sms') {
      const body = alertSms(facts, {
        firstToNumber: await firstTextTo(options.deps, alert.destination, alert.id),
      });
      const sent = await telephony.sendSms({
        to: alert.destination,
        body,
        statusCallback:
          telephony.kind === 'twilio'
            ? `${config.publicUrl}${TWILIO_PATHS.smsStatus}?alertId=${alert.id}`
            : undefined,
      });
      providerMessageId = sent.sid;
    } else {
      const email = renderEmail(alertEmail(facts), { publicUrl: config.publicUrl });
      await mail.send({ to: alert.destination, ...email });
    }
    const sentAt = new Date();
    // A delivery receipt can arrive before this line runs: its status is kept.
    const { count } = await db.alert.updateMany({
      where: { id: alert.id, status: 'pending' },
      data: { status: 'sent', sentAt, error: null, providerMessageId },
    });
    if (count === 0) {
      await db.alert.updateMany({ where: { id: alert.id }, data: { sentAt, providerMessageId } });
    }
    return 'sent';
  } catch (error) {
    if (error instanceof RecipientOptedOutError) {
      await db.$transaction([
        db.alert.update({ where: { id: alert.id }, data: { status: 'failed', error: error.message } }),
        db.user.update({ where: { id: alert.userId }, data: { alertContactRcsDisabled: true } }),
      ]);
      await tryOtherChannel({ deps: options.deps, alert });
      return 'failed';
    }
    const message = error instanceof Error ? error.message : String(error);
    if (!options.finalAttempt) {
      await db.alert.update({ where: { id: alert.id }, data: { error: message } });
      throw error; // retried by the worker
    }
    await db.alert.update({ where: { id: alert.id }, data: { status: 'failed', error: message } });
    const fallback = await tryOtherChannel({ deps: options.deps, alert });
    // The job fails for good with this, which reaches the error-reporting service.
    throw new AlertUndeliveredError(alert.kind, alert.channel, fallback, { cause: error });
  }
}
