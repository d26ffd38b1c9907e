// The admin panel with 10,000 accounts and 100,000 calls: the latency of each admin request the
// panel makes (Overview figures, the first and the last page of the call log, a user's calls,
// the user list and a search), over HTTP with the admin cookie. Baseline in the same run: a
// bare Fastify route answering one `SELECT 1` through the same database client.
//
// Target (issue 7, "usable with 10,000 users and 100,000 calls"): every request's p95 under
// 250 ms on this 2-core machine.
import Fastify from 'fastify';
import { createServer } from '../src/server/app.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { createLog } from '../src/server/log.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine, summary } from './machine.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TARGET_P95_MS = 250;
const PASSWORD = 'bench-admin-password';

async function main() {
  const { config, database, close } = await benchDatabase('bench-admin', {
    ADMIN_PASSWORD: PASSWORD,
    PORT: '0',
  });
  const db = database.db;
  const deps = createDeps({ config, db, log: createLog('silent') });
  console.log(`admin: ${USERS} accounts, ${CALLS} calls → admin requests over HTTP`);
  console.log(machineLine());

  const seedStart = performance.now();
  await db.$executeRaw`
    INSERT INTO users (id, email, name, onboarding_step, created_at, updated_at, last_active_at)
    SELECT gen_random_uuid(), 'family' || i || '@example.com', 'Family Member ' || i, 'completed',
           now() - (i || ' minutes')::interval, now(), now() - (i || ' seconds')::interval
    FROM generate_series(1, ${USERS}) AS i`;
  await db.$executeRaw`
    INSERT INTO subscriptions (user_id, plan, status, minutes_left, valid_until, created_at, updated_at)
    SELECT id, (ARRAY['starter', 'basic', 'standard', 'premium'])[1 + (row_number() OVER ()) % 4], 'active', 100,
           now() + interval '10 days', now(), now()
    FROM users`;
  await db.$executeRaw`
    INSERT INTO phone_numbers (id, user_id, number, name, timezone, created_at, updated_at)
    SELECT gen_random_uuid(), id, '+1215' || lpad(((row_number() OVER ()) % 10000000)::text, 7, '0'),
           'Loved One ' || (row_number() OVER ()), 'America/New_York', now(), now()
    FROM users`;
  await db.$executeRaw`
    WITH phones AS (SELECT id, user_id, number, row_number() OVER () AS n FROM phone_numbers)
    INSERT INTO calls (id, user_id, phone_number_id, direction, type, status, from_number, started_at,
                       answered_at, ended_at, duration_seconds, created_at, updated_at)
    SELECT gen_random_uuid(), p.user_id, p.id, 'outbound',
           (ARRAY['regular', 'outbound', 'appointment', 'outbound'])[1 + i % 4],
           (ARRAY['completed', 'completed', 'no-answer', 'busy', 'failed'])[1 + i % 5],
           p.number, now() - (i * 37 || ' seconds')::interval, now() - (i * 37 || ' seconds')::interval,
           now() - (i * 37 - 120 || ' seconds')::interval, 60 + i % 600, now(), now()
    FROM generate_series(1, ${CALLS}) AS i
    JOIN phones p ON p.n = 1 + i % ${USERS}`;
  await db.$executeRaw`
    INSERT INTO call_minutes_charges (call_id, user_id, minutes, created_at)
    SELECT id, user_id, ceil(duration_seconds / 60.0), now() FROM calls WHERE status = 'completed'`;
  await db.$executeRaw`
    INSERT INTO alerts (id, user_id, kind, channel, destination, subject, message, event_key, status, created_at)
    SELECT gen_random_uuid(), id, 'missed_calls', 'email', 'x@example.com', 's', 'm', 'missed:' || id, 'sent', now()
    FROM users LIMIT 2000`;
  await db.$executeRaw`ANALYZE`;
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const server = await createServer({ deps, worker: null });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await fetch(`${base}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!auth.ok) throw new Error(`admin sign-in failed: ${auth.status}`);
  const cookie = auth.headers.getSetCookie()[0]!.split(';')[0]!;

  const bare = Fastify();
  bare.get('/select1', async () => db.$queryRaw`SELECT 1`.then(() => ({ ok: true })));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const someUser = await db.user.findFirstOrThrow({ where: { email: 'family4242@example.com' } });
  const lastPage = Math.ceil(CALLS / 25);
  const requests: [string, string][] = [
    ['baseline: bare Fastify + SELECT 1', `${bareBase}/select1`],
    ['GET /api/admin/stats', `${base}/api/admin/stats`],
    ['GET /api/admin/recent-calls', `${base}/api/admin/recent-calls`],
    ['call log, page 1', `${base}/api/admin/calls?page=1&pageSize=25`],
    [`call log, last page (${lastPage})`, `${base}/api/admin/calls?page=${lastPage}&pageSize=25`],
    ["one user's calls", `${base}/api/admin/users/${someUser.id}/calls`],
    ['users, page 1', `${base}/api/admin/users?page=1&pageSize=25`],
    ["users, search 'member 42'", `${base}/api/admin/users?search=member%2042`],
    ["users, search 'nobody' (no match)", `${base}/api/admin/users?search=nobody`],
  ];
  let met = true;
  console.log('| request | p50 | p95 | max |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, url] of requests) {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label}: ${res.status}`);
      if (i >= 3) samples.push(performance.now() - start); // the first three warm up
    }
    const s = summary(samples);
    if (!label.startsWith('baseline') && s.p95 >= TARGET_P95_MS) met = false;
    console.log(`| ${label} | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.max.toFixed(1)} ms |`);
  }
  console.log(`target: every admin request p95 under ${TARGET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`);
  await bare.close();
  await server.stop();
  await close();
  if (!met) process.exitCode = 1;
}

await main();
