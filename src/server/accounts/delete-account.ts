import type { Db } from '../db/client.ts';

/**
 * Deletes the account and everything it owns, in one transaction: sessions, loved ones' numbers,
 * calls (by cascade), pending sign-in codes and rate-limit counters of its address.
 * Contact-form messages stay with support but lose their link to the account.
 */
export async function deleteAccount(options: { db: Db; userId: string }): Promise<void> {
  await options.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: options.userId }, select: { email: true } });
    if (!user) return;
    await tx.loginCode.deleteMany({ where: { email: user.email } });
    await tx.rateLimit.deleteMany({ where: { key: { endsWith: `:email:${user.email}` } } });
    await tx.user.delete({ where: { id: options.userId } });
  });
}
