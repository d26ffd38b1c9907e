// The telephony provider: Twilio when TWILIO_* is set, otherwise the local phone (/dev/phone).
// Both end in the same relay WebSocket (/voice/relay) and the same calls domain.

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
  sendSms(options: { to: string; body: string }): Promise<{ sid: string }>;
  /** Starts recording a call in progress (after the loved one said yes). */
  startRecording(callSid: string, recordingCallback: string): Promise<void>;
  /** Replaces what a call in progress is doing with a short message, then hangs up (a machine answered). */
  sayAndHangUp(callSid: string, text: string, language: string): Promise<void>;
  /** Ends a call in progress (after the goodbye has been spoken). */
  hangUp(sid: string): Promise<void>;
  deleteRecording(sid: string): Promise<void>;
}

/** A send refused because the recipient texted STOP (Twilio error 21610). */
export class RecipientOptedOutError extends Error {
  constructor(message = 'Attempt to send to unsubscribed recipient') {
    super(message);
    this.name = 'RecipientOptedOutError';
  }
}
