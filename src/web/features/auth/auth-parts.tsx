import { useCallback, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { googleErrorMessage, startGoogleSignIn } from './auth-api.ts';
import { PASSWORD_MAX_LENGTH } from '../../../shared/constants.ts';

/** Google's four-colour "G"; decorative, the button's text names it. */
function GoogleMark() {
  return (
    <svg className="auth-google-mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

export function GoogleButton({ onClick, disabled, pending }: { onClick(): void; disabled: boolean; pending: boolean }) {
  return (
    <button type="button" className="button auth-google" onClick={onClick} disabled={disabled} aria-busy={pending || undefined}>
      <GoogleMark />
      {pending ? 'Opening Google…' : 'Continue with Google'}
    </button>
  );
}

export function AuthDivider() {
  return (
    <div className="auth-divider" role="separator">
      <span>or use your email</span>
    </div>
  );
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

/** The heading of the login and signup cards: emblem, title (labelling the card) and a line of lead text. */
export function AuthHeader({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <header className="auth-header">
      <AuthEmblem />
      <h1 id={id}>{title}</h1>
      <p className="muted">{lead}</p>
    </header>
  );
}

/** A small crescent-and-stars emblem for the form headers. */
function AuthEmblem() {
  return (
    <svg className="auth-emblem" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="rgba(201, 184, 255, 0.08)" stroke="rgba(233, 196, 106, 0.55)" />
      <path d="M27 12a12 12 0 1 0 9 19.5A10 10 0 1 1 27 12z" fill="#f2d891" />
      <path d="M15 13l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" fill="#ddd2ff" />
      <circle cx="35" cy="15" r="1.3" fill="#ddd2ff" />
      <circle cx="13" cy="32" r="1" fill="#ddd2ff" />
    </svg>
  );
}

/** The end of an auth form: the form's error (announced, and named by the form's aria-describedby) and its submit button. */
export function AuthSubmit({ errorId, error, busy, submitting, label, submittingLabel }: {
  errorId: string;
  error: string | null;
  busy: boolean;
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="error-text auth-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary auth-submit" disabled={busy} aria-busy={submitting || undefined}>
        {submitting ? submittingLabel : label}
      </button>
    </>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; inputRef?: Ref<HTMLInputElement> };

/** A labelled input of the auth forms (every control has a visible label and an accessible name). */
export function TextField({ id, label, inputRef, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} className="input" {...input} />
    </div>
  );
}

/** A password input: required, and no longer than the server accepts. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'maxLength' | 'required'>) {
  return <TextField {...props} type="password" maxLength={PASSWORD_MAX_LENGTH} required />;
}

/**
 * A notice in an auth card (a link was sent, the password was changed…), announced politely. It
 * can take focus (not by Tab) so a page that replaces its form with it can move focus there.
 */
export function AuthNote({ tone, children, ref }: { tone: 'success' | 'error'; children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} role="status" tabIndex={-1} className={`auth-note auth-note-${tone}`}>
      {children}
    </p>
  );
}
