import { CREDIT_PACKS, formatPrice, SUBSCRIPTION_LIST_PRICE_CENTS, SUBSCRIPTION_PRICE_CENTS, TEXT } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { openCustomerPortal, startCreditCheckout, startSubscriptionCheckout } from './checkout-api.ts';
import { useRedirect } from './use-redirect.ts';

/** Buy Credits (all three packs) and Subscribe / Manage subscription, on the account page. */
export function BillingOptions({ user }: { user: UserData }) {
  const { busy, run } = useRedirect();
  return (
    <section className="panel" aria-labelledby="billing-heading">
      <h2 id="billing-heading">Buy Credits</h2>
      <p className="muted">Each follow-up question uses one credit. Credits never expire.</p>
      <div className="offer-grid">
        {CREDIT_PACKS.map((pack) => (
          <div key={pack.credits} className="offer">
            <h3>{pack.credits} Credits</h3>
            <p className="offer-price">{formatPrice(pack.price)}</p>
            <p className="muted">{pack.tagline}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              onClick={() => void run(`pack-${pack.credits}`, () => startCreditCheckout(user.uid, pack))}
            >
              {busy === `pack-${pack.credits}` ? TEXT.redirecting : `Buy ${pack.credits} Credits`}
            </button>
          </div>
        ))}
        <div className="offer offer-featured">
          <h3>Unlimited</h3>
          <p className="offer-price">
            {formatPrice(SUBSCRIPTION_PRICE_CENTS)}/month{' '}
            <s className="muted" aria-label={`was ${formatPrice(SUBSCRIPTION_LIST_PRICE_CENTS)} per month`}>
              {formatPrice(SUBSCRIPTION_LIST_PRICE_CENTS)}/month
            </s>
          </p>
          <p className="muted">{user.subscription ? 'Your unlimited follow-ups are active.' : 'Unlimited follow-up questions. Cancel any time.'}</p>
          {user.subscription ? (
            <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void run('portal', () => openCustomerPortal(user.uid))}>
              {busy === 'portal' ? TEXT.redirecting : 'Manage Subscription'}
            </button>
          ) : (
            <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void run('subscribe', () => startSubscriptionCheckout(user.uid))}>
              {busy === 'subscribe' ? TEXT.redirectingToStripe : 'Subscribe'}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
