// Every environment variable the server reads, parsed once and frozen. Nothing else in the
// code base reads process.env. The README's table is checked against this schema by a test.
import { isIP } from 'node:net';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for private ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a dotted netmask as proxy-addr takes it.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * Which proxies may tell the client's address in `X-Forwarded-For`: false (none), a hop count,
 * or the proxies' addresses. Never "all": the left-most entry is whatever the client wrote.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          '`true` is no longer accepted: it trusted every X-Forwarded-For entry, and clients write the first ones themselves. Give the number of proxies in front of the app (e.g. 1 behind one load balancer) or their addresses (e.g. 10.0.0.0/8).',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies (1 to 10), or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal; not understood: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** TWILIO_CPS: calls per second, or null for no limit ("unlimited" or 0). */
const callsPerSecond = z
  .string()
  .default('1')
  .transform((raw, ctx): number | null => {
    // Blank (`TWILIO_CPS=` in a .env) means unset, as for every other variable.
    const value = raw.trim().toLowerCase() || '1';
    if (value === 'unlimited' || value === '0') return null;
    const cps = Number(value);
    if (!Number.isFinite(cps) || cps <= 0 || cps > 10_000) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a number of calls per second (e.g. 1), or unlimited',
      });
      return z.NEVER;
    }
    return cps;
  });

export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` refuses local providers and turns on Secure cookies.'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the web process.'),
  HOST: optionalString.describe(
    'Interface the web process listens on. Unset: `127.0.0.1` (this machine only) in development and test, so `/dev` tools are not on the network; `0.0.0.0` (every interface) with `NODE_ENV=production`, as containers need.',
  ),
  PUBLIC_URL: optionalString.describe(
    'Public origin of the site, e.g. `https://porchlight.example`. Used in e-mail links, checkout return URLs and webhook signature checks. Defaults to `http://localhost:$PORT`.',
  ),
  DATABASE_URL: optionalString.describe(
    'PostgreSQL 14+ connection string. When unset, an embedded PostgreSQL is started under `DATA_DIR`.',
  ),
  DATA_DIR: z
    .string()
    .default('.data')
    .describe('Folder for the embedded PostgreSQL and local files (recordings, outbox).'),
  SMTP_URL: optionalString.describe(
    'SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. When unset, mail goes to the local outbox at `/dev/outbox`.',
  ),
  MAIL_FROM: z
    .string()
    .default('Porchlight <hello@porchlight.local>')
    .describe('From address of every e-mail.'),
  SUPPORT_EMAIL: z
    .string()
    .default('support@porchlight.local')
    .describe('Where contact-form messages are sent.'),
  SUPPORT_PHONE: z
    .string()
    .default('+1 (215) 555-0142')
    .describe("Phone number shown on the landing page's 'Call me for free' button."),
  ADMIN_PASSWORD: optionalString.describe(
    'Password of the admin panel at `/admin`. When neither this nor `ADMIN_PASSWORD_HASH` is set, the panel is turned off (in development a password is made up and printed at start-up).',
  ),
  ADMIN_PASSWORD_HASH: optionalString.describe(
    'The admin password as a scrypt hash (`npm run admin:hash`), so the plain password need not be in the environment. Takes precedence over `ADMIN_PASSWORD`.',
  ),
  TRUST_PROXY: trustProxy.describe(
    'Which reverse proxies may tell the client address (used by rate limits) in `X-Forwarded-For`: the number of proxies in front of the app (`1` behind one load balancer), or their addresses and CIDR ranges, comma-separated (`10.0.0.0/8,fd00::/8`; `loopback`, `linklocal` and `uniquelocal` name those ranges). Leave unset when clients connect directly. `true` is refused: it would trust addresses the client writes. See "Client addresses behind a proxy".',
  ),
  ALLOW_LOCAL_PROVIDERS: booleanFlag.describe(
    'Set to `true` to allow local providers (mail, payments) when `NODE_ENV=production` (for demos only).',
  ),
  STRIPE_SECRET_KEY: optionalString.describe(
    'Stripe secret key (`sk_…`). When unset, the local payments provider serves checkout and the billing portal at `/local-pay/…`. When set, `STRIPE_WEBHOOK_SECRET` and the three `STRIPE_PRICE_*` are required.',
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.describe(
    'Signing secret (`whsec_…`) of the Stripe webhook endpoint `$PUBLIC_URL/api/stripe/webhook`.',
  ),
  STRIPE_API_BASE: optionalString.describe(
    'Another host for the Stripe SDK to call instead of `https://api.stripe.com` (a proxy, or the fake Stripe in tests).',
  ),
  STRIPE_PRICE_BASIC: optionalString.describe(
    'Stripe price id (`price_…`) of the Basic plan. Unset: the local payments provider’s own reference.',
  ),
  STRIPE_PRICE_STANDARD: optionalString.describe('Stripe price id of the Standard plan.'),
  STRIPE_PRICE_PREMIUM: optionalString.describe('Stripe price id of the Premium plan.'),
  TWILIO_ACCOUNT_SID: optionalString.describe(
    'Twilio account SID (`AC…`). With `TWILIO_AUTH_TOKEN` and `TWILIO_PHONE_NUMBER`, calls and texts go through Twilio; unset, the local phone at `/dev/phone` takes the calls.',
  ),
  TWILIO_AUTH_TOKEN: optionalString.describe('Twilio auth token: signs webhooks and the relay handshake.'),
  TWILIO_PHONE_NUMBER: optionalString.describe(
    "Porchlight's Twilio number in E.164 (`+1…`): the number loved ones call, and the caller ID of its calls and texts.",
  ),
  TWILIO_API_BASE: optionalString.describe(
    'Another host for the Twilio SDK to call instead of `https://api.twilio.com` (the fake Twilio in tests).',
  ),
  TWILIO_CPS: callsPerSecond.describe(
    'Outbound calls per second the carrier accepts (a Twilio account starts at `1`). One budget shared by every worker through the database; scheduled calls take its slots earliest-due first, first attempts before retries. Applies to whichever provider places the calls, the local phone included. `unlimited` (or `0`): no pacing. Decimals are allowed (`0.5` = one call every 2 s).',
  ),
  LLM_PROVIDER: z
    .enum(['openai', 'anthropic', 'openai-compatible'])
    .optional()
    .describe(
      'Language model provider of the companion. `openai-compatible` covers Ollama, vLLM and similar (with `LLM_BASE_URL`). Unset: the scripted companion (logged as degraded).',
    ),
  LLM_MODEL: optionalString.describe('Model id, e.g. `gpt-4.1-mini`, `claude-haiku-4-5` or `llama3.1:8b`.'),
  LLM_SAFETY_MODEL: optionalString.describe(
    'Model id for the safety check that runs beside every reply (same provider); a cheaper model is fine. Unset: `LLM_MODEL`.',
  ),
  LLM_API_KEY: optionalString.describe('API key of the model provider (not needed by a local Ollama).'),
  LLM_BASE_URL: optionalString.describe(
    'Base URL of the model API, e.g. `http://localhost:11434/v1` for Ollama. Required for `openai-compatible`.',
  ),
  WEATHER_API_BASE: z
    .string()
    .default('https://api.open-meteo.com')
    .describe('Open-Meteo forecast API (no key). Set to `off` to turn the weather tool off.'),
  SERVICE_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/New_York')
    .describe("IANA time zone of the service's own day and month (dashboard usage, admin 'today')."),
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(300)
    .describe(
      'How long a web process may keep a checked session in memory, so that a signed-in request needs no database round trip to know who is asking. A sign-out, an expiry or a changed account reaches every web process within milliseconds through PostgreSQL notifications (LISTEN/NOTIFY), whatever the time set here, and a process that cannot hear them keeps nothing. 0 reads every session from the database.',
    ),
  DASHBOARD_CACHE_SECONDS: z.coerce
    .number()
    .min(0)
    .max(60)
    .default(1)
    .describe(
      "How long a web process may serve a family's dashboard page it read before, counted from when the database last found the page current. Every half of this time each web process asks PostgreSQL, in one query, whether the pages it keeps are current (a version the database's triggers change with anything a page shows), so a change made elsewhere, such as a call ending, is seen within it; the family's own changes are seen at once. 0 reads every page anew.",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Server log level.'),
  ANALYTICS_MEASUREMENT_ID: optionalString.describe(
    'Google Analytics 4 measurement id (`G-…`). When unset, no analytics script is loaded.',
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(600)
    .describe(
      "On SIGTERM or SIGINT, how long calls in progress may go on before the companion says goodbye and hangs up. New requests and calls are refused meanwhile. Set the platform's stop timeout at least 30 s above this (see Deploys and shutdown).",
    ),
  WORKER_HEALTH_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      'Port on which a worker-only process (`npm run start:worker`) answers `/livez` and `/readyz`, on `HOST`. Unset: a worker-only process listens on no port.',
    ),
  SENTRY_DSN: optionalString
    .refine((v) => v === undefined || URL.canParse(v), 'must be a Sentry DSN URL')
    .describe(
      'Sentry DSN. When set, server errors, jobs that failed for good (above all a family alert that could not be sent) and errors in the browser are reported to Sentry, scrubbed of personal data. Unset: nothing is sent.',
    ),
});

export type Config = Readonly<
  Omit<z.output<typeof configSchema>, 'HOST'> & { HOST: string; publicUrl: string }
>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  // `PORT=` in an env file means "not set": without this, PORT would coerce to 0 (a random
  // port) and NODE_ENV or LOG_LEVEL would refuse to start.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = configSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const HOST = parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return Object.freeze({ ...parsed, HOST, publicUrl });
}

let cached: Config | undefined;

/** The process's configuration, read from the environment once. */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
