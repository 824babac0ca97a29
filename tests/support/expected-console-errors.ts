import { onTestFinished, vi } from 'vitest';

/**
 * Records the log lines matching `pattern` that a library writes when it refuses something we
 * provoke on purpose (Better Auth's, which the app routes to console.warn). A console.error that
 * does not match still reaches the setup file's spy, so it still fails the test.
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
  return matched;
}
