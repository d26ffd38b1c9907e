// Every page and every dialog, checked with axe-core at a phone width and a desktop width: no
// critical or serious violation (contrast, names, landmarks, keyboard reach, ARIA). The pages are
// checked in the states people meet them in, error messages included.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, familyWithLovedOne, readLoginCode, signUp, test, uniquePhone } from './fixtures.ts';

const ADMIN_PASSWORD = 'e2e-admin-password'; // playwright.config.ts gives the server this one

/** Waits for fades and dialog transitions to end: text half faded in fails the contrast check. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    // A transition may start a frame or two after the element mounts (Mantine's modal does): wait
    // until two frames pass with nothing left running.
    for (let quiet = 0; quiet < 2;) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      quiet = running.length ? 0 : quiet + 1;
    }
  });
}

/** Runs axe on the page as it is now and fails with a readable list of what is critical or serious. */
async function audit(page: Page, where: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    // Off by default in axe (experimental), on here: a control's name must contain its visible
    // text (WCAG 2.5.3), so that 'Copy Number' can be said to voice control.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
          .join('\n    ')}`,
    );
  expect(blocking, `axe on ${where}`).toEqual([]);
}

/** Opens a dialog, checks it, and closes it with its named close button. */
async function auditDialog(page: Page, name: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Fully faded in: axe measures contrast on the colours as drawn.
  await expect(dialog).toHaveCSS('opacity', '1');
  await audit(page, `the ${name} dialog`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('public pages', async ({ page }) => {
  test.setTimeout(180_000); // nine axe runs on a shared two-core machine
  for (const path of [
    '/',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/safety',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await audit(page, path);
  }
  // The contact form's error messages, in the theme's error red.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await audit(page, '/contact with errors');
});

test('sign-in: new visitor, returning visitor, and a wrong code', async ({ page, request, email }) => {
  test.slow();
  await page.goto('/login?from=get-started');
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await audit(page, '/login?from=get-started');

  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByRole('main')).toHaveCount(1);
  await audit(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await readLoginCode(request, email);
  await expect(page.getByText('Login code sent to your email')).toBeVisible();
  await audit(page, '/login, code step');
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid or expired code. Please try again.')).toBeVisible();
  await audit(page, '/login, wrong code');
});

test('onboarding, every step, with its error messages', async ({ page, email }) => {
  test.setTimeout(180_000); // a dozen axe runs on a shared two-core machine
  await signUp(page, email);
  await expect(page.getByRole('main')).toHaveCount(1);
  await audit(page, 'onboarding step 1');
  await page.getByLabel('Your first name').fill('Susan');
  await page.getByLabel('Their phone number').pressSequentially('+44 20');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await expect(
    page.getByText('Only +1 (US/Canada), +33 (France), and +34 (Spain) are supported'),
  ).toBeVisible();
  await audit(page, 'onboarding step 1 with a phone error');
  await page.getByLabel('Their phone number').fill('');
  await page.getByLabel('Their phone number').pressSequentially(uniquePhone());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await audit(page, 'onboarding step 1 without the loved one’s name');
  await page.getByLabel('Their name').fill('Margaret');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Updates & Alerts' })).toBeVisible();
  await audit(page, 'onboarding step 2');
  await page.getByRole('button', { name: 'Yes, keep me informed' }).click();

  await expect(page.getByRole('heading', { name: 'Set Your Preferences' })).toBeVisible();
  await audit(page, 'onboarding step 3');
  await page.getByLabel('Alert contact email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await audit(page, 'onboarding step 3 with an e-mail error');
  await page.getByLabel('Alert contact email').fill(`alerts-${email}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Susan', level: 1 })).toBeVisible();
});

test('the dashboard and each of its dialogs', async ({ page, email }) => {
  test.setTimeout(180_000); // a dozen axe runs on a shared two-core machine
  // A family who finished onboarding, set up through the API as the wizard would.
  await familyWithLovedOne(page, email, { name: 'Margaret', relationship: 'mother' });
  const completed = await page.request.post('/api/user/complete-onboarding', {
    data: { porchlight_user_name: 'Margaret', first_name: 'Susan', alert_contact_email: `alerts-${email}` },
  });
  expect(completed.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Susan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-banner')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await audit(page, '/dashboard');

  await auditDialog(page, 'Add New Phone Number', async () => {
    await page.getByText('Add New Number').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Phone Number' });
    await dialog.getByLabel('Phone number').pressSequentially('12');
    await expect(dialog.getByText('Phone number must have at least 10 digits')).toBeVisible();
  });
  await auditDialog(page, 'Update Phone Number', () =>
    page.getByRole('button', { name: 'Update Margaret' }).click(),
  );
  await auditDialog(page, 'Settings', () =>
    page.getByRole('button', { name: 'Settings', exact: true }).click(),
  );
  await auditDialog(page, 'Notification Settings', () =>
    page.getByRole('button', { name: 'Notification Settings' }).click(),
  );
  await auditDialog(page, 'Choose Your Plan', () =>
    page
      .getByTestId('plan-banner')
      .getByRole('button', { name: /Upgrade|View Plans/ })
      .click(),
  );
  await auditDialog(page, 'Delete Account', async () => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('button', { name: 'Delete Account' })
      .click();
  });
});

test('every plan, Premium included, can be seen whole: side by side at 1280×800, one by one on the phone', async ({
  page,
  email,
}, info) => {
  const desktop = info.project.name === 'desktop';
  await signUp(page, email);
  await page.getByLabel('Their name').fill('Margaret');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('plan-banner').getByRole('button', { name: 'View Plans & Pricing' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(modal).toBeVisible();
  await settle(page);
  const footer = await modal.getByRole('button', { name: 'Get Started with Standard' }).boundingBox();
  for (const plan of ['Basic', 'Standard', 'Premium']) {
    const card = modal.getByRole('radio', { name: new RegExp(`^${plan},`) });
    // On the phone the plans are a carousel: each is reached by swiping to it.
    if (!desktop) await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport({ ratio: 1 });
    if (!desktop) continue;
    // On the desktop grid, not hidden under the sticky button either.
    const box = await card.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0), plan).toBeLessThanOrEqual(footer?.y ?? 0);
  }
});

/** A loved one who phoned Porchlight through the local phone's relay and talked for a moment. */
async function lovedOneWithACall(page: Page, email: string) {
  await page.goto('/');
  expect((await page.request.post('/api/auth/email/login', { data: { email } })).ok()).toBe(true);
  const number = `+1${uniquePhone('412')}`;
  const created = await page.request.post('/api/phone-numbers', {
    data: { number, name: 'Rosa Díaz', relationship: 'mother', state: 'PA' },
  });
  expect(created.status()).toBe(201);
  const dialled = await page.request.post('/dev/phone/call', { data: { from: number } });
  const call = (await dialled.json()) as { callId: string; relayToken: string; relayPath: string };
  await page.evaluate(
    async ({ call, number }) => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${call.relayPath}`);
      const replies: (() => void)[] = [];
      ws.onmessage = (event) => {
        const m = JSON.parse(String(event.data)) as { type: string; last?: boolean };
        if (m.type === 'end') ws.close();
        if (m.type === 'text' && m.last) replies.shift()?.();
      };
      const closed = new Promise<void>((resolve) => (ws.onclose = () => resolve()));
      await new Promise<void>((resolve) => (ws.onopen = () => resolve()));
      ws.send(
        JSON.stringify({
          type: 'setup',
          callSid: call.callId,
          from: number,
          direction: 'inbound',
          customParameters: { callId: call.callId, relayToken: call.relayToken },
        }),
      );
      for (const words of ['Yes, that is fine', 'Very well, my grandson visited', 'Goodbye']) {
        const reply = new Promise<void>((resolve) => replies.push(resolve));
        ws.send(JSON.stringify({ type: 'prompt', voicePrompt: words, lang: 'en-US', last: true }));
        await reply;
      }
      await closed;
    },
    { call, number },
  );
  await page.context().clearCookies();
}

test('the admin panel, with a call transcript open', async ({ page, email }) => {
  test.setTimeout(180_000); // a whole call through the relay, then five axe runs
  await lovedOneWithACall(page, email);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is required');
  await audit(page, 'the admin sign-in with an error');
  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();

  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await audit(page, 'the admin overview');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByPlaceholder('Search users by name or email...').fill(email);
  const viewCalls = page.getByRole('button', { name: 'View Calls' });
  await expect(viewCalls).toHaveCount(1);
  await audit(page, 'the admin users tab');
  await viewCalls.click();
  await expect(page.getByTestId('call-filter')).toBeVisible();
  const details = page.getByRole('button', { name: 'View Details' });
  await expect(details).toHaveCount(1);
  await audit(page, 'the admin call logs');

  await details.click();
  const dialog = page.getByRole('dialog', { name: 'Call Details' });
  const transcript = dialog.getByRole('log', { name: 'Transcript' });
  await expect(transcript).toContainText('Hello Rosa, this is Porchlight');
  await audit(page, 'the Call Details dialog with its transcript');
  // The transcript panel is reached with Tab, so it can be scrolled with the arrow keys.
  let reached = false;
  for (let i = 0; i < 25 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await transcript.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'the transcript takes keyboard focus').toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
