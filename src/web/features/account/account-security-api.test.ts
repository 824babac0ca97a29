import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PAGE_TEXT, TEXT } from '../../../shared/constants.ts';
import { HttpError } from '../../api.ts';
import { accountFormErrorMessage, AuthHttpError, startGoogleSignIn, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/auth-api.ts';
import { newPasswordProblem } from '../auth/password-rules.ts';
import { isInvalidResetToken, requestPasswordReset, resetPassword } from '../auth/password-reset-api.ts';
import {
  changePassword,
  changePasswordErrorMessage,
  CONFIRM_DELETE_CALLBACK_URL,
  deleteAccount,
  revokeOtherSessions,
  sendVerificationEmail,
} from './account-security-api.ts';

// The calls of the account recovery and lifecycle screens, with the bodies the contract
// (issue 14 §5) names, and the messages their forms show.

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(status = 200, body: unknown = { status: true }) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { path, method: init.method, body: JSON.parse(String(init.body)) as unknown };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account calls', () => {
  it.each([
    ['requestPasswordReset', () => requestPasswordReset('ada@example.com'), '/api/auth/request-password-reset', { email: 'ada@example.com', redirectTo: '/reset-password' }],
    ['resetPassword', () => resetPassword('tok', 'new-secret'), '/api/auth/reset-password', { token: 'tok', newPassword: 'new-secret' }],
    ['sendVerificationEmail', () => sendVerificationEmail('ada@example.com'), '/api/auth/send-verification-email', { email: 'ada@example.com', callbackURL: '/account?verified=1' }],
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
  it('a new password: the signup order, mismatch before length', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe(TEXT.passwordsDoNotMatch);
    expect(newPasswordProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('knows an invalid or expired reset token', async () => {
    stubFetch(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect(isInvalidResetToken(await resetPassword('old', 'new-secret').catch((error: unknown) => error))).toBe(true);
    expect(isInvalidResetToken(new AuthHttpError(400, 'Password too short', 'PASSWORD_TOO_SHORT'))).toBe(false);
    expect(isInvalidResetToken(new HttpError(500))).toBe(false);
  });

  it('a wrong current password, a limit, a refusal and a failure', async () => {
    stubFetch(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect(changePasswordErrorMessage(await changePassword('wrong', 'new-secret').catch((error: unknown) => error))).toBe(ACCOUNT_PAGE_TEXT.wrongCurrentPassword);
    expect(changePasswordErrorMessage(new AuthHttpError(429))).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(accountFormErrorMessage(new HttpError(403, 'That password is not correct.'))).toBe('That password is not correct.');
    expect(accountFormErrorMessage(new HttpError(502, 'The verification email could not be sent right now'))).toBe('The verification email could not be sent right now');
    expect(accountFormErrorMessage(new HttpError(500, 'Internal Server Error'))).toBe(TEXT.genericError);
    expect(accountFormErrorMessage(new TypeError('Failed to fetch'))).toBe(TEXT.genericError);
  });
});
