// After a deploy, a page left open asks for code chunks that no longer exist on the server. One
// reload fetches the new version. sessionStorage remembers the reload, so a chunk that is still
// missing afterwards shows the error page instead of reloading again and again.

const KEY = 'porchlight:reloaded-for-new-version';
/** Within this long after one reload, another is not tried. */
const WINDOW_MS = 5 * 60_000;

const marked = new WeakSet<object>();

/** Vite's `vite:preloadError` names the error a missing chunk caused, whatever its wording. */
export function markChunkLoadError(error: unknown): void {
  if (typeof error === 'object' && error !== null) marked.add(error);
}

/** A failed dynamic import: Chromium, Firefox and Safari word it differently; Vite adds its own. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && marked.has(error)) return true;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** The browser's reload (its own module, so tests can stand in for it). */
export const browser = {
  reload: () => window.location.reload(),
};

/** Whether a reload may be tried now (none was in the last few minutes). */
export function canReload(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
    return !(last && now - last < WINDOW_MS);
  } catch {
    return false; // no storage (private mode...): never risk a loop
  }
}

/** Reloads the page unless that was just tried; true when it is reloading. */
export function reloadOnce(now = Date.now()): boolean {
  if (!canReload(now)) return false;
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  browser.reload();
  return true;
}
