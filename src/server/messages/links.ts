// Where messages to the family point: the dashboard's loved-one view, one call in it, the plans.
// Texts use short forms (/c/{code}, /l/{code}: the UUID in 22 base64url characters), which
// http/message-links.ts redirects to the dashboard, so a link fits in a one-segment text.

export const PLANS_PATH = '/dashboard?plans=1';

export function lovedOnePath(phoneNumberId: string): string {
  return `/dashboard/loved-ones/${phoneNumberId}`;
}

export function callPath(phoneNumberId: string, callId: string): string {
  return `${lovedOnePath(phoneNumberId)}?call=${callId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidToCode(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`not a UUID: ${uuid}`);
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The UUID a short code stands for, or null when it is not one. */
export function codeToUuid(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const hex = Buffer.from(code, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const SHORT_CALL_PREFIX = '/c/';
export const SHORT_LOVED_ONE_PREFIX = '/l/';

export function shortCallPath(callId: string): string {
  return `${SHORT_CALL_PREFIX}${uuidToCode(callId)}`;
}

export function shortLovedOnePath(phoneNumberId: string): string {
  return `${SHORT_LOVED_ONE_PREFIX}${uuidToCode(phoneNumberId)}`;
}
