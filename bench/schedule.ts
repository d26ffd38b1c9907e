// Daily check-ins at scale, through the real path: the minute fan-out plans them (run twice at
// once, as two workers would), graphile-worker runs the batch placers, and the local (instant)
// telephony provider takes the calls.
//
// 1. BENCH_NUMBERS (default 100,000) loved ones all due in the same minute, TWILIO_CPS
//    unlimited: how late each call is handed to the provider after its minute, and how fast.
//    Baselines in the same run: one INSERT … SELECT of as many calls (with their greeting turns),
//    the floor of the writes placing them needs; and a bare graphile_worker.add_jobs of as many
//    jobs, the old one-job-per-call fan-out's first step.
// 2. TWILIO_CPS=10 on 300 calls due over the last five minutes (a backlog), a sixth of them
//    retries: the rate achieved, and whether placements follow due order, first attempts first.
//
// Targets (companion.md): every call placed within 60 s of its minute, exactly once.
// The calling window (8:00–21:00 local) applies, so the loved ones live in zones where it is day.
import { createDeps } from '../src/server/create-deps.ts';
import type { AppDeps } from '../src/server/deps.ts';
import { createLog } from '../src/server/log.ts';
import { dispatchDue } from '../src/server/schedule/dispatch-due.ts';
import { scheduleCall } from '../src/server/schedule/scheduled-call.ts';
import { enqueueJobs } from '../src/server/worker/enqueue.ts';
import { startWorker } from '../src/server/worker/start-worker.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine, summary } from './machine.ts';

const COUNT = Number(process.env.BENCH_NUMBERS ?? 100_000);
const PACED_COUNT = 300;
const PACED_CPS = 10;
const TARGET_S = 60;
const CANDIDATE_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Johns',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Athens',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Guam',
  'Asia/Dubai',
];

const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

function local(at: Date, zone: string): { hhmm: string; minutes: number } {
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { hhmm, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) };
}

/** Up to 8 zones where every minute from `from` to `to` is inside 8:00–21:00. */
function daytimeZones(from: Date, to: Date): string[] {
  const zones = CANDIDATE_ZONES.filter((z) => {
    const a = local(from, z).minutes;
    const b = local(to, z).minutes;
    return a >= 8 * 60 && b < 21 * 60 && b >= a;
  }).slice(0, 8);
  if (!zones.length) throw new Error('no candidate zone is in its calling window now');
  return zones;
}

/**
 * Loved ones of one new account, in one INSERT … SELECT: row g lives in zones[g / dues % zones]
 * and has its daily time at dues[g % dues] in its own zone.
 */
async function seed(deps: AppDeps, count: number, dues: Date[], zones: string[]): Promise<string> {
  const { db } = deps;
  const user = await db.user.create({
    data: { email: `bench-${Date.now()}@example.com`, onboardingStep: 'completed' },
  });
  await db.subscription.create({
    data: { userId: user.id, plan: 'premium', status: 'active', minutesLeft: 10_000_000 },
  });
  const times = dues.map((due) => zones.map((z) => local(due, z).hhmm));
  await db.$executeRaw`
    INSERT INTO phone_numbers (id, user_id, number, name, timezone, daily_call_time, recording_consent, created_at, updated_at)
    SELECT gen_random_uuid(), ${user.id}::uuid, '+1' || (2000000000 + g)::text, 'Caller ' || g,
           ${JSON.stringify(zones)}::jsonb ->> z, ${JSON.stringify(times)}::jsonb -> d ->> z, true, now(), now()
      FROM generate_series(0, ${count - 1}::int) g
      CROSS JOIN LATERAL (SELECT g % ${dues.length}::int AS d, (g / ${dues.length}::int) % ${zones.length}::int AS z) ix`;
  return user.id;
}

/** Until nothing is due and no placer is running: cheap to ask while they work (an index). */
async function waitSettled(deps: AppDeps, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const [row] = await deps.db.$queryRaw<{ due: bigint; running: bigint }[]>`
      SELECT (SELECT count(*) FROM scheduled_calls WHERE state = 'due' AND due_at <= now()) AS due,
             (SELECT count(*) FROM graphile_worker.jobs
               WHERE task_identifier = 'calls__place_due' AND locked_at IS NOT NULL) AS running`;
    if (Number(row?.due ?? 0) === 0 && Number(row?.running ?? 0) === 0) return;
  }
}

async function placedOf(deps: AppDeps, userId: string) {
  // Placed: handed to the provider, at its Call's started_at.
  return deps.db.$queryRaw<{ phone: string; attempt: number; due: Date; placed: Date | null }[]>`
    SELECT s.phone_number_id AS phone, s.attempt, s.due_at AS due,
           CASE WHEN c.provider_call_sid IS NOT NULL THEN c.started_at AT TIME ZONE 'UTC' END AS placed
      FROM scheduled_calls s JOIN phone_numbers p ON p.id = s.phone_number_id
      LEFT JOIN calls c ON c.scheduled_call_id = s.id
     WHERE p.user_id = ${userId}::uuid ORDER BY placed`;
}

async function duplicatesOf(deps: AppDeps, userId: string): Promise<number> {
  const [row] = await deps.db.$queryRaw<{ n: bigint }[]>`
    SELECT (count(*) - count(DISTINCT (phone_number_id, local_date, attempt))) AS n FROM calls
     WHERE user_id = ${userId}::uuid AND direction = 'outbound'`;
  return Number(row?.n ?? 0);
}

/**
 * Same-run floors, rolled back: as many call rows and greeting turns in one statement, and as
 * many jobs through add_jobs alone.
 */
async function baselines(deps: AppDeps): Promise<{ insertMs: number; jobsMs: number }> {
  const { db } = deps;
  const rollback = new Error('rollback');
  const insertStart = performance.now();
  await db
    .$transaction(
      async (tx) => {
        await tx.$executeRaw`
        WITH c AS (
          INSERT INTO calls (id, direction, type, status, to_number, relay_token, local_date, created_at, updated_at)
          SELECT gen_random_uuid(), 'outbound', 'outbound', 'queued', '+1' || (2000000000 + g)::text, md5(g::text),
                 '2000-01-01', now(), now()
            FROM generate_series(1, ${COUNT}::int) g
          RETURNING id)
        INSERT INTO transcript_turns (id, call_id, seq, speaker, text, created_at)
        SELECT gen_random_uuid(), id, 0, 'assistant', 'Hello', now() FROM c`;
        throw rollback;
      },
      { timeout: 600_000 },
    )
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  const insertMs = performance.now() - insertStart;
  const jobsStart = performance.now();
  await db
    .$transaction(
      async (tx) => {
        await enqueueJobs(
          tx,
          Array.from({ length: COUNT }, (_, i) => ({
            task: 'bench__noop',
            payload: { i },
            jobKey: `noop:${i}`,
          })),
        );
        throw rollback;
      },
      { timeout: 600_000 },
    )
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return { insertMs, jobsMs: performance.now() - jobsStart };
}

async function atScale(deps: AppDeps, databaseUrl: string): Promise<boolean> {
  // The minute everyone is due: far enough ahead for seeding and the tick before it.
  const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
  const zones = daytimeZones(due, new Date(due.getTime() + 2 * 60_000));
  const seedStart = performance.now();
  const userId = await seed(deps, COUNT, [due], zones);
  const seedMs = performance.now() - seedStart;

  const worker = await startWorker({ deps, databaseUrl, crontab: false });
  // The tick of the minute before (here on two workers at once) plans the minute.
  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - 60_000 - Date.now())));
  const planStart = performance.now();
  const plans = await Promise.all([dispatchDue({ deps }), dispatchDue({ deps })]);
  const planMs = performance.now() - planStart;
  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() + 1000 - Date.now())));
  await waitSettled(deps, 5 * 60_000);
  await worker.stop();

  const rows = await placedOf(deps, userId);
  const placed = rows.filter((r) => r.placed);
  const { insertMs, jobsMs } = await baselines(deps);
  const lateness = placed.map((r) => (r.placed!.getTime() - due.getTime()) / 1000);
  const s = summary(lateness);
  const spanS =
    placed.length > 1 ? (placed.at(-1)!.placed!.getTime() - placed[0]!.placed!.getTime()) / 1000 : NaN;
  const duplicates = await duplicatesOf(deps, userId);
  const notPlaced = rows.length - placed.length;
  console.log(
    `scenario 1: ${COUNT} check-ins due at ${due.toISOString()} in ${zones.length} zones, TWILIO_CPS unlimited, local telephony`,
  );
  console.log(
    `  seeded in ${(seedMs / 1000).toFixed(1)} s; planned ${plans[0].checkins + plans[1].checkins} in ${(planMs / 1000).toFixed(1)} s (fan-out run twice at once, a minute ahead)`,
  );
  console.log(
    `  placed ${placed.length} (not placed: ${notPlaced}), duplicates ${duplicates} | lateness after the minute first ${s.min.toFixed(1)} s, p50 ${s.p50.toFixed(1)} s, p99 ${s.p99.toFixed(1)} s, max ${s.max.toFixed(1)} s | ${(placed.length / spanS).toFixed(0)} placements/s over ${spanS.toFixed(1)} s`,
  );
  console.log(
    `  same-run baselines: one INSERT … SELECT of ${COUNT} calls + greeting turns ${(insertMs / 1000).toFixed(2)} s (${(COUNT / (insertMs / 1000)).toFixed(0)} rows/s); bare add_jobs of ${COUNT} jobs ${(jobsMs / 1000).toFixed(2)} s`,
  );
  const allPlaced = placed.length === COUNT;
  const inTime = s.max <= TARGET_S;
  console.log(
    `  target all placed: ${met(allPlaced)} | every call within ${TARGET_S} s of its minute: ${met(allPlaced && inTime)} | 0 duplicates: ${met(duplicates === 0)}`,
  );
  return allPlaced && inTime && duplicates === 0;
}

async function paced(base: AppDeps, databaseUrl: string): Promise<boolean> {
  const deps: AppDeps = { ...base, config: { ...base.config, TWILIO_CPS: PACED_CPS } };
  const now = new Date();
  const zones = daytimeZones(new Date(now.getTime() - 6 * 60_000), new Date(now.getTime() + 2 * 60_000));
  // First attempts due 4, 3, 2, 1 and 0 minutes ago; retries due 5 minutes ago.
  const retries = PACED_COUNT / 6;
  const firsts = PACED_COUNT - retries;
  const minuteAgo = (k: number) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 - k * 60_000);
  const userId = await seed(deps, firsts, [0, 1, 2, 3, 4].map(minuteAgo), zones);
  const retried = await seed(deps, retries, [minuteAgo(30)], zones);
  const phones = await deps.db.phoneNumber.findMany({
    where: { userId: retried },
    select: { id: true, timezone: true },
  });
  for (const p of phones) {
    const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: p.timezone }).format(now);
    await scheduleCall({
      tx: deps.db,
      kind: 'checkin',
      phoneNumberId: p.id,
      subjectId: p.id,
      localDate,
      attempt: 2,
      dueAt: minuteAgo(5),
    });
  }
  // Planned before the placers start, as the minute's tick would find them.
  await dispatchDue({ deps });
  const worker = await startWorker({ deps, databaseUrl, crontab: false });
  await waitSettled(deps, 3 * 60_000);
  await worker.stop();

  const rows = [...(await placedOf(deps, userId)), ...(await placedOf(deps, retried))]
    .filter((r) => r.placed)
    .sort((a, b) => a.placed!.getTime() - b.placed!.getTime());
  const spanS = (rows.at(-1)!.placed!.getTime() - rows[0]!.placed!.getTime()) / 1000;
  const rate = (rows.length - 1) / spanS;
  const gaps = rows.slice(1).map((r, i) => r.placed!.getTime() - rows[i]!.placed!.getTime());
  const rank = (r: { attempt: number; due: Date }) => r.attempt * 1e13 + r.due.getTime();
  const outOfOrder = rows.slice(1).filter((r, i) => rank(r) < rank(rows[i]!)).length;
  const duplicates = (await duplicatesOf(deps, userId)) + (await duplicatesOf(deps, retried));
  console.log(
    `scenario 2: ${PACED_COUNT} calls (${firsts} first attempts due 0–4 min ago, ${retries} retries due 5 min ago), TWILIO_CPS=${PACED_CPS}`,
  );
  console.log(
    `  placed ${rows.length}, duplicates ${duplicates} | achieved ${rate.toFixed(2)} calls/s over ${spanS.toFixed(1)} s, smallest gap ${Math.min(...gaps)} ms | placements out of due order: ${outOfOrder}`,
  );
  const ok = rows.length === PACED_COUNT && rate <= PACED_CPS * 1.01 && outOfOrder === 0 && duplicates === 0;
  console.log(
    `  target all placed: ${met(rows.length === PACED_COUNT)} | within ${PACED_CPS}/s: ${met(rate <= PACED_CPS * 1.01)} | due order, first attempts before retries: ${met(outOfOrder === 0)} | 0 duplicates: ${met(duplicates === 0)}`,
  );
  return ok;
}

async function main() {
  const { config, database, close } = await benchDatabase('bench-schedule', { TWILIO_CPS: 'unlimited' });
  const log = createLog(process.env.BENCH_LOG_LEVEL ?? 'silent');
  const deps = createDeps({ config, db: database.db, log });
  console.log(`schedule: check-ins due together → calls placed (bench/schedule.ts)`);
  console.log(machineLine());
  const first = await atScale(deps, database.url);
  const second = await paced(deps, database.url);
  console.log(machineLine());
  await close();
  if (!(first && second)) process.exitCode = 1;
}

await main();
