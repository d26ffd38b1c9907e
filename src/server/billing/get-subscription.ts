// The account's subscription as the spec's API speaks it. An expired trial reads as none (and
// is recorded so), even before the hourly expiry job gets to it.
import { NO_SUBSCRIPTION, planById, type SubscriptionInfo } from '../../shared/plans.ts';
import type { Db, Prisma } from '../db/client.ts';
import { expireTrials } from './expire-trials.ts';

const subscriptionInfoSelect = {
  plan: true,
  status: true,
  validUntil: true,
  minutesLeft: true,
} satisfies Prisma.SubscriptionSelect;

export async function getSubscription(options: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<SubscriptionInfo> {
  const now = options.now ?? new Date();
  const query = { where: { userId: options.userId }, select: subscriptionInfoSelect };
  let row = await options.db.subscription.findUnique(query);
  if (!row) return NO_SUBSCRIPTION;
  if (isLapsedTrial(row, now)) {
    await expireTrials({ db: options.db, now, userId: options.userId });
    row = await options.db.subscription.findUniqueOrThrow(query);
  }
  return toSubscriptionInfo(row);
}

export type SubscriptionRow = { plan: string; status: string; validUntil: Date | null; minutesLeft: number };

/** When a trial still marked active ends (null for any other plan or state). */
export function activeTrialEnd(row: Pick<SubscriptionRow, 'plan' | 'status' | 'validUntil'>): Date | null {
  return row.plan === 'starter' && row.status === 'active' ? row.validUntil : null;
}

/** A trial past its end that the hourly job has not yet marked expired. */
export function isLapsedTrial(row: SubscriptionRow, now = new Date()): boolean {
  const end = activeTrialEnd(row);
  return end !== null && end <= now;
}

export function toSubscriptionInfo(row: SubscriptionRow): SubscriptionInfo {
  return {
    status: row.status,
    plan: row.status === 'none' ? 'none' : (planById(row.plan)?.name ?? row.plan),
    valid_until: row.validUntil?.toISOString() ?? null,
    minutes_left: row.minutesLeft,
  };
}

/**
 * SQL condition of a subscription that counts as valid (the spec's 409 rule, calls): an active
 * plan, or a paid plan whose latest payment failed while the provider is still retrying it
 * (past_due: the family has been e-mailed, the calls go on). A trial ends at valid_until; a paid
 * plan ends when the provider says so (a late renewal webhook must not stop anyone's calls).
 */
export function validSubscriptionWhere(now = new Date()): Prisma.SubscriptionWhereInput {
  return {
    OR: [
      { status: 'active', plan: { not: 'starter' } },
      { status: 'past_due' },
      { status: 'active', plan: 'starter', validUntil: { gt: now } },
    ],
  };
}

/** The same rule as validSubscriptionWhere, for a row already in hand. */
export function isSubscriptionValid(
  sub: { status: string; plan: string; validUntil: Date | null },
  now = new Date(),
): boolean {
  if (sub.status === 'past_due') return true;
  if (sub.status !== 'active') return false;
  return sub.plan !== 'starter' || (sub.validUntil !== null && sub.validUntil > now);
}
