import type { CreditPack } from '../../../shared/constants.ts';
import type { ConfirmCheckoutResponse, LocalCheckout, Purchase } from '../../../shared/schemas/billing.ts';
import { apiPaths } from '../../../shared/paths.ts';
import { api } from '../../api.ts';
import { pendingCheckout } from './pending-checkout.ts';

interface UrlResponse {
  url: string;
}

// Spec §7: each call answers {url}; the browser is then sent to the payment page. `returnTo` is the
// page to offer first once the payment is done (the reading a purchase was made for).

export async function startCreditCheckout(userId: string, pack: CreditPack, returnTo: string | null = null): Promise<void> {
  const { url } = await api<UrlResponse>(apiPaths.creditCheckout, { body: { userId, credits: pack.credits, price: pack.price } });
  pendingCheckout.save({ kind: 'credits', credits: pack.credits, returnTo });
  window.location.assign(url);
}

export async function startSubscriptionCheckout(userId: string, returnTo: string | null = null): Promise<void> {
  const { url } = await api<UrlResponse>(apiPaths.subscriptionCheckout, { body: { userId } });
  pendingCheckout.save({ kind: 'subscription', returnTo });
  window.location.assign(url);
}

export async function openCustomerPortal(userId: string): Promise<void> {
  const { url } = await api<UrlResponse>(apiPaths.customerPortal, { body: { userId } });
  window.location.assign(url);
}

/** Stripe's return page: fulfils the purchase now if the webhook has not arrived yet (once, either way), and says what it bought. */
export async function confirmStripeCheckout(sessionId: string): Promise<Purchase | null> {
  const { purchase } = await api<ConfirmCheckoutResponse>(apiPaths.confirmCheckout, { body: { sessionId } });
  return purchase;
}

export function fetchLocalCheckout(checkoutId: string): Promise<LocalCheckout> {
  return api<LocalCheckout>(apiPaths.localCheckout(checkoutId));
}

/** Pays or cancels a built-in checkout; answers where to send the browser, as Stripe would. */
export async function settleLocalCheckout(checkoutId: string, action: 'pay' | 'cancel'): Promise<string> {
  const { redirect } = await api<{ redirect: string }>(apiPaths.localCheckoutAction(checkoutId, action), { body: {} });
  return redirect;
}

export async function cancelLocalSubscription(): Promise<void> {
  await api(apiPaths.localPortalCancel, { body: {} });
}
