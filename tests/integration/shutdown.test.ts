// A deploy never hangs up on a parent: on SIGTERM the real process (a child process here) stops
// taking new requests and calls, lets the calls in progress go on, and exits once they end; when
// the grace runs out, the companion says goodbye in the call's language and hangs up. The worker
// stops taking jobs and finishes the ones it is running.
// Closing the server in process ends any call still connected and finishes it before returning.
import { afterEach, describe, expect, it } from 'vitest';
import { DRAINING_MESSAGE } from '../../src/server/http/lifecycle.ts';
import { defineJob } from '../../src/server/worker/define-job.ts';
import { enqueueJob } from '../../src/server/worker/enqueue.ts';
import { startWorker } from '../../src/server/worker/start-worker.ts';
import { z } from 'zod';
import { startChildApp, type ChildApp } from '../support/child-app.ts';
import { registerLovedOne, waitFor } from '../support/loved-one.ts';
import { RelayClient } from '../support/relay-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Decision {
  kind: string;
  callId: string;
  relayToken: string;
}

let child: ChildApp | null = null;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && child) console.log(child.logs.join('\n'));
  await child?.stop();
  child = null;
});

/** A loved one calls Porchlight through the local phone, as the browser phone does. */
async function call(app: ChildApp, options: { language?: 'fr' } = {}) {
  const lovedOne = await registerLovedOne(app.asTestApp());
  if (options.language) {
    await app.db.phoneNumber.update({
      where: { id: lovedOne.phone.id },
      data: { language: options.language },
    });
  }
  const res = await app.client().post<Decision>('/dev/phone/call', { from: lovedOne.number });
  expect(res.status).toBe(200);
  expect(res.body.kind).toBe('connect');
  const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
  relay.setup({ callId: res.body.callId, relayToken: res.body.relayToken });
  return { relay, callId: res.body.callId };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A whole process starts for each test, and calls take their time.
describe('SIGTERM with a call in progress', { timeout: 90_000 }, () => {
  it('refuses new requests and calls, keeps the call going until it ends, then exits', async () => {
    const app = (child = await startChildApp({ env: { SHUTDOWN_GRACE_SECONDS: '120' } }));
    const { relay, callId } = await call(app);
    relay.prompt('Yes, that is fine');
    expect(await relay.reply()).toBe('Thank you. How are you today?');

    app.signal('SIGTERM');
    // Draining: the load balancer's probe says so at once, while the process stays alive.
    await waitFor(async () => (await app.client().get('/readyz')).status === 503);
    expect((await app.client().get('/readyz')).body).toMatchObject({ status: 'unready', draining: true });
    expect((await app.client().get('/livez')).status).toBe(200);

    // New requests get 503 in the app's error shape; a new call's socket is refused.
    for (const path of ['/', '/api/user/me', '/api/subscription-plans']) {
      const res = await app.client().get(path);
      expect(res.status, path).toBe(503);
      expect(res.body, path).toEqual({ success: false, error: DRAINING_MESSAGE });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    await expect(RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`)).rejects.toThrow(
      'handshake refused: 503',
    );

    // The call in progress still gets answers, for as long as it goes on.
    await pause(1500);
    relay.prompt('I am doing well, my daughter visited yesterday');
    expect(await relay.reply()).toContain('Is there anything you would like me to remember');
    await pause(1500);
    expect(app.running).toBe(true);
    relay.prompt('Okay, bye now');
    expect(await relay.reply()).toBe('It was lovely talking with you, Margaret. Take care, and goodbye!');
    expect(await relay.end()).toEqual({ reason: 'goodbye' });
    relay.hangUp();

    // With the call over, the process finishes its work and exits cleanly, long before the grace.
    const started = Date.now();
    expect(await app.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    const row = await app.db.call.findUniqueOrThrow({ where: { id: callId } });
    expect(row).toMatchObject({ status: 'completed', endReason: 'goodbye' });
    expect(row.endedAt).not.toBeNull();
    const turns = await app.db.transcriptTurn.findMany({ where: { callId }, orderBy: { seq: 'asc' } });
    expect(turns.map((t) => t.speaker)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(app.logs.join('\n')).toMatch(/draining: 1 call\(s\) in progress/);
  });

  it('when the grace runs out, says goodbye in the call’s language, ends the call, and exits', async () => {
    const app = (child = await startChildApp({ env: { SHUTDOWN_GRACE_SECONDS: '1' } }));
    const { relay, callId } = await call(app, { language: 'fr' });
    relay.prompt('Oui, d’accord');
    expect(await relay.reply()).toMatch(/^Merci\./);

    const signalled = Date.now();
    app.signal('SIGTERM');
    expect(await relay.reply(10_000)).toBe(
      'Je suis désolé, je dois raccrocher. Rappelez-moi dans quelques minutes. Au revoir!',
    );
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(await relay.end(15_000)).toEqual({ reason: 'shutdown' });
    relay.hangUp();
    expect(await app.exited).toBe(0);

    const row = await app.db.call.findUniqueOrThrow({ where: { id: callId } });
    expect(row.endReason).toBe('shutdown');
    expect(row.endedAt).not.toBeNull();
    const last = await app.db.transcriptTurn.findFirstOrThrow({
      where: { callId },
      orderBy: { seq: 'desc' },
    });
    expect(last.speaker).toBe('assistant');
    expect(last.text).toContain('Au revoir');
  });
});

describe('the worker on shutdown', () => {
  let app: TestApp;
  afterEach(async () => {
    await app?.stop();
  });

  it('takes no new job and lets the running one finish', async () => {
    app = await startTestApp();
    const events: string[] = [];
    const slow = defineJob({
      name: 'test__slow',
      payload: z.object({ n: z.number() }),
      async run({ payload }) {
        events.push(`start ${payload.n}`);
        await pause(1500);
        events.push(`end ${payload.n}`);
      },
    });
    const worker = await startWorker({
      deps: app.deps,
      databaseUrl: app.databaseUrl,
      crontab: false,
      concurrency: 1,
      pollInterval: 100,
      jobOverrides: [slow],
    });
    await enqueueJob(app.db, 'test__slow', { n: 1 });
    await enqueueJob(app.db, 'test__slow', { n: 2 });
    await waitFor(() => Promise.resolve(events.includes('start 1')));
    await worker.stop();
    expect(events).toEqual(['start 1', 'end 1']);
    const left = await app.db.$queryRaw<{ payload: { n: number }; attempts: number }[]>`
      SELECT j.payload, j.attempts, j.locked_at FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'test__slow'`;
    // The first is done (its completion written, not left locked); the second was never taken.
    expect(left).toEqual([{ payload: { n: 2 }, attempts: 0, locked_at: null }]);
  });
});

describe('closing the server with a call still connected', () => {
  it('closes the call’s socket and finishes the call before the close returns', async () => {
    const app = await startTestApp();
    try {
      const lovedOne = await registerLovedOne(app);
      const res = await app.client().post<Decision>('/dev/phone/call', { from: lovedOne.number });
      expect(res.status).toBe(200);
      const relay = await RelayClient.connect(`${app.url.replace('http', 'ws')}/voice/relay`);
      relay.setup({ callId: res.body.callId, relayToken: res.body.relayToken });
      relay.prompt('Yes, that is fine');
      expect(await relay.reply()).toBe('Thank you. How are you today?');

      await app.fastify.close();
      // Written before close returned: nothing is left to write after the database closes.
      const row = await app.db.call.findUniqueOrThrow({ where: { id: res.body.callId } });
      expect(row.endedAt).not.toBeNull();
      expect(row.status).toBe('completed');
      const turns = await app.db.transcriptTurn.count({ where: { callId: res.body.callId } });
      expect(turns).toBe(3);
    } finally {
      await app.stop();
    }
  });
});
