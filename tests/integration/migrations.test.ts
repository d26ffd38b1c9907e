// The migrations folder is the only thing production databases ever get. These tests fail when
// prisma/schema.prisma changes without `npm run db:migration`, or when the migrations would
// build a different database than the schema describes.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  applyMigrations,
  diffDatamodels,
  isEmptyMigration,
  migratedSchemaPath,
  migrationsDir,
  schemaPath,
} from '../../src/server/db/schema-engine.ts';

const admin = inject('pgAdminUrl');
const urlFor = (name: string) => {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `m_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  return urlFor(name);
}

let migrated: string;
let fromSchema: string;
let schema: string;
let migrationNames: string[];
let firstRun: string[];
beforeAll(async () => {
  schema = await readFile(schemaPath, 'utf8');
  migrationNames = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  migrated = await emptyDatabase();
  fromSchema = await emptyDatabase();
  firstRun = await applyMigrations(migrated);
});
afterAll(async () => {
  for (const name of created) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** Everything about the public schema that the app depends on, in a stable order. */
async function describeDatabase(url: string) {
  const excluded = `NOT IN ('_prisma_migrations')`;
  const columns = await query(
    url,
    `SELECT table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision,
            datetime_precision, is_nullable, column_default
       FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name ${excluded}
      ORDER BY table_name, column_name`,
  );
  const indexes = await query(
    url,
    `SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename ${excluded}
      ORDER BY tablename, indexname`,
  );
  const constraints = await query(
    url,
    `SELECT tc.table_name, tc.constraint_name, tc.constraint_type, pg_get_constraintdef(c.oid) AS definition
       FROM information_schema.table_constraints tc
       JOIN pg_constraint c ON c.conname = tc.constraint_name
       JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = tc.constraint_schema
      WHERE tc.table_schema = 'public' AND tc.table_name ${excluded}
      ORDER BY tc.table_name, tc.constraint_name`,
  );
  const enums = await query(
    url,
    `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'
      ORDER BY t.typname, e.enumsortorder`,
  );
  return { columns, indexes, constraints, enums };
}

describe('migrations', () => {
  it('the snapshot of the last migration matches prisma/schema.prisma (run `npm run db:migration -- <name>`)', async () => {
    const snapshot = await readFile(migratedSchemaPath, 'utf8');
    const sql = await diffDatamodels(migrated, snapshot, schema);
    expect(
      isEmptyMigration(sql),
      `prisma/schema.prisma has changes no migration contains; run \`npm run db:migration -- <name>\`:\n${sql}`,
    ).toBe(true);
  });

  it('would notice a schema change that has no migration', async () => {
    const changed = schema.replace(
      /(model User \{\n)/,
      '$1  favouriteColour String? @map("favourite_colour")\n',
    );
    expect(changed).not.toBe(schema);
    const snapshot = await readFile(migratedSchemaPath, 'utf8');
    const sql = await diffDatamodels(migrated, snapshot, changed);
    expect(isEmptyMigration(sql)).toBe(false);
    expect(sql).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"favourite_colour" TEXT/);
  });

  it('builds from scratch exactly the database schema.prisma describes', async () => {
    expect(firstRun).toEqual(migrationNames);

    const sql = await diffDatamodels(fromSchema, null, schema);
    expect(isEmptyMigration(sql)).toBe(false);
    await query(fromSchema, sql);

    const a = await describeDatabase(migrated);
    const b = await describeDatabase(fromSchema);
    expect(a.columns.length).toBeGreaterThan(20); // guards against comparing two empty databases
    expect(a.columns.map((c) => c.table_name as string)).toContain('users');
    expect(a).toEqual(b);
  });

  it('is idempotent and records every migration in _prisma_migrations', async () => {
    expect(await applyMigrations(migrated)).toEqual([]);
    const rows = await query<{
      migration_name: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(
      migrated,
      'SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
    }
  });

  it('gives every migration folder a migration.sql with at least one statement', async () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    for (const name of migrationNames) {
      expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
      const sql = await readFile(`${migrationsDir}/${name}/migration.sql`, 'utf8');
      expect(isEmptyMigration(sql), name).toBe(false);
    }
  });
});
