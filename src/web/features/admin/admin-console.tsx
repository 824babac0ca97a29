import { AuditLog } from './audit-log.tsx';
import { Customers } from './customers.tsx';
import { Dashboard } from './dashboard.tsx';
import { FailedMails } from './failed-mails.tsx';
import './admin.css';

const SECTIONS = [
  ['admin-dashboard-heading', 'Dashboard'],
  ['admin-customers-heading', 'Customers'],
  ['admin-failed-mails-heading', 'Failed mails'],
  ['admin-audit-heading', 'Audit log'],
] as const;

/** The operator's console (issue 18 §1): the business at a glance, customers, mail that could not be sent, and what admins did. */
export function AdminConsole() {
  return (
    <div className="admin-console">
      <header className="admin-header">
        <h1>Admin Console</h1>
        <nav aria-label="Console sections">
          <ul className="admin-jump">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Dashboard />
      <Customers />
      <FailedMails />
      <AuditLog />
    </div>
  );
}
