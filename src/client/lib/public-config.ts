import { formatPhoneDisplay, toE164 } from '../../shared/phone/index.ts';
import { isPublicConfig, PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '../../shared/public-config.ts';

const fallback: PublicConfig = {
  supportPhone: '',
  servicePhone: '',
  supportEmail: '',
  analyticsMeasurementId: null,
  devTools: false,
  localPhone: false,
  payments: { provider: 'stripe', displayName: 'Stripe' },
  sentry: null,
};

/**
 * A configured phone number as every page shows it ('+1 (215) 555-0142'), however it was written
 * in the environment ('+12155550142', '215-555-0142'); one that is not a number we know is kept.
 */
export function displayPhone(raw: string): string {
  const e164 = toE164(raw.trim());
  return e164 ? formatPhoneDisplay(e164) : raw.trim();
}

export function readPublicConfig(raw: unknown): PublicConfig {
  if (!isPublicConfig(raw)) return fallback;
  const {
    supportPhone,
    servicePhone,
    supportEmail,
    analyticsMeasurementId,
    devTools,
    localPhone,
    payments,
    sentry,
  } = raw;
  // A copy of the known fields only, so nothing else written on the global rides along.
  return {
    supportPhone: displayPhone(supportPhone),
    servicePhone,
    supportEmail,
    analyticsMeasurementId,
    devTools,
    localPhone,
    payments: { provider: payments.provider, displayName: payments.displayName },
    sentry: sentry && { dsn: sentry.dsn, environment: sentry.environment },
  };
}

/** The page's global (window); when the landing page is rendered on the server, the render's. */
function read(): PublicConfig {
  return readPublicConfig((globalThis as unknown as Record<string, unknown>)[PUBLIC_CONFIG_GLOBAL]);
}

/** Server-provided settings the browser may see (support phone, analytics id). */
export const publicConfig: PublicConfig = read();
