// Sessions checked recently, kept in this process so that a signed-in request needs no database
// round trip to know who is asking (bench/api.ts: the round trip was about 40% of the CPU of the
// SPA's session check).
//
// A held session is never trusted past a change. The database announces every change to what is
// held (the triggers of migration 20261202040000_session_change_notifications): a session renewed
// or deleted (sign-out, expiry, account deletion), an account's name, e-mail, onboarding step or
// alert contacts changed, from any process or by hand. The cache hears them on a connection of its
// own (LISTEN) and drops what changed. While that connection is down nothing is held or served,
// and what was held is dropped, since changes may have been missed meanwhile. A request that may
// have changed something itself (any method but GET and HEAD) drops its account's sessions when
// it is answered, so the same browser's next request reads its own writes without waiting for
// the announcement. What remains is the announcement's own delay, a few milliseconds, for a change
// made by another process.
//
// A read racing an announcement: `ticket()` is taken before the database is read and `store`
// keeps the row only when nothing was announced meanwhile.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { driverPool } from '../db/client.ts';
import { listenToChannel, type ChannelListener } from '../db/notifications.ts';
import type { Log } from '../log.ts';

const SESSION_CHANNEL = 'porchlight_sessions';
/** Enough for every account active within the lifetime below; about 1 KB each. */
const MAX_SESSIONS = 20_000;

export interface CachedSession {
  /** The account's id. */
  id: string;
}

export class SessionCache<Row extends CachedSession> {
  private readonly rows: LRUCache<string, Row>;
  /** Each account's sessions held, so that a change to an account costs no scan of them all. */
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;
  private live = false;

  constructor(lifetimeMs: number) {
    this.rows = new LRUCache<string, Row>({
      max: MAX_SESSIONS,
      ttl: lifetimeMs,
      // Whenever a row leaves (deleted, replaced, evicted, expired), its place in the index goes.
      dispose: (row, sessionId) => {
        const sessions = this.byUser.get(row.id);
        sessions?.delete(sessionId);
        if (sessions?.size === 0) this.byUser.delete(row.id);
      },
    });
  }

  /** Whether rows are held and served: only while the database's announcements are heard. */
  get enabled(): boolean {
    return this.live;
  }

  get size(): number {
    return this.rows.size;
  }

  get(sessionId: string): Row | undefined {
    return this.live ? this.rows.get(sessionId) : undefined;
  }

  /** Taken before reading a session from the database; see `store`. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps a row read after `ticket` was taken, unless a change was announced in between. */
  store(sessionId: string, row: Row, ticket: number): void {
    if (this.live && ticket === this.generation) this.hold(sessionId, row);
  }

  /** Replaces a held row with what this process just wrote (its account's last activity). */
  update(sessionId: string, row: Row): void {
    if (this.rows.has(sessionId)) this.hold(sessionId, row);
  }

  private hold(sessionId: string, row: Row): void {
    this.rows.set(sessionId, row);
    let sessions = this.byUser.get(row.id);
    if (!sessions) this.byUser.set(row.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    this.rows.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.generation++;
    for (const sessionId of [...(this.byUser.get(userId) ?? [])]) this.rows.delete(sessionId);
  }

  /** An announcement: 's:<session id>', 'u:<account id>' or '*'. */
  changed(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.clear();
  }

  /** Announcements are heard (again): start from nothing, since some may have been missed. */
  up(): void {
    this.clear();
    this.live = true;
  }

  /** Announcements are no longer heard: hold and serve nothing until they are again. */
  down(): void {
    this.live = false;
    this.clear();
  }

  private clear(): void {
    this.generation++;
    this.rows.clear();
  }
}

/** Feeds a cache with the database's announcements; until it listens, the cache holds nothing. */
export function listenForSessionChanges(options: {
  cache: Pick<SessionCache<CachedSession>, 'changed' | 'up' | 'down'>;
  db: Db;
  log: Log;
}): ChannelListener {
  const { cache } = options;
  return listenToChannel({
    connection: driverPool(options.db).options,
    channel: SESSION_CHANNEL,
    onNotify: (payload) => cache.changed(payload),
    onUp: () => cache.up(),
    onDown: () => cache.down(),
    log: options.log,
  });
}
