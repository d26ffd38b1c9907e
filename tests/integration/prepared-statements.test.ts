// Prisma's queries and the session lookup run as named statements: a connection parses and plans
// each once (see src/server/db/statement-names.ts), and still answers right the second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, validateSession } from '../../src/server/auth/sessions.ts';
import { closeDb, createDb, driverPool, type Db } from '../../src/server/db/client.ts';
import { createTestDatabase } from '../support/test-app.ts';

describe('prepared statements', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    // One connection, so every query meets the statements the earlier ones prepared.
    db = createDb(database.url, { max: 1 });
  });
  afterAll(async () => {
    await closeDb(db);
    await drop();
  });

  /** The statements this connection has prepared, by the client's name for them. */
  async function prepared(): Promise<string[]> {
    const { rows } = await driverPool(db).query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements ORDER BY name',
    );
    return rows.map((row) => row.name);
  }

  it('prepares a Prisma query once and answers each time with its own arguments', async () => {
    const ann = await db.user.create({ data: { email: 'ann@example.com', name: 'Ann' } });
    const bob = await db.user.create({ data: { email: 'bob@example.com', name: 'Bob' } });
    const find = (id: string) => db.user.findUnique({ where: { id }, select: { email: true } });
    expect(await find(ann.id)).toEqual({ email: 'ann@example.com' });
    const afterFirst = await prepared();
    expect(afterFirst.some((name) => name.startsWith('prisma_'))).toBe(true);
    expect(await find(bob.id)).toEqual({ email: 'bob@example.com' });
    expect(await prepared()).toEqual(afterFirst);
  });

  it('looks a session up with a statement of its own', async () => {
    const user = await db.user.create({ data: { email: 'cy@example.com', name: 'Cy' } });
    const { token } = await createSession({ db, userId: user.id });
    expect((await validateSession({ db, token }))?.user.email).toBe('cy@example.com');
    expect(await prepared()).toContain('find-session');
    expect(await validateSession({ db, token: `${token}x` })).toBeNull();
    expect((await validateSession({ db, token }))?.userId).toBe(user.id);
  });
});
