import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;
export { Prisma } from './generated/client.ts';

/** Connections per pool when the caller names no other size. */
export const DEFAULT_POOL_MAX = 10;

export function createDb(
  databaseUrl: string,
  options: { max?: number; onError?: (error: Error) => void; connectTimeoutMs?: number } = {},
): Db {
  // Without these handlers, a connection dropped by the server (a restart, or the embedded
  // PostgreSQL stopping on Ctrl+C before we do) would crash the process.
  const onError = options.onError ?? (() => undefined);
  // A database that stops answering (not refusing: a hung host, a dropped network) would
  // otherwise leave every query waiting for a connection for ever; after 10 s it fails, and
  // callers that must not lose a write (the transcript) retry.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  });
  pool.on('error', onError);
  // The pool is ours so that `driverPool` can reach it; Prisma still ends it on $disconnect.
  const adapter = new PrismaPg(pool, { onConnectionError: onError, disposeExternalPool: true });
  // Errors without the calling line's code frame: to print it, Prisma captures a stack trace on
  // every query, which costs a fifth or more of its CPU time per query. A failed query's own
  // stack still shows the caller.
  const db = new PrismaClient({ adapter, errorFormat: 'minimal' });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The driver's pool under a client `createDb` made (every client is), for the one query every
 * signed-in request makes (the session and its account): through `pg` it costs about a third of
 * Prisma's CPU time (bench/api.ts). Its rows come as `pg` parses them (see sessions.ts).
 */
export function driverPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('driverPool: this client was not made by createDb');
  return pool;
}
