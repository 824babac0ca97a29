import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../app/session.tsx';
import { Notice } from '../components/forms/form-messages.tsx';
import { m } from '../i18n/paraglide/messages.js';
import { withNodes } from '../i18n/with-nodes.tsx';
import { verificationOutcome } from '../features/auth/verification-arrival.ts';
import { AccountDetails } from '../features/account/account-details.tsx';
import { DeckPreferencesPanel } from '../features/account/deck-preferences.tsx';
import { LanguagePanel } from '../features/account/language-panel.tsx';
import { PasswordAndSessions } from '../features/account/password-and-sessions.tsx';
import { HISTORY_ANCHOR } from '../features/account/history-anchor.ts';
import { ReadingHistory } from '../features/account/reading-history.tsx';
import { YourData } from '../features/account/your-data.tsx';
import { BillingOptions } from '../features/billing/billing-options.tsx';
import { JournalMailPanel } from '../features/check-back/journal-mail-panel.tsx';
import '../features/account/account.css';
import { queryKeys } from '../query-keys.ts';

// Its own chunk: the card of the day loads after the rest of the account page.
const DailyCardPanel = lazy(() => import('../features/daily/daily-card-panel.tsx'));

interface Arrival {
  /** Back from a verification link: whether it worked. */
  verification: ReturnType<typeof verificationOutcome>;
  /** Back from signing in with Google again to confirm deleting the account. */
  confirmDelete: boolean;
}

function arrivalFrom(search: string): Arrival {
  return { verification: verificationOutcome(search), confirmDelete: new URLSearchParams(search).get('confirm-delete') === '1' };
}

export default function AccountPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [arrival] = useState(() => arrivalFrom(search));
  // The balance and subscription can change elsewhere (a purchase, another tab): show the server's.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);
  // The notice is shown once: a reload or a shared address does not repeat it.
  useEffect(() => {
    if (search) navigate(paths.account, { replace: true });
  }, [search, navigate]);
  if (!user) return null;
  return (
    <div className="account-page">
      <header className="account-header">
        <h1>{m.account_title()}</h1>
        {user.isAdmin && (
          <Link href={paths.admin} className="badge badge-link" aria-label={m.account_admin_label()}>
            {m.account_admin()}
          </Link>
        )}
      </header>
      {arrival.verification !== null && (
        <Notice tone={arrival.verification === 'verified' ? 'success' : 'error'} className="account-notice">
          {arrival.verification === 'verified' ? m.email_verified() : m.email_verification_link_invalid()}
        </Notice>
      )}
      <div className="account-grid">
        <section className="panel" aria-labelledby="details-heading">
          <h2 id="details-heading">{m.account_info()}</h2>
          <AccountDetails user={user} />
        </section>
        <section id={HISTORY_ANCHOR} className="panel account-history" aria-labelledby="history-heading">
          <h2 id="history-heading">{m.account_reading_history()}</h2>
          <ReadingHistory />
          <p className="account-spreads-link">{withNodes(m.account_spreads_line, { link: <Link href={paths.spreads}>{m.account_spreads_link()}</Link> })}</p>
          <p className="account-spreads-link">{withNodes(m.account_memory_line, { link: <Link href={paths.memory}>{m.account_memory_link()}</Link> })}</p>
        </section>
      </div>
      <Suspense fallback={null}>
        <DailyCardPanel />
      </Suspense>
      <DeckPreferencesPanel user={user} />
      <LanguagePanel user={user} />
      <JournalMailPanel />
      <BillingOptions user={user} />
      <div className="account-grid account-grid-even">
        <PasswordAndSessions user={user} />
        <YourData user={user} confirmDelete={arrival.confirmDelete} />
      </div>
    </div>
  );
}
