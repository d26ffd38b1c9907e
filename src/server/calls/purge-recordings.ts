// Call audio is kept at most 24 hours (companion.md, the privacy policy): then it is deleted at
// the provider and the call is marked, so the admin player shows 'Audio Not Available'. The
// transcript stays. Safe to run any number of times; a recording already gone counts as deleted.
import type { AppDeps } from '../deps.ts';

export const RECORDING_TTL_MS = 24 * 60 * 60_000;

export async function purgeRecordings(options: { deps: AppDeps; now?: Date }): Promise<number> {
  const { deps } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - RECORDING_TTL_MS);
  const due = await deps.db.call.findMany({
    where: { recordingSid: { not: null }, recordingDeletedAt: null, endedAt: { lt: cutoff } },
    select: { id: true, recordingSid: true },
    take: 500,
  });
  let deleted = 0;
  for (const call of due) {
    try {
      await deps.telephony.deleteRecording(call.recordingSid!);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404) {
        deps.log.error({ err: error, callId: call.id }, 'deleting a recording failed; will retry');
        continue;
      }
    }
    await deps.db.call.update({
      where: { id: call.id },
      data: { recordingDeletedAt: new Date(), recordingUrl: null },
    });
    deleted++;
  }
  return deleted;
}
