import { eq } from 'drizzle-orm';
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter } from 'better-auth/types';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { grantSignupCredits } from '../domain/billing/credits.ts';
import type { OutgoingMail } from '../domain/mail/outgoing-mail.ts';

const schema = { user, session, account, verification };

type CreateArguments<T> = Parameters<DBAdapter['create']>[0] & { data: Omit<T, 'id'> };
type UpdateArguments = Parameters<DBAdapter['updateMany']>[0];

const AccountOwnerSchema = z.object({ userId: z.string() });

/** A write that sets a password: Better Auth's change-password (by account id) or reset (by user id). */
const setsPassword = (data: UpdateArguments) => data.model === 'account' && typeof data.update.password === 'string';

/** Tells the owner their password changed, in the transaction that changes it. */
async function notifyPasswordChanged(tx: Transaction, mail: OutgoingMail, userId: string): Promise<void> {
  const [owner] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  await mail.send({ kind: 'password-changed', to: owner.email, name: owner.name, userId, changedAt: new Date() }, { tx });
}

/**
 * Better Auth's Drizzle adapter, except that creating a user grants the sign-up credits in the
 * same transaction as the user row, and setting a password enqueues the "your password was
 * changed" mail in the transaction that sets it. Better Auth runs its `create.after` hooks only
 * once that transaction has committed, so a hook could leave an account without its ledger row
 * (or a changed password without its mail); here both are written or neither is
 * (docs/decisions/0013-layers-and-lint.md).
 */
export function authDatabase(db: Database, mail: OutgoingMail) {
  return (options: BetterAuthOptions): DBAdapter => {
    const outside = drizzleAdapter(db, { provider: 'pg', schema, transaction: true })(options);
    const inside = (tx: Transaction): DBTransactionAdapter => {
      const adapter = drizzleAdapter(tx, { provider: 'pg', schema, transaction: false })(options);
      return {
        ...adapter,
        create: async <T extends Record<string, unknown>, R = T>(data: CreateArguments<T>): Promise<R> => {
          const created = await adapter.create<T, R>(data);
          if (data.model !== 'user') return created;
          const { id } = created as { id?: unknown };
          if (typeof id !== 'string') throw new Error('Better Auth created a user without an id');
          // The row Better Auth hands on (to the sign-up answer, say) carries the balance as granted.
          return { ...created, credits: await grantSignupCredits(tx, id) };
        },
        update: async <T>(data: UpdateArguments): Promise<T | null> => {
          const updated = await adapter.update<T>(data);
          const owner = AccountOwnerSchema.safeParse(updated);
          if (setsPassword(data) && owner.success) await notifyPasswordChanged(tx, mail, owner.data.userId);
          return updated;
        },
        updateMany: async (data) => {
          const count = await adapter.updateMany(data);
          const userId = data.where.find((clause) => clause.field === 'userId')?.value;
          if (setsPassword(data) && count > 0 && typeof userId === 'string') await notifyPasswordChanged(tx, mail, userId);
          return count;
        },
      };
    };
    const transaction: DBAdapter['transaction'] = (callback) => db.transaction((tx) => callback(inside(tx)));
    return {
      ...outside,
      transaction,
      // A user created, or a password set, outside a transaction of Better Auth's still gets one of its own.
      create: (data) => (data.model === 'user' ? transaction((trx) => trx.create(data)) : outside.create(data)),
      update: (data) => (setsPassword(data) ? transaction((trx) => trx.update(data)) : outside.update(data)),
      updateMany: (data) => (setsPassword(data) ? transaction((trx) => trx.updateMany(data)) : outside.updateMany(data)),
    };
  };
}
