// Sessions after the Lucia guide: a random token in the cookie, its SHA-256 as the row id,
// a 7-day lifetime that slides forward when a session is used in its second half.
import type { CurrentUser } from '../../shared/user.ts';
import { toCurrentUser, type SelectedUser } from '../accounts/current-user.ts';
import { driverPool, type Db } from '../db/client.ts';
import type { SessionCache } from './session-cache.ts';
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
  /** The account, read together with the session. */
  user: CurrentUser;
}

export type SessionRow = SelectedUser & { expiresAt: Date; lastActiveAt: Date | null };

// Timestamps as instants: Prisma keeps them in UTC in columns without a zone, and `pg` would
// read such a column in the process's zone.
const SESSION_SQL = `
  SELECT s.expires_at AT TIME ZONE 'UTC' AS "expiresAt", u.last_active_at AT TIME ZONE 'UTC' AS "lastActiveAt",
         u.id, u.name, u.first_name AS "firstName", u.email, u.onboarding_step AS "onboardingStep",
         u.alert_contact AS "alertContact", u.alert_contact_email AS "alertContactEmail",
         u.alert_contact_rcs_disabled AS "alertContactRcsDisabled"
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1`;

/**
 * Every signed-in request starts here, so the session and its account come in one round trip
 * (Prisma reads a relation with a query of its own), on the driver's pool, as a named statement:
 * each connection plans it once, where planning the join each time cost PostgreSQL three times
 * the CPU of running it (bench/api.ts).
 */
async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const { rows } = await driverPool(db).query<SessionRow>({
    name: 'find-session',
    text: SESSION_SQL,
    values: [id],
  });
  return rows[0] ?? null;
}

/**
 * The session of a cookie's token and its account, or null. With `cache`, a session held there
 * is checked without the database (session-cache.ts); its expiry, renewal and the account's last
 * activity are decided here either way, on the same row.
 */
export async function validateSession(options: {
  db: Db;
  token: string;
  now?: Date;
  cache?: SessionCache<SessionRow>;
}): Promise<ValidatedSession | null> {
  const { cache } = options;
  const now = options.now ?? new Date();
  const id = sha256Hex(options.token);
  let session = cache?.get(id);
  if (!session) {
    const ticket = cache?.ticket() ?? 0;
    session = (await findSession(options.db, id)) ?? undefined;
    if (!session) return null;
    cache?.store(id, session, ticket);
  }
  if (session.expiresAt.getTime() <= now.getTime()) {
    cache?.forgetSession(id);
    await options.db.session.deleteMany({ where: { id } });
    return null;
  }
  const user = toCurrentUser(session);
  const lastActive = session.lastActiveAt?.getTime() ?? 0;
  if (now.getTime() - lastActive >= ACTIVITY_RESOLUTION_MS) {
    await options.db.user.update({ where: { id: user.id }, data: { lastActiveAt: now } });
    cache?.update(id, { ...session, lastActiveAt: now });
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    // The renewal is announced (session-cache.ts), so this session is read again next time.
    cache?.forgetSession(id);
    await options.db.session.update({ where: { id }, data: { expiresAt } });
    return { userId: user.id, expiresAt, renewed: true, user };
  }
  return { userId: user.id, expiresAt: session.expiresAt, renewed: false, user };
}

export async function invalidateSession(options: {
  db: Db;
  token: string;
  cache?: SessionCache<SessionRow>;
}): Promise<void> {
  const id = sha256Hex(options.token);
  options.cache?.forgetSession(id);
  await options.db.session.deleteMany({ where: { id } });
}
