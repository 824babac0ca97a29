import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_EXPORT_FILE_NAME } from '../../../shared/account-security.ts';
import { apiPaths, paths } from '../../../shared/paths.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { HttpError } from '../../api-client.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { FormError } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { useGoogleSignIn } from '../../components/google-sign-in.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { useDeleteAccountMutation } from './account-mutations.ts';
import { CONFIRM_DELETE_CALLBACK_URL } from './account-security-api.ts';

function DeleteAccountDialog({ user, onClose }: { user: UserData; onClose(): void }) {
  const [, navigate] = useLocation();
  // The server has cleared the session cookie. Off the account page first: with the user gone it
  // would send the visitor to /login instead.
  const remove = useDeleteAccountMutation(() => navigate(paths.accountDeleted));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsFreshSignIn, setNeedsFreshSignIn] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const google = useGoogleSignIn(setError, CONFIRM_DELETE_CALLBACK_URL);
  const busy = deleting || google.pending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (user.hasPassword && !password) {
      setError(m.account_enter_password());
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await remove.mutateAsync(user.hasPassword ? password : null);
    } catch (failure) {
      if (!(failure instanceof HttpError)) console.warn('The account could not be deleted', failure);
      // A Google-only account whose sign-in is not fresh: the way on is to sign in with Google again.
      setNeedsFreshSignIn(!user.hasPassword && failure instanceof HttpError && failure.status === 403);
      setError(accountFormErrorMessage(failure));
      setDeleting(false);
    }
  };

  return (
    <Dialog title={m.account_delete_title()} onClose={() => !busy && onClose()}>
      <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby="delete-account-summary">
        <div id="delete-account-summary">
          <p>{m.account_delete_cannot_undo()}</p>
          <ul className="account-delete-list">
            <li>{m.account_delete_item_readings()}</li>
            <li>{plural(user.credits, { one: m.account_delete_item_credits_one, other: m.account_delete_item_credits_other })}</li>
            {user.subscription && <li>{m.account_delete_item_subscription()}</li>}
            <li>{m.account_delete_item_sign_out()}</li>
          </ul>
          <p className="muted account-hint">{m.account_delete_records_kept({ email: user.email })}</p>
        </div>
        {user.hasPassword ? (
          <PasswordField
            id="delete-password"
            label={m.account_your_password()}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-account-error' : undefined}
          />
        ) : (
          <p className="muted account-hint">{m.account_delete_google_note()}</p>
        )}
        {error && <FormError id="delete-account-error">{error}</FormError>}
        <div className="dialog-actions account-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {m.account_cancel()}
          </button>
          {needsFreshSignIn ? (
            <button type="button" className="button button-primary" onClick={() => void google.start()} disabled={busy} aria-busy={google.pending || undefined}>
              {google.pending ? m.google_opening() : m.account_sign_in_again()}
            </button>
          ) : (
            <button type="submit" className="button button-danger" disabled={busy} aria-busy={deleting || undefined}>
              {deleting ? m.account_deleting() : m.account_delete_account()}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Your Data on /account: download everything as JSON, and delete the account. `confirmDelete` opens
 * the dialog at once (a Google-only user back from signing in again to confirm).
 */
export function YourData({ user, confirmDelete }: { user: UserData; confirmDelete: boolean }) {
  const [deleting, setDeleting] = useState(confirmDelete);
  // The dialog sits beside the panel, not in it: the panel's backdrop-filter would make it the
  // containing block of the dialog's fixed backdrop, which would then cover only the panel.
  return (
    <>
      <section className="panel account-section" aria-labelledby="data-heading">
        <h2 id="data-heading">{m.account_your_data()}</h2>
        <div className="account-subsection">
          <p className="muted">{m.account_download_text()}</p>
          {/* A GET with the session cookie: a plain link downloads it. */}
          <a className="button button-secondary" href={apiPaths.accountExport} download={ACCOUNT_EXPORT_FILE_NAME}>
            {m.account_download_data()}
          </a>
        </div>
        <div className="account-subsection account-danger-zone">
          <h3>{m.account_delete_account()}</h3>
          <p className="muted">{m.account_delete_text()}</p>
          <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
            {m.account_delete_account()}
          </button>
        </div>
      </section>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </>
  );
}
