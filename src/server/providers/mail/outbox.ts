// Development mail: nothing leaves the machine. Each message is stored (so web and worker
// processes share one outbox), printed to the console, and listed at /dev/outbox.
import type { Db } from '../../db/client.ts';
import type { MailMessage, MailProvider } from './mail.ts';

export function createOutboxMail(options: { db: Db; log: (line: string) => void }): MailProvider {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await options.db.outboxMail.create({
        data: {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        },
      });
      options.log(
        `[outbox] To: ${message.to}\n[outbox] Subject: ${message.subject}\n${message.text
          .split('\n')
          .map((l) => `[outbox]   ${l}`)
          .join('\n')}`,
      );
    },
    async close() {},
  };
}
