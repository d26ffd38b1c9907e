import { CONTACT_SUBJECTS } from '../../shared/contact.ts';
import type { AppDeps } from '../deps.ts';
import { renderEmail } from '../messages/email-layout.ts';

/** E-mails one stored contact message to SUPPORT_EMAIL. Sending twice is harmless. */
export async function notifySupport(options: { deps: AppDeps; messageId: string }): Promise<void> {
  const { db, mail, config } = options.deps;
  const message = await db.contactMessage.findUnique({ where: { id: options.messageId } });
  if (!message) return; // deleted meanwhile: nothing to send
  const subject = CONTACT_SUBJECTS.find((s) => s.value === message.subject)?.label ?? message.subject;
  const email = renderEmail(
    {
      subject: `[Contact] ${subject} from ${message.name}`,
      preheader: message.message.slice(0, 120),
      title: `${subject} from ${message.name}`,
      blocks: [
        {
          type: 'facts',
          rows: [
            {
              label: 'From',
              value: [`${message.name} <`, { text: message.email, href: `mailto:${message.email}` }, '>'],
            },
            { label: 'Subject', value: subject },
            { label: 'Received', value: message.createdAt.toISOString() },
          ],
        },
        { type: 'pre', text: message.message },
        { type: 'text', content: 'Reply to this e-mail to answer them.', muted: true },
      ],
    },
    { publicUrl: config.publicUrl },
  );
  await mail.send({ to: config.SUPPORT_EMAIL, replyTo: message.email, ...email });
}
