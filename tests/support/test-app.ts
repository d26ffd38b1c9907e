// Starts the real app in-process for one test file: its own database cloned from the migrated
// template, real SMTP delivery into a capture server, and optionally the real worker.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { createDeps } from '../../src/server/create-deps.ts';
import { parseConfig, type Config } from '../../src/server/config.ts';
import { closeDb, createDb, type Db } from '../../src/server/db/client.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { createLog } from '../../src/server/log.ts';
import { startWorker, type WorkerHandle } from '../../src/server/worker/start-worker.ts';
import { TEMPLATE_DB } from './global-setup.ts';
import { TestClient } from './http-client.ts';
import { startPgProxy, type PgProxy } from './pg-proxy.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

export interface TestApp {
  url: string;
  databaseUrl: string;
  db: Db;
  deps: AppDeps;
  config: Config;
  smtp: SmtpCapture;
  worker: WorkerHandle | null;
  client: () => TestClient;
  /** The Fastify instance itself (its route table, for the fuzz test). */
  fastify: FastifyInstance;
  /** Present with `proxyDatabase`: cut() starts a database outage, restore() ends it. */
  proxy: PgProxy | null;
  stop: () => Promise<void>;
}

function databaseUrl(admin: string, name: string): string {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl(admin, 'postgres') });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await client.end();
  return {
    url: databaseUrl(admin, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: databaseUrl(admin, 'postgres') });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(
  options: {
    worker?: boolean;
    env?: Record<string, string>;
    smtp?: boolean;
    hangupDelayMs?: number;
    /** The companion's clock on calls. */
    clock?: () => Date;
    /** The app reaches Postgres through a proxy the test can cut (an outage) and restore. */
    proxyDatabase?: boolean;
    /**
     * Files of the built web app, by path under its folder (index.html may be replaced too);
     * `../prerender/prerender.js` is the landing page's server-side build.
     */
    clientFiles?: Record<string, string | Uint8Array>;
    /** Another process of the same deployment: this app's database, which it leaves in place. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const database = shared
    ? { url: shared.databaseUrl, drop: () => Promise.resolve() }
    : await createTestDatabase();
  const proxy = options.proxyDatabase ? await startPgProxy(database.url) : null;
  const smtp = await startSmtpCapture();
  // dist/ in small: client/ is the web app; a file named '../prerender/…' lands beside it.
  const clientDir = join(await mkdtemp(join(tmpdir(), 'porchlight-spa-')), 'client');
  await mkdir(clientDir);
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  for (const [path, content] of Object.entries(options.clientFiles ?? {})) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), content);
  }
  const config = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SUPPORT_EMAIL: 'support@porchlight.test',
    // Tests play many clients by setting X-Forwarded-For, as if one proxy in front had written it.
    TRUST_PROXY: '1',
    WEATHER_API_BASE: 'off', // never the real Open-Meteo from a test
    ...(options.smtp === false ? {} : { SMTP_URL: smtp.url }),
    ...options.env,
  });
  const db = createDb(proxy?.url ?? database.url, { max: 5 });
  const log = createLog(config.LOG_LEVEL);
  const deps = createDeps({ config, db, log });
  const { mail } = deps;
  const worker = options.worker
    ? await startWorker({
        deps,
        databaseUrl: database.url,
        crontab: false,
        pollInterval: 100,
        concurrency: 2,
      })
    : null;
  const server = await createServer({
    deps,
    worker,
    clientDir,
    hangupDelayMs: () => options.hangupDelayMs ?? 30,
    clock: options.clock,
  });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    databaseUrl: database.url,
    db,
    deps,
    config,
    smtp,
    worker,
    client: () => new TestClient(url),
    fastify: server.app,
    proxy,
    stop: async () => {
      await server.stop();
      await worker?.stop();
      await mail.close();
      await closeDb(db);
      await smtp.stop();
      await proxy?.stop();
      await database.drop();
    },
  };
}

let clientSeq = 0;

/** A new account, signed in, talking from an address of its own (so no rate limit interferes). */
export async function signedInClient(
  app: TestApp,
  label = 'family',
): Promise<{ client: TestClient; userId: string; email: string }> {
  const n = clientSeq++;
  const client = app.client();
  const email = `${label}${Date.now()}${n}@example.com`;
  const ip = `10.${100 + (n % 100)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const login = await client.post('/api/auth/email/login', { email }, { 'x-forwarded-for': ip });
  if (login.status !== 200) throw new Error(`sign-up failed: ${login.status} ${login.text}`);
  const me = await client.get<{ id: string }>('/api/user/me');
  return { client, userId: me.body.id, email };
}
