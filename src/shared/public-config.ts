// The part of the server configuration the browser may see. The server writes it into
// index.html as `window.__PORCHLIGHT_CONFIG__`, so the first paint already has it.
// Checked by hand rather than with zod: every page reads it, the landing page included, and zod
// would be the landing page's largest library after React (issue 15: a light landing page).

export interface PublicConfig {
  supportPhone: string;
  /** The number loved ones call, and the caller ID of the companion's calls. */
  servicePhone: string;
  supportEmail: string;
  analyticsMeasurementId: string | null;
  devTools: boolean;
  /** The local phone (/dev/phone) is there: development with no Twilio configured. */
  localPhone: boolean;
  /** Who takes payments: Stripe, or the local provider's pages when no Stripe key is set. */
  payments: { provider: 'stripe' | 'local'; displayName: string };
  /** Error reporting in the browser (SENTRY_DSN); null: nothing is sent. */
  sentry: { dsn: string; environment: string } | null;
}

export const PUBLIC_CONFIG_GLOBAL = '__PORCHLIGHT_CONFIG__';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether a value has the public configuration's shape (what the server wrote, intact). */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (!isObject(value)) return false;
  const { payments, sentry } = value;
  return (
    isString(value.supportPhone) &&
    isString(value.servicePhone) &&
    isString(value.supportEmail) &&
    (value.analyticsMeasurementId === null || isString(value.analyticsMeasurementId)) &&
    typeof value.devTools === 'boolean' &&
    typeof value.localPhone === 'boolean' &&
    isObject(payments) &&
    (payments.provider === 'stripe' || payments.provider === 'local') &&
    isString(payments.displayName) &&
    (sentry === null || (isObject(sentry) && isString(sentry.dsn) && isString(sentry.environment)))
  );
}
