// Twilio through its official SDK. TWILIO_API_BASE sends the SDK's REST calls to another host
// (the fake Twilio in tests); webhook signatures are checked with the SDK's validateRequest.
import { Readable } from 'node:stream';
import twilio from 'twilio';
import type { Config } from '../../config.ts';
import { RecipientOptedOutError, RecordingGoneError, type TelephonyProvider } from './telephony.ts';

type RequestOptions = Parameters<twilio.RequestClient['request']>[0];

/** The SDK's own HTTP client, with every request's host swapped for TWILIO_API_BASE. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }
  override request<TData>(opts: RequestOptions) {
    const uri = rebased(new URL(opts.uri), this.base);
    return super.request<TData>({ ...opts, uri: uri.toString() } as RequestOptions & { data?: TData });
  }
}

/** The same URL on another host (TWILIO_API_BASE); unchanged without one. */
function rebased(url: URL, base: URL | null): URL {
  if (!base) return url;
  const moved = new URL(url);
  moved.protocol = base.protocol;
  moved.host = base.host;
  return moved;
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
  const apiBase = config.TWILIO_API_BASE ? new URL(config.TWILIO_API_BASE) : null;
  const client = twilio(sid, token, {
    ...(apiBase ? { httpClient: new RebasedRequestClient(apiBase) } : {}),
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

    async sendSms({ to, body, statusCallback }) {
      try {
        const message = await client.messages.create({
          to,
          from: phone,
          body,
          ...(statusCallback ? { statusCallback } : {}),
        });
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

    async openRecording(recording, range) {
      // The media file is the recording's URL plus an extension; fetching it needs the account's
      // credentials. The Range header passes through, so the admin player can seek.
      const url = rebased(new URL(`${recording.url.replace(/\.(json|mp3|wav)$/, '')}.mp3`), apiBase);
      const response = await fetch(url, {
        headers: {
          Authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          ...(range ? { Range: range } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404) throw new RecordingGoneError();
      if (response.status !== 200 && response.status !== 206 && response.status !== 416) {
        throw new Error(`Twilio answered ${response.status} for recording ${recording.sid}`);
      }
      const length = response.headers.get('content-length');
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'audio/mpeg',
        contentLength: length === null ? null : Number(length),
        contentRange: response.headers.get('content-range'),
        body: response.status === 416 || !response.body ? null : Readable.fromWeb(response.body as never),
      };
    },
  };
}
