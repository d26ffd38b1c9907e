// A fresh embedded PostgreSQL for one benchmark, under .data (where the embedded PostgreSQL's
// user may write), migrated; `close` stops it and removes its files.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseConfig, type Config } from '../src/server/config.ts';
import { openDatabase, type OpenDatabase } from '../src/server/db/open-database.ts';
import { createLog } from '../src/server/log.ts';

export async function benchDatabase(
  name: string,
  env: Record<string, string> = {},
): Promise<{ config: Config; database: OpenDatabase; close: () => Promise<void> }> {
  const dataDir = join(process.cwd(), '.data', name);
  await rm(dataDir, { recursive: true, force: true });
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEATHER_API_BASE: 'off',
    ...env,
  });
  const database = await openDatabase({ config, log: createLog('silent') });
  return {
    config,
    database,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
