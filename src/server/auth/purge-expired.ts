import type { Db } from '../db/client.ts';

/** Deletes expired sessions, login codes and rate-limit windows. */
export async function purgeExpiredAuth(options: { db: Db; now?: Date }) {
  const now = options.now ?? new Date();
  const [sessions, codes, limits] = await options.db.$transaction([
    options.db.session.deleteMany({ where: { expiresAt: { lte: now } } }),
    options.db.loginCode.deleteMany({ where: { expiresAt: { lte: now } } }),
    options.db.rateLimit.deleteMany({ where: { resetAt: { lte: now } } }),
  ]);
  return { sessions: sessions.count, loginCodes: codes.count, rateLimits: limits.count };
}
