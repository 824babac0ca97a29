import { and, eq, sql, type SQL } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE } from '../../shared/constants.ts';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/account.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Reads } from '../db/client.ts';
import { reading, session } from '../db/schema.ts';
import { driverRows, isoUtc, literalLimit, perDatabase, validSession } from '../db/statements.ts';
import { AppError } from '../errors.ts';

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

function encodeCursor(cursor: Cursor): string {
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
 * One page of the session user's history, newest first, by keyset on (created_at, id) along the
 * reading_user_history_idx index: the cost of a page does not grow with the history.
 *
 * The hot read of the app, so it is one round trip: the session check is joined (see
 * validSession), and the rows come back as plain columns. Building the page's JSON in PostgreSQL
 * (json_agg, with a window and filtered aggregates to find the next cursor) cost the database
 * more than twice what the rows do, more than the server saved (docs/decisions/0008).
 */
const historyStatements = perDatabase((db) => {
  const statement = (after: SQL | undefined, name: string) => {
    // One row more than a page tells whether there is a next one.
    const rows = db
      .select({
        id: reading.id,
        question: reading.question,
        cards: reading.cards,
        preview: reading.preview,
        messageCount: reading.messageCount,
        createdAt: isoUtc(reading.createdAt, 'US').as('created_at_text'),
      })
      .from(reading)
      .where(and(eq(reading.userId, session.userId), after))
      // NULLS LAST as the index declares it (Drizzle's default for .desc()): a plain DESC means NULLS
      // FIRST, which the index cannot give, and a long history was then read and sorted in full.
      .orderBy(sql`${reading.createdAt} desc nulls last, ${reading.id} desc nulls last`)
      .limit(literalLimit(HISTORY_PAGE_SIZE + 1))
      .as('rows');
    return db
      .select({ id: rows.id, question: rows.question, cards: rows.cards, preview: rows.preview, messageCount: rows.messageCount, createdAt: rows.createdAt })
      .from(session)
      .leftJoinLateral(rows, sql`true`)
      .where(validSession)
      .prepare(name);
  };
  return {
    first: statement(undefined, 'history_first_page'),
    // A row comparison is one index condition: the scan starts at the cursor, and PostgreSQL keeps a
    // generic plan. Spelled out as `a <= x and (a < x or (a = x and b < y))` it was planned afresh
    // on every call (the parameters' guessed selectivity made the generic plan look dearer).
    after: statement(sql`(${reading.createdAt}, ${reading.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`, 'history_next_page'),
  };
});

/** A row of historyStatements as the driver gives it (its SQL names). */
interface HistoryRow {
  /** Null on the session's one row when the history (or the rest of it) is empty. */
  id: string | null;
  question: string;
  cards: string[];
  preview: string;
  message_count: number;
  created_at_text: string;
}

/** A page of the history of the session's user, or null when the session is not (or no longer) valid. */
export async function historyPage(db: Reads, sessionToken: string, cursor: Cursor | undefined): Promise<HistoryPage | null> {
  const statements = historyStatements(db);
  const values = cursor ? { token: sessionToken, createdAt: cursor.createdAt, id: cursor.id } : { token: sessionToken };
  const rows = await driverRows<HistoryRow>(cursor ? statements.after : statements.first, values);
  if (rows.length === 0) return null;
  const readings: HistoryEntry[] = [];
  for (const row of rows.slice(0, HISTORY_PAGE_SIZE)) {
    if (row.id === null) break;
    readings.push({ id: row.id, question: row.question, cards: row.cards, preview: row.preview, followUps: followUpsOf(row.message_count), createdAt: row.created_at_text });
  }
  const last = readings.at(-1);
  return { readings, nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}
