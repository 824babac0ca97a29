import { TEXT } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { claimStoredTempReading } from './claim-temp-reading.ts';
import { api, HttpError } from '../../api.ts';

// The browser side of sign-in and sign-up. The server is Better Auth under /api/auth;
// the spec's wording (§4, §5, §8) comes from a hosted auth provider, so its errors are translated here.

/** The user object Better Auth answers sign-in and sign-up with (only what we use). */
export interface AuthUser {
  id: string;
  email: string;
  name?: string | null;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  birthday: number;
  birthMonth: number;
}

/** An HttpError that also carries Better Auth's machine-readable `code` (e.g. USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL). */
export class AuthHttpError extends HttpError {
  override name = 'AuthHttpError';
  readonly code: string | undefined;

  constructor(status: number, serverMessage?: string, code?: string) {
    super(status, serverMessage);
    this.code = code;
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object' || !(key in body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Like api() (same JSON conventions and HttpError), but keeps Better Auth's error `code`,
 * which api() drops. Our own limiter answers `{error}`, Better Auth `{code, message}`.
 */
export async function authPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      // Not JSON: the status says enough.
    }
    throw new AuthHttpError(response.status, stringField(payload, 'error') ?? stringField(payload, 'message'), stringField(payload, 'code'));
  }
  return (await response.json()) as T;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await authPost<{ user: AuthUser }>('/api/auth/sign-in/email', { email, password });
  return user;
}

export async function signUpWithEmail(input: SignUpInput): Promise<AuthUser> {
  const { user } = await authPost<{ user: AuthUser }>('/api/auth/sign-up/email', input);
  return user;
}

/**
 * Asks the server for Google's consent page; the caller follows the returned URL (window.location.assign).
 * `callbackURL` is where Google's answer lands: the account page unless a flow needs its own.
 */
export async function startGoogleSignIn(callbackURL: string = paths.account): Promise<string> {
  const answer = await authPost<{ url?: unknown }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: `${paths.login}?error=google`,
  });
  if (typeof answer.url !== 'string' || !answer.url) throw new Error('Google sign-in did not return a URL');
  return answer.url;
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not set up on this server.',
  didNotComplete: 'Google sign-in did not complete. Please try again.',
  couldNotStart: 'Google sign-in could not start. Please try again.',
} as const;

/** A 4xx (other than 429) means the provider is not configured here (Better Auth answers 404 PROVIDER_NOT_FOUND). */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return signupErrorMessage(error);
    if (error.status >= 400 && error.status < 500) return GOOGLE_MESSAGES.notConfigured;
  }
  return GOOGLE_MESSAGES.couldNotStart;
}

/**
 * Spec §4: after login or signup, a stored temporary reading moves to the user and the temp id is cleared;
 * after signup, the confirmation email is asked for. Spec §8: both failures are only logged.
 */
export async function afterSignIn(user: AuthUser, options: { isNewUser?: boolean } = {}): Promise<void> {
  const tasks: Promise<void>[] = [claimStoredTempReading(user.id)];
  if (options.isNewUser) {
    tasks.push(
      api('/api/email/confirmation', { body: { email: user.email, name: user.name ?? '', uid: user.id } })
        .then(() => undefined)
        .catch((error: unknown) => console.warn('Could not send the confirmation email', error)),
    );
  }
  await Promise.all(tasks);
}

// ---------------------------------------------------------------------------------------------
// Signup error messages (spec §8), matched by the text contained in the error.

/** The spec §8 table, in its order: the first row whose token the error's text contains wins. */
export const SIGNUP_ERROR_TABLE = [
  { contains: 'email-already-in-use', message: 'An account with this email already exists. Please sign in instead.' },
  { contains: 'weak-password', message: 'Please choose a stronger password with at least 6 characters.' },
  { contains: 'invalid-email', message: 'Please enter a valid email address.' },
  { contains: 'network-request-failed', message: 'Network error. Please check your internet connection and try again.' },
  { contains: 'too-many-requests', message: 'Too many attempts. Please wait a moment before trying again.' },
  { contains: 'user-disabled', message: 'This account has been disabled. Please contact support.' },
] as const;

/** Any 429 from an auth form: the spec §8 too-many-requests text. */
export const TOO_MANY_ATTEMPTS_MESSAGE = SIGNUP_ERROR_TABLE[4].message;

/** Spec §8 "other errors". */
export const SIGNUP_OTHER_ERROR_MESSAGE = 'Unable to create account. Please try again or contact support if the problem persists.';
/** Spec §8 "a non-error value". */
export const SIGNUP_NON_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Turns our server's answers into errors whose message holds the spec's token (auth/…),
 * so the §8 table applies unchanged. Anything it does not recognise is returned as is.
 */
export function translateAuthError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message.includes('auth/')) return error;
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS).
  if (error instanceof TypeError) return new Error('auth/network-request-failed', { cause: error });
  const token = authTokenFor(error);
  return token ? new Error(`auth/${token}`, { cause: error }) : error;
}

/** Better Auth codes first; its fixed English messages as a fallback for an answer without a code. */
function authTokenFor(error: Error & { code?: unknown }): string | null {
  const code = typeof error.code === 'string' ? error.code.toUpperCase() : '';
  const message = (error instanceof HttpError ? (error.serverMessage ?? '') : '').trim().toLowerCase();
  if (code.startsWith('USER_ALREADY_EXISTS') || message.startsWith('user already exists')) return 'email-already-in-use';
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || message === 'password too short' || message === 'password too long') {
    return 'weak-password';
  }
  // A malformed address fails Better Auth's body schema first: VALIDATION_ERROR "[body.email] Invalid email address".
  if (code === 'INVALID_EMAIL' || message === 'invalid email' || (code === 'VALIDATION_ERROR' && message.includes('[body.email]'))) {
    return 'invalid-email';
  }
  if (error instanceof HttpError && error.status === 429) return 'too-many-requests';
  if (code === 'BANNED_USER' || code === 'USER_BANNED' || code === 'USER_DISABLED' || /\bbanned\b|\b(user|account)( has been| is)? disabled\b/.test(message)) {
    return 'user-disabled';
  }
  return null;
}

/** Spec §8: the message shown for a failed sign-up. */
export function signupErrorMessage(error: unknown): string {
  const translated = translateAuthError(error);
  if (!(translated instanceof Error)) return SIGNUP_NON_ERROR_MESSAGE;
  const text = translated.message;
  for (const row of SIGNUP_ERROR_TABLE) {
    if (text.includes(row.contains)) return row.message;
  }
  return SIGNUP_OTHER_ERROR_MESSAGE;
}

/**
 * The other account forms (reset, change password, delete…): a 429 gets the spec §8 text; any
 * other answer with a message the server's own words (our server writes them to be shown, a 502
 * "could not be cancelled right now" included, and hides a 500's); anything else 'An error occurred'.
 */
export function accountFormErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (error instanceof HttpError && error.status !== 500 && error.serverMessage) return error.serverMessage;
  return TEXT.genericError;
}

/** Spec §5 (login): the server's message as is, otherwise 'An error occurred'. */
export function loginErrorMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;
}
