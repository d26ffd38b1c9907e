import type { Page } from '@playwright/test';
import { expect, familyWithLovedOne, test } from './fixtures.ts';

const ADMIN_PASSWORD = 'e2e-admin-password'; // playwright.config.ts gives the server this one

/** A 3-second 440 Hz tone as a 16-bit mono WAV: real audio the browser can play and seek. */
function toneWav(seconds = 3, rate = 8000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  }
  return wav;
}

/**
 * A family with a loved one who phones Porchlight (the local phone's relay, as /dev/phone does),
 * agrees to recording, talks and says goodbye; the local phone then hands in its recording.
 */
async function familyWithARecordedCall(page: Page, email: string, name: string) {
  const number = await familyWithLovedOne(page, email, { name: 'Rosa Díaz', relationship: 'mother' });
  expect(
    (
      await page.request.post('/api/user/complete-onboarding', {
        data: { porchlight_user_name: name, profileSkipped: true },
      })
    ).ok(),
  ).toBe(true);

  const dialled = await page.request.post('/dev/phone/call', { data: { from: number } });
  const call = (await dialled.json()) as { callId: string; relayToken: string; relayPath: string };
  const said = await page.evaluate(
    async ({ call, number }) => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${call.relayPath}`);
      const heard: string[] = [];
      let partial = '';
      const replies: (() => void)[] = [];
      ws.onmessage = (event) => {
        const m = JSON.parse(String(event.data)) as { type: string; token?: string; last?: boolean };
        // Like Twilio, the phone hangs up when the relay says the call is over.
        if (m.type === 'end') ws.close();
        if (m.type !== 'text') return;
        partial += m.token ?? '';
        if (m.last) {
          heard.push(partial);
          partial = '';
          replies.shift()?.();
        }
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
      return heard;
    },
    { call, number },
  );
  expect(said.at(-1)).toContain('It was lovely talking with you, Rosa');
  const uploaded = await page.request.post(
    `/dev/phone/recording?callId=${call.callId}&token=${call.relayToken}&duration=3`,
    { data: toneWav(), headers: { 'content-type': 'audio/wav' } },
  );
  expect(uploaded.status()).toBe(200);
  // The family's session is not an admin session.
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
  await page.context().clearCookies();
  return { number, callId: call.callId };
}

test('the administrator signs in, finds a family, plays a call, reads its transcript and signs out', async ({
  page,
  email,
}, info) => {
  // A whole call through the relay, then the panel: a long walk, on a shared 2-core machine.
  test.slow();
  const name = `Marta ${info.project.name} ${Date.now()}`;
  const { callId } = await familyWithARecordedCall(page, email, name);
  const phone = info.project.name === 'phone';

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  const password = page.getByLabel('Admin Password');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is required');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password. Please try again.');
  await expect(password).toHaveValue('');
  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Toggle password visibility' }).dispatchEvent('mousedown');
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();

  // Overview: the figures are there and the service is healthy enough to be shown.
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('System monitoring and management')).toBeVisible();
  for (const card of [
    'Total Users',
    'Active Subscriptions',
    'Calls Today',
    'Active Connections',
    'Monthly Revenue',
    'Avg Call Duration',
    'Missed Call Alerts',
    'Crisis Referrals',
    'System Health',
  ]) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('group', { name: 'Crisis Referrals' })).toContainText(/\d this year$/);
  await expect(page.getByRole('group', { name: 'Calls Today' })).not.toContainText(/^Calls Today0$/);
  const stored = await page.evaluate(() => ({
    flag: localStorage.getItem('porchlight_admin_authenticated'),
    at: Number(localStorage.getItem('porchlight_admin_login_time')),
  }));
  expect(stored.flag).toBe('true');
  expect(Math.abs(stored.at - Date.now())).toBeLessThan(60_000);

  // Users: search for this family, then its calls.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByPlaceholder('Search users by name or email...').fill(name.toUpperCase());
  const userRow = phone ? page.getByTestId('user-card') : page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toHaveCount(1);
  await expect(userRow).toContainText(email);
  await userRow.getByRole('button', { name: 'View Calls' }).click();

  await expect(page.getByRole('tab', { name: 'Call Logs', selected: true })).toBeVisible();
  await expect(page.getByTestId('call-filter')).toHaveText(`Filtered by: ${name}`);
  const callRows = phone
    ? page.getByTestId('call-card')
    : page.getByRole('row').filter({ hasText: 'Rosa Díaz' });
  await expect(callRows).toHaveCount(1);
  await expect(callRows).toContainText('regular');
  await callRows.getByRole('button', { name: 'View Details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Call Details' });
  await expect(dialog).toBeVisible();
  const audio = dialog.locator('audio');
  await expect(audio).toHaveAttribute('src', `/api/admin/call-audio/${callId}/file`);
  await expect(dialog.getByRole('link', { name: 'Download Audio' })).toHaveAttribute(
    'download',
    `call-audio-${callId}.wav`,
  );
  await dialog.getByRole('button', { name: '1.5x' }).click();
  await dialog.getByRole('button', { name: 'Play' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() =>
      audio.evaluate((el: HTMLAudioElement) => ({ rate: el.playbackRate, moving: el.currentTime > 0 })),
    )
    .toEqual({ rate: 1.5, moving: true });
  // Playing to the end returns to paused.
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });

  const transcript = dialog.getByTestId('transcript');
  const lines = transcript.getByTestId('transcript-line');
  await expect(lines.first()).toContainText('Hello Rosa, this is Porchlight');
  await expect(lines.first()).toHaveAttribute('data-align', 'right');
  await expect(
    transcript.getByTestId('transcript-line').filter({ hasText: 'my grandson visited' }),
  ).toHaveAttribute('data-align', 'left');
  expect(await transcript.evaluate((el) => el.getBoundingClientRect().height)).toBe(500);

  // Closing resets the player: start, paused, 1x.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await callRows.getByRole('button', { name: 'View Details' }).click();
  await expect(dialog.getByRole('button', { name: '1x' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.getByTestId('call-filter')).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('porchlight_admin_authenticated'))).toBeNull();
  // The server session is over too (the panel logs out without waiting for the server's answer).
  await expect.poll(async () => (await page.request.get('/api/admin/stats')).status()).toBe(401);
});

test('a sign-in older than 4 hours is not honoured', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('porchlight_admin_login_time', String(Date.now() - 4 * 60 * 60 * 1000 - 1000)),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('porchlight_admin_login_time'))).toBeNull();
});
