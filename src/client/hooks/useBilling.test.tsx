import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  checkout: vi.fn(),
  portal: vi.fn(),
  events: [] as unknown[][],
}));
vi.mock('../lib/analytics.ts', () => ({
  trackEvent: (...args: unknown[]) => calls.events.push(args),
  trackError: () => undefined,
}));
vi.mock('../lib/trpc.ts', () => {
  const query = (key: string) => ({ queryKey: [key], queryFn: () => Promise.resolve({ plans: [] }) });
  return {
    useTRPC: () => ({
      subscription: { plans: { queryOptions: () => query('plans') } },
      billing: {
        customerSession: { queryOptions: () => query('customerSession') },
        createCheckoutSession: { mutationOptions: () => ({ mutationFn: calls.checkout }) },
        createPortalSession: { mutationOptions: () => ({ mutationFn: calls.portal }) },
        confirmCheckout: { mutationOptions: () => ({ mutationFn: vi.fn() }) },
      },
    }),
  };
});

const { useBilling, PORTAL_ERROR } = await import('./useBilling.ts');

const plan = {
  id: 'standard',
  name: 'Standard',
  description: '',
  price: 49,
  priceId: 'price_std',
  nMinutes: 300,
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBilling(), { wrapper });
}

const assign = vi.fn();
const alert = vi.fn();
beforeEach(() => {
  calls.events.length = 0;
  calls.checkout.mockReset();
  calls.portal.mockReset();
  assign.mockReset();
  alert.mockReset();
  vi.stubGlobal('alert', alert);
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    origin: 'https://porchlight.test',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout from the plan modal', () => {
  it('records subscription_initiated, sends the spec URLs and goes to the provider', async () => {
    calls.checkout.mockResolvedValue({ url: 'https://checkout.example/cs_1', sessionId: 'cs_1' });
    const { result } = setup();
    await act(async () => {
      result.current.planModal.onCheckout(plan);
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    });
    expect(calls.events).toContainEqual([
      'subscription_initiated',
      { category: 'subscription', label: 'dashboard_Standard', value: 49 },
    ]);
    expect(calls.checkout.mock.calls[0]![0]).toEqual({
      priceId: 'price_std',
      successUrl: 'https://porchlight.test/dashboard/{CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://porchlight.test/dashboard',
    });
    expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1');
  });

  it("alerts with the server's error and stops processing", async () => {
    calls.checkout.mockRejectedValue(
      TRPCClientError.from({
        error: { message: 'That plan is not available.', code: -32600, data: { httpStatus: 400 } },
      }),
    );
    const { result } = setup();
    await act(async () => {
      result.current.planModal.onCheckout(plan);
      await vi.waitFor(() => expect(alert).toHaveBeenCalled());
    });
    expect(alert).toHaveBeenCalledWith('Error creating checkout session: That plan is not available.');
    expect(result.current.planModal.processing).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('alerts the network message when the server cannot be reached', async () => {
    calls.checkout.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = setup();
    await act(async () => {
      result.current.planModal.onCheckout(plan);
      await vi.waitFor(() => expect(alert).toHaveBeenCalled());
    });
    expect(alert).toHaveBeenCalledWith('An error occurred while creating the checkout session');
  });
});

describe('billing portal', () => {
  it('opens the portal in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    calls.portal.mockResolvedValue({ url: 'https://billing.example/p/1' });
    const { result } = setup();
    await act(async () => {
      result.current.openPortal();
      await vi.waitFor(() => expect(tab.location.href).toBe('https://billing.example/p/1'));
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
  });

  it('closes the tab and alerts when there is no portal url', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    calls.portal.mockResolvedValue({ url: '' });
    const { result } = setup();
    await act(async () => {
      result.current.openPortal();
      await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(PORTAL_ERROR));
    });
    expect(tab.close).toHaveBeenCalled();
    expect(PORTAL_ERROR).toBe('Failed to open billing portal. Please try again later.');
  });
});

describe('the plans link in messages', () => {
  it('/dashboard?plans=1 opens the plan modal and drops the parameter from the address', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/dashboard',
      search: '?plans=1&from=sms',
      hash: '',
    });
    const replace = vi.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
    const { result } = setup();
    await vi.waitFor(() => expect(result.current.planModal.opened).toBe(true));
    expect(replace).toHaveBeenCalledWith(window.history.state, '', '/dashboard?from=sms');
  });

  it('leaves the plan modal closed on a plain /dashboard', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/dashboard',
      search: '',
    });
    const { result } = setup();
    expect(result.current.planModal.opened).toBe(false);
  });
});
