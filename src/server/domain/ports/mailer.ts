export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the journal mails' List-Unsubscribe), sent as they are by every mailer. */
  headers?: Record<string, string>;
}

/** Sends mail: SMTP when configured, otherwise the outbox folder (adapters/email). */
export interface Mailer {
  readonly id: string;
  send(message: MailMessage): Promise<void>;
}
