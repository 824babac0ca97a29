import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { log } from '../observe/log.ts';

export type Schema = typeof schema;
/** Either engine: PGlite (embedded) or node-postgres. Domain code never asks which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Database | Transaction;

/** The driver under Drizzle, for the few reads that skip its row mapping (read-models/). */
export type DriverClient =
  | { engine: 'postgres'; pool: pg.Pool; /** How the pool connects, for a connection of one's own. */ connection: pg.ClientConfig }
  | { engine: 'pglite'; client: PGlite };

export type DatabaseHandle = DriverClient & {
  db: Database;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: the session-level advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK_KEY = 7_245_031;

/**
 * How long the database may take before a request is answered 503 (issue 25 §2): a database that
 * does not answer is an outage like one that refuses. The server cancels a statement after
 * STATEMENT_TIMEOUT_MS (a lock held by a stuck transaction); the driver gives up on an answer that
 * never comes (a hung network) a little later, and on a connection after CONNECT_TIMEOUT_MS.
 */
export const DATABASE_TIMEOUTS = { statementMs: 2_000, queryMs: 2_400, connectMs: 2_000 } as const;

/**
 * Applies pending migrations while holding an advisory lock, so instances starting together on
 * an empty database take turns (drizzle's migrator alone races: the second instance fails on
 * CREATE SCHEMA / CREATE TABLE with a duplicate key) and each later one finds them applied.
 * A connection of its own, without the request timeouts: a migration, and the wait for another
 * instance's, may take longer than any request should.
 */
async function migrateWithLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    // Ending the session releases its lock too, had the migration failed.
    await client.end();
  }
}

export type DatabaseLocation = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | undefined };

/** Opens the database and applies pending migrations. `dataDir: undefined` means in memory. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const connection = {
      connectionString: location.url,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
    };
    await migrateWithLock(location.url);
    // Pipeline mode, though each pooled client runs one statement at a time: in it, a statement
    // whose answer never comes ends its connection, so the pool drops it instead of handing a stuck
    // client to the next request (a transaction's ROLLBACK would otherwise wait out a second timeout).
    const pool = new pg.Pool({ ...connection, pipeline: true, max: location.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the next query reports the failure.
    pool.on('error', (error) => log.warn(`[db] idle client error: ${error.message}`));
    // The pool hears a client only while it is idle: one handed out (a transaction between two
    // statements) whose server goes away would emit an error nobody hears, which ends the process.
    // The statement or transaction using it fails with the same error and reports it; the pool
    // drops the client when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return { db, engine: 'postgres', pool, connection, close: () => pool.end() };
  }
  let client: PGlite;
  if (location.dataDir) {
    const dir = path.resolve(location.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db, engine: 'pglite', client, close: () => client.close() };
}
