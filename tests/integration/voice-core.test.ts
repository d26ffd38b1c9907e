// Whole calls over /voice/relay for the rebuilt voice core: a database outage mid-call loses no
// turn; an unknown caller in trouble is helped; the model is a second line of safety; and a
// model's lasting tool calls need the person's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { understand } from '../../src/server/companion/understand/understand.ts';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.ts';
import { RelayClient } from '../support/relay-client.ts';
import { registerLovedOne, waitFor } from '../support/loved-one.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const lovedOne = (app: TestApp) => registerLovedOne(app, { activityAlerts: false });

async function call(app: TestApp, from: string) {
  const res = await app
    .client()
    .post<{ callId: string; relayToken: string; greeting: string; type: string }>('/dev/phone/call', {
      from,
    });
  expect(res.status).toBe(200);
  const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
  relay.setup({ callId: res.body.callId, relayToken: res.body.relayToken });
  return { relay, decision: res.body };
}

describe('the scripted companion through a database outage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ proxyDatabase: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('keeps talking while Postgres is down for 3.3 s and stores every turn once it is back', async () => {
    const { number } = await lovedOne(app);
    await app.db.phoneNumber.updateMany({ where: { number }, data: { recordingConsent: true } });
    const { relay, decision } = await call(app, number);
    relay.prompt('Hello there');
    await relay.reply();
    app.proxy!.cut();
    const started = Date.now();
    const said = [
      'The garden is lovely today',
      'My roses are out',
      'I baked a cake this morning',
      'It was a lemon one',
    ];
    for (const line of said) {
      relay.prompt(line);
      // The companion answers during the outage: the conversation does not wait for the database.
      expect((await relay.reply(3000)).length).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 3300 - (Date.now() - started))));
    app.proxy!.restore();
    relay.prompt('Goodbye now');
    await relay.reply();
    await relay.end();
    relay.hangUp();
    const turns = await waitFor(async () => {
      const rows = await app.db.transcriptTurn.findMany({
        where: { callId: decision.callId },
        orderBy: { seq: 'asc' },
      });
      return rows.length >= 13 ? rows : null;
    });
    // greeting + 6 caller turns + 6 replies, in order, none lost
    expect(turns.map((t) => t.seq)).toEqual([...Array(13).keys()]);
    const userTurns = turns.filter((t) => t.speaker === 'user').map((t) => t.text);
    expect(userTurns).toEqual(['Hello there', ...said, 'Goodbye now']);
    const row = await waitFor(async () => {
      const r = await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } });
      return r.endedAt ? r : null;
    });
    expect(row.endReason).toBe('goodbye');
  });
});

describe('restarting the daily calls by voice', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('a loved one who had stopped the calls asks for them back, and the family is told', async () => {
    const { number, phone, userId } = await lovedOne(app);
    await app.db.phoneNumber.update({
      where: { id: phone.id },
      data: { recordingConsent: true, callsStoppedAt: new Date() },
    });
    const { relay } = await call(app, number);
    relay.prompt('I miss our chats, could you start calling me every day again please');
    expect(await relay.reply()).toContain("I've started the daily calls again");
    expect(
      (await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).callsStoppedAt,
    ).toBeNull();
    const told = await app.db.alert.findFirstOrThrow({ where: { userId, kind: 'opt_in' } });
    expect(told.subject).toBe('Margaret Smith asked Porchlight to start the daily calls again');
    relay.hangUp();
  });

  it('the scripted companion passes a worry on to the family who asked for activity alerts', async () => {
    const { number, phone, userId } = await registerLovedOne(app, { activityAlerts: true });
    await app.db.phoneNumber.update({ where: { id: phone.id }, data: { recordingConsent: true } });
    const { relay } = await call(app, number);
    relay.prompt("I'm all right, but I had a bit of a fall on Tuesday going up the stairs");
    expect(await relay.reply()).toContain('your family will want to know');
    const told = await waitFor(() => app.db.alert.findFirst({ where: { userId, kind: 'concern' } }));
    expect(told.subject).toBe("A concern from Margaret Smith's call");
    expect(told.message).toContain('they mentioned a fall');
    expect(told.message).toContain('going up the stairs');
    relay.hangUp();
  });
});

describe('safety on every call', () => {
  let app: TestApp;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    app = await startTestApp({
      env: { LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'fake', LLM_BASE_URL: llm.url },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await llm?.stop();
  });

  it('an unknown caller who has fallen hears the emergency number, not a sales pitch', async () => {
    const { relay, decision } = await call(app, '+14125550777');
    expect(decision.type).toBe('commercial');
    relay.prompt("I fell and I can't get up");
    const reply = await relay.reply();
    expect(reply).toContain('dial 9 1 1');
    expect(await relay.end()).toEqual({ reason: 'emergency' });
    relay.hangUp();
    // Counted as a crisis referral, though no family can be told.
    const referral = await waitFor(() =>
      app.db.crisisReferral.findFirst({ where: { callId: decision.callId } }),
    );
    expect(referral).toMatchObject({ kind: 'emergency', language: 'en', layer: 'rules' });
  });

  it('when the rules hear nothing, the model safety check is a second line and the family is alerted', async () => {
    const { number, userId } = await lovedOne(app);
    await app.db.phoneNumber.updateMany({ where: { number }, data: { recordingConsent: true } });
    const { relay } = await call(app, number);
    // A model that ignores safety in its reply; its safety check flags the turn.
    llm.scriptSafety({ emergency: false, self_harm: true });
    llm.script({ text: 'That sounds like a quiet evening. Shall we talk about your garden?', delayMs: 400 });
    const said = "I've been through the photo albums and labelled the backs for the grandchildren";
    // The premise: the rules and the classifier hear nothing in it.
    expect(
      understand(said, 'en', { expecting: null, timeZone: 'America/New_York', now: new Date() }).intents,
    ).toEqual([]);
    relay.prompt(said);
    let heard = '';
    for (let i = 0; i < 3 && !heard.includes('9 8 8'); i++) heard += ` ${await relay.reply()}`;
    expect(heard).toContain('9 8 8');
    const alert = await waitFor(() => app.db.alert.findFirst({ where: { userId, kind: 'self_harm' } }));
    expect(alert.subject).toContain('URGENT');
    relay.hangUp();
  });

  it('the model passes on the family’s note and marks it delivered, on this call', async () => {
    const { number, phone } = await lovedOne(app);
    await app.db.phoneNumber.updateMany({ where: { number }, data: { recordingConsent: true } });
    const note = await app.db.familyNote.create({
      data: { phoneNumberId: phone.id, text: "Tell Mum I'll visit on Sunday" },
    });
    const { relay, decision } = await call(app, number);
    llm.script(
      { toolCalls: [{ name: 'notes_passed', args: {} }] },
      { text: 'Your daughter says she will visit on Sunday. Isn’t that nice?' },
    );
    relay.prompt("I'm fine, dear, how are you?");
    expect(await relay.reply()).toContain('visit on Sunday');
    // The note was in the model's instructions, with the tool to call.
    const system = llm.requests.find((r) => r.system.includes('Notes from the family'))?.system ?? '';
    expect(system).toContain("Tell Mum I'll visit on Sunday");
    expect(system).toContain('notes_passed');
    const passed = await app.db.familyNote.findUniqueOrThrow({ where: { id: note.id } });
    expect(passed.deliveredAt).not.toBeNull();
    expect(passed.deliveredCallId).toBe(decision.callId);
    relay.hangUp();
  });

  it('a model that stops the calls on a plain goodbye is asked to confirm, and nothing changes', async () => {
    const { number, phone } = await lovedOne(app);
    await app.db.phoneNumber.updateMany({ where: { number }, data: { recordingConsent: true } });
    const { relay } = await call(app, number);
    llm.script(
      { toolCalls: [{ name: 'stop_daily_calls', args: {} }] },
      { text: 'Just to be sure: would you like me to stop calling every day?' },
    );
    relay.prompt("Well, I'd better get on with the ironing. Lovely chatting.");
    expect(await relay.reply()).toContain('would you like me to stop calling every day?');
    const toolAnswer = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(toolAnswer).toContain('Not done yet');
    expect(
      (await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).callsStoppedAt,
    ).toBeNull();
    relay.prompt('No, no, keep calling me');
    expect(await relay.reply()).toContain("I'll keep calling as usual");
    expect(
      (await app.db.phoneNumber.findUniqueOrThrow({ where: { id: phone.id } })).callsStoppedAt,
    ).toBeNull();
    relay.hangUp();
  });
});
