import { apiPaths } from '../../../shared/paths.ts';
import { answerOf, HttpError } from '../../api-client.ts';
import { postAuth } from '../../auth-client.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';

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
  { contains: 'email-already-in-use', message: m.signup_error_email_in_use },
  { contains: 'weak-password', message: m.signup_error_weak_password },
  { contains: 'invalid-email', message: m.signup_error_invalid_email },
  { contains: 'network-request-failed', message: m.signup_error_network },
  { contains: 'too-many-requests', message: m.form_too_many_attempts },
  { contains: 'user-disabled', message: m.signup_error_disabled },
] as const;

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
  // Spec §8 "a non-error value".
  if (!(translated instanceof Error)) return m.signup_error_non_error();
  const text = translated.message;
  for (const row of SIGNUP_ERROR_TABLE) {
    if (text.includes(row.contains)) return row.message();
  }
  // Spec §8 "other errors".
  return m.signup_error_other();
}

/**
 * Spec §5 (login): the server's message as is, otherwise 'An error occurred'. The server's words
 * are English: another language's page says the two refusals a sign-in meets in its own words.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError) || !error.serverMessage) return m.form_generic_error();
  if (PAGE_LANGUAGE === 'en') return error.serverMessage;
  if (error.status === 429) return m.login_too_many_requests();
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return m.login_wrong_email_or_password();
  return error.serverMessage;
}
