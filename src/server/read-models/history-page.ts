import { z } from 'zod';
import { HISTORY_PAGE_SIZE } from '../../shared/constants.ts';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/account.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import { THREE_CARD_SPREAD } from '../../shared/spreads/spread.ts';
import { AppError } from '../errors.ts';
import type { Statement, StatementRunner } from './run-statement.ts';

export interface Cursor {
  createdAt: string;
  id: string;
}

/** Exactly the timestamps this module writes into cursors (UTC, microseconds). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real calendar instant PostgreSQL accepts: Date.parse alone lets '1', 'March 7' or 30 February through. */
function isCursorTime(text: string): boolean {
  if (!CURSOR_TIME.test(text) || text.startsWith('0000')) return false;
  const parsed = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === `${text.slice(0, 23)}Z`;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

export const badCursor = () => new AppError(400, 'The history cursor is not valid');

/** The cursor a history page was given, or null when it is not one this module wrote. */
export function decodeCursor(raw: string): Cursor | null {
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || !isUuid(id) || !isCursorTime(createdAt)) return null;
  return { createdAt, id };
}

/** Follow-up questions of a reading with `messageCount` messages: the interpretation, then a question and an answer each. */
const followUpsOf = (messageCount: number) => Math.max(0, Math.floor((messageCount - 1) / 2));

/**
 * One page of a user's history, newest first, by keyset on (created_at, id) along
 * reading_user_history_idx: the cost of a page does not grow with the history. One row more than
 * a page tells whether there is a next one.
 *
 * - The LIMIT is in the text, not a parameter: costing a generic plan for `LIMIT $n`, PostgreSQL
 *   assumes a large share of the table and re-planned the statement on every call (docs/decisions/0007).
 * - NULLS LAST as the index declares it: a plain DESC means NULLS FIRST, which the index cannot
 *   give, and a long history was then read and sorted in full.
 * - The cursor is a row comparison, one index condition the scan starts from; spelled out as
 *   `a <= x and (a < x or (a = x and b < y))` it was planned afresh on every call.
 * - The timestamp is written by PostgreSQL to the microsecond, to compare exactly with the stored one.
 */
function historyStatement(name: string, after: string): Statement {
  return {
    name,
    text: `select id, question, cards, preview, message_count, spread ->> 'id' as spread_id, spread ->> 'name' as spread_name, own_deck,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_text
from reading
where user_id = $1${after}
order by reading.created_at desc nulls last, reading.id desc nulls last
limit ${HISTORY_PAGE_SIZE + 1}`,
  };
}

export const HISTORY_STATEMENTS = {
  first: historyStatement('history_first_page', ''),
  after: historyStatement('history_next_page', ' and (created_at, id) < ($2::timestamptz, $3::uuid)'),
};

/** A row of HISTORY_STATEMENTS, checked as it comes from the driver. */
const HistoryRowsSchema = z.array(
  z.object({
    id: z.string(),
    question: z.string(),
    cards: z.array(z.string()),
    preview: z.string(),
    message_count: z.number().int(),
    spread_id: z.string().nullable(),
    spread_name: z.string().nullable(),
    own_deck: z.boolean(),
    created_at_text: z.string(),
  }),
);

/** The values of a history statement, in the order of its parameters. */
export function historyValues(userId: string, cursor: Cursor | undefined): { statement: Statement; values: unknown[] } {
  return cursor
    ? { statement: HISTORY_STATEMENTS.after, values: [userId, cursor.createdAt, cursor.id] }
    : { statement: HISTORY_STATEMENTS.first, values: [userId] };
}

export async function readHistoryPage(runner: StatementRunner, userId: string, cursor: Cursor | undefined): Promise<HistoryPage> {
  const { statement, values } = historyValues(userId, cursor);
  const rows = HistoryRowsSchema.parse(await runner.run(statement, values));
  const readings: HistoryEntry[] = rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({
    id: row.id,
    question: row.question,
    cards: row.cards,
    preview: row.preview,
    followUps: followUpsOf(row.message_count),
    createdAt: row.created_at_text,
    spreadId: row.spread_id ?? THREE_CARD_SPREAD.id,
    spreadName: row.spread_name ?? THREE_CARD_SPREAD.name,
    ownDeck: row.own_deck,
  }));
  const last = readings.at(-1);
  return { readings, nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}
