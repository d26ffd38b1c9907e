// The inline script that hands the public configuration to the SPA in index.html. It is the
// page's only inline script, so the Content-Security-Policy allows it by the hash of its text
// (the configuration is fixed for the life of the process) instead of 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '../../shared/public-config.ts';

export function appConfigScript(config: PublicConfig): { html: string; cspHash: string } {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const code = `window.${PUBLIC_CONFIG_GLOBAL}=${json}`;
  const digest = createHash('sha256').update(code, 'utf8').digest('base64');
  return { html: `<script>${code}</script>`, cspHash: `'sha256-${digest}'` };
}
