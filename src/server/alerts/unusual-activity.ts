// Unusual activity (companion.md), told to the family when the number's `unusual_activity_alert`
// is on, once per distinct event, with a one-line reason: a call in the night (23:00–05:00
// local), 48 hours of silence from someone who talks daily, or a clear drop in mood.
import { localParts, spokenTime } from '../schedule/local-time.ts';
import type { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { raiseAlert } from './raise-alert.ts';

type Tx = Prisma.TransactionClient;

async function alertOnce(
  tx: Tx,
  phone: { id: string; userId: string; name: string; unusualActivityAlert: boolean },
  event: { key: string; callId?: string; reason: string },
): Promise<boolean> {
  if (!phone.unusualActivityAlert) return false;
  // One alert per event, even when two checks race.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`unusual:${phone.id}:${event.key}`}))`;
  const seen = await tx.alert.findFirst({ where: { phoneNumberId: phone.id, eventKey: event.key } });
  if (seen) return false;
  await raiseAlert({
    tx,
    userId: phone.userId,
    phoneNumberId: phone.id,
    callId: event.callId ?? null,
    kind: 'unusual_activity',
    subject: `Something unusual with ${phone.name}`,
    message: `${phone.name} ${event.reason}`,
    eventKey: event.key,
  });
  return true;
}

/** A conversation that started between 23:00 and 05:00 where they live. */
export async function checkNightCall(
  tx: Tx,
  call: { id: string; startedAt: Date; phoneNumberId: string | null },
): Promise<boolean> {
  if (!call.phoneNumberId) return false;
  const phone = await tx.phoneNumber.findUnique({ where: { id: call.phoneNumberId } });
  if (!phone) return false;
  const local = localParts(call.startedAt, phone.timezone);
  if (local.minutes >= 5 * 60 && local.minutes < 23 * 60) return false;
  // The night is named by the evening it began.
  const night =
    local.minutes >= 23 * 60
      ? local.date
      : localParts(new Date(call.startedAt.getTime() - 6 * 3_600_000), phone.timezone).date;
  return alertOnce(tx, phone, {
    key: `night:${night}`,
    callId: call.id,
    reason: `called Porchlight at ${spokenTime(local.time)} at night, which is unusual.`,
  });
}

/** A mood of 2 or less after calls that averaged 3.5 or more. */
export async function checkMoodDrop(
  tx: Tx,
  call: { id: string; phoneNumberId: string | null; mood: number },
): Promise<boolean> {
  if (!call.phoneNumberId || call.mood > 2) return false;
  const earlier = await tx.call.findMany({
    where: { phoneNumberId: call.phoneNumberId, mood: { not: null }, id: { not: call.id } },
    orderBy: { startedAt: 'desc' },
    take: 5,
    select: { mood: true },
  });
  if (earlier.length < 3) return false;
  const average = earlier.reduce((sum, c) => sum + (c.mood ?? 0), 0) / earlier.length;
  if (average < 3.5) return false;
  const phone = await tx.phoneNumber.findUniqueOrThrow({ where: { id: call.phoneNumberId } });
  return alertOnce(tx, phone, {
    key: `mood:${call.id}`,
    callId: call.id,
    reason: `sounded much lower in today's call than usual (mood ${call.mood} of 5, against about ${average.toFixed(1)} lately).`,
  });
}

/** Hourly: someone who talks most days has not talked for 48 hours. */
export async function checkSilences(options: { deps: AppDeps; now?: Date }): Promise<number> {
  const { db } = options.deps;
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - 48 * 3_600_000);
  const quiet = await db.phoneNumber.findMany({
    where: { unusualActivityAlert: true, callsStoppedAt: null, lastConversationAt: { lt: since } },
  });
  let alerted = 0;
  for (const phone of quiet) {
    const last = phone.lastConversationAt!;
    // "Talks daily": conversations on at least 5 of the 7 days before the silence began.
    const days = await db.$queryRaw<{ days: bigint }[]>`
      SELECT count(DISTINCT (c.started_at AT TIME ZONE ${phone.timezone})::date) AS days
        FROM calls c
       WHERE c.phone_number_id = ${phone.id}::uuid
         AND c.started_at > ${new Date(last.getTime() - 7 * 86_400_000)} AND c.started_at <= ${last}
         AND EXISTS (SELECT 1 FROM transcript_turns t WHERE t.call_id = c.id AND t.speaker = 'user')`;
    if (Number(days[0]?.days ?? 0) < 5) continue;
    const sent = await db.$transaction((tx) =>
      alertOnce(tx, phone, {
        key: `silence:${last.toISOString()}`,
        reason: `has not talked with Porchlight for two days, although they usually talk every day.`,
      }),
    );
    if (sent) alerted++;
  }
  return alerted;
}
