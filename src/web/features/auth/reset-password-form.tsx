import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { newPasswordProblem } from '../../components/forms/password-rules.ts';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { AuthHeader, AuthNote, AuthSubmit, BackToSignIn } from './auth-parts.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { isInvalidResetToken } from './password-reset-api.ts';

function InvalidLink() {
  return (
    <>
      <AuthNote tone="error">{m.reset_link_invalid()}</AuthNote>
      <Link href={paths.forgotPassword} className="button button-primary auth-submit">
        {m.reset_ask_for_new_link()}
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
  const reset = useResetPassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !token) return;
    const problem = !fields.password || !fields.confirmPassword ? m.form_fill_all_fields() : newPasswordProblem(fields.password, fields.confirmPassword);
    if (problem) {
      setError(problem);
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await reset.mutateAsync({ token, newPassword: fields.password });
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

  const missing = (value: string) => (error === m.form_fill_all_fields() && value === '' ? true : undefined);

  return (
    <section className="panel auth-card" aria-labelledby="reset-title">
      <AuthHeader id="reset-title" title={m.reset_title()} lead={m.reset_lead()} />

      {!token || expired ? (
        <InvalidLink />
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'reset-error' : undefined}>
          <fieldset className="form-gate" disabled={!hydrated}>
            <PasswordField
              id="reset-password"
              label={m.form_new_password()}
              inputRef={passwordRef}
              name="new-password"
              autoComplete="new-password"
              value={fields.password}
              onChange={set('password')}
              aria-invalid={missing(fields.password) ?? (error === m.form_password_too_short({ min: PASSWORD_MIN_LENGTH }) ? true : undefined)}
              aria-describedby="reset-password-hint"
            />
            <p id="reset-password-hint" className="auth-hint">
              {m.form_password_hint({ min: PASSWORD_MIN_LENGTH })}
            </p>
            <PasswordField
              id="reset-confirm-password"
              label={m.form_confirm_new_password()}
              name="confirm-password"
              autoComplete="new-password"
              value={fields.confirmPassword}
              onChange={set('confirmPassword')}
              aria-invalid={missing(fields.confirmPassword) ?? (error === m.form_passwords_do_not_match() ? true : undefined)}
            />
            <AuthSubmit
              errorId="reset-error"
              error={error}
              busy={submitting}
              submitting={submitting}
              label={m.reset_submit()}
              submittingLabel={m.reset_saving()}
            />
          </fieldset>
        </form>
      )}

      <BackToSignIn />
    </section>
  );
}
