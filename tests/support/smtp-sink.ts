import { SMTPServer } from 'smtp-server';
import { listenLocally } from './local-server.ts';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  headers: Record<string, string>;
  /** The Subject header with its encoded words (RFC 2047, as nodemailer writes a subject beyond ASCII) decoded. */
  subject: string;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  raw: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words; the space between two encoded words is not text. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a message into its leaf parts (enough MIME for what nodemailer writes). */
function leafParts(raw: string): { headers: Record<string, string>; body: string }[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leafParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

export function parseMail(raw: string, envelope: { mailFrom: string; rcptTo: string[] } = { mailFrom: '', rcptTo: [] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const parts = leafParts(raw);
  const partOf = (type: string) => parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type))?.body ?? '';
  return { ...envelope, headers, subject: decodeEncodedWords(headers.subject ?? ''), text: partOf('text/plain'), html: partOf('text/html'), raw };
}

export interface SmtpSinkOptions {
  /**
   * While this answers true, a message is read whole but never acknowledged: the sender waits for
   * the server's answer as if it were slow, and the message is in `held`, not `received`.
   */
  holdWhile?: () => boolean;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((to) => to.address),
        });
        if (options.holdWhile?.()) {
          held.push(mail);
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  const { port } = await listenLocally(server.server);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
