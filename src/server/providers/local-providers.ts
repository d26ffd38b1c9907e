import type { Config } from '../config.ts';

/** Local stand-ins in use, named by what to configure to replace each. */
type Providers = { mail: { kind: string }; payments: { kind: string }; telephony?: { kind: string } };

export function localProvidersInUse(providers: Providers): string[] {
  const local: string[] = [];
  if (providers.mail.kind === 'outbox') local.push('mail (set SMTP_URL)');
  if (providers.payments.kind === 'local') local.push('payments (set STRIPE_SECRET_KEY)');
  if (providers.telephony?.kind === 'local') local.push('telephony (set TWILIO_*)');
  return local;
}

/**
 * In production a local provider would fake a real-world effect (an e-mail nobody receives),
 * so start-up stops unless ALLOW_LOCAL_PROVIDERS says this is a demo.
 */
export function assertProductionProviders(config: Config, providers: Providers): void {
  if (config.NODE_ENV !== 'production' || config.ALLOW_LOCAL_PROVIDERS) return;
  const local = localProvidersInUse(providers);
  if (local.length) {
    throw new Error(
      `Refusing to start in production with local providers: ${local.join(', ')}. Set ALLOW_LOCAL_PROVIDERS=true only for demos.`,
    );
  }
}
