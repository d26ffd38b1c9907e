// Step one of sign-in. A first-time address gets an account and a session at once (the
// spec's first-login path); a known address gets a fresh code by e-mail.
import { CODE_SENT_MESSAGE } from '../../shared/auth.ts';
import { ONBOARDING_COMPLETED } from '../../shared/user.ts';
import { createAccount } from '../accounts/create-account.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit.ts';
import { loginCodeEmail } from './login-email.ts';
import { createSession, type IssuedSession } from './sessions.ts';
import { generateLoginCode, hashLoginCode } from './tokens.ts';

export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
const WINDOW = 15 * 60;

export type RequestEmailLoginResult =
  { firstLogin: true; redirectUrl: string; session: IssuedSession } | { firstLogin: false; message: string };

export async function requestEmailLogin(options: {
  deps: AppDeps;
  email: string;
  ip: string;
}): Promise<RequestEmailLoginResult> {
  const { db, mail, config, log } = options.deps;
  const { email, ip } = options;
  await consumeRateLimit({
    db,
    rules: [
      { key: `login:ip:${ip}`, limit: 30, windowSeconds: WINDOW },
      { key: `login:email:${email}`, limit: 5, windowSeconds: WINDOW },
    ],
  });

  const existing = await db.user.findUnique({ where: { email }, select: { id: true, onboardingStep: true } });
  if (!existing) {
    const created = await db.$transaction(async (tx) => {
      // A concurrent first login for the same address may have just created it.
      const user =
        (await tx.user.findUnique({ where: { email }, select: { id: true, onboardingStep: true } })) ??
        (await createAccount({ db: tx, email }));
      const session = await createSession({ db: tx, userId: user.id });
      return { user, session };
    });
    log.info({ userId: created.user.id }, 'account created on first sign-in');
    return {
      firstLogin: true,
      redirectUrl: created.user.onboardingStep === ONBOARDING_COMPLETED ? '/dashboard' : '/onboarding',
      session: created.session,
    };
  }

  const code = generateLoginCode();
  const data = {
    codeHash: hashLoginCode(email, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_MS),
    createdAt: new Date(),
  };
  await db.loginCode.upsert({ where: { email }, create: { email, ...data }, update: data });
  try {
    await mail.send(loginCodeEmail({ to: email, code, publicUrl: config.publicUrl }));
  } catch (error) {
    log.error({ err: error }, 'sign-in e-mail could not be sent');
    await db.loginCode.deleteMany({ where: { email } });
    throw new AppError('BAD_GATEWAY', 'We could not send the sign-in e-mail. Please try again in a moment.', {
      cause: error,
    });
  }
  return { firstLogin: false, message: CODE_SENT_MESSAGE };
}
