// Errors in the browser reach the error-reporting service when the server passes a Sentry DSN in
// the public configuration. The SDK is loaded only then, in a chunk of its own, so pages stay
// light and nothing at all is sent without it.
import { publicConfig } from './public-config.ts';
import type * as SentryModule from './sentry.ts';

type Sentry = typeof SentryModule;

let loading: Promise<Sentry | null> | null = null;

function load(): Promise<Sentry | null> {
  const settings = publicConfig.sentry;
  if (!settings) return Promise.resolve(null);
  loading ??= import('./sentry.ts')
    .then((sentry) => {
      sentry.start(settings);
      return sentry;
    })
    .catch(() => null); // reporting must never break the page
  return loading;
}

/** Starts reporting (uncaught errors and rejections) when it is configured. */
export function startErrorReporting(): void {
  void load();
}

/** Reports one error (a render error the error page caught, say). */
export function reportError(error: unknown, source: string): void {
  void load().then((sentry) => sentry?.capture(error, source));
}
