import type { Config } from '../config.ts';

/** Local stand-ins in use, named by what to configure to replace each. */
export function localProvidersInUse(providers: { mail: { kind: string } }): string[] {
  const local: string[] = [];
  if (providers.mail.kind === 'outbox') local.push('mail (set SMTP_URL)');
  return local;
}

/**
 * In production a local provider would fake a real-world effect (an e-mail nobody receives),
 * so start-up stops unless ALLOW_LOCAL_PROVIDERS says this is a demo.
 */
export function assertProductionProviders(config: Config, providers: { mail: { kind: string } }): void {
  if (config.NODE_ENV !== 'production' || config.ALLOW_LOCAL_PROVIDERS) return;
  const local = localProvidersInUse(providers);
  if (local.length) {
    throw new Error(
      `Refusing to start in production with local providers: ${local.join(', ')}. Set ALLOW_LOCAL_PROVIDERS=true only for demos.`,
    );
  }
}
