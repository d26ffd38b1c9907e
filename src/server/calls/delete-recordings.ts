// Deletes call audio at the telephony provider now, for calls whose rows are going away (a
// deleted account) before the hourly 24-hour purge could reach them. A recording already gone
// counts as deleted; any other failure throws, so the job retries.
import type { AppDeps } from '../deps.ts';

export async function deleteRecordings(options: { deps: AppDeps; recordingSids: string[] }): Promise<void> {
  for (const sid of options.recordingSids) {
    try {
      await options.deps.telephony.deleteRecording(sid);
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }
}
