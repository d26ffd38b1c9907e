// Development tools answer only this machine. /dev/* reads every sign-in code (the outbox),
// lists accounts and numbers, and answers or places calls; with the local phone, the relay
// WebSocket is the local phone's too. A client elsewhere gets the same 404 as a path that does
// not exist. The address is the TCP peer's, never X-Forwarded-For, which the client writes.
// (A tunnel or proxy running on this machine connects from loopback: never put one in front
// of a development server.)
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, also written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function registerLoopbackOnly(app: FastifyInstance, options: { paths: string[] }) {
  const guarded = (path: string | undefined) =>
    path !== undefined && options.paths.some((p) => path === p || path.startsWith(`${p}/`));
  app.addHook('onRequest', async (request, reply) => {
    // The route that matched (the router decodes %-escapes) or, for pages, the path itself.
    if (!guarded(request.routeOptions.url) && !guarded(decodedPath(request.url))) return;
    if (isLoopbackAddress(request.socket.remoteAddress)) return;
    // A refused WebSocket handshake's socket belongs to no HTTP connection logic any more: it is
    // closed once the answer is written (as @fastify/websocket does after its own hooks).
    if (request.headers.upgrade) reply.raw.once('finish', () => request.socket.destroy());
    return reply.code(404).header('connection', 'close').send({ success: false, error: 'Not found' });
  });
}
