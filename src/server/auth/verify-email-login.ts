// Step two of sign-in: the e-mailed code. Codes are single-use, live 10 minutes, and die
// after 5 wrong tries. The check and the bookkeeping happen under a row lock, so two
// concurrent guesses cannot both count as the fifth. Since a new code can be asked for, wrong
// guesses are also counted per e-mail across codes: past the cap, no code is checked for that
// address until the hour is over (not even the right one, so the answer tells a guesser nothing).
import { VERIFY_FAILED } from '../../shared/auth.ts';
import { ONBOARDING_COMPLETED } from '../../shared/user.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import {
  assertUnderRateLimit,
  consumeRateLimit,
  type RateLimitRule,
} from '../rate-limit/consume-rate-limit.ts';
import { createSession, type IssuedSession } from './sessions.ts';
import { hashLoginCode, safeEqualHex } from './tokens.ts';

export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes per e-mail address, whatever code they were meant for, in one window. */
export const MAX_WRONG_CODES_PER_EMAIL = 10;
export const WRONG_CODES_WINDOW_SECONDS = 60 * 60;
export const WRONG_CODES_THROTTLED =
  'Too many wrong codes for this email. Please wait an hour, then ask for a new code.';

function wrongCodesRule(email: string): RateLimitRule {
  return {
    key: `verify:email:${email}`,
    limit: MAX_WRONG_CODES_PER_EMAIL,
    windowSeconds: WRONG_CODES_WINDOW_SECONDS,
  };
}

export async function verifyEmailLogin(options: {
  deps: AppDeps;
  email: string;
  code: string;
  ip: string;
}): Promise<{ redirectUrl: string; session: IssuedSession }> {
  const { db } = options.deps;
  const { email, code, ip } = options;
  await consumeRateLimit({ db, rules: [{ key: `verify:ip:${ip}`, limit: 60, windowSeconds: 15 * 60 }] });
  const perEmail = wrongCodesRule(email);

  const outcome = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ code_hash: string; attempts: number; expires_at: Date }[]>`
      SELECT code_hash, attempts, expires_at FROM login_codes WHERE email = ${email} FOR UPDATE`;
    const row = rows[0];
    if (!row) return { ok: false as const };
    if (row.expires_at.getTime() <= Date.now()) {
      await tx.loginCode.delete({ where: { email } });
      return { ok: false as const };
    }
    // Under the code's row lock, so concurrent guesses cannot slip past the cap together.
    await assertUnderRateLimit({ db: tx, rule: perEmail, message: WRONG_CODES_THROTTLED });
    if (!safeEqualHex(row.code_hash, hashLoginCode(email, code))) {
      if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) await tx.loginCode.delete({ where: { email } });
      else await tx.loginCode.update({ where: { email }, data: { attempts: { increment: 1 } } });
      await consumeRateLimit({ db: tx, rules: [perEmail], message: WRONG_CODES_THROTTLED });
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
