import { useState } from 'react';
import type { UserData } from '../../../shared/schemas/account.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useResendVerificationMutation } from './account-mutations.ts';

type ResendState = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** The address on /account with whether it is verified and, while it is not, a way to get a new link. */
export function EmailWithStatus({ user }: { user: UserData }) {
  const send = useResendVerificationMutation();
  const [resend, setResend] = useState<ResendState>({ state: 'idle' });

  const onResend = async () => {
    setResend({ state: 'sending' });
    try {
      await send.mutateAsync(user.email);
      setResend({ state: 'sent' });
    } catch (error) {
      // Verified meanwhile: the mutation has had the badge catch up.
      if (error instanceof HttpError && error.code === 'EMAIL_ALREADY_VERIFIED') {
        setResend({ state: 'idle' });
        return;
      }
      if (!(error instanceof HttpError)) console.warn('The verification email could not be sent', error);
      setResend({ state: 'failed', message: accountFormErrorMessage(error) });
    }
  };

  return (
    <>
      <span className="account-email">
        <span data-testid="account-email">{user.email}</span>{' '}
        {user.emailVerified ? (
          <span className="badge badge-success" data-testid="email-status">
            {m.account_email_verified_badge()}
          </span>
        ) : (
          <span className="badge badge-warning" data-testid="email-status">
            {m.account_email_not_verified_badge()}
          </span>
        )}
      </span>
      {!user.emailVerified && (
        <span className="account-email-resend">
          <button
            type="button"
            className="button button-link"
            onClick={() => void onResend()}
            disabled={resend.state === 'sending'}
            aria-busy={resend.state === 'sending' || undefined}
          >
            {resend.state === 'sending' ? m.account_sending() : m.account_resend_verification()}
          </button>
        </span>
      )}
      {/* Always in the page, so what is written into it is announced. */}
      <span className="account-email-live" aria-live="polite">
        {resend.state === 'sent' && <span className="success-text">{m.account_verification_sent()}</span>}
        {resend.state === 'failed' && <span className="error-text">{resend.message}</span>}
      </span>
    </>
  );
}
