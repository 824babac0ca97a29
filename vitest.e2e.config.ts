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
    // A page's code, hydration or a server round trip takes more than expect.poll's default second
    // on a busy 2-core machine (a before-start test failed so at load 12–19): waits end when the
    // condition holds, so a longer ceiling costs nothing when the machine is quick.
    expect: { poll: { timeout: 15_000 } },
  },
});
