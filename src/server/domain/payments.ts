import { eq } from 'drizzle-orm';
import { CREDIT_PACKS, type CreditPack } from '../../shared/constants.ts';
import type { CompletedCheckout } from '../adapters/payments/types.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { grantCredits } from './credits.ts';

export const UNKNOWN_PACK = 'That credit pack does not exist';
export const SUBSCRIPTION_ACTIVE = 'Your unlimited subscription is already active';
const UNKNOWN_ACCOUNT = 'That account does not exist';

/** The client's pack is checked against the canonical ones, never trusted (spec §9). */
export function canonicalPack(credits: number, price: number): CreditPack {
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits && candidate.price === price);
  if (!pack) throw new AppError(400, UNKNOWN_PACK);
  return pack;
}

/**
 * The one fulfilment path for Stripe's webhook, the success page and the local checkout.
 * Credits are granted once per checkout reference, however often and however concurrently it
 * arrives; a subscription is set to the provider's current state.
 */
export async function fulfilCheckout(db: Database, completed: CompletedCheckout): Promise<{ granted: boolean }> {
  if (completed.kind === 'credits') {
    const pack = canonicalPack(completed.credits, completed.amount);
    const granted = await db.transaction(async (tx) => {
      // A checkout for an account that is gone (deleted, or another environment's) can never be fulfilled.
      const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, completed.userId));
      if (!owner) throw new AppError(400, UNKNOWN_ACCOUNT);
      return grantCredits(tx, completed.userId, pack.credits, 'purchase', completed.reference);
    });
    return { granted };
  }
  await setSubscriptionState(db, {
    userId: completed.userId,
    active: completed.active,
    subscriptionId: completed.subscriptionId,
    customerId: completed.customerId,
  });
  return { granted: false };
}

/**
 * Sets the user's access to the provider's current state, which the provider computes from all of
 * the customer's subscriptions (one still active keeps access on), so the last word is the truth.
 */
export async function setSubscriptionState(
  db: Database,
  /** An empty userId means: find the user by the provider's customer id. */
  state: { userId: string; active: boolean; subscriptionId: string | null; customerId: string | null },
): Promise<void> {
  const owner = state.userId ? eq(user.id, state.userId) : eq(user.stripeCustomerId, state.customerId ?? '');
  await db
    .update(user)
    .set({
      subscription: state.active,
      stripeSubscriptionId: state.subscriptionId,
      ...(state.customerId ? { stripeCustomerId: state.customerId } : {}),
      updatedAt: new Date(),
    })
    .where(owner);
}
