import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { paths } from '../../../shared/paths.ts';
import { SUBSCRIPTION_PRICE_CENTS } from '../../../shared/constants.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { localCheckout, user } from '../../db/schema.ts';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.ts';
import { recordPayment } from '../../domain/billing/payment-records.ts';
import type { CheckoutPages, LocalCheckoutPayment, Payments } from '../../domain/ports/payments.ts';

/** Holds the user's row until the transaction ends, so one user's subscription changes run one at a time. */
async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

const subscriptionsOf = (userId: string) => and(eq(localCheckout.userId, userId), eq(localCheckout.kind, 'subscription'));

/**
 * The embedded default when no Stripe key is set: a checkout page of our own, clearly marked as
 * a test. A paid subscription checkout is the local stand-in for a running subscription; access
 * is on exactly while one is paid and not cancelled.
 */
export function createLocalPayments(db: Database, publicUrl: string, mail: OutgoingMail): Payments {
  const urlOf = (checkoutId: string) => `${publicUrl}${paths.checkout(checkoutId)}`;
  const open = async (values: typeof localCheckout.$inferInsert) => {
    const [row] = await db.insert(localCheckout).values(values).returning({ id: localCheckout.id });
    if (!row) throw new Error('The checkout was not stored');
    return urlOf(row.id);
  };
  return {
    id: 'local',
    createCustomer: null,
    createCreditCheckout: (owner, pack) => open({ userId: owner.id, kind: 'credits', credits: pack.credits, amount: pack.price }),
    createSubscriptionCheckout: (owner) =>
      db.transaction(async (tx) => {
        await lockUser(tx, owner.id);
        const current = await tx
          .select({ id: localCheckout.id, status: localCheckout.status })
          .from(localCheckout)
          .where(and(subscriptionsOf(owner.id), inArray(localCheckout.status, ['open', 'paid'])))
          .orderBy(desc(localCheckout.createdAt));
        if (current.some((row) => row.status === 'paid')) return { kind: 'subscribed' } as const;
        const [stillOpen] = current;
        if (stillOpen) return { kind: 'checkout', url: urlOf(stillOpen.id) } as const;
        const [row] = await tx
          .insert(localCheckout)
          .values({ userId: owner.id, kind: 'subscription', amount: SUBSCRIPTION_PRICE_CENTS })
          .returning({ id: localCheckout.id });
        if (!row) throw new Error('The checkout was not stored');
        return { kind: 'checkout', url: urlOf(row.id) } as const;
      }),
    createPortalSession: async () => `${publicUrl}${paths.checkoutPortal}`,
    cancelSubscriptions: (owner) =>
      db.transaction(async (tx) => {
        await lockUser(tx, owner.id);
        await tx
          .update(localCheckout)
          .set({ status: 'cancelled' })
          .where(and(subscriptionsOf(owner.id), eq(localCheckout.status, 'paid')));
      }),
    // The local Pay button fulfils at once; the success page has nothing left to do.
    completedFromSession: async () => null,
    verifyEvent: null,
    checkoutPages: checkoutPages(db, mail),
  };
}

/** The Pay button of a subscription checkout: starts the subscription unless another one runs. */
function paySubscriptionCheckout(db: Database, mail: OutgoingMail, userId: string, checkoutId: string): Promise<LocalCheckoutPayment> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [running] = await tx
      .select({ id: localCheckout.id })
      .from(localCheckout)
      .where(and(subscriptionsOf(userId), eq(localCheckout.status, 'paid'), ne(localCheckout.id, checkoutId)));
    if (running) return { kind: 'already-subscribed' };
    const [before] = await tx
      .select({ status: localCheckout.status })
      .from(localCheckout)
      .where(and(subscriptionsOf(userId), eq(localCheckout.id, checkoutId)));
    const [paid] = await tx
      .update(localCheckout)
      .set({ status: 'paid' })
      .where(and(subscriptionsOf(userId), eq(localCheckout.id, checkoutId), inArray(localCheckout.status, ['open', 'paid'])))
      .returning({ id: localCheckout.id, amount: localCheckout.amount });
    if (!paid) return { kind: 'cancelled' };
    // The local stand-in for the subscription's first payment; paying again records nothing new.
    await recordPayment(
      tx,
      { userId, provider: 'local', providerRef: `local_${paid.id}`, providerPaymentId: null, kind: 'subscription', credits: null, amountCents: paid.amount },
      mail,
    );
    await tx
      .update(user)
      .set({ subscription: true, stripeSubscriptionId: `local_sub_${paid.id}`, updatedAt: new Date() })
      .where(eq(user.id, userId));
    return { kind: 'subscription-started', first: before?.status === 'open' };
  });
}

function checkoutPages(db: Database, mail: OutgoingMail): CheckoutPages {
  const ownCheckout = (userId: string, checkoutId: string) => and(eq(localCheckout.id, checkoutId), eq(localCheckout.userId, userId));
  return {
    async find(userId, checkoutId) {
      const [row] = await db
        .select({ id: localCheckout.id, kind: localCheckout.kind, credits: localCheckout.credits, amount: localCheckout.amount, status: localCheckout.status })
        .from(localCheckout)
        .where(ownCheckout(userId, checkoutId));
      return row ?? null;
    },
    async pay(userId, checkout) {
      if (checkout.kind === 'subscription') return paySubscriptionCheckout(db, mail, userId, checkout.id);
      const [paid] = await db
        .update(localCheckout)
        .set({ status: 'paid' })
        .where(and(ownCheckout(userId, checkout.id), eq(localCheckout.kind, 'credits'), inArray(localCheckout.status, ['open', 'paid'])))
        .returning();
      if (!paid) return { kind: 'cancelled' };
      return {
        kind: 'credits',
        completed: { kind: 'credits', reference: `local_${paid.id}`, userId, credits: paid.credits ?? 0, amount: paid.amount, paymentId: null },
      };
    },
    async cancel(userId, checkoutId) {
      await db
        .update(localCheckout)
        .set({ status: 'cancelled' })
        .where(and(ownCheckout(userId, checkoutId), eq(localCheckout.status, 'open')));
    },
  };
}
