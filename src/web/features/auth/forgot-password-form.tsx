import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { EmailField } from '../../components/forms/text-field.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { AuthHeader, AuthNote, AuthSubmit, BackToSignIn } from './auth-parts.tsx';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const sentNote = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();

  // The form goes away; focus moves to the note that replaces it, so it is read out and Tab goes
  // on from there. After the commit that shows it: an animation frame could come first on a busy phone.
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (!address) {
      setError(m.forgot_enter_email());
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await requestReset.mutateAsync(address);
      setSent(true);
    } catch (failure) {
      if (!(failure instanceof HttpError)) console.warn('The reset link could not be requested', failure);
      setError(accountFormErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="panel auth-card" aria-labelledby="forgot-title">
      <AuthHeader id="forgot-title" title={m.forgot_title()} lead={m.forgot_lead()} />

      {sent ? (
        <AuthNote ref={sentNote} tone="success">
          {m.forgot_link_sent()}
        </AuthNote>
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'forgot-error' : undefined}>
          <fieldset className="form-gate" disabled={!hydrated}>
            <EmailField
              id="forgot-email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error === m.forgot_enter_email() ? true : undefined}
            />
            <AuthSubmit
              errorId="forgot-error"
              error={error}
              busy={submitting}
              submitting={submitting}
              label={m.forgot_send_link()}
              submittingLabel={m.forgot_sending()}
            />
          </fieldset>
        </form>
      )}

      <BackToSignIn />
    </section>
  );
}
