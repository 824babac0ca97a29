import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { HttpError } from '../../api-client.ts';
import { useSession } from '../../app/session.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { pagePrice } from '../../i18n/price.ts';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { queryKeys } from '../../query-keys.ts';
import { cancelLocalSubscription, fetchLocalCheckout, settleLocalCheckout } from './checkout-api.ts';

// The built-in checkout, used when the server has no payment provider: Stripe's pages, stood in for.

function TestBanner() {
  return (
    <p className="test-banner" role="note">
      {withNodes(m.checkout_test_banner, { test: <strong>{m.checkout_test_checkout()}</strong> })}
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
      <h1>{m.billing_manage()}</h1>
      {cancelled ? (
        <div role="status" className="checkout-result">
          <p className="checkout-result-headline">{m.checkout_subscription_cancelled()}</p>
          <p>{plural(user.credits, { one: m.checkout_not_charged_one, other: m.checkout_not_charged_other })}</p>
        </div>
      ) : (
        <p>
          {withNodes(m.checkout_portal_unlimited, { status: <strong>{user.subscription ? m.checkout_portal_active() : m.checkout_portal_none()}</strong> })}
        </p>
      )}
      <div className="actions-row">
        {user.subscription && (
          <button type="button" className="button button-danger" onClick={() => void cancel()} disabled={busy}>
            {m.checkout_cancel_subscription()}
          </button>
        )}
        <Link href={paths.account} className="button button-primary">
          {m.checkout_back_to_account()}
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
        <h1>{missing ? m.checkout_not_found() : m.checkout_load_failed()}</h1>
        <Link href={paths.account} className="button button-primary">
          {m.checkout_back_to_account()}
        </Link>
      </div>
    );
  }
  const item = checkout.data;
  const title = item.kind === 'credits' ? m.billing_pack_credits({ credits: item.credits ?? 0 }) : m.checkout_unlimited_monthly();
  return (
    <div className="narrow panel checkout">
      <TestBanner />
      <h1>{m.checkout_title()}</h1>
      <dl className="checkout-summary">
        <div>
          <dt>{m.checkout_item()}</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>{m.checkout_price()}</dt>
          <dd>{item.kind === 'subscription' ? m.checkout_price_per_month({ price: pagePrice(item.amount) }) : pagePrice(item.amount)}</dd>
        </div>
      </dl>
      {item.status === 'open' ? (
        <div className="actions-row">
          <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void act('pay')}>
            {busy === 'pay' ? m.checkout_paying() : m.checkout_pay({ price: pagePrice(item.amount) })}
          </button>
          <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void act('cancel')}>
            {m.dialog_cancel()}
          </button>
        </div>
      ) : (
        <p className="muted">{item.status === 'paid' ? m.checkout_already_paid() : m.checkout_is_cancelled()}</p>
      )}
    </div>
  );
}
