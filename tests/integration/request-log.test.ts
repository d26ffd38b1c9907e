// Every request leaves one log line when it is answered: method, path, status and time, never
// the query string (a tRPC query carries its input there: a search, an e-mail address).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { createDeps } from '../../src/server/create-deps.ts';
import { closeDb, createDb, type Db } from '../../src/server/db/client.ts';
import { createTestDatabase } from '../support/test-app.ts';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let server: Awaited<ReturnType<typeof createServer>>;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createDb(database.url, { max: 2 });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = parseConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      WEATHER_API_BASE: 'off',
    });
    const deps = createDeps({ config, db, log: pino({ level: 'info', base: undefined }, stream) });
    server = await createServer({ deps, worker: null });
    await server.app.ready();
  });
  afterAll(async () => {
    await server?.app.close();
    await (db && closeDb(db));
    await drop?.();
  });

  it('writes one line per request, with the path but not the query string', async () => {
    lines.length = 0;
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { query: 'margaret@example.com' } } }));
    const answered = await server.app.inject({ url: `/trpc/admin.users?batch=1&input=${input}` });
    expect(answered.statusCode).toBe(401);

    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/trpc/admin.users', status: 401 });
    expect(typeof requestLines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('margaret');
  });
});
