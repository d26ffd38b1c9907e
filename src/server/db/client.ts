import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';
import { statementNamer } from './statement-names.ts';

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
  // pg-pool listens for errors only on idle clients; one checked out is unguarded until its
  // borrower attaches a listener, a tick later for a promise. A server that ends the connection
  // (a restart, or `DROP DATABASE … WITH (FORCE)`) right as it is made sends the ready message
  // and the fatal error in one packet, and the error, with nobody listening, would end the
  // process. Every client is guarded for its whole life; the query it was running still fails.
  pool.on('connect', (client) => client.on('error', onError));
  // The pool is ours (see `driverPool`) and so is ending it, in `closeDb`: were Prisma to end it on
  // $disconnect (`disposeExternalPool`), its next query would quietly open a pool of its own that
  // nothing ever closes. This way a query after closing fails, and says so.
  // Named statements: see statement-names.ts.
  const adapter = new PrismaPg(pool, {
    onConnectionError: onError,
    statementNameGenerator: statementNamer(),
  });
  // Errors without the calling line's code frame: to print it, Prisma captures a stack trace on
  // every query, which costs a fifth or more of its CPU time per query. A failed query's own
  // stack still shows the caller.
  const db = new PrismaClient({ adapter, errorFormat: 'minimal' });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/** Disconnects Prisma and ends the pool under it; the client is not to be used afterwards. */
export async function closeDb(db: Db): Promise<void> {
  await db.$disconnect();
  const pool = driverPool(db);
  if (!pool.ending) await pool.end(); // `ending` stays true once end() has been called
}

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
