import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { SUBSCRIPTION_PRICE_CENTS } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { CompletedCheckout, PayingUser, PaymentRefund, Payments } from '../../domain/ports/payments.ts';
import { log } from '../../observe/log.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  subscriptionPriceId: string | undefined;
  /** Another server speaking Stripe's API (tests); Stripe's own when unset. */
  apiBase: string | undefined;
  publicUrl: string;
}

const CreditMetadataSchema = z.object({ userId: z.string().min(1), credits: z.coerce.number().int().positive() });
const ACTIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing']);
/** Statuses Stripe can no longer charge in, and which cannot be canceled again. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A charge refunded (in part or whole): `amount_refunded` is the total so far, so a late or repeated event cannot add twice. */
function refundOf(event: Stripe.Event): PaymentRefund | null {
  if (event.type !== 'charge.refunded') return null;
  const paymentId = idOf(event.data.object.payment_intent);
  return paymentId ? { paymentId, refundedCents: event.data.object.amount_refunded } : null;
}

export function createStripePayments(options: StripeOptions): Payments {
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

  /** The domain creates the customer (createCustomer) and saves it before it asks for a checkout or the portal. */
  function customerOf(user: PayingUser): string {
    if (!user.stripeCustomerId) throw new Error(`User ${user.id} has no Stripe customer yet`);
    return user.stripeCustomerId;
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

  /** The customer's open subscription checkouts (newest first) and the id of the newest subscription checkout of any status. */
  async function subscriptionCheckouts(customerId: string) {
    // A customer has a handful of checkouts; the newest 100 include every one still open.
    const recent = (await stripe.checkout.sessions.list({ customer: customerId, limit: 100 })).data.filter((session) => session.mode === 'subscription');
    return { open: recent.filter((session) => session.status === 'open'), newestId: recent[0]?.id ?? null };
  }

  /** Once a subscription runs, a checkout still open (another tab's) must not start a second one. */
  async function expireCheckouts(sessions: Stripe.Checkout.Session[]): Promise<void> {
    for (const session of sessions) {
      try {
        await stripe.checkout.sessions.expire(session.id);
      } catch (error) {
        // Completed meanwhile: that subscription counts towards access like any other, and can be cancelled in the portal.
        log.warn(`[payments] could not expire checkout session ${session.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /**
   * The customer's access as Stripe has it now, whatever the event was about: on while any of
   * their subscriptions is active, so cancelling a duplicate never ends access still paid for.
   */
  async function subscriptionState(subscriptionId: string, fallbackUserId: string | null): Promise<CompletedCheckout | null> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const userId = subscription.metadata?.userId ?? fallbackUserId;
    const customerId = idOf(subscription.customer);
    if (!userId && !customerId) return null;
    const paying = ACTIVE_STATUSES.has(subscription.status)
      ? subscription
      : customerId
        ? (await liveSubscriptions(customerId)).find((candidate) => ACTIVE_STATUSES.has(candidate.status))
        : undefined;
    if (paying && customerId) await expireCheckouts((await subscriptionCheckouts(customerId)).open);
    return {
      kind: 'subscription',
      reference: subscription.id,
      userId: userId ?? '',
      customerId,
      subscriptionId: (paying ?? subscription).id,
      active: paying !== undefined,
      firstPayment: null,
    };
  }

  async function completedFromCheckout(session: Stripe.Checkout.Session): Promise<CompletedCheckout | null> {
    if (session.mode === 'subscription') {
      const subscriptionId = idOf(session.subscription);
      const state = subscriptionId ? await subscriptionState(subscriptionId, session.client_reference_id) : null;
      if (state?.kind !== 'subscription' || session.payment_status !== 'paid') return state;
      return { ...state, firstPayment: { reference: session.id, amountCents: session.amount_total ?? 0 } };
    }
    if (session.payment_status !== 'paid') return null;
    // A payment this app did not start (a Payment Link, another product): nothing to fulfil, and
    // not a provider failure, which would have Stripe retry the event for days.
    const parsed = CreditMetadataSchema.safeParse(session.metadata ?? {});
    if (!parsed.success) {
      log.warn(`[payments] ignoring checkout session ${session.id}: no credit pack metadata`);
      return null;
    }
    const metadata = parsed.data;
    return {
      kind: 'credits',
      reference: session.id,
      userId: metadata.userId,
      credits: metadata.credits,
      amount: session.amount_total ?? 0,
      paymentId: idOf(session.payment_intent),
    };
  }

  async function completedFromEvent(event: Stripe.Event): Promise<CompletedCheckout | null> {
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
  }

  return {
    id: 'stripe',
    async createCustomer(user) {
      // A fixed key makes two quick clicks create one customer, not two.
      const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` });
      return customer.id;
    },
    async createCreditCheckout(user, pack) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: customerOf(user),
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
      const customer = customerOf(user);
      const [live, checkouts] = await Promise.all([liveSubscriptions(customer), subscriptionCheckouts(customer)]);
      if (live.some((subscription) => ACTIVE_STATUSES.has(subscription.status))) {
        await expireCheckouts(checkouts.open);
        return { kind: 'subscribed' };
      }
      const stillOpen = checkouts.open.find((session) => session.url);
      if (stillOpen?.url) return { kind: 'checkout', url: stillOpen.url };

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
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [lineItem],
        subscription_data: { metadata: { userId: user.id } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      };
      // Two tabs that found the same checkouts send the same key: Stripe creates one session and
      // replays it to the other. A replay of a session no longer open means the key is stale.
      const sharedKey = `subscription-checkout-${user.id}-after-${checkouts.newestId ?? 'none'}`;
      let session = await stripe.checkout.sessions.create(params, { idempotencyKey: sharedKey }).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeIdempotencyError) return null;
        throw error;
      });
      if (session?.lastResponse.headers['idempotent-replayed'] === 'true') session = await stripe.checkout.sessions.retrieve(session.id);
      if (!session?.url || session.status !== 'open') session = await stripe.checkout.sessions.create(params, { idempotencyKey: randomUUID() });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { kind: 'checkout', url: session.url };
    },
    async createPortalSession(user) {
      const portal = await stripe.billingPortal.sessions.create(
        { customer: customerOf(user), return_url: `${options.publicUrl}${paths.account}` },
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
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw new Error('Missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      return { id: event.id, refund: refundOf(event), completed: () => completedFromEvent(event) };
    },
    async completedFromSession(sessionId) {
      return completedFromCheckout(await stripe.checkout.sessions.retrieve(sessionId));
    },
    checkoutPages: null,
  };
}
