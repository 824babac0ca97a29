import { SUBSCRIPTION_LIST_PRICE_CENTS, SUBSCRIPTION_PRICE_CENTS, type CreditPack } from '../../../shared/constants.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { pagePrice } from '../../i18n/price.ts';
import './offers.css';

/** Each pack's line under its price (spec §2). */
const TAGLINES: Record<CreditPack['credits'], () => string> = {
  10: m.billing_pack_10_tagline,
  25: m.billing_pack_25_tagline,
  50: m.billing_pack_50_tagline,
};

/** One credit pack with its buy button; `busy` is the key of the redirect in progress, if any. */
export function PackOffer({ pack, busy, offline, onBuy }: { pack: CreditPack; busy: string | null; offline: boolean; onBuy(key: string): void }) {
  const key = `pack-${pack.credits}`;
  return (
    <div className="offer">
      <h3>{m.billing_pack_credits({ credits: pack.credits })}</h3>
      <p className="offer-price">{pagePrice(pack.price)}</p>
      <p className="muted">{TAGLINES[pack.credits]()}</p>
      <button type="button" className="button button-secondary" disabled={busy !== null || offline} onClick={() => onBuy(key)}>
        {busy === key ? m.billing_redirecting() : m.billing_buy_credits({ credits: pack.credits })}
      </button>
    </div>
  );
}

/** $9/month, struck through from $21/month (spec §2 out-of-credits modal). */
export function SubscriptionPrice() {
  return (
    <p className="offer-price">
      {m.billing_per_month({ price: pagePrice(SUBSCRIPTION_PRICE_CENTS) })}{' '}
      <s className="muted" aria-label={m.billing_was_per_month({ price: pagePrice(SUBSCRIPTION_LIST_PRICE_CENTS) })}>
        {m.billing_per_month({ price: pagePrice(SUBSCRIPTION_LIST_PRICE_CENTS) })}
      </s>
    </p>
  );
}
