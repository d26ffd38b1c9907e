// What a web process may serve from the dashboard pages it keeps, without a database: the moment
// the page moves with the time, the time since the database last found it current,
// the family's own changes racing a read, and two reads racing each other. The checks against
// the database are in tests/integration/dashboard-page-cache.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardPage } from '../../shared/account.ts';
import { DashboardPageCache } from './page-cache.ts';

const page = (calls: number): DashboardPage => ({
  numbers: [],
  subscription: { status: 'active', plan: 'Basic', valid_until: null, minutes_left: 90 },
  reminders: [],
  stats: { totalCallsMonth: calls, dailyUsage: 0 },
});

/** 10:15:20 UTC on a day in December, and a moment the page moves at (a next call, midnight…). */
const NOW = new Date('2026-12-06T10:15:20Z');
const LATER = new Date('2026-12-06T14:00:00Z');

function live(staleMs = 1_000) {
  const cache = new DashboardPageCache(staleMs);
  cache.up();
  return cache;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardPageCache', () => {
  it('serves a page kept, for its own account only', () => {
    const cache = live();
    const kept = page(3);
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: kept }, cache.ticket());
    expect(cache.get('u1', NOW)).toBe(kept);
    expect(cache.get('u2', NOW)).toBeUndefined();
  });

  it('keeps nothing while its checks do not run, nor for an account without a version', () => {
    const cache = new DashboardPageCache(1_000);
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    expect(cache.get('u1', NOW)).toBeUndefined();
    cache.up();
    cache.store('u1', { version: null, from: NOW, until: LATER, page: page(3) }, cache.ticket());
    expect(cache.get('u1', NOW)).toBeUndefined();
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    cache.down();
    cache.up();
    expect(cache.get('u1', NOW)).toBeUndefined();
  });

  it('serves a page only from the moment it was read for until it moves with the time', () => {
    const cache = live();
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    expect(cache.get('u1', new Date(LATER.getTime() - 1))).toBeDefined();
    expect(cache.get('u1', LATER)).toBeUndefined();
    // Nor for a moment before the one it was read for.
    expect(cache.get('u1', new Date(NOW.getTime() - 1))).toBeUndefined();
  });

  it('stops serving a page the database has not confirmed for longer than its time', () => {
    vi.useFakeTimers({ now: NOW });
    const cache = live(1_000);
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    vi.advanceTimersByTime(1_000);
    expect(cache.get('u1', NOW)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('u1', NOW)).toBeUndefined();
  });

  it('keeps nothing read while the family changed something, and drops their page on it', () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.forgetUser('u1');
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, ticket);
    expect(cache.get('u1', NOW)).toBeUndefined();
    cache.store('u1', { version: '8', from: NOW, until: LATER, page: page(4) }, cache.ticket());
    cache.forgetUser('u1');
    expect(cache.get('u1', NOW)).toBeUndefined();
  });

  it('keeps the later of two reads racing', () => {
    const cache = live();
    const newer = page(4);
    cache.store('u1', { version: '12', from: NOW, until: LATER, page: newer }, cache.ticket());
    cache.store('u1', { version: '9', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    expect(cache.get('u1', NOW)).toBe(newer);
  });

  it('serves nothing while turned off', () => {
    const cache = live();
    cache.store('u1', { version: '7', from: NOW, until: LATER, page: page(3) }, cache.ticket());
    cache.serving = false;
    expect(cache.get('u1', NOW)).toBeUndefined();
  });
});
