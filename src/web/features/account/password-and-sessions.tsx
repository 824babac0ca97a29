import { useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_PAGE_TEXT, PASSWORD_MIN_LENGTH, TEXT } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { newPasswordProblem } from '../../components/forms/password-rules.ts';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { changePassword, changePasswordErrorMessage, revokeOtherSessions } from './account-security-api.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** What a form reports under its button: announced when it changes (the region is always there). */
function OutcomeLine({ id, outcome }: { id: string; outcome: Outcome }) {
  return (
    <p id={id} className="account-outcome" aria-live="polite">
      {outcome && <span className={outcome.tone === 'success' ? 'success-text' : 'error-text'}>{outcome.text}</span>}
    </p>
  );
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem =
      !fields.currentPassword || !fields.newPassword || !fields.confirmPassword
        ? TEXT.fillAllFields
        : newPasswordProblem(fields.newPassword, fields.confirmPassword);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      return;
    }
    setOutcome(null);
    setSaving(true);
    try {
      await changePassword(fields.currentPassword, fields.newPassword);
      setFields(EMPTY);
      setOutcome({ tone: 'success', text: ACCOUNT_PAGE_TEXT.passwordChanged });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The password could not be changed', error);
      const text = changePasswordErrorMessage(error);
      setOutcome({ tone: 'error', text });
      if (text === ACCOUNT_PAGE_TEXT.wrongCurrentPassword) currentRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const error = outcome?.tone === 'error' ? outcome.text : null;
  const invalid = (value: string, ...messages: string[]) =>
    (error === TEXT.fillAllFields && value === '') || (error !== null && messages.includes(error)) ? true : undefined;

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="change-password-heading"
      aria-describedby="change-password-outcome"
    >
      <PasswordField
        id="current-password"
        label="Current password"
        inputRef={currentRef}
        name="current-password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        aria-invalid={invalid(fields.currentPassword, ACCOUNT_PAGE_TEXT.wrongCurrentPassword)}
      />
      <PasswordField
        id="new-password"
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        aria-invalid={invalid(fields.newPassword, TEXT.passwordTooShort)}
        aria-describedby="new-password-hint"
      />
      <p id="new-password-hint" className="account-hint">
        At least {PASSWORD_MIN_LENGTH} characters. Every other device signed in to your account will be signed out.
      </p>
      <PasswordField
        id="confirm-new-password"
        label="Confirm new password"
        name="confirm-new-password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        aria-invalid={invalid(fields.confirmPassword, TEXT.passwordsDoNotMatch)}
      />
      <div className="account-form-actions">
        <button type="submit" className="button button-secondary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Changing…' : ACCOUNT_PAGE_TEXT.changePassword}
        </button>
      </div>
      <OutcomeLine id="change-password-outcome" outcome={outcome} />
    </form>
  );
}

function SignOutOthers() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      await revokeOtherSessions();
      setOutcome({ tone: 'success', text: ACCOUNT_PAGE_TEXT.othersSignedOut });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The other sessions could not be signed out', error);
      setOutcome({ tone: 'error', text: accountFormErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="muted">Signed in on a phone or a shared computer you no longer use? Sign out every other device and browser; you stay signed in here.</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby="sign-out-others-outcome"
      >
        {busy ? 'Signing out…' : ACCOUNT_PAGE_TEXT.signOutOthers}
      </button>
      <OutcomeLine id="sign-out-others-outcome" outcome={outcome} />
    </>
  );
}

/** Password & Security on /account: change the password (password accounts) and sign out other devices. */
export function PasswordAndSessions({ user }: { user: UserData }) {
  return (
    <section className="panel account-section" aria-labelledby="security-heading">
      <h2 id="security-heading">Password &amp; Security</h2>
      <div className="account-subsection">
        <h3 id="change-password-heading">{ACCOUNT_PAGE_TEXT.changePassword}</h3>
        {user.hasPassword ? <ChangePasswordForm /> : <p className="muted">You sign in with Google, so there is no password to change here.</p>}
      </div>
      <div className="account-subsection">
        <h3>Other devices</h3>
        <SignOutOthers />
      </div>
    </section>
  );
}
