import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DECK, findCard } from '../../../shared/deck/cards.ts';
import { SUITS } from '../../../shared/deck/types.ts';
import { OUTCOME_VALUES, RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS } from '../../../shared/journal/journal.ts';
import {
  RETURNING_READINGS_SHOWN,
  TOP_CARDS_SHOWN,
  TOP_TAGS_SHOWN,
  type OutcomeCounts,
  type PatternRangeDays,
  type Patterns,
  type ReadingReturningCards,
  type ReturningCard,
} from '../../../shared/schemas/patterns.ts';
import { isUuid } from '../../../shared/schemas/common.ts';
import { DEFAULT_SPREAD_ID, builtInSpread } from '../../../shared/spreads/built-in.ts';
import type { Executor } from '../../db/client.ts';
import { notFound, READING_NOT_FOUND } from '../../errors.ts';

// Issue 27 §3: what a person's readings show over time. Every figure is one grouped statement over
// the person's readings in the range (an index range scan on reading_user_history_idx); only the
// deck's own facts (a card's suit, its slug) are added here. Own-deck readings count like any other:
// the cards came up for the person either way.

const DAY_MS = 24 * 60 * 60 * 1000;

const RowsSchema = z.object({ rows: z.array(z.unknown()) });
async function rowsOf<S extends z.ZodType>(db: Executor, schema: S, query: SQL): Promise<z.infer<S>[]> {
  return z.array(schema).parse(RowsSchema.parse(await db.execute(query)).rows);
}

/** The start of a range as PostgreSQL reads it; all time starts at -infinity, so every range is the same statement. */
const startOf = (days: number | null, now: Date) => (days === null ? '-infinity' : new Date(now.getTime() - days * DAY_MS).toISOString());

const utcText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The cards of the person's readings since `start`, one row per card drawn. */
const drawnSince = (userId: string, start: string) => sql`reading r
  cross join lateral jsonb_array_elements_text(r.cards) with ordinality as c(name, position)
  where r.user_id = ${userId} and r.created_at >= ${start}::timestamptz`;

const CardRowSchema = z.object({ name: z.string(), n: z.number(), reversed: z.number() });

const OUTCOME_COLUMNS = sql.join(
  OUTCOME_VALUES.map((value) => sql`count(*) filter (where r.outcome = ${value})::int as ${sql.identifier(value)}`),
  sql`, `,
);
const OutcomeColumnsSchema = z.object({
  readings: z.number(),
  none: z.number(),
  ...(Object.fromEntries(OUTCOME_VALUES.map((value) => [value, z.number()])) as Record<(typeof OUTCOME_VALUES)[number], z.ZodNumber>),
});
const outcomesOf = (row: z.infer<typeof OutcomeColumnsSchema>): OutcomeCounts => ({
  ...(Object.fromEntries(OUTCOME_VALUES.map((value) => [value, row[value]])) as Record<(typeof OUTCOME_VALUES)[number], number>),
  none: row.none,
});

const SpreadRowSchema = OutcomeColumnsSchema.extend({ spread_id: z.string(), name: z.string().nullable() });
const TagRowSchema = OutcomeColumnsSchema.extend({ tag: z.string() });
const ReturningRowSchema = z.object({ name: z.string(), times: z.number(), ids: z.array(z.string()), dates: z.array(z.string()) });

/** Readings of a card, newest first: how many, and the latest few. */
const RETURNING_COLUMNS = sql`count(distinct r.id)::int as times,
  (array_agg(r.id::text order by r.created_at desc, r.id desc))[1:${sql.raw(String(RETURNING_READINGS_SHOWN))}] as ids,
  (array_agg(${utcText(sql`r.created_at`)} order by r.created_at desc, r.id desc))[1:${sql.raw(String(RETURNING_READINGS_SHOWN))}] as dates`;

function returningCardsOf(rows: readonly z.infer<typeof ReturningRowSchema>[]): ReturningCard[] {
  return rows.flatMap((row) => {
    const card = findCard(row.name);
    // A name the deck lacks cannot be linked to its readings; it is left out rather than shown unnamed.
    if (!card) return [];
    return [{ name: card.name, slug: card.slug, times: row.times, readings: row.ids.map((id, index) => ({ id, createdAt: row.dates[index] ?? '' })) }];
  });
}

const deckOrder = new Map(DECK.map((card, index) => [card.name, index]));

/** The person's patterns over the last `days` days (null: all time); the returning cards always over the last RETURNING_CARD_WINDOW_DAYS. */
export async function readPatterns(db: Executor, userId: string, days: PatternRangeDays, now = new Date()): Promise<Patterns> {
  const start = startOf(days, now);
  const [cardRows, spreadRows, tagRows, returningRows] = await Promise.all([
    rowsOf(
      db,
      CardRowSchema,
      sql`select c.name, count(*)::int as n, count(*) filter (where r.reversed ->> (c.position::int - 1) = 'true')::int as reversed
        from ${drawnSince(userId, start)}
        group by c.name`,
    ),
    // A reading stored without a spread is the spec's three cards; an own spread's latest name is shown.
    rowsOf(
      db,
      SpreadRowSchema,
      sql`select coalesce(r.spread ->> 'id', ${DEFAULT_SPREAD_ID}) as spread_id,
          (array_agg(r.spread ->> 'name' order by r.created_at desc))[1] as name,
          count(*)::int as readings, count(*) filter (where r.outcome is null)::int as none, ${OUTCOME_COLUMNS}
        from reading r
        where r.user_id = ${userId} and r.created_at >= ${start}::timestamptz
        group by 1
        order by readings desc, spread_id`,
    ),
    rowsOf(
      db,
      TagRowSchema,
      sql`select t.tag, count(*)::int as readings, count(*) filter (where r.outcome is null)::int as none, ${OUTCOME_COLUMNS}
        from reading r cross join lateral jsonb_array_elements_text(r.tags) as t(tag)
        where r.user_id = ${userId} and r.created_at >= ${start}::timestamptz
        group by t.tag
        order by readings desc, t.tag
        limit ${TOP_TAGS_SHOWN}`,
    ),
    rowsOf(
      db,
      ReturningRowSchema,
      sql`select c.name, ${RETURNING_COLUMNS}
        from ${drawnSince(userId, startOf(RETURNING_CARD_WINDOW_DAYS, now))}
        group by c.name
        having count(distinct r.id) >= ${RETURNING_CARD_TIMES}
        order by times desc, c.name`,
    ),
  ]);

  const cards = cardRows.flatMap((row) => {
    const card = findCard(row.name);
    return card ? [{ card, count: row.n, reversed: row.reversed }] : [];
  });
  const cardTotal = cards.reduce((sum, one) => sum + one.count, 0);
  const reversedTotal = cards.reduce((sum, one) => sum + one.reversed, 0);
  const shareOf = (part: number) => (cardTotal === 0 ? 0 : part / cardTotal);
  const topCards = cards
    .toSorted((a, b) => b.count - a.count || (deckOrder.get(a.card.name) ?? 0) - (deckOrder.get(b.card.name) ?? 0))
    .slice(0, TOP_CARDS_SHOWN)
    .map(({ card, count, reversed }) => ({ name: card.name, slug: card.slug, count, reversed }));
  const suits = SUITS.map((suit) => {
    const count = cards.filter((one) => one.card.suit === suit).reduce((sum, one) => sum + one.count, 0);
    return { suit, count, share: shareOf(count) };
  });

  return {
    days,
    readings: spreadRows.reduce((sum, row) => sum + row.readings, 0),
    cards: cardTotal,
    topCards,
    suits,
    reversed: { count: reversedTotal, share: shareOf(reversedTotal) },
    outcomesBySpread: spreadRows.map((row) => ({
      spreadId: row.spread_id,
      name: row.name ?? builtInSpread(row.spread_id)?.name ?? row.spread_id,
      readings: row.readings,
      outcomes: outcomesOf(row),
    })),
    outcomesByTag: tagRows.map((row) => ({ tag: row.tag, readings: row.readings, outcomes: outcomesOf(row) })),
    returning: returningCardsOf(returningRows),
  };
}

const ReadingTimeSchema = z.object({ created_at: z.string() });

/**
 * The reading's cards that keep returning: drawn in RETURNING_CARD_TIMES or more of the person's
 * readings within RETURNING_CARD_WINDOW_DAYS up to this one, this one included. The window ends at
 * the reading, so a reading opened months later still says what it said when it was new.
 */
export async function readReturningCards(db: Executor, userId: string, readingId: string): Promise<ReadingReturningCards> {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const [found] = await rowsOf(
    db,
    ReadingTimeSchema,
    sql`select ${utcText(sql`created_at`)} as created_at from reading where id = ${readingId} and user_id = ${userId}`,
  );
  if (!found) throw notFound(READING_NOT_FOUND);
  const rows = await rowsOf(
    db,
    ReturningRowSchema,
    sql`select c.name, ${RETURNING_COLUMNS}
      from reading this
      cross join lateral jsonb_array_elements_text(this.cards) as c(name)
      join reading r on r.user_id = this.user_id and r.cards ? c.name
        and r.created_at <= this.created_at and r.created_at > this.created_at - make_interval(days => ${RETURNING_CARD_WINDOW_DAYS})
      where this.id = ${readingId}
      group by c.name
      having count(distinct r.id) >= ${RETURNING_CARD_TIMES}
      order by times desc, c.name`,
  );
  return { cards: returningCardsOf(rows) };
}
