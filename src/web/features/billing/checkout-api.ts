import type { CreditPack } from '../../../shared/constants.ts';
import { answerOf, pathParams } from '../../api-client.ts';
import { pendingCheckout } from './pending-checkout.ts';

// Spec §7: each call answers {url}; the browser is then sent to the payment page. `returnTo` is the
// page to offer first once the payment is done (the reading a purchase was made for).

export async function startCreditCheckout(userId: string, pack: CreditPack, returnTo: string | null = null): Promise<void> {
  const { url } = await answerOf((c) => c.api.stripe['create-checkout-session'].$post({ json: { userId, credits: pack.credits, price: pack.price } }));
  pendingCheckout.save({ kind: 'credits', credits: pack.credits, returnTo });
  window.location.assign(url);
}

export async function startSubscriptionCheckout(userId: string, returnTo: string | null = null): Promise<void> {
  const { url } = await answerOf((c) => c.api.stripe['create-subscription-checkout-session'].$post({ json: { userId } }));
  pendingCheckout.save({ kind: 'subscription', returnTo });
  window.location.assign(url);
}

export async function openCustomerPortal(userId: string): Promise<void> {
  const { url } = await answerOf((c) => c.api.stripe['create-customer-portal-session'].$post({ json: { userId } }));
  window.location.assign(url);
}

/** Stripe's return page: fulfils the purchase now if the webhook has not arrived yet (once, either way), and says what it bought. */
export async function confirmStripeCheckout(sessionId: string) {
  const { purchase } = await answerOf((c) => c.api.stripe['confirm-checkout'].$post({ json: { sessionId } }));
  return purchase;
}

export function fetchLocalCheckout(checkoutId: string) {
  return answerOf((c) => c.api.checkout[':checkoutId'].$get({ param: pathParams({ checkoutId }) }));
}

/** Pays or cancels a built-in checkout; answers where to send the browser, as Stripe would. */
export async function settleLocalCheckout(checkoutId: string, action: 'pay' | 'cancel'): Promise<string> {
  const param = pathParams({ checkoutId });
  const { redirect } = await answerOf((c) =>
    action === 'pay' ? c.api.checkout[':checkoutId'].pay.$post({ param }) : c.api.checkout[':checkoutId'].cancel.$post({ param }),
  );
  return redirect;
}

export async function cancelLocalSubscription(): Promise<void> {
  await answerOf((c) => c.api.checkout.portal['cancel-subscription'].$post());
}
