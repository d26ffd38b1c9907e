// The real process (src/server/main.ts) in a child process, for what only a whole process shows:
// signals, draining, exiting. It gets its own database cloned from the migrated template.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, type Db } from '../../src/server/db/client.ts';
import { projectRoot } from '../../src/server/db/schema-engine.ts';
import { TestClient } from './http-client.ts';
import { createTestDatabase, type TestApp } from './test-app.ts';

export interface ChildApp {
  url: string;
  db: Db;
  client: () => TestClient;
  /** The app as the shared test helpers (registerLovedOne, signedInClient) need it. */
  asTestApp: () => TestApp;
  /** Every log line the process wrote (JSON lines on stdout). */
  logs: string[];
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  readonly running: boolean;
  signal: (signal: NodeJS.Signals) => void;
  /** Kills the process if it still runs, and drops its database. */
  stop: () => Promise<void>;
}

export async function startChildApp(
  options: { env?: Record<string, string>; args?: string[] } = {},
): Promise<ChildApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'porchlight-child-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'src/server/main.ts'), ...(options.args ?? [])],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEATHER_API_BASE: 'off',
        SUPPORT_EMAIL: 'support@porchlight.test',
        ...options.env,
      },
    },
  );
  const logs: string[] = [];
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  let buffered = '';
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${logs.join('\n')}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(line)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}) before listening:\n${logs.join('\n')}`));
    });
  });
  const cleanUp = async () => {
    if (running) {
      child.kill('SIGKILL');
      await exited;
    }
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await listening;
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const db = createDb(database.url, { max: 3 });
  const app: ChildApp = {
    url,
    db,
    client: () => new TestClient(url),
    asTestApp: () => ({ url, db, client: () => new TestClient(url) }) as unknown as TestApp,
    logs,
    exited,
    get running() {
      return running;
    },
    signal: (signal) => child.kill(signal),
    stop: async () => {
      await closeDb(db);
      await cleanUp();
    },
  };
  return app;
}
