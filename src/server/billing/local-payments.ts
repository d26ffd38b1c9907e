// What the local payments provider's pages do (/local-pay/checkout/{id}, /local-pay/portal).
// Each action changes the local subscription the way Stripe would change its own, then hands
// the matching event to processBillingEvent: the same code Stripe's webhooks run.
import { PLANS, planById, type PlanId } from '../../shared/plans.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { localId } from '../providers/payments/local.ts';
import type { BillingEventType } from '../providers/payments/payments.ts';
import { listPlans, planIdByPriceId, priceIdOf } from './list-plans.ts';
import { processBillingEvent } from './process-billing-event.ts';

function requireLocal(deps: AppDeps) {
  if (deps.payments.kind !== 'local') throw new AppError('NOT_FOUND', 'Not found.');
}

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  // 31 January + 1 month is the end of February, not 3 March.
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}

async function emit(
  deps: AppDeps,
  type: BillingEventType,
  sub: { id: string; customerId: string; userId: string },
): Promise<void> {
  await processBillingEvent({
    deps,
    event: {
      id: localId('levt'),
      type,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      userId: sub.userId,
    },
  });
}

function planSummary(deps: AppDeps, priceId: string | null) {
  const id = planIdByPriceId(deps.config, priceId);
  const plan = id ? planById(id) : null;
  return plan ? { id: plan.id, name: plan.name, price: plan.price, nMinutes: plan.nMinutes } : null;
}

export async function getLocalCheckout(options: { deps: AppDeps; userId: string; id: string }) {
  const { deps } = options;
  requireLocal(deps);
  const session = await deps.db.localCheckoutSession.findUnique({ where: { id: options.id } });
  if (!session || session.userId !== options.userId)
    throw new AppError('NOT_FOUND', 'Checkout session not found.');
  const plan = planSummary(deps, session.priceId);
  if (!plan) throw new AppError('NOT_FOUND', 'That plan is not available.');
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: options.userId },
    select: { email: true },
  });
  return { id: session.id, status: session.status, plan, email: user.email, cancelUrl: session.cancelUrl };
}

/** "Pay": the subscription starts now for a month, its first invoice paid. */
export async function completeLocalCheckout(options: {
  deps: AppDeps;
  userId: string;
  id: string;
  now?: Date;
}): Promise<{ redirectUrl: string }> {
  const { deps, userId } = options;
  requireLocal(deps);
  const now = options.now ?? new Date();
  const created = await deps.db.$transaction(async (tx) => {
    const [session] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM local_checkout_sessions WHERE id = ${options.id} AND user_id = ${userId}::uuid FOR UPDATE`;
    if (!session) throw new AppError('NOT_FOUND', 'Checkout session not found.');
    const row = await tx.localCheckoutSession.findUniqueOrThrow({ where: { id: options.id } });
    if (row.status === 'complete') return { row, sub: null };
    const sub = await tx.localSubscription.create({
      data: {
        id: localId('lsub'),
        userId,
        customerId: row.customerId,
        priceId: row.priceId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addOneMonth(now),
        latestInvoicePaid: true,
      },
    });
    await tx.localCheckoutSession.update({
      where: { id: row.id },
      data: { status: 'complete', subscriptionId: sub.id },
    });
    return { row, sub };
  });
  if (created.sub) {
    await emit(deps, 'checkout.session.completed', created.sub);
    await emit(deps, 'invoice.paid', created.sub);
  }
  return { redirectUrl: created.row.successUrl.replace('{CHECKOUT_SESSION_ID}', created.row.id) };
}

async function currentLocalSubscription(deps: AppDeps, userId: string) {
  return deps.db.localSubscription.findFirst({
    where: { userId, status: { not: 'canceled' } },
    orderBy: { createdAt: 'desc' },
  });
}

export async function getLocalPortal(options: { deps: AppDeps; userId: string }) {
  const { deps, userId } = options;
  requireLocal(deps);
  const sub = await currentLocalSubscription(deps, userId);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  return {
    email: user.email,
    subscription: sub
      ? {
          status: sub.status,
          plan: planSummary(deps, sub.priceId),
          pendingPlan: planSummary(deps, sub.pendingPriceId),
          currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          latestInvoicePaid: sub.latestInvoicePaid,
        }
      : null,
    plans: listPlans({ config: deps.config }).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      nMinutes: p.nMinutes,
    })),
  };
}

export type LocalPortalAction =
  | { action: 'change_plan'; planId: PlanId }
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'renew' }
  | { action: 'fail_payment' }
  | { action: 'pay' };

/** The portal's buttons, each the change Stripe would make, then Stripe's event for it. */
export async function localPortalAction(options: {
  deps: AppDeps;
  userId: string;
  command: LocalPortalAction;
  now?: Date;
}): Promise<void> {
  const { deps, userId, command } = options;
  requireLocal(deps);
  const sub = await currentLocalSubscription(deps, userId);
  if (!sub) throw new AppError('NOT_FOUND', 'There is no plan to change.');
  const update = (data: Parameters<typeof deps.db.localSubscription.update>[0]['data']) =>
    deps.db.localSubscription.update({ where: { id: sub.id }, data });

  switch (command.action) {
    case 'change_plan': {
      const target = planById(command.planId);
      const current = planSummary(deps, sub.priceId);
      if (!target?.purchasable || !current) throw new AppError('BAD_REQUEST', 'That plan is not available.');
      const priceId = priceIdOf(deps.config, target.id);
      if (target.nMinutes > current.nMinutes) {
        // Upgrades apply now (Stripe charges the prorated difference at once).
        await update({ priceId, pendingPriceId: null });
      } else {
        // Same plan clears a pending downgrade; a smaller plan waits for the next period.
        await update({ pendingPriceId: target.id === current.id ? null : priceId });
      }
      await emit(deps, 'customer.subscription.updated', sub);
      return;
    }
    case 'cancel':
      await update({ cancelAtPeriodEnd: true });
      await emit(deps, 'customer.subscription.updated', sub);
      return;
    case 'resume':
      await update({ cancelAtPeriodEnd: false });
      await emit(deps, 'customer.subscription.updated', sub);
      return;
    case 'renew':
    case 'fail_payment': {
      if (sub.cancelAtPeriodEnd) {
        await update({ status: 'canceled' });
        await emit(deps, 'customer.subscription.deleted', sub);
        return;
      }
      const paid = command.action === 'renew';
      await update({
        priceId: sub.pendingPriceId ?? sub.priceId,
        pendingPriceId: null,
        currentPeriodStart: sub.currentPeriodEnd,
        currentPeriodEnd: addOneMonth(sub.currentPeriodEnd),
        latestInvoicePaid: paid,
        status: paid ? 'active' : 'past_due',
      });
      await emit(deps, paid ? 'invoice.paid' : 'invoice.payment_failed', sub);
      return;
    }
    case 'pay':
      if (sub.latestInvoicePaid) return;
      await update({ latestInvoicePaid: true, status: 'active' });
      await emit(deps, 'invoice.paid', sub);
      return;
  }
}

export const LOCAL_PLAN_IDS = PLANS.filter((p) => p.purchasable).map((p) => p.id) as [PlanId, ...PlanId[]];
