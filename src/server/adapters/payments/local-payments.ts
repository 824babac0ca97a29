import { and, eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths.ts';
import { SUBSCRIPTION_PRICE_CENTS } from '../../../shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { localCheckout, user } from '../../db/schema.ts';
import type { PaymentProvider } from './types.ts';

/**
 * The embedded default when no Stripe key is set: a checkout page of our own, clearly marked as
 * a test, whose Pay button runs the same fulfilment as Stripe's webhook.
 */
export interface LocalPayments extends PaymentProvider {
  readonly id: 'local';
}

export function createLocalPayments(db: Database, publicUrl: string): LocalPayments {
  const open = async (values: typeof localCheckout.$inferInsert) => {
    const [row] = await db.insert(localCheckout).values(values).returning({ id: localCheckout.id });
    if (!row) throw new Error('The checkout was not stored');
    return `${publicUrl}${paths.checkout(row.id)}`;
  };
  return {
    id: 'local',
    createCreditCheckout: (owner, pack) => open({ userId: owner.id, kind: 'credits', credits: pack.credits, amount: pack.price }),
    createSubscriptionCheckout: (owner) => open({ userId: owner.id, kind: 'subscription', amount: SUBSCRIPTION_PRICE_CENTS }),
    createPortalSession: async () => `${publicUrl}${paths.checkoutPortal}`,
    async cancelSubscriptions(owner) {
      // A paid subscription checkout is the local stand-in for a running subscription.
      await db.transaction(async (tx) => {
        await tx
          .update(localCheckout)
          .set({ status: 'cancelled' })
          .where(and(eq(localCheckout.userId, owner.id), eq(localCheckout.kind, 'subscription'), eq(localCheckout.status, 'paid')));
        await tx.update(user).set({ subscription: false, stripeSubscriptionId: null, updatedAt: new Date() }).where(eq(user.id, owner.id));
      });
    },
  };
}
