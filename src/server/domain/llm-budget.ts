import { AppError } from '../errors.ts';
import type { CounterStore } from '../adapters/store/counter-store.ts';
import { enforceLimit, LIMITS } from './rate-limit.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Bounds what the model can cost us: per user, per address, and a global daily cap. */
export async function reserveLlmCall(
  counters: CounterStore,
  dailyLimit: number,
  who: { userId?: string | undefined; address: string },
): Promise<void> {
  if (who.userId) await enforceLimit(counters, `llm:user:${who.userId}`, LIMITS.llmPerUser);
  await enforceLimit(counters, `llm:addr:${who.address}`, LIMITS.llmPerAddress);
  if (dailyLimit > 0) {
    const hit = await counters.hit('llm:global', DAY_SECONDS);
    if (hit.count > dailyLimit) {
      throw new AppError(503, 'Readings are paused for today because of high demand. Please come back tomorrow.', {
        'Retry-After': String(hit.retryAfterSeconds),
      });
    }
  }
}
