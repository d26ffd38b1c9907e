// The telephony provider's callbacks about a call: its status and timing, answering-machine
// detection, and the recording. A final status ends the call the same way the relay does.
import { isCallStatus } from '../../shared/call.ts';
import { languageOf, VOICE } from '../companion/language.ts';
import { say } from '../companion/phrases.ts';
import type { AppDeps } from '../deps.ts';
import { finishCall } from './finish-call.ts';

const FINAL = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

export async function updateCallStatus(options: {
  deps: AppDeps;
  providerCallSid: string;
  status?: string;
  answeredBy?: string;
}): Promise<boolean> {
  const { deps } = options;
  const call = await deps.db.call.findUnique({ where: { providerCallSid: options.providerCallSid } });
  if (!call) return false;
  const data: { status?: string; answeredAt?: Date; answeredBy?: string } = {};
  if (options.answeredBy) data.answeredBy = options.answeredBy;
  if (options.status && !call.endedAt && !FINAL.has(options.status)) {
    data.status = options.status;
    if (options.status === 'in-progress' && !call.answeredAt) data.answeredAt = new Date();
  }
  if (Object.keys(data).length) await deps.db.call.update({ where: { id: call.id }, data });
  // A machine answered a check-in: a short message with no health details, then hang up; it
  // counts as missed.
  if (options.answeredBy?.startsWith('machine') || options.answeredBy === 'fax') {
    const phone = call.phoneNumberId
      ? await deps.db.phoneNumber.findUnique({ where: { id: call.phoneNumberId } })
      : null;
    const language = languageOf(phone);
    await deps.db.call.update({ where: { id: call.id }, data: { endReason: 'machine' } });
    await deps.telephony
      .sayAndHangUp(
        options.providerCallSid,
        say(language, 'machine', { service: deps.telephony.servicePhone }),
        VOICE[language].code,
      )
      .catch((error: unknown) =>
        deps.log.error({ err: error, callId: call.id }, 'leaving the machine message failed'),
      );
  }
  if (options.status && FINAL.has(options.status) && isCallStatus(options.status)) {
    await finishCall({ deps, callId: call.id, status: options.status });
  }
  return true;
}

export async function recordRecording(options: {
  deps: AppDeps;
  providerCallSid: string;
  recordingSid: string;
  recordingUrl: string;
  durationSeconds: number | null;
}): Promise<boolean> {
  const { count } = await options.deps.db.call.updateMany({
    where: { providerCallSid: options.providerCallSid },
    data: {
      recordingSid: options.recordingSid,
      recordingUrl: options.recordingUrl,
      recordingDurationSeconds: options.durationSeconds,
    },
  });
  return count > 0;
}
