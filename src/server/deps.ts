import type { LanguageModel } from 'ai';
import type { AdminPassword } from './admin/password.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { DashboardPageCache } from './dashboard/page-cache.ts';
import type { SessionRow } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Log } from './log.ts';
import type { MailProvider } from './providers/mail/index.ts';
import type { PaymentsProvider } from './providers/payments/index.ts';
import type { TelephonyProvider } from './providers/telephony/index.ts';
import type { WeatherProvider } from './providers/weather/weather.ts';

/** What domain functions may use. Built once per process in main.ts (or per test). */
export interface AppDeps {
  config: Config;
  db: Db;
  mail: MailProvider;
  payments: PaymentsProvider;
  telephony: TelephonyProvider;
  /** The companion's language model; null: the scripted companion answers. */
  llm: LanguageModel | null;
  /** The model of the safety check beside each reply (LLM_SAFETY_MODEL); the companion's when null. */
  llmSafety: LanguageModel | null;
  weather: WeatherProvider;
  log: Log;
  /** The admin panel's password check (disabled when none is configured). */
  adminPassword: AdminPassword;
  /**
   * Sessions checked recently (session-cache.ts). It holds nothing until a web server feeds it
   * the database's announcements (createServer), so a worker or a direct test reads every
   * session from the database.
   */
  sessions: SessionCache<SessionRow>;
  /**
   * Dashboard pages read recently (dashboard/page-cache.ts). It keeps nothing until a web server
   * runs its checks against the database (createServer).
   */
  dashboardPages: DashboardPageCache;
}
