import type { Db } from '../db/client.ts';

/** Deletes expired sessions (admin ones too), login codes and rate-limit windows. */
export async function purgeExpiredAuth(options: { db: Db; now?: Date }) {
  const now = options.now ?? new Date();
  const [sessions, adminSessions, codes, limits] = await options.db.$transaction([
    options.db.session.deleteMany({ where: { expiresAt: { lte: now } } }),
    options.db.adminSession.deleteMany({ where: { expiresAt: { lte: now } } }),
    options.db.loginCode.deleteMany({ where: { expiresAt: { lte: now } } }),
    options.db.rateLimit.deleteMany({ where: { resetAt: { lte: now } } }),
  ]);
  return {
    sessions: sessions.count,
    adminSessions: adminSessions.count,
    loginCodes: codes.count,
    rateLimits: limits.count,
  };
}
