// Session validation reads the session and its account through the driver's pool (the query
// every signed-in request makes). The driver parses a column without a zone in the process's
// zone, while Prisma stores instants in UTC: the times it reads must be the instants written,
// whatever the server's zone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_LIFETIME_MS, validateSession } from '../../src/server/auth/sessions.ts';
import { driverPool } from '../../src/server/db/client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

let seq = 0;
async function account() {
  return app.db.user.create({
    data: {
      email: `session${Date.now()}${seq++}@example.com`,
      name: 'Session Test',
      onboardingStep: 'completed',
    },
  });
}

describe('validateSession', () => {
  it('goes through the driver pool of a client createDb made', () => {
    expect(driverPool(app.db)).toBeDefined();
  });

  for (const timeZone of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
    it(`reads the instants written, with the server in ${timeZone}`, async () => {
      process.env.TZ = timeZone;
      const user = await account();
      const now = new Date();
      const issued = await createSession({ db: app.db, userId: user.id, now });
      const session = await validateSession({ db: app.db, token: issued.token, now });
      expect(session?.expiresAt.toISOString()).toBe(issued.expiresAt.toISOString());
      expect(session?.renewed).toBe(false);
      expect(session?.user).toMatchObject({ id: user.id, email: user.email, onboarding_step: 'completed' });
    });
  }

  it('renews a session in the second half of its life, and ends an expired one', async () => {
    process.env.TZ = 'America/New_York';
    const user = await account();
    const start = new Date('2026-03-01T12:00:00Z');
    const issued = await createSession({ db: app.db, userId: user.id, now: start });
    // Five days on: less than half of the seven left, so it is renewed from then.
    const later = new Date(start.getTime() + 5 * 24 * 3600 * 1000);
    const renewed = await validateSession({ db: app.db, token: issued.token, now: later });
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.toISOString()).toBe(
      new Date(later.getTime() + SESSION_LIFETIME_MS).toISOString(),
    );
    // A minute past the renewed end it is gone, and stays gone.
    const past = new Date(later.getTime() + SESSION_LIFETIME_MS + 60_000);
    expect(await validateSession({ db: app.db, token: issued.token, now: past })).toBeNull();
    expect(await validateSession({ db: app.db, token: issued.token, now: later })).toBeNull();
  });

  it('moves the account’s last activity at most once an hour, as an instant', async () => {
    process.env.TZ = 'Europe/Paris';
    const user = await account();
    const start = new Date('2026-03-01T12:00:00Z');
    const issued = await createSession({ db: app.db, userId: user.id, now: start });
    await validateSession({ db: app.db, token: issued.token, now: new Date(start.getTime() + 30 * 60_000) });
    let row = await app.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lastActiveAt?.toISOString()).toBe(start.toISOString());
    const hourOn = new Date(start.getTime() + 61 * 60_000);
    await validateSession({ db: app.db, token: issued.token, now: hourOn });
    row = await app.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lastActiveAt?.toISOString()).toBe(hourOn.toISOString());
  });
});
