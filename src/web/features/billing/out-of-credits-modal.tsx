import { Link } from 'wouter';
import { CREDIT_PACKS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { useOnline } from '../../components/offline/use-online.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { startCreditCheckout, startSubscriptionCheckout } from './checkout-api.ts';
import { PackOffer, SubscriptionPrice } from './offers.tsx';
import { useRedirect } from './use-redirect.ts';

const MODAL_PACKS = CREDIT_PACKS.filter((pack) => pack.inModal);

/** `returnTo`: the page the purchase is made from, offered first once it is paid (or cancelled). */
export function OutOfCreditsModal({ userId, returnTo, onClose }: { userId: string; returnTo: string; onClose(): void }) {
  const { busy, run } = useRedirect();
  const offline = !useOnline();
  // While the browser is being sent to checkout the modal stays: leaving it would not stop the redirect.
  const close = () => {
    if (busy === null) onClose();
  };
  return (
    <Dialog title={m.out_of_credits_title()} onClose={close} wide>
      <p>{m.out_of_credits_text()}</p>
      <NeedsConnection text={m.offline_paying()} />
      <div className="offer-grid">
        {MODAL_PACKS.map((pack) => (
          <PackOffer
            key={pack.credits}
            pack={pack}
            busy={busy}
            offline={offline}
            onBuy={(key) => void run(key, () => startCreditCheckout(userId, pack, returnTo))}
          />
        ))}
        <div className="offer offer-featured">
          <span className="badge">{m.out_of_credits_limited_time()}</span>
          <h3>{m.out_of_credits_unlimited_access()}</h3>
          <SubscriptionPrice />
          <p className="muted">{m.out_of_credits_unlimited_text()}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null || offline}
            onClick={() => void run('subscription', () => startSubscriptionCheckout(userId, returnTo))}
          >
            {busy === 'subscription' ? m.billing_redirecting_to_stripe() : m.out_of_credits_get_unlimited()}
          </button>
        </div>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={close} disabled={busy !== null}>
          {m.out_of_credits_maybe_later()}
        </button>
        <Link
          href={paths.account}
          className="button button-secondary"
          aria-disabled={busy !== null}
          onClick={(event) => {
            if (busy !== null) event.preventDefault();
            else onClose();
          }}
        >
          {m.out_of_credits_view_all()}
        </Link>
      </div>
    </Dialog>
  );
}
