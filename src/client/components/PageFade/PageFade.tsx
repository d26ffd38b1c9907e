// The spec's page transitions: pages fade in over 200 ms after load, and fade out over
// 300 ms before an in-app navigation. Links and buttons navigate through useFadeNavigate.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import classes from './PageFade.module.css';

export const FADE_IN_MS = 200;
export const FADE_OUT_MS = 300;

interface FadeState {
  leaving: boolean;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const FadeContext = createContext<FadeState | null>(null);

export function PageFadeProvider({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (timer.current) clearTimeout(timer.current);
      setLeaving(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        void routerNavigate(to, options);
        setLeaving(false);
      }, FADE_OUT_MS);
    },
    [routerNavigate],
  );

  const value = useMemo(() => ({ leaving, navigate }), [leaving, navigate]);
  return <FadeContext.Provider value={value}>{children}</FadeContext.Provider>;
}

/** Navigate after the 300 ms fade-out. */
export function useFadeNavigate(): (to: string, options?: NavigateOptions) => void {
  const ctx = useContext(FadeContext);
  if (!ctx) throw new Error('useFadeNavigate needs PageFadeProvider');
  return ctx.navigate;
}

/** Wraps a page: fades it in on mount and out while a navigation is pending. */
export function PageFade({ children }: { children: ReactNode }) {
  const ctx = useContext(FadeContext);
  return (
    <div className={ctx?.leaving ? classes.leaving : classes.entering} data-page-fade>
      {children}
    </div>
  );
}
