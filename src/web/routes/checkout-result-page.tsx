import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { api } from '../api.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { CreditsBadge } from '../features/chat/chat-panel.tsx';
import '../features/billing/checkout.css';

/** Where the payment page sends the browser back; the balance shown comes from the server. */
export default function CheckoutResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { user, refresh } = useAuth();
  const [confirmed, setConfirmed] = useState(outcome === 'cancel');

  useEffect(() => {
    if (outcome !== 'success') return;
    const sessionId = new URLSearchParams(window.location.search).get('session_id');
    const confirm = async () => {
      try {
        // The webhook may not have arrived yet: confirming fulfils it now (once, either way).
        if (sessionId && !sessionId.startsWith('local_')) await api('/api/stripe/confirm-checkout', { body: { sessionId } });
      } catch (error) {
        console.warn('The payment could not be confirmed yet', error);
      } finally {
        await refresh();
        setConfirmed(true);
      }
    };
    void confirm();
  }, [outcome, refresh]);

  return (
    <div className="narrow panel checkout" aria-busy={!confirmed}>
      {outcome === 'success' ? (
        <>
          <h1>Thank you — your purchase is complete</h1>
          <p>Your credits and subscription are updated and ready for your next reading.</p>
        </>
      ) : (
        <>
          <h1>Checkout cancelled</h1>
          <p>No payment was made. You can pick up where you left off whenever you like.</p>
        </>
      )}
      {user && confirmed && (
        <p>
          <CreditsBadge user={user} /> <span className="muted">Subscription: {user.subscription ? 'Active' : 'None'}</span>
        </p>
      )}
      <div className="actions-row">
        <Link href={paths.account} className="button button-primary">
          Go to Account
        </Link>
        <Link href={paths.ask} className="button button-secondary">
          Ask a Question
        </Link>
      </div>
    </div>
  );
}
