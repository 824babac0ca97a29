import type { DriverClient } from '../db/client.ts';
import { PipelinedConnection } from './pipelined-connection.ts';

/**
 * The hot reads' connection plans each statement once, for any parameters. Left to choose,
 * PostgreSQL planned the history's cursor page afresh on every call (a user's rows are most of the
 * table, so a custom plan looked cheaper); these statements are key lookups along an index, whose
 * plan never depends on the values. Set on this connection only, never for the app's other
 * statements, where parameters may rightly change the plan (docs/decisions/0007, 0012).
 */
export const HOT_READS_PLAN_CACHE_MODE = 'force_generic_plan';

/** A statement of the hot reads: its SQL, and on PostgreSQL the name it is prepared under. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs statements with positional parameters and gives their rows as the driver parsed them, unchecked. */
export interface StatementRunner {
  run(statement: Statement, values: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

/**
 * The driver's own query, without Drizzle's row mapping: on these reads that mapping (a
 * prototype walk for every field of every row) cost the server more than the rest of the call
 * (docs/decisions/0008). On PostgreSQL the statements share one pipelined connection, prepared
 * once, so PostgreSQL keeps their plans; on PGlite they run on the database itself.
 */
export function statementRunner(driver: DriverClient): StatementRunner {
  if (driver.engine === 'postgres') {
    const connection = new PipelinedConnection({ ...driver.connection, options: `-c plan_cache_mode=${HOT_READS_PLAN_CACHE_MODE}` });
    return {
      run: async (statement, values) => (await connection.query({ name: statement.name, text: statement.text, values: [...values] })).rows,
      close: () => connection.end(),
    };
  }
  const { client } = driver;
  return {
    run: async (statement, values) => (await client.query(statement.text, [...values])).rows,
    // The database's owner closes it.
    close: async () => undefined,
  };
}
