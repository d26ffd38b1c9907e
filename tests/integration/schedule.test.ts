// Daily check-ins and reminder calls on real PostgreSQL and graphile-worker's tables, with the
// local telephony provider and a controlled clock.
import type { CallStatus } from '../../src/shared/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCall } from '../../src/server/calls/finish-call.ts';
import { startInboundCall } from '../../src/server/calls/start-inbound-call.ts';
import { dispatchDue } from '../../src/server/schedule/dispatch-due.ts';
import { placeDueCalls } from '../../src/server/schedule/place-due-calls.ts';
import { scheduleCall, type ScheduledKind } from '../../src/server/schedule/scheduled-call.ts';
import { waitFor } from '../support/loved-one.ts';
import { withPlacingWorkers } from '../support/placing-workers.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  // What is placed, and when, is this file's subject; the carrier's pace is schedule-batch's.
  app = await startTestApp({ env: { TWILIO_CPS: 'unlimited' } });
});
afterAll(async () => {
  await app?.stop();
});

// 10:00 in New York on 23 November 2026.
const TEN_AM = new Date('2026-11-23T15:00:00Z');
const minutes = (n: number) => n * 60_000;
let seq = 0;

async function lovedOne(options: { threshold?: number | null; dailyCallTime?: string } = {}) {
  const account = await signedInClient(app, 'sched');
  const number = `+1412555${String(2000 + seq++)}`;
  const res = await account.client.post('/api/phone-numbers', {
    number,
    name: 'Edna',
    relationship: 'grandmother',
    state: 'PA',
    missed_call_alert_threshold: options.threshold === undefined ? 1 : options.threshold,
  });
  expect(res.status).toBe(201);
  await app.db.user.update({
    where: { id: account.userId },
    data: { alertContactEmail: `fam-${account.email}` },
  });
  const phone = await app.db.phoneNumber.update({
    where: { userId_number: { userId: account.userId, number } },
    data: { dailyCallTime: options.dailyCallTime ?? '10:00', recordingConsent: true },
  });
  return { ...account, number, phone };
}

interface OwedCall {
  phoneId: string;
  kind?: ScheduledKind;
  subjectId?: string;
  attempt?: number;
  dueAt?: Date;
}

/** A call the schedule owes today (a check-in at 10:00 unless told otherwise), not yet placed. */
async function scheduleOwed(options: OwedCall) {
  const kind = options.kind ?? 'checkin';
  const attempt = options.attempt ?? 1;
  const subjectId = options.subjectId ?? options.phoneId;
  await scheduleCall({
    tx: app.db,
    kind,
    phoneNumberId: options.phoneId,
    subjectId,
    localDate: '2026-11-23',
    attempt,
    dueAt: options.dueAt ?? TEN_AM,
  });
  return { kind, subjectId, attempt };
}

/** A call the schedule owes, placed by the batch placer at the schedule's `now`. */
async function placeScheduled(options: OwedCall & { now?: Date }) {
  const { kind, subjectId, attempt } = await scheduleOwed(options);
  await placeDueCalls({ deps: app.deps, now: options.now ?? options.dueAt ?? TEN_AM });
  return scheduled(kind, subjectId, attempt);
}

async function scheduled(kind: ScheduledKind, subjectId: string, attempt = 1) {
  const row = await app.db.scheduledCall.findFirst({
    where: { kind, subjectId, localDate: '2026-11-23', attempt },
  });
  if (!row) return null;
  return { ...row, call: await app.db.call.findUnique({ where: { scheduledCallId: row.id } }) };
}

async function jobsWithKey(key: string) {
  return app.db.$queryRaw<{ task_identifier: string; run_at: Date; payload: Record<string, unknown> }[]>`
    SELECT t.identifier AS task_identifier, j.run_at, j.payload
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
     WHERE j.key = ${key}`;
}

describe('the daily time', () => {
  it('is learned from the first inbound call, rounded and kept', async () => {
    const { phone, number } = await lovedOne();
    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { dailyCallTime: null } });
    await startInboundCall({
      deps: app.deps,
      from: number,
      to: '+1',
      providerCallSid: `learn-${phone.id}`,
      now: new Date('2026-11-23T15:02:00Z'),
    });
    expect((await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).dailyCallTime).toBe(
      '10:00',
    );
    await startInboundCall({
      deps: app.deps,
      from: number,
      to: '+1',
      providerCallSid: `learn2-${phone.id}`,
      now: new Date('2026-11-23T19:00:00Z'),
    });
    expect((await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).dailyCallTime).toBe(
      '10:00',
    );
  });
});

describe('dispatch', () => {
  it('plans each due check-in once, even when the fan-out runs twice at the same time', async () => {
    const { phone } = await lovedOne();
    const other = await lovedOne({ dailyCallTime: '11:00' });
    // The tick of the minute before plans it; the tick after (a late or doubled one) finds it planned.
    await Promise.all([
      dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() - 30_000) }),
      dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() + minutes(1)) }),
    ]);
    const rows = await app.db.scheduledCall.findMany({ where: { phoneNumberId: phone.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'checkin', localDate: '2026-11-23', attempt: 1, state: 'due' });
    expect(rows[0]?.dueAt.toISOString()).toBe(TEN_AM.toISOString());
    expect(await app.db.scheduledCall.count({ where: { phoneNumberId: other.phone.id } })).toBe(0);
    // Placers are started for the minute itself.
    expect(await jobsWithKey(`place-due:${TEN_AM.toISOString()}:0`)).toHaveLength(1);
  });

  it('plans by each zone’s local time, across DST and in half-hour zones', async () => {
    const cases: [string, string, string, boolean][] = [
      // zone, daily time, the UTC minute of the fan-out, due then?
      ['America/New_York', '09:30', '2026-07-01T13:30:00Z', true], // EDT, UTC-4
      ['America/New_York', '09:30', '2026-03-08T13:30:00Z', true], // the day clocks go forward
      ['America/New_York', '09:30', '2026-03-08T14:30:00Z', false],
      ['America/New_York', '09:30', '2026-11-01T14:30:00Z', true], // the day clocks go back
      ['America/New_York', '09:30', '2026-11-01T13:30:00Z', false],
      ['America/Phoenix', '09:30', '2026-07-01T16:30:00Z', true], // UTC-7 all year
      ['America/St_Johns', '09:30', '2026-11-23T13:00:00Z', true], // UTC-3:30 in winter
      ['America/St_Johns', '09:30', '2026-07-01T12:00:00Z', true], // UTC-2:30 in summer
      ['Pacific/Guam', '09:30', '2026-11-22T23:30:00Z', true], // UTC+10: already the 23rd there
    ];
    for (const [zone, time, at, due] of cases) {
      const { phone } = await lovedOne({ dailyCallTime: time });
      await app.db.phoneNumber.update({ where: { id: phone.id }, data: { timezone: zone } });
      // Planned only from the minute before: 90 s ahead, never 2 minutes or more.
      await dispatchDue({ deps: app.deps, now: new Date(Date.parse(at) - minutes(2)) });
      expect(await app.db.scheduledCall.count({ where: { phoneNumberId: phone.id } }), `${zone} ${at}`).toBe(
        0,
      );
      await dispatchDue({ deps: app.deps, now: new Date(at) });
      const rows = await app.db.scheduledCall.findMany({ where: { phoneNumberId: phone.id } });
      expect(
        rows.map((r) => r.dueAt.toISOString()),
        `${zone} ${at}`,
      ).toEqual(due ? [new Date(at).toISOString()] : []);
      if (due && zone === 'Pacific/Guam') expect(rows[0]?.localDate).toBe('2026-11-23');
      await app.db.phoneNumber.update({ where: { id: phone.id }, data: { dailyCallTime: null } });
    }
  });

  it('places the call once when two placers run together, and skips after a conversation today', async () => {
    const { phone } = await lovedOne();
    await scheduleOwed({ phoneId: phone.id });
    await Promise.all([
      placeDueCalls({ deps: app.deps, now: TEN_AM }),
      placeDueCalls({ deps: app.deps, now: TEN_AM }),
    ]);
    expect(await app.db.call.count({ where: { phoneNumberId: phone.id, type: 'outbound' } })).toBe(1);
    expect(await scheduled('checkin', phone.id)).toMatchObject({
      state: 'claimed',
      call: { status: 'ringing' },
    });

    const talker = await lovedOne();
    await app.db.phoneNumber.update({
      where: { id: talker.phone.id },
      data: { lastConversationAt: new Date('2026-11-23T13:30:00Z') },
    });
    expect(await placeScheduled({ phoneId: talker.phone.id })).toMatchObject({
      state: 'skipped',
      skipReason: 'talked_today',
      call: null,
    });

    // Still talking on an inbound call (the one that taught the daily time): no second call
    // while it lasts.
    const chatting = await lovedOne();
    await app.db.call.create({
      data: {
        userId: chatting.phone.userId,
        phoneNumberId: chatting.phone.id,
        direction: 'inbound',
        type: 'regular',
        status: 'in-progress',
        startedAt: new Date(TEN_AM.getTime() - 60_000),
        answeredAt: new Date(TEN_AM.getTime() - 60_000),
      },
    });
    const waiting = await placeScheduled({ phoneId: chatting.phone.id });
    expect(waiting).toMatchObject({ state: 'due', call: null });
    expect(waiting?.notBefore?.toISOString()).toBe(new Date(TEN_AM.getTime() + minutes(1)).toISOString());
    expect(
      await app.db.call.count({ where: { phoneNumberId: chatting.phone.id, direction: 'outbound' } }),
    ).toBe(0);
    // Once that call is over (and had no conversation), the check-in goes ahead.
    await app.db.call.updateMany({
      where: { phoneNumberId: chatting.phone.id },
      data: { status: 'completed', endedAt: TEN_AM },
    });
    await placeDueCalls({ deps: app.deps, now: new Date(TEN_AM.getTime() + minutes(1)) });
    expect(await scheduled('checkin', chatting.phone.id)).toMatchObject({
      state: 'claimed',
      call: { status: 'ringing' },
    });
  });
});

describe('outcomes', () => {
  async function miss(
    phoneId: string,
    attempt: number,
    at: Date,
    how: { status: CallStatus; answeredBy?: string },
  ) {
    // The first try is planned by the fan-out; each retry by the miss before it.
    if (attempt === 1) await dispatchDue({ deps: app.deps, now: at });
    await placeDueCalls({ deps: app.deps, now: at });
    const row = await scheduled('checkin', phoneId, attempt);
    expect(row).toMatchObject({ state: 'claimed', call: { status: 'ringing' } });
    const callId = row?.call?.id ?? '';
    if (how.answeredBy)
      await app.db.call.update({ where: { id: callId }, data: { answeredBy: how.answeredBy } });
    await finishCall({ deps: app.deps, callId, status: how.status, endedAt: at });
    return callId;
  }

  it('retries a missed check-in twice, 10 minutes apart, then alerts the family once per streak', async () => {
    const { phone, email } = await lovedOne({ threshold: 1 });
    const first = await miss(phone.id, 1, TEN_AM, { status: 'no-answer' });
    expect((await app.db.call.findUniqueOrThrow({ where: { id: first } })).outcome).toBe('no_answer');
    // The retry is a scheduled call like the first try, with a placer started for its time.
    const retry = await scheduled('checkin', phone.id, 2);
    expect(retry).toMatchObject({ state: 'due', attempt: 2 });
    expect(retry?.dueAt.toISOString()).toBe('2026-11-23T15:10:00.000Z');
    expect(await jobsWithKey('place-due:2026-11-23T15:10:00.000Z:0')).toHaveLength(1);

    await miss(phone.id, 2, new Date(TEN_AM.getTime() + minutes(10)), { status: 'busy' });
    expect(await scheduled('checkin', phone.id, 3)).toMatchObject({ state: 'due' });
    const third = await miss(phone.id, 3, new Date(TEN_AM.getTime() + minutes(20)), {
      status: 'completed',
      answeredBy: 'machine_end_beep',
    });
    expect((await app.db.call.findUniqueOrThrow({ where: { id: third } })).outcome).toBe('voicemail');
    expect(await scheduled('checkin', phone.id, 4)).toBeNull();

    const after = await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } });
    expect(after).toMatchObject({ missedStreak: 1, missedStreakAlerted: true });
    const alerts = await app.db.alert.findMany({ where: { phoneNumberId: phone.id, kind: 'missed_calls' } });
    expect(alerts.map((a) => [a.channel, a.destination, a.subject])).toEqual([
      ['email', `fam-${email}`, 'Edna missed a check-in call'],
    ]);
    // One missed check-in is worded by what happened that day, never "three times each".
    expect(alerts[0]?.message).toBe(
      "Edna did not answer today's check-in call (we called 3 times; the last try was at 10:20 AM their time). You may want to check on them.",
    );
  });

  it('resets the streak when they talk', async () => {
    const { phone, number } = await lovedOne();
    await app.db.phoneNumber.update({
      where: { id: phone.id },
      data: { missedStreak: 2, missedStreakAlerted: true },
    });
    const decision = await startInboundCall({
      deps: app.deps,
      from: number,
      to: '+1',
      providerCallSid: `talk-${phone.id}`,
    });
    await app.db.call.update({
      where: { id: decision.callId },
      data: { answeredAt: new Date(Date.now() - 60_000) },
    });
    await app.db.transcriptTurn.create({
      data: { callId: decision.callId, seq: 1, speaker: 'user', text: 'Hello dear' },
    });
    await finishCall({ deps: app.deps, callId: decision.callId });
    expect(await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).toMatchObject({
      missedStreak: 0,
      missedStreakAlerted: false,
    });
  });
});

describe('reminder calls', () => {
  it('become appointment calls at their local time that open with the reminder', async () => {
    const { phone } = await lovedOne({ dailyCallTime: '18:00' });
    const reminder = await app.db.reminder.create({
      data: {
        phoneNumberId: phone.id,
        text: 'take your blood pressure pill',
        localTime: '10:00',
        repeat: 'daily',
      },
    });
    await dispatchDue({ deps: app.deps, now: TEN_AM });
    expect(await scheduled('reminder', reminder.id)).toMatchObject({ state: 'due', phoneNumberId: phone.id });
    await placeDueCalls({ deps: app.deps, now: TEN_AM });
    const row = await scheduled('reminder', reminder.id);
    expect(row).toMatchObject({ state: 'claimed', call: { status: 'ringing' } });
    const call = await app.db.call.findUniqueOrThrow({
      where: { id: row?.call?.id ?? '' },
      include: { turns: true },
    });
    expect(call).toMatchObject({ type: 'appointment', reminderId: reminder.id, localDate: '2026-11-23' });
    expect(call.turns[0]?.text).toContain("I'm calling with your reminder: take your blood pressure pill.");
    // Called once today: the next fan-out does not plan it again.
    await dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() + minutes(2)) });
    expect(await app.db.scheduledCall.count({ where: { subjectId: reminder.id } })).toBe(1);
    expect(await app.db.call.count({ where: { reminderId: reminder.id } })).toBe(1);
  });
});

describe('a reminder call on the relay', () => {
  it('asks for consent first when needed, then delivers the reminder', async () => {
    const { RelayClient } = await import('../support/relay-client.ts');
    const { phone } = await lovedOne();
    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { recordingConsent: null } });
    const reminder = await app.db.reminder.create({
      data: {
        phoneNumberId: phone.id,
        text: 'call the pharmacy',
        localTime: '10:00',
        repeat: 'once',
        localDate: '2026-11-23',
      },
    });
    const row = await placeScheduled({ phoneId: phone.id, kind: 'reminder', subjectId: reminder.id });
    const call = await app.db.call.findUniqueOrThrow({ where: { id: row?.call?.id ?? '' } });
    const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
    relay.setup({ callId: call.id, relayToken: call.relayToken! });
    relay.prompt('Yes');
    expect(await relay.reply()).toBe(
      "Thank you. I'm calling with your reminder: call the pharmacy. Is there anything else I can do for you?",
    );
    relay.hangUp();
  });
});

describe('a call nobody answers', () => {
  it('ends as no-answer after two minutes of ringing and is retried like any miss', async () => {
    const { endUnansweredCalls } = await import('../../src/server/calls/end-unanswered-calls.ts');
    const { phone } = await lovedOne();
    const row = await placeScheduled({ phoneId: phone.id });
    const callId = row?.call?.id ?? '';
    expect(row?.call).toMatchObject({ status: 'ringing' });
    // The minute sweep: not yet at one minute of ringing, ended at two.
    const placedAt = row!.call!.startedAt.getTime();
    await endUnansweredCalls({ deps: app.deps, now: new Date(placedAt + minutes(1)) });
    expect(await app.db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({
      status: 'ringing',
    });
    const swept = new Date(placedAt + minutes(2) + 1000);
    await endUnansweredCalls({ deps: app.deps, now: swept });
    expect(await app.db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({
      status: 'no-answer',
      outcome: 'no_answer',
      endReason: 'no_answer',
    });
    const retry = await scheduled('checkin', phone.id, 2);
    expect(retry?.dueAt.toISOString()).toBe(new Date(swept.getTime() + minutes(10)).toISOString());
  });

  it('ends a call written but never handed to the provider (a worker that died) as a failed attempt', async () => {
    const { endUnansweredCalls } = await import('../../src/server/calls/end-unanswered-calls.ts');
    const { claimDueCalls } = await import('../../src/server/schedule/claim-due-calls.ts');
    const { phone } = await lovedOne();
    await scheduleOwed({ phoneId: phone.id });
    // Claimed (its call written), then the worker is gone before dialing.
    const { claimed } = await claimDueCalls({ deps: app.deps, now: TEN_AM, limit: 500 });
    const mine = claimed.find((c) => c.toNumber === phone.number);
    expect(mine).toBeTruthy();
    // Another placer does not dial it again.
    await placeDueCalls({ deps: app.deps, now: TEN_AM });
    expect(await app.db.call.count({ where: { phoneNumberId: phone.id } })).toBe(1);
    const call = await app.db.call.findUniqueOrThrow({ where: { id: mine!.callId } });
    expect(call).toMatchObject({ status: 'queued', providerCallSid: null });
    await endUnansweredCalls({ deps: app.deps, now: new Date(call.startedAt.getTime() + minutes(3)) });
    expect(await app.db.call.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({
      status: 'failed',
      outcome: 'failed',
    });
    expect(await scheduled('checkin', phone.id, 2)).toMatchObject({ state: 'due' });
  });
});

describe('unusual activity', () => {
  async function conversation(phoneId: string, userId: string, startedAt: Date, mood?: number) {
    const call = await app.db.call.create({
      data: {
        userId,
        phoneNumberId: phoneId,
        direction: 'inbound',
        type: 'regular',
        status: 'in-progress',
        startedAt,
        answeredAt: startedAt,
        mood: mood ?? null,
        turns: {
          create: [
            { seq: 0, speaker: 'assistant', text: 'Hello' },
            { seq: 1, speaker: 'user', text: 'Hi there' },
          ],
        },
      },
    });
    return call;
  }

  it('tells the family about a call in the night, once per night', async () => {
    const { phone, userId } = await lovedOne();
    // 02:30 and 03:10 in New York on the night of 23 November.
    const first = await conversation(phone.id, userId, new Date('2026-11-24T07:30:00Z'));
    await finishCall({ deps: app.deps, callId: first.id, endedAt: new Date('2026-11-24T07:35:00Z') });
    const second = await conversation(phone.id, userId, new Date('2026-11-24T08:10:00Z'));
    await finishCall({ deps: app.deps, callId: second.id, endedAt: new Date('2026-11-24T08:12:00Z') });
    const alerts = await app.db.alert.findMany({
      where: { phoneNumberId: phone.id, kind: 'unusual_activity' },
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ eventKey: 'night:2026-11-23', subject: 'Something unusual with Edna' });
    expect(alerts[0]?.message).toBe('Edna called Porchlight at 2:30 AM at night, which is unusual.');
    // A daytime call is nothing unusual.
    const day = await conversation(phone.id, userId, new Date('2026-11-24T16:00:00Z'));
    await finishCall({ deps: app.deps, callId: day.id, endedAt: new Date('2026-11-24T16:05:00Z') });
    expect(await app.db.alert.count({ where: { phoneNumberId: phone.id, kind: 'unusual_activity' } })).toBe(
      1,
    );
  });

  it('tells the family about a clear drop in mood, and not when alerts are off', async () => {
    const { checkMoodDrop } = await import('../../src/server/alerts/unusual-activity.ts');
    const { phone, userId } = await lovedOne();
    for (const [i, mood] of [4, 4, 5].entries())
      await conversation(phone.id, userId, new Date(Date.UTC(2026, 10, 18 + i, 15)), mood);
    const low = await conversation(phone.id, userId, new Date('2026-11-23T15:00:00Z'), 2);
    expect(
      await app.db.$transaction((tx) => checkMoodDrop(tx, { id: low.id, phoneNumberId: phone.id, mood: 2 })),
    ).toBe(true);
    const alert = await app.db.alert.findFirstOrThrow({
      where: { phoneNumberId: phone.id, kind: 'unusual_activity' },
    });
    expect(alert.message).toContain('sounded much lower in today’s call than usual'.replace('’', "'"));

    const off = await lovedOne();
    await app.db.phoneNumber.update({ where: { id: off.phone.id }, data: { unusualActivityAlert: false } });
    for (const [i, mood] of [5, 5, 5].entries())
      await conversation(off.phone.id, off.userId, new Date(Date.UTC(2026, 10, 18 + i, 15)), mood);
    const low2 = await conversation(off.phone.id, off.userId, new Date('2026-11-23T15:00:00Z'), 1);
    expect(
      await app.db.$transaction((tx) =>
        checkMoodDrop(tx, { id: low2.id, phoneNumberId: off.phone.id, mood: 1 }),
      ),
    ).toBe(false);
  });

  it('tells the family once when someone who talks daily has been silent for 48 hours', async () => {
    const { checkSilences } = await import('../../src/server/alerts/unusual-activity.ts');
    const { phone, userId } = await lovedOne();
    for (let d = 0; d < 6; d++)
      await conversation(phone.id, userId, new Date(Date.UTC(2026, 10, 14 + d, 15)));
    await app.db.phoneNumber.update({
      where: { id: phone.id },
      data: { lastConversationAt: new Date('2026-11-19T15:10:00Z') },
    });
    // Someone who talks rarely, silent as long: nothing.
    const rare = await lovedOne();
    await conversation(rare.phone.id, rare.userId, new Date('2026-11-19T15:00:00Z'));
    await app.db.phoneNumber.update({
      where: { id: rare.phone.id },
      data: { lastConversationAt: new Date('2026-11-19T15:10:00Z') },
    });

    const now = new Date('2026-11-23T15:00:00Z');
    expect(await checkSilences({ deps: app.deps, now })).toBe(1);
    expect(await checkSilences({ deps: app.deps, now: new Date(now.getTime() + 3_600_000) })).toBe(0);
    const alert = await app.db.alert.findFirstOrThrow({
      where: { phoneNumberId: phone.id, kind: 'unusual_activity' },
    });
    expect(alert.message).toBe(
      'Edna has not talked with Porchlight for two days, although they usually talk every day.',
    );
    expect(await app.db.alert.count({ where: { phoneNumberId: rare.phone.id } })).toBe(0);
  });
});

describe('the family sees and deletes reminders', () => {
  it('lists the active reminders of their own loved ones, and a deleted one is never called', async () => {
    const { phone, client } = await lovedOne();
    const other = await lovedOne();
    const daily = await app.db.reminder.create({
      data: { phoneNumberId: phone.id, text: 'take the heart pill', localTime: '08:00', repeat: 'daily' },
    });
    await app.db.reminder.create({
      data: {
        phoneNumberId: phone.id,
        text: 'long gone',
        localTime: '08:00',
        repeat: 'once',
        localDate: '2020-01-01',
      },
    });
    const foreign = await app.db.reminder.create({
      data: { phoneNumberId: other.phone.id, text: 'not yours', localTime: '09:00', repeat: 'daily' },
    });
    const list = await client.get<{ result: { data: { json: { id: string; text: string }[] } } }>(
      '/trpc/reminders.list',
    );
    expect(list.body.result.data.json.map((r) => r.text)).toEqual(['take the heart pill']);

    const refused = await client.post('/trpc/reminders.delete', { json: { id: foreign.id } });
    expect(refused.status).toBe(404);
    expect(await app.db.reminder.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({
      cancelledAt: null,
    });

    expect((await client.post('/trpc/reminders.delete', { json: { id: daily.id } })).status).toBe(200);
    expect(await placeScheduled({ phoneId: phone.id, kind: 'reminder', subjectId: daily.id })).toMatchObject({
      state: 'skipped',
      skipReason: 'cancelled',
      call: null,
    });
  });
});

describe('two real workers', () => {
  it('place each due check-in exactly once when the fan-out runs twice', async () => {
    const numbers = await Promise.all(Array.from({ length: 6 }, () => lovedOne()));
    // The clock is the test's: the workers' placers run at "10:00 in New York".
    await withPlacingWorkers(app, { count: 2, now: TEN_AM }, async () => {
      await Promise.all([
        dispatchDue({ deps: app.deps, now: TEN_AM }),
        dispatchDue({ deps: app.deps, now: TEN_AM }),
      ]);
      await dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() + minutes(3)) });
      const ids = numbers.map((n) => n.phone.id);
      await waitFor(
        async () =>
          (await app.db.call.count({ where: { phoneNumberId: { in: ids }, type: 'outbound' } })) >=
          ids.length,
        15_000,
      );
      // A late fan-out (the job already done and gone) still places nothing new.
      await dispatchDue({ deps: app.deps, now: new Date(TEN_AM.getTime() + minutes(5)) });
      await new Promise((r) => setTimeout(r, 1500));
      const calls = await app.db.call.groupBy({
        by: ['phoneNumberId'],
        where: { phoneNumberId: { in: ids }, type: 'outbound' },
        _count: true,
      });
      expect(calls.map((c) => c._count).sort()).toEqual([1, 1, 1, 1, 1, 1]);
    });
  });
});

describe('housekeeping', () => {
  it('purges unpaid local checkouts after 2 days and keeps recent ones', async () => {
    const { purgeStale } = await import('../../src/server/housekeeping/purge-stale.ts');
    const { userId } = await lovedOne();
    await app.db.localCheckoutSession.createMany({
      data: [
        {
          id: 'lcs_old',
          userId,
          customerId: 'c',
          priceId: 'p',
          successUrl: 's',
          cancelUrl: 'c',
          createdAt: new Date(Date.now() - 3 * 86_400_000),
        },
        { id: 'lcs_new', userId, customerId: 'c', priceId: 'p', successUrl: 's', cancelUrl: 'c' },
      ],
    });
    const result = await purgeStale({ db: app.db });
    expect(result.checkouts).toBeGreaterThanOrEqual(1);
    expect(await app.db.localCheckoutSession.findUnique({ where: { id: 'lcs_old' } })).toBeNull();
    expect(await app.db.localCheckoutSession.findUnique({ where: { id: 'lcs_new' } })).not.toBeNull();
  });
});
