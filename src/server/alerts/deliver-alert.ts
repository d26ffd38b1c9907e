// Sends one Alert row by its channel and records the outcome. A text refused because the family
// phone opted out (Twilio 21610) marks alerts as disabled on the account, as STOP does.
import type { AppDeps } from '../deps.ts';
import { RecipientOptedOutError } from '../providers/telephony/index.ts';

export async function deliverAlert(options: {
  deps: AppDeps;
  alertId: string;
}): Promise<'sent' | 'failed' | 'skipped'> {
  const { db, mail, telephony } = options.deps;
  const alert = await db.alert.findUnique({ where: { id: options.alertId } });
  if (!alert || alert.status !== 'pending') return 'skipped';
  try {
    if (alert.channel === 'sms') {
      await telephony.sendSms({ to: alert.destination, body: `Porchlight: ${alert.message}` });
    } else {
      await mail.send({
        to: alert.destination,
        subject: alert.subject,
        text: `${alert.message}\n\nThe Porchlight team`,
      });
    }
    await db.alert.update({
      where: { id: alert.id },
      data: { status: 'sent', sentAt: new Date(), error: null },
    });
    return 'sent';
  } catch (error) {
    if (error instanceof RecipientOptedOutError) {
      await db.$transaction([
        db.alert.update({ where: { id: alert.id }, data: { status: 'failed', error: error.message } }),
        db.user.update({ where: { id: alert.userId }, data: { alertContactRcsDisabled: true } }),
      ]);
      return 'failed';
    }
    await db.alert.update({
      where: { id: alert.id },
      data: { error: error instanceof Error ? error.message : String(error) },
    });
    throw error; // retried by the worker
  }
}
