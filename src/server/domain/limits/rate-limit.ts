import { createHmac, hkdfSync } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { AppError } from '../../errors.ts';
import { CounterStoreUnavailable, type CounterHit, type CounterStore } from '../ports/counter-store.ts';
import { log } from '../../observe/log.ts';
import { countRateLimitRefusal } from '../../observe/metrics.ts';

export interface Limit {
  /** Its name in LIMITS, for the refusals metric; without one, the key's first part names it. */
  name?: string;
  limit: number;
  windowSeconds: number;
  /**
   * What a request meets while the counter store (Redis) cannot be reached: limits that guard
   * money or accounts refuse it with a 503, the others let it through with a warning
   * (docs/decisions/0010-rate-limits.md).
   */
  whenStoreDown: 'refuse' | 'allow';
}

const MINUTES_10 = 600;
const HOUR = 3600;
export const DAY_SECONDS = 24 * HOUR;

/**
 * Server-wide request limits. The operator's cost levers (the model budget, free readings,
 * sign-ups per day) come from the environment (env.ts, .env.example).
 */
/** Each limit carries its own name, so a refusal can be counted by it wherever it is enforced. */
function named<T extends Record<string, Limit>>(limits: T): { [K in keyof T]: T[K] & { name: K } } {
  return Object.fromEntries(Object.entries(limits).map(([name, limit]) => [name, { ...limit, name }])) as { [K in keyof T]: T[K] & { name: K } };
}

export const LIMITS = named({
  /** Failed sign-ins (and those still being checked) from one address, whatever the email. */
  signInPerAddress: { limit: 30, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /** The strict lock: failed sign-ins on one email from one address; a success clears it. */
  signInPerAccountAndAddress: { limit: 10, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /**
   * Failed sign-ins on one email from anywhere. Past it the email is under attack and each
   * address gets only `signInPerAccountAndAddressUnderAttack` failures: guessing from many
   * addresses slows down, and a right password from an address that has not failed still works.
   */
  signInPerAccount: { limit: 10, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  signInPerAccountAndAddressUnderAttack: { limit: 3, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /** Failed sign-ins from a browser holding the account's device cookie, which the limits above then leave alone. */
  signInPerDevice: { limit: 10, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  signUpPerAddress: { limit: 10, windowSeconds: HOUR, whenStoreDown: 'refuse' },
  signUpPerAccount: { limit: 5, windowSeconds: HOUR, whenStoreDown: 'refuse' },
  /** change-password, verify-password, set-password, delete-user, POST /api/account/delete: failed checks. */
  passwordCheckPerUser: { limit: 10, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  passwordCheckPerAddress: { limit: 30, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /** reset-password with one token (the token stands for its account). */
  passwordResetPerToken: { limit: 10, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /** Mails that lead to a password or a verified address: request-password-reset, send-verification-email. */
  accountMailPerAccount: { limit: 3, windowSeconds: HOUR, whenStoreDown: 'refuse' },
  accountMailPerAddress: { limit: 10, windowSeconds: HOUR, whenStoreDown: 'refuse' },
  drawPerAddress: { limit: 60, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  /** Requests for an interpretation or a follow-up; with a paid model, daily caps come on top (llm-budget.ts). */
  llmPerUser: { limit: 40, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  llmPerAddress: { limit: 80, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  /** Card of the day draws and history reads: each draw may write a reading (and counts toward the model budget). */
  dailyCardPerUser: { limit: 60, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  checkoutPerUser: { limit: 20, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  confirmPerUser: { limit: 30, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  emailPerUser: { limit: 3, windowSeconds: HOUR, whenStoreDown: 'allow' },
  /** Every attempt (each may cost a password hash); failed checks also count in passwordCheck*. */
  accountDeletePerUser: { limit: 5, windowSeconds: MINUTES_10, whenStoreDown: 'refuse' },
  accountExportPerUser: { limit: 10, windowSeconds: HOUR, whenStoreDown: 'allow' },
  /** Creating, listing and revoking a reading's share links. */
  shareLinksPerUser: { limit: 60, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  /** Saving, editing and deleting one's own spreads. */
  spreadWritesPerUser: { limit: 60, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  /** The ask page's look for an earlier reading of the same question (issue 27 §4), one per "Draw My Cards". */
  reaskChecksPerUser: { limit: 120, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  /** A shared reading's page, data and preview image, from one address (crawlers fetch all three). */
  sharedReadingPerAddress: { limit: 300, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
  /** Every admin console call, counted per admin once they are known to be one. */
  adminPerUser: { limit: 300, windowSeconds: MINUTES_10, whenStoreDown: 'allow' },
} as const satisfies Record<string, Limit>);

/**
 * What stands for an email or a token in a counter's key: a keyed hash (HMAC-SHA256, a key derived
 * from AUTH_SECRET), so the store alone (Redis, the rate_counter table) names no one (issue 25 §1),
 * and without the secret no one can test a guessed address against it.
 */
export function counterKeyHasher(secret: string): (identity: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'tarot-insights counter keys', 32));
  return (identity) => createHmac('sha256', key).update(identity).digest('base64url').slice(0, 22);
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** The refusal of a request past the limit `name` (429 unless told), counted for the metrics. */
export function limitReached(name: string, retryAfterSeconds: number, message = TOO_MANY_REQUESTS, status: 429 | 503 = 429): AppError {
  countRateLimitRefusal(name);
  return new AppError(status, message, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Counts one hit and throws 429 with Retry-After once the limit is passed. Returns the hit (to
 * `undo` it when the attempt turns out not to count), or null when the store was down and the
 * limit lets requests through then.
 */
export async function enforceLimit(counters: CounterStore, key: string, limit: Limit, message = TOO_MANY_REQUESTS): Promise<CounterHit | null> {
  let hit: CounterHit;
  try {
    hit = await counters.hit(key, limit.windowSeconds);
  } catch (error) {
    if (error instanceof CounterStoreUnavailable && limit.whenStoreDown === 'allow') {
      // The key's first part names the limit; the rest (an address, an email) stays out of the log.
      log.warn(`[limits] ${key.split(':')[0]}: not enforced, the counter store is unavailable (${error.message})`);
      return null;
    }
    throw error;
  }
  if (hit.count > limit.limit) {
    throw limitReached(limit.name ?? key.split(':')[0] ?? key, hit.retryAfterSeconds, message);
  }
  return hit;
}

/** Takes hits back, as far as the store lets us: a failure here only leaves a limit a little stricter. */
export async function undoHits(counters: CounterStore, hits: readonly { key: string; limit: Limit; hit: CounterHit | null }[]): Promise<void> {
  await Promise.all(
    hits.map(({ key, limit, hit }) =>
      hit
        ? counters.undo(key, limit.windowSeconds, hit.windowStart).catch((error: unknown) => log.warn(`[limits] could not take back a hit: ${String(error)}`))
        : undefined,
    ),
  );
}

/**
 * The part of a client address that per-address limits count: an IPv6 client by its /64 (one
 * subscriber usually holds the whole /64, and could otherwise take a fresh address per request),
 * an IPv4-mapped IPv6 address as the IPv4 address it is.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
