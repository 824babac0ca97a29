import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_TEXT, FRESH_SIGN_IN_SECONDS } from '../../../shared/account-security.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { Payments } from '../ports/payments.ts';
import { verifyPassword } from '../accounts/password.ts';
import type { Database } from '../../db/client.ts';
import { account, creditLedger, localCheckout, tempReading, user, verification } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadUser } from '../accounts/account.ts';
import { forgetDrawOwner } from '../draw/fair-draw.ts';
import { cancelAllSubscriptions } from '../billing/payments.ts';
import { log } from '../../observe/log.ts';
import { cancelCheckBacks, dailyReminderKey } from '../check-back/schedule.ts';

export interface AccountDeletionDeps {
  db: Database;
  payments: Payments;
  mail: OutgoingMail;
}

export interface DeletionConfirmation {
  /** The account's password; required when it has one. */
  password: string | undefined;
  /** When the request's session was signed in: without a password, it must be a fresh sign-in. */
  signedInAt: Date;
}

async function confirmOwner(db: Database, userId: string, confirmation: DeletionConfirmation): Promise<void> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (credential?.password) {
    // The same hashing path as sign-in, so a guess here costs what a guess there costs.
    const right = confirmation.password !== undefined && (await verifyPassword({ hash: credential.password, password: confirmation.password }));
    if (!right) throw new AppError(403, ACCOUNT_TEXT.wrongPassword);
    return;
  }
  if (Date.now() - confirmation.signedInAt.getTime() > FRESH_SIGN_IN_SECONDS * 1000) throw new AppError(403, ACCOUNT_TEXT.signInAgainToDelete);
}

/**
 * Deletes an account for good, once its owner has confirmed it: every subscription is cancelled
 * at the payment provider first (if that fails, nothing is deleted); then, in one transaction, the
 * user, their readings and conversations, sessions, sign-in methods, claimed visitor readings and
 * pending links go, while the payment records (purchases in the ledger, checkouts) stay without
 * the user, and the owner's farewell mail is enqueued with them.
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string, confirmation: DeletionConfirmation): Promise<void> {
  const { db } = deps;
  await confirmOwner(db, userId, confirmation);
  const owner = await loadUser(db, userId);

  try {
    await cancelAllSubscriptions(deps, owner);
  } catch (error) {
    log.warn(`[payments] cancelling the subscriptions of ${userId} before deletion failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError(502, ACCOUNT_TEXT.subscriptionNotCancelled);
  }

  await db.transaction(async (tx) => {
    // Locked first: a follow-up being written settles its charge under the same lock, so it either
    // refunds before this deletes the ledger rows, or finds the account gone (domain/readings/follow-ups.ts).
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    // Balance changes that were not payments (the sign-up gift, follow-ups, refunds) describe the
    // person's use and go; purchases are payment records and stay, without the user.
    await tx.delete(creditLedger).where(and(eq(creditLedger.userId, userId), ne(creditLedger.reason, 'purchase')));
    await tx.update(creditLedger).set({ userId: null }).where(eq(creditLedger.userId, userId));
    // An open checkout of a deleted account can never be paid.
    await tx
      .update(localCheckout)
      .set({ status: 'cancelled' })
      .where(and(eq(localCheckout.userId, userId), eq(localCheckout.status, 'open')));
    await tx.update(localCheckout).set({ userId: null }).where(eq(localCheckout.userId, userId));
    // The visitor reading the account claimed is the same text as one of its readings.
    await tx.delete(tempReading).where(eq(tempReading.claimedByUserId, userId));
    // Unused reset and verification links name the user.
    await tx.delete(verification).where(eq(verification.value, userId));
    await forgetDrawOwner(tx, userId);
    // Waiting journal mails hold the address: they go before the readings that name their days.
    await cancelCheckBacks(deps.mail, { userId, timeZone: owner.timeZone }, tx, new Date());
    await deps.mail.cancel(dailyReminderKey(userId), { tx });
    // Sessions, sign-in methods, readings and their messages go with the user (foreign keys cascade).
    await tx.delete(user).where(eq(user.id, userId));
    const subscriptionCancelled = owner.subscription || owner.stripeSubscriptionId !== null;
    await deps.mail.send(
      { kind: 'account-deleted', to: owner.email, name: owner.name, userId: null, language: owner.language ?? undefined, subscriptionCancelled },
      { tx },
    );
  });
}
