// /healthz is what the operator watches: 200 while the database answers and jobs are being
// picked up, 503 (with the reason) otherwise. /livez and /readyz are the platform's probes:
// alive, and able to serve this process's own role (a web process is not judged by a worker).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSystemHealth } from '../../src/server/admin/stats.ts';
import { startWorkerHealthServer } from '../../src/server/http/health.ts';
import { startWorker } from '../../src/server/worker/start-worker.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Health {
  status: string;
  database: string;
  worker: {
    mode: string;
    status: string;
    queueLagSeconds: number | null;
    dueJobs: number | null;
    failedJobs: number | null;
  };
}

describe('with the worker in-process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('is live, and ready as web and worker while the worker runs', async () => {
    const live = await app.client().get('/livez');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await app.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      role: 'web+worker',
      database: 'ok',
      draining: false,
      worker: 'running',
    });
  });

  it('is ok while the worker runs', async () => {
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'ok',
      worker: { mode: 'in-process', status: 'ok', dueJobs: 0, failedJobs: 0 },
    });
  });

  it('is never served as the SPA or cached HTML', async () => {
    const res = await app.client().get('/healthz');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('reports 503 "lagging" when due jobs wait even though the worker runs', async () => {
    // A job no task of this worker can take stands in for a worker that is stuck.
    await app.db.$executeRawUnsafe(
      `SELECT graphile_worker.add_job('nobody__runs_this', '{}'::json, run_at => now() - interval '10 minutes')`,
    );
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', worker: { mode: 'in-process', status: 'lagging' } });
    await app.db.$executeRawUnsafe(`DELETE FROM graphile_worker._private_jobs`);
    expect((await app.client().get('/healthz')).status).toBe(200);
  });

  it('reports 503 when the in-process worker has stopped', async () => {
    await app.worker!.stop();
    const ready = await app.client().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unready', role: 'web+worker', worker: 'stopped' });
    expect((await app.client().get('/livez')).status).toBe(200);
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'degraded',
      database: 'ok',
      worker: { mode: 'in-process', status: 'stopped' },
    });
  });
});

describe('with a separate worker process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const addJob = (runAtSql: string) =>
    app.db.$executeRawUnsafe(
      `SELECT graphile_worker.add_job('contact__notify_support', '{}'::json, run_at => ${runAtSql})`,
    );

  it('is ok while the queue is empty', async () => {
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'ok',
      worker: { mode: 'separate', status: 'ok', queueLagSeconds: 0, dueJobs: 0, failedJobs: 0 },
    });
  });

  it('stays ok for a job that became due moments ago, or one scheduled for later', async () => {
    await addJob(`now() - interval '30 seconds'`);
    await addJob(`now() + interval '1 hour'`);
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.worker).toMatchObject({ status: 'ok', dueJobs: 1 });
    expect(res.body.worker.queueLagSeconds).toBeGreaterThanOrEqual(29);
    expect(res.body.worker.queueLagSeconds).toBeLessThan(120);
  });

  it('reports 503 "lagging" when a due job has waited more than two minutes', async () => {
    await addJob(`now() - interval '10 minutes'`);
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(503);
    // The web process itself can still serve: a lagging worker elsewhere is the admin panel's news.
    const ready = await app.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', role: 'web', database: 'ok', draining: false });
    const admin = await getSystemHealth({ deps: app.deps });
    expect(admin.status).toBe('critical');
    expect(admin.notes).toContain('2 jobs have waited 10 minutes.');
    expect(res.body).toMatchObject({
      status: 'degraded',
      database: 'ok',
      worker: { mode: 'separate', status: 'lagging', dueJobs: 2 },
    });
    expect(res.body.worker.queueLagSeconds).toBeGreaterThanOrEqual(600);
    expect(res.body.worker.queueLagSeconds).toBeLessThan(700);
  });

  it('recovers once the worker has caught up', async () => {
    await app.db
      .$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE run_at < now() - interval '5 minutes'`;
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.worker.status).toBe('ok');
  });

  it('counts permanently failed jobs without calling the queue lagging', async () => {
    await app.db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
    await addJob(`now() - interval '1 day'`);
    await app.db
      .$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = max_attempts, last_error = 'gave up'`;
    const res = await app.client().get<Health>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.worker).toMatchObject({ status: 'ok', dueJobs: 0, failedJobs: 1, queueLagSeconds: 0 });
  });

  it('reports 503 with database "error" while PostgreSQL refuses connections, and recovers', async () => {
    const dbName = new URL(app.databaseUrl).pathname.slice(1);
    const adminUrl = new URL(app.databaseUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        dbName,
      ]);
      const unready = await app.client().get('/readyz');
      expect(unready.status).toBe(503);
      expect(unready.body).toMatchObject({ status: 'unready', role: 'web', database: 'error' });
      expect((await app.client().get('/livez')).status).toBe(200);
      const down = await app.client().get<Health>('/healthz');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'degraded',
        database: 'error',
        worker: { queueLagSeconds: null, dueJobs: null, failedJobs: null },
      });
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const up = await app.client().get<Health>('/healthz');
    expect(up.status).toBe(200);
    expect(up.body.database).toBe('ok');
  });
});

describe('a worker-only process (WORKER_HEALTH_PORT)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('is live, ready while its job runner runs, and unready once it stops', async () => {
    const worker = await startWorker({ deps: app.deps, databaseUrl: app.databaseUrl, crontab: false });
    const probes = await startWorkerHealthServer({ worker, port: 0, host: '127.0.0.1', log: app.deps.log });
    try {
      const get = async (path: string) => {
        const res = await fetch(`${probes.url}${path}`);
        return { status: res.status, body: (await res.json()) as unknown };
      };
      expect(await get('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get('/readyz')).toEqual({
        status: 200,
        body: { status: 'ready', role: 'worker', worker: 'running' },
      });
      expect((await get('/')).status).toBe(404);
      await worker.stop();
      expect(await get('/readyz')).toEqual({
        status: 503,
        body: { status: 'unready', role: 'worker', worker: 'stopped' },
      });
      expect((await get('/livez')).status).toBe(200);
    } finally {
      await worker.stop();
      await probes.stop();
    }
  });
});
