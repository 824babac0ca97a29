import type { DriverClient } from '../db/client.ts';

/** A statement of the hot reads: its SQL, and on PostgreSQL the name it is prepared under. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs a statement with positional parameters and gives its rows as the driver parsed them, unchecked. */
export type RunStatement = (statement: Statement, values: readonly unknown[]) => Promise<unknown[]>;

/**
 * The driver's own query, without Drizzle's row mapping: on these reads that mapping (a
 * prototype walk for every field of every row) cost the server more than the rest of the call
 * (docs/decisions/0008). On PostgreSQL the statement is prepared once per pooled connection, so
 * PostgreSQL keeps its plan.
 */
export function statementRunner(driver: DriverClient): RunStatement {
  if (driver.engine === 'postgres') {
    const { pool } = driver;
    return async (statement, values) => (await pool.query({ name: statement.name, text: statement.text, values: [...values] })).rows;
  }
  const { client } = driver;
  return async (statement, values) => (await client.query(statement.text, [...values])).rows;
}
