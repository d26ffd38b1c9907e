// Twilio's webhooks: the voice webhook answers with TwiML that connects the call to the relay;
// status, recording and answering-machine callbacks update the Call row. Each request must carry
// a valid X-Twilio-Signature over the public URL and its form fields, and our AccountSid.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { languageOf, VOICE } from '../companion/language.ts';
import { startInboundCall } from '../calls/start-inbound-call.ts';
import { recordRecording, updateCallStatus } from '../calls/update-call-status.ts';
import { handleSmsReply } from '../alerts/sms-keywords.ts';
import { recordSmsStatus } from '../alerts/sms-status.ts';
import type { AppDeps } from '../deps.ts';
import { relayUrl } from '../http/voice-relay.ts';
import { TWILIO_PATHS } from '../providers/telephony/twilio-paths.ts';

export { TWILIO_PATHS };

type Form = Record<string, string>;

function formOf(request: FastifyRequest): Form {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
}

function sendTwiml(reply: FastifyReply, response: twilio.twiml.VoiceResponse) {
  return reply.type('text/xml').send(response.toString());
}

/** <Connect><ConversationRelay> to /voice/relay, with the call's identity as parameters. */
function connectRelay(
  response: twilio.twiml.VoiceResponse,
  deps: AppDeps,
  call: { callId: string; relayToken: string; greeting: string; voice: { code: string; voice: string } },
) {
  const relay = response
    .connect({ action: `${deps.config.publicUrl}${TWILIO_PATHS.action}` })
    .conversationRelay({
      url: relayUrl(deps.config.publicUrl),
      welcomeGreeting: call.greeting,
      welcomeGreetingInterruptible: 'speech',
      language: call.voice.code,
      voice: call.voice.voice,
      interruptible: 'speech',
      dtmfDetection: true,
      // Elderly speakers pause more: wait a little longer before taking the turn.
      speechtimeout: '600',
    });
  relay.parameter({ name: 'callId', value: call.callId });
  relay.parameter({ name: 'relayToken', value: call.relayToken });
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
      connectRelay(response, deps, {
        callId: decision.callId,
        relayToken: decision.relayToken,
        greeting: decision.greeting,
        voice,
      });
      return sendTwiml(reply, response);
    });

    // Texts from the family's alert phone: STOP, START, HELP.
    scope.post(TWILIO_PATHS.sms, async (request, reply) => {
      const form = formOf(request);
      const result = await handleSmsReply({
        deps,
        from: form.From ?? '',
        body: form.Body ?? '',
        optOutType: form.OptOutType,
      });
      const response = new twilio.twiml.MessagingResponse();
      if (result.reply) response.message(result.reply);
      return reply.type('text/xml').send(response.toString());
    });

    // Delivery receipts of our texts (the StatusCallback of each message, with its alert id).
    scope.post(TWILIO_PATHS.smsStatus, async (request) => {
      const form = formOf(request);
      const result = await recordSmsStatus({
        deps,
        alertId: (request.query as Record<string, string | undefined>).alertId,
        messageSid: form.MessageSid ?? form.SmsSid ?? '',
        status: form.MessageStatus ?? form.SmsStatus ?? '',
        errorCode: form.ErrorCode,
      });
      return { received: true, result };
    });

    // An outbound call was answered: connect it to the relay with the greeting stored for it.
    scope.post(TWILIO_PATHS.outbound, async (request, reply) => {
      const callId = (request.query as Record<string, string | undefined>).callId ?? '';
      const call = /^[0-9a-f-]{36}$/i.test(callId)
        ? await deps.db.call.findUnique({
            where: { id: callId },
            include: { turns: { where: { seq: 0 } }, phoneNumber: true },
          })
        : null;
      const response = new twilio.twiml.VoiceResponse();
      if (!call?.relayToken || call.endedAt) {
        response.hangup();
        return sendTwiml(reply, response);
      }
      const voice = VOICE[languageOf(call.phoneNumber)];
      connectRelay(response, deps, {
        callId: call.id,
        relayToken: call.relayToken,
        greeting: call.turns[0]?.text ?? '',
        voice,
      });
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
