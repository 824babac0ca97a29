import { useRef, useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, STARTING_CREDITS, TEXT } from '../../shared/constants.ts';
import { MONTH_NAMES } from '../../shared/horoscope.ts';
import { paths } from '../../shared/paths.ts';
import { HttpError } from '../api.ts';
import { afterSignIn, signUpWithEmail, signupErrorMessage } from '../features/auth/auth-api.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { AuthDivider, AuthHeader, AuthSubmit, GoogleButton, PasswordField, TextField, useGoogleSignIn } from '../features/auth/auth-parts.tsx';
import { birthDateStatus, SIGN_GLYPHS, validateSignup, type SignupFields } from '../features/auth/signup-validation.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import '../features/auth/auth.css';

const EMPTY: SignupFields = { name: '', birthday: '', birthMonth: '', email: '', password: '', confirmPassword: '' };

const PROMISES = [
  { title: 'Full readings, never a preview', text: 'Every interpretation in full, for every question you ask.', icon: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6' },
  { title: 'Your readings, kept', text: 'A private history to return to whenever you need it.', icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v5h-5' },
  { title: `${STARTING_CREDITS} free credits`, text: 'Ask follow-up questions and go deeper into your cards.', icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z' },
  { title: 'Tuned to your sign', text: 'Your birth date lets each reading speak to your horoscope sign.', icon: 'M17 4a8 8 0 1 0 3 12.5A6.5 6.5 0 1 1 17 4zM6 5v3M4.5 6.5h3' },
] as const;

function SignupAside() {
  return (
    <aside className="auth-aside" aria-labelledby="signup-aside-title">
      <svg className="auth-aside-art" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <g fill="none" stroke="rgba(201, 184, 255, 0.45)" strokeWidth="1">
          <path d="M20 90L62 52l40 18 44-42 36 26 38-30" />
        </g>
        <g fill="#ddd2ff">
          <circle cx="20" cy="90" r="2.5" />
          <circle cx="62" cy="52" r="3" />
          <circle cx="102" cy="70" r="2.2" />
          <circle cx="146" cy="28" r="3.4" />
          <circle cx="182" cy="54" r="2.4" />
          <circle cx="220" cy="24" r="2.8" />
        </g>
        <path d="M130 96a16 16 0 1 0 12 26 13 13 0 1 1-12-26z" fill="#f2d891" transform="translate(0 -18)" />
      </svg>
      <p className="auth-eyebrow">Why create an account</p>
      <h2 id="signup-aside-title">Everything the cards have to say</h2>
      <ul className="auth-promises">
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <svg className="auth-promise-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              <path d={promise.icon} />
            </svg>
            <span>
              <strong>{promise.title}</strong>
              <span className="auth-promise-text">{promise.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="auth-aside-note">Free to join. Private by design.</p>
    </aside>
  );
}

export default function SignupPage() {
  const { user, refresh } = useAuth();
  const [, navigate] = useLocation();
  const [fields, setFields] = useState<SignupFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(setError);
  const dayRef = useRef<HTMLInputElement>(null);
  const busy = submitting || google.pending;
  const hydrated = useHydrated();
  const date = birthDateStatus(fields.birthday, fields.birthMonth);

  if (user && !submitting) return <Redirect to={paths.account} replace />;

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
    setSubmitting(true);
    try {
      const created = await signUpWithEmail({
        name: fields.name.trim(),
        email: fields.email.trim(),
        password: fields.password,
        birthday: Number(fields.birthday),
        birthMonth: Number(fields.birthMonth),
      });
      await afterSignIn(created, { isNewUser: true });
      await refresh();
      navigate(paths.account);
    } catch (failure) {
      if (!(failure instanceof HttpError)) console.warn('Sign-up failed', failure);
      setError(signupErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const onGoogle = () => {
    if (busy) return;
    setError(null);
    void google.start();
  };

  const missing = (value: string) => (error === TEXT.fillAllFields && value.trim() === '' ? true : undefined);
  const dateInvalid = date.state === 'invalid' || (error === TEXT.invalidBirthDateSubmit && date.state !== 'valid');

  return (
    <div className="auth-page auth-page-signup">
      <div className="auth-split">
        <section className="panel auth-card" aria-labelledby="signup-title">
          <AuthHeader id="signup-title" title="Begin your journey" lead="Create your free account to keep every reading and explore the cards more deeply." />

          <GoogleButton onClick={onGoogle} disabled={busy} pending={google.pending} />
          <AuthDivider />

          <form className="auth-form" onSubmit={onSubmit} noValidate aria-describedby={error ? 'signup-error' : undefined}>
            <fieldset className="form-gate" disabled={!hydrated}>
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

              <TextField
                id="signup-email"
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                required
                value={fields.email}
                onChange={set('email')}
                aria-invalid={missing(fields.email)}
              />

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

              <AuthSubmit errorId="signup-error" error={error} busy={busy} submitting={submitting} label="Begin My Journey" submittingLabel="Creating your account…" />

              <p className="auth-legal">
                By creating an account you agree to our <Link href={paths.terms}>Terms of Service</Link> and{' '}
                <Link href={paths.privacy}>Privacy Policy</Link>.
              </p>
            </fieldset>
          </form>

          <p className="auth-switch">
            Already have an account? <Link href={paths.login}>Sign in</Link>
          </p>
        </section>

        <SignupAside />
      </div>
    </div>
  );
}
