import { CONTACT_SUBJECTS } from '../../shared/contact.ts';
import type { AppDeps } from '../deps.ts';

/** E-mails one stored contact message to SUPPORT_EMAIL. Sending twice is harmless. */
export async function notifySupport(options: { deps: AppDeps; messageId: string }): Promise<void> {
  const { db, mail, config } = options.deps;
  const message = await db.contactMessage.findUnique({ where: { id: options.messageId } });
  if (!message) return; // deleted meanwhile: nothing to send
  const subject = CONTACT_SUBJECTS.find((s) => s.value === message.subject)?.label ?? message.subject;
  await mail.send({
    to: config.SUPPORT_EMAIL,
    replyTo: message.email,
    subject: `[Contact] ${subject} from ${message.name}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${subject}`,
      `Received: ${message.createdAt.toISOString()}`,
      '',
      message.message,
    ].join('\n'),
  });
}
