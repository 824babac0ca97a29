import { onTestFinished, vi } from 'vitest';
import { listenToLogs } from './test-logs.ts';

/**
 * Records the log lines matching `pattern` that the server (or a library, Better Auth's through
 * the server's log) writes when it refuses something we provoke on purpose: warnings and errors in
 * the server's log, console.warn and console.error. A console.error or error line that does not
 * match still fails the test.
 */
export function expectConsoleErrors(pattern: RegExp) {
  const matched: string[] = [];
  const text = (args: unknown[]) => args.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
  const errorSpy = vi.mocked(console.error);
  const failOnOthers = errorSpy.getMockImplementation();
  errorSpy.mockImplementation((...args: unknown[]) => {
    if (pattern.test(text(args))) matched.push(text(args));
    else failOnOthers?.(...args);
  });
  const warnSpy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (pattern.test(text(args))) matched.push(text(args));
  });
  onTestFinished(() => warnSpy.mockRestore());
  listenToLogs((entry) => {
    if (entry.level !== 'warn' && entry.level !== 'error') return false;
    if (!pattern.test(entry.msg)) return false;
    matched.push(entry.msg);
    return true;
  });
  return matched;
}
