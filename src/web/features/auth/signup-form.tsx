import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT } from '../../../shared/constants.ts';
import { MONTH_NAMES } from '../../../shared/horoscope.ts';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { EmailField, PasswordField, TextField } from '../../components/forms/text-field.tsx';
import { FormError } from '../../components/forms/form-messages.tsx';
import { GoogleButton, useGoogleSignIn } from '../../components/google-sign-in.tsx';
import { useFormBeforeStart, useTypedBeforeStart } from '../../components/forms/before-start.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { signUpWithEmail, signupErrorMessage, type AuthUser } from './auth-api.ts';
import { AuthDivider, AuthHeader, AuthSubmit } from './auth-parts.tsx';
import { birthDateStatus, SIGN_GLYPHS, validateSignup, type SignupFields } from './signup-validation.ts';

const EMPTY: SignupFields = { name: '', birthday: '', birthMonth: '', email: '', password: '', confirmPassword: '' };

/**
 * The sign-up card: Google, or the form (spec §5). `onSignedUp` finishes the sign-in (the page's
 * part); the form stays busy until it has.
 */
export function SignupForm({ onSignedUp }: { onSignedUp(user: AuthUser): Promise<void> }) {
  const [fields, setFields] = useState<SignupFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  // Google's own trouble is told by its button, not under the form.
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(setGoogleError);
  const dayRef = useRef<HTMLInputElement>(null);
  const busy = submitting || google.pending;
  const hydrated = useHydrated();
  const form = useFormBeforeStart('signup-form');
  useTypedBeforeStart((typed) =>
    setFields({
      name: typed('signup-name'),
      birthday: typed('signup-birthday'),
      birthMonth: typed('signup-birth-month'),
      email: typed('signup-email'),
      password: typed('signup-password'),
      confirmPassword: typed('signup-confirm-password'),
    }),
  );
  const date = birthDateStatus(fields.birthday, fields.birthMonth);

  const set = (key: keyof SignupFields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const changeDate = () => {
    setFields((current) => ({ ...current, birthday: '', birthMonth: '' }));
    dayRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateSignup(fields);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setGoogleError(null);
    setSubmitting(true);
    try {
      const created = await signUpWithEmail({
        name: fields.name.trim(),
        email: fields.email.trim(),
        password: fields.password,
        birthday: Number(fields.birthday),
        birthMonth: Number(fields.birthMonth),
      });
      await onSignedUp(created);
    } catch (failure) {
      if (!(failure instanceof HttpError)) console.warn('Sign-up failed', failure);
      setError(signupErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const onGoogle = () => {
    if (busy) return;
    setError(null);
    setGoogleError(null);
    void google.start();
  };

  const missing = (value: string) => (error === TEXT.fillAllFields && value.trim() === '' ? true : undefined);
  const dateInvalid = date.state === 'invalid' || (error === TEXT.invalidBirthDateSubmit && date.state !== 'valid');

  return (
    <section className="panel auth-card" aria-labelledby="signup-title">
      <AuthHeader id="signup-title" title="Begin your journey" lead="Create your free account to keep every reading and explore the cards more deeply." />

      {/* A click before the page is adopted would do nothing. */}
      <GoogleButton onClick={onGoogle} disabled={busy || !hydrated} pending={google.pending} />
      {googleError && <FormError id="signup-google-error">{googleError}</FormError>}
      <AuthDivider />

      <form {...form} className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'signup-error' : undefined}>
        <TextField
          id="signup-name"
          label="Name"
          type="text"
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          required
          value={fields.name}
          onChange={set('name')}
          aria-invalid={missing(fields.name)}
        />

        <fieldset className="auth-fieldset">
          <legend>Date of birth</legend>
          <div className="auth-date-row">
            <TextField
              id="signup-birthday"
              label="Day"
              inputRef={dayRef}
              type="number"
              name="bday-day"
              inputMode="numeric"
              autoComplete="bday-day"
              min={1}
              max={31}
              step={1}
              placeholder="DD"
              required
              value={fields.birthday}
              onChange={set('birthday')}
              aria-invalid={dateInvalid || missing(fields.birthday)}
              aria-describedby="signup-date-status"
            />
            <div className="field">
              <label htmlFor="signup-birth-month">Month</label>
              <select
                id="signup-birth-month"
                className="select"
                name="bday-month"
                autoComplete="bday-month"
                required
                value={fields.birthMonth}
                onChange={set('birthMonth')}
                aria-invalid={dateInvalid || missing(fields.birthMonth)}
                aria-describedby="signup-date-status"
              >
                <option value="" disabled>
                  Select a month
                </option>
                {MONTH_NAMES.map((month, index) => (
                  <option key={month} value={String(index + 1)}>
                    {month}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div id="signup-date-status" className="auth-date-status">
            <p className="auth-sign" aria-live="polite">
              {date.state === 'valid' ? (
                <>
                  <span className="auth-sign-glyph" aria-hidden="true">
                    {SIGN_GLYPHS[date.sign]}
                  </span>
                  <span>
                    Your sign: <strong>{date.sign}</strong>
                  </span>
                </>
              ) : date.state === 'incomplete' ? (
                <span className="auth-sign-hint">Your horoscope sign appears here once you enter your birth date.</span>
              ) : null}
            </p>
            {date.state === 'invalid' && (
              <p role="alert" className="error-text auth-date-error">
                {TEXT.invalidBirthDateLive}
              </p>
            )}
            {date.state === 'valid' && (
              <button type="button" className="button button-link auth-change-date" onClick={changeDate} disabled={busy}>
                Change date
              </button>
            )}
          </div>
        </fieldset>

        <EmailField id="signup-email" value={fields.email} onChange={set('email')} aria-invalid={missing(fields.email)} />

        <div className="auth-password-row">
          <PasswordField
            id="signup-password"
            label="Password"
            name="new-password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            aria-invalid={missing(fields.password)}
            aria-describedby="signup-password-hint"
          />
          <PasswordField
            id="signup-confirm-password"
            label="Confirm password"
            name="confirm-password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
            aria-invalid={missing(fields.confirmPassword) ?? (error === TEXT.passwordsDoNotMatch ? true : undefined)}
          />
        </div>
        <p id="signup-password-hint" className="auth-hint">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>

        <AuthSubmit
          errorId="signup-error"
          error={error}
          busy={busy}
          submitting={submitting}
          label="Begin My Journey"
          submittingLabel="Creating your account…"
        />

        <p className="auth-legal">
          By creating an account you agree to our <Link href={paths.terms}>Terms of Service</Link> and <Link href={paths.privacy}>Privacy Policy</Link>.
        </p>
      </form>

      <p className="auth-switch">
        Already have an account? <Link href={paths.login}>Sign in</Link>
      </p>
    </section>
  );
}
