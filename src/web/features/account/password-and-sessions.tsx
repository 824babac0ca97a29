import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { newPasswordProblem } from '../../components/forms/password-rules.ts';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { m } from '../../i18n/paraglide/messages.js';
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
        ? m.form_fill_all_fields()
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
      setOutcome({ tone: 'success', text: m.account_password_changed() });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The password could not be changed', error);
      const text = changePasswordErrorMessage(error);
      setOutcome({ tone: 'error', text });
      if (text === m.account_wrong_current_password()) currentRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const error = outcome?.tone === 'error' ? outcome.text : null;
  const invalid = (value: string, ...messages: string[]) =>
    (error === m.form_fill_all_fields() && value === '') || (error !== null && messages.includes(error)) ? true : undefined;

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
        label={m.account_current_password()}
        inputRef={currentRef}
        name="current-password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        aria-invalid={invalid(fields.currentPassword, m.account_wrong_current_password())}
      />
      <PasswordField
        id="new-password"
        label={m.form_new_password()}
        name="new-password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        aria-invalid={invalid(fields.newPassword, m.form_password_too_short({ min: PASSWORD_MIN_LENGTH }))}
        aria-describedby="new-password-hint"
      />
      <p id="new-password-hint" className="account-hint">
        {m.account_new_password_hint({ min: PASSWORD_MIN_LENGTH })}
      </p>
      <PasswordField
        id="confirm-new-password"
        label={m.form_confirm_new_password()}
        name="confirm-new-password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        aria-invalid={invalid(fields.confirmPassword, m.form_passwords_do_not_match())}
      />
      <div className="account-form-actions">
        <button type="submit" className="button button-secondary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? m.account_changing() : m.account_change_password()}
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
      setOutcome({ tone: 'success', text: m.account_others_signed_out() });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The other sessions could not be signed out', error);
      setOutcome({ tone: 'error', text: accountFormErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="muted">{m.account_sign_out_others_text()}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby="sign-out-others-outcome"
      >
        {busy ? m.account_signing_out() : m.account_sign_out_others()}
      </button>
      <OutcomeLine id="sign-out-others-outcome" outcome={outcome} />
    </>
  );
}

/** Password & Security on /account: change the password (password accounts) and sign out other devices. */
export function PasswordAndSessions({ user }: { user: UserData }) {
  return (
    <section className="panel account-section" aria-labelledby="security-heading">
      <h2 id="security-heading">{m.account_security()}</h2>
      <div className="account-subsection">
        <h3 id="change-password-heading">{m.account_change_password()}</h3>
        {user.hasPassword ? <ChangePasswordForm /> : <p className="muted">{m.account_google_no_password()}</p>}
      </div>
      <div className="account-subsection">
        <h3>{m.account_other_devices()}</h3>
        <SignOutOthers />
      </div>
    </section>
  );
}
