import type { UserData } from '../../../shared/schemas/account.ts';
import type { Purchase } from '../../../shared/schemas/billing.ts';
import { confirmStripeCheckout, fetchLocalCheckout } from './checkout-api.ts';
import type { PendingCheckout } from './pending-checkout.ts';

// The page the payment page sends the browser back to: what was bought, and what changed.

const LOCAL_SESSION_PREFIX = 'local_';

/**
 * What was bought: the built-in checkout says so itself, Stripe's through the server's
 * confirmation; the note this tab kept when the checkout started covers a confirmation that
 * knows nothing (a session that is not paid yet).
 */
export async function confirmPurchase(sessionId: string | null, pending: PendingCheckout | null): Promise<Purchase | null> {
  const fromTab: Purchase | null = pending && (pending.kind === 'credits' ? { kind: 'credits', credits: pending.credits } : { kind: 'subscription' });
  if (!sessionId) return fromTab;
  if (!sessionId.startsWith(LOCAL_SESSION_PREFIX)) {
    return (await confirmStripeCheckout(sessionId)) ?? fromTab;
  }
  const checkout = await fetchLocalCheckout(sessionId.slice(LOCAL_SESSION_PREFIX.length));
  if (checkout.status !== 'paid') return null;
  return checkout.kind === 'credits' ? { kind: 'credits', credits: checkout.credits ?? 0 } : { kind: 'subscription' };
}

const credits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/** One line that says what changed, e.g. "10 credits added — you now have 14". */
export function describePurchase(purchase: Purchase | null, user: UserData): { headline: string; detail?: string } {
  if (purchase?.kind === 'credits' && purchase.credits > 0) {
    return { headline: `${credits(purchase.credits)} added — you now have ${user.credits}`, detail: 'Each follow-up question uses one credit. Credits never expire.' };
  }
  if (purchase?.kind === 'subscription' && user.subscription) {
    return { headline: 'Unlimited is active', detail: 'Follow-up questions no longer use credits.' };
  }
  return { headline: user.subscription ? `Unlimited is active — you have ${credits(user.credits)}` : `You now have ${credits(user.credits)}` };
}
