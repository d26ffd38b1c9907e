// Texts through Twilio (a small fake of its REST API) and their delivery receipts: each text asks
// for a StatusCallback and keeps its message SID; a receipt signed with the real `twilio` SDK marks
// the alert delivered or failed (a failed one is tried by e-mail), a forged one changes nothing,
// and the family's alert history shows the status.
import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlert } from '../../src/server/alerts/deliver-alert.ts';
import { raiseAlert } from '../../src/server/alerts/raise-alert.ts';
import { uuidToCode } from '../../src/server/messages/links.ts';
import { startAppWithFakeTwilio, TWILIO_TEST } from '../support/fake-twilio.ts';
import { signedInClient, type TestApp } from '../support/test-app.ts';

const { account: ACCOUNT, token: TOKEN, publicUrl: PUBLIC } = TWILIO_TEST;

let app: TestApp;
let stop: (() => Promise<void>) | undefined;
const messages: { sid: string; form: Record<string, string> }[] = [];

beforeAll(async () => {
  ({ app, stop } = await startAppWithFakeTwilio((req, body, res) => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    if (req.url?.endsWith('/Messages.json')) {
      messages.push({ sid, form: Object.fromEntries(new URLSearchParams(body)) });
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid, account_sid: ACCOUNT, status: 'queued' }));
  }));
});
afterAll(async () => {
  await stop?.();
});

let seq = 0;

/** A family with a loved one in Chicago, an alert phone and e-mail, and an emergency on a call. */
async function emergency() {
  const n = seq++;
  const account = await signedInClient(app, 'receipt');
  const number = `+1312555${String(4000 + n)}`;
  expect(
    (
      await account.client.post('/api/phone-numbers', {
        number,
        name: 'Rosa Díaz',
        relationship: 'mother',
        state: 'IL',
        timezone: 'America/Chicago',
      })
    ).status,
  ).toBe(201);
  const alertPhone = `+1215555${String(7000 + n)}`;
  await app.db.user.update({
    where: { id: account.userId },
    data: { alertContact: alertPhone, alertContactEmail: `fam-${account.email}` },
  });
  const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId: account.userId } });
  const call = await app.db.call.create({
    data: {
      userId: account.userId,
      phoneNumberId: phone.id,
      direction: 'inbound',
      type: 'regular',
      status: 'in-progress',
    },
  });
  await app.db.$transaction((tx) =>
    raiseAlert({
      tx,
      userId: account.userId,
      phoneNumberId: phone.id,
      callId: call.id,
      kind: 'emergency',
      subject: 'URGENT: Rosa Díaz may be having an emergency',
      message: 'Rosa Díaz may be having an emergency. Please check on them now.',
    }),
  );
  const sms = await app.db.alert.findFirstOrThrow({ where: { userId: account.userId, channel: 'sms' } });
  expect(await deliverAlert({ deps: app.deps, alertId: sms.id })).toBe('sent');
  const sent = messages.at(-1)!;
  return { ...account, number, phone, call, alertPhone, sms, sent };
}

function receipt(alertId: string, params: Record<string, string>, token = TOKEN) {
  const path = `/api/twilio/sms/status?alertId=${alertId}`;
  const form = { AccountSid: ACCOUNT, ...params };
  const signature = twilio.getExpectedTwilioSignature(token, `${PUBLIC}${path}`, form);
  return app.client().request('POST', path, {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

describe('an emergency text through Twilio', () => {
  it('carries the number to tap, the local time and the short link, and asks for a delivery receipt', async () => {
    const f = await emergency();
    expect(f.sent.form.To).toBe(f.alertPhone);
    expect(f.sent.form.From).toBe('+12155550100');
    expect(f.sent.form.StatusCallback).toBe(`${PUBLIC}/api/twilio/sms/status?alertId=${f.sms.id}`);
    const body = f.sent.form.Body!;
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(f.sms.createdAt)
      .replace(/\s/g, ' ');
    expect(body).toContain('Porchlight URGENT: Rosa');
    expect(body).toContain(`(${time} their time)`);
    expect(body).toMatch(new RegExp(`\\nCall (them: )?\\${f.number}\\n`));
    // Í is not in GSM-7: the name is folded rather than making the text UCS-2.
    expect(body).toContain('Rosa Diaz');
    expect(body).toContain(`${PUBLIC}/c/${uuidToCode(f.call.id)}`);
    expect(body).toMatch(/\nReply STOP to stop these texts\.$/);
    expect(await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } })).toMatchObject({
      status: 'sent',
      providerMessageId: f.sent.sid,
    });
  });
});

describe('delivery receipts', () => {
  it('a signed "delivered" marks the text delivered; steps before it and late ones change nothing', async () => {
    const f = await emergency();
    const sent = await receipt(f.sms.id, { MessageSid: f.sent.sid, MessageStatus: 'sent' });
    expect(sent.status).toBe(200);
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } })).status).toBe('sent');
    expect((await receipt(f.sms.id, { MessageSid: f.sent.sid, MessageStatus: 'delivered' })).status).toBe(
      200,
    );
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } })).status).toBe('delivered');
    // Out of order: a late "sent", or a receipt for another message, leaves it delivered.
    await receipt(f.sms.id, { MessageSid: f.sent.sid, MessageStatus: 'sent' });
    await receipt(f.sms.id, { MessageSid: 'SMother', MessageStatus: 'failed', ErrorCode: '30003' });
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } })).status).toBe('delivered');

    const history = await f.client.get<{ alerts: { id: string; status: string; channel: string }[] }>(
      '/api/alerts',
    );
    expect(history.body.alerts.find((a) => a.id === f.sms.id)).toMatchObject({
      channel: 'sms',
      status: 'delivered',
    });
  });

  it('a signed "undelivered" marks it failed with the error; the e-mail of the same alert stands', async () => {
    const f = await emergency();
    const res = await receipt(f.sms.id, {
      MessageSid: f.sent.sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect(res.status).toBe(200);
    const row = await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } });
    expect(row).toMatchObject({ status: 'failed', error: 'Not delivered (Twilio undelivered, error 30003)' });
    // The family's e-mail already carries this event, so no second e-mail is added.
    const emails = await app.db.alert.findMany({ where: { userId: f.userId, channel: 'email' } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.eventKey).toBe(row.eventKey);
  });

  it('a failed text to a family without an alert e-mail is tried at the account address', async () => {
    const f = await emergency();
    await app.db.alert.deleteMany({ where: { userId: f.userId, channel: 'email' } });
    await app.db.user.update({ where: { id: f.userId }, data: { alertContactEmail: null } });
    await receipt(f.sms.id, { MessageSid: f.sent.sid, MessageStatus: 'failed', ErrorCode: '30006' });
    const fallback = await app.db.alert.findFirstOrThrow({ where: { userId: f.userId, channel: 'email' } });
    expect(fallback).toMatchObject({ kind: 'emergency', destination: f.email, status: 'pending' });
  });

  it('refuses a forged receipt: unsigned, signed with another token, or for another account', async () => {
    const f = await emergency();
    const path = `/api/twilio/sms/status?alertId=${f.sms.id}`;
    const form = { AccountSid: ACCOUNT, MessageSid: f.sent.sid, MessageStatus: 'delivered' };
    const unsigned = await app.client().request('POST', path, {
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(403);
    expect(
      (await receipt(f.sms.id, { MessageSid: f.sent.sid, MessageStatus: 'delivered' }, 'wrong-token')).status,
    ).toBe(403);
    // Signed over a different alert id than the one posted to.
    const other = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC}/api/twilio/sms/status?alertId=x`, form);
    const moved = await app.client().request('POST', path, {
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': other },
    });
    expect(moved.status).toBe(403);
    const foreign = { ...form, AccountSid: 'AC' + 'f'.repeat(32) };
    const foreignSig = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC}${path}`, foreign);
    const wrongAccount = await app.client().request('POST', path, {
      body: new URLSearchParams(foreign).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': foreignSig },
    });
    expect(wrongAccount.status).toBe(403);
    expect((await app.db.alert.findUniqueOrThrow({ where: { id: f.sms.id } })).status).toBe('sent');
  });
});
