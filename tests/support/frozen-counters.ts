import type { CounterStore } from '../../src/server/domain/ports/counter-store.ts';
import { createDatabaseCounterStore } from '../../src/server/adapters/store/database-counter-store.ts';
import type { Database } from '../../src/server/db/client.ts';

/**
 * 1 minute into a window that is a whole multiple of both 10 minutes and 1 hour, so no test
 * can cross a window boundary, and Retry-After is exact: 540 s for a 10-minute window,
 * 3,540 s for an hour.
 */
export const FROZEN_NOW = 1_800_000_000_000 + 60_000;

/**
 * The real database counter store on the test app's own database, with a clock that stands
 * still. Pass `counters` to createTestApp, then call `attach(t.db)` once the app exists.
 */
export function frozenCounters(now: () => number = () => FROZEN_NOW) {
  let inner: CounterStore | undefined;
  const attached = () => {
    if (!inner) throw new Error('frozenCounters: attach(db) was not called');
    return inner;
  };
  const counters: CounterStore = {
    hit: (key, windowSeconds) => attached().hit(key, windowSeconds),
    undo: (key, windowSeconds, windowStart) => attached().undo(key, windowSeconds, windowStart),
    reset: (key, windowSeconds) => attached().reset(key, windowSeconds),
    async close() {},
  };
  return {
    counters,
    attach(db: Database) {
      inner = createDatabaseCounterStore(db, now);
    },
  };
}
