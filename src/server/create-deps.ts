// Every provider, chosen from the configuration: the real one where it is configured, the local
// one otherwise. main.ts, the tests and the benchmark all build their dependencies here.
import { createAdminPassword } from './admin/password.ts';
import { SessionCache } from './auth/session-cache.ts';
import { DashboardPageCache } from './dashboard/page-cache.ts';
import { createLanguageModel } from './companion/llm.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import type { Log } from './log.ts';
import { createMailProvider } from './providers/mail/index.ts';
import { createPaymentsProvider } from './providers/payments/index.ts';
import { createTelephonyProvider } from './providers/telephony/index.ts';
import { createWeatherProvider } from './providers/weather/weather.ts';

export function createDeps(options: {
  config: Config;
  db: Db;
  log: Log;
  /** Where the outbox mail provider announces mail (the console in development). */
  mailLog?: (line: string) => void;
  /** Overrides, e.g. the benchmark's instant model. */
  overrides?: Partial<Pick<AppDeps, 'llm' | 'weather' | 'adminPassword'>>;
}): AppDeps {
  const { config, db, log } = options;
  return {
    config,
    db,
    log,
    mail: createMailProvider({ config, db, log: options.mailLog ?? (() => undefined) }),
    payments: createPaymentsProvider({ config, db }),
    telephony: createTelephonyProvider({ config, db }),
    llm: createLanguageModel(config),
    llmSafety: config.LLM_SAFETY_MODEL
      ? createLanguageModel({ ...config, LLM_MODEL: config.LLM_SAFETY_MODEL })
      : null,
    weather: createWeatherProvider(config),
    adminPassword: createAdminPassword({
      password: config.ADMIN_PASSWORD,
      hash: config.ADMIN_PASSWORD_HASH,
      generateIfMissing: config.NODE_ENV === 'development',
    }),
    sessions: new SessionCache(config.SESSION_CACHE_SECONDS * 1000),
    dashboardPages: new DashboardPageCache(config.DASHBOARD_CACHE_SECONDS * 1000),
    ...options.overrides,
  };
}
