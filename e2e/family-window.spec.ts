// The family's window on the calls: a daughter signs up, adds her mother, writes a note; her
// mother calls twice through the local phone (once with a fall); the daughter then sees both
// calls, the emergency and its alerts, the chart and the note passed on, moves the call time
// and corrects what Porchlight remembers.
import type { Page } from '@playwright/test';
import { choose, expect, signUp, test, uniquePhone } from './fixtures.ts';

/** One call from the loved one's phone through /dev/phone: each line said, and what to hear back. */
async function callFromLocalPhone(
  page: Page,
  number: string,
  lines: [say: string, hear: string][],
  end: 'goodbye' | 'hang up',
) {
  await page.goto('/dev/phone');
  await page.getByRole('switch', { name: 'Read replies aloud' }).click({ force: true });
  await page.getByRole('textbox', { name: /any number/ }).fill(number);
  await page.getByRole('button', { name: 'Call Porchlight' }).click();
  const transcript = page.getByTestId('dev-phone-transcript');
  await expect(transcript).toContainText('Hello Margaret, this is Porchlight');
  const input = page.getByRole('textbox', { name: 'Say something' });
  for (const [say, hear] of lines) {
    await expect(input).toBeEnabled();
    await input.fill(say);
    await input.press('Enter');
    await expect(transcript).toContainText(hear);
  }
  if (end === 'hang up') await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByText('Call ended', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

test('the family sees both calls, the emergency and its alerts, the chart and the note passed on, and steers', async ({
  page,
  email,
}) => {
  test.setTimeout(120_000);

  // Sign up and add Mum, with an alert e-mail.
  await signUp(page, email);
  await page.getByLabel('Your first name').fill('Susan');
  await page.getByLabel('Their name').fill('Margaret');
  const digits = uniquePhone();
  await page.getByLabel('Their phone number').pressSequentially(digits);
  await choose(page, 'Relationship', 'Mother');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Yes, keep me informed' }).click();
  await page.getByLabel('Alert contact email').fill(`alerts-${email}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Her card says calls have not started, and leads to her view.
  const card = page.getByTestId('phone-number-card');
  await expect(card.getByTestId('loved-one-status')).toHaveText(
    'Daily calls start after Margaret first calls +1 (215) 555-0142',
  );
  await card.getByRole('link', { name: 'Calls, notes and settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/loved-ones\/[0-9a-f-]{36}$/);
  const view = page.url();
  await expect(page.getByRole('heading', { name: 'Margaret', level: 1 })).toBeVisible();
  await expect(page.getByTestId('timeline-empty')).toBeVisible();
  await expect(page.getByTestId('call-time-waiting')).toContainText(
    'Daily calls start after Margaret first calls +1 (215) 555-0142',
  );

  // A note to pass on.
  await page.getByLabel('A note for Margaret').fill("I'll visit on Sunday with the children");
  await expect(page.getByText('38/500 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByTestId('family-note').filter({ hasText: "I'll visit on Sunday with the children" });
  await expect(note).toContainText('Waiting for the next call');
  await expect(page.getByLabel('A note for Margaret')).toHaveValue('');

  // Mum calls twice: the note is passed on in the first call; in the second she has fallen.
  const number = `+1${digits}`;
  await callFromLocalPhone(
    page,
    number,
    [
      ['Yes, that is fine', 'How are you today?'],
      ['I am well thank you', "Your family asked me to pass this on: I'll visit on Sunday with the children"],
      ['Please remember that my granddaughter Lucy visits on Sunday', "I'll remember that"],
      ['Goodbye', 'It was lovely talking with you, Margaret'],
    ],
    'goodbye',
  );
  await callFromLocalPhone(page, number, [["I fell in the bathroom and I can't get up", '9 1 1']], 'hang up');

  // Her view: both calls, newest first, with summaries and moods; the emergency marked.
  await page.goto(view);
  const calls = page.getByTestId('timeline-call');
  await expect(calls).toHaveCount(2);
  const emergency = calls.nth(0);
  const first = calls.nth(1);
  await expect(emergency).toHaveAttribute('data-crisis', 'emergency');
  await expect(emergency.getByTestId('call-crisis')).toHaveText('Emergency');
  await expect(emergency.getByTestId('call-summary')).toContainText(
    "I fell in the bathroom and I can't get up",
    {
      timeout: 15_000,
    },
  );
  await expect(emergency.getByTestId('call-outcome')).toHaveText(/^Talked \d+ min$/);
  // No cheerful mood on an emergency.
  await expect(emergency).not.toContainText(/Mood: (Steady|Good|Bright)/);
  // Its alert, with the status it reached.
  const alert = emergency.getByTestId('call-alert').filter({ hasText: 'Emergency alert' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`Emergency alert · E-mail to alerts-${email}`);
  await expect(alert).toContainText('Sent', { timeout: 15_000 });

  await expect(first).not.toHaveAttribute('data-crisis');
  await expect(first.getByTestId('call-summary')).toContainText('granddaughter Lucy', { timeout: 15_000 });
  await expect(first.getByTestId('call-mood')).toHaveText(/^Mood: (Very low|Low|Steady|Good|Bright)$/);
  await expect(first).toContainText("Notes passed onI'll visit on Sunday with the children");
  await expect(first).toContainText('Rememberedmy granddaughter Lucy visits on Sunday');

  // The conversation opens from the call.
  await first.getByRole('button', { name: 'Read the conversation' }).click();
  await expect(first.getByRole('log', { name: 'Conversation with Margaret' })).toContainText(
    'Please remember that my granddaughter Lucy visits on Sunday',
  );

  // The chart is drawn, with the day's calls in words too.
  await expect(page.getByTestId('activity-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('activity-summary')).toContainText('In the last 30 days: 2 calls');

  // The note shows as passed on, and can no longer be deleted.
  await expect(note).toContainText(/Passed on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d\d (AM|PM)/);
  await expect(note.getByRole('button', { name: /Delete note/ })).toHaveCount(0);

  // The first call taught the daily time; the family moves it.
  const callTime = page.getByRole('combobox', { name: 'Call time' });
  const target = (await callTime.inputValue()) === '10:30 AM' ? '11:00 AM' : '10:30 AM';
  await choose(page, 'Call time', target);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('loved-one-status')).toHaveText(
    new RegExp(`^Next call: (today|tomorrow) at ${target}, Margaret's time$`),
  );

  // A wrong memory is deleted (after a confirmation), and a fact added.
  const memories = page.getByTestId('memory');
  await expect(memories).toHaveCount(1);
  await expect(memories.first()).toContainText('From a call');
  await page.getByRole('button', { name: 'Delete: my granddaughter Lucy visits on Sunday' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this memory?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(memories).toHaveCount(0);
  await page.getByLabel('Add something to remember').fill('Her cat is called Misty');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(memories).toHaveCount(1);
  await expect(memories.first()).toContainText('Her cat is called MistyAdded by you');

  // Back on the dashboard: her card has the new time, and the emergency in plain sight.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByTestId('loved-one-status')).toHaveText(
    new RegExp(`^Next call: (today|tomorrow) at ${target}, Margaret's time$`),
  );
  const latest = card.getByTestId('latest-call');
  await expect(latest).toHaveAttribute('data-crisis', 'emergency');
  await expect(latest).toContainText('Emergency');

  // The way to that call (the alert e-mail links there too) opens it where it is.
  await latest.getByRole('link', { name: 'See the call' }).click();
  await expect(page).toHaveURL(/\/dashboard\/loved-ones\/[0-9a-f-]{36}\?call=[0-9a-f-]{36}$/);
  const linked = page.locator('[data-focused]');
  await expect(linked).toHaveAttribute('data-crisis', 'emergency', { timeout: 20_000 });
  await expect(linked.getByRole('log', { name: 'Conversation with Margaret' })).toContainText(
    "I fell in the bathroom and I can't get up",
  );
  await expect(linked).toBeInViewport();
});
