import { afterEach, describe, expect, it, vi } from 'vitest';

interface W {
  dataLayer?: unknown[][];
  __PORCHLIGHT_CONFIG__?: unknown;
}
const w = window as unknown as W;

async function loadAnalytics(measurementId: string | null) {
  vi.resetModules();
  w.__PORCHLIGHT_CONFIG__ = {
    supportPhone: '+1 (215) 555-0142',
    servicePhone: '+1 (215) 555-0142',
    supportEmail: 'support@example.com',
    analyticsMeasurementId: measurementId,
    devTools: false,
    localPhone: false,
    payments: { provider: 'local', displayName: 'Porchlight test payments' },
    sentry: null,
  };
  return import('./analytics.ts');
}

afterEach(() => {
  delete w.dataLayer;
  document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
});

describe('analytics', () => {
  it('does nothing without a measurement id', async () => {
    const analytics = await loadAnalytics(null);
    analytics.trackPageView('/login');
    analytics.trackEvent('login_attempt', { label: 'email_first_time' });
    expect(w.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads gtag once and records page views and named events when configured', async () => {
    const analytics = await loadAnalytics('G-TEST123');
    analytics.trackPageView('/login');
    analytics.trackEvent('subscription_initiated', {
      category: 'subscription',
      label: 'dashboard_Standard',
      value: 49,
    });
    expect(
      document.querySelectorAll('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]'),
    ).toHaveLength(1);
    const calls = w.dataLayer!.map((args) => Array.from(args));
    expect(calls).toContainEqual(['event', 'page_view', { page_path: '/login' }]);
    expect(calls).toContainEqual([
      'event',
      'subscription_initiated',
      { event_category: 'subscription', event_label: 'dashboard_Standard', value: 49 },
    ]);
  });
});
