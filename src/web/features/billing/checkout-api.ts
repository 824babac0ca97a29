import type { CreditPack } from '../../../shared/constants.ts';
import { api } from '../../api.ts';

interface UrlResponse {
  url: string;
}

// Spec §7: each call answers {url}; the browser is then sent to the payment page.

export async function startCreditCheckout(userId: string, pack: CreditPack): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-checkout-session', { body: { userId, credits: pack.credits, price: pack.price } });
  window.location.assign(url);
}

export async function startSubscriptionCheckout(userId: string): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-subscription-checkout-session', { body: { userId } });
  window.location.assign(url);
}

export async function openCustomerPortal(userId: string): Promise<void> {
  const { url } = await api<UrlResponse>('/api/stripe/create-customer-portal-session', { body: { userId } });
  window.location.assign(url);
}
