// The plan catalogue (spec section 3 SubscriptionPlan; companion.md for the trial). Prices are
// US dollars per month. Each paid plan maps to a Stripe price through STRIPE_PRICE_<PLAN>.
import { z } from 'zod';

export type PlanId = 'starter' | 'basic' | 'standard' | 'premium';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  description: string;
  /** Dollars per month; 0 for the trial. */
  price: number;
  originalPrice?: number;
  discountPercentage?: number;
  /** Minutes per month (per trial for Starter). */
  nMinutes: number;
  purchasable: boolean;
}

export const STARTER_TRIAL_DAYS = 14;
export const STARTER_MINUTES = 30;

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Try Porchlight free for 14 days.',
    price: 0,
    nMinutes: STARTER_MINUTES,
    purchasable: false,
  },
  {
    id: 'basic',
    name: 'Basic',
    description: 'A short daily check-in and reminders.',
    price: 29,
    nMinutes: 120,
    purchasable: true,
  },
  {
    id: 'standard',
    name: 'Standard',
    description: 'A daily conversation, reminders and family updates.',
    price: 49,
    originalPrice: 59,
    discountPercentage: 17,
    nMinutes: 300,
    purchasable: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'Long daily chats and calls whenever they like.',
    price: 89,
    originalPrice: 99,
    discountPercentage: 10,
    nMinutes: 600,
    purchasable: true,
  },
];

export function planById(id: string | null | undefined): PlanDefinition | null {
  return PLANS.find((p) => p.id === id) ?? null;
}

/** A plan a family can buy (spec section 3 SubscriptionPlan), as GET /api/subscription-plans lists it. */
export const purchasablePlanSchema = z.object({
  id: z.enum(['starter', 'basic', 'standard', 'premium']),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  discountPercentage: z.number().optional(),
  /** The payment provider's price reference: STRIPE_PRICE_<PLAN>, or the local provider's `local_<id>`. */
  priceId: z.string(),
  nMinutes: z.number().int(),
});
export type PurchasablePlan = z.infer<typeof purchasablePlanSchema>;

/** GET /api/user/subscription (spec section 3 Subscription). */
export const subscriptionSchema = z.object({
  status: z.string(),
  plan: z.string(),
  valid_until: z.string().nullable(),
  minutes_left: z.number().int(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionSchema>;

/** What the spec's client assumes when the check fails. */
export const NO_SUBSCRIPTION: SubscriptionInfo = {
  status: 'none',
  plan: '',
  valid_until: null,
  minutes_left: 0,
};

/** A plan counts as active when status is active and the plan is set and not 'none'. */
export function isActivePlan(s: Pick<SubscriptionInfo, 'status' | 'plan'>): boolean {
  return s.status === 'active' && s.plan !== '' && s.plan !== 'none';
}
