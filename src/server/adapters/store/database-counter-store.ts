import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateCounter } from '../../db/schema.ts';
import { windowOf, type CounterStore } from '../../domain/ports/counter-store.ts';

// Windows long past are deleted by the clean-up job (domain/jobs/clean-up.ts).

export function createDatabaseCounterStore(db: Database, now: () => number = Date.now): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowOf(now(), windowSeconds);
      const [row] = await db
        .insert(rateCounter)
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({ target: [rateCounter.key, rateCounter.windowStart], set: { count: sql`${rateCounter.count} + 1` } })
        .returning({ count: rateCounter.count });
      return { count: row?.count ?? 1, retryAfterSeconds, windowStart: start };
    },
    async undo(key, _windowSeconds, windowStart) {
      await db
        .update(rateCounter)
        .set({ count: sql`greatest(${rateCounter.count} - 1, 0)` })
        .where(and(eq(rateCounter.key, key), eq(rateCounter.windowStart, windowStart)));
    },
    async reset(key, windowSeconds) {
      const { start } = windowOf(now(), windowSeconds);
      await db.delete(rateCounter).where(and(eq(rateCounter.key, key), eq(rateCounter.windowStart, start)));
    },
    async close() {},
  };
}
