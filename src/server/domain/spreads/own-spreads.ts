// A person's own spreads (issue 26 §1): designed, saved, edited and deleted by their owner only.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/common.ts';
import { SPREAD_LIMITS, type OwnSpread, type SpreadInput, type SpreadsResponse } from '../../../shared/schemas/spread.ts';
import { BUILT_IN_SPREADS } from '../../../shared/spreads/built-in.ts';
import type { Database, Executor } from '../../db/client.ts';
import { user, userSpread } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

/** Someone else's spread, an unknown id and a malformed one are the same 404: an id tells nothing about another's spreads. */
export const SPREAD_NOT_FOUND = 'Spread not found';
export const TOO_MANY_SPREADS = `You can keep up to ${SPREAD_LIMITS.perUser} spreads of your own. Delete one to save another.`;

const ownSpreadColumns = {
  id: userSpread.id,
  name: userSpread.name,
  positions: userSpread.positions,
  layout: userSpread.layout,
  updatedAt: userSpread.updatedAt,
};

type OwnSpreadRow = Pick<typeof userSpread.$inferSelect, keyof typeof ownSpreadColumns>;

const toOwnSpread = (row: OwnSpreadRow): OwnSpread => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const owned = (userId: string, spreadId: string) => and(eq(userSpread.id, spreadId), eq(userSpread.userId, userId));

/** The person's own spreads, newest first. */
export async function listOwnSpreads(db: Executor, userId: string): Promise<OwnSpread[]> {
  const rows = await db.select(ownSpreadColumns).from(userSpread).where(eq(userSpread.userId, userId)).orderBy(desc(userSpread.createdAt), desc(userSpread.id));
  return rows.map(toOwnSpread);
}

/** What the ask page offers: the built-in spreads, then the person's own. */
export async function listSpreads(db: Executor, userId: string): Promise<SpreadsResponse> {
  return { builtIn: [...BUILT_IN_SPREADS], own: await listOwnSpreads(db, userId) };
}

/** Saves a new spread; past SPREAD_LIMITS.perUser it is a 409. The owner's row is locked so two saves at once cannot both pass the count. */
export async function createOwnSpread(db: Database, userId: string, input: SpreadInput): Promise<OwnSpread> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(userSpread).where(eq(userSpread.userId, userId));
    if ((kept?.n ?? 0) >= SPREAD_LIMITS.perUser) throw new AppError(409, TOO_MANY_SPREADS);
    const [row] = await tx
      .insert(userSpread)
      .values({ userId, name: input.name, positions: input.positions, layout: input.layout })
      .returning(ownSpreadColumns);
    if (!row) throw new Error('The spread was not stored');
    return toOwnSpread(row);
  });
}

/** Replaces the spread as a whole; readings already drawn with it keep their own copy. */
export async function updateOwnSpread(db: Executor, userId: string, spreadId: string, input: SpreadInput): Promise<OwnSpread> {
  if (!isUuid(spreadId)) throw notFound(SPREAD_NOT_FOUND);
  const [row] = await db
    .update(userSpread)
    .set({ name: input.name, positions: input.positions, layout: input.layout, updatedAt: sql`now()` })
    .where(owned(userId, spreadId))
    .returning(ownSpreadColumns);
  if (!row) throw notFound(SPREAD_NOT_FOUND);
  return toOwnSpread(row);
}

export async function deleteOwnSpread(db: Executor, userId: string, spreadId: string): Promise<void> {
  if (!isUuid(spreadId)) throw notFound(SPREAD_NOT_FOUND);
  const deleted = await db.delete(userSpread).where(owned(userId, spreadId)).returning({ id: userSpread.id });
  if (deleted.length === 0) throw notFound(SPREAD_NOT_FOUND);
}

/** One of the person's own spreads, or undefined when it is not theirs (or not a UUID). */
export async function findOwnSpread(db: Executor, userId: string, spreadId: string): Promise<OwnSpread | undefined> {
  if (!isUuid(spreadId)) return undefined;
  const [row] = await db.select(ownSpreadColumns).from(userSpread).where(owned(userId, spreadId));
  return row && toOwnSpread(row);
}
