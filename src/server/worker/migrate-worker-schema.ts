import { makeWorkerUtils } from 'graphile-worker';

/** Installs or upgrades graphile-worker's own schema, which web processes need to enqueue. */
export async function migrateWorkerSchema(databaseUrl: string): Promise<void> {
  const utils = await makeWorkerUtils({ connectionString: databaseUrl });
  try {
    await utils.migrate();
  } finally {
    await utils.release();
  }
}
