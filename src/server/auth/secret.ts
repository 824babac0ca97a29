import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSetting } from '../db/schema.ts';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so
 * every instance sharing the database signs sessions alike with nothing to configure.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSetting)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}
