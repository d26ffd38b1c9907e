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

interface FadeState {
  /** The history entry being faded out (react-router's location key), or null. */
  leavingKey: string | null;
  navigate: (to: string, options?: NavigateOptions) => void;
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

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (prefersReducedMotion()) {
        void routerNavigate(to, options);
        return;
      }
      setLeavingKey(location.key);
      // The page stays faded out until the router shows the next one (it may still be loading
      // that page's code); the header stays as it is meanwhile.
      timer.current = setTimeout(() => {
        timer.current = null;
        void routerNavigate(to, options);
      }, FADE_OUT_MS);
    },
    [routerNavigate, location.key],
  );

  const value = useMemo(() => ({ leavingKey, navigate }), [leavingKey, navigate]);
  return <FadeContext.Provider value={value}>{children}</FadeContext.Provider>;
}

/** Navigate after the 300 ms fade-out. */
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
    <div key={location.pathname} className={classes.fade} data-page-fade={leaving ? 'out' : 'in'}>
      {children}
    </div>
  );
}
