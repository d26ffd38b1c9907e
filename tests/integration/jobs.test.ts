// Background jobs: the hourly clean-up of expired sign-in data, run by the real worker, and
// the wiring between jobs/index.ts, the job files and the crontab.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseCrontab, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import purgeJob from '../../jobs/auth__purge_expired.ts';
import { jobs } from '../../jobs/index.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { projectRoot } from '../../src/server/db/schema-engine.ts';
import { enqueueJob } from '../../src/server/worker/enqueue.ts';
import { readCrontab } from '../../src/server/worker/start-worker.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const jobsDir = join(projectRoot, 'jobs');
const HOUR = 3_600_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true });
});
afterAll(async () => {
  await app?.stop();
});

let seq = 0;
const tag = () => `${Date.now()}-${seq++}`;

/** Expired and live rows of every kind the purge handles. */
async function seed() {
  const t = tag();
  const user = await app.db.user.create({ data: { email: `purge-${t}@example.com` } });
  const past = new Date(Date.now() - HOUR);
  const future = new Date(Date.now() + HOUR);
  const expiredSession = await createSession({
    db: app.db,
    userId: user.id,
    now: new Date(Date.now() - 8 * 24 * HOUR),
  });
  const liveSession = await createSession({ db: app.db, userId: user.id });
  await app.db.loginCode.createMany({
    data: [
      { email: `old-${t}@example.com`, codeHash: 'a', expiresAt: past },
      { email: `new-${t}@example.com`, codeHash: 'b', expiresAt: future },
    ],
  });
  await app.db.rateLimit.createMany({
    data: [
      { key: `test:old:${t}`, count: 3, resetAt: past },
      { key: `test:new:${t}`, count: 3, resetAt: future },
    ],
  });
  return { t, userId: user.id, expiredSession, liveSession };
}

async function state(t: string, userId: string) {
  return {
    sessions: (await app.db.session.findMany({ where: { userId } })).length,
    codes: (await app.db.loginCode.findMany({ where: { email: { endsWith: `-${t}@example.com` } } }))
      .map((c) => c.email.split('-')[0])
      .sort(),
    limits: (await app.db.rateLimit.findMany({ where: { key: { endsWith: `:${t}` } } }))
      .map((r) => r.key.split(':')[1])
      .sort(),
  };
}

async function waitForQueueEmpty(task: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await app.db.$queryRaw<{ n: bigint; error: string | null }[]>`
      SELECT count(*) AS n, max(last_error) AS error FROM graphile_worker.jobs WHERE task_identifier = ${task}`;
    if (rows[0]?.error) throw new Error(`${task} failed: ${rows[0].error}`);
    if (rows[0]?.n === 0n) return;
    if (Date.now() > deadline) throw new Error(`${task} still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('auth__purge_expired', () => {
  it('run by the worker, deletes expired sessions, codes and rate-limit windows and keeps live ones', async () => {
    const { t, userId } = await seed();
    expect(await state(t, userId)).toEqual({ sessions: 2, codes: ['new', 'old'], limits: ['new', 'old'] });

    await enqueueJob(app.db, 'auth__purge_expired', {});
    await waitForQueueEmpty('auth__purge_expired');

    expect(await state(t, userId)).toEqual({ sessions: 1, codes: ['new'], limits: ['new'] });
    expect(await app.db.user.findUnique({ where: { id: userId } })).not.toBeNull();
  });

  it('keeps a live session usable: its holder stays signed in', async () => {
    const client = app.client();
    await client.post('/api/auth/email/login', { email: `live-${tag()}@example.com` });
    await enqueueJob(app.db, 'auth__purge_expired', {});
    await waitForQueueEmpty('auth__purge_expired');
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('logs what it removed when executed directly', async () => {
    const { t, userId } = await seed();
    const lines: string[] = [];
    const helpers = { logger: { info: (line: string) => lines.push(line) } } as unknown as JobHelpers;
    await purgeJob.execute({}, { deps: app.deps, helpers });
    expect(await state(t, userId)).toEqual({ sessions: 1, codes: ['new'], limits: ['new'] });
    const removed = JSON.parse(lines[0]!.replace(/^purged /, '')) as Record<string, number>;
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.loginCodes).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
  });

  it('accepts the payload the crontab sends (with _cron metadata)', async () => {
    const helpers = { logger: { info: () => undefined } } as unknown as JobHelpers;
    await expect(
      purgeJob.execute(
        { _cron: { ts: new Date().toISOString(), backfilled: false } },
        { deps: app.deps, helpers },
      ),
    ).resolves.toBeUndefined();
  });
});

describe('job wiring', () => {
  it('schedules auth__purge_expired hourly in the crontab, with a stable id', () => {
    const items = parseCrontab(readCrontab());
    const purge = items.find((i) => i.task === 'auth__purge_expired');
    expect(purge).toBeDefined();
    expect(purge!.identifier).toBe('auth_purge_expired');
    expect(purge!.options).toMatchObject({ backfillPeriod: 2 * HOUR, maxAttempts: 3 });
    const at = (hour: number, min: number) => purge!.match({ min, hour, date: 1, month: 1, dow: 1 });
    expect(at(0, 17)).toBe(true);
    expect(at(13, 17)).toBe(true);
    expect(at(13, 16)).toBe(false);
  });

  it('gives every crontab line an explicit id= and a task the worker knows', () => {
    const lines = readCrontab()
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const items = parseCrontab(readCrontab());
    expect(items).toHaveLength(lines.length);
    for (const line of lines) expect(line, line).toMatch(/[?&]id=[a-z0-9_]+/);
    const known = new Set(jobs.map((j) => j.name));
    for (const item of items) expect(known, item.task).toContain(item.task);
    expect(new Set(items.map((i) => i.identifier)).size).toBe(items.length);
  });

  it('names every task in jobs/index.ts after its own file in jobs/', async () => {
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z]+__[a-z_]+$/);
      const file = join(jobsDir, `${job.name}.ts`);
      expect(existsSync(file), file).toBe(true);
      const mod = (await import(file)) as { default: { name: string } };
      expect(mod.default).toBe(job);
    }
  });

  it('registers every job file in jobs/index.ts', () => {
    const files = readdirSync(jobsDir)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(jobs.map((j) => j.name).sort()).toEqual(files);
  });
});
