// No relay frame takes the server down: a seeded fuzz of frames (null, non-objects, unknown
// types, wrong field types, huge, out of order) over /voice/relay, then a normal call still works.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RelayClient } from '../support/relay-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SHAPES = [
  'null',
  '0',
  '"text"',
  '[]',
  '{}',
  'not json',
  '{"type":null}',
  '{"type":"prompt"}',
  '{"type":"prompt","voicePrompt":5}',
  '{"type":"prompt","voicePrompt":"hello \\u0000 there","last":true}',
  '{"type":"setup","customParameters":null}',
  '{"type":"setup","customParameters":{"callId":"00000000-0000-0000-0000-000000000000","relayToken":"x"}}',
  '{"type":"interrupt","utteranceUntilInterrupt":{}}',
  '{"type":"dtmf","digit":["1"]}',
  '{"type":"error","description":1}',
  '{"type":"mystery"}',
  '{"__proto__":{"type":"prompt"}}',
];

it('survives 400 fuzzed frames on 20 sockets and still serves a call', async () => {
  const random = seeded(12);
  const url = `${app.url.replace('http', 'ws')}/voice/relay`;
  for (let socket = 0; socket < 20; socket++) {
    const relay = await RelayClient.connect(url);
    for (let i = 0; i < 20; i++) {
      const pick = Math.floor(random() * (SHAPES.length + 1));
      relay.sendRaw(pick === SHAPES.length ? 'x'.repeat(70_000) : SHAPES[pick]!);
    }
    relay.hangUp();
  }
  const health = await app.client().get('/healthz');
  expect(health.status).toBe(200);
  // A real call after the fuzz: the server is still answering calls.
  const decision = await app.client().post<{ callId: string; relayToken: string }>('/dev/phone/call', {
    from: '+14125550199',
  });
  expect(decision.status).toBe(200);
  const relay = await RelayClient.connect(url);
  relay.setup({ callId: decision.body.callId, relayToken: decision.body.relayToken });
  relay.sendRaw('null');
  relay.prompt('Yes please');
  expect(await relay.reply()).toContain('free trial');
  relay.hangUp();
});
