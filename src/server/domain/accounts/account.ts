import { and, eq, exists, getTableColumns } from 'drizzle-orm';
import { signOfStoredDate } from '../../../shared/horoscope.ts';
import type { DeckPreferences, UserData } from '../../../shared/schemas/account.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Executor } from '../../db/client.ts';
import { account, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

type UserRow = typeof user.$inferSelect & { hasPassword: boolean };

/** What toUserData reads: a user row, or the request's viewer (session/viewer.ts). */
export type UserDataSource = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'name'
  | 'emailVerified'
  | 'createdAt'
  | 'credits'
  | 'subscription'
  | 'isAdmin'
  | 'birthday'
  | 'birthMonth'
  | 'hasPassword'
  | 'fullDeck'
  | 'reversals'
  | 'language'
>;

/** The one admin rule: an address anyone could have typed in grants nothing until its owner has proven it. */
export function isAdminAccount(row: Pick<UserDataSource, 'email' | 'emailVerified' | 'isAdmin'>, adminEmails: readonly string[]): boolean {
  return row.emailVerified && (row.isAdmin || adminEmails.includes(row.email.toLowerCase()));
}

/** The in-app user data of spec §3, with the derived birth date and sign. */
export function toUserData(row: UserDataSource, adminEmails: readonly string[]): UserData {
  const hasDate = row.birthday !== null && row.birthMonth !== null;
  return {
    uid: row.id,
    email: row.email,
    name: row.name || null,
    dateOfBirth: hasDate ? `${row.birthday}-${row.birthMonth}` : null,
    birthday: row.birthday,
    birthMonth: row.birthMonth,
    horoscopeSign: signOfStoredDate(row.birthday, row.birthMonth),
    credits: row.credits,
    subscription: row.subscription,
    isAdmin: isAdminAccount(row, adminEmails),
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerified,
    hasPassword: row.hasPassword,
    fullDeck: row.fullDeck,
    reversals: row.reversals,
    language: row.language,
  };
}

export async function loadUser(db: Executor, userId: string): Promise<UserRow> {
  const withPassword = db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
  const [row] = await db
    .select({ ...getTableColumns(user), hasPassword: exists(withPassword).mapWith(Boolean) })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound('Account not found');
  return row;
}

/** Spec §5: a name that is empty after trimming is ignored; otherwise the trimmed value is saved. */
export async function updateName(db: Executor, userId: string, name: string): Promise<UserRow> {
  const trimmed = name.trim();
  if (!trimmed) return loadUser(db, userId);
  const [row] = await db.update(user).set({ name: trimmed, updatedAt: new Date() }).where(eq(user.id, userId)).returning({ id: user.id });
  if (!row) throw notFound('Account not found');
  return loadUser(db, userId);
}

/** Saves the account's language: its readings and mail from now on. */
export async function updateLanguage(db: Executor, userId: string, language: Language): Promise<UserRow> {
  const [row] = await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId)).returning({ id: user.id });
  if (!row) throw notFound('Account not found');
  return loadUser(db, userId);
}

/** Saves the deck preferences given (either or both); the next draw follows them. */
export async function updateDeckPreferences(db: Executor, userId: string, preferences: Partial<DeckPreferences>): Promise<UserRow> {
  const [row] = await db
    .update(user)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  if (!row) throw notFound('Account not found');
  return loadUser(db, userId);
}
