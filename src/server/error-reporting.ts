// Errors reach a person: with SENTRY_DSN set, unhandled errors, failed requests (500) and jobs
// that failed for good go to Sentry, scrubbed of anything personal (src/shared/error-scrub.ts).
// Without it nothing is loaded and every call here is a no-op. Sentry's client is global to the
// process, as its SDK intends; main.ts turns it on once at start-up.
import type * as SentryNodeModule from '@sentry/node';
import { SENTRY_DATA_COLLECTION, scrubEvent } from '../shared/error-scrub.ts';
import type { Config } from './config.ts';
import type { Log } from './log.ts';

type SentryNode = typeof SentryNodeModule;

let sentry: SentryNode | null = null;

export interface ErrorContext {
  /** Where it happened: `request`, `job`, `unhandledRejection`, `uncaughtException`... */
  source: string;
  /** Short, non-personal values to search by (a task name, a route pattern, an alert kind). */
  tags?: Record<string, string | number | boolean>;
  /** Non-personal details shown with the event (job id, attempts). */
  details?: Record<string, string | number | boolean | null>;
  level?: 'error' | 'fatal';
}

/** Turns reporting on when SENTRY_DSN is set. Returns whether it is on. */
export async function initErrorReporting(options: {
  config: Config;
  log: Log;
  /** What this process does: `web`, `worker` or `web+worker`. */
  role: string;
}): Promise<boolean> {
  const dsn = options.config.SENTRY_DSN;
  if (!dsn) return false;
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    environment: options.config.NODE_ENV,
    dataCollection: SENTRY_DATA_COLLECTION,
    maxBreadcrumbs: 0,
    // Errors only: no tracing, and no hooks rewriting modules as they load.
    enableRuntimeChannelInjection: false,
    integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
    initialScope: { tags: { role: options.role } },
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
  });
  sentry = Sentry;
  options.log.info('Error reporting to Sentry is on');
  return true;
}

/** Sends one error (never throws; a no-op when reporting is off). */
export function reportError(error: unknown, context: ErrorContext): void {
  if (!sentry) return;
  try {
    sentry.captureException(error, {
      level: context.level ?? 'error',
      tags: { source: context.source, ...context.tags },
      ...(context.details ? { contexts: { details: context.details } } : {}),
    });
  } catch {
    // Reporting must never take anything down with it.
  }
}

/** Waits for queued reports to be sent (before the process exits). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (!sentry) return;
  await sentry.flush(timeoutMs).catch(() => false);
}
