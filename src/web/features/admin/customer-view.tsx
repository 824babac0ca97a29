import { useEffect, useRef } from 'react';
import type { AdminCustomer, AdminLedgerEntry } from '../../../shared/schemas/admin.ts';
import { HttpError } from '../../api-client.ts';
import { CreditAdjustmentForm } from './credit-adjustment-form.tsx';
import { useCustomer } from './customer-query.ts';
import { formatCount, formatDelta, formatTimestamp } from './format.ts';
import { ScrollTable } from './scroll-table.tsx';

const REASON_LABELS: Record<AdminLedgerEntry['reason'], string> = {
  signup: 'Sign-up grant',
  purchase: 'Purchase',
  follow_up: 'Follow-up',
  refund: 'Refund',
  admin_adjustment: 'Admin adjustment',
};

const METHOD_LABELS = { password: 'Password', google: 'Google' } as const;

function Profile({ user }: { user: AdminCustomer['user'] }) {
  const rows: [label: string, value: string, id: string][] = [
    ['Name', user.name || '—', 'name'],
    ['Email', user.email, 'email'],
    ['Email verified', user.emailVerified ? 'Yes' : 'No', 'verified'],
    ['Credits', formatCount(user.credits), 'credits'],
    ['Subscription', user.subscription ? 'Active' : 'None', 'subscription'],
    ['Sign-in methods', user.signInMethods.map((method) => METHOD_LABELS[method]).join(', ') || 'None', 'sign-in-methods'],
    ['Readings', formatCount(user.readingsCount), 'readings'],
    ['Joined', formatTimestamp(user.createdAt), 'joined'],
    ['Admin', user.isAdmin ? 'Yes' : 'No', 'admin'],
  ];
  return (
    <dl className="admin-profile">
      {rows.map(([label, value, id]) => (
        <div key={id} className={id === 'email' ? 'admin-profile-wide' : undefined} data-testid={`customer-${id}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Ledger({ ledger }: { ledger: AdminLedgerEntry[] }) {
  if (ledger.length === 0) return <p className="muted">No credit movements yet.</p>;
  return (
    <ScrollTable caption="Credit ledger, newest first" className="admin-ledger">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Change</th>
          <th scope="col">Reason</th>
          <th scope="col">Note</th>
          <th scope="col">By</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
            </td>
            <td className={entry.delta < 0 ? 'admin-negative' : 'admin-positive'}>{formatDelta(entry.delta)}</td>
            <td>{REASON_LABELS[entry.reason]}</td>
            <td>{entry.note ?? '—'}</td>
            <td>{entry.adminEmail ?? '—'}</td>
            <td className="admin-reference">{entry.reference}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** One customer: who they are, their credits and ledger, and the form that grants or removes credits. */
export function CustomerView({ userId }: { userId: string }) {
  const customer = useCustomer(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = customer.data !== undefined;
  // Chosen from the results: the keyboard and the screen reader go to the customer.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (customer.isPending) return <p className="muted">Loading the customer…</p>;
  if (customer.isError) {
    if (!(customer.error instanceof HttpError)) console.warn('The customer could not be loaded', customer.error);
    const gone = customer.error instanceof HttpError && customer.error.status === 404;
    return <p className="error-text">{gone ? 'This account no longer exists.' : 'The customer could not be loaded just now.'}</p>;
  }
  const { user, ledger } = customer.data;
  return (
    <article className="panel admin-customer" aria-labelledby="admin-customer-heading">
      <h3 id="admin-customer-heading" ref={heading} tabIndex={-1}>
        {user.email}
      </h3>
      <div className="admin-customer-grid">
        <Profile user={user} />
        <CreditAdjustmentForm userId={user.id} />
      </div>
      <Ledger ledger={ledger} />
    </article>
  );
}
