import { defineConfig } from 'vitest/config';

// End-to-end: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
