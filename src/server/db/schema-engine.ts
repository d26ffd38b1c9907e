// Prisma's own schema engine, compiled to WebAssembly, driven through the pg driver adapter.
// This replaces the native engine binary the Prisma CLI would download, which this product
// must not depend on. The migrations folder and the `_prisma_migrations` table stay the
// standard ones, so `prisma migrate deploy` also works wherever the native engine exists.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { DiffTarget, MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

const require = createRequire(import.meta.url);

export const projectRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
export const schemaPath = join(projectRoot, 'prisma', 'schema.prisma');
export const migrationsDir = join(projectRoot, 'prisma', 'migrations');
/** The datamodel as of the newest migration; new migrations are diffs from it. */
export const migratedSchemaPath = join(projectRoot, 'prisma', 'migrated-schema.snapshot');

let wasmReady: Promise<void> | undefined;

/** wasm-bindgen's bundler output imports the .wasm as a module, which Node cannot; do it by hand. */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const pkgDir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bytes = await readFile(join(pkgDir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
    });
    engineBindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

type Connection = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * A migration's script sent to PostgreSQL whole, as one simple query, which is how Prisma's
 * native engine applies it (and so in one implicit transaction). The adapter's own
 * `executeScript` cuts the script at every semicolon, inside a function's dollar-quoted body too.
 */
function wholeScripts(connection: Connection): Connection {
  const driver = connection.underlyingDriver() as { query: (sql: string) => Promise<unknown> };
  const reportError = (connection as unknown as { onError: (error: unknown) => never }).onError.bind(
    connection,
  );
  connection.executeScript = async (script: string) => {
    try {
      await driver.query(script);
    } catch (error) {
      reportError(error);
    }
  };
  return connection;
}

async function withEngine<T>(
  options: { databaseUrl?: string; datamodel?: string },
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await loadWasm();
  const factory = new PrismaPg({ connectionString: options.databaseUrl ?? 'postgresql://localhost/unused' });
  // The engine never closes the connections it opens; keep them so `finally` can.
  const opened: { dispose: () => Promise<void> }[] = [];
  const adapter = bindMigrationAwareSqlAdapterFactory({
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const connection = wholeScripts(await factory.connect());
      opened.push(connection);
      return connection;
    },
    connectToShadowDb: async () => {
      const connection = wholeScripts(await factory.connectToShadowDb());
      opened.push(connection);
      return connection;
    },
  });
  const datamodels: [string, string][] | undefined = options.datamodel
    ? [[schemaPath, options.datamodel]]
    : undefined;
  const engine = await engineBindings.SchemaEngine.new({ datamodels }, () => undefined, adapter);
  try {
    return await use(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((c) => c.dispose()));
  }
}

async function readMigrations(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (path) => {
      const file = join(migrationsDir, path, 'migration.sql');
      const content = await readFile(file, 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: unknown) => ({ tag: 'error' as const, value: String(error) }),
      );
      return { path, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  const lockContent = await readFile(join(migrationsDir, 'migration_lock.toml'), 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/** Applies every migration not yet recorded in `_prisma_migrations`. The engine takes an advisory lock, so concurrent starts are safe. */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const migrationsList = await readMigrations();
  return withEngine({ databaseUrl }, async (engine) => {
    const out = await engine.applyMigrations({
      migrationsList,
      filters: { externalTables: [], externalEnums: [] },
    });
    return out.appliedMigrationNames;
  });
}

function datamodelTarget(content: string): DiffTarget {
  return { tag: 'schemaDatamodel', files: [{ path: schemaPath, content }] };
}

/**
 * SQL that turns the database described by `from` (null = empty) into `to`. The result depends
 * only on the two datamodels, but the engine insists on a reachable database to start.
 */
export async function diffDatamodels(databaseUrl: string, from: string | null, to: string): Promise<string> {
  return withEngine({ databaseUrl }, async (engine) => {
    const result = await engine.diff({
      from: from === null ? { tag: 'empty' } : datamodelTarget(from),
      to: datamodelTarget(to),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? '';
  });
}

/** True when a diff script contains no statement. */
export function isEmptyMigration(sql: string): boolean {
  return !sql.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--'));
}
