// Fixed-window counters in Postgres, so every web process shares them. One statement both
// counts the request and starts a new window when the old one has ended.
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export interface RateLimitRule {
  /** e.g. `login:ip:203.0.113.9` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The client or an open transaction (to count under a lock the caller holds). */
type RateLimitDb = Pick<Db, '$queryRaw' | 'rateLimit'>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Counts one request against each rule; throws 429 when any is over its limit. */
export async function consumeRateLimit(options: {
  db: RateLimitDb;
  rules: RateLimitRule[];
  message?: string;
}) {
  for (const rule of options.rules) {
    const rows = await options.db.$queryRaw<{ count: number; reset_at: Date }[]>`
      INSERT INTO rate_limits (key, count, reset_at)
      VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}::float8))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`;
    const row = rows[0];
    if (row && row.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((row.reset_at.getTime() - Date.now()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', options.message ?? TOO_MANY_ATTEMPTS, { retryAfter });
    }
  }
}

/** Throws 429 when the rule's window is already full, without counting this request. */
export async function assertUnderRateLimit(options: {
  db: RateLimitDb;
  rule: RateLimitRule;
  message?: string;
}) {
  const row = await options.db.rateLimit.findUnique({ where: { key: options.rule.key } });
  if (row && row.resetAt.getTime() > Date.now() && row.count >= options.rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', options.message ?? TOO_MANY_ATTEMPTS, { retryAfter });
  }
}
