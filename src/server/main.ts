// Process entry: config -> database -> worker -> http. `--web` or `--worker` runs one half.
import { loadConfig } from './config.ts';
import { createServer } from './app.ts';
import { createDeps } from './create-deps.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase } from './db/open-database.ts';
import { flushErrorReports, initErrorReporting, reportError } from './error-reporting.ts';
import { startWorkerHealthServer } from './http/health.ts';
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
  await initErrorReporting({
    config,
    log,
    role: runWeb && runWorker ? 'web+worker' : runWeb ? 'web' : 'worker',
  });
  const database = await openDatabase({ config, log });
  let deps: AppDeps;
  let worker: WorkerHandle | null = null;
  let server: Awaited<ReturnType<typeof createServer>> | null = null;
  let workerHealth: Awaited<ReturnType<typeof startWorkerHealthServer>> | null = null;
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
      if (worker && config.WORKER_HEALTH_PORT !== undefined) {
        workerHealth = await startWorkerHealthServer({
          worker,
          port: config.WORKER_HEALTH_PORT,
          host: config.HOST,
          log,
        });
        log.info(`Worker health probes at ${workerHealth.url}/livez and /readyz`);
      }
    }
  } catch (error) {
    // Leave nothing behind (an embedded PostgreSQL in particular) when start-up fails.
    await worker?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }

  // A deploy must not hang up on anyone: new work is refused at once, calls in progress get up
  // to SHUTDOWN_GRACE_SECONDS to end, then hear a goodbye. The worker takes no new job and
  // finishes the ones it is running. A second Ctrl+C (or signal) stops waiting for calls.
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const hurry = new AbortController();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      if (hurry.signal.aborted) {
        log.warn(`${signal} received again: exiting now`);
        process.exit(1);
      }
      log.warn(`${signal} received again: ending calls now (once more to exit at once)`);
      hurry.abort();
      return;
    }
    stopping = true;
    log.info(
      `${signal} received: draining (calls in progress may go on for up to ${config.SHUTDOWN_GRACE_SECONDS} s)`,
    );
    // The last resort, should something hang: well after the grace and the goodbyes.
    const force = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, graceMs + 60_000);
    force.unref();
    try {
      await Promise.all([server?.shutdown({ graceMs, hurry: hurry.signal }), worker?.stop()]);
      // Probes answer to the end (/readyz 503, /livez 200) so the platform waits, not restarts.
      await workerHealth?.stop();
      await deps.mail.close();
      await database.close();
      await flushErrorReports();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      reportError(error, { source: 'shutdown' });
      await flushErrorReports();
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// A stray rejected promise must not take every call in progress down with the process.
process.on('unhandledRejection', (reason) => {
  log.error({ err: reason }, 'unhandled promise rejection');
  reportError(reason, { source: 'unhandledRejection' });
});

// A thrown error nothing caught leaves the process in an unknown state: report it, then exit
// (as Node would) so the platform starts a clean one.
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  reportError(error, { source: 'uncaughtException', level: 'fatal' });
  void flushErrorReports().finally(() => process.exit(1));
});

main().catch(async (error: unknown) => {
  log.fatal({ err: error }, 'Porchlight could not start');
  reportError(error, { source: 'startup', level: 'fatal' });
  await flushErrorReports();
  process.exit(1);
});
