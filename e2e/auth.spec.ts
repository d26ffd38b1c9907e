import { dominantChannel, expect, readLoginCode, signUp, test } from './fixtures.ts';

test('a first-time visitor signs in with just an e-mail and lands on onboarding', async ({ page, email }) => {
  await page.goto('/login?from=get-started');
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByText('Enter your email to start your free trial')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Email address').fill(`  ${email.toUpperCase()}  `);
  await continueButton.click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
});

test('signing out returns to the landing page and protected pages ask to sign in', async ({
  page,
  email,
}) => {
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login$/);
});

test('a returning user signs in with the code from the e-mail', async ({ page, request, email }) => {
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  const sentAfter = Date.now() - 1000;
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Login code sent to your email' });
  await expect(sent).toBeVisible();
  expect(await dominantChannel(sent)).toBe('green');
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();

  const code = await readLoginCode(request, email, sentAfter);
  const field = page.getByLabel('6-digit code');
  await field.fill(`${code.slice(0, 3)}-${code.slice(3)}x9`); // non-digits are stripped, capped at 6
  await expect(field).toHaveValue(code);
  await verify.click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // A signed-in user is sent away from the public-only login page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a wrong code shows the red error and Back starts over', async ({ page, request, email }) => {
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await readLoginCode(request, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid or expired code. Please try again.' });
  await expect(alert).toBeVisible();
  expect(await dominantChannel(alert)).toBe('red');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Login code sent to your email')).toHaveCount(0);
});
