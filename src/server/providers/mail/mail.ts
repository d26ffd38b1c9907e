export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends e-mail. `smtp` is real delivery; `outbox` keeps mail in the database for /dev/outbox. */
export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
