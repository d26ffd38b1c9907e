import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A session token for the cookie: 160 random bits. Only its SHA-256 is stored. */
export function generateSessionToken(): string {
  return randomBytes(20).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits from the CSPRNG, zero-padded. */
export function generateLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored as a hash bound to their address, never in plain text. */
export function hashLoginCode(email: string, code: string): string {
  return sha256Hex(`login-code:${email}:${code}`);
}

/** Constant-time comparison of two hashes (hex strings); anything that is not hex never matches. */
export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b)) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
