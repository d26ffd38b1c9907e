// The admin password is only ever held as a scrypt hash. ADMIN_PASSWORD_HASH gives the hash
// itself (made with `npm run admin:hash`); ADMIN_PASSWORD is hashed at start-up and the plain
// text is not kept by this module. Checks compare hashes in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, h: Omit<ParsedHash, 'hash'>): Promise<Buffer> {
  return scrypt(password.normalize('NFC'), h.salt, KEY_LENGTH, {
    N: h.N,
    r: h.r,
    p: h.p,
    maxmem: 256 * h.N * h.r + 1024 * 1024,
  });
}

/** `scrypt:N:r:p:salt:hash` (base64url; no `$`, so shells and env files leave it alone), the format ADMIN_PASSWORD_HASH takes. */
export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, { ...DEFAULT_COST, salt });
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join(':');
}

export function parseAdminPasswordHash(text: string): ParsedHash {
  const parts = text.split(':');
  const [kind, n, r, p, salt, hash] = parts;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (
    parts.length !== 6 ||
    kind !== 'scrypt' ||
    !Number.isInteger(N) ||
    N < 2 ||
    (N & (N - 1)) !== 0 ||
    !Number.isInteger(R) ||
    R < 1 ||
    !Number.isInteger(P) ||
    P < 1 ||
    !salt ||
    !hash
  ) {
    throw new Error('ADMIN_PASSWORD_HASH must look like scrypt:16384:8:1:<salt>:<hash> (npm run admin:hash)');
  }
  const key = Buffer.from(hash, 'base64url');
  if (key.length !== KEY_LENGTH) throw new Error('ADMIN_PASSWORD_HASH has a hash of the wrong length');
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), hash: key };
}

export interface AdminPassword {
  /** False when no admin password is configured: the panel is off. */
  enabled: boolean;
  /** A password made up at start-up (development only), to print once. */
  generated: string | null;
  verify(candidate: string): Promise<boolean>;
}

/** Synchronous to build: a plain password is hashed in the background and checks wait for it. */
export function createAdminPassword(options: {
  password?: string;
  hash?: string;
  /** Make one up when none is configured (development). */
  generateIfMissing?: boolean;
}): AdminPassword {
  let generated: string | null = null;
  let stored: Promise<ParsedHash> | null = null;
  if (options.hash) {
    stored = Promise.resolve(parseAdminPasswordHash(options.hash));
  } else {
    let plain = options.password;
    if (!plain && options.generateIfMissing) {
      generated = randomBytes(12).toString('base64url');
      plain = generated;
    }
    if (plain) stored = hashAdminPassword(plain).then(parseAdminPasswordHash);
  }
  // An unexpected hashing failure surfaces on the first check, not as an unhandled rejection.
  stored?.catch(() => undefined);
  return {
    enabled: stored !== null,
    generated,
    async verify(candidate) {
      if (!stored) return false;
      const hash = await stored;
      const derived = await derive(candidate, hash);
      return timingSafeEqual(derived, hash.hash);
    },
  };
}
