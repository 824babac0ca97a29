import { AppError } from '../errors.ts';
import type { CounterStore } from '../adapters/store/counter-store.ts';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** Server-wide limits. Per-visitor free readings come from FREE_READINGS_PER_IP_PER_DAY. */
export const LIMITS = {
  signInPerAddress: { limit: 30, windowSeconds: 600 },
  signInPerAccount: { limit: 10, windowSeconds: 600 },
  signUpPerAddress: { limit: 10, windowSeconds: 3600 },
  drawPerAddress: { limit: 60, windowSeconds: 600 },
  llmPerUser: { limit: 40, windowSeconds: 600 },
  llmPerAddress: { limit: 80, windowSeconds: 600 },
  checkoutPerUser: { limit: 20, windowSeconds: 600 },
  confirmPerUser: { limit: 30, windowSeconds: 600 },
  emailPerUser: { limit: 3, windowSeconds: 3600 },
  accountDeletePerUser: { limit: 5, windowSeconds: 600 },
  accountExportPerUser: { limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Counts one hit and throws 429 with Retry-After once the limit is passed. */
export async function enforceLimit(counters: CounterStore, key: string, limit: Limit, message = TOO_MANY_REQUESTS): Promise<void> {
  const hit = await counters.hit(key, limit.windowSeconds);
  if (hit.count > limit.limit) {
    throw new AppError(429, message, { 'Retry-After': String(hit.retryAfterSeconds) });
  }
}
