import { and, eq, sql, type SQL } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE } from '../../shared/constants.ts';
import type { HistoryPage } from '../../shared/schemas/account.ts';
import { isUuid } from '../../shared/schemas/common.ts';
import type { Database } from '../db/client.ts';
import { reading, session } from '../db/schema.ts';
import { literalLimit, literalNumber, perDatabase, validSession } from '../db/statements.ts';
import { AppError } from '../errors.ts';
import type { JsonText } from '../json-text.ts';

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

/**
 * One page of the session user's history, newest first, by keyset on (created_at, id) along the
 * reading_user_history_idx index: the cost of a page does not grow with the history.
 *
 * The hot read of the app, so it is one round trip (the session check joined, see validSession)
 * and PostgreSQL writes the page's JSON itself: parsing 21 rows into objects and serializing them
 * again cost the server more than everything else the call does. The page's JSON follows
 * HistoryEntrySchema, which the API tests hold it to.
 */
const historyStatements = perDatabase((db) => {
  const statement = (after: SQL | undefined, name: string) => {
    const newestFirst = sql`${reading.createdAt} desc nulls last, ${reading.id} desc nulls last`;
    // One row more than a page tells whether there is a next one.
    const rows = db
      .select({
        id: reading.id,
        question: reading.question,
        cards: reading.cards,
        preview: reading.preview,
        messageCount: reading.messageCount,
        createdAt: sql<string>`to_char(${reading.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_at_text'),
        position: sql<number>`row_number() over (order by ${newestFirst})`.as('position'),
      })
      .from(reading)
      .where(and(eq(reading.userId, session.userId), after))
      // NULLS LAST as the index declares it (Drizzle's default for .desc()): a plain DESC means NULLS
      // FIRST, which the index cannot give, and a long history was then read and sorted in full.
      .orderBy(newestFirst)
      .limit(literalLimit(HISTORY_PAGE_SIZE + 1))
      .as('rows');
    const pageSize = literalNumber(HISTORY_PAGE_SIZE);
    const onPage = sql`${rows.position} <= ${pageSize}`;
    const lastOnPage = sql`${rows.position} = ${pageSize}`;
    const page = db
      .select({
        readings: sql<string>`coalesce(json_agg(json_build_object(
          'id', ${rows.id}, 'question', ${rows.question}, 'cards', ${rows.cards}, 'preview', ${rows.preview},
          'followUps', greatest(0, (${rows.messageCount} - 1) / 2), 'createdAt', ${rows.createdAt}
        ) order by ${rows.position}) filter (where ${onPage}), '[]')::text`.as('readings'),
        hasMore: sql<boolean>`count(*) > ${pageSize}`.as('has_more'),
        lastCreatedAt: sql<string | null>`min(${rows.createdAt}) filter (where ${lastOnPage})`.as('last_created_at'),
        lastId: sql<string | null>`min(${rows.id}::text) filter (where ${lastOnPage})`.as('last_id'),
      })
      .from(rows)
      .as('page');
    return db
      .select({ readings: page.readings, hasMore: page.hasMore, lastCreatedAt: page.lastCreatedAt, lastId: page.lastId })
      .from(session)
      .leftJoinLateral(page, sql`true`)
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

/**
 * A page of the history of the session's user as the response's JSON text (a HistoryPage), or
 * null when the session is not (or no longer) valid.
 */
export async function historyPage(db: Database, sessionToken: string, cursor: Cursor | undefined): Promise<JsonText<HistoryPage> | null> {
  const statements = historyStatements(db);
  const [row] = cursor
    ? await statements.after.execute({ token: sessionToken, createdAt: cursor.createdAt, id: cursor.id })
    : await statements.first.execute({ token: sessionToken });
  if (!row) return null;
  const nextCursor = row.hasMore && row.lastCreatedAt && row.lastId ? encodeCursor({ createdAt: row.lastCreatedAt, id: row.lastId }) : null;
  return `{"readings":${row.readings},"nextCursor":${JSON.stringify(nextCursor)}}` as JsonText<HistoryPage>;
}
