// A reading's journal as its owner writes it (issue 27 §1): the note, the moods and the tags.
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/common.ts';
import type { ReadingJournalUpdate } from '../../../shared/schemas/journal-entries.ts';
import { ReadingJournalSchema, type ReadingJournal } from '../../../shared/schemas/journal.ts';
import type { Executor } from '../../db/client.ts';
import { reading } from '../../db/schema.ts';
import { notFound, READING_NOT_FOUND } from '../../errors.ts';

/** Tags as kept: trimmed (by the schema), the first spelling of each kept when two differ only in case. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase('en');
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** The reading's journal columns, selected wherever a journal is read (the page, the export). */
export const journalColumns = {
  note: reading.note,
  noteUpdatedAt: reading.noteUpdatedAt,
  moodBefore: reading.moodBefore,
  moodAfter: reading.moodAfter,
  tags: reading.tags,
  outcome: reading.outcome,
  outcomeAt: reading.outcomeAt,
  checkBackDays: reading.checkBackDays,
};

/** The row checked against the schema: the database's checks already hold moods and days to their scales. */
export function toReadingJournal(row: Pick<typeof reading.$inferSelect, keyof typeof journalColumns>): ReadingJournal {
  return ReadingJournalSchema.parse({ ...row, noteUpdatedAt: row.noteUpdatedAt?.toISOString() ?? null, outcomeAt: row.outcomeAt?.toISOString() ?? null });
}

/**
 * Writes the fields sent and leaves the others. `note_updated_at` moves only when the note's text
 * changes, so a page restoring a local draft can tell whether the server has a newer note than it.
 */
export async function updateReadingJournal(db: Executor, userId: string, readingId: string, update: ReadingJournalUpdate): Promise<ReadingJournal> {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const { note, moodBefore, moodAfter, tags } = update;
  const [row] = await db
    .update(reading)
    .set({
      ...(note !== undefined && {
        note,
        noteUpdatedAt: sql`case when ${reading.note} is distinct from ${note} then now() else ${reading.noteUpdatedAt} end`,
      }),
      ...(moodBefore !== undefined && { moodBefore }),
      ...(moodAfter !== undefined && { moodAfter }),
      ...(tags !== undefined && { tags: normalizeTags(tags) }),
    })
    .where(and(eq(reading.id, readingId), eq(reading.userId, userId)))
    .returning(journalColumns);
  if (!row) throw notFound(READING_NOT_FOUND);
  return toReadingJournal(row);
}
