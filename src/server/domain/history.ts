import { and, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE } from '../../shared/constants.ts';
import type { HistoryPage } from '../../shared/schemas/account.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Database } from '../db/client.ts';
import { reading } from '../db/schema.ts';
import { AppError } from '../errors.ts';

interface Cursor {
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

function decodeCursor(raw: string): Cursor {
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || !isUuid(id) || !isCursorTime(createdAt)) throw new AppError(400, 'The history cursor is not valid');
  return { createdAt, id };
}

/**
 * One page of a user's history, newest first, by keyset on (created_at, id) along the
 * reading_user_history_idx index: the cost of a page does not grow with the history.
 */
function prepareHistoryQueries(db: Database) {
  const at = sql`${sql.placeholder('createdAt')}::timestamptz`;
  const page = (after: SQL | undefined, name: string) =>
    db
      .select({
        id: reading.id,
        question: reading.question,
        cards: reading.cards,
        preview: reading.preview,
        messageCount: reading.messageCount,
        createdAt: sql<string>`to_char(${reading.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(reading)
      .where(and(eq(reading.userId, sql.placeholder('userId')), after))
      // NULLS LAST as the index declares it (Drizzle's default for .desc()): a plain DESC means NULLS
      // FIRST, which the index cannot give, and a long history was then read and sorted in full.
      .orderBy(sql`${reading.createdAt} desc nulls last`, sql`${reading.id} desc nulls last`)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return {
    first: page(undefined, 'history_first_page'),
    // The first bound lets the index seek straight to the cursor; the OR alone is only a filter,
    // read over every newer row (50,000 index entries deep into a 100,000-reading history).
    after: page(
      and(lte(reading.createdAt, at), or(lt(reading.createdAt, at), and(eq(reading.createdAt, at), lt(reading.id, sql.placeholder('id'))))),
      'history_next_page',
    ),
  };
}

/** Prepared once per database: the history is the app's most frequent query. */
const prepared = new WeakMap<Database, ReturnType<typeof prepareHistoryQueries>>();

export async function historyPage(db: Database, userId: string, cursorText: string | undefined, limit = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
  const cursor = cursorText ? decodeCursor(cursorText) : undefined;
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepareHistoryQueries(db);
    prepared.set(db, queries);
  }
  const rows = cursor
    ? await queries.after.execute({ userId, limit: limit + 1, createdAt: cursor.createdAt, id: cursor.id })
    : await queries.first.execute({ userId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    readings: page.map((row) => ({
      id: row.id,
      question: row.question,
      cards: row.cards,
      preview: row.preview,
      // The interpretation is message 0; each follow-up then adds a question and its answer.
      followUps: Math.max(0, Math.floor((row.messageCount - 1) / 2)),
      createdAt: row.createdAt,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
