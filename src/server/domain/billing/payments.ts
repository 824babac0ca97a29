import { and, eq } from 'drizzle-orm';
import { CREDIT_PACKS, type CreditPack } from '../../../shared/constants.ts';
import type { Purchase } from '../../../shared/schemas/billing.ts';
import type { Database, Executor } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadUser } from '../accounts/account.ts';
import { grantCredits } from './credits.ts';
import { recordPayment, recordRefund } from './payment-records.ts';
import { countCheckoutStarted, countPaymentFulfilled } from '../../observe/metrics.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { CheckoutPages, CompletedCheckout, LocalCheckoutView, PayingUser, Payments } from '../ports/payments.ts';
import { log } from '../../observe/log.ts';

const UNKNOWN_PACK = 'That credit pack does not exist';
export const SUBSCRIPTION_ACTIVE = 'Your unlimited subscription is already active';
export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const CHECKOUT_CANCELLED = 'This checkout was cancelled';
const UNKNOWN_ACCOUNT = 'That account does not exist';
export const PROVIDER_DOWN = 'The payment provider is unavailable right now. Please try again.';

export interface PaymentDeps {
  db: Database;
  payments: Payments;
  /** The receipt of a payment goes out with its fulfilment. */
  mail: OutgoingMail;
}

/** What talking to the provider about a customer needs: no mail goes out. */
type ProviderDeps = Pick<PaymentDeps, 'db' | 'payments'>;

/**
 * A provider call: any failure is logged and answered 502, except, where the caller names it,
 * the provider not having the object asked for (404 with that message).
 */
async function viaProvider<T>(call: () => Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (notFoundMessage && (error as { statusCode?: unknown }).statusCode === 404) throw new AppError(404, notFoundMessage);
    log.warn(`[payments] ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError(502, PROVIDER_DOWN);
  }
}

/** The user with the provider's customer: a provider that keeps customers gets one made, and saved here, on first need. */
async function withCustomer<T extends PayingUser>({ db, payments }: ProviderDeps, owner: T): Promise<T> {
  const { createCustomer } = payments;
  if (owner.stripeCustomerId || !createCustomer) return owner;
  const customerId = await viaProvider(() => createCustomer(owner));
  await db.update(user).set({ stripeCustomerId: customerId }).where(eq(user.id, owner.id));
  return { ...owner, stripeCustomerId: customerId };
}

/** The provider's checkout page for a credit pack. */
export async function startCreditCheckout({ db, payments }: ProviderDeps, userId: string, pack: CreditPack): Promise<string> {
  const owner = await withCustomer({ db, payments }, await loadUser(db, userId));
  const url = await viaProvider(() => payments.createCreditCheckout(owner, pack));
  countCheckoutStarted('credits');
  log.info({ userId, kind: 'credits', credits: pack.credits }, '[payments] checkout started');
  return url;
}

/** The provider's checkout page for the subscription; refused while one runs. */
export async function startSubscriptionCheckout({ db, payments }: ProviderDeps, userId: string): Promise<string> {
  const found = await loadUser(db, userId);
  if (found.subscription) throw new AppError(409, SUBSCRIPTION_ACTIVE);
  const owner = await withCustomer({ db, payments }, found);
  // A second tab gets the checkout the first one opened; a subscription that runs at the
  // provider but has not reached us yet still refuses a second one.
  const started = await viaProvider(() => payments.createSubscriptionCheckout(owner));
  if (started.kind === 'subscribed') throw new AppError(409, SUBSCRIPTION_ACTIVE);
  countCheckoutStarted('subscription');
  log.info({ userId, kind: 'subscription' }, '[payments] checkout started');
  return started.url;
}

/** The provider's customer portal. */
export async function openCustomerPortal({ db, payments }: ProviderDeps, userId: string): Promise<string> {
  const owner = await withCustomer({ db, payments }, await loadUser(db, userId));
  return viaProvider(() => payments.createPortalSession(owner));
}

/** The success page may arrive before the webhook; either one fulfils, once. */
export async function confirmCheckout({ db, payments, mail }: PaymentDeps, userId: string, sessionId: string): Promise<Purchase | null> {
  const completed = await viaProvider(() => payments.completedFromSession(sessionId), 'The payment provider has no such checkout');
  if (!completed || (completed.userId !== userId && completed.userId !== '')) return null;
  await fulfilCheckout(db, completed, payments.id, mail);
  if (completed.kind === 'credits') return { kind: 'credits', credits: completed.credits };
  return completed.active ? { kind: 'subscription' } : null;
}

/**
 * A webhook delivery: verified, then fulfilled. An event that can never be fulfilled (a pack that
 * does not match what was charged, an account that does not exist, a subscription deleted at the
 * provider since) is acknowledged, not refused: a refusal would only make the provider retry it
 * for days. A provider outage (502) is not.
 */
export async function receivePaymentEvent(
  { db, payments, mail }: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<'handled' | 'not-fulfillable'> {
  if (!payments.verifyEvent) throw notFound('Not found');
  let event;
  try {
    event = payments.verifyEvent(rawBody, signature);
  } catch {
    throw new AppError(400, 'Invalid signature');
  }
  if (event.refund) await recordRefund(db, event.refund);
  try {
    const completed = await viaProvider(() => event.completed(), 'The payment provider no longer has what this event is about');
    if (completed) await fulfilCheckout(db, completed, payments.id, mail);
    return 'handled';
  } catch (error) {
    if (!(error instanceof AppError && (error.status === 400 || error.status === 404))) throw error;
    log.warn(`[payments] event ${event.id} not fulfilled: ${error.message}`);
    return 'not-fulfillable';
  }
}

/** The built-in checkout's pages exist only while the app is its own payment provider. */
export function checkoutPagesOf(payments: Payments): CheckoutPages {
  if (!payments.checkoutPages) throw notFound('Not found');
  return payments.checkoutPages;
}

export async function findLocalCheckout(payments: Payments, userId: string, checkoutId: string): Promise<LocalCheckoutView> {
  const found = await checkoutPagesOf(payments).find(userId, checkoutId);
  if (!found) throw notFound(CHECKOUT_NOT_FOUND);
  return found;
}

/** The local Pay button: exactly the webhook's fulfilment, so a second Pay finds the grant already made. */
export async function payLocalCheckout({ db, payments, mail }: PaymentDeps, userId: string, checkoutId: string): Promise<void> {
  const checkout = await findLocalCheckout(payments, userId, checkoutId);
  const outcome = await checkoutPagesOf(payments).pay(userId, checkout);
  if (outcome.kind === 'already-subscribed') throw new AppError(409, SUBSCRIPTION_ACTIVE);
  if (outcome.kind === 'cancelled') throw new AppError(409, CHECKOUT_CANCELLED);
  if (outcome.kind === 'credits') await fulfilCheckout(db, outcome.completed, payments.id, mail);
  if (outcome.kind === 'subscription-started' && outcome.first) {
    countPaymentFulfilled('subscription');
    log.info({ userId, kind: 'subscription' }, '[payments] subscription started');
  }
}

export async function cancelLocalCheckout(payments: Payments, userId: string, checkoutId: string): Promise<void> {
  await findLocalCheckout(payments, userId, checkoutId);
  await checkoutPagesOf(payments).cancel(userId, checkoutId);
}

/** The local portal's one button. */
export async function cancelLocalSubscription({ db, payments }: ProviderDeps, userId: string): Promise<void> {
  checkoutPagesOf(payments);
  await cancelAllSubscriptions({ db, payments }, await loadUser(db, userId));
}

/**
 * Cancels every subscription of the user that could still charge, at the provider, then records
 * that the user has none. A provider failure throws before anything is recorded.
 */
export async function cancelAllSubscriptions({ db, payments }: ProviderDeps, owner: PayingUser): Promise<void> {
  await payments.cancelSubscriptions(owner);
  await db.update(user).set({ subscription: false, stripeSubscriptionId: null, updatedAt: new Date() }).where(eq(user.id, owner.id));
}

/** The client's pack is checked against the canonical ones, never trusted (spec §9). */
export function canonicalPack(credits: number, price: number): CreditPack {
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits && candidate.price === price);
  if (!pack) throw new AppError(400, UNKNOWN_PACK);
  return pack;
}

/**
 * The one fulfilment path for Stripe's webhook, the success page and the local checkout.
 * Credits are granted once per checkout reference, however often and however concurrently it
 * arrives; a subscription is set to the provider's current state. The money received is recorded
 * with it (payment-records.ts), once per checkout too, and so is the buyer's receipt.
 */
export async function fulfilCheckout(db: Database, completed: CompletedCheckout, provider: Payments['id'], mail: OutgoingMail): Promise<{ granted: boolean }> {
  if (completed.kind === 'credits') {
    const pack = canonicalPack(completed.credits, completed.amount);
    const granted = await db.transaction(async (tx) => {
      // A checkout for an account that is gone (deleted, or another environment's) can never be fulfilled.
      const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, completed.userId));
      if (!owner) throw new AppError(400, UNKNOWN_ACCOUNT);
      const fresh = await grantCredits(tx, completed.userId, pack.credits, 'purchase', completed.reference);
      if (fresh) {
        await recordPayment(
          tx,
          {
            userId: completed.userId,
            provider,
            providerRef: completed.reference,
            providerPaymentId: completed.paymentId,
            kind: 'credits',
            credits: pack.credits,
            amountCents: completed.amount,
          },
          mail,
        );
      }
      return fresh;
    });
    if (granted) {
      countPaymentFulfilled('credits');
      log.info({ userId: completed.userId, kind: 'credits', credits: pack.credits }, '[payments] payment fulfilled');
    }
    return { granted };
  }
  const { firstPayment } = completed;
  await db.transaction(async (tx) => {
    const owner = await setSubscriptionState(tx, {
      userId: completed.userId,
      active: completed.active,
      subscriptionId: completed.subscriptionId,
      customerId: completed.customerId,
    });
    if (firstPayment && owner) {
      await recordPayment(
        tx,
        {
          userId: owner,
          provider,
          providerRef: firstPayment.reference,
          providerPaymentId: null,
          kind: 'subscription',
          credits: null,
          amountCents: firstPayment.amountCents,
        },
        mail,
      );
    }
  });
  return { granted: false };
}

/**
 * Sets the user's access to the provider's current state, which the provider computes from all of
 * the customer's subscriptions (one still active keeps access on), so the last word is the truth.
 * Returns the user's id, or null when no such user is here.
 */
async function setSubscriptionState(
  db: Executor,
  /** An empty userId means: find the user by the provider's customer id. */
  state: { userId: string; active: boolean; subscriptionId: string | null; customerId: string | null },
): Promise<string | null> {
  const owner = state.userId ? eq(user.id, state.userId) : eq(user.stripeCustomerId, state.customerId ?? '');
  const values = {
    subscription: state.active,
    stripeSubscriptionId: state.subscriptionId,
    ...(state.customerId ? { stripeCustomerId: state.customerId } : {}),
    updatedAt: new Date(),
  };
  if (state.active) {
    // Counted once per start: Stripe tells of one subscription in several events, in any order.
    const started = await db
      .update(user)
      .set(values)
      .where(and(owner, eq(user.subscription, false)))
      .returning({ id: user.id });
    if (started.length > 0) {
      countPaymentFulfilled('subscription');
      log.info({ kind: 'subscription' }, '[payments] subscription started');
    }
  }
  const [updated] = await db.update(user).set(values).where(owner).returning({ id: user.id });
  return updated?.id ?? null;
}
