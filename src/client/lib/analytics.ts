// Page views and the spec's named events. Loads Google Analytics only when a measurement id is
// configured; otherwise every call is a no-op. Analytics never blocks or breaks the product.
import { publicConfig } from './public-config.ts';

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let gtag: Gtag | null = null;

function init(): Gtag | null {
  const id = publicConfig.analyticsMeasurementId;
  if (!id || typeof document === 'undefined') return null;
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  const layer = w.dataLayer;
  const fn: Gtag = (...args) => {
    layer.push(args);
  };
  w.gtag = fn;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.onerror = () => undefined;
  document.head.appendChild(script);
  fn('js', new Date());
  fn('config', id, { send_page_view: false });
  return fn;
}

function send(...args: unknown[]): void {
  try {
    gtag ??= init();
    gtag?.(...args);
  } catch {
    // Analytics must never break the product.
  }
}

export function trackPageView(path: string): void {
  send('event', 'page_view', { page_path: path });
}

export interface AnalyticsEvent {
  category?: string;
  label?: string;
  value?: number;
}

/** Named events of the spec: button clicks, login_attempt, login_success, subscription_initiated, onboarding steps, errors. */
export function trackEvent(name: string, event: AnalyticsEvent = {}): void {
  send('event', name, {
    event_category: event.category,
    event_label: event.label,
    value: event.value,
  });
}

export function trackError(where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  trackEvent('error', { category: 'error', label: `${where}: ${message}`.slice(0, 150) });
}
