import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/fetch-stub.ts';
import { HttpError } from '../../api-client.ts';
import { isInvalidResetToken, requestPasswordReset, resetPassword } from './password-reset-api.ts';

// The forgotten-password calls, with the bodies the contract (issue 14 §5) names.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the password reset calls', () => {
  it.each([
    [
      'requestPasswordReset',
      () => requestPasswordReset('ada@example.com'),
      '/api/auth/request-password-reset',
      { email: 'ada@example.com', redirectTo: '/reset-password' },
    ],
    ['resetPassword', () => resetPassword('tok', 'new-secret'), '/api/auth/reset-password', { token: 'tok', newPassword: 'new-secret' }],
  ] as const)('%s posts the contract body', async (_name, call, path, body) => {
    const sent = stubFetch();
    await call();
    expect(sent()).toEqual({ path, method: 'POST', body });
  });

  it('knows an invalid or expired reset token', async () => {
    stubFetch(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect(isInvalidResetToken(await resetPassword('old', 'new-secret').catch((error: unknown) => error))).toBe(true);
    expect(isInvalidResetToken(new HttpError(400, 'Password too short', 'PASSWORD_TOO_SHORT'))).toBe(false);
    expect(isInvalidResetToken(new HttpError(500))).toBe(false);
  });
});
