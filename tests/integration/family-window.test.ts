// The family's window on the calls, end to end: a family writes a note, their parent calls twice
// through the local phone (once with a fall), and the REST routes show the timeline, the
// emergency and its alerts, the note passed on, the transcript, the 30-day activity, memories,
// and the call time and zone they can change. Another family sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityDay,
  CallPage,
  FamilyNoteItem,
  FamilyTranscript,
  MemoryItem,
} from '../../src/shared/family.ts';
import type { PhoneNumber } from '../../src/shared/phone-number.ts';
import { activity } from '../../src/server/family/activity.ts';
import { registerLovedOne, waitFor } from '../support/loved-one.ts';
import { RelayClient } from '../support/relay-client.ts';
import { signedInClient, startTestApp, type TestApp } from '../support/test-app.ts';

interface Decision {
  callId: string;
  relayToken: string;
}

async function call(app: TestApp, from: string, lines: string[]) {
  const decision = (await app.client().post<Decision>('/dev/phone/call', { from })).body;
  const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
  relay.setup({ callId: decision.callId, relayToken: decision.relayToken });
  const replies: string[] = [];
  for (const line of lines) {
    relay.prompt(line);
    replies.push(await relay.reply());
  }
  relay.hangUp();
  await relay.closed;
  await waitFor(
    async () => (await app.db.call.findUniqueOrThrow({ where: { id: decision.callId } })).endedAt,
  );
  return { callId: decision.callId, replies };
}

describe('the family window routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('shows a family both calls, the emergency, the note passed on, the transcript and the chart', async () => {
    const family = await registerLovedOne(app);
    const base = `/api/phone-numbers/${encodeURIComponent(family.number)}`;

    // A note, checked on the server.
    expect(
      (await family.client.post<Record<string, string>>(`${base}/notes`, { text: '   ' })).body,
    ).toMatchObject({
      success: false,
      error: 'Please write the note',
    });
    expect((await family.client.post(`${base}/notes`, { text: 'x'.repeat(501) })).status).toBe(400);
    const created = await family.client.post<FamilyNoteItem>(`${base}/notes`, {
      text: "Tell Mum I'll visit on Sunday",
    });
    expect(created.status).toBe(201);
    expect(created.body.delivered_at).toBeNull();
    const spare = await family.client.post<FamilyNoteItem>(`${base}/notes`, { text: 'a note written twice' });
    expect((await family.client.request('DELETE', `${base}/notes/${spare.body.id}`)).status).toBe(200);

    // Before the first call: no daily time, and it cannot be set yet.
    let phone = (await family.client.get<PhoneNumber[]>('/api/phone-numbers')).body[0]!;
    expect(phone).toMatchObject({ daily_call_time: null, next_call_at: null, calls_paused: false });
    const early = await family.client.request<{ error: string }>('PUT', base, {
      json: { ...phone, daily_call_time: '09:05' },
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toContain('Daily calls start after Margaret Smith');

    // First call: the note is passed on in the first turn of the conversation.
    const first = await call(app, family.number, [
      'Yes, that is fine',
      'I am well thank you',
      'Oh how lovely, I will bake a cake',
    ]);
    expect(first.replies[1]).toContain("Tell Mum I'll visit on Sunday");
    // Second call: a fall.
    const second = await call(app, family.number, ['Yes', "I fell in the bathroom and I can't get up"]);
    expect(second.replies[1]).toContain('9 1 1');

    // Both calls summed up (each summary also sends the family its general update by e-mail).
    for (const id of [first.callId, second.callId])
      await waitFor(async () => (await app.db.call.findUniqueOrThrow({ where: { id } })).summary);
    const page = await family.client.get<CallPage>(`${base}/calls?page=1&pageSize=10`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    const [newest, older] = page.body.calls;
    expect(newest).toMatchObject({
      id: second.callId,
      crisis: 'emergency',
      outcome: 'talked',
      direction: 'inbound',
    });
    expect(newest!.alerts.map((a) => [a.kind, a.channel, a.to])).toEqual([
      ['emergency', 'email', `alerts-${family.email}`],
      ['general_update', 'email', `alerts-${family.email}`],
    ]);
    expect(['pending', 'sent', 'delivered']).toContain(newest!.alerts[0]!.status);
    expect(older).toMatchObject({
      id: first.callId,
      crisis: null,
      outcome: 'talked',
      notes_passed: ["Tell Mum I'll visit on Sunday"],
      transcript_available: true,
    });
    expect(older!.summary).toContain('I will bake a cake');
    expect(older!.mood).toBeGreaterThanOrEqual(1);

    // Paging.
    const second_page = await family.client.get<CallPage>(`${base}/calls?page=2&pageSize=1`);
    expect(second_page.body.calls.map((c) => c.id)).toEqual([first.callId]);
    expect((await family.client.get(`${base}/calls?page=0`)).status).toBe(400);
    expect((await family.client.get(`${base}/calls?pageSize=500`)).status).toBe(400);

    // The note shows as passed on, and can no longer be deleted.
    const notes = (await family.client.get<FamilyNoteItem[]>(`${base}/notes`)).body;
    expect(notes.map((n) => n.id)).toEqual([created.body.id]);
    expect(notes[0]!.delivered_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const late = await family.client.request('DELETE', `${base}/notes/${created.body.id}`);
    expect(late.status).toBe(409);

    // The transcript, as the admin's.
    const transcript = await family.client.get<FamilyTranscript>(`${base}/calls/${first.callId}/transcript`);
    expect(transcript.body.available).toBe(true);
    expect(transcript.body.transcript).toContain('Margaret: Oh how lovely, I will bake a cake');
    expect(transcript.body.transcript).toMatch(/^Assistant: /);
    expect((await family.client.get(`${base}/calls/not-a-call/transcript`)).status).toBe(404);

    // 30 days of activity, today with both calls.
    const days = (await family.client.get<ActivityDay[]>(`${base}/activity?days=30`)).body;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatchObject({ calls: 2, minutes: 2 });
    expect(days.slice(0, -1).every((d) => d.calls === 0 && d.mood === null)).toBe(true);
    expect((await family.client.get(`${base}/activity?days=400`)).status).toBe(400);

    // The first call taught the daily time; the family moves it, inside the window only.
    phone = (await family.client.get<PhoneNumber[]>('/api/phone-numbers')).body[0]!;
    expect(phone.daily_call_time).toMatch(/^\d\d:\d\d$/);
    const outside = await family.client.request<{ error: string }>('PUT', base, {
      json: { ...phone, daily_call_time: '21:30' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toContain('between 8:00 AM and 8:40 PM');
    const moved = await family.client.request<PhoneNumber>('PUT', base, {
      json: { ...phone, daily_call_time: '09:05', update_mode: 'daily_digest', digest_time: '19:30' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      daily_call_time: '09:05',
      update_mode: 'daily_digest',
      digest_time: '19:30',
    });
    const next = new Date(moved.body.next_call_at!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(next),
    ).toBe('09:05');
    // Pennsylvania has one zone.
    expect(moved.body.timezone_choices).toEqual(['America/New_York']);
    // The phone dialog's zone is derived (as the spec says): a zone Pennsylvania does not use is
    // not taken from it, and the settings form refuses it.
    const zone = await family.client.request<PhoneNumber>('PUT', base, {
      json: { ...moved.body, timezone: 'America/Chicago' },
    });
    expect(zone.body.timezone).toBe('America/New_York');
    const refused = await family.client.post('/trpc/lovedOnes.updateSettings', {
      json: { number: family.number, timezone: 'America/Chicago' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please choose one of the time zones offered');

    // Another family sees none of it.
    const other = await signedInClient(app, 'other');
    for (const path of [
      `${base}/calls`,
      `${base}/notes`,
      `${base}/memories`,
      `${base}/activity`,
      `${base}/calls/${first.callId}/transcript`,
    ]) {
      expect((await other.client.get(path)).status).toBe(404);
    }
    expect((await other.client.request('DELETE', `${base}/notes/${created.body.id}`)).status).toBe(404);
  });

  it('counts 30 calendar days across a clock change, each once', async () => {
    // 23:33 in New York on Nov 22, 2026, three weeks after the clocks went back on Nov 1.
    const now = new Date('2026-11-23T04:33:00Z');
    const ref = { id: '00000000-0000-4000-8000-000000000000', number: '+12155550000', name: 'X' };
    const days = await activity(app.db, { ...ref, timezone: 'America/New_York' }, 30, now);
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10)),
    );
  });

  it('lets the family add, list and delete memories that reach the next call', async () => {
    const family = await registerLovedOne(app);
    const base = `/api/phone-numbers/${encodeURIComponent(family.number)}/memories`;
    const added = await family.client.post<MemoryItem>(base, { text: 'Her cat is called Misty' });
    expect(added.status).toBe(201);
    expect(added.body.source).toBe('family');
    await app.db.memory.create({ data: { phoneNumberId: family.phone.id, text: 'that' } });
    const listed = (await family.client.get<MemoryItem[]>(base)).body;
    expect(listed.map((m) => m.text).sort()).toEqual(['Her cat is called Misty', 'that']);
    const wrong = listed.find((m) => m.text === 'that')!;
    expect((await family.client.request('DELETE', `${base}/${wrong.id}`)).status).toBe(200);
    expect((await family.client.request('DELETE', `${base}/${wrong.id}`)).status).toBe(404);
    expect((await family.client.request('DELETE', `${base}/%25`)).status).toBe(404);
    expect((await family.client.get<MemoryItem[]>(base)).body.map((m) => m.text)).toEqual([
      'Her cat is called Misty',
    ]);
    expect((await family.client.post(base, { text: '' })).status).toBe(400);
  });

  it('offers the other zone of a state that spans two, and keeps the choice when the dialog saves', async () => {
    const family = await signedInClient(app, 'florida');
    const number = '+13055550142';
    const created = await family.client.post<PhoneNumber>('/api/phone-numbers', {
      number,
      name: 'Rosa',
      relationship: 'mother',
      state: 'FL',
      missed_call_alert_threshold: 3,
      unusual_activity_alert: true,
      general_updates: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.timezone_choices).toEqual(['America/New_York', 'America/Chicago']);
    const base = `/api/phone-numbers/${encodeURIComponent(number)}`;
    const chosen = await family.client.request<PhoneNumber>('PUT', base, {
      json: { ...created.body, timezone: 'America/Chicago' },
    });
    expect(chosen.body).toMatchObject({ timezone: 'America/Chicago' });
    // The phone dialog saving the name again (with the zone it derives) keeps the choice.
    const renamed = await family.client.request<PhoneNumber>('PUT', base, {
      json: { ...created.body, name: 'Rosa M.', timezone: 'America/New_York' },
    });
    expect(renamed.body).toMatchObject({ name: 'Rosa M.', timezone: 'America/Chicago' });
  });
});
