import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { EmailField, PasswordField, TextField } from '../../components/forms/text-field.tsx';
import { FormError } from '../../components/forms/form-messages.tsx';
import { GoogleButton, useGoogleSignIn } from '../../components/google-sign-in.tsx';
import { useFormBeforeStart, useTypedBeforeStart } from '../../components/forms/before-start.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { useSignUp } from './api/sign-up.ts';
import { signupErrorMessage, type AuthUser } from './auth-api.ts';
import { AuthDivider, AuthHeader, AuthSubmit } from './auth-parts.tsx';
import { SIGN_NAMES } from '../../i18n/sign-names.ts';
import { birthDateStatus, SIGN_GLYPHS, validateSignup, type SignupFields } from './signup-validation.ts';

/** The twelve months in the page's language, capitalised as a list's entries are. */
const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const name = new Intl.DateTimeFormat(PAGE_LANGUAGE, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1));
  return name.charAt(0).toLocaleUpperCase(PAGE_LANGUAGE) + name.slice(1);
});

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
  const signUp = useSignUp();
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
      const created = await signUp.mutateAsync({
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

  const missing = (value: string) => (error === m.form_fill_all_fields() && value.trim() === '' ? true : undefined);
  const dateInvalid = date.state === 'invalid' || (error === m.signup_invalid_birth_date() && date.state !== 'valid');

  return (
    <section className="panel auth-card" aria-labelledby="signup-title">
      <AuthHeader id="signup-title" title={m.signup_title()} lead={m.signup_lead()} />

      {/* A click before the page is adopted would do nothing. */}
      <GoogleButton onClick={onGoogle} disabled={busy || !hydrated} pending={google.pending} />
      {googleError && <FormError id="signup-google-error">{googleError}</FormError>}
      <AuthDivider />

      <form {...form} className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? 'signup-error' : undefined}>
        <TextField
          id="signup-name"
          label={m.signup_name()}
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
          <legend>{m.signup_birth_date()}</legend>
          <div className="auth-date-row">
            <TextField
              id="signup-birthday"
              label={m.signup_day()}
              inputRef={dayRef}
              type="number"
              name="bday-day"
              inputMode="numeric"
              autoComplete="bday-day"
              min={1}
              max={31}
              step={1}
              placeholder={m.signup_day_placeholder()}
              required
              value={fields.birthday}
              onChange={set('birthday')}
              aria-invalid={dateInvalid || missing(fields.birthday)}
              aria-describedby="signup-date-status"
            />
            <div className="field">
              <label htmlFor="signup-birth-month">{m.signup_month()}</label>
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
                  {m.signup_select_month()}
                </option>
                {MONTHS.map((month, index) => (
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
                  <span>{withNodes(m.signup_your_sign, { sign: <strong>{SIGN_NAMES[date.sign]()}</strong> })}</span>
                </>
              ) : date.state === 'incomplete' ? (
                <span className="auth-sign-hint">{m.signup_sign_hint()}</span>
              ) : null}
            </p>
            {date.state === 'invalid' && (
              <p role="alert" className="error-text auth-date-error">
                {m.signup_invalid_date()}
              </p>
            )}
            {date.state === 'valid' && (
              <button type="button" className="button button-link auth-change-date" onClick={changeDate} disabled={busy}>
                {m.signup_change_date()}
              </button>
            )}
          </div>
        </fieldset>

        <EmailField id="signup-email" value={fields.email} onChange={set('email')} aria-invalid={missing(fields.email)} />

        <div className="auth-password-row">
          <PasswordField
            id="signup-password"
            label={m.form_password()}
            name="new-password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            aria-invalid={missing(fields.password)}
            aria-describedby="signup-password-hint"
          />
          <PasswordField
            id="signup-confirm-password"
            label={m.signup_confirm_password()}
            name="confirm-password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
            aria-invalid={missing(fields.confirmPassword) ?? (error === m.form_passwords_do_not_match() ? true : undefined)}
          />
        </div>
        <p id="signup-password-hint" className="auth-hint">
          {m.form_password_hint({ min: PASSWORD_MIN_LENGTH })}
        </p>

        <AuthSubmit
          errorId="signup-error"
          error={error}
          busy={busy}
          submitting={submitting}
          label={m.signup_submit()}
          submittingLabel={m.signup_submitting()}
        />

        <p className="auth-legal">
          {withNodes(m.signup_legal, {
            terms: <Link href={paths.terms}>{m.signup_terms()}</Link>,
            privacy: <Link href={paths.privacy}>{m.signup_privacy()}</Link>,
          })}
        </p>
      </form>

      <p className="auth-switch">{withNodes(m.signup_have_account, { link: <Link href={paths.login}>{m.signup_sign_in()}</Link> })}</p>
    </section>
  );
}
