// A seeded fuzz over every REST route, every tRPC procedure, the webhooks and /dev: random JSON,
// wrong types, control characters, huge strings, `%` in path parameters, wrong content types.
// Nothing may answer 5xx, and API errors keep the `{ success: false, error }` shape. The same
// generator runs 10,000 requests in `npm run bench` (bench/http-fuzz.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findControlCharacter } from '../../src/server/http/control-characters.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import {
  FUZZ_FAMILIES,
  FuzzIdentities,
  fuzzProblem,
  generateFuzzRequests,
  restRoutes,
  sendFuzzRequest,
  statusClass,
  trpcProcedures,
} from '../support/http-fuzz.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SEED = 20_240_613;

let app: TestApp;
beforeAll(async () => {
  // The outbox (no SMTP) and an admin password, so /dev/outbox and every admin route exist; the
  // worker in-process (as `npm start`), so /healthz measures the service, not an idle queue.
  app = await startTestApp({ smtp: false, worker: true, env: { ADMIN_PASSWORD: 'fuzz-admin-password' } });
});
afterAll(async () => {
  await app?.stop();
});

describe('HTTP fuzz', () => {
  it('finds every route and procedure to aim at', () => {
    const routes = restRoutes(app.fastify).map((r) => r.url);
    for (const url of [
      '/api/contact',
      '/api/phone-numbers/:number',
      '/api/admin/users/:userId/calls',
      '/api/stripe/webhook',
      '/api/twilio/voice',
      '/api/twilio/voice/status',
      '/api/twilio/sms',
      '/dev/outbox.json',
      '/dev/phone/call',
      '/dev/schedule/checkin',
      '/healthz',
    ]) {
      expect(routes).toContain(url);
    }
    expect(routes.some((r) => r.startsWith('/trpc'))).toBe(false);
    const procedures = trpcProcedures(appRouter).map((p) => p.path);
    expect(procedures).toEqual(expect.arrayContaining(['user.delete', 'billing.confirmCheckout']));
    expect(procedures.length).toBe(Object.keys(appRouter._def.procedures).length);
  });

  it('generates the same requests from the same seed', () => {
    const options = {
      seed: SEED,
      count: 50,
      routes: restRoutes(app.fastify),
      procedures: trpcProcedures(appRouter),
    };
    expect(generateFuzzRequests(options)).toEqual(generateFuzzRequests(options));
    expect(generateFuzzRequests({ ...options, seed: SEED + 1 })).not.toEqual(generateFuzzRequests(options));
  });

  it(
    "answers malformed requests to every target with no 5xx, in the app's error shape",
    { timeout: 180_000 },
    async () => {
      const routes = restRoutes(app.fastify);
      const procedures = trpcProcedures(appRouter);
      // Each target meets each family of bad input once: a few hundred requests.
      const count = (routes.length + procedures.length) * FUZZ_FAMILIES.length;
      const requests = generateFuzzRequests({ seed: SEED, count, routes, procedures });
      expect(new Set(requests.map((r) => r.target))).toEqual(
        new Set([...routes.map((r) => r.url), ...procedures.map((p) => `trpc:${p.path}`)]),
      );
      // The inputs that once gave a 5xx are in the sample.
      const body = (r: (typeof requests)[number]) => (typeof r.body === 'string' ? r.body : '');
      const hasControl = (r: (typeof requests)[number]) => {
        try {
          return findControlCharacter(JSON.parse(body(r))) !== null;
        } catch {
          return false;
        }
      };
      const sent = (method: string, path: string, test: (r: (typeof requests)[number]) => boolean) =>
        requests.some((r) => r.method === method && r.path.split('?')[0] === path && test(r));
      expect(sent('POST', '/api/contact', hasControl)).toBe(true);
      expect(sent('POST', '/trpc/contact.create', hasControl)).toBe(true);
      expect(sent('POST', '/trpc/billing.confirmCheckout', hasControl)).toBe(true);
      expect(sent('DELETE', '/api/phone-numbers/%25', () => true)).toBe(true);
      expect(sent('POST', '/trpc/phoneNumbers.delete', (r) => /"number":"[^"]*%/.test(body(r)))).toBe(true);
      const notJson = (r: (typeof requests)[number]) =>
        r.body !== undefined && !(r.headers['content-type'] ?? '').startsWith('application/json');
      expect(sent('POST', '/trpc/user.delete', notJson)).toBe(true);
      expect(requests.some((r) => body(r).length > 1_000_000)).toBe(true);

      const identities = new FuzzIdentities(app.db);
      await identities.refresh();
      const problems: string[] = [];
      const classes: Record<string, number> = {};
      for (const request of requests) {
        const response = await sendFuzzRequest(app.url, request, identities);
        classes[statusClass(response.status)] = (classes[statusClass(response.status)] ?? 0) + 1;
        const problem = fuzzProblem(request, response);
        if (problem) {
          problems.push(
            `${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.body ?? '').slice(0, 300)}: ${problem}: ${response.text.slice(0, 200)}`,
          );
        }
      }
      expect(problems).toEqual([]);
      expect(classes['5xx']).toBeUndefined();
      // Not everything was refused: some requests got through to do their work.
      expect(classes['2xx']).toBeGreaterThan(0);
      expect(classes['4xx']).toBeGreaterThan(count / 2);

      const health = await fetch(`${app.url}/healthz`);
      expect(health.ok).toBe(true);
    },
  );
});
