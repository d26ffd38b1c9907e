// The local phone's call set-up (development only, local telephony): the same inbound decision
// Twilio's voice webhook makes, answered as JSON for /dev/phone and `npm run phone`.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { finishCall } from '../calls/finish-call.ts';
import { placeCall } from '../calls/place-call.ts';
import { startInboundCall } from '../calls/start-inbound-call.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { localRecordingsDir } from '../providers/telephony/index.ts';
import { createLocalRecordings, LOCAL_RECORDING_TYPES } from '../providers/telephony/local-recordings.ts';
import { parseInput } from '../rest/parse.ts';
import { RELAY_PATH } from './voice-relay.ts';
import { languageOf, VOICE } from '../companion/language.ts';

const idInput = z.object({ callId: z.uuid() });
const recordingInput = z.object({
  callId: z.uuid('callId must be a call id'),
  token: z.string().min(1, 'token is required'),
  duration: z.coerce
    .number()
    .int()
    .min(0)
    .max(4 * 3600)
    .optional(),
});
const MAX_RECORDING_BYTES = 50 * 1024 * 1024;
const callInput = z.object({
  from: z
    .string()
    .trim()
    .regex(/^\+\d{8,15}$/, 'from must be an E.164 number like +12155550142'),
});

export function registerDevPhone(app: FastifyInstance, deps: AppDeps) {
  app.post('/dev/phone/call', async (request) => {
    const input = parseInput(callInput, request.body);
    const decision = await startInboundCall({
      deps,
      from: input.from,
      to: deps.telephony.servicePhone,
      providerCallSid: `local-${randomBytes(10).toString('hex')}`,
    });
    return { ...decision, relayPath: RELAY_PATH, voice: VOICE[decision.language] };
  });

  // Outbound calls ring here: the page polls for calls placed to a number it plays.
  app.get('/dev/phone/ringing', async () => {
    const calls = await deps.db.call.findMany({
      where: { direction: 'outbound', status: 'ringing', createdAt: { gt: new Date(Date.now() - 120_000) } },
      orderBy: { createdAt: 'desc' },
      take: 10,
      select: { id: true, type: true, toNumber: true, phoneNumber: { select: { name: true } } },
    });
    return {
      calls: calls.map((c) => ({
        callId: c.id,
        type: c.type,
        to: c.toNumber,
        name: c.phoneNumber?.name ?? '',
      })),
    };
  });

  app.post('/dev/phone/answer', async (request) => {
    const { callId } = parseInput(idInput, request.body);
    const call = await deps.db.call.findUnique({
      where: { id: callId },
      include: { turns: { where: { seq: 0 } }, phoneNumber: true },
    });
    if (!call?.relayToken || call.direction !== 'outbound' || call.status !== 'ringing') {
      throw new AppError('NOT_FOUND', 'That call is no longer ringing.');
    }
    const language = languageOf(call.phoneNumber);
    return {
      kind: 'connect',
      callId: call.id,
      relayToken: call.relayToken,
      greeting: call.turns[0]?.text ?? '',
      language,
      type: call.type,
      relayPath: RELAY_PATH,
      voice: VOICE[language],
    };
  });

  app.post('/dev/phone/decline', async (request) => {
    const { callId } = parseInput(idInput, request.body);
    await finishCall({ deps, callId, status: 'no-answer', reason: 'declined' });
    return { success: true };
  });

  // "Have Porchlight call me now": an outbound check-in to a registered number.
  app.post('/dev/phone/place', async (request) => {
    const { number } = parseInput(
      z.object({ number: z.string().trim().min(1, 'number is required') }),
      request.body,
    );
    const phone = await deps.db.phoneNumber.findFirst({ where: { number }, orderBy: { createdAt: 'desc' } });
    if (!phone) throw new AppError('NOT_FOUND', 'That number is not registered.');
    const result = await placeCall({
      deps,
      phoneNumberId: phone.id,
      type: 'outbound',
      ignoreCallingWindow: true,
    });
    if (!result.placed) {
      const why = {
        not_found: 'That number is not registered.',
        calls_stopped: 'This loved one asked us to stop the daily calls.',
        no_minutes: 'The family’s plan has no minutes left.',
        outside_window: 'It is outside the calling window.',
        provider_failed: 'The call could not be placed.',
      }[result.reason];
      throw new AppError('CONFLICT', why);
    }
    return result;
  });

  // The page's microphone recording of a call, kept like Twilio's (24 hours) for the admin
  // player. Only for a call where the loved one agreed to recording, once.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      /^audio\//,
      { parseAs: 'buffer', bodyLimit: MAX_RECORDING_BYTES },
      (_r, body, next) => next(null, body),
    );
    scope.post('/dev/phone/recording', async (request) => {
      const input = parseInput(recordingInput, request.query);
      const mime = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const format = LOCAL_RECORDING_TYPES[mime];
      if (!format)
        throw new AppError('BAD_REQUEST', 'Send the recording as audio/webm, audio/ogg or audio/wav.');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new AppError('BAD_REQUEST', 'The recording is empty.');
      const call = await deps.db.call.findUnique({ where: { id: input.callId } });
      if (!call || call.relayToken !== input.token) throw new AppError('NOT_FOUND', 'Call not found.');
      if (call.recordingConsent !== true) {
        throw new AppError('CONFLICT', 'The caller did not agree to recording, so the audio was not kept.');
      }
      if (call.recordingSid) throw new AppError('CONFLICT', 'This call has a recording already.');
      const stored = await createLocalRecordings(localRecordingsDir(deps.config)).save(call.id, format, body);
      await deps.db.call.update({
        where: { id: call.id },
        data: {
          recordingSid: stored.sid,
          recordingUrl: stored.url,
          recordingDurationSeconds: input.duration ?? call.durationSeconds,
        },
      });
      return { success: true };
    });
    done();
  });

  app.get('/dev/phone/numbers', async () => {
    const numbers = await deps.db.phoneNumber.findMany({
      orderBy: { createdAt: 'desc' },
      take: 50,
      select: { number: true, name: true, user: { select: { email: true } } },
    });
    return { numbers: numbers.map((n) => ({ number: n.number, name: n.name, account: n.user.email })) };
  });
}
