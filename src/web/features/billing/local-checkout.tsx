import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ACCOUNT_PAGE_TEXT, formatPrice } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { useSession } from '../../app/session.tsx';
import { queryKeys } from '../../query-keys.ts';
import { cancelLocalSubscription, fetchLocalCheckout, settleLocalCheckout } from './checkout-api.ts';

// The built-in checkout, used when the server has no payment provider: Stripe's pages, stood in for.

function TestBanner() {
  return (
    <p className="test-banner" role="note">
      <strong>Test checkout</strong> — this server has no payment provider configured. No card is asked for and no real payment is made.
    </p>
  );
}

/** The built-in stand-in for Stripe's customer portal: shows the subscription and cancels it. */
export function LocalPortal() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  if (!user) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await cancelLocalSubscription();
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      setCancelled(true);
    } catch (error) {
      console.warn('The subscription could not be cancelled', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="narrow panel checkout">
      <TestBanner />
      <h1>Manage Subscription</h1>
      {cancelled ? (
        <div role="status" className="checkout-result">
          <p className="checkout-result-headline">{ACCOUNT_PAGE_TEXT.subscriptionCancelled}</p>
          <p>
            You will not be charged again. Follow-up questions use credits from now on: you have {user.credits} {user.credits === 1 ? 'credit' : 'credits'}.
          </p>
        </div>
      ) : (
        <p>
          Unlimited Access: <strong>{user.subscription ? 'Active' : 'None'}</strong>
        </p>
      )}
      <div className="actions-row">
        {user.subscription && (
          <button type="button" className="button button-danger" onClick={() => void cancel()} disabled={busy}>
            Cancel Subscription
          </button>
        )}
        <Link href={paths.account} className="button button-primary">
          Back to Account
        </Link>
      </div>
    </div>
  );
}

export function LocalCheckoutView({ checkoutId }: { checkoutId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const checkout = useQuery({
    queryKey: queryKeys.checkout(checkoutId),
    queryFn: () => fetchLocalCheckout(checkoutId),
    retry: false,
    // Paid or cancelled since it was last shown (e.g. the Back button after paying): ask again.
    staleTime: 0,
  });
  const act = async (action: 'pay' | 'cancel') => {
    setBusy(action);
    try {
      const redirect = await settleLocalCheckout(checkoutId, action);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      navigate(redirect);
    } catch (error) {
      console.warn(`The checkout could not ${action}`, error);
      setBusy(null);
      void checkout.refetch();
    }
  };
  if (checkout.isPending) return <div className="spinner-page" aria-busy="true" />;
  if (checkout.isError) {
    const missing = checkout.error instanceof HttpError && checkout.error.status === 404;
    return (
      <div className="not-found">
        <h1>{missing ? 'Checkout not found' : 'The checkout could not be loaded'}</h1>
        <Link href={paths.account} className="button button-primary">
          Back to Account
        </Link>
      </div>
    );
  }
  const item = checkout.data;
  const title = item.kind === 'credits' ? `${item.credits ?? 0} Credits` : 'Unlimited Access (monthly)';
  return (
    <div className="narrow panel checkout">
      <TestBanner />
      <h1>Checkout</h1>
      <dl className="checkout-summary">
        <div>
          <dt>Item</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {formatPrice(item.amount)}
            {item.kind === 'subscription' ? ' per month' : ''}
          </dd>
        </div>
      </dl>
      {item.status === 'open' ? (
        <div className="actions-row">
          <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void act('pay')}>
            {busy === 'pay' ? 'Paying…' : `Pay ${formatPrice(item.amount)}`}
          </button>
          <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void act('cancel')}>
            Cancel
          </button>
        </div>
      ) : (
        <p className="muted">This checkout is {item.status === 'paid' ? 'already paid' : 'cancelled'}.</p>
      )}
    </div>
  );
}
