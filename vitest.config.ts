import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/support/compile-messages.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Several suites start servers, databases and real password hashes; on a shared 2-core machine
    // their slowest tests reach 20–40 s, so 30 s failed healthy tests. A hung test still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
