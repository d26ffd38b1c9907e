import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest sign-in code e-mailed to `email`, read from the dev outbox. */
export async function readLoginCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/dev/outbox.json');
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      const mail = messages.find(
        (m) => m.to === email && m.subject.includes('sign-in code') && Date.parse(m.createdAt) >= after,
      );
      code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs up through the UI (first login goes straight in) and returns the address. */
export async function signUp(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

export const test = base.extend<{ email: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  email: async ({}, use, info) => {
    await use(`e2e-${info.project.name}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`);
  },
  // Each test looks like its own visitor to the per-IP rate limits.
  // eslint-disable-next-line no-empty-pattern -- as above
  extraHTTPHeaders: async ({}, use) => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    await use({ 'x-forwarded-for': ip });
  },
  // Every test also checks that the Content-Security-Policy blocked nothing the page needed.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/** Which colour channel dominates a box's background: tells a red error box from a green notice. */
export async function dominantChannel(locator: Locator): Promise<'red' | 'green' | 'blue' | 'none'> {
  const color = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  if (r > g + 10 && r > b + 10) return 'red';
  if (g > r + 10 && g > b) return 'green';
  if (b > r + 10 && b > g + 10) return 'blue';
  return 'none';
}

/** A valid Philadelphia-area number nobody else in this run uses: digits only, as a person types. */
export function uniquePhone(area = '215'): string {
  return `${area}${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** Mantine selects are comboboxes: open one by its label and pick an option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Clicks `trigger` until the dialog named `name` is open, and returns the dialog. A click that
 * lands while the dashboard is still settling (its first data arriving, the page taking over
 * from the server's HTML) can open nothing; seen in CI under load, on two different dialogs.
 */
export async function openDialog(page: Page, trigger: Locator, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

/** Signs up, skips the profile (no phone), and lands on the dashboard with no numbers. */
export async function signUpToDashboard(page: Page, email: string) {
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Margaret'); // required, even when the profile is skipped
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new account (signed in on this page's cookies) with one loved one registered through the
 * API, as the dashboard would; returns the loved one's E.164 number.
 */
export async function familyWithLovedOne(
  page: Page,
  email: string,
  lovedOne: { name: string; relationship: string },
): Promise<string> {
  await page.goto('/');
  expect((await page.request.post('/api/auth/email/login', { data: { email } })).ok()).toBe(true);
  const number = `+1${uniquePhone('412')}`;
  const created = await page.request.post('/api/phone-numbers', {
    data: { number, ...lovedOne, state: 'PA' },
  });
  expect(created.status()).toBe(201);
  return number;
}
