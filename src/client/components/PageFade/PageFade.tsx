// The spec's page transitions: pages fade in over 200 ms after load, and fade out over
// 300 ms before an in-app navigation. Links and buttons navigate through useFadeNavigate.
// Only each page's content (its <main>) fades: the header and footer stay on screen, so a
// navigation never blanks the whole window.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import classes from './PageFade.module.css';

export const FADE_IN_MS = 200;
export const FADE_OUT_MS = 300;
/**
 * The navigation follows the fade-out's end. When the animation cannot run or end (a tab in
 * the background, an engine without CSS animations), it goes ahead this long after the click.
 */
export const FADE_OUT_FALLBACK_MS = 2 * FADE_OUT_MS;

interface FadeState {
  /** The history entry being faded out (react-router's location key), or null. */
  leavingKey: string | null;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The fade-out has been drawn to its end: go on to the next page. */
  fadedOut: () => void;
}

const FadeContext = createContext<FadeState | null>(null);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function PageFadeProvider({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const [leavingKey, setLeavingKey] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState(location.key);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ to: string; options?: NavigateOptions } | null>(null);

  // Once the router has moved on the fade-out is over. Keeping the old entry's key would fade
  // that page out again when Back returns to it.
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setLeavingKey(null);
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const go = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) void routerNavigate(next.to, next.options);
  }, [routerNavigate]);

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      pending.current = { to, options };
      if (prefersReducedMotion()) {
        go();
        return;
      }
      // The page stays faded out until the router shows the next one (it may still be loading
      // that page's code); the header stays as it is meanwhile. The navigation waits for the
      // fade-out to be drawn to its end, not for a timer: on a busy phone a timer could fire
      // before the fade had been drawn at all, and the page would jump instead of fading.
      setLeavingKey(location.key);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(go, FADE_OUT_FALLBACK_MS);
    },
    [go, location.key],
  );

  const value = useMemo(() => ({ leavingKey, navigate, fadedOut: go }), [leavingKey, navigate, go]);
  return <FadeContext.Provider value={value}>{children}</FadeContext.Provider>;
}

/** Navigate after the 300 ms fade-out has been drawn. */
export function useFadeNavigate(): (to: string, options?: NavigateOptions) => void {
  const ctx = useContext(FadeContext);
  if (!ctx) throw new Error('useFadeNavigate needs PageFadeProvider');
  return ctx.navigate;
}

/**
 * Wraps the pages: each page's <main> fades in when the page is shown and out while a navigation
 * away from it is pending. A new address mounts a new wrapper, so the fade-in runs again.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const ctx = useContext(FadeContext);
  const location = useLocation();
  const leaving = ctx !== null && ctx.leavingKey === location.key;
  return (
    <div
      key={location.pathname}
      className={classes.fade}
      data-page-fade={leaving ? 'out' : 'in'}
      onAnimationEnd={(event) => {
        // The keyframes' names carry CSS Modules' hash; the page's own animations are not ours.
        if (leaving && event.animationName.includes('page-fade-out')) ctx.fadedOut();
      }}
    >
      {children}
    </div>
  );
}
