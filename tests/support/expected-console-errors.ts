import { vi } from 'vitest';

/**
 * Lets console.error calls that match `pattern` through for the rest of the current test (a
 * library reporting a refusal we provoke on purpose) and records them; any other call still
 * reaches the setup file's spy, so it still fails the test.
 */
export function expectConsoleErrors(pattern: RegExp) {
  const spy = vi.mocked(console.error);
  const failOnOthers = spy.getMockImplementation();
  const matched: string[] = [];
  spy.mockImplementation((...args: unknown[]) => {
    const text = args.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
    if (pattern.test(text)) matched.push(text);
    else failOnOthers?.(...args);
  });
  return matched;
}
