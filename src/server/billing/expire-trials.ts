import type { Db } from '../db/client.ts';

/** Ends Starter trials past their 14 days: status none, no minutes. Idempotent. */
export async function expireTrials(options: { db: Db; now?: Date; userId?: string }): Promise<number> {
  const now = options.now ?? new Date();
  const { count } = await options.db.subscription.updateMany({
    where: {
      plan: 'starter',
      status: 'active',
      validUntil: { lte: now },
      ...(options.userId ? { userId: options.userId } : {}),
    },
    data: { status: 'none', minutesLeft: 0 },
  });
  return count;
}
