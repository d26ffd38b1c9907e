// The API at speed: 200 concurrent clients, each with its own signed-in session, on the requests
// a signed-in page load makes: `GET /api/user/me`, the SPA's session check (tRPC `user.me`) and
// the dashboard's queries in the one batch the tRPC client sends for them (superjson, GET).
// The load comes from autocannon in a separate process (bench/api-load.ts). Baseline in the same
// run, under the same load: a bare Fastify route doing one `pg` query on the same database.
//
// Target (issue 15, "the API at speed"): each request's throughput at least 50% of the baseline.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import Fastify from 'fastify';
import pg from 'pg';
import superjson from 'superjson';
import { createServer } from '../src/server/app.ts';
import { generateSessionToken, sha256Hex } from '../src/server/auth/tokens.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { createLog } from '../src/server/log.ts';
import type { AppRouter } from '../src/server/trpc/router.ts';
import type { LoadMessage, LoadRequest, LoadResult } from './api-load.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine, summary } from './machine.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_API_CLIENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
/** Per round and request, after a warm-up under the same load that is not counted. */
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 5);
/** The app's own pool size (src/server/db/client.ts); the baseline gets as many connections. */
const POOL_SIZE = 10;
const TARGET_RATIO = 0.5;
/** Only the requests whose label contains this (and the baseline), e.g. to profile one. */
const ONLY = process.env.BENCH_API_ONLY;

type Client = LoadRequest['clients'][number];

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time, in microseconds, of the PostgreSQL serving this benchmark's database (the process
 * whose command line names its data directory, and its descendants, the backends): the other half
 * of each request's cost, which the server's own CPU time leaves out. From /proc; 0 without it.
 */
function postgresCpuMicros(dataDir: string): number {
  const processes: { pid: string; parent: string; ticks: number; postmaster: boolean }[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: the parent is the 2nd, then utime,
      // stime, and those of the children it has reaped (a backend that ended) from the 12th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const postmaster = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
      processes.push({
        pid,
        parent: fields[1]!,
        ticks: [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
        postmaster,
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  // The server and its descendants: backends, and autovacuum workers that come and go.
  const tree = new Set(processes.filter((p) => p.postmaster).map((p) => p.pid));
  for (let grown = true; grown;) {
    grown = false;
    for (const p of processes) {
      if (!tree.has(p.pid) && tree.has(p.parent)) {
        tree.add(p.pid);
        grown = true;
      }
    }
  }
  const ticks = processes.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/**
 * One load run in a child process; `cpuMicros` is this process's CPU time while it measured,
 * `postgresMicros` that of the database's processes (in `dataDir`).
 */
function load(
  request: LoadRequest,
  dataDir: string,
): Promise<LoadResult & { cpuMicros: number; postgresMicros: number }> {
  const child = fork(join(import.meta.dirname, 'api-load.ts'), { execArgv: ['--import', 'tsx'] });
  let cpuStart = process.cpuUsage();
  let postgresStart = 0;
  let cpuMicros = 0;
  let postgresMicros = 0;
  return new Promise((resolve, reject) => {
    child.on('message', (message: LoadMessage) => {
      if (message === 'measuring') {
        cpuStart = process.cpuUsage();
        postgresStart = postgresCpuMicros(dataDir);
      } else if (message === 'measured') {
        const cpu = process.cpuUsage(cpuStart);
        cpuMicros = cpu.user + cpu.system;
        postgresMicros = postgresCpuMicros(dataDir) - postgresStart;
      } else {
        resolve({ ...message, cpuMicros, postgresMicros });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(request);
  });
}

type Db = Awaited<ReturnType<typeof benchDatabase>>['database']['db'];
type SignedIn = { user: { id: string; email: string }; token: string };

const cookieOf = (token: string) => `porchlight_session=${token}`;

/** Accounts with their loved ones, reminders, plans and calls; every account signed in somewhere. */
async function seed(db: Db): Promise<SignedIn[]> {
  await db.$executeRaw`
    INSERT INTO users (id, email, name, first_name, onboarding_step, alert_contact_email, created_at, updated_at, last_active_at)
    SELECT gen_random_uuid(), 'family' || i || '@example.com', 'Loved One ' || i, 'Pat', 'completed',
           'family' || i || '@example.com', now(), now(), now()
    FROM generate_series(1, ${USERS}) AS i`;
  await db.$executeRaw`
    INSERT INTO subscriptions (user_id, plan, status, minutes_left, valid_until, created_at, updated_at)
    SELECT id, 'basic', 'active', 100, now() + interval '20 days', now(), now() FROM users`;
  await db.$executeRaw`
    INSERT INTO phone_numbers (id, user_id, number, name, relationship, state, timezone, daily_call_time, created_at, updated_at)
    SELECT gen_random_uuid(), u.id, '+1215' || lpad(((row_number() OVER ()) % 10000000)::text, 7, '0'),
           'Loved One ' || k, 'Parent', 'PA', 'America/New_York', '10:00', now() - k * interval '1 day', now()
    FROM users u CROSS JOIN generate_series(1, 2) AS k`;
  await db.$executeRaw`
    INSERT INTO reminders (id, phone_number_id, text, local_time, repeat, created_at)
    SELECT gen_random_uuid(), id, 'Take the blood pressure pill', '09:00', 'daily', now() FROM phone_numbers`;
  await db.$executeRaw`
    WITH phones AS (SELECT id, user_id, number, row_number() OVER () AS n FROM phone_numbers)
    INSERT INTO calls (id, user_id, phone_number_id, direction, type, status, from_number, started_at,
                       answered_at, ended_at, duration_seconds, created_at, updated_at)
    SELECT gen_random_uuid(), p.user_id, p.id, 'outbound', 'regular', 'completed', p.number,
           now() - (i * 7 || ' seconds')::interval, now() - (i * 7 || ' seconds')::interval,
           now() - (i * 7 - 300 || ' seconds')::interval, 300, now(), now()
    FROM generate_series(1, ${CALLS}) AS i
    JOIN phones p ON p.n = 1 + i % (${USERS} * 2)`;
  // The benchmark's clients hold the sessions of the first CLIENTS accounts.
  const clientUsers = await db.user.findMany({
    where: { email: { in: Array.from({ length: CLIENTS }, (_, i) => `family${i + 1}@example.com`) } },
    select: { id: true, email: true },
  });
  const sessions = clientUsers.map((user) => ({ user, token: generateSessionToken() }));
  // In the second half of their lifetime they would be renewed: this is the first half.
  const expiresAt = new Date(Date.now() + 6 * 24 * 3600 * 1000);
  await db.session.createMany({
    data: sessions.map(({ user, token }) => ({ id: sha256Hex(token), userId: user.id, expiresAt })),
  });
  await db.$executeRaw`
    INSERT INTO sessions (id, user_id, expires_at, created_at)
    SELECT encode(sha256(gen_random_uuid()::text::bytea), 'hex'), id, ${expiresAt}, now()
    FROM users WHERE id NOT IN (SELECT user_id FROM sessions)`;
  await db.$executeRaw`ANALYZE`;
  return sessions;
}

/**
 * The paths the SPA's own tRPC client requests, taken from the real client (superjson, batched
 * GETs): the route guard's session check alone, then the dashboard's four queries in one batch.
 * The answers are checked on the way.
 */
async function spaPaths(base: string, { user, token }: SignedIn) {
  const paths: string[] = [];
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        transformer: superjson,
        headers: { cookie: cookieOf(token) },
        fetch: async (url, init) => {
          const href = url instanceof Request ? url.url : url instanceof URL ? url.href : url;
          paths.push(href.slice(base.length));
          return fetch(url, init);
        },
      }),
    ],
  });
  const me = await trpc.user.me.query();
  const page = await trpc.dashboard.page.query();
  // The four reads the page made before it read them as one (kept as a same-run comparison).
  const [numbers, stats, subscription, reminders] = await Promise.all([
    trpc.phoneNumbers.list.query(),
    trpc.dashboard.stats.query(),
    trpc.subscription.get.query(),
    trpc.reminders.list.query(),
  ]);
  if (me?.email !== user.email) throw new Error('user.me did not answer with the signed-in user');
  for (const answer of [page, { numbers, reminders, subscription }]) {
    if (
      answer.numbers.length !== 2 ||
      answer.reminders.length !== 2 ||
      answer.subscription.status !== 'active'
    ) {
      throw new Error('the dashboard queries did not answer with the seeded account');
    }
  }
  const [session, dashboard, fourQueries] = paths;
  if (paths.length !== 3 || !session || !dashboard || !fourQueries) {
    throw new Error(`expected 3 tRPC requests, the client sent ${paths.length}`);
  }
  const rest = await fetch(`${base}/api/user/me`, { headers: { cookie: cookieOf(token) } });
  if (((await rest.json()) as { email?: string }).email !== user.email) {
    throw new Error('GET /api/user/me did not answer with the signed-in user');
  }
  console.log(
    `checked: ${page.numbers.length} numbers, ${page.reminders.length} reminders, ${stats.totalCallsMonth} calls this month`,
  );
  return { session, dashboard, fourQueries };
}

async function main() {
  const { config, database, close } = await benchDatabase('bench-api', { PORT: '0' });
  const db = database.db;
  console.log(
    `api: ${CLIENTS} concurrent clients, each signed in; ${ROUNDS} rounds of ${SECONDS} s per request (after ${WARMUP_SECONDS} s warm-up); ${USERS} accounts, ${CALLS} calls`,
  );
  console.log(machineLine());
  const seedStart = performance.now();
  const sessions = await seed(db);
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // As deployed: the default log level (lines per request), written where nobody reads them.
  const deps = createDeps({ config, db, log: createLog('info', { destination: '/dev/null' }) });
  const server = await createServer({ deps, worker: null });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  const bare = Fastify();
  bare.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const { rows } = await pool.query('select id, email from users where id = $1', [request.params.id]);
    return rows[0];
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const spa = await spaPaths(base, sessions[0]!);
  const signedIn = (path: string): Client[] =>
    sessions.map(({ token }) => ({ path, headers: { cookie: cookieOf(token) } }));
  const requests = [
    {
      label: 'baseline: bare Fastify + one pg query',
      origin: bareBase,
      clients: sessions.map(({ user }) => ({ path: `/users/${user.id}`, headers: {} })),
    },
    { label: 'GET /api/user/me', origin: base, clients: signedIn('/api/user/me') },
    { label: 'tRPC user.me (session check)', origin: base, clients: signedIn(spa.session) },
    { label: 'tRPC dashboard.page (the dashboard)', origin: base, clients: signedIn(spa.dashboard) },
    {
      // Every load as if the page had changed since the last (no page kept: page-cache.ts).
      label: 'tRPC dashboard.page, read anew each time (no target)',
      origin: base,
      clients: signedIn(spa.dashboard),
      noTarget: true,
      pageCaching: false,
    },
    {
      label: 'tRPC 4 queries batched (the dashboard before; no target)',
      origin: base,
      clients: signedIn(spa.fourQueries),
      noTarget: true,
    },
  ].filter(({ label }, i) => i === 0 || !ONLY || label.includes(ONLY));
  for (const { label, clients } of requests) console.log(`${label}: GET ${clients[0]!.path.slice(0, 160)}`);

  // Rounds take turns (baseline, then each request), so a change in the machine's other load
  // falls on all of them alike; each request's figures pool its rounds. The server's CPU time
  // per request too: this process serves the app and the baseline and does nothing else
  // meanwhile, and CPU time is less swayed by the machine's other load than requests/s.
  const runs = requests.map(() => ({
    seconds: 0,
    cpuMicros: 0,
    postgresMicros: 0,
    latencies: [] as number[],
    failures: [] as string[],
  }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { origin, clients, pageCaching }] of requests.entries()) {
      deps.dashboardPages.serving = pageCaching ?? true;
      const result = await load(
        {
          origin,
          clients,
          connections: CLIENTS,
          warmupSeconds: WARMUP_SECONDS,
          seconds: SECONDS,
        },
        config.DATA_DIR,
      );
      const run = runs[i]!;
      run.cpuMicros += result.cpuMicros;
      run.postgresMicros += result.postgresMicros;
      run.seconds += result.seconds;
      // Not push(...): a fast round's latencies outnumber the arguments a call may take.
      for (const latency of result.latencies) run.latencies.push(latency);
      run.failures.push(...result.failures);
    }
  }

  console.log(
    '| request | requests/s | p50 | p95 | p99 | server CPU per request | PostgreSQL CPU per request | vs baseline |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const baseline = runs[0]!.latencies.length / runs[0]!.seconds;
  let met = true;
  const problems: string[] = [];
  for (const [i, { label }] of requests.entries()) {
    const run = runs[i]!;
    const s = summary(run.latencies);
    const perSecond = s.n / run.seconds;
    if (!requests[i]!.noTarget && perSecond / baseline < TARGET_RATIO) met = false;
    if (run.failures.length) problems.push(`${label}: ${run.failures.join(', ')}`);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `| ${label} | ${perSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${(run.cpuMicros / s.n / 1000).toFixed(2)} ms | ${(run.postgresMicros / s.n / 1000).toFixed(2)} ms | ${((perSecond / baseline) * 100).toFixed(0)}% |`,
    );
  }
  for (const problem of problems) console.log(`problem: ${problem}`);
  console.log(machineLine());
  console.log(
    `target: every request at least ${TARGET_RATIO * 100}% of the baseline's requests/s: ${met && !problems.length ? 'MET' : 'NOT MET'}`,
  );

  await bare.close();
  await pool.end();
  await server.stop();
  await close();
  if (!met || problems.length) process.exitCode = 1;
}

await main();
