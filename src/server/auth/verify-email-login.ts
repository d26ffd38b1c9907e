// Step two of sign-in: the e-mailed code. Codes are single-use, live 10 minutes, and die
// after 5 wrong tries. The check and the bookkeeping happen under a row lock, so two
// concurrent guesses cannot both count as the fifth.
import { VERIFY_FAILED } from '../../shared/auth.ts';
import { ONBOARDING_COMPLETED } from '../../shared/user.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit.ts';
import { createSession, type IssuedSession } from './sessions.ts';
import { hashLoginCode, safeEqualHex } from './tokens.ts';

export const MAX_CODE_ATTEMPTS = 5;

export async function verifyEmailLogin(options: {
  deps: AppDeps;
  email: string;
  code: string;
  ip: string;
}): Promise<{ redirectUrl: string; session: IssuedSession }> {
  const { db } = options.deps;
  const { email, code, ip } = options;
  await consumeRateLimit({ db, rules: [{ key: `verify:ip:${ip}`, limit: 60, windowSeconds: 15 * 60 }] });

  const outcome = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ code_hash: string; attempts: number; expires_at: Date }[]>`
      SELECT code_hash, attempts, expires_at FROM login_codes WHERE email = ${email} FOR UPDATE`;
    const row = rows[0];
    if (!row) return { ok: false as const };
    if (row.expires_at.getTime() <= Date.now()) {
      await tx.loginCode.delete({ where: { email } });
      return { ok: false as const };
    }
    if (!safeEqualHex(row.code_hash, hashLoginCode(email, code))) {
      if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) await tx.loginCode.delete({ where: { email } });
      else await tx.loginCode.update({ where: { email }, data: { attempts: { increment: 1 } } });
      return { ok: false as const };
    }
    await tx.loginCode.delete({ where: { email } });
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, onboardingStep: true } });
    if (!user) return { ok: false as const };
    const session = await createSession({ db: tx, userId: user.id });
    return { ok: true as const, session, onboardingStep: user.onboardingStep };
  });

  if (!outcome.ok) throw new AppError('BAD_REQUEST', VERIFY_FAILED);
  return {
    redirectUrl: outcome.onboardingStep === ONBOARDING_COMPLETED ? '/dashboard' : '/onboarding',
    session: outcome.session,
  };
}
