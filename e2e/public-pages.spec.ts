import { expect, test } from './fixtures.ts';

// playwright.config.ts configures it as +12155550142: every page shows it formatted.
const SUPPORT_PHONE = '+1 (215) 555-0142';

test('the landing page explains Porchlight and Start Free Trial leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /robot/i }).first()).toBeVisible();
  for (const badge of ['Easy Setup', 'Always Available', 'Trusted by Families']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('feature-card')).toHaveCount(10);
  // The two robot images are preloaded.
  await expect(page.locator('head > link[rel="preload"][as="image"]')).toHaveCount(2);

  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/login\?from=get-started$/);
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByText('Enter your email to start your free trial')).toBeVisible();
});

test('the landing page arrives rendered, and the scripts take it over without an error', async ({
  browser,
  page,
}) => {
  // Before any script runs (here: none at all), the hero is already on the page.
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const bare = await noScripts.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(
    'A warm voice for your parent, every single day',
  );
  await expect(bare.getByRole('img', { name: /robot/i }).first()).toBeVisible();
  await noScripts.close();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // React took the page over in place: a link navigates within the app, not by loading a page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('Sign in at the top right opens the returning-user sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test("'Call me for free' calls on a phone and shows the number on a desktop", async ({ page }, info) => {
  await page.goto('/');
  if (info.project.name === 'phone') {
    const link = page.getByRole('link', { name: /Call me for free/ });
    await expect(link).toHaveAttribute('href', 'tel:+12155550142');
    await expect(link).toContainText(SUPPORT_PHONE);
  } else {
    const button = page.getByRole('button', { name: /Call me for free/ });
    await expect(button).toBeVisible();
    await button.hover();
    await expect(page.getByText(SUPPORT_PHONE).first()).toBeVisible();
  }
});

for (const [path, heading] of [
  ['/privacy', /Privacy/],
  ['/terms', /Terms/],
  ['/cookies', /Cookie/],
  ['/about', /About/],
  ['/safety', /Safety and crisis protocol/],
  ['/contact', /Contact us/],
] as const) {
  test(`${path} has its content, a 'Last updated' line and a way back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Last updated/)).toBeVisible();
    await expect(page.getByText(/Porchlight/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the support number is formatted in the footer and on the contact page', async ({ page }) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo').getByRole('link', { name: SUPPORT_PHONE });
  await expect(footer).toHaveAttribute('href', 'tel:+12155550142');
  const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(aside.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+12155550142');
  await expect(page.getByText('+12155550142')).toHaveCount(0);
});

test('the terms name Pennsylvania law and the policies name the retention periods', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/Pennsylvania/).first()).toBeVisible();
  await expect(page.getByText(/arbitration/i).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/24 hours/).first()).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByText('porchlight_session').filter({ visible: true })).toBeVisible();
});

test('the footer leads to the safety and crisis protocol, with the numbers to call', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety and Crisis Protocol' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety and crisis protocol' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'It is a computer program, not a person' })).toBeVisible();

  const lines = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Crisis line' }) });
  for (const [country, number] of [
    ['United States', '988'],
    ['France', '3114'],
    ['Spain', '024'],
  ]) {
    const row = lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: country }) });
    await expect(row.getByRole('link', { name: number })).toBeVisible();
    await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
  }
  await expect(
    page.getByText('Porchlight never calls 911, or any other emergency service, itself.'),
  ).toBeVisible();

  // Nothing, tables included, pushes the page sideways on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('the contact form sends a message, thanks the visitor and clears', async ({ page, request }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please choose a subject')).toBeVisible();

  const name = `Dana ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('dana@example.com');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Billing Question' }).click();
  await page.getByLabel('Message').fill('How do I change my plan?');
  await send.click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The worker e-mails it to support (the dev outbox stands in for SMTP here).
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/outbox.json')).json()) as {
        messages: { to: string; subject: string }[];
      };
      return messages.find((m) => m.subject.includes(name))?.subject ?? null;
    })
    .toBe(`[Contact] Billing Question from ${name}`);
});
