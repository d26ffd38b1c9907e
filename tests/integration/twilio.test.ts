// Twilio's side of a call, signed with the real `twilio` SDK: the voice webhook answers TwiML that
// connects to the relay, forged webhooks and handshakes are refused, and the status and
// recording callbacks update the call. REST calls go to a small fake Twilio (TWILIO_API_BASE).
import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelayClient } from '../support/relay-client.ts';
import { startAppWithFakeTwilio, TWILIO_TEST } from '../support/fake-twilio.ts';
import { signedInClient, type TestApp } from '../support/test-app.ts';

const { account: ACCOUNT, token: TOKEN, publicUrl: PUBLIC } = TWILIO_TEST;

let app: TestApp;
let stop: (() => Promise<void>) | undefined;
const twilioRequests: { method: string; path: string; body: string }[] = [];

beforeAll(async () => {
  ({ app, stop } = await startAppWithFakeTwilio((req, body, res) => {
    twilioRequests.push({ method: req.method ?? '', path: req.url ?? '', body });
    // Twilio's magic number for a recipient who texted STOP.
    if (req.url?.endsWith('/Messages.json') && new URLSearchParams(body).get('To') === '+15005550004') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }),
      );
      return;
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    const sid = req.url?.endsWith('/Calls.json')
      ? `CA${randomBytes(16).toString('hex')}`
      : 'RE0123456789abcdef0123456789abcdef';
    res.end(
      JSON.stringify({
        sid,
        account_sid: ACCOUNT,
        status: 'in-progress',
      }),
    );
  }));
});
afterAll(async () => {
  await stop?.();
});

function signed(path: string, params: Record<string, string>, token = TOKEN) {
  const signature = twilio.getExpectedTwilioSignature(token, `${PUBLIC}${path}`, params);
  return app.client().request('POST', path, {
    body: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

const callParams = (from: string, sid: string) => ({
  AccountSid: ACCOUNT,
  CallSid: sid,
  From: from,
  To: '+12155550100',
  CallStatus: 'ringing',
  Direction: 'inbound',
});

// Distinct numbers within the run (a repeated one would be refused with 409).
const numberBase = 1000 + Math.floor(Math.random() * 4000);
let numberSeq = 0;

async function lovedOne() {
  const account = await signedInClient(app, 'twilio');
  const number = `+1215555${String(numberBase + numberSeq++)}`;
  expect(
    (
      await account.client.post('/api/phone-numbers', {
        number,
        name: 'Walter',
        relationship: 'father',
        state: 'PA',
      })
    ).status,
  ).toBe(201);
  return { ...account, number };
}

describe('outbound calls through Twilio', () => {
  it('places the call with status callbacks, async machine detection and recording only with consent', async () => {
    const { number, userId } = await lovedOne();
    const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId } });
    const { placeCall } = await import('../../src/server/calls/place-call.ts');
    const morning = new Date('2026-11-23T15:00:00Z');
    const first = await placeCall({
      deps: app.deps,
      phoneNumberId: phone.id,
      type: 'outbound',
      now: morning,
    });
    expect(first.placed).toBe(true);
    const create = twilioRequests
      .filter((r) => r.method === 'POST' && r.path.endsWith(`/Accounts/${ACCOUNT}/Calls.json`))
      .at(-1)!;
    const form = Object.fromEntries(new URLSearchParams(create.body));
    expect(form).toMatchObject({
      To: number,
      From: '+12155550100',
      StatusCallback: `${PUBLIC}/api/twilio/voice/status`,
      MachineDetection: 'DetectMessageEnd',
      AsyncAmd: 'true',
      AsyncAmdStatusCallback: `${PUBLIC}/api/twilio/voice/amd`,
    });
    expect(form.Url).toMatch(new RegExp(`^${PUBLIC}/api/twilio/voice/outbound\\?callId=`));
    expect(form.Record).toBeUndefined(); // no consent yet
    expect(new URLSearchParams(create.body).getAll('StatusCallbackEvent')).toEqual([
      'initiated',
      'ringing',
      'answered',
      'completed',
    ]);

    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { recordingConsent: true } });
    const second = await placeCall({
      deps: app.deps,
      phoneNumberId: phone.id,
      type: 'outbound',
      now: morning,
    });
    expect(second.placed).toBe(true);
    const recorded = twilioRequests.filter((r) => r.path.endsWith('/Calls.json')).at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(recorded.body))).toMatchObject({
      Record: 'true',
      RecordingStatusCallback: `${PUBLIC}/api/twilio/voice/recording`,
    });

    // Answered: Twilio fetches the TwiML, which connects to the relay with the outbound greeting.
    const callId = first.placed ? first.callId : '';
    const twiml = await signed(`/api/twilio/voice/outbound?callId=${callId}`, {
      AccountSid: ACCOUNT,
      CallSid: 'CAx',
      From: '+12155550100',
      To: number,
    });
    expect(twiml.text).toContain('<ConversationRelay');
    expect(twiml.text).toMatch(/welcomeGreeting="Hello Walter[^"]*Is that all right with you\?"/);
    expect(twiml.text).toContain(`<Parameter name="callId" value="${callId}"/>`);
  });

  it('leaves a short message without health details on an answering machine, then hangs up', async () => {
    const { userId } = await lovedOne();
    const phone = await app.db.phoneNumber.findFirstOrThrow({ where: { userId } });
    const { placeCall } = await import('../../src/server/calls/place-call.ts');
    const placed = await placeCall({
      deps: app.deps,
      phoneNumberId: phone.id,
      type: 'outbound',
      now: new Date('2026-11-23T15:00:00Z'),
    });
    const call = await app.db.call.findUniqueOrThrow({ where: { id: placed.placed ? placed.callId : '' } });
    const res = await signed('/api/twilio/voice/amd', {
      AccountSid: ACCOUNT,
      CallSid: call.providerCallSid!,
      AnsweredBy: 'machine_end_beep',
    });
    expect(res.status).toBe(200);
    const update = twilioRequests
      .filter((r) => r.path.endsWith(`/Calls/${call.providerCallSid}.json`))
      .at(-1)!;
    const twiml = new URLSearchParams(update.body).get('Twiml') ?? '';
    expect(twiml).toContain('Hello, this is Porchlight calling for your daily check-in');
    expect(twiml).toContain('+12155550100');
    expect(twiml).toContain('<Hangup/>');
    expect(await app.db.call.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({
      answeredBy: 'machine_end_beep',
      endReason: 'machine',
    });
  });
});

describe('the voice webhook', () => {
  it('refuses a forged request, a wrong signature and another account', async () => {
    const params = callParams('+12155550123', 'CA00000000000000000000000000000001');
    const unsigned = await app.client().request('POST', '/api/twilio/voice', {
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(403);
    expect((await signed('/api/twilio/voice', params, 'wrong-token')).status).toBe(403);
    expect(
      (await signed('/api/twilio/voice', { ...params, AccountSid: 'AC99999999999999999999999999999999' }))
        .status,
    ).toBe(403);
    expect(await app.db.call.count({ where: { providerCallSid: params.CallSid } })).toBe(0);
  });

  it('connects a loved one to the relay with the disclosure, consent question and call identity', async () => {
    const { number } = await lovedOne();
    const sid = 'CA00000000000000000000000000000002';
    const res = await signed('/api/twilio/voice', callParams(number, sid));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/xml/);
    const xml = res.text;
    expect(xml).toContain(`<Connect action="${PUBLIC}/api/twilio/voice/action">`);
    expect(xml).toContain('url="wss://porchlight.test/voice/relay"');
    expect(xml).toMatch(
      /welcomeGreeting="Hello Walter, this is Porchlight[^"]*computer assistant, not a person[^"]*recorded and transcribed[^"]*"/,
    );
    expect(xml).toContain('language="en-US"');
    expect(xml).toContain('interruptible="speech"');
    const callId = /<Parameter name="callId" value="([^"]+)"/.exec(xml)?.[1];
    const relayToken = /<Parameter name="relayToken" value="([^"]+)"/.exec(xml)?.[1];
    expect(callId).toBeTruthy();
    expect(relayToken).toBeTruthy();

    // The handshake must be signed by Twilio.
    const wsUrl = `${app.url.replace('http', 'ws')}/voice/relay`;
    await expect(RelayClient.connect(wsUrl)).rejects.toThrow('handshake refused: 403');
    await expect(RelayClient.connect(wsUrl, { 'x-twilio-signature': 'forged' })).rejects.toThrow(
      'handshake refused: 403',
    );
    const signature = twilio.getExpectedTwilioSignature(TOKEN, 'wss://porchlight.test/voice/relay', {});
    const relay = await RelayClient.connect(wsUrl, { 'x-twilio-signature': signature });
    relay.setup({ callId: callId!, relayToken: relayToken!, callSid: sid });
    relay.prompt('Yes, go ahead');
    expect(await relay.reply()).toBe('Thank you. How are you today?');
    // Consent given: recording starts on the call at Twilio.
    await expect
      .poll(() =>
        twilioRequests.some((r) => r.method === 'POST' && r.path.endsWith(`/Calls/${sid}/Recordings.json`)),
      )
      .toBe(true);

    // Twilio's callbacks: in progress, a recording, then completed.
    expect(
      (await signed('/api/twilio/voice/status', { ...callParams(number, sid), CallStatus: 'in-progress' }))
        .status,
    ).toBe(200);
    const rec = await signed('/api/twilio/voice/recording', {
      AccountSid: ACCOUNT,
      CallSid: sid,
      RecordingSid: 'RE0123456789abcdef0123456789abcdef',
      RecordingUrl:
        'https://api.twilio.com/2010-04-01/Accounts/AC/Recordings/RE0123456789abcdef0123456789abcdef',
      RecordingDuration: '42',
      RecordingStatus: 'completed',
    });
    expect(rec.status).toBe(200);
    relay.hangUp();
    await relay.closed;
    expect(
      (
        await signed('/api/twilio/voice/status', {
          ...callParams(number, sid),
          CallStatus: 'completed',
          CallDuration: '45',
        })
      ).status,
    ).toBe(200);
    const call = await app.db.call.findUniqueOrThrow({ where: { id: callId! } });
    expect(call).toMatchObject({
      status: 'completed',
      providerCallSid: sid,
      recordingSid: 'RE0123456789abcdef0123456789abcdef',
      recordingDurationSeconds: 42,
      recordingConsent: true,
    });
    expect(await app.db.callMinutesCharge.count({ where: { callId: callId! } })).toBe(1);
  });

  it('answers a call with no minutes with spoken words and a hang-up', async () => {
    const { number, userId } = await lovedOne();
    await app.db.subscription.update({ where: { userId }, data: { minutesLeft: 0 } });
    const res = await signed('/api/twilio/voice', callParams(number, 'CA00000000000000000000000000000003'));
    expect(res.text).toMatch(
      /<Say language="en-US">Hello, this is Porchlight\. I'm sorry, I can't talk right now/,
    );
    expect(res.text).toContain('<Hangup/>');
    expect(res.text).not.toContain('ConversationRelay');
  });

  it('gives unknown callers the commercial greeting', async () => {
    const res = await signed(
      '/api/twilio/voice',
      callParams('+13125550100', 'CA00000000000000000000000000000004'),
    );
    expect(res.text).toContain('an AI phone companion for older adults');
    const call = await app.db.call.findUniqueOrThrow({
      where: { providerCallSid: 'CA00000000000000000000000000000004' },
    });
    expect(call.type).toBe('commercial');
  });

  it('ends the Connect with a hang-up', async () => {
    const res = await signed('/api/twilio/voice/action', {
      AccountSid: ACCOUNT,
      CallSid: 'CA00000000000000000000000000000005',
    });
    expect(res.text).toContain('<Hangup/>');
  });
});

describe('texts from the family', () => {
  it('a text refused with 21610 turns the alert phone off and is recorded as failed', async () => {
    const { deliverAlert } = await import('../../src/server/alerts/deliver-alert.ts');
    const account = await signedInClient(app, 'sms21610');
    await app.db.user.update({ where: { id: account.userId }, data: { alertContact: '+15005550004' } });
    const alert = await app.db.alert.create({
      data: {
        userId: account.userId,
        kind: 'general_update',
        channel: 'sms',
        destination: '+15005550004',
        subject: 's',
        message: 'm',
      },
    });
    expect(await deliverAlert({ deps: app.deps, alertId: alert.id })).toBe('failed');
    expect(await app.db.alert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({
      status: 'failed',
    });
    expect(
      (await app.db.user.findUniqueOrThrow({ where: { id: account.userId } })).alertContactRcsDisabled,
    ).toBe(true);
    // A text that goes through is sent with our number and recorded as sent.
    const ok = await app.db.alert.create({
      data: {
        userId: account.userId,
        kind: 'general_update',
        channel: 'sms',
        destination: '+12155550177',
        subject: 's',
        message: 'All is well',
      },
    });
    expect(await deliverAlert({ deps: app.deps, alertId: ok.id })).toBe('sent');
    const sent = Object.fromEntries(
      new URLSearchParams(twilioRequests.filter((r) => r.path.endsWith('/Messages.json')).at(-1)!.body),
    );
    // The first text to this number says how to stop them; Twilio is asked for delivery receipts.
    expect(sent).toMatchObject({
      To: '+12155550177',
      From: '+12155550100',
      Body: `Porchlight: All is well\n${PUBLIC}/dashboard\nReply STOP to stop these texts.`,
      StatusCallback: `${PUBLIC}/api/twilio/sms/status?alertId=${ok.id}`,
    });
  });

  it('STOP turns text alerts off, START back on, HELP answers; all signed', async () => {
    const account = await signedInClient(app, 'sms');
    const phone = `+1215555${String(Math.floor(1000 + Math.random() * 8999))}`;
    await app.db.user.update({ where: { id: account.userId }, data: { alertContact: phone } });
    const sms = (body: string) =>
      signed('/api/twilio/sms', {
        AccountSid: ACCOUNT,
        From: phone,
        To: '+12155550100',
        Body: body,
        MessageSid: 'SM1',
      });

    const forged = await app.client().request('POST', '/api/twilio/sms', {
      body: new URLSearchParams({ AccountSid: ACCOUNT, From: phone, Body: 'STOP' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect(
      (await app.db.user.findUniqueOrThrow({ where: { id: account.userId } })).alertContactRcsDisabled,
    ).toBe(false);

    expect((await sms('Stop')).status).toBe(200);
    expect(
      (await app.db.user.findUniqueOrThrow({ where: { id: account.userId } })).alertContactRcsDisabled,
    ).toBe(true);
    const me = await account.client.get<{ alert_contact_rcs_disabled: boolean }>('/api/user/me');
    expect(me.body.alert_contact_rcs_disabled).toBe(true);

    const start = await sms('START');
    expect(start.text).toContain('alerts by text are on again');
    expect(
      (await app.db.user.findUniqueOrThrow({ where: { id: account.userId } })).alertContactRcsDisabled,
    ).toBe(false);

    const help = await sms('help');
    expect(help.text).toContain('Reply STOP to stop texts');
  });
});

describe('recording retention', () => {
  it('deletes call audio at Twilio 24 hours after the call and marks the call; the transcript stays', async () => {
    const { purgeRecordings } = await import('../../src/server/calls/purge-recordings.ts');
    const ended = new Date('2026-11-20T15:00:00Z');
    const call = await app.db.call.create({
      data: {
        direction: 'inbound',
        type: 'regular',
        status: 'completed',
        endedAt: ended,
        recordingSid: 'RE11111111111111111111111111111111',
        recordingUrl: 'https://api.twilio.com/x',
        turns: { create: { seq: 0, speaker: 'assistant', text: 'Hello' } },
      },
    });
    // 23 hours on: kept.
    expect(await purgeRecordings({ deps: app.deps, now: new Date(ended.getTime() + 23 * 3_600_000) })).toBe(
      0,
    );
    // 25 hours on: deleted at Twilio, marked here.
    expect(
      await purgeRecordings({ deps: app.deps, now: new Date(ended.getTime() + 25 * 3_600_000) }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      twilioRequests.some(
        (r) =>
          r.method === 'DELETE' && r.path.endsWith('/Recordings/RE11111111111111111111111111111111.json'),
      ),
    ).toBe(true);
    const after = await app.db.call.findUniqueOrThrow({ where: { id: call.id }, include: { turns: true } });
    expect(after.recordingDeletedAt).not.toBeNull();
    expect(after.recordingUrl).toBeNull();
    expect(after.turns).toHaveLength(1);
    // Running again does nothing more.
    expect(await purgeRecordings({ deps: app.deps, now: new Date(ended.getTime() + 26 * 3_600_000) })).toBe(
      0,
    );
  });
});
