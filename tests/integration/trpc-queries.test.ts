// Queries read with GET are answered without tRPC's WHATWG request plumbing (fastify-trpc.ts).
// Held to tRPC's own `resolveResponse`, the same requests on the same database and session must
// get the same status, headers that matter and body, byte for byte: answers, errors, batches with
// a mix of both, and the requests the fast path hands back (a mutation, a path that is no query,
// input that does not parse). And the dashboard's one-read page must equal its four reads.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcOptions } from '../../src/server/app.ts';
import { getDashboardPage } from '../../src/server/dashboard/get-dashboard-page.ts';
import { fastifyTrpc } from '../../src/server/trpc/fastify-trpc.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import { createCallerFactory, createContextInner } from '../../src/server/trpc/trpc.ts';
import { registerLovedOne } from '../support/loved-one.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let fast: FastifyInstance;
let reference: FastifyInstance;
let fastUrl: string;
let referenceUrl: string;

/** Which way each request to the fast server went: resolveResponse gives its context the URL. */
const ways: ('fast' | 'resolveResponse')[] = [];

async function serve(queriesViaResolveResponse: boolean): Promise<[FastifyInstance, string]> {
  const server = Fastify();
  await server.register(fastifyCookie);
  const options = trpcOptions(app.deps);
  await server.register(fastifyTrpc, {
    prefix: '/trpc',
    trpcOptions: {
      ...options,
      createContext: (opts: Parameters<typeof options.createContext>[0]) => {
        if (!queriesViaResolveResponse) ways.push(opts.info.url ? 'resolveResponse' : 'fast');
        return options.createContext(opts);
      },
    },
    queriesViaResolveResponse,
  });
  return [server, await server.listen({ port: 0, host: '127.0.0.1' })];
}

beforeAll(async () => {
  app = await startTestApp();
  [fast, fastUrl] = await serve(false);
  [reference, referenceUrl] = await serve(true);
});
afterAll(async () => {
  await fast?.close();
  await reference?.close();
  await app?.stop();
});

/** The `input` parameter as tRPC's client writes it (superjson, per index for a batch). */
const batchInput = (...inputs: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((v, i) => [i, superjson.serialize(v)]))));

async function both(path: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const [a, b] = await Promise.all(
    [fastUrl, referenceUrl].map(async (base) => {
      const res = await fetch(`${base}/trpc/${path}`, { headers });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        vary: res.headers.get('vary'),
        body: await res.text(),
      };
    }),
  );
  return { fast: a!, reference: b! };
}

describe('GET queries answered without the WHATWG plumbing', () => {
  it('answer exactly as resolveResponse does, signed in and out, alone and batched, with errors', async () => {
    const family = await registerLovedOne(app);
    const cookie = family.client.cookieHeader;
    const dashboard = 'phoneNumbers.list,dashboard.stats,subscription.get,reminders.list';
    const paths = [
      'user.me',
      `user.me?batch=1&input=${batchInput(undefined)}`,
      `${dashboard}?batch=1&input=${batchInput(undefined, undefined, undefined, undefined)}`,
      'dashboard.page',
      // Signed out below: one answer and one 401 in the same batch (207).
      `user.me,phoneNumbers.list?batch=1&input=${batchInput(undefined, undefined)}`,
      // A query with input: valid, and refused by its validator.
      `lovedOnes.calls?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ number: family.number })))}`,
      `lovedOnes.calls?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ number: family.number, page: -4 })))}`,
      `lovedOnes.calls?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ number: '+14125550000' })))}`,
      // Handed back to resolveResponse: a mutation, no such procedure, input that does not parse,
      // a batch over the limit.
      'auth.logout',
      'no.such.query',
      'user.me?input=%7B',
      `${Array(11).fill('user.me').join(',')}?batch=1&input=%7B%7D`,
    ];
    const statuses: number[] = [];
    const handedBack = new Set(paths.slice(-4));
    for (const signedIn of [true, false]) {
      for (const path of paths) {
        ways.length = 0;
        const { fast: f, reference: r } = await both(path, signedIn ? cookie : undefined);
        expect(f, `${signedIn ? 'signed in' : 'signed out'}: ${path}`).toEqual(r);
        statuses.push(f.status);
        // A context is made once per request, unless the request is refused before any call.
        const expected = handedBack.has(path) ? 'resolveResponse' : 'fast';
        for (const way of ways) expect(way, path).toBe(expected);
        if (!handedBack.has(path)) expect(ways, path).toEqual(['fast']);
      }
    }
    // The comparison covered answers and errors alike.
    expect(new Set(statuses)).toEqual(new Set([200, 207, 400, 401, 404, 405]));
  });
});

describe('the dashboard page in one read', () => {
  it('equals the four reads it replaces: numbers, plan, reminders still to come, the month and today', async () => {
    const family = await registerLovedOne(app, { name: 'Ruth Jones' });
    const second = await family.client.post('/api/phone-numbers', {
      number: '+14125559876',
      name: 'Albert Jones',
      relationship: 'father',
      state: 'CA',
      timezone: 'America/Los_Angeles',
      missed_call_alert_threshold: 2,
      unusual_activity_alert: false,
      general_updates: true,
    });
    expect(second.status).toBe(201);
    const now = new Date();
    await app.db.phoneNumber.update({
      where: { id: family.phone.id },
      data: { dailyCallTime: '10:30', callsStoppedAt: null },
    });
    const albert = await app.db.phoneNumber.findFirstOrThrow({
      where: { userId: family.userId, number: '+14125559876' },
    });
    await app.db.phoneNumber.update({
      where: { id: albert.id },
      data: { callsStoppedAt: now, dailyCallTime: '09:00' },
    });
    await app.db.reminder.createMany({
      data: [
        { phoneNumberId: family.phone.id, text: 'Blood pressure pill', localTime: '08:00', repeat: 'daily' },
        {
          phoneNumberId: family.phone.id,
          text: 'Dentist',
          localTime: '14:00',
          repeat: 'once',
          localDate: '2099-01-02',
        },
        {
          phoneNumberId: family.phone.id,
          text: 'Long gone',
          localTime: '14:00',
          repeat: 'once',
          localDate: '2001-01-02',
        },
        {
          phoneNumberId: albert.id,
          text: 'Cancelled',
          localTime: '07:00',
          repeat: 'daily',
          cancelledAt: now,
        },
        { phoneNumberId: albert.id, text: 'Walk', localTime: '07:00', repeat: 'daily' },
      ],
    });
    const call = (seconds: number, started: Date) => ({
      userId: family.userId,
      phoneNumberId: family.phone.id,
      direction: 'outbound',
      type: 'regular',
      status: 'completed',
      fromNumber: family.number,
      startedAt: started,
      durationSeconds: seconds,
    });
    await app.db.call.createMany({
      data: [call(61, now), call(30, now), call(200, new Date(now.getTime() - 40 * 86_400_000))],
    });

    const caller = createCallerFactory(appRouter)(
      createContextInner({
        deps: app.deps,
        ip: '127.0.0.1',
        cookies: { get: () => undefined, set: () => {}, clear: () => {} } as never,
        auth: async () => {
          const user = await app.db.user.findUniqueOrThrow({ where: { id: family.userId } });
          return { userId: user.id, user } as never;
        },
      }),
    );
    const [numbers, stats, subscription, reminders] = await Promise.all([
      caller.phoneNumbers.list(),
      caller.dashboard.stats(),
      caller.subscription.get(),
      caller.reminders.list(),
    ]);
    const page = await getDashboardPage({
      db: app.db,
      userId: family.userId,
      timeZone: app.config.SERVICE_TIME_ZONE,
    });
    expect(page).toEqual({ numbers, stats, subscription, reminders });
    // What the comparison covered.
    expect(page.numbers.map((n) => [n.name, n.calls_paused, n.next_call_at === null])).toEqual([
      ['Ruth Jones', false, false],
      ['Albert Jones', true, true],
    ]);
    expect(page.reminders.map((r) => r.text)).toEqual(['Walk', 'Blood pressure pill', 'Dentist']);
    expect(page.stats.dailyUsage).toBeGreaterThanOrEqual(3);
    expect(page.subscription.status).toBe('active');
  });

  it("marks a lapsed trial expired on the way, as the plan's own read does", async () => {
    const family = await registerLovedOne(app);
    await app.db.subscription.update({
      where: { userId: family.userId },
      data: { plan: 'starter', status: 'active', validUntil: new Date(Date.now() - 60_000) },
    });
    const page = await getDashboardPage({
      db: app.db,
      userId: family.userId,
      timeZone: app.config.SERVICE_TIME_ZONE,
    });
    const stored = await app.db.subscription.findUniqueOrThrow({ where: { userId: family.userId } });
    expect(stored.status).not.toBe('active');
    expect(page.subscription.status).toBe(stored.status);
  });
});
