// The plans PostgreSQL makes for the history page's statement (read-models/history-page.ts).
import type pg from 'pg';
import { decodeCursor, historyValues } from '../../src/server/read-models/history-page.ts';
import { HOT_READS_PLAN_CACHE_MODE } from '../../src/server/read-models/run-statement.ts';
import type { BenchUser } from './server-data.ts';
import { fixed, int, type Table } from './report.ts';

export interface Plan {
  label: string;
  tableRows: number;
  text: string;
  /** How PostgreSQL planned 10 executions of the prepared statement. */
  planning: string;
}

/**
 * Runs the history page's own statement under EXPLAIN ANALYZE, and as the prepared statement it
 * is, 10 times on one connection, to see whether PostgreSQL kept one generic plan or planned
 * every call afresh.
 */
export async function explainHistory(pool: pg.Pool, label: string, who: BenchUser, cursor: string | undefined): Promise<Plan> {
  const decoded = cursor === undefined ? undefined : decodeCursor(cursor);
  if (decoded === null) throw new Error('the benchmark made a cursor history-page.ts does not accept');
  const { statement, values: params } = historyValues(who.id, decoded);
  const count = await pool.query<{ n: string }>('SELECT count(*) AS n FROM reading');
  // As the server's read-models connection runs it: prepared, under its plan cache mode.
  const client = await pool.connect();
  let plan: pg.QueryResult<{ 'QUERY PLAN': string }>;
  let planning: string;
  try {
    await client.query(`SET plan_cache_mode = ${HOT_READS_PLAN_CACHE_MODE}`);
    await client.query(`PREPARE bench_history AS ${statement.text}`);
    const execute = `EXECUTE bench_history(${params.map((value) => client.escapeLiteral(String(value))).join(', ')})`;
    // Once to warm the cache like the load run did, then the measured one.
    await client.query(`EXPLAIN ANALYZE ${execute}`);
    plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
    for (let i = 0; i < 10; i++) await client.query(execute);
    const row = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'bench_history'",
      )
    ).rows[0];
    planning = `${row?.generic_plans ?? '?'} generic, ${row?.custom_plans ?? '?'} custom`;
  } finally {
    client.release(true);
  }
  return { label, tableRows: Number(count.rows[0]?.n ?? 0), text: plan.rows.map((row) => row['QUERY PLAN']).join('\n'), planning };
}

export function planTable(plans: Plan[]): Table {
  return {
    title: 'History query plans: EXPLAIN (ANALYZE, BUFFERS) of the query history.ts sends',
    columns: ['Query', 'rows in table', 'scan of reading', 'buffers', 'execution ms', 'calls planned'],
    rows: plans.map((plan) => {
      const onReading = /(\w[\w ]*Scan)(?: Backward)?(?: using (\S+))? on reading\b/.exec(plan.text);
      const scan = onReading?.[2] ? `index ${onReading[2]}` : (onReading?.[1]?.toLowerCase() ?? '?');
      const buffers = /Buffers: ([^\n]+)/.exec(plan.text)?.[1] ?? '';
      const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan.text)?.[1] ?? Number.NaN);
      return [plan.label, int(plan.tableRows), scan, buffers, fixed(execution, 3), plan.planning];
    }),
    notes: [
      'A sort node would mean the index does not give the order; none should appear. With only a few rows PostgreSQL may rightly prefer a sequential scan.',
      `The statement runs prepared with plan_cache_mode = ${HOT_READS_PLAN_CACHE_MODE}, as on the server's read-models connection: every call should use the one generic plan ("12 generic, 0 custom" with the two EXPLAINs); the plan shown is that one.`,
    ],
  };
}
