import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter } from 'better-auth/types';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database, Transaction } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { grantSignupCredits } from '../domain/credits.ts';

const schema = { user, session, account, verification };

type CreateArguments<T> = Parameters<DBAdapter['create']>[0] & { data: Omit<T, 'id'> };

/**
 * Better Auth's Drizzle adapter, except that creating a user grants the sign-up credits in the
 * same transaction as the user row. Better Auth runs its `create.after` hooks only once that
 * transaction has committed, so a hook could leave an account without its ledger row; here both
 * are written or neither is (docs/decisions/0013-layers-and-lint.md).
 */
export function authDatabase(db: Database) {
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
      };
    };
    const transaction: DBAdapter['transaction'] = (callback) => db.transaction((tx) => callback(inside(tx)));
    return {
      ...outside,
      transaction,
      // A user created outside a transaction of Better Auth's still gets one of its own.
      create: (data) => (data.model === 'user' ? transaction((trx) => trx.create(data)) : outside.create(data)),
    };
  };
}
