// Billing requests shared by the browser and the server (spec section 7, stripe endpoints).
import { z } from 'zod';

export const checkoutInputSchema = z.object({
  priceId: z.string('Choose a plan.').trim().min(1, 'Choose a plan.').max(200),
  successUrl: z.string('successUrl is required.').min(1, 'successUrl is required.').max(2000),
  cancelUrl: z.string('cancelUrl is required.').min(1, 'cancelUrl is required.').max(2000),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** The placeholder Stripe replaces with the session id in the success URL. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export const checkoutSessionIdSchema = z.string().trim().min(1).max(300);
