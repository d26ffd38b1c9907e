// Tells the family: one Alert row per channel (SMS to the alert phone unless it texted STOP,
// e-mail to the alert address), each delivered by its own job so a failed send is retried and
// every attempt is on record. Urgent kinds reach the account's own e-mail when no alert e-mail
// is set, because an emergency must never go unheard; "no minutes" always reaches it too, since
// the account holder is the one who can choose a plan. A general update is not sent for a loved
// one whose family chose the daily digest (alerts__send_digest gathers the day's calls instead).
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../db/client.ts';
import { enqueueJob } from '../worker/enqueue.ts';

export type AlertKind =
  | 'emergency'
  | 'self_harm'
  | 'opt_out'
  | 'opt_in'
  | 'concern'
  | 'no_minutes'
  | 'missed_calls'
  | 'unusual_activity'
  | 'general_update'
  | 'daily_digest';

const URGENT: ReadonlySet<AlertKind> = new Set(['emergency', 'self_harm', 'opt_out']);

export async function raiseAlert(options: {
  tx: Prisma.TransactionClient;
  userId: string;
  phoneNumberId?: string | null;
  callId?: string | null;
  kind: AlertKind;
  subject: string;
  message: string;
  /**
   * The event this is about, stored so it is told once. Without one, the rows of this call share
   * a fresh key, so the event still counts once however many channels carry it.
   */
  eventKey?: string;
  /** When it was raised (a digest's rows are stamped with the end of the period it covers). */
  at?: Date;
}): Promise<number> {
  const { tx, userId, kind } = options;
  if (kind === 'general_update' && options.phoneNumberId) {
    const phone = await tx.phoneNumber.findUnique({
      where: { id: options.phoneNumberId },
      select: { updateMode: true },
    });
    if (phone?.updateMode === 'daily_digest') return 0;
  }
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, alertContact: true, alertContactEmail: true, alertContactRcsDisabled: true },
  });
  if (!user) return 0;
  const targets: { channel: 'sms' | 'email'; destination: string }[] = [];
  if (user.alertContact && !user.alertContactRcsDisabled)
    targets.push({ channel: 'sms', destination: user.alertContact });
  if (user.alertContactEmail) targets.push({ channel: 'email', destination: user.alertContactEmail });
  const accountEmailToo =
    kind === 'no_minutes'
      ? user.alertContactEmail !== user.email
      : URGENT.has(kind) && !targets.some((t) => t.channel === 'email');
  if (accountEmailToo) targets.push({ channel: 'email', destination: user.email });
  const eventKey = options.eventKey ?? `${kind}:${randomUUID()}`;
  for (const target of targets) {
    const alert = await tx.alert.create({
      data: {
        userId,
        phoneNumberId: options.phoneNumberId ?? null,
        callId: options.callId ?? null,
        kind,
        channel: target.channel,
        destination: target.destination,
        subject: options.subject,
        message: options.message,
        eventKey,
        ...(options.at ? { createdAt: options.at } : {}),
      },
    });
    await enqueueJob(
      tx,
      'alerts__deliver',
      { alertId: alert.id },
      { jobKey: `alert:${alert.id}`, maxAttempts: 8 },
    );
  }
  return targets.length;
}
