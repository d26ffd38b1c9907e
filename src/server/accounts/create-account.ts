import { startTrial } from '../billing/start-trial.ts';
import type { Db } from '../db/client.ts';

type Tx = Pick<Db, 'user' | 'subscription'>;

/** A new account holder. Everything a new account starts with is created here: the Starter trial. */
export async function createAccount(options: { db: Tx; email: string }) {
  const user = await options.db.user.create({
    data: { email: options.email },
    select: { id: true, onboardingStep: true },
  });
  await startTrial({ db: options.db, userId: user.id });
  return user;
}
