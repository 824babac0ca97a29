export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: SMTP when configured, otherwise the outbox folder (adapters/email). */
export interface Mailer {
  readonly id: string;
  send(message: MailMessage): Promise<void>;
}
