import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/fetch-stub.ts';
import { HttpError } from '../../api-client.ts';
import { startGoogleSignIn } from '../../components/google-sign-in.tsx';
import {
  changePassword,
  changePasswordErrorMessage,
  CONFIRM_DELETE_CALLBACK_URL,
  deleteAccount,
  revokeOtherSessions,
  sendVerificationEmail,
} from './account-security-api.ts';

// The calls of the account lifecycle screens, with the bodies the contract (issue 14 §5) names,
// and the messages their forms show.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account calls', () => {
  it.each([
    [
      'sendVerificationEmail',
      () => sendVerificationEmail('ada@example.com'),
      '/api/auth/send-verification-email',
      { email: 'ada@example.com', callbackURL: '/account?verified=1' },
    ],
    [
      'changePassword',
      () => changePassword('old-secret', 'new-secret'),
      '/api/auth/change-password',
      { currentPassword: 'old-secret', newPassword: 'new-secret', revokeOtherSessions: true },
    ],
    ['revokeOtherSessions', () => revokeOtherSessions(), '/api/auth/revoke-other-sessions', {}],
    ['deleteAccount with a password', () => deleteAccount('secret'), '/api/account/delete', { password: 'secret' }],
    ['deleteAccount for a Google-only account', () => deleteAccount(null), '/api/account/delete', {}],
  ] as const)('%s posts the contract body', async (_name, call, path, body) => {
    const sent = stubFetch();
    await call();
    expect(sent()).toEqual({ path, method: 'POST', body });
  });

  it('a fresh Google sign-in to confirm the deletion comes back to /account?confirm-delete=1', async () => {
    const sent = stubFetch(200, { url: 'https://accounts.example/authorize' });
    await startGoogleSignIn(CONFIRM_DELETE_CALLBACK_URL);
    expect(sent().body).toMatchObject({ provider: 'google', callbackURL: '/account?confirm-delete=1' });
  });
});

describe('the messages', () => {
  it('a wrong current password, a limit, and the rest as any account form', async () => {
    stubFetch(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect(changePasswordErrorMessage(await changePassword('wrong', 'new-secret').catch((error: unknown) => error))).toBe(
      'Your current password is not correct.',
    );
    expect(changePasswordErrorMessage(new HttpError(429))).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(changePasswordErrorMessage(new HttpError(403, 'That password is not correct.'))).toBe('That password is not correct.');
  });
});
