import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { payment } from '../db/schema.ts';
import type { PaymentRefund } from './ports/payments.ts';

export type PaymentRecord = Pick<typeof payment.$inferInsert, 'userId' | 'provider' | 'providerRef' | 'providerPaymentId' | 'kind' | 'credits' | 'amountCents'>;

/**
 * Records money received, in the transaction that fulfils it: once per provider reference, however
 * often the fulfilment arrives (webhook, success page, a second Pay).
 */
export async function recordPayment(tx: Transaction, record: PaymentRecord): Promise<void> {
  await tx.insert(payment).values(record).onConflictDoNothing({ target: payment.providerRef });
}

/**
 * Records what has been refunded on a payment so far, dated now. Only ever raised: a repeated or
 * out-of-order event reporting less changes nothing. Credits already granted stay (an admin can
 * remove them). Returns whether a payment of ours was changed.
 */
export async function recordRefund(db: Executor, refund: PaymentRefund): Promise<boolean> {
  const changed = await db
    .update(payment)
    .set({ refundedCents: refund.refundedCents, refundedAt: sql`now()` })
    .where(and(eq(payment.providerPaymentId, refund.paymentId), lt(payment.refundedCents, refund.refundedCents)))
    .returning({ id: payment.id });
  return changed.length > 0;
}
