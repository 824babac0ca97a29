export interface CounterHit {
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
  /** When the window this hit was counted in began (ms), for `undo`. */
  windowStart: number;
}

/**
 * Fixed-window counters shared by every app instance: in the database by default, in Redis
 * when REDIS_URL is set. Used for rate limits, the visitor's daily cap and the model budget.
 */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<CounterHit>;
  /** Takes one hit back from the window it was counted in (an attempt that turned out not to count). */
  undo(key: string, windowSeconds: number, windowStart: number): Promise<void>;
  /** Forgets every hit of the current window (a sign-in that succeeded clears its failures). */
  reset(key: string, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store cannot be reached (Redis down or not answering in time). Limits that guard money or
 * accounts turn it into a 503; the others let the request through (docs/decisions/0010).
 */
export class CounterStoreUnavailable extends Error {
  override name = 'CounterStoreUnavailable';
}

export function windowOf(nowMs: number, windowSeconds: number): { start: number; retryAfterSeconds: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)) };
}
