import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ADMIN_SESSION_MS, type AdminSessionState } from '../../shared/admin.ts';

const server = vi.hoisted(() => ({
  session: vi.fn<() => Promise<AdminSessionState>>(),
  login: vi.fn<(input: { password: string }) => Promise<{ success: true; expiresAt: string }>>(),
  logout: vi.fn<() => Promise<{ success: true }>>(),
}));
vi.mock('../lib/trpc.ts', () => {
  const sessionKey = [['admin', 'session'], { type: 'query' }];
  const trpc = {
    admin: {
      session: {
        queryKey: () => sessionKey,
        queryOptions: (_input: unknown, opts: object) => ({
          ...opts,
          queryKey: sessionKey,
          queryFn: server.session,
        }),
      },
      login: { mutationOptions: () => ({ mutationFn: server.login }) },
      logout: { mutationOptions: (opts: object) => ({ ...opts, mutationFn: server.logout }) },
    },
  };
  return { useTRPC: () => trpc };
});

const { ADMIN_AUTH_KEY, ADMIN_LOGIN_TIME_KEY, readAdminLoginTime, useAdminSession } =
  await import('./useAdminSession.ts');

const HOUR = 60 * 60 * 1000;
const signedIn: AdminSessionState = {
  enabled: true,
  authenticated: true,
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const signedOut: AdminSessionState = { enabled: true, authenticated: false, expiresAt: null };

function store(loginTime: number) {
  localStorage.setItem(ADMIN_AUTH_KEY, 'true');
  localStorage.setItem(ADMIN_LOGIN_TIME_KEY, String(loginTime));
}
const markers = () => [localStorage.getItem(ADMIN_AUTH_KEY), localStorage.getItem(ADMIN_LOGIN_TIME_KEY)];

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAdminSession(), { wrapper }) };
}

const unauthorized = () =>
  TRPCClientError.from({
    error: {
      message: 'Please sign in to the admin panel.',
      code: -32001,
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    },
  });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  localStorage.clear();
  server.session.mockReset();
  server.login.mockReset();
  server.logout.mockReset().mockResolvedValue({ success: true });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored admin login', () => {
  it('is honoured while under 4 hours old', () => {
    const now = Date.now();
    store(now - 3 * HOUR);
    expect(readAdminLoginTime(now)).toBe(now - 3 * HOUR);
    store(now - ADMIN_SESSION_MS + 1);
    expect(readAdminLoginTime(now)).toBe(now - ADMIN_SESSION_MS + 1);
    expect(markers()).toEqual(['true', String(now - ADMIN_SESSION_MS + 1)]);
  });

  it('is removed at 4 hours old or more', () => {
    const now = Date.now();
    store(now - ADMIN_SESSION_MS);
    expect(readAdminLoginTime(now)).toBeNull();
    expect(markers()).toEqual([null, null]);
    store(now - 5 * HOUR);
    expect(readAdminLoginTime(now)).toBeNull();
    expect(markers()).toEqual([null, null]);
  });

  it('is removed when half-written or corrupt', () => {
    const now = Date.now();
    localStorage.setItem(ADMIN_AUTH_KEY, 'true');
    expect(readAdminLoginTime(now)).toBeNull();
    expect(markers()).toEqual([null, null]);
    localStorage.setItem(ADMIN_AUTH_KEY, 'true');
    localStorage.setItem(ADMIN_LOGIN_TIME_KEY, 'yesterday');
    expect(readAdminLoginTime(now)).toBeNull();
    expect(markers()).toEqual([null, null]);
  });
});

describe('useAdminSession', () => {
  it('opens the panel when the stored login is fresh and the server agrees', async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue(signedIn);
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
  });

  it('shows the password screen and removes an expired stored login, whatever the server says', async () => {
    store(Date.now() - ADMIN_SESSION_MS - 1);
    server.session.mockResolvedValue(signedIn);
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(markers()).toEqual([null, null]);
  });

  it('drops a fresh stored login the server no longer knows', async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue(signedOut);
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await waitFor(() => expect(markers()).toEqual([null, null]));
  });

  it('does not open the panel on a server cookie alone, without the stored login', async () => {
    server.session.mockResolvedValue(signedIn);
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });

  it("says 'disabled' when the server has no admin password", async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue({ enabled: false, authenticated: false, expiresAt: null });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('disabled'));
  });

  it('sets both markers on a correct password', async () => {
    server.session.mockResolvedValue(signedOut);
    server.login.mockResolvedValue({ success: true, expiresAt: signedIn.expiresAt! });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    const before = Date.now();
    await act(() => result.current.login('hunter2'));
    expect(server.login.mock.calls[0]![0]).toEqual({ password: 'hunter2' });
    expect(result.current.status).toBe('authenticated');
    const [flag, time] = markers();
    expect(flag).toBe('true');
    expect(Number(time)).toBeGreaterThanOrEqual(before);
    expect(Number(time)).toBeLessThanOrEqual(Date.now());
  });

  it('sets no markers when the password is rejected', async () => {
    server.session.mockResolvedValue(signedOut);
    server.login.mockRejectedValue(unauthorized());
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() => expect(result.current.login('wrong')).rejects.toBeInstanceOf(TRPCClientError));
    expect(result.current.status).toBe('signed-out');
    expect(markers()).toEqual([null, null]);
  });

  it('clears both markers on logout and tells the server without waiting', async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue(signedIn);
    server.logout.mockReturnValue(new Promise(() => undefined));
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    act(() => result.current.logout());
    expect(result.current.status).toBe('signed-out');
    expect(markers()).toEqual([null, null]);
    await waitFor(() => expect(server.logout).toHaveBeenCalledTimes(1));
  });

  it('returns to the password screen when an admin query answers UNAUTHORIZED', async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue(signedIn);
    const { result, client } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(async () => {
      await client
        .fetchQuery({
          queryKey: [['admin', 'stats'], { type: 'query' }],
          queryFn: () => Promise.reject(unauthorized()),
        })
        .catch(() => undefined);
    });
    expect(result.current.status).toBe('signed-out');
    expect(markers()).toEqual([null, null]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('only logs other admin query failures', async () => {
    store(Date.now() - HOUR);
    server.session.mockResolvedValue(signedIn);
    const { result, client } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(async () => {
      await client
        .fetchQuery({
          queryKey: [['admin', 'users'], { type: 'query' }],
          queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        })
        .catch(() => undefined);
    });
    expect(result.current.status).toBe('authenticated');
    expect(consoleError).toHaveBeenCalledWith('Admin data failed to load (users)', expect.any(TypeError));
  });

  it('ends the client-side session 4 hours after sign-in while the page stays open', async () => {
    store(Date.now() - ADMIN_SESSION_MS + 1000);
    server.session.mockResolvedValue(signedIn);
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await waitFor(() => expect(result.current.status).toBe('signed-out'), { timeout: 3000 });
    expect(markers()).toEqual([null, null]);
  });
});
