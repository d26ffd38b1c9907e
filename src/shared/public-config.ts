// The part of the server configuration the browser may see. The server writes it into
// index.html as `window.__PORCHLIGHT_CONFIG__`, so the first paint already has it.
import { z } from 'zod';

export const publicConfigSchema = z.object({
  supportPhone: z.string(),
  /** The number loved ones call, and the caller ID of the companion's calls. */
  servicePhone: z.string(),
  supportEmail: z.string(),
  analyticsMeasurementId: z.string().nullable(),
  devTools: z.boolean(),
  /** The local phone (/dev/phone) is there: development with no Twilio configured. */
  localPhone: z.boolean(),
  /** Who takes payments: Stripe, or the local provider's pages when no Stripe key is set. */
  payments: z.object({ provider: z.enum(['stripe', 'local']), displayName: z.string() }),
  /** Error reporting in the browser (SENTRY_DSN); null: nothing is sent. */
  sentry: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_GLOBAL = '__PORCHLIGHT_CONFIG__';
