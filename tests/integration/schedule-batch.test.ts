// The batch placer on real PostgreSQL: several workers placing the same minute's calls, a
// worker that dies mid-batch, the carrier's calls-per-second budget, the checks before dialing,
// and the admin's view of lateness. The schedule's clock is the test's (10:00 in New York).
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSystemHealth } from '../../src/server/admin/stats.ts';
import { endUnansweredCalls } from '../../src/server/calls/end-unanswered-calls.ts';
import { loadCallContext } from '../../src/server/companion/call-context.ts';
import { rescheduleToday } from '../../src/server/companion/actions.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { reserveSlots } from '../../src/server/schedule/carrier-pacing.ts';
import { claimDueCalls } from '../../src/server/schedule/claim-due-calls.ts';
import { dialClaimed } from '../../src/server/schedule/dial-claimed.ts';
import { dispatchDue } from '../../src/server/schedule/dispatch-due.ts';
import { placeDueCalls } from '../../src/server/schedule/place-due-calls.ts';
import { scheduleCall } from '../../src/server/schedule/scheduled-call.ts';
import { waitFor } from '../support/loved-one.ts';
import { withPlacingWorkers } from '../support/placing-workers.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TWILIO_CPS: 'unlimited' } });
});
afterAll(async () => {
  await app?.stop();
});

// 10:00 in New York on 23 November 2026.
const TEN_AM = new Date('2026-11-23T15:00:00Z');
const DAY = '2026-11-23';
const minutes = (n: number) => n * 60_000;
const at = (hhmm: string) =>
  new Date(`${DAY}T${String(Number(hhmm.slice(0, 2)) + 5).padStart(2, '0')}:${hhmm.slice(3)}:00Z`);
let seq = 0;

/** An account with a plan, and its loved ones (straight into the database: many, quickly). */
async function lovedOnes(
  list: { dailyCallTime?: string | null; timezone?: string }[],
  options: { minutes?: number } = {},
) {
  const user = await app.db.user.create({
    data: { email: `batch-${Date.now()}-${seq++}@example.com`, onboardingStep: 'completed' },
  });
  await app.db.subscription.create({
    data: { userId: user.id, plan: 'premium', status: 'active', minutesLeft: options.minutes ?? 1000 },
  });
  return app.db.phoneNumber.createManyAndReturn({
    data: list.map((o) => ({
      userId: user.id,
      number: `+1412777${String(1000 + seq++).padStart(4, '0')}`,
      name: 'Edna Moore',
      timezone: o.timezone ?? 'America/New_York',
      dailyCallTime: o.dailyCallTime === undefined ? '10:00' : o.dailyCallTime,
      recordingConsent: true,
    })),
  });
}

/**
 * The same app, with another carrier budget and a telephony provider that notes each dial;
 * `holdUpMs(n)` keeps the n-th dial's process busy that long before the provider notes it.
 */
function withCarrier(cps: number | null, holdUpMs: (n: number) => number = () => 0) {
  const dials: { to: string; at: number }[] = [];
  let n = 0;
  const deps: AppDeps = {
    ...app.deps,
    config: { ...app.deps.config, TWILIO_CPS: cps },
    telephony: {
      ...app.deps.telephony,
      placeCall: (o) => {
        const until = performance.now() + holdUpMs(n++);
        while (performance.now() < until); // as a collection pause or a lost core would
        dials.push({ to: o.to, at: performance.now() });
        return app.deps.telephony.placeCall(o);
      },
    },
  };
  return { deps, dials };
}

const checkin = (phoneId: string, dueAt: Date, attempt = 1, localDate = DAY) =>
  scheduleCall({
    tx: app.db,
    kind: 'checkin',
    phoneNumberId: phoneId,
    subjectId: phoneId,
    localDate,
    attempt,
    dueAt,
  });

async function duplicates(phoneIds: string[]) {
  return app.db.$queryRaw<{ phone_number_id: string; attempt: number; n: bigint }[]>`
    SELECT phone_number_id, attempt, count(*) AS n FROM calls
     WHERE phone_number_id = ANY(${phoneIds}::uuid[]) AND direction = 'outbound'
     GROUP BY phone_number_id, local_date, attempt HAVING count(*) > 1`;
}

describe('several workers', () => {
  it('place each number’s call once per date and attempt, even after a worker dies mid-batch', async () => {
    const phones = await lovedOnes(Array.from({ length: 40 }, () => ({})));
    const ids = phones.map((p) => p.id);
    await dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() - 30_000) });

    // A worker claims ten calls (their Call rows written), dials five, and dies.
    const { claimed } = await claimDueCalls({ deps: app.deps, now: TEN_AM, limit: 10 });
    expect(claimed).toHaveLength(10);
    await dialClaimed({ deps: app.deps, calls: claimed.slice(0, 5), gapMs: 0, now: TEN_AM });
    const lost = claimed.slice(5).map((c) => c.callId);

    // Three workers start (a restart), and the fan-out runs on each at once.
    await withPlacingWorkers(app, { count: 3, now: TEN_AM, batchSize: 7 }, async () => {
      await Promise.all([0, 1, 2].map(() => dispatchDue({ deps: app.deps, now: TEN_AM })));
      await waitFor(
        async () =>
          (await app.db.scheduledCall.count({ where: { phoneNumberId: { in: ids }, state: 'due' } })) === 0,
        20_000,
      );
    });
    expect(await duplicates(ids)).toEqual([]);
    expect(await app.db.call.count({ where: { phoneNumberId: { in: ids } } })).toBe(40);
    expect(await app.db.call.count({ where: { phoneNumberId: { in: ids }, status: 'ringing' } })).toBe(35);
    // The five the dead worker never dialed were not dialed by anyone else either.
    expect(
      await app.db.call.count({ where: { id: { in: lost }, status: 'queued', providerCallSid: null } }),
    ).toBe(5);

    // The minute sweep finds them (here: as if they were written five minutes ago) and ends
    // them as failed attempts; each is retried once, through the same placers.
    await app.db.call.updateMany({ where: { id: { in: lost } }, data: { startedAt: at('09:55') } });
    expect(await endUnansweredCalls({ deps: app.deps, now: TEN_AM })).toBe(5);
    const retryAt = new Date(TEN_AM.getTime() + minutes(10));
    await Promise.all([0, 1, 2].map(() => placeDueCalls({ deps: app.deps, now: retryAt, batchSize: 2 })));
    expect(await app.db.call.count({ where: { phoneNumberId: { in: ids }, attempt: 2 } })).toBe(5);
    expect(await duplicates(ids)).toEqual([]);
  });
});

describe('the carrier limit (TWILIO_CPS=5)', () => {
  it('spaces calls 1/5 s apart, earliest due first, first attempts before retries', async () => {
    const times = ['09:51', '09:52', '09:53', '09:54', '09:56', '09:58', '09:59', '10:00'];
    const checkins = await lovedOnes(times.map((t) => ({ dailyCallTime: t })));
    const [reminded, later, ...retried] = await lovedOnes(
      Array.from({ length: 7 }, () => ({ dailyCallTime: '09:30' })),
    );
    await app.db.reminder.create({
      data: { phoneNumberId: reminded!.id, text: 'water the plants', localTime: '09:55', repeat: 'daily' },
    });
    await dispatchDue({ deps: app.deps, now: TEN_AM }); // the check-ins and the reminder
    await scheduleCall({
      tx: app.db,
      kind: 'later',
      phoneNumberId: later!.id,
      subjectId: later!.id,
      localDate: DAY,
      attempt: 1,
      dueAt: at('09:57'),
    });
    // Retries due before every first attempt still go after them.
    for (const [i, phone] of retried.entries()) await checkin(phone.id, at(`09:4${i}`), 2);

    const { deps, dials } = withCarrier(5);
    await Promise.all([0, 1, 2].map(() => placeDueCalls({ deps, now: TEN_AM })));

    const byNumber = new Map([...checkins, reminded!, later!, ...retried].map((p) => [p.number, p.id]));
    const mine = dials.filter((d) => byNumber.has(d.to));
    expect(mine).toHaveLength(15);
    const expected = [
      ...checkins.slice(0, 4), // 09:51–09:54
      reminded!, // 09:55
      checkins[4]!, // 09:56
      later!, // 09:57
      ...checkins.slice(5), // 09:58–10:00
      ...retried, // retries, 09:40–09:44
    ].map((p) => p.number);
    expect(mine.map((d) => d.to)).toEqual(expected);
    const gaps = mine.slice(1).map((d, i) => d.at - mine[i]!.at);
    // Each dial waits for its slot, and for a slot's width after the one before it.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(199);
    const seconds = (mine.at(-1)!.at - mine[0]!.at) / 1000;
    expect(14 / seconds).toBeLessThanOrEqual(5.05);
    // Every one of them took a slot of the one budget, 200 ms apart.
    const rows = await app.db.scheduledCall.findMany({
      where: { phoneNumberId: { in: [...byNumber.values()] } },
      orderBy: { slotAt: 'asc' },
    });
    expect(rows.every((r) => r.state === 'claimed' && r.slotAt)).toBe(true);
    const slotGaps = rows.slice(1).map((r, i) => r.slotAt!.getTime() - rows[i]!.slotAt!.getTime());
    expect(Math.min(...slotGaps)).toBeGreaterThanOrEqual(198);
  });
});

describe('the carrier limit, when handing a call over is held up', () => {
  it('still spaces the calls a slot apart as the provider sees them', async () => {
    const times = ['09:45', '09:46', '09:47', '09:48', '09:49'];
    const phones = await lovedOnes(times.map((t) => ({ dailyCallTime: t })));
    for (const [i, phone] of phones.entries()) await checkin(phone.id, at(times[i]!));
    // Every other dial is held up 30 ms between taking its turn and reaching the provider.
    const { deps, dials } = withCarrier(5, (n) => (n % 2 === 0 ? 30 : 0));
    await placeDueCalls({ deps, now: TEN_AM });
    const numbers = new Set(phones.map((p) => p.number));
    const mine = dials.filter((d) => numbers.has(d.to));
    expect(mine).toHaveLength(5);
    const gaps = mine.slice(1).map((d, i) => d.at - mine[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(199);
  });
});

describe('the checks before dialing', () => {
  it('skips opted-out, outside the window, no minutes, talked today, stale and cancelled; waits while on a call', async () => {
    const [ok, stopped, talked, onCall, stale, moved, reminded] = await lovedOnes(
      Array.from({ length: 7 }, () => ({})),
    );
    const [night] = await lovedOnes([{ timezone: 'Asia/Tokyo', dailyCallTime: '00:00' }]);
    // The window's last minute, 21:00, still rings; half past nine does not.
    const [nine] = await lovedOnes([{ timezone: 'Asia/Dhaka', dailyCallTime: '21:00' }]);
    const [halfPast] = await lovedOnes([{ timezone: 'Asia/Yangon', dailyCallTime: '21:30' }]);
    const [broke] = await lovedOnes([{}], { minutes: 0 });
    await app.db.phoneNumber.update({ where: { id: stopped!.id }, data: { callsStoppedAt: at('08:00') } });
    await app.db.phoneNumber.update({ where: { id: talked!.id }, data: { lastConversationAt: at('08:30') } });
    await app.db.call.create({
      data: {
        userId: onCall!.userId,
        phoneNumberId: onCall!.id,
        direction: 'inbound',
        type: 'regular',
        status: 'in-progress',
        startedAt: at('09:58'),
        answeredAt: at('09:58'),
      },
    });
    const reminder = await app.db.reminder.create({
      data: { phoneNumberId: reminded!.id, text: 'gone', localTime: '10:00', repeat: 'daily' },
    });
    for (const p of [ok!, stopped!, talked!, onCall!, moved!, broke!, nine!, halfPast!])
      await checkin(p.id, TEN_AM);
    await checkin(night!.id, TEN_AM, 1, '2026-11-24'); // midnight in Tokyo
    await checkin(stale!.id, new Date(TEN_AM.getTime() - 86_400_000), 1, '2026-11-22'); // yesterday's
    await scheduleCall({
      tx: app.db,
      kind: 'reminder',
      phoneNumberId: reminded!.id,
      subjectId: reminder.id,
      localDate: DAY,
      attempt: 1,
      dueAt: TEN_AM,
    });
    await app.db.reminder.update({ where: { id: reminder.id }, data: { cancelledAt: at('09:59') } });
    await app.db.phoneNumber.update({ where: { id: moved!.id }, data: { dailyCallTime: '15:00' } });

    await placeDueCalls({ deps: app.deps, now: TEN_AM });
    const scheduled = await app.db.scheduledCall.findMany({
      where: {
        phoneNumberId: {
          in: [ok, stopped, talked, onCall, stale, moved, reminded, night, broke, nine, halfPast].map(
            (p) => p!.id,
          ),
        },
      },
    });
    const calls = await app.db.call.findMany({
      where: { scheduledCallId: { in: scheduled.map((r) => r.id) } },
    });
    const rows = scheduled.map((r) => ({ ...r, call: calls.find((c) => c.scheduledCallId === r.id) }));
    const of = (id: string) => rows.find((r) => r.phoneNumberId === id);
    expect(of(ok!.id)).toMatchObject({ state: 'claimed' });
    expect(of(ok!.id)?.call).toMatchObject({
      status: 'ringing',
      type: 'outbound',
      attempt: 1,
      localDate: DAY,
    });
    const skipped = (id: string) => [of(id)?.state, of(id)?.skipReason, of(id)?.call ?? null];
    expect(skipped(stopped!.id)).toEqual(['skipped', 'calls_stopped', null]);
    expect(skipped(night!.id)).toEqual(['skipped', 'outside_window', null]);
    expect(of(nine!.id)).toMatchObject({ state: 'claimed' });
    expect(of(nine!.id)?.call).toMatchObject({ status: 'ringing', type: 'outbound' });
    expect(skipped(halfPast!.id)).toEqual(['skipped', 'outside_window', null]);
    expect(skipped(broke!.id)).toEqual(['skipped', 'no_minutes', null]);
    expect(skipped(talked!.id)).toEqual(['skipped', 'talked_today', null]);
    expect(skipped(stale!.id)).toEqual(['skipped', 'stale', null]);
    expect(skipped(reminded!.id)).toEqual(['skipped', 'cancelled', null]);
    // On a call with us now: not rung during it; tried again a minute on.
    expect(skipped(onCall!.id)).toEqual(['due', null, null]);
    expect(of(onCall!.id)?.notBefore?.toISOString()).toBe(
      new Date(TEN_AM.getTime() + minutes(1)).toISOString(),
    );
    // The daily time moved to 15:00: the 10:00 call is dropped, and 15:00 plans its own.
    expect(of(moved!.id)).toBeUndefined();
    expect(
      await app.db.call.count({ where: { phoneNumberId: { in: rows.map((r) => r.phoneNumberId) } } }),
    ).toBe(3);
  });
});

describe('“call me later”, reminders, retries and old jobs', () => {
  it('all become scheduled calls placed by the batch placer', async () => {
    const [phone] = await lovedOnes([{}]);
    const inbound = await app.db.call.create({
      data: {
        userId: phone!.userId,
        phoneNumberId: phone!.id,
        direction: 'inbound',
        type: 'regular',
        status: 'completed',
      },
    });
    const ctx = (await loadCallContext(app.db, inbound.id))!;
    const scope = { deps: app.deps, ctx, now: () => TEN_AM };
    expect(await rescheduleToday(scope, { inMinutes: 30 })).toEqual({ ok: true, localTime: '10:30' });
    // Asked again before it rang: the same call moves.
    expect(await rescheduleToday(scope, { time: '11:15' })).toEqual({ ok: true, localTime: '11:15' });
    const rows = await app.db.scheduledCall.findMany({ where: { phoneNumberId: phone!.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'later', attempt: 1, localDate: DAY, state: 'due' });
    expect(rows[0]?.dueAt.toISOString()).toBe(at('11:15').toISOString());
    await placeDueCalls({ deps: app.deps, now: at('11:15') });
    const call = await app.db.call.findUniqueOrThrow({ where: { scheduledCallId: rows[0]!.id } });
    // Not a check-in attempt: a miss is not retried.
    expect(call).toMatchObject({ type: 'outbound', status: 'ringing', localDate: null });
    expect(await rescheduleToday(scope, { inMinutes: 30 })).toEqual({
      ok: false,
      reason: 'already_rescheduled',
    });

    // A job queued before this version (a retry in the queue at deploy time) joins the same path.
    const [old] = await lovedOnes([{}]);
    const { default: legacy } = await import('../../jobs/calls__daily_checkin.ts');
    await legacy.execute(
      { phoneNumberId: old!.id, localDate: DAY, attempt: 2 },
      { deps: app.deps, helpers: {} as never },
    );
    expect(await app.db.scheduledCall.findFirst({ where: { phoneNumberId: old!.id } })).toMatchObject({
      kind: 'checkin',
      attempt: 2,
      state: 'due',
    });
  });
});

describe('the admin’s system health', () => {
  it('says how late calls run, and when the carrier limit is why', async () => {
    // The other tests' calls were due on their clock (a day ago): waiting or just placed, they
    // would read as that late.
    await app.db.scheduledCall.deleteMany({});
    const [phone] = await lovedOnes([{}]);
    const fiveMinutesAgo = new Date(Date.now() - minutes(5));
    await checkin(phone!.id, fiveMinutesAgo, 2);
    const paced = withCarrier(1).deps;
    await reserveSlots(app.db, { count: 30, cps: 1 }); // the budget is booked 30 s ahead
    try {
      const limited = await getSystemHealth({ deps: paced });
      expect(limited.status).not.toBe('healthy');
      expect(limited.notes).toContain(
        'Calls are running 5 min late: the carrier limit is 1 call a second (TWILIO_CPS).',
      );
      const unlimited = await getSystemHealth({ deps: withCarrier(null).deps });
      expect(unlimited.notes).toContain('Calls are running 5 min late: the job workers are not keeping up.');
      // Placed within the minute: nothing to say.
      const row = await app.db.scheduledCall.update({
        where: {
          phoneNumberId_kind_subjectId_localDate_attempt: {
            phoneNumberId: phone!.id,
            kind: 'checkin',
            subjectId: phone!.id,
            localDate: DAY,
            attempt: 2,
          },
        },
        data: { state: 'claimed', dueAt: new Date(Date.now() - 30_000) },
      });
      await app.db.call.create({
        data: {
          userId: phone!.userId,
          phoneNumberId: phone!.id,
          direction: 'outbound',
          type: 'outbound',
          status: 'ringing',
          providerCallSid: `local-${row.id}`,
          scheduledCallId: row.id,
          startedAt: new Date(),
        },
      });
      const onTime = await getSystemHealth({ deps: paced });
      expect(onTime.notes.some((n) => n.startsWith('Calls are running'))).toBe(false);
    } finally {
      await app.db.$executeRaw`UPDATE carrier_pacing SET next_slot_at = now()`;
    }
  });
});
