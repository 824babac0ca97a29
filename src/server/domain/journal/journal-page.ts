// The journal page (issue 27 §1): every reading of one person, newest first, searched and filtered.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { cardSlug, DECK, findCard } from '../../../shared/deck/cards.ts';
import { findCardBySlug } from '../../../shared/deck/library.ts';
import { JOURNAL_PAGE_SIZE } from '../../../shared/journal/journal.ts';
import type { JournalEntry, JournalPage, JournalQuery } from '../../../shared/schemas/journal-entries.ts';
import { OutcomeSchema } from '../../../shared/schemas/journal.ts';
import { THREE_CARD_SPREAD } from '../../../shared/spreads/spread.ts';
import type { Executor } from '../../db/client.ts';
import { reading } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { normalizeTags } from './reading-journal.ts';
import { decodeCursor, encodeCursor, type Cursor } from '../../read-models/history-page.ts';

export const BAD_JOURNAL_CURSOR = 'The journal cursor is not valid';
/** The note's first line is shown up to this many characters. */
const NOTE_LINE_MAX = 140;

/** `%`, `_` and the escape character itself match only themselves in an ILIKE pattern. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A reading's spread id: null is the spec's three cards (every reading drawn before spreads). */
const spreadId = sql<string>`coalesce(${reading.spread} ->> 'id', ${THREE_CARD_SPREAD.id})`;
const spreadName = sql<string>`coalesce(${reading.spread} ->> 'name', ${THREE_CARD_SPREAD.name})`;

/** The filters as conditions; a card slug the deck lacks matches nothing, as a card no reading holds would. */
function conditions(userId: string, query: JournalQuery, cursor: Cursor | undefined): SQL[] {
  const where: SQL[] = [eq(reading.userId, userId)];
  // Every word must appear, in the question or in the note: what a person expects of a search box.
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    where.push(sql`(${reading.question} ilike ${pattern} or ${reading.note} ilike ${pattern})`);
  }
  if (query.tag !== undefined) {
    where.push(sql`exists (select 1 from jsonb_array_elements_text(${reading.tags}) as tag where lower(tag) = lower(${query.tag}))`);
  }
  if (query.spread !== undefined) where.push(sql`${spreadId} = ${query.spread}`);
  if (query.card !== undefined) {
    const card = findCardBySlug(query.card);
    where.push(card ? sql`${reading.cards} @> ${JSON.stringify([card.name])}::jsonb` : sql`false`);
  }
  if (query.outcome === 'none') where.push(sql`${reading.outcome} is null`);
  else if (query.outcome !== undefined) where.push(eq(reading.outcome, query.outcome));
  if (query.days !== undefined) where.push(sql`${reading.createdAt} >= now() - make_interval(days => ${query.days})`);
  // A row comparison along reading_user_history_idx, as the history's pages (read-models/history-page.ts).
  if (cursor) where.push(sql`(${reading.createdAt}, ${reading.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return where;
}

function firstLine(note: string): string {
  const line = note.split('\n').find((text) => text.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > NOTE_LINE_MAX ? `${trimmed.slice(0, NOTE_LINE_MAX - 1)}…` : trimmed;
}

/** One page of the journal, and the tags and spreads the person's readings have for the filters. */
export async function readJournalPage(db: Executor, userId: string, query: JournalQuery): Promise<JournalPage> {
  let cursor: Cursor | undefined;
  if (query.cursor !== undefined) {
    const decoded = decodeCursor(query.cursor);
    if (!decoded) throw new AppError(400, BAD_JOURNAL_CURSOR);
    cursor = decoded;
  }
  const rows = await db
    .select({
      id: reading.id,
      question: reading.question,
      cards: reading.cards,
      reversed: reading.reversed,
      spreadId,
      spreadName,
      // Enough of the note for its first line: the whole note is not read for a list.
      notePart: sql<string>`left(${reading.note}, 400)`,
      tags: reading.tags,
      outcome: reading.outcome,
      ownDeck: reading.ownDeck,
      // To the microsecond, so the cursor compares exactly with the stored time.
      createdAt: sql<string>`to_char(${reading.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(reading)
    .where(and(...conditions(userId, query, cursor)))
    .orderBy(desc(reading.createdAt), desc(reading.id))
    .limit(JOURNAL_PAGE_SIZE + 1);

  const items: JournalEntry[] = rows.slice(0, JOURNAL_PAGE_SIZE).map((row) => ({
    id: row.id,
    question: row.question,
    createdAt: row.createdAt,
    spreadId: row.spreadId,
    spreadName: row.spreadName,
    cards: row.cards.map((name, index) => ({ name, slug: findCard(name)?.slug ?? cardSlug(name), reversed: row.reversed[index] === true })),
    noteFirstLine: firstLine(row.notePart),
    tags: row.tags,
    outcome: row.outcome === null ? null : OutcomeSchema.parse(row.outcome),
    ownDeck: row.ownDeck,
  }));
  const last = items.at(-1);
  const nextCursor = rows.length > JOURNAL_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null;

  const [tags, spreads, cards] = await Promise.all([
    db
      .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${reading.tags})` })
      .from(reading)
      .where(eq(reading.userId, userId)),
    db.selectDistinct({ id: spreadId, name: spreadName }).from(reading).where(eq(reading.userId, userId)),
    db
      .selectDistinct({ name: sql<string>`jsonb_array_elements_text(${reading.cards})` })
      .from(reading)
      .where(eq(reading.userId, userId)),
  ]);
  const drawn = new Set(cards.map((row) => row.name));
  // An own spread renamed after some readings were drawn in it is offered once, by one of its names.
  const spreadsById = new Map(spreads.map((spread) => [spread.id, spread]));
  return {
    items,
    nextCursor,
    tags: normalizeTags(tags.map((row) => row.tag).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))),
    spreads: [...spreadsById.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')),
    // In the deck's order, as the library lists them.
    cards: DECK.filter((card) => drawn.has(card.name)).map((card) => ({ name: card.name, slug: card.slug })),
  };
}
