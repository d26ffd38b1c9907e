// What a message to the family is made from, read when it is sent: the loved one, the call it is
// about (its summary, mood, topics, the reminders set and notes passed on in it, and whether an
// emergency or talk of self-harm was heard), and for a digest, the calls since the last one.
import type { Alert } from '../db/generated/client.ts';
import type { Db, Prisma } from '../db/client.ts';

type Reader = Db | Prisma.TransactionClient;

export interface LovedOneFacts {
  id: string;
  name: string;
  /** E.164. */
  number: string;
  timezone: string;
  digestTime: string;
}

export interface CallFacts {
  id: string;
  startedAt: Date;
  durationSeconds: number | null;
  direction: string;
  summary: string | null;
  mood: number | null;
  topics: string[];
  /** The loved one said something on it (a conversation, not a missed try). */
  talked: boolean;
  /** An emergency or talk of self-harm was heard: no cheerful mood score for this call. */
  crisis: 'emergency' | 'self_harm' | null;
  reminders: { text: string; localTime: string; repeat: string }[];
  notesPassed: string[];
}

export interface DigestFacts {
  since: Date;
  until: Date;
  calls: CallFacts[];
}

export interface AlertFacts {
  kind: string;
  subject: string;
  message: string;
  raisedAt: Date;
  publicUrl: string;
  lovedOne: LovedOneFacts | null;
  call: CallFacts | null;
  digest: DigestFacts | null;
}

/** Facts of these calls, in the order given (calls that no longer exist are left out). */
export async function callFacts(db: Reader, ids: string[]): Promise<CallFacts[]> {
  if (!ids.length) return [];
  const [calls, talked, crisisAlerts, referrals, reminders, notes] = await Promise.all([
    db.call.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        startedAt: true,
        durationSeconds: true,
        direction: true,
        summary: true,
        mood: true,
        topics: true,
      },
    }),
    db.transcriptTurn.groupBy({
      by: ['callId'],
      where: { callId: { in: ids }, speaker: 'user' },
      _count: true,
    }),
    db.alert.findMany({
      where: { callId: { in: ids }, kind: { in: ['emergency', 'self_harm'] } },
      select: { callId: true, kind: true },
    }),
    db.crisisReferral.findMany({ where: { callId: { in: ids } }, select: { callId: true, kind: true } }),
    db.reminder.findMany({
      where: { callId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { callId: true, text: true, localTime: true, repeat: true },
    }),
    db.familyNote.findMany({
      where: { deliveredCallId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { deliveredCallId: true, text: true },
    }),
  ]);
  const byId = new Map(calls.map((c) => [c.id, c]));
  const talkedIds = new Set(talked.map((t) => t.callId));
  return ids.flatMap((id) => {
    const call = byId.get(id);
    if (!call) return [];
    const kinds = new Set([...crisisAlerts, ...referrals].filter((a) => a.callId === id).map((a) => a.kind));
    return [
      {
        ...call,
        talked: talkedIds.has(id),
        crisis: kinds.has('emergency') ? 'emergency' : kinds.has('self_harm') ? 'self_harm' : null,
        reminders: reminders
          .filter((r) => r.callId === id)
          .map((r) => ({ text: r.text, localTime: r.localTime, repeat: r.repeat })),
        notesPassed: notes.filter((n) => n.deliveredCallId === id).map((n) => n.text),
      },
    ];
  });
}

/**
 * A digest covers the calls since the loved one's previous digest (or the 24 hours before, for the
 * first), up to the moment this one was raised, so each call is in exactly one digest.
 */
export async function digestFacts(
  db: Reader,
  options: { phoneNumberId: string; until: Date; eventKey?: string | null },
): Promise<DigestFacts> {
  const previous = await db.alert.findFirst({
    where: {
      phoneNumberId: options.phoneNumberId,
      kind: 'daily_digest',
      createdAt: { lt: options.until },
      ...(options.eventKey ? { NOT: { eventKey: options.eventKey } } : {}),
    },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  const since = previous?.createdAt ?? new Date(options.until.getTime() - 24 * 3_600_000);
  const rows = await db.call.findMany({
    where: {
      phoneNumberId: options.phoneNumberId,
      type: { not: 'commercial' },
      startedAt: { gte: since, lt: options.until },
    },
    orderBy: { startedAt: 'asc' },
    select: { id: true },
  });
  return {
    since,
    until: options.until,
    calls: await callFacts(
      db,
      rows.map((r) => r.id),
    ),
  };
}

export async function loadAlertFacts(
  db: Reader,
  alert: Pick<Alert, 'kind' | 'subject' | 'message' | 'createdAt' | 'phoneNumberId' | 'callId' | 'eventKey'>,
  publicUrl: string,
): Promise<AlertFacts> {
  const phone = alert.phoneNumberId
    ? await db.phoneNumber.findUnique({
        where: { id: alert.phoneNumberId },
        select: { id: true, name: true, number: true, timezone: true, digestTime: true },
      })
    : null;
  const [call] = alert.callId ? await callFacts(db, [alert.callId]) : [];
  let digest: DigestFacts | null = null;
  if (alert.kind === 'daily_digest' && phone) {
    // The first row of this digest (a fallback channel's copy is made later) marks its end.
    const first = alert.eventKey
      ? await db.alert.findFirst({
          where: { eventKey: alert.eventKey, phoneNumberId: phone.id },
          orderBy: { createdAt: 'asc' },
          select: { createdAt: true },
        })
      : null;
    digest = await digestFacts(db, {
      phoneNumberId: phone.id,
      until: first?.createdAt ?? alert.createdAt,
      eventKey: alert.eventKey,
    });
  }
  return {
    kind: alert.kind,
    subject: alert.subject,
    message: alert.message,
    raisedAt: alert.createdAt,
    publicUrl,
    lovedOne: phone,
    call: call ?? null,
    digest,
  };
}
