import { HttpError } from '../../api-client.ts';
import { useAuditLog } from './audit-query.ts';
import { formatTimestamp } from './format.ts';
import { ScrollTable } from './scroll-table.tsx';

const ACTION_LABELS = { credits_adjusted: 'Credits adjusted', mail_retried: 'Mail sent again' } as const;

/** Every admin action, newest first, a page at a time. */
export function AuditLog() {
  const audit = useAuditLog();
  const body = () => {
    if (audit.isPending) return <p className="muted">Loading the audit log…</p>;
    if (audit.isError) {
      if (!(audit.error instanceof HttpError)) console.warn('The audit log could not be loaded', audit.error);
      return <p className="error-text">The audit log could not be loaded just now.</p>;
    }
    const entries = audit.data.pages.flatMap((page) => page.entries);
    if (entries.length === 0) return <p className="muted">No admin actions yet.</p>;
    return (
      <>
        <ScrollTable caption="Admin actions, newest first" className="admin-audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Customer</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
                </td>
                <td>{entry.adminEmail}</td>
                <td>{ACTION_LABELS[entry.action]}</td>
                <td>{entry.targetEmail ?? 'Deleted account'}</td>
                <td>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {audit.hasNextPage && (
          <div className="admin-form-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void audit.fetchNextPage()}
              disabled={audit.isFetchingNextPage}
              aria-busy={audit.isFetchingNextPage || undefined}
            >
              {audit.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
        {audit.isFetchNextPageError && <p className="error-text">The next entries could not be loaded just now.</p>}
      </>
    );
  };
  return (
    <section className="admin-section" aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">Audit log</h2>
      {body()}
    </section>
  );
}
