import { formatPrice, SUBSCRIPTION_LIST_PRICE_CENTS, SUBSCRIPTION_PRICE_CENTS, TEXT, type CreditPack } from '../../../shared/constants.ts';
import './offers.css';

/** One credit pack with its buy button; `busy` is the key of the redirect in progress, if any. */
export function PackOffer({ pack, busy, offline, onBuy }: { pack: CreditPack; busy: string | null; offline: boolean; onBuy(key: string): void }) {
  const key = `pack-${pack.credits}`;
  return (
    <div className="offer">
      <h3>{pack.credits} Credits</h3>
      <p className="offer-price">{formatPrice(pack.price)}</p>
      <p className="muted">{pack.tagline}</p>
      <button type="button" className="button button-secondary" disabled={busy !== null || offline} onClick={() => onBuy(key)}>
        {busy === key ? TEXT.redirecting : `Buy ${pack.credits} Credits`}
      </button>
    </div>
  );
}

/** $9/month, struck through from $21/month (spec §2 out-of-credits modal). */
export function SubscriptionPrice() {
  return (
    <p className="offer-price">
      {formatPrice(SUBSCRIPTION_PRICE_CENTS)}/month{' '}
      <s className="muted" aria-label={`was ${formatPrice(SUBSCRIPTION_LIST_PRICE_CENTS)} per month`}>
        {formatPrice(SUBSCRIPTION_LIST_PRICE_CENTS)}/month
      </s>
    </p>
  );
}
