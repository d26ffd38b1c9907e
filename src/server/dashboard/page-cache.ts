// Dashboard pages read before, kept in this web process, so that a family reloading a page that
// nothing has changed since (the dashboard is fetched on every visit and whenever its window
// regains focus) costs no database work at all.
//
// Whether a kept page is still current is the database's to say. Each account's page has a
// version in `dashboard_versions`, which the database's own triggers (migration
// 20261206095942_dashboard_versions) change whenever anything the page shows changes, in the same
// transaction as the change, from any process or by hand: the loved ones' numbers, the plan, the
// reminders, the calls. The page and its version are read in one statement. Every half of
// DASHBOARD_CACHE_SECONDS this process asks, in one query, for the versions of all the pages it
// keeps and drops those that moved; a page is served only while the last answer that found it
// current is at most DASHBOARD_CACHE_SECONDS old. So a change made elsewhere (a call ending in the
// worker, another web process, SQL by hand) is seen within that time, and if the database stops
// answering, nothing is served past it. A request of the family's own that may change something
// (any method but GET and HEAD) drops their page here when it is answered, so their next read
// sees the change at once. Nothing is announced on the write path: the calls' writes pay one row
// upsert, not a notification.
//
// The page also depends on the time: each loved one's next call (once it comes round, the next is
// tomorrow's), the one-time reminders still to come (one of today's is gone at midnight in its
// zone), today's and this month's figures (from midnight in the service's zone), a trial that
// lapses. The page's reader says when the first of those moves (`until`), and it is not served
// from then on; between a family's visits that is usually hours.
import { LRUCache } from 'lru-cache';
import type { DashboardPage } from '../../shared/account.ts';
import { driverPool, type Db } from '../db/client.ts';
import type { Log } from '../log.ts';

/** Enough for the accounts whose families look in most; a few KB each. */
const MAX_PAGES = 5_000;

interface Held {
  /** `dashboard_versions.version` as `pg` gives a bigint: a string of digits. */
  version: string;
  /** The moment it was read for, and when something it shows moves with the time (ms since 1970):
   * served between the two only. */
  from: number;
  until: number;
  /** When the database last said this version was current (a read or check begun then). */
  checkedAt: number;
  page: DashboardPage;
}

export class DashboardPageCache {
  private readonly pages = new LRUCache<string, Held>({ max: MAX_PAGES });
  /** Counts the family's own changes, so that a read racing one of them keeps nothing. */
  private generation = 0;
  private live = false;
  /** Whether pages are served (bench/api.ts turns it off to measure the page read each time). */
  serving = true;

  /** `staleMs`: how long a page may be served after the database last found it current. */
  constructor(readonly staleMs: number) {}

  get size(): number {
    return this.pages.size;
  }

  /** The page kept for this account, if it may be served at `now`. */
  get(userId: string, now: Date): DashboardPage | undefined {
    if (!this.live || !this.serving) return undefined;
    const held = this.pages.get(userId);
    if (!held) return undefined;
    const at = now.getTime();
    return at >= held.from && at < held.until && Date.now() - held.checkedAt <= this.staleMs
      ? held.page
      : undefined;
  }

  /** Taken before reading a page from the database; see `store`. */
  ticket(): { generation: number; at: number } {
    return { generation: this.generation, at: Date.now() };
  }

  /**
   * Keeps a page read at `version` after `ticket` was taken (null: the account has no version
   * yet, and nothing is kept), unless the family changed something meanwhile.
   */
  store(
    userId: string,
    read: { version: string | null; from: Date; until: Date; page: DashboardPage },
    ticket: { generation: number; at: number },
  ): void {
    if (!this.live || read.version === null || ticket.generation !== this.generation) return;
    const current = this.pages.peek(userId);
    // Of two reads racing, the later version stays.
    if (current && BigInt(current.version) > BigInt(read.version)) return;
    this.pages.set(userId, {
      version: read.version,
      from: read.from.getTime(),
      until: read.until.getTime(),
      checkedAt: ticket.at,
      page: read.page,
    });
  }

  /** The family changed something through this process: their next read goes to the database. */
  forgetUser(userId: string): void {
    this.generation++;
    this.pages.delete(userId);
  }

  /**
   * Asks the database for the versions of every page kept and drops those that moved (or whose
   * time has come); the rest are current as of when the question was asked.
   */
  async check(db: Db, now = new Date()): Promise<void> {
    const asked = [...this.pages.entries()].filter(([userId, held]) => {
      if (now.getTime() < held.until) return true;
      this.pages.delete(userId);
      return false;
    });
    if (asked.length === 0) return;
    const at = Date.now();
    const { rows } = await driverPool(db).query<{ user_id: string; version: string }>({
      name: 'dashboard-versions',
      text: 'SELECT user_id::text, version FROM dashboard_versions WHERE user_id = ANY($1::uuid[])',
      values: [asked.map(([userId]) => userId)],
    });
    const versions = new Map(rows.map((row) => [row.user_id, row.version]));
    for (const [userId, held] of asked) {
      // Replaced meanwhile by a newer read, or dropped: that one has its own time. (A peek: the
      // check is no use of the page, and must not keep it from being the first evicted.)
      if (this.pages.peek(userId) !== held) continue;
      if (versions.get(userId) === held.version) held.checkedAt = Math.max(held.checkedAt, at);
      else this.pages.delete(userId);
    }
  }

  /** Checks run: pages are kept and served. */
  up(): void {
    this.live = true;
  }

  /** Checks stopped: nothing is kept or served. */
  down(): void {
    this.live = false;
    this.pages.clear();
  }
}

/** Runs the cache's checks every half of its `staleMs` while the web server runs. */
export function startDashboardPageChecks(options: { cache: DashboardPageCache; db: Db; log: Log }): {
  stop: () => Promise<void>;
} {
  const { cache, db, log } = options;
  const intervalMs = Math.max(50, cache.staleMs / 2);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  const tick = () => {
    running = cache.check(db).then(
      () => {
        if (failing) log.info('dashboard page checks answered again');
        failing = false;
      },
      (error: unknown) => {
        // Pages not confirmed age out by themselves; said once per outage.
        if (!failing) log.warn({ err: error }, 'dashboard page check failed; kept pages age out');
        failing = true;
      },
    );
    void running.then(() => {
      if (timer) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  cache.up();
  timer = setTimeout(tick, intervalMs).unref();
  return {
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      cache.down();
    },
  };
}
