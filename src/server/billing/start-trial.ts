import { STARTER_MINUTES, STARTER_TRIAL_DAYS } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';

type Tx = Pick<Db, 'subscription'>;

/** Every new account starts on Starter: active for 14 days with 30 minutes. */
export async function startTrial(options: { db: Tx; userId: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await options.db.subscription.create({
    data: {
      userId: options.userId,
      plan: 'starter',
      status: 'active',
      validUntil: new Date(now.getTime() + STARTER_TRIAL_DAYS * 86_400_000),
      minutesLeft: STARTER_MINUTES,
    },
  });
}
