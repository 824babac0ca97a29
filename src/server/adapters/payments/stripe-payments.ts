import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { SUBSCRIPTION_PRICE_CENTS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { CompletedCheckout, PaymentProvider, PayingUser } from './types.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  subscriptionPriceId: string | undefined;
  /** Another server speaking Stripe's API (tests); Stripe's own when unset. */
  apiBase: string | undefined;
  publicUrl: string;
  /** Saves a newly created customer id on the user. */
  rememberCustomer(userId: string, customerId: string): Promise<void>;
  /** Records that the user has no subscription any more (after cancelling them at Stripe). */
  endSubscriptions(userId: string): Promise<void>;
}

export interface StripePayments extends PaymentProvider {
  readonly id: 'stripe';
  /** Verifies the signature on the raw body; throws on a forged, altered or stale event. */
  verifyEvent(rawBody: string, signature: string | undefined): Stripe.Event;
  completedFromEvent(event: Stripe.Event): Promise<CompletedCheckout | null>;
  completedFromSession(sessionId: string): Promise<CompletedCheckout | null>;
}

const CreditMetadataSchema = z.object({ userId: z.string().min(1), credits: z.coerce.number().int().positive() });
const ACTIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing']);
/** Statuses Stripe can no longer charge in, and which cannot be canceled again. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function createStripePayments(options: StripeOptions): StripePayments {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
  const successUrl = `${options.publicUrl}${paths.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = `${options.publicUrl}${paths.checkoutCancel}`;

  async function customerFor(user: PayingUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    // A fixed key makes two quick clicks create one customer, not two.
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    await options.rememberCustomer(user.id, customer.id);
    return customer.id;
  }

  /** Every subscription of the customer that has not ended, newest first. */
  async function liveSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
    const live: Stripe.Subscription[] = [];
    // Without a status filter Stripe lists every subscription that has not been canceled.
    for await (const subscription of stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
      if (!ENDED_STATUSES.has(subscription.status)) live.push(subscription);
    }
    return live;
  }

  async function subscriptionState(subscriptionId: string, fallbackUserId: string | null): Promise<CompletedCheckout | null> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const userId = subscription.metadata?.userId ?? fallbackUserId;
    const customerId = idOf(subscription.customer);
    if (!userId && !customerId) return null;
    return {
      kind: 'subscription',
      reference: subscription.id,
      userId: userId ?? '',
      customerId,
      subscriptionId: subscription.id,
      active: ACTIVE_STATUSES.has(subscription.status),
    };
  }

  async function completedFromCheckout(session: Stripe.Checkout.Session): Promise<CompletedCheckout | null> {
    if (session.mode === 'subscription') {
      const subscriptionId = idOf(session.subscription);
      return subscriptionId ? subscriptionState(subscriptionId, session.client_reference_id) : null;
    }
    if (session.payment_status !== 'paid') return null;
    // A payment this app did not start (a Payment Link, another product): nothing to fulfil, and
    // not a provider failure, which would have Stripe retry the event for days.
    const parsed = CreditMetadataSchema.safeParse(session.metadata ?? {});
    if (!parsed.success) {
      console.warn(`[payments] ignoring checkout session ${session.id}: no credit pack metadata`);
      return null;
    }
    const metadata = parsed.data;
    return { kind: 'credits', reference: session.id, userId: metadata.userId, credits: metadata.credits, amount: session.amount_total ?? 0 };
  }

  return {
    id: 'stripe',
    async createCreditCheckout(user, pack) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: await customerFor(user),
          client_reference_id: user.id,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: pack.price, product_data: { name: `${pack.credits} Credits — Tarot Insights` } },
            },
          ],
          metadata: { userId: user.id, credits: String(pack.credits) },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: randomUUID() },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },
    async createSubscriptionCheckout(user) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = options.subscriptionPriceId
        ? { price: options.subscriptionPriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: SUBSCRIPTION_PRICE_CENTS,
              recurring: { interval: 'month' },
              product_data: { name: 'Unlimited Access — Tarot Insights' },
            },
          };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: await customerFor(user),
          client_reference_id: user.id,
          line_items: [lineItem],
          subscription_data: { metadata: { userId: user.id } },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: randomUUID() },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },
    async createPortalSession(user) {
      const portal = await stripe.billingPortal.sessions.create(
        { customer: await customerFor(user), return_url: `${options.publicUrl}${paths.account}` },
        { idempotencyKey: randomUUID() },
      );
      return portal.url;
    },
    async cancelSubscriptions(user) {
      if (user.stripeCustomerId) {
        // Listed in full first: cancelling while paging would move the list under the cursor.
        for (const subscription of await liveSubscriptions(user.stripeCustomerId)) {
          await stripe.subscriptions.cancel(subscription.id);
        }
      }
      await options.endSubscriptions(user.id);
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw new Error('Missing Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
    async completedFromEvent(event) {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return completedFromCheckout(event.data.object);
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          // The event may be old or out of order: Stripe's current state decides.
          return subscriptionState(event.data.object.id, null);
        case 'invoice.payment_failed': {
          const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
          return subscriptionId ? subscriptionState(subscriptionId, null) : null;
        }
        default:
          return null;
      }
    },
    async completedFromSession(sessionId) {
      return completedFromCheckout(await stripe.checkout.sessions.retrieve(sessionId));
    },
  };
}
