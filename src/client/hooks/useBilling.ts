// The dashboard's billing actions: checkout for a chosen plan (full-page redirect), the billing
// portal (new tab), and the checkout return sequence (spec sections 2, 4, 8 and 9).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../../shared/billing.ts';
import { isActivePlan, type SubscriptionInfo } from '../../shared/plans.ts';
import type { CheckoutPhase } from '../components/CheckoutOverlay/CheckoutOverlay.tsx';
import type { PlanOption } from '../components/PlanModal/PlanModal.tsx';
import { trackError, trackEvent } from '../lib/analytics.ts';
import { isNetworkError, serverMessage } from '../lib/errors.ts';
import { publicConfig } from '../lib/public-config.ts';
import { useTRPC } from '../lib/trpc.ts';

export const CHECKOUT_REFETCH_MS = 2000;
/** /dashboard?plans=1 opens the plan picker (the link in the "no minutes left" message). */
export const PLANS_PARAM = 'plans';
export const CHECKOUT_SUCCESS_MS = 2000;
export const PORTAL_ERROR = 'Failed to open billing portal. Please try again later.';
const PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

/** The provider's pricing-table script, added once (Stripe only). */
function loadPricingTableScript() {
  if (publicConfig.payments.provider !== 'stripe') return;
  if (document.querySelector(`script[src="${PRICING_TABLE_SCRIPT}"]`)) return;
  const script = document.createElement('script');
  script.src = PRICING_TABLE_SCRIPT;
  script.async = true;
  document.head.appendChild(script);
}

export function useBilling() {
  const trpc = useTRPC();
  const [planModalOpen, setPlanModalOpen] = useState(
    () => new URLSearchParams(window.location.search).get(PLANS_PARAM) === '1',
  );
  const [processing, setProcessing] = useState(false);
  const plans = useQuery({ ...trpc.subscription.plans.queryOptions(), enabled: planModalOpen });
  // Only its success matters (it prepares the provider's embedded pricing table).
  useQuery({ ...trpc.billing.customerSession.queryOptions(), enabled: planModalOpen, retry: false });
  const checkout = useMutation(trpc.billing.createCheckoutSession.mutationOptions());
  const portal = useMutation(trpc.billing.createPortalSession.mutationOptions());

  const openPlans = useCallback(() => {
    loadPricingTableScript();
    setPlanModalOpen(true);
  }, []);

  // The "no minutes left" e-mail and text link to /dashboard?plans=1: the plans open at once
  // (see the modal's initial state), and the address loses the parameter so a reload does not
  // open them again.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(PLANS_PARAM) !== '1') return;
    loadPricingTableScript();
    params.delete(PLANS_PARAM);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    );
  }, []);

  const startCheckout = async (plan: PlanOption) => {
    setProcessing(true);
    trackEvent('subscription_initiated', {
      category: 'subscription',
      label: `dashboard_${plan.name}`,
      value: plan.price,
    });
    const origin = window.location.origin;
    try {
      const { url } = await checkout.mutateAsync({
        priceId: plan.priceId,
        successUrl: `${origin}/dashboard/${CHECKOUT_SESSION_PLACEHOLDER}`,
        cancelUrl: `${origin}/dashboard`,
      });
      window.location.assign(url);
    } catch (error) {
      trackError('create checkout session', error);
      window.alert(
        isNetworkError(error)
          ? 'An error occurred while creating the checkout session'
          : `Error creating checkout session: ${serverMessage(error) ?? 'Unknown error'}`,
      );
      setProcessing(false);
    }
  };

  const openPortal = async () => {
    // Opened now, inside the click, so no pop-up blocker stops it; pointed at the portal below.
    const tab = window.open('', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (!url) throw new Error('no portal url');
      const target = new URL(url, window.location.origin).href;
      if (tab) tab.location.href = target;
      else window.location.assign(target);
    } catch (error) {
      tab?.close();
      trackError('open billing portal', error);
      window.alert(PORTAL_ERROR);
    }
  };

  return {
    planModal: {
      opened: planModalOpen,
      onClose: () => setPlanModalOpen(false),
      plans: plans.data?.plans ?? (plans.isError ? [] : undefined),
      processing,
      onCheckout: (plan: PlanOption) => void startCheckout(plan),
      providerName: publicConfig.payments.displayName,
    },
    openPlans,
    openPortal: () => void openPortal(),
  };
}

/**
 * /dashboard/{sessionId}: the address becomes /dashboard at once; the payment is confirmed with
 * the provider; after 2 s the subscription is fetched again, the result shows for 2 s, and the
 * page reloads.
 */
export function useCheckoutReturn(
  sessionId: string | undefined,
  refetchSubscription: () => Promise<{ data?: SubscriptionInfo }>,
): CheckoutPhase | null {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.billing.confirmCheckout.mutationOptions());
  const [phase, setPhase] = useState<CheckoutPhase | null>(sessionId ? 'processing' : null);
  const started = useRef(false);

  useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', '/dashboard');
    const confirmed = confirm.mutateAsync({ sessionId }).catch((error: unknown) => {
      trackError('confirm checkout', error);
      return null;
    });
    setTimeout(() => {
      void (async () => {
        await confirmed;
        const { data } = await refetchSubscription();
        const paid = !!data && isActivePlan(data) && data.plan !== 'Starter';
        setPhase(paid ? 'activated' : 'pending');
        setTimeout(() => window.location.reload(), CHECKOUT_SUCCESS_MS);
      })();
    }, CHECKOUT_REFETCH_MS);
  }, [sessionId, confirm, refetchSubscription]);

  return phase;
}
