// Admin sign-in: the password is checked against its hash in constant time; wrong passwords are
// counted per client address and, since addresses are cheap to come by, also across all of them
// (one budget for the whole panel). A full window answers 429 before any check is made.
import { ADMIN_MESSAGES } from '../../shared/admin.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import {
  assertUnderRateLimit,
  consumeRateLimit,
  type RateLimitRule,
} from '../rate-limit/consume-rate-limit.ts';
import { createAdminSession, type IssuedAdminSession } from './sessions.ts';

export const ADMIN_FAILURES_PER_WINDOW = 5;
export const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Wrong passwords from all addresses together in one window, before the panel locks for all. */
export const ADMIN_GLOBAL_FAILURES_PER_WINDOW = 25;

export const ADMIN_THROTTLED = 'Too many wrong passwords. Please wait 15 minutes and try again.';

function perAddressRule(ip: string): RateLimitRule {
  return {
    key: `admin-auth:ip:${ip}`,
    limit: ADMIN_FAILURES_PER_WINDOW,
    windowSeconds: ADMIN_FAILURE_WINDOW_SECONDS,
  };
}

const panelWideRule: RateLimitRule = {
  key: 'admin-auth:all',
  limit: ADMIN_GLOBAL_FAILURES_PER_WINDOW,
  windowSeconds: ADMIN_FAILURE_WINDOW_SECONDS,
};

export function assertAdminEnabled(deps: AppDeps) {
  if (!deps.adminPassword.enabled) throw new AppError('SERVICE_UNAVAILABLE', ADMIN_MESSAGES.disabled);
}

export async function authenticateAdmin(options: {
  deps: AppDeps;
  password: string;
  ip: string;
  userAgent: string | null;
}): Promise<IssuedAdminSession> {
  const { deps, ip } = options;
  assertAdminEnabled(deps);
  const perAddress = perAddressRule(ip);
  await assertUnderRateLimit({ db: deps.db, rule: perAddress, message: ADMIN_THROTTLED });
  try {
    await assertUnderRateLimit({ db: deps.db, rule: panelWideRule, message: ADMIN_THROTTLED });
  } catch (error) {
    // Someone is guessing from many addresses: the panel is closed to everyone for now.
    deps.log.warn({ ip }, 'admin sign-in refused: the panel-wide budget of wrong passwords is spent');
    throw error;
  }
  if (!(await deps.adminPassword.verify(options.password))) {
    deps.log.warn({ ip }, 'admin sign-in refused: wrong password');
    await consumeRateLimit({ db: deps.db, rules: [perAddress, panelWideRule], message: ADMIN_THROTTLED });
    throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.invalidPassword);
  }
  deps.log.info({ ip }, 'admin signed in');
  return createAdminSession({ db: deps.db, ip, userAgent: options.userAgent });
}
