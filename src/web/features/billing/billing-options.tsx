import { CREDIT_PACKS } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { useOnline } from '../../components/offline/use-online.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { openCustomerPortal, startCreditCheckout, startSubscriptionCheckout } from './checkout-api.ts';
import { PackOffer, SubscriptionPrice } from './offers.tsx';
import { useRedirect } from './use-redirect.ts';

/** Buy Credits (all three packs) and Subscribe / Manage subscription, on the account page. */
export function BillingOptions({ user }: { user: UserData }) {
  const { busy, run } = useRedirect();
  const offline = !useOnline();
  return (
    <section className="panel" aria-labelledby="billing-heading">
      <h2 id="billing-heading">{m.billing_title()}</h2>
      <p className="muted">{m.billing_intro()}</p>
      <NeedsConnection text={m.offline_paying()} />
      <div className="offer-grid">
        {CREDIT_PACKS.map((pack) => (
          <PackOffer key={pack.credits} pack={pack} busy={busy} offline={offline} onBuy={(key) => void run(key, () => startCreditCheckout(user.uid, pack))} />
        ))}
        <div className="offer offer-featured">
          <h3>{m.billing_unlimited()}</h3>
          <SubscriptionPrice />
          <p className="muted">{user.subscription ? m.billing_unlimited_active() : m.billing_unlimited_pitch()}</p>
          {user.subscription ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null || offline}
              onClick={() => void run('portal', () => openCustomerPortal(user.uid))}
            >
              {busy === 'portal' ? m.billing_redirecting() : m.billing_manage()}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null || offline}
              onClick={() => void run('subscribe', () => startSubscriptionCheckout(user.uid))}
            >
              {busy === 'subscribe' ? m.billing_redirecting_to_stripe() : m.billing_subscribe()}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
