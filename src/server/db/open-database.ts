import type { Config } from '../config.ts';
import type { Log } from '../log.ts';
import { migrateWorkerSchema } from '../worker/migrate-worker-schema.ts';
import { isServerShutdown } from '../worker/start-worker.ts';
import { closeDb, createDb, type Db } from './client.ts';
import { applyMigrations } from './schema-engine.ts';

export interface OpenDatabase {
  url: string;
  db: Db;
  close: () => Promise<void>;
}

/** DATABASE_URL or an embedded PostgreSQL, migrated to the current schema. */
export async function openDatabase(options: { config: Config; log: Log }): Promise<OpenDatabase> {
  const { config, log } = options;
  let stopEmbedded = async () => {};
  let url = config.DATABASE_URL;
  if (!url) {
    log.info(`starting embedded PostgreSQL in ${config.DATA_DIR}/postgres`);
    // Loaded only when used: the package's exit hook takes over SIGTERM and SIGINT (it stops its
    // PostgreSQL and exits), which would cut short the drain of a process on DATABASE_URL.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.ts');
    const embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      log: (line) => log.debug({ postgres: true }, line),
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  try {
    const applied = await applyMigrations(url);
    if (applied.length) log.info({ applied }, 'database migrations applied');
    await migrateWorkerSchema(url);
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
  const db = createDb(url, {
    onError: (error) =>
      isServerShutdown(error)
        ? log.debug({ err: error }, 'database shut down')
        : log.warn({ err: error }, 'database connection error'),
  });
  return {
    url,
    db,
    close: async () => {
      await closeDb(db);
      await stopEmbedded();
    },
  };
}
