import { useCallback, useState } from 'react';
import { apiPaths, paths } from '../../shared/paths.ts';
import { HttpError } from '../api-client.ts';
import { postAuth } from '../auth-client.ts';
import { m } from '../i18n/paraglide/messages.js';
import './google-sign-in.css';

// Signing in with Google: from the sign-in and sign-up pages, and again to confirm deleting an account.

/**
 * Asks the server for Google's consent page; the caller follows the returned URL (window.location.assign).
 * `callbackURL` is where Google's answer lands: the account page unless a flow needs its own.
 */
export async function startGoogleSignIn(callbackURL: string = paths.account): Promise<string> {
  const answer = await postAuth(apiPaths.auth.signInSocial, { provider: 'google', callbackURL, errorCallbackURL: `${paths.login}?error=google` });
  const url: unknown = answer && typeof answer === 'object' ? Reflect.get(answer, 'url') : undefined;
  if (typeof url !== 'string' || !url) throw new Error('Google sign-in did not return a URL');
  return url;
}

/** A 4xx (other than 429) means the provider is not configured here (Better Auth answers 404 PROVIDER_NOT_FOUND). */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return m.form_too_many_attempts();
    if (error.status >= 400 && error.status < 500) return m.google_not_configured();
  }
  return m.google_could_not_start();
}

/**
 * Starts the Google redirect (back to `callbackURL`, the account page by default). On failure the
 * page shows the message and its buttons come back.
 */
export function useGoogleSignIn(onError: (message: string) => void, callbackURL?: string) {
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    try {
      const url = await startGoogleSignIn(callbackURL);
      window.location.assign(url);
      // Stay pending: the browser is leaving the page.
    } catch (error) {
      console.warn('Google sign-in could not start', error);
      onError(googleErrorMessage(error));
      setPending(false);
    }
  }, [onError, callbackURL]);
  return { pending, start };
}

/** Google's four-colour "G"; decorative, the button's text names it. */
function GoogleMark() {
  return (
    <svg className="google-mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

export function GoogleButton({ onClick, disabled, pending }: { onClick(): void; disabled: boolean; pending: boolean }) {
  return (
    <button type="button" className="button google-button" onClick={onClick} disabled={disabled} aria-busy={pending || undefined}>
      <GoogleMark />
      {pending ? m.google_opening() : m.google_continue()}
    </button>
  );
}
