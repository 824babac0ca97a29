// The e2e server's admin (global-setup.ts lists it in ADMIN_EMAILS). No imports: the global setup
// reads it before any test context exists.
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.test';
