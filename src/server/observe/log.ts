import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

// The one logger of the server: a JSON line per request and per event (docs/decisions/0014).

export type LogLevel = LevelWithSilent;

interface RequestScope {
  requestId: string;
  /** Read when a line is written: who is asking is known only once the session is resolved. */
  userId: () => string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Every line a request causes, down to the reader, payments and mail, carries its id (and its
 * user's), with no logger handed through the layers: the scope follows the request's async work.
 */
function requestFields(): Record<string, string> {
  const current = scope.getStore();
  if (!current) return {};
  const userId = current.userId();
  return userId ? { reqId: current.requestId, userId } : { reqId: current.requestId };
}

// Asynchronous writes: a slow reader of stdout never stalls a request. pino flushes what is
// pending when the process exits.
let target: DestinationStream = pino.destination({ dest: 1, sync: false });
// Lines go through this indirection so the output can change after start-up (pretty in
// development, a capture in tests) without rebuilding the logger that modules imported.
const output: DestinationStream = { write: (line) => target.write(line) };

export const log: Logger = pino(
  {
    level: 'info',
    mixin: requestFields,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Belt and braces: no line should carry these, whatever object a caller hands in. A failed
    // query's error carries the values it was sent (an email, a question): `params` goes too.
    redact: {
      paths: [
        'password',
        'newPassword',
        'currentPassword',
        'token',
        'secret',
        'cookie',
        'authorization',
        'email',
        'params',
        '*.password',
        '*.token',
        '*.secret',
        '*.cookie',
        '*.authorization',
        '*.email',
        '*.params',
        'err.cause.params',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    // The last word on every line, whoever wrote its text (our messages, a library's, a driver's
    // error): no query parameters and no whole email address leave the process (issue 25 §1).
    hooks: { streamWrite: scrubLine },
  },
  output,
);

/** The id of the request this code runs for, if any: a job it enqueues carries it on to its worker's lines. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** Runs `work` (a request, or a job it caused) with its id on every line it causes. */
export function runInRequestScope<T>(requestId: string, userId: () => string | undefined, work: () => T): T {
  return scope.run({ requestId, userId }, work);
}

export interface LoggingOptions {
  level: LogLevel;
  /** Human-readable lines for a terminal (`npm run dev`); JSON otherwise. */
  pretty: boolean;
}

/** Set once at start-up (main.ts). pino-pretty is a development dependency, loaded only when asked for. */
export async function configureLogging({ level, pretty }: LoggingOptions): Promise<void> {
  log.level = level;
  if (!pretty) return;
  try {
    const { default: prettyStream } = await import('pino-pretty');
    target = prettyStream({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    log.warn('LOG_FORMAT=pretty: pino-pretty is not installed (a development dependency); writing JSON');
  }
}

/** Sends every line to `destination` instead, at `level`, until the returned function is called. */
export function sendLogsTo(destination: DestinationStream, level: LogLevel): () => void {
  const before = { target, level: log.level };
  target = destination;
  log.level = level;
  return () => {
    target = before.target;
    log.level = before.level;
  };
}

/**
 * A failed query's message ends in "params: " and the values it was sent (Drizzle's
 * DrizzleQueryError); in a JSON line they run to the end of the string or to its stack.
 */
const QUERY_PARAMS = /params: (?:(?!\\n\s+at )(?:[^"\\]|\\.))*/g;

/** One written line (JSON), without query parameters and with every email address masked. */
export function scrubLine(line: string): string {
  return maskEmailsIn(line.replace(QUERY_PARAMS, 'params: [redacted]'));
}

/** "a…@example.com": enough to tell two addresses apart in a log, not enough to write to one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

const EMAIL_LIKE = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** For text written by others (a library's messages): every address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_LIKE, maskEmail);
}
