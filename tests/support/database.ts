import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createPostgresDatabase } from './postgres-database.ts';

/** The server the second CI pass runs against; unset means embedded PGlite. */
const TEST_DATABASE_URL = process.env.DATABASE_URL;

/**
 * A database of the test file's own: a fresh PostgreSQL database on the server when
 * DATABASE_URL is set (dropped at close), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return openDatabase({ kind: 'pglite', dataDir: undefined });
  const database = await createPostgresDatabase('tarot_test', TEST_DATABASE_URL);
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
