import { Redis } from 'ioredis';
import { CounterStoreUnavailable, windowOf, type CounterStore } from '../../domain/ports/counter-store.ts';
import { log } from '../../observe/log.ts';

/**
 * A request waits at most this long for Redis: an unreachable Redis answers 503 (or lets a
 * non-money limit through) in about a second instead of holding requests for 10-15 s.
 */
const REDIS_TIMEOUT_MS = 1_000;

/** Takes one back only while the window's key still exists, so a late undo never leaves a key without expiry. */
const UNDO_SCRIPT = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

export function createRedisCounterStore(url: string, now: () => number = Date.now): CounterStore {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  redis.on('error', (error: Error) => log.warn(`[redis] ${error.message}`));
  const keyOf = (key: string, start: number) => `tarot:counter:${key}:${start}`;
  const reach = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw new CounterStoreUnavailable(`Redis: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowOf(now(), windowSeconds);
      const redisKey = keyOf(key, start);
      const result = await reach(() =>
        redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, windowSeconds * 1000 + 1000)
          .exec(),
      );
      const [incrError, count] = result?.[0] ?? [null, 1];
      if (incrError) throw new CounterStoreUnavailable(`Redis: ${incrError.message}`, { cause: incrError });
      return { count: Number(count), retryAfterSeconds, windowStart: start };
    },
    async undo(key, _windowSeconds, windowStart) {
      await reach(() => redis.eval(UNDO_SCRIPT, 1, keyOf(key, windowStart)));
    },
    async reset(key, windowSeconds) {
      await reach(() => redis.del(keyOf(key, windowOf(now(), windowSeconds).start)));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
