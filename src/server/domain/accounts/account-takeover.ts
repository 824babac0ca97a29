import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user } from '../../db/schema.ts';

export interface ProvenIdentity {
  /** The address the identity provider says it has verified. */
  email: string;
  providerId: string;
  /** The provider's subject for this person. */
  accountId: string;
}

/**
 * Someone may register another person's address with a password and never verify it. When the
 * address's owner then signs in with an identity provider that has verified it, the account is
 * theirs: every way into it that never proved the address (the password, any other identity) is
 * removed and every session signed out, and the address counts as verified. Better Auth then
 * links the identity to the account as it links any verified one.
 *
 * Returns the id of the account handed over, or null when there was none to hand over (no
 * account at that address, one that is verified already, or an identity already linked to some
 * account, which Better Auth signs in to that account).
 */
export async function handOverUnverifiedAccount(db: Database, proven: ProvenIdentity): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.providerId, proven.providerId), eq(account.accountId, proven.accountId)));
    if (linked) return null;
    const [unproven] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, proven.email.toLowerCase()), eq(user.emailVerified, false)))
      .for('update');
    if (!unproven) return null;
    await tx.delete(account).where(eq(account.userId, unproven.id));
    await tx.delete(session).where(eq(session.userId, unproven.id));
    await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, unproven.id));
    return unproven.id;
  });
}
