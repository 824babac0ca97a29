import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_PAGE_TEXT, PASSWORD_MIN_LENGTH, TEXT } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { newPasswordProblem } from '../../components/forms/password-rules.ts';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { AuthHeader, AuthNote, AuthSubmit, BackToSignIn } from './auth-parts.tsx';
import { isInvalidResetToken, resetPassword } from './password-reset-api.ts';

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

/**
 * The card of the page the mailed link opens, to choose a new password; `token` is the link's
 * (null: the link was refused). `onReset` runs once the new password is set.
 */
export function ResetPasswordForm({ token, onReset }: { token: string | null; onReset(): Promise<void> }) {
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
      await onReset();
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
    <section className="panel auth-card" aria-labelledby="reset-title">
      <AuthHeader
        id="reset-title"
        title="Choose a new password"
        lead="Pick a new password for your account. Every device signed in to it will be signed out."
      />

      {!token || expired ? (
        <InvalidLink />
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'reset-error' : undefined}>
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
            <AuthSubmit
              errorId="reset-error"
              error={error}
              busy={submitting}
              submitting={submitting}
              label={ACCOUNT_PAGE_TEXT.setNewPassword}
              submittingLabel="Saving…"
            />
          </fieldset>
        </form>
      )}

      <BackToSignIn />
    </section>
  );
}
