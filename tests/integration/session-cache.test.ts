// Sessions held in memory (src/server/auth/session-cache.ts), with two web processes of one
// deployment on one database: what one of them, or anyone, changes is never served stale by the
// other beyond the database's announcement.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../src/server/auth/tokens.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  // Each process's LISTEN connection comes up on its own; on a loaded machine that has taken over
  // the one second vi.waitFor allows by default (a clean-clone CI run with benchmarks beside it).
  await vi.waitFor(
    () => {
      if (!a.deps.sessions.enabled || !b.deps.sessions.enabled) throw new Error('not listening yet');
    },
    { timeout: 15_000, interval: 50 },
  );
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const me = (app: TestApp, token: string) => {
  const client = app.client();
  client.cookies.set('porchlight_session', token);
  return client.get<{ first_name: string | null }>('/api/user/me');
};

/** SQL run with triggers off, so that the change is announced to nobody. */
async function unannounced(app: TestApp, sql: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('sessions held in memory', () => {
  it('answers a signed-in request without reading the session again', async () => {
    const { client } = await signedInClient(a);
    const token = client.cookies.get('porchlight_session')!;
    expect((await me(a, token)).status).toBe(200);
    // Gone from the database without a word: the process that checked it still knows it…
    await unannounced(a, 'DELETE FROM sessions WHERE id = $1', [sha256Hex(token)]);
    expect((await me(a, token)).status).toBe(200);
    // …the other, which never held it, reads the database.
    expect((await me(b, token)).status).toBe(401);
  });

  it('refuses a session signed out in another process', async () => {
    const { client } = await signedInClient(a);
    const token = client.cookies.get('porchlight_session')!;
    expect((await me(b, token)).status).toBe(200);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    await expect.poll(async () => (await me(b, token)).status, { timeout: 2000 }).toBe(401);
  });

  it('reads an account changed elsewhere, and a session expired elsewhere', async () => {
    const { client, userId } = await signedInClient(a);
    const token = client.cookies.get('porchlight_session')!;
    expect((await me(a, token)).body.first_name).toBeNull();
    await b.db.user.update({ where: { id: userId }, data: { firstName: 'Robin' } });
    await expect.poll(async () => (await me(a, token)).body.first_name, { timeout: 2000 }).toBe('Robin');
    await b.db.session.update({
      where: { id: sha256Hex(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect.poll(async () => (await me(a, token)).status, { timeout: 2000 }).toBe(401);
  });

  it('reads its own change at once, without waiting for the announcement', async () => {
    const { client } = await signedInClient(a);
    expect((await client.get('/api/user/me')).body.first_name).toBeNull();
    // The announcements are not heard for this test: only the request's own refresh can help.
    const deaf = vi.spyOn(a.deps.sessions, 'changed').mockImplementation(() => {});
    try {
      expect(
        (await client.request('PUT', '/api/user/profile', { json: { first_name: 'Alex' } })).status,
      ).toBe(200);
      expect((await client.get('/api/user/me')).body.first_name).toBe('Alex');
    } finally {
      deaf.mockRestore();
    }
  });
});

describe('sessions held in memory, with the database unreachable', () => {
  it('holds nothing while the announcements cannot be heard, and listens again after', async () => {
    const app = await startTestApp({ proxyDatabase: true });
    try {
      await expect.poll(() => app.deps.sessions.enabled).toBe(true);
      const { client } = await signedInClient(app);
      expect((await client.get('/api/user/me')).status).toBe(200);
      expect(app.deps.sessions.size).toBeGreaterThan(0);
      app.proxy!.cut();
      await expect.poll(() => app.deps.sessions.enabled, { timeout: 5000 }).toBe(false);
      expect(app.deps.sessions.size).toBe(0);
      app.proxy!.restore();
      await expect.poll(() => app.deps.sessions.enabled, { timeout: 10_000 }).toBe(true);
      expect((await client.get('/api/user/me')).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
