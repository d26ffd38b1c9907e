import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, createDb, driverPool } from './client.ts';

// Stand-in "databases" on loopback ports; `answer` is what one does with a new connection.
const sockets = new Set<Socket>();
const servers: Server[] = [];
async function fakeDatabase(answer: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    answer(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

// A message of the PostgreSQL protocol: its type, its length, its body.
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const fields = (pairs: [string, string][]) =>
  Buffer.from(`${pairs.map(([code, text]) => `${code}${text}\0`).join('')}\0`, 'utf8');
const readyThenKilled = Buffer.concat([
  message('R', Buffer.from([0, 0, 0, 0])), // AuthenticationOk
  message('Z', Buffer.from('I')), // ReadyForQuery
  message(
    'E',
    fields([
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P01'],
      ['M', 'terminating connection due to administrator command'],
    ]),
  ),
]);

let port = 0;
let killingPort = 0;

beforeAll(async () => {
  // One that accepts connections and never answers, as a hung host does.
  port = await fakeDatabase(() => undefined);
  // One that ends each connection as it is made, the way a restart or `DROP DATABASE … WITH
  // (FORCE)` can: ready and fatal error in one packet, after the startup message.
  killingPort = await fakeDatabase((socket) => socket.once('data', () => socket.write(readyThenKilled)));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('createDb', () => {
  it('gives up on a database that never answers instead of waiting for ever', async () => {
    const db = createDb(`postgresql://u:p@127.0.0.1:${port}/none`, { connectTimeoutMs: 300 });
    const started = Date.now();
    await expect(db.$queryRaw`select 1`).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await closeDb(db);
  });

  it('survives a connection the server ends just as it is made, and reports it', async () => {
    const errors: Error[] = [];
    const db = createDb(`postgresql://u:p@127.0.0.1:${killingPort}/none`, {
      onError: (error) => errors.push(error),
    });
    // Checked out by promise, as Prisma's transactions do: the fatal error comes before the
    // borrower could listen. Unguarded, it would be an uncaught exception here.
    const client = await driverPool(db).connect();
    expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    await closeDb(db);
  });

  it('refuses a query after closeDb, rather than opening a pool nothing would close', async () => {
    const db = createDb(`postgresql://u:p@127.0.0.1:${port}/none`, { connectTimeoutMs: 300 });
    await closeDb(db);
    expect(driverPool(db).ended).toBe(true);
    await expect(db.$queryRaw`select 1`).rejects.toThrow(/after calling end on the pool/);
    await closeDb(db); // twice is harmless
  });
});
