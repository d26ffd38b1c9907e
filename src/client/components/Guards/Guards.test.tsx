import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/user.ts';
import { render } from '../../../../tests/support/render.tsx';
import { PublicOnly, RequireUser } from './Guards.tsx';

const session = vi.hoisted(() => ({ user: null as CurrentUser | null, loading: false }));
vi.mock('../../hooks/useSession.ts', () => ({
  useSession: () => ({ ...session, refresh: () => Promise.resolve(session.user) }),
}));

const user = (onboarding_step: string): CurrentUser => ({
  id: 'u1',
  name: 'Ann',
  first_name: null,
  email: 'ann@example.com',
  onboarding_step,
  alert_contact: null,
  alert_contact_email: null,
  alert_contact_rcs_disabled: false,
});

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <PublicOnly>login page</PublicOnly> },
      { path: '/onboarding', element: <RequireUser onboarding>onboarding page</RequireUser> },
      { path: '/dashboard', element: <RequireUser>dashboard page</RequireUser> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  beforeEach(() => {
    session.user = null;
    session.loading = false;
  });

  it('shows nothing while the session check runs', () => {
    session.loading = true;
    const router = visit('/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('dashboard page')).toBeNull();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('sends a signed-out visitor of a protected page to /login', () => {
    expect(visit('/dashboard').state.location.pathname).toBe('/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /onboarding to /login', () => {
    expect(visit('/onboarding').state.location.pathname).toBe('/login');
  });

  it('keeps an unfinished account on /onboarding', () => {
    session.user = user('profile');
    expect(visit('/dashboard').state.location.pathname).toBe('/onboarding');
    expect(screen.getByText('onboarding page')).toBeInTheDocument();
  });

  it('sends a finished account from /onboarding to /dashboard', () => {
    session.user = user('completed');
    expect(visit('/onboarding').state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login on to onboarding or the dashboard', () => {
    session.user = user('profile');
    expect(visit('/login').state.location.pathname).toBe('/onboarding');
  });

  it('sends a finished account from /login to the dashboard', () => {
    session.user = user('completed');
    expect(visit('/login').state.location.pathname).toBe('/dashboard');
  });
});
