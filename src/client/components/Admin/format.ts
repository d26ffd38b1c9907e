// How the admin panel writes money and dates.

/** Whole dollars with thousands separators: 12345.6 → '$12,346'. */
export function formatDollars(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}

/** Local date and time, e.g. 'Nov 23, 2026, 2:05 PM'; '—' for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Local date only, e.g. 'Nov 23, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
