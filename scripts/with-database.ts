// Gives a script a database: DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR.
import { loadConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

export async function withDatabaseUrl<T>(use: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.DATABASE_URL) return use(config.DATABASE_URL);
  const db = await startEmbeddedPostgres({ dataDir: config.DATA_DIR });
  try {
    return await use(db.url);
  } finally {
    await db.stop();
  }
}
