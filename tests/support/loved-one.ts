// Test set-up shared by the whole-call tests: a signed-in family with one loved one registered
// through the API (as the dashboard does), and a poll for what the server does after a reply.
import { expect } from 'vitest';
import { signedInClient, type TestApp } from './test-app.ts';

// Distinct numbers within a test file (its own database): a repeated one is refused with 409.
let numberSeq = 1000;

export async function registerLovedOne(
  app: TestApp,
  options: { minutes?: number; name?: string; activityAlerts?: boolean } = {},
) {
  const account = await signedInClient(app, 'call');
  const number = `+1412555${String(numberSeq++)}`;
  const alerts = options.activityAlerts ?? true;
  const res = await account.client.post('/api/phone-numbers', {
    number,
    name: options.name ?? 'Margaret Smith',
    relationship: 'mother',
    state: 'PA',
    timezone: 'America/New_York',
    missed_call_alert_threshold: 3,
    unusual_activity_alert: alerts,
    general_updates: alerts,
  });
  expect(res.status).toBe(201);
  await app.db.user.update({
    where: { id: account.userId },
    data: { alertContactEmail: `alerts-${account.email}` },
  });
  if (options.minutes !== undefined) {
    await app.db.subscription.update({
      where: { userId: account.userId },
      data: { minutesLeft: options.minutes },
    });
  }
  const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId: account.userId } });
  return { ...account, number, phone };
}

/** Polls until the probe gives a value (what a job or the end of a call writes, a moment later). */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
