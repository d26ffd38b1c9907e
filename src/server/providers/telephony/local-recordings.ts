// The local phone's recordings: audio files under DATA_DIR/recordings, one per call, named by
// the call id. Served with byte ranges (so the admin player can seek) and deleted after 24 hours
// like Twilio's.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import rangeParser from 'range-parser';
import { RecordingGoneError, type RecordingMedia } from './telephony.ts';

export const LOCAL_RECORDING_TYPES: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
};

const CONTENT_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

/** `local-rec-{callId}` → the call id, or null for a sid that is not a local recording. */
function callIdOf(sid: string): string | null {
  const match = /^local-rec-([0-9a-f-]{36})$/.exec(sid);
  return match?.[1] ?? null;
}

export function localRecordingSid(callId: string): string {
  return `local-rec-${callId}`;
}

export function createLocalRecordings(dir: string) {
  return {
    /** Stores a call's audio; returns the sid and the url the Call row keeps. */
    async save(callId: string, format: string, bytes: Buffer): Promise<{ sid: string; url: string }> {
      await mkdir(dir, { recursive: true });
      const file = `${callId}.${format}`;
      await writeFile(join(dir, file), bytes);
      return { sid: localRecordingSid(callId), url: `local:${file}` };
    },

    async open(recording: { sid: string; url: string }, range: string | undefined): Promise<RecordingMedia> {
      const file = /^local:([0-9a-f-]{36}\.(webm|ogg|wav|mp3))$/.exec(recording.url);
      if (!file?.[1] || !file[2]) throw new RecordingGoneError();
      const path = join(dir, file[1]);
      const size = await stat(path).then(
        (s) => s.size,
        () => {
          throw new RecordingGoneError();
        },
      );
      const contentType = CONTENT_TYPES[file[2]] ?? 'application/octet-stream';
      const ranges = range ? rangeParser(size, range, { combine: true }) : -2;
      if (ranges === -1) {
        return { status: 416, contentType, contentLength: null, contentRange: `bytes */${size}`, body: null };
      }
      // -2 (malformed) or several ranges: the whole file, as HTTP allows.
      if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
        return {
          status: 200,
          contentType,
          contentLength: size,
          contentRange: null,
          body: createReadStream(path),
        };
      }
      const { start, end } = ranges[0]!;
      return {
        status: 206,
        contentType,
        contentLength: end - start + 1,
        contentRange: `bytes ${start}-${end}/${size}`,
        body: createReadStream(path, { start, end }),
      };
    },

    async remove(sid: string): Promise<void> {
      const callId = callIdOf(sid);
      if (!callId) return;
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => n.startsWith(`${callId}.`))
          .map((n) => unlink(join(dir, n)).catch(() => undefined)),
      );
    },
  };
}

export type LocalRecordings = ReturnType<typeof createLocalRecordings>;
