import { Redis } from 'ioredis';
import { windowOf, type CounterStore } from './counter-store.ts';

export function createRedisCounterStore(url: string, now: () => number = Date.now): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (error: Error) => console.warn(`[redis] ${error.message}`));
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowOf(now(), windowSeconds);
      const redisKey = `tarot:counter:${key}:${start}`;
      const result = await redis.multi().incr(redisKey).pexpire(redisKey, windowSeconds * 1000 + 1000).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      return { count, retryAfterSeconds };
    },
    async close() {
      await redis.quit();
    },
  };
}
