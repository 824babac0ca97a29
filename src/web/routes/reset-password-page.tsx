import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCOUNT_PAGE_TEXT, PASSWORD_MIN_LENGTH, TEXT } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { HttpError } from '../api.ts';
import { accountFormErrorMessage } from '../features/auth/auth-api.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { AuthHeader, AuthNote, AuthSubmit, PasswordField } from '../features/auth/auth-parts.tsx';
import { newPasswordProblem } from '../features/auth/password-rules.ts';
import { isInvalidResetToken, resetPassword } from '../features/auth/password-reset-api.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import '../features/auth/auth.css';

/** Better Auth redirects the mailed link here with ?token=… when it is good and ?error=INVALID_TOKEN when not. */
function tokenFromSearch(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.has('error') ? null : query.get('token') || null;
}

function InvalidLink() {
  return (
    <>
      <AuthNote tone="error">{ACCOUNT_PAGE_TEXT.resetLinkInvalid}</AuthNote>
      <Link href={paths.forgotPassword} className="button button-primary auth-submit">
        {ACCOUNT_PAGE_TEXT.askForNewLink}
      </Link>
    </>
  );
}

/** /reset-password: the page the mailed link opens, to choose a new password. */
export default function ResetPasswordPage() {
  const { refresh } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [token] = useState(() => tokenFromSearch(search));
  const [fields, setFields] = useState({ password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !token) return;
    const problem = !fields.password || !fields.confirmPassword ? TEXT.fillAllFields : newPasswordProblem(fields.password, fields.confirmPassword);
    if (problem) {
      setError(problem);
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword(token, fields.password);
      // Every session of the account was signed out, this browser's included if it was signed in.
      await refresh();
      navigate(paths.loginAfterPasswordReset);
    } catch (failure) {
      if (isInvalidResetToken(failure)) {
        setExpired(true);
      } else {
        if (!(failure instanceof HttpError)) console.warn('The password could not be reset', failure);
        setError(accountFormErrorMessage(failure));
      }
      setSubmitting(false);
    }
  };

  const missing = (value: string) => (error === TEXT.fillAllFields && value === '' ? true : undefined);

  return (
    <div className="auth-page auth-page-login">
      <section className="panel auth-card" aria-labelledby="reset-title">
        <AuthHeader id="reset-title" title="Choose a new password" lead="Pick a new password for your account. Every device signed in to it will be signed out." />

        {!token || expired ? (
          <InvalidLink />
        ) : (
          <form className="auth-form" onSubmit={onSubmit} noValidate aria-describedby={error ? 'reset-error' : undefined}>
            <fieldset className="form-gate" disabled={!hydrated}>
              <PasswordField
                id="reset-password"
                label="New password"
                inputRef={passwordRef}
                name="new-password"
                autoComplete="new-password"
                value={fields.password}
                onChange={set('password')}
                aria-invalid={missing(fields.password) ?? (error === TEXT.passwordTooShort ? true : undefined)}
                aria-describedby="reset-password-hint"
              />
              <p id="reset-password-hint" className="auth-hint">
                At least {PASSWORD_MIN_LENGTH} characters.
              </p>
              <PasswordField
                id="reset-confirm-password"
                label="Confirm new password"
                name="confirm-password"
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set('confirmPassword')}
                aria-invalid={missing(fields.confirmPassword) ?? (error === TEXT.passwordsDoNotMatch ? true : undefined)}
              />
              <AuthSubmit errorId="reset-error" error={error} busy={submitting} submitting={submitting} label={ACCOUNT_PAGE_TEXT.setNewPassword} submittingLabel="Saving…" />
            </fieldset>
          </form>
        )}

        <p className="auth-switch">
          Remembered it? <Link href={paths.login}>Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}
