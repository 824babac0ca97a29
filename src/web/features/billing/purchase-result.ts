import type { UserData } from '../../../shared/schemas/account.ts';
import type { Purchase } from '../../../shared/schemas/billing.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { confirmStripeCheckout, fetchLocalCheckout } from './checkout-api.ts';

// The page the payment page sends the browser back to: what was bought, and what changed.

const LOCAL_SESSION_PREFIX = 'local_';

/**
 * What was bought, only as the server knows it: the built-in checkout says so itself, Stripe's
 * through the server's confirmation. null (no session, an unknown one, one not paid yet or
 * another user's) is never reported as a purchase: what this tab meant to buy is no proof.
 */
export async function confirmPurchase(sessionId: string | null): Promise<Purchase | null> {
  if (!sessionId) return null;
  if (!sessionId.startsWith(LOCAL_SESSION_PREFIX)) return confirmStripeCheckout(sessionId);
  const checkout = await fetchLocalCheckout(sessionId.slice(LOCAL_SESSION_PREFIX.length));
  if (checkout.status !== 'paid') return null;
  return checkout.kind === 'credits' ? { kind: 'credits', credits: checkout.credits ?? 0 } : { kind: 'subscription' };
}

/** One line that says what changed, e.g. "10 credits added — you now have 14". */
export function describePurchase(purchase: Purchase, user: UserData): { headline: string; detail?: string } {
  if (purchase.kind === 'credits') {
    return {
      headline: plural(purchase.credits, {
        one: ({ count }) => m.checkout_credits_added_one({ count, total: user.credits }),
        other: ({ count }) => m.checkout_credits_added_other({ count, total: user.credits }),
      }),
      detail: m.billing_intro(),
    };
  }
  return { headline: m.checkout_unlimited_active(), detail: m.checkout_unlimited_detail() };
}

/** What the account holds, for the page that has no paid checkout to report. */
export function describeAccount(user: UserData): string {
  return user.subscription
    ? plural(user.credits, { one: m.checkout_account_unlimited_one, other: m.checkout_account_unlimited_other })
    : plural(user.credits, { one: m.checkout_account_credits_one, other: m.checkout_account_credits_other });
}
