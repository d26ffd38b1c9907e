// The telephony provider: Twilio when TWILIO_* is set, otherwise the local phone (/dev/phone).
// Both end in the same relay WebSocket (/voice/relay) and the same calls domain.
import type { Readable } from 'node:stream';

export interface PlaceCallOptions {
  to: string;
  from: string;
  /** Where the provider fetches the call's TwiML once it is answered. */
  twimlUrl: string;
  statusCallback: string;
  amdCallback: string;
  /** Record only with the loved one's consent. */
  record: boolean;
  recordingCallback: string;
}

export interface TelephonyProvider {
  kind: 'twilio' | 'local';
  /** The number loved ones call, and the caller ID of outbound calls and texts. */
  servicePhone: string;
  /** Checks a webhook's (or the relay handshake's) signature over its URL and form fields. */
  validateSignature(signature: string | undefined, url: string, params: Record<string, string>): boolean;
  /** The account the webhooks must come from (Twilio AccountSid), or null where there is none. */
  accountSid: string | null;
  placeCall(options: PlaceCallOptions): Promise<{ sid: string }>;
  /**
   * Sends a text; `sid` is the provider's message id (Twilio SM…, or local-sms-…). Twilio posts
   * the message's delivery status to `statusCallback` when one is given.
   */
  sendSms(options: { to: string; body: string; statusCallback?: string }): Promise<{ sid: string }>;
  /** Starts recording a call in progress (after the loved one said yes). */
  startRecording(callSid: string, recordingCallback: string): Promise<void>;
  /** Replaces what a call in progress is doing with a short message, then hangs up (a machine answered). */
  sayAndHangUp(callSid: string, text: string, language: string): Promise<void>;
  /** Ends a call in progress (after the goodbye has been spoken). */
  hangUp(sid: string): Promise<void>;
  deleteRecording(sid: string): Promise<void>;
  /**
   * A recording's audio for the admin player, from byte `range` (an HTTP Range header) when
   * given: Twilio's media fetched with the account's credentials, or the local file.
   */
  openRecording(recording: { sid: string; url: string }, range: string | undefined): Promise<RecordingMedia>;
}

/** A recording's bytes, as HTTP answers them: 200 whole, 206 a range, 416 a range past the end. */
export interface RecordingMedia {
  status: 200 | 206 | 416;
  contentType: string;
  contentLength: number | null;
  /** `bytes a-b/total` for 206; for 416, the unsatisfied form with the total. */
  contentRange: string | null;
  body: Readable | null;
}

/** The recording no longer exists at the provider (deleted, or never finished). */
export class RecordingGoneError extends Error {
  constructor(message = 'The recording is no longer available') {
    super(message);
    this.name = 'RecordingGoneError';
  }
}

/** A send refused because the recipient texted STOP (Twilio error 21610). */
export class RecipientOptedOutError extends Error {
  constructor(message = 'Attempt to send to unsubscribed recipient') {
    super(message);
    this.name = 'RecipientOptedOutError';
  }
}
