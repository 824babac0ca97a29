import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../domain/ports/mailer.ts';
import { log, maskEmail } from '../../observe/log.ts';

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** Real mail through SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  // A local relay on this machine speaks plain SMTP; anything else must upgrade to TLS.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...(local ? { secure: false, ignoreTLS: true } : { requireTLS: url.protocol !== 'smtps:' }),
    // Far inside a mail job's attempt (domain/jobs/jobs.ts): a send that hangs fails and is retried, and
    // is never still under way when the queue hands the job to another instance.
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    id: `smtp:${url.hostname}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The embedded default: every message is rendered by nodemailer exactly as it would be sent and
 * written as an .eml file under $DATA_DIR/outbox, with one log line, so it can be opened in any mail app.
 */
export function createOutboxMailer(dataDir: string, from: string): Mailer {
  const outbox = path.resolve(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    id: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(`[mail] "${message.subject}" to ${maskEmail(message.to)} written to ${file}`);
    },
  };
}
