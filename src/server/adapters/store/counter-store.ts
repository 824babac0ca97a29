export interface CounterHit {
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every app instance: in the database by default, in Redis
 * when REDIS_URL is set. Used for rate limits and the visitor's daily cap.
 */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<CounterHit>;
  close(): Promise<void>;
}

export function windowOf(nowMs: number, windowSeconds: number): { start: number; retryAfterSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)) };
}
