// Route guards of the spec's section 4. While the session check runs they render nothing.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ONBOARDING_COMPLETED } from '../../../shared/user.ts';
import { useSession } from '../../hooks/useSession.ts';

/** Signed-in pages. `/onboarding` passes `onboarding` so it is the one place an unfinished user may be. */
export function RequireUser({ children, onboarding = false }: { children: ReactNode; onboarding?: boolean }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <Navigate to="/login" replace />;
  const done = user.onboarding_step === ONBOARDING_COMPLETED;
  if (!onboarding && !done) return <Navigate to="/onboarding" replace />;
  if (onboarding && done) return <Navigate to="/dashboard" replace />;
  return children;
}

/** Public-only pages (login): a signed-in user goes on to onboarding or the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (user) {
    return (
      <Navigate to={user.onboarding_step === ONBOARDING_COMPLETED ? '/dashboard' : '/onboarding'} replace />
    );
  }
  return children;
}
