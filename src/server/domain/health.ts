import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Throws when the database does not answer: the health check's one question. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
