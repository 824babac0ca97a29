import type { Transaction } from '../db/client.ts';
import { payment } from '../db/schema.ts';

export type PaymentRecord = Pick<typeof payment.$inferInsert, 'userId' | 'provider' | 'providerRef' | 'kind' | 'credits' | 'amountCents'>;

/**
 * Records money received, in the transaction that fulfils it: once per provider reference, however
 * often the fulfilment arrives (webhook, success page, a second Pay).
 */
export async function recordPayment(tx: Transaction, record: PaymentRecord): Promise<void> {
  await tx.insert(payment).values(record).onConflictDoNothing({ target: payment.providerRef });
}
