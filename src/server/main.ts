// Process entry: config -> database -> worker -> http. `--web` or `--worker` runs one half.
import { loadConfig } from './config.ts';
import { createServer } from './app.ts';
import { createDeps } from './create-deps.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase } from './db/open-database.ts';
import { createLog } from './log.ts';
import { assertProductionProviders } from './providers/local-providers.ts';
import { startWorker, type WorkerHandle } from './worker/start-worker.ts';

const args = new Set(process.argv.slice(2));
const runWeb = !args.has('--worker');
const runWorker = !args.has('--web');

const config = loadConfig();
const log = createLog(config.LOG_LEVEL, {
  pretty: config.NODE_ENV === 'development' && process.stdout.isTTY,
});

async function main() {
  const database = await openDatabase({ config, log });
  let deps: AppDeps;
  let worker: WorkerHandle | null = null;
  let server: Awaited<ReturnType<typeof createServer>> | null = null;
  try {
    // A provider configured only halfway (Stripe without its webhook secret...) stops start-up here.
    deps = createDeps({ config, db: database.db, log, mailLog: (line) => log.info(line) });
    assertProductionProviders(config, deps);
    if (runWorker) worker = await startWorker({ deps, databaseUrl: database.url });
    server = runWeb ? await createServer({ deps, worker }) : null;
    if (server) {
      const address = await server.start();
      log.info(`Porchlight is running at ${config.publicUrl} (listening on ${address})`);
      if (deps.mail.kind === 'outbox') {
        log.info(`No SMTP_URL: e-mail (sign-in codes too) goes to ${config.publicUrl}/dev/outbox`);
      }
      if (deps.telephony.kind === 'local') {
        log.info(`No TWILIO_*: calls go to the local phone at ${config.publicUrl}/dev/phone`);
      }
      if (!deps.llm) {
        log.warn('No LLM_PROVIDER: the companion is degraded to the scripted conversation');
      }
      if (deps.payments.kind === 'local') {
        log.info('No STRIPE_SECRET_KEY: checkout and the billing portal use the local payments provider');
      }
      if (deps.adminPassword.generated) {
        log.info(
          `No ADMIN_PASSWORD: the admin panel at ${config.publicUrl}/admin takes this password until restart: ${deps.adminPassword.generated}`,
        );
      } else if (!deps.adminPassword.enabled) {
        log.info('No ADMIN_PASSWORD: the admin panel is turned off');
      }
    } else {
      log.info('Porchlight worker is running');
    }
  } catch (error) {
    // Leave nothing behind (an embedded PostgreSQL in particular) when start-up fails.
    await worker?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await server?.stop();
      await worker?.stop();
      await deps.mail.close();
      await database.close();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// A stray rejected promise must not take every call in progress down with the process.
process.on('unhandledRejection', (reason) => {
  log.error({ err: reason }, 'unhandled promise rejection');
});

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'Porchlight could not start');
  process.exit(1);
});
