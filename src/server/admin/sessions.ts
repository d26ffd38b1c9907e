// Admin sessions: a random token in an HttpOnly cookie of its own, its SHA-256 as the row id,
// an absolute 4-hour lifetime that never slides (the spec's admin session length).
import { ADMIN_SESSION_MS } from '../../shared/admin.ts';
import { generateSessionToken, sha256Hex } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';

export const ADMIN_COOKIE = 'porchlight_admin';

export interface IssuedAdminSession {
  token: string;
  expiresAt: Date;
}

export async function createAdminSession(options: {
  db: Db;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}): Promise<IssuedAdminSession> {
  const now = options.now ?? new Date();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await options.db.adminSession.create({
    data: {
      id: sha256Hex(token),
      expiresAt,
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
    },
  });
  return { token, expiresAt };
}

/** The session's expiry when the token is a live admin session, else null (and an expired row goes). */
export async function validateAdminSession(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ expiresAt: Date } | null> {
  const now = options.now ?? new Date();
  const id = sha256Hex(options.token);
  const row = await options.db.adminSession.findUnique({ where: { id }, select: { expiresAt: true } });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await options.db.adminSession.deleteMany({ where: { id } });
    return null;
  }
  return { expiresAt: row.expiresAt };
}

export async function invalidateAdminSession(options: { db: Db; token: string }): Promise<void> {
  await options.db.adminSession.deleteMany({ where: { id: sha256Hex(options.token) } });
}
