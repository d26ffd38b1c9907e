// The daily digest (companion.md, "What the family hears"): for a loved one whose family chose
// `update_mode = daily_digest`, no update after each call; instead one message a day at their
// `digest_time` (local), covering the calls since the previous digest: how many, the minutes,
// each summary, mood, topics, reminders set and notes passed on. Urgent alerts are not part of
// it: they are still sent at once.
//
// Exactly once per loved one and local date: every minute dispatchDigests enqueues
// alerts__send_digest with the job key digest:<id>:<localDate> for each digest that is due; the
// job takes an advisory lock on that key and sends only when no alert carries the event key
// digest:<id>:<localDate> yet, in the same transaction as the alert rows it writes.
import type { AppDeps } from '../deps.ts';
import { localParts } from '../schedule/local-time.ts';
import { minutesOf } from '../schedule/daily-time.ts';
import { enqueueJobs, type JobSpec } from '../worker/enqueue.ts';
import { digestFacts } from './alert-facts.ts';
import { callMinutes, localMoment, plural, possessive } from './alert-words.ts';
import { raiseAlert } from './raise-alert.ts';

/** A digest missed at its minute (the worker was down) is still sent this long after. */
export const DIGEST_GRACE_MINUTES = 180;

export function digestKey(phoneNumberId: string, localDate: string): string {
  return `digest:${phoneNumberId}:${localDate}`;
}

/** Every minute: the digests due now in each loved one's zone, when there is something to tell. */
export async function dispatchDigests(options: { deps: AppDeps; now?: Date }): Promise<number> {
  const { db } = options.deps;
  const now = options.now ?? new Date();
  // Only families who can be reached: a digest is never worth the account's own e-mail.
  const numbers = await db.$queryRaw<{ id: string; timezone: string; digest_time: string }[]>`
    SELECT p.id, p.timezone, p.digest_time
      FROM phone_numbers p JOIN users u ON u.id = p.user_id
     WHERE p.update_mode = 'daily_digest' AND p.general_updates
       AND (u.alert_contact_email IS NOT NULL
            OR (u.alert_contact IS NOT NULL AND NOT u.alert_contact_rcs_disabled))`;
  const due = numbers.flatMap((n) => {
    const local = localParts(now, n.timezone);
    const start = minutesOf(n.digest_time);
    if (local.minutes < start || local.minutes >= start + DIGEST_GRACE_MINUTES) return [];
    return [{ id: n.id, localDate: local.date, key: digestKey(n.id, local.date) }];
  });
  if (!due.length) return 0;
  const ids = due.map((d) => d.id);
  const [sent, lastDigests, lastCalls] = await Promise.all([
    db.alert.findMany({
      where: { eventKey: { in: due.map((d) => d.key) } },
      distinct: ['eventKey'],
      select: { eventKey: true },
    }),
    db.alert.groupBy({
      by: ['phoneNumberId'],
      where: { kind: 'daily_digest', phoneNumberId: { in: ids } },
      _max: { createdAt: true },
    }),
    db.call.groupBy({
      by: ['phoneNumberId'],
      where: { phoneNumberId: { in: ids }, type: { not: 'commercial' } },
      _max: { startedAt: true },
    }),
  ]);
  const sentKeys = new Set(sent.map((s) => s.eventKey));
  const lastDigest = new Map(lastDigests.map((d) => [d.phoneNumberId, d._max.createdAt]));
  const lastCall = new Map(lastCalls.map((c) => [c.phoneNumberId, c._max.startedAt]));
  const jobs: JobSpec[] = due
    .filter((d) => {
      if (sentKeys.has(d.key)) return false;
      const since = lastDigest.get(d.id) ?? new Date(now.getTime() - 24 * 3_600_000);
      const latest = lastCall.get(d.id);
      return !!latest && latest >= since;
    })
    .map((d) => ({
      task: 'alerts__send_digest',
      payload: { phoneNumberId: d.id, localDate: d.localDate },
      jobKey: d.key,
      maxAttempts: 5,
    }));
  await enqueueJobs(db, jobs);
  return jobs.length;
}

/** Sends one loved one's digest for one local date, unless it was sent or there is nothing in it. */
export async function sendDigest(options: {
  deps: AppDeps;
  phoneNumberId: string;
  localDate: string;
  now?: Date;
}): Promise<'sent' | 'already_sent' | 'empty' | 'not_wanted'> {
  const { db } = options.deps;
  const now = options.now ?? new Date();
  const key = digestKey(options.phoneNumberId, options.localDate);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    if (await tx.alert.findFirst({ where: { eventKey: key }, select: { id: true } })) return 'already_sent';
    const phone = await tx.phoneNumber.findUnique({ where: { id: options.phoneNumberId } });
    if (!phone || phone.updateMode !== 'daily_digest' || !phone.generalUpdates) return 'not_wanted';
    const digest = await digestFacts(tx, { phoneNumberId: phone.id, until: now });
    if (!digest.calls.length) return 'empty';
    const talked = digest.calls.filter((c) => c.talked);
    const minutes = talked.reduce((sum, c) => sum + callMinutes(c), 0);
    const since = localMoment(digest.since, phone.timezone);
    const count = await raiseAlert({
      tx,
      userId: phone.userId,
      phoneNumberId: phone.id,
      kind: 'daily_digest',
      subject: `Porchlight: ${possessive(phone.name)} day`,
      message: `${phone.name}: ${plural(talked.length, 'conversation')}, ${plural(minutes, 'minute')}, and ${plural(digest.calls.length - talked.length, 'unanswered call')} since ${since.time} on ${since.day}.`,
      eventKey: key,
      at: now,
    });
    return count ? 'sent' : 'not_wanted';
  });
}
