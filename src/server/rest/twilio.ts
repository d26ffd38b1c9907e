// Twilio's webhooks: the voice webhook answers with TwiML that connects the call to the relay;
// status, recording and answering-machine callbacks update the Call row. Each request must carry
// a valid X-Twilio-Signature over the public URL and its form fields, and our AccountSid.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { VOICE } from '../companion/language.ts';
import { startInboundCall } from '../calls/start-inbound-call.ts';
import { recordRecording, updateCallStatus } from '../calls/update-call-status.ts';
import type { AppDeps } from '../deps.ts';
import { relayUrl } from '../http/voice-relay.ts';

type Form = Record<string, string>;

export const TWILIO_PATHS = {
  voice: '/api/twilio/voice',
  status: '/api/twilio/voice/status',
  recording: '/api/twilio/voice/recording',
  amd: '/api/twilio/voice/amd',
  action: '/api/twilio/voice/action',
} as const;

function formOf(request: FastifyRequest): Form {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
}

function sendTwiml(reply: FastifyReply, response: twilio.twiml.VoiceResponse) {
  return reply.type('text/xml').send(response.toString());
}

export function registerTwilioRoutes(app: FastifyInstance, deps: AppDeps) {
  void app.register(async (scope) => {
    await scope.register(formbody);

    // Every route here: Twilio configured, signature valid, our account.
    scope.addHook('preHandler', async (request, reply) => {
      if (deps.telephony.kind !== 'twilio') {
        return reply.code(404).send({ success: false, error: 'Twilio is not configured' });
      }
      const form = formOf(request);
      const signature = request.headers['x-twilio-signature'];
      const url = `${deps.config.publicUrl}${request.url}`;
      const valid = deps.telephony.validateSignature(
        typeof signature === 'string' ? signature : undefined,
        url,
        form,
      );
      if (!valid || form.AccountSid !== deps.telephony.accountSid) {
        request.log.warn({ url }, 'Twilio webhook refused: bad signature or account');
        return reply.code(403).send({ success: false, error: 'Invalid signature' });
      }
    });

    scope.post(TWILIO_PATHS.voice, async (request, reply) => {
      const form = formOf(request);
      const decision = await startInboundCall({
        deps,
        from: form.From ?? '',
        to: form.To ?? '',
        providerCallSid: form.CallSid ?? '',
      });
      const response = new twilio.twiml.VoiceResponse();
      const voice = VOICE[decision.language];
      if (decision.kind === 'no_minutes') {
        response.say({ language: voice.code as never }, decision.message);
        response.hangup();
        return sendTwiml(reply, response);
      }
      const relay = response
        .connect({ action: `${deps.config.publicUrl}${TWILIO_PATHS.action}` })
        .conversationRelay({
          url: relayUrl(deps.config.publicUrl),
          welcomeGreeting: decision.greeting,
          welcomeGreetingInterruptible: 'speech',
          language: voice.code,
          voice: voice.voice,
          interruptible: 'speech',
          dtmfDetection: true,
          // Elderly speakers pause more: wait a little longer before taking the turn.
          speechtimeout: '600',
        });
      relay.parameter({ name: 'callId', value: decision.callId });
      relay.parameter({ name: 'relayToken', value: decision.relayToken });
      return sendTwiml(reply, response);
    });

    scope.post(TWILIO_PATHS.action, async (_request, reply) => {
      const response = new twilio.twiml.VoiceResponse();
      response.hangup();
      return sendTwiml(reply, response);
    });

    scope.post(TWILIO_PATHS.status, async (request) => {
      const form = formOf(request);
      await updateCallStatus({ deps, providerCallSid: form.CallSid ?? '', status: form.CallStatus });
      return { received: true };
    });

    scope.post(TWILIO_PATHS.amd, async (request) => {
      const form = formOf(request);
      await updateCallStatus({ deps, providerCallSid: form.CallSid ?? '', answeredBy: form.AnsweredBy });
      return { received: true };
    });

    scope.post(TWILIO_PATHS.recording, async (request) => {
      const form = formOf(request);
      if (form.RecordingSid && form.RecordingUrl) {
        await recordRecording({
          deps,
          providerCallSid: form.CallSid ?? '',
          recordingSid: form.RecordingSid,
          recordingUrl: form.RecordingUrl,
          durationSeconds: form.RecordingDuration ? Number(form.RecordingDuration) : null,
        });
      }
      return { received: true };
    });
  });
}
