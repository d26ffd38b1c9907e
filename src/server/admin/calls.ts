// The admin's call log, a call's audio and its transcript. Lists are paged in the database
// (newest first), so they stay quick with a hundred thousand calls.
import {
  ADMIN_MESSAGES,
  type AdminCallItem,
  type AdminPage,
  type CallAudioInfo,
  type CallTranscript,
} from '../../shared/admin.ts';
import { transcriptText } from '../calls/transcript.ts';
import type { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { RecordingGoneError } from '../providers/telephony/index.ts';

const callSelect = {
  id: true,
  userId: true,
  direction: true,
  type: true,
  status: true,
  fromNumber: true,
  toNumber: true,
  startedAt: true,
  durationSeconds: true,
  phoneNumber: { select: { number: true, name: true } },
} satisfies Prisma.CallSelect;

type CallRow = Prisma.CallGetPayload<{ select: typeof callSelect }>;

/** The loved one's number: the registered one, else the far end of the call. */
function numberOf(call: Pick<CallRow, 'direction' | 'fromNumber' | 'toNumber' | 'phoneNumber'>): string {
  return call.phoneNumber?.number ?? (call.direction === 'inbound' ? call.fromNumber : call.toNumber) ?? '';
}

export function toAdminCallItem(call: CallRow): AdminCallItem {
  return {
    id: call.id,
    phoneNumber: numberOf(call),
    ...(call.phoneNumber?.name ? { phoneName: call.phoneNumber.name } : {}),
    callType: call.type,
    duration: call.durationSeconds ?? 0,
    status: call.status,
    timestamp: call.startedAt.toISOString(),
    userId: call.userId,
  };
}

const callsOf = (userId: string | undefined): Prisma.CallWhereInput => (userId ? { userId } : {});

/** One page of calls, newest first, without counting them all (the Overview's recent calls). */
export async function pageOfAdminCalls(options: {
  deps: AppDeps;
  userId?: string;
  page: number;
  pageSize: number;
}): Promise<AdminCallItem[]> {
  const rows = await options.deps.db.call.findMany({
    where: callsOf(options.userId),
    select: callSelect,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    skip: (options.page - 1) * options.pageSize,
    take: options.pageSize,
  });
  return rows.map(toAdminCallItem);
}

/** A page of calls and how many there are in all (the call log). */
export async function listAdminCalls(options: {
  deps: AppDeps;
  userId?: string;
  page: number;
  pageSize: number;
}): Promise<AdminPage<AdminCallItem>> {
  const { db } = options.deps;
  if (options.userId) {
    const user = await db.user.findUnique({ where: { id: options.userId }, select: { id: true } });
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  }
  const [items, total] = await Promise.all([
    pageOfAdminCalls(options),
    db.call.count({ where: callsOf(options.userId) }),
  ]);
  return { items, total, page: options.page, pageSize: options.pageSize };
}

async function findCall(deps: AppDeps, callId: string) {
  const call = await deps.db.call.findUnique({
    where: { id: callId },
    select: {
      ...callSelect,
      answeredAt: true,
      endedAt: true,
      recordingConsent: true,
      recordingSid: true,
      recordingUrl: true,
      recordingDurationSeconds: true,
      recordingDeletedAt: true,
    },
  });
  if (!call) throw new AppError('NOT_FOUND', 'Call not found.');
  return call;
}

export function callAudioUrl(callId: string): string {
  return `/api/admin/call-audio/${callId}/file`;
}

/** Media format from a stored recording url: Twilio's is served as mp3, local files keep theirs. */
function formatOf(url: string): string {
  return /^local:.*\.(\w+)$/.exec(url)?.[1] ?? 'mp3';
}

/** Whether a call has audio to play, and if not, why (spec: 'Audio Not Available' + message). */
export async function getCallAudio(options: { deps: AppDeps; callId: string }): Promise<CallAudioInfo> {
  const call = await findCall(options.deps, options.callId);
  const unavailable = (message: string): CallAudioInfo => ({
    available: false,
    audioUrl: null,
    duration: null,
    format: null,
    message,
  });
  if (call.recordingDeletedAt) {
    return unavailable(
      'The recording was deleted 24 hours after the call, as the privacy policy promises. The transcript is kept.',
    );
  }
  if (call.recordingSid && call.recordingUrl) {
    return {
      available: true,
      audioUrl: callAudioUrl(call.id),
      duration: call.recordingDurationSeconds ?? call.durationSeconds ?? null,
      format: formatOf(call.recordingUrl),
      message: null,
    };
  }
  if (call.status === 'in-progress' || call.status === 'ringing' || call.status === 'queued') {
    return unavailable('The call is still going on; its recording will be ready after it ends.');
  }
  if (!call.answeredAt) return unavailable('The call was not answered, so nothing was recorded.');
  if (call.recordingConsent === false) {
    return unavailable('The caller did not agree to recording, so only the transcript was kept.');
  }
  if (call.recordingConsent === true && call.endedAt && Date.now() - call.endedAt.getTime() < 5 * 60_000) {
    return unavailable('The recording is still being processed. Try again in a few minutes.');
  }
  return unavailable(ADMIN_MESSAGES.audioDefault);
}

/** The audio bytes of a call with a recording (a byte range of them when asked). */
export async function openCallAudio(options: { deps: AppDeps; callId: string; range: string | undefined }) {
  const call = await findCall(options.deps, options.callId);
  if (!call.recordingSid || !call.recordingUrl || call.recordingDeletedAt) {
    throw new AppError('NOT_FOUND', 'This call has no recording.');
  }
  let media;
  try {
    media = await options.deps.telephony.openRecording(
      { sid: call.recordingSid, url: call.recordingUrl },
      options.range,
    );
  } catch (error) {
    if (error instanceof RecordingGoneError)
      throw new AppError('NOT_FOUND', 'The recording is no longer available.');
    throw error;
  }
  return { media, fileName: `call-audio-${call.id}.${formatOf(call.recordingUrl)}` };
}

/** The conversation as 'Speaker: message' lines: 'Assistant' for the companion, the loved one's name otherwise. */
export async function getCallTranscript(options: { deps: AppDeps; callId: string }): Promise<CallTranscript> {
  const call = await findCall(options.deps, options.callId);
  const transcript = await transcriptText(options.deps.db, call.id, call.phoneNumber?.name);
  return {
    transcript,
    phoneNumber: numberOf(call),
    callDuration: call.durationSeconds ?? 0,
    createdAt: call.startedAt.toISOString(),
    callType: call.type,
  };
}
