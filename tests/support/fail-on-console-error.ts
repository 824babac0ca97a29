import { afterEach, beforeEach, vi } from 'vitest';
import { sendLogsTo, type LogLevel } from '../../src/server/observe/log.ts';
import { receiveLogLine, takeUnexpectedLogErrors } from './test-logs.ts';

// An unexpected console.error, or error line in the server's log, is a bug: it fails the test that caused it.
let errors: unknown[][] = [];

// The server's log stays out of the test output (LOG_LEVEL prints it); warnings are kept so a
// test can expect one, errors so an unexpected one fails.
sendLogsTo({ write: receiveLogLine }, (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'warn');

beforeEach(() => {
  errors = [];
  takeUnexpectedLogErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  errors.push(...takeUnexpectedLogErrors().map((line) => [line]));
  if (errors.length > 0) {
    const first = errors[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error (or log.error) was called ${errors.length} time(s); first: ${first}`);
  }
});
