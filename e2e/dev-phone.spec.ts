import { expect, familyWithLovedOne, test } from './fixtures.ts';

test('the local phone calls the companion as a registered loved one and has a conversation', async ({
  page,
  email,
}) => {
  // A family registers their mother (through the API, as the dashboard does).
  const number = await familyWithLovedOne(page, email, { name: 'Rosa Díaz', relationship: 'mother' });

  await page.goto('/dev/phone');
  await expect(page.getByRole('heading', { name: 'Local phone' })).toBeVisible();
  await page.getByRole('switch', { name: 'Read replies aloud' }).click({ force: true });
  await page.getByRole('combobox', { name: 'Call as' }).click();
  await page.getByRole('option', { name: new RegExp(number.replace('+', '\\+')) }).click();
  await page.getByRole('button', { name: 'Call Porchlight' }).click();

  const transcript = page.getByTestId('dev-phone-transcript');
  await expect(transcript).toContainText('Hello Rosa, this is Porchlight');
  await expect(transcript).toContainText('Is that all right with you?');
  await expect(page.getByText('On the call')).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Say something' });
  await input.fill('Yes, that is fine');
  await input.press('Enter');
  await expect(transcript).toContainText('Thank you. How are you today?');
  await input.fill('Very well, my grandson visited');
  await input.press('Enter');
  await expect(transcript).toContainText(
    'Is there anything you would like me to remember, or remind you about?',
  );
  await input.fill('Remind me to call my sister at 6 pm');
  await input.press('Enter');
  await expect(transcript).toContainText(
    /I'll call to remind you to call your sister (today|tomorrow) at 6:00 PM/,
  );
  await input.fill('Goodbye');
  await input.press('Enter');
  await expect(transcript).toContainText('It was lovely talking with you, Rosa');
  await expect(page.getByText('Call ended', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(input).toBeDisabled();
});

test("the local phone records the microphone when the caller agrees, for the admin panel's player", async ({
  page,
  email,
}) => {
  const number = await familyWithLovedOne(page, email, { name: 'Ida Marsh', relationship: 'grandmother' });

  await page.goto('/dev/phone');
  await page.getByRole('switch', { name: 'Read replies aloud' }).click({ force: true });
  await page.getByRole('switch', { name: 'Record my microphone' }).click({ force: true });
  await page.getByRole('textbox', { name: /any number/ }).fill(number);
  await page.getByRole('button', { name: 'Call Porchlight' }).click();
  const transcript = page.getByTestId('dev-phone-transcript');
  await expect(transcript).toContainText('Is that all right with you?');
  const input = page.getByRole('textbox', { name: 'Say something' });
  await input.fill('Yes, that is fine');
  await input.press('Enter');
  await expect(transcript).toContainText('Thank you. How are you today?');
  await page.waitForTimeout(1500); // a little audio
  await input.fill('Goodbye');
  await input.press('Enter');
  await expect(transcript).toContainText('Recording kept for the admin panel (24 hours)', {
    timeout: 15_000,
  });
  // The administrator's view of that call has the audio.
  expect(
    (await page.request.post('/api/admin/auth', { data: { password: 'e2e-admin-password' } })).status(),
  ).toBe(200);
  const [user] = (await (
    await page.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`)
  ).json()) as { id: string }[];
  const { calls } = (await (await page.request.get(`/api/admin/users/${user!.id}/calls`)).json()) as {
    calls: { id: string }[];
  };
  const audio = (await (await page.request.get(`/api/admin/call-audio/${calls[0]!.id}`)).json()) as {
    available: boolean;
    audioUrl: string;
    format: string;
  };
  expect(audio).toMatchObject({ available: true, format: 'webm' });
  const file = await page.request.get(audio.audioUrl);
  expect(file.headers()['content-type']).toBe('audio/webm');
  expect((await file.body()).length).toBeGreaterThan(1000);
});

test('an unknown number hears what Porchlight is', async ({ page }) => {
  await page.goto('/dev/phone');
  await page.getByRole('switch', { name: 'Read replies aloud' }).click({ force: true });
  await page.getByRole('textbox', { name: /any number/ }).fill('+13125550142');
  await page.getByRole('button', { name: 'Call Porchlight' }).click();
  await expect(page.getByTestId('dev-phone-transcript')).toContainText(
    'an AI phone companion for older adults',
  );
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByText('Call ended', { exact: true }).first()).toBeVisible();
});

test('an outbound check-in rings the local phone, and answering connects it', async ({ page, email }) => {
  const number = await familyWithLovedOne(page, email, { name: 'Harold', relationship: 'father' });

  await page.goto('/dev/phone');
  await page.getByRole('switch', { name: 'Read replies aloud' }).click({ force: true });
  await page.getByRole('textbox', { name: /any number/ }).fill(number);
  await page.getByRole('button', { name: 'Have Porchlight call' }).click();
  const ringing = page.getByTestId('dev-phone-ringing');
  await expect(ringing).toContainText('The daily check-in for Harold');
  await ringing.getByRole('button', { name: 'Answer' }).click();
  const transcript = page.getByTestId('dev-phone-transcript');
  await expect(transcript).toContainText('Hello Harold, this is Porchlight');
  const input = page.getByRole('textbox', { name: 'Say something' });
  await expect(input).toBeEnabled();
  await input.fill('Yes');
  await input.press('Enter');
  // Outbound: after consent, whether it is a good time.
  await expect(transcript).toContainText('Thank you. Is this a good time to talk?');
  await input.fill('No, not really');
  await input.press('Enter');
  await expect(transcript).toContainText("All right, I won't keep you.");
  await expect(page.getByText('Call ended', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});
