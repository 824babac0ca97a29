import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobName } from '../../src/server/domain/jobs/jobs.ts';
import type { TestApp } from './test-app.ts';

const CountSchema = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

/** Jobs of `name` that are due or running (not those waiting for a later retry or time). */
export async function jobsUnderWay(t: Pick<TestApp, 'db'>, name: JobName): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*) as count from pgboss.job where name = ${name} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
  );
  return CountSchema.parse(result).rows[0]?.count ?? 0;
}

/**
 * Waits until the queue has sent every mail that is due (mail goes out from a worker, after the
 * answer that caused it), up to `timeoutMs`.
 */
export async function mailsSettled(t: Pick<TestApp, 'db'>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await jobsUnderWay(t, 'mail')) > 0) {
    if (Date.now() > deadline) throw new Error('mail jobs still under way');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
