import { useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { AccountDetails } from '../features/account/account-details.tsx';
import { ReadingHistory } from '../features/account/reading-history.tsx';
import { BillingOptions } from '../features/billing/billing-options.tsx';
import '../features/account/account.css';
import { withQueryClient } from '../query-client.tsx';

function AccountPage() {
  const { user, refresh } = useAuth();
  // The balance and subscription can change elsewhere (a purchase, another tab): show the server's.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (!user) return null;
  return (
    <div className="account-page">
      <header className="account-header">
        <h1>Your Account</h1>
        {user.isAdmin && <span className="badge">Admin</span>}
      </header>
      <div className="account-grid">
        <section className="panel" aria-labelledby="details-heading">
          <h2 id="details-heading">Account Info</h2>
          <AccountDetails user={user} />
        </section>
        <section className="panel" aria-labelledby="history-heading">
          <h2 id="history-heading">Reading History</h2>
          <ReadingHistory />
        </section>
      </div>
      <BillingOptions user={user} />
    </div>
  );
}

export default withQueryClient(AccountPage);
