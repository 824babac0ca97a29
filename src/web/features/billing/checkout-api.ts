import type { CreditPack } from '../../../shared/constants.ts';
import { api } from '../../api.ts';
import { pendingCheckout } from './pending-checkout.ts';

interface UrlResponse {
  url: string;
}

// Spec §7: each call answers {url}; the browser is then sent to the payment page. `returnTo` is the
// page to offer first once the payment is done (the reading a purchase was made for).

export async function startCreditCheckout(userId: string, pack: CreditPack, returnTo: string | null = null): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-checkout-session', { body: { userId, credits: pack.credits, price: pack.price } });
  pendingCheckout.save({ kind: 'credits', credits: pack.credits, returnTo });
  window.location.assign(url);
}

export async function startSubscriptionCheckout(userId: string, returnTo: string | null = null): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-subscription-checkout-session', { body: { userId } });
  pendingCheckout.save({ kind: 'subscription', returnTo });
  window.location.assign(url);
}

export async function openCustomerPortal(userId: string): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-customer-portal-session', { body: { userId } });
  window.location.assign(url);
}
