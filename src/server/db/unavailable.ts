// 57014: a statement cancelled by statement_timeout; "Query read timeout": no answer came in time;
// "not queryable": a handed-out client whose server went away between two statements.
const CONNECTION_CODES = new Set([
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|connection refused|server closed the connection|Connection ended unexpectedly|Query read timeout|has encountered a connection error and is not queryable/i;

/** True when an error means the database cannot be reached (rather than a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
