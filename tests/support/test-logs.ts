import { onTestFinished } from 'vitest';
import { log } from '../../src/server/observe/log.ts';

/** One line of the server's log, as written (JSON). */
export interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  userId?: string;
  [field: string]: unknown;
}

/** Returns true when it takes the line as expected (it is then no unexpected error). */
type Listener = (entry: LogLine, raw: string) => boolean;

const listeners = new Set<Listener>();
let unexpected: string[] = [];
/** LOG_LEVEL set when running tests: the lines at that level are also printed, to read along. */
const echo = process.env.LOG_LEVEL;

/**
 * Where the server's log goes in tests (the setup file sends it here): kept out of the output,
 * and an error line that no test expected is collected, to fail the test, as console.error does.
 */
export function receiveLogLine(raw: string): void {
  const entry = JSON.parse(raw) as LogLine;
  let expected = false;
  for (const listener of listeners) if (listener(entry, raw)) expected = true;
  if (!expected && (entry.level === 'error' || entry.level === 'fatal')) unexpected.push(raw);
  if (echo) process.stderr.write(raw);
}

/** The unexpected error lines since the last call, emptied. */
export function takeUnexpectedLogErrors(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/** How many unexpected error lines the current test has logged so far. */
export function unexpectedLogErrorCount(): number {
  return unexpected.length;
}

/** Listens to every line until the test ends. */
export function listenToLogs(listener: Listener): void {
  listeners.add(listener);
  onTestFinished(() => {
    listeners.delete(listener);
  });
}

/**
 * Every line the server logs from now until the test ends, at `level` and above (info: one line
 * per request), as written and parsed.
 */
export function captureLogs(level: 'info' | 'debug' = 'info'): { raw: string[]; lines: LogLine[] } {
  const captured = { raw: [] as string[], lines: [] as LogLine[] };
  const before = log.level;
  log.level = level;
  onTestFinished(() => {
    log.level = before;
  });
  listenToLogs((entry, raw) => {
    captured.raw.push(raw);
    captured.lines.push(entry);
    return false;
  });
  return captured;
}
