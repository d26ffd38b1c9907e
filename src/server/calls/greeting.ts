// What the companion says first, spoken by the relay's welcomeGreeting: the AI disclosure, the
// recording notice (asking consent when we do not have it yet), and for outbound calls whether
// it is a good time.
import type { Language } from '../companion/language.ts';
import { say } from '../companion/phrases.ts';

export function welcomeGreeting(options: {
  language: Language;
  type: string;
  firstName: string;
  recordingConsent: boolean | null;
  direction: 'inbound' | 'outbound';
  /** A reminder call opens with the reminder. */
  reminderText?: string;
}): string {
  const { language: lang } = options;
  if (options.type === 'commercial') return say(lang, 'commercialGreeting');
  if (options.recordingConsent === null) return say(lang, 'greetingAsk', { name: options.firstName });
  const opening = say(lang, options.recordingConsent ? 'greetingRecorded' : 'greetingNotRecorded', {
    name: options.firstName,
  });
  if (options.type === 'appointment' && options.reminderText) {
    return `${opening} ${say(lang, 'reminderCall', { text: options.reminderText })}`;
  }
  return `${opening} ${say(lang, options.direction === 'outbound' ? 'outboundAskTime' : 'inboundHowAreYou')}`;
}
