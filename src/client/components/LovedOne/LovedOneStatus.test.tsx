import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { render } from '../../../../tests/support/render.tsx';

const subscription = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('../../lib/public-config.ts', () => ({ publicConfig: { servicePhone: '+12155550142' } }));
vi.mock('../../lib/trpc.ts', () => ({
  useTRPC: () => ({
    subscription: {
      get: { queryOptions: () => ({ queryKey: ['subscription'], queryFn: subscription.fetch }) },
    },
  }),
}));

const { LovedOneStatus } = await import('./LovedOneStatus.tsx');

const phone = (over: Partial<PhoneNumber> = {}): PhoneNumber => ({
  id: 'p1',
  number: '+14125550100',
  name: 'Margaret',
  relationship: 'mother',
  state: 'PA',
  timezone: 'America/New_York',
  missed_call_alert_threshold: 3,
  unusual_activity_alert: true,
  general_updates: true,
  created_at: new Date('2026-11-01T12:00:00Z'),
  daily_call_time: '09:05',
  next_call_at: null,
  calls_paused: false,
  calls_paused_at: null,
  update_mode: 'each_call',
  digest_time: '18:00',
  timezone_choices: ['America/New_York'],
  ...over,
});

function show(p: PhoneNumber) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LovedOneStatus phone={p} />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId('loved-one-status');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  subscription.fetch.mockReset();
  subscription.fetch.mockResolvedValue({
    status: 'active',
    plan: 'Starter',
    valid_until: null,
    minutes_left: 25,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LovedOneStatus', () => {
  it('says daily calls wait for the first call to the service number, formatted', async () => {
    show(phone({ daily_call_time: null }));
    expect(status()).toHaveTextContent('Daily calls start after Margaret first calls +1 (215) 555-0142');
    // Still so once the subscription is known (minutes left).
    await vi.waitFor(() => expect(subscription.fetch).toHaveBeenCalled());
    expect(status()).toHaveAttribute('data-status', 'waiting');
  });

  it("gives the next call as tomorrow in the loved one's time", () => {
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // 10:00 AM in New York
    show(phone({ next_call_at: '2026-11-25T14:05:00Z' }));
    expect(status()).toHaveTextContent("Next call: tomorrow at 9:05 AM, Margaret's time");
  });

  it('says today when the call is still ahead there', () => {
    vi.setSystemTime(new Date('2026-11-24T13:00:00Z')); // 8:00 AM in New York
    show(phone({ next_call_at: '2026-11-24T14:05:00Z' }));
    expect(status()).toHaveTextContent("Next call: today at 9:05 AM, Margaret's time");
  });

  it('counts days in their zone, not the browser’s or UTC', () => {
    // 10 PM on Nov 24 in Los Angeles, already Nov 25 in UTC: 9:05 AM on Nov 25 is tomorrow there.
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    show(
      phone({
        name: 'James',
        timezone: 'America/Los_Angeles',
        next_call_at: '2026-11-25T17:05:00Z',
      }),
    );
    expect(status()).toHaveTextContent("Next call: tomorrow at 9:05 AM, James' time");
  });

  it('says who paused the calls, when, and that only they can restart them', () => {
    show(phone({ calls_paused: true, calls_paused_at: '2026-11-20T16:00:00Z', next_call_at: null }));
    expect(status()).toHaveTextContent(
      'Paused: Margaret asked us to stop on Nov 20. Only Margaret can restart them, by calling and asking',
    );
  });

  it('says no minutes left once the subscription shows none', async () => {
    subscription.fetch.mockResolvedValue({
      status: 'active',
      plan: 'Starter',
      valid_until: null,
      minutes_left: 0,
    });
    show(phone({ next_call_at: '2026-11-25T14:05:00Z' }));
    expect(await screen.findByText('No minutes left')).toBeInTheDocument();
    expect(status()).toHaveAttribute('data-status', 'no_minutes');
  });

  it('does not claim no minutes when the subscription could not be read', async () => {
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
    subscription.fetch.mockRejectedValue(new Error('offline'));
    show(phone({ next_call_at: '2026-11-25T14:05:00Z' }));
    await vi.waitFor(() => expect(subscription.fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(status()).toHaveTextContent("Next call: tomorrow at 9:05 AM, Margaret's time");
  });
});
