import { z } from 'zod';
import { findCard } from '../../shared/deck/cards.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import { SafetyConcernsSchema } from '../../shared/safety.ts';
import { FairDrawSchema } from '../../shared/schemas/fair-draw.ts';
import { CheckBackDaysSchema, MoodSchema, OutcomeSchema } from '../../shared/schemas/journal.ts';
import { SpreadSchema } from '../../shared/schemas/spread.ts';
import { spreadOrDefault } from '../../shared/spreads/spread.ts';
import type { Message, Reading } from '../../shared/schemas/reading.ts';
import { notFound, READING_NOT_FOUND } from '../errors.ts';
import type { Statement, StatementRunner } from './run-statement.ts';

/**
 * A reading and its conversation: one row per message in order (one row without a message when
 * there is none yet), the long interpretation (message 0) only on the first. Plain columns rather
 * than JSON built by PostgreSQL, which cost it more (measured in docs/decisions/0008).
 */
export const SAVED_READING_STATEMENT: Statement = {
  name: 'saved_reading',
  text: `select r.id, r.question, r.cards, r.reversed, r.fair_draw, r.spread, r.is_complete, r.safety, r.own_deck,
  r.note, r.mood_before, r.mood_after, r.tags, r.outcome, r.check_back_days,
  to_char(r.note_updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as note_updated_at_text,
  to_char(r.outcome_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as outcome_at_text,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at_text,
  case when m.seq is null or m.seq = 0 then r.interpretation end as interpretation,
  m.id as message_id, m.role, m.content, m.safety as message_safety,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp_text
from reading r
left join message m on m.reading_id = r.id
where r.id = $1 and r.user_id = $2
order by m.seq`,
};

/** A reading's stored cards: the domain wrote their names from the deck, so a name the deck lacks is a broken row, not a bad request. */
const StoredCardsSchema = z.array(
  z.string().transform((name, context) => {
    const card = findCard(name);
    if (card) return card;
    context.addIssue({ code: 'custom', message: `A stored card is not in the deck: ${name}` });
    return z.NEVER;
  }),
);

const ReadingRowsSchema = z.array(
  z.object({
    id: z.string(),
    question: z.string(),
    cards: z.array(z.string()),
    reversed: z.array(z.boolean()),
    fair_draw: FairDrawSchema.nullable(),
    spread: SpreadSchema.nullable(),
    is_complete: z.boolean(),
    safety: SafetyConcernsSchema,
    own_deck: z.boolean(),
    note: z.string(),
    mood_before: MoodSchema.nullable(),
    mood_after: MoodSchema.nullable(),
    tags: z.array(z.string()),
    outcome: OutcomeSchema.nullable(),
    check_back_days: CheckBackDaysSchema,
    note_updated_at_text: z.string().nullable(),
    outcome_at_text: z.string().nullable(),
    created_at_text: z.string(),
    interpretation: z.string().nullable(),
    message_id: z.string().nullable(),
    role: z.enum(['user', 'assistant']).nullable(),
    content: z.string().nullable(),
    message_safety: SafetyConcernsSchema.nullable(),
    timestamp_text: z.string().nullable(),
  }),
);

/** A user's reading with its conversation; 404 when it is missing or someone else's. */
export async function readSavedReading(runner: StatementRunner, userId: string, readingId: string): Promise<Reading> {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const rows = ReadingRowsSchema.parse(await runner.run(SAVED_READING_STATEMENT, [readingId, userId]));
  const [first] = rows;
  if (!first) throw notFound(READING_NOT_FOUND);
  const messages: Message[] = [];
  for (const row of rows) {
    if (row.message_id !== null && row.role !== null && row.content !== null && row.timestamp_text !== null) {
      messages.push({ id: row.message_id, role: row.role, content: row.content, timestamp: row.timestamp_text, safety: row.message_safety ?? [] });
    }
  }
  return {
    id: first.id,
    question: first.question,
    // Every row repeats the reading's cards: the first one's are read.
    cards: StoredCardsSchema.parse(first.cards).map((card, index) => ({ ...card, reversed: first.reversed[index] === true })),
    interpretation: first.interpretation ?? '',
    messages,
    createdAt: first.created_at_text,
    isComplete: first.is_complete,
    safety: first.safety,
    fairDraw: first.fair_draw,
    spread: spreadOrDefault(first.spread),
    ownDeck: first.own_deck,
    journal: {
      note: first.note,
      noteUpdatedAt: first.note_updated_at_text,
      moodBefore: first.mood_before,
      moodAfter: first.mood_after,
      tags: first.tags,
      outcome: first.outcome,
      outcomeAt: first.outcome_at_text,
      checkBackDays: first.check_back_days,
    },
  };
}
