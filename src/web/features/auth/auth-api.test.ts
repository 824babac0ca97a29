import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fetch-stub.ts';
import { HttpError } from '../../api-client.ts';
import { loginErrorMessage, signInWithEmail, SIGNUP_ERROR_TABLE, signupErrorMessage, signUpWithEmail, translateAuthError } from './auth-api.ts';

/** Spec §8 "other errors" and "a non-error value". */
const SIGNUP_OTHER_ERROR_MESSAGE = 'Unable to create account. Please try again or contact support if the problem persists.';
const SIGNUP_NON_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function messageFor(token: string): string {
  const row = SIGNUP_ERROR_TABLE.find((entry) => entry.contains === token);
  if (!row) throw new Error(`no row for ${token}`);
  return row.message();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the spec §8 signup error table', () => {
  it('holds exactly the spec rows, in order', () => {
    expect(SIGNUP_ERROR_TABLE.map((row) => ({ contains: row.contains, message: row.message() }))).toEqual([
      { contains: 'email-already-in-use', message: 'An account with this email already exists. Please sign in instead.' },
      { contains: 'weak-password', message: 'Please choose a stronger password with at least 6 characters.' },
      { contains: 'invalid-email', message: 'Please enter a valid email address.' },
      { contains: 'network-request-failed', message: 'Network error. Please check your internet connection and try again.' },
      { contains: 'too-many-requests', message: 'Too many attempts. Please wait a moment before trying again.' },
      { contains: 'user-disabled', message: 'This account has been disabled. Please contact support.' },
    ]);
    expect(signupErrorMessage(new Error('boom'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage('boom')).toBe(SIGNUP_NON_ERROR_MESSAGE);
  });

  it.each(SIGNUP_ERROR_TABLE.map((row) => [row.contains, row.message()]))('matches an error whose text contains %s', (token, message) => {
    expect(signupErrorMessage(new Error(`Firebase: Error (auth/${token}).`))).toBe(message);
    expect(signupErrorMessage(new Error(token))).toBe(message);
  });

  it('email-already-in-use: Better Auth USER_ALREADY_EXISTS codes', () => {
    const expected = messageFor('email-already-in-use');
    expect(signupErrorMessage(new HttpError(422, 'User already exists. Use another email.', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe(expected);
    expect(signupErrorMessage(new HttpError(422, 'User already exists.', 'USER_ALREADY_EXISTS'))).toBe(expected);
    // An answer without a code still carries Better Auth's fixed message.
    expect(signupErrorMessage(new HttpError(422, 'User already exists. Use another email.'))).toBe(expected);
  });

  it('weak-password: PASSWORD_TOO_SHORT and PASSWORD_TOO_LONG', () => {
    const expected = messageFor('weak-password');
    expect(signupErrorMessage(new HttpError(400, 'Password too short', 'PASSWORD_TOO_SHORT'))).toBe(expected);
    expect(signupErrorMessage(new HttpError(400, 'Password too long', 'PASSWORD_TOO_LONG'))).toBe(expected);
  });

  it('invalid-email: INVALID_EMAIL, but not INVALID_EMAIL_OR_PASSWORD', () => {
    expect(signupErrorMessage(new HttpError(400, 'Invalid email', 'INVALID_EMAIL'))).toBe(messageFor('invalid-email'));
    expect(signupErrorMessage(new HttpError(400, '[body.email] Invalid email address', 'VALIDATION_ERROR'))).toBe(messageFor('invalid-email'));
    expect(signupErrorMessage(new HttpError(400, '[body.name] Invalid input', 'VALIDATION_ERROR'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage(new HttpError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
  });

  it('network-request-failed: fetch rejecting with a TypeError', () => {
    expect(signupErrorMessage(new TypeError('Failed to fetch'))).toBe(messageFor('network-request-failed'));
    expect(signupErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(messageFor('network-request-failed'));
  });

  it('too-many-requests: our limiter answering 429', () => {
    expect(signupErrorMessage(new HttpError(429, 'Too many requests. Please wait a moment and try again.'))).toBe(messageFor('too-many-requests'));
    expect(signupErrorMessage(new HttpError(429))).toBe(messageFor('too-many-requests'));
  });

  it('user-disabled: a banned or disabled user', () => {
    const expected = messageFor('user-disabled');
    expect(signupErrorMessage(new HttpError(403, 'You have been banned from this application', 'BANNED_USER'))).toBe(expected);
    expect(signupErrorMessage(new HttpError(403, undefined, 'USER_DISABLED'))).toBe(expected);
    expect(signupErrorMessage(new HttpError(403, 'This account is disabled'))).toBe(expected);
  });

  it('other errors', () => {
    expect(signupErrorMessage(new Error('boom'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage(new HttpError(500))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage(new HttpError(400, 'Please enter a valid birth date'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage(new HttpError(422, 'Failed to create user', 'FAILED_TO_CREATE_USER'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
    expect(signupErrorMessage(new HttpError(403, 'Cross-site requests are not allowed'))).toBe(SIGNUP_OTHER_ERROR_MESSAGE);
  });

  it.each([
    ['a string', 'auth/email-already-in-use'],
    ['null', null],
    ['undefined', undefined],
    ['an object', { code: 'auth/weak-password' }],
    ['a number', 42],
  ])('a non-error value (%s)', (_label, value) => {
    expect(signupErrorMessage(value)).toBe(SIGNUP_NON_ERROR_MESSAGE);
  });
});

describe('translateAuthError', () => {
  it('gives the auth/ token and keeps the original as the cause', () => {
    const original = new HttpError(422, 'User already exists.', 'USER_ALREADY_EXISTS');
    const translated = translateAuthError(original);
    expect(translated).toBeInstanceOf(Error);
    expect((translated as Error).message).toBe('auth/email-already-in-use');
    expect((translated as Error).cause).toBe(original);
  });

  it('leaves unknown errors and non-errors alone', () => {
    const original = new HttpError(500);
    expect(translateAuthError(original)).toBe(original);
    expect(translateAuthError('text')).toBe('text');
  });
});

describe('the auth calls', () => {
  it('signUpWithEmail posts the sign-up body and turns a duplicate into the spec message', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const input = { name: 'Ada', email: 'ada@example.com', password: 'secret1', birthday: 23, birthMonth: 7 };
    const failure = await signUpWithEmail(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', serverMessage: 'User already exists. Use another email.' });
    expect(signupErrorMessage(failure)).toBe(messageFor('email-already-in-use'));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-up/email');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(input);
  });

  it('signInWithEmail returns the user, and a failure keeps the server message for the login page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { redirect: false, token: 't', user: { id: 'u1', email: 'a@b.co', name: 'A' } })),
    );
    await expect(signInWithEmail('a@b.co', 'secret1')).resolves.toEqual({ id: 'u1', email: 'a@b.co', name: 'A' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })),
    );
    const failure = await signInWithEmail('a@b.co', 'wrong-password').catch((error: unknown) => error);
    expect(loginErrorMessage(failure)).toBe('Invalid email or password');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { error: 'Too many requests. Please wait a moment and try again.' })),
    );
    const limited = await signInWithEmail('a@b.co', 'secret1').catch((error: unknown) => error);
    expect(loginErrorMessage(limited)).toBe('Too many requests. Please wait a moment and try again.');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('An error occurred');
    expect(loginErrorMessage(new HttpError(500))).toBe('An error occurred');
  });
});
