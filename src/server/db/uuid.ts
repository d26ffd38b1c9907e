// Ids in paths and payloads are checked before they reach a uuid column: PostgreSQL answers a
// malformed uuid with an error, and the caller should simply hear "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
}
