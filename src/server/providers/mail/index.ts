import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailProvider } from './mail.ts';
import { createOutboxMail } from './outbox.ts';
import { createSmtpMail } from './smtp.ts';

export type { MailMessage, MailProvider } from './mail.ts';

export function createMailProvider(options: {
  config: Config;
  db: Db;
  log: (line: string) => void;
}): MailProvider {
  const { config } = options;
  if (config.SMTP_URL) return createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMail({ db: options.db, log: options.log });
}
