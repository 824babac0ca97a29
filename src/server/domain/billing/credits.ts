import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { FOLLOW_UP_CREDIT_COST, STARTING_CREDITS } from '../../../shared/constants.ts';
import type { Transaction } from '../../db/client.ts';
import { creditLedger, user } from '../../db/schema.ts';
import { countCredits } from '../../observe/metrics.ts';

// Credits move only here, inside the caller's transaction, each move with its ledger row.
// Each move is counted for the metrics as it is written: a transaction that then rolls back (a
// failure, rare) leaves the counter that much ahead of the ledger, which stays the truth.

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

/** Takes a follow-up's cost if the balance holds it; returns the new balance, or null when the balance is 0. */
export async function spendCredit(tx: Transaction, userId: string, reference: string): Promise<number | null> {
  const [row] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} - ${FOLLOW_UP_CREDIT_COST}` })
    .where(and(eq(user.id, userId), gte(user.credits, FOLLOW_UP_CREDIT_COST)))
    .returning({ credits: user.credits });
  if (!row) return null;
  await tx.insert(creditLedger).values({ userId, delta: -FOLLOW_UP_CREDIT_COST, reason: 'follow_up', reference });
  countCredits('follow_up', -FOLLOW_UP_CREDIT_COST);
  return row.credits;
}

/**
 * Adds credits once per (reason, reference): the ledger's unique key makes a repeated grant,
 * however it arrives, a no-op. Returns whether this call granted them.
 */
export async function grantCredits(tx: Transaction, userId: string, amount: number, reason: LedgerReason, reference: string): Promise<boolean> {
  const [entry] = await tx.insert(creditLedger).values({ userId, delta: amount, reason, reference }).onConflictDoNothing().returning({ id: creditLedger.id });
  if (!entry) return false;
  await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${amount}` })
    .where(eq(user.id, userId));
  countCredits(reason, amount);
  return true;
}

/**
 * The sign-up gift, in the transaction that creates the user (auth/auth-database.ts): the user row
 * is inserted with 0 credits, so the balance and its ledger row are written together or not at all.
 * Returns the new balance.
 */
export async function grantSignupCredits(tx: Transaction, userId: string): Promise<number> {
  await grantCredits(tx, userId, STARTING_CREDITS, 'signup', userId);
  const [row] = await tx.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  if (!row) throw new Error(`The user ${userId} was not created`);
  return row.credits;
}

/**
 * An admin's grant (delta > 0) or removal (delta < 0), with its ledger row naming the admin and
 * their reason. The update is conditional, so a removal larger than the balance changes nothing
 * even against a concurrent spend. Returns the new balance; null when the user does not exist or
 * the balance would go below zero (the caller tells which).
 */
export async function adjustCredits(tx: Transaction, userId: string, delta: number, by: { adminUserId: string; note: string }): Promise<number | null> {
  const [row] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${delta}` })
    .where(and(eq(user.id, userId), gte(user.credits, -delta)))
    .returning({ credits: user.credits });
  if (!row) return null;
  await tx.insert(creditLedger).values({ userId, delta, reason: 'admin_adjustment', reference: randomUUID(), note: by.note, adminUserId: by.adminUserId });
  return row.credits;
}
