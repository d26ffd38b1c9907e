import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail.ts';

export function createSmtpMail(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
