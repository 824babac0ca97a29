import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../app/session.tsx';
import { CreditsBadge } from '../components/credits-badge.tsx';
import { pendingCheckout } from '../features/billing/pending-checkout.ts';
import type { Purchase } from '../../shared/schemas/billing.ts';
import { confirmPurchase, describeAccount, describePurchase } from '../features/billing/purchase-result.ts';
import '../features/billing/checkout.css';
import { m } from '../i18n/paraglide/messages.js';
import { queryKeys } from '../query-keys.ts';

/** Where the payment page sends the browser back; what it says comes from the server. */
export default function CheckoutResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [pending] = useState(() => pendingCheckout.read());
  const [confirmed, setConfirmed] = useState(outcome === 'cancel');
  const [purchase, setPurchase] = useState<Purchase | null>(null);

  useEffect(() => pendingCheckout.clear(), []);

  useEffect(() => {
    if (outcome !== 'success') return;
    const sessionId = new URLSearchParams(window.location.search).get('session_id');
    const confirm = async () => {
      try {
        setPurchase(await confirmPurchase(sessionId));
      } catch (error) {
        console.warn('The payment could not be confirmed yet', error);
      } finally {
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
        setConfirmed(true);
      }
    };
    void confirm();
  }, [outcome, queryClient]);

  const returnTo = pending?.returnTo ?? null;
  const result = user && purchase ? describePurchase(purchase, user) : null;

  return (
    <div className="narrow panel checkout" aria-busy={!confirmed}>
      {outcome === 'success' && !confirmed ? (
        <>
          <h1>{m.checkout_checking()}</h1>
          <p role="status" className="muted">
            {m.checkout_confirming()}
          </p>
        </>
      ) : outcome === 'success' && result ? (
        <>
          <h1>{m.checkout_thank_you()}</h1>
          <div role="status" className="checkout-result">
            <p className="checkout-result-headline">{result.headline}</p>
            {result.detail && <p className="muted">{result.detail}</p>}
          </div>
        </>
      ) : outcome === 'success' ? (
        <>
          <h1>{m.checkout_nothing_title()}</h1>
          <div role="status" className="checkout-result">
            <p>{m.checkout_nothing_text()}</p>
            <p className="muted">{m.checkout_nothing_if_paid()}</p>
            {user && <p className="checkout-result-headline">{describeAccount(user)}</p>}
          </div>
        </>
      ) : (
        <>
          <h1>{m.checkout_cancelled_title()}</h1>
          <p>{m.checkout_cancelled_text()}</p>
          {user && (
            <p>
              <CreditsBadge user={user} />
            </p>
          )}
        </>
      )}
      <div className="actions-row">
        {returnTo && (
          <Link href={returnTo} className="button button-primary">
            {m.checkout_back_to_reading()}
          </Link>
        )}
        <Link href={paths.account} className={returnTo ? 'button button-secondary' : 'button button-primary'}>
          {m.checkout_go_to_account()}
        </Link>
        <Link href={paths.ask} className="button button-secondary">
          {m.deleted_ask()}
        </Link>
      </div>
    </div>
  );
}
