// Sessions after the Lucia guide: a random token in the cookie, its SHA-256 as the row id,
// a 7-day lifetime that slides forward when a session is used in its second half.
import type { Db } from '../db/client.ts';
import { generateSessionToken, sha256Hex } from './tokens.ts';

export const SESSION_COOKIE = 'porchlight_session';
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const RENEW_WITHIN_MS = SESSION_LIFETIME_MS / 2;

type Tx = Pick<Db, 'session' | 'user'>;

/** How often a signed-in visit moves the account's last activity (shown in the admin panel). */
const ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(options: { db: Tx; userId: string; now?: Date }): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await options.db.session.create({ data: { id: sha256Hex(token), userId: options.userId, expiresAt } });
  await options.db.user.update({ where: { id: options.userId }, data: { lastActiveAt: now } });
  return { token, expiresAt };
}

export interface ValidatedSession {
  userId: string;
  expiresAt: Date;
  /** True when the lifetime was extended and the cookie should be written again. */
  renewed: boolean;
}

export async function validateSession(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<ValidatedSession | null> {
  const now = options.now ?? new Date();
  const id = sha256Hex(options.token);
  const session = await options.db.session.findUnique({
    where: { id },
    select: { userId: true, expiresAt: true, user: { select: { lastActiveAt: true } } },
  });
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await options.db.session.deleteMany({ where: { id } });
    return null;
  }
  const lastActive = session.user.lastActiveAt?.getTime() ?? 0;
  if (now.getTime() - lastActive >= ACTIVITY_RESOLUTION_MS) {
    await options.db.user.update({ where: { id: session.userId }, data: { lastActiveAt: now } });
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await options.db.session.update({ where: { id }, data: { expiresAt } });
    return { userId: session.userId, expiresAt, renewed: true };
  }
  return { userId: session.userId, expiresAt: session.expiresAt, renewed: false };
}

export async function invalidateSession(options: { db: Db; token: string }): Promise<void> {
  await options.db.session.deleteMany({ where: { id: sha256Hex(options.token) } });
}
