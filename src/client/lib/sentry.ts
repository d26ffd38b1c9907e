// The Sentry browser SDK, loaded by error-reporting.ts only when a DSN is configured.
import * as Sentry from '@sentry/react';
import { SENTRY_DATA_COLLECTION, scrubEvent } from '../../shared/error-scrub.ts';

export function start(settings: { dsn: string; environment: string }): void {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: SENTRY_DATA_COLLECTION,
    maxBreadcrumbs: 0,
    // Errors only: no sessions, no breadcrumbs (they would carry what people typed and clicked).
    integrations: (defaults) =>
      defaults.filter((i) => !['Breadcrumbs', 'BrowserSession', 'BrowserTracing'].includes(i.name)),
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
  });
}

export function capture(error: unknown, source: string): void {
  Sentry.captureException(error, { tags: { source } });
}
