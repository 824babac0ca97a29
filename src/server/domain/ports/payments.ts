import type { CreditPack } from '../../../shared/constants.ts';

export interface PayingUser {
  id: string;
  email: string;
  stripeCustomerId: string | null;
}

/** What the webhook (or the local Pay button) tells the fulfilment code. */
export type CompletedCheckout =
  | {
      kind: 'credits';
      reference: string;
      userId: string;
      credits: number;
      amount: number;
      /** The provider's payment (Stripe's payment intent), which its refund events name; null for the local checkout. */
      paymentId: string | null;
    }
  | {
      kind: 'subscription';
      reference: string;
      userId: string;
      subscriptionId: string | null;
      customerId: string | null;
      active: boolean;
      /**
       * The subscription's first payment, when this is its paid checkout (its session id and amount);
       * null for a change of state. Renewals are not seen: the webhook handles no invoice.paid.
       */
      firstPayment: { reference: string; amountCents: number } | null;
    };

/** Starting a subscription: a checkout to pay (a new one, or the one still open), or none, since one is running. */
type SubscriptionCheckout = { kind: 'checkout'; url: string } | { kind: 'subscribed' };

/** A refund the provider reports: the payment it belongs to and everything refunded on it so far. */
export interface PaymentRefund {
  paymentId: string;
  refundedCents: number;
}

/** A webhook delivery whose signature checked out. */
export interface PaymentEvent {
  id: string;
  /** The refund this event reports, if it reports one. */
  refund: PaymentRefund | null;
  /** What the event completed, as the provider has it now; null when there is nothing to fulfil. */
  completed(): Promise<CompletedCheckout | null>;
}

/** Checkout sessions of the built-in test checkout, always the owner's own. */
export interface LocalCheckoutView {
  id: string;
  kind: 'credits' | 'subscription';
  credits: number | null;
  amount: number;
  status: 'open' | 'paid' | 'cancelled';
}

/** What pressing Pay did: credits to fulfil, a subscription started, or nothing. */
export type LocalCheckoutPayment =
  | { kind: 'credits'; completed: CompletedCheckout }
  /** `first`: this Pay started it (a second Pay on the same checkout finds it started). */
  | { kind: 'subscription-started'; first: boolean }
  | { kind: 'already-subscribed' }
  | { kind: 'cancelled' };

/** The pages Stripe hosts for itself, when the app hosts them: the local test checkout and its portal. */
export interface CheckoutPages {
  find(userId: string, checkoutId: string): Promise<LocalCheckoutView | null>;
  /** Pays the owner's checkout (as `find` returned it); paying again changes nothing: fulfilment is once per checkout. */
  pay(userId: string, checkout: LocalCheckoutView): Promise<LocalCheckoutPayment>;
  /** Cancels an open checkout; a paid or cancelled one stays as it is. */
  cancel(userId: string, checkoutId: string): Promise<void>;
}

/**
 * The payment provider: Stripe when configured, otherwise the built-in local checkout. Both hand
 * completed checkouts to the same fulfilment code (domain/billing/payments.ts); the domain never asks
 * which one it has, only what it offers.
 */
export interface Payments {
  /** For the start-up log line. */
  readonly id: 'stripe' | 'local';
  /**
   * Creates the provider's customer for a user who has none yet and answers its id, which the
   * domain saves on the user before any checkout or portal asks for it; null when the provider
   * keeps no customers of its own.
   */
  readonly createCustomer: ((user: PayingUser) => Promise<string>) | null;
  createCreditCheckout(user: PayingUser, pack: CreditPack): Promise<string>;
  /** At most one subscription per customer: reuses a checkout still open, and opens none while one runs. */
  createSubscriptionCheckout(user: PayingUser): Promise<SubscriptionCheckout>;
  createPortalSession(user: PayingUser): Promise<string>;
  /**
   * Cancels at once, at the provider, every subscription of the user that could still charge;
   * the domain then records that the user has none. Throws when the provider fails.
   */
  cancelSubscriptions(user: PayingUser): Promise<void>;
  /** The checkout the success page names, as the provider has it; null when the provider fulfilled it already (the local Pay button). */
  completedFromSession(sessionId: string): Promise<CompletedCheckout | null>;
  /**
   * Checks a webhook delivery's signature on the raw body and throws on a forged, altered or
   * stale one; null when the provider sends no webhooks.
   */
  readonly verifyEvent: ((rawBody: string, signature: string | undefined) => PaymentEvent) | null;
  /** The checkout and portal pages this app serves for the provider; null when the provider hosts its own. */
  readonly checkoutPages: CheckoutPages | null;
}
