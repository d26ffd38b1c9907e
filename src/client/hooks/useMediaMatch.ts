// Whether a media query matches, read during render (no first frame with the wrong answer) and
// kept up to date. When React hydrates the landing page's server-rendered HTML it first uses the
// server's answer (false: the server cannot know the screen), then the screen's, so the markup it
// takes over always matches.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
