import { Link } from 'wouter';
import { CREDIT_PACKS, TEXT } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { OFFLINE_TEXT } from '../../components/offline/offline-text.ts';
import { useOnline } from '../../components/offline/use-online.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
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
    <Dialog title={TEXT.outOfCreditsTitle} onClose={close} wide>
      <p>{TEXT.outOfCreditsText}</p>
      <NeedsConnection text={OFFLINE_TEXT.paying} />
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
          <span className="badge">LIMITED TIME</span>
          <h3>Unlimited Access</h3>
          <SubscriptionPrice />
          <p className="muted">Unlimited follow-up questions on every reading</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null || offline}
            onClick={() => void run('subscription', () => startSubscriptionCheckout(userId, returnTo))}
          >
            {busy === 'subscription' ? TEXT.redirectingToStripe : 'Get Unlimited Access'}
          </button>
        </div>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={close} disabled={busy !== null}>
          Maybe Later
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
          View All Options
        </Link>
      </div>
    </Dialog>
  );
}
