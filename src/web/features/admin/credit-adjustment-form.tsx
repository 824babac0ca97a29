import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_CREDIT_ADJUSTMENT_MAX, ADMIN_REASON_MAX_LENGTH } from '../../../shared/constants.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { useAdjustCredits } from './adjust-credits.ts';
import { readCreditAdjustment } from './credit-adjustment.ts';
import { formatCount, formatDelta } from './format.ts';

type Outcome = { tone: 'success' | 'error'; text: string; field?: 'delta' | 'reason' } | null;

/** Grant (a positive number) or remove (a negative one) credits, with the reason the audit log keeps. */
export function CreditAdjustmentForm({ userId }: { userId: string }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const adjust = useAdjustCredits(userId);
  const deltaRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const read = readCreditAdjustment({ delta, reason });
    if (!read.ok) {
      setOutcome({ tone: 'error', text: read.message, field: read.field });
      (read.field === 'delta' ? deltaRef : reasonRef).current?.focus();
      return;
    }
    setOutcome(null);
    try {
      const customer = await adjust.mutateAsync(read.value);
      setDelta('');
      setReason('');
      setOutcome({ tone: 'success', text: `${formatDelta(read.value.delta)} credits. The balance is now ${formatCount(customer.user.credits)}.` });
    } catch (error) {
      if (!(error instanceof HttpError)) console.warn('The credits could not be adjusted', error);
      setOutcome({ tone: 'error', text: accountFormErrorMessage(error) });
    }
  };

  const invalid = (field: 'delta' | 'reason') => (outcome?.tone === 'error' && outcome.field === field ? true : undefined);

  return (
    <form
      className="admin-credit-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="admin-credit-heading"
      aria-describedby="admin-credit-outcome"
    >
      <h4 id="admin-credit-heading">Grant or remove credits</h4>
      <div className="field">
        <label htmlFor="admin-credit-delta">Credits</label>
        <input
          ref={deltaRef}
          id="admin-credit-delta"
          className="input"
          type="text"
          name="delta"
          autoComplete="off"
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
          aria-invalid={invalid('delta')}
          aria-describedby="admin-credit-delta-hint"
        />
        <p id="admin-credit-delta-hint" className="admin-hint">
          A whole number from −{ADMIN_CREDIT_ADJUSTMENT_MAX} to {ADMIN_CREDIT_ADJUSTMENT_MAX}: 5 grants five credits, −5 removes five.
        </p>
      </div>
      <div className="field">
        <label htmlFor="admin-credit-reason">Reason</label>
        <input
          ref={reasonRef}
          id="admin-credit-reason"
          className="input"
          type="text"
          name="reason"
          autoComplete="off"
          maxLength={ADMIN_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={invalid('reason')}
          aria-describedby="admin-credit-reason-hint"
        />
        <p id="admin-credit-reason-hint" className="admin-hint">
          Kept in the ledger and the audit log.
        </p>
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={adjust.isPending} aria-busy={adjust.isPending || undefined}>
          {adjust.isPending ? 'Saving…' : 'Apply'}
        </button>
      </div>
      <p id="admin-credit-outcome" className="admin-outcome" aria-live="polite">
        {outcome && <span className={outcome.tone === 'success' ? 'success-text' : 'error-text'}>{outcome.text}</span>}
      </p>
    </form>
  );
}
