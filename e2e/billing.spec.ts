import type { Page } from '@playwright/test';
import { expect, signUpToDashboard, test } from './fixtures.ts';

const banner = (page: Page) => page.getByTestId('plan-banner');

test('a new account sees its free trial, chooses Standard, pays locally and comes back to a Standard plan', async ({
  page,
  email,
}, info) => {
  await signUpToDashboard(page, email);

  // The trial banner: no loved one yet, 30 minutes, 14 days.
  await expect(page.getByRole('button', { name: 'Starter Plan' })).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: "Let's Get Started!" })).toBeVisible();
  await expect(banner(page).getByText('30 minutes left')).toBeVisible();
  await expect(banner(page).getByText('14 days left')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Add Phone Number' })).toBeVisible();

  // The plan modal: Standard is Most Popular and preselected.
  await banner(page).getByRole('button', { name: 'View Plans & Pricing' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(modal).toBeVisible();
  const standard = modal.getByRole('radio', { name: /Standard/ });
  await expect(standard).toHaveAttribute('aria-checked', 'true');
  await expect(standard.getByText('Most Popular')).toBeVisible();
  await expect(standard.getByText('$59')).toBeVisible();
  await expect(
    standard.getByText(info.project.name === 'phone' ? '-17%' : '-17% OFF', { exact: true }),
  ).toBeVisible();
  await expect(modal.getByText('Secure payment powered by Porchlight test payments')).toBeVisible();
  await expect(modal.getByText('Cancel anytime', { exact: true })).toBeVisible();
  const go = modal.getByRole('button', { name: 'Get Started with Standard' });
  await expect(go).toBeEnabled();

  // Another plan, then back to Standard (a swipe on the phone, a click on the desktop).
  if (info.project.name === 'phone') {
    await modal.getByRole('button', { name: /Show the Premium plan/ }).click();
  } else {
    await modal.getByRole('radio', { name: /Premium/ }).click();
  }
  await expect(modal.getByRole('button', { name: 'Get Started with Premium' })).toBeVisible();
  if (info.project.name === 'phone') {
    await modal.getByRole('button', { name: /Show the Standard plan/ }).click();
  } else {
    await standard.click();
  }
  await go.click();

  // The local checkout shows the plan and the price.
  await expect(page).toHaveURL(/\/local-pay\/checkout\/lcs_/);
  await expect(page.getByRole('heading', { name: 'Porchlight Standard' })).toBeVisible();
  await expect(page.getByText('300 minutes per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $49.00' }).click();

  // The return: processing overlay on /dashboard, then activated, then a reload.
  await expect(page.getByText('Processing Your Subscription')).toBeVisible();
  await expect(page.getByText('Verifying payment and setting up your account...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Subscription Activated!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Phone numbers are now active and ready to use')).toBeVisible();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden({ timeout: 10_000 });

  await expect(page.getByRole('button', { name: 'Standard Plan' })).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'Almost Ready!' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Remaining' })).toContainText('300');
});

test('the plan badge opens the billing portal in a new tab', async ({ page, email }) => {
  await signUpToDashboard(page, email);
  await banner(page).getByRole('button', { name: 'View Plans & Pricing' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Get Started with Standard' })
    .click();
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden({ timeout: 15_000 });

  const [portal] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Standard Plan' }).click(),
  ]);
  await expect(portal).toHaveURL(/\/local-pay\/portal$/);
  await expect(portal.getByText('Current plan')).toBeVisible();
  await expect(portal.getByRole('heading', { name: 'Standard' })).toBeVisible();

  // An upgrade in the portal shows on the dashboard.
  await portal.getByRole('button', { name: /Premium/ }).click();
  await expect(portal.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Premium Plan' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Remaining' })).toContainText('600');
});

test('the trial banner turns urgent with 3 days left', async ({ page, email }) => {
  await signUpToDashboard(page, email);
  await page.getByText('Add New Number').waitFor();
  // The browser lives 11 days later: 3 of the 14 trial days are left.
  await page.clock.install({ time: new Date(Date.now() + 11 * 86_400_000) });
  await page.reload();
  await expect(banner(page).getByRole('heading', { name: 'Trial Ending Soon!' })).toBeVisible();
  await expect(banner(page).getByText('3 days left')).toBeVisible();
  await expect(banner(page)).toHaveAttribute('data-urgent', 'true');
  await banner(page).getByRole('button', { name: 'Upgrade Now to Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
});

test('a dismissed banner stays away', async ({ page, email }) => {
  await signUpToDashboard(page, email);
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Starter Plan' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
