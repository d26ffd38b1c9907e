// Deducts a call's minutes from the account, rounded up per call, exactly once per call: the
// charge row's primary key is the call id, so a second attempt (a retried job, two workers,
// a duplicate webhook) inserts nothing and deducts nothing.
import type { Db, Prisma } from '../db/client.ts';

export function billableMinutes(seconds: number): number {
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

export async function recordCallMinutes(options: {
  db: Db;
  userId: string;
  callId: string;
  seconds: number;
}): Promise<{ charged: boolean; minutes: number }> {
  return options.db.$transaction((tx) => chargeCallMinutes({ tx, ...options }));
}

/** The same, inside a transaction the caller already holds (the call's end). */
export async function chargeCallMinutes(options: {
  tx: Prisma.TransactionClient;
  userId: string;
  callId: string;
  seconds: number;
}): Promise<{ charged: boolean; minutes: number }> {
  const { tx } = options;
  const minutes = billableMinutes(options.seconds);
  const inserted = await tx.$executeRaw`
    INSERT INTO call_minutes_charges (call_id, user_id, minutes)
    VALUES (${options.callId}::uuid, ${options.userId}::uuid, ${minutes})
    ON CONFLICT (call_id) DO NOTHING`;
  if (inserted === 0) return { charged: false, minutes };
  await tx.$executeRaw`
    UPDATE subscriptions SET minutes_left = GREATEST(minutes_left - ${minutes}, 0), updated_at = now()
    WHERE user_id = ${options.userId}::uuid`;
  return { charged: true, minutes };
}
