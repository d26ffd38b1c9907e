// Security headers on every response (pages, assets, API, errors), as helmet makes them.
// The Content-Security-Policy allows only what the app loads: its own origin, the config
// script by hash, Stripe's pricing-table script when Stripe takes payments, Google Analytics
// only when a measurement id is set, and Sentry's ingest host only when SENTRY_DSN is set. Mantine writes <style> tags and style
// attributes at runtime, so styles (never scripts) may be inline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { Config } from '../config.ts';
import { appConfigScript } from './app-config-script.ts';

// Google's published policy for GA4 (gtag.js and its collection endpoints).
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
// Stripe.js's policy: its script, its frames, its API (checkout itself is a full-page redirect).
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Where the browser's error reports go: the origin of the Sentry DSN, when one is set. */
function sentryOrigin(config: PublicConfig): string | null {
  const dsn = config.sentry?.dsn;
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(options: {
  publicConfig: PublicConfig;
  https: boolean;
}): Record<string, string[]> {
  const analytics = options.publicConfig.analyticsMeasurementId !== null;
  const stripe = options.publicConfig.payments.provider === 'stripe';
  const when = (on: boolean, sources: string[]) => (on ? sources : []);
  const frames = when(stripe, STRIPE.frame);
  const errorReports = sentryOrigin(options.publicConfig);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: [
      "'self'",
      appConfigScript(options.publicConfig).cspHash,
      ...when(stripe, STRIPE.script),
      ...when(analytics, ANALYTICS.script),
    ],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...when(analytics, ANALYTICS.img)],
    fontSrc: ["'self'", 'data:'],
    // 'self' covers the local phone's WebSocket to /voice/relay (ws: or wss: on this host).
    connectSrc: [
      "'self'",
      ...when(stripe, STRIPE.connect),
      ...when(analytics, ANALYTICS.connect),
      ...(errorReports ? [errorReports] : []),
    ],
    mediaSrc: ["'self'"],
    frameSrc: frames.length ? frames : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (development) upgrading would break every request.
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The headers helmet sets for these options. They depend on the configuration only, so they are
 * made once: @fastify/helmet built helmet's middleware again for every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { config: Config; publicConfig: PublicConfig },
) {
  const https = new URL(options.config.publicUrl).protocol === 'https:';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ publicConfig: options.publicConfig, https }),
    },
    // Same-origin requests keep their Origin header (the CSRF guard reads it); other sites get
    // the origin only, never a path such as /dashboard/{checkout session}.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Only a production site served over https: HSTS on localhost would pin it to https for a year.
    hsts:
      options.config.NODE_ENV === 'production' && https
        ? { maxAge: 365 * 24 * 3600, includeSubDomains: false }
        : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
