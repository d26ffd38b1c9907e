// Whole calls against the real app: the local phone's call set-up, then a WebSocket client
// speaking Twilio's ConversationRelay protocol, with the scripted companion (no model) and with
// the real AI SDK provider talking to a scripted OpenAI-compatible server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.ts';
import { RelayClient } from '../support/relay-client.ts';
import { registerLovedOne, waitFor } from '../support/loved-one.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const lovedOne = registerLovedOne;

interface Decision {
  kind: string;
  callId: string;
  relayToken: string;
  greeting: string;
  message?: string;
  type: string;
}

async function dial(app: TestApp, from: string) {
  const res = await app.client().post<Decision>('/dev/phone/call', { from });
  expect(res.status).toBe(200);
  return res.body;
}

async function connect(app: TestApp, decision: Decision) {
  const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
  relay.setup({ callId: decision.callId, relayToken: decision.relayToken });
  return relay;
}

async function turnsOf(app: TestApp, callId: string) {
  return app.db.transcriptTurn.findMany({ where: { callId }, orderBy: { seq: 'asc' } });
}

describe('the scripted companion (no model configured)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('greets with the AI disclosure and recording question, talks, sets a reminder, says goodbye and bills the call', async () => {
    const { number, phone, userId } = await lovedOne(app);
    const decision = await dial(app, number);
    expect(decision.kind).toBe('connect');
    expect(decision.greeting).toContain('Hello Margaret, this is Porchlight');
    expect(decision.greeting).toContain("I'm a computer assistant, not a person");
    expect(decision.greeting).toContain('This call is recorded and transcribed');
    expect(decision.greeting).toMatch(/Is that all right with you\?$/);

    const relay = await connect(app, decision);
    relay.prompt('Yes, that is fine');
    expect(await relay.reply()).toBe('Thank you. How are you today?');
    relay.prompt('I am doing well, my daughter visited yesterday');
    expect(await relay.reply()).toContain(
      'Is there anything you would like me to remember, or remind you about?',
    );
    relay.prompt('Remind me to take my pills at 8 pm');
    expect(await relay.reply()).toMatch(
      /I'll call to remind you to take your pills (today|tomorrow) at 8:00 PM\./,
    );
    relay.prompt('Okay, bye now');
    expect(await relay.reply()).toBe('It was lovely talking with you, Margaret. Take care, and goodbye!');
    expect(await relay.end()).toEqual({ reason: 'goodbye' });
    relay.hangUp();
    await relay.closed;

    const call = await waitFor(async () => {
      const row = await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } });
      return row.endedAt ? row : null;
    });
    expect(call).toMatchObject({
      status: 'completed',
      type: 'regular',
      direction: 'inbound',
      degraded: true,
      recordingConsent: true,
    });
    expect((await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).recordingConsent).toBe(
      true,
    );
    const reminder = await app.db.reminder.findFirstOrThrow({ where: { phoneNumberId: phone.id } });
    expect(reminder).toMatchObject({ text: 'take your pills', localTime: '20:00', repeat: 'once' });

    const turns = await turnsOf(app, decision.callId);
    expect(turns.map((t) => t.speaker)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(turns[1]?.text).toBe('Yes, that is fine');

    // Billed once, rounded up (a few seconds is one minute).
    const charge = await app.db.callMinutesCharge.findUnique({ where: { callId: decision.callId } });
    expect(charge?.minutes).toBe(1);
    expect((await app.db.subscription.findUniqueOrThrow({ where: { userId } })).minutesLeft).toBe(29);

    // The post-call job summarises (extractively, with no model) and sends the general update.
    const summarised = await waitFor(async () => {
      const row = await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } });
      return row.summary ? row : null;
    });
    expect(summarised.topics).toContain('family');
    expect(summarised.mood).toBeGreaterThanOrEqual(3);
    const update = await app.smtp.waitFor(
      (m) => m.subject === "Porchlight: today's call with Margaret Smith",
    );
    expect(update.text).toContain('Margaret Smith talked with Porchlight for 1 minute');
  });

  it('remembers a no to recording, and says so on the next call', async () => {
    const { number, phone } = await lovedOne(app);
    const first = await dial(app, number);
    const relay = await connect(app, first);
    relay.prompt("No, I'd rather not");
    expect(await relay.reply()).toBe(
      "That's fine, I won't record. I'll only keep short notes of what we talk about. How are you today?",
    );
    relay.hangUp();
    await relay.closed;
    expect((await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).recordingConsent).toBe(
      false,
    );
    const second = await dial(app, number);
    expect(second.greeting).toContain('As you asked, this call is not recorded');
    expect(second.greeting).toMatch(/How are you today\?$/);
  });

  it('on an emergency phrase says to dial 911, alerts the family at once and ends the call', async () => {
    const { number, email } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await connect(app, decision);
    relay.prompt('Yes');
    await relay.reply();
    relay.prompt("I fell in the bathroom and I can't get up");
    const reply = await relay.reply();
    expect(reply).toContain("I can't call for help myself");
    expect(reply).toContain('dial 9 1 1');
    expect(await relay.end()).toEqual({ reason: 'emergency' });
    const alerts = await app.db.alert.findMany({ where: { callId: decision.callId } });
    expect(alerts.map((a) => [a.kind, a.channel, a.destination])).toEqual([
      ['emergency', 'email', `alerts-${email}`],
    ]);
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(`alerts-${email}`) && m.subject.startsWith('URGENT'),
    );
    expect(mail.subject).toBe('URGENT: Margaret Smith may be having an emergency');
    expect(mail.text).toContain("I fell in the bathroom and I can't get up");
  });

  it('tells the family of talk of self-harm it asked about once it is answered, with the answer, or when the caller hangs up first', async () => {
    const { number, email } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await connect(app, decision);
    relay.prompt('Yes');
    await relay.reply();
    relay.prompt("What's the point of anything");
    expect(await relay.reply()).toContain('Are you thinking about ending your life?');
    expect(await app.db.alert.count({ where: { callId: decision.callId } })).toBe(0);
    relay.prompt('No, no, nothing like that, I only meant the washing up');
    expect(await relay.reply()).toContain('you can call 9 8 8');
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(`alerts-${email}`) && m.subject.startsWith('URGENT'),
    );
    expect(mail.subject).toBe('URGENT: Margaret Smith may have spoken about ending their life');
    expect(mail.text).toContain('they said: "What\'s the point of anything"');
    expect(mail.text).toContain(
      'We asked them whether they were thinking about ending their life, and they answered: "No, no, nothing like that, I only meant the washing up".',
    );
    relay.hangUp();

    // Asked, and the caller hangs up before answering: the family is still told.
    const second = await dial(app, number);
    const again = await connect(app, second);
    again.prompt('Yes');
    await again.reply();
    again.prompt("What's the point of anything");
    expect(await again.reply()).toContain('Are you thinking about ending your life?');
    again.hangUp();
    const alert = await waitFor(() =>
      app.db.alert.findFirst({ where: { callId: second.callId, kind: 'self_harm' } }),
    );
    expect(alert.message).toContain('and the call ended before they answered');
  });

  it('stops the daily calls when asked, tells the loved one how to restart, and tells the family', async () => {
    const { number, phone, email } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('yes');
    await relay.reply();
    relay.prompt('Please stop calling me every day');
    const reply = await relay.reply();
    expect(reply).toContain("I've stopped the daily calls");
    expect(reply).toContain('just call this number and ask');
    // The daily calls stop, not this call: it ends with the caller's goodbye.
    relay.prompt("No, that's all, goodbye");
    await relay.reply();
    expect(await relay.end()).toEqual({ reason: 'goodbye' });
    expect(
      (await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).callsStoppedAt,
    ).not.toBeNull();
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(`alerts-${email}`) && m.subject.includes('stop the daily calls'),
    );
    expect(mail.text).toContain('Daily check-in calls are stopped');
  });

  it('cancels a reminder named before the verb, without asking for a new one, and "that\'s all right" ends nothing', async () => {
    const { number, phone } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('yes');
    await relay.reply();
    relay.prompt('Fine thanks, I had a nice walk this morning');
    await relay.reply();
    relay.prompt('Could you remind me to water the geraniums at 6 pm every day');
    expect(await relay.reply()).toContain(
      "I'll call to remind you to water the geraniums every day at 6:00 PM",
    );
    relay.prompt("That's all right, they were my mother's favourites");
    expect(await relay.reply()).not.toContain('goodbye');
    relay.prompt('Actually the geraniums reminder, cancel it, my neighbour will do them');
    expect(await relay.reply()).toBe(
      "All right, I've cancelled the reminder to water the geraniums. Is there anything else on your mind today?",
    );
    relay.prompt('No, that is all, bye now');
    expect(await relay.end()).toEqual({ reason: 'goodbye' });
    relay.hangUp();
    await relay.closed;
    const reminder = await app.db.reminder.findFirstOrThrow({ where: { phoneNumberId: phone.id } });
    expect(reminder.cancelledAt).not.toBeNull();
    expect(await app.db.reminder.count({ where: { phoneNumberId: phone.id } })).toBe(1);
  });

  it('moves a reminder to the time said next, adds one in the same breath, cancels "that one", and lists what is left', async () => {
    const { number, phone } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('yes');
    await relay.reply();
    relay.prompt('Remind me tomorrow morning to call my sister');
    expect(await relay.reply()).toContain("I'll call to remind you to call your sister tomorrow at 9:00 AM.");
    relay.prompt('no, make it half past ten');
    expect(await relay.reply()).toContain(
      "I'll call to remind you to call your sister tomorrow at 10:30 AM.",
    );
    relay.prompt('and at eleven to ring the chemist');
    expect(await relay.reply()).toContain(
      "I'll call to remind you to ring the chemist tomorrow at 11:00 AM.",
    );
    // "Cancel that", right after: the one just set.
    relay.prompt('oh no, cancel that one');
    expect(await relay.reply()).toBe('Just to be sure: shall I cancel the reminder to ring the chemist?');
    relay.prompt('yes');
    await relay.reply();
    // The list as it stands now: the cancelled reminder and the one that was moved are gone.
    relay.prompt('what reminders have I got');
    expect(await relay.reply()).toBe(
      'Your reminders: call your sister, 10:30 AM. Is there anything else on your mind today?',
    );
    relay.prompt('bye');
    await relay.end();
    relay.hangUp();
    await relay.closed;
    const live = await app.db.reminder.findMany({ where: { phoneNumberId: phone.id, cancelledAt: null } });
    expect(live).toMatchObject([{ text: 'call your sister', localTime: '10:30', repeat: 'once' }]);
    expect(await app.db.reminder.count({ where: { phoneNumberId: phone.id } })).toBe(3);
  });

  it('gives an unknown caller the commercial conversation', async () => {
    const decision = await dial(app, '+12125550199');
    expect(decision.type).toBe('commercial');
    expect(decision.greeting).toContain('an AI phone companion for older adults');
    const relay = await connect(app, decision);
    relay.prompt('Yes please');
    expect(await relay.reply()).toContain('the free trial starts right away');
    const call = await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } });
    expect(call).toMatchObject({ type: 'commercial', userId: null });
    relay.hangUp();
  });

  it('with no minutes left says so kindly and tells the family once', async () => {
    const { number, userId, email } = await lovedOne(app, { minutes: 0 });
    const first = await dial(app, number);
    expect(first.kind).toBe('no_minutes');
    expect(first.message).toContain("your family's Porchlight plan has run out");
    await dial(app, number);
    await app.smtp.waitFor((m) => m.to.includes(`alerts-${email}`) && m.subject.includes('no minutes left'));
    // Told once: one e-mail to the alert address (and one to the account's own, for the plans).
    expect(
      await app.db.alert.count({ where: { userId, kind: 'no_minutes', destination: `alerts-${email}` } }),
    ).toBe(1);
  });

  it('refuses a relay session with a wrong token', async () => {
    const { number } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
    relay.setup({ callId: decision.callId, relayToken: 'not-the-token' });
    expect((await relay.closed).code).toBe(1008);
  });
});

describe('the companion on a language model', () => {
  let app: TestApp;
  let llm: FakeLlm;
  let meteo: Server;
  const meteoRequests: URL[] = [];
  beforeAll(async () => {
    llm = await startFakeLlm();
    meteo = createServer((req, res) => {
      meteoRequests.push(new URL(req.url ?? '/', 'http://meteo'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          current: { temperature_2m: 47.3, weather_code: 2, wind_speed_10m: 6.2 },
          daily: {
            temperature_2m_max: [52.1, 49],
            temperature_2m_min: [38.4, 35],
            precipitation_probability_max: [20, 60],
            weather_code: [2, 61],
          },
        }),
      );
    });
    await new Promise<void>((r) => meteo.listen(0, '127.0.0.1', r));
    app = await startTestApp({
      worker: true,
      env: {
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'test-model',
        WEATHER_API_BASE: `http://127.0.0.1:${(meteo.address() as AddressInfo).port}`,
      },
    });
  });
  /** The conversation's requests (streamed) from index `from` on; summaries are not streamed. */
  const conversation = (from: number) => llm.requests.slice(from).filter((r) => r.body.stream);
  afterAll(async () => {
    await app?.stop();
    await llm?.stop();
    await new Promise<void>((r) => meteo?.close(() => r()));
  });

  it('checks the weather where the loved one lives through the get_weather tool', async () => {
    const { number } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('Yes');
    await relay.reply();
    llm.script(
      { toolCalls: [{ name: 'get_weather', args: {} }] },
      { text: "It's a mild day, about 47 degrees." },
    );
    const before = llm.requests.length;
    relay.prompt("What's the weather like today?");
    expect(await relay.reply()).toBe("It's a mild day, about 47 degrees.");
    const asked = meteoRequests.at(-1)!;
    expect(asked.pathname).toBe('/v1/forecast');
    expect(asked.searchParams.get('latitude')).toBe('39.95'); // Philadelphia, for a PA number
    expect(asked.searchParams.get('temperature_unit')).toBe('fahrenheit');
    // The tool's answer went back to the model.
    const toolTurn = JSON.stringify(conversation(before)[1]!.body.messages);
    expect(toolTurn).toContain('Around Philadelphia right now: 47°F, partly cloudy, wind 6 mph.');
    expect(toolTurn).toContain('Tomorrow: light rain, high 49°F, low 35°F, 60% chance of rain.');
    relay.hangUp();
  });

  it('saves a memory on one call and uses it on the next', async () => {
    const { number, phone } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('Yes');
    await relay.reply();
    llm.script(
      { toolCalls: [{ name: 'remember', args: { fact: 'Her granddaughter Emma visits on Sundays' } }] },
      { text: 'How lovely that Emma visits you!' },
    );
    relay.prompt('My granddaughter Emma comes to see me every Sunday');
    expect(await relay.reply()).toBe('How lovely that Emma visits you!');
    relay.hangUp();
    await relay.closed;
    expect(
      (await app.db.memory.findMany({ where: { phoneNumberId: phone.id } })).map((m) => m.text),
    ).toContain('Her granddaughter Emma visits on Sundays');
    expect((await app.db.call.findFirstOrThrow({ where: { phoneNumberId: phone.id } })).degraded).toBe(false);

    const next = await connect(app, await dial(app, number));
    llm.script({ text: 'Is Emma coming this Sunday?' });
    const before = llm.requests.length;
    next.prompt('Hello again');
    expect(await next.reply()).toBe('Is Emma coming this Sunday?');
    const request = conversation(before)[0]!;
    expect(request.system).toContain('Her granddaughter Emma visits on Sundays');
    expect(request.system).toContain('You are talking with Margaret Smith');
    expect(request.system).toMatch(/Their local time is \w+day \d{4}-\d{2}-\d{2}/);
    next.hangUp();
  });

  it('sets a reminder by voice through the set_reminder tool', async () => {
    const { number, phone } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('Yes');
    await relay.reply();
    llm.script(
      {
        toolCalls: [
          {
            name: 'set_reminder',
            args: { text: 'take the blood pressure pill', time: '08:30', repeat: 'daily' },
          },
        ],
      },
      { text: "I'll remind you every morning at 8:30." },
    );
    relay.prompt('Can you remind me every morning at half past eight to take my blood pressure pill?');
    expect(await relay.reply()).toBe("I'll remind you every morning at 8:30.");
    const reminder = await app.db.reminder.findFirstOrThrow({ where: { phoneNumberId: phone.id } });
    expect(reminder).toMatchObject({
      text: 'take the blood pressure pill',
      localTime: '08:30',
      repeat: 'daily',
      localDate: null,
    });
    relay.hangUp();
  });

  it('trims an interrupted reply to what the caller heard', async () => {
    const { number } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await connect(app, decision);
    relay.prompt('Yes');
    await relay.reply();
    llm.script({
      text: 'Well, let me tell you a long story about the garden and the tomatoes and the roses and the weather this spring.',
    });
    relay.prompt('Tell me something');
    await relay.firstToken();
    relay.send({
      type: 'interrupt',
      utteranceUntilInterrupt: 'Well, let me tell',
      durationUntilInterruptMs: 900,
    });
    await relay.drain(); // what was already on the wire before the interruption
    llm.script({ text: 'Of course, go ahead.' });
    relay.prompt('Wait, I have a question');
    expect(await relay.reply()).toContain('Of course, go ahead.');
    // Turns are written in batches beside the call (turn-writer.ts): wait for this one.
    const interrupted = await waitFor(
      async () => (await turnsOf(app, decision.callId)).find((t) => t.interrupted) ?? null,
    );
    expect(interrupted).toMatchObject({ speaker: 'assistant', text: 'Well, let me tell' });
    // The model heard the trimmed turn in the history, not the whole story.
    const lastRequest = JSON.stringify(conversation(0).at(-1)!.body.messages);
    expect(lastRequest).toContain('Well, let me tell');
    expect(lastRequest).not.toContain('the roses');
    relay.hangUp();
  });

  it('aborts a reply still streaming when the caller talks over it', async () => {
    const { number } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await connect(app, decision);
    relay.prompt('Yes');
    await relay.reply();
    const story =
      'Once upon a time there was a very long story with many many words that keeps going and going on and on.';
    llm.script({ text: story, delayMs: 40 });
    relay.prompt('Tell me a story');
    await relay.firstToken();
    relay.send({ type: 'interrupt', utteranceUntilInterrupt: 'Once upon', durationUntilInterruptMs: 500 });
    await relay.drain(400);
    // Nothing more of the story is sent once interrupted.
    expect(await relay.drain(400)).toBe(0);
    const turn = await waitFor(async () => (await turnsOf(app, decision.callId)).find((t) => t.interrupted));
    expect(turn.text).toBe('Once upon');
    relay.hangUp();
  });

  it('falls back to the scripted companion when the model fails, and marks the call degraded', async () => {
    const { number } = await lovedOne(app);
    const decision = await dial(app, number);
    const relay = await connect(app, decision);
    relay.prompt('Yes');
    await relay.reply();
    llm.script({ fail: 500 });
    relay.prompt("I'm fine thank you");
    expect(await relay.reply()).toContain(
      'Is there anything you would like me to remember, or remind you about?',
    );
    expect((await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } })).degraded).toBe(true);
    expect(llm.pending()).toBe(0);
    relay.hangUp();
  });

  it('runs the safety layer before the model: an emergency never reaches it', async () => {
    const { number } = await lovedOne(app);
    const relay = await connect(app, await dial(app, number));
    relay.prompt('Yes');
    await relay.reply();
    relay.prompt('I have terrible chest pain');
    expect(await relay.reply()).toContain('dial 9 1 1');
    const heardIt = llm.requests.filter((r) =>
      JSON.stringify((r.body.messages as { role: string }[]).filter((m) => m.role === 'user')).includes(
        'terrible chest pain',
      ),
    );
    expect(heardIt).toEqual([]);
    await relay.end();
  });
});

describe('outbound calls (placeCall) on the local phone', () => {
  let app: TestApp;
  // 10:00 in New York: inside the calling window.
  const morning = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    app = await startTestApp({ clock: () => morning });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('rings, asks whether it is a good time, and ends politely when it is not', async () => {
    const { phone, number } = await lovedOne(app);
    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { recordingConsent: true } });
    const { placeCall } = await import('../../src/server/calls/place-call.ts');
    const result = await placeCall({
      deps: app.deps,
      phoneNumberId: phone.id,
      type: 'outbound',
      now: morning,
    });
    expect(result.placed).toBe(true);
    const ringing = await app.client().get<{ calls: { callId: string; to: string }[] }>('/dev/phone/ringing');
    const rung = ringing.body.calls.find((c) => c.to === number);
    expect(rung).toBeTruthy();
    const answered = await app.client().post<Decision>('/dev/phone/answer', { callId: rung!.callId });
    expect(answered.status).toBe(200);
    expect(answered.body.greeting).toContain('As before, this call is recorded');
    expect(answered.body.greeting).toMatch(/Is this a good time to talk\?$/);
    const relay = await connect(app, answered.body);
    relay.prompt('Not now, call me later');
    expect(await relay.reply()).toBe("No problem, I'll call you back a little later today. Goodbye for now!");
    expect(await relay.end()).toEqual({ reason: 'call_later' });
    const call = await waitFor(async () => {
      const row = await app.db.call.findUniqueOrThrow({ where: { id: rung!.callId } });
      return row.endedAt ? row : null;
    });
    expect(call).toMatchObject({
      direction: 'outbound',
      type: 'outbound',
      endReason: 'call_later',
      status: 'completed',
    });
  });

  it('books a call later today when asked mid-call to ring back, and says so', async () => {
    const { phone, number } = await lovedOne(app);
    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { recordingConsent: true } });
    const { placeCall } = await import('../../src/server/calls/place-call.ts');
    expect(
      (await placeCall({ deps: app.deps, phoneNumberId: phone.id, type: 'outbound', now: morning })).placed,
    ).toBe(true);
    const ringing = await app.client().get<{ calls: { callId: string; to: string }[] }>('/dev/phone/ringing');
    const rung = ringing.body.calls.find((c) => c.to === number)!;
    const answered = await app.client().post<Decision>('/dev/phone/answer', { callId: rung.callId });
    const relay = await connect(app, answered.body);
    relay.prompt('Oh hello dear, yes go on');
    expect(await relay.reply()).toBe('Wonderful. How are you today?');
    relay.prompt('Actually could you ring me back in an hour, the nurse has just arrived');
    expect(await relay.reply()).toBe("No problem, I'll call you back a little later today. Goodbye for now!");
    expect(await relay.end()).toEqual({ reason: 'call_later' });
    const later = await app.db.scheduledCall.findFirstOrThrow({
      where: { phoneNumberId: phone.id, kind: 'later' },
    });
    // An hour on from 10:00 in New York, as asked.
    expect(later.dueAt.toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('does not call outside 8:00–21:00 local, after an opt-out, or without minutes', async () => {
    const { placeCall } = await import('../../src/server/calls/place-call.ts');
    const a = await lovedOne(app);
    // 22:30 in New York.
    expect(
      await placeCall({
        deps: app.deps,
        phoneNumberId: a.phone.id,
        type: 'outbound',
        now: new Date('2026-11-24T03:30:00Z'),
      }),
    ).toEqual({
      placed: false,
      reason: 'outside_window',
    });
    await app.db.phoneNumber.update({ where: { id: a.phone.id }, data: { callsStoppedAt: new Date() } });
    expect(
      await placeCall({ deps: app.deps, phoneNumberId: a.phone.id, type: 'outbound', now: morning }),
    ).toEqual({
      placed: false,
      reason: 'calls_stopped',
    });
    const b = await lovedOne(app, { minutes: 0 });
    expect(
      await placeCall({ deps: app.deps, phoneNumberId: b.phone.id, type: 'outbound', now: morning }),
    ).toEqual({
      placed: false,
      reason: 'no_minutes',
    });
    expect(await app.db.call.count({ where: { phoneNumberId: { in: [a.phone.id, b.phone.id] } } })).toBe(0);
  });
});
