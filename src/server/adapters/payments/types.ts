import type { CreditPack } from '../../../shared/constants.ts';

export interface PayingUser {
  id: string;
  email: string;
  stripeCustomerId: string | null;
}

/** What the webhook (or the local Pay button) tells the fulfilment code. */
export type CompletedCheckout =
  | { kind: 'credits'; reference: string; userId: string; credits: number; amount: number }
  | { kind: 'subscription'; reference: string; userId: string; subscriptionId: string | null; customerId: string | null; active: boolean };

/**
 * A payment provider: Stripe when configured, otherwise the built-in local checkout. Both hand
 * completed checkouts to the same fulfilment code (domain/payments.ts).
 */
export interface PaymentProvider {
  readonly id: 'stripe' | 'local';
  createCreditCheckout(user: PayingUser, pack: CreditPack): Promise<string>;
  createSubscriptionCheckout(user: PayingUser): Promise<string>;
  createPortalSession(user: PayingUser): Promise<string>;
  /**
   * Cancels at once every subscription of the user that could still charge, and records that
   * the user has none (subscription off). Throws, changing nothing here, when the provider fails.
   */
  cancelSubscriptions(user: PayingUser): Promise<void>;
}
