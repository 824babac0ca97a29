import { useState } from 'react';
import type { MailKind } from '../../../shared/schemas/admin.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { useFailedMails, useRetryMail } from './failed-mails-query.ts';
import { formatCount, formatTimestamp } from './format.ts';
import { ScrollTable } from './scroll-table.tsx';

const KIND_LABELS: Record<MailKind, string> = {
  verification: 'Address verification',
  'password-reset': 'Password reset',
  welcome: 'Welcome',
  'account-deleted': 'Account deleted',
  'password-changed': 'Password changed',
  receipt: 'Receipt',
  'check-back': 'Check-back',
  'daily-reminder': 'Card of the day reminder',
};

/** Mail that used up its retries (issue 25 §4): what it was, for whom, why it failed, and a button to send it again. */
export function FailedMails() {
  const mails = useFailedMails();
  const retry = useRetryMail();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const sendAgain = async (jobId: string, kind: MailKind, recipient: string) => {
    setOutcome(null);
    try {
      await retry.mutateAsync(jobId);
      setOutcome({ tone: 'success', text: `The ${KIND_LABELS[kind].toLowerCase()} mail to ${recipient} is being sent again.` });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The mail could not be sent again', error);
      setOutcome({ tone: 'error', text: accountFormErrorMessage(error) });
    }
  };

  const body = () => {
    if (mails.isPending) return <p className="muted">Loading the failed mails…</p>;
    if (mails.isError) {
      if (!(mails.error instanceof HttpError)) console.warn('The failed mails could not be loaded', mails.error);
      return <p className="error-text">The failed mails could not be loaded just now.</p>;
    }
    if (mails.data.mails.length === 0) return <p className="muted">No mail has failed: every mail was sent.</p>;
    return (
      <ScrollTable caption="Mails that could not be sent, newest first" className="admin-failed-mails">
        <thead>
          <tr>
            <th scope="col">Failed</th>
            <th scope="col">Mail</th>
            <th scope="col">To</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.data.mails.map((mail) => (
            <tr key={mail.id}>
              <td>
                <time dateTime={mail.failedAt}>{formatTimestamp(mail.failedAt)}</time>
              </td>
              <td>{KIND_LABELS[mail.kind]}</td>
              <td>{mail.recipient}</td>
              <td>{formatCount(mail.attempts)}</td>
              <td>{mail.lastError}</td>
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={retry.isPending}
                  onClick={() => void sendAgain(mail.id, mail.kind, mail.recipient)}
                >
                  Send again
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  };

  return (
    <section className="admin-section" aria-labelledby="admin-failed-mails-heading">
      <h2 id="admin-failed-mails-heading">Failed mails</h2>
      <p className="admin-hint">
        Mail is retried for about six hours (waits doubling up to an hour apart); what still could not be sent is listed here. Sending again is recorded in the
        audit log.
      </p>
      {body()}
      <p id="admin-failed-mails-outcome" className={outcome?.tone === 'error' ? 'error-text' : 'muted'} role="status">
        {outcome?.text}
      </p>
    </section>
  );
}
