// Dashboard pages kept in memory (src/server/dashboard/page-cache.ts) with the version the
// database's triggers give each account's page (migration 20261206095942_dashboard_versions).
// Two web processes of one deployment on one database: whatever changes what the page shows, made
// by the other process, by the worker's batch statements or by hand in SQL, moves the version, and
// the first check after it drops the page; the family's own change through this process is seen
// at once; what the page does not show leaves it kept; and it moves on with the time.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardPage } from '../../src/shared/account.ts';
import { getDashboardPage } from '../../src/server/dashboard/get-dashboard-page.ts';
import { nextLocalMidnight } from '../../src/server/schedule/local-time.ts';
import { registerLovedOne } from '../support/loved-one.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let a: TestApp;
let b: TestApp;
let sql: pg.Client;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  sql = new pg.Client({ connectionString: a.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await b?.stop();
  await a?.stop();
});

/** Each test's clock: the moment its reads are made at, unless one says otherwise. */
let now: Date;
beforeEach(() => {
  now = new Date();
});

/** The page as process `a` serves it (its own pages kept, its checks running). */
const read = (userId: string, at = now) =>
  getDashboardPage({
    db: a.db,
    userId,
    timeZone: a.config.SERVICE_TIME_ZONE,
    now: at,
    cache: a.deps.dashboardPages,
  });

/** The page as read from the tables, with nothing kept. */
const fresh = (userId: string, at = now): Promise<DashboardPage> =>
  getDashboardPage({ db: a.db, userId, timeZone: a.config.SERVICE_TIME_ZONE, now: at });

/** A page read and then served from memory (the same object again). */
async function held(userId: string, at = now): Promise<DashboardPage> {
  const page = await read(userId, at);
  expect(await read(userId, at)).toBe(page);
  return page;
}

/** What `a`'s next scheduled check does, at once. */
const check = () => a.deps.dashboardPages.check(a.db, now);

/** A second loved one, as the dashboard's form adds one (POST /api/phone-numbers). */
const father = (number: string, name: string) => ({
  number,
  name,
  relationship: 'father',
  state: 'PA',
  timezone: 'America/New_York',
  missed_call_alert_threshold: 2,
  unusual_activity_alert: true,
  general_updates: true,
});

async function family() {
  const f = await registerLovedOne(a, { name: 'Edith Clarke' });
  await a.db.reminder.create({
    data: { phoneNumberId: f.phone.id, text: 'Heart tablet', localTime: '08:30', repeat: 'daily' },
  });
  const call = await a.db.call.create({
    data: {
      userId: f.userId,
      phoneNumberId: f.phone.id,
      direction: 'outbound',
      type: 'regular',
      status: 'in-progress',
      fromNumber: f.number,
    },
  });
  return { ...f, callId: call.id };
}

describe('the dashboard page kept in memory', () => {
  it('is served again while nothing it shows has changed', async () => {
    const f = await family();
    const page = await held(f.userId);
    expect(page).toEqual(await fresh(f.userId));
    expect(page.reminders.map((r) => r.text)).toEqual(['Heart tablet']);
  });

  it('is dropped at the first check after any change to what it shows, made elsewhere', async () => {
    const f = await family();
    const other = b.client();
    other.cookies.set('porchlight_session', f.client.cookies.get('porchlight_session')!);
    const changes: [string, () => Promise<unknown>][] = [
      ['a call placed', () => sql.query(callInsert(1), [f.userId, f.phone.id])],
      [
        'a call finished',
        () => sql.query('UPDATE calls SET duration_seconds = 250 WHERE id = $1', [f.callId]),
      ],
      [
        "a call's start moved to last month",
        () =>
          sql.query(`UPDATE calls SET started_at = started_at - interval '40 days' WHERE id = $1`, [
            f.callId,
          ]),
      ],
      ['three calls in one statement', () => sql.query(callInsert(3), [f.userId, f.phone.id])],
      [
        'a loved one added in the other process',
        async () => {
          const res = await other.post('/api/phone-numbers', father('+14125557788', 'Walter Clarke'));
          expect(res.status).toBe(201);
        },
      ],
      [
        'a name changed',
        () => sql.query(`UPDATE phone_numbers SET name = 'Edie' WHERE id = $1`, [f.phone.id]),
      ],
      [
        'the daily time set',
        () => sql.query(`UPDATE phone_numbers SET daily_call_time = '11:15' WHERE id = $1`, [f.phone.id]),
      ],
      [
        'calls stopped',
        () => sql.query('UPDATE phone_numbers SET calls_stopped_at = now() WHERE id = $1', [f.phone.id]),
      ],
      [
        'a reminder set',
        () =>
          sql.query(
            `INSERT INTO reminders (id, phone_number_id, text, local_time, repeat, created_at)
             VALUES (gen_random_uuid(), $1, 'Dentist', '15:00', 'daily', now())`,
            [f.phone.id],
          ),
      ],
      [
        'a reminder cancelled',
        () =>
          sql.query(
            `UPDATE reminders SET cancelled_at = now() WHERE phone_number_id = $1 AND text = 'Dentist'`,
            [f.phone.id],
          ),
      ],
      [
        'a reminder deleted',
        () =>
          sql.query(`DELETE FROM reminders WHERE phone_number_id = $1 AND text = 'Heart tablet'`, [
            f.phone.id,
          ]),
      ],
      [
        'minutes used',
        () =>
          sql.query('UPDATE subscriptions SET minutes_left = minutes_left - 5 WHERE user_id = $1', [
            f.userId,
          ]),
      ],
      ['a loved one removed', () => sql.query(`DELETE FROM phone_numbers WHERE number = '+14125557788'`)],
    ];
    for (const [what, change] of changes) {
      const before = await held(f.userId);
      await change();
      await check();
      const after = await read(f.userId);
      expect(after, what).not.toEqual(before);
      expect(after, what).toEqual(await fresh(f.userId));
    }
  });

  it('stays kept through writes the page does not show', async () => {
    const f = await family();
    const page = await held(f.userId);
    await sql.query(
      `UPDATE calls SET status = 'completed', summary = 'A chat about the garden' WHERE id = $1`,
      [f.callId],
    );
    await sql.query(
      'UPDATE phone_numbers SET missed_streak = 2, last_conversation_at = now() WHERE id = $1',
      [f.phone.id],
    );
    await sql.query(`UPDATE reminders SET last_called_on = '2026-12-06' WHERE phone_number_id = $1`, [
      f.phone.id,
    ]);
    await sql.query('UPDATE users SET last_active_at = now() WHERE id = $1', [f.userId]);
    // A call's start moved within its quarter hour of UTC, as the dial does: on the same side of
    // every zone's midnight.
    await sql.query(
      `UPDATE calls SET started_at = to_timestamp(floor(extract(epoch FROM started_at) / 900) * 900 + 450)
                                     AT TIME ZONE 'UTC'
        WHERE id = $1`,
      [f.callId],
    );
    // The same values written again change nothing either.
    await sql.query('UPDATE subscriptions SET minutes_left = minutes_left WHERE user_id = $1', [f.userId]);
    await check();
    expect(await read(f.userId)).toBe(page);
  });

  it("sees the family's own change through this process at once", async () => {
    const f = await family();
    const before = await held(f.userId);
    const res = await f.client.post('/api/phone-numbers', father('+14125556611', 'Arthur Clarke'));
    expect(res.status).toBe(201);
    const after = await read(f.userId);
    expect(after.numbers.map((n) => n.name)).toEqual(['Edith Clarke', 'Arthur Clarke']);
    expect(before.numbers).toHaveLength(1);
  });

  it('is kept past DASHBOARD_CACHE_SECONDS by the checks that run on their own, until it changes', async () => {
    const f = await family();
    const page = await held(f.userId);
    const { staleMs } = a.deps.dashboardPages;
    await new Promise((r) => setTimeout(r, staleMs * 2.5));
    expect(await read(f.userId)).toBe(page);
    await sql.query(`UPDATE phone_numbers SET name = 'Edie' WHERE id = $1`, [f.phone.id]);
    await vi.waitFor(
      async () => {
        expect((await read(f.userId)).numbers[0]!.name).toBe('Edie');
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('moves on with the time: what is served at any later moment is the page read then', async () => {
    const f = await family();
    // Her next call at 10:00 in New York, and a dentist's appointment today there.
    await sql.query(`UPDATE phone_numbers SET daily_call_time = '10:00' WHERE id = $1`, [f.phone.id]);
    const nyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
    await sql.query(
      `INSERT INTO reminders (id, phone_number_id, text, local_time, repeat, local_date, created_at)
       VALUES (gen_random_uuid(), $1, 'Dentist', '23:59', 'once', $2, now())`,
      [f.phone.id, nyToday],
    );
    const page = await held(f.userId);
    const nextCall = Date.parse(page.numbers[0]!.next_call_at!);
    const moments = [
      nextCall,
      nextLocalMidnight(now, 'America/New_York').getTime(),
      nextLocalMidnight(now, a.config.SERVICE_TIME_ZONE).getTime(),
    ].sort((x, y) => x - y);
    expect(page.reminders.map((r) => r.text)).toEqual(['Heart tablet', 'Dentist']);
    // Until the first of them, the page read at the start is still served.
    expect(await read(f.userId, new Date(moments[0]! - 1))).toBe(page);
    for (const moment of moments) {
      for (const at of [new Date(moment - 1), new Date(moment)]) {
        expect(await read(f.userId, at), at.toISOString()).toEqual(await fresh(f.userId, at));
      }
    }
    // What moved: her next call is the day after, and the dentist's is gone after midnight.
    expect((await read(f.userId, new Date(nextCall))).numbers[0]!.next_call_at).not.toBe(
      page.numbers[0]!.next_call_at,
    );
    const afterMidnight = new Date(nextLocalMidnight(now, 'America/New_York').getTime() + 1000);
    expect((await read(f.userId, afterMidnight)).reminders.map((r) => r.text)).toEqual(['Heart tablet']);
  });

  it('is not served past the end of a trial, which is marked expired on the way', async () => {
    const f = await family();
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await a.db.subscription.update({
      where: { userId: f.userId },
      data: { plan: 'starter', status: 'active', validUntil: new Date(minute + 30_000) },
    });
    const page = await held(f.userId, new Date(minute + 5_000));
    expect(page.subscription.status).toBe('active');
    const after = await read(f.userId, new Date(minute + 31_000));
    expect(after.subscription.status).not.toBe('active');
    const stored = await a.db.subscription.findUniqueOrThrow({ where: { userId: f.userId } });
    expect(after.subscription.status).toBe(stored.status);
  });

  it('keeps nothing for an account without a version, and a deleted account leaves none', async () => {
    const f = await family();
    await sql.query('DELETE FROM dashboard_versions WHERE user_id = $1', [f.userId]);
    const page = await read(f.userId);
    expect(await read(f.userId)).not.toBe(page);
    // And a page kept whose version row is deleted is dropped at the next check.
    const h = await family();
    await held(h.userId);
    await sql.query('DELETE FROM dashboard_versions WHERE user_id = $1', [h.userId]);
    await check();
    expect(await read(h.userId)).toEqual(await fresh(h.userId));
    expect(a.deps.dashboardPages.size).toBeGreaterThan(0);

    const g = await family();
    await held(g.userId);
    await sql.query('DELETE FROM users WHERE id = $1', [g.userId]);
    const { rows } = await sql.query('SELECT 1 FROM dashboard_versions WHERE user_id = $1', [g.userId]);
    expect(rows).toEqual([]);
  });
});

/** An INSERT of `n` completed calls of 90 s for $1 (the account) and $2 (the number), started now. */
function callInsert(n: number): string {
  return `INSERT INTO calls (id, user_id, phone_number_id, direction, type, status, started_at,
                             duration_seconds, created_at, updated_at)
          SELECT gen_random_uuid(), $1, $2, 'outbound', 'regular', 'completed', now() AT TIME ZONE 'UTC',
                 90, now(), now()
            FROM generate_series(1, ${n})`;
}
