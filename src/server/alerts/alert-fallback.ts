// A family alert that could not be sent for good (retries used up, or the phone opted out of
// texts) is tried once on the family's other channel: e-mail after a text, a text after an
// e-mail. Nothing is added when that channel already carries the same event, or the family has
// no such channel.
import type { Alert } from '../db/generated/client.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../worker/enqueue.ts';

export type AlertChannel = 'sms' | 'email';

export async function tryOtherChannel(options: {
  deps: AppDeps;
  alert: Alert;
}): Promise<AlertChannel | null> {
  const { db } = options.deps;
  const { alert } = options;
  const other: AlertChannel = alert.channel === 'sms' ? 'email' : 'sms';
  const user = await db.user.findUnique({
    where: { id: alert.userId },
    select: { email: true, alertContact: true, alertContactEmail: true, alertContactRcsDisabled: true },
  });
  if (!user) return null;
  // The alert e-mail if the family gave one, else the account's own address, which always works.
  const destination =
    other === 'email'
      ? (user.alertContactEmail ?? user.email)
      : user.alertContactRcsDisabled
        ? null
        : user.alertContact;
  if (!destination) return null;
  if (alert.eventKey) {
    const already = await db.alert.findFirst({
      where: { userId: alert.userId, eventKey: alert.eventKey, channel: other },
      select: { id: true },
    });
    if (already) return null;
  }
  await db.$transaction(async (tx) => {
    const fallback = await tx.alert.create({
      data: {
        userId: alert.userId,
        phoneNumberId: alert.phoneNumberId,
        callId: alert.callId,
        kind: alert.kind,
        channel: other,
        destination,
        subject: alert.subject,
        message: alert.message,
        // The same event, so it is still counted once.
        eventKey: alert.eventKey ?? `${alert.kind}:${alert.id}`,
      },
    });
    await enqueueJob(
      tx,
      'alerts__deliver',
      { alertId: fallback.id },
      { jobKey: `alert:${fallback.id}`, maxAttempts: 8 },
    );
  });
  return other;
}

/** What the worker reports when a family alert failed for good: no address, no words of it. */
export class AlertUndeliveredError extends Error {
  constructor(
    readonly kind: string,
    readonly channel: string,
    readonly fallback: AlertChannel | null,
    options: { cause: unknown },
  ) {
    super(
      `A family alert (${kind}) could not be sent by ${channel === 'sms' ? 'text' : 'e-mail'}; ${
        fallback
          ? `trying ${fallback === 'sms' ? 'a text' : 'e-mail'} instead`
          : 'the family has no other channel'
      }`,
      options,
    );
    this.name = 'AlertUndeliveredError';
  }
}
