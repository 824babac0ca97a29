import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { FormError } from '../../components/forms/form-messages.tsx';
import { EmailField, PasswordField } from '../../components/forms/text-field.tsx';
import { GoogleButton, useGoogleSignIn } from '../../components/google-sign-in.tsx';
import { useFormBeforeStart, useTypedBeforeStart } from '../../components/forms/before-start.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { useSignIn } from './api/sign-in.ts';
import { loginErrorMessage, type AuthUser } from './auth-api.ts';
import { AuthDivider, AuthHeader, AuthNote, AuthSubmit } from './auth-parts.tsx';
import { verificationOutcome } from './verification-arrival.ts';

/** Better Auth sends a failed Google sign-in back here with ?error=… (errorCallbackURL). */
function errorFromSearch(search: string): string | null {
  return new URLSearchParams(search).has('error') ? m.google_did_not_complete() : null;
}

/** The reset page sends the user here once the new password is set (paths.loginAfterPasswordReset). */
function passwordChangedFromSearch(search: string): boolean {
  return `${paths.login}?${search}` === paths.loginAfterPasswordReset;
}

/**
 * The sign-in card: Google, or email and password (spec §5), with the note the visitor arrives
 * with. `onSignedIn` finishes the sign-in (the page's part); the form stays busy until it has.
 */
export function LoginForm({ onSignedIn }: { onSignedIn(user: AuthUser): Promise<void> }) {
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Google's own trouble is told by its button, not under the email form.
  const [googleError, setGoogleError] = useState<string | null>(() => errorFromSearch(search));
  const [passwordChanged] = useState(() => passwordChangedFromSearch(search));
  // A verification link opened while signed out: /account sent the visitor here with its outcome.
  const [verification] = useState(() => verificationOutcome(search));
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSignIn();
  const google = useGoogleSignIn(setGoogleError);
  const busy = submitting || google.pending;
  const hydrated = useHydrated();
  const form = useFormBeforeStart('login-form');
  useTypedBeforeStart((typed) => {
    setEmail(typed('login-email'));
    setPassword(typed('login-password'));
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(m.form_fill_all_fields());
      return;
    }
    setError(null);
    setGoogleError(null);
    setSubmitting(true);
    try {
      const signedIn = await signIn.mutateAsync({ email: email.trim(), password });
      await onSignedIn(signedIn);
    } catch (failure) {
      if (!(failure instanceof HttpError)) console.warn('Sign-in failed', failure);
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const onGoogle = () => {
    if (busy) return;
    setError(null);
    setGoogleError(null);
    void google.start();
  };

  return (
    <section className="panel auth-card" aria-labelledby="login-title">
      <AuthHeader id="login-title" title={m.login_title()} lead={m.login_lead()} />

      {passwordChanged && <AuthNote tone="success">{m.login_password_reset_done()}</AuthNote>}
      {verification === 'verified' && <AuthNote tone="success">{m.email_verified()}</AuthNote>}
      {verification === 'failed' && <AuthNote tone="error">{m.email_verification_link_invalid()}</AuthNote>}

      {/* A click before the page is adopted would do nothing. */}
      <GoogleButton onClick={onGoogle} disabled={busy || !hydrated} pending={google.pending} />
      {googleError && <FormError id="login-google-error">{googleError}</FormError>}
      <AuthDivider />

      <form {...form} className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'login-error' : undefined}>
        <EmailField
          id="login-email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error === m.form_fill_all_fields() && !email.trim() ? true : undefined}
        />
        <PasswordField
          id="login-password"
          label={m.form_password()}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error === m.form_fill_all_fields() && !password ? true : undefined}
        />
        <p className="auth-forgot">
          <Link href={paths.forgotPassword}>{m.login_forgot_password()}</Link>
        </p>

        <AuthSubmit errorId="login-error" error={error} busy={busy} submitting={submitting} label={m.login_submit()} submittingLabel={m.login_submitting()} />
      </form>

      <p className="auth-switch">{withNodes(m.login_new_here, { link: <Link href={paths.signup}>{m.login_create_account()}</Link> })}</p>
    </section>
  );
}
