// The admin's user list: searched (name or e-mail, any case, anywhere in the text) and paged
// in the database; the per-user figures are fetched for the one page shown.
import type { AdminPage, AdminUserItem } from '../../shared/admin.ts';
import { isSubscriptionValid } from '../billing/get-subscription.ts';
import type { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';

/** active (paid), trial (Starter still running), past_due, expired (trial over), canceled or none. */
export function adminSubscriptionStatus(
  sub: { plan: string; status: string; validUntil: Date | null } | null,
  now = new Date(),
): string {
  if (!sub) return 'none';
  if (sub.plan === 'starter') {
    if (isSubscriptionValid(sub, now)) return 'trial';
    return sub.status === 'active' || sub.status === 'none' ? 'expired' : sub.status;
  }
  return sub.status;
}

export async function listAdminUsers(options: {
  deps: AppDeps;
  search: string;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<AdminPage<AdminUserItem>> {
  const { db } = options.deps;
  // Prisma's `contains` is ILIKE '%…%' without escaping: a typed % or _ must match itself.
  const search = options.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: Prisma.UserWhereInput = search
    ? {
        OR: [
          { name: { contains: search, mode: 'insensitive' } },
          { email: { contains: search, mode: 'insensitive' } },
        ],
      }
    : {};
  const [users, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
      select: {
        id: true,
        name: true,
        email: true,
        createdAt: true,
        lastActiveAt: true,
        subscription: { select: { plan: true, status: true, validUntil: true } },
        phoneNumbers: { select: { number: true }, orderBy: { createdAt: 'asc' } },
      },
    }),
    db.user.count({ where }),
  ]);
  const ids = users.map((u) => u.id);
  const [minutes, lastCalls] = ids.length
    ? await Promise.all([
        db.callMinutesCharge.groupBy({
          by: ['userId'],
          where: { userId: { in: ids } },
          _sum: { minutes: true },
        }),
        db.call.groupBy({ by: ['userId'], where: { userId: { in: ids } }, _max: { startedAt: true } }),
      ])
    : [[], []];
  const minutesOf = new Map(minutes.map((m) => [m.userId, m._sum.minutes ?? 0]));
  const lastCallOf = new Map(lastCalls.map((c) => [c.userId, c._max.startedAt]));
  const now = options.now ?? new Date();
  return {
    items: users.map((u) => {
      const times = [u.createdAt, u.lastActiveAt, lastCallOf.get(u.id) ?? null].filter(
        (t): t is Date => t !== null,
      );
      return {
        id: u.id,
        name: u.name ?? '',
        email: u.email,
        phoneNumbers: u.phoneNumbers.map((p) => p.number),
        subscriptionStatus: adminSubscriptionStatus(u.subscription, now),
        totalMinutes: minutesOf.get(u.id) ?? 0,
        lastActivity: new Date(Math.max(...times.map((t) => t.getTime()))).toISOString(),
      };
    }),
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}
