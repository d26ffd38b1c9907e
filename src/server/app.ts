// Builds the HTTP server from its dependencies. main.ts runs it; tests start it in-process.
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { PublicConfig } from '../shared/public-config.ts';
import { projectRoot } from './db/schema-engine.ts';
import type { AppDeps } from './deps.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerMessageLinks } from './http/message-links.ts';
import { registerHealth } from './http/health.ts';
import { listenForSessionChanges } from './auth/session-cache.ts';
import { startDashboardPageChecks } from './dashboard/page-cache.ts';
import { createLifecycle, drainServer, registerDrainGuard } from './http/lifecycle.ts';
import { registerLoopbackOnly } from './http/loopback-only.ts';
import { registerOutboxPage } from './http/outbox-page.ts';
import { requestOrigin } from './http/request-origin.ts';
import {
  adminCookieJar,
  registerSessionRefresh,
  requestAdmin,
  requestAuth,
  sessionCookieJar,
} from './http/session-cookie.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { registerAccountRoutes } from './rest/account.ts';
import { registerAdminRoutes } from './rest/admin.ts';
import { registerAuthRoutes } from './rest/auth.ts';
import { registerBillingRoutes } from './rest/billing.ts';
import { registerAlertRoutes } from './rest/alerts.ts';
import { registerContactRoutes } from './rest/contact.ts';
import { registerLovedOneRoutes } from './rest/loved-ones.ts';
import { registerPhoneNumberRoutes } from './rest/phone-numbers.ts';
import { registerTwilioRoutes } from './rest/twilio.ts';
import { registerDevPhone } from './http/dev-phone.ts';
import { registerDevSchedule } from './http/dev-schedule.ts';
import { RELAY_PATH, registerVoiceRelay } from './http/voice-relay.ts';
import { fastifyTrpc, type TrpcPluginOptions } from './trpc/fastify-trpc.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';
import { createContextInner } from './trpc/trpc.ts';
import type { WorkerHandle } from './worker/start-worker.ts';
import { reportError } from './error-reporting.ts';

export interface ServerOptions {
  deps: AppDeps;
  worker: WorkerHandle | null;
  clientDir?: string;
  /** How long to wait after the last words before hanging up (tests shorten it). */
  hangupDelayMs?: (text: string) => number;
  /** The companion's clock on calls (tests fix it; the default is the real time). */
  clock?: () => Date;
  /** Called with each turn's server overhead (the voice benchmark listens). */
  onTurnLatency?: (ms: number) => void;
}

export function publicConfigOf(deps: AppDeps): PublicConfig {
  return {
    supportPhone: deps.config.SUPPORT_PHONE,
    // The number loved ones call: Twilio's number when configured, else the support number
    // (the local phone answers for it).
    servicePhone: deps.telephony.servicePhone,
    supportEmail: deps.config.SUPPORT_EMAIL,
    analyticsMeasurementId: deps.config.ANALYTICS_MEASUREMENT_ID ?? null,
    devTools: deps.config.NODE_ENV !== 'production',
    localPhone: deps.config.NODE_ENV !== 'production' && deps.telephony.kind === 'local',
    payments: { provider: deps.payments.kind, displayName: deps.payments.displayName },
    sentry: deps.config.SENTRY_DSN
      ? { dsn: deps.config.SENTRY_DSN, environment: deps.config.NODE_ENV }
      : null,
  };
}

/**
 * One log line per request, written when it is answered, instead of Fastify's two; with the path
 * but never the query string, where a tRPC query carries its input (a search, an e-mail address).
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

export async function createServer(options: ServerOptions): Promise<{
  app: FastifyInstance;
  start: () => Promise<string>;
  stop: () => Promise<void>;
  /** SIGTERM: refuse new work, let calls finish within `graceMs`, say goodbye on the rest, close. */
  shutdown: (options: { graceMs: number; hurry?: AbortSignal }) => Promise<void>;
}> {
  const { deps } = options;
  const logger: FastifyBaseLogger = deps.log;
  const proxies = deps.config.TRUST_PROXY;
  const app = Fastify({
    loggerInstance: logger,
    // A hop count as the function Fastify makes of one (its types leave numbers out).
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    logController: new RequestLog(),
    frameworkErrors,
    clientErrorHandler,
  });

  // First, so even a refused or drained request carries the security headers.
  registerSecurityHeaders(app, { config: deps.config, publicConfig: publicConfigOf(deps) });
  // Development tools (and the local phone's relay) answer loopback clients only.
  registerLoopbackOnly(app, { paths: ['/dev', ...(publicConfigOf(deps).localPhone ? [RELAY_PATH] : [])] });
  const lifecycle = createLifecycle();
  registerDrainGuard(app, lifecycle);
  await app.register(fastifyCookie);
  registerCsrfGuard(app, { publicUrl: deps.config.publicUrl });
  registerErrorHandler(app);
  registerInputGuards(app);

  if (deps.config.SESSION_CACHE_SECONDS > 0) {
    const sessionChanges = listenForSessionChanges({ cache: deps.sessions, db: deps.db, log: deps.log });
    app.addHook('onClose', async () => {
      await sessionChanges.stop();
      deps.sessions.down();
    });
  }
  if (deps.config.DASHBOARD_CACHE_SECONDS > 0) {
    const pageChecks = startDashboardPageChecks({ cache: deps.dashboardPages, db: deps.db, log: deps.log });
    app.addHook('onClose', () => pageChecks.stop());
  }
  registerSessionRefresh(app, deps);

  await app.register(fastifyTrpc, { prefix: '/trpc', trpcOptions: trpcOptions(deps) });

  registerAuthRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPhoneNumberRoutes(app, deps);
  registerLovedOneRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerTwilioRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAlertRoutes(app, deps);
  registerMessageLinks(app, deps);
  const calls = await registerVoiceRelay(app, deps, {
    hangupDelayMs: options.hangupDelayMs,
    onTurnLatency: options.onTurnLatency,
    clock: options.clock,
  });
  registerHealth(app, { db: deps.db, worker: options.worker, lifecycle });
  if (deps.config.NODE_ENV !== 'production' && deps.mail.kind === 'outbox') {
    registerOutboxPage(app, { db: deps.db });
  }
  if (deps.config.NODE_ENV !== 'production' && deps.telephony.kind === 'local') registerDevPhone(app, deps);
  if (deps.config.NODE_ENV !== 'production') registerDevSchedule(app, deps);
  await registerSpa(app, {
    clientDir: options.clientDir ?? join(projectRoot, 'dist', 'client'),
    publicConfig: publicConfigOf(deps),
    rereadIndex: deps.config.NODE_ENV === 'development',
    extraPages: publicConfigOf(deps).localPhone ? ['/dev/phone'] : [],
    origin: deps.config.publicUrl,
    log: deps.log,
  });

  return {
    app,
    start: async () => app.listen({ port: deps.config.PORT, host: deps.config.HOST }),
    stop: async () => app.close(),
    shutdown: ({ graceMs, hurry }) => drainServer({ app, lifecycle, calls, graceMs, hurry, log: deps.log }),
  };
}

/** How tRPC is served: the router, each request's context, and its errors reported. */
export function trpcOptions(deps: AppDeps): TrpcPluginOptions<AppRouter>['trpcOptions'] {
  return {
    router: appRouter,
    createContext: ({ req, res }) =>
      createContextInner({
        deps,
        ip: req.ip,
        origin: requestOrigin(req),
        cookies: sessionCookieJar(deps, req, res),
        auth: () => requestAuth(deps, req, res),
        adminCookies: adminCookieJar(deps, req, res),
        admin: () => requestAdmin(deps, req, res),
        userAgent: req.headers['user-agent'] ?? null,
      }),
    maxBatchSize: 10,
    onError({ error, path }) {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      deps.log.error({ err: error, path }, 'tRPC error');
      reportError(error.cause ?? error, { source: 'request', tags: { procedure: path ?? 'unknown' } });
    },
  };
}
