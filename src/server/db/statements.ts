import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { session } from './schema.ts';

/** Builds a database's prepared statements on first use and keeps them for every later call. */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}

/** A whole number written into a statement's text, where a parameter would change its plan. */
export function literalNumber(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
}

/**
 * A LIMIT written into the statement instead of sent as a parameter. Costing a generic plan for
 * `LIMIT $n`, PostgreSQL assumes a tenth of the table, so it planned the prepared history query
 * afresh on every call (a sixth of its time per call); with the number in the text it plans
 * once. Drizzle's limit() types only numbers and placeholders but renders any SQL chunk.
 */
export function literalLimit(rows: number): number {
  if (rows < 0) throw new Error(`Not a row count: ${rows}`);
  return literalNumber(rows) as unknown as number;
}

/**
 * The session whose token is the statement's `token` placeholder, if it has not expired. A read
 * made for the signed-in user joins it (`from session left join lateral (…)`), so the session
 * check and the data come back in one round trip: no row means no valid session.
 */
export const validSession = and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`));
