// The /admin page end to end in jsdom, with the tRPC procedures replaced by fakes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import type {
  AdminCallItem,
  AdminPage,
  AdminSessionState,
  AdminStats,
  AdminUserItem,
  CallAudioInfo,
  CallTranscript,
} from '../../../shared/admin.ts';
import { ADMIN_AUTH_KEY, ADMIN_LOGIN_TIME_KEY } from '../../hooks/useAdminSession.ts';
import { PageFadeProvider } from '../PageFade/PageFade.tsx';

const server = vi.hoisted(() => ({
  session: vi.fn<() => Promise<AdminSessionState>>(),
  login: vi.fn<(input: { password: string }) => Promise<{ success: true; expiresAt: string }>>(),
  logout: vi.fn<() => Promise<{ success: true }>>(),
  stats: vi.fn<() => Promise<AdminStats>>(),
  recentCalls: vi.fn<() => Promise<AdminCallItem[]>>(),
  calls:
    vi.fn<
      (input: { userId?: string; page: number; pageSize: number }) => Promise<AdminPage<AdminCallItem>>
    >(),
  users:
    vi.fn<(input: { search: string; page: number; pageSize: number }) => Promise<AdminPage<AdminUserItem>>>(),
  callAudio: vi.fn<(input: { callId: string }) => Promise<CallAudioInfo>>(),
  callTranscript: vi.fn<(input: { callId: string }) => Promise<CallTranscript>>(),
}));

vi.mock('../../lib/trpc.ts', () => {
  type Name = keyof typeof server;
  const key = (name: Name, input?: unknown) => [
    ['admin', name],
    input === undefined ? { type: 'query' } : { input, type: 'query' },
  ];
  const procedure = (name: Name) => ({
    queryKey: (input?: unknown) => key(name, input),
    queryOptions: (input: unknown, opts?: object) => ({
      ...opts,
      queryKey: key(name, input),
      queryFn: () => (server[name] as (input: unknown) => Promise<unknown>)(input),
    }),
    mutationOptions: (opts?: object) => ({
      ...opts,
      mutationFn: (input: unknown) => (server[name] as (input: unknown) => Promise<unknown>)(input),
    }),
  });
  const admin = Object.fromEntries(Object.keys(server).map((name) => [name, procedure(name as Name)]));
  const trpc = { admin: { ...admin, pathFilter: () => ({ queryKey: [['admin']] }) } };
  return { useTRPC: () => trpc };
});

const { default: AdminPage } = await import('../../pages/Admin.page.tsx');

const CALL_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const USER_ID = '0b7d3f5e-1111-4a2b-9c3d-222233334444';
const call: AdminCallItem = {
  id: CALL_ID,
  phoneNumber: '+1 (215) 555-0142',
  phoneName: 'Mom',
  callType: 'outbound',
  duration: 312,
  status: 'completed',
  timestamp: '2026-11-23T14:05:00.000Z',
  userId: USER_ID,
};
const ada: AdminUserItem = {
  id: USER_ID,
  name: 'Ada Byron',
  email: 'ada@example.com',
  phoneNumbers: ['+1 (215) 555-0142'],
  subscriptionStatus: 'active',
  totalMinutes: 42,
  lastActivity: '2026-11-22T09:00:00.000Z',
};
const stats: AdminStats = {
  totalUsers: 1204,
  activeSubscriptions: 310,
  callsToday: 57,
  activeConnections: 3,
  monthlyRevenue: 15189.5,
  averageCallDuration: 425,
  missedCallAlerts: 4,
  crisisReferralsMonth: 2,
  crisisReferralsYear: 1311,
  systemHealth: 'warning',
  healthNotes: ['Twilio webhooks are slow'],
};
const page = <T,>(items: T[], total = items.length): AdminPage<T> => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

function signedInBrowser() {
  localStorage.setItem(ADMIN_AUTH_KEY, 'true');
  localStorage.setItem(ADMIN_LOGIN_TIME_KEY, String(Date.now() - 60_000));
  server.session.mockResolvedValue({
    enabled: true,
    authenticated: true,
    expiresAt: '2030-01-01T00:00:00.000Z',
  });
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <PageFadeProvider>
          <AdminPage />
        </PageFadeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  localStorage.clear();
  for (const fn of Object.values(server)) fn.mockReset();
  server.session.mockResolvedValue({ enabled: true, authenticated: false, expiresAt: null });
  server.logout.mockResolvedValue({ success: true });
  server.stats.mockResolvedValue(stats);
  server.recentCalls.mockResolvedValue([call]);
  server.calls.mockResolvedValue(page([call]));
  server.users.mockResolvedValue(page([ada]));
  server.callAudio.mockResolvedValue({
    available: false,
    audioUrl: null,
    duration: null,
    format: null,
    message: 'The recording has been deleted (recordings are kept for 24 hours).',
  });
  server.callTranscript.mockResolvedValue({
    transcript: 'Assistant: Good morning!\nMargaret: Morning, dear.',
    phoneNumber: call.phoneNumber,
    callDuration: 312,
    createdAt: call.timestamp,
    callType: 'outbound',
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/admin', () => {
  it('explains calmly when the admin panel is turned off', async () => {
    server.session.mockResolvedValue({ enabled: false, authenticated: false, expiresAt: null });
    open();
    expect(
      await screen.findByText(
        'The admin panel is turned off on this server. Set ADMIN_PASSWORD to turn it on.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin Password')).toBeNull();
  });

  it('asks for the password, then opens the Overview', async () => {
    server.login.mockResolvedValue({ success: true, expiresAt: '2030-01-01T00:00:00.000Z' });
    open();
    fireEvent.change(await screen.findByLabelText('Admin Password'), { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('System monitoring and management')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBe('true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const card = (label: string) => screen.getByRole('group', { name: label });
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('1,204'));
    expect(card('Monthly Revenue')).toHaveTextContent('$15,190');
    expect(card('Avg Call Duration')).toHaveTextContent('7:05');
    expect(card('Missed Call Alerts')).toHaveTextContent(/4$/);
    // This month's figure large, the year's beneath it.
    const crisis = card('Crisis Referrals');
    expect(within(crisis).getByText('2', { exact: true })).toBeInTheDocument();
    expect(within(crisis).getByText('1,311 this year')).toBeInTheDocument();
    expect(card('System Health')).toHaveTextContent('warning');
    expect(card('System Health')).toHaveTextContent('Twilio webhooks are slow');
    const recent = screen.getByRole('region', { name: 'Recent Calls' });
    expect(await within(recent).findByText('+1 (215) 555-0142')).toBeInTheDocument();
    expect(within(recent).getByText('5:12', { exact: false })).toBeInTheDocument();
  });

  it("says 'No calls yet.' when there are no recent calls", async () => {
    signedInBrowser();
    server.recentCalls.mockResolvedValue([]);
    open();
    expect(await screen.findByText('No calls yet.')).toBeInTheDocument();
  });

  it('searches users on the server and resets to page 1', async () => {
    signedInBrowser();
    server.users.mockResolvedValue(page([ada], 60));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(server.users).toHaveBeenLastCalledWith({ search: '', page: 1, pageSize: 25 });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.users).toHaveBeenLastCalledWith({ search: '', page: 2, pageSize: 25 }));

    server.users.mockResolvedValue(page([]));
    fireEvent.change(screen.getByPlaceholderText('Search users by name or email...'), {
      target: { value: '  ADA ' },
    });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(server.users).toHaveBeenLastCalledWith({ search: 'ADA', page: 1, pageSize: 25 });
  });

  it("View Calls shows that user's calls with a clearable 'Filtered by' chip", async () => {
    signedInBrowser();
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View Calls' }));

    expect(screen.getByRole('tab', { name: 'Call Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Filtered by: Ada Byron')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toHaveBeenLastCalledWith({ userId: USER_ID, page: 1, pageSize: 25 }),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mom')).toBeInTheDocument();
    expect(within(table).getByText('outbound')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.queryByText(/Filtered by/)).toBeNull();
    await waitFor(() => expect(server.calls).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Mom')).toBeNull());
  });

  it("says 'No calls found.' for an empty call log", async () => {
    signedInBrowser();
    server.calls.mockResolvedValue(page([]));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Call Logs' }));
    expect(await screen.findByText('No calls found.')).toBeInTheDocument();
  });

  it('shows a call in the Call Details modal, with the audio fallback and the transcript', async () => {
    signedInBrowser();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Details' });
    expect(within(dialog).getByText('5:12')).toBeInTheDocument();
    expect(await within(dialog).findByText('Audio Not Available')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The recording has been deleted (recordings are kept for 24 hours).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Coming Soon — Audio recording functionality is currently being developed.'),
    ).toBeInTheDocument();
    const lines = await within(dialog).findAllByTestId('transcript-line');
    expect(lines.map((line) => line.dataset.align)).toEqual(['right', 'left']);
    expect(server.callAudio).toHaveBeenCalledWith({ callId: CALL_ID });
  });

  it('logs out at once: markers cleared, password screen back, server told', async () => {
    signedInBrowser();
    server.logout.mockReturnValue(new Promise(() => undefined));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Admin Password')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_LOGIN_TIME_KEY)).toBeNull();
    expect(server.logout).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password screen when the server session has ended', async () => {
    signedInBrowser();
    server.stats.mockRejectedValue(
      TRPCClientError.from({
        error: {
          message: 'Please sign in to the admin panel.',
          code: -32001,
          data: { code: 'UNAUTHORIZED', httpStatus: 401 },
        },
      }),
    );
    open();
    expect(await screen.findByLabelText('Admin Password')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_AUTH_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes every 10 seconds only while Auto-update is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInBrowser();
    open();
    await screen.findByRole('heading', { name: 'Admin Panel' });
    await waitFor(() => expect(server.stats).toHaveBeenCalledTimes(1));
    const toggle = screen.getByRole('switch', { name: 'Auto-update' });
    expect(toggle).not.toBeChecked();

    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(server.stats).toHaveBeenCalledTimes(1);

    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(server.stats).toHaveBeenCalledTimes(2);
    expect(server.recentCalls).toHaveBeenCalledTimes(2);
  });

  it('Refresh reloads the admin data', async () => {
    signedInBrowser();
    open();
    await waitFor(() => expect(server.stats).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.stats).toHaveBeenCalledTimes(2));
    expect(server.recentCalls).toHaveBeenCalledTimes(2);
  });

  it('lists calls and users as cards on a phone, with View Details and View Calls in reach', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    signedInBrowser();
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    const userCard = await screen.findByTestId('user-card');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(userCard).getByRole('button', { name: 'View Calls' }));

    const callCard = await screen.findByTestId('call-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(callCard).toHaveTextContent('Mom');
    fireEvent.click(within(callCard).getByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('dialog', { name: 'Call Details' })).toBeInTheDocument();
  });
});
