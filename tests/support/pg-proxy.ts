// A TCP proxy in front of the test PostgreSQL that a test can cut, to play a database outage:
// open connections drop, new ones are refused at once (not held, which would hang a pool).
import { connect, createServer, type Socket } from 'node:net';

export interface PgProxy {
  /** The target URL with the proxy's host and port. */
  url: string;
  /** Drops every open connection and refuses new ones until restore(). */
  cut: () => void;
  restore: () => void;
  stop: () => Promise<void>;
}

export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let down = false;

  function track(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  }

  const server = createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    // Either side failing takes the other down, as a real broken link would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('pg proxy: no address');
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  function dropAll(): void {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  return {
    url: url.toString(),
    cut: () => {
      down = true;
      dropAll();
    },
    restore: () => {
      down = false;
    },
    stop: async () => {
      down = true;
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
