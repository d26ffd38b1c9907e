import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';

// A "database" that accepts connections and never answers, as a hung host does.
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('createDb', () => {
  it('gives up on a database that never answers instead of waiting for ever', async () => {
    const db = createDb(`postgresql://u:p@127.0.0.1:${port}/none`, { connectTimeoutMs: 300 });
    const started = Date.now();
    await expect(db.$queryRaw`select 1`).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await db.$disconnect();
  });
});
