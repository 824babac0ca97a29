import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_EXPORT_FILE_NAME } from '../../../shared/account-security.ts';
import { ACCOUNT_PAGE_TEXT } from '../../../shared/constants.ts';
import { apiPaths, paths } from '../../../shared/paths.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { HttpError } from '../../api-client.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { FormError } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/forms/text-field.tsx';
import { useGoogleSignIn } from '../../components/google-sign-in.tsx';
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
      setError('Please enter your password');
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
    <Dialog title="Delete your account?" onClose={() => !busy && onClose()}>
      <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby="delete-account-summary">
        <div id="delete-account-summary">
          <p>This cannot be undone. Deleting your account:</p>
          <ul className="account-delete-list">
            <li>deletes your profile, every reading and every conversation;</li>
            <li>
              removes your {user.credits} remaining {user.credits === 1 ? 'credit' : 'credits'};
            </li>
            {user.subscription && <li>cancels your Unlimited subscription;</li>}
            <li>signs you out on every device.</li>
          </ul>
          <p className="muted account-hint">
            Payment records are kept, without your name or email address, as our Privacy Policy explains. We will send a confirmation to {user.email}.
          </p>
        </div>
        {user.hasPassword ? (
          <PasswordField
            id="delete-password"
            label="Your password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-account-error' : undefined}
          />
        ) : (
          <p className="muted account-hint">
            You sign in with Google: if your last sign-in was a while ago, we will ask you to sign in with Google again to confirm.
          </p>
        )}
        {error && <FormError id="delete-account-error">{error}</FormError>}
        <div className="dialog-actions account-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          {needsFreshSignIn ? (
            <button type="button" className="button button-primary" onClick={() => void google.start()} disabled={busy} aria-busy={google.pending || undefined}>
              {google.pending ? 'Opening Google…' : ACCOUNT_PAGE_TEXT.signInAgain}
            </button>
          ) : (
            <button type="submit" className="button button-danger" disabled={busy} aria-busy={deleting || undefined}>
              {deleting ? 'Deleting…' : ACCOUNT_PAGE_TEXT.deleteAccount}
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
        <h2 id="data-heading">Your Data</h2>
        <div className="account-subsection">
          <p className="muted">Your profile, every reading with its conversation, and your credit history, in one JSON file.</p>
          {/* A GET with the session cookie: a plain link downloads it. */}
          <a className="button button-secondary" href={apiPaths.accountExport} download={ACCOUNT_EXPORT_FILE_NAME}>
            {ACCOUNT_PAGE_TEXT.downloadData}
          </a>
        </div>
        <div className="account-subsection account-danger-zone">
          <h3>{ACCOUNT_PAGE_TEXT.deleteAccount}</h3>
          <p className="muted">Your profile, readings, conversations and credits are deleted for good, and an active subscription is cancelled.</p>
          <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
            {ACCOUNT_PAGE_TEXT.deleteAccount}
          </button>
        </div>
      </section>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </>
  );
}
