import { apiPaths } from '../../../shared/paths.ts';
import { answerOf, HttpError } from '../../api-client.ts';
import { postAuth } from '../../auth-client.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../components/forms/form-errors.ts';

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

/** The `user` of Better Auth's answer, checked: sign-up needs its id and email for the confirmation mail. */
function authUserOf(answer: unknown): AuthUser {
  const user: unknown = answer && typeof answer === 'object' ? Reflect.get(answer, 'user') : undefined;
  if (!user || typeof user !== 'object') throw new HttpError(502, 'The sign-in answer had no user');
  const id: unknown = Reflect.get(user, 'id');
  const email: unknown = Reflect.get(user, 'email');
  const name: unknown = Reflect.get(user, 'name');
  if (typeof id !== 'string' || typeof email !== 'string') throw new HttpError(502, 'The sign-in answer had no user');
  return { id, email, name: typeof name === 'string' ? name : null };
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  return authUserOf(await postAuth(apiPaths.auth.signInEmail, { email, password }));
}

export async function signUpWithEmail(input: SignUpInput): Promise<AuthUser> {
  return authUserOf(await postAuth(apiPaths.auth.signUpEmail, { ...input }));
}

/** Spec §4: after sign-up, the new user's confirmation email. */
export async function requestConfirmationEmail(user: AuthUser): Promise<void> {
  await answerOf((c) => c.api.email.confirmation.$post({ json: { email: user.email, name: user.name ?? '', uid: user.id } }));
}

// ---------------------------------------------------------------------------------------------
// Signup error messages (spec §8), matched by the text contained in the error.

/** The spec §8 table, in its order: the first row whose token the error's text contains wins. */
export const SIGNUP_ERROR_TABLE = [
  { contains: 'email-already-in-use', message: 'An account with this email already exists. Please sign in instead.' },
  { contains: 'weak-password', message: 'Please choose a stronger password with at least 6 characters.' },
  { contains: 'invalid-email', message: 'Please enter a valid email address.' },
  { contains: 'network-request-failed', message: 'Network error. Please check your internet connection and try again.' },
  { contains: 'too-many-requests', message: TOO_MANY_ATTEMPTS_MESSAGE },
  { contains: 'user-disabled', message: 'This account has been disabled. Please contact support.' },
] as const;

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

/** Spec §5 (login): the server's message as is, otherwise 'An error occurred'. */
export function loginErrorMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;
}
