import type { Db } from '../db/client.ts';

type Tx = Pick<Db, 'user'>;

/** A new account holder. Everything a new account starts with is created here. */
export async function createAccount(options: { db: Tx; email: string }) {
  return options.db.user.create({
    data: { email: options.email },
    select: { id: true, onboardingStep: true },
  });
}
