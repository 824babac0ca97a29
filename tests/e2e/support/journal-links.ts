// The e2e server's app secret (global-setup.ts sets AUTH_SECRET to it), so a test can sign the
// one-tap link a check-back mail carries: the server's mail goes out days after the reading, and its
// clock is the real one. No imports: the global setup reads it before any test context exists.
export const E2E_AUTH_SECRET = 'e2e-only-secret-for-signing-journal-links-0123456789';
