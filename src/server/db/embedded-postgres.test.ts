// A process that loads the embedded PostgreSQL and then fails must exit with its failure: the
// library's exit hook used to turn every such exit into 0, so a failing `npm test` passed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const wrapper = pathToFileURL(join(import.meta.dirname, 'embedded-postgres.ts')).href;

function exitCodeAfter(body: string): number | null {
  const script = `await import(${JSON.stringify(wrapper)}); ${body}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return run.status;
}

describe('a process that loads the embedded PostgreSQL', () => {
  it('keeps the exit code it set when its work is done', () => {
    expect(exitCodeAfter('process.exitCode = 1;')).toBe(1);
  });

  it('still exits 0 when nothing failed', () => {
    expect(exitCodeAfter('')).toBe(0);
  });
});
