// Every environment variable the server reads, parsed once and frozen. Nothing else in the
// code base reads process.env. The README's table is checked against this schema by a test.
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` refuses local providers and turns on Secure cookies.'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the web process.'),
  HOST: z.string().default('0.0.0.0').describe('Interface the web process listens on.'),
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
  TRUST_PROXY: booleanFlag.describe(
    'Set to `true` behind a reverse proxy or load balancer, so client addresses (used by rate limits) come from `X-Forwarded-For`. Leave unset when clients connect directly, or they could pick their own address.',
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
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Server log level.'),
  ANALYTICS_MEASUREMENT_ID: optionalString.describe(
    'Google Analytics 4 measurement id (`G-…`). When unset, no analytics script is loaded.',
  ),
});

export type Config = Readonly<z.output<typeof configSchema> & { publicUrl: string }>;

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
  return Object.freeze({ ...parsed, publicUrl });
}

let cached: Config | undefined;

/** The process's configuration, read from the environment once. */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
