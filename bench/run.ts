// `npm run bench`: every benchmark in turn. Each prints its figures and the machine it ran on.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches = [
  'understanding.ts',
  'calls.ts',
  'voice-turn.ts',
  'schedule.ts',
  'admin.ts',
  'http-fuzz.ts',
  'api.ts',
  'landing.ts',
];
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
