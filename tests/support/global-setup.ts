// Vitest global setup for integration tests: one PostgreSQL (embedded, or TEST_DATABASE_URL),
// and a template database migrated once. Each test file clones the template, which is much
// faster than migrating per file.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { applyMigrations } from '../../src/server/db/schema-engine.ts';
import { migrateWorkerSchema } from '../../src/server/worker/migrate-worker-schema.ts';

export const TEMPLATE_DB = 'porchlight_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let cleanup = async () => {};
  if (!adminUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'porchlight-test-'));
    await chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
    const embedded = await startEmbeddedPostgres({ dataDir: dir });
    adminUrl = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await client.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  await applyMigrations(templateUrl);
  await migrateWorkerSchema(templateUrl);
  project.provide('pgAdminUrl', adminUrl);
  return cleanup;
}
