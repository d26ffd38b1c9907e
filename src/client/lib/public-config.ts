import { PUBLIC_CONFIG_GLOBAL, publicConfigSchema, type PublicConfig } from '../../shared/public-config.ts';

const fallback: PublicConfig = {
  supportPhone: '',
  servicePhone: '',
  supportEmail: '',
  analyticsMeasurementId: null,
  devTools: false,
  localPhone: false,
  payments: { provider: 'stripe', displayName: 'Stripe' },
};

function read(): PublicConfig {
  const raw: unknown = (window as unknown as Record<string, unknown>)[PUBLIC_CONFIG_GLOBAL];
  const parsed = publicConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/** Server-provided settings the browser may see (support phone, analytics id). */
export const publicConfig: PublicConfig = read();
