import { count, desc, eq, ilike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_LEDGER_LIMIT, ADMIN_USER_SEARCH_LIMIT } from '../../../shared/constants.ts';
import { ADMIN_ERRORS, SIGN_IN_METHODS, type AdminCustomer, type AdminUserSummary } from '../../../shared/schemas/admin.ts';
import type { Executor } from '../../db/client.ts';
import { account, creditLedger, reading, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isAdminAccount } from '../accounts/account.ts';

/** Better Auth's provider ids, as the console names them. */
const SIGN_IN_METHOD_OF: Record<string, (typeof SIGN_IN_METHODS)[number]> = { credential: 'password', google: 'google' };

/** `%` and `_` typed by the admin are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Accounts whose email contains `query`, newest first. A substring match reads the whole user
 * table; at our scale that is a few milliseconds, and a trigram index would need pg_trgm, which
 * the embedded database does not load.
 */
export async function searchUsers(db: Executor, query: string): Promise<AdminUserSummary[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt, credits: user.credits, subscription: user.subscription })
    .from(user)
    .where(ilike(user.email, `%${likeLiteral(query)}%`))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ADMIN_USER_SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One customer as the console shows them: profile, sign-in methods, readings and the newest ledger rows. */
export async function loadCustomer(db: Executor, userId: string, adminEmails: readonly string[]): Promise<AdminCustomer> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw notFound(ADMIN_ERRORS.noSuchUser);
  const admin = alias(user, 'admin');
  const [methods, [readings], ledger] = await Promise.all([
    db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId)),
    db.select({ n: count() }).from(reading).where(eq(reading.userId, userId)),
    db
      .select({
        id: creditLedger.id,
        delta: creditLedger.delta,
        reason: creditLedger.reason,
        reference: creditLedger.reference,
        note: creditLedger.note,
        adminEmail: admin.email,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .leftJoin(admin, eq(admin.id, creditLedger.adminUserId))
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(ADMIN_LEDGER_LIMIT),
  ]);
  const signInMethods = SIGN_IN_METHODS.filter((method) => methods.some((found) => SIGN_IN_METHOD_OF[found.providerId] === method));
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      credits: row.credits,
      subscription: row.subscription,
      isAdmin: isAdminAccount(row, adminEmails),
      signInMethods,
      readingsCount: readings?.n ?? 0,
    },
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
