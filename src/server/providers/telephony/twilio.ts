// Twilio through its official SDK. TWILIO_API_BASE sends the SDK's REST calls to another host
// (the fake Twilio in tests); webhook signatures are checked with the SDK's validateRequest.
import twilio from 'twilio';
import type { Config } from '../../config.ts';
import { RecipientOptedOutError, type TelephonyProvider } from './telephony.ts';

type RequestOptions = Parameters<twilio.RequestClient['request']>[0];

/** The SDK's own HTTP client, with every request's host swapped for TWILIO_API_BASE. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }
  override request<TData>(opts: RequestOptions) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...opts, uri: uri.toString() } as RequestOptions & { data?: TData });
  }
}

function isOptedOut(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: number }).code === 21610;
}

export function createTwilioTelephony(
  config: Pick<
    Config,
    'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_PHONE_NUMBER' | 'TWILIO_API_BASE'
  >,
): TelephonyProvider {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_PHONE_NUMBER: phone } = config;
  if (!sid || !token || !phone)
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER are required');
  const client = twilio(sid, token, {
    ...(config.TWILIO_API_BASE
      ? { httpClient: new RebasedRequestClient(new URL(config.TWILIO_API_BASE)) }
      : {}),
    autoRetry: true,
    maxRetries: 2,
  });

  return {
    kind: 'twilio',
    servicePhone: phone,
    accountSid: sid,

    validateSignature(signature, url, params) {
      if (!signature) return false;
      return twilio.validateRequest(token, signature, url, params);
    },

    async placeCall(o) {
      const call = await client.calls.create({
        to: o.to,
        from: o.from,
        url: o.twimlUrl,
        statusCallback: o.statusCallback,
        statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        statusCallbackMethod: 'POST',
        machineDetection: 'DetectMessageEnd',
        asyncAmd: 'true',
        asyncAmdStatusCallback: o.amdCallback,
        asyncAmdStatusCallbackMethod: 'POST',
        timeout: 30,
        ...(o.record
          ? {
              record: true,
              recordingChannels: 'dual',
              recordingStatusCallback: o.recordingCallback,
              recordingStatusCallbackEvent: ['completed'],
            }
          : {}),
      });
      return { sid: call.sid };
    },

    async sendSms({ to, body }) {
      try {
        const message = await client.messages.create({ to, from: phone, body });
        return { sid: message.sid };
      } catch (error) {
        if (isOptedOut(error)) throw new RecipientOptedOutError();
        throw error;
      }
    },

    async startRecording(callSid, recordingCallback) {
      await client.calls(callSid).recordings.create({
        recordingChannels: 'dual',
        recordingStatusCallback: recordingCallback,
        recordingStatusCallbackEvent: ['completed'],
      });
    },

    async sayAndHangUp(callSid, text, language) {
      const response = new twilio.twiml.VoiceResponse();
      response.say({ language: language as never }, text);
      response.hangup();
      await client.calls(callSid).update({ twiml: response.toString() });
    },

    async hangUp(callSid) {
      await client.calls(callSid).update({ status: 'completed' });
    },

    async deleteRecording(recordingSid) {
      await client.recordings(recordingSid).remove();
    },
  };
}
