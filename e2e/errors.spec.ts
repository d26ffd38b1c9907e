import { expect, test } from './fixtures.ts';

test('an unknown address answers 404 with the not-found page; a known one 200', async ({ page }) => {
  const missing = await page.goto('/this-page-does-not-exist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  const known = await page.goto('/privacy');
  expect(known?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code is gone after a deploy reloads once, then shows a kind error page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  // The new deploy no longer has this page's chunk.
  await page.route(/\/assets\/Privacy\.page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  // One reload (for the new version); the chunk is still missing, so the error page, not a loop.
  await expect(page.getByRole('heading', { name: 'Sorry, this page didn’t load properly' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(loads).toBe(1);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(/Hey developer/)).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);

  // Once the code is there again, Try again brings the page.
  await page.unroute(/\/assets\/Privacy\.page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sorry, this page didn’t load properly' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toBe(2);
});
