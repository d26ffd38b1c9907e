// The family's call timeline: newest first, paged in the database, each call with its outcome,
// summary, mood, topics, what was set and remembered, notes passed on, and every alert raised
// with its channel and delivery status. Crisis calls are marked. A call whose recording the loved
// one declined shows its notes but no transcript (companion.md).
import {
  CALL_NOT_FOUND,
  type CallOutcome,
  type CallPage,
  type FamilyTranscript,
  type TimelineCall,
} from '../../shared/family.ts';
import { MAX_ATTEMPTS } from '../calls/call-outcome.ts';
import { transcriptText } from '../calls/transcript.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/uuid.ts';
import { AppError } from '../errors.ts';
import type { LovedOneRef } from './loved-one.ts';

const LIVE = new Set(['queued', 'ringing', 'in-progress']);

export function outcomeOf(call: {
  direction: string;
  type: string;
  status: string;
  outcome: string | null;
  endReason: string | null;
  attempt: number;
  talked: boolean;
}): CallOutcome {
  if (LIVE.has(call.status)) return 'in_progress';
  if (call.talked) return 'talked';
  if (call.outcome === 'voicemail' || call.endReason === 'voicemail' || call.endReason === 'machine')
    return 'voicemail';
  if (
    call.endReason === 'declined' ||
    call.endReason === 'not_a_good_time' ||
    call.endReason === 'call_later'
  )
    return 'declined';
  if (call.status === 'failed' && call.direction === 'outbound' && call.outcome === 'failed') return 'failed';
  // The last unanswered attempt of a daily check-in counts as a missed check-in.
  if (call.direction === 'outbound' && call.type === 'outbound' && call.attempt >= MAX_ATTEMPTS)
    return 'missed';
  return 'no_answer';
}

export async function listCalls(
  db: Db,
  lovedOne: LovedOneRef,
  page: { page: number; pageSize: number },
): Promise<CallPage> {
  const where = { phoneNumberId: lovedOne.id };
  const [total, rows] = await Promise.all([
    db.call.count({ where }),
    db.call.findMany({
      where,
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      skip: (page.page - 1) * page.pageSize,
      take: page.pageSize,
      select: {
        id: true,
        direction: true,
        type: true,
        status: true,
        outcome: true,
        endReason: true,
        attempt: true,
        startedAt: true,
        durationSeconds: true,
        summary: true,
        mood: true,
        topics: true,
        recordingConsent: true,
      },
    }),
  ]);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { calls: [], total };
  const [talkedRows, alerts, reminders, memories, notes, referrals] = await Promise.all([
    db.transcriptTurn.groupBy({
      by: ['callId'],
      where: { callId: { in: ids }, speaker: 'user' },
      _count: true,
    }),
    db.alert.findMany({
      where: { callId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { callId: true, kind: true, channel: true, destination: true, status: true },
    }),
    db.reminder.findMany({
      where: { callId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { callId: true, text: true, localTime: true, repeat: true },
    }),
    db.memory.findMany({
      where: { callId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { callId: true, text: true },
    }),
    db.familyNote.findMany({
      where: { deliveredCallId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { deliveredCallId: true, text: true },
    }),
    db.crisisReferral.findMany({ where: { callId: { in: ids } }, select: { callId: true, kind: true } }),
  ]);
  const talked = new Set(talkedRows.map((r) => r.callId));
  const byCall = <T extends { callId: string | null }>(list: T[], id: string) =>
    list.filter((x) => x.callId === id);
  const calls = rows.map((row): TimelineCall => {
    const callAlerts = byCall(alerts, row.id);
    const crisisKinds = new Set([
      ...byCall(referrals, row.id).map((r) => r.kind),
      ...callAlerts.map((a) => a.kind),
    ]);
    return {
      id: row.id,
      direction: row.direction === 'inbound' ? 'inbound' : 'outbound',
      type: row.type,
      status: row.status,
      outcome: outcomeOf({ ...row, talked: talked.has(row.id) }),
      started_at: row.startedAt.toISOString(),
      duration: row.durationSeconds,
      summary: row.summary,
      mood: row.mood,
      topics: row.topics,
      crisis: crisisKinds.has('emergency') ? 'emergency' : crisisKinds.has('self_harm') ? 'self_harm' : null,
      transcript_available: row.recordingConsent !== false && talked.has(row.id),
      reminders: byCall(reminders, row.id).map((r) => ({
        text: r.text,
        local_time: r.localTime,
        repeat: r.repeat,
      })),
      memories: byCall(memories, row.id).map((m) => m.text),
      notes_passed: notes.filter((n) => n.deliveredCallId === row.id).map((n) => n.text),
      alerts: callAlerts.map((a) => ({
        kind: a.kind,
        channel: a.channel,
        to: a.destination,
        status: a.status,
      })),
    };
  });
  return { calls, total };
}

export const TRANSCRIPT_DECLINED =
  'did not agree to recording on this call, so only the notes above were kept.';

export async function familyTranscript(
  db: Db,
  lovedOne: LovedOneRef,
  callId: string,
): Promise<FamilyTranscript> {
  const call = isUuid(callId)
    ? await db.call.findFirst({
        where: { id: callId, phoneNumberId: lovedOne.id },
        select: { id: true, durationSeconds: true, startedAt: true, type: true, recordingConsent: true },
      })
    : null;
  if (!call) throw new AppError('NOT_FOUND', CALL_NOT_FOUND);
  const base = {
    phoneNumber: lovedOne.number,
    callDuration: call.durationSeconds ?? 0,
    createdAt: call.startedAt.toISOString(),
    callType: call.type,
  };
  if (call.recordingConsent === false)
    return { ...base, available: false, message: `${lovedOne.name} ${TRANSCRIPT_DECLINED}`, transcript: '' };
  return {
    ...base,
    available: true,
    message: null,
    transcript: await transcriptText(db, call.id, lovedOne.name),
  };
}
