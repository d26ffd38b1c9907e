// What the companion knows on a call: who is on the line, their account, what they said before
// (memories), reminders, and notes from the family. Loaded once per relay session.
import { callTypeOf, type CallDirection, type CallType } from '../../shared/call.ts';
import type { Db } from '../db/client.ts';
import type { CallFacts } from './call-script.ts';
import { languageOf, type Language } from './language.ts';

export interface CallContext {
  callId: string;
  direction: CallDirection;
  type: CallType;
  userId: string | null;
  language: Language;
  phone: {
    id: string;
    number: string;
    name: string;
    relationship: string | null;
    timezone: string;
    recordingConsent: boolean | null;
    callsStopped: boolean;
  } | null;
  familyName: string | null;
  memories: string[];
  reminders: CallFacts['reminders'];
  notes: { id: string; text: string }[];
}

export async function loadCallContext(db: Db, callId: string): Promise<CallContext | null> {
  const call = await db.call.findUnique({
    where: { id: callId },
    include: {
      user: { select: { name: true } },
      phoneNumber: {
        include: {
          memories: { orderBy: { createdAt: 'desc' }, take: 30 },
          reminders: { where: { cancelledAt: null }, orderBy: { localTime: 'asc' } },
          familyNotes: { where: { deliveredAt: null }, orderBy: { createdAt: 'asc' } },
        },
      },
    },
  });
  if (!call) return null;
  const p = call.phoneNumber;
  return {
    callId: call.id,
    direction: call.direction === 'outbound' ? 'outbound' : 'inbound',
    type: callTypeOf(call.type),
    userId: call.userId,
    language: languageOf(p),
    phone: p
      ? {
          id: p.id,
          number: p.number,
          name: p.name,
          relationship: p.relationship,
          timezone: p.timezone,
          recordingConsent: p.recordingConsent,
          callsStopped: p.callsStoppedAt !== null,
        }
      : null,
    familyName: call.user?.name ?? null,
    memories: (p?.memories ?? []).map((m) => m.text).reverse(),
    reminders: (p?.reminders ?? []).map((r) => ({
      id: r.id,
      text: r.text,
      localTime: r.localTime,
      repeat: r.repeat,
      localDate: r.localDate,
    })),
    notes: (p?.familyNotes ?? []).map((n) => ({ id: n.id, text: n.text })),
  };
}

/** The first name the companion uses ("Margaret Smith" → "Margaret"). */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function firstName(ctx: Pick<CallContext, 'phone'>): string {
  return firstNameOf(ctx.phone?.name);
}
