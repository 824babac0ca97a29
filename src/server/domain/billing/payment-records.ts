import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { payment, user } from '../../db/schema.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { PaymentRefund } from '../ports/payments.ts';

export type PaymentRecord = Pick<typeof payment.$inferInsert, 'userId' | 'provider' | 'providerRef' | 'providerPaymentId' | 'kind' | 'credits' | 'amountCents'>;

/**
 * Records money received, in the transaction that fulfils it: once per provider reference, however
 * often the fulfilment arrives (webhook, success page, a second Pay). The first time, the buyer's
 * receipt is enqueued with it.
 */
export async function recordPayment(tx: Transaction, record: PaymentRecord, mail: OutgoingMail): Promise<void> {
  const [recorded] = await tx
    .insert(payment)
    .values(record)
    .onConflictDoNothing({ target: payment.providerRef })
    .returning({ currency: payment.currency, paidAt: payment.createdAt });
  if (!recorded || !record.userId) return;
  const [buyer] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, record.userId));
  if (!buyer) return;
  await mail.send(
    {
      kind: 'receipt',
      to: buyer.email,
      name: buyer.name,
      userId: record.userId,
      purchase: record.kind === 'credits' && record.credits ? { kind: 'credits', credits: record.credits } : { kind: 'subscription' },
      amountCents: record.amountCents,
      currency: recorded.currency,
      reference: record.providerRef,
      paidAt: recorded.paidAt,
    },
    { tx },
  );
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
