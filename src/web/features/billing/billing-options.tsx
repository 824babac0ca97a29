import { CREDIT_PACKS, TEXT } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { OFFLINE_TEXT } from '../../components/offline/offline-text.ts';
import { useOnline } from '../../components/offline/use-online.ts';
import { openCustomerPortal, startCreditCheckout, startSubscriptionCheckout } from './checkout-api.ts';
import { PackOffer, SubscriptionPrice } from './offers.tsx';
import { useRedirect } from './use-redirect.ts';

/** Buy Credits (all three packs) and Subscribe / Manage subscription, on the account page. */
export function BillingOptions({ user }: { user: UserData }) {
  const { busy, run } = useRedirect();
  const offline = !useOnline();
  return (
    <section className="panel" aria-labelledby="billing-heading">
      <h2 id="billing-heading">Buy Credits</h2>
      <p className="muted">Each follow-up question uses one credit. Credits never expire.</p>
      <NeedsConnection text={OFFLINE_TEXT.paying} />
      <div className="offer-grid">
        {CREDIT_PACKS.map((pack) => (
          <PackOffer key={pack.credits} pack={pack} busy={busy} offline={offline} onBuy={(key) => void run(key, () => startCreditCheckout(user.uid, pack))} />
        ))}
        <div className="offer offer-featured">
          <h3>Unlimited</h3>
          <SubscriptionPrice />
          <p className="muted">{user.subscription ? 'Your unlimited follow-ups are active.' : 'Unlimited follow-up questions. Cancel any time.'}</p>
          {user.subscription ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null || offline}
              onClick={() => void run('portal', () => openCustomerPortal(user.uid))}
            >
              {busy === 'portal' ? TEXT.redirecting : 'Manage Subscription'}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null || offline}
              onClick={() => void run('subscribe', () => startSubscriptionCheckout(user.uid))}
            >
              {busy === 'subscribe' ? TEXT.redirectingToStripe : 'Subscribe'}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
