import { PLANS, type PlanId, type PurchasablePlan } from '../../shared/plans.ts';
import type { Config } from '../config.ts';

export function priceIdOf(config: Config, id: PlanId): string {
  const configured = {
    starter: undefined,
    basic: config.STRIPE_PRICE_BASIC,
    standard: config.STRIPE_PRICE_STANDARD,
    premium: config.STRIPE_PRICE_PREMIUM,
  }[id];
  return configured ?? `local_${id}`;
}

/** The plans a family can buy (Starter is the trial, not a card). */
export function listPlans(options: { config: Config }): PurchasablePlan[] {
  return PLANS.filter((p) => p.purchasable).map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    ...(p.originalPrice !== undefined ? { originalPrice: p.originalPrice } : {}),
    ...(p.discountPercentage !== undefined ? { discountPercentage: p.discountPercentage } : {}),
    priceId: priceIdOf(options.config, p.id),
    nMinutes: p.nMinutes,
  }));
}

/** The plan a provider price belongs to, or null for a price Porchlight does not sell. */
export function planIdByPriceId(config: Config, priceId: string | null | undefined): PlanId | null {
  if (!priceId) return null;
  return PLANS.find((p) => p.purchasable && priceIdOf(config, p.id) === priceId)?.id ?? null;
}
