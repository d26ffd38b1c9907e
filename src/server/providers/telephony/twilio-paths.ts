// Where Twilio reaches us: the one list of webhook paths, used by the routes that serve them
// and by the code that hands them to Twilio (placing a call, starting a recording).
export const TWILIO_PATHS = {
  voice: '/api/twilio/voice',
  status: '/api/twilio/voice/status',
  recording: '/api/twilio/voice/recording',
  amd: '/api/twilio/voice/amd',
  action: '/api/twilio/voice/action',
  outbound: '/api/twilio/voice/outbound',
  sms: '/api/twilio/sms',
  /** Delivery receipts of the texts we send (queued, sent, delivered, undelivered, failed). */
  smsStatus: '/api/twilio/sms/status',
} as const;
