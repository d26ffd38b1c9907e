import { choose, expect, signUp, test, uniquePhone } from './fixtures.ts';

test('onboarding, yes path: profile, alerts, preferences, then the dashboard lists the loved one', async ({
  page,
  email,
}) => {
  await signUp(page, email);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('Your first name').fill('Susan');
  const phone = page.getByLabel('Their phone number');
  await phone.pressSequentially(uniquePhone());
  // The loved one's name is required here: step 2 has no name field.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('Their name').fill('Margaret');
  await expect(phone).toHaveValue(/^\(215\) \d{3}-\d{4}$/);
  // The state follows the area code.
  await expect(page.getByRole('combobox', { name: 'State / country' })).toHaveValue('🇺🇸 Pennsylvania');
  await choose(page, 'Relationship', 'Mother');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Updates & Alerts' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, keep me informed' }).click();

  await expect(page.getByRole('heading', { name: 'Set Your Preferences' })).toBeVisible();
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled(); // a contact is required
  // ...but the hint is not an error before anything was typed.
  const hint = page.getByText(
    'Provide at least one contact method (phone or email) to receive notifications.',
  );
  await expect(hint).toHaveCSS('color', 'rgb(95, 85, 73)'); // the theme's dimmed text, not red
  await page.getByLabel('Alert contact email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(cont).toBeDisabled();
  await page.getByLabel('Alert contact email').fill(`alerts-${email}`);
  await expect(cont).toBeEnabled();
  await cont.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // Greeted by their own name, not their mother's.
  await expect(page.getByRole('heading', { name: 'Hello, Susan', level: 1 })).toBeVisible();
  await expect(page.getByText('Hello, Margaret')).toHaveCount(0);
  const card = page.getByTestId('phone-number-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('🇺🇸 Pennsylvania')).toBeVisible();
  await expect(card.getByText('Alert after 3 missed calls')).toBeVisible();
  await expect(card.getByText('Activity monitoring on')).toBeVisible();
  await expect(card.getByText('General updates on')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('porchlight_'))),
  ).toEqual([]);
});

test("onboarding, 'No, just the service': the number is registered with every alert off", async ({
  page,
  email,
}) => {
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Walter');
  await page.getByLabel('Their phone number').pressSequentially(`+1${uniquePhone('412')}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'No, just the service' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('phone-number-card');
  await expect(card.getByText('No missed call alerts')).toBeVisible();
  await expect(card.getByText('Activity monitoring off')).toBeVisible();
  await expect(card.getByText('General updates off')).toBeVisible();
  // No alert contact: the chips are greyed.
  await expect(card.locator('[data-greyed]')).toHaveCount(3);
});

test('onboarding with no phone number skips the profile and finishes at once', async ({ page, email }) => {
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Rosa');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // No first name given: a neutral greeting, never the loved one's name.
  await expect(page.getByRole('heading', { name: 'Hello', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByTestId('phone-number-card')).toHaveCount(0);
  await expect(page.getByText('Add New Number')).toBeVisible();
});

test('the phone field shows the spec messages and clears an undetectable state', async ({ page, email }) => {
  await signUp(page, email);
  const phone = page.getByLabel('Their phone number');
  const state = page.getByRole('combobox', { name: 'State / country' });
  await phone.pressSequentially('+44 20');
  await expect(
    page.getByText('Only +1 (US/Canada), +33 (France), and +34 (Spain) are supported'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await phone.fill('');
  await phone.pressSequentially('+33612345678');
  await expect(phone).toHaveValue('+33 6 12 34 56 78');
  await expect(state).toHaveValue('🇫🇷 France');
  await phone.fill('');
  await phone.pressSequentially('+1 (123');
  await expect(state).toHaveValue('');
  await phone.pressSequentially('4567890');
  await expect(page.getByText('valid area code: 123 is not a known US area code')).toBeVisible();
});

test('a number active on another account is refused with the spec alert', async ({
  page,
  request,
  email,
}) => {
  const number = uniquePhone();
  // Another family registered this number first.
  const other = await request.post('/api/auth/email/login', { data: { email: `other-${email}` } });
  expect(other.ok()).toBe(true);
  const created = await request.post('/api/phone-numbers', {
    data: { number, name: 'Someone', state: 'PA', missed_call_alert_threshold: 3 },
  });
  expect(created.status()).toBe(201);

  await signUp(page, email);
  await page.getByLabel('Their name').fill('Margaret');
  await page.getByLabel('Their phone number').pressSequentially(number);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'No, just the service' }).click();
  await expect(
    page.getByText(
      'This phone number is already active on another account with a valid subscription. Please use a different phone number.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a lost saved profile at step 2 sends the user back to step 1 with the spec alert', async ({
  page,
  email,
}) => {
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Margaret');
  await page.getByLabel('Their phone number').pressSequentially(uniquePhone());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Updates & Alerts' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('button', { name: 'Yes, keep me informed' }).click();
  await expect(
    page.getByText('Profile data not found. Please go back and complete the profile step.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
});

test('a reload resumes onboarding where it was left', async ({ page, email }) => {
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Margaret');
  await page.getByLabel('Their phone number').pressSequentially(uniquePhone());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Yes, keep me informed' }).click();
  await expect(page.getByRole('heading', { name: 'Set Your Preferences' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Set Your Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Their name')).toHaveValue('Margaret');
});
