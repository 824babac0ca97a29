import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Reads } from './client.ts';
import { session } from './schema.ts';

/** Builds a database's prepared statements on first use and keeps them for every later call. */
export function perDatabase<T>(build: (db: Reads) => T): (db: Reads) => T {
  const built = new WeakMap<Reads, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}

/**
 * A LIMIT written into the statement instead of sent as a parameter. Costing a generic plan for
 * `LIMIT $n`, PostgreSQL assumes a tenth of the table, so it planned the prepared history query
 * afresh on every call (a sixth of its time per call); with the number in the text it plans
 * once. Drizzle's limit() types only numbers and placeholders but renders any SQL chunk.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

/**
 * The session whose token is the statement's `token` placeholder, if it has not expired. A read
 * made for the signed-in user joins it (`from session left join lateral (…)`), so the session
 * check and the data come back in one round trip: no row means no valid session.
 */
export const validSession = and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`));

/**
 * A timestamp as ISO 8601 text in UTC, written by PostgreSQL: to the millisecond, or to the
 * microsecond where it must compare exactly with the stored value (history cursors).
 */
export function isoUtc(column: AnyPgColumn | SQL, precision: 'MS' | 'US' = 'MS'): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.${precision}"Z"'`)})`;
}

/** What the prepared statements of both drivers we use (node-postgres, PGlite) have beside execute(). */
interface WithDriverRows {
  all(placeholderValues?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The rows of a prepared statement as the driver gives them, named as its SQL names them, without
 * Drizzle's row mapping: on the hot reads that mapping (a prototype walk for every field of every
 * row) cost the server more than the rest of the call. `Row` must match the statement's columns;
 * the API tests hold what is built from it to the shared schemas, on both engines.
 */
export async function driverRows<Row>(statement: PgPreparedQuery<PreparedQueryConfig>, placeholderValues: Record<string, unknown>): Promise<Row[]> {
  return (await (statement as unknown as WithDriverRows).all(placeholderValues)) as Row[];
}
