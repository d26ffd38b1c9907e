// 10,000 loved ones across the US time zones, all due in the same minute: how long the minute's
// fan-out takes to enqueue their check-ins, and how late each call is placed after its minute
// (p50/p99/max) by graphile-worker with an instant telephony provider (the local one). Baseline
// in the same run: a bare graphile_worker.add_jobs of 10,000 jobs.
//
// Target (companion.md): every daily call placed within 60 s of its scheduled minute.
import { createDeps } from '../src/server/create-deps.ts';
import { createLog } from '../src/server/log.ts';
import { dispatchDue } from '../src/server/schedule/dispatch-due.ts';
import { z } from 'zod';
import { runDailyCheckin } from '../src/server/schedule/run-scheduled-call.ts';
import { defineJob } from '../src/server/worker/define-job.ts';
import { startWorker } from '../src/server/worker/start-worker.ts';
import { enqueueJobs } from '../src/server/worker/enqueue.ts';
import { benchDatabase } from './bench-database.ts';
import { machineLine, summary } from './machine.ts';

const COUNT = Number(process.env.BENCH_NUMBERS ?? 10_000);
const TARGET_S = 60;
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

function localHHMM(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

async function main() {
  const { config, database, close } = await benchDatabase('bench-schedule');
  const log = createLog(process.env.BENCH_LOG_LEVEL ?? 'silent');
  const db = database.db;
  const deps = createDeps({ config, db, log });
  console.log(`schedule: ${COUNT} check-ins due in the same minute → calls placed`);
  console.log(machineLine());

  // The minute everyone is due: the next whole minute, in each number's own zone.
  const due = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const user = await db.user.create({
    data: { email: `bench-${Date.now()}@example.com`, onboardingStep: 'completed' },
  });
  await db.subscription.create({
    data: { userId: user.id, plan: 'premium', status: 'active', minutesLeft: 10_000_000 },
  });
  for (let i = 0; i < COUNT; i += 2000) {
    await db.phoneNumber.createMany({
      data: Array.from({ length: Math.min(2000, COUNT - i) }, (_, j) => {
        const zone = ZONES[(i + j) % ZONES.length]!;
        return {
          userId: user.id,
          number: `+1${String(2000000000 + i + j)}`,
          name: `Caller ${i + j}`,
          timezone: zone,
          dailyCallTime: localHHMM(due, zone),
          recordingConsent: true,
        };
      }),
    });
  }

  // Baseline: the same number of jobs through add_jobs alone.
  const baseStart = performance.now();
  await enqueueJobs(
    db,
    Array.from({ length: COUNT }, (_, i) => ({ task: 'bench__noop', payload: { i }, jobKey: `noop:${i}` })),
  );
  const baselineMs = performance.now() - baseStart;
  await db.$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key LIKE 'noop:%'`;

  // The benchmark runs at whatever hour it is run: its check-ins ignore the 8:00–21:00 window
  // (everything else — re-checks, the once-per-attempt guard, placing — is the real job).
  const checkin = defineJob({
    name: 'calls__daily_checkin',
    payload: z.object({ phoneNumberId: z.string(), localDate: z.string(), attempt: z.number() }),
    run: async ({ deps: d, payload }) => {
      await runDailyCheckin({ deps: d, ...payload, ignoreCallingWindow: true });
    },
  });
  const worker = await startWorker({
    deps,
    databaseUrl: database.url,
    crontab: false,
    concurrency: 8,
    pollInterval: 500,
    jobOverrides: [checkin],
  });
  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - Date.now())));
  const fanStart = performance.now();
  // The cron tick, twice (as a second worker or a backfill would): each call is still placed once.
  const [first] = await Promise.all([
    dispatchDue({ deps, now: new Date() }),
    dispatchDue({ deps, now: new Date() }),
  ]);
  const fanMs = performance.now() - fanStart;

  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if ((await db.call.count({ where: { type: 'outbound' } })) >= COUNT) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await worker.stop();
  const calls = await db.call.findMany({
    where: { type: 'outbound' },
    select: { createdAt: true, phoneNumberId: true },
  });
  const lateness = calls.map((c) => (c.createdAt.getTime() - due.getTime()) / 1000);
  const distinct = new Set(calls.map((c) => c.phoneNumberId)).size;
  const s = summary(lateness);
  console.log(
    `fan-out: ${first.checkins} due found and enqueued in ${fanMs.toFixed(0)} ms (run twice at once) | bare add_jobs of ${COUNT}: ${baselineMs.toFixed(0)} ms`,
  );
  console.log(
    `placed ${calls.length} calls for ${distinct} numbers (duplicates: ${calls.length - distinct}) | lateness after the minute p50 ${s.p50.toFixed(1)} s, p99 ${s.p99.toFixed(1)} s, max ${s.max.toFixed(1)} s | target all within ${TARGET_S} s: ${calls.length === COUNT && s.max <= TARGET_S && distinct === COUNT ? 'met' : 'NOT met'}`,
  );
  await close();
  if (!(calls.length === COUNT && s.max <= TARGET_S && distinct === COUNT)) process.exitCode = 1;
}

await main();
