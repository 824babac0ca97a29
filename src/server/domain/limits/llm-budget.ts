import type { Reader } from '../ports/reader.ts';
import type { CounterHit, CounterStore } from '../ports/counter-store.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { addressKey, DAY_SECONDS, enforceLimit, limitReached, LIMITS, undoHits, type Limit } from './rate-limit.ts';

/** What a model call is for: paid follow-ups may use the share of the day's budget kept for them. */
export type LlmPurpose = 'interpretation' | 'visitor-reading' | 'follow-up' | 'daily-card';

/**
 * A user or an address never gets more than this share of the day's model calls, however high
 * their own cap is set: with the global cap lowered to 1,000, one account still gets at most 20.
 */
const USER_SHARE_OF_DAY = 0.02;
const ADDRESS_SHARE_OF_DAY = 0.03;

export const READINGS_PAUSED = 'Readings are paused for today because of high demand. Please come back tomorrow.';

/** The day's model calls, as the operator set them (0 = no cap). */
export interface LlmBudget {
  dailyCalls: number;
  perUserDaily: number;
  perAddressDaily: number;
  /** Percent of `dailyCalls` that only paid follow-ups may use. */
  followUpReservePercent: number;
}

export function llmBudgetOf(env: Env): LlmBudget {
  return {
    dailyCalls: env.LLM_DAILY_REQUEST_LIMIT,
    perUserDaily: env.LLM_DAILY_CALLS_PER_USER,
    perAddressDaily: env.LLM_DAILY_CALLS_PER_ADDRESS,
    followUpReservePercent: env.LLM_FOLLOW_UP_RESERVE_PERCENT,
  };
}

/** A cap of 0 means none; with a global cap, a share of it bounds the user's or address's own. */
function capOf(own: number, dailyCalls: number, share: number): number {
  if (dailyCalls === 0) return own;
  const fromShare = Math.max(1, Math.floor(dailyCalls * share));
  return own === 0 ? fromShare : Math.min(own, fromShare);
}

/** The caps in force for one user and one address, after the global cap's shares. */
export function effectiveCaps(budget: LlmBudget): { perUser: number; perAddress: number; openToAll: number } {
  return {
    perUser: capOf(budget.perUserDaily, budget.dailyCalls, USER_SHARE_OF_DAY),
    perAddress: capOf(budget.perAddressDaily, budget.dailyCalls, ADDRESS_SHARE_OF_DAY),
    openToAll: Math.floor((budget.dailyCalls * (100 - budget.followUpReservePercent)) / 100),
  };
}

function inWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.max(1, Math.ceil((seconds % 3600) / 60));
  if (hours === 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${hours} hour${hours === 1 ? '' : 's'} ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function userCapReached(cap: number, retryAfterSeconds: number): string {
  return `You have reached today's limit of ${cap} readings and answers. It resets at midnight UTC, in ${inWords(retryAfterSeconds)}.`;
}

export function addressCapReached(cap: number, retryAfterSeconds: number): string {
  return `Your network has reached today's limit of ${cap} readings and answers. It resets at midnight UTC, in ${inWords(retryAfterSeconds)}.`;
}

export interface LlmBudgetDeps {
  counters: CounterStore;
  reader: Reader;
  llmBudget: LlmBudget;
}

/**
 * Bounds what the model can cost us, before a call: requests per user and per address in 10
 * minutes, and with a paid model daily caps per user, per address and for the whole service,
 * where the last `followUpReservePercent` of the day is kept for paid follow-ups. A refused call
 * takes back what it counted against the day's budget.
 */
export async function reserveLlmCall(deps: LlmBudgetDeps, who: { userId?: string | undefined; address: string; purpose: LlmPurpose }): Promise<void> {
  const address = addressKey(who.address);
  const metered = deps.reader.metered;
  // The offline reader costs nothing: its request limits must not turn an outage into a 503.
  const whenStoreDown = metered ? 'refuse' : 'allow';
  if (who.userId) await enforceLimit(deps.counters, `llm:user:${who.userId}`, { ...LIMITS.llmPerUser, whenStoreDown });
  await enforceLimit(deps.counters, `llm:addr:${address}`, { ...LIMITS.llmPerAddress, whenStoreDown });
  if (!metered) return;

  const caps = effectiveCaps(deps.llmBudget);
  const counted: { key: string; limit: Limit; hit: CounterHit | null }[] = [];
  const count = async (key: string, cap: number, refusal: (retryAfterSeconds: number) => AppError) => {
    const limit: Limit = { limit: cap, windowSeconds: DAY_SECONDS, whenStoreDown: 'refuse' };
    const hit = await deps.counters.hit(key, DAY_SECONDS);
    counted.push({ key, limit, hit });
    if (hit.count > cap) throw refusal(hit.retryAfterSeconds);
  };
  const tooMany = (name: string, message: string, retryAfterSeconds: number) => limitReached(name, retryAfterSeconds, message);
  try {
    if (who.userId && caps.perUser > 0) {
      await count(`llm:day-user:${who.userId}`, caps.perUser, (retry) => tooMany('llmDailyPerUser', userCapReached(caps.perUser, retry), retry));
    }
    if (caps.perAddress > 0) {
      await count(`llm:day-addr:${address}`, caps.perAddress, (retry) => tooMany('llmDailyPerAddress', addressCapReached(caps.perAddress, retry), retry));
    }
    if (deps.llmBudget.dailyCalls > 0) {
      const allowed = who.purpose === 'follow-up' ? deps.llmBudget.dailyCalls : caps.openToAll;
      await count('llm:day-all', allowed, (retry) => limitReached('llmDailyAll', retry, READINGS_PAUSED, 503));
    }
  } catch (error) {
    await undoHits(deps.counters, counted);
    throw error;
  }
}
