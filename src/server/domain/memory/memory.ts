// "Let the reader remember" (issue 27 §5): off by default. While it is on, each reading completed gets
// one summary (summary.ts); a new reading or a follow-up is given the newest that fit (prompt-block.ts).
// Turning it off forgets everything at once. Summaries are refreshed when they are read, so an outcome
// or a tag added later is in the next prompt and on the memory page.

import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/common.ts';
import type { ExportedMemory, MemoryResponse } from '../../../shared/schemas/memory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { memoryItem, reading, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { log } from '../../observe/log.ts';
import type { ReaderSafety, RememberedReading } from '../ports/reader.ts';
import { fitMemories } from './prompt-block.ts';
import { rememberedReadingOf, summaryOf, type SummarySource } from './summary.ts';

export const MEMORY_ITEM_NOT_FOUND = 'Memory item not found';

/**
 * Items read for a prompt: more than can fit, since the shortest summary (one card, no tags) is
 * still over 60 characters and the bound is MEMORY_PROMPT_MAX_CHARS.
 */
const READER_CANDIDATES = 30;

/** The reading's parts a summary is written from. */
const sourceColumns = {
  readingId: reading.id,
  question: reading.question,
  cards: reading.cards,
  reversed: reading.reversed,
  spread: reading.spread,
  tags: reading.tags,
  outcome: reading.outcome,
  ownDeck: reading.ownDeck,
  createdAt: reading.createdAt,
};
const itemColumns = { id: memoryItem.id, summary: memoryItem.summary, ...sourceColumns };

type ItemRow = { id: string; summary: string; readingId: string } & SummarySource;

async function isRemembering(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ remember: user.rememberReadings }).from(user).where(eq(user.id, userId));
  return row?.remember === true;
}

/** The user's items, newest reading first, each summary rewritten if its reading has changed since. */
async function loadItems(db: Executor, userId: string, options: { exceptReadingId?: string; limit?: number } = {}): Promise<ItemRow[]> {
  const mine = eq(memoryItem.userId, userId);
  const query = db
    .select(itemColumns)
    .from(memoryItem)
    .innerJoin(reading, eq(reading.id, memoryItem.readingId))
    .where(options.exceptReadingId ? and(mine, ne(reading.id, options.exceptReadingId)) : mine)
    .orderBy(desc(reading.createdAt), desc(reading.id));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  const items: ItemRow[] = [];
  for (const row of rows) {
    const summary = summaryOf(row);
    if (summary !== row.summary) {
      await db
        .update(memoryItem)
        .set({ summary, updatedAt: sql`now()` })
        .where(and(eq(memoryItem.id, row.id), mine));
    }
    items.push({ ...row, summary });
  }
  return items;
}

/**
 * Called once a reading's interpretation is stored: while the owner lets the reader remember, the
 * reading gets its item. A reading whose question or follow-ups raised a safety concern is never
 * remembered. The owner's row is locked first, as turning remembering off locks it, so an item
 * cannot slip in after "forget everything" has run. The reading is already kept: a failure here is
 * logged, and costs only this one memory.
 */
export async function rememberCompletedReading(db: Database, userId: string, readingId: string): Promise<void> {
  try {
    await remember(db, userId, readingId);
  } catch (error) {
    log.warn(`[memory] reading ${readingId} not remembered: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function remember(db: Database, userId: string, readingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ remember: user.rememberReadings }).from(user).where(eq(user.id, userId)).for('share');
    if (!owner?.remember) return;
    const [row] = await tx
      .select({ ...sourceColumns, isComplete: reading.isComplete, safety: reading.safety })
      .from(reading)
      .where(and(eq(reading.id, readingId), eq(reading.userId, userId)));
    if (!row?.isComplete || row.safety.length > 0) return;
    const summary = summaryOf(row);
    await tx
      .insert(memoryItem)
      .values({ userId, readingId, summary })
      .onConflictDoUpdate({ target: memoryItem.readingId, set: { summary, updatedAt: sql`now()` } });
  });
}

/**
 * What a reader is given for a new reading or a follow-up: nothing while remembering is off, and
 * nothing beside a concern the safety check recognised (a quiet reading stays about today).
 */
export async function memoriesForReader(
  db: Executor,
  userId: string,
  options: { safety: ReaderSafety; exceptReadingId?: string },
): Promise<RememberedReading[]> {
  if (options.safety.concerns.length > 0 || options.safety.earlier.length > 0) return [];
  if (!(await isRemembering(db, userId))) return [];
  const now = new Date();
  const items = await loadItems(db, userId, { exceptReadingId: options.exceptReadingId, limit: READER_CANDIDATES });
  return fitMemories(items.map((item) => rememberedReadingOf(item, item.summary, now)));
}

/** The memory page: the switch, and every item exactly as the reader is given it. */
export async function listMemory(db: Executor, userId: string): Promise<MemoryResponse> {
  const remember = await isRemembering(db, userId);
  const items = await loadItems(db, userId);
  const given = new Set(fitMemories(items).map((item) => item.id));
  return {
    remember,
    items: items.map((item) => ({
      id: item.id,
      readingId: item.readingId,
      summary: item.summary,
      readingDate: item.createdAt.toISOString(),
      givenToReader: given.has(item.id),
    })),
  };
}

/** Turning remembering on starts from the next reading; turning it off deletes every item at once. */
export async function setRemembering(db: Database, userId: string, remember: boolean): Promise<MemoryResponse> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ rememberReadings: remember }).where(eq(user.id, userId));
    if (!remember) await tx.delete(memoryItem).where(eq(memoryItem.userId, userId));
  });
  return listMemory(db, userId);
}

/**
 * Forgets one item. Items are written only when a reading is completed, so the reading is never
 * summarised again: deleting its item is deciding it is not to be remembered.
 */
export async function forgetMemoryItem(db: Executor, userId: string, itemId: string): Promise<void> {
  if (!isUuid(itemId)) throw notFound(MEMORY_ITEM_NOT_FOUND);
  const deleted = await db
    .delete(memoryItem)
    .where(and(eq(memoryItem.id, itemId), eq(memoryItem.userId, userId)))
    .returning({ id: memoryItem.id });
  if (deleted.length === 0) throw notFound(MEMORY_ITEM_NOT_FOUND);
}

/** For the account export: the switch and each item as stored, newest first. */
export async function exportMemory(db: Executor, userId: string): Promise<ExportedMemory> {
  const remember = await isRemembering(db, userId);
  const items = await db
    .select({ readingId: memoryItem.readingId, summary: memoryItem.summary, createdAt: memoryItem.createdAt, updatedAt: memoryItem.updatedAt })
    .from(memoryItem)
    .where(eq(memoryItem.userId, userId))
    .orderBy(desc(memoryItem.createdAt), desc(memoryItem.id));
  return { remember, items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), updatedAt: item.updatedAt.toISOString() })) };
}
